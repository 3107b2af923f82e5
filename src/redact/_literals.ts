/**
 * Secrets written in the literal forms of other languages and tools, under a name that says
 * secret: C's `#define NAME "…"`, Rust's `String::from("…")`, Python's `b"…"`, TOML's and
 * Python's triple quotes, the items of a list under a plural secret name
 * (`"api_keys": ["…", "…"]`), the `key=value` arguments of `vault kv put`, and what a Redis
 * `MONITOR` prints of an `AUTH`.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64URL, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

// A password for the examples.
const PW = sample(7, ALNUM, 401) + "$" + sample(7, ALNUM, 402);

/** Whether `value` is a secret under the name in the match's `name` group. */
export function named(value: string, _group: string, match: RegExpExecArray): boolean {
  return valueFor(nameKind(match.groups?.name ?? ""), value.trim());
}

// A literal in the forms these rules know: a wrapper (`String::from(`, `b`, `r`), then triple
// quotes or plain quotes.
const LITERAL = String
  .raw`(?:'''(?<tsq>[^'\r\n]{1,1000})'''|"""(?<tdq>(?:[^"\\\r\n]|\\.){1,1000})"""|"(?<dq>[^"\\\r\n]{1,1000})"|'(?<sq>[^'\\\r\n]{1,1000})')`;
const LITERAL_GROUPS = ["tsq", "tdq", "dq", "sq"];

// A call that only converts or wraps the literal it is given: Rust's `String::from(`,
// `SecretString::new(`/`::from(`, `Secret::new(`, Java's `new String(`, `String.valueOf(`,
// pydantic's `SecretStr(`.
const WRAPPER = String
  .raw`(?:String::from|Secret(?:String)?::(?:new|from)|new String|String\.valueOf|SecretStr)\([ \t]*`;

// Names that hold several secrets: `api_keys`, `tokens`, `secrets`, `passwords`.
const PLURAL = /(?:keys|tokens|secrets|passwords|passwds|credentials)$/i;

// Names of `vault kv put` arguments that are no secret.
const VAULT_PLAIN =
  /^(?:user(?:name)?|login|email|host(?:name)?|port|url|uri|endpoint|region|ttl|lease|path|db|database|name|env|environment|version|description)$/i;

