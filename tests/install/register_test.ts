import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { tempDir } from "../_helpers.ts";
import { registerClients, registeredClients } from "../../src/install/mod.ts";
import { runCommand } from "../../src/process.ts";
import { exists } from "../../src/fsutil.ts";
import { fakeRunner } from "../keychain/_fake_runner.ts";
import { FILES, installDeps, ORIGINAL, populateHome, snapshot } from "./_home.ts";

const ENTRY = { command: "/opt/ctx/bin/ctx", args: ["mcp"] };

/**
 * A `claude` script in `<home>/bin` that appends its arguments (`a|b|`) to a log, one run a line,
 * and, as Claude Code's CLI does, writes or removes the user-scope entry in `~/.claude.json`
 * (unless `writes` is false: a `claude` that exits 0 and writes nothing). `growTo`: the file is
 * then extended to that many bytes (sparse), as a running Claude Code can grow it meanwhile.
 */
async function recordingClaude(
  home: string,
  { writes = true, growTo = 0 } = {},
): Promise<{ bin: string; log: string }> {
  const bin = join(home, "bin");
  const log = join(home, "claude-argv.log");
  const edit = join(home, "claude-edit.ts");
  await Deno.mkdir(bin);
  await Deno.writeTextFile(
    edit,
    `const [file, , verb, , , , , command, ...args] = Deno.args;
let text = "{}";
try { text = Deno.readTextFileSync(file); } catch { /* created by add */ }
const config = JSON.parse(text);
config.mcpServers ??= {};
if (verb === "add") config.mcpServers.ctx = { type: "stdio", command, args, env: {} };
else delete config.mcpServers.ctx;
Deno.writeTextFileSync(file, JSON.stringify(config, null, 2));
if (${growTo} > 0) Deno.truncateSync(file, ${growTo});
`,
  );
  const write = writes
    ? `"${Deno.execPath()}" run -A "${edit}" "${join(home, FILES.claudeCode)}" "$@"\n`
    : "";
  await Deno.writeTextFile(
    join(bin, "claude"),
    `#!/bin/sh\nprintf '%s|' "$@" >> "${log}"\necho >> "${log}"\n${write}`,
  );
  await Deno.chmod(join(bin, "claude"), 0o755);
  return { bin, log };
}

// deno-lint-ignore no-explicit-any
async function readJson(path: string): Promise<any> {
  return parse(await Deno.readTextFile(path));
}

function summary(changes: Array<{ id: string; action: string }>): string[] {
  return changes.map((c) => `${c.id}: ${c.action}`);
}

