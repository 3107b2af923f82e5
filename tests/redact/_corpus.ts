/**
 * The redaction corpus: secrets the way they appear in coding sessions, one case per family and
 * context, and the clean text developers paste that must come out untouched. Used by
 * corpus_test.ts (every case in every form) and by `deno task bench` (recall and false-positive
 * rate). Every secret is built at run time from pieces (see _fakes.ts), so the repository holds
 * no string a secret scanner would flag.
 */
import {
  ALNUM,
  BASE64,
  BASE64URL,
  fake,
  fakeJwt,
  fakePem,
  HEX,
  pemLine,
  UPPER_DIGITS,
} from "./_fakes.ts";
import { MORE_CLEAN_CASES, MORE_CONTEXT_CASES, MORE_TOKEN_CASES } from "./_corpus_more.ts";

/** How a case is written into text. */
export type Form = "plain" | "json" | "json2" | "url" | "glued";

export interface SecretCase {
  /** The rule id expected in the findings of the plain form. */
  rule: string;
  /** What the case stands for (a context or a family), for test names. */
  label: string;
  before: string;
  secret: string;
  after: string;
  /** What the secret part becomes (default `[REDACTED]`), e.g. `[REDACTED],[REDACTED]`. */
  redacted?: string;
  /** The forms that apply (default plain, json, json2, url; tokens add glued). */
  forms?: readonly Form[];
}

export const R = "[REDACTED]";
const DEFAULT_FORMS: readonly Form[] = ["plain", "json", "json2", "url"];
const TOKEN_FORMS: readonly Form[] = [...DEFAULT_FORMS, "glued"];
// Line-oriented files (.pgpass, .properties) are not written URL-encoded.
const LINE_FORMS: readonly Form[] = ["plain", "json", "json2"];

function hit(rule: string, label: string, before: string, secret: string, after = ""): SecretCase {
  return { rule, label, before, secret, after };
}

/** A token family: also written glued after `_`, a JSON `\n`, a URL `%3D`, a table pipe. */
function token(rule: string, label: string, secret: string): SecretCase {
  return { rule, label, before: `${label}: `, secret, after: "", forms: TOKEN_FORMS };
}

let pwSeed = 500;
/** A password, different for every case (so a leak names its case). */
const pw = () => "Pw-" + fake(10, ALNUM, pwSeed++) + "!";
const b64 = (text: string) => btoa(text);
const pem = fakePem("RSA ", "\n", 7);
const sshPem = fakePem("OPENSSH ", "\n", 8);
const jsonPem = fakePem("", "\\n", 9);
const awsId = "AK" + "IA" + fake(16, UPPER_DIGITS, 510);
const awsSecret = fake(40, BASE64, 511);

