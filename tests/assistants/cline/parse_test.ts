/**
 * The pure parts of the Cline-family reader: a JSON array read as far as it goes, who wrote each
 * piece of a user message, the UI log, the task indexes, and one task folder as a session.
 */
import assert from "node:assert/strict";
import { readJsonArray } from "../../../src/assistants/cline/_json_array.ts";
import { environmentCwd, userTextParts } from "../../../src/assistants/cline/_blocks.ts";
import { readUiLog } from "../../../src/assistants/cline/_ui.ts";
import { readTaskIndex } from "../../../src/assistants/cline/_index.ts";
import { parseTask } from "../../../src/assistants/cline/_parse.ts";
import type { Part, Session } from "../../../src/types.ts";
import { clineTask, TaskBuilder } from "../../fixtures/cline_tasks.ts";

const SOURCE = "cline";

/** What the human said in a session, in order. */
function said(session: Session | null): string[] {
  return (session?.turns ?? []).filter((t) => t.role === "user").flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "text" ? [p.text] : [])
  );
}

function kinds(parts: Part[]): string[] {
  return parts.map((p) =>
    p.kind === "injected"
      ? `injected:${p.label}`
      : p.kind === "tool_result"
      ? `tool_result${p.isError ? ":error" : ""}`
      : p.kind
  );
}

Deno.test("readJsonArray() keeps every whole element of an array cut short, and says it was", () => {
  const messages = [{ role: "user", content: 'a [b] {c} "d"' }, {
    role: "assistant",
    content: "e",
  }];
  const text = JSON.stringify(messages, null, 4);
  assert.deepEqual(readJsonArray(text), { ok: true, items: messages, truncated: false });
  const cut = text.slice(0, text.lastIndexOf('"e"'));
  assert.deepEqual(readJsonArray(cut), { ok: true, items: [messages[0]], truncated: true });
  assert.deepEqual(readJsonArray("["), { ok: true, items: [], truncated: true });
  assert.deepEqual(readJsonArray('["x", "y'), { ok: true, items: ["x"], truncated: true });
  assert.deepEqual(readJsonArray('{"a": 1}'), { ok: false, error: "not a JSON array" });
  assert.match((readJsonArray("garbage") as { error: string }).error, /^invalid JSON/);
});

Deno.test("userTextParts(): only the wrapped words are the human's; the client's text around them is not", () => {
  const task = userTextParts(
    '<task>\nfix the login bug\n</task>\n\n<file_content path="a.ts">\nx\n</file_content>',
    {},
  );
  assert.deepEqual(kinds(task), ["text", "injected:file_content"]);
  assert.equal(task[0]!.kind === "text" && task[0]!.text, "fix the login bug");

  const resume = userTextParts(
    "[TASK RESUMPTION] This task was interrupted 3 minutes ago.\n\nNew instructions for task " +
      "continuation:\n<user_message>\nnow the tests\n</user_message>",
    {},
  );
  assert.deepEqual(kinds(resume), ["injected:task_resumption", "text"]);

  const nudge = userTextParts("[ERROR] You did not use a tool in your previous response!", {});
  assert.deepEqual(kinds(nudge), ["injected:generated"]);

  const env = userTextParts(
    "<environment_details>\n# Current Working Directory (/w/app) Files\n</environment_details>",
    {},
  );
  assert.deepEqual(kinds(env), ["injected:environment_details"]);
});

Deno.test("userTextParts(): a tool result is tool output, except the human's reply where the client puts it", () => {
  const answer = userTextParts(
    "[ask_followup_question for 'Which?'] Result:\n<answer>\nPostgres\n</answer>",
    {
      result: { tool: "ask_followup_question", isError: false },
    },
  );
  assert.deepEqual(kinds(answer), ["tool_result", "text"]);
  assert.equal(answer[1]!.kind === "text" && answer[1]!.text, "Postgres");

  // A file that happens to hold the tags is the file's text, not the human's.
  const file = userTextParts("[read_file for 'p.md'] Result:\n<feedback>\nnot typed\n</feedback>", {
    result: { tool: "read_file", isError: false },
  });
  assert.deepEqual(kinds(file), ["tool_result"]);

  // Feedback after its lead-in line, whatever the tool.
  const feedback = userTextParts(
    "[write_to_file for 'a'] Result:\nThe user denied this operation.\nThe user provided the " +
      "following feedback:\n<feedback>\nuse tabs\n</feedback>",
    { result: { tool: "write_to_file", isError: false } },
  );
  assert.deepEqual(kinds(feedback), ["tool_result", "text"]);

  // Roo Code's approval feedback, JSON first in the result.
  const roo = userTextParts('{"status":"approved","feedback":"keep the API"}\n\nfile text', {
    result: { tool: "read_file", isError: false },
  });
  assert.deepEqual(roo.map((p) => "text" in p ? p.text : ""), ["file text", "keep the API"]);

  const failed = userTextParts(
    "[execute_command for 'npm t'] Result:\nThe tool execution failed with the following error:\n<error>\nboom\n</error>",
    { result: { tool: "execute_command", isError: false } },
  );
  assert.deepEqual(kinds(failed), ["tool_result:error"]);
});

