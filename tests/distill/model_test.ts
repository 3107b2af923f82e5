import assert from "node:assert/strict";
import { finalizeInsights } from "../../src/distill/_model.ts";

// deno-lint-ignore no-control-regex -- the test looks for control characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

Deno.test("finalizeInsights() strips terminal control from every field before it reaches a summary", () => {
  const [insight] = finalizeInsights("claude-code", "s1", [{
    type: "gotcha",
    title: "Retitle\u001b]0;pwned\u0007 the \u001b[2Jterminal",
    summary: "Line one\n\u001b]52;c;ZXZpbA==\u0007line\ttwo \u202eevil",
    tags: ["\u001b[1mbold", "ok"],
    file: "src/\u0007a.ts",
  }]);
  assert.ok(insight);
  const fields = [insight.title, insight.summary, ...insight.tags, insight.file ?? ""];
  for (const field of fields) assert.ok(!CONTROL.test(field), JSON.stringify(field));
  assert.equal(insight.title, "Retitle the terminal");
  assert.equal(insight.summary, "Line one\nline\ttwo evil");
  assert.deepEqual(insight.tags, ["bold", "ok"]);
  assert.equal(insight.file, "src/a.ts");
});

Deno.test("finalizeInsights() redacts a key an escape sequence had split in two", () => {
  const key = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
  const split = `${key.slice(0, 10)}\u001b[0m${key.slice(10)}`;
  const [insight] = finalizeInsights("claude-code", "s1", [{
    type: "fix",
    title: "Rotated the token",
    summary: `The old token ${split} leaked in a log`,
    tags: [],
  }]);
  assert.ok(insight);
  assert.ok(!insight.summary.includes(key.slice(10)), "no part of the key after the split");
  assert.match(insight.summary, /\[REDACTED\]/);
});