/** Secrets with a recognisable shape (vendor tokens, keys). */
export const TOKEN_CASES: SecretCase[] = [
  token("github-token", "github classic", "gh" + "p_" + fake(36, ALNUM, 1)),
  token(
    "github-token",
    "github fine-grained",
    "github" + "_pat_" + fake(22, ALNUM, 2) + "_" + fake(59, ALNUM, 3),
  ),
  token("gitlab-token", "gitlab", "gl" + "pat-" + fake(20, ALNUM, 4)),
  token(
    "slack-token",
    "slack bot",
    "xo" + "xb-" + "1234567890-1234567890123-" + fake(24, ALNUM, 5),
  ),
  token("stripe-key", "stripe", "sk" + "_live_" + fake(24, ALNUM, 6)),
  token("google-credential", "google api key", "AI" + "za" + fake(35, BASE64URL, 7)),
  token("npm-token", "npm", "np" + "m_" + fake(36, ALNUM, 8)),
  token("huggingface-token", "hugging face", "hf" + "_" + fake(34, ALNUM, 9)),
  token(
    "sendgrid-key",
    "sendgrid",
    "SG" + "." + fake(22, BASE64URL, 10) + "." + fake(43, BASE64URL, 11),
  ),
  token("digitalocean-token", "digitalocean", "do" + "p_v1_" + fake(64, HEX, 12)),
  token("vault-token", "vault", "hv" + "s." + fake(90, BASE64URL, 13)),
  token("vendor-api-key", "openai", "sk" + "-proj-" + fake(60, BASE64URL, 14)),
  token("vendor-api-key", "anthropic", "sk" + "-ant-api03-" + fake(90, BASE64URL, 15) + "AA"),
  token("jwt", "jwt", fakeJwt(16)),
  token("aws-access-key-id", "aws key id", awsId),
  token("databricks-token", "databricks", "da" + "pi" + fake(32, HEX, 17)),
  token(
    "discord-bot-token",
    "discord bot",
    "MT" + fake(22, ALNUM, 18) + "." + fake(6, ALNUM, 19) + "." + fake(38, BASE64URL, 20),
  ),
  token("telegram-bot-token", "telegram bot", "1234567" + "890:" + "AA" + fake(33, BASE64URL, 21)),
  token("shopify-token", "shopify", "shp" + "at_" + fake(32, HEX, 22)),
  token("doppler-token", "doppler", "dp" + ".pt." + fake(43, ALNUM, 23)),
  token("mailgun-key", "mailgun", "ke" + "y-" + fake(32, HEX, 24)),
  token(
    "atlassian-token",
    "atlassian",
    "ATA" + "TT3" + fake(180, BASE64URL, 25) + "=" + fake(8, HEX, 26),
  ),
  token("linear-key", "linear", "lin" + "_api_" + fake(40, ALNUM, 27)),
  token("sentry-credential", "sentry token", "sntry" + "u_" + fake(64, HEX, 28)),
  token(
    "fcm-server-key",
    "fcm",
    "AAAA" + fake(7, BASE64URL, 29) + ":APA91b" + fake(134, BASE64URL, 30),
  ),
  token("square-token", "square", "EA" + "AA" + fake(60, BASE64URL, 31)),
  token("square-token", "square oauth", "sq0" + "csp-" + fake(43, BASE64URL, 32)),
  token(
    "age-secret-key",
    "age",
    "AGE-SECRET" + "-KEY-1" + fake(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 33),
  ),
  token("ctx-team-key", "ctx team key", "ct" + "xt_" + fake(40, ALNUM, 34)),
  token("django-secret-key", "django", "django" + "-insecure-" + fake(50, ALNUM, 35)),
  hit(
    "sentry-credential",
    "sentry dsn",
    "SENTRY_DSN_URL https://",
    fake(32, HEX, 36),
    "@o12345.ingest.sentry.io/678",
  ),
  hit(
    "private-key",
    "pem block",
    pemLine("BEGIN", "RSA ") + "\n",
    pem.body,
    "\n" + pemLine("END", "RSA "),
  ),
  hit(
    "private-key",
    "openssh key",
    pemLine("BEGIN", "OPENSSH ") + "\n",
    sshPem.body,
    "\n" + pemLine("END", "OPENSSH ") + "\n",
  ),
  hit(
    "private-key",
    "service-account json",
    '{"type": "service_account", "private_key": "' + pemLine("BEGIN", "") + "\\n",
    jsonPem.body,
    "\\n" + pemLine("END", "") + '\\n", "client_email": "ci@p.iam"}',
  ),
  {
    ...hit(
      "aws-secret-access-key",
      "aws credentials csv",
      "Access key ID,Secret access key\n",
      awsId + "," + awsSecret,
      "\n",
    ),
    redacted: R + "," + R,
  },
  hit(
    "aws-secret-access-key",
    "aws credentials file",
    "[default]\naws_secret_access_key = ",
    awsSecret,
    "\n",
  ),
];

