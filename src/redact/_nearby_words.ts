/**
 * What the words around a value say, for the nearby-secret rules (`_nearby.ts`): a word that says
 * secret before it (on its line or the lines above), none that says digest, public, encrypted, id
 * or stand-in. Read on the value's line and the lines above, at most `WINDOW` characters away.
 */
// Words (of a line split into words, camelCase too) that say a value near them is secret.
// `key` alone is weak: a 40- or 64-hex value next to it is more often a digest (a cache key).
// (Each holds one of the rule's keywords: the lines it runs on are found by them.)
const WEAK = new Set(["key", "keys", "keyfile", "pwd"]);
const STRONG = new Set([
  "token",
  "tokens",
  "secret",
  "secrets",
  "password",
  "passwords",
  "passwd",
  "passphrase",
  "credential",
  "credentials",
  "creds",
  "apikey",
  "authtok",
  "auth",
  "authorization",
  "bearer",
  // "Secret" and "the secret" in Danish, Norwegian, Swedish and German (`Klient-id … og
  // hemmeligheden` above a generated value).
  "hemmelighed",
  "hemmeligheden",
  "hemmelighet",
  "hemmeligheten",
  "hemlighet",
  "hemligheten",
  "geheimnis",
]);
// The words that say a long value near them is a digest or an id, not a secret: one list for
// every rule that reads a line's words so (the nearby rules here, a value handed over in chat,
// `_chat.ts`). A digest: `SHA256 checksum:` over a value, an `ETag`, an `integrity` attribute.
export const DIGEST_WORDS: readonly string[] = [
  "sha",
  "sha1",
  "sha256",
  "md5",
  "hash",
  "hashes",
  "hashed",
  "digest",
  "checksum",
  "checksums",
  "sum",
  "fingerprint",
  "integrity",
  "etag",
];
// An id, a cursor or a version: a commit, a request's or trace's id, a nonce or salt, an image
// layer, a content id, a page token, a token's accessor.
export const ID_WORDS: readonly string[] = [
  "commit",
  "commits",
  "kid",
  "nonce",
  "iv",
  "salt",
  "uuid",
  "cache",
  "idempotency",
  // An alert's deduplication key (PagerDuty's `Dedup key:`, Opsgenie's alias): it groups events.
  "dedup",
  "request",
  "trace",
  "revision",
  "rev",
  "version",
  "blob",
  "tree",
  "cid",
  "ipfs",
  "image",
  "layer",
  "manifest",
  "socket",
  "page",
  "continuation",
  "pagination",
  // A handle that looks a credential up or revokes it and cannot be used as it (Vault's token
  // `accessor`, shown by `vault token create`/`lookup` and `vault list auth/token/accessors`).
  "accessor",
];
// Words on the value's own line that say it is an id, a cursor or a stand-in.
const NEGATIVE = new Set([
  ...ID_WORDS,
  "publishable",
  "example",
  "placeholder",
  "dummy",
  "fake",
]);
// Words near the value (its line, the two before) that say it is a digest, public or encrypted,
// safe to share: `SHA256 checksum:` over a digest, a public key's block or comment line, a
// SealedSecret's `encryptedData`, an Ansible Vault block, a `credentials.yml.enc`, a Pulumi
// `secure:` ciphertext.
const SAFE_NEAR = new Set([
  ...DIGEST_WORDS,
  "public",
  "pubkey",
  "encrypted",
  "sealed",
  "ansible",
  "enc",
  "secure",
]);
// The word right before a value that says it is an id (`clientId: "…"`, `AZURE_CLIENT_ID=…`).
const ID_NAMES = new Set(["id", "ids", "sid", "dsn"]);
// A namespace before a value (`session:3f9a…` in a cache or a Redis listing): a key's name.
const NAMESPACE =
  /(?:^|[^A-Za-z])(?:session|sess|cache|lock|job|queue|user|rate|bull|key|keys)s?:$/i;

