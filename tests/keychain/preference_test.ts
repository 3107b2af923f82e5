import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { forgetKey, loadSavedBackend, saveBackendChoice } from "../../src/keychain/mod.ts";
import { assertNotInArgv, fakeRunner, keychainDeps } from "./_fake_runner.ts";

const KEY_A = "sk-a-test-0123456789abcdef-f3k9";
const KEY_C = "nvapi-test-0123456789abcdef";
const BUS = { DBUS_SESSION_BUS_ADDRESS: "unix:path=/tmp/ctx-test-bus" };

Deno.test("loadSavedBackend() returns nothing and touches no keychain when nothing was saved", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, BUS);
  assert.deepEqual(await loadSavedBackend(deps), { cachedKeys: {}, keySources: {} });
  assert.deepEqual(runner.calls, []);
  assert.deepEqual(deps.output.stderr, []);
});

Deno.test("saveBackendChoice() puts the key in the keychain and only the choice in backend.json", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, BUS);
  const { store } = await saveBackendChoice(deps, { kind: "vendor-a", key: KEY_A });
  assert.equal(store?.kind, "keychain");
  assert.equal(runner.secrets.get("vendor-a-api-key"), KEY_A);
  const file = await Deno.readTextFile(join(dir.path, "ctx-home", "backend.json"));
  assert.deepEqual(JSON.parse(file), { version: 1, backend: "vendor-a", keys: ["vendor-a"] });
  await assert.rejects(Deno.stat(join(dir.path, "ctx-home", "credentials.json")));

  assert.deepEqual(await loadSavedBackend(deps), {
    saved: { kind: "vendor-a", key: KEY_A },
    cachedKeys: { "vendor-a": KEY_A },
    keySources: { "vendor-a": "keychain" },
    keySource: "keychain",
  });
  assertNotInArgv(runner.calls, KEY_A);
});

Deno.test("loadSavedBackend() keeps keys cached by an earlier setup when the choice changes", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, BUS);
  await saveBackendChoice(deps, { kind: "vendor-c", key: KEY_C });
  await saveBackendChoice(deps, { kind: "cli" });
  assert.deepEqual(await loadSavedBackend(deps), {
    saved: { kind: "cli" },
    cachedKeys: { "vendor-c": KEY_C },
    keySources: { "vendor-c": "keychain" },
  });
});

Deno.test("the key goes to the 0600 key file when the keychain is off, and is read back from it", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, { ...BUS, CTX_KEYCHAIN: "off" });
  const { store } = await saveBackendChoice(deps, { kind: "vendor-a", key: KEY_A });
  assert.equal(store?.kind, "file");
  const credentials = join(dir.path, "ctx-home", "credentials.json");
  assert.equal((await Deno.stat(credentials)).mode! & 0o777, 0o600);
  const backendJson = await Deno.readTextFile(join(dir.path, "ctx-home", "backend.json"));
  assert.ok(!backendJson.includes(KEY_A), "backend.json never holds the key");
  const loaded = await loadSavedBackend(deps);
  assert.deepEqual(loaded.saved, { kind: "vendor-a", key: KEY_A });
  assert.equal(loaded.keySource, "file");
  assert.deepEqual(runner.calls, []);
  assert.ok(deps.output.stderr.every((line) => !line.includes(KEY_A)));
});

Deno.test("saveBackendChoice() removes a stale copy from the key file once the keychain holds the key", async () => {
  await using dir = await tempDir();
  const off = keychainDeps(dir.path, fakeRunner(), { ...BUS, CTX_KEYCHAIN: "off" });
  await saveBackendChoice(off, { kind: "vendor-a", key: "sk-old-0123456789abcdef" });
  const runner = fakeRunner();
  await saveBackendChoice(keychainDeps(dir.path, runner, BUS), { kind: "vendor-a", key: KEY_A });
  await assert.rejects(Deno.stat(join(dir.path, "ctx-home", "credentials.json")));
  assert.equal(runner.secrets.get("vendor-a-api-key"), KEY_A);
});

Deno.test("loadSavedBackend() ignores a malformed backend.json and says so", async () => {
  await using dir = await tempDir();
  await Deno.mkdir(join(dir.path, "ctx-home"));
  await Deno.writeTextFile(join(dir.path, "ctx-home", "backend.json"), '{"backend": 3}');
  const deps = keychainDeps(dir.path, fakeRunner(), BUS);
  assert.deepEqual(await loadSavedBackend(deps), { cachedKeys: {}, keySources: {} });
  assert.match(deps.output.stderr.join("\n"), /backend\.json": not a saved backend choice/);
});

Deno.test("forgetKey() deletes the key from the keychain and the key file and says where", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, BUS);
  await saveBackendChoice(deps, { kind: "vendor-c", key: KEY_C });
  // A copy left in the file by an earlier run without keychain.
  await Deno.writeTextFile(
    join(dir.path, "ctx-home", "credentials.json"),
    JSON.stringify({ "vendor-c-api-key": KEY_C, "team-api-key": "team-0123456789" }),
  );
  const removed = await forgetKey(deps, "vendor-c");
  assert.deepEqual(removed, [
    "Linux Secret Service (secret-tool)",
    `key file "${join(dir.path, "ctx-home", "credentials.json")}" (mode 0600)`,
  ]);
  assert.equal(runner.secrets.has("vendor-c-api-key"), false);
  const rest = JSON.parse(
    await Deno.readTextFile(join(dir.path, "ctx-home", "credentials.json")),
  );
  assert.deepEqual(rest, { "team-api-key": "team-0123456789" });
  const loaded = await loadSavedBackend(deps);
  assert.deepEqual(loaded.saved, { kind: "vendor-c" });
  assert.deepEqual(loaded.cachedKeys, {});
  assert.deepEqual(await forgetKey(deps, "vendor-c"), []);
  assertNotInArgv(runner.calls, KEY_C);
});

Deno.test("loadSavedBackend() warns and goes on when the keychain fails to read a key", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, BUS);
  await saveBackendChoice(deps, { kind: "vendor-a", key: KEY_A });
  const locked = fakeRunner((call) =>
    call.args[0] === "lookup" && call.args[4] !== "ctx-probe"
      ? { code: 1, stderr: "secret-tool: collection is locked" }
      : undefined
  );
  const lockedDeps = keychainDeps(dir.path, locked, BUS);
  assert.deepEqual(await loadSavedBackend(lockedDeps), {
    saved: { kind: "vendor-a" },
    cachedKeys: {},
    keySources: {},
  });
  assert.deepEqual(lockedDeps.output.stderr, [
    'warning: Cannot read "vendor-a-api-key" in the Linux Secret Service (secret-tool): ' +
    "secret-tool: collection is locked",
  ]);
});
