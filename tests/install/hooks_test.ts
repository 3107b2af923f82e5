import assert from "node:assert/strict";
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import type { HookShape } from "../../src/edit/clients.ts";
import { editHook } from "../../src/edit/hook_list.ts";
import { hookTargets } from "../../src/assistants/mod.ts";
import { hookCommand, isOurHook, offerHooks } from "../../src/install/hooks.ts";
import { loadConfig } from "../../src/config/mod.ts";
import { runCtx, tempDir, waitFor, writeFile } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { sentSessionIds } from "../mcp/_background.ts";
import { serverEnv } from "../mcp/_client.ts";
import { readStore } from "../../src/store/files.ts";

const CLAUDE: HookShape = { event: "SessionEnd", layout: "grouped" };
const CURSOR: HookShape = { event: "sessionEnd", layout: "flat", newFile: { version: 1 } };
const COMMAND = "/opt/ctx/bin/ctx hook session-end --client claude-code";
const ENTRY = { type: "command", command: COMMAND, timeout: 5 };
const ours = (c: string) => isOurHook(c, "claude-code");

/** Claude Code settings as a user keeps them: comments, other hooks, their own SessionEnd. */
const SETTINGS = `{
  // shared with the team via dotfiles
  "model": "opus",
  "permissions": { "allow": ["Bash(npm test:*)"] },
  "hooks": {
    "PreToolUse": [{ "matcher": "Bash", "hooks": [{ "type": "command", "command": "audit.sh" }] }],
    "SessionEnd": [
      { "hooks": [{ "type": "command", "command": "~/bin/log-end.sh" }] }
    ]
  }
}
`;

Deno.test("editHook() appends our hook after the user's, keeps every other byte, and removing it gives the original back", () => {
  const added = editHook(SETTINGS, CLAUDE, ENTRY, ours);
  assert.ok(added.ok && added.changed && !added.present);
  const doc = JSON.parse(added.text.replace(/^\s*\/\/.*$/m, ""));
  assert.deepEqual(doc.hooks.SessionEnd, [
    { hooks: [{ type: "command", command: "~/bin/log-end.sh" }] },
    { hooks: [ENTRY] },
  ]);
  assert.deepEqual(
    doc.hooks.PreToolUse,
    JSON.parse(SETTINGS.replace(/^\s*\/\/.*$/m, "")).hooks.PreToolUse,
  );
  // Everything before the end of the user's last SessionEnd group is untouched.
  const userGroupEnd = SETTINGS.indexOf('log-end.sh" }] }') + 'log-end.sh" }] }'.length;
  assert.equal(added.text.slice(0, userGroupEnd), SETTINGS.slice(0, userGroupEnd));

  const again = editHook(added.text, CLAUDE, ENTRY, ours);
  assert.ok(again.ok && !again.changed && again.present, "idempotent");
  const moved = editHook(added.text, CLAUDE, { ...ENTRY, command: `/new${COMMAND}` }, ours);
  assert.ok(moved.ok && moved.changed && moved.present);
  assert.equal(moved.text.split("hook session-end").length, 2, "updated in place, not added twice");

  const removed = editHook(added.text, CLAUDE, undefined, ours);
  assert.ok(removed.ok && removed.changed);
  assert.equal(removed.text, SETTINGS, "byte for byte");
  const none = editHook(SETTINGS, CLAUDE, undefined, ours);
  assert.ok(none.ok && !none.changed && none.text === SETTINGS);
});

