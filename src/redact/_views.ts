/**
 * Normalization: the decoded views of a text in which a hidden secret shows its usual shape.
 * A transcript stores text as JSON strings (`"boot\nghp_…"`, `\"password\": \"…\"`, JSON inside
 * JSON), URLs carry it percent-encoded (`a%3Dghp_…`, a URL-encoded PEM), and config files carry it
 * base64-encoded (a docker `config.json` `auth`, a kubeconfig `client-key-data`).
 *
 * A view keeps, for every decoded character, the offset of the original characters it came from,
 * so a secret found in the view is replaced in the original text, and only that part of it.
 * Views are built only when the text holds an escape at all, so plain text costs one regex test.
 */
import { joins } from "./_joins.ts";
import { stretches } from "./_lines.ts";

/** Decoded text plus `map`: `map[i]` is the original offset of decoded character `i`. */
export interface View {
  readonly text: string;
  /** One entry per decoded character, plus one for the end (the original length). */
  readonly map: Int32Array;
  /** True for a view that joins wrapped tokens (`joinedView`): it may hold only those lines. */
  readonly joined?: boolean;
}

const JSON_ESCAPE = /\\(?:[nrtbf"\\\/]|u[0-9A-Fa-f]{4})/;
const URL_ESCAPE = /%[0-9A-Fa-f]{2}/;
// `%NAME%` with a name of 3 or more characters that starts with a letter or `_`.
const WINDOWS_VAR = /^%[A-Za-z_]\w{2,60}%/;
const SIMPLE: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  '"': '"',
  "\\": "\\",
  "/": "/",
};

/**
 * Decode `text` escape by escape: `decodeAt(i)` reads the escape starting at `marker` offset `i`
 * and returns the character and the escape's length (or undefined: the marker stays as it is).
 */
function decode(
  text: string,
  marker: string,
  decodeAt: (i: number) => [string, number] | undefined,
): View {
  const map = new Int32Array(text.length + 1);
  const out: string[] = [];
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const found = text.indexOf(marker, i);
    const stop = found === -1 ? text.length : found;
    if (stop > i) {
      out.push(text.slice(i, stop));
      for (let k = i; k < stop; k++) map[n++] = k;
      i = stop;
      continue;
    }
    const [char, length] = decodeAt(i) ?? [marker, 1];
    out.push(char);
    map[n++] = i;
    i += length;
  }
  map[n] = text.length;
  return { text: out.join(""), map: map.subarray(0, n + 1) };
}

/** The text with JSON string escapes decoded, or undefined when it has none. */
export function jsonView(text: string): View | undefined {
  if (!JSON_ESCAPE.test(text)) return undefined;
  return decode(text, "\\", (i) => {
    const next = text[i + 1] ?? "";
    const simple = SIMPLE[next];
    if (simple !== undefined) return [simple, 2];
    const hex = text.slice(i + 2, i + 6);
    if (next === "u" && /^[0-9A-Fa-f]{4}$/.test(hex)) {
      return [String.fromCharCode(parseInt(hex, 16)), 6];
    }
    return undefined;
  });
}

/** The text with `%XX` escapes decoded byte by byte, or undefined when it has none. */
export function urlView(text: string): View | undefined {
  if (!URL_ESCAPE.test(text)) return undefined;
  return decode(text, "%", (i) => {
    const hex = text.slice(i + 1, i + 3);
    // A Windows `%NAME%` reference (`%DB_PASSWORD%`) is no escape: `%DB` stays as it is.
    if (WINDOWS_VAR.test(text.slice(i, i + 64))) return undefined;
    return /^[0-9A-Fa-f]{2}$/.test(hex) ? [String.fromCharCode(parseInt(hex, 16)), 3] : undefined;
  });
}

