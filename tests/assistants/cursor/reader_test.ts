import assert from "node:assert/strict";
import { join } from "node:path";
import { openKvDb } from "../../../src/sources/sqlite.ts";
import { createCursorSource, readComposer } from "../../../src/assistants/cursor/reader.ts";
import {
  cursorProjectSlug,
  parseAichatData,
  parseCursorAgentJsonl,
  parseCursorAgentTxt,
} from "../../../src/assistants/cursor/_parse.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import {
  composerIndex,
  fileUri,
  modernComposer,
  writeVscdb,
  writeWorkspace,
} from "../../fixtures/vscdb.ts";
import { kindCounts, turnLines, userTexts } from "../../sources/_shape.ts";

const REAL_COMPOSER = "00812842-49fe-4699-afae-bb22cda3f6e1";

Deno.test("readComposer() rebuilds the real 2025-10 agent composer from its bubble rows", async () => {
  const opened = await openKvDb(
    realFixture("cursor/git-ai_cursor_test_globalStorage-subset.vscdb"),
  );
  assert.ok(opened.db);
  using db = opened.db;
  const result = readComposer(db, REAL_COMPOSER, "/Users/svarlamov/projects/git-ai");
  assert.deepEqual(result.warnings, []);
  assert.deepEqual(result.skipped, []);
  const session = result.session;
  assert.ok(session);
  assert.equal(session.id, REAL_COMPOSER);
  assert.equal(session.source, "cursor");
  assert.equal(session.cwd, "/Users/svarlamov/projects/git-ai");
  assert.equal(session.title, "Retrieve SQLite cursor queries");
  assert.equal(session.started, "2025-10-07T18:28:43.898Z");
  assert.equal(session.updated, "2025-10-07T19:02:43.312Z");
  assert.deepEqual(session.turns.map((t) => t.role), ["user", "assistant", "user", "assistant"]);
  assert.deepEqual(userTexts(session), [
    "Give me the queries used in the cursor sqlite storage db",
    "For the code present, we get this error:\n```\nuse of moved value: `bubble_created_at`\n" +
    "value used here after move\n```\nHow can I resolve this? If you propose a fix, please make it concise.",
  ]);
  assert.deepEqual(
    turnLines(session, { names: false })[2],
    "user: text, injected(attached_files), snapshot",
  );
  // 42 bubbles: empty signature-only thinking bubbles carry no text and are dropped.
  assert.deepEqual(kindCounts(session), {
    text: 13,
    tool_call: 19,
    tool_result: 19,
    thinking: 6,
    injected: 1,
    snapshot: 2,
  });
  const tools = new Set(
    session.turns.flatMap((t) => t.parts.flatMap((p) => p.kind === "tool_call" ? [p.name] : [])),
  );
  assert.deepEqual([...tools], [
    "codebase_search",
    "grep",
    "read_file",
    "apply_patch",
    "read_lints",
  ]);
  const lastText = session.turns[3]?.parts.filter((p) => p.kind === "text").at(-1);
  assert.ok(
    lastText?.kind === "text" && lastText.text.startsWith("- Root cause: `bubble_created_at`"),
  );
  // The assistant turn is dated by its first (signature-only thinking) bubble.
  assert.deepEqual(session.turns.map((t) => t.at), [
    "2025-10-07T18:28:55.045Z",
    "2025-10-07T18:28:55.084Z",
    "2025-10-07T19:01:48.283Z",
    "2025-10-07T19:01:48.330Z",
  ]);
});

Deno.test("parseCursorAgentJsonl() unwraps <user_query> and marks [REDACTED] reasoning as thinking", () => {
  const text = Deno.readTextFileSync(realFixture("cursor/git-ai_cursor-agent-transcript.jsonl"));
  const { session, skipped } = parseCursorAgentJsonl(text, { id: "t1", cwd: "/p" });
  assert.deepEqual(skipped, []);
  assert.ok(session);
  assert.deepEqual(turnLines(session), [
    "user: text",
    "assistant: text, thinking, tool_call(Read), tool_call(WebSearch), thinking, tool_call(WebFetch), " +
    "thinking, tool_call(Read), thinking, tool_call(Read), thinking, tool_call(WebSearch), thinking, " +
    "tool_call(Grep), thinking, tool_call(WebSearch), text, thinking, tool_call(Write), thinking, " +
    "tool_call(WebSearch), text, thinking",
  ]);
  assert.deepEqual(userTexts(session), [
    "Generate a file with all the HBO shows from the 90's in it",
  ]);
  const finalText = session.turns[1]?.parts.filter((p) => p.kind === "text").at(-1);
  assert.ok(finalText?.kind === "text" && finalText.text.startsWith("Here’s what I added."));
});

