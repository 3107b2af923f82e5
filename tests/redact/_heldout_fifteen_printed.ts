/**
 * Corpus fifteen, clean look-alikes in tool output: masked values, ids, digests, public keys and
 * references as frameworks, debuggers, cloud CLIs, IaC tools, Kubernetes and CI print them.
 */
import {
  B64,
  b64,
  B64URL,
  C,
  type HeldOutClean,
  HEX,
  sha1,
  sha256,
  uuid,
  v,
} from "./_heldout_fifteen_make.ts";

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** The fixed start of a 1x1 PNG in base64 (split so no source line holds a long mixed run). */
const PNG_HEAD = "iVBORw0KGgoAAAANSUhEUg" + "AAAAEAAAABCAYAAAAfFcSJ" + "AAAADUlEQVR42mNk";
/** base64 of "-----BEGIN CERTIFICATE-----", as kubeconfig CA data starts. */
const CERT_HEAD = b64("-----BEGIN CERTIFICATE-----").slice(0, 36);

export function cleanOutput(): HeldOutClean[] {
  return [
    C(
      "Rails log with filtered parameters",
      `Processing by SessionsController#create as HTML\n  Parameters: {"authenticity_token"=>"[FILTERED]", "session"=>{"email"=>"mara@example.com", "password"=>"[FILTERED]"}}`,
    ),
    C(
      "Django debug page setting list with stars",
      `DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'PASSWORD': '********************', 'USER': 'shop'}}`,
    ),
    C(
      "Spring actuator /env with masked values",
      `{"name":"spring.mail.password","value":"******","origin":"System Environment Property \\"SPRING_MAIL_PASSWORD\\""}`,
    ),
    C(
      "Hibernate log with a bound UUID and a hash",
      `binding parameter [1] as [VARCHAR] - [${uuid()}]\nbinding parameter [2] as [VARCHAR] - [${sha256()}]`,
    ),
    C(
      "Express log with a request id header",
      `GET /api/orders 200 12.331 ms - 512 x-request-id=${uuid()}`,
    ),
    C(
      "ActiveRecord log with a digest column",
      `  User Update (0.5ms)  UPDATE "users" SET "password_digest" = $1 WHERE "users"."id" = $2  [["password_digest", "[FILTERED]"], ["id", 7]]`,
    ),
    C(
      "Python REPL printing a hashlib digest",
      `>>> hashlib.sha256(b"hello world").hexdigest()\n'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9'`,
    ),
    C(
      "Node REPL printing crypto.randomUUID and a pid",
      `> crypto.randomUUID()\n'${uuid()}'\n> process.pid\n48211`,
    ),
    C(
      "Delve printing a struct with a token field empty",
      `(dlv) p cfg\nmain.Config {Listen: ":8080", Token: "", Debug: true}`,
    ),
    C(
      "env dump with only references and paths",
      `GOOGLE_APPLICATION_CREDENTIALS=/var/run/secrets/gcp/key.json\nPGPASSFILE=/home/app/.pgpass\nVAULT_ADDR=https://vault.lan:8200`,
    ),
    C("printenv with GitHub Actions masking", `GITHUB_TOKEN=***\nNPM_TOKEN=***\nRUNNER_OS=Linux`),
    callerIdentity(),
    C(
      "aws configure list with masked keys",
      `      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${
        v(4, B32)
      } shared-credentials-file\nsecret_key     ****************${
        v(4, B64.slice(0, 62))
      } shared-credentials-file`,
    ),
    C(
      "aws secretsmanager describe-secret (no value)",
      `{\n    "ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db/password-${
        v(6)
      }",\n    "Name": "prod/db/password",\n    "VersionIdsToStages": {\n        "${uuid()}": ["AWSCURRENT"]\n    }\n}`,
    ),
    C(
      "az keyvault secret list (names only)",
      `Name              ContentType    Enabled\n----------------  -------------  ---------\nsendgrid-key                     True\nstripe-secret     text/plain     True`,
    ),
    C(
      "gcloud iam service-accounts keys list",
      `KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n${sha1()}  2026-11-27T09:00:00Z  9999-12-31T23:59:59Z`,
    ),
    C(
      "terraform plan with sensitive values hidden",
      `  + resource "aws_db_instance" "main" {\n      + password = (sensitive value)\n      + username = "app"\n    }`,
    ),
    C(
      "terraform output of a sensitive value",
      `db_password = <sensitive>\nendpoint = "db.c9akciq32.eu-west-1.rds.amazonaws.com"`,
    ),
    C(
      "terraform state show of a public key",
      `resource "tls_private_key" "deploy" {\n    algorithm          = "ED25519"\n    private_key_pem    = (sensitive value)\n    public_key_openssh = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        v(43, B64)
      } "\n}`,
    ),
    C(
      "pulumi stack output without --show-secrets",
      `Current stack outputs (2):\n    OUTPUT          VALUE\n    dbPassword      [secret]\n    url             https://app.example.com`,
    ),
    C(
      "kubectl describe secret (sizes only)",
      `Name:         db-creds\nNamespace:    default\nType:  Opaque\n\nData\n====\npassword:  18 bytes\nusername:  5 bytes`,
    ),
    C(
      "kubectl get pod -o yaml env from secretKeyRef",
      `    env:\n    - name: DB_PASSWORD\n      valueFrom:\n        secretKeyRef:\n          key: password\n          name: db-creds\n    image: ghcr.io/acme/api@sha256:${sha256()}`,
    ),
    C(
      "kubectl get pod -o yaml metadata uid and resourceVersion",
      `metadata:\n  name: api-7d9f8c6b5-x2k9q\n  resourceVersion: "${
        v(8, "0123456789")
      }"\n  uid: ${uuid()}`,
    ),
    C(
      "kubectl get serviceaccount token-less listing",
      `NAME      SECRETS   AGE\ndefault   0         41d\nci-bot    0         3d`,
    ),
    C(
      "kubeconfig certificate-authority-data (public CA)",
      `clusters:\n- cluster:\n    certificate-authority-data: ${CERT_HEAD}${
        v(120, B64)
      }\n    server: https://10.0.0.1:6443\n  name: prod`,
    ),
    C(
      "GitHub Actions log with a cache key and a run id",
      `2026-11-27T10:01:55.1234567Z Cache restored from key: node-cache-Linux-x64-npm-${sha256()}\n2026-11-27T10:01:56.0000000Z Run id: ${
        v(11, "0123456789")
      }`,
    ),
    C(
      "GitLab CI log with a masked variable",
      `$ echo "deploying with $DEPLOY_TOKEN"\ndeploying with [MASKED]`,
    ),
    C(
      "docker build output with layer digests",
      `#7 exporting to image\n#7 writing image sha256:${sha256()} done\n#7 naming to ghcr.io/acme/api:1.4.2 done`,
    ),
    C(
      "docker inspect Env with a _FILE reference",
      `"Env": [\n    "POSTGRES_USER=keycloak",\n    "POSTGRES_PASSWORD_FILE=/run/secrets/pg_password"\n],`,
    ),
    C(
      "gh auth status without the token",
      `github.com\n  ✓ Logged in to github.com account octo (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
    ),
    C(
      "vault kv metadata get",
      `======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-11-27T10:00:00.000Z\ncurrent_version    4\n\n====== Version 4 ======\nrequest_id         ${uuid()}`,
    ),
    C(
      "vault token lookup with an accessor (not the token)",
      `Key                 Value\n---                 -----\naccessor            ${
        v(24)
      }\ndisplay_name        approle\npolicies            [default deploy]`,
    ),
    C(
      "curl -v with a server certificate fingerprint and an ETag",
      `*  subject: CN=api.example.com\n*  SHA256 fingerprint: ${
        Array.from({ length: 32 }, () => v(2, HEX.toUpperCase())).join(":")
      }\n< etag: W/"${v(27, B64URL)}"`,
    ),
    C(
      "npm token list (truncated ids)",
      `┌────────┬─────────────┬────────────┬──────────┐\n│ id     │ token       │ created    │ readonly │\n├────────┼─────────────┼────────────┼──────────┤\n│ ${
        v(6, HEX)
      } │ npm_…${
        v(4)
      }    │ 2026-11-01 │ no       │\n└────────┴─────────────┴────────────┴──────────┘`,
    ),
    C(
      "IaC state of an age recipient and a WireGuard public key",
      `{"recipient":"age1${v(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}","wg_public_key":"${
        v(43, B64)
      }="}`,
    ),
    C(
      "JetBrains debugger showing a SecureString",
      `password = {SecureString@9011} "System.Security.SecureString"`,
    ),
    toolUseAndResult(),
    C(
      "a git show header with GPG signature block",
      `commit ${sha1()}\ngpg: Signature made Fri 27 Nov 2026 10:00:00 UTC\ngpg:                using EDDSA key ${
        v(40, HEX.toUpperCase())
      }\nAuthor: Mara <mara@example.com>`,
    ),
    C(
      "a Jupyter notebook output of an image (base64 PNG)",
      `{"output_type":"display_data","data":{"image/png":"${PNG_HEAD}${
        v(8, B64)
      }AAAAASUVORK5CYII="}}`,
    ),
    C(
      "OAuth authorization request with state and PKCE challenge",
      `GET /authorize?response_type=code&client_id=web&state=${v(32, B64URL)}&code_challenge=${
        v(43, B64URL)
      }&code_challenge_method=S256`,
    ),
  ];
}

/** `aws sts get-caller-identity`: a user id and an account number, public ids. */
function callerIdentity(): HeldOutClean {
  const account = v(12, "0123456789");
  return C(
    "aws sts get-caller-identity",
    `{\n    "UserId": "AIDA${
      v(17, B32)
    }",\n    "Account": "${account}",\n    "Arn": "arn:aws:iam::${account}:user/ci-deployer"\n}`,
  );
}

/** A transcript's tool call and its result, joined by one tool-use id. */
function toolUseAndResult(): HeldOutClean {
  const id = `toolu_${v(24)}`;
  return C(
    "a transcript tool_use id and the tool_result that answers it",
    `{"type":"tool_use","id":"${id}","name":"Bash","input":{"command":"git log -1 --format=%H"}}\n{"type":"tool_result","tool_use_id":"${id}","content":"${sha1()}"}`,
  );
}
