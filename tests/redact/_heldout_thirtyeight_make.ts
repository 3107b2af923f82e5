/**
 * How held-out corpus thirty-eight is written (see _heldout_thirtyeight.ts): its seeded stream,
 * the drawing helpers for the values of DNS, CDN, edge and certificate work (base64 keys of so many
 * bytes, hostnames, addresses, key blocks, public certificates), and the containers a case's lines
 * are written into — printed as they are, a terminal's scrollback, a Claude Code tool result, a
 * file read with numbered lines, a user's message, an assistant's answer. Every random character,
 * in secrets and filler alike, comes from one stream (`corpusStream` via `corpusKit`).
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM, UPPER_DIGITS };

export const THIRTYEIGHT_SEED = 38038;

const kit = corpusKit(THIRTYEIGHT_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Base64 (padded) of `n` random bytes from the stream: a TSIG, rndc or tunnel secret. */
export function keyB64(n: number): string {
  return b64(Uint8Array.from({ length: n }, () => num(0, 255)));
}

/** Base64url without padding of `n` random bytes: a JWK member, an EAB HMAC key, an ACME token. */
export function keyB64u(n: number): string {
  return keyB64(n).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "@", "%"]) + draw(num(5, 8)));
}

const ZONES = [
  "larkspur-tea.com",
  "oddfellows.io",
  "northwind-labs.net",
  "paperkite.dev",
  "hollowbrook.org",
  "quillstack.app",
  "mintleaf.co.uk",
  "bramblecdn.net",
  "tidepool.systems",
  "ferncastle.de",
];
/** A zone a case works on. */
export const zone = (): string => pick(ZONES);
/** A host under a zone. */
export function host(z = zone()): string {
  return `${
    pick(["www", "api", "cdn", "mail", "vpn", "status", "shop", "edge", "ns1", "git"])
  }.${z}`;
}
/** An IPv4 address in the documentation ranges. */
export function ip4(): string {
  return `${pick(["192.0.2", "198.51.100", "203.0.113"])}.${num(2, 254)}`;
}
/** An IPv6 address in the documentation range. */
export function ip6(): string {
  return `2001:db8:${hex(4)}:${hex(4)}::${hex(3)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "" …), built so no scanner sees it. */
export function armour(kind: string, end: boolean): string {
  return "-----" + (end ? "END" : "BEGIN") + " " + kind + "PRIVATE" + " KEY-----";
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(16, 56), B64) + pick(["=", "==", ""]));
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A public certificate (or CSR) block: random base64 body, public by design. */
export function publicBlock(kind = "CERTIFICATE", lines = num(8, 14)): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(draw(64, B64));
  body.push(draw(num(12, 60), B64) + "=");
  return [`-----BEGIN ${kind}-----`, ...body, `-----END ${kind}-----`];
}

/** A fingerprint as openssl prints it: `n` bytes of upper-case hex joined by colons. */
export function colonHex(n: number): string {
  return Array.from({ length: n }, () => hex(2).toUpperCase()).join(":");
}

const clock = caseClock(num, 2);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next timestamp of the case's clock (ISO, milliseconds). */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}
/** The clock's time of day, `HH:MM:SS`. */
export function hms(): string {
  return new Date(clock.advance(200, 9000)).toISOString().slice(11, 19);
}
/** The clock's date as HTTP writes it. */
export function httpDate(): string {
  return new Date(clock.advance(100, 2000)).toUTCString();
}

/** The part of an Akamai EdgeGrid token or host after `akab-`: two runs of 16. */
export function akamaiId(): string {
  return `${draw(16, LOWER_DIGITS)}-${draw(16, LOWER_DIGITS)}`;
}

/** A Bunny account API key: a UUID and a second, longer group of hex runs. */
export function bunnyKey(): string {
  return `${uuid()}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
}

/**
 * `bytes` random bytes as openssl -text prints a number: lower-case colon hex, 15 bytes a line
 * after `indent`, a colon after every line but the last. With `add`, each line's hex is a piece.
 */
export function colonLines(bytes: number, indent: string, add?: Add): string[] {
  const out: string[] = [];
  for (let left = bytes; left > 0; left -= 15) {
    const line = hex(Math.min(15, left) * 2).replace(/(..)(?!$)/g, "$1:");
    out.push(indent + (add ? add(line) : line) + (left > 15 ? ":" : ""));
  }
  return out;
}

/** A tunnel token as the dashboard gives it: base64 of `{"a":…,"t":…,"s":…}`. */
export function tunnelToken(): string {
  return b64(JSON.stringify({ a: hex(32), t: uuid(), s: keyB64(32) }));
}

/** A Cloudflare ray id: 16 hex digits and a colo. */
export function ray(): string {
  return `${hex(16)}-${pick(["AMS", "FRA", "LHR", "CDG", "IAD", "SJC", "NRT", "SIN"])}`;
}
