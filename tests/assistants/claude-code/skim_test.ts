/**
 * Skimmed Claude Code records are the records JSON.parse gives, for every field the builder
 * reads: on every line of every real transcript and of long generated ones, in any spacing. A
 * message lean mode drops is left unparsed only when it holds no text and no failed tool result.
 */
import assert from "node:assert/strict";
import { type Envelope, SKIM_FROM, skimRecord } from "../../../src/assistants/claude-code/_skim.ts";
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

Deno.test("skimRecord() leaves short lines, unknown types, cut lines and a garbled envelope to JSON.parse", () => {
  const long = (record: object) => JSON.stringify({ ...record, pad: "p".repeat(SKIM_FROM) });
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

Deno.test("skimRecord() reads a long record garbled only in a value it skips; a short one is JSON.parse's", () => {
  // A bad escape in `toolUseResult` and a misspelled literal in a member ctx does not read: the
  // skim steps over both (docs/sources.md, "Claude Code: what the skim does not check").
  const record = (pad: number) =>
    JSON.stringify({ type: "progress", uuid: "u1", toolUseResult: "r".repeat(pad) + "\\x" })
      .replace("\\\\x", "\\x").slice(0, -1) + ',"z":tru}';
  for (const pad of [1_500, SKIM_FROM + 100]) {
    const line = record(pad);
    assert.throws(() => JSON.parse(line), SyntaxError);
    const skimmed = skimRecord(line, true);
    if (line.length < SKIM_FROM) assert.equal(skimmed, undefined, "short: parsed, and reported");
    else assert.equal(skimmed?.uuid, "u1", "long: read by its envelope");
  }
});

/**
 * `text` read in lean mode with every line parsed whole: a byte-order mark before each line makes
 * the skim refuse it, and `JSON.parse` (after trim) reads it.
 */
function parsedWhole(text: string) {
  return parseClaudeTranscript(
    text.split("\n").map((l) => (l ? `\uFEFF${l}` : l)).join("\n"),
    "s",
    { lean: true },
  );
}

Deno.test("a transcript read with and without the skim gives the same session", () => {
  const text = bigSessionText("claude-code", 80);
  const lean = parseClaudeTranscript(text, "s", { lean: true });
  const viaParse = parsedWhole(text);
  assert.deepEqual(lean.session, viaParse.session);
  assert.ok(lean.session!.turns.length > 150);
});

/**
 * Records written to trip a skim: a quote escaped inside content (`\"type\":\"text\"`), a
 * backslash escaped just before a closing quote, nested blocks whose own `type` is `text`
 * inside a tool result, a `type` key in a value that comes before the record's own, `\u`
 * escapes in the envelope and in content, `is_error` written with spaces, and lines that are
 * not JSON (cut, garbled). Each is longer than the skim's threshold.
 */
function trickyTranscript(): string {
  const pad = "p".repeat(SKIM_FROM);
  const env = (i: number, type: string, extra: object, before: object = {}) =>
    JSON.stringify({
      ...before,
      parentUuid: i === 0 ? null : `u-${i - 1}`,
      isSidechain: false,
      cwd: "/w/caf\u00e9",
      sessionId: "s-1",
      type,
      uuid: `u-${i}`,
      timestamp: `2026-11-0${1 + (i % 9)}T10:00:00.000Z`,
      ...extra,
    });
  const result = (i: number, content: unknown, isError: boolean) =>
    env(i, "user", {
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: `t${i}`, content, is_error: isError }],
      },
      toolUseResult: { stdout: pad, type: "text" },
    });
  const lines = [
    env(0, "user", { message: { role: "user", content: `why does it fail? ${pad}` } }),
    env(1, "assistant", {
      message: { id: "m1", role: "assistant", content: [{ type: "thinking", thinking: pad }] },
    }),
    result(2, `{"type":"text","text":"not a block"} ${pad}`, false),
    result(3, [{ type: "text", text: `nested text ${pad}` }], false),
    result(4, `ends with a backslash \\`, false),
    result(5, `Error: quote \" and \\" and \u0022 ${pad}`, true),
    env(6, "assistant", {
      message: {
        id: "m2",
        role: "assistant",
        content: [{ type: "text", text: `Fixed \u00e9 ${pad}` }],
      },
    }, { data: { type: "text", text: "a type key before the record's own" } }),
  ];
  // Escapes written by hand: `\u0022` and `\u00e9` as escapes, not as the characters.
  lines.push(
    lines[6]!.replace("Fixed é", "Fixed \\u00e9 \\u0022q\\u0022").replace('"u-6"', '"u-7"')
      .replace('"parentUuid":"u-5"', '"parentUuid":"u-6"').replace('"m2"', '"m3"'),
  );
  lines.push(
    result(8, `spaces ${pad}`, true).replace('"is_error":true', '"is_error" :  true'),
  );
  lines.push(result(9, `cut ${pad}`, true).slice(0, -40)); // not JSON: cut
  // A control character inside an envelope value: not JSON, whichever way it is read.
  lines.push(result(10, `garbled ${pad}`, false).replace('"uuid":"u-10"', '"uuid":"u-1\x010"'));
  lines.push(`not json at all ${pad}`);
  lines.push(
    env(11, "user", { message: { role: "user", content: `thanks ${pad}` } }).replace(
      '"u-10"',
      '"u-8"',
    ),
  );
  return lines.join("\n") + "\n";
}

