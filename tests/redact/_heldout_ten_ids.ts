/**
 * Corpus ten, clean texts I: hashes, digests, ids and long random-looking strings that are no
 * secret — commit SHAs, lockfile integrity, image digests, request and trace ids, cloud account,
 * tenant and resource ids, object ids of APIs, chain addresses and transaction hashes, build
 * hashes, inline images and source maps. Each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  ALNUM,
  B32,
  b64,
  B64URL,
  DIGITS,
  HEX,
  HEX_UP,
  LOWER_NUM,
  type Ten,
  UPPER_NUM,
} from "./_heldout_ten_make.ts";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

export function tenIds(t: Ten): HeldOutClean[] {
  const { C, g, guid } = t;
  const sha = () => g(40, HEX);
  const sha256 = () => g(64, HEX);
  return [
    C(
      "git log oneline",
      Array.from(
        { length: 5 },
        (_, i) => `${g(7, HEX)} ${i === 0 ? "(HEAD -> main) " : ""}feat: step ${5 - i}`,
      ).join("\n"),
    ),
    C(
      "git show header",
      `commit ${sha()}\nMerge: ${g(9, HEX)} ${
        g(9, HEX)
      }\nAuthor: Ana <ana@example.org>\nDate:   Fri Nov 27 18:02:11 2026 +0000`,
    ),
    C("git rev-parse", `$ git rev-parse HEAD origin/main\n${sha()}\n${sha()}`),
    C(
      "git rebase todo",
      `pick ${g(7, HEX)} fix flaky test\nsquash ${g(7, HEX)} typo\nfixup ${g(7, HEX)} lint`,
    ),
    C("github compare url", `https://github.com/acme/api/compare/${g(12, HEX)}...${g(12, HEX)}`),
    C("aws request ids", `x-amz-request-id: ${g(16, UPPER_NUM)}\nx-amz-id-2: ${b64(t.bytes(57))}`),
    C(
      "cloudflare ray and trace",
      `cf-ray: ${g(16, HEX)}-CDG\ntraceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`,
    ),
    C(
      "request id in json log",
      `{"level":"info","request_id":"${guid()}","trace_id":"${g(32, HEX)}","span_id":"${
        g(16, HEX)
      }","status":200,"duration_ms":41}`,
    ),
    C(
      "aws sts get-caller-identity",
      ((account) =>
        `{\n    "UserId": "AIDA${
          g(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }",\n    "Account": "${account}",\n    "Arn": "arn:aws:iam::${account}:user/ana"\n}`)(
          g(12, DIGITS),
        ),
    ),
    C(
      "aws list-access-keys ids only",
      `{\n    "AccessKeyMetadata": [{\n        "UserName": "ci-bot",\n        "AccessKeyId": "AKIA${
        g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }",\n        "Status": "Active",\n        "CreateDate": "2026-01-04T10:11:12+00:00"\n    }]\n}`,
    ),
    C(
      "secrets manager arn with secret name",
      `arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/payments/stripe-secret-key-${
        g(6, ALNUM)
      }`,
    ),
    C(
      "kms key arn and alias",
      `KeyId: arn:aws:kms:us-east-1:${g(12, DIGITS)}:key/${guid()}\nAliasName: alias/app-secrets`,
    ),
    C(
      "az account show",
      `{\n  "environmentName": "AzureCloud",\n  "id": "${guid()}",\n  "name": "Pay-As-You-Go",\n  "tenantId": "${guid()}",\n  "user": { "name": "ana@contoso.com", "type": "user" }\n}`,
    ),
    C(
      "azure key vault secret id",
      `"id": "https://kv-prod.vault.azure.net/secrets/db-password/${g(32, HEX)}"`,
    ),
    C(
      "gcp service account email and client id",
      `client_email: deployer@acme-prod-${g(6, LOWER_NUM)}.iam.gserviceaccount.com\nclient_id: "${
        g(21, DIGITS)
      }"\nproject_number: ${g(12, DIGITS)}`,
    ),
    C(
      "google oauth client id",
      `GOOGLE_CLIENT_ID=${g(12, DIGITS)}-${g(32, LOWER_NUM)}.apps.googleusercontent.com`,
    ),
    C(
      "github app ids",
      `GITHUB_APP_ID=${g(6, DIGITS)}\nGITHUB_APP_CLIENT_ID=Iv23li${
        g(14, ALNUM)
      }\nGITHUB_INSTALLATION_ID=${g(8, DIGITS)}`,
    ),
    C(
      "kubernetes metadata uid",
      `metadata:\n  name: api-7d9f8c6b5-x2k4z\n  uid: ${guid()}\n  resourceVersion: "${
        g(8, DIGITS)
      }"\n  ownerReferences:\n  - kind: ReplicaSet\n    name: api-7d9f8c6b5\n    uid: ${guid()}`,
    ),
    C(
      "kubectl get pods",
      `NAME                      READY   STATUS    RESTARTS   AGE\napi-${g(10, LOWER_NUM)}-${
        g(5, LOWER_NUM)
      }   1/1     Running   0          3h\nworker-${g(9, LOWER_NUM)}-${
        g(5, LOWER_NUM)
      }  1/1     Running   2          3h`,
    ),
    C(
      "stripe object ids",
      `Created PaymentIntent pi_${g(24, ALNUM)} for customer cus_${g(14, ALNUM)} (price price_${
        g(24, ALNUM)
      }, request req_${g(14, ALNUM)})`,
    ),
    C(
      "stripe event json",
      `{"id":"evt_${
        g(24, ALNUM)
      }","object":"event","type":"invoice.paid","data":{"object":{"id":"in_${
        g(24, ALNUM)
      }","customer":"cus_${g(14, ALNUM)}"}}}`,
    ),
    C(
      "slack ids and ts",
      `channel=C${g(10, UPPER_NUM)} user=U${g(10, UPPER_NUM)} ts=${g(10, DIGITS)}.${
        g(6, DIGITS)
      } team=T${g(10, UPPER_NUM)}`,
    ),
    C(
      "discord snowflakes",
      `guild_id=${g(19, DIGITS)} channel_id=${g(19, DIGITS)} message_id=${g(19, DIGITS)}`,
    ),
    C("sentry event id", `Sentry captured event ${g(32, HEX)} (issue PROJ-${g(3, UPPER_NUM)})`),
    C("ulids", `01${g(24, B32)}\n01${g(24, B32)}`),
    C(
      "mongo object ids",
      `{ "_id": ObjectId("${g(24, HEX)}"), "userId": ObjectId("${g(24, HEX)}"), "total": 42.5 }`,
    ),
    C(
      "uuid v7 primary keys",
      ` id                                   | email\n--------------------------------------+-------------------\n 0193${
        g(4, HEX)
      }-${g(4, HEX)}-7${g(3, HEX)}-8${g(3, HEX)}-${g(12, HEX)} | ana@example.org`,
    ),
    C(
      "youtube and short links",
      `https://www.youtube.com/watch?v=${g(11, B64URL)}&t=42s and https://bit.ly/${g(7, ALNUM)}`,
    ),
    C(
      "ethereum address and tx hash",
      `Transaction hash: 0x${sha256()}\nFrom: 0x${g(40, HEX)}\nTo: 0x${g(40, HEX)}\nBlock: ${
        g(8, DIGITS)
      }`,
    ),
    C("bitcoin address", `send 0.01 BTC to bc1q${g(38, BECH32)}`),
    C("ipfs cid", `ipfs://bafybei${g(52, "abcdefghijklmnopqrstuvwxyz234567")}/metadata.json`),
    C(
      "ssh host key fingerprint prompt",
      `The authenticity of host 'github.com (140.82.121.4)' can't be established.\nED25519 key fingerprint is SHA256:${
        b64(t.bytes(32)).replace(/=+$/, "")
      }.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
    ),
    C(
      "gpg list keys",
      `pub   ed25519 2026-01-04 [SC] [expires: 2028-01-04]\n      ${
        g(40, HEX_UP)
      }\nuid           [ultimate] Ana <ana@example.org>\nsub   cv25519 2026-01-04 [E]`,
    ),
    C(
      "openssl x509 fingerprint and serial",
      `Serial Number:\n    ${
        Array.from({ length: 16 }, () => g(2, HEX)).join(":")
      }\nSHA256 Fingerprint=${Array.from({ length: 32 }, () => g(2, HEX_UP)).join(":")}`,
    ),
    C(
      "terraform state lineage",
      `{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": 112,\n  "lineage": "${guid()}",\n  "outputs": {}\n}`,
    ),
    C(
      "github advisory and cve",
      `GHSA-${g(4, "23456789cfghjmpqrvwx")}-${g(4, "23456789cfghjmpqrvwx")}-${
        g(4, "23456789cfghjmpqrvwx")
      } (CVE-2026-${g(5, DIGITS)}) in lodash < 4.17.21`,
    ),
    C(
      "vercel deployment",
      `✅  Production: https://acme-${
        g(9, LOWER_NUM)
      }-acme-team.vercel.app [2s]\nDeployment ID: dpl_${g(28, ALNUM)}`,
    ),
    C(
      "apple team and bundle ids",
      `DEVELOPMENT_TEAM = ${
        g(10, UPPER_NUM)
      };\nPRODUCT_BUNDLE_IDENTIFIER = io.acme.app;\nprovisioningProfile: ${guid()}`,
    ),
    C(
      "websocket handshake",
      `Sec-WebSocket-Key: ${b64(t.bytes(16))}\nSec-WebSocket-Accept: ${b64(t.bytes(20))}`,
    ),
    C(
      "hugging face revision",
      `model = AutoModel.from_pretrained("bert-base-uncased", revision="${sha()}")`,
    ),
    C(
      "pytest cache node ids",
      `tests/test_api.py::test_create[case-${
        g(8, HEX)
      }] PASSED\ntests/test_api.py::test_delete[case-${g(8, HEX)}] PASSED`,
    ),
    C(
      "random test vector hex in a spec",
      `# SHA-256 test vector (FIPS 180-2)\nassert sha256(b"abc").hexdigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"`,
    ),
    C(
      "ssh-keygen randomart",
      `The key fingerprint is:\nSHA256:${
        b64(t.bytes(32)).replace(/=+$/, "")
      } ana@laptop\nThe key's randomart image is:\n+--[ED25519 256]--+\n|    .o=+.        |\n+----[SHA256]-----+`,
    ),
    C(
      "jira and linear keys",
      `Fixes PAY-${g(4, DIGITS)}, relates to ENG-${
        g(3, DIGITS)
      } and https://linear.app/acme/issue/ENG-${g(3, DIGITS)}`,
    ),
    C(
      "otel resource attributes",
      `service.instance.id=${guid()},host.id=${g(32, HEX)},k8s.pod.uid=${guid()}`,
    ),
    C("job ids in base32", `Enqueued job ${g(26, B32)} on queue default (attempt 1/5)`),
    C(
      "npm view shasum",
      `dist.shasum: ${g(40, HEX)}\ndist.tarball: https://registry.npmjs.org/zod/-/zod-3.23.8.tgz`,
    ),
    C(
      "terraform plan resource ids",
      `aws_instance.web: Refreshing state... [id=i-0${
        g(16, HEX)
      }]\naws_security_group.web: Refreshing state... [id=sg-0${
        g(16, HEX)
      }]\naws_vpc.main: Refreshing state... [id=vpc-0${g(16, HEX)}]`,
    ),
    C("ami ids", `ImageId: ami-0${g(16, HEX)}  # ubuntu-noble-24.04-amd64-server-20261120`),
    C(
      "gcp operation id",
      `Operation "operations/operation-${g(13, DIGITS)}-${g(13, HEX)}-${g(8, HEX)}-${
        g(8, HEX)
      }" finished successfully.`,
    ),
    C(
      "azure resource id path",
      `/subscriptions/${guid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api`,
    ),
    C(
      "github actions run url",
      `https://github.com/acme/api/actions/runs/${g(11, DIGITS)}/job/${g(11, DIGITS)}`,
    ),
    C("idempotency key header", `Idempotency-Key: ${guid()}\nX-Request-Id: ${guid()}`),
    C(
      "compose config hash label",
      `"com.docker.compose.config-hash": "${g(64, HEX)}",\n"com.docker.compose.project": "shop"`,
    ),
    C(
      "har entry with plain headers",
      `{ "name": "user-agent", "value": "Mozilla/5.0 (X11; Linux x86_64)" },\n{ "name": "x-request-id", "value": "${guid()}" },\n{ "name": "if-none-match", "value": "W/\\"${
        g(27, B64URL)
      }\\"" }`,
    ),
    C(
      "git config list without credentials",
      `$ git config --list\nuser.name=Ana\nuser.email=ana@example.org\nuser.signingkey=${
        g(16, HEX.toUpperCase())
      }\ncore.hookspath=.githooks\nremote.origin.url=git@github.com:acme/api.git`,
    ),
    C(
      "terraform plan with sensitive values hidden",
      `  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "prod-db"\n    }`,
    ),
    C(
      "docker history with plain env",
      `ENV NODE_VERSION=22.11.0 YARN_VERSION=1.22.22\nENV PATH=/usr/local/bin:/usr/bin:/bin\nLABEL org.opencontainers.image.revision=${
        g(40, HEX)
      }`,
    ),
  ];
}
