/**
 * Rules for `name = value` assignments whose name says "secret": `.env` lines, code, JSON, YAML,
 * TOML, `.properties`, query strings. They run last, so a value an earlier rule already replaced
 * is `[REDACTED]` here and left alone. The password lines of configuration files run first and live
 * in `_password_lines.ts`.
 */
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { groupSpan } from "./_indices.ts";
import { inPrompt } from "./_in_code.ts";
import { lettersNoise } from "./_noise.ts";
import { ANCHOR, PASSWORD_LINE_RULES, PW } from "./_password_lines.ts";
import { looksGenerated } from "./_positions.ts";
import { REQUEST_RULES } from "./_requests.ts";
import {
  ANSI_C,
  anyRealValue,
  bareSecret,
  bareValueEnds,
  checksumAnnotation,
  hashedName,
  NAME_END,
  quotedSecret,
  type Rule,
  rule,
  SEP,
  SQ_BODY,
  TYPED,
  VALUE,
  VALUE_GROUPS,
} from "./_rule.ts";
import { orderRecordToken } from "./_shapes_twentyseven.ts";

// Key names that say "this is a secret", matched at the end of the name: `db_password`,
// `clientSecret`, `x-api-key`, `AUTH_TOKEN`: `api_key`/`api_secret`; `access`, `secret`,
// `private`, `preshared`, `shared`, `signing`, `encryption`, `master`, `auth`, `session` or
// `client` + `key` (+ `base`); `secret`, `token`, `passphrase`, `password`, `passwd`,
// `credential(s)`, `auth` (`auth="…"`, a client's keyword argument or a Terraform provider's: a
// quoted, token-like or generated-looking value only, see below). `pass` and `pwd` only after
// `_`, `-` or `.` (`db_pass`, `--pass`) or glued to whose password it is (`adminpass`, `rootpwd`,
// `storepass`), never alone: `--- PASS: TestX` is test output, `bypass` a word; `psk` not after a
// letter.
// (Written as a tree on the first letters, with the look-behinds after the words: the regex engine
// then tries one branch per starting letter, where a list of 20 words made it try each word at
// every character of dense text. The name ends where its run of word characters ends, so each
// start holds one name whatever the order of the branches.)
const KEY_BASE = String.raw`[_-]?key(?:[_-]?base)?`;
const SECRET_NAME = [
  String.raw`a(?:pi[_-]?(?:key|secret)|ccess${KEY_BASE}|uth(?:${KEY_BASE})?)`,
  String.raw`s(?:ecret(?:${KEY_BASE})?|hared${KEY_BASE}|igning${KEY_BASE}|ession${KEY_BASE})`,
  String
    .raw`p(?:rivate${KEY_BASE}|reshared${KEY_BASE}|ass(?:[_-]?phrase|word|wd)|(?:ass|wd)(?<=(?:[_.-]|admin|root|db|user|store|key|alias|trust|master|bind|auth|smtp|mail|ftp)p(?:ass|wd))|sk(?<![A-Za-z]psk))`,
  String.raw`c(?:lient${KEY_BASE}|redentials?)`,
  String.raw`encryption${KEY_BASE}`,
  String.raw`master${KEY_BASE}`,
  String.raw`token`,
].join("|");
const SECRET_NAME_END = new RegExp(`(?:${SECRET_NAME})$`, "i");

/**
 * A key of 16 or more upper-case letters and digits, each kind three times or more (ThingSpeak's
 * 16-character write key): no schema word or constant is written so.
 */
function upperKey(value: string): boolean {
  return /^[A-Z0-9]{16,64}$/.test(value) && value.replace(/[A-Z]/g, "").length >= 3 &&
    value.replace(/\d/g, "").length >= 3;
}

/** A value that looks like a generated token: 20+ token characters, letters and a digit. */
function tokenLike(value: string): boolean {
  return /^[A-Za-z0-9_~.+\/=-]{20,}$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
}

/**
 * True when the name at `at` is the resource type of an ARN (`arn:aws:…:secret:prod/db`), also on
 * a line after a JSON-escaped line break (`\narn:…`, where `\b` sees no word's end).
 */
