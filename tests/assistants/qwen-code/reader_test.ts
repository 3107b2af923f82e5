/**
 * Qwen Code, from its published source only (no real file seen): synthetic sessions as its
 * `ChatRecordingService` writes them.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createQwenCodeSource, sanitizeCwd } from "../../../src/assistants/qwen-code/reader.ts";
import { parseQwenRecords } from "../../../src/assistants/qwen-code/_parse.ts";
import { splitJsonl } from "../../../src/sources/jsonl.ts";
import { tempDir } from "../../_helpers.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { QwenLog, qwenSample } from "../../fixtures/qwen_records.ts";
import { readAllSessions } from "../_read_all.ts";

const ID = "0b9d6a1e-7c2f-4e5a-9b8c-3d4e5f6a7b8c";

function readAll(
  home: string,
  projectPath: string,
  config: { qwenHome?: string; qwenRuntimeDir?: string; dir?: string } = {},
) {
  const source = createQwenCodeSource({
    os: "linux",
    qwenHome: config.qwenHome,
    qwenRuntimeDir: config.qwenRuntimeDir,
  });
  return readAllSessions(source, { projectPath, home, ...(config.dir ? { dir: config.dir } : {}) });
}

function parse(text: string) {
  const { records, skipped } = splitJsonl(text);
  return parseQwenRecords(records, skipped, { cwd: "/p" });
}

Deno.test("Qwen Code: only real_user prompts are [user]; @file contents and a hook's context are injected; a rewound prompt is off the conversation; notifications generated; the custom title read", () => {
  const log = qwenSample(ID, "/home/a/src/api");
  const { session, skipped } = parse(log.text());
  assert.deepEqual(skipped, []);
  assert.ok(session);
  assert.equal(session.id, ID);
  assert.equal(session.title, "Pool leak under load");
  assert.deepEqual(userTexts(session), log.prompts);
  assert.deepEqual(turnLines(session), [
    "user: text, injected(referenced_files)",
    "assistant: thinking, text, tool_call(run_shell_command), tool_result!, text",
    "user: text",
    "assistant: text",
    "user: injected(qwen-notification)",
  ]);
  const all = JSON.stringify(session);
  assert.doesNotMatch(all, /smaller pool|HOOK-CONTEXT/, "the rewound turn is not read");
  assert.match(all, /POOL-FILE-CONTENT/, "the attached file, as injected context");
  assert.equal(session.turns[0]!.id, log.lines[1]!["uuid"], "the record's uuid");
});

Deno.test("Qwen Code: a hook's context around a prompt the human typed (displayText) is injected; fragments of one message joined; a missing parent ends the chain; a last line being written left out, not malformed", () => {
  const log = new QwenLog(ID, "/p");
  log.user("What does the retry budget cover?", { hookContext: "HOOK: on-call is Ana" });
  log.record("assistant", {
    message: { role: "model", parts: [{ text: "It caps " }] },
  });
  log.lines.push({
    ...log.lines.at(-1)!,
    message: { role: "model", parts: [{ text: "retries per request." }] },
  });
  const { session, skipped } = parse(log.text() + '{"uuid":"cut","parentUuid":');
  assert.ok(session);
  // The last line is still being written: left out, not called malformed.
  assert.deepEqual(skipped, []);
  assert.deepEqual(userTexts(session), ["What does the retry budget cover?"]);
  assert.deepEqual(turnLines(session), [
    "user: text, injected(expanded-prompt)",
    "assistant: text×2",
  ]);
  assert.match(JSON.stringify(session.turns[1]), /It caps .*retries per request/);

  const orphan = new QwenLog(ID, "/p");
  orphan.user("First, before a gap");
  orphan.last = "missing-parent";
  orphan.user("After the gap");
  orphan.assistant("Answer after the gap.");
  assert.deepEqual(userTexts(parse(orphan.text()).session!), ["After the gap"]);
});

Deno.test("Qwen Code: sessions are found under the sanitized project root and its subfolders, confirmed by the cwd they record; a side task, a child session, a sibling project and a subagent file are not read", async () => {
  await using dir = await tempDir("ctx-qwen-");
  const runtime = join(dir.path, ".qwen");
  const project = "/home/a/src/api";
  await qwenSample(ID, project).write(runtime);
  const sub = new QwenLog("sub-folder", `${project}/pkg`);
  sub.user("Why is pkg slow?");
  sub.assistant("It rebuilds on every call.");
  await sub.write(runtime);
  // "/home/a/src/api-2" sanitizes to a name that starts like the project's: its cwd excludes it.
  const sibling = new QwenLog("sibling", "/home/a/src/api-2");
  sibling.user("Another project");
  await sibling.write(runtime);
  const side = new QwenLog("side-task", project);
  side.system("session_source", { sourceType: "side_task" });
  side.user("A side task Qwen Code started");
  await side.write(runtime);
  const child = new QwenLog("child", project);
  child.user("A child session");
  child.system("parent_session", { parentSessionId: ID });
  await child.write(runtime);
  const agent = join(runtime, "projects", sanitizeCwd(project, "linux"), "subagents", ID);
  await Deno.mkdir(agent, { recursive: true });
  await Deno.writeTextFile(join(agent, "agent-1.jsonl"), new QwenLog("agent", project).text());

  const found = await readAll(dir.path, project);
  assert.deepEqual(found.warnings, []);
  assert.deepEqual(found.refs.map((r) => r.id).sort(), [ID, "sub-folder"].sort());
  assert.equal(found.sessions.find((s) => s.id === "sub-folder")?.cwd, `${project}/pkg`);
  // QWEN_RUNTIME_DIR wins over QWEN_HOME; --qwen-code-dir over both.
  assert.equal(
    (await readAll("/nonexistent", project, { qwenRuntimeDir: runtime, qwenHome: "/x" })).refs
      .length,
    2,
  );
  assert.equal((await readAll("/nonexistent", project, { qwenHome: runtime })).refs.length, 2);
  assert.equal((await readAll("/nonexistent", project, { dir: runtime })).refs.length, 2);
  const missing = await readAll("/nonexistent", project, { dir: join(dir.path, "nope") });
  assert.match(missing.warnings.join("\n"), /nope\/projects": folder not found/);
});

Deno.test("sanitizeCwd(): every character but letters and digits becomes -, lower case first on Windows", () => {
  assert.equal(sanitizeCwd("/home/a/my_app.v2", "linux"), "-home-a-my-app-v2");
  assert.equal(sanitizeCwd("C:\\Users\\A\\App", "windows"), "c--users-a-app");
});
