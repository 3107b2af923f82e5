/**
 * Corpus twelve: secrets in people's words and in what programs say back — chat in Korean,
 * Italian, Dutch, Polish, Turkish, Arabic, Hindi, Vietnamese, Indonesian, Swedish, Czech,
 * Ukrainian, Hebrew, Greek, Thai, Finnish and Hungarian; keys named in those languages; error
 * messages and 401 bodies that echo the key; tracebacks that print local variables; REPL and
 * debugger output; database server logs; notes with terse `user / pass` lines. Shapes:
 * assignment, output.
 */
import {
  BASE64URL,
  g,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  phrase,
  pwd,
  S,
} from "./_heldout_twelve_make.ts";

export function peopleAndEchoes(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "korean chat with a password",
      (_k, add) => `스테이징 DB 비밀번호는 ${add(pwd(16))} 입니다. 테스트 끝나면 바꿔 주세요.`,
    ),
    S(
      "assignment",
      "italian chat with a token",
      (k) => `Ciao, il token per l'API di staging è ${k(40)} — non condividerlo fuori dal team.`,
    ),
    S(
      "assignment",
      "dutch chat with a wifi password",
      (_k, add) =>
        `Het wachtwoord van de gast-wifi is ${
          add(phrase(3, "-"))
        }, vraag Sanne als het niet werkt.`,
    ),
    S(
      "assignment",
      "polish chat with haslo",
      (_k, add) => `Login: admin, hasło: ${add(pwd(14))} (zmień po pierwszym logowaniu)`,
    ),
    S(
      "assignment",
      "turkish chat with sifre",
      (_k, add) => `Sunucuya bağlanmak için kullanıcı adı deploy, şifre ${add(pwd(16))} olacak.`,
    ),
    S(
      "assignment",
      "arabic chat with a key",
      (k) => `مفتاح الواجهة البرمجية هو ${k(32, HEX)} يرجى عدم مشاركته`,
    ),
    S(
      "assignment",
      "hindi chat with a password",
      (_k, add) => `सर्वर का पासवर्ड ${add(pwd(16))} है, कृपया इसे किसी को न बताएं।`,
    ),
    S(
      "assignment",
      "vietnamese chat with mat khau",
      (_k, add) => `Mật khẩu cơ sở dữ liệu mới: ${add(pwd(16))} — nhớ cập nhật file .env nhé.`,
    ),
    S(
      "assignment",
      "indonesian config key kata sandi",
      (_k, add) => `kata_sandi_db = "${add(pwd(16))}"\nnama_pengguna_db = "aplikasi"`,
    ),
    S(
      "assignment",
      "swedish yaml key losenord",
      (_k, add) => `databas:\n  användare: app\n  lösenord: "${add(pwd(16))}"`,
    ),
    S(
      "assignment",
      "czech chat with heslo and token",
      (k, add) => `Heslo k účtu je ${add(pwd(14))} a API token ${k(32)}.`,
    ),
    S(
      "assignment",
      "ukrainian chat with a key",
      (k) => `Ключ доступу до API: ${k(40, BASE64URL)} — після демо відкличемо.`,
    ),
    S(
      "assignment",
      "hebrew chat with a password",
      (_k, add) => `הסיסמה לשרת הבדיקות היא ${add(pwd(16))} תחליף אותה אחרי ההדגמה`,
    ),
    S(
      "assignment",
      "greek json key kodikos",
      (_k, add) => `{"χρήστης": "admin", "κωδικός": "${add(pwd(16))}"}`,
    ),
    S(
      "assignment",
      "thai chat with a password",
      (_k, add) => `รหัสผ่านของเซิร์ฟเวอร์คือ ${add(pwd(16))} อย่าลืมเปลี่ยนนะ`,
    ),
    S("assignment", "finnish env key salasana", (_k, add) => `TIETOKANTA_SALASANA=${add(pwd(16))}`),
    S(
      "assignment",
      "hungarian properties key jelszo",
      (_k, add) => `adatbazis.felhasznalo=app\nadatbazis.jelszo=${add(pwd(16))}`,
    ),
    S(
      "assignment",
      "korean identifier for a secret in code",
      (k) => `const 비밀키 = "${k(48, HEX)}";\nconst 서버주소 = "https://api.example.kr";`,
    ),
    S(
      "assignment",
      "terse user slash pass note",
      (_k, add) =>
        `prod grafana: admin / ${
          add(pwd(14).replace(/\//g, "x"))
        }\nstaging grafana: admin / admin (default, fine)`,
    ),
    S("assignment", "meeting notes with pw abbreviation", (_k, add) =>
      `Notes 03/04
- vendor VPN up, user svc-vpn pw ${add(pwd(14))}
- next sync Thursday`),
    S(
      "assignment",
      "arrow note for a passphrase",
      (_k, add) => `backup disk passphrase -> ${add(phrase(5, " "))}`,
    ),
    S(
      "assignment",
      "assistant reply repeating the key",
      (k) =>
        `I noticed your script hard-codes the key \`${
          k(40)
        }\` on line 12. Move it into an environment variable and rotate it, since it is now in this chat.`,
    ),
    S("output", "invalid api key error echoing the key", (k) =>
      `Error: 401 Unauthorized
{"error":{"code":"invalid_api_key","message":"Invalid API key provided: ${
        k(48)
      }. Check your key at the dashboard."}}`),
    S("output", "401 body echoing the bearer token", (k) =>
      `< HTTP/2 401
< content-type: application/json
{"detail":"token '${k(40, HEX)}' is expired or revoked"}`),
    S(
      "output",
      "rich traceback with locals",
      (_k, add) =>
        `╭───────────────────── locals ─────────────────────╮
│      host = 'db.internal'                        │
│  password = '${add(pwd(16))}'                │
│      user = 'etl'                                │
╰──────────────────────────────────────────────────╯
OperationalError: connection to server at "db.internal" failed`,
    ),
    S("output", "pytest assertion rewrite showing a token", (k) =>
      `    def test_signs_request():
>       assert sign(req) == expected
E       AssertionError: assert 'sha256=ab12' == 'sha256=cd34'
E        +  where req = Request(url='/hook', secret='${k(40)}')`),
    S("output", "pdb printing a variable", (k) =>
      `(Pdb) p settings.STRIPE_SECRET
'sk_live_${k(99)}'
(Pdb) c`),
    S("output", "node repl printing process env", (k) =>
      `> process.env
{
  SHELL: '/bin/zsh',
  AIRTABLE_TOKEN: 'pat${k(14)}.${k(64, HEX)}',
  HOME: '/Users/dev'
}`),
    S(
      "output",
      "postgres server log statement with password",
      (_k, add) =>
        `2026-03-02 10:14:07.118 UTC [4711] postgres@shop LOG:  statement: ALTER ROLE report WITH PASSWORD '${
          add(pwd(18).replace(/'/g, "p"))
        }';`,
    ),
    S(
      "output",
      "go test failure printing a config struct",
      (_k, add) =>
        `--- FAIL: TestLoadConfig (0.00s)
    config_test.go:41: got config.DB{Host:"db", User:"app", Password:"${
          add(pwd(16).replace(/"/g, "g"))
        }"}, want port 5432`,
    ),
    S("output", "rust debug print of a struct", (k) =>
      `[src/main.rs:22:5] &cfg = Config {
    endpoint: "https://api.example.com",
    api_key: "${k(40)}",
}`),
    S(
      "output",
      "java exception message with the jdbc url",
      (_k, add) =>
        `java.sql.SQLException: Cannot create PoolableConnectionFactory (Access denied for user 'shop'@'10.0.3.7' (using password: YES)) url=jdbc:mysql://db:3306/shop?user=shop&password=${
          add(g(20))
        }`,
    ),
    S("output", "spreadsheet rows pasted with tabs", (_k, add) =>
      `Service\tLogin\tPassword\tOwner
Mailchimp\tmarketing@example.org\t${add(pwd(14))}\tLea
Canva\tdesign@example.org\t${add(pwd(14))}\tTom`),
    S("assignment", "yaml comment keeps the old value", (k) =>
      `slack:
  # old token (revoked?): xoxb-${g(12, "0123456789")}-${g(13, "0123456789")}-${k(24)}
  token: \${SLACK_BOT_TOKEN}`),
    S("assignment", "issue tracker comment with reproduction steps", (k) =>
      `**Steps to reproduce**
1. \`export API_TOKEN=${k(36, LOWER_DIGITS)}\`
2. run \`./sync --full\`
3. observe the 500`),
    S(
      "assignment",
      "no name at all after a colon in a dm",
      (k) => `can you try with this one: ${k(44, BASE64URL)}`,
    ),
    S("assignment", "password in a code review suggestion", (_k, add) =>
      `\`\`\`suggestion
    password: "${add(pwd(18))}",
\`\`\``),
  ];
}
