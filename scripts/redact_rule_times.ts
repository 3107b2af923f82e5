/**
 * Where `redact()` spends its time on the bench's texts, rule by rule: a tool for working on
 * redaction speed, not a test and not part of `deno task bench`.
 *
 *   deno run -A scripts/redact_rule_times.ts [--sample=dense] [--top=25] [--rounds=7]
 *
 * For each sample (`redactionSamples()` names: prose, code, dense, jsonl), after 15 warm
 * redactions: the whole `redact()`, the search for encoded secrets, the plan, and each step of
 * the plan run alone on the unchanged text (its search and `accept` checks, no replacement), each
 * the best CPU time of `--rounds` calls. The steps' sum is about what the rules cost in
 * `redact()`'s first pass. Per step also: the text it reads (KB), its regex alone on it (ms, no
 * checks), and how many matches the regex finds there (`raw`) against how many values the checks
 * keep (`found`): a step whose regex is most of its time and finds nothing reads lines its gate
 * need not give it.
 */
import process from "node:process";
import { redactionSamples } from "./_bench_redact.ts";
import { redact } from "../src/redact/mod.ts";
import { BASE64_CREDENTIAL } from "../src/redact/_engine.ts";
import { Doc } from "../src/redact/_doc.ts";
import { hiddenSpans } from "../src/redact/_hidden.ts";
import { stepMatches } from "../src/redact/_match.ts";
import { allRules } from "../src/redact/_rules.ts";
import { RuleSet, type Step } from "../src/redact/_ruleset.ts";

const args: Record<string, string> = Object.fromEntries(
  Deno.args.map((a) => /^--(\w+)=(.*)$/.exec(a)).filter((m) => m !== null).map((
    m,
  ) => [m![1], m![2]]),
);
const top = Number(args.top ?? 25);
const rounds = Number(args.rounds ?? 7);
const wanted = (args.sample ?? "prose,code,dense").split(",");

/** Best CPU time of `rounds` calls of `run`, in ms. */
function best(run: () => void): number {
  let min = Infinity;
  for (let r = 0; r < rounds; r++) {
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    min = Math.min(min, (c.user + c.system) / 1000);
  }
  return min;
}

/**
 * A step's regex alone on the text it reads (each stretch of its lines, or the whole text): the
 * best time of `rounds`, its matches, and the characters read.
 */
function regexAlone(doc: Doc, step: Step): { regex: number; raw: number; read: number } {
  const pattern = new RegExp(step.rule.pattern.source, step.rule.pattern.flags.replace("d", ""));
  const pieces: string[] = [];
  const lines = step.lines;
  if (lines === undefined) pieces.push(doc.text);
  else {
    for (let i = 0; i < lines.length;) {
      const first = lines[i]!;
      let last = first;
      while (i + 1 < lines.length && lines[i + 1] === last + 1) last = lines[++i]!;
      i++;
      pieces.push(doc.stretch(first, last));
    }
  }
  let raw = 0;
  const regex = best(() => {
    raw = 0;
    for (const piece of pieces) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(piece); m !== null; m = pattern.exec(piece)) {
        raw++;
        if (pattern.lastIndex <= m.index) pattern.lastIndex = m.index + 1;
      }
    }
  });
  return { regex, raw, read: pieces.reduce((n, piece) => n + piece.length, 0) };
}

const set = new RuleSet(allRules(), [BASE64_CREDENTIAL]);
const samples = (await redactionSamples()).filter(([name]) =>
  name.includes("1 MB") && wanted.some((w) => name.startsWith(w === "jsonl" ? "transcript" : w))
);
for (const [name, text] of samples) {
  for (let i = 0; i < 15; i++) redact(text);
  const doc = new Doc(text);
  const whole = best(() => redact(text));
  const hidden = best(() => hiddenSpans(set, text, doc.starts, undefined));
  const plan = set.plan(text, doc.starts);
  const planning = best(() => set.plan(text, doc.starts));
  const steps = plan.steps.map((step) => {
    let found = 0;
    const ms = best(() => {
      found = 0;
      stepMatches(doc, step, (spans) => found += spans.length);
    });
    return {
      id: step.rule.id,
      ms,
      found,
      lines: step.lines?.length ?? -1,
      ...regexAlone(doc, step),
    };
  });
  const sum = steps.reduce((s, x) => s + x.ms, 0);
  console.log(
    `\n${name}: redact ${whole.toFixed(1)} ms (${(text.length / 1e3 / whole).toFixed(1)} MB/s),` +
      ` hidden ${hidden.toFixed(1)}, plan ${planning.toFixed(1)}, ${steps.length} steps` +
      ` ${sum.toFixed(1)} ms`,
  );
  steps.sort((a, b) => b.ms - a.ms);
  for (const s of steps.slice(0, top)) {
    const where = s.lines < 0 ? "whole" : `${s.lines} lines`;
    console.log(
      `  ${s.ms.toFixed(2).padStart(7)} ms  ${s.id.padEnd(36)} ${where}, ${s.found} found` +
        ` (regex ${s.regex.toFixed(2)} ms, ${s.raw} raw, ${(s.read / 1e3).toFixed(0)} KB)`,
    );
  }
}
