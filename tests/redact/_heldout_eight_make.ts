/**
 * How held-out corpus eight is written (see _heldout_eight.ts): a seeded generator of fake
 * secrets (different for every call, the same on every run, none a real credential) and the
 * two helpers every case file uses to state a case.
 */
import {
  corpusStream,
  type HeldOutClean,
  type HeldOutSecret,
  type Shape,
} from "./_heldout_make.ts";

export const HEX = "0123456789abcdef";
export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LD = LOWER + DIGITS;
export const UD = UPPER + DIGITS;
export const AN = UPPER + LOWER + DIGITS;
export const B64 = AN + "+/";
export const B64URL = AN + "-_";
export const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A small seeded generator, so every run builds the same corpus. */
const stream = corpusStream(0x8e1947a3);
const next = stream.next;

/** `n` random characters of `alphabet`. */
export const g = (n: number, alphabet: string = AN): string => stream.draw(n, alphabet);

/** `n` characters of `alphabet` holding at least one upper, one lower and one digit. */
export function mixed(n: number, alphabet: string = AN): string {
  for (;;) {
    const s = g(n, alphabet);
    if (/[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s)) return s;
  }
}

const SYMBOLS = "!#$%*-_.@+=^~";
/** A generated password of `n` characters: mixed letters and digits with two symbols in it. */
export function pw(n = 16, symbols = SYMBOLS): string {
  const body = mixed(n - 2).split("");
  for (let k = 0; k < 2; k++) {
    const at = 1 + Math.floor(next() * (body.length - 1));
    body.splice(at, 0, stream.draw(1, symbols));
  }
  return body.join("");
}

/** A password of letters and digits only (what many generators produce). */
export function pwAlnum(n = 20): string {
  return mixed(n);
}

/** Base64 (standard, padded) of the bytes of `s`. */
export function b64(s: string): string {
  return btoa(s);
}

/** Unpadded base64url of `s`. */
export function b64url(s: string): string {
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Random bytes as standard base64 (`bytes` long before encoding). */
export function rb64(bytes: number): string {
  let raw = "";
  for (let i = 0; i < bytes; i++) raw += String.fromCharCode(Math.floor(next() * 256));
  return btoa(raw);
}

/** A random v4 UUID. */
export function uuid(): string {
  const v = "89ab".charAt(Math.floor(next() * 4));
  return `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-${v}${g(3, HEX)}-${g(12, HEX)}`;
}

/** A random Crockford ULID. */
export function ulid(): string {
  return "01" + g(24, "0123456789ABCDEFGHJKMNPQRSTVWXYZ");
}

/** The header of a JWT signed with HS256, and with EdDSA (not secret: the same in every token). */
export const JWT_HS = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
export const JWT_ED = b64url(JSON.stringify({ alg: "EdDSA", typ: "JWT" }));
export const JWT_RS = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "k1" }));

/** The claims and random signature of a JWT: its secret part (the header goes before it). */
export function jwtTail(claims: Record<string, unknown>, alg = "HS256"): string {
  const body = b64url(JSON.stringify(claims));
  return `${body}.${g(alg === "RS256" ? 342 : alg === "EdDSA" ? 86 : 43, B64URL)}`;
}

/** A PEM marker line, built from parts so no source line reads as a key. */
export function pem(edge: "BEGIN" | "END", kind: string): string {
  return `-----${edge} ${kind}-----`;
}

/** A private-key-looking PEM block of `lines` base64 lines; the body is its secret. */
export function pemBlock(kind: string, lines = 8, eol = "\n"): { block: string; body: string[] } {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(rb64(48));
  const block = [pem("BEGIN", kind), ...body, pem("END", kind)].join(eol);
  return { block, body };
}

/** `s` cut into lines of `width` characters. */
export function wrap(s: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += width) out.push(s.slice(i, i + width));
  return out;
}

/** A secret case: its pieces are generated first, the text is built from them. */
export function sec(
  shape: Shape,
  label: string,
  pieces: string[],
  text: (p: string[]) => string,
): HeldOutSecret {
  return { shape, label, text: text(pieces), pieces };
}

/** A clean case. */
export function cl(label: string, text: string): HeldOutClean {
  return { label, text };
}
