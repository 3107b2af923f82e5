import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { basename, join } from "node:path";
import { createKiroSource, readKiroChatFile } from "../../../src/assistants/kiro/reader.ts";
import {
  leadingConversationId,
  parseKiroConversation,
} from "../../../src/assistants/kiro/_parse.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { kindCounts, turnLines, userTexts } from "../../sources/_shape.ts";

Deno.test("readKiroChatFile() reads the real compacted /chat save export from its transcript", async () => {
  const path = realFixture("kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json");
  const { session, skipped, warnings } = await readKiroChatFile(path, {
    fallbackCwd: "/home/f/snapdog",
  });
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.ok(session);
  assert.equal(session.id, "40559d56-3f0a-45be-b9ce-82a6dcd98448");
  assert.equal(session.source, "kiro");
  // `history` is empty after /compact, so no env_context: the caller's directory is used.
  assert.equal(session.cwd, "/home/f/snapdog");
  assert.equal(session.updated, "2025-08-02T12:48:20.842Z");
  assert.equal(session.turns.length, 45);
  assert.deepEqual(turnLines(session).slice(0, 2).map((l) => l.slice(0, 60)), [
    "user: injected(compact-summary)",
    "assistant: text, tool_call(fs_write), text, tool_call(fs_rea",
  ]);
  const texts = userTexts(session);
  assert.equal(texts.length, 25);
  assert.equal(texts[0], "t");
  assert.equal(texts[1], "now check for necessary new tests and create them");
  assert.equal(texts.at(-1), "/save q");
  // Multi-line prompts: the "> " continuation markers are removed.
  const multiline = texts.find((t) => t.startsWith("ok, revert the commits"));
  assert.ok(
    multiline?.includes("\n# 1. Publish to GitHub Packages\ndotnet pack --configuration Release\n"),
  );
  assert.ok(multiline?.endsWith("the local source of the repo is at ~/Source/snapcast-net"));
  // 25 prompts + 156 non-empty assistant texts; 211 names listed in "[Tool uses: …]" lines.
  assert.deepEqual(kindCounts(session), { injected: 1, text: 181, tool_call: 211 });
});

/** A non-compacted ConversationState using both history entry forms. */
function conversation() {
  const env = (cwd: string) => ({
    env_state: {
      operating_system: "macos",
      current_working_directory: cwd,
      environment_variables: [],
    },
  });
  return {
    conversation_id: "conv-1",
    next_message: null,
    history: [
      {
        user: {
          additional_context:
            "--- CONTEXT ENTRY BEGIN ---\nAmazonQ.md rules\n--- CONTEXT ENTRY END ---",
          env_context: env("/Users/a/app"),
          content: { Prompt: { prompt: "why is the build red?" } },
          timestamp: "2025-09-01T10:00:00Z",
          images: null,
        },
        assistant: {
          ToolUse: {
            message_id: "m1",
            content: "Let me look.",
            tool_uses: [{
              id: "tooluse_1",
              name: "execute_bash",
              orig_name: "execute_bash",
              args: { command: "npm test" },
              orig_args: { command: "npm test" },
            }],
          },
        },
        request_metadata: { request_start_timestamp_ms: 1756720800000 },
      },
      [
        {
          additional_context: "",
          env_context: env("/Users/a/app"),
          content: {
            ToolUseResults: {
              tool_use_results: [{
                tool_use_id: "tooluse_1",
                content: [{ Json: { exit_status: "1", stderr: "TS2322" } }],
                status: "Error",
              }],
            },
          },
          timestamp: "2025-09-01T10:00:05Z",
          images: null,
        },
        { Response: { message_id: "m2", content: "A type error in src/a.ts." } },
      ],
      [
        {
          additional_context: "",
          env_context: env("/Users/a/app"),
          content: { CancelledToolUses: { prompt: "stop, just explain", tool_use_results: [] } },
          timestamp: "2025-09-01T10:01:00Z",
          images: null,
        },
        { Response: { message_id: "m3", content: "It assigns a string to a number." } },
      ],
      { user: { content: { Unknown: {} } }, assistant: { Weird: {} } },
    ],
    valid_history_range: [0, 4],
    transcript: ["> why is the build red?", "Let me look.\n[Tool uses: execute_bash]"],
    latest_summary: null,
    model: "CLAUDE_SONNET_4_20250514_V1_0",
  };
}

