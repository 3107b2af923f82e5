/**
 * The redaction engine: runs a rule set over a text and its decoded views and replaces what it
 * finds. `mod.ts` runs it with every rule; `scripts/redact_eval.ts` also with ctx's own rules
 * alone, to measure what the imported ones add.
 *
 * Speed: one pass over the text finds every keyword (`RuleSet.plan`); a rule runs only where its
 * keywords are (on those lines, for a rule that stays on one line), each rule's regex is compiled
 * once, and only the lines holding an escape are decoded (`_hidden.ts`). A pass after the first
 * runs a rule only on the lines a change could judge otherwise (`_pass_lines.ts`).
 */
import { Doc } from "./_doc.ts";
import { REDACTED } from "./_filters.ts";
import { BASE64_CREDENTIAL, DECODED_SECRET, hiddenSpans } from "./_hidden.ts";
import { lineAt, lineMap, mapLines, mapMarks, marked } from "./_lines.ts";
import { type Span, stepMatches } from "./_match.ts";
import { type Edits, type Lines, type Ran, type Read, unseen } from "./_pass_lines.ts";
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
    // (A rule on the whole text given the lines its matches start on reads it all from then on.)
    steps = steps.map((s) =>
      s.lines !== undefined
        ? { ...s, lines: mapLines(s.lines, map) }
        : s.startLines === undefined
        ? s
        : { rule: s.rule }
    );
  }
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
