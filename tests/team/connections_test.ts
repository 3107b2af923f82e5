import assert from "node:assert/strict";
import { addressGroup } from "../../src/team/_connections.ts";

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
