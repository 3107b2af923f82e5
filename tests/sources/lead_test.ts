/**
 * A record's lead (`src/sources/lead.ts`): what stands before a record's value — a byte order
 * mark, white space — is read past the same way by every reader that looks at a file's head.
 */
import assert from "node:assert/strict";
import { leadingMember, opensObject, parseRecord, withoutLead } from "../../src/sources/lead.ts";
import { parseRolloutHead } from "../../src/assistants/codex/_parse.ts";
import { leadingSessionId } from "../../src/assistants/gemini/_parse.ts";
import { realFixture } from "../_helpers.ts";

const BOM = "\uFEFF";

Deno.test("parseRecord() parses a record after a byte order mark and white space", () => {
  assert.deepEqual(parseRecord(`${BOM} \t{"type":"session.start"}`), {
    ok: true,
    value: { type: "session.start" },
  });
  assert.equal(withoutLead(`${BOM}\n  {"a":1}`), '{"a":1}');
  assert.equal(parseRecord(`${BOM}not json`).ok, false);
});

Deno.test("opensObject() tells a head that opens an object, by its first member when asked", () => {
  assert.equal(opensObject(`${BOM}  { "session": {"id":"x"`), true);
  assert.equal(opensObject(`${BOM}{"session":{}}`, ["session", "items"]), true);
  assert.equal(opensObject('{"items" : [', ["session", "items"]), true);
  assert.equal(opensObject('{"sessions":1}', ["session", "items"]), false);
  assert.equal(opensObject('{"id":1,"session":{}}', ["session"]), false);
  assert.equal(opensObject("[1,2]"), false);
  assert.equal(opensObject("{}"), false);
  assert.equal(opensObject('x{"a":1}'), false);
});

Deno.test("leadingMember() reads the first member's string or null, undefined when the head does not say", () => {
  assert.equal(
    leadingMember(`${BOM}{ "conversation_id": "c-1", "history": [`, "conversation_id"),
    "c-1",
  );
  assert.equal(leadingMember('{"conversation_id":null,', "conversation_id"), null);
  assert.equal(leadingMember('{"conversation_id":"a\\"b"}', "conversation_id"), 'a"b');
  assert.equal(leadingMember('{"history":[],"conversation_id":"c"}', "conversation_id"), undefined);
  assert.equal(leadingMember('{"conversation_id":"cut sho', "conversation_id"), undefined);
  assert.equal(leadingMember('{"conversation_id":"bad \\x"}', "conversation_id"), undefined);
  assert.equal(leadingMember('{"conversation_id":7}', "conversation_id"), undefined);
});

Deno.test("a real Codex rollout's first line reads the same with a byte order mark", () => {
  const text = Deno.readTextFileSync(
    realFixture("codex/entire-external-agents_c3b191fe1158_codex-0.123.0_rollout.jsonl"),
  );
  const first = text.slice(0, text.indexOf("\n"));
  const head = parseRolloutHead(first);
  assert.equal(head.json, true);
  assert.ok(head.id);
  assert.deepEqual(parseRolloutHead(BOM + first), head);
});

Deno.test("a real Gemini CLI session's id reads the same with a byte order mark", () => {
  const text = Deno.readTextFileSync(
    realFixture("gemini-cli/git-ai_gemini-session_legacy.json"),
  );
  const id = leadingSessionId(text);
  assert.ok(id);
  assert.equal(leadingSessionId(BOM + text), id);
});
