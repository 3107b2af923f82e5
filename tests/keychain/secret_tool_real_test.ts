import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { which } from "../../src/process.ts";

const PATH = Deno.env.get("PATH") ?? "";
const missing = [];
for (const program of ["secret-tool", "dbus-run-session", "gnome-keyring-daemon"]) {
  if (!(await which(program, PATH, Deno.build.os))) missing.push(program);
}
const SCRIPT = join(import.meta.dirname!, "_secret_tool_roundtrip.ts");

Deno.test({
  name: missing.length === 0
    ? "secret-tool store round-trips a key through a real headless gnome-keyring"
    : `secret-tool real round trip SKIPPED: ${missing.join(", ")} not installed ` +
      "(apt-get install libsecret-tools gnome-keyring dbus)",
  ignore: missing.length > 0,
  async fn() {
    await using home = await tempDir();
    // The whole test body runs in the session: the keyring daemon is unlocked with an empty
    // password fed on stdin, then the round trip runs against it.
    const body = 'echo "" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ' +
      `exec "${Deno.execPath()}" run -A --quiet "${SCRIPT}"`;
    const out = await new Deno.Command("dbus-run-session", {
      args: ["--", "sh", "-c", body],
      clearEnv: true,
      env: {
        HOME: home.path,
        CTX_HOME: join(home.path, "ctx"),
        PATH,
        DENO_DIR: Deno.env.get("DENO_DIR") ??
          join(Deno.env.get("HOME") ?? "/root", ".cache", "deno"),
        NO_COLOR: "1",
      },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stdout = new TextDecoder().decode(out.stdout);
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const report = JSON.parse(stdout.trim().split("\n").at(-1)!);
    assert.deepEqual(report, {
      kind: "keychain",
      label: "Linux Secret Service (secret-tool)",
      roundTrip: true,
      deleted: true,
      deletedAgain: false,
      goneAfterDelete: true,
      stdinCarriedSecret: true,
      secretInArgv: false,
      secretInOutput: false,
      commands: [
        "secret-tool lookup",
        "secret-tool store",
        "secret-tool lookup",
        "secret-tool lookup",
        "secret-tool clear",
        "secret-tool lookup",
        "secret-tool lookup",
      ],
    });
    // The file fallback was not used.
    await assert.rejects(Deno.stat(join(home.path, "ctx", "credentials.json")));
  },
});
