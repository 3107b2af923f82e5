import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { KeychainError } from "../../src/errors.ts";
import { openSecretStore, sessionBusAddress } from "../../src/keychain/mod.ts";
import { assertNotInArgv, fakeRunner, keychainDeps } from "./_fake_runner.ts";

const SECRET = "sk-test-0123456789abcdef-secret";
const BUS = { DBUS_SESSION_BUS_ADDRESS: "unix:path=/tmp/ctx-test-bus" };

Deno.test("openSecretStore() uses the 0600 key file and runs nothing when CTX_KEYCHAIN=off", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const deps = keychainDeps(dir.path, runner, { ...BUS, CTX_KEYCHAIN: "off" });
  const store = await openSecretStore(deps);
  assert.equal(store.kind, "file");
  await store.set("vendor-a-api-key", SECRET);
  await store.set("vendor-b-api-key", "other-key-0123456789");
  assert.equal(await store.get("vendor-a-api-key"), SECRET);
  assert.deepEqual(runner.calls, []);
  const path = join(dir.path, "ctx-home", "credentials.json");
  assert.equal((await Deno.stat(path)).mode! & 0o777, 0o600);
  // Said once, on stderr, and without the key.
  assert.deepEqual(deps.output.stderr, [
    `Using the key file "${path}" (mode 0600): CTX_KEYCHAIN=off`,
  ]);
  assert.deepEqual(deps.output.stdout, []);
});

Deno.test("openSecretStore() falls back to the key file when secret-tool does not answer in time", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner(() => ({ code: 143, timedOut: true }));
  const deps = keychainDeps(dir.path, runner, BUS);
  const store = await openSecretStore(deps, { probeTimeoutMs: 50 });
  assert.equal(store.kind, "file");
  assert.equal(runner.calls.length, 1);
  assert.equal(runner.calls[0]!.options.timeoutMs, 50);
  await store.set("vendor-c-api-key", SECRET);
  assert.equal(runner.calls.length, 1, "the file store runs no program");
  assertNotInArgv(runner.calls, SECRET);
  assert.match(deps.output.stderr.join("\n"), /no Secret Service answered/);
});

Deno.test("openSecretStore() falls back to the key file when secret-tool is not installed", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner((call) => {
    if (call.command === "secret-tool") throw new Deno.errors.NotFound("secret-tool");
    return undefined;
  });
  const store = await openSecretStore(keychainDeps(dir.path, runner, BUS));
  assert.equal(store.kind, "file");
});

Deno.test("openSecretStore() uses the key file without running anything when there is no session bus", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const store = await openSecretStore(keychainDeps(dir.path, runner), {
    bus: { uid: 1000, exists: () => false },
  });
  assert.equal(store.kind, "file");
  assert.deepEqual(runner.calls, []);
});

Deno.test("sessionBusAddress() tries /run/user/<uid>/bus when DBUS_SESSION_BUS_ADDRESS is missing", () => {
  const seen: string[] = [];
  const exists = (p: string) => (seen.push(p), true);
  assert.equal(
    sessionBusAddress({ dbusSessionBusAddress: undefined }, { uid: 1000, exists }),
    "unix:path=/run/user/1000/bus",
  );
  assert.deepEqual(seen, ["/run/user/1000/bus"]);
  assert.equal(
    sessionBusAddress({ dbusSessionBusAddress: "unix:abstract=x" }, { uid: 1000, exists }),
    "unix:abstract=x",
  );
  assert.equal(
    sessionBusAddress({ dbusSessionBusAddress: undefined }, { uid: null, exists }),
    undefined,
  );
});

Deno.test("secret-tool store gets the secret on stdin only, with the socket bus passed to the child", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner();
  const store = await openSecretStore(keychainDeps(dir.path, runner), {
    bus: { uid: 1000, exists: (p) => p === "/run/user/1000/bus" },
  });
  assert.equal(store.kind, "keychain");
  assert.equal(store.label, "Linux Secret Service (secret-tool)");
  await store.set("vendor-a-api-key", SECRET);
  assert.equal(await store.get("vendor-a-api-key"), SECRET);
  assert.equal(await store.delete("vendor-a-api-key"), true);
  assert.equal(await store.delete("vendor-a-api-key"), false);
  assert.equal(await store.get("vendor-a-api-key"), undefined);
  const env = { DBUS_SESSION_BUS_ADDRESS: "unix:path=/run/user/1000/bus" };
  const attrs = ["service", "ctx", "account", "vendor-a-api-key"];
  assert.deepEqual(
    runner.calls.map((c) => [c.command, c.args, c.options.stdin, c.options.env]),
    [
      ["secret-tool", ["lookup", "service", "ctx", "account", "ctx-probe"], undefined, env],
      ["secret-tool", ["store", "--label=ctx vendor-a-api-key", ...attrs], SECRET, env],
      ["secret-tool", ["lookup", ...attrs], undefined, env],
      ["secret-tool", ["lookup", ...attrs], undefined, env],
      ["secret-tool", ["clear", ...attrs], undefined, env],
      ["secret-tool", ["lookup", ...attrs], undefined, env],
      ["secret-tool", ["lookup", ...attrs], undefined, env],
    ],
  );
  assertNotInArgv(runner.calls, SECRET);
});

