/** Held-out corpus eight: secrets in logs and tool output, key blocks and JWTs. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64URL,
  g,
  HEX,
  JWT_HS,
  JWT_RS,
  jwtTail,
  LD,
  pem,
  pemBlock,
  pw,
  rb64,
  sec,
  uuid,
} from "./_heldout_eight_make.ts";

const rsa = pemBlock("RSA PRIVATE KEY", 10);
const ec = pemBlock("EC PRIVATE KEY", 3);
const openssh = pemBlock("OPENSSH PRIVATE KEY", 6);
const pkcs8crlf = pemBlock("PRIVATE KEY", 5, "\r\n");
const enc = pemBlock("ENCRYPTED PRIVATE KEY", 6);
const pgp = pemBlock("PGP PRIVATE KEY BLOCK", 6);

export const EIGHT_OUTPUT: readonly HeldOutSecret[] = [
  sec(
    "output",
    "env printout",
    [pw(16), g(40, AN)],
    ([a, b]) =>
      `$ env | sort\nHOME=/home/dev\nLANG=C.UTF-8\nMYSQL_PWD=${a}\nPATH=/usr/local/bin:/usr/bin\nSLACK_SIGNING_SECRET=${b}\nTERM=xterm-256color`,
  ),
  sec(
    "output",
    "printenv in ci log",
    [g(40, HEX)],
    ([a]) =>
      `2026-11-27T10:12:03.551Z [build] + printenv\n2026-11-27T10:12:03.552Z [build] CI=true\n2026-11-27T10:12:03.552Z [build] CODECOV_TOKEN=${a}`,
  ),
  sec(
    "output",
    "docker inspect env",
    [pw(16)],
    ([a]) =>
      `"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin",\n    "POSTGRES_PASSWORD=${a}",\n    "PGDATA=/var/lib/postgresql/data"\n],`,
  ),
  sec(
    "output",
    "python debug dump of settings",
    [g(50, LD)],
    ([a]) => `>>> from django.conf import settings\n>>> settings.SECRET_KEY\n'${a}'`,
  ),
  sec(
    "output",
    "node inspect of config object",
    [g(32, AN)],
    ([a]) =>
      `Config {\n  port: 3000,\n  redis: { host: 'cache', port: 6379 },\n  stripe: { secretKey: '${a}', webhookTolerance: 300 }\n}`,
  ),
  sec(
    "output",
    "stack trace with request headers",
    [g(40, AN)],
    ([a]) =>
      `Traceback (most recent call last):\n  File "/app/client.py", line 41, in fetch\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.acme.io/v1/jobs\nrequest headers: {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer ${a}'}`,
  ),
  sec(
    "output",
    "axios error dump",
    [g(32, HEX)],
    ([a]) =>
      `AxiosError: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: 'https://api.acme.io/orders',\n    headers: { Accept: 'application/json', 'X-API-KEY': '${a}' }\n  }`,
  ),
  sec(
    "output",
    "java exception with jdbc url",
    [pw(16, "!*-_.~")],
    ([a]) =>
      `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "etl"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nCaused by: url=jdbc:postgresql://etl:${a}@pg:5432/dw`,
  ),
  sec(
    "output",
    "go panic with dsn",
    [pw(14, "!*-_.~")],
    ([a]) =>
      `panic: dial tcp 10.0.0.7:3306: connect: connection refused (dsn: app:${a}@tcp(10.0.0.7:3306)/app?parseTime=true)\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:27 +0x1a5`,
  ),
  sec(
    "output",
    "structured json log line",
    [g(48, B64URL)],
    ([a]) =>
      `{"level":"debug","ts":"2026-11-27T10:14:22Z","msg":"outgoing request","method":"POST","url":"https://api.acme.io/v1/charge","headers":{"authorization":"Bearer ${a}"}}`,
  ),
  sec(
    "output",
    "logfmt line",
    [g(40, AN)],
    ([a]) => `time=2026-11-27T10:15:01Z level=debug msg="auth ok" user=ci token=${a} took=12ms`,
  ),
  sec(
    "output",
    "terraform plan output",
    [pw(18)],
    ([a]) =>
      `  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {\n      + engine   = "postgres"\n      + password = "${a}"\n      + username = "admin"\n    }`,
  ),
  sec(
    "output",
    "git log with leaked commit diff",
    [g(40, AN)],
    ([a]) =>
      `commit ${
        g(40, HEX)
      }\nAuthor: Dev <dev@acme.io>\n\n    add config\n\ndiff --git a/.env b/.env\n+++ b/.env\n@@ -0,0 +1,2 @@\n+API_KEY=${a}\n+DEBUG=false`,
  ),
  sec(
    "output",
    "kubectl get secret yaml",
    [btoa(pw(16))],
    ([a]) =>
      `$ kubectl get secret db -o yaml\napiVersion: v1\ndata:\n  password: ${a}\n  username: YXBw\nkind: Secret`,
  ),
  sec(
    "output",
    "kubectl describe pod env",
    [g(40, AN)],
    ([a]) =>
      `Containers:\n  api:\n    Image:  acme/api:1.42.0\n    Environment:\n      LOG_LEVEL:      info\n      PAYMENT_TOKEN:  ${a}\n      DB_HOST:        <set to the key 'host' of config map 'db'>`,
  ),
  sec(
    "output",
    "http dump of request",
    [g(40, AN), "sess_" + g(32, LD)],
    ([a, b]) =>
      `> POST /graphql HTTP/2\n> Host: api.acme.io\n> authorization: token ${a}\n> cookie: sid=${b}\n> content-type: application/json`,
  ),
  sec(
    "output",
    "npm verbose log",
    [g(36, AN)],
    ([a]) =>
      `npm verb config //registry.npmjs.org/:_authToken=npm_${a}\nnpm http fetch GET 200 https://registry.npmjs.org/react 41ms`,
  ),
  sec(
    "output",
    "redis monitor auth",
    [pw(18, "!#%*-_.")],
    ([a]) => `1732700000.123456 [0 10.0.0.12:51234] "AUTH" "default" "${a}"`,
  ),
  sec(
    "output",
    "oauth token response",
    [g(40, AN), g(64, B64URL)],
    ([a, b]) =>
      `{"access_token":"${a}","token_type":"Bearer","expires_in":3600,"refresh_token":"${b}","scope":"read write"}`,
  ),
  sec("block", "rsa private key", [...rsa.body], () => `$ cat id_rsa\n${rsa.block}\n`),
  sec(
    "block",
    "ec private key in yaml block scalar",
    [...ec.body],
    () => `tls:\n  key: |\n    ${ec.block.split("\n").join("\n    ")}\n  cert: ./cert.pem`,
  ),
  sec("block", "openssh private key", [...openssh.body], () => `${openssh.block}`),
  sec("block", "pkcs8 with crlf", [...pkcs8crlf.body], () => `key.pem:\r\n${pkcs8crlf.block}\r\n`),
  sec(
    "block",
    "encrypted private key",
    [...enc.body],
    () => `${enc.block}\n(passphrase in 1Password)`,
  ),
  sec("block", "pgp private key", [...pgp.body], () => `${pgp.block.replace("\n", "\n\n")}`),
  sec(
    "block",
    "private key json escaped in env",
    [rb64(48), rb64(48)],
    ([a, b]) =>
      `GOOGLE_PRIVATE_KEY="${pem("BEGIN", "PRIVATE KEY")}\\n${a}\\n${b}\\n${
        pem("END", "PRIVATE KEY")
      }\\n"`,
  ),
  sec(
    "block",
    "private key truncated paste",
    [rb64(48), rb64(48)],
    ([a, b]) => `${pem("BEGIN", "RSA PRIVATE KEY")}\n${a}\n${b}\n...`,
  ),
  sec(
    "block",
    "putty private key",
    [g(64, AN + "+/"), g(24, AN + "+/")],
    ([a, b]) =>
      `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${
        g(64, AN)
      }\n${g(4, AN)}\nPrivate-Lines: 2\n${a}\n${b}\nPrivate-MAC: ${g(64, HEX)}`,
  ),
  sec("block", "jwt bearer in curl", [
    jwtTail({ sub: uuid(), role: "admin", iat: 1732690000, exp: 1732776400 }),
  ], ([a]) => `curl https://api.acme.io/admin/users -H "Authorization: Bearer ${JWT_HS}.${a}"`),
  sec(
    "block",
    "jwt in cookie header",
    [jwtTail({ sub: "u_" + g(10, LD), sid: uuid() }, "RS256")],
    ([a]) => `set-cookie: access_token=${JWT_RS}.${a}; Path=/; HttpOnly; Secure`,
  ),
  sec(
    "block",
    "jwt bare in chat",
    [jwtTail({ email: "dev@acme.io", exp: 1735000000 })],
    ([a]) => `here is the token it gives back, why does verify fail?\n\n${JWT_HS}.${a}`,
  ),
  sec(
    "block",
    "jwt in local storage dump",
    [jwtTail({ uid: g(20, AN), scope: "all" })],
    ([a]) => `localStorage: {"auth":"{\\"token\\":\\"${JWT_HS}.${a}\\",\\"user\\":42}"}`,
  ),
  sec(
    "block",
    "ssh private key as one line env",
    [g(300, AN + "+/")],
    ([a]) =>
      `SSH_PRIVATE_KEY="${pem("BEGIN", "OPENSSH PRIVATE KEY")} ${a} ${
        pem("END", "OPENSSH PRIVATE KEY")
      }"`,
  ),
];
