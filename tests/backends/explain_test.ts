import assert from "node:assert/strict";
import { explainResolution } from "../../src/backends/explain.ts";

const KEY = "key-0000000000000000";

Deno.test("explainResolution() says an env key is not used when the saved choice comes first", () => {
  const e = explainResolution({
    envKeys: { "vendor-b": KEY },
    saved: { kind: "vendor-a", key: KEY },
    cliOnPath: false,
  });
  assert.equal(e.resolution?.kind, "vendor-a");
  assert.deepEqual(e.steps.map((s) => [s.rule, s.what, s.result, s.used]), [
    [1, "saved choice", "Vendor A API: used, key saved by ctx install --setup", true],
    [2, "key variables", "VENDORB_API_KEY set: not reached", false],
    [3, "saved keys", "none", false],
    [4, "subscription CLI", '"claude" not on PATH', false],
  ]);
  assert.deepEqual(e.notices, [
    "VENDORB_API_KEY is set but not used: the backend saved by ctx install --setup " +
    "(Vendor A API) comes first; run ctx install --setup to switch",
  ]);
});

Deno.test("explainResolution() says the saved choice is not used when its key is gone", () => {
  const e = explainResolution({
    envKeys: { "vendor-b": KEY },
    saved: { kind: "vendor-a" },
    cliOnPath: true,
  });
  assert.equal(e.resolution?.kind, "vendor-b");
  assert.equal(
    e.steps[0]!.result,
    "Vendor A API: not usable, no saved key and VENDORA_API_KEY is not set",
  );
  assert.equal(e.steps[1]!.result, "VENDORB_API_KEY: used");
  assert.equal(e.steps[3]!.result, '"claude" on PATH: not reached');
  assert.deepEqual(e.notices, [
    "The backend saved by ctx install --setup (Vendor A API) is not used: no saved key and " +
    "VENDORA_API_KEY is not set; using Vendor B API (VENDORB_API_KEY is set)",
  ]);
});

Deno.test("explainResolution() names the key variables that are set but come later", () => {
  const e = explainResolution({
    envKeys: { "vendor-a": KEY, "vendor-c": KEY },
    cliOnPath: false,
  });
  assert.equal(e.steps[1]!.result, "VENDORA_API_KEY: used, also set, not used: VENDORC_API_KEY");
  assert.deepEqual(e.notices, ["VENDORC_API_KEY is set but not used: VENDORA_API_KEY comes first"]);
});

Deno.test("explainResolution() says an env key replaces the saved key of the same vendor", () => {
  const e = explainResolution({
    envKeys: { "vendor-a": KEY },
    saved: { kind: "vendor-a", key: "saved-key-000000000" },
    cliOnPath: false,
  });
  assert.equal(e.resolution?.apiKey, KEY);
  assert.deepEqual(e.notices, [
    "VENDORA_API_KEY is used instead of the Vendor A API key saved by ctx install --setup",
  ]);
});

Deno.test("explainResolution() tells every rule and says nothing more when none applies", () => {
  const e = explainResolution({ envKeys: {}, cliOnPath: false, cliProgram: "claude" });
  assert.equal(e.resolution, undefined);
  assert.equal(e.error?.message, "No LLM backend available");
  assert.deepEqual(e.steps.map((s) => s.result), [
    "none (ctx install --setup saves one)",
    "none set (VENDORA_API_KEY, VENDORB_API_KEY, VENDORC_API_KEY)",
    "none",
    '"claude" not on PATH',
  ]);
  assert.deepEqual(e.notices, []);
  const skipped = explainResolution({ envKeys: {}, saved: { kind: "skip" }, cliOnPath: true });
  assert.deepEqual(skipped.steps.map((s) => s.result), [
    "skip: only a key variable can choose a backend",
    "none set (VENDORA_API_KEY, VENDORB_API_KEY, VENDORC_API_KEY)",
    "not used: setup was skipped",
    "not used: setup was skipped",
  ]);
});
