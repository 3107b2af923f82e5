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

/** Decoded text plus `map`: `map[i]` is the original offset of decoded character `i`. */
export interface View {
  readonly text: string;
  /** One entry per decoded character, plus one for the end (the original length). */
  readonly map: Int32Array;
}

const JSON_ESCAPE = /\\(?:[nrtbf"\\\/]|u[0-9A-Fa-f]{4})/;
const URL_ESCAPE = /%[0-9A-Fa-f]{2}/;
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

/** The text with JSON string escapes decoded, or undefined when it has none. */
export function jsonView(text: string): View | undefined {
  if (!JSON_ESCAPE.test(text)) return undefined;
  const map = new Int32Array(text.length + 1);
  const out: string[] = [];
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const slash = text.indexOf("\\", i);
    const stop = slash === -1 ? text.length : slash;
    if (stop > i) {
      out.push(text.slice(i, stop));
      for (let k = i; k < stop; k++) map[n++] = k;
      i = stop;
      continue;
    }
    const next = text[i + 1] ?? "";
    const simple = SIMPLE[next];
    if (simple !== undefined) {
      out.push(simple);
      map[n++] = i;
      i += 2;
    } else if (next === "u" && /^[0-9A-Fa-f]{4}$/.test(text.slice(i + 2, i + 6))) {
      out.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)));
      map[n++] = i;
      i += 6;
    } else {
      out.push("\\");
      map[n++] = i;
      i += 1;
    }
  }
  map[n] = text.length;
  return { text: out.join(""), map: map.subarray(0, n + 1) };
}

/** The text with `%XX` escapes decoded byte by byte, or undefined when it has none. */
export function urlView(text: string): View | undefined {
  if (!URL_ESCAPE.test(text)) return undefined;
  const map = new Int32Array(text.length + 1);
  const out: string[] = [];
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const pct = text.indexOf("%", i);
    const stop = pct === -1 ? text.length : pct;
    if (stop > i) {
      out.push(text.slice(i, stop));
      for (let k = i; k < stop; k++) map[n++] = k;
      i = stop;
      continue;
    }
    const hex = text.slice(i + 1, i + 3);
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(String.fromCharCode(parseInt(hex, 16)));
      map[n++] = i;
      i += 3;
    } else {
      out.push("%");
      map[n++] = i;
      i += 1;
    }
  }
  map[n] = text.length;
  return { text: out.join(""), map: map.subarray(0, n + 1) };
}

/** `inner` (a view of `outer.text`) as a view of the original text. */
function compose(outer: View, inner: View): View {
  const map = new Int32Array(inner.map.length);
  for (let i = 0; i < map.length; i++) map[i] = outer.map[inner.map[i]!]!;
  return { text: inner.text, map };
}

const DECODERS = [jsonView, urlView] as const;

/**
 * Every decoded view of `text`, up to two decodings deep (JSON inside JSON, a URL-encoded value
 * inside a JSON string). Empty for text without escapes.
 */
export function views(text: string): View[] {
  const out: View[] = [];
  for (const decode of DECODERS) {
    const first = decode(text);
    if (first === undefined) continue;
    out.push(first);
    for (const again of DECODERS) {
      const second = again(first.text);
      if (second !== undefined) out.push(compose(first, second));
    }
  }
  return out;
}

// A base64 run worth decoding: 12+ characters of the standard alphabet with padding.
const BASE64_RUN = /(?<![A-Za-z0-9+\/])[A-Za-z0-9+\/]{12,16384}={0,2}/g;

/** A base64 run of `text` and what it decodes to, when that is printable text. */
export interface DecodedRun {
  start: number;
  end: number;
  decoded: string;
}

/**
 * The base64 runs of `text` that decode to printable text (`user:pass`, a PEM block, a `.env`
 * file). Runs that cannot be base64 of text are skipped before decoding: a run needs upper- and
 * lower-case letters and a digit or `+`/`/`/`=` (words, paths and hex digests have not), and a
 * valid length. Digests and image data decode to binary and are dropped.
 */
export function base64Runs(text: string): DecodedRun[] {
  const runs: DecodedRun[] = [];
  const pattern = new RegExp(BASE64_RUN);
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const run = m[0];
    const body = run.replace(/=+$/, "");
    if (body.length % 4 === 1 || (run.length !== body.length && run.length % 4 !== 0)) continue;
    if (!/[0-9+\/=]/.test(run) || !/[A-Z]/.test(run) || !/[a-z]/.test(run)) continue;
    if (m.index > 0 && /[A-Za-z0-9_\-.]/.test(text[m.index - 1]!)) continue;
    let decoded: string;
    try {
      decoded = atob(body + "===".slice((body.length + 3) % 4));
    } catch {
      continue;
    }
    if (!/^[\x20-\x7e\t\r\n]+$/.test(decoded)) continue;
    runs.push({ start: m.index, end: m.index + run.length, decoded });
  }
  return runs;
}
