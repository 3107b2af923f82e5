/**
 * Corpus ten, output: what tools print — logs with headers, stack traces and error messages that
 * carry a connection string, `env`/`printenv`/`docker inspect`/`ps` output, CLI tables, HTTP
 * traces, test failures — and key material as files show it (private keys of every armour,
 * PuTTY and age keys, wallet keys).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  DIGITS,
  HEX,
  jwt,
  LOWER_NUM,
  type Ten,
} from "./_heldout_ten_make.ts";

export function tenOutput(t: Ten): HeldOutSecret[] {
  const { S, g, pwd } = t;
  return [
    S("output", "printenv with many vars", (k) =>
      `$ printenv | sort
HOME=/home/dev
HOSTNAME=4f1c2a9be0d1
LANG=C.UTF-8
OPENAI_API_KEY=sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}
PATH=/usr/local/bin:/usr/bin:/bin
STRIPE_KEY=rk_live_${k(99, ALNUM)}
TERM=xterm-256color`),
    S(
      "output",
      "docker inspect env array",
      (k, add) =>
        `$ docker inspect api --format '{{json .Config.Env}}' | jq .
[
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "DATABASE_PASSWORD=${add(pwd())}",
  "JWT_SECRET=${k(64, HEX)}",
  "NODE_VERSION=22.11.0"
]`,
    ),
    S("output", "ps aux with password flag", (_k, add) =>
      `$ ps aux | grep backup
root     21877  0.3  0.1  18432  9120 ?  S  18:02  0:00 pg_dump --dbname=postgresql://backup:${
        add(g(20, ALNUM))
      }@10.0.0.9/prod -Fc -f /backup/prod.dump
dev      21902  0.0  0.0   6432   720 pts/0 S+ 18:03  0:00 grep backup`),
    S("output", "heroku config output aligned", (k, add) =>
      `$ heroku config -a acme-api
=== acme-api Config Vars
DATABASE_URL:        postgres://u${g(12, LOWER_NUM)}:p${
        add(g(64, HEX))
      }@c-1.aws.eu.example.com:5432/d${g(12, LOWER_NUM)}
REDIS_URL:           rediss://:p${add(g(64, HEX))}@ec2-3-1-1-1.compute-1.amazonaws.com:12180
SECRET_KEY_BASE:     ${k(128, HEX)}`),
    S(
      "encoded",
      "kubectl get secret yaml",
      (_k, add) =>
        `$ kubectl get secret registry-creds -o yaml
apiVersion: v1
data:
  .dockerconfigjson: ${add(g(180, B64))}==
kind: Secret
metadata:
  creationTimestamp: "2026-11-20T09:12:44Z"
  name: registry-creds
  namespace: default
type: kubernetes.io/dockerconfigjson`,
    ),
    S(
      "output",
      "kubectl describe service account token",
      (_k, add) =>
        `$ kubectl describe secret ci-token -n ci
Name:         ci-token
Namespace:    ci
Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1107 bytes
namespace:  2 bytes
token:      ${
          jwt(t, add, {
            iss: "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": "ci",
            "kubernetes.io/serviceaccount/secret.name": "ci-token",
            sub: "system:serviceaccount:ci:deployer",
          }, "RS256")
        }`,
    ),
    S(
      "output",
      "kubectl jsonpath decoded password",
      (_k, add) =>
        `$ kubectl get secret argocd-initial-admin-secret -n argocd -o jsonpath="{.data.password}" | base64 -d
${add(g(16, B64URL))}`,
    ),
    S("output", "python traceback with dsn", (_k, add) =>
      `Traceback (most recent call last):
  File "/app/worker.py", line 14, in <module>
    conn = psycopg.connect("host=db.internal dbname=jobs user=worker password=${add(pwd())}")
psycopg.OperationalError: connection failed: FATAL:  password authentication failed for user "worker"`),
    S("output", "node unhandled error with url", (_k, add) =>
      `node:internal/process/promises:391
    triggerUncaughtException(err, true /* fromPromise */);
    ^

MongoServerError: bad auth : authentication failed
    at Connection.onMessage (/srv/app/node_modules/mongodb/lib/cmap/connection.js:231:26) {
  connectionGeneration: 0,
  uri: 'mongodb+srv://svc:${add(g(18, ALNUM))}@prod.${g(5, LOWER_NUM)}.mongodb.net/shop'
}`),
    S(
      "output",
      "java exception with jdbc password",
      (_k, add) =>
        `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
