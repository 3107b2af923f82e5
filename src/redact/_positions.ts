/**
 * Rules for secrets that carry no name of their own, known by the position they stand in: the
 * second of an (id, key) pair passed to a client constructor, a key as a path segment of an API
 * URL, and a random value under a name that is only `key`. Each demands a value that looks
 * generated (32+ characters with a digit and mixed case, or long hex; 20+ in a URL path), so the
 * names, words and ids in the same positions stay.
 */
import { ALNUM, BASE64, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { bareValueEnds, type Rule, rule } from "./_rule.ts";

/**
 * True when `value` looks generated: a digit, and mixed case or only hex digits. Words, paths
 * without digits, lower-case ids with dashes (a UUID) and identifiers do not.
 */
export function looksGenerated(value: string, min: number): boolean {
  if (value.length < min || !/\d/.test(value) || isNotASecret(value)) return false;
  // A path (`uploads/avatars/…`, `/users/…`) names a file or a route.
  if (isDottedIdentifier(value) || /^\/|^[A-Za-z][a-z]{2,}(?:[A-Z_-]?[a-z]{2,})*\//.test(value)) {
    return false;
  }
  const hex = /^[0-9a-fA-F]+$/.test(value) && /[a-fA-F]/.test(value);
  return hex || (/[a-z]/.test(value) && /[A-Z]/.test(value));
}

// Calls that compare or print a value (a test's expected digest, a log line), by the last word of
// their name (`assertEqual`, `t.is`, `toBe`, `createHash`, `cache.get`): not a client.
const NOT_A_CLIENT = new Set(
  "hash digest sum sha md5 crc check assert expect equal equals compare verify should eq is be log print format write get find lookup fetch load read"
    .split(" "),
);

/** The last word of a name: `assertEqual` → `equal`, `t.is` → `is`, `sha256` → `sha`. */
function lastWord(name: string): string {
  const words = name.replace(/\d+$/, "").match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g);
  return (words?.at(-1) ?? "").toLowerCase();
}
// An identifier first argument that names the id of the pair (`APP_ID`, `accountSid`, `user`).
const ID_NAME = /(?:id|sid|user|username|account|app|project|tenant|org|client)$/i;

/** True when the (id, key) call in `match` is a client given its credentials. */
function keyPair(value: string, match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 80), match.index);
  const callee = /(?:new[ \t]+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){0,4})[ \t]*$/.exec(before);
  if (callee === null || NOT_A_CLIENT.has(lastWord(callee[1]!))) return false;
  const first = match.groups?.id ?? match.groups?.idName ?? "";
  if (match.groups?.idName !== undefined && !ID_NAME.test(first)) return false;
  // Two digests side by side are a comparison, not an id and its key.
  if (/^[0-9a-fA-F]{32,}$/.test(first)) return false;
  return looksGenerated(value, 32);
}

// A key after an API version segment ends the path (`…/v2/<key>`, `…/v3/<key>/`); after a
// segment that names it (`/apikey/<key>/…`) it may be followed by more.
const PATH_END = String.raw`(?=$|[\s"'\x60?#)\]},;<>&\\]|/(?:$|[\s"'\x60?#)\]},;<>&\\]))`;

// Names `key` stands for alone or at the end of (`jwtKey`, `hmac_key`) that are not secrets: a
// public key, an index or cache key, a fingerprint.
const NOT_SECRET_KEY =
  /(?:public|pub|cache|sort|partition|primary|foreign|row|hash|lookup|idempotency|dedup|dedupe|object|file|map|group|index|unique|shard|routing|route|host|fingerprint|ssh|gpg|pgp|verify|verification|license|i18n|translation|item|list|s3|bucket|storage|encoded)[_-]?key$/i;

const NAME_PLACE = new RegExp(
  String.raw`(?:^|[\n\r{,(\[;.$"'\x60]|\\n)[ \t]*(?:-[ \t]+)?` +
    String
      .raw`(?:(?:export|const|let|var|val|final|static|private|public|protected|readonly|my|our|string|String|byte\[\])[ \t]+){0,5}(?:\\?["'\x60])?$`,
);

/** True when the `key` name before `match` is a key's own name and the value a generated one. */
function keyValue(value: string, group: string, match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 120), match.index + 3);
  const name = /[A-Za-z0-9_-]{0,40}$/.exec(before)?.[0] ?? "";
  // (40 upper-case hex digits: a PGP key's fingerprint.)
  if (NOT_SECRET_KEY.test(name) || /^sha\d*[-_]|^ssh-|^[0-9A-F]{40}$/.test(value)) return false;
  // `key` as a word of its own: alone, after `_` or `-`, or a camel-case `…Key` (not `monkey`).
  if (!/(?:^|[_-])(?:key|Key|KEY)$|[a-z0-9]Key$|^[A-Z0-9_]*KEY$/.test(name)) return false;
  // A key published as a public key on its line (`…/public-key` answers
  // `{"key_id": …, "key": …}`) is one.
  const line = match.input.slice(match.input.lastIndexOf("\n", match.index) + 1, match.index);
  if (/public[ _-]?key/i.test(line.slice(-200))) return false;
  // A name where names stand (a line's start, after `{`, `,`, `.`, a quote, a declaration), not
  // a word of a sentence (`Cache saved with key: Linux-…`).
  if (!NAME_PLACE.test(before.slice(0, before.length - name.length))) return false;
  if (group === "bare" && !bareValueEnds(match, group)) return false;
  return looksGenerated(value, 32);
}

