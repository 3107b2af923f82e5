/**
 * The redaction engine: runs a rule set over a text and its decoded views and replaces what it
 * finds. `mod.ts` runs it with every rule; `scripts/redact_eval.ts` also with ctx's own rules
 * alone, to measure what the imported ones add.
 *
 * Speed: one pass over the text finds every keyword (`RuleSet.plan`); a rule runs only where its
 * keywords are (on those lines, for a rule that stays on one line), each rule's regex is compiled
 * once, and only the lines holding an escape are decoded (`_hidden.ts`).
 */
import { Doc } from "./_doc.ts";
import { REDACTED } from "./_filters.ts";
import { BASE64_CREDENTIAL, DECODED_SECRET, hiddenSpans } from "./_hidden.ts";
import {
  common,
  lineAt,
  type LineList,
  lineMap,
  mapLines,
  mapMarks,
  marked,
  runsHolding,
  runsTouched,
  widened,
} from "./_lines.ts";
import { type Span, stepMatches } from "./_match.ts";
import type { Rule } from "./_rule.ts";
import type { Plan, Previous, RuleSet, Step } from "./_ruleset.ts";
import { withStringPieces } from "./_string_pieces.ts";
import { withWrappedPieces } from "./_wrapped.ts";

export { BASE64_CREDENTIAL, DECODED_SECRET };

/** How many secrets one rule replaced. */
export interface RedactionFinding {
  rule: string;
  count: number;
}

export interface RedactionResult {
  /** The input with every secret replaced by `[REDACTED]`. */
  text: string;
  /** Rules that fired, in rule order; never the secret values themselves. */
  findings: RedactionFinding[];
}

// A replacement can bring two pieces of text close enough for another rule to match (e.g. an
// account id and a token), so passes repeat until nothing changes. That is what makes
// redact(redact(x)) === redact(x). Clean text costs one pass; text with secrets, two.
const MAX_PASSES = 4;

/** `text` with every secret `set` finds replaced by `[REDACTED]`, and the rules that fired. */
export function redactWith(set: RuleSet, text: string): RedactionResult {
  const counts = new Map<string, number>();
  let doc = new Doc(text);
  // A pass after the first looks only at the lines the pass before changed (a line it left as it
  // was would come out the same again), and reads keywords again on those lines only.
  let only: Uint8Array | undefined;
  let previous: Previous | undefined;
  const read = new Map<Rule, Read>();
  const edits: Edits = { tick: 0, last: -1, stamps: new Int32Array(doc.starts.length).fill(-1) };
  const ran = new Map<Rule, Ran>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const lines: Lines = {
      doc,
      only,
      pass,
      read,
      edits,
      ran,
      changed: new Uint8Array(doc.starts.length),
      changedList: [],
      moved: false,
    };
    edits.tick++;
    // Encoded secrets first: found whole in a decoded view, they are replaced whole, before a
    // rule on the raw text could take a piece of one (`ATATT3…%3D…`, an id without its secret).
    replaceSpans(hiddenSpans(set, doc.text, doc.starts, only), counts, lines);
    const plan = set.plan(
      lines.doc.text,
      lines.doc.starts,
      lines.moved ? undefined : previous,
      lines.changed,
    );
    applyRules(plan, counts, lines);
    // Every replacement changes the text (a value holding `[REDACTED]` is never replaced).
    if (lines.changedList.length === 0) break;
    doc = lines.doc;
    only = lines.changed;
    previous = lines.moved ? undefined : { plan, changed: lines.changed };
  }
  const findings: RedactionFinding[] = [];
  for (const id of set.ids) {
    const count = counts.get(id);
    if (count !== undefined) findings.push({ rule: id, count });
  }
  return { text: doc.text, findings };
}

