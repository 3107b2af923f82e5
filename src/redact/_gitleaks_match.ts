/**
 * How ctx runs a gitleaks rule (the data is in `_gitleaks_data.json`, see `_gitleaks.ts`).
 *
 * The semantics follow gitleaks' documented rule format: the secret is the `secretGroup`, or
 * the first capture group that matched, or the whole match; a rule with an `entropy` threshold
 * only takes secrets above it (Shannon entropy, bits per character); allowlists (regexes on the
 * secret, the match or the line, and stopwords) drop a finding.
 */
import { isNotASecret } from "./_filters.ts";
import { captureGroups } from "./_indices.ts";
import { checked, type Rule } from "./_rule.ts";

export interface GitleaksAllowlist {
  target: string;
  /** [source, flags] pairs. */
  regexes: ReadonlyArray<readonly string[]>;
  stopwords: readonly string[];
}

export interface GitleaksRuleData {
  id: string;
  description: string;
  source: string;
  flags: string;
  keywords: readonly string[];
  entropy: number;
  secretGroup: number;
  allowlists: readonly GitleaksAllowlist[];
  /**
   * Where it runs (`gitleaksScope` of `source`), read from the pattern by the import script so
   * that building the rules does not (about 5 ms of a fresh process's first `redact()`).
   */
  scope: Readonly<{ wholeText?: boolean; anchors?: readonly string[]; reach?: { after: number } }>;
}

/** An allowlist with its regexes compiled. */
export interface Allowlist {
  target: string;
  regexes: RegExp[];
  stopwords: readonly string[];
}

export function compileAllowlist(list: GitleaksAllowlist): Allowlist {
  return {
    target: list.target,
    regexes: list.regexes.map(([source, flags]) => new RegExp(source ?? "", flags)),
    stopwords: list.stopwords,
  };
}

// `entropy`'s tables for ASCII text: the count of each character, and the characters in the
// order they first occur (kept from one call to the next, all zero between calls).
const COUNTS = new Int32Array(128);
const ORDER = new Int32Array(128);

/**
 * Shannon entropy of `text` in bits per character (per code point, over `text.length`).
 * (It runs on every candidate of a rule with a threshold: ASCII text is counted in a table rather
 * than a Map of one-character strings, summed in the same order, so the result is the same.)
 */
export function entropy(text: string): number {
  const n = text.length;
  let ascii = true;
  for (let i = 0; i < n && ascii; i++) ascii = text.charCodeAt(i) < 128;
  if (!ascii) return entropyOf(text);
  let kinds = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const was = COUNTS[c]!;
    COUNTS[c] = was + 1;
    if (was === 0) ORDER[kinds++] = c;
  }
  let bits = 0;
  for (let k = 0; k < kinds; k++) {
    const c = ORDER[k]!;
    const p = COUNTS[c]! / n;
    COUNTS[c] = 0;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** `entropy` for any text: counted by code point, in the order each first occurs. */
function entropyOf(text: string): number {
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function lineAround(input: string, start: number, end: number): string {
  const from = input.lastIndexOf("\n", start) + 1;
  const to = input.indexOf("\n", end);
  return input.slice(from, to === -1 ? input.length : to);
}

/** True when one of `lists` allows `secret` (found by `match`): not a finding. */
export function allowedBy(lists: Allowlist[], secret: string, match: RegExpExecArray): boolean {
  for (const list of lists) {
    const target = list.target === "match"
      ? match[0]
      : list.target === "line"
      ? lineAround(match.input, match.index, match.index + match[0].length)
      : secret;
    if (list.regexes.some((r) => r.test(target))) return true;
    const lower = secret.toLowerCase();
    if (list.stopwords.some((w) => lower.includes(w))) return true;
  }
  return false;
}

/** One gitleaks rule as a ctx rule; `global` are the config-wide allowlists. */
export function gitleaksRule(data: GitleaksRuleData, global: Allowlist[]): Rule {
  const pattern = new RegExp(data.source, data.flags + "gd");
  const groups = captureGroups(data.source).count;
  const secret = data.secretGroup > 0
    ? [String(data.secretGroup)]
    : groups === 0
    ? ["0"]
    : Array.from({ length: groups }, (_, i) => String(i + 1));
  const lists = data.allowlists.map(compileAllowlist);
  return checked({
    id: `gitleaks:${data.id}`,
    description: data.description,
    keywords: data.keywords,
    ...data.scope,
    pattern,
    secret,
    accept: (value, group, match) => {
      // Without a secretGroup, only the first capture group that took part counts.
      if (data.secretGroup === 0 && groups > 0) {
        for (let i = 1; i < Number(group); i++) if (match[i]) return false;
      }
      if (data.entropy > 0 && entropy(value) <= data.entropy) return false;
      return !isNotASecret(value.replace(/^["'\x60]|["'\x60]$/g, "")) &&
        !allowedBy(global, value, match) &&
        !allowedBy(lists, value, match);
    },
  });
}
