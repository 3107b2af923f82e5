import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { loadConfig } from "../../../src/config/mod.ts";
import {
  ClaudeSessionBuilder,
  parseClaudeTranscript,
} from "../../../src/assistants/claude-code/_parse.ts";
import {
  createClaudeCodeSource,
  encodeClaudeProjectDir,
} from "../../../src/assistants/claude-code/reader.ts";
import type { Session } from "../../../src/types.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";

/** A whole-session digest: what a reader of the transcript would check. */
function digest(session: Session | null) {
  if (!session) return null;
  const kinds: Record<string, number> = {};
  for (const t of session.turns) {
    for (const p of t.parts) {
      const k = `${t.role}:${p.kind}${p.kind === "injected" ? `:${p.label}` : ""}`;
      kinds[k] = (kinds[k] ?? 0) + 1;
    }
  }
  const userTexts = session.turns.filter((t) => t.role === "user")
    .flatMap((t) =>
      t.parts.filter((p) => p.kind === "text").map((p) => (p as { text: string }).text)
    );
  return {
    id: session.id,
    cwd: session.cwd,
    title: session.title ?? null,
    turns: session.turns.length,
    roles: session.turns.map((t) => t.role[0]).join(""),
    firstUser: userTexts[0]?.slice(0, 40) ?? null,
    lastUser: userTexts.at(-1)?.slice(0, 40) ?? null,
    kinds,
  };
}

function parseFixture(name: string) {
  return parseClaudeTranscript(Deno.readTextFileSync(realFixture(`claude-code/${name}`)), "hint");
}

Deno.test("parseClaudeTranscript() merges streamed blocks of one message and keeps typed prompts (v2.1.33 hooks)", () => {
  const r = parseFixture("entire-cli_9fe3cfdef74d_v2.1.33_hooks-fhs.jsonl");
  assert.deepEqual(r.skipped, []);
  assert.deepEqual(digest(r.session), {
    id: "6da7d497-00e2-460d-a6b4-d280e0314cfd",
    cwd: "/Users/alex/workspace/cli/.worktrees/3",
    title: null,
    turns: 8,
    roles: "uauauaua",
    firstUser: "hello",
    lastUser: "write a file about geese in docs",
    kinds: {
      "user:text": 2,
      "assistant:text": 2,
      "assistant:thinking": 1,
      "assistant:tool_call": 2,
      "user:tool_result": 2,
    },
  });
});

Deno.test("parseClaudeTranscript() labels command wrappers, meta records and local command output as injected (v2.1.12)", () => {
  const r = parseFixture("entire-cli_8e0a64736bc7_v2.1.12_local-command-mcp.jsonl");
  const d = digest(r.session)!;
  // Its one `summary` record names a leaf that is not in this file: another session's title.
  assert.equal(d.title, null);
  assert.equal(d.firstUser, "I'm working on linear ENT-98. keep our w");
  assert.equal(d.kinds["user:injected:command"], 2);
  assert.equal(d.kinds["user:injected:meta"], 2);
  assert.equal(d.kinds["user:injected:local-command-stdout"], 1);
  // Four prompts and `/pr` (a prompt command); `/mcp` ran locally and is no prompt.
  assert.equal(d.kinds["user:text"], 5);
  assert.equal(d.kinds["user:injected:local-command"], 1);
  // No user text part may still carry a wrapper tag.
  for (const t of r.session!.turns) {
    for (const p of t.parts) {
      if (p.kind === "text") {
        assert.doesNotMatch(p.text, /<(command-name|local-command-stdout|system-reminder)>/);
      }
    }
  }
});

Deno.test("parseClaudeTranscript() marks the compaction summary as injected and keeps the pre-compaction turns (v2.0.76)", () => {
  const r = parseFixture("entire-cli_a6e4c2a0fbd1_v2.0.76_compact-boundary.jsonl");
  const d = digest(r.session)!;
  assert.equal(d.kinds["user:injected:compact-summary"], 1);
  assert.equal(d.firstUser, "for the change in cmd/entire/cli/hooks_c");
  assert.equal(d.kinds["user:text"], 2);
});