/** Secrets known by where they stand. */
export const CONTEXT_CASES: SecretCase[] = [
  hit("env-assignment", "PGPASSWORD before psql", "PGPASSWORD=", pw(), " psql -h db -U app"),
  hit("env-assignment", "short secret in .env", "AWS_SECRET=", "xyz", "\n"),
  hit("env-assignment", "rails SECRET_KEY_BASE", "SECRET_KEY_BASE=", fake(128, HEX, 40), "\n"),
  hit("env-assignment", "MYSQL_PWD", "export MYSQL_PWD=", "letmein", "\n"),
  hit("env-assignment", "glued TOKEN name", "GITHUBTOKEN=", fake(20, ALNUM, 41), "\n"),
  hit("env-assignment", "django SECRET_KEY", "SECRET_KEY = '", fake(40, ALNUM, 42) + "#$%", "'\n"),
  hit("cli-password", "mysql -p glued", "mysql -u root -p", pw(), " shop"),
  hit("cli-password", "mysqldump -p quoted", "mysqldump -uroot -p'", pw(), "' shop > dump.sql"),
  hit("cli-password", "sshpass -p", "sshpass -p '", pw(), "' ssh deploy@10.0.0.5"),
  hit("cli-password", "docker login -p", "docker login -u ci -p ", pw(), " registry.example.com"),
  hit("cli-password", "htpasswd -b", "htpasswd -b /etc/nginx/.htpasswd admin ", pw(), ""),
  hit("cli-password", "htpasswd -nbB", "htpasswd -nbB admin ", pw(), " > users"),
  hit(
    "cli-password",
    "mongosh -p",
    "mongosh -u admin -p ",
    pw(),
    " --authenticationDatabase admin",
  ),
  hit("cli-password", "sqlcmd -P", "sqlcmd -S db -U sa -P ", pw(), " -Q 'select 1'"),
  hit("cli-password", "redis-cli -a", "redis-cli -h cache -a ", pw(), " ping"),
  hit(
    "cli-password",
    "ldapsearch -w",
    "ldapsearch -x -D cn=admin,dc=example -w ",
    pw(),
    " -b dc=example",
  ),
  hit(
    "cli-password",
    "openssl pass:",
    "openssl pkcs12 -export -passout pass:",
    pw(),
    " -out cert.p12",
  ),
  hit(
    "cli-password",
    "keytool -storepass",
    "keytool -list -keystore app.jks -storepass ",
    pw(),
    "",
  ),
  hit(
    "cli-password",
    "--password flag",
    "./manage.py createsuperuser --password ",
    pw(),
    " --noinput",
  ),
  hit("cli-password", "--token= flag", "vercel deploy --prod --token=", fake(24, ALNUM, 43), ""),
  hit("cli-password", "smbclient -U user%pass", "smbclient //files/share -U alice%", pw(), ""),
  hit(
    "cli-password",
    "wget --password",
    "wget --user=ftp --password=",
    pw(),
    " ftp://files.example.com/a",
  ),
  hit("cli-password", "zip -P", "zip -P ", pw(), " backup.zip db.sql"),
  hit("curl-user", "curl -u", "curl -u admin:", pw(), " https://api.example.com/v1"),
  hit("netrc", "netrc one line", "machine api.example.com login bob password ", pw(), "\n"),
  hit(
    "netrc",
    "netrc lines",
    "machine api.heroku.com\n  login me@example.com\n  password ",
    pw(),
    "\n",
  ),
  hit("pgpass", "pgpass line", "cat ~/.pgpass\ndb.internal:5432:app:alice:", pw(), "\n"),
  { ...hit("pgpass", "pgpass wildcards", "localhost:*:*:postgres:", pw(), ""), forms: LINE_FORMS },
  hit(
    "connection-string",
    "ADO.NET Password=",
    "Server=tcp:db.example.com,1433;Database=app;User ID=sa;Password=",
    pw(),
    ";Encrypt=True;",
  ),
  hit(
    "connection-string",
    "ODBC Pwd=",
    "Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=app;Pwd=",
    "Secr3t!",
    ";",
  ),
  hit(
    "connection-string",
    "JDBC sqlserver",
    "jdbc:sqlserver://db:1433;databaseName=app;user=sa;password=",
    pw(),
    ";",
  ),
  hit(
    "query-secret",
    "JDBC mysql query",
    "jdbc:mysql://db:3306/app?user=app&password=",
    "hunter",
    "&useSSL=true",
  ),
  hit("connection-string", "JDBC oracle thin", "jdbc:oracle:thin:scott/", pw(), "@db:1521/ORCL"),
  hit("connection-string", "redis URL", "REDIS_URL=redis://default:", pw(), "@cache:6379/0"),
  hit("connection-string", "postgres URL", "postgres://app:", pw(), "@db.internal:5432/prod"),
  hit(
    "url-password",
    "https user:pass",
    "git clone https://deploy:",
    pw(),
    "@git.example.com/org/repo.git",
  ),
  hit(
    "password-line",
    "yaml datasource",
    "spring:\n  datasource:\n    username: app\n    password: ",
    "hunterhunter",
    "\n",
  ),
  hit(
    "password-line",
    "compose environment",
    "    environment:\n      POSTGRES_PASSWORD: ",
    "postgres-dev-pw",
    "\n",
  ),
  {
    ...hit("password-line", "properties", "spring.datasource.password=", "hunterhunter", "\n"),
    forms: LINE_FORMS,
  },
  hit("cookie", "Cookie header", "Cookie: theme=dark; sessionid=", fake(32, ALNUM, 44), ""),
  hit(
    "cookie",
    "Set-Cookie header",
    "Set-Cookie: __Host-session=",
    fake(40, BASE64URL, 45),
    "; Path=/; Secure; HttpOnly",
  ),
  hit("cookie", "curl -b", "curl -b 'sid=", fake(26, ALNUM, 46), "' https://app.example.com/me"),
  hit(
    "authorization-header",
    "Authorization without scheme",
    "Authorization: ",
    fake(40, ALNUM, 47),
    "\n",
  ),
  hit(
    "authorization-bearer",
    "Authorization Bearer",
    'curl -H "Authorization: Bearer ',
    fake(40, BASE64URL, 48),
    '" $URL',
  ),
  hit(
    "authorization-basic",
    "Authorization Basic",
    "Authorization: Basic ",
    b64("admin:" + pw()),
    "\n",
  ),
  hit(
    "auth-header",
    "x-api-key header",
    "-H 'x-api-key: ",
    fake(24, "abcdefghijklmnopqrstuvwxyz", 49),
    "'",
  ),
  hit(
    "auth-header",
    "X-Auth-Token header",
    "X-Auth-Token: ",
    fake(20, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 50),
    "\n",
  ),
  hit(
    "base64-credential",
    "docker config auth",
    '{"auths": {"ghcr.io": {"auth": "',
    b64("ci-bot:" + pw()),
    '"}}}',
  ),
  hit("base64-credential", "npmrc _auth", "_auth=", b64("deploy:" + pw()), "\n"),
  hit(
    "private-key",
    "kubeconfig client-key-data",
    "    client-key-data: ",
    b64(pem.block + "\n"),
    "\n",
  ),
  hit("secret-assignment", "api_key in code", 'api_key = "', fake(32, ALNUM, 51), '"'),
  hit(
    "secret-assignment",
    "passphrase with spaces",
    'passphrase = "',
    "correct horse battery staple",
    '"',
  ),
  hit("secret-assignment", "password in JSON", '{"user": "app", "password": "', pw(), '"}'),
];

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
const DIGITS = "0123456789";

