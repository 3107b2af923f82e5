/**
 * One redaction pass's state, and what a rule's step still has to read in it. The state: the
 * text's lines, those the pass looks at and those it changed, when the text and each line last
 * changed, what each rule last ran on. The reading: in a pass after the first, a step runs only on
 * the lines a change since its rule last ran could judge otherwise; a step whose rule would read
 * the very same text again, and find nothing again, is skipped (`unseen`). `_engine.ts` runs the
 * passes.
 */
import type { Doc } from "./_doc.ts";
import { common, type LineList, marked, runsHolding, runsTouched, widened } from "./_lines.ts";
import type { Rule } from "./_rule.ts";
import type { Step } from "./_ruleset.ts";

/** The lines of the text a pass works on. */
export interface Lines {
  /** The text, as the rules so far left it. */
  doc: Doc;
  /** The lines to look at (per-line rules and decoding), or undefined: every line. */
  only: Uint8Array | undefined;
  /** `only` as an ascending list, made when first needed. */
  onlyList?: number[];
  /** `only` and `changed` as an ascending list, and how long `changedList` was then. */
  wanted?: { lines: number[]; changed: number };
  /** The lines this pass changed, and the same as a list (in the order they were marked). */
  changed: Uint8Array;
  changedList: number[];
  /** True once a replacement took line breaks away: line numbers moved. */
  moved: boolean;
  /** Which pass this is (0: the first). */
  pass: number;
  /** For each rule that reads the lines `around` a match: the text it last ran on (every pass). */
  read: Map<Rule, Read>;
  /** When the text and each line last changed (every pass). */
  edits: Edits;
  /** When each rule last ran and on which lines (every pass). */
  ran: Map<Rule, Ran>;
}

/**
 * When the text was changed: a tick for each step of each pass (and for each pass's encoded
 * secrets), the tick of the last change, and the tick of each line's last change (-1: never;
 * undefined once a replacement took line breaks away, moving the lines).
 */
export interface Edits {
  tick: number;
  last: number;
  stamps: Int32Array | undefined;
}

/**
 * A rule's last step: in which pass, at which tick, on which list of lines (undefined: the whole
 * text); `twice` when the plan held it more than once (its steps are then never skipped).
 */
export interface Ran {
  pass: number;
  tick: number;
  lines: LineList | undefined;
  twice: boolean;
}

/** The text a rule last ran on, in which pass, and its `around.beyond` summary once read. */
export interface Read {
  text: string;
  pass: number;
  beyond?: string;
}

/**
 * `step` narrowed (below), less what its rule already read as it is now and found nothing in:
 * the whole text when nothing changed since the rule's step of the pass before, or, for a
 * per-line rule on the same list of lines as then, each stretch whose lines none changed since
 * (the rule's own replacements are changes). The rule would read the very same text again (or,
 * for a per-line rule, the same lines), and give the same answer: nothing. Records the step.
 */
export function unseen(original: Step, lines: Lines): Step | undefined {
  const { edits, pass } = lines;
  const rule = original.rule;
  const last = lines.ran.get(rule);
  lines.ran.set(rule, {
    pass,
    tick: edits.tick,
    lines: original.lines,
    twice: last !== undefined && last.pass === pass,
  });
  if (last === undefined || last.pass !== pass - 1 || last.twice) return narrowed(original, lines);
  if (original.lines === undefined) {
    if (edits.last >= last.tick) return narrowed(original, lines);
    // (What `nearChanged` keeps: the text the rule last read is this one.)
    if (rule.around !== undefined) lines.read.set(rule, { text: lines.doc.text, pass });
    return undefined;
  }
  const stamps = edits.stamps;
  if (stamps === undefined || last.lines !== original.lines) return narrowed(original, lines);
  // (Nothing changed since: no stretch holds a line changed since.)
  if (edits.last < last.tick) return undefined;
  if (rule.reach !== undefined) {
    // Each line changed since is one the pass looks at (changed in the pass before, or in this
    // one): the runs holding one are those `narrowed` keeps that hold one.
    const since = wanted(lines).filter((l) => stamps[l]! >= last.tick);
    const at = runsHolding(since, original.lines);
    return at.length === 0 ? undefined : { rule, lines: at };
  }
  const step = narrowed(original, lines);
  if (step === undefined) return undefined;
  const at = runsTouched(step.lines!, stamps, last.tick);
  return at.length === 0 ? undefined : at === step.lines ? step : { rule, lines: at };
}

/**
 * `step` limited to the lines the pass looks at (undefined: none of its lines). A rule whose
 * match may reach into the next lines keeps each run of consecutive lines that holds one.
 */
function narrowed(step: Step, lines: Lines): Step | undefined {
  if (step.lines === undefined && step.rule.around !== undefined) return nearChanged(step, lines);
  if (step.lines === undefined || lines.only === undefined) return step;
  // The few lines to look at, each found in the rule's (long) list; for a rule that reaches
  // across lines, the whole run of consecutive lines around each.
  const at = step.rule.reach === undefined
    ? common(wanted(lines), step.lines)
    : runsHolding(wanted(lines), step.lines);
  return at.length === 0 ? undefined : { rule: step.rule, lines: at };
}

/**
 * A rule that runs on the whole text and reads the lines `around` a match: in a later pass, on
 * the lines whose matches a line changed since it last ran could judge otherwise (every line
 * changed since is in `wanted`: changed after it ran in the pass before, or in this pass before
 * it). On the whole text when what it reads beyond those lines changed, when it did not run in the
 * pass before, or in the first pass.
 */
function nearChanged(step: Step, lines: Lines): Step | undefined {
  const rule = step.rule;
  const around = rule.around!;
  const text = lines.doc.text;
  const last = lines.read.get(rule);
  const now: Read = { text, pass: lines.pass };
  lines.read.set(rule, now);
  // (`only` holds the lines one pass changed: a rule that did not run in the pass before, its
  // keywords gone or its `when` false, runs on the whole text.)
  if (last === undefined || last.pass !== lines.pass - 1 || lines.only === undefined) return step;
  if (around.beyond !== undefined) {
    now.beyond = around.beyond(text);
    if (now.beyond !== (last.beyond ??= around.beyond(last.text))) return step;
  }
  // A match on line `l` reads lines `l - above` to `l + below`.
  const at = widened(wanted(lines), around.below, around.above, lines.doc.starts.length);
  return at.length === 0 ? undefined : { rule, lines: at };
}

/** The lines `only` or `changed` marks, ascending (made again when `changed` grew). */
function wanted(lines: Lines): number[] {
  if (lines.wanted === undefined || lines.wanted.changed !== lines.changedList.length) {
    lines.onlyList ??= marked(lines.only!);
    const all = [...new Set([...lines.onlyList, ...lines.changedList])].sort((a, b) => a - b);
    lines.wanted = { lines: all, changed: lines.changedList.length };
  }
  return lines.wanted.lines;
}
