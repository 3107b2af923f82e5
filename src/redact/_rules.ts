/**
 * The redaction rules: one entry per family of secret. Order matters: specific shapes (a PEM
 * block, a JWT, a vendor token) run before the generic `name = value` rules, so the generic ones
 * find `[REDACTED]` and leave it alone, and each finding is reported under its most precise name.
 *
 * Writing a rule: every quantifier is bounded or stands on a character class disjoint from what
 * follows, with no nested unbounded quantifiers, so a 5 MB prompt cannot make a rule backtrack
 * catastrophically. Rules start with a literal or a keyword where they can, which is what the
 * regex engine scans fastest.
 */
import {
  isDottedIdentifier,
  isNotASecret,
  isPlaceholder,
  looksLikeBareSecret,
} from "./_filters.ts";

export interface Rule {
  /** Stable name, reported by `ctx redact --report` and in findings. */
  readonly id: string;
  readonly description: string;
  /** Must carry the `g` and `d` flags (global, match indices). */
  readonly pattern: RegExp;
  /**
   * Named groups holding the secret. Each one that took part in a match is replaced by
   * `[REDACTED]`; the rest of the match (names, prefixes, hosts) stays readable.
   */
  readonly secret: readonly string[];
  /** Whether a captured value is really a secret (false = leave it). `group` names the group. */
  readonly accept?: (value: string, group: string, match: RegExpExecArray) => boolean;
}

// A token body that is only lowercase words joined by - or _ is a name (`sk-learn-pipeline`),
// not a key. A body of one repeated letter is still a token shape (tests build fakes that way).
function isTokenBody(value: string): boolean {
  return !/^[a-z]+(?:[-_][a-z]+)+$/.test(value) && !isPlaceholder(value);
}

function tokenAfterPrefix(prefix: RegExp): (value: string) => boolean {
  return (value) => isTokenBody(value.replace(prefix, ""));
}

/** Quoted values: anything but a placeholder, a reference or a path. */
function quotedSecret(value: string): boolean {
  return value.trim().length >= 4 && !isNotASecret(value) && !/\{[A-Za-z_][\w.]*\}/.test(value);
}

/**
 * A bare value must end where a value ends (space, quote, comma, closing bracket, end of text),
 * not run into `(`, `[`, `{`, `<` or `\\`: `getpass()`, `os.environ["X"]`, `Option<String>` are code.
 * (Checked here rather than with a lookahead in the pattern, which would backtrack over the
 * whole value at every position.)
 */