/**
 * Vendor tokens only the bundled gitleaks rule data knows (ctx has no rule of its own for
 * them): what importing that data adds.
 */
export const LONG_TAIL_CASES: SecretCase[] = [
  hit(
    "gitleaks:planetscale-api-token",
    "planetscale",
    "token: ",
    "pscale" + "_tkn_" + fake(40, ALNUM, 80),
  ),
  hit(
    "gitleaks:postman-api-token",
    "postman",
    "key ",
    "PM" + "AK-" + fake(24, HEX, 81) + "-" + fake(34, HEX, 82),
  ),
  hit(
    "gitleaks:grafana-service-account-token",
    "grafana",
    "token ",
    "gl" + "sa_" + fake(32, ALNUM, 83) + "_" + fake(8, HEX, 84),
  ),
  hit(
    "gitleaks:notion-api-token",
    "notion",
    "NOTION ",
    "nt" + "n_" + fake(11, DIGITS, 85) + fake(35, ALNUM, 86),
  ),
  hit(
    "gitleaks:rubygems-api-token",
    "rubygems",
    "gem push with ",
    "rubygems" + "_" + fake(48, HEX, 87),
  ),
  hit(
    "gitleaks:sendinblue-api-token",
    "sendinblue",
    "brevo ",
    "xkey" + "sib-" + fake(64, HEX, 88) + "-" + fake(16, ALNUM, 89),
  ),
  hit("gitleaks:shippo-api-token", "shippo", "shippo ", "shippo" + "_live_" + fake(40, HEX, 90)),
  hit("gitleaks:pulumi-api-token", "pulumi", "pulumi login ", "pu" + "l-" + fake(40, HEX, 91)),
  hit("gitleaks:prefect-api-token", "prefect", "prefect ", "pn" + "u_" + fake(36, ALNUM, 92)),
  hit("gitleaks:readme-api-token", "readme", "readme ", "rd" + "me_" + fake(70, LOWER_DIGITS, 93)),
  hit(
    "gitleaks:dynatrace-api-token",
    "dynatrace",
    "dynatrace ",
    "dt0" + "c01." + fake(24, ALNUM, 94) + "." + fake(64, ALNUM, 95),
  ),
  hit("gitleaks:easypost-api-token", "easypost", "easypost ", "EZ" + "AK" + fake(54, ALNUM, 96)),
  hit("gitleaks:duffel-api-token", "duffel", "duffel ", "duffel" + "_live_" + fake(43, ALNUM, 97)),
  hit(
    "gitleaks:clojars-api-token",
    "clojars",
    "deploy ",
    "CLOJARS" + "_" + fake(60, LOWER_DIGITS, 98),
  ),
  hit(
    "gitleaks:datadog-access-token",
    "datadog",
    '{"datadog_app": "',
    fake(40, LOWER_DIGITS, 99),
    '"}',
  ),
];