Deno.test("editHook() creates the hooks key or the file, and takes exactly that out again", () => {
  const plain = `{\n\t"theme": "GitHub",\n\t"mcpServers": { "ctx": { "command": "ctx" } }\n}\n`;
  const added = editHook(plain, CLAUDE, ENTRY, ours);
  assert.ok(added.ok && added.changed);
  assert.match(added.text, /\n\t"hooks": \{\n\t\t"SessionEnd": \[/, "the file's tabs are kept");
  const removed = editHook(added.text, CLAUDE, undefined, ours);
  assert.ok(removed.ok);
  assert.equal(removed.text, plain);

  const fresh = editHook("", CURSOR, {
    command: "/opt/ctx/bin/ctx hook session-end --client cursor",
  }, (c) => isOurHook(c, "cursor"));
  assert.ok(fresh.ok);
  assert.deepEqual(JSON.parse(fresh.text), {
    version: 1,
    hooks: { sessionEnd: [{ command: "/opt/ctx/bin/ctx hook session-end --client cursor" }] },
  });
  const cursor = `{"version": 1, "hooks": {"sessionEnd": [{"command": "./audit.sh"}], "stop": []}}`;
  const flat = editHook(
    cursor,
    CURSOR,
    { command: "/x/ctx hook session-end --client cursor" },
    (c) => isOurHook(c, "cursor"),
  );
  assert.ok(flat.ok);
  assert.deepEqual(JSON.parse(flat.text).hooks.sessionEnd, [
    { command: "./audit.sh" },
    { command: "/x/ctx hook session-end --client cursor" },
  ]);
});

Deno.test("editHook() refuses files it cannot edit safely", () => {
  for (
    const [text, error] of [
      ['{ "hooks": [] }', /"hooks" is not an object/],
      ['{ "hooks": { "SessionEnd": {} } }', /"hooks.SessionEnd" is not a list/],
      ['{ "hooks": ', /invalid JSON at line 1/],
      ["[]", /top level is not an object/],
    ] as const
  ) {
    const result = editHook(text, CLAUDE, ENTRY, ours);
    assert.ok(!result.ok);
    assert.match(result.error, error);
  }
});

Deno.test("hookCommand() quotes ctx's path for sh and isOurHook() finds it wherever ctx lives", () => {
  assert.equal(
    hookCommand({ command: "/Users/Ann Lee/bin/ctx", args: [] }, "gemini"),
    "'/Users/Ann Lee/bin/ctx' hook session-end --client gemini",
  );
  assert.equal(
    hookCommand({ command: "/usr/bin/deno", args: ["run", "-A", "/src/ctx/main.ts"] }, "codex"),
    "/usr/bin/deno run -A /src/ctx/main.ts hook session-end --client codex",
  );
  assert.ok(isOurHook("'/a b/ctx' hook session-end --client gemini", "gemini"));
  assert.ok(!isOurHook("/x/ctx hook session-end --client gemini", "codex"));
  assert.ok(!isOurHook("~/bin/log-end.sh", "claude-code"));
  assert.deepEqual(hookTargets().map((t) => t.client), [
    "claude-code",
    "cursor",
    "codex",
    "gemini",
    "copilot-cli",
  ]);
});

Deno.test("ctx install --hooks registers the session-end hook of every assistant found, merging, and --uninstall restores the files", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const gemini = `{\n  "theme": "GitHub",\n  "mcpServers": {}\n}\n`;
  await writeFile(join(home, ".claude", "settings.json"), SETTINGS);
  await writeFile(join(home, ".gemini", "settings.json"), gemini);
  await Deno.mkdir(join(home, ".codex"), { recursive: true });
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" };
  const first = await runCtx(["install", "--hooks", "--backend", "skip"], { env });
  assert.equal(first.code, 0, first.stderr);
  assert.match(
    first.stdout,
    /^Claude Code session-end hook \(~\/\.claude\/settings\.json\): added$/m,
  );
  assert.match(
    first.stdout,
    /^Gemini CLI session-end hook \(~\/\.gemini\/settings\.json\): added$/m,
  );
  assert.match(first.stdout, /^Codex session-end hook \(~\/\.codex\/hooks\.json\): added$/m);
  assert.match(first.stdout, /open \/hooks in Codex and trust the ctx hook/);
  assert.doesNotMatch(first.stdout, /Cursor session-end hook/, "Cursor is not installed here");
  assert.match(first.stderr, /backup of the original: .*\.claude\/settings\.json\.ctx-backup/);
  const geminiHooks = JSON.parse(await Deno.readTextFile(join(home, ".gemini", "settings.json")));
  assert.equal(geminiHooks.hooks.SessionEnd[0].hooks[0].name, "ctx-session-end");
  assert.equal(geminiHooks.hooks.SessionEnd[0].hooks[0].timeout, 5000);
  const codex = JSON.parse(await Deno.readTextFile(join(home, ".codex", "hooks.json")));
  assert.deepEqual(Object.keys(codex), ["hooks"], "Codex refuses any other root key");

  const second = await runCtx(["install", "--hooks", "--backend", "skip"], { env });
  assert.match(second.stdout, /Claude Code session-end hook .*: already registered/);

  const gone = await runCtx(["install", "--uninstall"], { env });
  assert.equal(gone.code, 0, gone.stderr);
  assert.match(gone.stdout, /Claude Code session-end hook .*: removed/);
  assert.equal(await Deno.readTextFile(join(home, ".claude", "settings.json")), SETTINGS);
  assert.equal(await Deno.readTextFile(join(home, ".gemini", "settings.json")), gemini);
  // Nothing ctx made is left: not the hooks file it created, nor a backup of a restored file.
  assert.equal(
    await Deno.stat(join(home, ".codex", "hooks.json")).catch(() => undefined),
    undefined,
  );
  const left = (await Array.fromAsync(Deno.readDir(join(home, ".claude"))))
    .concat(await Array.fromAsync(Deno.readDir(join(home, ".gemini"))))
    .map((e) => e.name).filter((n) => n.endsWith(".ctx-backup"));
  assert.deepEqual(left, []);
});

Deno.test("a config file ctx made gets no backup, even when a later install changes it, and --uninstall leaves nothing behind", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  await Deno.mkdir(join(home, ".gemini"), { recursive: true });
  await Deno.mkdir(join(home, ".codex"), { recursive: true });
  await Deno.mkdir(join(home, ".copilot"), { recursive: true });
  await Deno.mkdir(join(home, ".kiro"), { recursive: true });
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" };
  const installs = [
    // The MCP entries only, then the hooks into Gemini CLI's settings.json ctx created.
    await runCtx(["install", "--backend", "skip"], { env }),
    await runCtx(["install", "--hooks", "--backend", "skip"], { env }),
    // ctx moved: each entry and hook is updated in the files ctx made.
    await runCtx(["install", "--hooks", "--backend", "skip"], {
      env: { ...env, CTX_LAUNCHER: join(dir.path, "moved", "ctx") },
    }),
  ];
  for (const run of installs) {
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stderr, /backup of the original/);
  }
  assert.match(installs[2]!.stdout, /^Gemini CLI \(~\/\.gemini\/settings\.json\): updated$/m);
  const gone = await runCtx(["install", "--uninstall"], { env });
  assert.equal(gone.code, 0, gone.stderr);
  // Not even the folders ctx made for a file (GitHub Copilot CLI's hooks/, Kiro's settings/).
  for (const folder of [".gemini", ".codex", ".copilot", ".kiro"]) {
    const left = (await Array.fromAsync(Deno.readDir(join(home, folder)))).map((e) => e.name);
    assert.deepEqual(left, [], `${folder} holds only what was there before ctx install`);
  }
});

