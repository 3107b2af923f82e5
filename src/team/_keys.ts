import { sha256Hex } from "../fsutil.ts";
/**
 * Team keys: `ctxt_` + 40 base62 characters (about 238 random bits). The server keeps only a
 * SHA-256 hash and a short prefix (to find the row and to name the key when revoking it).
 */

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const KEY_PREFIX = "ctxt_";
const KEY_BODY_LENGTH = 40;
/** Characters of a key kept in clear by the server: `ctxt_` + 7. */
export const KEY_LOOKUP_LENGTH = KEY_PREFIX.length + 7;
const KEY_PATTERN = /^ctxt_[0-9A-Za-z]{32,100}$/;

/** A new random key. Printed once to the admin, never stored. */
export function generateKey(): string {
  return KEY_PREFIX + randomBase62(KEY_BODY_LENGTH);
}

/** Random base62 text, without modulo bias (rejection sampling). */
export function randomBase62(length: number): string {
  let text = "";
  const bytes = new Uint8Array(length * 2);
  while (text.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 62 * 4: values above would favour the first characters.
      if (byte >= 248) continue;
      text += BASE62[byte % 62];
      if (text.length === length) break;
    }
  }
  return text;
}

/** True when the text has the shape of a team key (does not say it is valid). */
export function looksLikeKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/** SHA-256 of a key, hex. */
export function hashKey(key: string): string {
  return sha256Hex(key);
}

/** Compare two strings in time that depends only on their length, never on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  const length = Math.max(x.length, y.length);
  for (let i = 0; i < length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** Characters of a key's secret part ever shown: this many from its start (and end). */
const SHOWN_CHARS = 4;

/**
 * `ctxt_W2Ma…9f3a`: the fixed `ctxt_`, then the first and last 4 characters of the secret part;
 * enough to recognise a key (its start is what `ctx serve list-keys` shows), never enough to use
 * it. A short value (not a real key) shows nothing.
 */
export function maskKey(key: string): string {
  if (!key.startsWith(KEY_PREFIX) || key.length < KEY_PREFIX.length + 4 * SHOWN_CHARS) return "…";
  return `${keyPrefixShown(key)}${key.slice(-SHOWN_CHARS)}`;
}

/**
 * `ctxt_W2Ma…`: how the server's admin commands name a key. The server keeps a longer prefix to
 * find the key's row (`KEY_LOOKUP_LENGTH`) but shows only the start `maskKey` shows too.
 */
export function keyPrefixShown(keyOrLookup: string): string {
  return `${keyOrLookup.slice(0, KEY_PREFIX.length + SHOWN_CHARS)}…`;
}

/** The shortest secret `hidesKey` looks for (a shorter one would match by chance). */
const MIN_HIDDEN = 16;

/**
 * True when `text` carries the key's secret part in a form a reader can turn back into the key:
 * split by characters a terminal does not show (zero-width spaces, soft hyphens, escapes), or
 * written percent-encoded, in base64 (a proxy echoing `Authorization: Bearer …` or Basic
 * credentials) or in hex. Each view keeps only letters and digits before looking.
 *
 * @example
 * hidesKey(btoa("Bearer ctxt_…"), "ctxt_…"); // true
 */
export function hidesKey(text: string, key: string): boolean {
  const secret = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  // Shorter than the shortest secret looked for: no view of it can hold one (each decodes to
  // fewer characters, and the base64 and hex runs looked at are longer).
  if (secret.length < MIN_HIDDEN || text.length < MIN_HIDDEN) return false;
  const found = (view: string) => view.replace(/[^0-9A-Za-z]/g, "").includes(secret);
  if (found(text)) return true;
  const runs = (pattern: RegExp, of: string) => [...of.matchAll(pattern)].map((m) => m[0]);
  // A run without `%` decodes to itself, and its letters and digits are a part of the text's,
  // which `found(text)` has looked at: only a text with a `%` has runs left to decode.
  if (text.includes("%") && runs(PERCENT_RUN, text).some((run) => found(percentDecode(run)))) {
    return true;
  }
  const base64 = runs(BASE64_RUN, text);
  if (base64.some((run) => found(base64Decode(run)))) return true;
  // Hex digits are base64 characters: every hex run lies inside a base64 run at least as long.
  return base64.some((run) =>
    run.length >= 2 * MIN_HIDDEN && runs(HEX_RUN, run).some((hex) => found(hexDecode(hex)))
  );
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2}|[^%\s])+/g;
const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX_RUN = /(?:[0-9A-Fa-f]{2}){16,}/g;

function percentDecode(run: string): string {
  return run.replace(
    /%([0-9A-Fa-f]{2})/g,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Base64 (or base64url) at each of the 4 alignments: the run may start inside a group. */
function base64Decode(run: string): string {
  const plain = run.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  let out = "";
  for (let skip = 0; skip < 4; skip++) {
    const part = plain.slice(skip);
    const whole = part.slice(0, part.length - (part.length % 4 === 1 ? 1 : 0));
    try {
      out += " " + atob(whole.padEnd(Math.ceil(whole.length / 4) * 4, "="));
    } catch {
      // Not base64 at this alignment.
    }
  }
  return out;
}

function hexDecode(run: string): string {
  return run.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
}
