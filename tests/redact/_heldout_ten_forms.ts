/**
 * Corpus ten, forms: a secret written in a way its plain shape does not show — wrapped over lines
 * (terminal width, `base64` columns, shell and YAML continuations, concatenated literals),
 * escaped (JSON in JSON, PHP's `\/`, XML entities, ANSI colour codes), encoded (URL, base64, hex,
 * byte arrays), inside tool views (numbered file views, grep hits, diffs, psql tables, tmux
 * borders) and in chat prose where a user pastes it.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  DIGITS,
  HEX,
  hexOf,
  LOWER_NUM,
  type Ten,
} from "./_heldout_ten_make.ts";

const ESC = "\u001b";

export function tenForms(t: Ten): HeldOutSecret[] {
  const { S, g, pwd } = t;
  return [
    S("wrapped", "openai key soft-wrapped by the terminal", (k) =>
      `$ echo $OPENAI_API_KEY
sk-proj-${k(52, B64URL)}
${k(40, B64URL)}T3BlbkFJ${k(60, B64URL)}`),
    S(
      "wrapped",
      "bash continuation inside double quotes",
      (k) =>
        `export GITHUB_TOKEN="github_pat_11A${k(19, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}_${
          k(30, ALNUM)
        }\\
${
          k(29, ALNUM)
        }"`,
    ),
    S("wrapped", "base64 output wrapped at 76 columns", (k) =>
      `$ base64 service-account.json
${k(76, B64)}
${k(76, B64)}
${k(40, B64)}==`),
    S("wrapped", "yaml folded scalar token", (k) =>
      `auth:
  token: >-
    ${k(40, B64URL)}
    ${k(40, B64URL)}`),
    S(
      "wrapped",
      "concatenated string literals in python",
      (k) =>
        `API_KEY = ("sk-ant-api03-${k(40, B64URL)}"
           "${k(53, B64URL)}AA")`,
    ),
    S("wrapped", "javascript string concatenation over lines", (k) =>
      `const token =
  "ghp_${k(18, ALNUM)}" +
  "${k(18, ALNUM)}";`),
    S(
      "wrapped",
      "powershell backtick continuation",
      (k) =>
        `Invoke-RestMethod -Uri https://api.example-hr.com/v1/people \`
  -Headers @{ Authorization = "Bearer ${k(48, ALNUM)}" } \`
  -Method Get`,
    ),
    S("wrapped", "aws secret split by copy from a pdf", (k) =>
      `Secret access key:
${k(20, B64)}
${k(20, B64)}`),
    S("wrapped", "jwt wrapped in a narrow log column", (_k, add) => {
      const head = b64u(JSON.stringify({ alg: "ES256", typ: "JWT" }));
      const body = b64(JSON.stringify({ sub: g(8, DIGITS), scope: "admin", exp: 1767225600 }))
        .replace(/=+$/, "");
      const sig = g(86, B64URL);
      add(sig.slice(0, 43));
      add(sig.slice(43));
      return `| 18:22:01 | auth | token=${head}.${body}.${sig.slice(0, 43)} |
|          |      | ${sig.slice(43)}                                   |`;
    }),
    S(
      "encoded",
      "json escaped inside a tool result",
      (k, add) =>
        `{"type":"tool_result","content":"DB_HOST=db.internal\\nDB_PASSWORD=${
          add(pwd())
        }\\nAPI_KEY=${k(40, ALNUM)}\\n"}`,
    ),
    S(
      "encoded",
      "json in json escaped twice",
      (k) =>
        `"{\\"type\\":\\"text\\",\\"text\\":\\"{\\\\\\"api_key\\\\\\": \\\\\\"${
          k(40, ALNUM)
        }\\\\\\"}\\"}"`,
    ),
    S("encoded", "php json with escaped slashes", (_k, add) => {
      const a = g(12, ALNUM);
      const b = g(13, ALNUM);
      const c = g(13, ALNUM);
      return `{"aws_key":"AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}","aws_secret":"${
        add(`${a}\\/${b}\\/${c}`)
      }"}`;
    }),
    S(
      "encoded",
      "xml entity escaped attribute",
      (k) =>
        `<Parameter Name="ConnectionString" Value="Server=db;User=app;Password=&quot;${
          k(18, ALNUM)
        }&quot;;" />`,
    ),
    S(
      "encoded",
      "ansi colours around the value",
      (k) =>
        `${ESC}[1mAPI token:${ESC}[0m ${ESC}[32m${k(40, ALNUM)}${ESC}[0m
${ESC}[2mStore it safely; it won't be shown again.${ESC}[0m`,
    ),
    S("encoded", "url encoded form body", (_k, add) => {
      const a = g(7, ALNUM);
      const b = g(8, ALNUM);
      return `POST /oauth/token
Content-Type: application/x-www-form-urlencoded

grant_type=password&username=ops%40acme.io&password=${add(`${a}%26${b}`)}&client_id=cli`;
    }),
    S(
      "encoded",
      "url encoded base64 secret in query",
      (_k, add) =>
        `https://api.example-sms.com/send?to=%2B33600000000&key=${add(g(20, ALNUM))}%2F${
          add(g(20, ALNUM))
        }%3D%3D`,
    ),
    S("encoded", "base64 of a whole env file", (_k, add) =>
      `$ cat .env | base64 -w0
${add(b64(`API_KEY=${g(32, ALNUM)}\nDB_PASS=${pwd()}\n`))}`),
    S("encoded", "hex encoded secret from xxd", (_k, add) =>
      `$ echo -n "$WEBHOOK_SECRET" | xxd -p
${add(hexOf(`whsec_${g(32, ALNUM)}`))}`),
    S("encoded", "python bytes repr", (k) =>
      `>>> os.environb[b"SIGNING_KEY"]
b'${k(44, ALNUM)}'`),
    S("encoded", "byte array literal of the key in java", (_k, add) => {
      const bytes = Array.from({ length: 24 }, () => String(Number(g(2, DIGITS)) + 10));
      return `byte[] key = new byte[] { ${add(bytes.join(", "))} };`;
    }),
    S(
      "assignment",
      "numbered file view from an assistant",
      (k, add) =>
        `     1→# Production settings
     2→DEBUG=false
     3→SECRET_KEY=${k(50, ALNUM)}
     4→DATABASE_URL=postgres://app:${add(g(20, ALNUM))}@db:5432/app
     5→`,
    ),
    S("assignment", "grep -rn hit", (k) =>
      `$ grep -rn "apiKey" src/
src/lib/analytics.ts:7:  apiKey: "${k(40, HEX)}", // server key
src/lib/analytics.ts:19:  return apiKey ? init() : noop();`),
    S("assignment", "git diff adding a key", (k) =>
      `diff --git a/config/prod.yml b/config/prod.yml
@@ -3,4 +3,5 @@ payments:
   provider: stripe
-  secret_key: <set me>
+  secret_key: sk_live_${k(24, ALNUM)}
   currency: eur`),
    S("assignment", "git diff removing a key", (_k, add) =>
      `-HUBSPOT_TOKEN=pat-na1-${add(t.guid())}
+HUBSPOT_TOKEN=\${HUBSPOT_TOKEN}`),
    S(
      "output",
      "psql table with api keys",
      (k) =>
        ` id |   name    |                 api_key                  | active
----+-----------+------------------------------------------+--------
  1 | acme      | ${k(40, ALNUM)} | t
  2 | globex    | ${k(40, ALNUM)} | f
(2 rows)`,
    ),
    S(
      "output",
      "tmux pane with box border",
      (k) =>
        `│ $ cat .env                                                        │
│ MAPBOX_SECRET=sk.eyJ1IjoiYWNtZSIsImEiOiJ${k(24, B64URL)}In0.${k(22, B64URL)} │
│ $                                                                 │`,
    ),
    S("assignment", "markdown table of credentials", (_k, add) =>
      `| Service | User | Password |
|---|---|---|
| Grafana | admin | ${add(pwd())} |
| pgAdmin | ops@acme.io | ${add(pwd())} |`),
    S("assignment", "csv export row", (k, add) =>
      `name,provider,api_key,created
billing,stripe,sk_live_${k(24, ALNUM)},2026-11-01
mail,postmark,${add(t.guid())},2026-11-02`),
    S(
      "assignment",
      "html form value",
      (_k, add) =>
        `<input type="password" name="smtp_pass" value="${add(pwd())}" autocomplete="off">`,
    ),
    S(
      "assignment",
      "markdown link with credentials",
      (_k, add) =>
        `The staging dashboard is at [grafana](https://admin:${
          add(g(16, ALNUM))
        }@grafana.staging.acme.io).`,
    ),
    S(
      "assignment",
      "windows cmd set and setx",
      (k) =>
        `C:\\> setx ANTHROPIC_API_KEY sk-ant-api03-${k(93, B64URL)}AA
SUCCESS: Specified value was saved.`,
    ),
    S("assignment", "fish shell set", (k) => `set -gx CLOUDFLARE_API_TOKEN ${k(40, B64URL)}`),
    S("assignment", "k8s env list value", (_k, add) =>
      `        env:
          - name: LOG_LEVEL
            value: info
          - name: SMTP_PASSWORD
            value: "${add(pwd())}"`),
    S(
      "command",
      "copy as curl with dollar quoting",
      (k) =>
        `curl $'https://api.example-ads.com/v2/campaigns' -H $'authorization: Bearer ${
          k(48, B64URL)
        }' --compressed`,
    ),
    S(
      "command",
      "header flag without space",
      (k) => `wget --header=X-API-Key:${k(32, HEX)} https://api.example-geo.com/v1/ip/8.8.8.8`,
    ),
    S("command", "expect script with password", (_k, add) =>
      `spawn ssh admin@10.0.0.20
expect "password:"
send "${add(g(14, ALNUM))}\\r"
interact`),
    S(
      "command",
      "sed writing a key into env",
      (k) => `sed -i 's/^RESEND_API_KEY=.*/RESEND_API_KEY=re_${k(8, ALNUM)}_${k(24, ALNUM)}/' .env`,
    ),
    S(
      "output",
      "oauth token endpoint response",
      (k) =>
        `{"access_token":"${
          k(64, B64URL)
        }","token_type":"Bearer","expires_in":3599,"refresh_token":"${
          k(64, B64URL)
        }","scope":"read write"}`,
    ),
    S(
      "assignment",
      "chat: here is my key",
      (k) => `ok here is my key, can you check why the call 401s? ${k(32, HEX)}`,
    ),
    S(
      "assignment",
      "chat: password in a sentence",
      (_k, add) => `the admin login is admin / ${add(pwd())} — it's only staging so don't worry`,
    ),
    S(
      "assignment",
      "chat: token in backticks with trailing punctuation",
      (k) => `I set \`SUPABASE_ACCESS_TOKEN\` to \`sbp_${k(40, HEX)}\`.`,
    ),
    S(
      "assignment",
      "chat: slack message with creds",
      (_k, add) => `@here new staging creds — user: deploy, pass: ${add(pwd())} (rotating Friday)`,
    ),
    S(
      "assignment",
      "chat: key in parentheses",
      (k) => `I tried both keys (${k(32, HEX)} and the older one) and both fail`,
    ),
    S("assignment", "commit message mentioning the old key", (k) =>
      `commit ${g(40, HEX)}
Author: Dana <dana@acme.io>

    rotate mailgun key (old one ${k(32, HEX)}-${g(8, HEX)}-${g(8, HEX)} leaked in #ops)`),
    S("assignment", "yaml single quoted with doubled quote", (_k, add) => {
      const a = g(7, ALNUM);
      const b = g(7, ALNUM);
      return `smtp:
  password: '${add(`${a}''${b}`)}'`;
    }),
    S(
      "assignment",
      "secret after an equals with spaces in properties",
      (k) => `mail.smtp.password   =   ${k(16, ALNUM)}`,
    ),
    S("assignment", "colon separated key file", (k) =>
      `$ cat ~/.config/acme/credentials
default:${k(40, LOWER_NUM)}
staging:${k(40, LOWER_NUM)}`),
    S(
      "encoded",
      "basic auth header lower case",
      (_k, add) => `authorization: basic ${add(b64(`api:${g(32, HEX)}`))}`,
    ),
    S("encoded", "pem body lines in a json array", (_k, add) =>
      `"privateKeyLines": [
  "${"-".repeat(5)}BEGIN PRIV${"ATE"} KEY${"-".repeat(5)}",
  "${add(g(64, B64))}",
  "${add(g(64, B64))}",
  "${add(g(20, B64))}==",
  "${"-".repeat(5)}END PRIV${"ATE"} KEY${"-".repeat(5)}"
]`),
  ];
}