Deno.test("registerClients() adds our entry to every client found and reports the malformed one", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const runner = fakeRunner();
  const changes = await registerClients(installDeps(home.path, runner.run));
  assert.deepEqual(summary(changes), [
    "claude-code: added",
    "cursor: added",
    "windsurf: added",
    "vscode: added",
    "claude-desktop: added",
    "codex: added",
    "gemini: malformed",
    "kiro: added",
    "zed: added",
  ]);
  assert.deepEqual(runner.calls, [], "no claude on PATH: the file is edited directly");
  const gemini = changes.find((c) => c.id === "gemini")!;
  assert.equal(gemini.path, join(home.path, FILES.gemini));
  assert.match(gemini.detail!, /^invalid JSON at line \d+, column \d+/);

  const read = (file: string) => readJson(join(home.path, file));
  const claude = await read(FILES.claudeCode);
  assert.deepEqual(claude.mcpServers.ctx, { type: "stdio", ...ENTRY });
  assert.deepEqual(claude.mcpServers.github.args, ["-y", "@modelcontextprotocol/server-github"]);
  assert.deepEqual(claude.projects["/home/a/src/app"].mcpServers, {}, "project scopes untouched");
  assert.deepEqual((await read(FILES.cursor)).mcpServers, {
    docs: { url: "https://docs.example.com/mcp" },
    ctx: ENTRY,
  });
  assert.deepEqual(Object.keys((await read(FILES.windsurf)).mcpServers), [
    "filesystem",
    "fetch",
    "ctx",
  ]);
  const vscode = await read(FILES.vscode);
  assert.deepEqual(vscode.servers.ctx, { type: "stdio", ...ENTRY });
  assert.equal(vscode.inputs[0].id, "token");
  assert.deepEqual(await read(FILES.claudeDesktop), { mcpServers: { ctx: ENTRY } });
  assert.deepEqual(await read(FILES.kiro), { mcpServers: { ctx: ENTRY } });
  const zed = await read(FILES.zed);
  assert.deepEqual(zed.context_servers, { ctx: ENTRY }, "Zed's current schema: no source");
  assert.equal(zed.theme.dark, "One Dark");

  // Comments and formatting of what is not ours stay byte for byte.
  const cursorText = await Deno.readTextFile(join(home.path, FILES.cursor));
  assert.ok(cursorText.startsWith(
    '{\n  // Servers for every workspace\n  "mcpServers": {\n' +
      '    /* the docs server, remote */\n    "docs": { "url": "https://docs.example.com/mcp" },',
  ));
  assert.ok(cursorText.includes("// keep me"));
  const vscodeText = await Deno.readTextFile(join(home.path, FILES.vscode));
  assert.ok(vscodeText.includes('\t\t"ctx": {\n\t\t\t"type": "stdio",'), "tabs like the file");
  const windsurfText = await Deno.readTextFile(join(home.path, FILES.windsurf));
  assert.ok(
    windsurfText.includes('        "fetch": {"command": "uvx", "args": ["mcp-server-fetch"]},\n'),
  );
  assert.ok(
    windsurfText.includes('\n        "ctx": {\n            "command": "/opt/ctx/bin/ctx",'),
  );
  assert.ok(
    (await Deno.readTextFile(join(home.path, FILES.zed))).startsWith("// Zed settings\n//\n"),
  );

  // Codex forwards only listed variables: CTX_HOME is set here (HOME and PATH Codex passes anyway).
  assert.equal(
    await Deno.readTextFile(join(home.path, FILES.codex)),
    `${ORIGINAL.codex}\n[mcp_servers.ctx]\ncommand = "/opt/ctx/bin/ctx"\nargs = ["mcp"]\n` +
      `env_vars = ["CTX_HOME"]\n`,
  );
});

Deno.test("registerClients() backs up each original once, keeps file modes and leaves the malformed file untouched", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const before = await snapshot(home.path);
  await registerClients(installDeps(home.path, fakeRunner().run));
  const after = await snapshot(home.path);
  for (const [id, file] of Object.entries(FILES)) {
    const original = ORIGINAL[id as keyof typeof FILES];
    const backup = after[`${file}.ctx-backup`];
    if (id === "gemini") {
      assert.deepEqual(after[file], before[file], "malformed file untouched");
      assert.equal(backup, undefined);
    } else if (original === undefined) {
      assert.equal(backup, undefined, `${id}: nothing to back up`);
    } else {
      assert.equal(backup?.text, original, `${id}: backup holds the original`);
      assert.equal(backup?.mode, before[file]!.mode);
    }
  }
  assert.equal(after[FILES.windsurf]!.mode, 0o600, "the file's mode is kept");
  // A later change keeps the first backup: it is the pre-ctx original.
  const deps = installDeps(home.path, fakeRunner().run);
  await registerClients({ ...deps, self: { command: "/usr/local/bin/ctx", args: [] } });
  const later = await snapshot(home.path);
  assert.equal(later[`${FILES.cursor}.ctx-backup`]!.text, ORIGINAL.cursor);
  assert.match(later[FILES.cursor]!.text, /"command": "\/usr\/local\/bin\/ctx"/);
  assert.ok(!later[FILES.cursor]!.text.includes("/opt/ctx/bin/ctx"), "updated, not duplicated");
});

