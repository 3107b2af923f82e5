import assert from "node:assert/strict";
import { failureReasons } from "../src/text.ts";

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