/** Every secret case. */
export const SECRET_CASES: SecretCase[] = [
  ...TOKEN_CASES,
  ...MORE_TOKEN_CASES,
  ...CONTEXT_CASES,
  ...MORE_CONTEXT_CASES,
  ...LONG_TAIL_CASES,
];

/** One written form of a case: the text, and what it must become. */
export interface Written {
  form: string;
  input: string;
  expected: string;
}

/** A JSONL-like record carrying `text` as one JSON string, as transcripts store it. */
function asJson(text: string): string {
  return '{"type":"user","message":{"content":' + JSON.stringify(text) + "}}";
}

/** Every form of `c` that applies, each with its exact expected output. */
export function writeCase(c: SecretCase): Written[] {
  const plain = c.before + c.secret + c.after;
  const out = c.before + (c.redacted ?? R) + c.after;
  const written: Written[] = [];
  for (const form of c.forms ?? DEFAULT_FORMS) {
    if (form === "plain") written.push({ form, input: plain, expected: out });
    if (form === "json") written.push({ form, input: asJson(plain), expected: asJson(out) });
    if (form === "json2") {
      const inner = (text: string) => asJson(JSON.stringify({ tool: "Bash", output: text }));
      written.push({ form, input: inner(plain), expected: inner(out) });
    }
    if (form === "url") {
      // A value percent-encoded into a query string; only the secret's own bytes are replaced.
      const enc = (text: string) => "https://app.example.com/cb?state=" + encodeURIComponent(text);
      written.push({
        form,
        input: enc(plain),
        expected: "https://app.example.com/cb?state=" + encodeURIComponent(c.before) +
          (c.redacted ?? R).replace(/,/g, "%2C") + encodeURIComponent(c.after),
      });
    }
    if (form === "glued") {
      for (const [name, left, right] of GLUES) {
        written.push({
          form: `glued ${name}`,
          input: left + c.secret + right,
          expected: left + (c.redacted ?? R) + right,
        });
      }
    }
  }
  return written;
}

/** The secret of `c` as written in `form` (JSON-escaped, twice, URL-encoded or as it is). */
export function writtenSecret(c: SecretCase, form: string): string {
  if (form === "json") return JSON.stringify(c.secret).slice(1, -1);
  if (form === "json2") return JSON.stringify(JSON.stringify(c.secret).slice(1, -1)).slice(1, -1);
  if (form === "url") return encodeURIComponent(c.secret);
  return c.secret;
}

/**
 * True when no piece of the written secret (6 characters, or all of a shorter one) is left in
 * `output`, not counting pieces the expected text holds anyway (`django` in
 * `django: django-insecure-…`). How recall is measured, for any rule set.
 */
export function secretGone(output: string, c: SecretCase, written: Written): boolean {
  const secret = writtenSecret(c, written.form.split(" ")[0]!);
  const size = Math.min(6, secret.length);
  for (let i = 0; i + size <= secret.length; i++) {
    const piece = secret.slice(i, i + size);
    if (output.includes(piece) && !written.expected.includes(piece)) return false;
  }
  return true;
}