Deno.test("registerClients() run twice writes nothing the second time", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const deps = installDeps(home.path, fakeRunner().run);
  await registerClients(deps);
  const first = await snapshot(home.path);
  await new Promise((r) => setTimeout(r, 20)); // so a rewrite would show in mtime
  const changes = await registerClients(deps);
  assert.deepEqual(
    summary(changes).filter((s) => !s.endsWith(": unchanged")),
    ["gemini: malformed"],
  );
  assert.deepEqual(await snapshot(home.path), first);
});

Deno.test("registerClients() with dryRun reports the changes and writes nothing", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const before = await snapshot(home.path);
  const changes = await registerClients(installDeps(home.path, fakeRunner().run), { dryRun: true });
  assert.equal(changes.filter((c) => c.action === "added").length, 8);
  assert.equal(
    changes.find((c) => c.id === "cursor")!.detail,
    '"ctx": {"command":"/opt/ctx/bin/ctx","args":["mcp"]}',
  );
  assert.deepEqual(await snapshot(home.path), before);
});

Deno.test("registerClients() with uninstall removes only our entry and gives back the original bytes", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const deps = installDeps(home.path, fakeRunner().run);
  await registerClients(deps);
  const changes = await registerClients(deps, { uninstall: true });
  assert.deepEqual(summary(changes), [
    "claude-code: removed",
    "cursor: removed",
    "windsurf: removed",
    "vscode: removed",
    "claude-desktop: removed",
    "codex: removed",
    "gemini: malformed",
    "kiro: removed",
    "zed: removed",
  ]);
  // Zed's too: the servers key ctx added, empty now, goes with ctx's entry.
  for (const [id, original] of Object.entries(ORIGINAL)) {
    const text = await Deno.readTextFile(join(home.path, FILES[id as keyof typeof FILES]));
    assert.equal(text, original, `${id} is back to its original bytes`);
  }
  assert.ok(
    !(await exists(join(home.path, FILES.claudeDesktop))),
    "the file ctx created, now empty, is gone",
  );
  // A file back to its original bytes loses its backup.
  const backups = Object.keys(await snapshot(home.path)).filter((f) => f.endsWith(".ctx-backup"));
  assert.deepEqual(backups, []);
  const again = await registerClients(deps, { uninstall: true });
  assert.ok(again.every((c) => c.action === "not registered" || c.action === "malformed"));
});

Deno.test("registerClients() writes through a symlinked config and keeps the link", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".cursor"));
  await Deno.mkdir(join(home.path, "dotfiles"));
  await Deno.writeTextFile(join(home.path, "dotfiles", "mcp.json"), ORIGINAL.cursor!);
  await Deno.symlink(join(home.path, "dotfiles", "mcp.json"), join(home.path, FILES.cursor));
  await registerClients(installDeps(home.path, fakeRunner().run));
  assert.ok((await Deno.lstat(join(home.path, FILES.cursor))).isSymlink);
  const text = await Deno.readTextFile(join(home.path, "dotfiles", "mcp.json"));
  assert.deepEqual(parse(text).mcpServers.ctx, ENTRY);
  assert.equal(
    await Deno.readTextFile(join(home.path, "dotfiles", "mcp.json.ctx-backup")),
    ORIGINAL.cursor,
  );
});

Deno.test("registerClients() never writes an API key into a client config", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const keys = {
    VENDORA_API_KEY: "sk-a-never-in-config-0123456789",
    VENDORB_API_KEY: "sk-b-never-in-config-0123456789",
    VENDORC_API_KEY: "nvapi-never-in-config-0123456789",
    CTX_API_KEY: "ctx-team-never-in-config-0123456789",
  };
  await registerClients(installDeps(home.path, fakeRunner().run, keys));
  const all = JSON.stringify(await snapshot(home.path));
  for (const key of Object.values(keys)) assert.ok(!all.includes(key));
});