function inArn(input: string, at: number): boolean {
  return /(?:^|[^\w]|\\[nrt])arn:[\w-]*:[\w-]+:[\w-]*:\d{0,12}:$/.test(
    input.slice(Math.max(0, at - 120), at),
  );
}

/**
 * True for systemd's `LoadCredential=ID:PATH` and `ImportCredential=ID`: a credential's name and
 * the file it is read from, not its value (`SetCredential=ID:VALUE` holds one).
 */
function credentialReference(value: string, name: string, input: string, at: number): boolean {
  return /^credential$/i.test(name) &&
    /(?:Load|Import)$/.test(input.slice(Math.max(0, at - 6), at)) &&
    /^[\w.@-]{1,100}(?::[\/%][^\s:]{0,300})?$/.test(value);
}
// Key names that are also schema words (a primary key, an admin key of a map), and a
// kubeconfig's `client-key-data`: a rule of their own, with a generated-looking value only (kept
// out of SECRET_NAME, which every line holding `key` runs).
const MORE_KEY_NAMES = ["primary", "secondary", "account", "admin", "subscription", "write"];

/**
 * True for a value under a `token` name that is no credential: a pagination or sync cursor
 * (`nextPageToken`, `page_token`, `continuationToken`, `syncToken`), an order's own token, or an
 * upper-case constant with no digit (`"token": "IDENTIFIER"` in a lexer's output; a generated
 * token has a digit).
 */
function notSecretToken(value: string, name: string, input: string, at: number): boolean {
  if (orderRecordToken(name, input, at)) return true;
  if (!/^token$/i.test(name)) return false;
  if (/^[A-Z][A-Z_]{1,40}$/.test(value)) return true;
  return /(?:page|next|prev|previous|continuation|sync|resume|cursor|pagination)[_-]?$/i.test(
    input.slice(Math.max(0, at - 20), at),
  );
}

// Names of the password family: a quoted value with spaces still counts (a passphrase).
const PASSWORD_NAME = /(?:password|passwd|passphrase|pass|pwd)\W*$/i;

// `.env`-style names: upper case with digits and `_`, checked in `envName` below.
// `=` glued (a .env line), or spaced, `:` (YAML), or a Makefile's `?=`, `:=`, `::=`.
// A declared string type before `=` too (Rust's `const HMAC_KEY: &str = "…"`, `&'static str`,
// `: String =`), for the names the assignment rule below does not know (it takes the others).
const ENV_SEP = String
  .raw`(?:(?<tight>=)|[ \t]*(?:=|\?=|::?=|(?<typed>:[ \t]*(?:&(?:'static[ \t]+)?str|[Ss]tring)[ \t]*=)|:(?!:))[ \t]*)`;
const ENV_VALUE = [
  String.raw`(?:\([ \t]*)?"(?<dq>(?:[^"\\\r\n]|\\.){1,1000})"`,
  // A shell's single quotes hold no escape; `'\''`, `'"'"'` and `''` put a quote inside it.
  String.raw`(?:\([ \t]*)?'(?<sq>${SQ_BODY}{1,1000})'`,
  ANSI_C,
  String.raw`(?<bare>[^\s"'\x60;&|<>(){}\[\]\\]{1,300})`,
].join("|");
// The secret word an env name ends with. PASSWORD, SECRET and TOKEN may be glued to what comes
// before (`PGPASSWORD`, `GITHUBTOKEN`), and PW after two letters or more (kamctlrc's `DBRWPW`,
// `ROOTPW`: no upper-case word ends so); the short ones need a `_` (`DB_PASS`, not `BYPASS`;
// `API_KEY` or `APIKEY`, not `MONKEY`).
const ENV_END =
  /(?:PASSWORD|PASSWD|PASS_?PHRASE|SECRET|TOKEN|[A-Z_]{2}PW)$|(?:^|_)(?:APIKEY|KEY|PASS|PWD|CREDENTIALS?|AUTH|PAT|HMAC)$/;