Deno.test("tricky records read through the skim and parsed whole give the same session and skipped lines", () => {
  const text = trickyTranscript();
  for (const line of text.split("\n").filter(Boolean)) {
    const record = skimRecord(line, true);
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      assert.equal(record, undefined, `not JSON, yet skimmed: ${line.slice(0, 60)}`);
      continue;
    }
    if (!record) continue;
    for (const field of FIELDS) assert.deepEqual(record[field], parsed[field], field);
  }
  const skimmed = parseClaudeTranscript(text, "s", { lean: true });
  const whole = parsedWhole(text);
  assert.deepEqual(skimmed.session, whole.session);
  assert.deepEqual(skimmed.skipped.map((s) => s.line), whole.skipped.map((s) => s.line));
  const texts = skimmed.session!.turns.flatMap((t) => t.parts.map((p) => p.kind));
  // The prompt, the two failures' excerpts, the two answers, the last prompt: nothing else.
  assert.deepEqual(texts, ["text", "tool_result", "text", "text", "tool_result", "text"]);
  assert.ok(skimmed.skipped.length >= 2, JSON.stringify(skimmed.skipped));
});

/**
 * Keys written twice, which `JSON.parse` resolves by keeping the last: the record's `type`, its
 * `uuid`, its `message`, a message's `content`, and a block's `type` and `is_error`. Text, hand
 * written so each key really appears twice (an object literal cannot say it).
 */
function duplicateKeys(): string[] {
  const pad = "p".repeat(SKIM_FROM);
  const envelope = (i: number) =>
    `"parentUuid":${i === 0 ? "null" : `"d-${i - 1}"`},"sessionId":"s-2","cwd":"/w",` +
    `"timestamp":"2026-11-0${1 + i}T10:00:00.000Z"`;
  const result = (text: string, blockKeys: string) =>
    `{"role":"user","content":[{"type":"tool_result","tool_use_id":"t",` +
    `"content":${JSON.stringify(`${text} ${pad}`)},${blockKeys}}]}`;
  return [
    // The record's type: first a type ctx skips, then a prompt's.
    `{"type":"progress",${envelope(0)},"uuid":"x-0","uuid":"d-0","type":"user",` +
    `"message":{"role":"user","content":"why does it fail? ${pad}"}}`,
    // A block that says it failed, then that it did not: a successful result, dropped.
    `{"type":"user",${envelope(1)},"uuid":"d-1","message":` +
    `${result("Error: first", `"is_error":true,"is_error":false`)}}`,
    // The other way round: kept as a failure.
    `{"type":"user",${envelope(2)},"uuid":"d-2","message":` +
    `${result("Error: second", `"is_error":false,"is_error":true`)}}`,
    // A block typed as text, then as a tool result: a dropped result, not text.
    `{"type":"user",${envelope(3)},"uuid":"d-3","message":{"role":"user","content":[` +
    `{"type":"text","text":"looks like text ${pad}","type":"tool_result","tool_use_id":"t"}]}}`,
    // Two messages: the first holds text, the last only thinking (dropped whole).
    `{"type":"assistant",${envelope(4)},"uuid":"d-4","message":{"id":"m1","role":"assistant",` +
    `"content":[{"type":"text","text":"the first message ${pad}"}]},"message":{"id":"m2",` +
    `"role":"assistant","content":[{"type":"thinking","thinking":"${pad}"}]}}`,
    // A message's content twice: thinking, then an answer.
    `{"type":"assistant",${envelope(5)},"uuid":"d-5","message":{"id":"m3","role":"assistant",` +
    `"content":[{"type":"thinking","thinking":"${pad}"}],"content":[{"type":"text",` +
    `"text":"the answer ${pad}"}]}}`,
  ];
}

Deno.test("keys written twice: the skim keeps the last, as JSON.parse does", () => {
  const lines = duplicateKeys();
  for (const line of lines) {
    const parsed = JSON.parse(line);
    const record = skimRecord(line, true);
    assert.ok(record, `not skimmed: ${line.slice(0, 80)}`);
    for (const field of FIELDS) assert.deepEqual(record[field], parsed[field], field);
    if (keepsSomething(parsed)) assert.deepEqual(record.message, parsed.message);
    else assert.deepEqual(record.message, { content: [] });
  }
  const text = lines.join("\n") + "\n";
  const skimmed = parseClaudeTranscript(text, "s", { lean: true });
  const whole = parsedWhole(text);
  assert.deepEqual(skimmed.session, whole.session);
  const kept = skimmed.session!.turns.map((t) => `${t.id}:${t.parts.map((p) => p.kind)}`);
  assert.deepEqual(kept, ["d-0:text", "d-2:tool_result", "d-5:text"]);
});
