import assert from "node:assert/strict";
import { join } from "node:path";
import { createContinueSource } from "../../../src/assistants/continue/reader.ts";
import { parseContinueSession } from "../../../src/assistants/continue/_parse.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { ContinueChat, writeContinue } from "../../fixtures/continue_sessions.ts";
import { readAllSessions } from "../_read_all.ts";

const REAL = "continue/sessions/oleg121203-developer_2024-12_32d4f58f.json";

function readAll(
  home: string,
  projectPath: string,
  options: { dir?: string; continueGlobalDir?: string } = {},
) {
  return readAllSessions(createContinueSource({ continueGlobalDir: options.continueGlobalDir }), {
    projectPath,
    home,
    ...(options.dir ? { dir: options.dir } : {}),
  });
}

Deno.test("Continue: the real 2024-12 session (workspace /workspace) is found by its own workspace, five typed prompts, the attached files injected, dated by the index", async () => {
  await using dir = await tempDir("ctx-continue-");
  const sessions = join(dir.path, ".continue", "sessions");
  const text = Deno.readTextFileSync(realFixture(REAL));
  await writeFile(join(sessions, "32d4f58f-0af0-4664-bdd9-e8f12f06dd67.json"), text);
  await writeFile(
    join(sessions, "sessions.json"),
    JSON.stringify([{
      sessionId: "32d4f58f-0af0-4664-bdd9-e8f12f06dd67",
      title: "Відновлення пош",
      dateCreated: "1733839200000",
      workspaceDirectory: "/workspace",
    }]),
  );
  const found = await readAll(dir.path, "/workspace");
  assert.deepEqual([found.warnings, found.readWarnings], [[], []]);
  const [session] = found.sessions;
  assert.ok(session);
  assert.equal(session.id, "32d4f58f-0af0-4664-bdd9-e8f12f06dd67");
  assert.equal(session.title, "Відновлення пош");
  assert.equal(session.started, "2024-12-10T14:00:00.000Z");
  assert.deepEqual(userTexts(session).map((t) => t.slice(0, 40)), [
    "SQLITE_CORRUPT: database disk image is m",
    "($) vscode ➜ /workspace(main)$ sqlite3 в",
    "requirements.txt добав сюди розширення",
    "devcontainer.json Постав розширення у як",
    "продовжуй",
  ]);
  assert.deepEqual(turnLines(session), [
    "user: text",
    "assistant: text",
    "user: text",
    "assistant: text",
    "user: text, injected(context)",
    "assistant: text",
    "user: text, injected(context)",
    "assistant: text",
    "user: text",
    "assistant: text",
  ]);
  assert.equal(session.turns[0]!.id, "b225ba9e-faa2-4d57-a7b8-5ef4b4421411", "the message id");
  // Another project's scan does not take it.
  assert.deepEqual((await readAll(dir.path, "/elsewhere")).refs, []);
});

Deno.test("Continue: tool calls and their output (a failed one as a failure), thinking, reasoning, a compaction summary and attachments are never the human's; images dropped; a string prompt read", () => {
  const chat = new ContinueChat("s-1", "/work/app");
  chat.user("Why does the upload fail on large files?", {
    image: true,
    files: { "upload.ts": "export const LIMIT = 1 << 20;" },
  });
  chat.thinking("The limit looks small.");
  chat.assistant("Let me check the limit.", {
    reasoning: "Check LIMIT first.",
    tools: [
      { name: "read_file", args: { path: "upload.ts" }, output: "export const LIMIT = 1 << 20;" },
      {
        name: "run_terminal_command",
        args: { command: "npm test" },
        output: "Error: ENOSPC",
        failed: true,
      },
    ],
  });
  chat.summary("The user asked about upload limits; LIMIT is 1 MiB.");
  chat.user("raise it to 64 MiB", { asString: true });
  chat.assistant("Done: LIMIT is now 64 MiB.");
  const { session, warnings } = parseContinueSession(chat.session(), { cwd: "/work/app" });
  assert.deepEqual(warnings, []);
  assert.ok(session);
  assert.deepEqual(userTexts(session), chat.prompts);
  assert.deepEqual(turnLines(session), [
    "user: text, injected(context)",
    "assistant: thinking×2, text, tool_call(read_file), tool_call(run_terminal_command), tool_result, tool_result!, injected(conversation-summary)",
    "user: text",
    "assistant: text",
  ]);
  assert.equal(session.title, undefined, "Continue's placeholder title is not a title");
  assert.doesNotMatch(JSON.stringify(session), /PROMPTLOG|base64/);
});