// What may follow the secret word and still name the secret itself (`SECRET_KEY_BASE`,
// `API_KEY_2`, `DB_PASSWORD_PROD`); anything else (`PASSWORD_MIN_LENGTH`, `TOKEN_TTL`,
// `SECRET_NAME`) names a setting about the secret. A piece of a secret split over names
// (`STORAGE_KEY_PART1`, `TOKEN_CHUNK_2`, `SECRET_HALF_B`) is the secret too.
const ENV_QUALIFIER =
  /_(?:BASE|VALUE|DATA|B64|BASE64|HEX|RAW|PLAIN|PLAINTEXT|STRING|OLD|NEW|PREV|PREVIOUS|CURRENT|PRIMARY|SECONDARY|PROD|PRODUCTION|STAGING|DEV|TEST|LIVE|LOCAL|\d{1,3}|(?:PART|CHUNK|PIECE|SEGMENT|SEG|HALF|SHARD)_?(?:\d{1,2}|[A-D]))$/;

/** How an upper-case name reads: "strong" (a password/secret/token), "key" (…_KEY), or none. */
export function envName(name: string): "strong" | "key" | undefined {
  let base = name;
  for (let i = 0; i < 2 && ENV_QUALIFIER.test(base); i++) base = base.replace(ENV_QUALIFIER, "");
  if (!ENV_END.test(base)) return undefined;
  const plainKey = /(?:^|_)KEY$/.test(base) &&
    !/(?:API|SECRET|PRIVATE|ACCESS|SIGNING|MASTER|ENCRYPTION)_KEY$/.test(base);
  return plainKey || /(?:^|_)(?:AUTH|HMAC)$/.test(base) ? "key" : "strong";
}

/**
 * A bare value after a space that is itself an upper-case `NAME=…` (not base64's `==` padding):
 * the name before it was empty (`API_KEY= STRIPE_KEY=x` in `ps eww`), the value the next one's.
 */
function nextVariable(value: string, group: string, match: RegExpExecArray): boolean {
  if (group !== "bare" || !/^[A-Z][A-Z0-9_]{1,80}=(?!=)/.test(value)) return false;
  const at = groupSpan(match, group)?.[0] ?? 0;
  return /[ \t]/.test(match.input[at - 1] ?? "");
}

