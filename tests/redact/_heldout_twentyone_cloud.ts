/**
 * Corpus twenty-one, cloud CLIs' describe and get output: `aws secretsmanager get-secret-value`,
 * `gcloud secrets versions access`, `az keyvault secret show`, `kubectl get secret -o yaml` with
 * base64 data, `doctl`, `heroku config`, `fly secrets`.
 */
import {
  armour,
  awsKeyId,
  azureKey,
  B64,
  b64,
  doToken,
  draw,
  type HeldOutSecret,
  hex,
  host,
  pass,
  stripeKey,
  twice,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

const region = (v: number) => (v === 0 ? "eu-west-1" : "us-east-1");
const account = () => draw(12, "0123456789");

export function buildCloud(): HeldOutSecret[] {
  return [
    ...twice("output", "aws secretsmanager get-secret-value with a JSON string", (_k, add, v) =>
      [
        `$ aws secretsmanager get-secret-value --secret-id prod/orders/db --region ${region(v)}`,
        "{",
        `    "ARN": "arn:aws:secretsmanager:${region(v)}:${account()}:secret:prod/orders/db-${
          draw(6)
        }",`,
        '    "Name": "prod/orders/db",',
        `    "VersionId": "${uuid()}",`,
        `    "SecretString": "{\\"username\\":\\"orders\\",\\"password\\":\\"${
          pass(add)
        }\\",\\"host\\":\\"${host()}\\"}",`,
        '    "VersionStages": [',
        '        "AWSCURRENT"',
        "    ],",
        `    "CreatedDate": "${when()}"`,
        "}",
      ].join("\n")),
    ...twice("output", "aws secretsmanager --query SecretString --output text", (_k, add, v) =>
      [
        `$ aws secretsmanager get-secret-value --secret-id prod/stripe --query SecretString --output text${
          v === 0 ? "" : " --profile ops"
        }`,
        add(stripeKey()),
      ].join("\n")),
    ...twice("output", "aws sts assume-role credentials", (k, add, v) =>
      [
        `$ aws sts assume-role --role-arn arn:aws:iam::${account()}:role/${
          v === 0 ? "BreakGlass" : "IncidentResponder"
        } --role-session-name oncall`,
        "{",
        '    "Credentials": {',
        `        "AccessKeyId": "${add(awsKeyId(true))}",`,
        `        "SecretAccessKey": "${k(40, B64)}",`,
        `        "SessionToken": "${k(300, B64)}",`,
        `        "Expiration": "${when()}"`,
        "    },",
        '    "AssumedRoleUser": {',
        `        "AssumedRoleId": "AROA${draw(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}:oncall"`,
        "    }",
        "}",
      ].join("\n")),
    ...twice("output", "gcloud secrets versions access printing the value", (_k, add, v) =>
      [
        `$ gcloud secrets versions access ${
          v === 0 ? "latest" : "3"
        } --secret=ledger-signing-key --project=ops-${hex(6)}`,
        add(draw(64, B64.slice(0, 62))),
        "$ ",
      ].join("\n")),
    ...twice("block", "a service account key printed by gcloud", (k, add, v) =>
      [
        `$ gcloud iam service-accounts keys create /dev/stdout --iam-account=backup@ops-${
          hex(6)
        }.iam.gserviceaccount.com`,
        "{",
        '  "type": "service_account",',
        `  "project_id": "ops-${v}",`,
        `  "private_key_id": "${add(hex(40))}",`,
        `  "private_key": "${armour("", false)}\\n${k(64, B64)}\\n${k(64, B64)}\\n${k(64, B64)}\\n${
          k(40, B64)
        }==\\n${armour("", true)}\\n",`,
        `  "client_email": "backup@ops.iam.gserviceaccount.com",`,
        `  "client_id": "${draw(21, "0123456789")}"`,
        "}",
      ].join("\n")),
    ...twice("output", "az keyvault secret show", (_k, add, v) =>
      [
        `$ az keyvault secret show --vault-name kv-ops-${v === 0 ? "weu" : "eus"} --name sql-admin`,
        "{",
        '  "attributes": {',
        `    "created": "${when()}",`,
        '    "enabled": true',
        "  },",
        `  "id": "https://kv-ops.vault.azure.net/secrets/sql-admin/${hex(32)}",`,
        '  "name": "sql-admin",',
        `  "value": "${pass(add)}"`,
        "}",
      ].join("\n")),
    ...twice("command", "az storage account keys list", (_k, add, v) =>
      [
        `$ az storage account keys list -g rg-backup -n stbackup${v} -o table`,
        "KeyName    Permissions    Value",
        "---------  -------------  ----------------------------------------------------------------------------------------",
        `key1       FULL           ${add(azureKey())}`,
        `key2       FULL           ${add(azureKey())}`,
      ].join("\n")),
    ...twice("encoded", "kubectl get secret -o yaml with base64 data", (_k, add, v) =>
      [
        `$ kubectl -n ${v === 0 ? "payments" : "search"} get secret db-credentials -o yaml`,
        "apiVersion: v1",
        "data:",
        `  password: ${add(b64(draw(18)))}`,
        `  username: ${b64("app_rw")}`,
        "kind: Secret",
        "metadata:",
        `  creationTimestamp: "${when()}"`,
        "  name: db-credentials",
        `  resourceVersion: "${draw(8, "0123456789")}"`,
        `  uid: ${uuid()}`,
        "type: Opaque",
      ].join("\n")),
    ...twice("encoded", "a dockerconfigjson pull secret", (_k, add, v) =>
      [
        `$ kubectl get secret regcred -o jsonpath='{.data.\\.dockerconfigjson}'${
          v === 0 ? "" : " -n ci"
        }`,
        add(
          b64(
            JSON.stringify({
              auths: { "registry.example.io": { auth: b64(`deploy:${draw(24)}`) } },
            }),
          ),
        ),
      ].join("\n")),
    ...twice("command", "doctl auth init with a token", (_k, add, v) =>
      [
        `$ doctl auth init --context ${v === 0 ? "incident" : "default"} -t ${add(doToken())}`,
        "Validating token... ✔",
      ].join("\n")),
    ...twice("output", "heroku config listing", (_k, add, v) =>
      [
        `$ heroku config -a orders-${v === 0 ? "prod" : "staging"}`,
        `=== orders config vars`,
        `DATABASE_URL:     postgres://u${draw(8, "abcdefghijklmnopqrstuvwxyz0123456789")}:${
          add(hex(64))
        }@ec2-${num4()}.compute-1.amazonaws.com:5432/d${
          draw(13, "abcdefghijklmnopqrstuvwxyz0123456789")
        }`,
        "LOG_LEVEL:        info",
        `REDIS_URL:        rediss://:${
          add(draw(64, "abcdefghijklmnopqrstuvwxyz0123456789"))
        }@ec2-${num4()}.compute-1.amazonaws.com:6380`,
        "WEB_CONCURRENCY:  4",
      ].join("\n")),
    ...twice("command", "fly secrets set during an incident", (_k, add, v) =>
      [
        `$ fly secrets set -a ${v === 0 ? "edge-proxy" : "status-api"} UPSTREAM_TOKEN=${
          add(draw(40))
        } DB_PASSWORD='${pass(add)}'`,
        "Updating existing machines in 'edge-proxy' with rolling strategy",
        "  ✔ [1/2] Machine " + hex(14) + " [app] update finished: success",
      ].join("\n")),
  ];
}

/** An EC2 public DNS's dashed address. */
function num4(): string {
  return [0, 1, 2, 3].map(() => String(Number.parseInt(draw(2, "0123456789"), 10) + 10)).join("-");
}
