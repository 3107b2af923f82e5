import assert from "node:assert/strict";
import { cleanSession, errorExcerpt, fitBudget } from "../../src/distill/clean.ts";
import { redact } from "../../src/redact/mod.ts";
import type { Session } from "../../src/types.ts";

const session: Session = {
  id: "s1",
  source: "claude-code",
  cwd: "/w/app",
  started: null,
  updated: null,
  turns: [
    {
      role: "user",
      parts: [
        {
          kind: "injected",
          label: "system-reminder",
          text: "<system-reminder>CLAUDE.md</system-reminder>",
        },
        { kind: "text", text: "Why does `npm test` fail with ERR_REQUIRE_ESM?" },
      ],
    },
    {
      role: "assistant",
      parts: [
        { kind: "thinking", text: "secret plan" },
        { kind: "tool_call", name: "Bash", input: '{"command":"npm test"}' },
      ],
    },
    {
      role: "user",
      parts: [
        {
          kind: "tool_result",
          text: "Error [ERR_REQUIRE_ESM]: require() of ES Module",
          isError: true,
        },
        { kind: "tool_result", text: "a".repeat(5000), isError: false },
      ],
    },
    {
      role: "assistant",
      parts: [{ kind: "text", text: "The package is ESM-only; switch to dynamic import()." }],
    },
  ],
};

Deno.test("cleanSession() with SANITIZE_CHAT=1 keeps prose and the error excerpt, drops thinking, tools and injected text", () => {
  const r = cleanSession(session, { sanitize: true, userOnly: false, maxChars: 20_000 });
  assert.equal(
    r.text,
    [
      "[user]\nWhy does `npm test` fail with ERR_REQUIRE_ESM?",
      "[user]\n(tool error) Error [ERR_REQUIRE_ESM]: require() of ES Module",
      "[assistant]\nThe package is ESM-only; switch to dynamic import().",
    ].join("\n\n"),
  );
  assert.equal(r.truncated, false);
  assert.equal(r.userChars, "Why does `npm test` fail with ERR_REQUIRE_ESM?".length);
});

Deno.test("cleanSession() with SANITIZE_CHAT=0 keeps everything, labelled", () => {
  const r = cleanSession(session, { sanitize: false, userOnly: false, maxChars: 100_000 });
  assert.match(r.text, /\(thinking\) secret plan/);
  assert.match(r.text, /\(tool call Bash\)/);
  assert.match(r.text, /\(system-reminder\)/);
});

Deno.test("cleanSession() with EXTRACT_USER_QUERIES_ONLY=1 keeps only what the human typed", () => {
  const r = cleanSession(session, { sanitize: true, userOnly: true, maxChars: 20_000 });
  assert.equal(r.text, "[user]\nWhy does `npm test` fail with ERR_REQUIRE_ESM?");
});

Deno.test("fitBudget() keeps the head and the tail and says what was cut", () => {
  const blocks = Array.from({ length: 100 }, (_, i) => `[user]\nturn ${i} ${"x".repeat(80)}`);
  const text = fitBudget(blocks, 2_000);
  assert.ok(text.length <= 2_000, `length ${text.length}`);
  assert.match(text, /^\[user\]\nturn 0 /);
  assert.match(text, /turn 99 x+$/);
  assert.match(text, /\[… \d+ turn\(s\) omitted to fit the 2000-character budget …\]/);
});

Deno.test("fitBudget() cuts a single huge block in its middle", () => {
  const text = fitBudget(["A".repeat(10_000) + "B".repeat(10_000)], 1_000);
  assert.ok(text.length <= 1_000);
  assert.ok(text.startsWith("AAA"));
  assert.ok(text.endsWith("BBB"));
});

Deno.test("fitBudget() returns everything when it fits", () => {
  assert.equal(fitBudget(["a", "b"], 100), "a\n\nb");
});

