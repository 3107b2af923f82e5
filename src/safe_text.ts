/**
 * Text from outside the process (a team server's answers, transcripts, editor configs) made safe
 * to print and to store: terminal escape sequences, control characters and bidirectional
 * overrides are removed, so the text cannot clear the screen, retitle the terminal, write the
 * clipboard (OSC 52) or disguise what it says. Pure; used before printing and before storing.
 *
 * @example
 * safeLine("ok\x1b]0;pwned\x07\x1b[2J done"); // "ok done"
 * safeBlock("line 1\r\nline\t2\x1b[31m"); // "line 1\nline\t2"
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
// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** Bidirectional embeddings, overrides and isolates (they reorder what is shown: "Trojan Source"). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface StripOptions {
  /** Keep newlines and tabs (a summary); otherwise they become spaces (a title, a name). */
  multiline?: boolean;
}

/** Remove escape sequences, control characters and bidi overrides from `text`. */
export function stripControl(text: string, options: StripOptions = {}): string {
  let out = text.replace(SEQUENCE, "");
  out = out.replace(/\r\n?/g, "\n").replace(/[\u2028\u2029]/g, "\n");
  if (!options.multiline) out = out.replace(/[\n\t]/g, " ");
  return out.replace(CONTROL, "").replace(BIDI, "");
}

/** One line of untrusted text, safe to print: no escapes, controls, newlines or tabs. */
export function safeLine(text: string): string {
  return stripControl(text);
}

/** Several lines of untrusted text, safe to print: newlines and tabs kept, nothing else. */
export function safeBlock(text: string): string {
  return stripControl(text, { multiline: true });
}

/** True when `text` has nothing `stripControl` would remove (single-line rules). */
export function isSafeLine(text: string): boolean {
  return safeLine(text) === text;
}
