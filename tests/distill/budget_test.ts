/**
 * A long session within `CTX_MAX_CHARS`: selected by value, not cut in its middle. Every human
 * prompt and error excerpt, the final conclusion and the newest conclusions reach the model;
 * markers say what was left out; the "cut" note is true only when the budget (not redaction)
 * shortened something. (The order of value and its monotony: select_test.ts.)
 */
import assert from "node:assert/strict";
import { cleanSession, isTooShort } from "../../src/distill/clean.ts";
import { parseClaudeTranscript } from "../../src/assistants/claude-code/_parse.ts";
import type { Part, Session, Turn } from "../../src/types.ts";
import { ClaudeLog } from "../fixtures/claude_records.ts";
import { promptOf } from "../fixtures/long_session.ts";

const SANITIZED = { sanitize: true, userOnly: false } as const;

function session(turns: Turn[]): Session {
  return { id: "s", source: "claude-code", cwd: "/w", started: null, updated: null, turns };
}

const text = (t: string): Part => ({ kind: "text", text: t });

/** A long working session: each exchange has a prompt, working chatter, a failure, a conclusion. */
function longSession(exchanges: number): Session {
  const turns: Turn[] = [];
  for (let i = 0; i < exchanges; i++) {
    turns.push({
      role: "user",
      parts: [text(`PROMPT-${i}: why does step ${i} fail? ${"details ".repeat(20)}`)],
    });
    for (let k = 0; k < 3; k++) {
      turns.push({
        role: "assistant",
        parts: [text(`working ${i}.${k} ${"chatter ".repeat(60)}`)],
      });
      turns.push({
        role: "user",
        parts: [{ kind: "tool_result", text: "ok ".repeat(300), isError: false }],
      });
    }
    if (i % 4 === 0) {
      turns.push({
        role: "user",
        parts: [{
          kind: "tool_result",
          text: `ERROR-${i}: ECONNREFUSED 127.0.0.1:${5000 + i}`,
          isError: true,
        }],
      });
    }
    turns.push({
      role: "assistant",
      parts: [text(`CONCLUSION-${i}: fixed by ${"reasons ".repeat(40)}`)],
    });
  }
  return session(turns);
}

Deno.test("cleanSession() keeps every prompt and error, the final and the newest conclusions of a long session at the default budget", () => {
  const long = longSession(40);
  const r = cleanSession(long, { ...SANITIZED, maxChars: 20_000 });
  assert.ok(r.fullChars > 60_000, `${r.fullChars}`);
  assert.ok(r.text.length <= 20_000, `${r.text.length}`);
  const kept: number[] = [];
  for (let i = 0; i < 40; i++) {
    assert.match(
      r.text,
      new RegExp(`\\[user\\]\\nPROMPT-${i}: why does step ${i} fail\\? (details ){19}details\\n`),
      `prompt ${i}, whole`,
    );
    if (i % 4 === 0) assert.match(r.text, new RegExp(`ERROR-${i}: ECONNREFUSED`), `error ${i}`);
    if (r.text.includes(`CONCLUSION-${i}: `)) kept.push(i);
  }
  // The conclusions that fit are the newest, the final one among them.
  assert.ok(kept.length >= 20, `${kept}`);
  assert.deepEqual(kept, Array.from({ length: kept.length }, (_, k) => 40 - kept.length + k));
  assert.match(r.text, /\[assistant\]\nCONCLUSION-39: fixed by (reasons ){39}reasons$/);
  assert.equal(r.prompts, 40);
  assert.equal(r.promptsSent, 40);
  assert.equal(r.promptsWhole, 40);
  assert.equal(r.truncated, true);
  assert.match(r.text, /\[… \d+ turn\(s\) left out …\]/);
  // In order: the blocks keep the conversation's order.
  assert.ok(r.text.indexOf("PROMPT-30:") < r.text.indexOf("CONCLUSION-30:"));
  assert.ok(r.text.indexOf("CONCLUSION-30:") < r.text.indexOf("PROMPT-31:"));
});

Deno.test("cleanSession() fills what is left with the newest turns, whole", () => {
  const r = cleanSession(longSession(6), { ...SANITIZED, maxChars: 9_000 });
  assert.ok(r.text.length <= 9_000);
  // The newest working turns fit whole; the oldest were left out.
  assert.match(r.text, /working 5\.2 (chatter ?){60}\n\n\[assistant\]\nCONCLUSION-5/);
  assert.doesNotMatch(r.text, /working 0\.0 /);
});

