/**
 * Secret redaction: the last step before anything leaves the machine (every prompt to a backend,
 * every summary written, every field pushed to a team server). Each secret is replaced by the
 * literal `[REDACTED]`; only the secret part goes, so `api_key = "[REDACTED]"`,
 * `Authorization: Bearer [REDACTED]` and `postgres://app:[REDACTED]@db/prod` stay readable.
 *
 * Pure and synchronous. The rules live in `_rules.ts`; docs/redaction.md lists them.
 */
import { REDACTED } from "./_filters.ts";
import { type Rule, RULES } from "./_rules.ts";

export { REDACTED };

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

/** Rule ids in rule order, each once (two rules can share an id, like the two PEM shapes). */
const RULE_IDS: readonly string[] = [...new Set(RULES.map((rule) => rule.id))];

/**
 * Replace every secret in `text` by `[REDACTED]` and say which rules fired.
 *
 * @example
 * ```ts
 * const { text, findings } = redact('curl -H "Authorization: Bearer abc123def456ghi789"');
 * // text: 'curl -H "Authorization: Bearer [REDACTED]"'
 * // findings: [{ rule: "authorization-bearer", count: 1 }]
 * ```
 */
export function redact(text: string): RedactionResult {
  const counts = new Map<string, number>();
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changed = false;
    for (const rule of RULES) {
      const next = applyRule(current, rule, counts);
      if (next !== current) {
        current = next;
        changed = true;
      }
    }
    if (!changed) break;
  }
  const findings: RedactionFinding[] = [];
  for (const id of RULE_IDS) {
    const count = counts.get(id);
    if (count !== undefined) findings.push({ rule: id, count });
  }
  return { text: current, findings };
}

/** True when `text` holds at least one secret that `redact` would replace. */
export function containsSecret(text: string): boolean {
  for (const rule of RULES) {
    const pattern = new RegExp(rule.pattern);
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      if (secretSpans(match, rule).length > 0) return true;
      pattern.lastIndex = match.index + 1;
    }
  }
  return false;
}

/**
 * A copy of a JSON-like value with every string redacted (object keys are kept as they are).
 * Arrays and plain objects are copied; other objects (Date, Map, class instances) are returned
 * unchanged.
 *
 * @example
 * ```ts
 * redactDeep({ title: "Rotate key", body: "old key sk-..." }); // body redacted
 * ```
 */
export function redactDeep<T>(value: T): T {
  return deep(value, new WeakMap()) as T;
}

function deep(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === "string") return redact(value).text;
  if (typeof value !== "object" || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(deep(item, seen));
    return copy;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = deep(item, seen);
  return copy;
}

function applyRule(text: string, rule: Rule, counts: Map<string, number>): string {
  // A fresh copy per call: no shared lastIndex state between calls.
  const pattern = new RegExp(rule.pattern);
  let out = "";
  let last = 0;
  let replaced = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const spans = secretSpans(match, rule);
    if (spans.length === 0) {
      // Rejected (a placeholder, a reference): look again one character later, so a real
      // secret overlapping the rejected match is still found.
      pattern.lastIndex = match.index + 1;
      continue;
    }
    for (const [start, end] of spans) {
      out += text.slice(last, start) + REDACTED;
      last = end;
      replaced++;
    }
    if (pattern.lastIndex <= match.index) pattern.lastIndex = match.index + 1;
  }
  if (replaced === 0) return text;
  counts.set(rule.id, (counts.get(rule.id) ?? 0) + replaced);
  return out + text.slice(last);
}

/** The accepted secret spans of one match, in text order. */
function secretSpans(match: RegExpExecArray, rule: Rule): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const indices = match.indices?.groups;
  if (!indices) return spans;
  for (const group of rule.secret) {
    const span = indices[group];
    const value = match.groups?.[group];
    if (span === undefined || value === undefined || value.length === 0) continue;
    if (value.includes(REDACTED)) continue;
    if (rule.accept && !rule.accept(value, group, match)) continue;
    spans.push([span[0], span[1]]);
  }
  return spans.sort((a, b) => a[0] - b[0]);
}
