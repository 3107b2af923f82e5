import assert from "node:assert/strict";
import { clip, clipLine, failureReasons, ownText } from "../src/text.ts";

Deno.test("failureReasons() counts distinct reasons, most frequent first, at most max", () => {
  const errors = ["HTTP 529", "Not logged in", "HTTP 529", null, "HTTP 529", "Not logged in", "x"];
  assert.deepEqual(failureReasons(errors, 3), [
    { reason: "HTTP 529", sessions: 3 },
    { reason: "Not logged in", sessions: 2 },
    { reason: "unknown error", sessions: 1 },
  ]);
});

Deno.test("failureReasons() makes each reason one clean line, cleaned before it is cut", () => {
  const osc = "\x1b]52;c;ZXZpbA==\x07";
  const long = `${"a".repeat(195)}${osc}b`;
  assert.deepEqual(failureReasons([`HTTP 529\x1b[31m\n  overloaded\u202e`, long]), [
    { reason: "HTTP 529 overloaded", sessions: 1 },
    { reason: `${"a".repeat(195)}b`, sessions: 1 },
  ]);
});

Deno.test("clip() keeps text that fits and cuts the rest to max characters ending in …", () => {
  assert.equal(clip("Retries exhausted the pool", 26), "Retries exhausted the pool");
  assert.equal(clip("Retries exhausted the pool", 12), "Retries exh…");
  // No space before the …, and never half of a surrogate pair.
  assert.equal(clip("Retries exhausted", 9), "Retries…");
  assert.equal(clip("ab\u{1F600}cd", 4), "ab…");
  assert.equal(clip("line one\nline two", 12), "line one\nli…");
});

Deno.test("clipLine() makes one line first: each run of whitespace becomes one space", () => {
  assert.equal(clipLine("  HTTP 529\n\n  overloaded\t now ", 40), "HTTP 529 overloaded now");
  assert.equal(clipLine("HTTP 529\n  overloaded now", 13), "HTTP 529 ove…");
});

Deno.test("ownText() gives the same text back, whatever it was cut from", () => {
  const line = `{"uuid":"6f1c2c3a-8b9e-4d7f-a1b2-c3d4e5f60718","x":"${"y".repeat(5000)}"}`;
  const uuid = line.slice(9, 45);
  assert.equal(ownText(uuid), "6f1c2c3a-8b9e-4d7f-a1b2-c3d4e5f60718");
  assert.equal(ownText(`  ${uuid}\n`.trim()), uuid);
  assert.equal(ownText(`${line.slice(0, 20)}…`), '{"uuid":"6f1c2c3a-8b…');
  assert.equal(ownText("short"), "short");
  assert.equal(ownText(""), "");
  assert.equal(ownText("emoji \u{1F600} and more text"), "emoji \u{1F600} and more text");
});