Deno.test("cleanSession() clips a long prompt but keeps both of its ends", () => {
  const pasted = `START of a pasted log ${"line of log output\n".repeat(3000)} END of the log`;
  const s = session([
    { role: "user", parts: [text(pasted)] },
    { role: "assistant", parts: [text("The log shows a timeout.")] },
  ]);
  const r = cleanSession(s, { ...SANITIZED, maxChars: 20_000 });
  assert.ok(r.text.length <= 20_000 && r.text.length > 19_000, `${r.text.length}`);
  assert.match(r.text, /^\[user\]\nSTART of a pasted log/);
  assert.match(r.text, / \[…\] /);
  assert.match(r.text, /END of the log\n\n\[assistant\]\nThe log shows a timeout\.$/);
});

Deno.test("cleanSession() keeps the first prompt and the newest ones when even clipped prompts do not fit", () => {
  const turns: Turn[] = [];
  for (let i = 0; i < 400; i++) {
    turns.push({ role: "user", parts: [text(`Q${i} ${"x".repeat(100)}`)] });
    turns.push({ role: "assistant", parts: [text(`A${i}`)] });
  }
  const r = cleanSession(session(turns), { ...SANITIZED, maxChars: 5_000 });
  assert.ok(r.text.length <= 5_000);
  assert.match(r.text, /^\[user\]\nQ0 /);
  assert.match(r.text, /\[user\]\nQ399 /);
  assert.ok(r.promptsSent > 20 && r.promptsSent < 400, `${r.promptsSent}`);
  assert.match(
    promptOf(r),
    new RegExp(`: ${r.promptsSent} of the human's 400 prompts are here, the others were left out`),
  );
});

Deno.test("cleanSession() says nothing was left out when only redaction shortened the text", () => {
  const key = "AKIA" + "R7TQ4MZ2" + "WLX6PB3N";
  const s = session([
    { role: "user", parts: [text(`Deploy fails with aws_access_key_id=${key} in the logs`)] },
    { role: "assistant", parts: [text("Rotate the key and read it from the environment.")] },
  ]);
  const r = cleanSession(s, { ...SANITIZED, maxChars: 20_000 });
  assert.match(r.text, /\[REDACTED\]/);
  assert.equal(r.truncated, false);
  assert.doesNotMatch(promptOf(r), /left out|was cut/);
});

Deno.test("cleanSession() renders a Claude Code tool error as tool output, never in the human's voice", () => {
  const log = new ClaudeLog();
  log.prompt("Read the big generated file");
  log.tool("Read", "File content (41234 tokens) exceeds maximum allowed tokens (25000)", true);
  log.say("I will read it in parts.");
  const parsed = parseClaudeTranscript(log.toString(), "s", { lean: true }).session!;
  const r = cleanSession(parsed, { ...SANITIZED, maxChars: 20_000 });
  assert.equal(
    r.text,
    [
      "[user]\nRead the big generated file",
      "[tool]\n(error) File content (41234 tokens) exceeds maximum allowed tokens (25000)",
      "[assistant]\nI will read it in parts.",
    ].join("\n\n"),
  );
  assert.equal(r.userChars, "Read the big generated file".length);
});

Deno.test("isTooShort() judges a session by what both sides wrote", () => {
  const clean = (user: string, assistant: string) =>
    cleanSession(
      session([
        { role: "user", parts: [text(user)] },
        { role: "assistant", parts: [text(assistant)] },
      ]),
      { ...SANITIZED, maxChars: 20_000 },
    );
  // A short request with a long answer is worth distilling.
  assert.equal(
    isTooShort(clean("Review PR #36", "The PR changes the retry logic. ".repeat(120))),
    false,
  );
  assert.equal(isTooShort(clean("hi", "Hello! How can I help?")), true);
  // Nobody typed anything: generated text alone is no conversation.
  assert.equal(isTooShort(clean("", "A long monologue. ".repeat(50))), true);
});

Deno.test("cleanSession() fits text that redaction lengthened and keeps the conclusion, saying what it shortened", () => {
  // Each `https://u:p@h.com` grows by 9 characters once redacted: measured before redaction,
  // the prompt fitted whole and the conclusion was cut off the end, with no note.
  const filler = "see https://u:p@h.com ".repeat(40);
  const s = session([
    { role: "user", parts: [text(`Why does the deploy fail? ${filler}`)] },
    { role: "assistant", parts: [text("Conclusion: THE ROOT CAUSE IS THE EXPIRED TOKEN IN CI.")] },
  ]);
  const whole = cleanSession(s, { ...SANITIZED, maxChars: 1e9 });
  assert.ok(whole.text.length > 1_000, `${whole.text.length}`);
  const r = cleanSession(s, { ...SANITIZED, maxChars: 1_000 });
  assert.ok(r.text.length <= 1_000, `${r.text.length}`);
  assert.match(
    r.text,
    /\n\n\[assistant\]\nConclusion: THE ROOT CAUSE IS THE EXPIRED TOKEN IN CI\.$/,
  );
  assert.match(r.text, /^\[user\]\nWhy does the deploy fail\? see https:\/\/u:\[REDACTED\]@h\.com/);
  assert.match(r.text, / \[…\] /);
  assert.doesNotMatch(r.text, /u:p@/);
  assert.equal(r.truncated, true);
  assert.match(promptOf(r), /every prompt of the human is here \(1 of the 1 shortened\)/);
  // Whatever the budget, a cut never goes through a `[REDACTED]`, and the end stays.
  for (let max = 500; max <= 1_000; max += 7) {
    const t = cleanSession(s, { ...SANITIZED, maxChars: max }).text;
    assert.ok(t.length <= max, `${max}: ${t.length}`);
    assert.match(t, /EXPIRED TOKEN IN CI\.$/);
    assert.doesNotMatch(t.replaceAll("[REDACTED]", ""), /REDA|DACT|ACTED|\[RED|CTED\]/, `${max}`);
  }
  // When the lengthened text still fits, nothing is cut and the prompt says nothing.
  const roomy = cleanSession(s, { ...SANITIZED, maxChars: 2_000 });
  assert.equal(roomy.text, whole.text);
  assert.equal(roomy.truncated, false);
});

