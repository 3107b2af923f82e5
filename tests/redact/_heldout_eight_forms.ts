/** Held-out corpus eight: secrets wrapped, escaped, encoded, quoted oddly, in tables and fences. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64,
  b64,
  B64URL,
  g,
  HEX,
  LD,
  pem,
  pw,
  pwAlnum,
  sec,
  uuid,
  wrap,
} from "./_heldout_eight_make.ts";

const longB64 = g(88, B64);
const sshpass = pwAlnum(22);

export const EIGHT_FORMS: readonly HeldOutSecret[] = [
  sec(
    "wrapped",
    "token wrapped at 64 in a pasted log",
    wrap(g(128, B64URL), 64),
    ([a, b]) => `[auth] issued token=${a}\n${b} (ttl 3600s)`,
  ),
  sec(
    "wrapped",
    "storage key broken by terminal at 80",
    [longB64.slice(0, 21), longB64.slice(21)],
    ([a, b]) =>
      `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${a}\n${b};EndpointSuffix=co\nre.windows.net`,
  ),
  sec(
    "wrapped",
    "env value continued with backslash",
    wrap(g(96, AN), 48),
    ([a, b]) => `export SIGNING_KEY="${a}\\\n${b}"`,
  ),
  sec(
    "wrapped",
    "yaml folded secret",
    wrap(g(120, AN), 60),
    ([a, b]) => `auth:\n  token: >-\n    ${a}\n    ${b}\n  url: https://x.acme.io`,
  ),
  sec(
    "wrapped",
    "python implicit concatenation",
    wrap(g(80, HEX), 40),
    ([a, b]) => `SECRET_KEY = (\n    "${a}"\n    "${b}"\n)`,
  ),
  sec(
    "wrapped",
    "java string concatenation",
    wrap(g(72, AN), 36),
    ([a, b]) => `String token = "${a}" +\n    "${b}";`,
  ),
  sec(
    "encoded",
    "json escaped env in tool result",
    [pw(16, "!#%*-_.")],
    ([a]) => `{"stdout":"DB_HOST=db\\nDB_PASSWORD=${a}\\nDB_PORT=5432\\n","exit_code":0}`,
  ),
  sec(
    "encoded",
    "double json escaped",
    [g(40, AN)],
    ([a]) => `{"content":"{\\"env\\":{\\"API_KEY\\":\\"${a}\\"}}"}`,
  ),
  sec(
    "encoded",
    "url encoded form body",
    [encodeURIComponent(pw(16, "!#$%*@+="))],
    ([a]) =>
      `POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername=admin&password=${a}&remember=1`,
  ),
  sec(
    "encoded",
    "url encoded redirect with token",
    [g(40, AN)],
    ([a]) =>
      `https://app.acme.io/callback?next=${
        encodeURIComponent("https://api.acme.io/export?access_token=" + a + "&fmt=csv")
      }`,
  ),
  sec(
    "encoded",
    "base64 of env file",
    [b64(`DB_PASSWORD=${pw(16)}\nAPI_KEY=${g(32, AN)}\n`)],
    ([a]) => `$ base64 .env.production\n${a}`,
  ),
  sec(
    "encoded",
    "base64 docker config auths",
    [b64("ci-bot:" + pw(18))],
    ([a]) => `{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "${a}"\n    }\n  }\n}`,
  ),
  sec(
    "encoded",
    "dockerconfigjson secret",
    [b64(JSON.stringify({ auths: { "ghcr.io": { auth: b64("bot:ghp_" + g(36, AN)) } } }))],
    ([a]) =>
      `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ${a}`,
  ),
  sec(
    "encoded",
    "base64 in echo pipe",
    [b64(g(40, AN))],
    ([a]) => `echo ${a} | base64 -d > ~/.config/tool/token`,
  ),
  sec("encoded", "hex encoded password", [
    Array.from(pw(14), (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join(""),
  ], ([a]) => `db_password_hex = "${a}"`),
  sec(
    "encoded",
    "unicode escaped json secret",
    [g(32, AN)],
    ([a]) => `{"api_secret":"\\u0022${a}\\u0022"}`,
  ),
  sec(
    "assignment",
    "single quotes inside double",
    [g(40, AN)],
    ([a]) => `echo "TOKEN='${a}'" >> .env`,
  ),
  sec(
    "assignment",
    "backtick quoted",
    [pw(16)],
    ([a]) => "set the password to `" + a + "` and retry",
  ),
  sec(
    "assignment",
    "heredoc secret",
    [g(40, AN)],
    ([a]) => `cat <<EOF > .env\nAPI_SECRET=${a}\nREGION=eu\nEOF`,
  ),
  sec("assignment", "toml triple quoted", [g(48, AN)], ([a]) => `[webhook]\nsecret = '''${a}'''`),
  sec(
    "assignment",
    "yaml single quoted with escaped quote",
    [g(8, AN) + "''" + g(8, AN)],
    ([a]) => `password: '${a}'`,
  ),
  sec(
    "assignment",
    "markdown table of keys",
    [g(32, HEX), g(40, AN)],
    ([a, b]) => `| Service | Key |\n|---|---|\n| Mailgun | \`${a}\` |\n| Internal API | \`${b}\` |`,
  ),
  sec(
    "assignment",
    "markdown table env",
    [pw(16)],
    ([a]) => `| Variable | Value |\n| --- | --- |\n| DB_USER | app |\n| DB_PASSWORD | ${a} |`,
  ),
  sec(
    "assignment",
    "code fence dotenv",
    [g(40, AN), pw(14)],
    ([a, b]) =>
      "Your `.env` should look like:\n\n```dotenv\nGITHUB_CLIENT_SECRET=" + a + "\nADMIN_PASS=" +
      b + "\n```",
  ),
  sec(
    "assignment",
    "inline prose password",
    [pw(14)],
    ([a]) => `I set the staging db password to ${a} yesterday, can you update the docs?`,
  ),
  sec(
    "assignment",
    "prose api key colon",
    [g(40, AN)],
    ([a]) => `my api key is ${a} — it keeps returning 401`,
  ),
  sec(
    "assignment",
    "xml attribute password",
    [pw(16)],
    ([a]) => `<connection host="ldap.acme.local" bindDn="cn=svc,dc=acme" bindPassword="${a}" />`,
  ),
  sec(
    "assignment",
    "json array of keys",
    [g(32, HEX), g(32, HEX)],
    ([a, b]) => `{"api_keys": ["${a}", "${b}"]}`,
  ),
  sec(
    "assignment",
    "csv export of credentials",
    [pw(16), g(40, AN)],
    ([a, b]) =>
      `name,username,password,url\nstaging db,admin,${a},https://db.staging\nci token,ci,${b},https://ci.acme.io`,
  ),
  sec(
    "assignment",
    "ssh password prompt echo",
    [sshpass],
    ([a]) =>
      `dev@box:~$ ssh root@10.0.0.9\nroot@10.0.0.9's password: ${a}\nPermission denied, please try again.`,
  ),
  sec(
    "assignment",
    "secret after equals with spaces",
    [g(40, AN)],
    ([a]) => `client_secret    =    ${a}`,
  ),
  sec("assignment", "key value with colon and no space", [uuid()], ([a]) => `apikey:${a}`),
  sec(
    "assignment",
    "lowercase hex token in yaml list",
    [g(40, HEX)],
    ([a]) => `tokens:\n  - name: ci\n    value: ${a}`,
  ),
  sec(
    "assignment",
    "password flag equals quoted",
    [pw(16)],
    ([a]) => `./manage.py createsuperuser --username admin --password="${a}"`,
  ),
  sec(
    "wrapped",
    "pem body with spaces instead of newlines",
    [g(64, B64), g(64, B64)],
    ([a, b]) =>
      `key: "${pem("BEGIN", "EC PRIVATE KEY")} ${a} ${b} ${pem("END", "EC PRIVATE KEY")}"`,
  ),
  sec("encoded", "percent encoded basic credentials in url", [
    encodeURIComponent(g(6, AN) + "/" + g(6, AN) + "+" + g(6, AN)),
  ], ([a]) => `amqps://svc:${a}@mq.acme.io/vhost`),
  sec(
    "assignment",
    "ldap bind password",
    [pw(16)],
    ([a]) =>
      `ldapsearch -x -H ldaps://ldap.acme.local -D "cn=admin,dc=acme,dc=local" -w '${a}' -b "dc=acme,dc=local"`,
  ),
  sec(
    "assignment",
    "lowercase only password",
    [g(18, "abcdefghijklmnopqrstuvwxyz")],
    ([a]) => `MYSQL_PASSWORD=${a}`,
  ),
  sec(
    "assignment",
    "digits only pin secret",
    [g(10, "0123456789")],
    ([a]) => `"keystore_password": "${a}"`,
  ),
  sec("assignment", "passphrase of words", [
    ["orbit", "velvet", "cactus", "lantern"].join("-") + "-" + g(3, LD),
  ], ([a]) => `GPG_PASSPHRASE=${a}`),
];
