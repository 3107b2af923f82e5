/**
 * Corpus fifteen, cloud, IaC, Kubernetes and CI output: cloud CLIs' JSON, table and YAML output,
 * Terraform and Pulumi state and plans, `kubectl get -o yaml` and `describe`, CI logs, and a few
 * tools that print a secret in passing.
 */
import {
  B64,
  b64,
  ghBody,
  type HeldOutSecret,
  HEX,
  jwt,
  pw,
  S,
  uuid,
  v,
} from "./_heldout_fifteen_make.ts";

export function cloudAndCiOutput(): HeldOutSecret[] {
  return [
    S(
      "output",
      "aws iam create-access-key JSON output",
      (k) =>
        `{\n    "AccessKey": {\n        "UserName": "ci-deployer",\n        "AccessKeyId": "AKIA${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }",\n        "Status": "Active",\n        "SecretAccessKey": "${
          k(40, B64)
        }",\n        "CreateDate": "2026-11-27T09:12:44+00:00"\n    }\n}`,
    ),
    S(
      "output",
      "aws sts assume-role in table output",
      (k) =>
        `-----------------------------------------------------------------\n|                          AssumeRole                           |\n+---------------------------------------------------------------+\n||                         Credentials                         ||\n|+------------------+------------------------------------------+|\n||  AccessKeyId     |  ASIA${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }                    ||\n||  SecretAccessKey |  ${
          k(40, B64)
        }  ||\n||  SessionToken    |  IQoJb3JpZ2luX2Vj${k(120, B64)}  ||`,
    ),
    S(
      "output",
      "az ad sp create-for-rbac output",
      (k) =>
        `{\n  "appId": "${uuid()}",\n  "displayName": "gh-actions-deploy",\n  "password": "${
          v(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        }8Q~${k(34, B64.slice(0, 62) + "~_.-")}",\n  "tenant": "${uuid()}"\n}`,
    ),
    S(
      "output",
      "gcloud iam service-accounts keys create with --format=yaml of the key data",
      (k) =>
        `privateKeyData: ${
          k(200, B64)
        }==\nprivateKeyType: TYPE_GOOGLE_CREDENTIALS_FILE\nvalidAfterTime: '2026-11-27T09:00:00Z'`,
    ),
    S(
      "output",
      "doctl registry docker-config output",
      (k) => `{"auths":{"registry.digitalocean.com":{"auth":"${k(96, B64)}"}}}`,
    ),
    S(
      "output",
      "heroku auth:token output",
      (_k, add) =>
        `$ heroku auth:token\n ›   Warning: token will expire 11/27/2027\n HRKU-${add(uuid())}`,
    ),
    S(
      "output",
      "terraform.tfstate resource attributes with a generated password",
      (k) =>
        `{\n  "mode": "managed",\n  "type": "random_password",\n  "name": "db",\n  "instances": [\n    {\n      "attributes": {\n        "id": "none",\n        "length": 24,\n        "result": "${
          k(24, B64.slice(0, 62) + "!#%")
        }"\n      }\n    }\n  ]\n}`,
    ),
    S(
      "output",
      "terraform state show of an access key",
      (k) =>
        `# aws_iam_access_key.ci:\nresource "aws_iam_access_key" "ci" {\n    id     = "AKIA${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }"\n    secret = "${k(40, B64)}"\n    user   = "ci"\n}`,
    ),
    S(
      "output",
      "terraform plan with a value a provider failed to mark sensitive",
      (_k, add) =>
        `  # kubernetes_config_map.app will be created\n  + resource "kubernetes_config_map" "app" {\n      + data = {\n          + "DB_PASSWORD" = "${
          pw(add, 18)
        }"\n        }\n    }`,
    ),
    S(
      "output",
      "pulumi stack output --show-secrets",
      (_k, add) =>
        `Current stack outputs (3):\n    OUTPUT          VALUE\n    dbEndpoint      db.c9akciq32.eu-west-1.rds.amazonaws.com\n    dbPassword      ${
          pw(add, 20)
        }\n    url             https://app.example.com`,
    ),
    S("output", "kubectl get secret -o yaml with base64 data", (_k, add) => {
      const p = v(18);
      return `apiVersion: v1\ndata:\n  password: ${
        add(b64(p))
      }\n  username: YWRtaW4=\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque`;
    }),
    S(
      "output",
      "kubectl describe pod showing a literal env value",
      (k) =>
        `    Environment:\n      LOG_LEVEL:          info\n      SENTRY_DSN:         <set to the key 'dsn' in secret 'sentry'>  Optional: false\n      MAPBOX_SECRET:      sk.eyJ1Ijoib3BzIiwiYSI6ImNs${
          k(40, B64.slice(0, 62))
        }.${k(22, B64.slice(0, 62) + "-_")}`,
    ),
    S(
      "output",
      "kubectl get configmap -o json with a token that belongs in a Secret",
      (k) =>
        `{\n    "apiVersion": "v1",\n    "data": {\n        "SLACK_SIGNING_SECRET": "${
          k(32, HEX)
        }",\n        "TZ": "UTC"\n    },\n    "kind": "ConfigMap"\n}`,
    ),
    S(
      "output",
      "helm install NOTES printing a generated admin password",
      (_k, add) =>
        `NOTES:\n1. Get the application URL by running these commands:\n  export POD_NAME=...\n2. Login with user "admin" and password "${
          add(v(24))
        }"`,
    ),
    S(
      "output",
      "GitHub Actions log where a derived value escaped masking",
      (k) =>
        `2026-11-27T10:01:55.1234567Z ##[group]Run ./deploy.sh\n2026-11-27T10:01:55.2234567Z deploying with key prefix ***, full header: X-Api-Key: ${
          k(40)
        }\n2026-11-27T10:01:55.3234567Z ##[endgroup]`,
    ),
    S(
      "output",
      "GitLab CI job log with set -x tracing a curl",
      (k) =>
        `$ set -x\n+ curl -sf --header 'PRIVATE-TOKEN: glpat-${
          k(20, B64.slice(0, 62) + "-_")
        }' https://gitlab.example.com/api/v4/projects/12/releases`,
    ),
    S(
      "output",
      "Jenkins console with a withCredentials variable echoed by a child script",
      (_k, add) =>
        `[Pipeline] sh\n+ ./publish.sh\nUsing registry user 'jenkins' with password '${
          pw(add, 16)
        }'\nLogin Succeeded`,
    ),
    S(
      "output",
      "CircleCI step output of a config dump",
      (_k, add) =>
        `#!/bin/bash -eo pipefail\ncat ~/.m2/settings.xml\n<settings><servers><server><id>central</id><username>circle</username><password>${
          pw(add, 18)
        }</password></server></servers></settings>`,
    ),
    S(
      "output",
      "docker inspect Config.Env array",
      (_k, add) =>
        `"Env": [\n    "POSTGRES_USER=keycloak",\n    "POSTGRES_PASSWORD=${
          pw(add, 20)
        }",\n    "PATH=/usr/local/sbin:/usr/local/bin"\n],`,
    ),
    S(
      "output",
      "gh auth status --show-token",
      (_k, add) =>
        `github.com\n  ✓ Logged in to github.com account octo (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_${
          add(ghBody())
        }`,
    ),
    S(
      "output",
      "vault kv get table output",
      (_k, add) =>
        `====== Data ======\nKey         Value\n---         -----\npassword    ${
          pw(add, 19)
        }\nusername    payments`,
    ),
    S(
      "output",
      "firebase functions:config:get JSON",
      (k) => `{\n  "stripe": {\n    "secret": "sk_live_${k(99)}"\n  }\n}`,
    ),
    S(
      "output",
      "curl -v showing a request Cookie header",
      (_k, add) =>
        `> GET /admin HTTP/2\n> Host: shop.example.com\n> user-agent: curl/8.5.0\n> cookie: _shop_session=${
          add(v(180, B64))
        }--${add(v(40, HEX))}\n>`,
    ),
    S(
      "output",
      "a Rails log with a JWT in an Authorization header dumped by a middleware",
      (_k, add) =>
        `Started GET "/api/me" for 10.0.0.9 at 2026-11-27 10:10:10 +0000\nHeaders: {"HTTP_AUTHORIZATION"=>"Bearer ${
          jwt(add, { sub: "u_81", exp: 1764300000 })
        }"}`,
    ),
  ];
}