Deno.test("errorExcerpt() keeps the lines that name the error when the output is long", () => {
  const output = ["compiling…", ...Array(200).fill("ok line"), "TypeError: x is undefined", "done"]
    .join("\n");
  assert.equal(errorExcerpt(output), "TypeError: x is undefined");
});

Deno.test("cleanSession() keeps a compaction summary that opens the session and drops a later one", () => {
  const compacted: Session = {
    ...session,
    turns: [
      {
        role: "user",
        parts: [{ kind: "injected", label: "compact-summary", text: "We fixed the ESM import." }],
      },
      { role: "user", parts: [{ kind: "text", text: "Next: the CI cache." }] },
      {
        role: "user",
        parts: [{ kind: "injected", label: "compact-summary", text: "Again a summary." }],
      },
    ],
  };
  const r = cleanSession(compacted, { sanitize: true, userOnly: false, maxChars: 20_000 });
  assert.equal(
    r.text,
    "[user]\n(earlier conversation, summarized) We fixed the ESM import.\n\n[user]\nNext: the CI cache.",
  );
});

const GH = "gh" + "p_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5";
const PG = "postgres://admin:" + "S3cretPassw0rd" + "@db.internal:5432/app";

Deno.test("cleanSession() never cuts a secret into pieces redaction would miss", () => {
  // A pasted log dense with secrets, cut in its middle by the budget: whatever the cut points,
  // no fragment of a secret may survive the pipeline's final redaction pass.
  const log = `word ${GH} and ${PG} `.repeat(300);
  for (let max = 3_000; max < 3_100; max += 3) {
    const huge: Session = {
      ...session,
      turns: [{ role: "user", parts: [{ kind: "text", text: log }] }],
    };
    const sent = redact(cleanSession(huge, { sanitize: true, userOnly: false, maxChars: max }).text)
      .text;
    for (const piece of [GH.slice(5, 17), GH.slice(-12), "S3cretPassw0rd".slice(3, 12)]) {
      assert.ok(!sent.includes(piece), `budget ${max}: "${piece}" leaked`);
    }
  }
});

Deno.test("cleanSession() redacts a failed tool result's excerpt", () => {
  const long = `${"ok line\n".repeat(200)}Error: auth failed with ${GH}`;
  const withError: Session = {
    ...session,
    turns: [{ role: "user", parts: [{ kind: "tool_result", text: long, isError: true }] }],
  };
  const r = cleanSession(withError, { sanitize: true, userOnly: false, maxChars: 20_000 });
  assert.equal(r.text, "[user]\n(tool error) Error: auth failed with [REDACTED]");
});

Deno.test("fitBudget() keeps an opening turn larger than the head's share", () => {
  const blocks = [
    "PROBLEM " + "p".repeat(9_000),
    ...Array.from({ length: 30 }, (_, i) => `turn ${i} ${"y".repeat(990)}`),
  ];
  const text = fitBudget(blocks, 20_000);
  assert.ok(text.startsWith("PROBLEM "), text.slice(0, 80));
  assert.ok(text.length <= 20_000);
  assert.match(text, /turn 29 y+$/);
});

Deno.test("fitBudget() gives a single huge turn the whole budget", () => {
  const text = fitBudget(["A".repeat(50_000) + "B".repeat(50_000)], 20_000);
  assert.ok(text.length > 19_000 && text.length <= 20_000, `${text.length}`);
  assert.ok(text.startsWith("AAA") && text.endsWith("BBB"));
});

Deno.test("errorExcerpt() cuts a long error at whitespace, never inside a token", () => {
  const token = "gh" + "p_" + "Zx9".repeat(12);
  for (let pad = 560; pad < 600; pad += 3) {
    const excerpt = errorExcerpt(`Error: ${"w ".repeat(pad / 2)}${token} and more`);
    assert.ok(excerpt.length <= 600);
    assert.ok(
      !excerpt.includes(token.slice(0, 6)) || excerpt.includes(token),
      `pad ${pad}: ${excerpt.slice(-40)}`,
    );
  }
});
