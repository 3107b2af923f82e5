/**
 * Corpus forty-one, the large clouds beyond the big three: Oracle Cloud (config with `key_file`,
 * API signing keys, auth tokens), IBM Cloud (API keys, COS HMAC credentials), Alibaba Cloud
 * AccessKey pairs, Tencent Cloud SecretId/SecretKey and Yandex Cloud OAuth, IAM, static and API keys.
 */
import {
  type Add,
  ALNUM,
  B64URL,
  combine,
  draw,
  fingerprint,
  type HeldOutSecret,
  HEX,
  hex,
  I,
  type Insertion,
  LOWER_DIGITS,
  num,
  ocid,
  pass,
  pemBlock,
  pick,
  site,
  uuid,
} from "./_heldout_fortyone_make.ts";

/** An OCI auth token: 20 characters, letters and digits with punctuation among them. */
function ociToken(add: Add): string {
  const sym = () => pick(["(", ")", "<", ">", ":", ";", ".", "{", "}", "#", "+", "-"]);
  return add(draw(5) + sym() + draw(4) + sym() + draw(5) + sym() + draw(3));
}

/** The `[DEFAULT]` profile of an OCI config, with `extra` lines at its end. */
function ociConfig(extra: string[]): string[] {
  return [
    "[DEFAULT]",
    `user=${ocid("user")}`,
    `fingerprint=${fingerprint()}`,
    `tenancy=${ocid("tenancy")}`,
    `region=${pick(["us-ashburn-1", "eu-frankfurt-1", "ap-tokyo-1", "uk-london-1"])}`,
    "key_file=~/.oci/oci_api_key.pem",
    ...extra,
  ];
}

const INSERTIONS: readonly Insertion[] = [
  I("OCI config with the key's pass phrase", "assignment", (_k, add) => [
    "$ cat ~/.oci/config",
    ...ociConfig([`pass_phrase=${pass(add)}`]),
  ]),
  I("OCI API signing key", "block", (k) => [
    "$ cat ~/.oci/oci_api_key.pem",
    ...pemBlock(k, "", 7),
    "OCI_API_KEY",
  ]),
  I("OCI auth token created", "output", (_k, add) => [
    `$ oci iam auth-token create --user-id ${ocid("user")} --description ocir-push`,
    "{",
    '  "data": {',
    `    "description": "ocir-push",`,
    `    "id": "${ocid("credential")}",`,
    '    "lifecycle-state": "ACTIVE",',
    `    "token": "${ociToken(add)}",`,
    `    "user-id": "${ocid("user")}"`,
    "  }",
    "}",
  ]),
  I("docker login to OCIR with an auth token", "command", (_k, add) => [
    `$ docker login ${pick(["iad", "fra", "lhr"])}.ocir.io -u '${
      draw(10, LOWER_DIGITS)
    }/oracleidentitycloudservice/dev@example.com' -p '${ociToken(add)}'`,
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "Login Succeeded",
  ]),
  I("ibmcloud login with an API key", "command", (k) => [
    `$ ibmcloud login --apikey ${k(44, B64URL)} -r ${pick(["us-south", "eu-de", "jp-tok"])}`,
    "API endpoint: https://cloud.ibm.com",
    "Authenticating...",
    "OK",
  ]),
  I("IBM API key file", "output", (k) => [
    "$ cat apikey.json",
    "{",
    `  "id": "ApiKey-${uuid()}",`,
    '  "name": "terraform-ci",',
    `  "createdAt": "2026-11-${num(10, 27)}T10:${num(10, 59)}+0000",`,
    `  "apikey": "${k(44, B64URL)}"`,
    "}",
  ]),
  I("IBM COS service credentials with HMAC keys", "output", (k) => [
    `$ ibmcloud resource service-key ${site()}-cos-writer --output json`,
    '  "credentials": {',
    `    "apikey": "${k(44, B64URL)}",`,
    '    "cos_hmac_keys": {',
    `      "access_key_id": "${hex(32)}",`,
    `      "secret_access_key": "${k(48, HEX)}"`,
    "    },",
    '    "endpoints": "https://control.cloud-object-storage.cloud.ibm.com/v2/endpoints",',
    `    "resource_instance_id": "crn:v1:bluemix:public:cloud-object-storage:global:a/${
      hex(32)
    }:${uuid()}::"`,
    "  },",
  ]),
  I("IBM API key for Terraform", "assignment", (k) => [
    `export IC_API_KEY=${k(44, B64URL)}`,
    "export IC_REGION=eu-de",
  ]),
  I("aliyun CLI config.json", "output", (k) => [
    "$ cat ~/.aliyun/config.json",
    '{ "current": "default", "profiles": [ {',
    '  "name": "default", "mode": "AK",',
    `  "access_key_id": "LTAI5t${draw(18)}",`,
    `  "access_key_secret": "${k(30)}",`,
    `  "region_id": "${pick(["cn-hangzhou", "ap-southeast-1", "eu-central-1"])}"`,
    "} ] }",
  ]),
  I("Alibaba Cloud key pair exported", "assignment", (k) => [
    `export ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t${draw(18)}`,
    `export ALIBABA_CLOUD_ACCESS_KEY_SECRET=${k(30)}`,
  ]),
  I("tccli credential file", "output", (k) => [
    "$ cat ~/.tccli/default.credential",
    "{",
    `    "secretId": "AKID${draw(32)}",`,
    `    "secretKey": "${k(32)}"`,
    "}",
  ]),
  I("Tencent credential in Python", "assignment", (k) => [
    "from tencentcloud.common import credential",
    `cred = credential.Credential("AKID${draw(32)}", "${k(32)}")`,
    `client = cvm_client.CvmClient(cred, "${pick(["ap-guangzhou", "ap-singapore"])}")`,
  ]),
  I("yc config list", "output", (k) => [
    "$ yc config list",
    `token: y0_Ag${k(num(52, 58), B64URL)}`,
    `cloud-id: b1g${draw(17, LOWER_DIGITS)}`,
    `folder-id: b1g${draw(17, LOWER_DIGITS)}`,
    "compute-default-zone: ru-central1-a",
  ]),
  I("Yandex IAM token", "vendor", (k) => [
    "$ yc iam create-token",
    `t1.9euelZ${k(num(80, 100), B64URL)}.${k(86, B64URL)}`,
  ]),
  I("Yandex static access key created", "output", (k) => [
    `$ yc iam access-key create --service-account-name ${site()}-s3`,
    "access_key:",
    `  id: aje${draw(17, LOWER_DIGITS)}`,
    `  service_account_id: aje${draw(17, LOWER_DIGITS)}`,
    `  created_at: "2026-11-${num(10, 27)}T08:${num(10, 59)}:${num(10, 59)}.${
      num(100000, 999999)
    }Z"`,
    `  key_id: YCAJ${draw(21, ALNUM + "-_")}`,
    `secret: YC${k(38, ALNUM + "-_")}`,
  ]),
  I("Yandex API key in a header", "command", (k) => [
    `$ curl -H "Authorization: Api-Key AQVN${k(36, ALNUM + "-_")}" \\`,
    "    https://llm.api.cloud.yandex.net/foundationModels/v1/completion -d @prompt.json",
  ]),
];

/** Enterprise-cloud cases, each insertion in two containers. */
export function buildEnterprise(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
