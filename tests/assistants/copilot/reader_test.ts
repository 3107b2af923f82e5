import assert from "node:assert/strict";
import { join } from "node:path";
import { createCopilotSource } from "../../../src/assistants/copilot/reader.ts";
import {
  parseCopilotFile,
  parseCopilotSession,
  parseInteractiveSessions,
} from "../../../src/assistants/copilot/_parse.ts";
import { replayMutationLog } from "../../../src/assistants/copilot/_mutation_log.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { fileUri, writeWorkspace } from "../../fixtures/vscdb.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";

function readReal(name: string) {
  const path = realFixture(`vscode-copilot/${name}`);
  return parseCopilotFile(Deno.readTextFileSync(path), {
    path,
    cwd: "/Users/svarlamov/projects/testing-git",
  });
}

Deno.test("parseCopilotFile() reads the real v3 chatSessions JSON with tool rounds and renderedUserMessage", () => {
  const { session, skipped, warnings } = readReal("git-ai_copilot_chatSessions_v3.json");
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.ok(session);
  assert.deepEqual(
    [session.id, session.title, session.started, session.updated],
    [
      "331fed7f-cfd6-409c-8502-06a56322b636",
      "Assistance with TypeScript project tasks",
      "2025-10-07T13:50:46.680Z",
      "2025-10-07T15:15:50.757Z",
    ],
  );
  assert.deepEqual(turnLines(session), [
    "user: text, injected(variable), injected(renderedUserMessage)",
    "assistant: text",
    "user: text, injected(variable), injected(renderedUserMessage)",
    "assistant: text, tool_call(replace_string_in_file), tool_result, snapshot, text",
    "user: text, injected(variable), injected(renderedUserMessage)",
    "assistant: text, tool_call(grep_search), tool_result, text",
  ]);
  assert.deepEqual(userTexts(session), [
    "What can you help me with?",
    "Change Bonjour World to hello world",
    "Search for any other mentions of Bonjour",
  ]);
  // Markdown fragments around an inline file reference are joined into one prose part.
  const first = session.turns[1]?.parts[0];
  assert.ok(
    first?.kind === "text" &&
      first.text.includes("TypeScript project with an `index.ts` file that prints"),
  );
  const grep = session.turns[5]?.parts[1];
  assert.deepEqual(grep, {
    kind: "tool_call",
    name: "grep_search",
    input: '{"query": "Bonjour", "isRegexp": false}',
  });
  const result = session.turns[5]?.parts[2];
  assert.ok(result?.kind === "tool_result" && result.text.includes("console.log('Bonjour');"));
  const last = session.turns[5]?.parts[3];
  assert.ok(last?.kind === "text" && last.text.endsWith("as well to make it consistent?"));
});

Deno.test("parseCopilotFile() replays the real mutation log (kind 0, 1, 2) to get the second turn", () => {
  const { session, skipped, warnings } = readReal("git-ai_copilot_chatSessions_mutation-log.jsonl");
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.ok(session);
  assert.equal(session.id, "7de89a80-6d93-43e7-be0a-0a9afe980198");
  assert.equal(session.title, "Adding a joke to jokes.csv file");
  assert.deepEqual(turnLines(session), [
    "user: text, injected(renderedUserMessage)",
    "assistant: tool_call(read_file), tool_result, tool_call(insert_edit_into_file), tool_result, " +
    "tool_call(vscode_editFile_internal), snapshot, text",
    "user: text, injected(renderedUserMessage)",
    "assistant: text",
  ]);
  assert.deepEqual(userTexts(session), [
    "Add a joke about 7sadfh32u23gdaWF to jokes.csv",
    "follow up message",
  ]);
  assert.equal(session.updated, "2026-02-08T20:43:37.096Z");
});

Deno.test("replayMutationLog() sets, splices at index i, deletes, and reports bad lines", () => {
  const lines = [
    { kind: 0, v: { sessionId: "s", requests: [{ id: 1 }, { id: 2 }, { id: 3 }], inputState: {} } },
    { kind: 1, k: ["customTitle"], v: "T" },
    { kind: 2, k: ["requests"], v: [{ id: 9 }], i: 1 },
    { kind: 2, k: ["requests", 0, "response"], v: [{ value: "a" }] },
    { kind: 2, k: ["requests", 0, "response"], v: [{ value: "b" }] },
    { kind: 3, k: ["inputState"] },
    { kind: 7, k: ["x"], v: 1 },
    { kind: 1, k: ["requests", 5, "result"], v: {} },
  ].map((l) => JSON.stringify(l)).join("\n") + '\n{"kind":1,"k":["cust';
  const { value, skipped } = replayMutationLog(lines);
  assert.deepEqual(value, {
    sessionId: "s",
    requests: [{ id: 1, response: [{ value: "a" }, { value: "b" }] }, { id: 9 }],
    customTitle: "T",
  });
  assert.deepEqual(skipped, [
    { line: 7, reason: "unknown mutation kind 7" },
    { line: 8, reason: 'key path ["requests",5,"result"] not found' },
    // Line 9, cut with no newline after it, is still being written: not malformed.
  ]);
});