Deno.test("parseClaudeTranscript() skips subagent progress mirrors and keeps the parent conversation (v2.1.19)", () => {
  const r = parseFixture("entire-cli_10a740e118e0_v2.1.19_agent-progress.jsonl");
  const d = digest(r.session)!;
  assert.equal(d.turns, 11);
  assert.equal(d.kinds["user:text"], 1);
  assert.match(d.firstUser!, /^we are reviewing https:\/\/github.com\/en/);
});

Deno.test("parseClaudeTranscript() reads every real Claude Code sample without skipping a line", () => {
  const expected: Record<string, { turns: number; userTexts: number; title: string | null }> = {
    // `/init` is what the human typed; its expansion is a meta record.
    "claude-code-viewer_1af7fc5e_v1.0.98_init.jsonl": { turns: 21, userTexts: 1, title: null },
    "entire-cli_10a740e118e0_v2.1.19_agent-progress.jsonl": {
      turns: 11,
      userTexts: 1,
      title: null,
    },
    "entire-cli_1e868c83dbb7_v2.1.17_api-error.jsonl": { turns: 16, userTexts: 6, title: null },
    // The `summary` titles of these files name leaves of other sessions: no title.
    "entire-cli_8e0a64736bc7_v2.1.12_local-command-mcp.jsonl": {
      turns: 60,
      userTexts: 5,
      title: null,
    },
    "entire-cli_9fe3cfdef74d_v2.1.33_hooks-fhs.jsonl": { turns: 8, userTexts: 2, title: null },
    // Without Claude Code's synthetic "No response requested." reply.
    "entire-cli_a6e4c2a0fbd1_v2.0.76_compact-boundary.jsonl": {
      turns: 18,
      userTexts: 2,
      title: null,
    },
    "entire-cli_ec38b74f08e3_v2.1.29_queue-operation.jsonl": {
      turns: 14,
      userTexts: 2,
      title: null,
    },
    "entire-cli_ee8f793bfeb9_v2.0.76_summary-records.jsonl": {
      turns: 13,
      userTexts: 2,
      title: null,
    },
    "entire-external-agents_b5a37dc3d0fe-1_v2.1.119_attachments.jsonl": {
      turns: 30,
      userTexts: 1,
      title: null,
    },
    "entire-external-agents_be84e84641f3-0_v2.1.80_bridge-status.jsonl": {
      turns: 15,
      userTexts: 1,
      title: null,
    },
    "git-ai_claude-code-with-thinking_v2.0.69.jsonl": {
      turns: 4,
      userTexts: 1,
      title: null,
    },
  };
  const actual: typeof expected = {};
  for (const name of Object.keys(expected)) {
    const r = parseFixture(name);
    assert.deepEqual(r.skipped, [], name);
    const d = digest(r.session)!;
    actual[name] = { turns: d.turns, userTexts: d.kinds["user:text"] ?? 0, title: d.title };
  }
  assert.deepEqual(actual, expected);
});

Deno.test("parseClaudeTranscript() de-duplicates lines copied by a resumed session", () => {
  const fixture = Deno.readTextFileSync(
    realFixture("claude-code/entire-cli_9fe3cfdef74d_v2.1.33_hooks-fhs.jsonl"),
  );
  const once = parseClaudeTranscript(fixture);
  const twice = parseClaudeTranscript(fixture + fixture);
  assert.deepEqual(twice.session, once.session);
});

Deno.test("parseClaudeTranscript() de-duplicates copied lines in a long transcript", () => {
  // Thousands of records: the record set grows many times over while it de-duplicates.
  const lines: string[] = [];
  for (let i = 0; i < 6000; i++) {
    lines.push(JSON.stringify({
      type: i % 2 ? "assistant" : "user",
      uuid: `uuid-${i}`,
      parentUuid: i ? `uuid-${i - 1}` : null,
      sessionId: "s1",
      cwd: "/p",
      message: i % 2
        ? { id: `m${i}`, role: "assistant", content: [{ type: "text", text: `answer ${i}` }] }
        : { role: "user", content: `question ${i}` },
    }));
  }
  const once = parseClaudeTranscript(lines.join("\n"));
  assert.equal(once.session!.turns.length, 6000);
  // Copied back in again and again, in another order: nothing is added twice.
  const copied = [...lines, ...lines.slice(3000), ...lines.slice(0, 3000).reverse(), ...lines];
  assert.deepEqual(parseClaudeTranscript(copied.join("\n")).session, once.session);
});