Deno.test("parseKiroConversation() reads object and [user, assistant] history entries", () => {
  const { session, skipped, unknownRecords } = parseKiroConversation(conversation(), {
    fallbackCwd: "/elsewhere",
  });
  // An assistant message of an unknown kind is valid JSON: counted, not malformed.
  assert.deepEqual([skipped, unknownRecords], [[], 1]);
  assert.ok(session);
  assert.equal(session.cwd, "/Users/a/app");
  assert.deepEqual([session.started, session.updated], [
    "2025-09-01T10:00:00.000Z",
    "2025-09-01T10:01:00.000Z",
  ]);
  assert.deepEqual(session.turns, [
    {
      role: "user",
      at: "2025-09-01T10:00:00.000Z",
      parts: [
        { kind: "text", text: "why is the build red?" },
        {
          kind: "injected",
          label: "additional_context",
          text: "--- CONTEXT ENTRY BEGIN ---\nAmazonQ.md rules\n--- CONTEXT ENTRY END ---",
        },
        {
          kind: "injected",
          label: "env_context",
          text:
            '{"env_state":{"operating_system":"macos","current_working_directory":"/Users/a/app","environment_variables":[]}}',
        },
      ],
    },
    {
      role: "assistant",
      parts: [
        { kind: "text", text: "Let me look." },
        { kind: "tool_call", name: "execute_bash", input: '{"command":"npm test"}' },
        { kind: "tool_result", text: '{"exit_status":"1","stderr":"TS2322"}', isError: true },
        { kind: "text", text: "A type error in src/a.ts." },
      ],
      id: "m1",
    },
    {
      role: "user",
      at: "2025-09-01T10:01:00.000Z",
      parts: [{ kind: "text", text: "stop, just explain" }],
    },
    {
      role: "assistant",
      parts: [{ kind: "text", text: "It assigns a string to a number." }],
      id: "m3",
    },
  ]);
});

Deno.test("readKiroChatFile() warns, naming the file, on truncated JSON and on other JSON", async () => {
  await using tmp = await tempDir();
  const truncated = join(tmp.path, "q.json");
  await writeFile(truncated, '{"conversation_id": "x", "hist');
  const other = join(tmp.path, "other.json");
  await writeFile(other, '{"hello": 1}');
  const a = await readKiroChatFile(truncated, { fallbackCwd: "/p" });
  const b = await readKiroChatFile(other, { fallbackCwd: "/p" });
  assert.equal(a.session, null);
  assert.match(a.warnings[0] ?? "", /^Cannot read ".*q\.json": truncated or invalid JSON/);
  assert.deepEqual(b.warnings, [
    `Cannot read "${other}": not a ConversationState (no history or transcript)`,
  ]);
});

