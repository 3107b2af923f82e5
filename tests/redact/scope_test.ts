/**
 * A rule that runs per line (on the lines around its anchors, `Rule.wholeText` unset) finds
 * exactly what it finds on the whole text: every rule, own and imported, on a text made of every
 * example, every corpus case and the held-out corpus, joined by line breaks of each kind. A rule
 * whose match crosses lines, or stands away from its anchors, without saying so fails here.
 */
import assert from "node:assert/strict";
import { Doc } from "../../src/redact/_doc.ts";
import { stepMatches } from "../../src/redact/_match.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { unmark } from "../../src/redact/_examples.ts";
import { CLEAN_CASES, SECRET_CASES, writeCase } from "./_corpus.ts";
import { HELD_OUT_CLEAN, HELD_OUT_SECRETS } from "./_heldout.ts";

const RULES = allRules();

function texts(): string[] {
  const out: string[] = [];
  for (const rule of RULES) {
    for (const m of rule.examples?.match ?? []) out.push(unmark(m).input);
    out.push(...rule.examples?.clean ?? []);
  }
  for (const c of SECRET_CASES) for (const w of writeCase(c)) out.push(w.input);
  out.push(...CLEAN_CASES, ...HELD_OUT_SECRETS.map((c) => c.text));
  out.push(...HELD_OUT_CLEAN.map((c) => c.text));
  return out;
}

Deno.test("a rule run per line finds what it finds on the whole text", () => {
  const set = new RuleSet(RULES);
  const parts = texts();
  for (const sep of ["\n", "\r\n", "\n\n", "\n  "]) {
    const text = parts.join(sep);
    const source = new Doc(text);
    const plan = set.plan(text, source.starts);
    const perLine = new Map(plan.steps.map((s) => [s.rule, s]));
    for (const rule of RULES) {
      // Rules that run on the whole text are not at stake here.
      if (rule.wholeText === true || (rule.keywords.length === 0 && !rule.lineHas)) continue;
      const step = perLine.get(rule);
      const whole: Array<[number, number]> = [];
      stepMatches(source, { rule }, (spans) => whole.push(...spans));
      const lines: Array<[number, number]> = [];
      if (step !== undefined) stepMatches(source, step, (spans) => lines.push(...spans));
      assert.deepEqual(
        lines,
        whole,
        `${rule.id} (${rule.description.slice(0, 50)}) per line differs from the whole text ` +
          `(separator ${JSON.stringify(sep)})`,
      );
    }
  }
});

Deno.test("a rule on the whole text that starts near its keywords finds what a whole search finds", () => {
  const set = new RuleSet(RULES);
  const parts = texts();
  const flagged = RULES.filter((r) => r.startsNearKeyword !== undefined);
  assert.ok(flagged.length > 0);
  let compared = 0;
  for (const sep of ["\n", "\r\n", "\n\n", "\n  "]) {
    const text = parts.join(sep);
    const source = new Doc(text);
    const steps = new Map(set.plan(text, source.starts).steps.map((s) => [s.rule, s]));
    for (const rule of flagged) {
      const step = steps.get(rule);
      assert.ok(step?.startLines !== undefined, `${rule.id}: no keyword lines in the plan`);
      const whole: Array<[number, number]> = [];
      stepMatches(source, { rule }, (spans) => whole.push(...spans));
      const lines: Array<[number, number]> = [];
      stepMatches(source, step, (spans) => lines.push(...spans));
      compared += whole.length;
      assert.deepEqual(
        lines,
        whole,
        `${rule.id} (${rule.description.slice(0, 50)}) searched from near its keywords differs ` +
          `from the whole text (separator ${JSON.stringify(sep)})`,
      );
    }
  }
  assert.ok(compared > 0, "no match to compare");
});