Deno.test("parseCopilotSession() warns on an unknown schema version and still reads requests", () => {
  const result = parseCopilotSession({
    version: 9,
    sessionId: "s9",
    requests: [{
      timestamp: 1,
      message: "plain string message",
      response: [{ kind: "markdownContent", value: { value: "answer" } }, {
        kind: "thinking",
        value: "hmm",
      }],
      result: { errorDetails: { message: "Rate limited" } },
    }],
  }, { cwd: "/p" });
  assert.deepEqual(result.warnings, ["unknown schema version 9 (read as version 3)"]);
  assert.deepEqual(turnLines(result.session!), [
    "user: text",
    "assistant: text, thinking, injected(error)",
  ]);
});

Deno.test("parseInteractiveSessions() reads the older ItemTable array and skips empty sessions", () => {
  const { sessions } = parseInteractiveSessions([
    {
      sessionId: "old",
      creationDate: 1,
      requests: [{ message: { text: "q" }, response: [{ value: "a" }] }],
    },
    { sessionId: "empty", requests: [] },
  ], { cwd: "/p" });
  assert.deepEqual(sessions.map((s) => [s.id, turnLines(s)]), [["old", [
    "user: text",
    "assistant: text",
  ]]]);
});

Deno.test("copilot discover() lists chatSessions files and interactive.sessions of the project only", async () => {
  await using tmp = await tempDir();
  const project = join(tmp.path, "proj");
  const userDir = join(tmp.path, "Code", "User");
  const storage = join(userDir, "workspaceStorage");
  const mine = writeWorkspace(storage, "w1", { folder: fileUri(project) }, {
    "interactive.sessions": [
      {
        sessionId: "old-1",
        lastMessageDate: 7,
        requests: [{ message: { text: "old" }, response: [] }],
      },
      { sessionId: "dup", requests: [{ message: { text: "dup" }, response: [] }] },
    ],
  });
  const session = (id: string, text: string) =>
    JSON.stringify({ version: 3, sessionId: id, requests: [{ message: { text }, response: [] }] });
  await writeFile(join(mine, "chatSessions", "dup.json"), session("dup", "from json"));
  await writeFile(
    join(mine, "chatSessions", "dup.jsonl"),
    JSON.stringify({ kind: 0, v: JSON.parse(session("dup", "from jsonl")) }) + "\n",
  );
  await writeFile(join(mine, "chatSessions", "broken.json"), '{"version":3,"requ');
  const theirs = writeWorkspace(storage, "w2", { folder: fileUri(join(tmp.path, "proj-2")) });
  await writeFile(join(theirs, "chatSessions", "x.json"), session("x", "other project"));

  const source = createCopilotSource();
  const options = { projectPath: project, home: tmp.path, dir: userDir };
  const { refs, warnings } = await source.discover(options);
  assert.deepEqual(warnings, []);
  assert.deepEqual(refs.map((r) => [r.id, r.data?.["kind"]]), [
    ["broken", "chat-file"],
    ["dup", "chat-file"],
    ["old-1", "interactive"],
  ]);
  assert.equal(refs[2]?.fingerprint, "interactive:1:7");
  const read = await Promise.all(refs.map((r) => source.read(r, options)));
  assert.equal(read[0]?.session, null);
  assert.match(
    read[0]?.warnings[0] ?? "",
    /^Cannot read ".*broken\.json": truncated or invalid JSON/,
  );
  assert.deepEqual(userTexts(read[1]!.session!), ["from jsonl"]);
  assert.deepEqual(userTexts(read[2]!.session!), ["old"]);
  assert.equal(read[2]?.session?.cwd, project);
});

Deno.test("copilot discover() also accepts the workspaceStorage folder as --copilot-dir", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "workspaceStorage");
  const ws = writeWorkspace(storage, "w", { folder: fileUri("/p/app") });
  await writeFile(
    join(ws, "chatSessions", "s.json"),
    JSON.stringify({ version: 3, sessionId: "s", requests: [] }),
  );
  const { refs, warnings } = await createCopilotSource().discover({
    projectPath: "/p/app",
    home: tmp.path,
    dir: storage,
  });
  assert.deepEqual([refs.map((r) => r.id), warnings], [["s"], []]);
});
