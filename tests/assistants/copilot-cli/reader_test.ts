import assert from "node:assert/strict";
import { join } from "node:path";
import { createCopilotCliSource } from "../../../src/assistants/copilot-cli/reader.ts";
import { parseCopilotEvents, workspaceCwd } from "../../../src/assistants/copilot-cli/_parse.ts";
import { legacyPaths, parseLegacySession } from "../../../src/assistants/copilot-cli/_legacy.ts";
import { splitJsonl } from "../../../src/sources/jsonl.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { CopilotLog, copilotSample } from "../../fixtures/copilot_cli_events.ts";
import { readAllSessions } from "../_read_all.ts";

const LEGACY = "copilot-cli/vibecodingtracker_copilot-cli-legacy-session_2025-10-11a_zh.json";
const ID = "6f1c1a52-3b5e-4b8e-9a58-0d3c2a9e7b10";

function readAll(
  home: string,
  projectPath: string,
  options: { dir?: string; copilotHome?: string } = {},
) {
  return readAllSessions(createCopilotCliSource({ copilotHome: options.copilotHome }), {
    projectPath,
    home,
    ...(options.dir ? { dir: options.dir } : {}),
  });
}

function parse(text: string, cwd = "/p") {
  const { records, skipped } = splitJsonl(text);
  return parseCopilotEvents(records, skipped, { cwd });
}

Deno.test("Copilot CLI events: only what the human typed is [user]; the system prompt is dropped; skill, agent and autopilot messages are generated; subagent turns are skipped, their result is the parent's tool output", () => {
  const log = copilotSample(ID, "/work/app");
  const { session, skipped, unknownRecords } = parse(log.text());
  assert.deepEqual([skipped, unknownRecords], [[], 0]);
  assert.ok(session);
  assert.equal(session.id, ID);
  assert.equal(session.title, "Release fails on CI");
  assert.equal(session.started, "2026-03-02T10:00:00.000Z", "session.start's startTime");
  assert.deepEqual(userTexts(session), log.prompts);
  assert.deepEqual(turnLines(session), [
    "user: text",
    "assistant: thinking, text, tool_call(bash), tool_result!, tool_call(view), tool_result!",
    "user: injected(copilot-agent-explore-1)",
    "assistant: tool_call(task), tool_result, text",
    "user: injected(copilot-autopilot), injected(copilot-skill-pdf), text",
    "assistant: text",
  ]);
  const all = JSON.stringify(session);
  for (
    const hidden of ["SUBAGENT", "You are the GitHub Copilot CLI", "current_datetime", "DETAILED"]
  ) {
    assert.ok(!all.includes(hidden), hidden);
  }
  assert.equal(session.turns[0]!.id, "msg-2", "the message id");
  const failure = session.turns[1]!.parts.find((p) =>
    p.kind === "tool_result" && p.text.startsWith("Path")
  );
  assert.deepEqual(failure, {
    kind: "tool_result",
    text: "Path does not exist (failure)",
    isError: true,
  });
});

Deno.test("Copilot CLI events: a rewind drops what it names, a compaction summary and an abort are generated, a last line being written is left out (not malformed), CRLF and unknown event types are read", () => {
  const log = new CopilotLog(ID, "/p");
  log.user("First question about the cache?");
  log.assistant("First answer.");
  const withdrawn = log.user("A prompt the human withdrew");
  log.assistant("An answer to the withdrawn prompt.");
  log.event("session.snapshot_rewind", { upToEventId: withdrawn, eventsRemoved: 2 });
  log.user("Second question, after the rewind?");
  log.event("session.compaction_complete", {
    success: true,
    summaryContent: "Summary of earlier turns.",
  });
  log.event("abort", { reason: "user_initiated" });
  log.event("future.thing", { x: 1 });
  log.assistant("Second answer.");
  log.prompts.splice(1, 1);
  const text = log.text({ crlf: true }) + '{"type":"assistant.message","data":{"content":"cut';
  const { session, skipped, unknownRecords } = parse(text);
  assert.ok(session);
  assert.deepEqual(userTexts(session), log.prompts);
  assert.doesNotMatch(JSON.stringify(session), /withdrew|withdrawn/);
  // The last line is still being written: left out, not called malformed.
  assert.deepEqual(skipped, []);
  assert.equal(unknownRecords, 1);
  assert.deepEqual(turnLines(session).slice(-2), [
    "user: text",
    "assistant: injected(compaction-summary), injected(interrupted), text",
  ]);
});