Deno.test("ClaudeSessionBuilder is done after finish(): no more records, no second session", () => {
  const builder = new ClaudeSessionBuilder("s");
  const line = JSON.stringify({
    type: "user",
    uuid: "u1",
    sessionId: "s",
    cwd: "/p",
    message: { role: "user", content: "hello" },
  });
  builder.addLine(line, 1);
  assert.equal(builder.finish().session!.turns.length, 1);
  assert.throws(() => builder.addLine(line, 2), /after finish/);
  assert.throws(() => builder.finish(), /twice/);
});

Deno.test("parseClaudeTranscript() counts malformed lines and keeps going (bad JSON, arrays, invalid UTF-8); a last line being written is not malformed", () => {
  const user = (uuid: string, text: string) =>
    JSON.stringify({
      type: "user",
      uuid,
      sessionId: "s1",
      cwd: "/p",
      timestamp: "2026-01-01T00:00:00Z",
      message: { role: "user", content: text },
    });
  const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x7d]); // `{"\xff\xfe}`: invalid UTF-8 and JSON
  const text = [
    user("u1", "first question about the build"),
    "{not json",
    "[1,2]",
    new TextDecoder().decode(bytes),
    user("u2", "second question"),
    '{"type":"user","uuid":"u3","message":{"role":"us', // the last line, still being written
  ].join("\n");
  const r = parseClaudeTranscript(text);
  assert.deepEqual(r.skipped, [
    { line: 2, reason: "invalid JSON" },
    { line: 3, reason: "not a JSON object" },
    { line: 4, reason: "binary or corrupt data" },
  ]);
  assert.equal(r.session!.turns.length, 2);
  // Once a newline ends it, the cut line is malformed.
  assert.deepEqual(parseClaudeTranscript(text + "\n").skipped.at(-1), {
    line: 6,
    reason: "invalid JSON",
  });
});

Deno.test("parseClaudeTranscript() returns no session for an empty file", () => {
  assert.deepEqual(parseClaudeTranscript("").session, null);
  assert.deepEqual(parseClaudeTranscript("\n\n").skipped, []);
});

Deno.test("parseClaudeTranscript() handles a 5 MB single line", () => {
  const big = "x".repeat(5_000_000);
  const line = JSON.stringify({
    type: "user",
    uuid: "u1",
    sessionId: "s",
    cwd: "/p",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: big }] },
  });
  const r = parseClaudeTranscript(line);
  const part = r.session!.turns[0]!.parts[0]!;
  assert.equal(part.kind, "tool_result");
  assert.equal((part as { text: string }).text.length, 5_000_000);
});

Deno.test("parseClaudeTranscript() skips sidechain records and splits system reminders out of typed text", () => {
  const lines = [
    {
      type: "user",
      uuid: "a",
      isSidechain: true,
      message: { role: "user", content: "subagent prompt" },
    },
    {
      type: "user",
      uuid: "b",
      message: {
        role: "user",
        content: "Fix the login bug<system-reminder>The user opened file x</system-reminder>",
      },
    },
    {
      type: "user",
      uuid: "c",
      message: { role: "user", content: "[Request interrupted by user]" },
    },
  ].map((l) => JSON.stringify(l)).join("\n");
  const r = parseClaudeTranscript(lines);
  assert.deepEqual(r.session!.turns, [{
    role: "user",
    parts: [
      {
        kind: "injected",
        label: "system-reminder",
        text: "<system-reminder>The user opened file x</system-reminder>",
      },
      { kind: "text", text: "Fix the login bug" },
    ],
    id: "b",
  }]);
});

Deno.test("encodeClaudeProjectDir() maps every non-alphanumeric character to a dash", () => {
  assert.equal(encodeClaudeProjectDir("/x/.claude/worktrees/a_b"), "-x--claude-worktrees-a-b");
  assert.equal(encodeClaudeProjectDir("/Users/a/my app"), "-Users-a-my-app");
});