Deno.test("userTextParts(): Cline 4.x's plain prompts are the human's; its mode notice and slash wrapper are not typed", () => {
  const parts = userTextParts(
    '<mode_notice>The user switched from plan mode to act mode before sending this message.</mode_notice>\n<user_input mode="act">ship it</user_input>',
    { plainIsHuman: true },
  );
  assert.deepEqual(kinds(parts), ["injected:mode_notice", "text"]);
  const slash = userTextParts('<user_command slash="deploy">staging</user_command>', {
    plainIsHuman: true,
  });
  assert.equal(slash[0]!.kind === "text" && slash[0]!.text, "/deploy staging");
  assert.deepEqual(kinds(userTextParts("just typed", { plainIsHuman: true })), ["text"]);
});

Deno.test("environmentCwd() reads Cline's and Roo Code's headers, Windows paths, and a multi-root workspace's primary folder", () => {
  assert.equal(environmentCwd("# Current Working Directory (/home/a/app) Files\nx"), "/home/a/app");
  assert.equal(
    environmentCwd("# Current Workspace Directory (c:/Users/a/app) Files\n"),
    "c:/Users/a/app",
  );
  const multi = "# Current Working Directory (Primary: api) Files\n\n# Workspace Configuration\n" +
    JSON.stringify(
      { workspaces: { "/w/web": { hint: "web" }, "/w/api": { hint: "api" } } },
      null,
      2,
    ) +
    "\n\n# Current Mode\nACT MODE";
  assert.equal(environmentCwd(multi), "/w/api");
  assert.equal(environmentCwd("nothing here"), undefined);
});

Deno.test("readUiLog(): event 0 is the task whatever its say; partial duplicates and non-events are left out", () => {
  const log = readUiLog([
    { ts: 1, type: "say", say: "text", text: "the task" },
    { ts: 2, type: "say", say: "api_req_started", text: "{}" },
    { ts: 3, type: "say", say: "text", text: "Look", partial: true },
    { ts: 4, type: "say", say: "text", text: "Looking" },
    { ts: 5, type: "say", say: "user_feedback", text: "more please" },
    "not an event",
  ]);
  assert.deepEqual(log.human.map((h) => h.text), ["the task", "more please"]);
  assert.deepEqual(log.events.map((e) => e.ts), [1, 2, 4, 5]);
  assert.deepEqual(log.bad, [5]);
  const noTask = readUiLog([{ ts: 1, type: "say", say: "api_req_started", text: "{}" }]);
  assert.deepEqual(noTask.human, []);
});

Deno.test("readTaskIndex() reads every index shape: Cline's array, Roo Code's entries and item, the memento", () => {
  const cline = readTaskIndex([{
    id: "1",
    task: "<task>\nA\n</task>",
    cwdOnTaskInitialization: "/a",
    ts: 5,
  }]);
  assert.deepEqual(cline.get("1"), { cwd: "/a", title: "A", ts: 5 });
  const roo = readTaskIndex({
    entries: [{ id: "u-1", task: "B", workspace: "/b", parentTaskId: "u-0" }],
  });
  assert.deepEqual(roo.get("u-1"), { cwd: "/b", title: "B", parent: "u-0" });
  const memento = readTaskIndex({
    apiProvider: "x",
    taskHistory: [{ id: "2", workspace: "/c", rootTaskId: "2" }],
  });
  assert.deepEqual(memento.get("2"), { cwd: "/c" }, "a root task names itself as its root");
  assert.equal(
    readTaskIndex({ id: "../../etc", task: "x" }).size,
    0,
    "an id that climbs a path is refused",
  );
});

Deno.test("parseTask(): every typed prompt is the human's once, in order; nothing the client wrote is", () => {
  const task = clineTask("1760000000000", "/w/app").build();
  const history = JSON.parse(task.files["api_conversation_history.json"]!);
  const ui = readUiLog(JSON.parse(task.files["ui_messages.json"]!));
  const { session, skipped, warnings } = parseTask({
    source: SOURCE,
    id: task.id,
    history,
    ui,
    fallbackCwd: "/else",
  });
  assert.deepEqual(said(session), task.prompts);
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.equal(session!.cwd, "/w/app", "from the first environment details");
  assert.equal(session!.title, task.prompts[0]);
  // Dated from the UI log: each request's time, in order.
  const dates = session!.turns.map((t) => t.at).filter((at) => at !== undefined);
  assert.ok(dates.length >= session!.turns.length / 2);
  assert.deepEqual(dates, [...dates].sort());
  assert.equal(session!.started, new Date(1_760_000_001_500).toISOString());
});

