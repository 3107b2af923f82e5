/**
 * What stands before a run that `random-token` (`_random_tokens.ts`) would take, and makes it a
 * value it keeps: a name, a call or a URL right before it (the rules on names judged the value by
 * its name, and `random-token` does not overrule them), a digest's prefix or a URN, or a word on its
 * line or the two above that says id, digest, signature or public (docs/redaction.md, "A token
 * judged by its own characters"). Apart from the run's own characters (`randomRun`) and the blocks
 * around it: this file reads the text before the run, and grows with every name found to mark a
 * public value.
 */
import { DIGEST_WORDS, ID_WORDS } from "./_nearby_words.ts";
import { endsLike, namesIn, wrappedTail } from "./_random_reads.ts";

// Words that, named right before a value (its line, up to 80 characters back), say it is an id,
// a digest, a signature or public: one list with the nearby rules' (`DIGEST_WORDS`, `ID_WORDS`).
const SAFE_NAMES = new Set([
  ...DIGEST_WORDS,
  ...ID_WORDS,
  "id",
  "ids",
  "uid",
  "key_id",
  "signature",
  "sig",
  // A transaction's id or signature (`solana confirm -v <signature>`, `tx: …`).
  "confirm",
  "tx",
  "txid",
  "txhash",
  "transaction",
  "public",
  "pubkey",
  "publishable",
  "encrypted",
  "ciphertext",
  "sealed",
  "example",
  "placeholder",
  "dummy",
  "fake",
  "build",
  "slug",
  "ref",
  "anchor",
  "base64",
  "sid",
  "ksuid",
  "ulid",
  "nanoid",
  "sitekey",
  "enc",
  "aes",
  "kty",
  "jwk",
  "jwks",
  "certificate",
  "cert",
  "ca",
  "bundle",
  "thumbprint",
  "crt",
  "pem",
  // What a value names rather than opens: a peer, a wallet, an address (their public keys).
  "peer",
  "wallet",
  "address",
  // Ciphertext and public records: Pulumi's `secure:`, a DKIM record, generated descriptors.
  "secure",
  "dkim",
  "domainkey",
  "proto",
  "descriptor",
]);

/**
 * The text before `start` on its line, and from the start of the line two lines above (a line
 * break or a JSON `\n` ends a line), at most `n` characters back: the run's own line (what stands
 * right before it), and what a table's header or a label above says.
 */
