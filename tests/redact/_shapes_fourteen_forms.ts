/**
 * Generated variants of the shapes added after held-out corpus fourteen's wrapped, encoded, error
 * and configuration misses were seen (docs/redaction.md, "Corpus fourteen after it was seen:
 * wrapped, encoded, errors and config"): other instances of each shape than the corpus text, and
 * the look-alikes each must leave alone. Read by shapes_fourteen_forms_test.ts.
 */
import { gzipSync } from "node:zlib";
import { ALNUM, BASE64, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 24_000;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const password = () => key(8) + "_" + key(6) + "7";

export const SECRETS: Variant[] = [];
export const CLEAN: Array<readonly [string, string]> = [];

const add = (label: string, make: (pieces: string[]) => string, n = 1) => {
  const pieces: string[] = [];
  for (let i = 0; i < n; i++) pieces.push(password());
  SECRETS.push({ label, text: make(pieces), pieces });
};

// A secret echoed as an argument of a database connect call, in code or in a stack frame.
add("PHP new PDO in code", ([p]) => `$db = new PDO($dsn, 'app', '${p}');`);
add(
  "PHP stack frame of mysqli",
  ([p]) =>
    `#1 /srv/www/lib/Conn.php(22): mysqli->__construct('10.0.0.5', 'web', '${p}', 'shop', 3306)`,
);
add(
  "JDBC getConnection with a literal",
  ([p]) => `conn = DriverManager.getConnection("jdbc:postgresql://db/app", "svc", "${p}");`,
);
add("Python MySQLdb.connect", ([p]) => `db = MySQLdb.connect("db.local", "report", "${p}", "x")`);
CLEAN.push(["PDO with variables", "$db = new PDO($dsn, $user, $pass);"]);
CLEAN.push([
  "PDO stack frame with the password hidden",
  "#0 Db.php(9): PDO->__construct('pgsql:host=db', 'app', Object(SensitiveParameterValue))",
]);

// A name and its value paired in a tuple (Erlang, Elixir).
add("Erlang proplist in a crash report", ([p]) => `[{host,"mq.local"},{passwd,"${p}"}]`);
add("Elixir keyword tuple", ([p]) => `config = [{:db_password, "${p}"}, {:pool, 10}]`);
CLEAN.push(["Erlang tuple with a variable", "{password, Password}, {timeout, 5000}"]);

// The value of a property whose binding failed.
add(
  "Spring binding of a client secret",
  ([p]) =>
    `Failed to bind properties under 'app.oauth.client-secret':\n\n    Property: app.oauth.client-secret\n    Value: ${p}\n    Origin: class path resource [application.yml] - 12:22`,
);
CLEAN.push([
  "Spring binding of a pool size",
  '    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "lots"\n    Origin: "SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE"',
]);

// A generated value an error echoes as the input it could not use.
{
  const hex = key(40, HEX);
  SECRETS.push({
    label: "Go ParseInt of a hex secret",
    text: `main.go:31: strconv.ParseInt: parsing "${hex}": invalid syntax`,
    pieces: [hex],
  });
  const token = key(36);
  SECRETS.push({
    label: "Python KeyError of a session token",
    text: `  File "app.py", line 9, in get\n    return SESSIONS[sid]\nKeyError: '${token}'`,
    pieces: [token],
  });
}
CLEAN.push(["KeyError of a commit id", `KeyError: '${key(40, HEX)}'`]);
CLEAN.push(["strconv of a word", 'strconv.Atoi: parsing "localhost:8080": invalid syntax']);

// A password holding `@` read as the host.
{
  const left = key(9);
  const right = key(7) + "3";
  SECRETS.push({
    label: "node ENOTFOUND of a split password",
    text:
      `Error: getaddrinfo ENOTFOUND ${left}@${right}@pg.internal\n    at GetAddrInfoReqWrap.onlookup`,
    pieces: [`${left}@${right}`],
  });
}
CLEAN.push([
  "ssh user in a host name",
  'ssh: Could not resolve hostname "deploy@build-01.internal": Name or service not known',
]);

// Chunks joined with nothing between them.
{
  const [a, b, c] = [key(14), key(14), key(14)];
  SECRETS.push({
    label: "Terraform join of three chunks",
    text: `locals {\n  client_secret = join("", ["${a}", "${b}", "${c}"])\n}`,
    pieces: [a, b, c],
  });
}
CLEAN.push([
  "Terraform join of names",
  'locals {\n  bucket = join("-", ["logs", "prod", "eu"])\n}',
]);

// Programs that take a secret in a form of their own.
add("haproxy stats auth in a frontend", ([p]) => `frontend stats\n    stats auth ops:${p}\n`);
add("haproxy userlist", ([p]) => `userlist admins\n    user root insecure-password ${p}\n`);
add(
  "expect one-liner after a PIN prompt",
  ([p]) => `expect -c 'spawn vpn connect; expect "PIN:"; send "${p}\\r"; interact'`,
);
{
  const pin = String(100000 + (seed++ * 7919) % 899999);
  SECRETS.push({
    label: "a meeting passcode with =",
    text: `teams-cli join --meeting-passcode=${pin}`,
    pieces: [pin],
  });
}
CLEAN.push(["a version pin", "pip-tools compile --pin 3"]);
{
  const t = key(48, ALNUM + "-_");
  SECRETS.push({
    label: "kubectl exec websocket subprotocol",
    text:
      `> GET /api/v1/namespaces/x/pods/y/exec HTTP/1.1\n> Sec-WebSocket-Protocol: base64url.bearer.authorization.k8s.io.${t}`,
    pieces: [t],
  });
}

// A TOTP seed on the line under the words that introduce it.
{
  const groups = Array.from(
    { length: 8 },
    () => key(4, UPPER_DIGITS.replace(/[0-9]/g, "") + "234567"),
  );
  SECRETS.push({
    label: "2FA setup key under its label",
    text: `Set up your authenticator app. Setup key:\n${groups.join(" ")}`,
    pieces: groups.slice(0, 4).map((g, i) => i % 2 === 0 ? g + " " + groups[i + 1] : g),
  });
}

// Values wrapped or split over lines.
{
  const [a, b] = [key(10), key(14)];
  SECRETS.push({
    label: "Kotlin literal continued with +",
    text: `val apiSecret = "${a}" +\n    "${b}"`,
    pieces: [a, b],
  });
  const [c, d] = [
    key(20, "abcdefghijklmnopqrstuvwxyz0123456789"),
    key(20, "abcdefghijklmnopqrstuvwxyz0123456789"),
  ];
  SECRETS.push({
    label: "shell export continued with a backslash",
    text: `export NPM_TOKEN=${c}\\\n    ${d}\n`,
    pieces: [c, d],
  });
  const [e, f] = [key(60), key(50)];
  SECRETS.push({
    label: "a TUI pane wrapping an env line",
    text: `│ SECRET_KEY=${e}│\n│ ${f}          │`,
    pieces: [e, f],
  });
  const [g, h] = [key(40, BASE64), key(20)];
  SECRETS.push({
    label: "a folded YAML SAS query going on with %2F",
    text: `blob:\n  query: >-\n    sv=2024-05-04&sr=c&sp=r&sig=${g}\n    %2F${h}%3D\n`,
    pieces: [g, h],
  });
}
CLEAN.push([
  "a Makefile list continued with a backslash",
  "SRCS := main.c util.c \\\n\tparser.c lexer.c\n",
]);
CLEAN.push(["a TUI pane with prose", "│ NAME=web-frontend │\n│ replicas ready  │"]);

// Values inside an encoding: quoted-printable, a MIME encoded-word, `\u` escapes, gzip+base64.
{
  const [a, b] = [key(9), key(7)];
  const qp = `${a}=3D${b}=40`;
  SECRETS.push({
    label: "a quoted-printable API key after its label",
    text:
      `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nAPI key: ${qp}\nThanks`,
    pieces: [a, b],
  });
  const code = key(18);
  SECRETS.push({
    label: "a MIME encoded-word with a Spanish label",
    text: `Subject: =?UTF-8?B?${btoa("Su contrasena temporal: " + code)}?=`,
    pieces: [code],
  });
  const token = key(28);
  const escaped = [...token].map((c) => "\\u00" + c.charCodeAt(0).toString(16)).join("");
  SECRETS.push({
    label: "a token written as \\u escapes in a config object",
    text: `const cfg = {endpoint: "/v1", secret: "${escaped}"};`,
    pieces: [escaped],
  });
}
CLEAN.push([
  "a quoted-printable sentence",
  "Content-Transfer-Encoding: quoted-printable\n\nNote: caf=C3=A9 opens at 9=\nam",
]);
CLEAN.push([
  "an encoded-word subject",
  "Subject: =?UTF-8?B?" + btoa("Weekly report 2026-W47") + "?=",
]);
CLEAN.push([
  "\\u escapes of a sentence",
  '{"t": "\\u0048\\u0065\\u006c\\u006c\\u006f\\u0020\\u0077\\u006f\\u0072\\u006c\\u0064\\u0020\\u0066\\u0072\\u006f\\u006d\\u0020\\u0075\\u0073"}',
]);

// A string holding an Authorization value with a scheme other than Bearer.
{
  const t = key(40);
  SECRETS.push({
    label: "an Okta SSWS value in a test",
    text: `assert.equal(req.headers.authorization, "SSWS ${t}");`,
    pieces: [t],
  });
}
CLEAN.push(["an HMAC scheme name in a string", 'const scheme = "HMAC-SHA256 Credential"']);

// gzip in base64 (`H4sI…`): what it packs is read as text.
const gz = (text: string) => gzipSync(new TextEncoder().encode(text)).toString("base64");
{
  const pw = password();
  const packed = gz(`DATABASE_URL=postgres://app:${pw}@db:5432/app\nLOG_LEVEL=info\n`);
  SECRETS.push({
    label: "a gzip+base64 env in a Kubernetes secret's data",
    text: `write_files:\n  - path: /etc/app/env\n    encoding: gzip+base64\n    content: ${packed}`,
    pieces: [packed],
  });
}
CLEAN.push([
  "gzip+base64 of a changelog",
  `    encoding: gz+b64\n    content: ${
    gz("## 1.4.0\n- faster start\n- fixed the log rotation\n")
  }`,
]);
