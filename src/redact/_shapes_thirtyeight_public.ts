/**
 * Public key material by the text's own words (docs/redaction.md, "Corpus thirty-eight after it
 * was seen"): a check on a rule's findings, never a pass over the text (text without a finding
 * costs nothing), asked by `publicChecked` of every rule. A value a rule found is let go when it
 * stands where a format prints something public for anyone to read:
 *
 * - the data of a DNS record that publishes a key or a signature: `DNSKEY`/`CDNSKEY`/`KEY`
 *   `<flags> 3 <algorithm>` (a `K*.key` file, `dig +dnssec`; also the record's data under a name
 *   that says DNSKEY, Route 53's `"DNSKEYRecord": "257 3 13 …"`), `RRSIG <type> <alg> <labels> <ttl>
 *   <expiry> <inception> <tag> <signer>`, `DS`/`CDS`, `TLSA`, `SSHFP`, `SMIMEA`, `OPENPGPKEY`. Not
 *   BIND's old TSIG key files: a `KEY` record of an HMAC algorithm (157, 161–165) holds the shared
 *   secret itself.
 * - a public key's pin: `SHA-256 PIN:` (kdig's TLS debug), `pin-sha256=` (HPKP), curl's
 *   `sha256//`: base64 of a digest of a certificate's public key.
 * - a TLS session's id as `openssl s_client` prints it (`Session-ID:` and 64 upper-case hex, in
 *   its session block): the server sends it in the clear in its hello. (Its `Master-Key:` beside
 *   it stays a secret.)
 * - a DNS stamp (`sdns://…`, DNSCrypt and DoH resolvers): an address and a public key.
 * - an ACME DNS-01 challenge value (43 characters of base64url, a SHA-256 digest) alone on its line
 *   or after `TXT`, under `_acme-challenge`: a TXT record published for anyone to read.
 */
import { groupSpan } from "./_indices.ts";

// Blanks in a line, also JSON-escaped tabs (`\t` inside a transcript record, once or twice).
const S = String.raw`(?:[ \t]|\\{1,3}t)+`;

// A DNS record's type and fixed fields before its key or signature data, then the data's earlier
// chunks (dig splits a long key with spaces): to the value's start.
const RECORD_HEAD = new RegExp(
  String
    .raw`(?:^|[^A-Za-z0-9]|\\t)(?:(?:C?DNSKEY(?:${S}|[\w-]{0,20}\\?["']?[ \t]*[:=][ \t]*\\?["']?)|KEY${S})\d{1,5}${S}3${S}(?<alg>\d{1,3})` +
    String
      .raw`|RRSIG${S}[A-Z][A-Z0-9-]{0,15}${S}\d{1,3}${S}\d{1,3}${S}\d{1,10}${S}\d{14}${S}\d{14}${S}\d{1,5}${S}[^\s\\]{1,255}` +
    String
      .raw`|C?DS${S}\d{1,5}${S}\d{1,3}${S}\d{1,3}|TLSA${S}\d${S}\d${S}\d|SMIMEA${S}\d${S}\d${S}\d` +
    String.raw`|SSHFP${S}\d${S}\d|OPENPGPKEY)${S}(?:[A-Za-z0-9+/=]{1,400}${S}){0,20}$`,
);

// The HMAC algorithms of BIND's `KEY` records (a TSIG secret, not a public key).
const HMAC_ALGORITHMS = new Set(["157", "161", "162", "163", "164", "165"]);

