import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import { createGeminiSource } from "../../../src/assistants/gemini/reader.ts";
import { parseGeminiJsonl, parseGeminiSession } from "../../../src/assistants/gemini/_parse.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { kindCounts, turnLines, userTexts } from "../../sources/_shape.ts";

Deno.test("parseGeminiSession() reads the real legacy session with thoughts, tool calls and @file expansion", () => {
  const value = JSON.parse(
    Deno.readTextFileSync(realFixture("gemini-cli/git-ai_gemini-session_legacy.json")),
  );
  const { session, skipped, warnings } = parseGeminiSession(value, {
    cwd: "/Users/svarlamov/projects/testing-git",
  });
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.ok(session);
  assert.deepEqual(
    [session.id, session.started, session.updated],
    [
      "18f475c0-690f-4bc9-b84e-88a0a1e9518f",
      "2025-12-06T18:25:18.042Z",
      "2025-12-06T18:27:49.718Z",
    ],
  );
  assert.deepEqual(turnLines(session), [
    "user: text, injected(referenced_files)",
    "assistant: thinking×2, text, tool_call(replace), tool_result!, thinking×2, text, tool_call(read_file), " +
    "tool_result, thinking×2, text, tool_call(replace), tool_result, thinking, text, tool_call(read_file), " +
    "tool_result, thinking, text, tool_call(write_todos), tool_result, text",
  ]);
  assert.deepEqual(userTexts(session), ["add another hello bob console log to @index.ts"]);
  const failure = session.turns[1]?.parts[4];
  assert.deepEqual(failure, {
    kind: "tool_result",
    text:
      "Failed to edit, Expected 1 occurrence but found 4 for old_string in file: /Users/svarlamov/projects/testing-git/index.ts",
    isError: true,
  });
  const thought = session.turns[1]?.parts[0];
  assert.ok(
    thought?.kind === "thinking" &&
      thought.text.startsWith("Inspecting File Contents: I'm currently reviewing"),
  );
  const last = session.turns[1]?.parts.at(-1);
  assert.deepEqual(last, {
    kind: "text",
    text: "I have successfully added `console.log('hello bob');` to `index.ts`.",
  });
});

Deno.test("parseGeminiJsonl() reads the real abridged JSONL shape (no metadata line)", () => {
  const text = Deno.readTextFileSync(
    realFixture("gemini-cli/git-ai_gemini-session_jsonl-abridged.jsonl"),
  );
  const { session, skipped } = parseGeminiJsonl(text, {
    id: "session-2025-12-06T18-25-18f475c0",
    cwd: "/p",
  });
  assert.deepEqual(skipped, []);
  assert.ok(session);
  assert.equal(session.id, "session-2025-12-06T18-25-18f475c0");
  assert.deepEqual(turnLines(session), [
    "user: text",
    "assistant: text, tool_call(replace), text, tool_call(read_file), text, tool_call(replace), text, " +
    "tool_call(read_file), text",
  ]);
  assert.deepEqual(kindCounts(session), { text: 6, tool_call: 4 });
  assert.equal(session.updated, "2025-12-06T18:27:49.718Z");
});

