import { redactionSamples } from "./_bench_redact.ts";
import { allRules } from "../src/redact/_rules.ts";
import { RuleSet } from "../src/redact/_ruleset.ts";
import { redactWith } from "../src/redact/_engine.ts";
const samples = (await redactionSamples()).filter(([n]) => /1 MB/.test(n) && !/JSONL/.test(n));
const rules = allRules();
const ids = Deno.args;
function time(set: RuleSet, text: string) { let best = 1e9; for (let i = 0; i < 8; i++) { const t = performance.now(); redactWith(set, text); best = Math.min(best, performance.now() - t); } return best; }
const targets = rules.map((r, i) => [r, i] as const).filter(([r]) => ids.length === 0 || ids.some((d) => r.description.includes(d) || r.id === d));
for (const [n, t] of samples) {
  const base = time(new RuleSet([]), t);
  const rows = targets.map(([r, i]) => [`${i} ${r.id}: ${r.description.slice(0, 30)}`, time(new RuleSet([r]), t) - base] as const).sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(n, "base", base.toFixed(1));
  for (const [d, ms] of rows) console.log("   ", ms.toFixed(1), d);
}
