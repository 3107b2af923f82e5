import assert from "node:assert/strict";
import { addressGroup, clientAddress } from "../../src/team/_connections.ts";

Deno.test("addressGroup() counts IPv4 by address (also mapped into IPv6) and IPv6 by its /64", () => {
  assert.equal(addressGroup("10.0.0.7"), "10.0.0.7");
  assert.equal(addressGroup("::ffff:10.0.0.7"), "10.0.0.7");
  assert.equal(addressGroup("2001:db8:1:2:aa::1"), "2001:db8:1:2::/64");
  assert.equal(addressGroup("2001:0db8:0001:0002:ffff:0:0:9"), "2001:db8:1:2::/64");
  assert.equal(addressGroup("2001:db8::1"), "2001:db8:0:0::/64");
  assert.equal(addressGroup("::1"), "0:0:0:0::/64");
  assert.equal(addressGroup("fe80::1%eth0"), "fe80:0:0:0::/64");
  assert.equal(addressGroup(undefined), "unknown");
});

Deno.test("clientAddress() believes X-Forwarded-For only from a trusted proxy, from the right", () => {
  const header = { "x-forwarded-for": "198.51.100.1, 203.0.113.9, 10.0.0.3" };
  // Not from a trusted proxy: the header is the client's word, ignored.
  assert.equal(clientAddress("203.0.113.50", header, []), "203.0.113.50");
  assert.equal(clientAddress("203.0.113.50", header, ["10.0.0.2"]), "203.0.113.50");
  // From the balancer: the last hop that is not itself a trusted proxy (the first ones are
  // whatever the client wrote).
  assert.equal(clientAddress("10.0.0.2", header, ["10.0.0.2", "10.0.0.3"]), "203.0.113.9");
  assert.equal(clientAddress("::ffff:10.0.0.2", header, ["10.0.0.2", "10.0.0.3"]), "203.0.113.9");
  // No header, or only proxies in it: the peer.
  assert.equal(clientAddress("10.0.0.2", {}, ["10.0.0.2"]), "10.0.0.2");
  assert.equal(
    clientAddress("10.0.0.2", { "x-forwarded-for": "10.0.0.3" }, ["10.0.0.2", "10.0.0.3"]),
    "10.0.0.2",
  );
  // Absurd hops are skipped.
  assert.equal(
    clientAddress("10.0.0.2", { "x-forwarded-for": `192.0.2.4, ${"x".repeat(100)}` }, [
      "10.0.0.2",
    ]),
    "192.0.2.4",
  );
});