Deno.test("parseTask(): a prompt whose @mention the client expanded is added as typed, where it was sent", () => {
  const typed = "Explain @/src/db.ts to me";
  const history = [
    {
      role: "user",
      content: [{
        type: "text",
        text: "<task>\nExplain 'src/db.ts' (see below for file content) to me\n</task>\n\n" +
          '<file_content path="src/db.ts">\nexport const db = 1;\n</file_content>',
      }],
    },
    { role: "assistant", content: [{ type: "text", text: "It exports a constant." }] },
  ];
  const ui = readUiLog([
    { ts: 10, type: "say", say: "text", text: typed, conversationHistoryIndex: -1 },
    { ts: 11, type: "say", say: "api_req_started", text: "{}", conversationHistoryIndex: -1 },
  ]);
  const { session } = parseTask({ source: SOURCE, id: "9", history, ui, fallbackCwd: "/p" });
  assert.deepEqual(said(session).at(-1), typed);
  assert.equal(session!.turns[0]!.at, new Date(11).toISOString());
});

Deno.test("parseTask(): without a history the UI log is the transcript; without a UI log, a task with no wrapper is still the human's", () => {
  const task = new TaskBuilder({ id: "7", cwd: "/w/ui" }).task("Why is the cache cold?")
    .say("Because the key changes.").build();
  const ui = readUiLog(JSON.parse(task.files["ui_messages.json"]!));
  const fromUi = parseTask({ source: SOURCE, id: "7", ui, fallbackCwd: "/else" });
  assert.deepEqual(said(fromUi.session), ["Why is the cache cold?"]);
  assert.equal(
    fromUi.session!.turns[1]!.parts[0]!.kind === "text" && fromUi.session!.turns[1]!.parts[0]!.text,
    "Because the key changes.",
  );
  assert.equal(
    fromUi.session!.cwd,
    "/w/ui",
    "the request in the log repeats the environment details",
  );

  const old = parseTask({
    source: SOURCE,
    id: "8",
    history: [{ role: "user", content: "rename the module" }, {
      role: "assistant",
      content: "Done.",
    }],
    fallbackCwd: "/p",
  });
  assert.deepEqual(said(old.session), ["rename the module"]);
});

Deno.test("parseTask(): a task opened by another's new_task hand-off does not start with a human prompt", () => {
  const context = "1. Current Work: the parser rewrite. 2. Next: wire the tests.";
  const task = new TaskBuilder({ id: "11", cwd: "/w/app" }).task(context).say("Continuing.")
    .complete("Tests wired.", "great, now the docs").build();
  const history = JSON.parse(task.files["api_conversation_history.json"]!);
  const ui = readUiLog(JSON.parse(task.files["ui_messages.json"]!));
  const { session } = parseTask({
    source: SOURCE,
    id: "11",
    history,
    ui,
    fallbackCwd: "/p",
    handoffs: [context],
  });
  assert.deepEqual(said(session), ["great, now the docs"]);
  const opening = session!.turns[0]!.parts[0]!;
  assert.deepEqual([opening.kind, opening.kind === "injected" && opening.label], [
    "injected",
    "new_task",
  ]);
});

Deno.test("parseTask(): the index's folder and title win; thinking and images are dropped; Roo Code's summaries are not the human's", () => {
  const history = [
    {
      role: "user",
      content: [
        { type: "text", text: "<user_message>\nadd paging\n</user_message>" },
        { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBOR" } },
      ],
      ts: 100,
    },
    {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "secret plan", signature: "s" },
        { type: "text", text: "<thinking>inline plan</thinking>Paging added." },
      ],
      ts: 200,
      id: "msg_1",
    },
    { type: "reasoning", summary: [], encrypted_content: "zzz" },
    { role: "user", content: "Summary of the conversation so far", isSummary: true, ts: 300 },
  ];
  const { session } = parseTask({
    source: "roo-code",
    id: "u",
    history,
    info: { cwd: "c:/Users/a/shop", title: "Paging" },
    fallbackCwd: "/p",
  });
  assert.equal(session!.cwd, "c:/Users/a/shop");
  assert.equal(session!.title, "Paging");
  const text = JSON.stringify(session!.turns);
  for (const gone of ["secret plan", "inline plan", "iVBOR", "zzz"]) {
    assert.ok(!text.includes(gone), gone);
  }
  assert.equal(session!.turns[1]!.id, "msg_1");
  assert.deepEqual(said(session), ["add paging"]);
  assert.equal(session!.updated, new Date(300).toISOString(), "dated by Roo Code's own ts");
});
