/**
 * Codex rollouts: what the model reads is what this session added, once — forks without their
 * parent's copied history, a prompt recorded twice read once, bookkeeping records not called
 * malformed, any JSON spacing accepted.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parseCodexRollout } from "../../../src/assistants/codex/_parse.ts";
import { rolloutHead } from "../../../src/assistants/codex/reader.ts";
import { CodexLog } from "../../fixtures/codex_records.ts";
import { tempDir, writeFile } from "../../_helpers.ts";
import { userTexts } from "../../sources/_shape.ts";

const PARENT = "019dc116-c183-74f3-8f98-b4e5bd8eddfa";
const CHILD = "019dc200-0000-7000-8000-000000000001";

/** A parent session of two turns, as a fork copies it (turn ids older than the fork). */
function parentHistory(log: CodexLog): void {
  log.meta({ id: PARENT, cwd: "/w/app" });
  log.turn("019dc117-227a-7920-9459-22d7c07d4ebe", "Find why the upload endpoint times out");
  log.answer("PARENT-ANSWER-1 the S3 client has no timeout");
  log.turn("019dc118-0000-7920-9459-22d7c07d4ebe", "Fix it and add a test");
  log.answer("PARENT-ANSWER-2 fixed in upload.ts");
}

Deno.test("parseCodexRollout() reads only what a forked subagent added, not its parent's copied history", () => {
  const log = new CodexLog();
  log.meta({ id: CHILD, cwd: "/w/app", forked_from_id: PARENT });
  parentHistory(log);
  log.turn("019dc200-1111-7000-8000-000000000002", "Review the fix for edge cases");
  log.answer("Two edge cases are missing: empty files and retries.");
  const r = parseCodexRollout(log.toString());
  assert.equal(r.session!.id, CHILD, "the first session_meta is the session's own");
  assert.deepEqual(userTexts(r.session!), ["Review the fix for edge cases"]);
  assert.doesNotMatch(JSON.stringify(r.session), /PARENT-ANSWER/);
});

Deno.test("parseCodexRollout() trusts an explicit subagent_history_start_ordinal", () => {
  const copy = new CodexLog();
  parentHistory(copy);
  const own = 1 + copy.lines.length; // the fork's meta, then the copy
  const log = new CodexLog({ ordinals: true });
  log.meta({
    id: CHILD,
    cwd: "/w/app",
    forked_from_id: PARENT,
    subagent_history_start_ordinal: own,
  });
  parentHistory(log);
  log.turn("not-a-uuid", "Own question");
  log.answer("Own answer");
  assert.deepEqual(userTexts(parseCodexRollout(log.toString()).session!), ["Own question"]);
});

Deno.test("parseCodexRollout() keeps a fork whose copy cannot be told apart (no turn ids)", () => {
  const log = new CodexLog();
  log.meta({ id: CHILD, cwd: "/w/app", forked_from_id: PARENT });
  log.turn(undefined, "First question");
  log.answer("First answer");
  assert.deepEqual(userTexts(parseCodexRollout(log.toString()).session!), ["First question"]);
});

Deno.test("parseCodexRollout() reads a prompt recorded twice in a row once (/review)", () => {
  const log = new CodexLog();
  log.meta({ id: CHILD, cwd: "/w/app" });
  log.turn("019dc200-1111-7000-8000-000000000002", undefined);
  log.event({ type: "user_message", message: "/review the staged changes" });
  log.event({ type: "entered_review_mode" });
  log.event({ type: "user_message", message: "/review the staged changes" });
  log.answer("The staged change leaks a file handle.");
  log.event({ type: "exited_review_mode" });
  log.event({ type: "user_message", message: "/review the staged changes" });
  log.answer("Still leaking.");
  assert.deepEqual(userTexts(parseCodexRollout(log.toString()).session!), [
    "/review the staged changes",
    // Asked again after an answer: a new prompt.
    "/review the staged changes",
  ]);
});

Deno.test("parseCodexRollout() skips bookkeeping records quietly and counts unknown ones, never as malformed", () => {
  const log = new CodexLog();
  log.meta({ id: CHILD, cwd: "/w/app" });
  log.record("world_state", { full: true, state: { environments: {} } });
  log.record("inter_agent_communication_metadata", { trigger_turn: true });
  log.turn("019dc200-1111-7000-8000-000000000002", "Hello there, what changed?");
  log.record("holodeck_state", {});
  log.answer("Nothing yet.");
  const r = parseCodexRollout(log.toString());
  assert.deepEqual(r.skipped, []);
  assert.equal(r.unknownRecords, 1);
  assert.deepEqual(userTexts(r.session!), ["Hello there, what changed?"]);
});

Deno.test("rolloutHead() reads a first line written with spaces after colons, even past the read limit", async () => {
  await using tmp = await tempDir();
  const path = join(tmp.path, "rollout-x.jsonl");
  const meta = { id: CHILD, cwd: "/p/spaced", instructions: "x".repeat(400_000) };
  await writeFile(
    path,
    JSON.stringify({ type: "session_meta", payload: meta }).replaceAll('":', '": ') + "\n",
  );
  assert.deepEqual(await rolloutHead(path), { id: CHILD, cwd: "/p/spaced", own: true, json: true });
});

Deno.test("parseCodexRollout() drops the turns a rollback undid (thread_rolled_back), tool calls included", () => {
  const log = new CodexLog();
  log.meta({ id: CHILD, cwd: "/w/app" });
  log.turn("019dc200-1111-7000-8000-000000000002", "Add a retry to the fetch helper");
  log.answer("Added three retries with backoff.");
  log.turn("019dc200-2222-7000-8000-000000000003", "UNDONE-1 delete the old cache folder");
  log.record("response_item", {
    type: "function_call",
    name: "shell",
    arguments: '{"command":["rm","-rf","UNDONE-cache"]}',
    call_id: "c1",
  });
  log.record("response_item", { type: "function_call_output", call_id: "c1", output: "done" });
  log.answer("UNDONE answer: deleted it.");
  log.turn("019dc200-3333-7000-8000-000000000004", "UNDONE-2 and the logs too");
  log.answer("UNDONE answer: logs deleted.");
  // Esc Esc back to the second prompt: two prompts and all after them leave the thread.
  log.event({ type: "thread_rolled_back", num_turns: 2 });
  log.turn("019dc200-4444-7000-8000-000000000005", "Only clear the cache entries older than a day");
  log.answer("Cleared 12 stale entries.");
  // A rollback of more turns than remain keeps nothing of the conversation, and a malformed
  // count changes nothing.
  log.event({ type: "thread_rolled_back", num_turns: "all" });
  const { session, skipped, unknownRecords } = parseCodexRollout(log.toString());
  assert.deepEqual([skipped, unknownRecords], [[], 0]);
  assert.deepEqual(userTexts(session!), [
    "Add a retry to the fetch helper",
    "Only clear the cache entries older than a day",
  ]);
  assert.doesNotMatch(JSON.stringify(session), /UNDONE/);
  assert.match(JSON.stringify(session), /Cleared 12 stale entries/);

  log.event({ type: "thread_rolled_back", num_turns: 5 });
  assert.deepEqual(userTexts(parseCodexRollout(log.toString()).session!), []);
});
