/**
 * Corpus fourteen, encoded: the secret never appears as typed — base64 of `user:password` or of a
 * whole file, percent-encoded (once and twice), hex, `\u` and `\x` escapes, HTML hex entities,
 * quoted-printable, MIME encoded-words, gzip+base64 as Helm and cloud-init store it, a JWT whose
 * payload holds a secret claim, a data: URI. The piece is the encoded form as the text shows it.
 */
import {
  b64,
  b64u,
  BASE64,
  BASE64URL,
  checksummed,
  d,
  gzB64,
  type HeldOutSecret,
  HEX,
  hexOf,
  pct,
  pem,
  pw,
  qp,
  S,
  uEsc,
  UPPER_DIGITS,
} from "./_heldout_fourteen_make.ts";

/** A JWT (HS256) carrying `claims` whose payload part and signature are both pieces. */
function secretClaimJwt(claims: Record<string, unknown>, add: (p: string) => string): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${add(b64u(JSON.stringify(claims)))}.${add(d(43, BASE64URL))}`;
}

export function encodedForms(): HeldOutSecret[] {
  return [
    S(
      "encoded",
      "curl -v: Basic auth header of user:password",
      (_k, add) =>
        `> GET /api/v2/builds HTTP/1.1\n> Host: ci.example.com\n> Authorization: Basic ${
          add(b64(`builder:${pw()}`))
        }\n> User-Agent: curl/8.5.0`,
    ),
    S("encoded", "kubectl: a secret made from a whole .env file", (_k, add) => {
      const env = `DATABASE_URL=postgres://app:${d(20)}@db:5432/app\nSTRIPE_KEY=sk_live_${d(40)}\n`;
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-env\ntype: Opaque\ndata:\n  .env: ${
        add(b64(env))
      }`;
    }),
    S(
      "encoded",
      "docker config.json auth of user:token",
      (_k, add) =>
        `{\n  "auths": {\n    "registry.example.com": {\n      "auth": "${
          add(b64(`robot$ci:${d(32)}`))
        }"\n    }\n  }\n}`,
    ),
    S(
      "encoded",
      "actions/checkout: the persisted extraheader",
      (_k, add) =>
        `$ git config --get http.https://github.com/.extraheader\nAUTHORIZATION: basic ${
          add(b64(`x-access-token:ghs_${d(36)}`))
        }`,
    ),
    S(
      "encoded",
      "smtp: AUTH PLAIN in an openssl s_client session",
      (_k, add) =>
        `250-AUTH PLAIN LOGIN\nAUTH PLAIN ${
          add(b64(`\u0000alerts@example.com\u0000${pw()}`))
        }\n235 2.7.0 Authentication successful`,
    ),
    S(
      "encoded",
      "smtp: AUTH LOGIN with the password line alone",
      (_k, add) =>
        `AUTH LOGIN\n334 VXNlcm5hbWU6\n${b64("alerts@example.com")}\n334 UGFzc3dvcmQ6\n${
          add(b64(pw()))
        }\n235 Authentication succeeded`,
    ),
    S(
      "encoded",
      "k8s: a websocket bearer in Sec-WebSocket-Protocol",
      (_k, add) =>
        `Sec-WebSocket-Protocol: base64url.bearer.authorization.k8s.io.${
          add(b64u(`${d(6)}.${d(16)}`))
        }, v4.channel.k8s.io`,
    ),
    S(
      "encoded",
      "kubeconfig: client-key-data of a PEM key",
      (_k, add) =>
        `users:\n- name: admin\n  user:\n    client-certificate-data: ${
          b64(d(60))
        }\n    client-key-data: ${add(b64(pem("EC ", 3, (n, a) => d(n, a))))}`,
    ),
    S(
      "encoded",
      "postgres DSN with a percent-encoded password",
      (_k, add) => `DATABASE_URL=postgresql://app:${add(pct(pw() + "@/"))}@db.internal:5432/app`,
    ),
    S(
      "encoded",
      "form body: a password grant, percent-encoded",
      (_k, add) =>
        `POST /oauth/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username=svc%40example.com&password=${
          add(pct(pw() + "&="))
        }`,
    ),
    S(
      "encoded",
      "double percent-encoding in a redirect URL",
      (_k, add) =>
        `Location: /login?next=%2Fconnect%3Fdsn%3Dmysql%253A%252F%252Froot%253A${
          add(pct(pct(pw() + ":")))
        }%2540db`,
    ),
    S(
      "encoded",
      "hex of a secret in a Solidity deploy script",
      (_k, add) => `const signerSecret = "0x${add(hexOf(d(32)))}";`,
    ),
    S("encoded", "python bytes: a key as \\x escapes", (_k, add) => {
      const esc = [...d(24)].map((c) => "\\x" + c.charCodeAt(0).toString(16)).join("");
      return `SIGNING_KEY = b"${add(esc)}"`;
    }),
    S(
      "encoded",
      "json: \\u-escaped password from ensure_ascii",
      (_k, add) => `{"user": "etl", "password": "${add(uEsc(pw()))}"}`,
    ),
    S(
      "encoded",
      "js bundle: a token as \\u escapes in a minified line",
      (_k, add) =>
        `var e={url:"https://api.example.com",key:"${add(uEsc(d(24)))}"};export{e as c};`,
    ),
    S("encoded", "html: a password in hex character references", (_k, add) => {
      const ent = [...pw()].map((c) => "&#x" + c.charCodeAt(0).toString(16) + ";").join("");
      return `<input type="hidden" name="pw" value="${add(ent)}">`;
    }),
    S(
      "encoded",
      "json: a config double JSON-escaped inside a tool result",
      (k) =>
        `{"type":"tool_result","content":"{\\"stdout\\":\\"{\\\\\\"apiKey\\\\\\":\\\\\\"${
          k(40)
        }\\\\\\"}\\"}"}`,
    ),
    S(
      "encoded",
      "json: a URL with \\/ escapes and a password",
      (k) => `{"webhook":"https:\\/\\/hooks:${k(24)}@notify.example.com\\/in"}`,
    ),
    S(
      "encoded",
      "quoted-printable: a password containing '=' as =3D",
      (_k, add) =>
        `Content-Transfer-Encoding: quoted-printable\n\nTemporary password: ${
          add(qp(`${d(10)}=${d(8)}==`)[0]!)
        }\nPlease change it.`,
    ),
    S(
      "encoded",
      "mail: a MIME encoded-word subject holding a code",
      (_k, add) => `Subject: =?UTF-8?B?${add(b64(`Ihr Zugangscode: ${d(20)}`))}?=`,
    ),
    S("encoded", "helm: a release secret, base64 of gzip+base64", (_k, add) => {
      const rel = JSON.stringify({
        name: "shop",
        config: { postgresql: { auth: { password: d(24) } }, stripe: { secretKey: d(40) } },
      });
      return `$ kubectl get secret sh.helm.release.v1.shop.v7 -o jsonpath='{.data.release}'\n${
        add(b64(gzB64(rel)))
      }`;
    }),
    S("encoded", "helm: the release decoded once, still gzip+base64", (_k, add) => {
      const rel = JSON.stringify({ name: "api", config: { auth: { jwtSecret: d(48) } } });
      return `$ kubectl get secret sh.helm.release.v1.api.v2 -o jsonpath='{.data.release}' | base64 -d\n${
        add(gzB64(rel))
      }`;
    }),
    S("encoded", "cloud-init: a .env written with encoding gz+b64", (_k, add) => {
      const env = `REDIS_PASSWORD=${d(24)}\nSESSION_SECRET=${d(48)}\n`;
      return `write_files:\n  - path: /srv/app/.env\n    encoding: gz+b64\n    permissions: "0600"\n    content: ${
        add(gzB64(env))
      }`;
    }),
    S(
      "encoded",
      "jwt: a payload that carries a client secret claim",
      (_k, add) =>
        `Authorization: Bearer ${
          secretClaimJwt({ sub: "svc", client_secret: d(32), iat: 1762400000 }, add)
        }`,
    ),
    S(
      "encoded",
      "jwt: a payload with the database password (a bad gateway design)",
      (_k, add) =>
        `token=${secretClaimJwt({ tenant: "acme", db: { user: "acme", password: pw() } }, add)}`,
    ),
    S(
      "encoded",
      "data: URI of a JSON config",
      (_k, add) =>
        `fetch("data:application/json;base64,${
          add(b64(JSON.stringify({ apiKey: d(32), region: "eu" })))
        }")`,
    ),
    S(
      "encoded",
      "data: URI of a whole .env in a test fixture",
      (_k, add) =>
        `const envFile = "data:text/plain;base64,${
          add(b64(`API_TOKEN=${d(40)}\nDEBUG=false\n`))
        }";`,
    ),
    S(
      "encoded",
      ".npmrc: _auth of user:password",
      (_k, add) =>
        `registry=https://npm.example.com/\n_auth=${add(b64(`deploy:${pw()}`))}\nalways-auth=true`,
    ),
    S(
      "encoded",
      "shell: a value piped through base64 -d",
      (_k, add) => `export GH_TOKEN=$(echo ${add(b64(checksummed("ghp_", (p) => p)))} | base64 -d)`,
    ),
    S(
      "encoded",
      "openssl: enc -base64 output of a key file",
      (_k, add) => `$ openssl enc -base64 -A -in master.key\n${add(b64(d(32, HEX)))}`,
    ),
    S(
      "encoded",
      "har: a Proxy-Authorization header in a HAR entry",
      (_k, add) =>
        `{"name": "Proxy-Authorization", "value": "Basic ${add(b64(`corp\\\\jsmith:${pw()}`))}"}`,
    ),
    S(
      "encoded",
      "terraform state: base64encode of a password",
      (_k, add) =>
        `"attributes": {\n  "name": "db-bootstrap",\n  "user_data_base64": "${
          add(b64(`#!/bin/sh\nexport PGPASSWORD='${pw()}'\n`))
        }"\n}`,
    ),
    S(
      "encoded",
      "jenkins: a base64 credential in a credentials.xml",
      (_k, add) => `<secret>${add(b64(d(40)))}</secret>`,
    ),
    S(
      "encoded",
      "query: a state parameter of percent-encoded JSON holding a token",
      (k) =>
        `GET /callback?state=%7B%22return%22%3A%22%2F%22%2C%22token%22%3A%22${
          k(36)
        }%22%7D HTTP/1.1`,
    ),
    S(
      "encoded",
      "base64 of an AWS credentials file in a CI variable",
      (_k, add) =>
        `AWS_CREDENTIALS_FILE_B64: ${
          add(
            b64(
              `[default]\naws_access_key_id = AKIA${d(16, UPPER_DIGITS)}\naws_secret_access_key = ${
                d(40, BASE64)
              }\n`,
            ),
          )
        }`,
    ),
  ];
}