/** What a token can be glued to: a `_`, a JSON `\n`, a URL `%3D`, a table cell, quotes. */
const GLUES: ReadonlyArray<readonly [string, string, string]> = [
  ["after _", "value_", ""],
  ["after a JSON \\n", '{"text": "boot\\n', '\\nok"}'],
  ["after %3D", "https://example.com/cb?next=a%3D", "&x=1"],
  ["in a table cell", "| prod | ", " |"],
  ["in a bare table cell", "|", "|"],
  ["in quotes", "'", "'"],
];

/** Text developers paste that must come out unchanged. */
export const CLEAN_CASES: string[] = [
  "commit 3f786850e387550fdab836ed7e6dc881de23001b (HEAD -> main)",
  "fixed in 3f78685 and a1b2c3d; see git log -p and git show HEAD~2",
  "id 123e4567-e89b-12d3-a456-426614174000 and trace 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
  "sha256  9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d08c15d0a00a0  dist/ctx.js",
  "image: node@sha256:" + fake(64, HEX, 60),
  "  integrity: sha512-" + fake(86, BASE64, 61) + "==",
  '"integrity": "sha512-' + fake(86, BASE64, 62) + '=="',
  'resolved "https://registry.yarnpkg.com/a/-/a-1.0.0.tgz#' + fake(40, HEX, 63) + '"',
  "data:image/png;base64," +
  btoa(
    String.fromCharCode(137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82) +
      fake(300, BASE64, 64),
  ),
  'background: url("data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg>') +
  '")',
  "$2b$12$" + fake(53, ALNUM + "./", 65),
  "const hash = await bcrypt.hash(password, 12); BCRYPT_ROUNDS=12",
  "password_hash($pw, PASSWORD_BCRYPT, ['cost' => 12])",
  "PASSWORD_MIN_LENGTH=12",
  "export GITHUB_TOKEN=your_github_token\n./publish.sh",
  '{"text": "export SLACK_TOKEN=your_slack_bot_token\\n"}',
  "API_KEY=my-api-key DB_PASSWORD=paste_your_password_here",
  "PASSWORD_MAX_AGE_DAYS=90 TOKEN_TTL=3600 SESSION_TOKEN_TTL_SECONDS=900",
  'token: "Tokenize input"',
  'secret: "Shown once, copy it now"',
  "MAX_TOKENS=4096 and NUM_KEYS=4",
  "SORT_KEY=created_at CACHE_KEY=user_id",
  "FEATURE_AUTH=true DISABLE_AUTH=0",
  "PUBLIC_KEY_PATH=./keys/pub.pem",
  "NEXT_PUBLIC_API_URL=https://api.example.com",
  "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + fake(43, BASE64, 66) + " dev@laptop",
  pemLine("BEGIN", "").replace("PRIVATE", "PUBLIC") + "\n" + fake(64, BASE64, 67) + "\n" +
  pemLine("END", "").replace("PRIVATE", "PUBLIC"),
  "    certificate-authority-data: " +
  btoa("-----BEGIN CERTIFICATE-----\n" + fake(64, BASE64, 68) + "\n-----END CERTIFICATE-----\n"),
  "echo SGVsbG8sIHdvcmxkIQ== | base64 -d",
  "header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to the algorithm",
  "const key = process.env.API_KEY;",
  'curl -H "Authorization: Bearer $API_KEY" https://api.example.com',
  "Authorization: Bearer <token>",
  "x-api-key: YOUR_API_KEY",
  'headers = {"Authorization": f"Bearer {token}"}',
  "password: ${DB_PASSWORD}",
  "password: !vault |",
  'password: "{{ vault_db_password }}"',
  "password: string;\ntoken?: string;\napiKey: string | undefined;",
  "token: TokenType",
  "password: PasswordHash",
  "mysql -u root -p",
  "mysql -u root -p shop < dump.sql",
  "psql -h db -U app -p 5432 app",
  "redis-cli -h cache -p 6379 ping",
  "ssh -p 2222 deploy@10.0.0.5",
  "mongosh --port 27017",
  "echo $CR_PAT | docker login ghcr.io -u bot --password-stdin",
  "docker build --secret id=npm,src=$HOME/.npmrc .",
  "--token-file ./token.txt --password-file /run/secrets/db",
  "machine github.com login oauth2",
  "Cookie: theme=dark; lang=en",
  "Set-Cookie: id=a3fWa; Expires=Thu, 21 Oct 2021 07:28:00 GMT; Secure",
  "12:30:45:123:INFO started",
  "main.go:42:13: undefined: foo\nsrc/app.ts:10:5 - error TS2304\n    at run (/app/index.js:10:15)",
  "ERROR 2026-11-01 10:22:33:451 worker:3:retry:later",
  "fe80::1:2:3:4 and 2026-11-01T10:00:00.000Z",
  "localhost:5432:*:postgres:*",
  "Reset your password: click the link we sent",
  "The token: expired after an hour; the key: rotate it.",
  "Use a strong password (12+ characters) and a token with read scope.",
  'password = input("Password: ")',
  'password = os.environ["DB_PASSWORD"]',
  "export PGPASSWORD=$(cat ~/.pgpass-secret)",
  "--- PASS: TestCompactTranscript (0.00s)",
  '"max_tokens": 1024, "tokens": 12345678',
  "the tokenizer splits on whitespace; keyboard shortcuts; passwordless login",
  "sk-learn-pipeline-example and task-runner-configuration",
  "git@github.com:org/repo.git and https://github.com/org/repo",
  "http://localhost:8080/api and postgres://localhost:5432/db",
  "postgres://${DB_USER}:${DB_PASS}@db:5432/app",
  "| name | value |\n|------|-------|\n| retries | 3 |",
  "key-value store; monkey=3; turkey: 4",
  'const STORAGE_KEY = "app-state";',
  'fetch(url, { credentials: "include" })',
  "Server=db;Database=app;Trusted_Connection=True;",
  'private_key = "~/.ssh/id_rsa"',
  "docker run -u 1000:1000 image",
  // The first rule set's near misses.
  "fixed in 3f78685 and a1b2c3d",
  "id 123e4567-e89b-12d3-a456-426614174000",
  "sha512: " + fake(128, HEX, 70),
  "  integrity: sha512-" + fake(86, BASE64, 71) + "==",
  '"integrity": "sha512-' + fake(86, BASE64, 72) + '=="',
  "api_key = process.env.API_KEY",
  'token = os.environ["TOKEN"]',
  'password = os.getenv("DB_PASSWORD")',
  "const auth = `Bearer ${token}`;",
  'api_key: "${API_KEY}"',
  "token: ${{ secrets.GITHUB_TOKEN }}",
  'secret: "{{ vault_secret }}"',
  'api_key = "<your-key>"',
  "api_key=YOUR_API_KEY",
  "OPENAI_API_KEY=your-api-key-here",
  'password: ""',
  'token = "xxx"',
  'token = "..."',
  'password = "changeme"',
  'password = "********"',
  '"password": null',
  "secret: true",
  "ssh -i ~/.ssh/id_ed25519 host",
  "key_file: /etc/ssl/private/server.key",
  "see src/auth/token_store.ts and tests/password_reset_test.ts",
  'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")',
  "max_tokens = 4096",
  "password: String,",
  "apiKey: string | undefined;",
  "secret: my-app-secret",
  "cancellationToken: CancellationToken",
  "secret_key = settings.SECRET_KEY",
  "token = self._next_token()",
  "password = getpass.getpass()",
  'if token == "eof":',
  "The password: is required",
  "The Bearer authentication scheme is described in RFC 6750",
  "git push -u origin main",
  "postgres://user:" + "password@localhost/db",
  "data:image/png;base64," + fake(400, BASE64, 73),
  "use an AKIA… style id (20 characters) from the console",
  "--- PASS: TestCompactTranscriptFromJSONLTranscript (0.00s)",
  "usage: {input_tokens: 1234, output_tokens: 567}",
  'token_type: "bearer", expires_in: 3600',
  "const password = req.body.password;",
  'const token = localStorage.getItem("token");',
  "const token = jwt.sign(payload, secret);",
  'special = {"token": "<|endoftext|>"}',
  "secret = generate_secret(32)",
  "private_key: Optional[str] = None",
  'fetch(url, { credentials: "include" }); credentials: "same-origin"',
  'def login(user, password="default", token=None):',
  "docker login --password-stdin < token.txt",
  "bypass: true and compass = north",
  `password = ${R}`,
  `api_key = "${R}"`,
  `Authorization: Bearer ${R}`,
  `postgres://app:${R}@db/prod`,
  `${pemLine("BEGIN", "RSA ")}\n${R}\n${pemLine("END", "RSA ")}`,
  ...MORE_CLEAN_CASES,
];
