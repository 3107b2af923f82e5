/**
 * Held-out corpus six, secrets in the forms a transcript gives them: command lines, key blocks
 * (PEM, OpenSSH, PGP, PuTTY; quoted, JSON-escaped, indented), what tools print, tokens wrapped
 * or split over lines, and encoded values.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  armour,
  b64,
  BASE64,
  BASE64URL,
  g,
  HEX,
  jwt,
  keyBody,
  m,
  pass,
  s,
} from "./_heldout_six_make.ts";

const PRIV = "PRIVATE" + " KEY";

function commands(): HeldOutSecret[] {
  return [
    s(
      "command",
      "curl -u user:pass",
      (p) => `curl -s -u admin:${p} https://jenkins.acme.io/api/json`,
      pass(),
    ),
    s(
      "command",
      "curl bearer jwt",
      (p) => `curl -H "Authorization: Bearer ${p}" https://api.acme.io/v1/users/me`,
      jwt({ sub: "42", scope: "admin", exp: 1790000000 }),
    ),
    s(
      "command",
      "httpie auth",
      (p) => `http -a ops:${p} POST https://registry.acme.io/v2/token`,
      pass(),
    ),
    s(
      "command",
      "wget password flag",
      (p) => `wget --user=dl --password='${p}' https://files.acme.io/dump.sql.gz`,
      pass(),
    ),
    s(
      "command",
      "mysql -p glued",
      (p) => `mysql -h 10.0.0.5 -u root -p${p} shop < dump.sql`,
      pass(),
    ),
    s(
      "command",
      "PGPASSWORD prefix",
      (p) => `PGPASSWORD=${p} psql -h db -U postgres -c '\\dt'`,
      pass(),
    ),
    s(
      "command",
      "redis-cli -a",
      (p) => `redis-cli -h cache.internal -a '${p}' --no-auth-warning INFO`,
      g(32, ALNUM),
    ),
    s(
      "command",
      "mongosh password",
      (p) =>
        `mongosh "mongodb://db:27017" --username admin --password '${p}' --authenticationDatabase admin`,
      pass(),
    ),
    s(
      "command",
      "docker login password-stdin echo",
      (p) => `echo "${p}" | docker login registry.acme.io -u ci --password-stdin`,
      g(40, ALNUM),
    ),
    s(
      "command",
      "helm set secret",
      (p) => `helm upgrade --install api ./chart --set db.password=${p} --set image.tag=2.4.1`,
      pass(),
    ),
    s(
      "command",
      "kubectl create secret literal",
      (p) => `kubectl create secret generic api-keys --from-literal=STRIPE_SECRET=${p} -n prod`,
      g(40, ALNUM),
    ),
    s(
      "command",
      "npm config set token",
      (p) => `npm config set //npm.pkg.github.com/:_authToken ${p}`,
      "gh" + "p_" + g(36, ALNUM),
    ),
    s(
      "command",
      "aws configure set",
      (p) => `aws configure set aws_secret_access_key ${p} --profile ci`,
      g(40, BASE64),
    ),
    s(
      "command",
      "openssl pass",
      (p) =>
        `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
      pass(),
    ),
    s(
      "command",
      "sshpass",
      (p) => `sshpass -p '${p}' ssh deploy@10.0.4.2 'systemctl restart api'`,
      pass(),
    ),
    s(
      "command",
      "gh secret set",
      (p) => `gh secret set SLACK_TOKEN --body "${p}" --repo acme/api`,
      "xo" + "xp-" + g(12, "0123456789") + "-" + g(12, "0123456789") + "-" + g(13, "0123456789") +
        "-" + g(32, HEX),
    ),
    s(
      "command",
      "git config extraheader",
      (p) =>
        `git -c http.extraheader="AUTHORIZATION: basic ${p}" clone https://dev.azure.com/acme/_git/api`,
      b64(`:${g(52, "abcdefghijklmnopqrstuvwxyz234567")}`),
    ),
  ];
}

function blocks(): HeldOutSecret[] {
  const rsa = keyBody(24);
  const ec = keyBody(2);
  const ossh = keyBody(6, "\n", 70);
  const pkcs8 = keyBody(25);
  const yamlKey = keyBody(12);
  const pgp = keyBody(20);
  const putty = keyBody(14);
  const crlf = keyBody(10, "\r\n");
  return [
    m(
      "block",
      "rsa key in cat",
      `$ cat deploy.pem\n${armour("BEGIN", "RSA " + PRIV)}\n${rsa}\n${
        armour("END", "RSA " + PRIV)
      }`,
      [rsa],
    ),
    m(
      "block",
      "ec key",
      `${armour("BEGIN", "EC " + PRIV)}\n${ec}\n${armour("END", "EC " + PRIV)}\n`,
      [ec],
    ),
    m(
      "block",
      "openssh key",
      `~/.ssh/id_ed25519:\n${armour("BEGIN", "OPENSSH " + PRIV)}\n${ossh}\n${
        armour("END", "OPENSSH " + PRIV)
      }`,
      [ossh],
    ),
    m(
      "block",
      "gcp service account json",
      JSON.stringify(
        {
          type: "service_account",
          project_id: "acme-prod",
          private_key_id: g(40, HEX),
          private_key: `${armour("BEGIN", PRIV)}\n${pkcs8}\n${armour("END", PRIV)}\n`,
          client_email: "ci@acme-prod.iam.gserviceaccount.com",
        },
        null,
        2,
      ),
      [pkcs8],
    ),
    m(
      "block",
      "key in yaml block scalar",
      `tls:\n  key: |\n    ${armour("BEGIN", "RSA " + PRIV)}\n    ${
        yamlKey.split("\n").join("\n    ")
      }\n    ${armour("END", "RSA " + PRIV)}`,
      yamlKey.split("\n"),
    ),
    m(
      "block",
      "pgp private key block",
      `${armour("BEGIN", "PGP " + PRIV + " BLOCK")}\n\n${pgp}\n=${g(4, BASE64)}\n${
        armour("END", "PGP " + PRIV + " BLOCK")
      }`,
      [pgp],
    ),
    m(
      "block",
      "putty ppk",
      `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 6\n${
        g(64, BASE64)
      }\nPrivate-Lines: 15\n${putty}\nPrivate-MAC: ${g(64, HEX)}`,
      [putty],
    ),
    m(
      "block",
      "key with crlf",
      `${armour("BEGIN", "RSA " + PRIV)}\r\n${crlf}\r\n${armour("END", "RSA " + PRIV)}\r\n`,
      [crlf],
    ),
    s(
      "block",
      "key in env one line escaped",
      (p) => `PRIVATE_KEY="${armour("BEGIN", PRIV)}\\n${p}\\n${armour("END", PRIV)}\\n"`,
      g(64, BASE64) + "\\n" + g(64, BASE64) + "\\n" + g(40, BASE64),
    ),
    s(
      "block",
      "client-key-data base64 pem",
      (p) =>
        `    client-certificate-data: ${
          b64("-----BEGIN CERTIFICATE-----\nMIIC" + g(40, BASE64))
        }\n    client-key-data: ${p}`,
      b64(`${armour("BEGIN", "RSA " + PRIV)}\n${keyBody(4)}\n${armour("END", "RSA " + PRIV)}\n`),
    ),
  ];
}

function output(): HeldOutSecret[] {
  const [acc, ref] = [jwt({ sub: "svc", aud: "api" }), g(64, BASE64URL)];
  return [
    s(
      "output",
      "oauth token response",
      (p) => `{"access_token":"${p}","token_type":"Bearer","expires_in":3599,"scope":"read write"}`,
      g(48, BASE64URL),
    ),
    m(
      "output",
      "oauth refresh token response",
      `HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\n  "access_token": "${acc}",\n  "refresh_token": "${ref}",\n  "expires_in": 900\n}`,
      [acc, ref],
    ),
    s(
      "output",
      "set-cookie session",
      (p) =>
        `< HTTP/2 302\n< location: /dashboard\n< set-cookie: __Secure-next-auth.session-token=${p}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      jwt({ name: "dev", email: "dev@acme.io" }, "HS256"),
    ),
    s(
      "output",
      "cookie header request",
      (p) =>
        `> GET /admin HTTP/1.1\n> Host: app.acme.io\n> Cookie: sessionid=${p}; csrftoken=${
          g(32, ALNUM)
        }`,
      g(32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    ),
    s(
      "output",
      "heroku config output",
      (p) =>
        `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL:  postgres://u${
          g(13, "abcdefghij")
        }:${p}@ec2-34-1-2-3.compute-1.amazonaws.com:5432/d${
          g(13, "abcdefghij")
        }\nPAPERTRAIL_API_TOKEN: ${g(20, ALNUM)}`,
      g(64, HEX),
    ),
    s(
      "output",
      "python traceback locals",
      (p) =>
        `Traceback (most recent call last):\n  File "sync.py", line 41, in <module>\n    client = Api(api_key='${p}', timeout=5)\nTypeError: Api.__init__() got an unexpected keyword argument 'timeout'`,
      g(40, ALNUM),
    ),
    s(
      "output",
      "log line with password",
      (p) =>
        `2026-11-27 10:01:13,442 ERROR sqlalchemy: could not connect to postgresql://reporting:${p}@warehouse:5432/dw (timeout)`,
      pass(),
    ),
    s(
      "output",
      "printenv output",
      (p) => `$ printenv | grep -i key\nGPG_KEY_ID=24875D73\nOPENAI_API_KEY=${p}`,
      "sk-" + g(48, ALNUM),
    ),
    s(
      "output",
      "terraform output sensitive",
      (p) => `$ terraform output -raw db_admin_password\n${p}`,
      pass(20),
    ),
    s(
      "output",
      "vault kv get table",
      (p) =>
        `====== Data ======\nKey         Value\n---         -----\napi_key     ${p}\nowner       payments`,
      g(40, ALNUM),
    ),
  ];
}

function wrapped(): HeldOutSecret[] {
  const key = "sk-" + "proj-" + g(156, BASE64URL);
  const [k1, k2] = [key.slice(0, 65), key.slice(65)];
  const jwtTok = jwt({ sub: "ci", role: "deployer" });
  const [j1, j2] = [jwtTok.slice(0, 120), jwtTok.slice(120)];
  const stripe = "sk" + "_live_" + "51" + g(97, ALNUM);
  const [s1, s2] = [stripe.slice(0, 60), stripe.slice(60)];
  const ant = "sk-" + "ant-api03-" + g(93, BASE64URL) + "AA";
  const [a1, a2] = [ant.slice(0, 50), ant.slice(50)];
  const b = g(88, BASE64);
  return [
    m("wrapped", "openai key wrapped at 80 in terminal", `OPENAI_API_KEY=${k1}\n${k2}`, [k1, k2]),
    m("wrapped", "jwt wrapped in tool output", `Token:\n${j1}\n${j2}\n`, [j1, j2]),
    m("wrapped", "python implicit concatenation", `STRIPE_KEY = (\n    "${s1}"\n    "${s2}"\n)`, [
      s1,
      s2,
    ]),
    m("wrapped", "js string concatenation", `const key =\n  "${a1}" +\n  "${a2}";`, [a1, a2]),
    m(
      "wrapped",
      "shell continuation",
      `aws configure set aws_secret_access_key \\\n  ${b.slice(0, 40)}`,
      [b.slice(0, 40)],
    ),
  ];
}

function encoded(): HeldOutSecret[] {
  const inner = JSON.stringify({ env: { GITHUB_TOKEN: "gh" + "p_" + g(36, ALNUM) } });
  const tok = JSON.parse(inner).env.GITHUB_TOKEN as string;
  const basic = pass();
  return [
    s(
      "encoded",
      "json in json mcp config",
      (p) =>
        JSON.stringify({
          mcpServers: {
            github: {
              command: "npx",
              args: ["-y", "@modelcontextprotocol/server-github"],
              env: { GITHUB_PERSONAL_ACCESS_TOKEN: p },
            },
          },
        }),
      "gh" + "p_" + g(36, ALNUM),
    ),
    s("encoded", "escaped json string in log", () => `tool_result: ${JSON.stringify(inner)}`, tok),
    m(
      "encoded",
      "base64 decode pipeline",
      `$ echo ${b64(`admin:${basic}`)} | base64 -d\nadmin:${basic}`,
      [b64(`admin:${basic}`), basic],
    ),
    s(
      "encoded",
      "url-encoded form body",
      (p) =>
        `POST /oauth/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=web&client_secret=${p}`,
      encodeURIComponent(g(20, ALNUM) + "+/=" + g(20, ALNUM)),
    ),
  ];
}

export const SIX_FORM_SECRETS: HeldOutSecret[] = [
  ...commands(),
  ...blocks(),
  ...output(),
  ...wrapped(),
  ...encoded(),
];
