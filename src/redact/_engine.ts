/**
 * The redaction engine: runs a rule set over a text and its decoded views and replaces what it
 * finds. `mod.ts` runs it with every rule; `scripts/redact_eval.ts` also with ctx's own rules
 * alone, to measure what the imported ones add.
 */
import { isNotASecret, REDACTED } from "./_filters.ts";
import type { Rule } from "./_rule.ts";
import type { RuleSet } from "./_ruleset.ts";
import { base64Runs, views } from "./_views.ts";

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

/** The id reported for a base64 value that decodes to `user:password`. */
export const BASE64_CREDENTIAL = "base64-credential";

// A replacement can bring two pieces of text close enough for another rule to match (e.g. an
// account id and a token), so passes repeat until nothing changes. That is what makes
// redact(redact(x)) === redact(x). Clean text costs one pass; text with secrets, two.
const MAX_PASSES = 4;

interface Span {
  start: number;
  end: number;
  rule: string;
}

/** `text` with every secret `set` finds replaced by `[REDACTED]`, and the rules that fired. */
export function redactWith(set: RuleSet, text: string): RedactionResult {
  const counts = new Map<string, number>();
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = current;
    // Encoded secrets first: found whole in a decoded view, they are replaced whole, before a
    // rule on the raw text could take a piece of one (`ATATT3…%3D…`, an id without its secret).
    current = replaceSpans(current, hiddenSpans(set, current), counts);
    for (const rule of set.for(current)) current = applyRule(current, rule, counts);
    if (current === before) break;
  }
  const findings: RedactionFinding[] = [];
  for (const id of set.ids) {
    const count = counts.get(id);
    if (count !== undefined) findings.push({ rule: id, count });
  }
  return { text: current, findings };
}

function applyRule(text: string, rule: Rule, counts: Map<string, number>): string {
  let out = "";
  let last = 0;
  let replaced = 0;
  eachMatch(text, rule, (spans) => {
    for (const [start, end] of spans) {
      if (start < last) continue;
      out += text.slice(last, start) + REDACTED;
      last = end;
      replaced++;
    }
  });
  if (replaced === 0) return text;
  counts.set(rule.id, (counts.get(rule.id) ?? 0) + replaced);
  return out + text.slice(last);
}

/** Call `found` with the accepted secret spans of every match of `rule` in `text`. */
function eachMatch(text: string, rule: Rule, found: (spans: Array<[number, number]>) => void) {
  // A fresh copy per call: no shared lastIndex state between calls (views recurse).
  const pattern = new RegExp(rule.pattern);
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const spans = secretSpans(match, rule);
    if (spans.length === 0) {
      // Rejected (a placeholder, a reference): look again one character later, so a real
      // secret overlapping the rejected match is still found.
      pattern.lastIndex = match.index + 1;
      continue;
    }
    found(spans);
    if (pattern.lastIndex <= match.index) pattern.lastIndex = match.index + 1;
  }
}

/** The accepted secret spans of one match, in text order. */
function secretSpans(match: RegExpExecArray, rule: Rule): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const group of rule.secret) {
    // Named groups, or numbered ones ("1", "0" for the whole match) for imported rules.
    const n = Number(group);
    const span = Number.isInteger(n) ? match.indices?.[n] : match.indices?.groups?.[group];
    const value = Number.isInteger(n) ? match[n] : match.groups?.[group];
    if (span === undefined || value === undefined || value.length === 0) continue;
    if (value.includes(REDACTED)) continue;
    if (rule.accept && !rule.accept(value, group, match)) continue;
    if (rule.split) {
      for (const [a, b] of rule.split(value)) spans.push([span[0] + a, span[0] + b]);
    } else {
      spans.push([span[0], span[1]]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** Every rule's secrets in `text`, without changing it; a span overlapping an earlier one is dropped. */
function findSpans(set: RuleSet, text: string): Span[] {
  // Kept sorted by start and disjoint, so an overlap check is a binary search.
  const spans: Span[] = [];
  for (const rule of set.for(text)) {
    eachMatch(text, rule, (found) => {
      for (const [start, end] of found) {
        const at = firstEndingAfter(spans, start);
        if (at < spans.length && spans[at]!.start < end) continue;
        spans.splice(at, 0, { start, end, rule: rule.id });
      }
    });
  }
  return spans;
}

/** Index of the first span of sorted, disjoint `spans` that ends after `offset`. */
function firstEndingAfter(spans: Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Secrets hidden by an encoding: found in a decoded view (JSON escapes, URL encoding) or in a
 * base64 value that decodes to `user:password` or to text holding a secret; as spans of `text`.
 */
function hiddenSpans(set: RuleSet, text: string): Span[] {
  const spans: Span[] = base64Spans(set, text);
  for (const view of views(text)) {
    for (const span of [...findSpans(set, view.text), ...base64Spans(set, view.text)]) {
      spans.push({ start: view.map[span.start]!, end: view.map[span.end]!, rule: span.rule });
    }
  }
  return spans;
}

// `user:password` once decoded: no spaces, a user without braces or quotes (not JSON), and a
// password that does not start with `//` (not a URL).
const USER_PASS = /^(?<user>[^\s:{}"'\[\]]{1,100}):(?<pass>(?!\/\/)\S{1,300})$/;

function base64Spans(set: RuleSet, text: string): Span[] {
  const spans: Span[] = [];
  for (const run of base64Runs(text)) {
    // `Authorization: Basic …` is the authorization-basic rule's, on the raw text.
    if (/basic[ \t]+$/i.test(text.slice(Math.max(0, run.start - 10), run.start))) continue;
    const pass = USER_PASS.exec(run.decoded)?.groups?.pass;
    if (pass !== undefined && !isNotASecret(pass)) {
      spans.push({ start: run.start, end: run.end, rule: BASE64_CREDENTIAL });
      continue;
    }
    // A PEM block, a token or an .env file inside: the whole value goes, under that rule's name.
    const inner = run.decoded.length >= 16 ? findSpans(set, run.decoded)[0] : undefined;
    if (inner !== undefined) spans.push({ start: run.start, end: run.end, rule: inner.rule });
  }
  return spans;
}

/** Replace `spans` of `text` (overlaps merged; spans already redacted skipped) and count them. */
function replaceSpans(text: string, spans: Span[], counts: Map<string, number>): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let last = 0;
  for (const span of spans) {
    if (span.end <= span.start) continue;
    if (span.start < last) {
      // Overlaps the previous span: extend it.
      last = Math.max(last, span.end);
      continue;
    }
    if (text.slice(span.start, span.end).includes(REDACTED)) continue;
    out += text.slice(last, span.start) + REDACTED;
    last = span.end;
    counts.set(span.rule, (counts.get(span.rule) ?? 0) + 1);
  }
  return out + text.slice(last);
}