/** The lines of the text a pass works on. */
interface Lines {
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
interface Edits {
  tick: number;
  last: number;
  stamps: Int32Array | undefined;
}

/**
 * A rule's last step: in which pass, at which tick, on which list of lines (undefined: the whole
 * text); `twice` when the plan held it more than once (its steps are then never skipped).
 */
interface Ran {
  pass: number;
  tick: number;
  lines: LineList | undefined;
  twice: boolean;
}

/** The text a rule last ran on, in which pass, and its `around.beyond` summary once read. */
interface Read {
  text: string;
  pass: number;
  beyond?: string;
}

/**
 * Replace `spans` (sorted, disjoint) of the text by `[REDACTED]` and record which lines changed.
 * When a span held line breaks (a PEM body), line numbers move: returns where each line went.
 */
function replacing(
  spans: ReadonlyArray<readonly [number, number]>,
  lines: Lines,
): Int32Array | undefined {
  const starts = lines.doc.starts;
  const edits = lines.edits;
  edits.last = edits.tick;
  let lineBreaks = false;
  for (const [start, end] of spans) {
    const l = lineAt(starts, start);
    if (lines.changed[l] !== 1) lines.changedList.push(l);
    lines.changed[l] = 1;
    if (edits.stamps !== undefined) edits.stamps[l] = edits.tick;
    // A line starts after `start` and no later than `end`: the span holds its line break.
    if (l + 1 < starts.length && starts[l + 1]! <= end) lineBreaks = true;
  }
  if (!lineBreaks) {
    lines.doc.replace(spans);
    return undefined;
  }
  const text = lines.doc.text;
  const map = lineMap(text, starts, spans);
  lines.moved = true;
  edits.stamps = undefined;
  lines.doc = new Doc(replaced(text, spans));
  const count = lines.doc.starts.length;
  lines.changed = mapMarks(lines.changed, map, count);
  lines.changedList = marked(lines.changed);
  if (lines.only !== undefined) lines.only = mapMarks(lines.only, map, count);
  lines.onlyList = undefined;
  lines.wanted = undefined;
  return map;
}

/**
 * Every rule `plan` selects, in order, each on the text the previous one left. When a replacement
 * took line breaks away (a PEM body), the lines each rule runs on are moved with them.
 */
function applyRules(plan: Plan, counts: Map<string, number>, lines: Lines): void {
  let steps = plan.steps;
  for (let k = 0; k < steps.length; k++) {
    lines.edits.tick++;
    const step = unseen(steps[k]!, lines);
    if (step === undefined) continue;
    const spans = kept(lines.doc, step);
    if (spans.length === 0) continue;
    counts.set(step.rule.id, (counts.get(step.rule.id) ?? 0) + spans.length);
    const map = replacing(spans, lines);
    if (map === undefined) continue;
    steps = steps.map((s) => s.lines === undefined ? s : { ...s, lines: mapLines(s.lines, map) });
  }
}

/**
 * `step` narrowed (below), less what its rule already read as it is now and found nothing in:
 * the whole text when nothing changed since the rule's step of the pass before, or, for a
 * per-line rule on the same list of lines as then, each stretch whose lines none changed since
 * (the rule's own replacements are changes). The rule would read the very same text again (or,
 * for a per-line rule, the same lines), and give the same answer: nothing. Records the step.
 */
function unseen(original: Step, lines: Lines): Step | undefined {
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

/**
 * The spans `step` replaces in `doc`: accepted ones, in order, none overlapping the last, and the
 * wrapped pieces of each on the lines after it (`_wrapped.ts`) and in the JSON string after it
 * (`_string_pieces.ts`).
 */
function kept(doc: Doc, step: Step): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let last = 0;
  stepMatches(doc, step, (found) => {
    for (const [start, end] of found) {
      if (start < last) continue;
      spans.push([start, end]);
      last = end;
    }
  });
  return withStringPieces(doc, withWrappedPieces(doc, spans));
}

/**
 * `text` with each of the sorted, disjoint `spans` replaced by `[REDACTED]`. Joined at once into
 * one flat string: built with `+=`, it would be a tree of pieces that the next rule's regex has to
 * flatten first, which costs far more (on 1 MB of text, milliseconds per rule that fired).
 */
function replaced(text: string, spans: ReadonlyArray<readonly [number, number]>): string {
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of spans) {
    out.push(text.slice(last, start), REDACTED);
    last = end;
  }
  out.push(text.slice(last));
  return out.join("");
}

/**
 * Replace `spans` of the text (overlaps merged; spans already redacted skipped), count them and
 * record the lines they change.
 */
function replaceSpans(spans: Span[], counts: Map<string, number>, lines: Lines): void {
  if (spans.length === 0) return;
  const text = lines.doc.text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    if (span.end <= span.start) continue;
    const last = merged.at(-1);
    if (last !== undefined && span.start < last[1]) {
      // Overlaps the previous span: extend it.
      last[1] = Math.max(last[1], span.end);
      continue;
    }
    if (text.slice(span.start, span.end).includes(REDACTED)) continue;
    merged.push([span.start, span.end]);
    counts.set(span.rule, (counts.get(span.rule) ?? 0) + 1);
  }
  // (A secret a view found whole may still end its JSON string: the next one may go on with it.)
  if (merged.length > 0) replacing(withStringPieces(lines.doc, merged), lines);
}
