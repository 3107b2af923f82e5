/** Corpus nine: logs, tool output, stack traces, private key blocks and JWTs. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { armour, b64u, BASE64, BASE64URL, g, HEX, pwd, S } from "./_heldout_nine_make.ts";

function keyBlock(kind: string, k: (n: number, a?: string) => string, eol = "\n"): string {
  const lines = [];
  for (let i = 0; i < 8; i++) lines.push(k(64, BASE64));
  lines.push(k(24, BASE64) + "==");
  return armour("BEGIN", kind) + eol + lines.join(eol) + eol + armour("END", kind);
}

function jwt(k: (n: number, a?: string) => string): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.eyJ${k(77, BASE64URL)}.${k(43, BASE64URL)}`;
}

export const NINE_OUTPUT: readonly HeldOutSecret[] = [
  S(
    "output",
    "debug log of request headers",
    (k) =>
      `DEBUG http.client send: b'GET /v1/me HTTP/1.1\\r\\nHost: api.acme.io\\r\\nAuthorization: Bearer ${
        k(40)
      }\\r\\n\\r\\n'`,
  ),
  S(
    "output",
    "printenv output",
    (_k, add) => `$ printenv | grep -i pass\nPGPASSWORD=${add(pwd())}\nSMTP_PASSWORD=${add(pwd())}`,
  ),
  S(
    "output",
    "docker inspect env",
    (_k, add) =>
      `"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin",\n    "MYSQL_PASSWORD=${
        add(pwd())
      }",\n    "MYSQL_USER=wp"\n]`,
  ),
  S(
    "output",
    "kubectl get secret decoded",
    (_k, add) =>
      `$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n${add(pwd())}`,
  ),
  S(
    "output",
    "python traceback with dsn",
    (_k, add) =>
      `Traceback (most recent call last):\n  File "app.py", line 12, in <module>\n    engine = create_engine("postgresql://app:${
        add(pwd())
      }@db/app")\nsqlalchemy.exc.OperationalError: could not connect to server`,
  ),
  S(
    "output",
    "java exception with password",
    (_k, add) =>
      `java.sql.SQLException: Access denied for user 'app'@'10.0.0.4' (using password: YES) url=jdbc:mysql://db/app?user=app&password=${
        add(pwd())
      }`,
  ),
  S(
    "output",
    "json log line token",
    (k) => `{"level":"info","ts":"2026-11-27T10:00:01Z","msg":"auth ok","token":"${k(40)}"}`,
  ),
  S(
    "output",
    "env dump in CI log",
    (k) =>
      `2026-11-27T10:00:03.118Z ##[debug]Evaluating: secrets.DEPLOY_TOKEN\nDEPLOY_TOKEN=${k(40)}`,
  ),
  S(
    "output",
    "terraform output sensitive shown",
    (_k, add) =>
      `$ terraform output -json\n{\n  "db_password": {\n    "sensitive": true,\n    "value": "${
        add(pwd())
      }"\n  }\n}`,
  ),
  S(
    "output",
    "heroku config",
    (_k, add) =>
      `=== acme-api Config Vars\nDATABASE_URL: postgres://u1a2b3:${
        add(pwd())
      }@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d9x`,
  ),
  S(
    "output",
    "git config list",
    (k) =>
      `$ git config --list\nuser.name=Jo\nhttp.extraheader=AUTHORIZATION: basic ${k(60, BASE64)}=`,
  ),
  S(
    "output",
    "npm whoami debug",
    (k) => `npm verb config //registry.npmjs.org/:_authToken=npm_${k(36)}`,
  ),
  S(
    "output",
    "aws cli debug signature",
    (k) =>
      `2026-11-27 10:00:00,001 - MainThread - botocore.credentials - DEBUG - secret_key=${
        k(40, BASE64)
      }`,
  ),
  S("output", "rsa private key", (k) => `$ cat ~/.ssh/deploy_rsa\n${keyBlock("RSA ", k)}`),
  S("output", "openssh private key", (k) => keyBlock("OPENSSH ", k)),
  S("output", "ec private key", (k) => `key.pem:\n${keyBlock("EC ", k)}`),
  S(
    "output",
    "pkcs8 key in env json escaped",
    (k) => `{"PRIVATE_KEY":"${keyBlock("", k, "\\n")}"}`,
  ),
  S("output", "encrypted private key", (k) => keyBlock("ENCRYPTED ", k)),
  S(
    "output",
    "pgp private key block",
    (k) =>
      `-----BEGIN PGP ${"PRIV"}ATE KEY BLOCK-----\n\nlQdGBG${k(58, BASE64)}\n${k(64, BASE64)}\n${
        k(64, BASE64)
      }\n=${g(4, BASE64)}\n-----END PGP ${"PRIV"}ATE KEY BLOCK-----`,
  ),
  S("output", "jwt in log", (k) => `2026-11-27 12:00:01 INFO  token issued: ${jwt(k)}`),
  S(
    "output",
    "jwt in cookie",
    (k) => `Set-Cookie: access_token=${jwt(k)}; Path=/; HttpOnly; Secure`,
  ),
  S(
    "output",
    "jwt in json response",
    (k) =>
      `{"access_token":"${jwt(k)}","token_type":"Bearer","expires_in":3600,"refresh_token":"${
        k(40)
      }"}`,
  ),
  S(
    "output",
    "ssh-keygen passphrase echo",
    (_k, add) => `$ ssh-keygen -t ed25519 -N '${add(pwd())}' -f ~/.ssh/id_ci`,
  ),
  S(
    "output",
    "mysql warning line",
    (_k, add) =>
      `mysqldump: [Warning] Using a password on the command line interface can be insecure.\n$ mysqldump -uroot --password=${
        add(pwd())
      } shop > shop.sql`,
  ),
  S(
    "output",
    "oauth token response",
    (k) =>
      `< HTTP/2 200\n{"access_token":"${k(64, BASE64URL)}","scope":"repo","token_type":"bearer"}`,
  ),
  S("output", "hex-looking api secret in yaml output", (k) => `api_secret: ${k(64, HEX)}`),
  S(
    "output",
    "recovery codes in output",
    (_k, add) =>
      `recovery codes:\n${
        add(g(5, "abcdefghjkmnpqrstuvwxyz23456789") + "-" + g(5, "abcdefghjkmnpqrstuvwxyz23456789"))
      }\n`,
  ),
];
