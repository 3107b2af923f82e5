/**
 * Corpus twelve: more tool output — cloud CLIs printing short-lived credentials and account keys,
 * secret stores and platform CLIs listing values, decrypted files shown by sops and
 * ansible-vault, and inspection tools that catch a secret in passing (process lists, /proc,
 * strace, tcpdump, a followed TCP stream, `docker history`, instance user data, `openssl
 * s_client`). Shapes: output, encoded.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  checked30,
  DIGITS,
  epoch,
  g,
  type HeldOutSecret,
  HEX,
  HEX_UP,
  jwt,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function cloudOutput(): HeldOutSecret[] {
  return [
    S(
      "output",
      "aws configure export-credentials as env",
      (k) =>
        `$ aws configure export-credentials --profile sso-dev --format env
export AWS_ACCESS_KEY_ID=ASIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
export AWS_SECRET_ACCESS_KEY=${k(40, BASE64)}
export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE${k(280, BASE64)}
export AWS_CREDENTIAL_EXPIRATION=2026-03-02T18:00:00+00:00`,
    ),
    S(
      "output",
      "aws ecr get-login-password output",
      (k) =>
        `$ aws ecr get-login-password --region eu-central-1
eyJwYXlsb2FkIjoi${k(400, BASE64)}`,
    ),
    S(
      "output",
      "aws codeartifact authorization token",
      (k) =>
        `$ aws codeartifact get-authorization-token --domain shop --query authorizationToken --output text
${
          jwt({ ver: 1, isi: false, cid: g(20, UPPER_DIGITS), x: g(12, DIGITS) }, "ES256", k)
        }`,
    ),
    S("output", "az account get-access-token json", (k) =>
      `{
  "accessToken": "${
        jwt(
          {
            aud: "https://management.azure.com/",
            iss: `https://sts.windows.net/${uuid()}/`,
            exp: epoch(),
          },
          "RS256",
          k,
        )
      }",
  "expiresOn": "2026-03-02 18:00:00.000000",
  "subscription": "${uuid()}",
  "tokenType": "Bearer"
}`),
    S(
      "output",
      "az storage account keys list table",
      (k) =>
        `$ az storage account keys list -g rg-shop -n stshopprod -o table
CreationTime                      KeyName    Permissions    Value
--------------------------------  ---------  -------------  ----------------------------------------------------------------------------------------
2026-01-04T09:12:44.118202+00:00  key1       FULL           ${k(86, BASE64)}==
2026-01-04T09:12:44.118202+00:00  key2       FULL           ${k(86, BASE64)}==`,
    ),
    S("output", "az acr credential show", (k) =>
      `{
  "passwords": [
    { "name": "password", "value": "${k(52, ALNUM + "+/")}" },
    { "name": "password2", "value": "${k(52, ALNUM + "+/")}" }
  ],
  "username": "shopregistry"
}`),
    S(
      "output",
      "gcloud config helper access token",
      (k) =>
        `$ gcloud config config-helper --format=json | jq .credential
{
  "access_token": "ya29.${k(160, BASE64URL)}",
  "id_token": "${
          jwt(
            {
              iss: "https://accounts.google.com",
              aud: "32555940559.apps.googleusercontent.com",
              sub: g(21, DIGITS),
            },
            "RS256",
            k,
          )
        }",
  "token_expiry": "2026-03-02T11:00:00Z"
}`,
    ),
    S(
      "output",
      "kubectl create token output",
      (k) =>
        `$ kubectl create token ci-deployer -n ci --duration=1h
${
          jwt(
            {
              aud: ["https://kubernetes.default.svc"],
              iss: "https://kubernetes.default.svc",
              sub: "system:serviceaccount:ci:ci-deployer",
              exp: epoch(),
            },
            "RS256",
            k,
          )
        }`,
    ),
    S(
      "output",
      "microk8s add-node join command",
      (k) =>
        `From the node you wish to join to this cluster, run the following:
microk8s join 10.0.0.11:25000/${k(32, HEX)}/${g(12, HEX)}`,
    ),
    S(
      "output",
      "vault dynamic database credentials",
      (_k, add) =>
        `$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/${g(24)}
lease_duration     1h
lease_renewable    true
password           ${add(g(20, ALNUM + "-"))}
username           v-token-readonly-${g(20, LOWER_DIGITS)}`,
    ),
    S(
      "output",
      "vault approle secret id",
      (_k, add) =>
        `$ vault write -f auth/approle/role/ci/secret-id
Key                   Value
---                   -----
secret_id             ${add(uuid())}
secret_id_accessor    ${uuid()}
secret_id_ttl         24h`,
    ),
    S(
      "output",
      "heroku auth token output",
      (k) => `$ heroku auth:token\nHRKU-AA${k(58, BASE64URL)}`,
    ),
    S("output", "gh auth token output", (_k, add) => `$ gh auth token\ngho_${add(checked30())}`),
    S(
      "output",
      "railway variables table",
      (_k, add) =>
        `╔══════════════════ Variables for shop-api ══════════════════╗
║ DATABASE_URL │ postgresql://postgres:${add(g(32))}@postgres.railway.internal:5432/railway ║
║ JWT_SECRET   │ ${add(g(48, HEX))} ║
╚═════════════════════════════════════════════════════════════╝`,
    ),
    S("output", "netlify env list plain", (k) =>
      `$ netlify env:list --plain --context production
NEXT_PUBLIC_SITE_URL=https://shop.example.org
STRIPE_SECRET_KEY=sk_live_${k(99)}`),
    S(
      "output",
      "doppler secrets table",
      (_k, add) =>
        `┌──────────────┬──────────────────────────────────────────┐
│ NAME         │ VALUE                                    │
├──────────────┼──────────────────────────────────────────┤
│ DB_PASSWORD  │ ${add(pwd(20))}                     │
│ REDIS_URL    │ redis://:${add(g(24))}@redis:6379 │
└──────────────┴──────────────────────────────────────────┘`,
    ),
    S("output", "sops decrypt output", (_k, add) =>
      `$ sops -d secrets/prod.yaml
db:
    password: ${add(pwd(20))}
smtp:
    password: ${add(pwd(16))}`),
    S(
      "output",
      "ansible vault view output",
      (_k, add) =>
        `$ ansible-vault view group_vars/prod/vault.yml
Vault password:
vault_mysql_root_password: ${add(pwd(20))}
vault_api_token: ${add(g(40, HEX))}`,
    ),
    S(
      "output",
      "kubectl view-secret plugin",
      (_k, add) =>
        `$ kubectl view-secret -n shop api-secrets --all
DATABASE_PASSWORD='${add(pwd(18).replace(/'/g, "k"))}'
SESSION_KEY='${add(g(64, HEX))}'`,
    ),
    S("output", "ps aux showing a password argument", (_k, add) =>
      `$ ps aux | grep [m]ysql
backup    4711  0.3  0.1  24512  8120 ?  S  03:00  0:01 mysqldump -u backup --password=${
        add(pwd(16).replace(/ /g, "p"))
      } --all-databases`),
    S(
      "output",
      "proc cmdline with nul separators shown by tr",
      (_k, add) =>
        `$ tr '\\0' ' ' < /proc/2231/cmdline
/usr/bin/java -jar agent.jar -url https://ci.corp.example -secret ${
          add(g(64, HEX))
        } -name build-07`,
    ),
    S(
      "output",
      "strace write of a password",
      (_k, add) =>
        `write(5, "AUTH ${add(g(24))}\\r\\n", 31) = 31
read(5, "+OK\\r\\n", 4096)                 = 5`,
    ),
    S(
      "output",
      "tcpdump ascii with an authorization header",
      (_k, add) =>
        `10:14:07.118202 IP 10.0.3.7.51544 > 10.0.3.9.8080: Flags [P.], seq 1:212, ack 1, win 502, length 211: HTTP: GET /api/v1/orders HTTP/1.1
E.....@.@...
GET /api/v1/orders HTTP/1.1
Host: orders.internal:8080
Authorization: Basic ${add(btoa("svc-report:" + g(16)))}
User-Agent: curl/8.5.0`,
    ),
    S(
      "output",
      "followed tcp stream of an smtp login",
      (_k, add) =>
        `220 mail.example.org ESMTP Postfix
EHLO build-07
250-AUTH PLAIN LOGIN
AUTH PLAIN ${add(btoa("\u0000alerts@example.org\u0000" + g(16)))}
235 2.7.0 Authentication successful`,
    ),
    S(
      "output",
      "docker history shows a build arg",
      (_k, add) =>
        `$ docker history --no-trunc shop/api:4.2 | head -3
IMAGE          CREATED        CREATED BY                                                        SIZE
<missing>      2 hours ago    RUN |1 NPM_TOKEN=npm_${
          add(checked30())
        } /bin/sh -c npm ci --omit=dev       48.1MB`,
    ),
    S(
      "encoded",
      "ec2 user data base64 with a secret",
      (_k, add) =>
        `$ aws ec2 describe-instance-attribute --instance-id i-${
          g(17, HEX)
        } --attribute userData --query UserData.Value --output text
${add(b64(`#!/bin/bash\nexport DB_PASSWORD='${g(18)}'\n/opt/app/start.sh\n`))}`,
    ),
    S("output", "openssl s_client session master key", (k) =>
      `SSL-Session:
    Protocol  : TLSv1.2
    Cipher    : ECDHE-RSA-AES256-GCM-SHA384
    Session-ID: ${g(64, HEX_UP)}
    Master-Key: ${k(96, HEX_UP)}`),
    S("output", "auth.js secret command output", (k) =>
      `$ npx auth secret
📝 Created /app/.env.local with \`AUTH_SECRET\`.
AUTH_SECRET="${k(43, BASE64)}="`),
    S(
      "output",
      "node crypto one liner output",
      (k) =>
        `$ node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"
${
          k(64, HEX)
        }`,
    ),
    S("output", "pwgen output used as a password", (k) =>
      `$ pwgen -s 24 1
${k(24)}
# using this one for the new postgres role`),
    S(
      "output",
      "systemctl show environment",
      (_k, add) =>
        `$ systemctl show shop-worker -p Environment
Environment=NODE_ENV=production QUEUE_URL=amqp://worker:${add(g(20))}@mq:5672 LOG_LEVEL=info`,
    ),
    S(
      "output",
      "journalctl line with a leaked token",
      (k) =>
        `Mar 02 10:14:07 web01 shop-api[4711]: DEBUG outgoing request headers={'Authorization': 'Bearer ${
          k(40, BASE64URL)
        }', 'Accept': 'application/json'}`,
    ),
    S("output", "kubectl describe pod shows plain env", (_k, add) =>
      `    Environment:
      SPRING_PROFILES_ACTIVE:  prod
      DB_PASSWORD:             ${add(pwd(18))}
      REDIS_HOST:              redis-master
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-${
        g(5, LOWER_DIGITS)
      } (ro)`),
  ];
}