Deno.test("registerClients() registers with Claude Code through `claude mcp add --scope user` when claude is on PATH", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const { bin, log } = await recordingClaude(home.path);
  const deps = installDeps(home.path, runCommand, { PATH: bin });
  const changes = await registerClients({
    ...deps,
    self: { command: "/usr/bin/deno", args: ["run", "-A", "/opt/ctx/main.ts"] },
  });
  assert.deepEqual(changes[0], {
    client: "Claude Code",
    id: "claude-code",
    path: join(home.path, FILES.claudeCode),
    action: "added",
    via: "cli",
    detail: "claude mcp add --scope user ctx -- /usr/bin/deno run -A /opt/ctx/main.ts mcp",
    backup: join(home.path, `${FILES.claudeCode}.ctx-backup`),
  });
  assert.equal(
    await Deno.readTextFile(log),
    "mcp|add|--scope|user|ctx|--|/usr/bin/deno|run|-A|/opt/ctx/main.ts|mcp|\n",
  );
  const written = await readJson(join(home.path, FILES.claudeCode));
  assert.deepEqual(written.mcpServers.ctx, {
    type: "stdio",
    command: "/usr/bin/deno",
    args: ["run", "-A", "/opt/ctx/main.ts", "mcp"],
    env: {},
  });
  assert.deepEqual(written.mcpServers.github.args, ["-y", "@modelcontextprotocol/server-github"]);
});

Deno.test("registerClients() edits ~/.claude.json itself, and says so, when claude mcp add exits 0 without writing the entry", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const { bin, log } = await recordingClaude(home.path, { writes: false });
  const path = join(home.path, FILES.claudeCode);
  const [added] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }));
  assert.deepEqual([added!.action, added!.via], ["added", "file"]);
  assert.match(added!.warnings?.join("\n") ?? "", /exited 0 but did not write ctx's entry to/);
  assert.match(await Deno.readTextFile(log), /^mcp\|add\|/);
  assert.deepEqual((await readJson(path)).mcpServers.ctx, { type: "stdio", ...ENTRY });
  const [removed] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }), {
    uninstall: true,
  });
  assert.deepEqual([removed!.action, removed!.via], ["removed", "file"]);
  assert.match(removed!.warnings?.join("\n") ?? "", /exited 0 but left ctx's entry in/);
  assert.equal((await readJson(path)).mcpServers.ctx, undefined);
});

Deno.test("registerClients() does not report an older ctx entry as updated when claude exits 0 without replacing it", async () => {
  await using home = await tempDir();
  const { bin } = await recordingClaude(home.path, { writes: false });
  const path = join(home.path, FILES.claudeCode);
  await Deno.writeTextFile(
    path,
    JSON.stringify({ mcpServers: { ctx: { command: "/old", args: [] } } }),
  );
  const [claude] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }));
  assert.deepEqual([claude!.action, claude!.via], ["updated", "file"]);
  assert.match(claude!.warnings?.join("\n") ?? "", /exited 0 but did not write ctx's entry to/);
  assert.deepEqual((await readJson(path)).mcpServers.ctx, { type: "stdio", ...ENTRY });
});

Deno.test("registerClients() with uninstall leaves no backup of the ~/.claude.json that claude mcp add created", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".claude"));
  const file = join(home.path, FILES.claudeCode);
  // Claude Code's CLI writes the file itself: created by `mcp add`, emptied by `mcp remove`.
  const bin = join(home.path, "bin");
  await Deno.mkdir(bin);
  const entry = JSON.stringify({ ctx: { type: "stdio", ...ENTRY, env: {} } });
  await Deno.writeTextFile(
    join(bin, "claude"),
    `#!/bin/sh\ncase "$2" in\n  add) printf '%s' '{"userID": "u1", "mcpServers": ${entry}}' > "${file}";;\n` +
      `  remove) printf '%s' '{"userID": "u1", "mcpServers": {}}' > "${file}";;\nesac\n`,
  );
  await Deno.chmod(join(bin, "claude"), 0o755);
  const deps = installDeps(home.path, runCommand, { PATH: bin });
  const [added] = await registerClients(deps);
  assert.deepEqual([added!.action, added!.via, added!.backup], ["added", "cli", undefined]);
  const [removed] = await registerClients(deps, { uninstall: true });
  assert.deepEqual([removed!.action, removed!.via], ["removed", "cli"]);
  assert.equal(removed!.backup, undefined, "the file holds ctx's entry: not an original");
  assert.equal(await exists(`${file}.ctx-backup`), false);
});

