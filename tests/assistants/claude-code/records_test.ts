/**
 * Claude Code records seen in real histories beyond our shared fixtures: a background task's
 * notification written as a user record without `origin` (2.1.3x), and record types newer than
 * this parser (counted, never rendered, never breaking the branch they sit on).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { cleanSession } from "../../../src/distill/clean.ts";
import { parseClaudeTranscript } from "../../../src/assistants/claude-code/_parse.ts";
import { ClaudeLog } from "../../fixtures/claude_records.ts";
import { userTexts } from "../../sources/_shape.ts";

const SPOTTER = join(
  import.meta.dirname!,
  "..",
  "..",
  "fixtures",
  "real",
  "spotter_258c7280_v2.1.39_task-notification.jsonl",
);

Deno.test("a real 2.1.39 task notification, with Claude Code's own 'Read the output file' line, is not sent as the human's", () => {
  const { session, skipped } = parseClaudeTranscript(Deno.readTextFileSync(SPOTTER), "hint");
  assert.deepEqual(skipped, []);
  assert.ok(session);
  assert.deepEqual(userTexts(session), ["Implement spotter-gqc", "did you push?"]);
  const note = session.turns.flatMap((t) => t.parts).find((p) =>
    p.kind === "injected" && p.label === "task-notification"
  );
  assert.ok(
    note && "text" in note && /Read the output file to retrieve the result/.test(note.text),
  );
  // The failed Read that followed is tool output, not the human's words.
  const failed = session.turns.flatMap((t) => t.parts).find((p) =>
    p.kind === "tool_result" && p.isError
  );
  assert.ok(failed && "text" in failed && /File does not exist/.test(failed.text));

  const { text } = cleanSession(session, { sanitize: true, userOnly: false, maxChars: 20_000 });
  const human = text.split(/\n\n(?=\[\w+\]\n)/).filter((b) => b.startsWith("[user]\n"));
  assert.deepEqual(human.map((b) => b.slice("[user]\n".length).trim()), [
    "Implement spotter-gqc",
    "did you push?",
  ]);
  assert.doesNotMatch(text, /Read the output file/);
});

Deno.test("record types newer than ctx are counted, never rendered, and keep the branch they sit on", () => {
  const log = new ClaudeLog();
  log.prompt("Rename the config loader");
  log.say("Renamed it to loadSettings.");
  // A later build's record in the conversation tree (it has a uuid and a parent).
  const marker = log.record("content-replacement", {
    replacement: { text: "MACHINE TEXT of a newer record type" },
  });
  const tried = log.prompt("Now update the callers");
  log.say("ABANDONED: updated 3 callers");
  // The human edited that prompt: a branch off the unknown record.
  log.from(marker);
  log.prompt("Now update the callers and the tests");
  log.say("Updated 3 callers and 2 tests.");
  // Side records of unknown types, one without any type at all.
  log.raw({ type: "session-note", sessionId: log.sessionId, note: "MACHINE TEXT as well" });
  log.raw({ sessionId: log.sessionId, leafUuid: tried });
  const { session, skipped, unknownRecords } = parseClaudeTranscript(log.toString(), "hint");
  assert.deepEqual(skipped, []);
  assert.equal(unknownRecords, 3);
  assert.deepEqual(userTexts(session!), [
    "Rename the config loader",
    "Now update the callers and the tests",
  ]);
  const all = JSON.stringify(session);
  assert.doesNotMatch(all, /MACHINE TEXT|ABANDONED/);
});
