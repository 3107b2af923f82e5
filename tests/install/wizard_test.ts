import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { loadConfig } from "../../src/config/mod.ts";
import { memoryOutput } from "../../src/output.ts";
import { ConfigError } from "../../src/errors.ts";
import { loadSavedBackend } from "../../src/keychain/mod.ts";
import {
  BACKEND_CHOICES,
  describeKeySource,
  maskKey,
  type Prompter,
  runWizard,
  setupFromFlags,
} from "../../src/install/mod.ts";
import { startFakeModels } from "./_fake_models.ts";

const KEY_A = "sk-a-wizard-0123456789abcdef-f3k9";
const KEY_B = "sk-b-wizard-0123456789abcdef-zz12";

type Answer = string | boolean;

/** A prompter that answers from a script and records every question. */
function scripted(answers: Answer[]) {
  const asked: string[] = [];
  const next = (message: string) => {
    asked.push(message);
    if (answers.length === 0) throw new Error(`No scripted answer for "${message}"`);
    return answers.shift()!;
  };
  const prompter: Prompter = {
    select: (message, choices, defaultValue) => {
      asked.push(`choices: ${choices.map((c) => c.value).join(",")} default: ${defaultValue}`);
      return Promise.resolve(next(message) as never);
    },
    password: (message) => Promise.resolve(String(next(message))),
    confirm: (message) => Promise.resolve(next(message) === true),
  };
  return { prompter, asked, answers };
}

function wizardDeps(home: string, env: Record<string, string> = {}, stdin = "") {
  const config = loadConfig({
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_KEYCHAIN: "off",
    PATH: join(home, "bin"),
    ...env,
  }, { os: "linux" });
  return {
    config,
    output: memoryOutput(),
    fetch: globalThis.fetch,
    run: () => Promise.reject(new Error("no program should run")),
    readStdin: () => Promise.resolve(stdin),
  };
}

Deno.test("BACKEND_CHOICES lists the five backends in order with their trade-offs", () => {
  assert.deepEqual(BACKEND_CHOICES.map((c) => [c.value, c.name]), [
    ["cli", "1) Subscription CLI"],
    ["vendor-a", "2) Vendor A API"],
    ["vendor-b", "3) Vendor B API"],
    ["vendor-c", "4) Vendor C inference service"],
    ["skip", "5) Skip for now"],
  ]);
  assert.match(BACKEND_CHOICES[0].description, /free.*slower.*one subprocess at a time/);
  assert.match(BACKEND_CHOICES[1].description, /per token.*fastest.*parallelizes.*headless/);
});

Deno.test("runWizard() checks a new Vendor A key with one cheap call, then saves it", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-a", KEY_A);
  const deps = wizardDeps(home.path, { VENDORA_BASE_URL: vendor.url });
  const { prompter, asked } = scripted(["vendor-a", KEY_A]);
  const result = await runWizard(deps, prompter);
  assert.equal(result.kind, "vendor-a");
  assert.match(result.keyStore!, /^key file ".*credentials\.json" \(mode 0600\)$/);
  assert.deepEqual(asked, [
    "choices: cli,vendor-a,vendor-b,vendor-c,skip default: undefined",
    "Which backend should distill your sessions?",
    "Vendor A API key (input hidden)",
  ]);
  assert.deepEqual(vendor.requests.map((r) => [r.method, r.path, r.headers["x-api-key"]]), [
    ["GET", "/v1/models", KEY_A],
  ]);
  const saved = await loadSavedBackend(deps);
  assert.deepEqual(saved.saved, { kind: "vendor-a", key: KEY_A });
  assert.ok(deps.output.stderr.includes("The Vendor A API accepted the key"));
  assert.ok([...deps.output.stderr, ...deps.output.stdout].every((l) => !l.includes(KEY_A)));
});

Deno.test("runWizard() shows a saved key masked and reuses it without asking for it again", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-b", KEY_B);
  const deps = wizardDeps(home.path, { VENDORB_BASE_URL: vendor.url });
  await runWizard(deps, scripted(["vendor-b", KEY_B]).prompter);
  const second = scripted(["vendor-b", true]);
  const result = await runWizard(deps, second.prompter);
  assert.deepEqual(result, { kind: "vendor-b", reused: true });
  assert.deepEqual(second.asked, [
    "choices: cli,vendor-a,vendor-b,vendor-c,skip default: vendor-b",
    "Which backend should distill your sessions?",
    "A Vendor B API key is saved (sk-b…zz12). Reuse it?",
  ]);
  assert.equal(vendor.requests.length, 1, "a reused key is not checked again");
});

Deno.test("runWizard() asks for a new key when the saved one is declined", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-b", KEY_B);
  const deps = wizardDeps(home.path, { VENDORB_BASE_URL: vendor.url });
  await runWizard(deps, scripted(["vendor-b", "sk-b-old-0123456789abcdef", true]).prompter);
  await runWizard(deps, scripted(["vendor-b", false, KEY_B]).prompter);
  assert.equal((await loadSavedBackend(deps)).saved?.key, KEY_B);
});

Deno.test("runWizard() says clearly when the key is rejected and saves it only if confirmed", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-b", KEY_B);
  const deps = wizardDeps(home.path, { VENDORB_BASE_URL: vendor.url });
  const wrong = "sk-b-wrong-0123456789abcdef";
  // Rejected, not saved → back to the choice → skip.
  const first = scripted(["vendor-b", wrong, false, "skip"]);
  assert.deepEqual(await runWizard(deps, first.prompter), { kind: "skip" });
  assert.ok(deps.output.stderr.includes("The Vendor B API rejected the key (HTTP 401)"));
  assert.deepEqual(await loadSavedBackend(deps), {
    saved: { kind: "skip" },
    cachedKeys: {},
    keySources: {},
  });
  // Rejected, saved anyway.
  await runWizard(deps, scripted(["vendor-b", wrong, true]).prompter);
  assert.equal((await loadSavedBackend(deps)).saved?.key, wrong);
});