Deno.test("parseGeminiJsonl() applies re-appended messages, $set and $rewindTo", () => {
  const lines = [
    {
      sessionId: "s1",
      projectHash: "h",
      startTime: "2026-03-01T10:00:00Z",
      lastUpdated: "2026-03-01T10:00:00Z",
      kind: "main",
    },
    {
      id: "u1",
      timestamp: "2026-03-01T10:00:01Z",
      type: "user",
      content: [{ text: "first question" }],
    },
    { id: "g1", timestamp: "2026-03-01T10:00:02Z", type: "gemini", content: "partial" },
    {
      id: "g1",
      timestamp: "2026-03-01T10:00:02Z",
      type: "gemini",
      content: "complete answer",
      toolCalls: [{
        id: "t",
        name: "run_shell_command",
        args: { command: "ls" },
        status: "cancelled",
      }],
    },
    { id: "u2", timestamp: "2026-03-01T10:01:00Z", type: "user", content: "abandoned question" },
    { id: "g2", timestamp: "2026-03-01T10:01:01Z", type: "gemini", content: "abandoned answer" },
    { $rewindTo: "u2" },
    { id: "i1", timestamp: "2026-03-01T10:02:00Z", type: "info", content: "Request cancelled." },
    { id: "u3", timestamp: "2026-03-01T10:03:00Z", type: "user", content: "second question" },
    { $set: { lastUpdated: "2026-03-01T10:05:00Z", summary: "Listing files" } },
    { $rewindTo: "nope" },
  ].map((l) => JSON.stringify(l)).join("\n") + "\n";
  const { session, skipped } = parseGeminiJsonl(lines, { cwd: "/p" });
  assert.deepEqual(skipped, [{ line: 11, reason: '$rewindTo unknown message "nope"' }]);
  assert.deepEqual(session, {
    id: "s1",
    source: "gemini",
    cwd: "/p",
    started: "2026-03-01T10:00:00.000Z",
    updated: "2026-03-01T10:05:00.000Z",
    title: "Listing files",
    turns: [
      {
        role: "user",
        at: "2026-03-01T10:00:01.000Z",
        parts: [{ kind: "text", text: "first question" }],
        id: "u1",
      },
      {
        role: "assistant",
        at: "2026-03-01T10:00:02.000Z",
        parts: [
          { kind: "text", text: "complete answer" },
          { kind: "tool_call", name: "run_shell_command", input: '{"command":"ls"}' },
          { kind: "tool_result", text: "(cancelled)", isError: false },
          { kind: "injected", label: "gemini-info", text: "Request cancelled." },
        ],
        id: "g1",
      },
      {
        role: "user",
        at: "2026-03-01T10:03:00.000Z",
        parts: [{ kind: "text", text: "second question" }],
        id: "u3",
      },
    ],
  });
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const chat = (id: string, text: string) =>
  JSON.stringify({
    sessionId: id,
    startTime: "2026-01-01T00:00:00Z",
    messages: [{ id: "1", type: "user", timestamp: "2026-01-01T00:00:00Z", content: text }],
  });

Deno.test("gemini discover() finds the project by projects.json, .project_root or sha256, never another's", async () => {
  await using tmp = await tempDir();
  const gemini = join(tmp.path, ".gemini");
  const project = "/work/app";
  await writeFile(
    join(gemini, "projects.json"),
    JSON.stringify({ projects: { "/work/app": "app", "/work/other": "app-1" } }),
  );
  // Slug folder registered for the project, confirmed by its marker.
  await writeFile(join(gemini, "tmp", "app", ".project_root"), "/work/app\n");
  await writeFile(
    join(gemini, "tmp", "app", "chats", "session-2026-01-01T00-00-aaaa.json"),
    chat("a-json", "old copy"),
  );
  await writeFile(
    join(gemini, "tmp", "app", "chats", "session-2026-01-01T00-00-aaaa.jsonl"),
    [
      { sessionId: "a", startTime: "2026-01-01T00:00:00Z" },
      { id: "1", type: "user", timestamp: "2026-01-01T00:00:00Z", content: "via slug" },
    ].map((l) => JSON.stringify(l)).join("\n") + "\n",
  );
  // Legacy folder named by the hash of the project path (no marker).
  await writeFile(
    join(gemini, "tmp", sha256(project), "chats", "session-2026-01-02T00-00-bbbb.json"),
    chat("b", "via hash"),
  );
  // Another project's folders: its slug, its hash, and a marker naming it.
  await writeFile(join(gemini, "tmp", "app-1", ".project_root"), "/work/other");
  await writeFile(join(gemini, "tmp", "app-1", "chats", "session-x.json"), chat("x", "not yours"));
  await writeFile(
    join(gemini, "tmp", sha256("/work/app-2"), "chats", "session-y.json"),
    chat("y", "not yours"),
  );
  await writeFile(join(gemini, "tmp", "renamed", ".project_root"), "/work/app");
  await writeFile(
    join(gemini, "tmp", "renamed", "chats", "session-c.json"),
    chat("c", "via marker"),
  );

  const source = createGeminiSource();
  const options = { projectPath: project, home: tmp.path };
  const { refs, warnings } = await source.discover(options);
  assert.deepEqual(warnings, []);
  // Each session by its own sessionId (the file names hold only its first characters).
  assert.deepEqual(refs.map((r) => r.id), ["b", "a", "c"]);
  // The .jsonl supersedes the .json it was migrated from: only it is read.
  assert.equal(basename(refs[1]!.location), "session-2026-01-01T00-00-aaaa.jsonl");
  const texts = [];
  for (const ref of refs) texts.push(...userTexts((await source.read(ref, options)).session!));
  assert.deepEqual(texts, ["via hash", "via slug", "via marker"]);
});

Deno.test("gemini read() says, naming the file, whether a session JSON is cut short, garbled or binary", async () => {
  await using tmp = await tempDir();
  const path = join(tmp.path, "session-t.json");
  const read = async (text: string | Uint8Array) => {
    if (typeof text === "string") await writeFile(path, text);
    else await Deno.writeFile(path, text);
    return await createGeminiSource().read(
      { source: "gemini", id: "session-t", location: path, fingerprint: "", data: { path } },
      { projectPath: "/p", home: tmp.path },
    );
  };
  const cut = await read('{"sessionId":"t","messages":[{"id"');
  assert.equal(cut.session, null);
  assert.match(
    cut.warnings[0] ?? "",
    /^Cannot read ".*session-t\.json": cut short \(still being written\?\)$/,
  );
  assert.match(
    (await read('{"sessionId":"t" "messages":[]}')).warnings[0] ?? "",
    /: invalid JSON \(at byte 17\)$/,
  );
  const binary = new Uint8Array(64).map((_, i) => (i * 37) % 256);
  assert.match((await read(binary)).warnings[0] ?? "", /: binary or corrupt data/);
  assert.match(
    (await read('{"sessionId":"t"}')).warnings[0] ?? "",
    /: no messages array: unknown schema$/,
  );
});

Deno.test("gemini discover() also accepts the tmp/ folder as --gemini-dir", async () => {
  await using tmp = await tempDir();
  await writeFile(join(tmp.path, ".gemini", "tmp", "x", ".project_root"), "/work/app");
  await writeFile(
    join(tmp.path, ".gemini", "tmp", "x", "chats", "session-1.json"),
    chat("1", "hi"),
  );
  const { refs, warnings } = await createGeminiSource().discover({
    projectPath: "/work/app",
    home: "/nonexistent",
    dir: join(tmp.path, ".gemini", "tmp"),
  });
  assert.deepEqual([refs.map((r) => r.id), warnings], [["1"], []]);
});