Caused by: config dump: {url=jdbc:postgresql://ledger-db:5432/ledger, user=ledger, password=${
          add(pwd())
        }, pool=10}`,
    ),
    S(
      "output",
      "go panic with token in struct",
      (k) =>
        `panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6d2b8e]

goroutine 1 [running]:
main.(*Client).Do(0xc0000a8000, {Token:"${k(40, B64URL)}" BaseURL:"https://api.example.io"})
	/src/client.go:88 +0x2e`,
    ),
    S("output", "curl verbose request headers", (k) => {
      const tok = k(40, ALNUM);
      return `$ curl -v https://api.example-crm.com/v3/contacts -H "Authorization: Bearer ${tok}"
*   Trying 104.18.2.1:443...
* Connected to api.example-crm.com (104.18.2.1) port 443
> GET /v3/contacts HTTP/2
> Host: api.example-crm.com
> user-agent: curl/8.5.0
> authorization: Bearer ${tok}
< HTTP/2 401`;
    }),
    S("output", "http response set-cookie session", (k) =>
      `< HTTP/1.1 302 Found
< Location: /dashboard
< Set-Cookie: __Host-session=${k(64, B64URL)}; Path=/; Secure; HttpOnly; SameSite=Lax
< Set-Cookie: theme=dark; Path=/`),
    S(
      "output",
      "request cookie in devtools copy",
      (k) =>
        `fetch("https://app.example-shop.com/api/cart", {
  "headers": {
    "accept": "application/json",
    "cookie": "_ga=GA1.1.${g(10, DIGITS)}.${g(10, DIGITS)}; sessionid=${
          k(32, LOWER_NUM)
        }; csrftoken=${g(32, ALNUM)}"
  },
  "method": "GET"
});`,
    ),
    S(
      "output",
      "nginx access log with token query",
      (k) =>
        `10.0.0.7 - - [27/Nov/2026:18:11:02 +0000] "GET /api/export?format=csv&access_token=${
          k(40, B64URL)
        } HTTP/1.1" 200 88123 "-" "python-requests/2.32.3"`,
    ),
    S(
      "output",
      "structured json log with headers",
      (k) =>
        `{"level":"debug","ts":"2026-11-27T18:14:09.331Z","msg":"outgoing request","method":"POST","url":"https://api.example-pay.com/v1/charges","headers":{"Authorization":["Bearer ${
          k(48, ALNUM)
        }"],"Idempotency-Key":["${t.guid()}"]}}`,
    ),
    S(
      "output",
      "python logging of settings dict",
      (k, add) =>
        `DEBUG:app.config:loaded settings {'debug': False, 'db_password': '${
          add(pwd())
        }', 'api_key': '${k(32, HEX)}', 'region': 'eu'}`,
    ),
    S("output", "pytest assertion diff with key", (k) => {
      const key = k(24, ALNUM);
      return `E       AssertionError: assert {'key': 'sk_live_${key}'} == {'key': None}
E         Differing items:
E         {'key': 'sk_live_${key}'} != {'key': None}`;
    }),
    S("output", "jest snapshot with token", (k) =>
      `exports[\`client builds headers 1\`] = \`
{
  "Authorization": "token ${k(40, HEX)}",
  "User-Agent": "acme-sync/1.4",
}
\`;`),
    S("output", "terraform output json sensitive shown", (_k, add) =>
      `$ terraform output -json
{
  "db_password": { "sensitive": true, "type": "string", "value": "${add(pwd())}" },
  "api_endpoint": { "sensitive": false, "type": "string", "value": "https://api.acme.io" }
}`),
    S("output", "npm config list", (k) =>
      `$ npm config list
; "user" config from /home/dev/.npmrc

//registry.npmjs.org/:_authToken = "npm_${k(36, ALNUM)}"
fund = false

; node bin location = /usr/local/bin/node`),
    S("output", "gh auth status with show-token", (k) =>
      `$ gh auth status --show-token
github.com
  ✓ Logged in to github.com account octo (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_${k(36, ALNUM)}
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`),
    S("output", "git clone error with token echoed", (k) =>
      `Cloning into 'deploy-tools'...
remote: Invalid username or password.
fatal: Authentication failed for 'https://x-access-token:ghs_${
        k(36, ALNUM)
      }@github.com/acme/deploy-tools.git/'`),
    S(
      "output",
      "github actions log where mask failed",
      (k) =>
        `2026-11-27T18:20:01.4478221Z ##[group]Run ./scripts/publish.sh
2026-11-27T18:20:01.4479010Z env:
2026-11-27T18:20:01.4479553Z   CARGO_REGISTRY_TOKEN: cio${k(32, ALNUM)}
2026-11-27T18:20:01.4480102Z ##[endgroup]`,
    ),
    S("output", "openssl rand then export", (k) =>
      `$ openssl rand -base64 32
${k(43, B64)}=
$ # put that in NEXTAUTH_SECRET`),
    S(
      "output",
      "kubeadm token create print join",
      (k) =>
        `$ kubeadm token create --print-join-command
kubeadm join 192.168.1.10:6443 --token ${g(6, LOWER_NUM)}.${
          k(16, LOWER_NUM)
        } --discovery-token-ca-cert-hash sha256:${g(64, HEX)}`,
    ),
    S("output", "k3s node token cat", (k) =>
      `$ sudo cat /var/lib/rancher/k3s/server/node-token
K10${g(64, HEX)}::server:${k(32, HEX)}`),
    S("output", "docker swarm join token", (k) =>
      `$ docker swarm join-token worker
To add a worker to this swarm, run the following command:

    docker swarm join --token SWMTKN-1-${g(50, LOWER_NUM)}-${k(25, LOWER_NUM)} 10.0.0.2:2377`),
    S("output", "jupyter server list", (k) =>
      `$ jupyter server list
Currently running servers:
http://127.0.0.1:8888/?token=${k(48, HEX)} :: /home/dev/notebooks`),
    S(
      "output",
      "jupyter lab startup banner",
      (k) =>
        `    To access the server, open this file in a browser:
        file:///home/dev/.local/share/jupyter/runtime/jpserver-4412-open.html
    Or copy and paste one of these URLs:
        http://localhost:8888/lab?token=${k(48, HEX)}`,
    ),
    S("output", "vault kv get table", (k) =>
      `$ vault kv get secret/prod/stripe
====== Data ======
Key          Value
---          -----
api_key      sk_live_${k(24, ALNUM)}
webhook      whsec_${k(32, ALNUM)}`),
    S("output", "aws secretsmanager get-secret-value", (_k, add) =>
      `{
    "ARN": "arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/db-AbCdEf",
    "Name": "prod/db",
    "VersionId": "${t.guid()}",
    "SecretString": "{\\"username\\":\\"app\\",\\"password\\":\\"${add(g(24, ALNUM))}\\"}",
    "CreatedDate": "2026-11-27T18:00:00.000000+00:00"
}`),
    S(
      "output",
      "gcloud secrets versions access",
      (k) =>
        `$ gcloud secrets versions access latest --secret=slack-bot-token
xoxb-${g(12, DIGITS)}-${g(13, DIGITS)}-${k(24, ALNUM)}`,
    ),
    S(
      "output",
      "az keyvault secret show",
      (_k, add) =>
        `$ az keyvault secret show --vault-name kv-prod --name sql-admin --query value -o tsv
${add(pwd())}`,
    ),
    S(
      "encoded",
      "mailer debug smtp auth plain",
      (_k, add) =>
        `DEBUG smtplib: send: 'ehlo [10.0.0.5]\\r\\n'
DEBUG smtplib: send: 'AUTH PLAIN ${add(b64(`\u0000alerts@acme.io\u0000${pwd()}`))}\\r\\n'
DEBUG smtplib: reply: b'235 2.7.0 Authentication successful\\r\\n'`,
    ),
    S("output", "env dump in a crash report", (k, add) =>
      `--- crash report 2026-11-27 18:22:10 ---
version: 3.4.1
env:
  SENTRY_DSN: https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.sentry.io/${g(7, DIGITS)}
  SMTP_PASSWORD: ${add(pwd())}
  SIGNING_KEY: ${k(44, B64)}`),
    S(
      "output",
      "redis monitor auth command",
      (k) => `1764268922.114512 [0 10.0.0.4:51122] "AUTH" "default" "${k(32, ALNUM)}"`,
    ),
    S(
      "output",
      "ansible verbose leaked var",
      (_k, add) =>
        `TASK [db : create user] ********************************************************
ok: [db1] => {"changed": false, "invocation": {"module_args": {"name": "app", "password": "${
          add(pwd())
        }", "state": "present"}}}`,
    ),
  ];
}