Deno.test("Continue: a workspace as a path, a file:// URI, a Windows path or empty; an unlisted file found by its head; compact and indented JSON; CONTINUE_GLOBAL_DIR and --continue-dir", async () => {
  await using dir = await tempDir("ctx-continue-");
  const project = "/home/a/src/shop";
  const byPath = new ContinueChat("a-path", project).user("Where is the cart total computed?")
    .assistant("In cart.ts.");
  const byUri = new ContinueChat("b-uri", "file:///home/a/src/shop/").user("And the tax?")
    .assistant("tax.ts.");
  const unlisted = new ContinueChat("c-unlisted", "file:///home/a/src/shop").user(
    "Why is it unlisted?",
  ).assistant("A crash.");
  const none = new ContinueChat("d-none", "").user("No folder open here").assistant("OK.");
  const other = new ContinueChat("e-other", "/home/a/src/shop2").user("A sibling project")
    .assistant("OK.");
  const windows = new ContinueChat("f-win", "c:\\Users\\A\\Shop").user("On Windows?").assistant(
    "Yes.",
  );
  const global = join(dir.path, "custom-continue");
  await writeContinue(global, [
    { chat: byPath, dateCreated: "1767225600000" },
    { chat: byUri, dateCreated: "1767225660000", compact: true },
    { chat: unlisted, dateCreated: "0", unlisted: true },
    { chat: none, dateCreated: "1767225720000" },
    { chat: other, dateCreated: "1767225780000" },
    { chat: windows, dateCreated: "1767225840000" },
  ]);
  const found = await readAll(dir.path, project, { continueGlobalDir: global });
  assert.deepEqual(found.refs.map((r) => r.id), ["a-path", "b-uri", "c-unlisted"]);
  assert.deepEqual(found.warnings, [
    `1 Continue session in "${
      join(global, "sessions")
    }" records no workspace folder (no folder was open): not read`,
  ]);
  assert.deepEqual(found.sessions.map(userTexts), [
    byPath.prompts,
    byUri.prompts,
    unlisted.prompts,
  ]);
  assert.equal(
    found.sessions[0]!.started,
    "2026-01-01T00:00:00.000Z",
    "dateCreated, ms as a string",
  );
  // The unlisted one has no dateCreated: the file's time dates it.
  assert.ok(found.sessions[2]!.started);
  const win = await readAll(dir.path, "C:\\Users\\a\\shop", { dir: global });
  assert.deepEqual(win.refs.map((r) => r.id), ["f-win"]);
  const bySessionsFolder = await readAll(dir.path, project, { dir: join(global, "sessions") });
  assert.deepEqual(bySessionsFolder.refs.map((r) => r.id), ["a-path", "b-uri", "c-unlisted"]);
});

Deno.test("Continue: a truncated session, an older-format one and a broken index are each one warning naming the file; the rest is read", async () => {
  await using dir = await tempDir("ctx-continue-");
  const global = join(dir.path, ".continue");
  const good = new ContinueChat("good", "/p").user("A question worth keeping?").assistant("Yes.");
  const cut = new ContinueChat("cut", "/p").user("This one is cut").assistant("Half");
  const sessions = await writeContinue(global, [
    { chat: good, dateCreated: "1" },
    { chat: cut, dateCreated: "2" },
  ]);
  const cutText = cut.text();
  await Deno.writeTextFile(join(sessions, "cut.json"), cutText.slice(0, cutText.length - 40));
  await Deno.writeTextFile(
    join(sessions, "old.json"),
    JSON.stringify({ session_id: "old", workspaceDirectory: "/p", history: "x" }),
  );
  await Deno.writeTextFile(join(sessions, "sessions.json"), "[{");
  const found = await readAll(dir.path, "/p");
  assert.deepEqual(found.warnings, [
    `Cannot read "${join(sessions, "sessions.json")}": invalid JSON`,
  ]);
  assert.deepEqual(found.sessions.map((s) => s.id), ["good"]);
  assert.equal(found.readWarnings.length, 2);
  assert.match(found.readWarnings.join("\n"), /cut\.json": truncated or invalid JSON/);
  assert.match(found.readWarnings.join("\n"), /old\.json": an older Continue format/);
});