Deno.test("secret-tool lookup strips exactly one trailing newline and reports failures without the key", async () => {
  await using dir = await tempDir();
  let fail = false;
  const runner = fakeRunner((call) => {
    if (call.args[0] !== "lookup" || call.args[4] === "ctx-probe") return undefined;
    if (fail) {
      return { code: 1, stderr: "secret-tool: Cannot create an item in a locked collection" };
    }
    return { code: 0, stdout: `${SECRET}\n` };
  });
  const store = await openSecretStore(keychainDeps(dir.path, runner, BUS));
  assert.equal(await store.get("vendor-b-api-key"), SECRET);
  fail = true;
  const error = await store.get("vendor-b-api-key").catch((e) => e);
  assert.ok(error instanceof KeychainError);
  assert.equal(
    error.message,
    'Cannot read "vendor-b-api-key" in the Linux Secret Service (secret-tool): ' +
      "secret-tool: Cannot create an item in a locked collection",
  );
  assert.equal(error.hint, "unlock the keyring, or set CTX_KEYCHAIN=off to use the key file");
  // The bus came from the environment: the child inherits it, nothing is added.
  assert.equal(runner.calls[0]!.options.env, undefined);
});

Deno.test("macOS store saves with `security -i` and the command on stdin, never on argv", async () => {
  await using dir = await tempDir();
  const saved = new Map<string, string>();
  const runner = fakeRunner((call) => {
    const [sub] = call.args;
    if (sub === "default-keychain") {
      return { stdout: '    "/Users/a/Library/Keychains/login.keychain-db"\n' };
    }
    if (sub === "-i") {
      const m = /-a (\S+) .* -w "([^"]*)"\n$/.exec(call.options.stdin ?? "");
      if (m) saved.set(m[1]!, m[2]!);
      return {};
    }
    const account = call.args[call.args.indexOf("-a") + 1]!;
    if (sub === "find-generic-password") {
      const v = saved.get(account);
      return v === undefined ? { code: 44 } : { stdout: `${v}\n` };
    }
    if (sub === "delete-generic-password") return saved.delete(account) ? {} : { code: 44 };
    return { code: 1 };
  });
  const store = await openSecretStore(keychainDeps(dir.path, runner, {}, "darwin"));
  assert.equal(store.label, "macOS Keychain (security)");
  await store.set("vendor-a-api-key", SECRET);
  assert.equal(await store.get("vendor-a-api-key"), SECRET);
  assert.equal(await store.delete("vendor-a-api-key"), true);
  assert.equal(await store.get("vendor-a-api-key"), undefined);
  assert.equal(await store.delete("vendor-a-api-key"), false);
  assert.deepEqual(runner.calls.slice(0, 3).map((c) => [c.command, c.args, c.options.stdin]), [
    ["security", ["default-keychain"], undefined],
    [
      "security",
      ["-i"],
      `add-generic-password -U -s ctx -a vendor-a-api-key -l "ctx vendor-a-api-key" -w "${SECRET}"\n`,
    ],
    ["security", ["find-generic-password", "-s", "ctx", "-a", "vendor-a-api-key", "-w"], undefined],
  ]);
  assertNotInArgv(runner.calls, SECRET);
});

Deno.test("macOS store refuses a key that `security -i` would split, before running anything", async () => {
  await using dir = await tempDir();
  const runner = fakeRunner(() => ({}));
  const store = await openSecretStore(keychainDeps(dir.path, runner, {}, "darwin"));
  await assert.rejects(store.set("vendor-a-api-key", 'a"b c'), KeychainError);
  assert.deepEqual(runner.calls.map((c) => c.args[0]), ["default-keychain"]);
});