Deno.test("registerClients() does not call claude when Claude Code already has the same entry", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  await registerClients(installDeps(home.path, fakeRunner().run)); // file edit: entry present
  const runner = fakeRunner(() => ({}));
  const bin = join(home.path, "bin");
  await Deno.mkdir(bin);
  await Deno.writeTextFile(join(bin, "claude"), "#!/bin/sh\nexit 0\n");
  await Deno.chmod(join(bin, "claude"), 0o755);
  const changes = await registerClients(installDeps(home.path, runner.run, { PATH: bin }));
  assert.equal(changes[0]!.action, "unchanged");
  assert.equal(runner.calls.length, 0);
  const removed = await registerClients(installDeps(home.path, runner.run, { PATH: bin }), {
    uninstall: true,
  });
  assert.equal(removed[0]!.action, "removed");
  assert.deepEqual(runner.calls.map((c) => c.args), [["mcp", "remove", "--scope", "user", "ctx"]]);
});

Deno.test("registeredClients() lists every client found with whether it has the ctx entry", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const deps = installDeps(home.path, fakeRunner().run);
  const before = await registeredClients(deps);
  assert.ok(before.every((c) => !c.registered));
  await registerClients(deps);
  const after = await registeredClients(deps);
  assert.deepEqual(
    after.map((c) => [c.id, c.registered, c.error !== undefined]),
    [
      ["claude-code", true, false],
      ["cursor", true, false],
      ["windsurf", true, false],
      ["vscode", true, false],
      ["claude-desktop", true, false],
      ["codex", true, false],
      ["gemini", false, true],
      ["kiro", true, false],
      ["zed", true, false],
    ],
  );
  assert.equal(after[1]!.client, "Cursor");
  assert.equal(after[1]!.path, join(home.path, FILES.cursor));
});

Deno.test("registerClients() never puts the env values of Claude Code's entry on a command line: it edits ~/.claude.json itself, and warns about a stale local-scope entry", async () => {
  await using home = await tempDir();
  const { bin, log } = await recordingClaude(home.path);
  const key = "sk-user-own-" + "0123456789";
  await Deno.writeTextFile(
    join(home.path, FILES.claudeCode),
    JSON.stringify(
      {
        projects: {
          "/home/a/src/app": { mcpServers: { ctx: { command: "/old/ctx", args: ["mcp"] } } },
          "/home/a/src/same": { mcpServers: { ctx: ENTRY } },
        },
        mcpServers: {
          ctx: {
            type: "stdio",
            command: "/old/ctx",
            args: ["mcp"],
            env: { VENDORA_API_KEY: key },
            timeout: 5000,
          },
        },
      },
      null,
      2,
    ),
  );
  const deps = installDeps(home.path, runCommand, { PATH: bin });
  const [claude] = await registerClients(deps);
  const stale =
    'Claude Code: a local-scope "ctx" entry for "/home/a/src/app" runs "/old/ctx mcp" ' +
    'and hides the user-scope entry in that project; hint: in "/home/a/src/app" run ' +
    "claude mcp remove ctx -s local";
  assert.equal(claude!.action, "updated");
  assert.equal(claude!.via, "file");
  assert.equal(
    claude!.detail,
    '"ctx": {"type":"stdio","command":"/opt/ctx/bin/ctx","args":["mcp"],' +
      '"env":{"VENDORA_API_KEY":"…"},"timeout":5000}',
    "the env value is never shown",
  );
  assert.deepEqual(claude!.warnings, [stale]);
  assert.equal(await Deno.readTextFile(log).catch(() => ""), "", "claude was not run at all");
  const saved = parse(await Deno.readTextFile(join(home.path, FILES.claudeCode)));
  assert.deepEqual(saved.mcpServers.ctx, {
    type: "stdio",
    ...ENTRY,
    env: { VENDORA_API_KEY: key },
    timeout: 5000,
  });
  assert.ok(!(await exists(join(home.path, `${FILES.claudeCode}.lock`))), "the lock is released");
  assert.deepEqual((await registeredClients(deps))[0]!.warnings, [stale]);

  // Without env values, the CLI keeps the user's other fields through add-json.
  await Deno.writeTextFile(
    join(home.path, FILES.claudeCode),
    JSON.stringify({ mcpServers: { ctx: { command: "/old/ctx", args: [], timeout: 5000 } } }),
  );
  await registerClients(deps);
  assert.equal(
    await Deno.readTextFile(log),
    "mcp|remove|--scope|user|ctx|\n" +
      'mcp|add-json|--scope|user|ctx|{"command":"/opt/ctx/bin/ctx","args":["mcp"],' +
      '"timeout":5000,"type":"stdio"}|\n',
  );
});