Deno.test("cleanSession() with SANITIZE_CHAT=0 gives successful tool output no error priority", () => {
  const turns: Turn[] = [];
  for (let i = 0; i < 30; i++) {
    turns.push({ role: "user", parts: [text(`Question ${i}: why is test ${i} flaky?`)] });
    turns.push({
      role: "user",
      parts: [{
        kind: "tool_result",
        text: `contents-${i} ${"file ".repeat(600)}`,
        isError: false,
      }],
    });
    if (i % 10 === 0) {
      turns.push({
        role: "user",
        parts: [{ kind: "tool_result", text: `ERROR-${i}: fixture not found`, isError: true }],
      });
    }
    turns.push({
      role: "assistant",
      parts: [text(`CONCLUSION ${i}: the fixture leaks state; ${"reset it. ".repeat(20)}`)],
    });
  }
  const r = cleanSession(session(turns), { sanitize: false, userOnly: false, maxChars: 20_000 });
  assert.ok(r.text.length <= 20_000, `${r.text.length}`);
  for (let i = 0; i < 30; i++) {
    assert.match(
      r.text,
      new RegExp(`CONCLUSION ${i}: the fixture leaks state; (reset it\\. ){19}reset it\\.(\n|$)`),
    );
    if (i % 10 === 0) assert.match(r.text, new RegExp(`\\(error\\) ERROR-${i}: fixture not found`));
  }
  // Successful output competes with the rest: the newest fits whole, the oldest is left out;
  // at most the last one given room is shortened, to fill the budget.
  assert.match(r.text, /\(result\) contents-29 (file ){600}/);
  assert.doesNotMatch(r.text, /contents-0 /);
  assert.ok((r.text.match(/\(result\) contents-\d+ [^\n]*\[…\]/g) ?? []).length <= 1);
});

Deno.test("cleanSession() on generated sessions with secrets: fits, marks every cut, says truthfully whether it cut", () => {
  // Secrets that redaction lengthens (`u:p@`), shortens (a token) or finds encoded (`%3D`).
  const token = "gh" + "p_" + "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4b";
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  const words = [
    "lock",
    "fix",
    "https://u:p@h.com",
    "password=hunter2x",
    `a%3D${token}`,
    token,
    "日本",
  ];
  const prose = (n: number) =>
    Array.from({ length: n }, () => words[next(words.length)]).join(next(10) ? " " : "\n");
  for (let round = 0; round < 100; round++) {
    const turns: Turn[] = [];
    for (let t = next(40); t >= 0; t--) {
      const length = next(10) ? next(30) : next(600);
      turns.push({
        role: next(5) < 2 ? "user" : "assistant",
        parts: [
          next(5)
            ? text(prose(length))
            : { kind: "tool_result", text: prose(length), isError: next(2) === 0 },
        ],
      });
    }
    for (const sanitize of [true, false]) {
      const whole = cleanSession(session(turns), { sanitize, userOnly: false, maxChars: 1e12 });
      for (const maxChars of [100, 300, 1_000, 3_000, 10_000]) {
        const r = cleanSession(session(turns), { sanitize, userOnly: false, maxChars });
        const at = `round ${round}, sanitize ${sanitize}, budget ${maxChars}`;
        assert.ok(r.text.length <= maxChars, at);
        if (r.truncated) {
          assert.notEqual(r.text, whole.text, at);
          assert.match(r.text, /\[…\]|…|turn\(s\) left out/, at);
        } else assert.equal(r.text, whole.text, at);
        assert.doesNotMatch(r.text, /u:p@|hunter2x|aB3dE5fG7hJ9/, at);
      }
    }
  }
});
