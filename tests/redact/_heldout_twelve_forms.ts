/**
 * Corpus twelve: secrets encoded or split in ways earlier corpora did not use — base32,
 * quoted-printable mail, HTML and XML entities, C octal and Python `\x` escapes, YAML `!!binary`,
 * `data:` URIs, double percent-encoding, UTF-16LE base64 of a PowerShell `-EncodedCommand`,
 * registry hex, `od -c`, doubled quotes of CSV and SQL, shell quote splicing; and split over
 * lines by a properties continuation, a quoted mail reply, a streamed answer's deltas, adjacent
 * C literals, `concat!`, SQL `||`, YAML plain multi-line scalars, TOML line-ending backslashes,
 * `echo >>` in two commands, an editor's numbered lines and a PDF's hyphenation. Shapes:
 * encoded, wrapped.
 */
import {
  ALNUM,
  b64,
  BASE32,
  BASE64,
  BASE64URL,
  g,
  type HeldOutSecret,
  HEX,
  hexOf,
  LOWER_DIGITS,
  pwd,
  S,
} from "./_heldout_twelve_make.ts";

/** Quoted-printable of `s` (`=` and non-ASCII as `=XX`). */
function qp(s: string): string {
  return [...s].map((c) => c === "=" ? "=3D" : c).join("");
}

/** Base64 of `s` as UTF-16LE (what PowerShell's -EncodedCommand takes). */
function utf16b64(s: string): string {
  let bin = "";
  for (const c of s) bin += c + "\u0000";
  return btoa(bin);
}

/** C octal escapes of every byte of `s`. */
function octal(s: string): string {
  return [...s].map((c) => "\\" + c.charCodeAt(0).toString(8).padStart(3, "0")).join("");
}