Deno.test("registerClients() edits ~/.claude.json under Claude Code's lock: it waits for a live holder, keeps what that holder wrote, and takes over a stale lock", async () => {
  await using home = await tempDir();
  const file = join(home.path, FILES.claudeCode);
  const lock = `${file}.lock`;
  await Deno.writeTextFile(file, JSON.stringify({ numStartups: 1 }, null, 2));
  // A running Claude Code holds its lock and writes the file before letting go.
  await Deno.mkdir(lock);
  const deps = installDeps(home.path, fakeRunner().run);
  const install = registerClients(deps);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await Deno.writeTextFile(file, JSON.stringify({ numStartups: 2, tipsSeen: 1 }, null, 2));
  await Deno.remove(lock);
  const [claude] = await install;
  assert.equal(claude!.action, "added");
  assert.deepEqual(parse(await Deno.readTextFile(file)), {
    numStartups: 2,
    tipsSeen: 1,
    mcpServers: { ctx: { type: "stdio", ...ENTRY } },
  });
  // A lock left by a process that died (older than Claude Code's 10 s) does not block.
  await Deno.mkdir(lock);
  const old = new Date(Date.now() - 60_000);
  await Deno.utime(lock, old, old);
  const [again] = await registerClients(deps, { uninstall: true });
  assert.equal(again!.action, "removed");
  assert.ok(!(await exists(lock)));
});

Deno.test("registerClients() registers with Claude Code when ~/.claude.json is larger than 16 MiB (real ones reach 100 MB) and still checks its local scopes", async () => {
  await using home = await tempDir();
  const { bin, log } = await recordingClaude(home.path);
  // Claude Code keeps each project's prompt history in the file.
  const history = Array.from(
    { length: 40 },
    (_, i) => ({ display: `prompt ${i} ${"x".repeat(500_000)}` }),
  );
  const projects = {
    "/home/a/src/app": { history, mcpServers: { ctx: { command: "/old/ctx", args: ["mcp"] } } },
  };
  await Deno.writeTextFile(join(home.path, FILES.claudeCode), JSON.stringify({ projects }));
  assert.ok((await Deno.stat(join(home.path, FILES.claudeCode))).size > 16 * 1024 * 1024);
  const deps = installDeps(home.path, runCommand, { PATH: bin });
  const [claude] = await registerClients(deps);
  assert.equal(claude!.action, "added");
  assert.equal(claude!.via, "cli");
  assert.match(claude!.warnings?.[0] ?? "", /local-scope "ctx" entry for "\/home\/a\/src\/app"/);
  assert.equal(
    await Deno.readTextFile(log),
    "mcp|add|--scope|user|ctx|--|/opt/ctx/bin/ctx|mcp|\n",
  );
  const [status] = await registeredClients(deps);
  assert.equal(status!.error, undefined);
  assert.equal(status!.warnings?.length, 1);
});

