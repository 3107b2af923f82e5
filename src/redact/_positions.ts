/**
 * Rules for secrets that carry no name of their own, known by the position they stand in: the
 * second of an (id, key) pair passed to a client constructor, a key as a path segment of an API
 * URL, and a random value under a name that is only `key`. Each demands a value that looks
 * generated (32+ characters with a digit and mixed case, or long hex; 20+ in a URL path), so the
 * names, words and ids in the same positions stay.
 */
import { ALNUM, BASE64, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { anyRealValue, bareValueEnds, type Rule, rule } from "./_rule.ts";

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

/**
 * True for a lower-case token with digits spread through it (24+ letters and digits, the digits
 * in four or more groups): no word, name or date is written so.
 */
export function digitsSpread(value: string): boolean {
  return /^[a-z0-9]{24,}$/.test(value) && (value.match(/\d+/g)?.length ?? 0) >= 4 &&
    /[a-z]{2}/.test(value);
}

/** True when `value` is a UUID or looks generated (a token given where a token is expected). */
export function tokenOrUuid(value: string, min: number): boolean {
  return /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value) || looksGenerated(value, min);
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
  /(?:public|pub|cache|sort|partition|primary|foreign|row|hash|lookup|idempotency|dedup|dedupe|object|file|map|group|index|unique|shard|route|host|fingerprint|ssh|gpg|pgp|verify|verification|license|i18n|translation|item|list|s3|bucket|storage|encoded)[_-]?key$/i;

/**
 * True when `name` ends in `key` as a word of its own — alone, after `_` or `-`, or a camel-case
 * `…Key` (not `monkey`) — and is not one of the keys that are no secret (`NOT_SECRET_KEY`).
 */
export function namesAKey(name: string): boolean {
  return /(?:^|[_-])(?:key|Key|KEY)$|[a-z0-9]Key$|^[A-Z0-9_]*KEY$/.test(name) &&
    !NOT_SECRET_KEY.test(name);
}

const NAME_PLACE = new RegExp(
  String.raw`(?:^|[\n\r{,(\[;.$"'\x60→]|\\n)[ \t]*(?:-[ \t]+)?` +
    String
      .raw`(?:(?:export|const|let|var|val|final|static|private|public|protected|readonly|my|our|string|String|byte\[\])[ \t]+){0,5}(?:\\?["'\x60])?$`,
);

/** True when the `key` name before `match` is a key's own name and the value a generated one. */
function keyValue(value: string, group: string, match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 120), match.index + 3);
  const name = /[A-Za-z0-9_-]{0,40}$/.exec(before)?.[0] ?? "";
  // (40 upper-case hex digits: a PGP key's fingerprint.)
  if (!namesAKey(name) || /^sha\d*[-_]|^ssh-|^[0-9A-F]{40}$/.test(value)) return false;
  // A key published as a public key on its line (`…/public-key` answers
  // `{"key_id": …, "key": …}`) is one.
  // (The last 200 characters of the line before the match: never a search back through a long
  // line, which made a 1 MB line of `KEY=` quadratic.)
  const recent = match.input.slice(Math.max(0, match.index - 200), match.index);
  // (`public key: …` of `wg show`: the match starts at `key`, so the line may end in `public `.)
  if (/public[ _-]?(?:key|$)/i.test(recent.slice(recent.lastIndexOf("\n") + 1))) return false;
  // A name where names stand (a line's start, after `{`, `,`, `.`, a quote, a declaration), not
  // a word of a sentence (`Cache saved with key: Linux-…`).
  if (!NAME_PLACE.test(before.slice(0, before.length - name.length))) return false;
  if (group === "bare" && !bareValueEnds(match, group)) return false;
  // (Or upper case and digits, five of each or more: Etherscan's 34-character keys.)
  return looksGenerated(value, 32) || /^[A-Z0-9]{32,64}$/.test(value) &&
      value.replace(/[A-Z]/g, "").length >= 5 && value.replace(/\d/g, "").length >= 5;
}

// A password for the examples.
const PW = sample(13, ALNUM, 233) + "^" + sample(2, ALNUM, 234);

