/**
 * How held-out corpus twenty-four is written (see _heldout_twentyfour.ts): its seeded stream, case
 * builders and the values of blockchains and payment rails built from that stream — BIP-39
 * mnemonics with their real checksum, base58check keys (WIF, xprv/tprv, xpub), Solana keypairs,
 * hex keys and addresses, card numbers with a valid Luhn digit. Every random character comes from
 * the one stream, so the corpus is the same on every run under TWENTYFOUR_SEED.
 */
import { sha256Hex } from "../../src/fsutil.ts";
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";
import { ENGLISH, SPANISH } from "./_heldout_twentyfour_words.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_ALNUM };

export const TWENTYFOUR_SEED = 24024;

const kit = corpusKit(TWENTYFOUR_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Bitcoin's base58 alphabet (no 0, O, I, l). */
export const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** Upper-case hex (HSM keys, HMAC keys as vendors print them). */
export const UHEX = "0123456789ABCDEF";
/** Letters, digits, `-` and `_` (URL-safe tokens). */
export const WORD = B64URL;
/** A vendor prefix's live form, `sk` → `sk_live_` (joined at run time: no whole prefix in source). */
export const live = (p: string): string => `${p}_${"li" + "ve"}_`;
/** A vendor prefix's test form, `sk` → `sk_test_`. */
export const test = (p: string): string => `${p}_${"te" + "st"}_`;

/** Bech32's data alphabet. */
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** `n` bytes from the stream. */
export function bytes(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => num(0, 255));
}

function hexToBytes(h: string): Uint8Array {
  return Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));
}

const cat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), at += p.length;
  return out;
};

/** Base58 of `data` (leading zero bytes as `1`). */
export function base58(data: Uint8Array): string {
  let n = 0n;
  for (const b of data) n = n * 256n + BigInt(b);
  let s = "";
  while (n > 0n) s = B58[Number(n % 58n)] + s, n /= 58n;
  for (const b of data) {
    if (b !== 0) break;
    s = "1" + s;
  }
  return s;
}

/** Base58check: `payload` and the first four bytes of its double SHA-256. */
export function base58check(payload: Uint8Array): string {
  const sum = hexToBytes(sha256Hex(hexToBytes(sha256Hex(payload)))).slice(0, 4);
  return base58(cat(payload, sum));
}

/** A 32-byte private key in lower-case hex (64 characters). */
export const hexKey = (): string => hex(64);

/** A WIF private key: mainnet compressed (K/L…), uncompressed (5…) or testnet (c…). */
export function wif(kind: "compressed" | "uncompressed" | "testnet" = "compressed"): string {
  const version = new Uint8Array([kind === "testnet" ? 0xef : 0x80]);
  const tail = kind === "uncompressed" ? new Uint8Array() : new Uint8Array([1]);
  return base58check(cat(version, bytes(32), tail));
}

const VERSIONS = {
  xprv: [0x04, 0x88, 0xad, 0xe4],
  tprv: [0x04, 0x35, 0x83, 0x94],
  xpub: [0x04, 0x88, 0xb2, 0x1e],
  tpub: [0x04, 0x35, 0x87, 0xcf],
} as const;

/** A BIP-32 extended key (111 characters): a private one's key after a zero byte. */
export function extendedKey(kind: keyof typeof VERSIONS, depth = 0): string {
  const head = new Uint8Array([...VERSIONS[kind], depth]);
  const where = depth === 0 ? new Uint8Array(8) : bytes(8);
  const key = kind.endsWith("prv")
    ? cat(new Uint8Array([0]), bytes(32))
    : cat(new Uint8Array([pick([2, 3])]), bytes(32));
  return base58check(cat(head, where, bytes(32), key));
}

/** A BIP-39 mnemonic of `n` words (12, 15, 18, 21 or 24) whose last word carries its checksum. */
export function mnemonic(n: number, list: readonly string[] = ENGLISH): string {
  const entropy = bytes((n * 4) / 3);
  const sum = parseInt(sha256Hex(entropy).slice(0, 2), 16);
  let bits = [...entropy].map((b) => b.toString(2).padStart(8, "0")).join("");
  bits += sum.toString(2).padStart(8, "0").slice(0, n / 3);
  return Array.from({ length: n }, (_, i) => list[parseInt(bits.slice(i * 11, i * 11 + 11), 2)])
    .join(" ");
}
export { ENGLISH, SPANISH };