Deno.test("parseCursorAgentJsonl() labels <timestamp> and <attached_files> as injected", () => {
  const line = JSON.stringify({
    role: "user",
    message: {
      content: [{
        type: "text",
        text: "<timestamp>Sunday, Sep 20, 2026, 12:31 AM (UTC+3)</timestamp>\n" +
          '<attached_files>\n<file path="a.ts"/>\n</attached_files>\n<user_query>\nfix the bug\n</user_query>',
      }],
    },
  });
  const { session } = parseCursorAgentJsonl(line + "\n", { id: "t", cwd: "/p" });
  assert.deepEqual(session?.turns[0]?.parts.map((p) => p.kind === "injected" ? p.label : p.kind), [
    "timestamp",
    "attached_files",
    "text",
  ]);
});

Deno.test("parseCursorAgentTxt() reads the older plain-text transcript", () => {
  const text = "user:\n<user_query>\nlist files\n</user_query>\n\nassistant:\nI will list them.\n" +
    "[Tool call] Shell\ncommand: ls\n[Tool result] Shell\na.ts b.ts\n\nassistant:\n[Thinking] done\nTwo files.\n";
  const { session } = parseCursorAgentTxt(text, { id: "x", cwd: "/p" });
  assert.ok(session);
  assert.deepEqual(turnLines(session), [
    "user: text",
    "assistant: text, tool_call(Shell), tool_result, thinking",
  ]);
});

Deno.test("parseAichatData() reads one session per pre-composer chat tab", () => {
  const { sessions } = parseAichatData({
    tabs: [
      {
        tabId: "tab-1",
        chatTitle: "Old chat",
        lastSendTime: 1700000000000,
        bubbles: [
          {
            type: "user",
            id: "1",
            text: "why does it crash?",
            selections: [{ text: "let x = null;" }],
          },
          { type: "ai", id: "2", rawText: "Because x is null." },
        ],
      },
      { tabId: "empty", bubbles: [] },
    ],
  }, { cwd: "/p" });
  assert.deepEqual(sessions, [{
    id: "tab-1",
    source: "cursor",
    cwd: "/p",
    started: "2023-11-14T22:13:20.000Z",
    updated: "2023-11-14T22:13:20.000Z",
    title: "Old chat",
    turns: [
      {
        role: "user",
        parts: [{ kind: "text", text: "why does it crash?" }, {
          kind: "snapshot",
          text: "let x = null;",
        }],
      },
      { role: "assistant", parts: [{ kind: "text", text: "Because x is null." }] },
    ],
  }]);
});

/** A Cursor User dir with this project's workspace, another project's, and the global DB. */
async function cursorHome(root: string, project: string, other: string) {
  const userDir = join(root, "Cursor", "User");
  const storage = join(userDir, "workspaceStorage");
  writeWorkspace(storage, "aaa", { folder: fileUri(project) + "/" }, {
    ...composerIndex([{ composerId: "c-modern", lastUpdatedAt: 2000 }, { composerId: "c-legacy" }]),
    "workbench.panel.aichat.view.aichat.chatdata": {
      tabs: [{
        tabId: "tab-1",
        lastSendTime: 5,
        bubbles: [{ type: "user", text: "old question" }],
      }],
    },
    "cursorAuth/accessToken": "secret-token-never-read",
  });
  writeWorkspace(
    storage,
    "bbb",
    { folder: fileUri(other) },
    composerIndex([{ composerId: "c-other" }]),
  );
  writeWorkspace(storage, "ccc", { workspace: fileUri("/x/multi.code-workspace") }, {});
  writeVscdb(join(userDir, "globalStorage", "state.vscdb"), {
    ItemTable: { "cursorAuth/refreshToken": "secret" },
    cursorDiskKV: {
      ...modernComposer("c-modern", "Fix login", [
        { bubbleId: "b1", type: 1, text: "login fails", createdAt: "2026-01-01T10:00:00.000Z" },
        { bubbleId: "b2", type: 2, text: "", thinking: { text: "check the token" } },
        {
          bubbleId: "b3",
          type: 2,
          text: "",
          toolFormerData: {
            name: "run_terminal_cmd",
            rawArgs: '{"command":"npm test"}',
            status: "error",
            result: '{"error":"exit 1"}',
          },
        },
        {
          bubbleId: "b4",
          type: 2,
          text: "The token expired.",
          createdAt: "2026-01-01T10:01:00.000Z",
        },
      ], { createdAt: 1767261600000, lastUpdatedAt: 1767261660000 }),
      "composerData:c-legacy": {
        composerId: "c-legacy",
        conversation: [{ type: 1, text: "legacy question" }, { type: 2, text: "legacy answer" }],
      },
      ...modernComposer(
        "c-other",
        "Other project",
        [{ bubbleId: "z", type: 1, text: "not yours" }],
        {
          createdAt: 1,
          lastUpdatedAt: 2,
        },
      ),
    },
  });
  await writeFile(
    join(
      root,
      "home",
      ".cursor",
      "projects",
      cursorProjectSlug(project),
      "agent-transcripts",
      "t-1",
      "t-1.jsonl",
    ),
    JSON.stringify({
      role: "user",
      message: { content: [{ type: "text", text: "<user_query>\nhi\n</user_query>" }] },
    }) + "\n",
  );
  return userDir;
}