Deno.test("registerClients() still runs claude mcp add when ~/.claude.json is too large to read at all, and says what it could not check", async () => {
  await using home = await tempDir();
  const { bin, log } = await recordingClaude(home.path, { writes: false });
  const file = join(home.path, FILES.claudeCode);
  await Deno.writeTextFile(file, "{}");
  await Deno.truncate(file, 300 * 1024 * 1024); // sparse: nothing is written or read
  const [claude] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }));
  assert.equal(claude!.action, "added");
  assert.deepEqual(claude!.warnings, [
    `Claude Code: "${file}" is not read (the file is larger than 256 MiB), so ctx cannot ` +
    "check its local-scope entries",
  ]);
  assert.equal(await Deno.readTextFile(log), "mcp|add|--scope|user|ctx|--|/opt/ctx/bin/ctx|mcp|\n");
  // Without claude on PATH, the file is refused, with the reason.
  const [refused] = await registerClients(installDeps(home.path, fakeRunner().run));
  assert.equal(refused!.action, "failed");
  assert.equal(refused!.detail, "the file is larger than 256 MiB");
});

Deno.test("registerClients() trusts claude mcp add, and says so, when ~/.claude.json has grown too large to check after it", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const { bin } = await recordingClaude(home.path, { growTo: 300 * 1024 * 1024 });
  const file = join(home.path, FILES.claudeCode);
  const [claude] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }));
  assert.deepEqual([claude!.action, claude!.via], ["added", "cli"]);
  assert.deepEqual(claude!.warnings, [
    `Claude Code: "${file}" is not read after "claude mcp add --scope user ctx -- ` +
    `/opt/ctx/bin/ctx mcp" (the file is larger than 256 MiB), so ctx trusts that it succeeded ` +
    "and does not check ctx's entry there",
  ]);
  assert.equal((await Deno.stat(file)).size, 300 * 1024 * 1024, "the file is not rewritten");
});

Deno.test("registerClients() keeps a user's enabled = false on ctx's entry and says that ctx stays off", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".codex"));
  await Deno.mkdir(join(home.path, ".kiro", "settings"), { recursive: true });
  await Deno.writeTextFile(
    join(home.path, FILES.codex),
    '[mcp_servers.ctx]\ncommand = "/old/ctx"\nargs = ["mcp"]\nenabled = false\n',
  );
  await Deno.writeTextFile(
    join(home.path, FILES.kiro),
    '{"mcpServers": {"ctx": {"command": "/old/ctx", "args": ["mcp"], "disabled": true}}}',
  );
  const deps = installDeps(home.path, fakeRunner().run);
  const changes = await registerClients(deps);
  assert.deepEqual(changes.map((c) => [c.id, c.action, c.warnings]), [
    ["codex", "updated", [
      'Codex: the "ctx" entry has enabled = false, so Codex does not start ctx; hint: remove ' +
      `enabled = false from "${join(home.path, FILES.codex)}" to turn ctx on`,
    ]],
    ["kiro", "updated", [
      'Kiro: the "ctx" entry has "disabled": true, so Kiro does not start ctx; hint: remove ' +
      `"disabled": true from "${join(home.path, FILES.kiro)}" to turn ctx on`,
    ]],
  ]);
  assert.match(await Deno.readTextFile(join(home.path, FILES.codex)), /^enabled = false$/m);
  const status = await registeredClients(deps);
  assert.deepEqual(status.map((c) => c.warnings?.length), [1, 1], "ctx status says so too");
});