/** Rules for keys known by their position, in the order they run (after the context rules). */
export const POSITION_RULES: readonly Rule[] = [
  rule({
    id: "key-argument",
    examples: {
      match: [
        "const client = algoliasearch('" + sample(10, UPPER_DIGITS, 211) + "', '«" +
        sample(32, HEX, 212) + "»');",
        'client = Client(ACCOUNT_SID, "«' + sample(32, HEX, 214) + '»")',
        "new Pusher(APP_ID, '«" + sample(40, ALNUM, 215) + "»')",
      ],
      clean: [
        "assert.equal(md5('abc'), '" + sample(32, HEX, 216) + "')",
        "expect(digest('" + sample(8, ALNUM, 217) + "', '" + sample(64, HEX, 218) + "'))",
        "t.is('" + sample(32, HEX, 219) + "', '" + sample(32, HEX, 220) + "')",
        "router.get('/users', 'src/controllers/UserController/index')",
      ],
    },
    description:
      "the key of an (id, key) pair given to a client as literals, `algoliasearch('APPID', '<key>')`, `Client(ACCOUNT_SID, '<token>')`: a second argument of 32+ characters with a digit and mixed case, or long hex (not in calls that compare or hash)",
    keywords: [],
    // Lines with a quoted run of 32 key characters.
    lineHas: /["'][A-Za-z0-9+\/_=-]{32}/g,
    pattern: new RegExp(
      String
        .raw`\([ \t]*(?:(?<q1>\\?["'])(?<id>[A-Za-z0-9_.:-]{2,64})\k<q1>|(?<idName>[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){0,3}))[ \t]*,[ \t]*(?<q2>\\?["'])(?<s>[A-Za-z0-9+\/=_-]{32,200})\k<q2>`,
      "gd",
    ),
    secret: ["s"],
    accept: (value, _group, match) => keyPair(value, match),
  }),
  rule({
    id: "url-path-key",
    examples: {
      match: [
        "ALCHEMY_URL=https://eth-sepolia.g.alchemy.com/v2/«" + sample(32, ALNUM, 221) + "»",
        "const rpc = 'https://mainnet.infura.io/v3/«" + sample(32, HEX, 222) + "»';",
        "GET https://api.acme.io/apikey/«" + sample(24, ALNUM, 223) + "»/status",
      ],
      clean: [
        "https://api.github.com/v3/repos/acme/app",
        "GET https://api.acme.io/v1/550e8400-e29b-41d4-a716-446655440000",
        "https://registry.acme.io/v2/library/node/manifests/latest",
      ],
    },
    description:
      "an API key as a URL path segment: the last segment after an API version (`https://eth-mainnet.g.alchemy.com/v2/<key>`, `https://mainnet.infura.io/v3/<key>`) or any segment after `/key/`, `/apikey/`, `/token/`: 20+ characters with a digit and mixed case, or long hex",
    keywords: [
      "/v0/",
      "/v1/",
      "/v2/",
      "/v3/",
      "/v4/",
      "/v5/",
      "/key/",
      "/apikey/",
      "/api-key/",
      "/api_key/",
      "/token/",
    ],
    pattern: new RegExp(
      String
        .raw`(?:https?|wss?)://[^\s/"'\x60<>\\]{1,253}(?:/[^\s/"'\x60<>?#\\]{1,100}){0,6}?/(?:v\d{1,2}/(?<v>[A-Za-z0-9_-]{20,128})${PATH_END}|(?:key|apikey|api[_-]key|token)/(?<k>[A-Za-z0-9_-]{20,128})(?![A-Za-z0-9_-]))`,
      "gdi",
    ),
    secret: ["v", "k"],
    accept: (value) => looksGenerated(value, 20),
  }),
];

/** The rule for a generated value under a name that is only `key` (after the assignment rules). */
export const KEY_NAME_RULES: readonly Rule[] = [
  rule({
    id: "key-assignment",
    examples: {
      match: [
        '{\n  "Jwt": {\n    "Issuer": "acme",\n    "Key": "«' + sample(64, BASE64, 224) +
        '»"\n  }\n}',
        "signer:\n  hmac_key: «" + sample(64, HEX, 225) + "»",
      ],
      clean: [
        '"publicKey": "' + sample(64, BASE64, 226) + '"',
        'cache_key = "' + sample(64, HEX, 227) + '"',
        '{"key": "welcome_message_title", "sortKey": "created_at"}',
        "Cache saved with key: Linux-pnpm-store-" + sample(64, HEX, 228),
      ],
    },
    description:
      'a value that looks generated (32+ characters with a digit and mixed case, or hex) under a name that is `key` alone or ends in `key` (`"Key":` in `appsettings.json`, `hmac_key:`; not `publicKey`, `cache_key`, `sort_key`, …)',
    keywords: ["key"],
    pattern: new RegExp(
      String
        .raw`key(?![\w-])\\?["']?[ \t]*(?:=>|:=|=(?!=)|:(?![:=]))[ \t]*(?:\\?["'](?<q>[A-Za-z0-9+\/=_-]{32,1000})\\?["']|(?<bare>[A-Za-z0-9+\/=_-]{32,300}))`,
      "gdi",
    ),
    secret: ["q", "bare"],
    accept: keyValue,
  }),
];