Deno.test("--uninstall gives back a user's config that had no servers object, byte for byte, and its backup goes", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const gemini = `{\n  "theme": "GitHub",\n  "vimMode": true\n}\n`;
  const cursor = `{\n  // mine\n  "editor.fontSize": 14\n}\n`;
  await writeFile(join(home, ".gemini", "settings.json"), gemini);
  await writeFile(join(home, ".cursor", "mcp.json"), cursor);
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" };
  const added = await runCtx(["install", "--hooks", "--backend", "skip"], { env });
  assert.equal(added.code, 0, added.stderr);
  assert.match(await Deno.readTextFile(join(home, ".gemini", "settings.json")), /"mcpServers"/);
  const gone = await runCtx(["install", "--uninstall"], { env });
  assert.equal(gone.code, 0, gone.stderr);
  assert.equal(await Deno.readTextFile(join(home, ".gemini", "settings.json")), gemini);
  assert.equal(await Deno.readTextFile(join(home, ".cursor", "mcp.json")), cursor);
  for (const folder of [".gemini", ".cursor"]) {
    const left = (await Array.fromAsync(Deno.readDir(join(home, folder)))).map((e) => e.name);
    assert.deepEqual(left.filter((n) => n.endsWith(".ctx-backup")), [], folder);
  }
});

