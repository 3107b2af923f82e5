/**
 * How held-out corpus twenty-two is written (see _heldout_twentytwo.ts): its seeded stream, case
 * builders, the values network gear and embedded devices print (Cisco type 7 encodings, crypt
 * hashes, Junos `$9$`, FortiOS `ENC`, WireGuard and ESPHome keys, hex PSKs) and the places a
 * snippet is seen in a session (a pasted message, a Claude Code tool result, a Codex command's
 * output, an answer's fence, a terminal). Every random character comes from one stream, so the
 * corpus is the same on every run under TWENTYTWO_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  hexOf,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, pemLine } from "./_fakes.ts";

export type { HeldOutClean, HeldOutSecret, Piece, Shape };
export {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  DIGITS,
  HEX,
  hexOf,
  LOWER,
  LOWER_DIGITS,
  UPPER,
  UPPER_ALNUM,
};

export const TWENTYTWO_SEED = 22022;

const kit = corpusKit(TWENTYTWO_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex. */
export const HEXU = "0123456789ABCDEF";
/** The alphabet of crypt(3) hashes (`./0-9A-Za-z`). */
export const CRYPT = "./" + DIGITS + UPPER + LOWER;
/** Base32 as The Things Stack writes its API keys (upper case and 2-7). */
export const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Characters of a Junos `$9$` string. */
const JUNOS = "QzF3n6/9CAtpu0OB1IREhcSyrl" + "eKvMW8LXx7N-dVbwsY2g4" + "oaJZGUDjiHkq.mPf5T";

/**
 * A generated password as one piece: letters and digits around one symbol a shell tolerates, or
 * (`inUrl`) one that a URL's user part takes as it is.
 */
export function pass(add: Add, inUrl = false): string {
  const symbols = inUrl ? ["-", "_", ".", "~"] : ["!", "#", "-", "_", ".", "@", "+"];
  return add(draw(num(6, 9)) + pick(symbols) + draw(num(4, 7)));
}

const WORDS = [
  "maple",
  "otter",
  "lantern",
  "copper",
  "river",
  "garnet",
  "pixel",
  "harbor",
  "cobalt",
  "meadow",
  "falcon",
  "ember",
  "walnut",
  "quartz",
  "willow",
  "tundra",
  "saffron",
  "beacon",
  "orchid",
  "granite",
  "thistle",
  "marble",
  "juniper",
  "canyon",
  "sparrow",
  "velvet",
];
/** A household Wi-Fi passphrase (words, digits and a separator) as one piece. */
export function phrase(add: Add): string {
  const sep = pick(["-", "", " ", "_", "."]);
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const words = [pick(WORDS), cap(pick(WORDS)), pick(WORDS)];
  return add(words.join(sep) + sep + draw(num(2, 4), DIGITS));
}

/** Cisco's type 7 translation table (public, in every decoder). */
export const TYPE7_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUB" + "sgvca69834ncxv9873254k;fg87";
/** The Cisco type 7 encoding of `plain` (reversible), with a drawn offset. */
export function type7(plain: string): string {
  const at = num(0, 15);
  let out = String(at).padStart(2, "0");
  for (let i = 0; i < plain.length; i++) {
    const x = plain.charCodeAt(i) ^ TYPE7_XLAT.charCodeAt((at + i) % TYPE7_XLAT.length);
    out += x.toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}
/** A type 7 string of a fresh password, as one piece. */
export const t7 = (add: Add): string => add(type7(draw(num(8, 12))));

/** crypt(3) hashes as devices print them, each one piece. */
export const md5crypt = (add: Add): string => add(`$1$${draw(4, CRYPT)}$${draw(22, CRYPT)}`);
export const sha512crypt = (add: Add): string => add(`$6$${draw(16, CRYPT)}$${draw(86, CRYPT)}`);
/** Cisco type 8 (PBKDF2-SHA256) and type 9 (scrypt), 14-character salt and 43-character hash. */
export const type8 = (add: Add): string => add(`$8$${draw(14, CRYPT)}$${draw(43, CRYPT)}`);
export const type9 = (add: Add): string => add(`$9$${draw(14, CRYPT)}$${draw(43, CRYPT)}`);
/** A Junos `$9$` string (reversible) of a secret of about `n` characters. */
export const junos9 = (add: Add, n = num(10, 18)): string =>
  add("$9$" + draw(n * 2 + num(2, 4), JUNOS));
/** A FortiOS `ENC` value (reversible with the firmware's fixed key), the base64 a piece. */
export const fortiEnc = (add: Add): string => "ENC " + add(draw(num(20, 28) * 4, B64));

/** A 32-byte key in standard base64 (43 characters and `=`), as WireGuard and ESPHome print it. */
export function key32(add: Add): string {
  return add(draw(42, B64) + pick([..."AEIMQUYcgkosw048"]) + "=");
}
/** A 16-byte key in base64 (22 characters and `==`). */
export const key16 = (add: Add): string => add(draw(21, B64) + pick([..."AQgw"]) + "==");

/** A JWT (HS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/** A Home Assistant long-lived access token: issuer a refresh token id, ten years long. */
export function haToken(k: Piece): string {
  const iat = num(1_700_000_000, 1_790_000_000);
  return jwt(k, { iss: hex(32), iat, exp: iat + 315_360_000 });
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + pick(["=", "=="]));
  return [indent + pemLine("BEGIN", kind), ...body, indent + pemLine("END", kind)];
}

/** A public certificate's block (clean: nothing in it is secret). */
export function certBlock(lines: number, indent = ""): string[] {
  const body = Array.from({ length: lines }, () => indent + draw(64, B64));
  return [`${indent}-----BEGIN CERTIFICATE-----`, ...body, `${indent}-----END CERTIFICATE-----`];
}

/** An address in a private range, or a documentation one. */
export const ip = (): string => `10.${num(0, 254)}.${num(0, 254)}.${num(1, 254)}`;
export const lanIp = (): string => `192.168.${num(0, 20)}.${num(2, 250)}`;
export const pubIp = (): string => `${pick(["198.51.100", "203.0.113", "192.0.2"])}.${num(2, 250)}`;
/** A MAC address with `sep` (`:`, `-`, or `.` for Cisco's dotted form). */
export function mac(sep = ":"): string {
  const h = hex(12);
  if (sep === ".") return [h.slice(0, 4), h.slice(4, 8), h.slice(8)].join(".");
  return h.match(/../g)!.join(sep);
}
/** A host name of a lab or home network. */
export function host(): string {
  const role = pick(["core", "edge", "dist", "acc", "fw", "rtr", "sw", "ap", "gw", "spine"]);
  const site = pick(["ams", "fra", "nyc", "lab", "hq", "dc1", "dc2", "br", "home", "lon"]);
  return `${role}-${site}-${String(num(1, 40)).padStart(2, "0")}`;
}
export const ssid = (): string =>
  pick(["Casa", "Home", "IoT", "Guest", "Lab", "Attic", "Shed", "Office", "Mesh", "Garden"]) +
  pick(["-", "_", " ", ""]) + pick(["5G", "2G", "Net", "WiFi", "Devices", "Sensors", "AP"]) +
  (num(0, 1) ? String(num(1, 99)) : "");
/** `n` lines from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}