// A key's line in a `gpg --list-keys` or `--list-secret-keys` listing (`sec   ed25519/542F… 2026-01-14
// [SC]`): the line under it is the key's fingerprint, public whichever list it is in.
const GPG_KEY_LINE =
  /^[ \t]*(?:sec|pub|ssb|sub)[#>]?[ \t]+[a-z]+\d*(?:\/[0-9A-F]{8,16})?[ \t]+\d{4}-\d\d-\d\d\b/;

// A literal given to a getter is what it looks up by (`getToken("…")`, `fetchKey('…')`).
const GETTER = /\b(?:get|fetch|find|lookup|load|read|retrieve)\w{0,30}\([ \t]*\\?["'\x60]?$/i;

// The element a SAML metadata or an XML signature holds a public certificate in.
const X509_ELEMENT = /<(?:\w{1,20}:)?X509(?:Certificate|Data)\b/;

// How far before a value its checks read (and after it, on its line).
export const WINDOW = 400;
// The end of a JSONL record's string and the record's own fields after it.
const RECORD_REST = /"(?:[}\]]|,")[\s\S]*$/;

/** The words of `text`, lower-cased: `apiKey` → `api`, `key`; `SIGNING_KEY` → `signing`, `key`. */
function words(text: string): string[] {
  return (uncoloured(text).match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []).map((w) =>
    w.toLowerCase()
  );
}

// deno-lint-ignore no-control-regex
const COLOUR_CODE = /\x1b\[[\d;]{0,12}m/g;

/** `text` with a terminal's colour codes (`\x1b[1m`) blanked, so `\x1b[1mtoken` reads `token`. */
function uncoloured(text: string): string {
  return text.includes("\x1b")
    ? text.replace(COLOUR_CODE, (code) => " ".repeat(code.length))
    : text;
}

/**
 * The start of the line holding `at`: after a line break, or after a JSON `\n` (a transcript
 * record is one line; its text's lines are read as lines). Read back at most `WINDOW` characters
 * (a longer line is read as starting there).
 */
function lineStart(input: string, at: number): number {
  const floor = Math.max(0, at - WINDOW);
  const part = input.slice(floor, at);
  const escaped = part.lastIndexOf("\\n");
  return floor + Math.max(part.lastIndexOf("\n") + 1, escaped === -1 ? 0 : escaped + 2);
}

/** The end of the line holding `at` (its line break or JSON `\n`), at most `WINDOW` ahead. */
function lineEnd(input: string, at: number): number {
  const part = input.slice(at, at + WINDOW);
  const a = part.indexOf("\n"), b = part.indexOf("\\n");
  return at + Math.min(a === -1 ? part.length : a, b === -1 ? part.length : b);
}

const WORD = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g;
// Whether a text holds one of the words that say secret, in any case, as part of any word: a text
// without one holds none of them as a word either (most values are turned away so, with one
// search rather than a look at each word).
const SOME_SECRET_WORD = new RegExp([...STRONG, ...WEAK].join("|"), "i");

/**
 * Whether the words around the value at [start, end) of `input` say it is a secret: a word says
 * secret before it (on its line or the `linesAbove` before, within `WINDOW` characters); from the
 * start of that word's line on, none says digest, public or encrypted (and no armour line stands
 * there); none on the value's line says id or stand-in. (Nothing above the line of the first word
 * that says secret is read: the rule runs on the lines from its keywords on.)
 */
export function saysSecret(
  input: string,
  start: number,
  end: number,
  needs: "any" | "strong",
  linesAbove: number,
): boolean {
  // (The checks in order of what they turn away for their cost: most runs have no word that
  // says secret near them, or stand under an armour line.)
  const from = lineStart(input, start);
  let top = from;
  for (let i = 0; i < linesAbove && top > 0; i++) top = lineStart(input, top - 1);
  const near = uncoloured(input.slice(Math.max(top, start - WINDOW), start));
  if (!SOME_SECRET_WORD.test(near)) return false;
  // The line of the first word that says secret (`Commit SHA of the token fix:`, `public key`).
  let first = -1;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(near); m !== null; m = WORD.exec(near)) {
    const w = m[0].toLowerCase();
    if (STRONG.has(w) || needs === "any" && WEAK.has(w)) {
      first = lineStart(near, m.index);
      break;
    }
  }
  WORD.lastIndex = 0;
  if (first === -1) return false;
  const read = near.slice(first);
  // (An armoured block's body, `-----BEGIN …`, is the PEM rules' business; a certificate in an
  // XML signature's or a SAML metadata's `<ds:X509Certificate>` is public.)
  if (read.includes("-----") || X509_ELEMENT.test(read)) return false;
  const own = words(input.slice(Math.max(from, start - WINDOW), start));
  let rest = input.slice(end, Math.min(lineEnd(input, end), end + WINDOW));
  // (In a JSONL record's line the text ends with its JSON string: the record's own fields after
  // it, `"uuid":…`, `"id":…`, are not words of the text.)
  if (input.startsWith('{"', from)) rest = rest.replace(RECORD_REST, "");
  if (own.some((w) => NEGATIVE.has(w)) || words(rest).some((w) => NEGATIVE.has(w))) return false;
  if (ID_NAMES.has(own.at(-1) ?? "")) return false;
  const head = input.slice(Math.max(0, start - 40), start);
  if (NAMESPACE.test(head) || GETTER.test(head)) return false;
  if (from > 0 && GPG_KEY_LINE.test(input.slice(lineStart(input, from - 1), from))) return false;
  return !saysSafe(read) && !saysSafe(rest);
}

/**
 * Whether `text` holds a word that says digest, public or encrypted, read as camelCase parts and
 * as whole words (`ETag` is `e`, `tag` in parts).
 */
function saysSafe(text: string): boolean {
  if (words(text).some((w) => SAFE_NEAR.has(w))) return true;
  return (uncoloured(text).match(/[A-Za-z]+/g) ?? []).some((w) => SAFE_NEAR.has(w.toLowerCase()));
}
