/**
 * Secrets hidden by an encoding: found in a decoded view of the lines that hold JSON escapes or
 * URL encoding, or in a base64 value that decodes to `user:password` or to text holding a
 * secret; reported as spans of the original text.
 */
import { isNotASecret } from "./_filters.ts";
import { lineAt, marked, stretches } from "./_lines.ts";
import { looksGenerated } from "./_positions.ts";
import { findSpans, type Span } from "./_match.ts";
import type { RuleSet } from "./_ruleset.ts";
import { base64Runs } from "./_base64_runs.ts";
import { joins } from "./_joins.ts";
import {
  HTML_REFERENCE,
  joinedView,
  quotedStretches,
  type View,
  views,
  withoutQuoteMarks,
} from "./_views.ts";

/** The id reported for a base64 value that decodes to `user:password`. */
export const BASE64_CREDENTIAL = "base64-credential";
/** The id reported for a base64 value given to a decoder that decodes to a token. */
export const DECODED_SECRET = "decoded-secret";

/**
 * Where the first JSON string escape (`\\(?:[nrtbf"\\\/]|u[0-9A-Fa-f]{4})`) of `text` at or
 * after `from` starts, or -1; `urlEscape` the same for URL encoding (`%[0-9A-Fa-f]{2}`). Found
 * with `indexOf`, which skips text far faster than a regex does: most lines hold neither `\\`
 * nor `%`.
 */
function jsonEscape(text: string, from: number): number {
  for (let at = text.indexOf("\\", from); at !== -1; at = text.indexOf("\\", at + 1)) {
    const c = text.charCodeAt(at + 1);
    if (c < 128 && SIMPLE_ESCAPE[c] === 1) return at;
    if (c === 117 && hex(text, at + 2, 4)) return at; // \uXXXX
  }
  return -1;
}

/** The same for an HTML character reference (`&quot;`, `&#39;`): `&` is found with `indexOf`. */
function htmlEscape(text: string, from: number): number {
  for (let at = text.indexOf("&", from); at !== -1; at = text.indexOf("&", at + 1)) {
    // (Only `&q`, `&a`, `&l`, `&g`, `&#` can start one: most `&` of code are `&&`.)
    const c = text.charCodeAt(at + 1);
    if (c !== 113 && c !== 97 && c !== 108 && c !== 103 && c !== 35) continue;
    if (HTML_REFERENCE.test(text.slice(at, at + 10))) return at;
  }
  return -1;
}

function urlEscape(text: string, from: number): number {
  for (let at = text.indexOf("%", from); at !== -1; at = text.indexOf("%", at + 1)) {
    if (hex(text, at + 1, 2)) return at;
  }
  return -1;
}

// The characters after a backslash that make a JSON escape other than `\u`: `nrtbf"\/`.
const SIMPLE_ESCAPE = new Uint8Array(128);
for (const c of 'nrtbf"\\/') SIMPLE_ESCAPE[c.charCodeAt(0)] = 1;