Deno.test("Copilot CLI: sessions are found by the cwd session.start recorded (the project or a folder inside it), workspace.yaml when the first line is not session.start; a detached agent run and other projects are not read", async () => {
  await using dir = await tempDir("ctx-copilot-cli-");
  const home = join(dir.path, ".copilot");
  const project = "/home/a/src/api";
  await copilotSample(ID, project).write(home);
  const sub = new CopilotLog("sub-folder", `${project}/pkg/db`);
  sub.user("Why is the migration slow?");
  sub.assistant("It rebuilds the index.");
  await sub.write(home);
  const headless = new CopilotLog("headless", "/home/a/src/api2");
  headless.user("A sibling project");
  await headless.write(home);
  const detached = new CopilotLog("rem-agent", project, {
    detachedFromSpawningParentSessionId: ID,
  });
  detached.user("Summarize the session for memory");
  await detached.write(home);
  // A first line cut off: the folder comes from workspace.yaml.
  const cut = new CopilotLog("cut-head", project);
  cut.user("Read via workspace.yaml?");
  cut.assistant("Yes.");
  const cutPath = await cut.write(home);
  await Deno.writeTextFile(cutPath, "{broken\n" + cut.text().split("\n").slice(1).join("\n"));
  await Deno.mkdir(join(home, "session-state", "no-events-yet"));

  const found = await readAll(dir.path, project);
  assert.deepEqual(found.warnings, []);
  assert.deepEqual(found.refs.map((r) => r.id).sort(), ["cut-head", ID, "sub-folder"].sort());
  const byId = new Map(found.sessions.map((s) => [s.id, s]));
  assert.equal(byId.get("sub-folder")?.cwd, `${project}/pkg/db`, "the folder it ran in");
  assert.deepEqual(userTexts(byId.get("cut-head")!), ["Read via workspace.yaml?"]);
  assert.match(
    found.readWarnings.join("\n"),
    /Skipped 1 malformed line in ".*cut-head\/events\.jsonl" \(first at line 1/,
  );
  // COPILOT_HOME and --copilot-cli-dir (the home or its session-state folder).
  const viaEnv = await readAll("/nonexistent", project, { copilotHome: home });
  assert.equal(viaEnv.refs.length, 3);
  const viaDir = await readAll("/nonexistent", project, { dir: join(home, "session-state") });
  assert.equal(viaDir.refs.length, 3);
});

Deno.test("Copilot CLI: the real older single-JSON session is read from history-session-state/ into the project its tools worked in; one resumed since is read from session-state/ alone", async () => {
  await using dir = await tempDir("ctx-copilot-cli-");
  const home = join(dir.path, ".copilot");
  const legacy = join(
    home,
    "history-session-state",
    "session_06141331-92e8-4e9e-8bbb-9b7a729eb01a_1760182820882.json",
  );
  await writeFile(legacy, Deno.readTextFileSync(realFixture(LEGACY)));
  const project = "/home/wei/repo/VibeCodingTracker";
  const found = await readAll(dir.path, project);
  assert.deepEqual([found.warnings, found.readWarnings], [[], []]);
  const [session] = found.sessions;
  assert.ok(session);
  assert.equal(session.id, "06141331-92e8-4e9e-8bbb-9b7a729eb01a");
  assert.equal(session.started, "2025-10-11T11:40:20.882Z");
  assert.equal(userTexts(session).length, 1);
  assert.match(userTexts(session)[0]!, /^專案經過了多輪跌代/);
  assert.doesNotMatch(JSON.stringify(session), /current_datetime|reminder|Logged in as user/);
  const calls = session.turns.flatMap((t) => t.parts).filter((p) => p.kind === "tool_call");
  assert.equal(calls.length, 59);
  assert.deepEqual(await readAll(dir.path, "/home/wei/repo/claude").then((r) => r.refs), []);

  const resumed = new CopilotLog("06141331-92e8-4e9e-8bbb-9b7a729eb01a", project);
  resumed.user("Continue where we left off?");
  resumed.assistant("Yes.");
  await resumed.write(home);
  const again = await readAll(dir.path, project);
  assert.deepEqual(again.refs.map((r) => r.data?.["kind"]), ["events"]);
});

Deno.test("Copilot CLI legacy: the folder is the first absolute path its tools name; a session that names none is read only when pointed at", async () => {
  const value = JSON.parse(Deno.readTextFileSync(realFixture(LEGACY)));
  assert.equal(legacyPaths(value)[0], "/home/wei/repo/VibeCodingTracker");
  assert.deepEqual(
    legacyPaths({
      timeline: [
        { type: "tool_call_completed", arguments: { command: "cd 'C:\\src\\app' && dir" } },
        { type: "tool_call_completed", arguments: { path: "relative/file.ts" } },
      ],
    }),
    ["C:\\src\\app"],
  );
  await using dir = await tempDir("ctx-copilot-cli-");
  const folder = join(dir.path, "old", "history-session-state");
  const quiet = {
    sessionId: "quiet",
    startTime: "2025-09-01T08:00:00.000Z",
    chatMessages: [
      {
        role: "user",
        content: "Explain the retry policy\n\n<current_datetime>x</current_datetime>",
      },
      { role: "assistant", content: "It backs off exponentially." },
    ],
    timeline: [],
  };
  await writeFile(join(folder, "session_quiet_1756713600000.json"), JSON.stringify(quiet));
  const unpointed = await readAll(dir.path, "/p", { copilotHome: join(dir.path, "old") });
  assert.deepEqual(unpointed.refs, []);
  assert.match(
    unpointed.warnings.join("\n"),
    /1 older GitHub Copilot CLI session .* names no folder/,
  );
  const pointed = await readAll(dir.path, "/p", { dir: folder });
  assert.deepEqual(pointed.sessions.map(userTexts), [["Explain the retry policy"]]);
  assert.deepEqual(turnLines(pointed.sessions[0]!), [
    "user: text, injected(current_datetime)",
    "assistant: text",
  ]);
  const { session } = parseLegacySession(quiet, { cwd: "/p" });
  assert.equal(session?.started, "2025-09-01T08:00:00.000Z");
});

Deno.test("Copilot CLI: workspace.yaml's cwd as a plain, single- or double-quoted scalar", () => {
  assert.equal(workspaceCwd("id: x\ncwd: /home/a/src/api\n"), "/home/a/src/api");
  assert.equal(workspaceCwd("cwd: 'C:\\Users\\a''s\\app'\r\n"), "C:\\Users\\a's\\app");
  assert.equal(workspaceCwd('cwd: "/home/a/my \\"app\\""\n'), '/home/a/my "app"');
  assert.equal(workspaceCwd("id: x\n"), undefined);
});

Deno.test("Copilot CLI: an events file that is not there, a FIFO and a --copilot-cli-dir without sessions are warnings, never a crash", async () => {
  await using dir = await tempDir("ctx-copilot-cli-");
  const home = join(dir.path, ".copilot");
  const folder = join(home, "session-state", "fifo");
  await Deno.mkdir(folder, { recursive: true });
  await new Deno.Command("mkfifo", { args: [join(folder, "events.jsonl")] }).output();
  const found = await readAll(dir.path, "/p");
  assert.deepEqual(found.refs, []);
  assert.match(found.warnings.join("\n"), /fifo\/events\.jsonl": not a regular file/);
  const missing = await readAll(dir.path, "/p", { dir: join(dir.path, "nope") });
  assert.match(missing.warnings.join("\n"), /no session-state\/ or history-session-state\/ folder/);
});
