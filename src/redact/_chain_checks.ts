/**
 * The checksums that make a wallet's secret certain by its own form: a BIP-39 mnemonic's last
 * bits, base58check (Bitcoin's extended keys and WIF) and Luhn (a card number). Each answers for a
 * value a rule's pattern already took; none is a rule.
 */
import { sha256Bytes } from "../fsutil.ts";
import { BIP39_ENGLISH, BIP39_SPANISH } from "./_bip39_words.ts";

/** A word's letters without accents, lower-cased (`ÁRBOL` → `arbol`). */
export function plainWord(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Each wordlist as word (plain) → index. */
const LISTS: ReadonlyArray<Map<string, number>> = [BIP39_ENGLISH, BIP39_SPANISH].map(
  (list) => new Map(list.map((w, i) => [plainWord(w), i])),
);

/** The wordlist (as word → index) holding the most of `words`, and how many it holds. */
export function bip39List(words: readonly string[]): { list: Map<string, number>; held: number } {
  let best = { list: LISTS[0]!, held: -1 };
  for (const list of LISTS) {
    const held = words.filter((w) => list.has(w)).length;
    if (held > best.held) best = { list, held };
  }
  return best;
}

/**
 * The entropy of a mnemonic given as word indexes (11 bits each) when its checksum holds (12, 15,
 * 18, 21 or 24 words), else undefined.
 */
export function bip39Entropy(indexes: readonly number[]): Uint8Array | undefined {
  const n = indexes.length;
  if (n < 12 || n > 24 || n % 3 !== 0) return undefined;
  const bits = indexes.map((i) => i.toString(2).padStart(11, "0")).join("");
  const entropyBits = (n * 32) / 3;
  const entropy = Uint8Array.from(
    { length: entropyBits / 8 },
    (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2),
  );
  const sum = sha256Bytes(entropy)[0]!.toString(2).padStart(8, "0").slice(0, n / 3);
  return bits.slice(entropyBits) === sum ? entropy : undefined;
}

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The bytes a base58check string carries (without its 4 checksum bytes), or undefined. */
export function base58check(text: string): Uint8Array | undefined {
  let n = 0n;
  for (const c of text) {
    const d = B58.indexOf(c);
    if (d < 0) return undefined;
    n = n * 58n + BigInt(d);
  }
  const out: number[] = [];
  while (n > 0n) {
    out.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (let i = 0; i < text.length && text[i] === "1"; i++) out.unshift(0);
  if (out.length < 5) return undefined;
  const body = Uint8Array.from(out.slice(0, -4));
  const check = sha256Bytes(sha256Bytes(body));
  return out.slice(-4).every((b, i) => b === check[i]) ? body : undefined;
}

/** Whether a run of digits passes Luhn's check (a card number's last digit). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A mnemonic's words for `entropy` (16 to 32 bytes) from `list`, its checksum bits appended. */
export function bip39Words(entropy: Uint8Array, list: readonly string[]): string[] {
  const bits = [...entropy].map((b) => b.toString(2).padStart(8, "0")).join("") +
    sha256Bytes(entropy)[0]!.toString(2).padStart(8, "0").slice(0, entropy.length / 4);
  return Array.from(
    { length: bits.length / 11 },
    (_, i) => list[parseInt(bits.slice(i * 11, i * 11 + 11), 2)]!,
  );
}

/** `body` in base58 with its 4 checksum bytes (double SHA-256) appended. */
export function toBase58check(body: Uint8Array): string {
  const all = [...body, ...sha256Bytes(sha256Bytes(body)).slice(0, 4)];
  let n = all.reduce((acc, b) => acc * 256n + BigInt(b), 0n);
  let out = "";
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (let i = 0; i < all.length && all[i] === 0; i++) out = "1" + out;
  return out;
}

/**
 * Whether a mnemonic is a published one, not a wallet's: few distinct words (`test … junk`,
 * Hardhat's and Anvil's default; `abandon … about`, `zoo … wrong`) or a test vector's entropy of
 * one repeated byte (`legal winner …`, `letter advice …`). `entropy` when the checksum was read.
 */
export function publishedMnemonic(words: readonly string[], entropy?: Uint8Array): boolean {
  if (new Set(words.map(plainWord)).size <= 3) return true;
  if (entropy === undefined) {
    const { list } = bip39List(words.map(plainWord));
    entropy = bip39Entropy(words.map((w) => list.get(plainWord(w)) ?? 0));
  }
  return entropy !== undefined && entropy.every((b) => b === entropy[0]);
}