/** The rules of this file, in the order they run (with the document rules). */
export const LITERAL_RULES: readonly Rule[] = [
  rule({
    id: "define-secret",
    examples: {
      match: [
        '#define API_SECRET "«' + sample(32, HEX, 403) + '»"',
        '#  define WIFI_PASSWORD "«' + PW + '»"',
      ],
      clean: ["#define API_SECRET_LEN 32", '#define TOKEN_HEADER "Authorization"'],
    },
    description:
      'C and C++ macros that name a secret: `#define API_SECRET "…"` (a name that says secret, as in an assignment)',
    keywords: ["define"],
    pattern:
      /#[ \t]*define[ \t]+(?<name>[A-Za-z_]\w{0,80})[ \t]+(?:L|u8|u|U)?"(?<dq>[^"\\\r\n]{1,1000})"/gd,
    secret: ["dq"],
    accept: named,
  }),
  rule({
    id: "literal-secret",
    examples: {
      match: [
        'let token = String::from("«' + sample(40, ALNUM, 404) + '»");',
        'FERNET_KEY = b"«' + sample(43, BASE64URL, 405) + '=»"',
        "secret = '''«" + sample(48, ALNUM, 406) + "»'''",
        'client_secret = """«' + sample(40, ALNUM, 407) + '»"""',
        'static final String KEYSTORE_PASS = new String("«' + PW + '»");',
        'api_key: SecretStr = SecretStr("«' + sample(40, ALNUM, 408) + '»")',
      ],
      clean: [
        'let token = String::from("Bearer");',
        'PASSWORD_PROMPT = b"Password: "',
      ],
    },
    description:
      'a value named for a secret in another literal form: a call that only wraps it (Rust `String::from("…")`, `SecretString::new(…)`, Java `new String("…")`, `String.valueOf(…)`, pydantic `SecretStr(…)`), Python bytes `b"…"`, TOML and Python triple quotes (`\'\'\'…\'\'\'`, `"""…"""`)',
    keywords: [
      "string::from(",
      'b"',
      "b'",
      "'''",
      '"""',
      "new string(",
      "string.valueof(",
      "secretstr(",
      "secretstring::",
      "secret::new(",
      "secret::from(",
    ],
    // Starts on the literal's opener (the engine scans for it fast); the lookbehind reads the
    // name and the `=` or `:` before it.
    pattern: new RegExp(
      String
        .raw`(?:${WRAPPER}|\b[bBrR]{1,2}(?=["'])|(?='''|"""))(?<=(?<name>[A-Za-z_][\w.-]{0,80})["']?[ \t]*(?::[ \t]*[\w&<>]{1,30}[ \t]*)?[=:][ \t]*(?:${WRAPPER}|[bBrR]{1,2})?)` +
        LITERAL,
      "gd",
    ),
    secret: LITERAL_GROUPS,
    accept: (value, group, match) => named(value, group, match) && !/\s/.test(value.trim()),
  }),
  rule({
    id: "list-secret",
    examples: {
      match: [
        '{"api_keys": ["«' + sample(32, HEX, 410) + '»", "«' + sample(32, HEX, 411) + '»"]}',
        "ALLOWED_TOKENS = ['«" + sample(40, ALNUM, 412) + "»']",
      ],
      clean: [
        '{"api_keys": ["primary", "secondary"]}',
        'required_secrets = ["DB_PASSWORD", "STRIPE_KEY"]',
        '"tokens": ["if", "else", "while"]',
      ],
    },
    description:
      'the items of a list under a plural name that says secret: `"api_keys": ["…", "…"]`, `ALLOWED_TOKENS = [\'…\']` (generated-looking items: not names of secrets)',
    keywords: ['keys"', "keys'", "tokens", "secrets", "passwords", "credentials"],
    // Each item, from its opening quote (the engine scans for it fast), with the list's name
    // read before it (up to 1,000 characters back, on its line).
    pattern:
      /["'](?<=(?<name>[A-Za-z_][\w-]{0,60})["']?[ \t]*[:=][ \t]*\[[^\]\n]{0,1000}?["'])(?<s>[^"'\\\r\n,\s]{8,300})["']/gd,
    secret: ["s"],
    accept: (value, _group, match) => {
      const name = match.groups?.name ?? "";
      if (!PLURAL.test(name) || nameKind(name.replace(/s$/i, "")) === undefined) return false;
      return looksGenerated(value, 16) || /^[0-9a-f]{32,}$/i.test(value) ||
        /passwords$/i.test(name) && anyRealValue(value) && !/^[A-Z][A-Z0-9_]*$/.test(value);
    },
  }),
  rule({
    id: "vault-kv-secret",
    examples: {
      match: [
        "vault kv put secret/payments stripe_key=«" + sample(16, ALNUM, 413) + "» db_password=«" +
        PW + "»",
        "vault write auth/userpass/users/ci password=«" + PW + "» policies=ci",
      ],
      clean: [
        "vault kv put secret/app username=deploy ttl=1h",
        "vault kv put secret/app cert=@./tls.crt",
        "vault kv get secret/app",
      ],
    },
    description:
      "the values given to `vault kv put`/`patch` and `vault write` as `key=value` (what Vault stores is secret), but names that are plainly not (`username`, `ttl`, `url`, …), files (`@file`) and stdin (`-`)",
    keywords: ["vault"],
    pattern:
      /=(?<=(?<![\w.-])(?<name>[A-Za-z_][\w.-]{0,60})=)(?<=\bvault[ \t]+(?:kv[ \t]+(?:put|patch)|write)\b[^\n|;&]{1,600}[ \t][\w.-]{1,61}=)(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|(?<bare>[^\s'"|;&]{1,300}))/gd,
    secret: ["sq", "dq", "bare"],
    accept: (value, _group, match) => {
      const name = match.groups?.name ?? "";
      if (VAULT_PLAIN.test(name) || !anyRealValue(value) || /^[@-]/.test(value)) return false;
      // A name that says secret: any value; another name: not a plain word (`policies=ci`).
      return nameKind(name) !== undefined ||
        !/^(?:[a-z]{1,30}(?:[,._-][a-z]{1,30}){0,5}|\d{1,6}[smhd]?)$/.test(value);
    },
  }),
  rule({
    id: "redis-auth",
    examples: {
      match: [
        '1732700000.123456 [0 10.0.0.12:51234] "AUTH" "default" "«' + PW + '»"',
        '1732700000.123456 [0 10.0.0.12:51234] "auth" "«' + PW + '»"',
      ],
      clean: ['1732700000.123456 [0 10.0.0.12:51234] "GET" "session:42"'],
    },
    description: 'a Redis `AUTH` as `MONITOR` prints it (`"AUTH" "user" "…"`, `"AUTH" "…"`)',
    keywords: ["auth"],
    pattern:
      /\][ \t]"AUTH"(?:[ \t]"(?<u>(?:[^"\\\r\n]|\\.){1,100})")?[ \t]"(?<s>(?:[^"\\\r\n]|\\.){1,300})"(?![ \t]")/gdi,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "config-set-secret",
    examples: {
      match: [
        "atlas config set private_api_key «" + sample(8, HEX, 414) + "-" + sample(4, HEX, 415) +
        "-4c8a-" + sample(4, HEX, 416) + "-" + sample(12, HEX, 417) + "»",
        "doctl config set access_token «" + sample(36, ALNUM, 418) + "»",
        "some-cli config set auth.password '«" + PW + "»'",
        "ros2 param set /uplink ntrip_password «" + sample(14, ALNUM, 419) + "»",
        "drush config:set system.mail smtp_password '«" + sample(12, ALNUM, 420) + "»'",
        "php occ config:system:set mail_smtppassword --value='«" + sample(12, ALNUM, 421) + "»'",
      ],
      clean: [
        "atlas config set output json",
        "npm config set registry https://registry.npmjs.org/",
        "yarn config set npmAuthToken ${NPM_TOKEN}",
        "redis-cli CONFIG SET maxmemory-policy allkeys-lru",
        'wp option update smtp_pass "$SMTP_PASS"',
      ],
    },
    description:
      "a setting named for a secret given to a setter command: a CLI's `config set` (`atlas config set private_api_key …`, `doctl config set access_token …`), redis's `CONFIG SET requirepass …`, `config:set` and `config:system:set … --value=…` (Drush, Nextcloud's `occ`), `wp option update …`, ROS's `param set <node> …`; a group or node may stand before the name",
    keywords: [
      "config set",
      "config:set",
      "config:system:set",
      "config:app:set",
      "option update",
      "option add",
      "param set",
    ],
    // (Case-blind: redis-cli's `CONFIG SET`. A group (`system.mail`) or a node (`/uplink`) may
    // stand between the verb and the name; `--value=` before the value. A bare value ends at a
    // Markdown code span's backtick and, in a record, at an escaped line break or quote.)
    pattern:
      /\b(?:config[ \t]+set|config:(?:system:|app:)?set|option[ \t]+(?:update|add)|param[ \t]+set)[ \t]+(?:-{1,2}[\w-]{1,30}[ \t]+){0,3}(?:[\w.\/-]{1,60}[ \t]+(?=[\w.:\/@-]{1,120}[ \t]))?(?<name>[\w.:\/@-]{1,120})[ \t]+(?:--value(?:=|[ \t]+))?(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|(?<bare>(?:[^\s'"|;&\\\x60]|\\[^\s"nrt]){1,300}))/gdi,
    secret: ["sq", "dq", "bare"],
    // (A name with `pass` glued to its owner, `requirepass`, `smtppass`, reads as a password's
    // here, where a setter gives it a value; a variable given to it is no value.)
    accept: (value, group, match) => {
      if (/^(?:\$[\w{]|\\)/.test(value)) return false;
      const name = match.groups?.name ?? "";
      return named(value, group, match) ||
        /[a-z](?:pass|pw)$/i.test(name) &&
          !/(?:by|com|sur|tres|over|under|multi)pass$/i.test(name) &&
          valueFor("password", value.trim());
    },
  }),
];
