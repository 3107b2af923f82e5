/**
 * ctx's entry in Crush's global `crush.json`: added beside the user's settings, never in a
 * `crushrc` (executable code), escaped for Crush's shell expansion, and taken out leaving nothing
 * ctx made.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { registerClients, registeredClients } from "../../../src/install/mod.ts";
import { crushEntry, crushLiteral } from "../../../src/assistants/crush/mcp.ts";
import { exists } from "../../../src/fsutil.ts";
import { tempDir } from "../../_helpers.ts";
import { fakeRunner } from "../../keychain/_fake_runner.ts";
import { installDeps } from "../../install/_home.ts";

const USER_CONFIG = `{
  "$schema": "https://charm.land/crush.json",
  "lsp": { "go": { "command": "gopls" } },
  "mcp": {
    "filesystem": { "type": "stdio", "command": "node", "args": ["fs-mcp.js"] }
  }
}
`;

const CRUSHRC = "# my Crush setup\nmcp add fs --command node --args fs-mcp.js\n";

function ours(changes: Array<{ id: string; action: string }>) {
  return changes.filter((c) => c.id === "crush").map((c) => c.action);
}

Deno.test("Crush: ctx install adds a stdio entry to crush.json, leaves the crushrc beside it alone, and uninstall gives back the bytes", async () => {
  await using home = await tempDir();
  const dir = join(home.path, ".config", "crush");
  await Deno.mkdir(dir, { recursive: true });
  await Deno.writeTextFile(join(dir, "crush.json"), USER_CONFIG);
  await Deno.writeTextFile(join(dir, "crushrc"), CRUSHRC);
  const rc = await Deno.stat(join(dir, "crushrc"));
  const deps = installDeps(home.path, fakeRunner().run);

  assert.deepEqual(ours(await registerClients(deps)), ["added"]);
  const config = parse(await Deno.readTextFile(join(dir, "crush.json")));
  assert.deepEqual(config.mcp.ctx, { type: "stdio", command: "/opt/ctx/bin/ctx", args: ["mcp"] });
  assert.deepEqual(config.lsp, { go: { command: "gopls" } });
  assert.deepEqual(Object.keys(config.mcp), ["filesystem", "ctx"]);
  const status = (await registeredClients(deps)).filter((r) => r.id === "crush");
  assert.equal(status[0]!.registered, true);

  assert.deepEqual(ours(await registerClients(deps, { uninstall: true })), ["removed"]);
  assert.equal(await Deno.readTextFile(join(dir, "crush.json")), USER_CONFIG);
  assert.ok(!(await exists(join(dir, "crush.json.ctx-backup"))));
  assert.equal(await Deno.readTextFile(join(dir, "crushrc")), CRUSHRC);
  assert.deepEqual((await Deno.stat(join(dir, "crushrc"))).mtime, rc.mtime);
});

Deno.test("Crush: found by its data folder alone, ctx creates crush.json where CRUSH_GLOBAL_CONFIG says, and uninstall deletes it", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".local", "share", "crush"), { recursive: true });
  const global = join(home.path, "crush-config");
  const deps = installDeps(home.path, fakeRunner().run, { CRUSH_GLOBAL_CONFIG: global });
  const [added] = (await registerClients(deps)).filter((c) => c.id === "crush");
  assert.deepEqual([added!.action, added!.path], ["added", join(global, "crush.json")]);
  assert.deepEqual(ours(await registerClients(deps, { uninstall: true })), ["removed"]);
  assert.ok(!(await exists(join(global, "crush.json"))));
});

Deno.test("crushLiteral() escapes what Crush's shell expansion would change, and nothing else", () => {
  assert.equal(crushLiteral("/usr/local/bin/ctx"), "/usr/local/bin/ctx");
  assert.equal(crushLiteral("/opt/$HOME/ctx"), "/opt/\\$HOME/ctx");
  assert.equal(crushLiteral("/opt/`id`/ctx"), "/opt/\\`id\\`/ctx");
  assert.equal(crushLiteral("C:\\Users\\ann\\ctx.exe"), "C:\\Users\\ann\\ctx.exe");
  // Crush reads "\\\\" as one backslash and "\\s" as itself: a UNC path comes through whole.
  assert.equal(crushLiteral("\\\\server\\share\\ctx.exe"), "\\\\\\server\\share\\ctx.exe");
  assert.equal(crushLiteral("C:\\odd$dir\\"), "C:\\odd\\$dir\\\\");
  assert.deepEqual(
    crushEntry({ timeout: 30, type: "sse" }, { command: "/a b/$ctx", args: ["mcp"] }),
    { timeout: 30, type: "stdio", command: "/a b/\\$ctx", args: ["mcp"] },
  );
});
