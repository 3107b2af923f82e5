/** Where a key may travel (`src/transport.ts`): the rule the team key and the vendor keys share. */
import assert from "node:assert/strict";
import { ConfigError, ERROR_CODES } from "../src/errors.ts";
import {
  isCleartextToOtherMachine,
  isLoopbackHost,
  normalizeServerUrl,
  refuseCleartext,
} from "../src/transport.ts";

Deno.test("isLoopbackHost() is true for 127.0.0.0/8, ::1 and localhost only", () => {
  for (
    const url of [
      "http://127.0.0.1:8787",
      "http://127.1",
      "http://127.255.3.4",
      "http://[::1]:9",
      "http://localhost",
      "http://LOCALHOST.:80",
      "http://[::ffff:127.0.0.1]",
    ]
  ) {
    assert.ok(isLoopbackHost(new URL(url).hostname), url);
  }
  for (
    const url of [
      "http://128.0.0.1",
      "http://10.0.0.5",
      "http://[::2]",
      "http://localhost.example.com",
      "http://127.0.0.1.nip.io",
      "http://team.example.com",
      "http://[::ffff:10.0.0.1]",
    ]
  ) {
    assert.ok(!isLoopbackHost(new URL(url).hostname), url);
  }
});

Deno.test("isCleartextToOtherMachine() is true for plain HTTP to another machine only", () => {
  assert.equal(isCleartextToOtherMachine("http://10.0.0.5:8080/v1"), true);
  assert.equal(isCleartextToOtherMachine("http://proxy.internal"), true);
  assert.equal(isCleartextToOtherMachine("https://proxy.internal"), false);
  assert.equal(isCleartextToOtherMachine("http://127.0.0.1:4000/v1"), false);
  assert.equal(isCleartextToOtherMachine("http://[::1]:4000"), false);
});

Deno.test("refuseCleartext() throws a ConfigError naming the key, the URL and the allow variable, unless allowed", () => {
  const rule = {
    key: "the Vendor A API key",
    allowVariable: "CTX_BACKEND_ALLOW_HTTP",
    allowed: false,
    fix: "use an https:// URL in VENDORA_BASE_URL",
    code: ERROR_CODES.backendInsecure,
  };
  const url = "http://10.0.0.5:8080/v1?sig=abc";
  const error = (() => {
    try {
      refuseCleartext(url, normalizeServerUrl(url), rule);
    } catch (e) {
      return e;
    }
  })();
  assert.ok(error instanceof ConfigError);
  assert.equal(
    error.message,
    'Refusing to send the Vendor A API key to "http://10.0.0.5:8080/v1": it is plain HTTP to ' +
      "another machine, so anyone on the network could read the key",
  );
  assert.equal(
    error.hint,
    "use an https:// URL in VENDORA_BASE_URL, or set CTX_BACKEND_ALLOW_HTTP=1 to accept the " +
      "risk on a network you trust",
  );
  assert.equal(error.code, "backend.insecure_http");
  assert.equal(error.exitCode, 2);
  refuseCleartext(url, url, { ...rule, allowed: true });
  refuseCleartext("https://10.0.0.5", "https://10.0.0.5", rule);
  refuseCleartext("http://localhost:9", "http://localhost:9", rule);
});