Deno.test("registerClients() strips escape, C1 and bidi characters from the stale local-scope warning", async () => {
  await using home = await tempDir();
  await Deno.writeTextFile(
    join(home.path, FILES.claudeCode),
    JSON.stringify({
      projects: {
        "/home/a/\u001b]0;pwned\u0007src\u009b2J\u202eppa": {
          mcpServers: { ctx: { command: "/old/ctx\u001b[31m", args: ["mcp\u0085"] } },
        },
      },
    }),
  );
  const [claude] = await registerClients(installDeps(home.path, fakeRunner().run));
  const warning = claude!.warnings?.[0] ?? "";
  assert.equal(
    warning,
    'Claude Code: a local-scope "ctx" entry for "/home/a/srcppa" runs "/old/ctx mcp" and ' +
      'hides the user-scope entry in that project; hint: in "/home/a/srcppa" run ' +
      "claude mcp remove ctx -s local",
  );
});

Deno.test("registerClients() falls back to the file with the merged entry when the claude CLI fails", async () => {
  await using home = await tempDir();
  const bin = join(home.path, "bin");
  await Deno.mkdir(bin);
  await Deno.writeTextFile(join(bin, "claude"), "#!/bin/sh\nexit 3\n");
  await Deno.chmod(join(bin, "claude"), 0o755);
  await Deno.writeTextFile(
    join(home.path, FILES.claudeCode),
    JSON.stringify({ mcpServers: { ctx: { command: "/old", args: [], timeout: 10 } } }),
  );
  const [claude] = await registerClients(installDeps(home.path, runCommand, { PATH: bin }));
  assert.equal(claude!.action, "updated");
  assert.equal(claude!.via, "file");
  const saved = parse(await Deno.readTextFile(join(home.path, FILES.claudeCode)));
  assert.deepEqual(saved.mcpServers.ctx, { type: "stdio", ...ENTRY, timeout: 10 });
});

Deno.test("registeredClients() warns when a ctx variable set now is not forwarded by Codex's entry", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".codex"));
  await Deno.writeTextFile(
    join(home.path, FILES.codex),
    '[mcp_servers.ctx]\ncommand = "/opt/ctx/bin/ctx"\nargs = ["mcp"]\n' +
      'env_vars = [{ name = "CTX_HOME", source = "local" }]\n',
  );
  const quiet = await registeredClients(installDeps(home.path, fakeRunner().run));
  assert.deepEqual(quiet.map((c) => [c.id, c.registered, c.warnings]), [
    ["codex", true, undefined],
  ]);
  const withKey = await registeredClients(
    installDeps(home.path, fakeRunner().run, { VENDORA_API_KEY: "sk-a-never-shown-0123456789" }),
  );
  assert.deepEqual(withKey[0]!.warnings, [
    'Codex: "VENDORA_API_KEY" is set here but not forwarded to ctx (env_vars), so a ' +
    "Codex-started ctx does not see it; hint: run ctx install again",
  ]);
});

Deno.test("registerClients() edits a config that starts with a byte-order mark (Windows editors, PowerShell) and keeps the mark", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const bom = "\uFEFF";
  for (const file of [FILES.claudeCode, FILES.cursor]) {
    const path = join(home.path, file);
    await Deno.writeTextFile(path, bom + await Deno.readTextFile(path));
  }
  const deps = installDeps(home.path, fakeRunner().run);
  const changes = await registerClients(deps);
  const action = (id: string) => changes.find((c) => c.id === id)?.action;
  assert.deepEqual([action("claude-code"), action("cursor")], ["added", "added"]);
  for (const file of [FILES.claudeCode, FILES.cursor]) {
    const text = await Deno.readTextFile(join(home.path, file));
    assert.ok(text.startsWith(bom), `${file} keeps its byte-order mark`);
    assert.deepEqual(parse(text.slice(1)).mcpServers.ctx?.command, ENTRY.command, file);
  }
  await registerClients(deps, { uninstall: true });
  const original = await Deno.readTextFile(join(home.path, FILES.cursor));
  assert.equal(original, bom + ORIGINAL.cursor, "uninstall gives back the original bytes");
});