Deno.test("Windows store runs PowerShell's credential API with the secret on stdin and not in the script", async () => {
  await using dir = await tempDir();
  const scripts: string[] = [];
  let stored: string | undefined;
  const runner = fakeRunner((call) => {
    if (call.command !== "powershell.exe") return undefined;
    if (call.args.includes("-Command")) return {};
    const script = decodeUtf16Base64(call.args[3]!);
    scripts.push(script);
    if (script.includes("[CtxCred]::Write(")) return (stored = call.options.stdin), {};
    if (script.includes("[CtxCred]::Read(")) return stored ? { stdout: stored } : { code: 3 };
    if (script.includes("[CtxCred]::Delete(")) {
      return stored ? ((stored = undefined), {}) : { code: 3 };
    }
    return { code: 1 };
  });
  const store = await openSecretStore(keychainDeps(dir.path, runner, {}, "windows"));
  assert.equal(store.label, "Windows Credential Manager (PowerShell)");
  await store.set("vendor-b-api-key", SECRET);
  assert.equal(await store.get("vendor-b-api-key"), SECRET);
  assert.equal(await store.delete("vendor-b-api-key"), true);
  assert.equal(await store.get("vendor-b-api-key"), undefined);
  assert.equal(runner.calls[1]!.options.stdin, SECRET);
  assert.deepEqual(runner.calls[1]!.args.slice(0, 3), [
    "-NoProfile",
    "-NonInteractive",
    "-EncodedCommand",
  ]);
  assert.ok(scripts[0]!.includes("CredWriteW") && scripts[0]!.includes("'ctx:vendor-b-api-key'"));
  assert.ok(scripts.every((s) => !s.includes(SECRET)));
  assertNotInArgv(runner.calls, SECRET);
});

Deno.test("a keychain command that fails is said with the tool's first words, or its timeout, and never the key", async () => {
  await using dir = await tempDir();
  let answer: { code?: number; stderr?: string; timedOut?: boolean } = {};
  const runner = fakeRunner((call) => {
    if (call.command !== "powershell.exe") return undefined;
    return call.args.includes("-Command") ? {} : answer;
  });
  const store = await openSecretStore(keychainDeps(dir.path, runner, {}, "windows"));
  const said = async () => {
    const error = await store.set("vendor-b-api-key", SECRET).catch((e) => e);
    assert.ok(error instanceof KeychainError);
    assert.ok(!error.message.includes(SECRET));
    assert.equal(error.hint, "set CTX_KEYCHAIN=off to use the key file");
    return error.message;
  };
  const prefix = 'Cannot save "vendor-b-api-key" in the Windows Credential Manager (PowerShell): ';
  // PowerShell's later lines quote the script line that failed, which may hold the key.
  answer = {
    code: 1,
    stderr: `Exception calling Write: access denied\nAt line:1 char:1\n+ $c.Write("${SECRET}")`,
  };
  assert.equal(await said(), `${prefix}Exception calling Write: access denied`);
  answer = { code: 1, stderr: "" };
  assert.equal(await said(), `${prefix}exit code 1`);
  answer = { code: 1, timedOut: true };
  assert.equal(await said(), `${prefix}no answer (timed out)`);
});

Deno.test("the key file store goes back to mode 0600 and disappears when its last key is deleted", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ctx-home", "credentials.json");
  await Deno.mkdir(join(dir.path, "ctx-home"));
  await Deno.writeTextFile(path, "{}\n", { mode: 0o644 });
  await Deno.chmod(path, 0o644);
  const store = await openSecretStore(
    keychainDeps(dir.path, fakeRunner(), { CTX_KEYCHAIN: "off" }),
  );
  await store.set("team-api-key", SECRET);
  assert.equal((await Deno.stat(path)).mode! & 0o777, 0o600);
  assert.deepEqual(JSON.parse(await Deno.readTextFile(path)), { "team-api-key": SECRET });
  assert.equal(await store.delete("team-api-key"), true);
  await assert.rejects(Deno.stat(path), Deno.errors.NotFound);
});

Deno.test("the key file store reads a missing file as empty, and names a broken or unreadable one with what to do", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ctx-home", "credentials.json");
  const store = await openSecretStore(
    keychainDeps(dir.path, fakeRunner(), { CTX_KEYCHAIN: "off" }),
  );
  assert.equal(await store.get("team-api-key"), undefined, "no file yet: no key");
  const refused = async () => {
    const error = await store.get("team-api-key").catch((e) => e);
    assert.ok(error instanceof KeychainError, String(error));
    return { message: error.message, hint: error.hint };
  };
  for (const text of ["{not json", '{"team-api-key": 42}', "[]"]) {
    await Deno.mkdir(join(dir.path, "ctx-home"), { recursive: true });
    await Deno.writeTextFile(path, text);
    assert.deepEqual(await refused(), {
      message: `Cannot read "${path}": not a JSON object of strings`,
      hint: "delete the file and run ctx install --setup again",
    }, text);
  }
  await Deno.remove(path);
  await Deno.mkdir(path);
  const unreadable = await refused();
  assert.ok(unreadable.message.startsWith(`Cannot read "${path}": `), unreadable.message);
  assert.equal(unreadable.hint, "check the file's permissions");
});

function decodeUtf16Base64(b64: string): string {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder("utf-16le").decode(bytes);
}
