import assert from "node:assert/strict";
import { effectiveConcurrency } from "../../src/config/mod.ts";
import { BackendError } from "../../src/errors.ts";
import { createBackend, createLimiter, openBackend } from "../../src/backends/mod.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps, startFakeVendor, writeFakeClaude } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

const posix = Deno.build.os !== "windows";

Deno.test("createBackend() builds the backend of each kind", async () => {
  await using home = await testHome();
  const deps = fakeDeps({ env: home.env });

  const labels = (["cli", "vendor-a", "vendor-b", "vendor-c"] as const).map((kind) => {
    const backend = createBackend({ kind, apiKey: "k-123456", reason: "test", rule: 2 }, deps);
    return [backend.kind, backend.label];
  });

  assert.deepEqual(labels, [
    ["cli", "Subscription CLI (claude, claude-haiku-4-5-20251001)"],
    ["vendor-a", "Vendor A API (claude-haiku-4-5-20251001)"],
    ["vendor-b", "Vendor B API (gpt-4o-mini)"],
    ["vendor-c", "Vendor C API (qwen/qwen3.5-122b-a10b)"],
  ]);
});

Deno.test("openBackend() picks the vendor whose env key is set and calls it", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c");
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const { backend, resolution } = await openBackend(deps);
  const result = await backend.complete({ system: "s", prompt: "p" });

  assert.deepEqual(resolution, {
    kind: "vendor-c",
    apiKey: vendor.apiKey,
    reason: "VENDORC_API_KEY is set",
    rule: 2,
  });
  assert.equal(result.text, FAKE_INSIGHTS_TEXT);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("openBackend() uses the saved preference and key from the keychain", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const { VENDORA_BASE_URL } = vendor.env();
  const deps = fakeDeps({ env: { ...home.env, VENDORA_BASE_URL: VENDORA_BASE_URL! } });

  const { backend, resolution } = await openBackend(deps, {
    saved: { kind: "vendor-a", key: vendor.apiKey },
  });
  await backend.complete({ system: "s", prompt: "p" });

  assert.equal(resolution.rule, 1);
  assert.equal(vendor.requests[0]?.headers["x-api-key"], vendor.apiKey);
});

Deno.test({
  name: "openBackend() falls back to the subscription CLI found on config PATH",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });

    const { backend, resolution } = await openBackend(deps);

    assert.deepEqual(resolution, { kind: "cli", reason: '"claude" is on PATH', rule: 4 });
    assert.equal(backend.kind, "cli");
    assert.equal(effectiveConcurrency(deps.config, backend.kind), 1);
  },
});

Deno.test("openBackend() throws No LLM backend available with nothing configured", async () => {
  await using home = await testHome();
  const deps = fakeDeps({ env: { ...home.env, PATH: home.path } });

  const error = await openBackend(deps).then(() => undefined, (e: unknown) => e);

  assert.ok(error instanceof BackendError);
  assert.equal(error.message, "No LLM backend available");
  assert.match(error.hint ?? "", /^run ctx install --setup to choose one/);
  assert.match(error.hint ?? "", /VENDORA_API_KEY=… \(or VENDORB_API_KEY, VENDORC_API_KEY\)/);
  assert.match(error.hint ?? "", /the subscription CLI "claude"/);
  assert.equal(error.exitCode, 3);
});

Deno.test("createBackend() prints the raw answer on stderr when DEBUG_LLM_OUTPUT=1", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", {
    respond: () => ({ text: "RAW [1,2]" }),
  });
  const quiet = fakeDeps({ env: { ...home.env, ...vendor.env() } });
  const debug = fakeDeps({ env: { ...home.env, ...vendor.env(), DEBUG_LLM_OUTPUT: "1" } });
  const resolution = { kind: "vendor-b", apiKey: vendor.apiKey, reason: "t", rule: 2 } as const;

  await createBackend(resolution, quiet).complete({ system: "s", prompt: "p" });
  await createBackend(resolution, debug).complete({ system: "s", prompt: "p" });

  assert.deepEqual(quiet.output.stderr, []);
  assert.deepEqual(debug.output.stderr, [
    "--- raw answer from Vendor B API, model gpt-4o-mini ---",
    "RAW [1,2]",
    "--- end of raw answer ---",
  ]);
  assert.deepEqual(debug.output.stdout, []);
});

Deno.test("createLimiter() keeps a fake vendor at no more than n requests in flight", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", { latencyMs: 20 });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env(), CTX_CONCURRENCY: "2" } });
  const { backend } = await openBackend(deps);
  const limit = createLimiter(effectiveConcurrency(deps.config, backend.kind));

  const results = await Promise.all(
    Array.from(
      { length: 6 },
      (_, i) => limit(() => backend.complete({ system: "s", prompt: `p${i}` })),
    ),
  );

  assert.equal(results.length, 6);
  assert.equal(vendor.requests.length, 6);
  assert.ok(vendor.maxInFlight <= 2, `maxInFlight ${vendor.maxInFlight} > 2`);
});