/** The quoted values of `name = "value"` lines in an HCL block's body, as spans into it. */
function blockValues(body: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of body.matchAll(/^[ \t]*[\w-]{1,60}[ \t]*=[ \t]*"([^"\r\n\\]{1,300})"[ \t]*$/gm)) {
    const value = m[1]!;
    if (
      !anyRealValue(value) || isNotASecret(value) ||
      /^\d+(?:\.\d+)?[a-z]{0,2}$|^(?:\d+[hms])+$/.test(value)
    ) continue;
    const at = m.index + m[0].indexOf('"') + 1;
    spans.push([at, at + value.length]);
  }
  return spans;
}

// A call that decodes a literal to the key's bytes (`key = Buffer.from("…", "base64")`).
const DECODER = String
  .raw`(?:(?:Buffer\.from|base64\.(?:b64|urlsafe_b64|std)?decode(?:string)?|bytes\.fromhex|Base64\.(?:getDecoder\(\)\.)?decode|Convert\.FromBase64String|hex\.DecodeString|atob)\([ \t]*)?`;

// Getters and other calls that name a secret but do not take one (`getToken("name")`).
const NOT_A_SETTER =
  /^(?:get|read|fetch|load|has|delete|remove|find|check|validate|verify|is|hash|parse|decode|encode|create|generate|revoke|rotate|describe|list|lookup|require|mask|redact)/i;

