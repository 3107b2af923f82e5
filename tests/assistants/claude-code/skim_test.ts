/**
 * Skimmed Claude Code records are the records JSON.parse gives, for every field the builder
 * reads: on every line of every real transcript and of long generated ones, in any spacing. A
 * message lean mode drops is left unparsed only when it holds no text and no failed tool result.
 */
import assert from "node:assert/strict";
import { type Envelope, skimRecord } from "../../../src/assistants/claude-code/_skim.ts";
import { parseClaudeTranscript } from "../../../src/assistants/claude-code/_parse.ts";
import { bigSessionText } from "../../fixtures/big_sessions.ts";
import { REAL_FIXTURES } from "../../_helpers.ts";
import { join } from "node:path";

const FIELDS: Array<keyof Envelope> = [
  "type",
  "uuid",
  "parentUuid",
  "logicalParentUuid",
  "sessionId",
  "cwd",
  "timestamp",
  "isSidechain",
  "isMeta",
  "isCompactSummary",
  "isApiErrorMessage",
  "origin",
  "promptSource",
  "attachment",
  "summary",
  "leafUuid",
  "aiTitle",
  "customTitle",
];

/** What lean mode keeps of a message's content: text, or a failed tool result (user). */
function keepsSomething(record: Record<string, unknown>): boolean {
  const content = (record.message as { content?: unknown } | undefined)?.content;
  if (!Array.isArray(content)) return true;
  // A tool call is parsed too: the files it touched are anchors' evidence.
  return content.some((b) =>
    b?.type === "text" || b?.type === "tool_use" ||
    (record.type === "user" && b?.type === "tool_result" && b.is_error === true)
  );
}

function lines(): string[] {
  const out: string[] = [];
  const dir = join(REAL_FIXTURES, "claude-code");
  for (const entry of Deno.readDirSync(dir)) {
    out.push(...Deno.readTextFileSync(join(dir, entry.name)).split("\n"));
  }
  const big = bigSessionText("claude-code", 60).split("\n");
  out.push(...big);
  // The same records written with spaces, as another writer might.
  out.push(
    ...big.filter(Boolean).map((l) => JSON.stringify(JSON.parse(l), null, 1).replaceAll("\n", "")),
  );
  return out.filter((l) => l.trim());
}

Deno.test("skimRecord() gives JSON.parse's value for every field the builder reads", () => {
  let skimmed = 0;
  let dropped = 0;
  for (const line of lines()) {
    for (const lean of [true, false]) {
      const record = skimRecord(line, lean);
      if (!record) continue;
      skimmed++;
      const parsed = JSON.parse(line);
      for (const field of FIELDS) assert.deepEqual(record[field], parsed[field], field);
      if (parsed.type !== "user" && parsed.type !== "assistant") continue;
      if (lean && !keepsSomething(parsed)) {
        assert.deepEqual(record.message, { content: [] });
        dropped++;
      } else assert.deepEqual(record.message, parsed.message);
    }
  }
  assert.ok(skimmed > 100 && dropped > 50, `${skimmed} skimmed, ${dropped} dropped`);
});

Deno.test("skimRecord() leaves short lines, unknown types, cut and garbled lines to JSON.parse", () => {
  const long = (record: object) => JSON.stringify({ ...record, pad: "p".repeat(2000) });
  assert.equal(skimRecord('{"type":"user"}', true), undefined, "short: parsed");
  assert.equal(skimRecord(long({ type: "holodeck", uuid: "u" }), true), undefined, "unknown type");
  const line = long({ type: "progress", uuid: "u1", parentUuid: null });
  assert.ok(skimRecord(line, true));
  assert.equal(skimRecord(line, false), undefined, "only lean mode skims");
  for (const bad of [line.slice(0, -1), line + "}", line + " x", "[" + line + "]"]) {
    assert.equal(skimRecord(bad, true), undefined, bad.slice(-20));
  }
  assert.equal(
    skimRecord(long({ type: "user", uuid: "\\x" }).replace("\\\\x", "\\x"), true),
    undefined,
  );
});

Deno.test("a transcript read with and without the skim gives the same session", () => {
  const text = bigSessionText("claude-code", 80);
  const lean = parseClaudeTranscript(text, "s", { lean: true });
  // A byte-order mark before each line: the skim refuses it, so every line is parsed whole.
  const viaParse = parseClaudeTranscript(
    text.split("\n").map((l) => (l ? `\uFEFF${l}` : l)).join("\n"),
    "s",
    { lean: true },
  );
  assert.deepEqual(lean.session, viaParse.session);
  assert.ok(lean.session!.turns.length > 150);
});
