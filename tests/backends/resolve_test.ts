import assert from "node:assert/strict";
import { BackendError } from "../../src/errors.ts";
import { type Resolution, resolveBackend, type ResolveInput } from "../../src/backends/resolve.ts";

const ENV_A = "env-key-a-000000";
const ENV_B = "env-key-b-000000";
const ENV_C = "env-key-c-000000";
const SAVED_B = "saved-key-b-0000";
const CACHED_A = "cached-key-a-000";
const CACHED_C = "cached-key-c-000";

const cases: Array<{ name: string; input: ResolveInput; expected: Resolution }> = [
  {
    name: "rule 1: a saved vendor with its saved key wins over env keys of other vendors",
    input: {
      envKeys: { "vendor-a": ENV_A },
      saved: { kind: "vendor-b", key: SAVED_B },
      cliOnPath: true,
    },
    expected: {
      kind: "vendor-b",
      apiKey: SAVED_B,
      reason: "saved preference: Vendor B API, key saved by ctx install --setup",
      rule: 1,
    },
  },
  {
    name: "rule 1: an env key for the saved vendor overrides the saved key",
    input: {
      envKeys: { "vendor-b": ENV_B },
      saved: { kind: "vendor-b", key: SAVED_B },
      cliOnPath: false,
    },
    expected: {
      kind: "vendor-b",
      apiKey: ENV_B,
      reason: "saved preference: Vendor B API, key from VENDORB_API_KEY",
      rule: 1,
    },
  },
  {
    name: "rule 1: a saved vendor without a saved key uses its cached key",
    input: {
      envKeys: {},
      saved: { kind: "vendor-c" },
      cachedKeys: { "vendor-a": CACHED_A, "vendor-c": CACHED_C },
      cliOnPath: true,
    },
    expected: {
      kind: "vendor-c",
      apiKey: CACHED_C,
      reason: "saved preference: Vendor C API, key saved by ctx install --setup",
      rule: 1,
    },
  },
  {
    name: "rule 1: a saved cli applies when the CLI is on PATH, even with env keys",
    input: { envKeys: { "vendor-a": ENV_A }, saved: { kind: "cli" }, cliOnPath: true },
    expected: { kind: "cli", reason: 'saved preference: Subscription CLI "claude"', rule: 1 },
  },
  {
    name: "rule 2: a saved cli that is not on PATH falls through to env keys",
    input: { envKeys: { "vendor-c": ENV_C }, saved: { kind: "cli" }, cliOnPath: false },
    expected: { kind: "vendor-c", apiKey: ENV_C, reason: "VENDORC_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 2: a saved vendor without any key falls through to env keys",
    input: { envKeys: { "vendor-a": ENV_A }, saved: { kind: "vendor-b" }, cliOnPath: true },
    expected: { kind: "vendor-a", apiKey: ENV_A, reason: "VENDORA_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 2: env keys are taken in the order A, B, C",
    input: { envKeys: { "vendor-c": ENV_C, "vendor-b": ENV_B }, cliOnPath: true },
    expected: { kind: "vendor-b", apiKey: ENV_B, reason: "VENDORB_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 2: env keys win over cached keys and the CLI",
    input: {
      envKeys: { "vendor-c": ENV_C },
      cachedKeys: { "vendor-a": CACHED_A },
      cliOnPath: true,
    },
    expected: { kind: "vendor-c", apiKey: ENV_C, reason: "VENDORC_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 2: a saved skip still allows env keys",
    input: { envKeys: { "vendor-a": ENV_A }, saved: { kind: "skip" }, cliOnPath: true },
    expected: { kind: "vendor-a", apiKey: ENV_A, reason: "VENDORA_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 2: blank env keys do not count",
    input: { envKeys: { "vendor-a": "  ", "vendor-b": ENV_B }, cliOnPath: false },
    expected: { kind: "vendor-b", apiKey: ENV_B, reason: "VENDORB_API_KEY is set", rule: 2 },
  },
  {
    name: "rule 3: cached keys are used before the CLI, in the order A, B, C",
    input: {
      envKeys: {},
      cachedKeys: { "vendor-c": CACHED_C, "vendor-a": CACHED_A },
      cliOnPath: true,
    },
    expected: {
      kind: "vendor-a",
      apiKey: CACHED_A,
      reason: "the Vendor A API key saved by ctx install --setup",
      rule: 3,
    },
  },
  {
    name: "rule 4: the CLI when it is on PATH and nothing else applies",
    input: { envKeys: {}, cliOnPath: true, cliProgram: "claude" },
    expected: { kind: "cli", reason: '"claude" is on PATH', rule: 4 },
  },
];

for (const { name, input, expected } of cases) {
  Deno.test(`resolveBackend() ${name}`, () => {
    assert.deepEqual(resolveBackend(input), expected);
  });
}

Deno.test("resolveBackend() throws No LLM backend available when nothing applies", () => {
  assert.throws(
    () => resolveBackend({ envKeys: {}, cachedKeys: {}, cliOnPath: false }),
    (error: unknown) => {
      assert.ok(error instanceof BackendError);
      assert.equal(error.message, "No LLM backend available");
      // Every remedy: the wizard, the three key variables, the subscription CLI.
      assert.equal(
        error.hint,
        "run ctx install --setup to choose one (saved for every run), or:\n" +
          "  export VENDORA_API_KEY=… (or VENDORB_API_KEY, VENDORC_API_KEY) to use a vendor API " +
          "with your key\n" +
          '  install the subscription CLI "claude" and log in: ctx uses it when it is on PATH ' +
          "(CTX_CLI_BACKEND names another program)",
      );
      assert.equal(error.exitCode, 3);
      return true;
    },
  );
});

Deno.test("resolveBackend() throws when setup was skipped, even with cached keys and the CLI", () => {
  assert.throws(
    () =>
      resolveBackend({
        envKeys: {},
        saved: { kind: "skip" },
        cachedKeys: { "vendor-a": CACHED_A },
        cliOnPath: true,
      }),
    (error: unknown) => {
      assert.ok(error instanceof BackendError);
      assert.equal(error.message, "No LLM backend available");
      // Skipped turns the subscription CLI off: it is not offered as a remedy.
      assert.equal(
        error.hint,
        "run ctx install --setup to choose one (backend setup was skipped), or:\n" +
          "  export VENDORA_API_KEY=… (or VENDORB_API_KEY, VENDORC_API_KEY) to use a vendor API " +
          "with your key",
      );
      return true;
    },
  );
});