/** True when the call named for a secret in `match` is given one (`.bearer_auth("…")`). */
function secretCall(value: string, _group: string, match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 60), match.index);
  const callee = /[A-Za-z_$][\w$]{0,60}$/.exec(before)?.[0] ?? "";
  const word = match.groups!.word!;
  const name = callee + word;
  if (NOT_A_SETTER.test(name) || NOT_SECRET_KEY.test(name)) return false;
  // A client given one literal (`cohere.ClientV2("…")`): its key, when it looks like one.
  return looksGenerated(value, /^client/i.test(word) ? 32 : 16);
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
        'http.DefaultRequestHeaders.Add("X-Service-Key", $"«' + sample(32, HEX, 6001) + '»");',
      ],
      clean: [
        "assert.equal(md5('abc'), '" + sample(32, HEX, 216) + "')",
        "expect(digest('" + sample(8, ALNUM, 217) + "', '" + sample(64, HEX, 218) + "'))",
        "t.is('" + sample(32, HEX, 219) + "', '" + sample(32, HEX, 220) + "')",
        "router.get('/users', 'src/controllers/UserController/index')",
      ],
    },
    description:
      'the key of an (id, key) pair given to a client as literals, `algoliasearch(\'APPID\', \'<key>\')`, `Client(ACCOUNT_SID, \'<token>\')`, `Headers.Add("X-Key", $"<key>")` (C#\'s `$"…"` and `@"…"` too): a second argument of 32+ characters with a digit and mixed case, or long hex (not in calls that compare or hash)',
    keywords: [],
    // Lines with a quoted run of 32 key characters after a comma. (From the comma: dense text
    // holds more quotes than commas.)
    lineHas: /,(?=[ \t]*(?:\$@?|@\$?)?\\?["'][A-Za-z0-9+\/=_-]{32})/g,
    pattern: new RegExp(
      String
        .raw`\([ \t]*(?:(?<q1>\\?["'])(?<id>[A-Za-z0-9_.:-]{2,64})\k<q1>|(?<idName>[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){0,3}))[ \t]*,[ \t]*(?:\$@?|@\$?)?(?<q2>\\?["'])(?<s>[A-Za-z0-9+\/=_-]{32,200})\k<q2>`,
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
  rule({
    id: "secret-call",
    examples: {
      match: [
        'client.post(url).bearer_auth("«' + sample(40, ALNUM, 229) + '»")',
        "$client->setApiKey('«" + sample(32, ALNUM, 230) + "»');",
        '.basic_auth("deploy", Some("«' + sample(20, ALNUM, 231) + '»"))',
        'co = cohere.ClientV2("«' + sample(40, ALNUM, 236) + '»")',
      ],
      clean: [
        'const token = getToken("' + sample(24, ALNUM, 232) + '")',
        'cache.setKey("user-profile-settings")',
        "client.bearer_auth(&token)",
        'const db = new Client("postgres://localhost:5432/app")',
      ],
    },
    description:
      'a literal given to a call named for the secret it takes: `.bearer_auth("…")`, `.basic_auth(user, Some("…"))`, `setApiKey("…")`, `withToken("…")`, or to a client alone (`cohere.ClientV2("…")`, 32+): 16+ characters with a digit and mixed case, or long hex (not getters: `getToken("…")`)',
    keywords: ["auth(", "key(", "token(", "secret(", "password(", "client(", "clientv"],
    pattern: new RegExp(
      String
        .raw`(?<word>auth|key|token|secret|password|client(?:v\d)?)\([ \t]*(?:(?<q0>["'])[^"'\r\n\\]{1,100}\k<q0>[ \t]*,[ \t]*)?(?:Some\()?(?<q>["'])(?<s>[^"'\s\\]{16,300})\k<q>`,
      "gdi",
    ),
    secret: ["s"],
    accept: secretCall,
  }),
  rule({
    id: "secret-variable-default",
    examples: {
      match: [
        'variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "«' +
        PW +
        '»"\n}',
      ],
      clean: [
        'variable "db_password" {\n  type = string\n}',
        'variable "token_ttl" {\n  default = "3600"\n}',
      ],
    },
    description:
      'the `default` of a Terraform variable named for a secret or marked `sensitive = true`: `variable "db_password" { default = "…" }`',
    keywords: ["variable"],
    reach: { after: 700 },
    pattern:
      /\bvariable[ \t]+"(?<name>[\w-]{1,80})"[ \t]*\{(?<body>[^{}]{0,600}?)\bdefault[ \t]*=[ \t]*"(?<s>[^"\r\n\\]{1,300})"/gd,
    secret: ["s"],
    accept: (value, _group, match) =>
      anyRealValue(value) && !isNotASecret(value) &&
      (/\bsensitive[ \t]*=[ \t]*true\b/.test(match.groups!.body!) ||
        (/(?:password|passwd|secret|token|api_?key|private_?key|credentials?)$/i.test(
          match.groups!.name!,
        ) && !/^\d{1,6}$/.test(value))),
  }),
  rule({
    id: "secret-block",
    examples: {
      match: [
        'acl {\n  tokens {\n    agent = "«' + PW + '»"\n  }\n}',
      ],
      clean: ['tokens {\n  agent = var.agent_token\n  ttl   = "24h0m0s"\n}'],
    },
    description:
      'the quoted values of an HCL block named for secrets: `tokens { agent = "…" }` (Consul, Nomad), `credentials { … }` (not `ttl`-like durations and numbers)',
    keywords: ["tokens", "secrets", "credentials", "passwords"],
    reach: { after: 900 },
    pattern: /\b(?:tokens|secrets|credentials|passwords)[ \t]*=?[ \t]*\{(?<body>[^{}]{1,800})\}/gd,
    secret: ["body"],
    split: blockValues,
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
        'const key = Buffer.from("«' + sample(43, BASE64, 235) + '=»", "base64");',
        '[etherscan]\nmainnet = { key = "«' +
        sample(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 238) +
        '»" }',
      ],
      clean: [
        '"publicKey": "' + sample(64, BASE64, 226) + '"',
        "interface: wg0\n  public key: " + sample(43, BASE64, 237) + "=",
        'cache_key = "' + sample(64, HEX, 227) + '"',
        '{"key": "welcome_message_title", "sortKey": "created_at"}',
        "Cache saved with key: Linux-pnpm-store-" + sample(64, HEX, 228),
      ],
    },
    description:
      'a value that looks generated (32+ characters with a digit and mixed case, or hex) under a name that is `key` alone or ends in `key`, or decoded from a literal there (`"Key":` in `appsettings.json`, `hmac_key:`, `key = Buffer.from("…", "base64")`; not `publicKey`, `cache_key`, `sort_key`, …)',
    keywords: ["key"],
    pattern: new RegExp(
      String
        .raw`key(?![\w-])\\?["']?[ \t]*(?:=>|:=|=(?!=)|:(?![:=]))[ \t]*${DECODER}(?:\\?["'](?<q>[A-Za-z0-9+\/=_-]{32,1000})\\?["']|(?<bare>[A-Za-z0-9+\/=_-]{32,300}))`,
      "gdi",
    ),
    secret: ["q", "bare"],
    accept: keyValue,
  }),
];
