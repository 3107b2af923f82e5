/**
 * Corpus ten, cloud and infrastructure: cloud providers' keys and tokens as their CLIs, consoles
 * and credential files show them, hosting platforms, secret managers and infrastructure tools.
 * Public identifiers next to a secret (access key ids, account ids, tenant ids) are never pieces.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B64,
  B64URL,
  DIGITS,
  HEX,
  jwt,
  keyBlock,
  LOWER,
  LOWER_NUM,
  type Ten,
  UPPER,
  UPPER_NUM,
} from "./_heldout_ten_make.ts";

const AKID = UPPER + "234567";

export function tenCloud(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S("assignment", "aws credentials file, two profiles", (k) =>
      `$ cat ~/.aws/credentials
[default]
aws_access_key_id = AKIA${g(16, AKID)}
aws_secret_access_key = ${k(40, B64)}

[deploy]
aws_access_key_id=AKIA${g(16, AKID)}
aws_secret_access_key=${k(40, B64)}
region=eu-west-3`),
    S("output", "aws sts assume-role output json", (k) =>
      `{
    "Credentials": {
        "AccessKeyId": "ASIA${g(16, AKID)}",
        "SecretAccessKey": "${k(40, B64)}",
        "SessionToken": "IQoJb3JpZ2luX2VjE${k(300, B64)}",
        "Expiration": "2026-11-27T19:41:07+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA${g(17, AKID)}:ci",
        "Arn": "arn:aws:sts::${g(12, DIGITS)}:assumed-role/deployer/ci"
    }
}`),
    S(
      "assignment",
      "aws env exports pasted in chat",
      (k) =>
        `I ran these and still get AccessDenied:
export AWS_ACCESS_KEY_ID="AKIA${g(16, AKID)}"
export AWS_SECRET_ACCESS_KEY="${k(40, B64)}"
export AWS_DEFAULT_REGION=us-east-2`,
    ),
    S("output", "aws configure interactive transcript", (k) =>
      `$ aws configure --profile staging
AWS Access Key ID [None]: AKIA${g(16, AKID)}
AWS Secret Access Key [None]: ${k(40, B64)}
Default region name [None]: ap-southeast-2
Default output format [None]: json`),
    S(
      "output",
      "aws iam create-access-key table output",
      (k) =>
        `$ aws iam create-access-key --user-name ci-bot --output table
-----------------------------------------------------------------------------------
|                                 CreateAccessKey                                 |
+---------------------------------------------------------------------------------+
||                                   AccessKey                                   ||
|+-----------------+------------------------------------------------------------+|
||  AccessKeyId    |  AKIA${g(16, AKID)}                                      ||
||  CreateDate     |  2026-11-27T18:02:11+00:00                                 ||
||  SecretAccessKey|  ${k(40, B64)}                  ||
||  Status         |  Active                                                    ||
||  UserName       |  ci-bot                                                    ||
|+-----------------+------------------------------------------------------------+|`,
    ),
    S("assignment", "boto3 client with literal keys", (k) =>
      `s3 = boto3.client(
    "s3",
    aws_access_key_id="AKIA${g(16, AKID)}",
    aws_secret_access_key="${k(40, B64)}",
    region_name="us-west-2",
)`),
    S("block", "gcp service account json key", (_k, add) =>
      `{
  "type": "service_account",
  "project_id": "billing-pipeline-${g(6, LOWER_NUM)}",
  "private_key_id": "${g(40, HEX)}",
  "private_key": "${keyBlock(t, add, "", 6, "\\n")}\\n",
  "client_email": "etl@billing-pipeline.iam.gserviceaccount.com",
  "client_id": "${g(21, DIGITS)}",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`),
    S("output", "gcloud print-access-token", (k) =>
      `$ gcloud auth print-access-token
ya29.a0AeD${k(180, B64URL)}0175`),
    S(
      "assignment",
      "google oauth refresh token in adc json",
      (k) =>
        `$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "${g(12, DIGITS)}-${g(32, LOWER_NUM)}.apps.googleusercontent.com",
  "client_secret": "GOCSPX-${k(28, B64URL)}",
  "refresh_token": "1//0${k(100, B64URL)}",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}`,
    ),
    S(
      "url",
      "google maps api key in curl",
      (k) =>
        `curl "https://maps.googleapis.com/maps/api/geocode/json?address=Lyon&key=AIza${
          k(35, B64URL)
        }"`,
    ),
    S(
      "assignment",
      "azure storage connection string",
      (k) =>
        `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=stlogs${
          g(6, LOWER_NUM)
        };AccountKey=${k(86, B64)}==;EndpointSuffix=core.windows.net"`,
    ),
    S(
      "output",
      "azure ad sp create-for-rbac output",
      (_k, add) =>
        `$ az ad sp create-for-rbac --name gh-deployer --role contributor --scopes /subscriptions/${t.guid()}
Creating 'contributor' role assignment under scope '/subscriptions/...'
{
  "appId": "${t.guid()}",
  "displayName": "gh-deployer",
  "password": "${add(g(3, ALNUM) + "8Q~" + g(34, B64URL + "."))}",
  "tenant": "${t.guid()}"
}`,
    ),
    S(
      "url",
      "azure sas url for a blob",
      (k) =>
        `https://stbackup${
          g(5, LOWER_NUM)
        }.blob.core.windows.net/dumps/prod.sql.gz?sp=r&st=2026-11-27T10:00:00Z&se=2026-11-28T10:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=${
          k(30, ALNUM)
        }%2B${k(12, ALNUM)}%3D`,
    ),
    S("url", "azure devops pat in git remote", (k) =>
      `$ git remote -v
origin  https://build:${k(52, LOWER + "234567")}@dev.azure.com/contoso/Payments/_git/api (fetch)`),
    S("vendor", "digitalocean token in doctl config", (k) =>
      `$ cat ~/.config/doctl/config.yaml
access-token: dop_v1_${k(64, HEX)}
context: default`),
    S("assignment", "linode cli config", (k) =>
      `[DEFAULT]
default-user = ops

[ops]
token = ${k(64, HEX)}
region = eu-central
type = g6-standard-2`),
    S("assignment", "hetzner token in terraform tfvars", (k) =>
      `# terraform.tfvars
hcloud_token = "${k(64, ALNUM)}"
location     = "fsn1"`),
    S("assignment", "cloudflare api token for wrangler", (k) =>
      `CLOUDFLARE_ACCOUNT_ID=${g(32, HEX)}
CLOUDFLARE_API_TOKEN=${k(40, B64URL)}`),
    S(
      "command",
      "cloudflare global api key header",
      (k) =>
        `curl -X GET "https://api.cloudflare.com/client/v4/zones" \\
     -H "X-Auth-Email: ops@example.org" \\
     -H "X-Auth-Key: ${k(37, HEX)}"`,
    ),
    S(
      "command",
      "vercel token on the command line",
      (k) => `npx vercel deploy --prod --token ${k(24, ALNUM)} --scope acme`,
    ),
    S(
      "command",
      "netlify personal access token",
      (k) => `NETLIFY_AUTH_TOKEN=nfp_${k(36, ALNUM)} netlify deploy --prod --dir=dist`,
    ),
    S("output", "heroku api key from heroku auth:token", (k) =>
      `$ heroku auth:token
 ›   Warning: token will expire 11/27/2027
 ›   Use heroku authorizations:create to generate a long-term token
HRKU-AA${k(58, B64URL)}`),
    S("output", "fly.io deploy token", (k) =>
      `$ fly tokens create deploy -x 999999h
FlyV1 fm2_lJPE${k(200, B64)}`),
    S(
      "vendor",
      "supabase service role key in env",
      (k, add) => {
        const ref = g(20, LOWER);
        const claims = { iss: "supabase", ref, role: "service_role", iat: 1767000000 };
        return `NEXT_PUBLIC_SUPABASE_URL=https://${ref}.supabase.co
SUPABASE_SERVICE_ROLE_KEY=${jwt(t, add, claims)}
SUPABASE_ACCESS_TOKEN=sbp_${k(40, HEX)}`;
      },
    ),
    S(
      "url",
      "planetscale password connection",
      (k) =>
        `DATABASE_URL='mysql://${g(12, LOWER_NUM)}:pscale_pw_${
          k(43, B64URL)
        }@aws.connect.psdb.cloud/shop?sslaccept=strict'`,
    ),
    S("assignment", "neon api key", (k) => `export NEON_API_KEY=${k(64, LOWER_NUM)}`),
    S(
      "command",
      "doppler service token",
      (k) => `DOPPLER_TOKEN="dp.st.prd.${k(43, ALNUM)}" doppler run -- npm start`,
    ),
    S("vendor", "pulumi access token", (k) => `PULUMI_ACCESS_TOKEN=pul-${k(40, HEX)}`),
    S("vendor", "terraform cloud credentials.tfrc.json", (k) =>
      `{
  "credentials": {
    "app.terraform.io": {
      "token": "${k(14, ALNUM)}.atlasv1.${k(67, ALNUM)}"
    }
  }
}`),
    S("output", "vault login output", (k) =>
      `$ vault login -method=userpass username=ana
Password (will be hidden):
Success! You are now authenticated.

Key                    Value
---                    -----
token                  hvs.${k(91, B64URL)}
token_accessor         ${g(24, ALNUM)}
token_duration         768h
token_renewable        true
token_policies         ["default" "dev"]`),
    S(
      "vendor",
      "vault root token in docker logs",
      (k) =>
        `vault-1  | You may need to set the following environment variables:
vault-1  |     $ export VAULT_ADDR='http://0.0.0.0:8200'
vault-1  | Unseal Key: ${k(43, B64)}=
vault-1  | Root Token: hvs.${k(24, ALNUM)}`,
    ),
    S("assignment", "alibaba cloud aliyun config", (k) =>
      `{
  "current": "default",
  "profiles": [{
    "name": "default",
    "mode": "AK",
    "access_key_id": "LTAI5t${g(18, ALNUM)}",
    "access_key_secret": "${k(30, ALNUM)}",
    "region_id": "cn-hangzhou"
  }]
}`),
    S(
      "assignment",
      "tencent cloud secret in python",
      (k) => `cred = credential.Credential("AKID${g(32, ALNUM)}", "${k(32, ALNUM)}")`,
    ),
    S("assignment", "ibm cloud api key json", (k) =>
      `{
  "name": "ci-key",
  "description": "",
  "createdAt": "2026-11-27T17:51+0000",
  "apikey": "${k(44, B64URL)}"
}`),
    S("assignment", "oci config with key file and pass phrase", (_k, add) =>
      `[DEFAULT]
user=ocid1.user.oc1..aaaaaaaa${g(52, LOWER_NUM)}
fingerprint=${Array.from({ length: 16 }, () => g(2, HEX)).join(":")}
tenancy=ocid1.tenancy.oc1..aaaaaaaa${g(52, LOWER_NUM)}
region=eu-frankfurt-1
key_file=~/.oci/oci_api_key.pem
pass_phrase=${add(t.pwd())}`),
    S("assignment", "scaleway secret key", (_k, add) =>
      `access_key: SCW${g(17, UPPER_NUM)}
secret_key: ${add(t.guid())}
default_organization_id: ${t.guid()}`),
    S("assignment", "backblaze b2 application key", (k) =>
      `B2_APPLICATION_KEY_ID=005${g(22, HEX)}
B2_APPLICATION_KEY=K005${k(27, B64.replace("+", "").replace("/", ""))}`),
    S(
      "url",
      "cloudinary url",
      (k) => `CLOUDINARY_URL=cloudinary://${g(15, DIGITS)}:${k(27, B64URL)}@dx${g(6, LOWER_NUM)}`,
    ),
    S("vendor", "databricks token in cfg", (k) =>
      `[DEFAULT]
host  = https://adb-${g(16, DIGITS)}.7.azuredatabricks.net
token = dapi${k(32, HEX)}-2`),
    S(
      "output",
      "confluent cloud api secret",
      (k) =>
        `$ confluent api-key create --resource lkc-${g(5, LOWER_NUM)}
+------------+------------------------------------------------------------------+
| API Key    | ${g(16, UPPER_NUM)}                                                 |
| API Secret | ${k(64, B64.replace("/", ""))} |
+------------+------------------------------------------------------------------+`,
    ),
    S(
      "vendor",
      "upstash redis rest token",
      (k) =>
        `UPSTASH_REDIS_REST_URL="https://eu1-brave-${g(5, LOWER)}-${g(5, DIGITS)}.upstash.io"
UPSTASH_REDIS_REST_TOKEN="AX${k(70, B64URL)}="`,
    ),
    S("command", "render api key", (k) => `render services list --api-key rnd_${k(32, ALNUM)}`),
    S("command", "mongodb atlas private api key", (_k, add) =>
      `atlas config init
? Public API Key: ${g(8, LOWER)}
? Private API Key: [? for help] ${add(t.guid())}`),
    S(
      "vendor",
      "firebase cloud messaging legacy server key",
      (k) => `headers: { Authorization: "key=AAAA${g(7, B64URL)}:APA91b${k(134, B64URL)}" }`,
    ),
  ];
}
