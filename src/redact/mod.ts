/**
 * Secret redaction: the last step before anything leaves the machine (every prompt to a backend,
 * every summary written, every field pushed to a team server). Each secret is replaced by the
 * literal `[REDACTED]`; only the secret part goes, so `api_key = "[REDACTED]"`,
 * `PGPASSWORD=[REDACTED] psql -h db` and `postgres://app:[REDACTED]@db/prod` stay readable.
 *
 * How (`_engine.ts`): the rules (`_rules.ts`) run on the text and on its decoded views (JSON
 * string escapes, URL encoding, base64 values: `_views.ts`); a secret found in a view is
 * replaced in the original text. A rule runs only when the text holds one of its keywords.
 *
 * Pure and synchronous. docs/redaction.md lists the rules and the decisions behind them.
 */
import {
  BASE64_CREDENTIAL,
  DECODED_SECRET,
  type RedactionFinding,
  type RedactionResult,
  redactWith,
} from "./_engine.ts";
import { REDACTED } from "./_filters.ts";
import { redactingText } from "./_public_at_key.ts";
import { forgetValues } from "./_remembered.ts";
import { allRules } from "./_rules.ts";
import { RuleSet } from "./_ruleset.ts";
import { withSealedAside } from "./_sealed.ts";

export { REDACTED };
export type { RedactionFinding, RedactionResult };

let all: RuleSet | undefined;

/** Every rule, ready to run: built by the first redaction, not when the module loads. */
function ruleSet(): RuleSet {
  all ??= new RuleSet(allRules(), [BASE64_CREDENTIAL, DECODED_SECRET]);
  return all;
}

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
  try {
    return withSealedAside(text, (shown) => {
      redactingText(shown);
      return redactWith(ruleSet(), shown);
    });
  } finally {
    forgetValues();
  }
}

/** True when `text` holds at least one secret that `redact` would replace. */
export function containsSecret(text: string): boolean {
  return redact(text).text !== text;
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
