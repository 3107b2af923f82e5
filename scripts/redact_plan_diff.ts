/**
 * The redaction plan, this tree against another: for each input below, both trees' `RuleSet.plan`
 * (every step's rule and lines, and every rule's keyword, anchor and pattern lines) compared. A
 * tool for work on the plan (`_ruleset.ts`, `_keyword_lines.ts`, `_line_patterns.ts`): a change
 * there that should give the same plan must give it here, not a test and not part of
 * `deno task bench`. (`scripts/redact_diff.ts` compares what `redact()` gives.)
 *
 *   deno run -A --config deno.json scripts/redact_plan_diff.ts /path/to/other/tree
 *
 * The inputs: the bench's samples, the redaction corpus in every written form and its clean texts,
 * and texts of 40 of these joined.
 */
import { redactionSamples } from "./_bench_redact.ts";
import { CLEAN_CASES, SECRET_CASES, writeCase } from "../tests/redact/_corpus.ts";
import { lineStarts } from "../src/redact/_lines.ts";
import { allRules } from "../src/redact/_rules.ts";
import { type Plan, RuleSet } from "../src/redact/_ruleset.ts";

const other = Deno.args[0];
if (other === undefined) throw new Error("usage: redact_plan_diff.ts OTHER_TREE");
const root = `file://${Deno.realPathSync(other)}/src/redact/`;
const theirs = new (await import(root + "_ruleset.ts")).RuleSet(
  (await import(root + "_rules.ts")).allRules(),
) as RuleSet;
const ours = new RuleSet(allRules());

/** A plan as text: rule ids and line lists (arrays and `Int32Array`s alike). */
function shown(plan: Plan): string {
  const lists = (map: ReadonlyMap<number, ArrayLike<number>>) =>
    [...map].map(([ri, at]) => [ri, Array.from(at)]);
  return JSON.stringify({
    steps: plan.steps.map((s) => [s.rule.id, s.lines === undefined ? null : Array.from(s.lines)]),
    keywordLines: lists(plan.keywordLines),
    anchorLines: lists(plan.anchorLines),
    patternLines: lists(plan.patternLines),
  });
}

const texts = (await redactionSamples()).map(([, text]) => text);
for (const c of SECRET_CASES) for (const w of writeCase(c)) texts.push(w.input);
texts.push(...CLEAN_CASES);
const single = texts.length;
for (let i = 0; i + 40 <= single; i += 40) texts.push(texts.slice(i, i + 40).join("\n"));
let differ = 0;
for (const text of texts) {
  const starts = lineStarts(text);
  if (shown(ours.plan(text, starts)) !== shown(theirs.plan(text, starts))) differ++;
}
console.log(`${texts.length} texts, ${differ} plans differ`);
