/**
 * Text from outside the process (transcripts, a team server's answers, editor configs) made safe
 * to print and to store: terminal escape sequences, control characters, bidirectional
 * overrides and invisible tag characters are removed, so the text cannot clear the screen,
 * retitle the terminal, write the clipboard (OSC 52), disguise what it says or hide text that
 * only a model would read. Pure.
 *
 * `stripControl` is the one cleaner. `src/output.ts` runs it on every line ctx prints, the MCP
 * server on every tool result, and the team client on what it stores; `safeLine` also makes a
 * value one line, for a slot of one line (a quoted value in a message, a table cell).
 *
 * @example
 * safeLine("ok\x1b]0;pwned\x07\x1b[2J done"); // "ok done"
 * safeBlock("line 1\r\nline\t2\x1b[31m"); // "line 1\nline\t2"
 * stripControlDeep({ title: "a\x1b[2Jb", tags: ["\u202ex"] }); // { title: "ab", tags: ["x"] }
 */

// Escape sequences, removed whole: CSI (`ESC [` or 0x9b, parameters, a final byte); OSC, DCS,
// SOS, PM and APC strings (`ESC ]`, `ESC P`, … or their 8-bit forms) up to BEL or ST; and the
// short `ESC <intermediates> <final>` forms. An unterminated string is not matched: its ESC is
// dropped below and the rest shows as plain text, which the terminal cannot act on.
const SEQUENCE = new RegExp(
  [
    "(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]",
    "(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d\\x9e\\x9f])[^\\x07\\x1b\\x9c]*(?:\\x07|\\x1b\\\\|\\x9c)",
    "\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]",
  ].join("|"),
  "g",
);

/** C0 controls but tab and newline, DEL, C1 controls. */
const CONTROL_CHARS = "\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f";
/** Bidirectional marks, embeddings, overrides and isolates (they reorder what is shown). */
const BIDI_CHARS = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

const CONTROL = new RegExp(`[${CONTROL_CHARS}]`, "g");
const BIDI = new RegExp(`[${BIDI_CHARS}]`, "g");
/**
 * Unicode tag characters (U+E0000–U+E007F): invisible in a terminal and an editor, yet a model
 * reads them as text — a way to hide instructions in a team insight ("ASCII smuggling"). As
 * UTF-16: the high surrogate U+DB40, then U+DC00–U+DC7F.
 */
const TAGS = /\uDB40[\uDC00-\uDC7F]/g;
/** Anything `stripControl` may change: text without one of these is returned as it is. */
const UNSAFE = new RegExp(`[${CONTROL_CHARS}${BIDI_CHARS}\\u2028\\u2029\\uDB40]`);

export interface StripOptions {
  /** Keep newlines and tabs (a summary); otherwise they become spaces (a title, a name). */
  multiline?: boolean;
  /**
   * What each removed sequence or character becomes: nothing by default; `?` shows where
   * something was, for a message saying that a value has characters it may not have.
   */
  marker?: string;
}

/**
 * `text` without escape sequences (7- and 8-bit), C0 controls (but newline and tab with
 * `multiline`), DEL, C1 controls, bidi overrides and Unicode tag characters. Carriage returns and the Unicode line and
 * paragraph separators become newlines (a lone `\r` would let a line overwrite itself).
 */
export function stripControl(text: string, options: StripOptions = {}): string {
  if (!UNSAFE.test(text) && (options.multiline || !/[\n\t]/.test(text))) return text;
  const marker = options.marker ?? "";
  let out = text.replace(SEQUENCE, marker);
  out = out.replace(/\r\n?/g, "\n").replace(/[\u2028\u2029]/g, "\n");
  if (!options.multiline) out = out.replace(/[\n\t]/g, " ");
  return out.replace(CONTROL, marker).replace(BIDI, marker).replace(TAGS, marker);
}

/** One line of untrusted text, safe to print: no escapes, controls, newlines or tabs. */
export function safeLine(text: string): string {
  return stripControl(text);
}

/** Several lines of untrusted text, safe to print: newlines and tabs kept, nothing else. */
export function safeBlock(text: string): string {
  return stripControl(text, { multiline: true });
}

/**
 * `value` as plain data (what `JSON.stringify` sees) with `safeBlock` applied to every string in
 * it, object keys included. For what is printed as JSON and for MCP tool results. Cleaning the
 * values, not the JSON text, keeps the JSON valid (an 8-bit sequence removed whole from the text
 * could take a quote with it) and also cleans what a reader of the JSON prints (`jq -r`): JSON
 * escapes C0 controls only, and its readers turn them back into controls.
 */
export function stripControlDeep<T>(value: T): T {
  return deep(value) as T;
}

function deep(value: unknown): unknown {
  if (typeof value === "string") return safeBlock(value);
  if (value === null || typeof value !== "object") return value;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") return deep(toJSON.call(value)); // a Date, as JSON has it
  if (Array.isArray(value)) return value.map(deep);
  // Own enumerable properties, as JSON has them; `fromEntries` keeps a `__proto__` key a key.
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [safeBlock(k), deep(v)]));
}