/** An Ethereum V3 keystore (scrypt), its ciphertext a piece: decided a secret (see the doc). */
export function keystore(add: (p: string) => string, pretty: boolean): string {
  const ks = {
    address: hex(40),
    crypto: {
      cipher: "aes-128-ctr",
      ciphertext: add(hex(64)),
      cipherparams: { iv: hex(32) },
      kdf: "scrypt",
      kdfparams: { dklen: 32, n: pick([8192, 262144]), p: 1, r: 8, salt: hex(64) },
      mac: hex(64),
    },
    id: uuid(),
    version: 3,
  };
  return pretty ? JSON.stringify(ks, null, 2) : JSON.stringify(ks);
}

/** An EIP-2335 validator keystore (BLS), its cipher message a piece. */
export function blsKeystore(add: (p: string) => string): string {
  return JSON.stringify(
    {
      crypto: {
        kdf: {
          function: "pbkdf2",
          params: { dklen: 32, c: 262144, prf: "hmac-sha256", salt: hex(64) },
          message: "",
        },
        checksum: { function: "sha256", params: {}, message: hex(64) },
        cipher: { function: "aes-128-ctr", params: { iv: hex(32) }, message: add(hex(64)) },
      },
      description: "",
      pubkey: hex(96),
      path: `m/12381/3600/${num(0, 40)}/0/0`,
      uuid: uuid(),
      version: 4,
    },
    null,
    2,
  );
}

/** A Solana keypair file's 64 bytes, as `solana-keygen` writes them (`[12,250,…]`). */
export function solanaArray(): string {
  return `[${[...bytes(64)].join(",")}]`;
}
/** A Solana secret key (64 bytes) in base58, as Phantom exports it. */
export const solanaSecret = (): string => base58(bytes(64));
/** A Solana public key (32 bytes) in base58. */
export const solanaPub = (): string => base58(bytes(32));

/** An Ethereum address, lower case. */
export const ethAddress = (): string => "0x" + hex(40);
/** A transaction or block hash. */
export const txHash = (): string => "0x" + hex(64);
/** A native segwit address (bc1q…, a random body in bech32's alphabet). */
export const bc1 = (): string => "bc1q" + draw(38, BECH32);
/** A bech32 address under `hrp` (cosmos1…, osmo1…). */
export const bech = (hrp: string): string => `${hrp}1` + draw(38, BECH32);

/** A card number of `length` digits after `prefix`, its last digit the Luhn check. */
export function pan(prefix: string, length = 16): string {
  const body = prefix + draw(length - prefix.length - 1, DIGITS);
  let sum = 0;
  [...body].reverse().forEach((d, i) => {
    let v = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  });
  return body + String((10 - (sum % 10)) % 10);
}
/** A PAN written in groups of four. */
export const spaced = (p: string, sep = " "): string => p.match(/.{1,4}/g)!.join(sep);

/** A generated password as one piece: letters and digits around one symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(5, 8)));
}

/** A JWT whose claims are `claims`, signed with `alg`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const sig = { HS256: 43, ES256: 86, RS256: 342 }[alg] ?? 43;
  return `${head}.${b64u(JSON.stringify(claims))}.${k(sig, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("EC ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** An EC private key block as Coinbase's CDP keys carry it: every body line a piece. */
export function ecBlock(k: Piece, eol = "\n"): string {
  const body = [k(64, B64), k(64, B64), k(num(44, 50), B64) + "=="];
  return [armour("EC ", false), ...body, armour("EC ", true)].join(eol);
}

const clock = caseClock(num, 2);
/** A clock for one case: starts at a random moment of November 2026. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}
/** The clock's time in Unix seconds. */
export function unix(): number {
  return Math.floor(clock.advance(5, 4000) / 1000);
}

/** A Stripe-style object id (`pi_`, `ch_`, `cus_` …): the prefix and 24 characters. */
export const stripeId = (prefix: string): string => `${prefix}_${draw(24)}`;

/** A clean family's cases: every writer (a label and a text) in `rounds` variants. */
export function cleanRounds(
  writers: ReadonlyArray<readonly [string, () => string]>,
  rounds = 2,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [label, write] of writers) out.push(C(`${label} (${round})`, write()));
  }
  return out;
}

/** `n` lines from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** A Claude Code tool result record (JSONL) holding `text`. */
export function claudeRecord(text: string): string {
  return JSON.stringify({
    type: "user",
    uuid: uuid(),
    timestamp: tick(),
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_" + draw(24), content: text }],
    },
  });
}
