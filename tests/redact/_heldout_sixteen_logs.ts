/**
 * Corpus sixteen, build and deploy logs: one line a tool, a shell under `set -x` or a library's
 * debug logging prints, somewhere in the middle of a 40–150-line CI, build, pod or terminal log
 * (some of them inside an assistant's JSONL record).
 */
import {
  b64,
  B64URL,
  combine,
  draw,
  ghBody,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  num,
  pass,
  pemBlock,
} from "./_heldout_sixteen_make.ts";
import { LOG_BOXES } from "./_heldout_sixteen_boxes.ts";

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "curl under set -x with a bearer header",
    shape: "command",
    make: (k) => [
      `+ curl -sf -X POST -H 'Authorization: Bearer ${
        k(40)
      }' https://api.acme.dev/v1/deploys -d @payload.json`,
      `{"id":"dep_${draw(12).toLowerCase()}","status":"queued"}`,
    ],
  },
  {
    label: "docker login with -p under set -x",
    shape: "command",
    make: (_k, add) => [
      `+ docker login ghcr.io -u acme-bot -p ghp_${add(ghBody())}`,
      `WARNING! Using --password via the CLI is insecure. Use --password-stdin.`,
      `Login Succeeded`,
    ],
  },
  {
    label: "proxy URL with credentials in a Maven debug line",
    shape: "url",
    make: (_k, add) => [
      `[DEBUG] Using proxy http://svc-build:${
        pass(add)
      }@proxy.corp.local:3128 for https://repo.maven.apache.org`,
    ],
  },
  {
    label: "terraform plan showing a variable not marked sensitive",
    shape: "output",
    make: (k) => [
      `  # aws_db_instance.main will be updated in-place`,
      `  ~ resource "aws_db_instance" "main" {`,
      `        id       = "db-${hex(26).toUpperCase()}"`,
      `      ~ password = "${k(20)}" -> "${k(20)}"`,
      `        # (41 unchanged attributes hidden)`,
      `    }`,
    ],
  },
  {
    label: "database URL echoed by a release script",
    shape: "url",
    make: (k) => [
      `==> Running migrations against postgres://app:${k(24)}@db-prod.c${
        hex(10)
      }.eu-west-1.rds.amazonaws.com:5432/shop`,
      `==> 3 migrations applied`,
    ],
  },
  {
    label: "ansible -vvv printing become password in module args",
    shape: "output",
    make: (_k, add) => [
      `<10.0.${num(0, 9)}.${num(2, 250)}> ESTABLISH SSH CONNECTION FOR USER: deploy`,
      `    "invocation": {`,
      `        "module_args": {`,
      `            "ansible_become_password": "${pass(add)}",`,
      `            "name": "nginx",`,
      `            "state": "restarted"`,
    ],
  },
  {
    label: "helm --debug printing user-supplied values",
    shape: "output",
    make: (k) => [
      `USER-SUPPLIED VALUES:`,
      `redis:`,
      `  auth:`,
      `    enabled: true`,
      `    password: ${k(28)}`,
      `replicaCount: 3`,
    ],
  },
  {
    label: "urllib3 debug line posting to a Slack webhook",
    shape: "url",
    make: (k) => [
      `DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): hooks.slack.com:443`,
      `DEBUG:urllib3.connectionpool:https://hooks.slack.com:443 "POST /services/T0${
        draw(8).toUpperCase()
      }/B0${draw(8).toUpperCase()}/${k(24)} HTTP/1.1" 200 2`,
    ],
  },
  {
    label: "axios debug printing a Basic header",
    shape: "encoded",
    make: (_k, add) => [
      `[http] → GET https://nexus.acme.internal/service/rest/v1/components`,
      `[http]   headers: { Accept: 'application/json', Authorization: 'Basic ${
        add(b64(`ci-reader:${draw(18)}`))
      }' }`,
    ],
  },
  {
    label: "aws sts assume-role JSON in a deploy step",
    shape: "output",
    make: (k) => [
      `{`,
      `    "Credentials": {`,
      `        "AccessKeyId": "ASIA${draw(16, B32)}",`,
      `        "SecretAccessKey": "${k(40)}",`,
      `        "SessionToken": "IQoJb3JpZ2luX2VjE${k(300)}",`,
      `        "Expiration": "2026-11-28T05:12:44+00:00"`,
      `    },`,
      `    "AssumedRoleUser": { "Arn": "arn:aws:sts::${
        num(100000000000, 999999999999)
      }:assumed-role/deploy/gha" }`,
      `}`,
    ],
  },
  {
    label: "env | sort in a debug step showing an OpenAI key",
    shape: "vendor",
    make: (k) => [
      `NODE_VERSION=22.11.0`,
      `OPENAI_API_KEY=sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
      `OTEL_SERVICE_NAME=shop-api`,
    ],
  },
  {
    label: "curl -v with a JWT bearer",
    shape: "output",
    make: (k) => [
      `> GET /api/v2/orders?limit=50 HTTP/2`,
      `> Host: api.acme.dev`,
      `> user-agent: curl/8.5.0`,
      `> authorization: Bearer ${
        jwt(k, { sub: "svc-reporting", iat: 1795000000, scope: "orders:read" })
      }`,
      `> accept: */*`,
      `< HTTP/2 200`,
    ],
  },
  {
    label: "Anthropic SDK error echoing the key",
    shape: "vendor",
    make: (k) => [
      `anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}`,
      `  request headers: x-api-key=sk-ant-api03-${k(93, B64URL)}AA anthropic-version=2023-06-01`,
    ],
  },
  {
    label: "redis-cli -a in a health script",
    shape: "command",
    make: (_k, add) => [
      `+ redis-cli -h cache.internal -p 6380 --tls -a ${pass(add)} ping`,
      `Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.`,
      `PONG`,
    ],
  },
  {
    label: "mysql -p glued password in a seed step",
    shape: "command",
    make: (
      k,
    ) => [
      `+ mysql -h 127.0.0.1 -uroot -p${k(16)} shop < db/seed.sql`,
      `mysql: [Warning] Using a password on the command line interface can be insecure.`,
    ],
  },
  {
    label: "git clone with an installation token in the URL",
    shape: "url",
    make: (_k, add) => [
      `+ git clone --depth 1 https://x-access-token:ghs_${add(ghBody())}@github.com/acme/infra.git`,
      `Cloning into 'infra'...`,
    ],
  },
  {
    label: "heroku config:set with a Stripe key",
    shape: "command",
    make: (k) => [
      `$ heroku config:set STRIPE_SECRET_KEY=sk_live_${k(99)} -a acme-api`,
      `Setting STRIPE_SECRET_KEY and restarting ⬢ acme-api... done, v${num(100, 999)}`,
    ],
  },
  {
    label: "Bolt app startup logging its bot token",
    shape: "vendor",
    make: (k) => [
      `[DEBUG]  bolt-app initialized with token=xoxb-${num(1000000000, 9999999999)}-${
        num(1000000000000, 9999999999999)
      }-${k(24)}`,
      `[INFO]  socket-mode: Now connected to Slack`,
    ],
  },
  {
    label: "huggingface-cli login in a training job",
    shape: "command",
    make: (k) => [
      `+ huggingface-cli login --token hf_${
        k(34, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
      } --add-to-git-credential`,
      `Token is valid (permission: write).`,
    ],
  },
  {
    label: "kubectl create secret with a literal",
    shape: "command",
    make: (
      k,
    ) => [
      `+ kubectl -n prod create secret generic payments-api --from-literal=API_KEY=${
        k(32)
      } --dry-run=client -o yaml | kubectl apply -f -`,
      `secret/payments-api configured`,
    ],
  },
  {
    label: "vault login output table",
    shape: "output",
    make: (k) => [
      `Success! You are now authenticated.`,
      `Key                  Value`,
      `---                  -----`,
      `token                hvs.${k(91, B64URL)}`,
      `token_accessor       ${draw(24)}`,
      `token_duration       768h`,
    ],
  },
  {
    label: "Python smtplib debug AUTH PLAIN",
    shape: "encoded",
    make: (_k, add) => [
      `send: 'ehlo [172.17.0.3]\\r\\n'`,
      `reply: b'250-smtp.sendgrid.net'`,
      `send: 'AUTH PLAIN ${
        add(b64(`\u0000apikey\u0000SG.${draw(22, B64URL)}.${draw(43, B64URL)}`))
      }\\r\\n'`,
      `reply: b'235 Authentication successful'`,
    ],
  },
  {
    label: "pip index URL with a Nexus password",
    shape: "url",
    make: (
      k,
    ) => [
      `Looking in indexes: https://ci:${k(32)}@nexus.acme.internal/repository/pypi/simple`,
      `Collecting fastapi==0.115.${num(0, 9)}`,
    ],
  },
  {
    label: "deploy key printed by cat in a debug step",
    shape: "block",
    make: (k) => [`+ cat /tmp/deploy_key`, ...pemBlock(k, "RSA ", 7)],
  },
  {
    label: "GitLab token in a release-cli error",
    shape: "vendor",
    make: (
      k,
    ) => [
      `release-cli: error: POST https://gitlab.com/api/v4/projects/4321/releases: 401 {message: 401 Unauthorized} (PRIVATE-TOKEN: glpat-${
        k(20, B64URL)
      })`,
    ],
  },
  {
    label: "npm config set with a registry token under set -x",
    shape: "command",
    make: (_k, add) => [
      `+ npm config set //npm.pkg.github.com/:_authToken ghp_${add(ghBody())}`,
      `+ npm publish --registry https://npm.pkg.github.com`,
    ],
  },
  {
    label: "gradle publish with a -P password",
    shape: "command",
    make: (k) => [
      `+ ./gradlew publish -PmavenUser=ci-publisher -PmavenPassword=${k(24)} --no-daemon`,
      `> Task :lib:publishMavenPublicationToNexusRepository`,
    ],
  },
  {
    label: "fly secrets set with a database URL",
    shape: "url",
    make: (k) => [
      `$ fly secrets set DATABASE_URL=postgres://shop:${
        k(24)
      }@shop-db.flycast:5432/shop -a shop-api`,
      `Release v${num(20, 300)} created`,
    ],
  },
  {
    label: "requests debug sending a client secret in a form body",
    shape: "output",
    make: (k) => [
      `send: b'POST /oauth2/v2.0/token HTTP/1.1\\r\\nHost: login.microsoftonline.com\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\n\\r\\n'`,
      `send: b'grant_type=client_credentials&client_id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${
        hex(12)
      }&client_secret=${k(40)}&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default'`,
      `reply: 'HTTP/1.1 200 OK\\r\\n'`,
    ],
  },
  {
    label: "az login with a service principal secret",
    shape: "command",
    make: (_k, add) => [
      `+ az login --service-principal -u ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} -p ${
        add(draw(3) + "8Q~" + draw(34, B64URL))
      } --tenant acme.onmicrosoft.com`,
      `[ { "cloudName": "AzureCloud", "isDefault": true, "state": "Enabled" } ]`,
    ],
  },
  {
    label: "wrangler secret put fed by echo",
    shape: "command",
    make: (k) => [
      `+ echo "${k(40)}" | npx wrangler secret put UPSTREAM_API_KEY --env production`,
      `✨ Success! Uploaded secret UPSTREAM_API_KEY`,
    ],
  },
];

/** The family: each insertion in three different log containers. */
export function buildLogs(): HeldOutSecret[] {
  return combine(INSERTIONS, LOG_BOXES, 3);
}