export function encodedForms(): HeldOutSecret[] {
  return [
    S(
      "encoded",
      "base32 encoded api key in env",
      (_k, add) =>
        `# key is base32 so the legacy loader can read it
LEGACY_API_KEY_B32=${add(g(56, BASE32))}`,
    ),
    S("encoded", "quoted printable mail with a temporary password", (_k, add) => {
      const p = g(6) + "=" + g(6) + "=" + g(4);
      return `Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Hello Anna,=0A=0Ayour temporary password is ${add(qp(p))} and must be chang=
ed at first login.`;
    }),
    S("encoded", "html hex entities of a key in a scraped page", (_k, add) => {
      const key = g(24);
      return `<span class="key">${
        add([...key].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(""))
      }</span>`;
    }),
    S("encoded", "xml escaped password with amp and lt", (_k, add) => {
      const p = g(6) + "&" + g(5) + "<" + g(5);
      return `<add key="SmtpPassword" value="${
        add(p.replace(/&/g, "&amp;").replace(/</g, "&lt;"))
      }" />`;
    }),
    S(
      "encoded",
      "c octal escaped string",
      (_k, add) => `static const char *k = "${add(octal(g(16)))}"; /* obfuscated, do not commit */`,
    ),
    S("encoded", "python bytes with hex escapes", (_k, add) => {
      const key = g(20);
      return `KEY = b"${add([...key].map((c) => "\\x" + c.charCodeAt(0).toString(16)).join(""))}"`;
    }),
    S("encoded", "yaml binary tag", (_k, add) => `signing_key: !!binary |\n  ${add(b64(g(48)))}`),
    S(
      "encoded",
      "data uri with base64 token",
      (_k, add) => `fetch("data:text/plain;base64,${add(b64("token=" + g(40)))}")`,
    ),
    S("encoded", "double percent encoded password in a redirect", (_k, add) => {
      const p = g(8) + "@" + g(8);
      return `https://sso.example.org/login?next=https%253A%252F%252Fadmin%253A${
        add(encodeURIComponent(encodeURIComponent(p)))
      }%2540db.internal%252F`;
    }),
    S(
      "encoded",
      "powershell encoded command holding a password",
      (_k, add) =>
        `powershell.exe -NoProfile -EncodedCommand ${
          add(utf16b64(`$p='${g(16)}'; net user svc_backup $p /add`))
        }`,
    ),
    S("encoded", "registry binary value as hex bytes", (_k, add) => {
      const p = g(12);
      return `[HKEY_LOCAL_MACHINE\\SOFTWARE\\Vendor\\Agent]
"Secret"=hex:${add([...p].map((c) => c.charCodeAt(0).toString(16)).join(","))}`;
    }),
    S(
      "encoded",
      "javascript atob of a key",
      (_k, add) => `const apiKey = atob("${add(b64("sk_live_" + g(40)))}");`,
    ),
    S(
      "encoded",
      "python base64 decode of a password",
      (_k, add) => `password = base64.b64decode("${add(btoa(pwd(18)))}").decode()`,
    ),
    S(
      "encoded",
      "java base64 decoder of a secret",
      (_k, add) =>
        `String secret = new String(Base64.getDecoder().decode("${add(btoa(g(32)))}"), UTF_8);`,
    ),
    S("encoded", "kubernetes secret with a whole url base64", (_k, add) =>
      `apiVersion: v1
kind: Secret
metadata: { name: db-url }
data:
  DATABASE_URL: ${add(b64(`postgres://app:${g(20)}@pg:5432/app`))}`),
    S(
      "encoded",
      "proxy authorization basic header",
      (_k, add) =>
        `CONNECT api.openai.com:443 HTTP/1.1
Proxy-Authorization: Basic ${add(btoa("proxyuser:" + g(16)))}`,
    ),
    S("encoded", "json unicode escapes for every character", (_k, add) => {
      const t = g(20);
      return `{"token": "${
        add([...t].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join(""))
      }"}`;
    }),
    S("encoded", "xxd plain hex of a key file", (_k, add) =>
      `$ xxd -p ~/.config/app/key
${add(hexOf(g(30)))}
${add(hexOf(g(10)))}0a`),
    S("encoded", "od -c of a token file", (_k, add) => {
      const t = g(16);
      return `$ od -c .token
0000000   ${add([...t].join("   "))}
0000020  \\n
0000021`;
    }),
    S("encoded", "env file piped through base64", (_k, add) =>
      `$ base64 -w0 .env
${add(b64(`DB_PASSWORD=${g(20)}\nJWT_SECRET=${g(32)}\n`))}`),
    S(
      "encoded",
      "go hex decode string",
      (_k, add) => `key, _ := hex.DecodeString("${add(hexOf(g(24)))}")`,
    ),
    S("encoded", "form urlencoded client secret", (_k, add) => {
      const s = g(10) + "+" + g(10) + "/" + g(8) + "=";
      return `POST /oauth/token HTTP/1.1
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=shop-api&client_secret=${add(encodeURIComponent(s))}`;
    }),
    S("encoded", "csv cell with doubled quotes", (_k, add) => {
      const a = g(8);
      const b = g(8);
      add(a);
      add(b);
      return `service,login,secret\nftp,upload,"${a}""${b}"`;
    }),
    S("encoded", "sql literal with doubled single quote", (_k, add) => {
      const a = g(9);
      const b = g(9);
      add(a);
      add(b);
      return `UPDATE app_settings SET value = '${a}''${b}' WHERE name = 'smtp_password';`;
    }),
    S("encoded", "bash ansi-c quoted password with escapes", (_k, add) => {
      const a = g(8);
      const b = g(8);
      add(a);
      add(b);
      return `export DB_PASS=$'${a}\\x21${b}'`;
    }),
    S("encoded", "shell quote splicing around an apostrophe", (_k, add) => {
      const a = g(9);
      const b = g(9);
      add(a);
      add(b);
      return `mysql -u root -p'${a}'"'"'${b}' -e 'SHOW DATABASES'`;
    }),
    S(
      "encoded",
      "urlsafe base64 secret in query",
      (k) => `https://hooks.example.org/in?sig=${k(43, BASE64URL)}&ts=1767225600`,
    ),
    S("encoded", "java properties unicode escapes", (_k, add) => {
      const p = g(12);
      return `mail.smtp.password=${
        add([...p].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join(""))
      }`;
    }),
    S(
      "encoded",
      "docker build arg base64",
      (_k, add) =>
        `docker build --build-arg NPMRC_B64=${
          add(b64(`//registry.npmjs.org/:_authToken=npm_${g(36)}\n`))
        } -t web .`,
    ),
    S("encoded", "echo -e with hex escapes into a file", (_k, add) => {
      const t = g(14);
      return `echo -e "${
        add([...t].map((c) => "\\x" + c.charCodeAt(0).toString(16)).join(""))
      }" > /etc/app/secret`;
    }),
  ];
}

