/**
 * How held-out corpus eleven is written (see _heldout_eleven.ts): a seeded stream of fake secret
 * parts (mulberry32), different for every case and the same on every run under one seed, and the
 * case builders. None of what it makes is a real credential, and no source line of the corpus
 * holds a token-shaped literal: every random part is drawn here at run time.
 */
import { ALNUM, BASE64, BASE64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { type Add, b64u, caseBuilders, corpusStream, type Piece } from "./_heldout_make.ts";
export type { Add, Piece };
export { b64, b64u, hexOf } from "./_heldout_make.ts";

export { ALNUM, BASE64, BASE64URL, HEX, UPPER_DIGITS };
export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER_DIGITS = LOWER + DIGITS;
export const UPPER_NUM = UPPER + DIGITS;
export const HEX_UP = "0123456789ABCDEF";
/** Crockford-ish base32 (no I, L, O, U), as some vendors print ids. */
export const B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The seed of the corpus as committed (`ELEVEN_SECRETS`, `ELEVEN_CLEAN`). */
export const ELEVEN_SEED = 11_011;

const stream = corpusStream(ELEVEN_SEED);

/** Starts the stream again from `seed` (the whole corpus is rebuilt after this). */
export const reseed = stream.reset;

/** `n` characters of `alphabet` from the corpus's stream. */
export const g = (n: number, alphabet: string = ALNUM): string => stream.draw(n, alphabet);

/** A whole number in [lo, hi] from the stream. */
export const int = stream.int;

/** One of `items`, drawn from the stream. */
export const pick = stream.pick;

const SYMBOLS = "!#%*-_.^~+";
/** A generated password: letters and digits with two symbols, 15 characters, no quote or `$`. */
export function pwd(): string {
  return g(5) + pick([...SYMBOLS]) + g(5) + pick([...SYMBOLS]) + g(3);
}

/** A password safe inside a URL's userinfo without encoding (letters, digits, `-_.~`). */
export function urlPwd(): string {
  return g(7) + pick(["-", "_", ".", "~"]) + g(9);
}

const WORDS = [
  "amber",
  "basalt",
  "cobalt",
  "dune",
  "ember",
  "fjord",
  "garnet",
  "harbor",
  "indigo",
  "juniper",
  "kelp",
  "lantern",
  "meadow",
  "nectar",
  "onyx",
  "pylon",
  "quartz",
  "raven",
  "saffron",
  "tundra",
  "umber",
  "vortex",
  "willow",
  "xenon",
  "yarrow",
  "zephyr",
  "bramble",
  "cinder",
  "drizzle",
  "falcon",
  "gossamer",
  "hollow",
];
/** `n` words from the list joined by spaces (a seed phrase). */
export function words(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(WORDS));
  return out.join(" ");
}

/** A diceware-like passphrase of `n` words joined by `sep`, with a number at the end. */
export function passphrase(n = 4, sep = "-"): string {
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(pick(WORDS));
  return words.join(sep) + sep + g(3, DIGITS);
}

/** A v4-looking UUID from the stream. */
export function guid(): string {
  return `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-${pick(["8", "9", "a", "b"])}${g(3, HEX)}-${
    g(12, HEX)
  }`;
}

const SIG_LENGTH = { HS256: 43, ES256: 86, RS256: 342 } as const;
/**
 * A JWT shaped like a real one: a real header, `claims` as payload, a signature of the
 * algorithm's length. Only the signature is secret (header and claims are readable by anyone).
 */
export function jwt(
  alg: keyof typeof SIG_LENGTH,
  claims: Record<string, unknown>,
  add?: (piece: string) => string,
): { token: string; sig: string } {
  const sig = g(SIG_LENGTH[alg], BASE64URL);
  add?.(sig);
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return { token: `${head}.${b64u(JSON.stringify(claims))}.${sig}`, sig };
}

/** An armour line of a private key block, built so that no source line looks like one. */
export function armour(edge: "BEGIN" | "END", kind: string): string {
  return "-".repeat(5) + edge + " " + kind + "PRIV" + "ATE KEY" + "-".repeat(5);
}

/** A PEM private key of `kind` ("RSA ", "EC ", "" for PKCS#8): every body line is a piece. */
export function pem(kind: string, lines = 8, eol = "\n"): { block: string; body: string[] } {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(g(64, BASE64));
  body.push(g(int(20, 60), BASE64) + "=");
  return {
    block: [armour("BEGIN", kind), ...body, armour("END", kind)].join(eol),
    body,
  };
}

/** The fixed start of every unencrypted OpenSSH private key body (`openssh-key-v1`, none, none). */
const OPENSSH_MAGIC = btoa(
  "openssh-key-v1\0" + "\0\0\0\x04none" + "\0\0\0\x04none" + "\0\0\0\0" + "\0\0\0\x01",
);

/** An OpenSSH private key: the pieces are the random parts of the body (not the fixed magic). */
export function opensshKey(lines = 5): { block: string; body: string[] } {
  const first = g(70 - OPENSSH_MAGIC.length, BASE64);
  const body = [first];
  for (let i = 1; i < lines - 1; i++) body.push(g(70, BASE64));
  body.push(g(int(24, 50), BASE64) + "==");
  const text = [OPENSSH_MAGIC + first, ...body.slice(1)];
  return {
    block: [armour("BEGIN", "OPENSSH "), ...text, armour("END", "OPENSSH ")].join("\n"),
    body,
  };
}

/** The secret (`S`) and clean (`C`) case builders, drawing from this corpus's stream. */
export const { S, C } = caseBuilders(g, ALNUM);
