/**
 * ctx's entry in OpenCode's config (and, through the same helper, Kilo Code's): added next to the
 * user's servers with their comments kept byte for byte, in the file that exists, an entry the
 * user turned off kept off, and taken out again leaving nothing ctx made.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { registerClients, registeredClients } from "../../../src/install/mod.ts";
import {
  openCodeConfigFile,
  openCodeEntry,
  openCodeStyleMcp,
} from "../../../src/assistants/opencode/mcp.ts";
import { loadConfig } from "../../../src/config/mod.ts";
import { xdgConfig } from "../../../src/edit/clients.ts";
import { exists } from "../../../src/fsutil.ts";
import { tempDir } from "../../_helpers.ts";
import { fakeRunner } from "../../keychain/_fake_runner.ts";
import { installDeps, snapshot } from "../../install/_home.ts";

const ENTRY = { type: "local", command: ["/opt/ctx/bin/ctx", "mcp"], enabled: true };

const USER_CONFIG = `{
  // my OpenCode settings
  "$schema": "https://opencode.ai/config.json",
  "model": "anthropic/claude-sonnet-4-5",
  "mcp": {
    /* a server of mine, off for now */
    "mine": { "type": "local", "command": ["mine-mcp"], "enabled": false }, // keep me
  },
}
`;

function ours(changes: Array<{ id: string; action: string }>) {
  return changes.filter((c) => c.id === "opencode").map((c) => c.action);
}

Deno.test("OpenCode: ctx install adds its entry beside the user's (comments kept), status sees it, a rerun changes nothing, uninstall gives back the bytes and drops the backup", async () => {
  await using home = await tempDir();
  const file = join(home.path, ".config", "opencode", "opencode.jsonc");
  await Deno.mkdir(join(file, ".."), { recursive: true });
  await Deno.writeTextFile(file, USER_CONFIG);
  const deps = installDeps(home.path, fakeRunner().run);

  assert.deepEqual(ours(await registerClients(deps)), ["added"]);
  const text = await Deno.readTextFile(file);
  assert.ok(text.startsWith(USER_CONFIG.slice(0, USER_CONFIG.indexOf("  },\n}"))), text);
  assert.ok(text.includes('"enabled": false }, // keep me'));
  const config = parse(text);
  assert.deepEqual(config.mcp.ctx, ENTRY);
  assert.equal(config.mcp.mine.enabled, false);
  const status = (await registeredClients(deps)).filter((r) => r.id === "opencode");
  assert.deepEqual(status, [{ client: "OpenCode", id: "opencode", path: file, registered: true }]);

  const mtime = (await Deno.stat(file)).mtime;
  assert.deepEqual(ours(await registerClients(deps)), ["unchanged"]);
  assert.deepEqual((await Deno.stat(file)).mtime, mtime);

  assert.deepEqual(ours(await registerClients(deps, { uninstall: true })), ["removed"]);
  assert.equal(await Deno.readTextFile(file), USER_CONFIG);
  assert.deepEqual(Object.keys(await snapshot(home.path)), [".config/opencode/opencode.jsonc"]);
});

Deno.test("OpenCode: an entry the user turned off stays off (with a warning); their other fields stay", async () => {
  await using home = await tempDir();
  const file = join(home.path, ".config", "opencode", "opencode.json");
  await Deno.mkdir(join(file, ".."), { recursive: true });
  await Deno.writeTextFile(
    file,
    JSON.stringify({
      mcp: {
        ctx: { type: "local", command: ["/old/ctx", "mcp"], enabled: false, timeout: 20000 },
      },
    }),
  );
  const deps = installDeps(home.path, fakeRunner().run);
  const [change] = (await registerClients(deps)).filter((c) => c.id === "opencode");
  assert.equal(change!.path, file, "the existing opencode.json, not a new .jsonc");
  assert.equal(change!.action, "updated");
  assert.deepEqual(parse(await Deno.readTextFile(file)).mcp.ctx, {
    type: "local",
    command: ["/opt/ctx/bin/ctx", "mcp"],
    enabled: false,
    timeout: 20000,
  });
  assert.match(change!.warnings![0]!, /OpenCode: the "ctx" entry has "enabled": false/);
});

Deno.test("OpenCode: with only its data folder, ctx creates opencode.jsonc (XDG_CONFIG_HOME honoured), and uninstall deletes it", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".local", "share", "opencode"), { recursive: true });
  const xdg = join(home.path, "xdg");
  const deps = installDeps(home.path, fakeRunner().run, { XDG_CONFIG_HOME: xdg });
  const file = join(xdg, "opencode", "opencode.jsonc");
  const [added] = (await registerClients(deps)).filter((c) => c.id === "opencode");
  assert.deepEqual([added!.action, added!.path], ["added", file]);
  assert.deepEqual(parse(await Deno.readTextFile(file)), { mcp: { ctx: ENTRY } });
  const [removed] = (await registerClients(deps, { uninstall: true })).filter((c) =>
    c.id === "opencode"
  );
  assert.equal(removed!.action, "removed");
  assert.ok(!(await exists(file)), "the file ctx created is gone");
  assert.ok(!(await exists(`${file}.ctx-backup`)));
});

Deno.test("openCodeConfigFile() picks the .jsonc, else an existing .json, else a new .jsonc", () => {
  const have = (...names: string[]) => (path: string) => names.some((n) => path.endsWith(n));
  assert.equal(openCodeConfigFile("/c", "opencode", have()), "/c/opencode.jsonc");
  assert.equal(openCodeConfigFile("/c", "opencode", have("opencode.json")), "/c/opencode.json");
  assert.equal(
    openCodeConfigFile("/c", "opencode", have("opencode.json", "opencode.jsonc")),
    "/c/opencode.jsonc",
  );
});

Deno.test("openCodeStyleMcp() gives an OpenCode fork (Kilo Code's kilo.json) the same entry in its own folder", () => {
  const kilo = openCodeStyleMcp((c) => join(xdgConfig(c), "kilo"), "kilo");
  const c = loadConfig({ HOME: "/home/a" }, { os: "linux" });
  assert.equal(kilo.serversKey, "mcp");
  assert.deepEqual(kilo.markers(c), ["/home/a/.config/kilo"]);
  assert.equal(kilo.file(c), "/home/a/.config/kilo/kilo.jsonc");
  assert.deepEqual(
    kilo.merge({ timeout: 10000 }, { command: "/x/ctx", args: ["mcp"] }, c),
    openCodeEntry({ timeout: 10000 }, { command: "/x/ctx", args: ["mcp"] }),
  );
  assert.deepEqual(openCodeEntry(undefined, { command: "/x/ctx", args: ["mcp"] }), {
    type: "local",
    command: ["/x/ctx", "mcp"],
    enabled: true,
  });
});
