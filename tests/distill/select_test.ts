/**
 * Issue 23 item 1: small budgets keep the point of a long session. The first prompt and the final
 * conclusion are always sent; a long informative prompt is never shortened to make room for
 * filler; a larger budget never loses what a smaller one kept (checked at many budgets on every
 * real long session and on a synthetic 240-turn one); and the note on a shortened transcript is
 * true of it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { cleanSession } from "../../src/distill/clean.ts";
import { parseClaudeTranscript } from "../../src/assistants/claude-code/_parse.ts";
import { readKiroChatFile } from "../../src/assistants/kiro/reader.ts";
import { parseCodexRollout } from "../../src/assistants/codex/_parse.ts";
import type { Session } from "../../src/types.ts";
import {
  CONCLUSION,
  EXCHANGES,
  FIRST_PROMPT,
  INFORMATIVE,
  keeps,
  longSession,
  promptOf,
  transcriptBlocks,
} from "../fixtures/long_session.ts";
import { fidelitySamples } from "../fixtures/fidelity_samples.ts";
import { REAL_FIXTURES } from "../_helpers.ts";

const SANITIZED = { sanitize: true, userOnly: false } as const;

/** The real long sessions (cut at the smaller budgets) and the synthetic ones. */
async function sessions(): Promise<Array<[string, Session]>> {
  const out: Array<[string, Session]> = [["synthetic 240 turns", longSession()]];
  const claude = join(REAL_FIXTURES, "claude-code");
  for (const entry of Deno.readDirSync(claude)) {
    const s = parseClaudeTranscript(Deno.readTextFileSync(join(claude, entry.name)), "x", {
      lean: true,
    }).session;
    if (s) out.push([entry.name, s]);
  }
  const codex = join(REAL_FIXTURES, "codex");
  for (const entry of Deno.readDirSync(codex)) {
    const s = parseCodexRollout(Deno.readTextFileSync(join(codex, entry.name))).session;
    if (s) out.push([entry.name, s]);
  }
  const q = join(REAL_FIXTURES, "kiro-amazon-q");
  for (const entry of Deno.readDirSync(q)) {
    const s = (await readKiroChatFile(join(q, entry.name), { fallbackCwd: "/x" })).session;
    if (s) out.push([entry.name, s]);
  }
  for (const sample of fidelitySamples().filter((s) => s.source === "claude-code")) {
    const s = parseClaudeTranscript(sample.text, "x", { lean: true }).session;
    if (s) out.push([sample.name, s]);
  }
  return out;
}

Deno.test("a larger budget never loses what a smaller one kept, on real and synthetic long sessions", async () => {
  // Small budgets by steps of a sixth, and the usual range (3,000–20,000) every 500.
  const budgets = new Set<number>();
  for (let b = 600; b <= 30_000; b = Math.round(b * 1.17)) budgets.add(b);
  for (let b = 3_000; b <= 20_000; b += 500) budgets.add(b);
  let compared = 0;
  for (const [name, session] of await sessions()) {
    let previous: Map<number, string> | undefined;
    let previousBudget = 0;
    for (const maxChars of [...budgets].sort((a, b) => a - b)) {
      const r = cleanSession(session, { ...SANITIZED, maxChars });
      assert.ok(r.text.length <= maxChars, `${name} at ${maxChars}`);
      const blocks = transcriptBlocks(r.text);
      for (const [at, body] of previous ?? []) {
        const later = blocks.get(at);
        assert.ok(
          later !== undefined && keeps(body, later),
          `${name}: block ${at} kept at ${previousBudget} is lost or shorter at ${maxChars}:\n` +
            `${body.slice(0, 200)}\n--- became ---\n${later?.slice(0, 200)}`,
        );
        compared++;
      }
      previous = blocks;
      previousBudget = maxChars;
    }
  }
  assert.ok(compared > 1_000, `${compared} blocks compared`);
});

Deno.test("at 3000, 6000 and 20000 characters the first prompt and the final decision are sent, long prompts whole", () => {
  const session = longSession();
  for (const maxChars of [3_000, 6_000, 20_000]) {
    const r = cleanSession(session, { ...SANITIZED, maxChars });
    assert.ok(r.text.length <= maxChars);
    assert.ok(r.text.startsWith(`[user]\n${FIRST_PROMPT}`), `${maxChars}: the first prompt, whole`);
    assert.ok(r.text.endsWith(`[assistant]\n${CONCLUSION}`), `${maxChars}: the final decision`);
    // An informative prompt is kept whole or not at all while filler is kept: never cut for it.
    const shortened = [...r.text.matchAll(/\[user\]\nINFORMATIVE-\d+:[^\n]*/g)]
      .filter((m) => m[0].includes(" […] "));
    assert.deepEqual(shortened.map((m) => m[0].slice(0, 40)), [], `${maxChars}`);
    // Here every informative prompt fits even at 3,000: all are sent, before any filler.
    assert.equal(
      (r.text.match(/\[user\]\nINFORMATIVE-\d+: /g) ?? []).length,
      INFORMATIVE.length,
      `${maxChars}: every informative prompt`,
    );
    assert.ok(r.promptsSent > INFORMATIVE.length + 1, `${maxChars}: filler too, in what is left`);
  }
});

Deno.test("the note on a shortened transcript says how many of the human's prompts it holds", () => {
  const session = longSession();
  const small = cleanSession(session, { ...SANITIZED, maxChars: 3_000 });
  assert.ok(small.promptsSent < small.prompts);
  const note = promptOf(small);
  assert.doesNotMatch(note, /every prompt/);
  assert.match(
    note,
    new RegExp(
      `${small.promptsSent} of the human's ${EXCHANGES} prompts are here.*the others were left out`,
    ),
  );
  const whole = cleanSession(session, { ...SANITIZED, maxChars: 1e9 });
  assert.equal(whole.truncated, false);
  assert.doesNotMatch(promptOf(whole), /left out/);
  // Every prompt sent, one of them shortened: the note says so, and says which were not cut.
  const pasted = `START ${"line of a pasted log\n".repeat(2_000)} END`;
  const one = cleanSession({
    ...session,
    turns: [
      { role: "user", parts: [{ kind: "text", text: pasted }] },
      { role: "assistant", parts: [{ kind: "text", text: "The log shows a timeout." }] },
    ],
  }, { ...SANITIZED, maxChars: 5_000 });
  assert.match(promptOf(one), /every prompt of the human is here \(1 of the 1 shortened\)/);
});