// Words joined by `-` or `_` (`node-modules`, `Linux-yarn-cache`), then a sha1 or sha256 digest.
const CACHE_KEY_VALUE =
  /^[A-Za-z][A-Za-z0-9.]{0,30}(?:[-_][A-Za-z0-9.]{1,30}){1,6}[-_](?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Whether the env-style assignment in `match` holds a secret value. */
function envAccept(value: string, group: string, match: RegExpExecArray): boolean {
  const kind = envName(match.groups?.name ?? "");
  const name = match.groups?.name ?? "";
  if (kind === undefined || hashedName(name.slice(0, name.search(ENV_END)))) return false;
  if (match.groups?.typed !== undefined && SECRET_NAME_END.test(name)) return false;
  if (group === "bare" && !bareValueEnds(match, group)) return false;
  // `API_KEY= STRIPE_KEY=…` (`ps eww`, `env` on one line): an empty value, then the next variable.
  if (nextVariable(value, group, match)) return false;
  // A cache key (`CACHE_KEY=node-modules-<sha256>`): words, then a hex digest of the lock file.
  if (/CACHE_KEY/.test(name) && CACHE_KEY_VALUE.test(value)) return false;
  if (match.groups?.tight !== undefined) {
    // NAME=value, the shape of a real env line: any real value counts, whatever its length
    // (`AWS_SECRET=xyz`). A lower-case word after a plain `…_KEY` is an identifier
    // (`SORT_KEY=name`, `CACHE_KEY=user_id`).
    if (!anyRealValue(value) || /^(?:\d{1,3}|yes|no|on|off|enabled|disabled)$/i.test(value)) {
      return false;
    }
    return kind === "strong" || !/^[a-z][a-z_.-]{0,30}$/.test(value);
  }
  // Spaced or with a colon it may be code (`const STORAGE_KEY = "app-state"`) or prose (a lone
  // `PASS: TestX` from test output): only a prefixed name with a secret-looking value.
  if (!name.includes("_") && !/^(?:PG|MYSQL|REDIS)/.test(name)) return false;
  if (group !== "bare" && kind === "strong") return quotedSecret(value) && !/\s/.test(value);
  // (A quoted key of random letters alone, no digit in it, under a `…_KEY` name.)
  return bareSecret(value, group, match) || group !== "bare" && lettersNoise(value);
}

/** Assignment rules, in the order they run (after the token and context rules). */
export const ASSIGNMENT_RULES: readonly Rule[] = [
  ...PASSWORD_LINE_RULES,
  rule({
    id: "env-assignment",
    examples: {
      match: [
        "DB_PASSWORD=«" + PW + "»",
        "export OPENWEATHER_API_KEY=«" + sample(32, HEX, 180) + "»",
        "AZURE_DEVOPS_EXT_PAT=«" + sample(52, LOWER_DIGITS, 187) + "»",
        "AWS_SECRET=«xyz»",
        "SIGNING_KEY_PART2=«" + sample(42, ALNUM, 6006) + "==»",
      ],
      clean: [
        "PASSWORD_MIN_LENGTH=12",
        "TOKEN_TTL=3600",
        "SORT_KEY=created_at",
        "API_KEY=your-api-key-here",
      ],
    },
    description:
      "`.env`-style `NAME=value` where the upper-case name ends in `PASSWORD`, `PASSWD`, `PASS(_)PHRASE`, `SECRET`, `TOKEN` (glued or not: `PGPASSWORD`), `PW` (`DBRWPW`), or `_KEY`, `APIKEY`, `_PASS`, `_PWD`, `_CREDENTIAL(S)`, `_AUTH`, `_PAT` (a personal access token), `_HMAC`, optionally followed by `_BASE`, `_VALUE`, `_PROD`, `_2`, …; values of any length",
    keywords: ["key", "secret", "token", "pass", "pw", "credential", "auth", "_pat", "hmac"],
    // The name is upper case, and ends in one of these (`envName`).
    lineHas: /PASS|SECRET|TOKEN|KEY|PW|CREDENTIAL|AUTH|_PAT|HMAC/g,
    pattern: new RegExp(
      String
        .raw`(?<name>[A-Z](?<![A-Za-z0-9_][A-Z])[A-Z0-9_]{1,80})(?![A-Za-z0-9_])["']?${ENV_SEP}(?:${ENV_VALUE})`,
      "gd",
    ),
    secret: ["dq", "sq", "bare"],
    accept: envAccept,
  }),
  rule({
    id: "secret-assignment",
    examples: {
      match: [
        'api_key = "«' + sample(32, ALNUM, 181) + '»"',
        "const client = new Client({ apiKey: '«" + sample(40, ALNUM, 182) + "»' });",
        '{\\"password\\": \\"«' + PW + '»\\"}',
        'SECRET = ("«' + sample(20, ALNUM, 188) + '»")',
      ],
      clean: [
        "api_key = process.env.API_KEY",
        'token: "Tokenize input"',
        "password: String,",
        "secret_key = settings.SECRET_KEY",
        '{"results": [], "nextPageToken": "' + sample(40, ALNUM, 190) + '"}',
        'resp = {"page_token": "' + sample(32, ALNUM, 191) + '", "items": []}',
        '{ "token": "IDENTIFIER", "value": "userName", "line": 14 }',
        "pw = getpass.getpass('Password: ')\nuser = input('User: ')",
      ],
    },
    description:
      "assignments in code, JSON, YAML, TOML and prose whose name ends in `api_key`/`apiKey`, `api_secret`, `access_key`, `secret_key(_base)`, `private_key`, `signing_key`, `encryption_key`, `master_key`, `auth_key`, `client_secret`, `secret`, `token`, `passphrase`, `password`, `passwd`, `credential(s)`, `_pass`/`_pwd` (also glued to an owner: `adminpass`, `dbpwd`), `psk`; separators `=`, `:`, `=>`, `:=`, a type annotation allowed",
    keywords: ["key", "secret", "token", "pass", "pwd", "credential", "psk", "auth"],
    pattern: new RegExp(
      `(?<name>${SECRET_NAME})(?![\\w-])${NAME_END}${TYPED}${SEP}${ANCHOR}(?:${VALUE})`,
      "gdi",
    ),
    secret: VALUE_GROUPS,
    // (The cheap checks first: this rule sees many look-alikes.)
    accept: (value, group, match) => {
      const name = match.groups?.name ?? "";
      if (nextVariable(value, group, match)) return false;
      const ok = /^auth$/i.test(name)
        ? group !== "bare" && (tokenLike(value) || looksGenerated(value, 12))
        : (group === "bare" ? bareSecret(value, group, match) : (
          // Prose in quotes (`token: "Tokenize input"`) is not a secret; a passphrase may be.
          (!/\s/.test(value.trim()) || PASSWORD_NAME.test(name)) && quotedSecret(value) &&
          // A language model's token (`"token":" agent"`, logprobs): a space before a word.
          !(/^token$/i.test(name) && /^ [a-z]{1,30}$/i.test(value))
        )) &&
          // A debugger's `char *` (`password = 0x5581d0 "…"`): the address, the string after it
          // is `debugger-string-secret`'s.
          !(group === "bare" && /^0x[0-9a-f]{1,16}$/.test(value) &&
            /^[ \t]+\\?"/.test(match.input.slice(match.index + match[0].length))) &&
          // A SigV4 credential scope (`Credential=AKID/20240101/us-east-1/s3/aws4_request`).
          !/\/\d{8}\/[\w-]+\/[\w-]+\/aws4_request$/.test(value) &&
          // git's `user.signingkey`: a GPG key id (8, 16 or 40 hex digits), public.
          !(/signingkey$/i.test(name) &&
            /^(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})!?$/i.test(value));
      if (!ok) return false;
      const at = groupSpan(match, "name")?.[0] ?? match.index;
      return !inArn(match.input, at) && !notSecretToken(value, name, match.input, at) &&
        !credentialReference(value, name, match.input, at) &&
        !hashedName(match.input.slice(Math.max(0, at - 8), at)) &&
        !checksumAnnotation(match.input.slice(Math.max(0, at - 50), at), value) &&
        !inPrompt(match, at, name, value);
    },
  }),
  rule({
    id: "secret-assignment",
    examples: {
      match: [
        '"PrimaryKey": "«' + sample(86, ALNUM, 192) + '==»",',
        'libhoney.init({ writeKey: "«' + sample(22, ALNUM, 193) + '»" });',
        'const char* tsWriteKey = "«' + sample(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 196) +
        '»";',
        "    client-key-data: «" + sample(120, ALNUM, 194) + "»",
        'headers["Ocp-Apim-Subscription-Key"] = "«' + sample(32, HEX, 195) + '»"',
      ],
      clean: [
        "primary_key: id",
        '"primaryKey": "user_id"',
        "writeKey: process.env.WRITE_KEY",
        'primaryKey: "ORDER_ID"',
      ],
    },
    description:
      "assignments whose name ends in `primary_key`/`PrimaryKey`, `secondary_key`, `account_key`, `admin_key`, `subscription_key`, `write_key` (also schema words: a generated-looking value only, or an upper-case key of 16 letters and digits or more), and a kubeconfig's `client-key-data`",
    keywords: [
      ...MORE_KEY_NAMES.flatMap((w) => [w + "key", w + "_key", w + "-key"]),
      "client-key-data",
    ],
    pattern: new RegExp(
      String.raw`(?<name>(?:${MORE_KEY_NAMES.join("|")})[_-]?key|client-key-data)(?![\w-])` +
        `${NAME_END}${SEP}${ANCHOR}(?:${VALUE})`,
      "gdi",
    ),
    secret: VALUE_GROUPS,
    accept: (value, group, match) =>
      (group !== "bare" || bareValueEnds(match, group)) && !isNotASecret(value) &&
      (tokenLike(value) || looksGenerated(value, 16) || upperKey(value)),
  }),
  ...REQUEST_RULES,
];