function sessionLine(cwd: string, uuid: string, text: string) {
  return JSON.stringify({
    type: "user",
    uuid,
    sessionId: uuid,
    cwd,
    timestamp: "2026-03-01T10:00:00Z",
    message: { role: "user", content: text },
  }) + "\n";
}

Deno.test("claude-code discover() finds a project with dots, spaces and underscores and never another project's sessions", async () => {
  await using home = await tempDir();
  const projects = join(home.path, ".claude", "projects");
  const mine = "/work/my.app_v2 beta";
  // Three projects share the lossy encoded folder name; only the cwd tells them apart.
  const collide = ["/work/my-app-v2-beta", "/work/my_app_v2_beta"];
  const dir = join(projects, encodeClaudeProjectDir(mine));
  await writeFile(join(dir, "s-mine.jsonl"), sessionLine(mine, "s-mine", "hello"));
  await writeFile(join(dir, "s-other.jsonl"), sessionLine(collide[0]!, "s-other", "not mine"));
  await writeFile(join(dir, "s-third.jsonl"), sessionLine(collide[1]!, "s-third", "not mine"));
  // A session started in a sub-folder of the project belongs to it.
  await writeFile(
    join(projects, encodeClaudeProjectDir(`${mine}/pkg`), "s-sub.jsonl"),
    sessionLine(`${mine}/pkg`, "s-sub", "sub"),
  );
  // A sibling project whose name extends ours does not.
  await writeFile(
    join(projects, encodeClaudeProjectDir(`${mine}2`), "s-sib.jsonl"),
    sessionLine(`${mine}2`, "s-sib", "sibling"),
  );
  // Legacy sidechain files are not sessions.
  await writeFile(join(dir, "agent-1234567.jsonl"), sessionLine(mine, "agent", "warmup"));
  const source = createClaudeCodeSource();
  const { refs, warnings } = await source.discover({ projectPath: mine, home: home.path });
  assert.deepEqual(warnings, []);
  assert.deepEqual(refs.map((r) => r.id).sort(), ["s-mine", "s-sub"]);
});

Deno.test("claude-code discover() honours --claude-dir, CLAUDE_CONFIG_DIR and ~/.config/claude, and excludes ctx's scratch dir", async () => {
  await using home = await tempDir();
  const project = join(home.path, "proj");
  const custom = join(home.path, "custom");
  const configDir = join(home.path, "cfgdir");
  const put = (root: string, id: string, cwd = project) =>
    writeFile(
      join(root, "projects", encodeClaudeProjectDir(cwd), `${id}.jsonl`),
      sessionLine(cwd, id, "q"),
    );
  await put(custom, "from-flag");
  await put(configDir, "from-env");
  await put(join(home.path, ".config", "claude"), "from-xdg");
  await put(join(home.path, ".claude"), "from-home");
  const scratch = join(project, ".scratch");
  await put(join(home.path, ".claude"), "ctx-own", scratch);

  const flagged = await createClaudeCodeSource().discover({
    projectPath: project,
    home: home.path,
    dir: custom,
  });
  assert.deepEqual(flagged.refs.map((r) => r.id), ["from-flag"]);

  const all = await createClaudeCodeSource({ claudeConfigDir: configDir }).discover({
    projectPath: project,
    home: home.path,
    excludeCwds: [scratch],
  });
  assert.deepEqual(all.refs.map((r) => r.id).sort(), ["from-env", "from-home", "from-xdg"]);
});