Deno.test("kiro discover() finds the conversation Amazon Q auto-saved for this directory only", async () => {
  await using tmp = await tempDir();
  const dbPath = join(tmp.path, ".local", "share", "amazon-q", "data.sqlite3");
  await Deno.mkdir(join(tmp.path, ".local", "share", "amazon-q"), { recursive: true });
  {
    using db = new DatabaseSync(dbPath);
    db.exec("CREATE TABLE conversations (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    db.exec("CREATE TABLE auth_kv (key TEXT PRIMARY KEY, value TEXT)");
    const insert = db.prepare("INSERT INTO conversations VALUES (?, ?)");
    insert.run("/Users/a/app", JSON.stringify(conversation()));
    insert.run(
      "/Users/a/other",
      JSON.stringify({ ...conversation(), conversation_id: "not-yours" }),
    );
  }
  const source = createKiroSource({ os: "linux" });
  const options = { projectPath: "/Users/a/app", home: tmp.path };
  const { refs, warnings } = await source.discover(options);
  assert.deepEqual(warnings, []);
  assert.deepEqual(refs.map((r) => r.id), ["amazon-q:/Users/a/app"]);
  const { session } = await source.read(refs[0]!, options);
  assert.equal(session?.id, "conv-1");
  assert.deepEqual(userTexts(session!), ["why is the build red?", "stop, just explain"]);
});

Deno.test("kiro discover() takes a /chat save file given as --dir", async () => {
  await using tmp = await tempDir();
  const file = join(tmp.path, "saved.json");
  await writeFile(file, JSON.stringify(conversation()));
  const source = createKiroSource();
  const { refs } = await source.discover({ projectPath: "/x", home: tmp.path, dir: file });
  assert.deepEqual(refs.map((r) => [r.id, r.data?.["kind"]]), [["conv-1", "chat-json"]]);
  const { session } = await source.read(refs[0]!, { projectPath: "/x", home: tmp.path });
  assert.equal(session?.cwd, "/Users/a/app");
});

Deno.test("kiro discover() names --dir saves by conversation_id, like ctx export kiro, never by path", async () => {
  await using tmp = await tempDir();
  const named = join(tmp.path, "named.json");
  const anonymous = join(tmp.path, "anonymous.json");
  await writeFile(named, JSON.stringify(conversation()));
  const { conversation_id: _, ...noId } = conversation();
  await writeFile(anonymous, JSON.stringify(noId));
  const source = createKiroSource();
  const options = { projectPath: "/x", home: tmp.path };
  const { refs } = await source.discover({ ...options, dir: tmp.path });
  const ids = refs.map((r) => r.id).sort();
  assert.equal(ids.length, 2);
  assert.equal(ids[1], "conv-1");
  assert.match(ids[0] ?? "", /^chat-[0-9a-f]{16}$/);
  for (const ref of refs) {
    assert.ok(!ref.id.includes(tmp.path));
    const { session } = await source.read(ref, options);
    // The session id is the ref id, and the same as what `ctx export kiro` reads.
    assert.equal(session?.id, ref.id);
    const exported = await readKiroChatFile(ref.location, { fallbackCwd: "/x" });
    assert.equal(exported.session?.id, ref.id);
  }
});

Deno.test("kiro discover() finds /chat saves by content whatever their name, and nothing else", async () => {
  await using tmp = await tempDir();
  // The real save was committed as a file named `q`; others are named as typed.
  await Deno.copyFile(
    realFixture("kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json"),
    join(tmp.path, "q"),
  );
  await writeFile(join(tmp.path, "tdd-admin-backend"), JSON.stringify(conversation(), null, 2));
  await writeFile(
    join(tmp.path, "notes.md"),
    JSON.stringify({ ...conversation(), conversation_id: "conv-2" }),
  );
  await writeFile(join(tmp.path, "README"), "# my saved chats\n");
  await writeFile(
    join(tmp.path, "package-lock"),
    JSON.stringify({ name: "x", lockfileVersion: 3 }),
  );
  const { refs, warnings } = await createKiroSource().discover({
    projectPath: "/x",
    home: tmp.path,
    dir: tmp.path,
  });
  assert.deepEqual(warnings, []);
  assert.deepEqual(refs.map((r) => basename(r.location)).sort(), [
    "notes.md",
    "q",
    "tdd-admin-backend",
  ]);
});

Deno.test("kiro discover() reads only the first bytes of each file in --kiro-dir: a huge .json that is no save is skipped, not read", async () => {
  await using tmp = await tempDir();
  await Deno.copyFile(
    realFixture("kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json"),
    join(tmp.path, "q.json"),
  );
  // 600 MiB (sparse: no disk used): more than a string can hold, so reading it whole fails.
  const huge = join(tmp.path, "dump.json");
  await writeFile(huge, '{"name": "an export that is not a chat save", "rows": [');
  await Deno.truncate(huge, 600 * 1024 * 1024);
  const { refs, warnings } = await createKiroSource().discover({
    projectPath: "/x",
    home: tmp.path,
    dir: tmp.path,
  });
  assert.deepEqual(refs.map((r) => [basename(r.location), r.id]), [
    ["q.json", "40559d56-3f0a-45be-b9ce-82a6dcd98448"],
  ]);
  assert.deepEqual(warnings, [`Skipped "${huge}": not a /chat save (it does not open like one)`]);
});

Deno.test("leadingConversationId() reads the id /chat save writes first, and says when the head does not tell", () => {
  assert.equal(leadingConversationId('{\n  "conversation_id": "c-1",\n  "history": ['), "c-1");
  assert.equal(leadingConversationId('{"conversation_id": null, "history": []}'), null);
  assert.equal(leadingConversationId('{"history": [], "conversation_id": "later"}'), undefined);
  assert.equal(leadingConversationId('{"conversation_id": "cut sho'), undefined);
});