/** True when `text` holds `count` hex digits from `at`. */
function hex(text: string, at: number, count: number): boolean {
  if (at + count > text.length) return false;
  for (let i = at; i < at + count; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/**
 * The spans of `text` (line starts `starts`) whose secrets an encoding hides. Only the lines
 * holding an escape are decoded (consecutive ones together); a line without one reads the same
 * decoded, and the rules see it as it is. `only`, when given, marks the lines to look at.
 */
export function hiddenSpans(
  set: RuleSet,
  text: string,
  starts: Int32Array,
  only?: Uint8Array,
): Span[] {
  const spans: Span[] = [];
  const seen = new Seen(set);
  for (const [from, to] of parts(text, starts, only)) {
    const part = from === 0 && to === text.length ? text : text.slice(from, to);
    for (const span of base64Spans(seen, part)) {
      spans.push({ start: from + span.start, end: from + span.end, rule: span.rule });
    }
  }
  for (const [from, to, kind] of viewStretches(text, starts, only)) {
    const part = from === 0 && to === text.length ? text : text.slice(from, to);
    const joined = kind === JOINED ? joinedView(part) : undefined;
    const decoded = kind === DECODED
      ? views(part)
      : kind === QUOTED
      ? withoutQuoteMarks(part)
      : joined === undefined
      ? []
      : [joined];
    // Lines from the middle of a text, not a transcript record of their own (`{…}`), are read
    // without the lines above them: made text too, for a rule that reads them.
    const cut = from > 0 && text[from] !== "{";
    for (const view of decoded) {
      const found = view.joined === true || cut && kind !== QUOTED
        ? seen.made(view.text)
        : seen.spans(view.text);
      for (const span of [...found, ...seen.base64(view.text)]) {
        if (cutAtEncoded(part, view, span)) continue;
        spans.push({
          start: from + view.map[span.start]!,
          end: from + view.map[span.end]!,
          rule: span.rule,
        });
      }
    }
  }
  return spans;
}

const MADE_SETS = new WeakMap<RuleSet, RuleSet>();

/** `set` without the rules that do not read made text (`Rule.readsMadeText`), made once. */
function forMadeText(set: RuleSet): RuleSet {
  if (set.rules.every((r) => r.readsMadeText !== false)) return set;
  let made = MADE_SETS.get(set);
  if (made === undefined) {
    made = set.without((r) => r.readsMadeText === false);
    MADE_SETS.set(set, made);
  }
  return made;
}

/**
 * True when `span` of a decoded view is a password after a literal `:` that stops at an `@` or
 * `/` that is percent-encoded (`postgres://app:p%40ss%2Fw0rd@db`), or a value after a literal `=`
 * that stops at an encoded `&` (`password=p%26ss&x=1`): that character is part of the value, so
 * the rules on the raw text decide the value whole. In a URL encoded whole
 * (`postgres%3A%2F%2Fapp%3Apass%40db`) the `:` is an escape too, and the span stands.
 */
function cutAtEncoded(original: string, view: View, span: Span): boolean {
  const at = view.text[span.end];
  if (at === undefined || span.start === 0) return false;
  const before = original[view.map[span.start - 1]!];
  if (original[view.map[span.end]!] === "\\") return cutAtEscapedQuote(view, span);
  if (original[view.map[span.end]!] !== "%") return false;
  if (at === "@" || at === "/") return before === ":";
  // The same for a form or query value after a literal `=` that holds an encoded `&`, `=`, `?`,
  // `#` or `;` (`password=p%26ss%3D`): the value goes on after it.
  return before === "=" && "&=?#;".includes(at);
}

/**
 * True when a span of the JSON view ends at a quote escaped once more than the quote that opened
 * the string it is in (the nearest quote before it on its line): `{"password":"ab\"cd"}`,
 * `password = "ab\"cd"`, `curl -u "admin:ab\"cd"` (a literal quote opens, `\"` is in the
 * value), or the same inside a transcript record (`\"ab\\\"cd\"`): the value holds the quote,
 * so the rules on the raw text, or on the view decoded once less (whose quoted forms read
 * backslash escapes), decide it whole. A value in a string whose quotes are escaped alike
 * (`\"…\"`: every assignment in a record) stands.
 */
function cutAtEscapedQuote(view: View, span: Span): boolean {
  if (view.text[span.end] !== '"') return false;
  const written = (i: number) => view.map[i + 1]! - view.map[i]!;
  for (let i = span.start - 1; i >= 0 && i >= span.start - 300; i--) {
    const c = view.text[i];
    if (c === "\n") return false;
    if (c === '"') return written(i) < written(span.end);
  }
  return false;
}

// How a stretch of lines is read: decoded, its wrapped tokens joined, or without its quote marks.
const DECODED = 0;
const JOINED = 1;
const QUOTED = 2;
type Kind = typeof DECODED | typeof JOINED | typeof QUOTED;

/**
 * The stretches of `text` to read decoded: consecutive lines (of those `only` marks) with an
 * escape, lines that continue a token on the next (read joined), and consecutive quoted lines
 * (read without their quote marks).
 */
function viewStretches(
  text: string,
  starts: Int32Array,
  only?: Uint8Array,
): Array<[number, number, Kind]> {
  const out: Array<[number, number, Kind]> = [];
  for (const [from, to] of escapedStretches(text, starts, only)) out.push([from, to, DECODED]);
  for (const [from, to] of quotedStretches(text, starts, only)) out.push([from, to, QUOTED]);
  // A join ties a line to the next: read the lines `only` marks with one line on either side.
  let around: Uint8Array | undefined;
  if (only !== undefined) {
    around = new Uint8Array(only.length);
    for (let l = 0; l < only.length; l++) {
      if (only[l] === 1) around.fill(1, Math.max(0, l - 1), l + 2);
    }
  }
  const lines = new Set<number>();
  for (const [from, to] of parts(text, starts, around)) {
    for (const [a, b] of joins(from === 0 && to === text.length ? text : text.slice(from, to))) {
      const [first, last] = [lineAt(starts, from + a), lineAt(starts, from + b)];
      let look = only === undefined;
      for (let l = first; l <= last && !look; l++) look = only![l] === 1;
      for (let l = first; look && l <= last; l++) lines.add(l);
    }
  }
  for (const [from, to] of stretches(starts, text.length, [...lines].sort((a, b) => a - b))) {
    out.push([from, to, JOINED]);
  }
  return out;
}

/** The stretches of consecutive lines of `text` (of those `only` marks) with an escape. */
function escapedStretches(
  text: string,
  starts: Int32Array,
  only?: Uint8Array,
): Array<[number, number]> {
  const lines = new Set<number>();
  for (const [from, to] of parts(text, starts, only)) {
    const part = from === 0 && to === text.length ? text : text.slice(from, to);
    for (const next of [jsonEscape, urlEscape, htmlEscape]) {
      for (let at = next(part, 0); at !== -1;) {
        const line = lineAt(starts, from + at);
        lines.add(line);
        // The rest of this line is decided: go on from the next one (an escape holds no line
        // break, so it ends before that).
        if (line + 1 >= starts.length) break;
        at = next(part, starts[line + 1]! - from);
      }
    }
  }
  return stretches(starts, text.length, [...lines].sort((a, b) => a - b));
}

/** The stretches of `text` made of the lines `marks` holds, or the whole text without marks. */
function parts(
  text: string,
  starts: Int32Array,
  marks: Uint8Array | undefined,
): Array<[number, number]> {
  return marks === undefined ? [[0, text.length]] : stretches(starts, text.length, marked(marks));
}

// `user:password` once decoded: no spaces, a user without braces or quotes (not JSON), and a
// password that does not start with `//` (not a URL).
const USER_PASS = /^(?<user>[^\s:{}"'\[\]]{1,100}):(?<pass>(?!\/\/)\S{1,300})$/;

/**
 * A GitHub GraphQL node id of the older form, decoded: the length of its type, a colon, the type
 * and a number (`04:User1823456`, `010:Repository1296269`). An id, not a `user:password`.
 */
function isNodeId(user: string, pass: string): boolean {
  const type = /^([A-Z][A-Za-z]{1,40})\d{1,20}$/.exec(pass)?.[1];
  return type !== undefined && /^0\d{1,2}$/.test(user) && Number(user) === type.length;
}

/**
 * What the rules find in a decoded text, found once per distinct text in one search: the same
 * value or view often comes back (a JWT's header in every token, a tool's output quoted again),
 * and each search of a small text costs a plan of the whole rule set. The callers only read the
 * spans they get back, so one list is given out again.
 */
class Seen {
  readonly #set: RuleSet;
  readonly #madeSet: RuleSet;
  readonly #spans = new Map<string, Span[]>();
  readonly #made = new Map<string, Span[]>();
  readonly #base64 = new Map<string, Span[]>();

  constructor(set: RuleSet) {
    this.#set = set;
    this.#madeSet = forMadeText(set);
  }

  /** `findSpans` of a text made of lines joined or of decoded bytes (`Rule.readsMadeText`). */
  made(text: string): Span[] {
    if (this.#madeSet === this.#set) return this.spans(text);
    let found = this.#made.get(text);
    if (found === undefined) this.#made.set(text, found = findSpans(this.#madeSet, text));
    return found;
  }

  /** `findSpans` of `text`. */
  spans(text: string): Span[] {
    let found = this.#spans.get(text);
    if (found === undefined) this.#spans.set(text, found = findSpans(this.#set, text));
    return found;
  }

  /** `base64Spans` of `text`. */
  base64(text: string): Span[] {
    let found = this.#base64.get(text);
    if (found === undefined) this.#base64.set(text, found = base64Spans(this, text));
    return found;
  }
}

function base64Spans(seen: Seen, text: string): Span[] {
  const spans: Span[] = [];
  for (const run of base64Runs(text)) {
    // `Authorization: Basic …` is the authorization-basic rule's, on the raw text.
    if (/basic[ \t]+$/i.test(text.slice(Math.max(0, run.start - 10), run.start))) continue;
    const pair = USER_PASS.exec(run.decoded)?.groups;
    const pass = pair?.pass;
    // A number after the colon is an id or a count (`arrayconnection:123`), not a password.
    if (
      pass !== undefined && !isNotASecret(pass) && !/^\d{1,10}$/.test(pass) &&
      !isNodeId(pair!.user!, pass)
    ) {
      spans.push({ start: run.start, end: run.end, rule: BASE64_CREDENTIAL });
      for (const at of echoes(text, pass)) {
        spans.push({ start: at, end: at + pass.length, rule: BASE64_CREDENTIAL });
      }
      continue;
    }
    // A private key whose body is not text (only its BEGIN line was decoded).
    if (/^-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----$/.test(run.decoded)) {
      spans.push({ start: run.start, end: run.end, rule: "private-key" });
      continue;
    }
    // A PEM block, a token or an .env file inside: the whole value goes, under that rule's name.
    const inner = run.decoded.length >= 16 ? seen.made(run.decoded)[0] : undefined;
    if (inner !== undefined) spans.push({ start: run.start, end: run.end, rule: inner.rule });
    else if (decodedToken(text, run)) {
      spans.push({ start: run.start, end: run.end, rule: DECODED_SECRET });
    }
  }
  return spans;
}

// A decoder the value is given to: `| base64 -d`, `b64decode("…")`, `atob("…")`,
// `Buffer.from("…", "base64")`, `FromBase64String("…")`, `base64.StdEncoding.DecodeString("…")`.
const DECODER_AFTER =
  /^["']?[ \t]*\|[ \t]*base64[ \t]+(?:-d|--decode|-D)\b|^["'][ \t]*,[ \t]*["']base64["']/;
const DECODER_BEFORE =
  /(?:b64decode|urlsafe_b64decode|atob|FromBase64String|DecodeString|decode64|Base64\.decode|base64_decode)[ \t]*\([ \t]*b?["']$|Buffer\.from\([ \t]*["']$/;

/**
 * True when `run` is given to a base64 decoder and decodes to one generated-looking token
 * (`echo <base64> | base64 -d > token`): what the decoder gives is the secret.
 */
function decodedToken(text: string, run: { start: number; end: number; decoded: string }): boolean {
  const token = run.decoded.replace(/\r?\n$/, "");
  if (!/^\S{16,300}$/.test(token) || !looksGenerated(token, 16)) return false;
  return DECODER_AFTER.test(text.slice(run.end, run.end + 40)) ||
    DECODER_BEFORE.test(text.slice(Math.max(0, run.start - 40), run.start));
}

/**
 * Where the password a base64 value hides stands elsewhere in `text` in plain: what
 * `base64 -d` printed (`admin:<password>`), or what `echo -n 'admin:<password>' | base64` was
 * given. A password of 6 or more characters, standing alone (no letter or digit glued to it).
 */
function echoes(text: string, pass: string): number[] {
  const out: number[] = [];
  if (pass.length < 6) return out;
  const alnum = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  for (let at = text.indexOf(pass); at !== -1; at = text.indexOf(pass, at + pass.length)) {
    if (!alnum(text[at - 1]) && !alnum(text[at + pass.length])) out.push(at);
  }
  return out;
}