Deno.test("the registered Claude Code hook, run the way Claude Code runs it, distills the session that ended", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeFile(join(home, ".claude", "settings.json"), SETTINGS);
  const transcript = await writeClaudeSession(home, { sessionId: "s-ended", cwd: project });
  await writeClaudeSession(home, { sessionId: "s-older", cwd: project });
  await using vendor = await startFakeVendor("vendor-a");
  const env = {
    HOME: home,
    CTX_HOME: join(dir.path, "ctx"),
    CTX_KEYCHAIN: "off",
    CTX_CLI_BACKEND: "no-cli",
    ...vendor.env(),
  };
  const install = await runCtx(["install", "--hooks", "--backend", "skip"], { env });
  assert.equal(install.code, 0, install.stderr);
  const settings = JSON.parse(
    (await Deno.readTextFile(join(home, ".claude", "settings.json"))).replace(/^\s*\/\/.*$/m, ""),
  );
  const hook = settings.hooks.SessionEnd.at(-1).hooks[0];
  // Claude Code runs the command with sh, the session's JSON on stdin, in the session's folder.
  const child = new Deno.Command("sh", {
    args: ["-c", hook.command],
    cwd: project,
    env: {
      ...env,
      PATH: Deno.env.get("PATH") ?? "",
      DENO_DIR: serverEnv({ home, ctxHome: "" }).DENO_DIR!,
    },
    clearEnv: true,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(JSON.stringify({
    session_id: "s-ended",
    transcript_path: transcript,
    cwd: project,
    hook_event_name: "SessionEnd",
    reason: "prompt_input_exit",
  })));
  await writer.close();
  const out = await child.output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  assert.equal(out.stdout.length, 0);
  const store = join(dir.path, "ctx", "projects", folderId(project));
  await waitFor(
    async () => (await readStore(store).catch(() => ({ summaries: [] }))).summaries.length === 1,
    "the ended session's summary",
  );
  assert.deepEqual(sentSessionIds(vendor.requests), ["s-ended"]);
});

Deno.test("offerHooks() asks once with no as the default, and registers only on yes", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  await writeFile(join(home, ".claude", "settings.json"), SETTINGS);
  const deps = {
    config: loadConfig({ HOME: home, CTX_HOME: join(dir.path, "ctx") }, { os: "linux" }),
    self: { command: "/opt/ctx/bin/ctx", args: [] },
  };
  const asked: Array<[string, boolean]> = [];
  const answer = (yes: boolean) => ({
    confirm: (message: string, defaultValue: boolean) => {
      asked.push([message, defaultValue]);
      return Promise.resolve(yes);
    },
  });
  assert.equal(await offerHooks(deps, answer(false)), undefined);
  assert.equal(await Deno.readTextFile(join(home, ".claude", "settings.json")), SETTINGS);
  const changes = await offerHooks(deps, answer(true));
  assert.deepEqual(changes?.map((c) => [c.client, c.action]), [["Claude Code", "added"]]);
  assert.equal(asked.length, 2);
  assert.match(asked[0]![0], /when it ends .*spends model calls/);
  assert.equal(asked[0]![1], false, "opt-in");
  await using empty = await tempDir();
  const nobody = { ...deps, config: loadConfig({ HOME: empty.path }, { os: "linux" }) };
  assert.equal(
    await offerHooks(nobody, answer(true)),
    undefined,
    "no question without an assistant",
  );
  assert.equal(asked.length, 2);
});

Deno.test("editHook() edits a settings file that starts with a byte-order mark as it edits one without, and keeps the mark", () => {
  const cursorShape = (c: string) => isOurHook(c, "cursor");
  const cases: Array<[string, HookShape, Record<string, unknown>, (c: string) => boolean]> = [
    [SETTINGS, CLAUDE, ENTRY, ours],
    [`{\n\t"theme": "GitHub"\n}\n`, CLAUDE, ENTRY, ours],
    [`{"version": 1, "hooks": {"stop": []}}`, CURSOR, {
      command: "/x/ctx hook session-end --client cursor",
    }, cursorShape],
  ];
  for (const [text, shape, entry, isOurs] of cases) {
    const plain = editHook(text, shape, entry, isOurs);
    const marked = editHook(`\uFEFF${text}`, shape, entry, isOurs);
    assert.ok(plain.ok && marked.ok, marked.ok ? text : marked.error);
    assert.equal(marked.text, `\uFEFF${plain.text}`, text);
    const removed = editHook(marked.text, shape, undefined, isOurs);
    assert.ok(removed.ok);
    assert.equal(removed.text, `\uFEFF${text}`, "byte for byte");
  }
});