// The HTML character references a page escapes text with (an exported chat, a rendered log).
const HTML_NAMED: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
/** The HTML reference at the start of `ref` (`&quot;`, `&#39;`, `&#x27;`), or undefined. */
export const HTML_REFERENCE = /^&(?:(quot|amp|lt|gt|apos)|#(\d{1,5})|#[xX]([0-9a-fA-F]{1,4}));/;
// The same reference anywhere in a text (whether a text has one at all).
const ANY_HTML_REFERENCE = new RegExp(HTML_REFERENCE.source.slice(1));

/** The text with HTML character references decoded, or undefined when it has none. */
export function htmlView(text: string): View | undefined {
  if (!ANY_HTML_REFERENCE.test(text)) return undefined;
  return decode(text, "&", (i) => {
    const m = HTML_REFERENCE.exec(text.slice(i, i + 10));
    if (m === null) return undefined;
    const code = m[2] !== undefined
      ? parseInt(m[2], 10)
      : m[3] !== undefined
      ? parseInt(m[3], 16)
      : -1;
    if (m[1] === undefined && (code < 9 || code > 0xffff)) return undefined;
    return [m[1] !== undefined ? HTML_NAMED[m[1]]! : String.fromCharCode(code), m[0].length];
  });
}

// A terminal colour code (SGR: `ESC[1;34m`, `ESC[0m`), as a terminal's output holds it.
const COLOUR = new RegExp(String.fromCharCode(27) + "\\[[0-9;]{0,16}m", "g");

/**
 * The text with its terminal colour codes taken out, or undefined when it has none: a name and
 * its value coloured apart (`ESC[1;34mMYSQL_ROOT_PASSWORD ESC[0m: …`, a `set-cookie` header in
 * colour) read as they would on the terminal. (A transcript's JSON holds the code as `\u001b`:
 * this view is read on each decoded one.)
 */
export function colourView(text: string): View | undefined {
  if (!text.includes("\x1b[")) return undefined;
  return without(text, COLOUR);
}

// A quote mark a reply puts before each line of what it quotes (`> `, `> > `, `>> `; a chat,
// a mail, Markdown), up to three spaces in: at a line's start, or at the start of a JSON string
// (a record's `"text":"> …`).
const QUOTE_MARK = /(?<=^|\n|":[ \t]?")[ \t]{0,3}>(?:[ \t]?>)*[ \t]?/g;
// The first quote mark alone (`> ` of `> >>> …`).
const ONE_QUOTE_MARK = /(?<=^|\n|":[ \t]?")[ \t]{0,3}>[ \t]?/g;
// What may stand before a quote mark's spaces: a line's start or a JSON string's opening quote.
const BEFORE_MARK = /(?:^|\n|":[ \t]?")[ \t]{0,3}$/;

/** True when `text` holds a quote mark: each `>` is found with `indexOf` (most text has few). */
function hasQuoteMark(text: string): boolean {
  for (let at = text.indexOf(">"); at !== -1; at = text.indexOf(">", at + 1)) {
    if (BEFORE_MARK.test(text.slice(Math.max(0, at - 7), at))) return true;
  }
  return false;
}

/**
 * The text with the quote marks before its lines taken out (`> password: …` reads as
 * `password: …`), or undefined when it has none: a message a user pastes as a reply quotes it,
 * and every rule then reads the quoted text as it would the message itself, as a Read view's
 * line numbers are read past.
 */
export function quotedView(text: string): View | undefined {
  if (!hasQuoteMark(text)) return undefined;
  return without(text, QUOTE_MARK);
}

/**
 * Quoted lines (`> …`) read without their quote marks, and that text's own views: a quoted
 * message is read as the message itself (its wrapped tokens joined, its JSON strings decoded).
 */
export function withoutQuoteMarks(part: string): View[] {
  const plain = quotedView(part);
  // (Too little to hold a secret: code's closing `>` of a type on its own line, `> {`.)
  if (plain === undefined || plain.text.replace(/\s+/g, "").length < 8) return [];
  const joined = joinedView(plain.text, true);
  const inner = joined === undefined ? views(plain.text) : [joined, ...views(plain.text)];
  const out = [plain, ...inner.map((view) => compose(plain, view))];
  const once = onceQuotedView(part);
  if (once !== undefined) out.push(once);
  return out;
}

/**
 * A quoted REPL session (`> >>> settings.SECRET_KEY`) with its first quote mark alone taken out,
 * or undefined when `text` holds no `>>>`: a REPL's prompts are no quote marks.
 */
function onceQuotedView(text: string): View | undefined {
  return text.includes(">>>") ? without(text, ONE_QUOTE_MARK) : undefined;
}

/**
 * The stretches of consecutive lines of `text` that a quote mark starts (`> `, `>> `, up to three
 * spaces in): each line's first characters, read from `starts`. With `only` (a pass after the
 * first), each stretch that holds a line `only` marks, whole: a quoted message is read as one text
 * (a change on one of its lines may make a rule read the next one otherwise, `[REDACTED]` then the
 * rest of a wrapped value).
 */
export function quotedStretches(
  text: string,
  starts: Int32Array,
  only?: Uint8Array,
): Array<[number, number]> {
  const lines: number[] = [];
  let run = 0; // where the current run of quoted lines starts in `lines`
  let marked = false; // whether a line of the current run is one `only` marks
  let gt = -2; // where the next `>` is (-1: none; found once for the lines before it)
  for (let l = 0; l < starts.length; l++) {
    let i = starts[l]!;
    let c = text.charCodeAt(i);
    // (Spaces and tabs: 32 and 9; `>`: 62.)
    for (let k = 0; k < 3 && (c === 32 || c === 9); k++) c = text.charCodeAt(++i);
    // (`{`: a transcript record whose string opens with a quote mark, `"text":"> …"`, with no
    // escape to be decoded for.)
    if (c === 123 && gt !== -1 && gt < i) gt = text.indexOf(">", i);
    if (
      c === 62 || c === 123 && gt !== -1 && markInRecord(text, gt, starts[l + 1] ?? text.length)
    ) {
      if (lines.length > run && lines.at(-1) !== l - 1) {
        if (only !== undefined && !marked) lines.length = run;
        run = lines.length;
        marked = false;
      }
      lines.push(l);
      marked ||= only === undefined || only[l] === 1;
    }
  }
  if (only !== undefined && !marked) lines.length = run;
  return stretches(starts, text.length, lines);
}

// What stands before a quote mark that opens a JSON string: `":"`, `": "`, then up to 3 blanks.
const OPENS_STRING = /":[ \t]?"[ \t]{0,3}$/;

/** True when a quote mark opens a JSON string between `from` and `to` (a record's line). */
function markInRecord(text: string, from: number, to: number): boolean {
  for (let at = text.indexOf(">", from); at !== -1 && at < to; at = text.indexOf(">", at + 1)) {
    if (OPENS_STRING.test(text.slice(Math.max(0, at - 8), at))) return true;
  }
  return false;
}

/** The text without what `pattern` (global) matches, or undefined when it matches nothing. */
function without(text: string, pattern: RegExp): View | undefined {
  const map = new Int32Array(text.length + 1);
  const out: string[] = [];
  let n = 0;
  let i = 0;
  for (const m of text.matchAll(pattern)) {
    if (m[0].length === 0) continue;
    out.push(text.slice(i, m.index));
    for (let k = i; k < m.index; k++) map[n++] = k;
    i = m.index + m[0].length;
  }
  if (i === 0) return undefined;
  out.push(text.slice(i));
  for (let k = i; k < text.length; k++) map[n++] = k;
  map[n] = text.length;
  return { text: out.join(""), map: map.subarray(0, n + 1) };
}

/** `inner` (a view of `outer.text`) as a view of the original text. */
function compose(outer: View, inner: View): View {
  const map = new Int32Array(inner.map.length);
  for (let i = 0; i < map.length; i++) map[i] = outer.map[inner.map[i]!]!;
  return { text: inner.text, map, joined: inner.joined };
}

const DECODERS = [jsonView, urlView, htmlView] as const;

/**
 * Every decoded view of `text`, up to two decodings deep (JSON inside JSON, a URL-encoded value
 * inside a JSON string, wrapped lines or colour codes inside a JSON string), and JSON three deep. Empty for text
 * without escapes.
 */
export function views(text: string): View[] {
  const out: View[] = [];
  for (const decode of DECODERS) {
    const first = decode(text);
    if (first === undefined) continue;
    out.push(first);
    for (const again of [...DECODERS, (t: string) => joinedView(t, true), quotedView]) {
      const second = again(first.text);
      if (second === undefined) continue;
      const both = compose(first, second);
      out.push(both);
      // A quoted message inside a string (a record's `"text":"> …\n> …"`): its wrapped tokens
      // read joined once its quote marks are gone (the first line's mark follows the string's
      // opening quote, not a line's start, so the two lines' marks do not match before).
      if (again === quotedView) {
        const joined = joinedView(second.text, true);
        if (joined !== undefined) out.push(compose(both, joined));
        const once = onceQuotedView(first.text);
        if (once !== undefined) out.push(compose(first, once));
      }
      // JSON three strings deep: a transcript record quoted in a tool's result inside another
      // record (a subagent's log read back, a session file shown by an assistant).
      if (decode === jsonView && again === jsonView) {
        const third = jsonView(second.text);
        if (third !== undefined) out.push(compose(both, third));
        // A tool's output quoted in a record (a Codex command's, a Read result): its wrapped
        // tokens read joined too.
        const joined = joinedView(second.text, true);
        if (joined !== undefined) out.push(compose(both, joined));
      }
    }
  }
  // Each decoded view that shows terminal colour codes, read again without them.
  for (let i = 0, count = out.length; i < count; i++) {
    const plain = out[i]!.joined ? undefined : colourView(out[i]!.text);
    if (plain !== undefined) out.push(compose(out[i]!, plain));
  }
  return out;
}

/**
 * `text` with its continued tokens joined (see `joins`), or undefined when it has none. With
 * `near`, only the lines around each join are kept (a line break between them): the rest reads
 * the same joined or not, and the rules have read it already.
 */
export function joinedView(text: string, near = false): View | undefined {
  const drop = joins(text);
  if (drop.length === 0) return undefined;
  // The parts of `text` to keep: everything, or the lines a join touches.
  const keep: Array<[number, number]> = [];
  if (!near) keep.push([0, text.length]);
  else {
    for (const [from, to] of drop) {
      const a = text.lastIndexOf("\n", from - 1) + 1;
      const z = text.indexOf("\n", to);
      const b = z === -1 ? text.length : z;
      const last = keep.at(-1);
      if (last !== undefined && a <= last[1] + 1) last[1] = Math.max(last[1], b);
      else keep.push([a, b]);
    }
  }
  const map = new Int32Array(text.length + 1);
  const out: string[] = [];
  let n = 0;
  let d = 0;
  for (const [ka, kb] of keep) {
    if (n > 0) {
      out.push("\n");
      map[n++] = ka - 1;
    }
    let last = ka;
    for (; d < drop.length && drop[d]![0] < kb; d++) {
      const [from, to] = drop[d]!;
      out.push(text.slice(last, from));
      for (let k = last; k < from; k++) map[n++] = k;
      last = to;
    }
    out.push(text.slice(last, kb));
    for (let k = last; k < kb; k++) map[n++] = k;
  }
  map[n] = keep.at(-1)![1];
  return { text: out.join(""), map: map.subarray(0, n + 1), joined: true };
}
