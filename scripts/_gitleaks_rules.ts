/**
 * Reads gitleaks' rule data (its default `gitleaks.toml`, MIT licence) and turns it into rules
 * that run in JavaScript, for `scripts/redact_eval.ts`. Only the data is used: each rule's
 * regex, keywords, entropy threshold, secret group and allowlists; the matching semantics are
 * written here from the documented format.
 *
 * Go's RE2 syntax differs from JavaScript's in a few places, translated below: a leading `(?i)`
 * becomes the `i` flag, one in the middle of a pattern applies to the rest of its group
 * (`(?i:…)` in JavaScript), `\z` is the end of the text, `[[:alnum:]]` a class. A rule whose
 * pattern still does not compile is reported and skipped.
 */
import { parse } from "npm:smol-toml@1.9.1";

export interface Allowlist {
  target: "secret" | "match" | "line";
  regexes: RegExp[];
  stopwords: string[];
}

export interface GitleaksRule {
  id: string;
  pattern: RegExp;
  keywords: string[];
  entropy: number;
  secretGroup: number;
  allowlists: Allowlist[];
}

export interface GitleaksRules {
  rules: GitleaksRule[];
  global: Allowlist[];
  /** Rules whose pattern could not be translated, with the reason. */
  skipped: Array<{ id: string; reason: string }>;
}

/** A Go RE2 pattern as a JavaScript source and flags. */
export function translate(go: string): { source: string; flags: string } {
  let source = go;
  let flags = "";
  if (source.startsWith("(?i)")) {
    source = source.slice(4);
    flags = "i";
  }
  source = source.replace(/\[\[:alnum:\]\]/g, "[A-Za-z0-9]").replace(/\[:alnum:\]/g, "A-Za-z0-9")
    .replace(/\\z/g, "(?![\\s\\S])").replace(/\(\?P</g, "(?<");
  // `[\w.-]{0,50}?` in front of a keyword only widens the match to the whole name; dropped, the
  // pattern starts on its keyword, which a backtracking engine scans for far faster.
  // (Some patterns carry it twice, once inside a leading `(?i:`.)
  for (let i = 0; i < 2; i++) source = source.replace(/^(\(\?i:)?\[\\w\.-\]\{0,50\}\?/, "$1");
  return { source: scopeInlineFlags(source), flags };
}

/** `a(?i)b` (Go: case-insensitive to the end of the group) as `a(?i:b)`. */
function scopeInlineFlags(source: string): string {
  let out = "";
  // For each open group, how many `(?i:` we opened inside it and must close with it.
  const open: number[] = [0];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      out += c + (source[i + 1] ?? "");
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
      continue;
    }
    if (source.startsWith("(?i)", i)) {
      out += "(?i:";
      open[open.length - 1]!++;
      i += 3;
      continue;
    }
    if (c === "(") {
      open.push(0);
      out += c;
      continue;
    }
    if (c === ")" || c === "|") {
      const n = open[open.length - 1]!;
      out += ")".repeat(n);
      open[open.length - 1] = 0;
      if (c === ")") open.pop();
      out += c;
      if (c === "|" && n > 0) {
        // Go's flag holds for the rest of the group, across `|` too.
        out += "(?i:";
        open[open.length - 1] = 1;
      }
      continue;
    }
    out += c;
  }
  return out + ")".repeat(open[0] ?? 0);
}

function compile(go: string, extra: string): RegExp {
  const { source, flags } = translate(go);
  return new RegExp(source, flags + extra);
}

interface RawAllowlist {
  regexTarget?: string;
  regexes?: string[];
  stopwords?: string[];
  paths?: string[];
  condition?: string;
}

function allowlist(raw: RawAllowlist): Allowlist | undefined {
  // Paths have no meaning for text; an allowlist that needs a path AND a regex never applies.
  if (raw.paths && raw.paths.length > 0 && raw.condition === "AND") return undefined;
  if (!raw.regexes?.length && !raw.stopwords?.length) return undefined;
  const target = raw.regexTarget === "match" || raw.regexTarget === "line"
    ? raw.regexTarget
    : "secret";
  return {
    target,
    regexes: (raw.regexes ?? []).map((r) => compile(r, "")),
    stopwords: (raw.stopwords ?? []).map((s) => s.toLowerCase()),
  };
}

/** Parse gitleaks.toml text into runnable rules. */
export function loadGitleaksRules(toml: string): GitleaksRules {
  const doc = parse(toml) as {
    allowlist?: RawAllowlist;
    rules?: Array<{
      id: string;
      regex?: string;
      keywords?: string[];
      entropy?: number;
      secretGroup?: number;
      allowlists?: RawAllowlist[];
    }>;
  };
  const global = doc.allowlist ? [allowlist(doc.allowlist)].filter((a) => a !== undefined) : [];
  const rules: GitleaksRule[] = [];
  const skipped: GitleaksRules["skipped"] = [];
  for (const raw of doc.rules ?? []) {
    if (!raw.regex) {
      skipped.push({ id: raw.id, reason: "path-only rule" });
      continue;
    }
    try {
      rules.push({
        id: raw.id,
        pattern: compile(raw.regex, "gd"),
        keywords: (raw.keywords ?? []).map((k) => k.toLowerCase()),
        entropy: raw.entropy ?? 0,
        secretGroup: raw.secretGroup ?? 0,
        allowlists: (raw.allowlists ?? []).map(allowlist).filter((a) => a !== undefined),
      });
    } catch (error) {
      skipped.push({ id: raw.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { rules, global, skipped };
}

function shannon(text: string): number {
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function allowed(lists: Allowlist[], secret: string, match: string, line: string): boolean {
  return lists.some((list) => {
    const target = list.target === "match" ? match : list.target === "line" ? line : secret;
    return list.regexes.some((r) => r.test(target)) ||
      list.stopwords.some((w) => secret.toLowerCase().includes(w));
  });
}

/** The [start, end) spans of the secrets gitleaks' rules find in `text`. */
export function gitleaksSpans(set: GitleaksRules, text: string): Array<[number, number]> {
  const lower = text.toLowerCase();
  const spans: Array<[number, number]> = [];
  for (const rule of set.rules) {
    if (rule.keywords.length > 0 && !rule.keywords.some((k) => lower.includes(k))) continue;
    const pattern = new RegExp(rule.pattern);
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (m[0] === "") {
        pattern.lastIndex++;
        continue;
      }
      let group = rule.secretGroup;
      if (group === 0) group = m.findIndex((g, i) => i > 0 && g !== undefined && g !== "");
      const [start, end] = (group > 0 ? m.indices?.[group] : undefined) ??
        [m.index, m.index + m[0].length];
      const secret = text.slice(start, end);
      if (rule.entropy > 0 && shannon(secret) <= rule.entropy) continue;
      const lineStart = text.lastIndexOf("\n", m.index) + 1;
      const lineEnd = text.indexOf("\n", m.index + m[0].length);
      const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      if (allowed(set.global, secret, m[0], line) || allowed(rule.allowlists, secret, m[0], line)) {
        continue;
      }
      spans.push([start, end]);
    }
  }
  return spans;
}
