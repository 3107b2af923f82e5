/**
 * Secrets known by the document they stand in, where the name and the value are apart: SQL
 * (`IDENTIFIED BY '…'`), XML (`<password>…</password>`, `<add key="…Password" value="…"/>`),
 * Markdown table rows, name/value pairs (a Kubernetes `env` list, an ECS task definition, a
 * Terraform `set` block, a Dockerfile `ENV NAME value`, PHP `define()`), setters and credential
 * tuples in code, and prose (`the password is \`…\``). The name decides; only the value goes.
 */
import { envName } from "./_assignments.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { anyRealValue, bareValueEnds, QUOTED_ARG, type Rule, rule } from "./_rule.ts";

const PASSWORD_WORD = /(?:password|passwd|passphrase|pass|pwd|psk)$/i;
// Names that end in a secret word, in any case style (`DbPassword`, `client_secret`, `apiKey`).
const SECRET_WORD =
  /(?:password|passwd|passphrase|secret|token|api[_-]?key|(?:access|secret|private|signing|encryption|master|auth|license|account|admin|primary|secondary|subscription|write)[_-]?key|credentials?|[_.-](?:pass|pwd)|psk)$/i;

/** How a name reads: "password" (any real value), "strong", "key" (…_KEY), or not secret. */
export function nameKind(name: string): "password" | "strong" | "key" | undefined {
  const bare = name.replace(/^.*[:.]/, "").replace(/[`"']/g, "");
  if (/^[A-Z][A-Z0-9_]*$/.test(bare)) {
    const kind = envName(bare);
    if (kind === undefined) return undefined;
    return PASSWORD_WORD.test(bare) ? "password" : kind;
  }
  if (!SECRET_WORD.test(bare)) return undefined;
  return PASSWORD_WORD.test(bare) ? "password" : "strong";
}

/** Whether `value` is a secret for a name of `kind` (a setting like `12` or `true` is not). */
export function valueFor(kind: ReturnType<typeof nameKind>, value: string): boolean {
  if (kind === undefined || !anyRealValue(value) || isDottedIdentifier(value)) return false;
  if (/^(?:\d{1,3}|yes|no|on|off|enabled|disabled)$/i.test(value)) return false;
  // A date or a time (`gh secret list` shows when each was updated).
  if (
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(
      value,
    )
  ) return false;
  if (kind === "password") return true;
  // (A word is an identifier: `name`, `user_id`, a state's or a constant's `SELECTED`; a seed of
  // base32 letters is 16 or more.)
  if (kind === "key") return !/^(?:[a-z][a-z_.-]{0,30}|[A-Z][A-Z_]{0,11})$/.test(value);
  return value.length >= 16 && !/\s/.test(value) || looksLikeBareSecret(value, 8);
}

/**
 * True when `value` is a short number that the text gives as an id (`id="1000"`, `id='1000'`):
 * a directory entry's PIN set to its own extension, which every user of the system can guess.
 * (Read from the value's line back, at most 2,000 characters: the entry's opening tag.)
 */
function ownIdPin(value: string, match: RegExpExecArray): boolean {
  if (!/^\d{2,8}$/.test(value)) return false;
  const before = match.input.slice(Math.max(0, match.index - 2000), match.index);
  return before.includes(`id="${value}"`) || before.includes(`id='${value}'`) ||
    before.includes(`id=\\"${value}\\"`);
}

function pairAccept(value: string, group: string, match: RegExpExecArray): boolean {
  if (group === "bare" && !bareValueEnds(match, group)) return false;
  return valueFor(nameKind(match.groups?.name ?? ""), value.trim());
}

// Quoted or bare values of a name/value pair.
const PAIR_VALUE = String
  .raw`(?:"(?<dq>[^"\\\r\n]{1,1000})"|'(?<sq>[^'\\\r\n]{1,1000})'|(?<bare>[^\s"'\x60,;(){}\[\]<>|\\]{1,300}))`;
const PAIR_GROUPS = ["dq", "sq", "bare"];

// A password for the examples.
const PW = sample(6, ALNUM, 179) + "#" + sample(6, ALNUM, 178);

/** Document rules, in the order they run (after the context rules, before assignments). */
export const DOCUMENT_RULES: readonly Rule[] = [
  rule({
    id: "sql-password",
    examples: {
      match: [
        "CREATE USER app IDENTIFIED BY '«" + PW + "»';",
        "ALTER ROLE app WITH LOGIN PASSWORD '«" + PW + "»';",
      ],
      clean: [
        "INSERT INTO users (email, password) VALUES (?, ?)",
        "ALTER USER app PASSWORD EXPIRE;",
      ],
    },
    description:
      "SQL `IDENTIFIED [WITH plugin] BY '…'` (also Oracle's unquoted form in `CREATE/ALTER USER`), `CREATE/ALTER USER/ROLE/LOGIN … PASSWORD '…'`, `PASSWORD('…')`",
    keywords: ["identified", "password"],
    pattern: new RegExp(
      String.raw`(?:\bIDENTIFIED\b(?:[ \t]+WITH[ \t]+\w{1,40})?[ \t]+BY[ \t]+(?:PASSWORD[ \t]+)?|` +
        String
          .raw`\b(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN|GROUP)\b[^\n;]{0,200}?\bPASSWORD[ \t]*=?[ \t]*(?=['"])|` +
        String.raw`\b(?:OLD_)?PASSWORD[ \t]*\([ \t]*(?=['"]))` +
        String
          .raw`(?:${QUOTED_ARG}|(?<bare>[^\s'";,()]{1,300}))`,
      "gdi",
    ),
    secret: ["sq", "dq", "bare"],
    accept: (value, group, match) => {
      if (!anyRealValue(value)) return false;
      if (group !== "bare") return true;
      // Unquoted (Oracle): in a CREATE/ALTER USER statement, or a value that looks like one.
      if (!bareValueEnds(match, group) || /^VALUES$/i.test(value)) return false;
      const line = match.input.slice(Math.max(0, match.index - 200), match.index);
      return /\b(?:CREATE|ALTER)[ \t]+USER\b[^\n;]*$/i.test(line) || looksLikeBareSecret(value, 8);
    },
  }),
  rule({
    id: "xml-secret",
    examples: {
      match: ["<server><id>nexus</id><password>«" + PW + "»</password></server>"],
      clean: ["<password>${env.NEXUS_PASSWORD}</password>", "<token>true</token>"],
    },
    description:
      "XML elements named for a secret (`<password>`, `<apiKey>`, `<token>`, `<clientSecret>`; an encrypted `{…}` value too)",
    keywords: ["pass", "pwd", "secret", "token", "key", "credential"],
    lineHas: /<\//g,
    pattern:
      /<(?<name>[\w:.-]{0,60}?(?:password|passwd|passphrase|secret|token|api[_-]?key|(?:access|secret|private|auth)[_-]?key|credentials?))>(?<v>[^<>\r\n]{1,1000})<\/\k<name>>/gdi,
    secret: ["v"],
    // An encrypted value in braces (Jenkins, Maven `{…}`) is still a secret here.
    accept: (value, _group, match) =>
      /^\{[A-Za-z0-9+\/=]{16,}\}$/.test(value.trim()) ||
      valueFor(nameKind(match.groups?.name ?? ""), value.trim()),
  }),
  rule({
    id: "xml-secret",
    examples: {
      match: [
        '<add key="ClearTextPassword" value="«' + PW + '»" />',
        '<property name="db.password"\n          value="«' + PW + '»"/>',
        '<meta-data android:name="com.bugsnag.android.API_KEY" android:value="«' +
        sample(32, HEX, 177) + '»"/>',
      ],
      clean: [
        '<add key="PasswordMinLength" value="12" />',
        '<add key="LogLevel" value="debug" />',
        '<meta-data android:name="com.google.android.geo.API_KEY" android:value="@string/maps_key"/>',
      ],
    },
    description:
      'XML settings `<add key="…Password" value="…"/>` (NuGet `ClearTextPassword`, `appSettings`), `<property name="…password">…</property>`, Android `<meta-data android:name="…API_KEY" android:value="…"/>`, also over several lines',
    keywords: ["key=", "name="],
    // A tag may span lines: from its `<` (up to 221 characters before `key=`) to its value.
    reach: { before: 222, after: 210 },
    pattern:
      /<(?:add|entry|property|setting|param|parameter|variable|env|environmentVariable|meta-data)\b[^<>]{0,200}?\b(?:key|name)=["'](?<name>[^"'\r\n<>]{1,100})["'](?:\s{1,40}(?:[\w-]{1,20}:)?value=["'](?<dq>[^"'\r\n]{1,1000})["']|[^<>\/]{0,100}>(?<el>[^<>\r\n]{1,1000})<\/)/gdi,
    secret: ["dq", "el"],
    // (Not an Android resource reference: `@string/maps_key`; nor a PIN that is the user's own id,
    // FreeSWITCH's default `vm-password` for `<user id="1000">`.)
    accept: (value, _group, match) =>
      !/^@[a-z]+\/[\w.]+$/.test(value) && !ownIdPin(value, match) &&
      valueFor(nameKind(match.groups?.name ?? ""), value.trim()),
  }),
  rule({
    id: "table-secret",
    examples: {
      match: ["| name | value |\n|---|---|\n| DB_PASSWORD | «" + PW + "» |"],
      clean: ["| setting | value |\n|---|---|\n| TOKEN_TTL | 3600 |"],
    },
    description: "Markdown table rows whose first cell names a secret: `| DB_PASSWORD | value |`",
    keywords: ["pass", "pwd", "secret", "token", "key", "credential", "auth", "psk"],
    when: /\|/,
    lineHas: /\|/g,
    pattern:
      /\|[ \t]*\x60?(?<name>[A-Za-z_][\w.-]{1,80}(?: [A-Za-z][\w.-]{1,40}){0,2})\x60?[ \t]*\|[ \t]*\x60?(?<v>[^|\x60\s][^|\x60\s]{0,299})\x60?[ \t]*(?=\|)/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      // (A value holding a JSON escape runs into the next line: a header row in a JSONL record.)
      !/\\[nrt]/.test(value) && valueFor(nameKind(match.groups?.name ?? ""), value),
  }),
  rule({
    id: "name-value-secret",
    examples: {
      match: ["env:\n  - name: DB_PASSWORD\n    value: «" + PW + "»"],
      clean: ["env:\n  - name: DB_HOST\n    value: db.internal"],
    },
    description: "a Kubernetes `env` list: `- name: DB_PASSWORD` / `value: …`",
    keywords: ["value:"],
    wholeText: true,
    // (Its match starts at `name:`, on the line of `value:` or the one above.)
    startsNearKeyword: { above: 1 },
    pattern: new RegExp(
      String
        .raw`\bname:[ \t]*["']?(?<name>[A-Za-z_][\w.-]{0,80})["']?[ \t]*(?:\r?\n|\\r?\\n)[ \t]*value:[ \t]*${PAIR_VALUE}`,
      "gd",
    ),
    secret: PAIR_GROUPS,
    accept: pairAccept,
  }),
  rule({
    id: "name-value-secret",
    examples: {
      match: [
        '{"name": "API_TOKEN", "value": "«' + sample(32, ALNUM, 170) + '»"}',
        'set {\n  name  = "auth.password"\n  value = "«' + PW + '»"\n}',
      ],
      clean: [
        '{"name": "LOG_LEVEL", "value": "debug"}',
        '{"key": "baseUrl", "value": "https://api.acme.io"}',
      ],
    },
    description:
      'JSON and HCL name/value pairs: ECS `{"name": "API_TOKEN", "value": "…"}`, Postman and Insomnia `{"key": "apiKey", "value": "…"}`, Terraform `set { name = "auth.password" value = "…" }`',
    keywords: ["value"],
    // The pair may span lines, in the 43 characters before `value`.
    reach: { before: 43 },
    pattern:
      /(?:"(?:name|key)"[ \t]*:[ \t]*"(?<name>[A-Za-z_][\w.:-]{0,80})"[ \t]*,\s{0,40}"value"[ \t]*:|\bname[ \t]*=[ \t]*"(?<hname>[A-Za-z_][\w.:-]{0,80})"[ \t]*(?:\r?\n|;|,)\s{0,40}value[ \t]*=)[ \t]*"(?<dq>[^"\\\r\n]{1,1000})"/gd,
    secret: ["dq"],
    accept: (value, _group, match) =>
      valueFor(nameKind(match.groups?.name ?? match.groups?.hname ?? ""), value),
  }),
  rule({
    id: "name-value-secret",
    examples: {
      match: [
        "ENV API_TOKEN «" + sample(32, ALNUM, 171) + "»",
        "define('DB_PASSWORD', '«" + PW + "»');",
        'ds.setPassword("«' + PW + '»");',
        'client.use_passphrase("«' + PW + '»")',
      ],
      clean: ["ENV NODE_ENV production", "define('WP_DEBUG', false);"],
    },
    description:
      'Dockerfile `ENV NAME value`, PHP `define(\'DB_PASSWORD\', \'…\')`, setters `setPassword("…")`, `set_password("…")`, `use_passphrase("…")`',
    keywords: ["env", "define", "set", "use_pass"],
    pattern: new RegExp(
      String.raw`(?:(?:^|[\n"'])[ \t]*ENV[ \t]+(?<name>[A-Za-z_]\w{0,80})[ \t]+(?=[^\s=])|` +
        String.raw`\bdefine\([ \t]*["'](?<dname>\w{1,80})["'][ \t]*,[ \t]*(?=["'])|` +
        String
          .raw`\b(?:set|use)(?<sname>\w{0,40}(?:Password|Passwd|Passphrase|Secret|Token|ApiKey|AccessKey|SecretKey|Credentials?|_password|_passphrase|_secret))\([ \t]*(?=["']))` +
        PAIR_VALUE,
      "gd",
    ),
    secret: PAIR_GROUPS,
    accept: (value, group, match) => {
      if (group === "bare" && !bareValueEnds(match, group)) return false;
      const g = match.groups ?? {};
      return valueFor(nameKind(g.name ?? g.dname ?? g.sname ?? ""), value.trim());
    },
  }),
  rule({
    id: "code-credential",
    examples: {
      match: ["requests.get(url, auth=('deploy', '«" + PW + "»'))"],
      clean: ["requests.get(url, auth=(user, password))"],
    },
    description: "credential tuples: `auth=('user', '…')`, `HTTPBasicAuth('user', '…')`",
    keywords: ["auth"],
    pattern: new RegExp(
      String
        .raw`(?:\bauth[ \t]*=[ \t]*\(|\b(?:HTTPBasicAuth|HTTPDigestAuth|BasicAuth)\()[ \t]*(?:'[^'\r\n]{1,100}'|"[^"\r\n]{1,100}")[ \t]*,[ \t]*${QUOTED_ARG}`,
      "gd",
    ),
    secret: ["sq", "dq"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "code-credential",
    examples: {
      match: ['{"github-oauth": {\n    "github.com": "«' + sample(40, ALNUM, 172) + '»"}}'],
      clean: ['{"github-oauth": {}}'],
    },
    description:
      "composer `auth.json` maps: `github-oauth`, `gitlab-token`, `gitlab-oauth`, `bitbucket-oauth`, `bearer`",
    keywords: ["auth", "gitlab-token"],
    // The map may open on one line and hold its token on the next.
    wholeText: true,
    // (Its match starts at the map's name.)
    anchors: ["github-oauth", "gitlab-token", "gitlab-oauth", "bitbucket-oauth", "bearer"],
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`"(?:github-oauth|gitlab-token|gitlab-oauth|bitbucket-oauth|bearer)"[ \t]*:[ \t]*\{\s{0,40}"[^"\r\n]{1,200}"[ \t]*:[ \t]*(?=")${QUOTED_ARG}`,
      "gd",
    ),
    secret: ["sq", "dq"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "prose-password",
    examples: {
      match: [
        "the admin password is `«" + PW + "»`",
        "The password was «" + PW + "» until today.",
        "my password for the staging db is «" + PW + "» if you need it",
        "the signing secret is «" + sample(32, ALNUM, 178) + "», rotated yesterday",
        "api key: «" + sample(32, HEX, 179) + "»",
      ],
      clean: [
        "The password is required.",
        "the token was expired",
        "the password for the admin user is required",
        "api key: see the vault",
      ],
    },
    description:
      "prose: `the password is …` quoted, or bare when it looks like one (a digit or a symbol, 8+), after password, token, secret, api key + (up to five words, `for the staging db`) is/was/set to/changed to/reset to, or `api key:` (spaced, so never an assignment)",
    keywords: ["pass", "token", "secret", "key"],
    pattern:
      /\b(?:password|passwd|passphrase|token|secret|api[ _-]?key)(?:(?:[ \t]+(?!(?:is|was)\b)[\w.-]{1,30}){0,5}?[ \t]+(?:is|was|set to|changed to|reset to)[ \t]*:?|(?<=\bapi key)[ \t]*:)[ \t]+(?:\x60(?<bt>[^\x60\r\n]{1,200})\x60|"(?<dq>(?:[^"\\\r\n]|\\.){1,200})"|'(?<sq>[^'\r\n]{1,200})'|(?<bare>[^\s"'\x60,;()<>\\]{6,200}?)(?=[.,;!?]?(?:[\s"'\\]|$)))/gdi,
    secret: ["bt", "dq", "sq", "bare"],
    accept: (value, group, match) => {
      if (group === "bare") return looksLikeBareSecret(value, 8);
      // A quoted phrase is a secret only after a password-like word (a passphrase).
      const spaced = /\s/.test(value) && !/^pass/i.test(match[0]);
      return value.length >= 4 && !spaced && !isNotASecret(value);
    },
  }),
  rule({
    id: "env-default",
    examples: {
      match: [
        'Stripe.api_key = ENV.fetch("STRIPE_KEY", "«' + sample(30, ALNUM, 173) + '»")',
        'password = os.getenv("DB_PASSWORD", "«' + PW + '»")',
        'api_key = ENV.fetch("OPENAI_API_KEY") { "«' + sample(40, ALNUM, 176) + '»" }',
        "const token = process.env.API_TOKEN || '«" + sample(32, ALNUM, 174) + "»';",
      ],
      clean: ['level = os.getenv("LOG_LEVEL", "info")', 'os.getenv("API_TOKEN", "")'],
    },
    description:
      'a secret written as the default of an environment lookup: `os.getenv("API_TOKEN", "…")`, `ENV.fetch("STRIPE_KEY", "…")` or Ruby\'s block `ENV.fetch("STRIPE_KEY") { "…" }`, `process.env.DB_PASSWORD || "…"`, for a name that says secret',
    keywords: ["getenv", "environ", "env.fetch", "env.get", "process.env", "env["],
    pattern:
      /(?:\b(?:getenv|environ\.get|ENV\.fetch|env\.get|Deno\.env\.get)\([ \t]*["'](?<name>[A-Za-z_]\w{0,80})["'][ \t]*(?:,|\)[ \t]*\{)[ \t]*|\bprocess\.env\.(?<pname>[A-Za-z_]\w{0,80})[ \t]*(?:\|\||\?\?)[ \t]*|\bENV\[["'](?<rname>[A-Za-z_]\w{0,80})["']\][ \t]*\|\|[ \t]*)(?:"(?<dq>[^"\\\r\n]{1,300})"|'(?<sq>[^'\\\r\n]{1,300})')/gd,
    secret: ["dq", "sq"],
    accept: (value, _group, match) => {
      const g = match.groups ?? {};
      return valueFor(nameKind(g.name ?? g.pname ?? g.rname ?? ""), value.trim());
    },
  }),
  rule({
    id: "name-value-secret",
    examples: {
      match: ['$env:API_SECRET = @"\n«' + sample(40, ALNUM, 175) + '»\n"@'],
      clean: ['$banner = @"\nWelcome\n"@'],
    },
    description:
      'a PowerShell here-string assigned to a variable named for a secret: `$env:API_SECRET = @"⏎…⏎"@`',
    keywords: ['@"', "@'"],
    wholeText: true,
    // (Its match starts on the line of its keyword, the here-string's `@"`.)
    startsNearKeyword: { above: 0 },
    pattern:
      /(?<name>\$(?:env:)?[A-Za-z_]\w{0,80})[ \t]*=[ \t]*@(?<q>["'])\r?\n(?<s>[^\r\n]{1,1000})\r?\n\k<q>@/gd,
    secret: ["s"],
    accept: (value, _group, match) =>
      valueFor(nameKind((match.groups?.name ?? "").replace(/^\$(?:env:)?/i, "")), value.trim()),
  }),
];
