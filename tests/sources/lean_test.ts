/**
 * Lean reading keeps what a sanitized transcript sends and nothing else: a session cleaned from
 * its lean parts reads exactly like the one cleaned from all of them, whatever its failures hold.
 */
import assert from "node:assert/strict";
import { cleanSession } from "../../src/distill/clean.ts";
import { keptWhenLean, leanParts } from "../../src/sources/lean.ts";
import type { Part, Session } from "../../src/types.ts";

function session(parts: Part[][]): Session {
  return {
    id: "s",
    source: "claude-code",
    cwd: "/p",
    started: null,
    updated: null,
    turns: parts.map((p, i) => ({ role: i % 2 ? "assistant" : "user", parts: p })),
  };
}

Deno.test("leanParts() keeps prose, summaries and failures, a failure as its excerpt", () => {
  const long = `${"compiling module\n".repeat(80)}  TypeError: x is undefined\n${
    "ok\n".repeat(40)
  }`;
  const parts: Part[] = [
    { kind: "text", text: "Why does the build fail?" },
    { kind: "thinking", text: "Let me think." },
    { kind: "tool_call", name: "Bash", input: "npm test" },
    { kind: "tool_result", text: "all good", isError: false },
    { kind: "tool_result", text: long, isError: true },
    { kind: "injected", label: "compact-summary", text: "Earlier: the cache." },
    { kind: "injected", label: "system-reminder", text: "Remember." },
  ];
  const kept = leanParts(parts);
  assert.deepEqual(kept.map((p) => p.kind), ["text", "tool_result", "injected"]);
  assert.deepEqual(kept[1], {
    kind: "tool_result",
    text: "  TypeError: x is undefined",
    isError: true,
    excerpt: true,
  });
  assert.ok(kept.every(keptWhenLean));
  const same: Part[] = [{ kind: "text", text: "only prose" }];
  assert.equal(leanParts(same), same, "nothing to drop: the same array");
});

Deno.test("a session cleaned from its lean parts reads like the full one, at every budget", () => {
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  const words = ["ok", "Error:", "failed", "  indented", "\t", "x".repeat(70), "<tool_use_error>"];
  const turns: Part[][] = [];
  for (let t = 0; t < 60; t++) {
    const output = Array.from(
      { length: next(90) },
      () => Array.from({ length: 1 + next(6) }, () => words[next(words.length)]).join(" "),
    ).join("\n");
    turns.push(
      t % 2
        ? [
          { kind: "thinking", text: "hmm" },
          { kind: "text", text: `Answer ${t}: ${output.slice(0, 200)}` },
          { kind: "tool_result", text: output, isError: next(3) === 0 },
        ]
        : [{ kind: "text", text: `Prompt ${t}` }],
    );
  }
  const full = session(turns);
  const lean = session(turns.map(leanParts));
  for (const maxChars of [1_000, 3_000, 6_000, 20_000, 1_000_000]) {
    const options = { sanitize: true, userOnly: false, maxChars };
    assert.equal(cleanSession(lean, options).text, cleanSession(full, options).text, `${maxChars}`);
  }
});
