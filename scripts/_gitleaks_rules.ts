/**
 * Reads gitleaks' rule data (its default `config/gitleaks.toml`, MIT licence) for
 * `scripts/gitleaks_import.ts` (which writes it into `src/redact/_gitleaks_data.json`) and
 * `scripts/redact_eval.ts` (which measures gitleaks' rules on their own). Only the data is used:
 * each rule's regex, keywords, entropy threshold, secret group and allowlists; the matching
 * semantics are ctx's own (`src/redact/_gitleaks_match.ts`), written from the documented format.
 *
 * Go's RE2 syntax differs from JavaScript's in a few places, translated here: a leading `(?i)`
 * becomes the `i` flag, one in the middle of a pattern applies to the rest of its group
 * (`(?i:…)` in JavaScript), `\z` is the end of the text, `[[:alnum:]]` a class. A rule whose
 * pattern still does not compile is reported and skipped.
 */
import { parse } from "npm:smol-toml@1.9.1";
import { gitleaksScope } from "../src/redact/_gitleaks_scope.ts";
import {
  allowedBy,
  compileAllowlist,
  entropy,
  type GitleaksAllowlist,
  type GitleaksRuleData,
} from "../src/redact/_gitleaks_match.ts";

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

interface RawAllowlist {
  regexTarget?: string;
  regexes?: string[];
  stopwords?: string[];
  paths?: string[];
  condition?: string;
}

interface RawRule {
  id: string;
  description?: string;
  path?: string;
  regex?: string;
  keywords?: string[];
  entropy?: number;
  secretGroup?: number;
  allowlists?: RawAllowlist[];
}

function allowlist(raw: RawAllowlist): GitleaksAllowlist | undefined {
  // Paths have no meaning for text; an allowlist that needs a path AND a regex never applies.
  if (raw.paths && raw.paths.length > 0 && raw.condition === "AND") return undefined;
  if (!raw.regexes?.length && !raw.stopwords?.length) return undefined;
  return {
    target: raw.regexTarget === "match" || raw.regexTarget === "line" ? raw.regexTarget : "secret",
    regexes: (raw.regexes ?? []).map((r) => {
      const t = translate(r);
      new RegExp(t.source, t.flags); // throws when it does not translate
      return [t.source, t.flags];
    }),
    stopwords: (raw.stopwords ?? []).map((s) => s.toLowerCase()),
  };
}

export interface GitleaksConfig {
  rules: GitleaksRuleData[];
  global: GitleaksAllowlist[];
  /** Rules not read, with the reason: file-scoped (`path`), no regex, or untranslatable. */
  skipped: Array<{ id: string; reason: string }>;
}

/** gitleaks.toml text as rule data with JavaScript patterns. */
export function readGitleaksConfig(toml: string): GitleaksConfig {
  const doc = parse(toml) as { allowlist?: RawAllowlist; rules?: RawRule[] };
  const global = doc.allowlist ? allowlist(doc.allowlist) : undefined;
  const rules: GitleaksRuleData[] = [];
  const skipped: GitleaksConfig["skipped"] = [];
  for (const raw of doc.rules ?? []) {
    if (!raw.regex) {
      skipped.push({ id: raw.id, reason: "a file-path rule" });
      continue;
    }
    if (raw.path) {
      // Scoped to files of one kind (e.g. *.tf): without a file name it would fire on any text.
      skipped.push({ id: raw.id, reason: `only for files matching ${raw.path}` });
      continue;
    }
    try {
      const { source, flags } = translate(raw.regex);
      new RegExp(source, flags + "gd");
      rules.push({
        id: raw.id,
        description: raw.description ?? raw.id,
        source,
        flags,
        keywords: (raw.keywords ?? []).map((k) => k.toLowerCase()),
        entropy: raw.entropy ?? 0,
        secretGroup: raw.secretGroup ?? 0,
        allowlists: (raw.allowlists ?? []).map(allowlist).filter((a) => a !== undefined),
        scope: gitleaksScope(source),
      });
    } catch (error) {
      skipped.push({ id: raw.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { rules, global: global ? [global] : [], skipped };
}

/**
 * The [start, end) spans of the secrets gitleaks' rules alone find in `text`, the way gitleaks
 * scans text (no decoding, no placeholder checks): for measuring them on their own.
 */
export function gitleaksSpans(config: GitleaksConfig, text: string): Array<[number, number]> {
  const lower = text.toLowerCase();
  const global = config.global.map(compileAllowlist);
  const spans: Array<[number, number]> = [];
  for (const rule of config.rules) {
    if (rule.keywords.length > 0 && !rule.keywords.some((k) => lower.includes(k))) continue;
    const lists = rule.allowlists.map(compileAllowlist);
    const pattern = new RegExp(rule.source, rule.flags + "gd");
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
      if (rule.entropy > 0 && entropy(secret) <= rule.entropy) continue;
      if (allowedBy(global, secret, m) || allowedBy(lists, secret, m)) continue;
      spans.push([start, end]);
    }
  }
  return spans;
}