function bareValueEnds(match: RegExpExecArray, group: string): boolean {
  const end = match.indices?.groups?.[group]?.[1];
  if (end === undefined) return false;
  const next = match.input[end];
  return next === undefined || /[\s"'\x60,;)}\]&|]/.test(next);
}

// Separator between a name and its value: `=`, `:`, `=>`, `:=` — never `==` or `::`.
const SEP = String.raw`[ \t]*(?:=>|:=|=(?!=)|:(?![:=]))[ \t]*`;
// A name's closing quote (also an escaped one inside a JSON string) and an index bracket.
const NAME_END = String.raw`(?:\\?["'\x60])?\]?`;
// A type annotation between a name and `=`: `api_key: str = "…"`, `apiKey: string = "…"`,
// `const API_KEY: &str = "…"`, `token: string | null = …`. No free spaces (so it cannot swallow
// prose like `password: hunter2 and x = 1`), bounded, and only taken when an `=` follows.
const TYPE = String.raw`[A-Za-z_&][\w.\[\]&'<>]{0,40}(?:[ \t]*[|,][ \t]*[\w.\[\]&'<>]{1,40}){0,4}`;
const TYPED = String.raw`(?:[ \t]*:[ \t]*${TYPE}(?=[ \t]*=(?![=>])))?`;
// The value forms: "double", 'single', \"escaped in JSON\", `template`, or bare.
const VALUE = [
  String.raw`"(?<dq>(?:[^"\\\r\n]|\\.){1,1000})"`,
  String.raw`'(?<sq>(?:[^'\\\r\n]|\\.){1,1000})'`,
  String.raw`\\"(?<eq>[^"\\\r\n]{1,1000})\\"`,
  String.raw`\x60(?<bt>[^\x60\\$\r\n]{1,1000})\x60`,
  String.raw`(?<bare>[^\s"'\x60,;(){}\[\]<>&|\\]{1,300})`,
].join("|");
const VALUE_GROUPS = ["dq", "sq", "eq", "bt", "bare"] as const;

// Key names that say "this is a secret", matched at the end of the name: `db_password`,
// `clientSecret`, `x-api-key`, `AUTH_TOKEN`. `pass` and `pwd` only after `_`, `-` or `.`
// (`db_pass`, `--pass`), never alone: `--- PASS: TestX` is test output, `bypass` a word.
const SECRET_NAME = [
  String.raw`api[_-]?(?:key|secret)`,
  String.raw`(?:access|secret|private|signing|encryption|master|auth)[_-]?key`,
  String.raw`secret|token|passphrase|password|passwd|credentials?`,
  String.raw`(?<=[_.-])(?:pass|pwd)`,
].join("|");

// `.env`-style names: upper case, ending in one of these words (`_KEY` but not `MONKEY`).
const ENV_WORDS = "APIKEY|KEY|SECRET|TOKEN|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|AUTH";
const ENV_NAME = String.raw`(?<![A-Za-z0-9])(?:${ENV_WORDS})(?![A-Za-z0-9_])`;
// `tight` marks NAME=value with nothing around the `=`, the shape of a real env line.
const ENV_SEP = String.raw`(?:(?<tight>=)|[ \t]*(?:=|:(?!:))[ \t]*)`;
const ENV_VALUE = [
  String.raw`"(?<dq>(?:[^"\\\r\n]|\\.){1,1000})"`,
  String.raw`'(?<sq>[^'\r\n]{1,1000})'`,
  String.raw`(?<bare>[^\s"'\x60;&|<>(){}\[\]\\]{1,300})`,
].join("|");

const PEM_HEAD = String.raw`-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
const PEM_TAIL = String.raw`-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
// Line breaks inside a PEM block, raw or escaped inside a JSON string.
const PEM_GAP = String.raw`(?:\s|\\[rn])*`;

const AUTH_HEADER = String
  .raw`\b(?:Proxy-)?Authorization\\?["']?[ \t]*[:=][ \t]*\\?["'\x60]?[ \t]*`;

/** Every rule, in the order they run. */
export const RULES: readonly Rule[] = [
  {
    id: "private-key",
    description: "PEM private key block (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP), also JSON-escaped",
    pattern: new RegExp(
      String.raw`${PEM_HEAD}${PEM_GAP}(?<body>(?:[^-]|-(?!----)){1,16000}?)${PEM_GAP}${PEM_TAIL}`,
      "gd",
    ),
    secret: ["body"],
  },
  {
    id: "private-key",
    description: "PEM private key block cut short (no END line, e.g. a truncated transcript)",
    pattern: new RegExp(
      String.raw`${PEM_HEAD}${PEM_GAP}(?<body>(?:[A-Za-z0-9+/=:,-]|[\r\n]|\\[rn]){16,})`,
      "gd",
    ),
    secret: ["body"],
  },
  {
    id: "jwt",
    description: "JSON Web Token eyJ….eyJ….signature",
    pattern: /\b(?<s>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)/gd,
    secret: ["s"],
  },
  {
    id: "aws-access-key-id",
    description: "cloud access key id AKIA…/ASIA… (20 characters)",
    pattern: /\b(?<s>(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})\b/gd,
    secret: ["s"],
  },
  {
    id: "aws-secret-access-key",
    description: "cloud secret access key (40 characters) after aws_secret_access_key and friends",
    pattern: new RegExp(
      String
        .raw`(?:aws_?secret\w{0,24}|secret_?access_?key)${NAME_END}${SEP}\\?["']?(?<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isPlaceholder(value),
  },
  {
    id: "github-token",
    description: "GitHub tokens ghp_, gho_, ghu_, ghs_, ghr_, github_pat_",
    pattern: /\b(?<s>gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(/^(?:gh[pousr]_|github_pat_)/),
  },
  {
    id: "gitlab-token",
    description:
      "GitLab tokens glpat-, gldt-, glrt-, glptt-, glft-, … and runner registration GR1348941",
    pattern:
      /\b(?<s>(?:glpat|gldt|glrt|glptt|glft|glimt|glagent|glcbt|glsoat|gloas|glffct)-[A-Za-z0-9_-]{20,255}(?:\.[A-Za-z0-9_-]{2,64}){0,3}|GR1348941[A-Za-z0-9_-]{20,255})/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(/^(?:gl[a-z]{2,6}-|GR1348941)/),
  },
  {
    id: "slack-token",
    description: "Slack tokens xoxb-, xoxp-, xoxa-, xoxr-, xoxe-, xapp-",
    pattern: /\b(?<s>(?:xoxe\.)?xox[abeoprs]-[A-Za-z0-9-]{10,255}|xapp-\d-[A-Za-z0-9-]{10,255})/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value.slice(5)),
  },
  {
    id: "webhook-url",
    description: "Slack and Discord webhook URLs (the host and path prefix stay)",
    pattern:
      /\b(?:hooks\.slack\.com\/(?:services|workflows|triggers)\/(?<slack>[A-Za-z0-9_\/+-]{20,300})|discord(?:app)?\.com\/api\/webhooks\/(?<discord>\d{5,30}\/[A-Za-z0-9_-]{30,100}))/gd,
    secret: ["slack", "discord"],
  },
  {
    id: "stripe-key",
    description: "Stripe secret and restricted keys sk_live_, rk_live_, sk_test_, webhook whsec_",
    pattern: /\b(?<s>(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,255}|whsec_[A-Za-z0-9+\/=]{20,255})/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(/^(?:[sr]k_(?:live|test)_|whsec_)/),
  },
  {
    id: "google-credential",
    description: "Google API keys AIza…, OAuth client secrets GOCSPX-, access tokens ya29.",
    pattern:
      /\b(?<s>AIza[0-9A-Za-z_-]{35}|GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{20,2048})(?![0-9A-Za-z_-])/gd,
    secret: ["s"],
  },
  {
    id: "azure-storage-key",
    description: "Azure AccountKey= / SharedAccessKey= in connection strings, sig= in SAS URLs",
    pattern:
      /(?:\b(?:AccountKey|SharedAccessKey)=(?<key>[A-Za-z0-9+\/]{20,200}={0,2})|[?&]sig=(?<sig>[A-Za-z0-9%+\/]{30,200}(?:=|%3D){0,2}))/gd,
    secret: ["key", "sig"],
  },
  {
    id: "npm-token",
    description: "npm access tokens npm_ + 36",
    pattern: /\b(?<s>npm_[A-Za-z0-9]{36})\b/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(/^npm_/),
  },
  {
    id: "pypi-token",
    description: "PyPI upload tokens pypi-AgE…",
    pattern: /\b(?<s>pypi-AgE[A-Za-z0-9_-]{50,1000})/gd,
    secret: ["s"],
  },
  {
    id: "huggingface-token",
    description: "Hugging Face tokens hf_ + 30 or more",
    pattern: /\b(?<s>hf_[A-Za-z0-9]{30,255})\b/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(/^hf_/),
  },
  {
    id: "sendgrid-key",
    description: "SendGrid API keys SG.xxx.yyy",
    pattern: /\b(?<s>SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
  },
  {
    id: "twilio-credential",
    description: "Twilio API key SIDs SK + 32 hex, account SIDs AC + 32 hex next to an auth token",
    pattern:
      /\b(?:(?<sid>AC[0-9a-f]{32})\b[^\n]{0,100}?\b(?<auth>[0-9a-f]{32})|(?<key>SK[0-9a-fA-F]{32}))\b/gd,
    secret: ["sid", "auth", "key"],
  },
  {
    id: "digitalocean-token",
    description: "DigitalOcean tokens dop_v1_, doo_v1_, dor_v1_",
    pattern: /\b(?<s>do[por]_v1_[a-f0-9]{64})\b/gd,
    secret: ["s"],
  },
  {
    id: "vault-token",
    description: "Vault tokens hvs./hvb./hvr., and legacy s. tokens next to the word vault",
    pattern:
      /\b(?:(?<s>hv[sbr]\.[A-Za-z0-9_-]{24,512})|(?<=vault[^\n]{0,60})\b(?<legacy>[sbr]\.[A-Za-z0-9]{24})\b)/gdi,
    secret: ["s", "legacy"],
  },
  {
    id: "vendor-api-key",
    description: "model vendor keys sk-…, sk-proj-…, sk-ant-…, nvapi-…, gsk_…, xai-…, pplx-…, r8_…",
    pattern:
      /\b(?<s>sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?[A-Za-z0-9_-]{20,512}|nvapi-[A-Za-z0-9_-]{20,512}|gsk_[A-Za-z0-9]{40,256}|xai-[A-Za-z0-9]{40,256}|pplx-[A-Za-z0-9]{40,256}|r8_[A-Za-z0-9]{30,256})/gd,
    secret: ["s"],
    accept: tokenAfterPrefix(
      /^(?:sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?|nvapi-|gsk_|xai-|pplx-|r8_)/,
    ),
  },
  {
    id: "authorization-bearer",
    description: "Authorization: Bearer/Token/Bot … header values",
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?:Bearer|Token|Bot|JWT|OAuth)[ \t]+(?<s>[A-Za-z0-9._~+/=-]{8,4096})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  },
  {
    id: "authorization-basic",
    description: "Authorization: Basic … header values",
    pattern: new RegExp(
      String.raw`${AUTH_HEADER}Basic[ \t]+(?<s>[A-Za-z0-9+/]{4,4096}={0,2})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  },
  {
    id: "curl-user",
    description: "curl -u user:password / --user user:password (the user stays)",
    pattern:
      /(?<=\bcurl\b[^\n]{0,300})[ \t](?:-u|--user)(?:[ \t]+|=)["']?[^\s:"'@]{1,100}:(?<s>[^\s"']{1,200})/gd,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  },
  {
    id: "connection-string",
    description:
      "database and broker URLs scheme://user:password@host (postgres, mysql, mongodb, …)",
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|cockroachdb|clickhouse|neo4j(?:\+ssc|\+s)?|bolt|couchdb|cassandra|memcached|nats|kafka|ldaps?|snowflake|oracle|db2):\/\/[^\s:@\/"'<>]{0,200}:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  },
  {
    id: "url-password",
    description: "passwords in other URLs https://user:password@host",
    pattern: /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s:@\/"'<>]{0,200}:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    // A short number there is a port, as in a malformed `http://host:8080@…`.
    accept: (value) => !isNotASecret(value) && !/^\d{1,5}$/.test(value),
  },
  {
    id: "bearer-token",
    description: "Bearer tokens outside a header (a long value with a digit after the word Bearer)",
    pattern: /\bBearer[ \t]+(?<s>[A-Za-z0-9._~+\/-]{16,4096}=*)/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && !isNotASecret(value),
  },
  {
    id: "env-assignment",
    description: ".env-style NAME=value where the NAME ends in KEY, SECRET, TOKEN, PASSWORD, …",
    pattern: new RegExp(`${ENV_NAME}["']?${ENV_SEP}(?:${ENV_VALUE})`, "gd"),
    secret: ["dq", "sq", "bare"],
    // `NAME=value` written tight is an env line: any real value counts. Spaced or with a colon it
    // may be code (`STORAGE_KEY = "app-state"`) or prose, so only a prefixed name (`DB_PASS: …`,
    // not a lone `PASS: TestX` from test output) with a secret-looking value; `api_key = "…"`
    // and friends are the generic rule's job.
    accept: (value, group, match) => {
      if (group === "bare" && !bareValueEnds(match, group)) return false;
      if (match.groups?.tight !== undefined) {
        return group === "bare" ? value.length >= 4 && !isNotASecret(value) : quotedSecret(value);
      }
      return match.input[match.index - 1] === "_" && looksLikeBareSecret(value, 8);
    },
  },
  {
    id: "secret-assignment",
    description:
      "api_key / secret / token / password / client_secret / private_key = value in code, JSON, YAML",
    pattern: new RegExp(
      `(?:${SECRET_NAME})(?![\\w-])${NAME_END}${TYPED}${SEP}(?:${VALUE})`,
      "gdi",
    ),
    secret: VALUE_GROUPS,
    accept: (value, group, match) => {
      if (group !== "bare") return quotedSecret(value);
      return bareValueEnds(match, group) && looksLikeBareSecret(value, 8) &&
        !isDottedIdentifier(value);
    },
  },
];