Deno.test("runWizard() saves the key unchecked, and says so, when the vendor cannot be reached", async () => {
  await using home = await tempDir();
  const deps = wizardDeps(home.path, { VENDORC_BASE_URL: "http://127.0.0.1:9/v1" });
  const result = await runWizard(deps, scripted(["vendor-c", "nvapi-0123456789abcdef"]).prompter);
  assert.equal(result.kind, "vendor-c");
  assert.match(
    deps.output.stderr.join("\n"),
    /^warning: Cannot check the key: "http:\/\/127\.0\.0\.1:9\/v1\/models" is unreachable: .*; saving it unchecked$/m,
  );
});

Deno.test("runWizard() checks the CLI is on PATH and asks before saving a missing one", async () => {
  await using home = await tempDir();
  const deps = wizardDeps(home.path);
  const missing = scripted(["cli", false, "cli", true]);
  assert.deepEqual(await runWizard(deps, missing.prompter), { kind: "cli" });
  assert.ok(deps.output.stderr.includes(
    '"claude" is not on PATH (set CTX_CLI_BACKEND to use another program)',
  ));
  await Deno.mkdir(join(home.path, "bin"));
  await Deno.writeTextFile(join(home.path, "bin", "claude"), "#!/bin/sh\n");
  await Deno.chmod(join(home.path, "bin", "claude"), 0o755);
  const found = scripted(["cli"]);
  await runWizard(deps, found.prompter);
  assert.ok(deps.output.stderr.includes(`Found "claude" at ${join(home.path, "bin", "claude")}`));
});

Deno.test("setupFromFlags() saves a key read from stdin after checking it", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-a", KEY_A);
  const deps = wizardDeps(home.path, { VENDORA_BASE_URL: vendor.url }, `${KEY_A}\n`);
  const result = await setupFromFlags(deps, { backend: "vendor-a", keyStdin: true });
  assert.equal(result.kind, "vendor-a");
  assert.equal((await loadSavedBackend(deps)).saved?.key, KEY_A);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("setupFromFlags() takes the key from the vendor's env variable without --key-stdin", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-b", KEY_B);
  const deps = wizardDeps(home.path, { VENDORB_BASE_URL: vendor.url, VENDORB_API_KEY: KEY_B });
  await setupFromFlags(deps, { backend: "vendor-b" });
  assert.equal((await loadSavedBackend(deps)).cachedKeys["vendor-b"], KEY_B);
});

Deno.test("setupFromFlags() refuses a rejected key unless --yes, an unknown backend and a missing key", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-a", KEY_A);
  const deps = wizardDeps(home.path, { VENDORA_BASE_URL: vendor.url }, "sk-a-bad-0123456789abcdef");
  const rejected = await setupFromFlags(deps, { backend: "vendor-a", keyStdin: true }).catch((e) =>
    e
  );
  assert.ok(rejected instanceof ConfigError);
  assert.equal(rejected.message, "The Vendor A API rejected the key (HTTP 401)");
  assert.equal(rejected.exitCode, 2);
  assert.deepEqual(await loadSavedBackend(deps), { cachedKeys: {}, keySources: {} });
  await setupFromFlags(deps, { backend: "vendor-a", keyStdin: true, yes: true });
  assert.equal((await loadSavedBackend(deps)).saved?.kind, "vendor-a");

  await assert.rejects(
    setupFromFlags(deps, { backend: "vendor-z" }),
    /Unknown backend "vendor-z": expected cli, vendor-a, vendor-b, vendor-c or skip/,
  );
  await assert.rejects(
    setupFromFlags(deps, { backend: "vendor-c" }),
    /No Vendor C inference service key to save/,
  );
  await assert.rejects(setupFromFlags(deps, { backend: "cli" }), /"claude" is not on PATH/);
});

Deno.test("maskKey() never shows more than 4 + 4 characters", () => {
  assert.equal(maskKey("sk-ant-api03-abcdefghijklmnop-f3k9"), "sk-a…f3k9");
  assert.equal(maskKey("abcdefghijkl"), "ab…kl");
  assert.equal(maskKey("short"), "…");
});

Deno.test("describeKeySource() says whether the key came from the environment, the keychain or the file", () => {
  const config = loadConfig({ HOME: "/h", CTX_HOME: "/h/ctx", VENDORA_API_KEY: KEY_A }, {
    os: "linux",
  });
  const keySources = { "vendor-b": "keychain", "vendor-c": "file" } as const;
  assert.equal(
    describeKeySource(config, { kind: "vendor-a", apiKey: KEY_A }, { keySources }),
    "environment (VENDORA_API_KEY) sk-a…f3k9",
  );
  assert.equal(
    describeKeySource(config, { kind: "vendor-b", apiKey: KEY_B }, { keySources }),
    "keychain sk-b…zz12",
  );
  assert.equal(
    describeKeySource(config, { kind: "vendor-c", apiKey: "nvapi-0123456789abcdef" }, {
      keySources,
    }),
    'key file "/h/ctx/credentials.json" nvap…cdef',
  );
  assert.equal(describeKeySource(config, { kind: "cli" }, { keySources }), "no key needed");
});
