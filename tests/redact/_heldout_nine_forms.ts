/** Corpus nine: secrets wrapped, escaped, encoded, oddly quoted, in Markdown and in prose. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { BASE64, BASE64URL, DIGITS, g, HEX, pwd, S } from "./_heldout_nine_make.ts";

const hex = (s: string) =>
  Array.from(new TextEncoder().encode(s), (b) => b.toString(16).padStart(2, "0")).join("");

export const NINE_FORMS: readonly HeldOutSecret[] = [
  S(
    "wrapped",
    "github pat split by terminal width",
    (k) => `export GITHUB_TOKEN=ghp_${k(20)}\n${k(16)}`,
  ),
  S(
    "wrapped",
    "openai key wrapped with backslash",
    (k) => `export OPENAI_API_KEY="sk-proj-${k(40, BASE64URL)}\\\n${k(40, BASE64URL)}"`,
  ),
  S("wrapped", "yaml folded token", (k) => `api_token: >-\n  ${k(32)}\n  ${k(32)}`),
  S(
    "wrapped",
    "azure key across two lines in table cell",
    (k) => `| AccountKey | ${k(44, BASE64)} |\n|            | ${k(42, BASE64)}== |`,
  ),
  S(
    "wrapped",
    "jwt split at dots over lines",
    (k) => `token:\n  eyJhbGciOiJSUzI1NiJ9.\n  ${k(90, BASE64URL)}.\n  ${k(86, BASE64URL)}`,
  ),
  S(
    "wrapped",
    "slack token in narrow log column",
    (k) =>
      `| 10:01 | auth | xoxb-${k(12, DIGITS)}-${k(13, DIGITS)}- |\n|       |      | ${
        k(24)
      }       |`,
  ),
  S(
    "encoded",
    "json escaped dotenv",
    (_k, add) => `{"content":"DB_HOST=db\\nDB_PASSWORD=${add(pwd())}\\nDB_PORT=5432\\n"}`,
  ),
  S("encoded", "double escaped json", (k) => `"{\\\\\\"api_key\\\\\\":\\\\\\"${k(40)}\\\\\\"}"`),
  S(
    "encoded",
    "url-encoded form body",
    (_k, add) =>
      `body: username=admin&password=${encodeURIComponent(add("S3cr" + pwd() + "/+="))}&remember=1`,
  ),
  S(
    "encoded",
    "base64 of credentials json",
    (_k, add) => `CREDS_B64=${add(btoa(JSON.stringify({ user: "svc", password: pwd() })))}`,
  ),
  S(
    "encoded",
    "base64 of env file",
    (_k, add) => `echo '${add(btoa("STRIPE_KEY=sk_live_" + g(40) + "\n"))}' | base64 -d > .env`,
  ),
  S("encoded", "hex encoded password", (_k, add) => `password_hex = "${add(hex(pwd()))}"`),
  S("encoded", "unicode escaped secret", (k) => `"secret": "\\u0022${k(40)}\\u0022"`),
  S(
    "encoded",
    "xml appSettings password",
    (_k, add) => `<add key="ApiPassword" value="${add(pwd())}" />`,
  ),
  S(
    "encoded",
    "backtick quoted in markdown",
    (k) =>
      "Set `SENDGRID_API_KEY` to `SG." + k(22, BASE64URL) + "." + k(43, BASE64URL) +
      "` in the dashboard.",
  ),
  S(
    "encoded",
    "single-quoted with escaped quote",
    (_k, add) => `export DB_PASS='${add(g(8))}'\\''${add(g(8))}'`,
  ),
  S(
    "encoded",
    "code fence env",
    (k) => "```bash\nexport STRIPE_SECRET_KEY=sk_live_" + k(99) + "\n```",
  ),
  S(
    "encoded",
    "markdown table of keys",
    (k) =>
      `| Service | Key |\n|---|---|\n| Mailgun | key-${k(32, HEX)} |\n| Datadog | ${k(32, HEX)} |`,
  ),
  S(
    "encoded",
    "prose password",
    (_k, add) => `my password for the staging db is ${add(pwd())} if you need to log in`,
  ),
  S(
    "encoded",
    "prose token sentence",
    (k) => `Here's my token: ${k(40)} — can you see why the API returns 401?`,
  ),
  S("encoded", "prose api key colon", (k) => `api key: ${k(32, HEX)}`),
  S(
    "encoded",
    "prose the secret is",
    (k) => `The webhook signing secret is ${k(32)}, I rotated it yesterday.`,
  ),
  S(
    "encoded",
    "quoted in yaml list",
    (_k, add) => `users:\n  - name: admin\n    password: '${add(pwd())}'`,
  ),
  S("encoded", "xml cdata password", (_k, add) => `<password><![CDATA[${add(pwd())}]]></password>`),
  S(
    "encoded",
    "base64 basic in prose",
    (_k, add) => `the header was Basic ${add(btoa("deploy:" + pwd()))} and it still fails`,
  ),
];