Deno.test("claude-code discover() with a relative CLAUDE_CONFIG_DIR reads it from the current folder and the project's root, and says where it looked when neither has it", async () => {
  await using home = await tempDir();
  const project = join(home.path, "proj");
  const put = (dir: string, id: string) =>
    writeFile(
      join(dir, "projects", encodeClaudeProjectDir(project), `${id}.jsonl`),
      sessionLine(project, id, "q"),
    );
  await put(join(home.path, "cfg"), "from-cwd");
  // Claude Code started in the project's root with CLAUDE_CONFIG_DIR=.claude-work.
  await put(join(project, ".claude-work"), "from-root");
  const discover = (value: string) =>
    createClaudeCodeSource(
      loadConfig({ CLAUDE_CONFIG_DIR: value }, { os: "linux", home: home.path }),
    ).discover({ projectPath: project, home: home.path });

  const fromCwd = await discover(relative(Deno.cwd(), join(home.path, "cfg")));
  assert.deepEqual(fromCwd.refs.map((r) => r.id), ["from-cwd"]);
  assert.deepEqual(fromCwd.warnings, []);
  // ctx runs elsewhere (this test's folder): the project's root still has them.
  const fromRoot = await discover(".claude-work");
  assert.deepEqual(fromRoot.refs.map((r) => r.id), ["from-root"]);
  assert.deepEqual(fromRoot.warnings, []);

  const missing = await discover("~/cfg");
  assert.deepEqual(missing.refs, []);
  assert.deepEqual(missing.warnings, [
    'CLAUDE_CONFIG_DIR="~/cfg" is a relative path (no shell expanded its ~): Claude Code reads ' +
    `it from the folder it starts in, and ctx found neither "${
      join(Deno.cwd(), "~/cfg/projects")
    }" nor "${join(project, "~/cfg/projects")}" — start ctx where you start claude, or set ` +
    "CLAUDE_CONFIG_DIR to a full path",
  ]);
});

Deno.test("claude-code read() streams a file and reports malformed lines with the path", async () => {
  await using home = await tempDir();
  const project = "/w/p";
  const file = join(home.path, ".claude", "projects", "-w-p", "abc.jsonl");
  await writeFile(file, sessionLine(project, "abc", "why does the build fail?") + "garbage\n");
  const source = createClaudeCodeSource();
  const { refs } = await source.discover({ projectPath: project, home: home.path });
  assert.equal(refs.length, 1);
  const r = await source.read(refs[0]!, { projectPath: project, home: home.path });
  assert.equal(r.session!.turns.length, 1);
  assert.deepEqual(r.skipped, [{ line: 2, reason: "invalid JSON" }]);
  assert.equal(r.warnings.length, 1);
  assert.match(
    r.warnings[0]!,
    /Skipped 1 malformed line in ".*abc\.jsonl" \(first at line 2: invalid JSON\)/,
  );
});

Deno.test("claude-code read() keeps only what a resumed session added after the history it copied", async () => {
  await using home = await tempDir();
  const project = "/w/resume";
  const dir = join(home.path, ".claude", "projects", encodeClaudeProjectDir(project));
  const record = (session: string, uuid: string, text: string) =>
    JSON.stringify({
      type: "user",
      uuid,
      sessionId: session,
      cwd: project,
      timestamp: "2026-03-01T10:00:00Z",
      message: { role: "user", content: text },
    });
  const history = ["r1", "r2", "r3"].map((u) => record("first", u, `original question ${u}`));
  await writeFile(join(dir, "first.jsonl"), history.join("\n") + "\n");
  // `claude --resume` wrote a new file: the copied history (new session id), then new records.
  const copied = ["r1", "r2", "r3"].map((u) => record("second", u, `original question ${u}`));
  const added = [
    record("second", "r4", "follow-up after resume"),
    record("second", "r5", "and one more"),
  ];
  await writeFile(join(dir, "second.jsonl"), [...copied, ...added].join("\n") + "\n");
  // A third resume copies the second one, history and all.
  const third = [...copied, ...added, record("third", "r6", "third sitting")].map((l) =>
    l.replace('"second"', '"third"')
  );
  await writeFile(join(dir, "third.jsonl"), third.join("\n") + "\n");

  const source = createClaudeCodeSource();
  const options = { projectPath: project, home: home.path };
  const { refs } = await source.discover(options);
  const texts = async (id: string) => {
    const r = await source.read(refs.find((x) => x.id === id)!, options);
    return r.session!.turns.map((t) => (t.parts[0] as { text: string }).text);
  };
  assert.deepEqual(await texts("first"), [
    "original question r1",
    "original question r2",
    "original question r3",
  ]);
  assert.deepEqual(await texts("second"), ["follow-up after resume", "and one more"]);
  assert.deepEqual(await texts("third"), ["third sitting"]);
});