function linesBefore(input: string, start: number, n: number): [string, string] {
  const part = input.slice(Math.max(0, start - n), start);
  let from = part.length;
  let own = "";
  for (let line = 0; line < 3 && from > 0; line++) {
    const raw = part.lastIndexOf("\n", from - 1);
    const escaped = part.lastIndexOf("\\n", from - 1);
    const at = Math.max(raw, escaped);
    const next = at === -1 ? 0 : at === escaped && escaped > raw ? escaped + 2 : raw + 1;
    if (line === 0) own = part.slice(next);
    from = at === -1 ? 0 : at;
    if (at === -1) break;
  }
  const read = part.slice(from);
  // (A JSONL record's own head, `{"tool_use_id":"…","content":"`, holds no word of the text.)
  if (!read.includes('{"')) return [own, read];
  return [own.replace(RECORD_HEAD, ""), read.replace(RECORD_HEAD, "")];
}
const RECORD_HEAD = /^[^\n]*?\{"[^\n]*?"(?:content|text)"[ \t]?:[ \t]?"/;

// Right before a value, what says it is a digest or data: go.sum's `h1:`, `sha256:`, `md5-`, a
// `data:` URI's `base64,`, a hashed known_hosts entry's `|1|salt|`.
const DIGEST_BEFORE = /(?:\bh1:|\b(?:sha|md)\d{0,3}[:=-]|base64,|\|1\|(?:[^|\s]{1,64}\|)?)$/i;
// The query or path of a URL (no space since its `://`): a URL's parameters are named, and the
// rules that read names take the secret ones (`sig=`, `token=`, `X-Amz-Credential=`).
const URL_BREAK = /[\s"'<>\x60]/;

/** True when `own` (a line up to a run) ends inside a URL: no break since its `://`. */
function inUrl(own: string): boolean {
  const at = own.lastIndexOf("://");
  return at !== -1 && !URL_BREAK.test(own.slice(at));
}

// A value under a name: `shared = "…"`, `"x": "…"`, `  monkey: …` at a line's start (the name
// rules judged it by its name; `try with this one: …` is prose, no name). A literal given to a
// call (`getToken("…")`, `create(x, "…")`, `}(…)`): what it looks up or makes. (A quote may be
// JSON-escaped: a transcript record read as written.)
const Q = String.raw`(?:\\?["'\x60])?`;
const NAMED_BEFORE = new RegExp(
  String
    .raw`(?:[A-Za-z_$][\w$.\[\]'"-]*[ \t]*(?:=|:=|=>|\?\?|\|\|)|\\?"[\w$.-]+\\?"[ \t]*:)[ \t]*@?${Q}$`,
);
// Where a transcript record's message or tool result starts (`"type":"tool_result","text":"`): a
// run there stands alone in what was said or printed, no name for it.
const MESSAGE_START =
  /"type":"(?:text|tool_result)",(?:"[\w]{1,20}":"[^"]{0,60}",)?"(?:text|content)":"$/;
const NAMED_LINE = new RegExp(String.raw`^[ \t>#/*-]*[\w$.-]+[ \t]*:[ \t]*@?${Q}$`);
const CALL_BEFORE = new RegExp(String.raw`(?:[\w$\])}][ \t]*\(|,)[ \t]*${Q}$`);
// A URL's or a path's query value (`/callback?code=…`): named, the rules on names judge it.
const QUERY_BEFORE = /[\/\w]\?(?:[^\s"'<>?]*&)?[\w.\[\]-]+=$/;
// A value closing a URN of names (`spotify:track:…`, `urn:isbn:…`): an id.
const URN_BEFORE = /(?:^|[\s"'(=])[a-z][a-z0-9+.-]{1,20}:[a-z][\w.-]{0,30}:$/i;

// The last character of what `DIGEST_BEFORE`, `URN_BEFORE` and `QUERY_BEFORE` match, and of what
// `NAMED_BEFORE`, `CALL_BEFORE` and `NAMED_LINE` match before their spaces, `@` and quote.
const DIGEST_ENDS = ":=-,|";
const NAME_ENDS = "=>?|:(,";

/**
 * True when what stands before the run at `start` of `input` keeps it: a URL, a digest's prefix, a
 * URN or a query's `=`, a name, a call, a named line, a wrapped token above it whose tail it may be,
 * or a word on its line or the two above in `SAFE_NAMES`.
 */
export function keptByWhatPrecedes(input: string, start: number): boolean {
  const [own, read] = linesBefore(input, start, 200);
  if (inUrl(own)) return true;
  // (What stands right before the run: its last 80 characters are read, a line's start only on a
  // short line. A pattern that ends with `$` is tried from every character it is given.)
  const tail = own.length > 80 ? own.slice(-80) : own;
  // (Each of these patterns ends with a character that `endsLike` reads first.)
  if (endsLike(tail, false, DIGEST_ENDS)) {
    if (DIGEST_BEFORE.test(tail) || URN_BEFORE.test(tail) || QUERY_BEFORE.test(tail)) return true;
  }
  if (endsLike(tail, true, NAME_ENDS) && !MESSAGE_START.test(tail)) {
    if (NAMED_BEFORE.test(tail) || CALL_BEFORE.test(tail)) return true;
    if (own.length <= 80 && NAMED_LINE.test(own)) return true;
  }
  // A line above that ends with a token (then a closing quote): a run alone at its line's start
  // may be its wrapped tail, which the wrapped rules name.
  if (/^[ \t"'\x60>#/*│|]*$/.test(own) && wrappedTail(read)) return true;
  return namesIn(read, SAFE_NAMES);
}
