import assert from "node:assert/strict";
import { cleanSession, errorExcerpt } from "../../src/distill/clean.ts";
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
      "[tool]\n(error) Error [ERR_REQUIRE_ESM]: require() of ES Module",
      "[assistant]\nThe package is ESM-only; switch to dynamic import().",
    ].join("\n\n"),
  );
  assert.equal(r.truncated, false);
  assert.equal(r.userChars, "Why does `npm test` fail with ERR_REQUIRE_ESM?".length);
});

Deno.test("cleanSession() with SANITIZE_CHAT=0 keeps everything, each in its own voice", () => {
  const r = cleanSession(session, { sanitize: false, userOnly: false, maxChars: 100_000 });
  assert.equal(
    r.text,
    [
      "[generated]\n(system-reminder) <system-reminder>CLAUDE.md</system-reminder>",
      "[user]\nWhy does `npm test` fail with ERR_REQUIRE_ESM?",
      '[assistant]\n(thinking) secret plan\n(tool call Bash) {"command":"npm test"}',
      `[tool]\n(error) Error [ERR_REQUIRE_ESM]: require() of ES Module\n(result) ${
        "a".repeat(5000)
      }`,
      "[assistant]\nThe package is ESM-only; switch to dynamic import().",
    ].join("\n\n"),
  );
});

Deno.test("cleanSession() with EXTRACT_USER_QUERIES_ONLY=1 keeps only what the human typed", () => {
  const r = cleanSession(session, { sanitize: true, userOnly: true, maxChars: 20_000 });
  assert.equal(r.text, "[user]\nWhy does `npm test` fail with ERR_REQUIRE_ESM?");
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
    "[generated]\n(earlier conversation, summarized) We fixed the ESM import.\n\n[user]\nNext: the CI cache.",
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
  assert.equal(r.text, "[tool]\n(error) Error: auth failed with [REDACTED]");
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

Deno.test("errorExcerpt() picks what the line-by-line definition picks, on any output", () => {
  // The definition: drop the tool_use_error tags, keep the lines that name a failure (or all
  // of them), and cut a long result after its last whitespace within 600 characters.
  const definition = (text: string): string => {
    const clean = text.replace(/<\/?tool_use_error>/g, "").trim();
    if (clean.length <= 600) return clean;
    const lines = clean.split("\n");
    const hits = lines.filter((l) =>
      /error|exception|failed|fatal|panic|traceback|cannot|not found|denied|undefined|refused/i
        .test(l)
    );
    const picked = (hits.length ? hits : lines).join("\n");
    if (picked.length <= 600) return picked;
    const cut = picked.slice(0, 600);
    const space = cut.search(/\s\S*$/);
    return `${(space > 0 ? cut.slice(0, space) : "").trimEnd()}…`;
  };
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  const pieces = [
    "ok",
    "compiling module",
    "ERROR: disk full",
    "Not Found",
    "x".repeat(90),
    "\u00a0",
    "\u2028",
    " ",
    "\t",
    "<tool_use_error>",
    "</tool_use_error>",
    "warning: unused",
    "TypeError: x is undefined",
    `fatal: ${"y".repeat(150)}`,
  ];
  // Odd rounds: output that names no failure (taken whole, then cut).
  const quiet = pieces.filter((p) => !/ERROR|Not Found|TypeError|fatal/.test(p));
  for (let round = 0; round < 400; round++) {
    const pool = round % 2 ? quiet : pieces;
    const lines: string[] = [];
    for (let l = next(60); l >= 0; l--) {
      let line = "";
      for (let w = next(8); w >= 0; w--) line += pool[next(pool.length)] + (next(3) ? " " : "");
      lines.push(line);
    }
    const output = (next(2) ? "  " : "") + lines.join("\n") + (next(2) ? "\n\n" : "");
    assert.equal(errorExcerpt(output), definition(output), `round ${round}`);
  }
});