Deno.test("cursor discover() returns only the project's composers, chats and agent transcripts", async () => {
  await using tmp = await tempDir();
  const project = join(tmp.path, "my proj");
  const other = join(tmp.path, "other");
  const userDir = await cursorHome(tmp.path, project, other);
  const source = createCursorSource({ os: "linux" });
  const options = { projectPath: project, home: join(tmp.path, "home"), dir: userDir };
  const { refs, warnings } = await source.discover(options);
  assert.deepEqual(warnings, []);
  assert.deepEqual(refs.map((r) => [r.id, r.data?.["kind"], r.fingerprint.split(":")[0]]), [
    ["c-modern", "composer", "composer"],
    ["c-legacy", "composer", "unknown"],
    ["tab-1", "aichat", "aichat"],
    ["t-1", "agent-transcript", refs[3]?.fingerprint.split(":")[0]],
  ]);
  assert.equal(refs[0]?.fingerprint, "composer:2000");

  const read = await Promise.all(refs.map((ref) => source.read(ref, options)));
  assert.deepEqual(read.map((r) => r.warnings), [[], [], [], []]);
  const [modern, legacy, aichat, transcript] = read.map((r) => r.session);
  assert.deepEqual(modern?.turns, [
    {
      role: "user",
      parts: [{ kind: "text", text: "login fails" }],
      at: "2026-01-01T10:00:00.000Z",
      id: "b1",
    },
    {
      role: "assistant",
      parts: [
        { kind: "thinking", text: "check the token" },
        { kind: "tool_call", name: "run_terminal_cmd", input: '{"command":"npm test"}' },
        { kind: "tool_result", text: '{"error":"exit 1"}', isError: true },
        { kind: "text", text: "The token expired." },
      ],
      id: "b2",
    },
  ]);
  assert.equal(modern?.cwd, project);
  assert.deepEqual(userTexts(legacy!), ["legacy question"]);
  assert.deepEqual(userTexts(aichat!), ["old question"]);
  assert.deepEqual(userTexts(transcript!), ["hi"]);
  const all = JSON.stringify(read);
  assert.ok(!all.includes("not yours") && !all.includes("secret"));
});

Deno.test("cursor discover() finds nothing for a project Cursor never opened", async () => {
  await using tmp = await tempDir();
  const userDir = await cursorHome(tmp.path, join(tmp.path, "a"), join(tmp.path, "b"));
  const { refs } = await createCursorSource().discover({
    projectPath: join(tmp.path, "a", "sub"),
    home: join(tmp.path, "home"),
    dir: userDir,
  });
  assert.deepEqual(refs, []);
});

Deno.test("cursor read() warns and returns no session when the composer row is gone", async () => {
  await using tmp = await tempDir();
  const project = join(tmp.path, "p");
  const userDir = await cursorHome(tmp.path, project, join(tmp.path, "o"));
  const global = join(userDir, "globalStorage", "state.vscdb");
  const result = await createCursorSource().read(
    {
      source: "cursor",
      id: "missing",
      location: global,
      fingerprint: "x",
      data: { kind: "composer", db: global },
    },
    { projectPath: project, home: tmp.path },
  );
  assert.equal(result.session, null);
  assert.deepEqual(result.warnings, [`Cannot read composer "missing" in "${global}": not found`]);
});
