/**
 * `ctx install` in GitHub Copilot CLI: the ctx entry in `~/.copilot/mcp-config.json` (edited
 * under the lock the CLI takes while it writes that file) and the `sessionEnd` hook in a file of
 * ctx's own, `~/.copilot/hooks/ctx.json`. The real CLI reads both in `tests/clients/`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { powershellCommand } from "../../../src/edit/clients.ts";
import { registerClients, registeredClients } from "../../../src/install/mod.ts";
import { registeredHooks, registerHooks } from "../../../src/install/hooks.ts";
import { parseHookInput } from "../../../src/hooks/mod.ts";
import { exists } from "../../../src/fsutil.ts";
import { tempDir } from "../../_helpers.ts";
import { fakeRunner } from "../../keychain/_fake_runner.ts";
import { installDeps } from "../../install/_home.ts";

function ours<T extends { id?: string; client?: string }>(changes: T[]): T | undefined {
  return changes.find((c) => c.id === "copilot-cli" || c.client === "GitHub Copilot CLI");
}

Deno.test("Copilot CLI: ctx install adds its entry as copilot mcp add writes it, keeps comments, other servers and the tools the user narrowed; --uninstall takes out only ours", async () => {
  await using home = await tempDir();
  const file = join(home.path, ".copilot", "mcp-config.json");
  await Deno.mkdir(join(home.path, ".copilot"));
  const original = `{
  // servers for every folder
  "mcpServers": {
    "docs": { "type": "http", "url": "https://docs.example.com/mcp" }
  }
}
`;
  await Deno.writeTextFile(file, original);
  const deps = installDeps(home.path, fakeRunner().run);
  assert.equal(ours(await registerClients(deps))?.action, "added");
  const added = parse(await Deno.readTextFile(file));
  assert.deepEqual(added.mcpServers.ctx, {
    type: "local",
    command: "/opt/ctx/bin/ctx",
    args: ["mcp"],
    tools: ["*"],
  });
  assert.deepEqual(added.mcpServers.docs, { type: "http", url: "https://docs.example.com/mcp" });
  assert.match(await Deno.readTextFile(file), /\/\/ servers for every folder/);
  assert.equal(
    (await registeredClients(deps)).find((c) => c.id === "copilot-cli")?.registered,
    true,
  );

  // The user narrows ctx's tools and adds a timeout: a re-install keeps both.
  const narrowed = (await Deno.readTextFile(file)).replace('"*"', '"search_context"')
    .replace('"type": "local",', '"type": "local", "timeout": 30000,');
  await Deno.writeTextFile(file, narrowed);
  assert.equal(ours(await registerClients(deps))?.action, "unchanged");
  const moved = installDeps(home.path, fakeRunner().run);
  moved.self = { command: "/usr/local/bin/ctx", args: [] };
  assert.equal(ours(await registerClients(moved))?.action, "updated");
  const updated = parse(await Deno.readTextFile(file)).mcpServers.ctx;
  assert.deepEqual(
    [updated.command, updated.tools, updated.timeout],
    ["/usr/local/bin/ctx", ["search_context"], 30000],
  );

  assert.equal(ours(await registerClients(deps, { uninstall: true }))?.action, "removed");
  assert.equal(
    await Deno.readTextFile(file),
    original,
    "the file as before ctx install, byte for byte",
  );
});

Deno.test("Copilot CLI: ctx edits mcp-config.json under the CLI's own lock (.mcp-writer.lock): a write the CLI makes while holding it is kept", async () => {
  await using home = await tempDir();
  const dir = join(home.path, ".copilot");
  const file = join(dir, "mcp-config.json");
  const lock = join(dir, ".mcp-writer.lock");
  await Deno.mkdir(dir);
  await Deno.writeTextFile(file, '{ "mcpServers": {} }\n');
  await Deno.writeTextFile(lock, "");
  const locked = join(home.path, "locked");
  // A writer (as the CLI is while it adds a server): takes the lock, says so, writes, releases.
  const writer = new Deno.Command("flock", {
    args: [
      "-x",
      lock,
      "sh",
      "-c",
      `touch '${locked}'; sleep 1; printf '{ "mcpServers": { "github": { "type": "http", ` +
      `"url": "https://api.example.com/mcp" } } }\\n' > '${file}'`,
    ],
  }).spawn();
  while (!(await exists(locked))) await new Promise((r) => setTimeout(r, 20));
  const change = ours(await registerClients(installDeps(home.path, fakeRunner().run)));
  assert.equal((await writer.status).code, 0);
  assert.equal(change?.action, "added");
  assert.deepEqual(Object.keys(parse(await Deno.readTextFile(file)).mcpServers), ["github", "ctx"]);
});

Deno.test("Copilot CLI hook: ctx install --hooks writes hooks/ctx.json (bash and PowerShell), again unchanged; --uninstall deletes the file and the folder made for it, with no backup; a hook the user added there keeps the file", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".copilot"));
  const deps = installDeps(home.path, fakeRunner().run);
  const file = join(home.path, ".copilot", "hooks", "ctx.json");
  assert.equal(ours(await registerHooks(deps))?.action, "added");
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)), {
    version: 1,
    hooks: {
      sessionEnd: [{
        type: "command",
        bash: "/opt/ctx/bin/ctx hook session-end --client copilot-cli",
        powershell: "& '/opt/ctx/bin/ctx' hook session-end --client copilot-cli",
        timeoutSec: 10,
      }],
    },
  });
  assert.deepEqual(ours(await registeredHooks(deps.config)), {
    client: "GitHub Copilot CLI",
    path: file,
    registered: true,
  });
  assert.equal(ours(await registerHooks(deps))?.action, "unchanged");
  assert.equal(ours(await registerHooks(deps, { uninstall: true }))?.action, "removed");
  // The file was all its folder held: the folder ctx made for it goes too (c12e8ff).
  assert.equal(await exists(join(home.path, ".copilot", "hooks")), false);
  assert.equal(await exists(join(home.path, ".copilot")), true, "Copilot's own folder stays");

  await registerHooks(deps);
  const text = await Deno.readTextFile(file);
  const theirs = text.replace(
    '"sessionEnd": [',
    '"sessionStart": [{ "type": "command", "bash": "echo hi" }],\n    "sessionEnd": [',
  );
  await Deno.writeTextFile(file, theirs);
  assert.equal(ours(await registerHooks(deps, { uninstall: true }))?.action, "removed");
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)).hooks, {
    sessionStart: [{ type: "command", bash: "echo hi" }],
  });
  assert.equal(await exists(`${file}.ctx-backup`), false);
});

Deno.test("Copilot CLI hook input: sessionId, cwd and reason are read (no transcript path); a session id that could climb a path is refused", () => {
  const input = parseHookInput(
    "copilot-cli",
    JSON.stringify({
      sessionId: "69298eb6-d382-4b29-b387-72114b712b13",
      timestamp: 1795758657523,
      cwd: "/home/a/src/app/",
      reason: "complete",
    }),
  );
  assert.deepEqual(input, {
    client: "copilot-cli",
    sessionId: "69298eb6-d382-4b29-b387-72114b712b13",
    cwd: "/home/a/src/app",
    reason: "complete",
  });
  assert.throws(
    () => parseHookInput("copilot-cli", JSON.stringify({ sessionId: "../x", cwd: "/a" })),
    /"sessionId" is not a session id/,
  );
});

Deno.test("powershellCommand(): the program always quoted, words with spaces or quotes quoted, single quotes doubled", () => {
  assert.equal(
    powershellCommand(["C:\\Program Files\\ctx\\ctx.exe", "hook", "it's", "a b"]),
    "& 'C:\\Program Files\\ctx\\ctx.exe' hook 'it''s' 'a b'",
  );
});
