/**
 * What a rule is, and the small pieces rules share (value forms, boundaries, acceptance checks).
 *
 * Writing a rule: every quantifier is bounded or stands on a character class disjoint from what
 * follows, with no nested unbounded quantifiers, so a 5 MB prompt cannot make a rule backtrack
 * catastrophically. Rules start with a literal or a keyword where they can (the regex engine scans
 * for those fastest), and list `keywords`: a rule runs only on text that contains one of them
 * (lower-cased), which is what keeps a clean transcript cheap.
 */
import { isDottedIdentifier, isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { groupSpan } from "./_indices.ts";
import type { RunKind } from "./_line_ends.ts";

export interface Rule {
  /** Stable name, reported by `ctx redact --report` and in findings. */
  readonly id: string;
  readonly description: string;
  /** Lower-case words one of which the text must contain for the rule to run (empty: always). */
  readonly keywords: readonly string[];
  /**
   * For a rule without a telling keyword: a cheap test the text must pass for it to run. (A
   * regex that is a plain string, or a function of `includes`, is a fast search; a regex with a
   * class or an alternation is a scan of the whole text in every plan.)
   */
  readonly when?: RegExp | ((text: string) => boolean);
  /**
   * For a `when` that reads only the lines a match of the rule would stand on: how many lines
   * above and below a line it reads at most. When it said no to a pass's text, the next pass asks
   * it only of the lines that pass changed and these around them (the others, unchanged, hold
   * nothing it says yes to), not of the whole text again.
   */
  readonly whenReads?: number;
  /**
   * For a per-line rule: a pattern every line holding a match it keeps also holds (its `|`, its
   * `</`, what its `accept` asks of the value): the rule skips the lines without one. Needs the
   * `g` flag. A rule without keywords and with this pattern runs on the lines that hold it.
   * Whether a line holds it must depend on that line alone, with no `^` or `$` and nothing read
   * past the line breaks around it (a pass after the first reads only the lines changed since,
   * each run of them on its own).
   */
  readonly lineHas?: RegExp;
  /**
   * For a per-line rule whose every match starts at a line break (or where its stretch starts)
   * and takes what follows up to the end of a line that a value ends (`run`, at least `least`
   * long; `Source.valueEnd`), that line the next one or, past `gap` lines at most that are blank
   * or a `[head]`, a later one; or that holds `orHolds` anywhere. The rule's regex is then tried,
   * sticky, only at the line breaks such a line follows (each line's end read once for every
   * rule), not searched for along all its lines.
   */
  readonly valueEnds?: {
    readonly least: number;
    readonly run: RunKind;
    readonly gap?: number;
    readonly orHolds?: string;
  };
  /**
   * Set to false for a rule whose checks read the text around a value: it does not run on text
   * the engine makes (`_hidden.ts`), lines joined where a token wraps or unescaped lines from the
   * middle of a text (they hold only those lines), or the bytes base64 or hex decodes to (a piece
   * found there takes the whole encoded run ahead of the rules on the text as written). It runs
   * on a whole text or transcript record read JSON- or URL-unescaped.
   */
  readonly readsMadeText?: boolean;
  /**
   * Set when a match may cross a line break, or may stand on a line without one of the
   * keywords: the rule then runs on the whole text. Unset, it runs only on the lines holding a
   * keyword (every match and everything its checks read stay on one such line).
   */
  readonly wholeText?: boolean;
  /**
   * For a rule on the whole text: set when every match starts on a line holding one of its
   * keywords (its `anchors`, when it has them; the line's break included), or at most `above`
   * lines above one. The rule then reads only those lines for where a match starts, and the whole
   * text from there: the same matches as a search of the whole text, without reading the lines
   * that cannot start one.
   */
  readonly startsNearKeyword?: { readonly above: number };
  /**
   * For a per-line rule, or one on the whole text that starts near them (`startsNearKeyword`):
   * the words that mark where it can match, when they are not its keywords
   * (lower-case, 2 or more characters; every match holds one, or stands within `reach` of one).
   * The keywords still decide whether the rule runs at all. Empty: the lines holding `lineHas`.
   */
  readonly anchors?: readonly string[];
  /**
   * For a per-line rule whose match may cross line breaks near an anchor: how many characters
   * before and after the start of an anchor a match may reach (the lines there run together).
   */
  readonly reach?: { readonly before?: number; readonly after?: number };
  /**
   * For a rule that runs on the whole text (no keywords, no `lineHas`) whose verdict on a match
   * reads only the lines around the match's own: how many lines above and below it its regex
   * and checks read, and a summary of anything else in the text they read (`beyond`: on two
   * texts with the same summary, that reading gives the same answer). A later pass then runs it
   * only where a line changed since it last ran could change an answer: on the whole text, taking
   * the matches that start within `above` lines below or `below` lines above a changed line; and
   * on the whole text again when the summary changed.
   */
  readonly around?: {
    readonly above: number;
    readonly below: number;
    readonly beyond?: (text: string) => string;
  };
  /**
   * Set when every match starts at the first digit of a run of token characters
   * (`[A-Za-z0-9_+\/-]`, as long as it goes, or from after a colour code's `m` in it) of
   * `RUN_MIN` (20) or more, in any text the rule is run on: its regex is then tried only there,
   * the runs read once for every rule that asks (`_token_runs.ts`): the same matches as a search,
   * without reading the text between them.
   */
  readonly atRuns?: true;
  /** Must carry the `g` and `d` flags (global, match indices). */
  readonly pattern: RegExp;
  /**
   * Named groups holding the secret. Each one that took part in a match is replaced by
   * `[REDACTED]`; the rest of the match (names, prefixes, hosts) stays readable.
   */
  readonly secret: readonly string[];
  /** Whether a captured value is really a secret (false = leave it). `group` names the group. */
  readonly accept?: (value: string, group: string, match: RegExpExecArray) => boolean;
  /**
   * For a group that holds several secrets (a cookie header's values): the parts of an accepted
   * value to replace, as [start, end) offsets into the value. Default: the whole value.
   */
  readonly split?: (value: string) => Array<[number, number]>;
  /** What the rule must find and what it must leave alone (ctx's own rules). */
  readonly examples?: Examples;
}

/**
 * Texts a rule is checked with (tests/redact/examples_test.ts) and shown with (docs/redaction.md,
 * written by scripts/redact_rules_doc.ts).
 */
export interface Examples {
  /**
   * Texts holding secrets, each marked «like this»: with the marks taken out, `redact()` gives the
   * text with exactly each marked part replaced by `[REDACTED]`, and names this rule.
   */
  readonly match: readonly string[];
  /** Look-alikes the rule is there to leave alone: `redact()` gives them back unchanged. */
  readonly clean: readonly string[];
}

/** One of ctx's own rules: with its examples. */
export function rule(spec: Rule & { examples: Examples }): Rule {
  if (spec.examples.match.length === 0 || spec.examples.clean.length === 0) {
    throw new Error(`Redaction rule "${spec.id}" needs an example of each kind`);
  }
  return checked(spec);
}

/** A rule with its keywords lower-cased and its pattern checked (the `g` and `d` flags). */
export function checked(spec: Rule): Rule {
  if (!spec.pattern.global || !spec.pattern.hasIndices) {
    throw new Error(`Redaction rule "${spec.id}" needs the g and d flags`);
  }
  // (The engine gives such a rule lines of the whole text; a per-line rule reads its own.)
  if (
    spec.around !== undefined &&
    spec.wholeText !== true && (spec.keywords.length > 0 || spec.lineHas !== undefined)
  ) {
    throw new Error(`Redaction rule "${spec.id}": only a rule on the whole text reads around`);
  }
  return {
    ...spec,
    keywords: spec.keywords.map((k) => k.toLowerCase()),
    ...(spec.anchors ? { anchors: spec.anchors.map((a) => a.toLowerCase()) } : {}),
  };
}

// A token body that is only lowercase words joined by - or _ is a name (`sk-learn-pipeline`),
// not a key. A body of one repeated letter is still a token shape (tests build fakes that way).
export function isTokenBody(value: string): boolean {
  return !/^[a-z]+(?:[-_][a-z]+)+$/.test(value) && !isPlaceholder(value);
}

// A terminal colour code just before (ESC written as itself or JSON-escaped).
const COLOUR_BEFORE = new RegExp("(?:" + String.fromCharCode(27) + "|\\\\u001b)\\[[\\d;]{0,12}m$");

/**
 * True when a token may start where `match` starts: at the start of the text, after a character
 * that is not a letter or digit (so `value_ghp_…`, `"ghp_…`, `|ghp_…` count), or glued after an
 * escape that hides a separator: a JSON `\n`/`\t`/`\r` (`"boot\nghp_…"`), a URL `%XX`
 * (`a%3Dghp_…`) or a terminal colour code (`\x1b[33mghp_…`). Checked here rather than with a lookbehind, so the pattern can start with its
 * literal prefix.
 */
export function tokenStarts(input: string, at: number): boolean {
  if (at === 0) return true;
  const prev = input.charCodeAt(at - 1);
  const alnum = (prev >= 48 && prev <= 57) || (prev >= 65 && prev <= 90) ||
    (prev >= 97 && prev <= 122);
  if (!alnum) return true;
  if (at >= 2 && input[at - 2] === "\\" && /[nrt]/.test(input[at - 1]!)) return true;
  // After a terminal colour code (`\x1b[33m`, also JSON-escaped `\u001b[33m`).
  if (prev === 109 && COLOUR_BEFORE.test(input.slice(Math.max(0, at - 20), at))) return true;
  return at >= 3 && input[at - 3] === "%" && /^[0-9A-Fa-f]{2}$/.test(input.slice(at - 2, at));
}

/** An `accept` for prefixed tokens: a real token start and a body that is not a name. */
export function prefixedToken(prefix: RegExp): NonNullable<Rule["accept"]> {
  return (value, group, match) =>
    tokenAtStart(value, group, match) && isTokenBody(value.replace(prefix, ""));
}

/** An `accept` for tokens whose shape is specific enough: only a real token start. */
export function tokenAtStart(value: string, group: string, match: RegExpExecArray): boolean {
  const start = groupSpan(match, group)?.[0] ?? match.index;
  return tokenStarts(match.input, start) && !isPlaceholder(value);
}

/**
 * True when a "quoted value" is the code between two string literals that its quotes close and
 * open (`Password=" & pwd & ";"`, `"…" + user.pw + "…"`): it starts with a joining operator.
 */
export function betweenLiterals(value: string): boolean {
  return /^[ \t]*(?:&|\+|\.|\|\|)[ \t]/.test(value);
}

/** Quoted values: anything but a placeholder, a reference, a path or JSON's punctuation. */
export function quotedSecret(value: string): boolean {
  // (Nor a JSON record's own brackets read between two of its strings' quotes: `psk: aGk=` then
  // `"}]},"` reads as a typed assignment `name: Type = "…"`; `…password:"}]},"uuid"`.)
  return value.trim().length >= 4 && !isNotASecret(value) && !/\{[A-Za-z_][\w.]*\}/.test(value) &&
    !betweenLiterals(value) &&
    !/^[\s\[\]{}(),:]+$/.test(value);
}

/**
 * A bare value must end where a value ends (space, quote, comma, end of text, a closing bracket
 * not opened inside it), not run into `(`, `[`, `{`, `<` or `\\`: `getpass()`,
 * `os.environ["X"]`, `Option<String>` are code. A JSON escape (`\n`, `\"`) also ends a value:
 * the value sits inside a JSON string.
 */
export function bareValueEnds(match: RegExpExecArray, group: string): boolean {
  const span = groupSpan(match, group);
  if (span === undefined) return false;
  const input = match.input;
  const end = span[1];
  const value = input.slice(span[0], end);
  // A bracket inside a value is a password's character when the first one closes what never
  // opened (`a6gg}a)o7`); one that opens first, or brackets that pair up, are code
  // (`getpass(`, `ENC[AES256_GCM`, `f(x).y`).
  const bracket = value.search(/[(){}\[\]]/);
  if (
    bracket !== -1 &&
    (/[({\[]/.test(value[bracket]!) || /\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/.test(value))
  ) return false;
  const next = input[end];
  if (next === "\\") return /["nrt]/.test(input[end + 1] ?? "");
  // A closing bracket ends the value, but not one whose opener is in it (`generate(32)`: a call).
  if (next === ")" || next === "}" || next === "]") return !value.includes(OPENER[next]!);
  return next === undefined || /[\s"'\x60,;&|]/.test(next);
}

const OPENER: Record<string, string> = { ")": "(", "}": "{", "]": "[" };

// A name that says its value is a hash of the secret, not the secret: `hashed_secret` (a
// detect-secrets baseline), `hashedPassword`, `HASHED_PASSWORD`. (A name with the hash word after
// the secret word, `password_hash`, `secret_digest`, `api_key_sha256`, never matches: the secret
// word must end the name. `hash_secret` and `digest_key` are keys that hash, and stay secrets.)
const HASHED_BEFORE = /hashed[_-]?$/i;

/** True when `before`, the name's part before its secret word, says the value is a hash. */
export function hashedName(before: string): boolean {
  return HASHED_BEFORE.test(before.slice(-8));
}

// A Helm pod annotation `checksum/secret:` (`checksum/config-secret:`) holding the sha256 of the
// rendered manifest, so pods restart when it changes: a digest, not the secret.
const CHECKSUM_BEFORE = /checksum\/(?:[\w.-]{0,40}[_.-])?$/i;

/** True when `value`, named by a name whose part before it is `before`, is a checksum annotation. */
export function checksumAnnotation(before: string, value: string): boolean {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value) && CHECKSUM_BEFORE.test(before.slice(-50));
}

/** A bare value after a generic name (`token: …`): something secret-looking, 8+ characters. */
export function bareSecret(value: string, group: string, match: RegExpExecArray): boolean {
  return looksLikeBareSecret(value, 8) && bareValueEnds(match, group) && !isDottedIdentifier(value);
}

/** A value in a context that says "secret" whatever it looks like: not a stand-in. */
export function anyRealValue(value: string): boolean {
  return value.trim().length > 0 && !isNotASecret(value) && !/^[-<]/.test(value);
}

/** A literal's value that stands for itself: not empty, not a placeholder or a reference. */
export function literal(value: string): boolean {
  return value.length >= 4 && !isNotASecret(value) && !/^[$%{]|\$\{|\{\{/.test(value);
}

// The number Claude Code's Read tool puts before each line of a file it shows (`     5→`), for a
// rule that reads where a line starts.
export const READ_NUMBER = String.raw`(?:[ \t]{0,6}\d{1,6}→)?`;
// Separator between a name and its value: `=`, `:`, `=>`, `:=` — never `==` or `::`.
export const SEP = String.raw`[ \t]*(?:=>|:=|\?=|=(?!=)|:(?![:=]))[ \t]*`;
// A name's closing quote (also an escaped one inside a JSON string) and an index bracket.
export const NAME_END = String.raw`(?:\\?["'\x60])?\]?`;
// A type annotation between a name and `=`: `api_key: str = "…"`, `const API_KEY: &str = "…"`,
// `&'static str`,
// `token: string | null = …`. No free spaces (so it cannot swallow prose like
// `password: hunter2 and x = 1`), bounded, and only taken when an `=` follows.
const TYPE = String
  .raw`(?:&'\w{1,20}[ \t]+)?[A-Za-z_&][\w.\[\]&'<>]{0,40}(?:[ \t]*[|,][ \t]*[\w.\[\]&'<>]{1,40}){0,4}`;
export const TYPED = String.raw`(?:[ \t]*:[ \t]*${TYPE}(?=[ \t]*=(?![=>])))?`;
// Every quoting convention's own escape is read whole, so a value is never cut at a quote its
// convention puts inside it (docs/redaction.md, "Quoted values read whole, round two").
// A single-quoted body: SQL's and YAML's doubled `''`, and the shell's `'\''` and `'"'"'` (a
// quote spliced in), are a quote inside the value; a shell's single quotes hold no escape.
export const SQ_BODY = String.raw`(?:[^'\r\n]|''|'\\''|'"'"')`;
// bash's ANSI-C quoting, `$'ab\x21cd\'ef'`: its backslash escapes read whole.
export const ANSI_C = String.raw`\$'(?<sq>(?:[^'\\\r\n]|\\.){1,300})'`;
// A quoted command argument or SQL literal: $'ANSI-C', 'single' (as `SQ_BODY`), "double".
export const QUOTED_ARG = String
  .raw`(?:${ANSI_C}|'(?<sq>${SQ_BODY}{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})")`;
// The value forms: C#'s verbatim @"…" (`""` is a quote inside it, a backslash is itself),
// "double" (backslash escapes read whole: `"ab\"cd"` is one value), 'single' (YAML's and SQL's
// `''` and the shell's `'\''` and `'"'"'` are a quote inside it; also in Python's parentheses,
// `= ("…"`, which may hold literals joined over lines), \"escaped in JSON\", `template` (with
// its escaped `\``, `\\` and `\$`), or bare.
export const VALUE = [
  String.raw`@"(?<dq>(?:[^"\r\n]|""){1,1000})"`,
  String.raw`(?:\([ \t]*)?"(?<dq>(?:[^"\\\r\n]|\\.){1,1000})"`,
  String.raw`(?:\([ \t]*)?'(?<sq>(?:[^'\\\r\n]|\\.|''|'\\''|'"'"'){1,1000})'`,
  String.raw`\\"(?<eq>[^"\\\r\n]{1,1000})\\"`,
  // (Unrolled: a run of plain characters, then each escape and the run after it.)
  String
    .raw`\x60(?<bt>(?=[^\x60\r\n])[^\x60\\$\r\n]{0,1000}(?:\\[\x60\\$][^\x60\\$\r\n]{0,1000}){0,20})\x60`,
  ANSI_C,
  // (A bracket glued between characters, `ab}c)d`, is part of a generated password; whether one
  // that ends the value may end it, `bareValueEnds` says.)
  String
    .raw`(?<bare>[^\s"'\x60,;(){}\[\]<>&|\\]{1,300}(?:[(){}\[\]][^\s"'\x60,;(){}\[\]<>&|\\]{1,300}){0,8})`,
].join("|");
export const VALUE_GROUPS = ["dq", "sq", "eq", "bt", "bare"] as const;
// A command-line argument: 'single' (spliced round a quote, `'ab'\''cd'`, `'ab'"'"'cd'`, is one
// word), bash's $'ANSI-C', "double" (a backslash escape read whole: `"ab\"cd"`), or bare up to the
// next space (an `&` glued between characters of it, `pa&ss`, is part of a pasted password, not a
// shell operator).
export const ARG = String
  .raw`(?:${ANSI_C}|'(?<sq>${SQ_BODY}{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|(?<bare>[^\s'"\x60;&|<>()\\]{1,300}(?:&(?=[A-Za-z0-9])[^\s'"\x60;&|<>()\\]{1,300}){0,4}))`;
export const ARG_GROUPS = ["sq", "dq", "bare"] as const;