export function wrappedForms(): HeldOutSecret[] {
  return [
    S(
      "wrapped",
      "properties value continued with backslash",
      (k) =>
        `app.jwt.secret=${k(32, BASE64URL)}\\
    ${k(32, BASE64URL)}
app.jwt.ttl=3600`,
    ),
    S(
      "wrapped",
      "quoted mail reply with the key over two lines",
      (k) =>
        `On Tue, Mar 3, 2026 at 10:14 AM Ops <ops@example.org> wrote:
> here is the key for the staging bucket:
> ${k(30, BASE64)}
> ${k(10, BASE64)}
> please rotate after the demo`,
    ),
    S(
      "wrapped",
      "streamed answer deltas split a token",
      (k) =>
        `data: {"type":"content_block_delta","delta":{"type":"text_delta","text":"Set OPENAI_API_KEY=sk-proj-${
          k(40, BASE64URL)
        }"}}

data: {"type":"content_block_delta","delta":{"type":"text_delta","text":"${
          k(40, BASE64URL)
        } in your shell"}}`,
    ),
    S("wrapped", "adjacent c string literals over lines", (k) =>
      `const char *token =
    "${k(32)}"
    "${k(32)}";`),
    S("wrapped", "rust concat macro", (k) =>
      `const KEY: &str = concat!(
    "${k(24, HEX)}",
    "${k(24, HEX)}",
);`),
    S(
      "wrapped",
      "sql concatenation with pipes",
      (k) =>
        `INSERT INTO integrations (name, secret) VALUES ('erp', '${k(20)}' ||
  '${k(20)}');`,
    ),
    S("wrapped", "yaml plain scalar continued on the next line", (k) =>
      `auth:
  token: ${k(36, BASE64URL)}
    ${k(36, BASE64URL)}
  timeout: 30`),
    S("wrapped", "toml multiline string with line ending backslash", (k) =>
      `api_key = """\\
  ${k(32)}\\
  ${k(32)}"""`),
    S("wrapped", "echo append in two commands", (k) =>
      `$ echo -n "${k(24)}" > ~/.vault-token
$ echo -n "${k(24)}" >> ~/.vault-token`),
    S(
      "wrapped",
      "editor view with numbered lines and soft wrap",
      (k) =>
        `  41 │ GRAFANA_SERVICE_TOKEN=glsa_${k(32)}
     │ _${k(8, HEX)}
  42 │ GRAFANA_URL=https://grafana.example.org`,
    ),
    S(
      "wrapped",
      "pdf copy with hyphenated line break",
      (k) =>
        `Your API credentials (keep them safe):
Client secret: ${k(28)}-
${k(20)}
Issued: 03/02/2026`,
    ),
    S("wrapped", "fold output at 40 columns", (k) =>
      `$ fold -w 40 key.txt
${k(40, BASE64)}
${k(40, BASE64)}
${k(12, BASE64)}==`),
    S("wrapped", "go string join over lines", (k) =>
      `var secret = strings.Join([]string{
	"${k(22)}",
	"${k(22)}",
}, "")`),
    S("wrapped", "kotlin trimmed raw string", (k) =>
      `val key = """
    ${k(30)}
    ${k(30)}
""".trimIndent().replace("\\n", "")`),
    S(
      "wrapped",
      "two chat lines with a timestamp between",
      (k) =>
        `[10:41] dana: token is ${k(26, LOWER_DIGITS)}
[10:41] dana: ${k(14, LOWER_DIGITS)} (the rest, slack cut it)`,
    ),
    S(
      "wrapped",
      "log line broken by the logger at 80 characters",
      (k) =>
        `2026-03-02 10:00:01 WARN  auth  retrying with api_key=${k(26)}
2026-03-02 10:00:01 WARN  auth  (cont) ${k(22)}`,
    ),
    S("wrapped", "shell variable assembled from halves", (k) =>
      `A=${k(20, HEX)}
B=${k(20, HEX)}
export DATADOG_API_KEY="$A$B"`),
    S("wrapped", "json array of key lines for a private key", (k) =>
      `"keyLines": [
  "${k(48, BASE64)}",
  "${k(48, BASE64)}",
  "${k(20, BASE64)}"
]`),
    S("wrapped", "python parenthesized bytes", (k) =>
      `SECRET = (
    b"${k(24, ALNUM)}"
    b"${k(24, ALNUM)}"
)`),
    S(
      "wrapped",
      "markdown list item wrapped under a bullet",
      (k) =>
        `- staging service token: \`${k(30)}\`
  \`${k(20)}\` (joined, no space)`,
    ),
  ];
}