// A public key's pin just before its value.
const PIN_BEFORE = /(?:sha-?256 pin[ \t]*:|pin-sha256[ \t]*=[ \t]*\\?["']?|sha256\/\/)[ \t]*$/i;

// s_client's session id label.
const SESSION_ID_BEFORE = /(?:^|[ \t])Session-ID:[ \t]*$/;

// What stands before a DNS-01 value on its line: nothing (a Read tool's line number, a quote's
// `>`), or a TXT record's type.
const CHALLENGE_ALONE = /^[ \t]*(?:\d{1,6}→)?[ \t]*>?[ \t]*$/;
const CHALLENGE_AFTER_TXT = /^.*\bTXT(?:[ \t]|\\t)+\\?"?$/;
// The line a client prints above a DNS-01 value alone on its line: the record's name, or its
// words for the value (certbot's `with the following value:`, lego's `value to put in the TXT
// record:`); not a line that names a secret (`the EAB HMAC key:` under a `dig _acme-challenge`).
const CHALLENGE_ABOVE = /_acme-challenge|\bvalue\b|\bTXT\b/i;
const SECRET_ABOVE = /key|token|secret|passw|hmac|credential/i;

/**
 * True when `value`, found by a rule as group `group` of `match`, is public key material where it
 * stands (see above). `whole` is the text `redact()` was given, read when the match's own text
 * does not reach far enough above it.
 */
export function publicMaterial(
  value: string,
  group: string,
  match: RegExpExecArray,
  whole: string | undefined,
): boolean {
  if (value.length < 16) return false;
  // (curl's `--pinnedpubkey sha256//…;sha256//…`, taken whole by a flag's rule.)
  if (value.startsWith("sha256//")) {
    return /^sha256\/\/[A-Za-z0-9+/]{43}=(?:;sha256\/\/[A-Za-z0-9+/]{43}=){0,9}$/.test(value);
  }
  const at = groupSpan(match, group)?.[0];
  if (at === undefined) return false;
  const text = match.input;
  const prefix = lineBefore(text, at);
  // A DNS stamp (`sdns://…`): a resolver's address and public key, published in resolver lists.
  if (/sdns:(?:\/\/)?$/.test(prefix)) return /^[\/A-Za-z0-9_-]+$/.test(value);
  if (/[A-Z]{2}/.test(prefix)) {
    const head = RECORD_HEAD.exec(prefix);
    if (head !== null) return !HMAC_ALGORITHMS.has(head.groups?.alg ?? "");
  }
  if (/[0-9A-F]{64}/.test(value) && SESSION_ID_BEFORE.test(prefix)) {
    if (!/^[0-9A-F]{64}$/.test(value)) return false;
    if (sClientSession(text, at, value.length)) return true;
    const i = whole === undefined || whole === text ? -1 : whole.indexOf(value);
    return i !== -1 && sClientSession(whole!, i, value.length);
  }
  if (value.length >= 43 && value.length <= 45 && PIN_BEFORE.test(prefix)) {
    return /^[A-Za-z0-9+/]{43}=$/.test(value);
  }
  if (value.length === 43 && /^[A-Za-z0-9_-]{43}$/.test(value)) {
    const alone = CHALLENGE_ALONE.test(prefix);
    if (!alone && !CHALLENGE_AFTER_TXT.test(prefix)) return false;
    const under = (t: string, i: number) =>
      t.slice(Math.max(0, i - 400), i).includes("_acme-challenge") &&
      (!alone || challengeAbove(lineAbove(t, i)));
    if (under(text, at)) return true;
    const i = whole === undefined || whole === text ? -1 : whole.indexOf(value);
    return i !== -1 && under(whole!, i);
  }
  return false;
}

/**
 * Whether the `Session-ID:` value at `at` (`length` long) stands in `openssl s_client`'s session
 * block: its `Session-ID-ctx:` on the line below, or `SSL-Session:` above (not an app's log line
 * that names its own session, a bearer secret).
 */
function sClientSession(text: string, at: number, length: number): boolean {
  return text.slice(at + length, at + length + 160).includes("Session-ID-ctx:") ||
    text.slice(Math.max(0, at - 400), at).includes("SSL-Session:");
}

/** Whether `line`, above a value alone on its line, is what an ACME client prints there. */
function challengeAbove(line: string): boolean {
  return CHALLENGE_ABOVE.test(line) && !SECRET_ABOVE.test(line.replace(/_acme-challenge/g, ""));
}

/**
 * The nearest line above `at`'s line with something on it (past blank lines and a Read tool's
 * bare line numbers), as written or inside a JSONL record's string.
 */
function lineAbove(text: string, at: number): string {
  const lines = text.slice(Math.max(0, at - 600), at).split(/\r?\n|\\r?\\n/);
  for (let k = lines.length - 2; k >= 0; k--) {
    if (!/^[ \t]*(?:\d{1,6}→)?[ \t]*$/.test(lines[k]!)) return lines[k]!;
  }
  return "";
}

/** What stands on `at`'s line before it (a line ends at a break, also a JSON-escaped one). */
function lineBefore(text: string, at: number): string {
  const from = Math.max(0, at - 600);
  const piece = text.slice(from, at);
  const nl = piece.lastIndexOf("\n");
  const escaped = piece.lastIndexOf("\\n");
  const start = Math.max(nl + 1, escaped === -1 ? 0 : escaped + 2);
  return piece.slice(start);
}
