/**
 * Held-out corpus seven (see _heldout_seven.ts): private keys, JWTs, what tools print
 * (printenv, kubectl, terraform, vault, docker inspect), secrets wrapped over lines, and secrets
 * escaped in JSON, URL-encoded or base64-encoded.
 */
import { pemLine } from "./_fakes.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  alnumPass,
  b64,
  base64,
  g,
  hex,
  jwt,
  pass,
  S,
  uuid,
} from "./_heldout_seven_make.ts";

/** A PEM block of `kind` with `n` body lines of 64, lines joined by `eol`. */
function pem(kind: string, n: number, eol = "\n"): { block: string; body: string } {
  const lines = Array.from({ length: n }, () => b64(64));
  lines.push(b64(40) + "==");
  const body = lines.join(eol);
  return { block: pemLine("BEGIN", kind) + eol + body + eol + pemLine("END", kind), body };
}

const rsa = pem("RSA ", 25);
const openssh = pem("OPENSSH ", 6);
const ec = pem("EC ", 3);
const pkcs8 = pem("", 15);
const p8 = pem("", 3);
const encrypted = pem("ENCRYPTED ", 16);
const saKey = pem("", 24, "\\n");
const pgpBody = Array.from({ length: 10 }, () => b64(64)).join("\n");
const ppk = Array.from({ length: 2 }, () => b64(64)).join("\n");
const j1 = jwt({ scope: "admin", exp: 1795736000 });
const j2 = jwt({ aud: "https://api.acme.dev", azp: g(32) });
const e = Array.from({ length: 12 }, () => alnumPass(22));
const s = Array.from({ length: 8 }, () => pass(16));
const longTok = g(120);
const wrappedB64 = b64(176);
const wrapJwt = jwt({ sub: "svc-ci", scopes: ["deploy"] });
const ghp = g(36);
const sk = g(99);
const proj = g(156, ALNUM + "-_");
const azKey = b64(86) + "==";
const narrow = g(40);
const envFile = "DB_PASSWORD=" + alnumPass(20) + "\nSTRIPE_KEY=" + g(40) + "\n";
const xmlPass = alnumPass(10) + "&" + alnumPass(10);

export const SEVEN_BLOCK_SECRETS: readonly HeldOutSecret[] = [
  S("block", "rsa private key cat", `$ cat deploy/id_rsa\n${rsa.block}`, rsa.body),
  S(
    "block",
    "openssh private key",
    `$ cat ~/.ssh/id_ed25519\n${openssh.block}\n$ chmod 600 ~/.ssh/id_ed25519`,
    openssh.body,
  ),
  S(
    "block",
    "ec private key in yaml literal",
    `tls:\n  key: |\n    ${ec.block.split("\n").join("\n    ")}`,
    ...ec.body.split("\n"),
  ),
  S(
    "block",
    "pkcs8 key in terraform heredoc",
    `resource "tls_self_signed_cert" "dev" {\n  private_key_pem = <<EOT\n${pkcs8.block}\nEOT\n}`,
    pkcs8.body,
  ),
  S(
    "block",
    "apple p8 key env multiline",
    `APNS_KEY_ID=${g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}\nAPNS_KEY="${p8.block}"`,
    p8.body,
  ),
  S("block", "encrypted private key", `${encrypted.block}`, encrypted.body),
  S(
    "encoded",
    "gcp service account json",
    `{\n  "type": "service_account",\n  "project_id": "acme-prod-311204",\n  "private_key_id": "${
      hex(40)
    }",\n  "private_key": "${saKey.block}\\n",\n  "client_email": "deployer@acme-prod-311204.iam.gserviceaccount.com",\n  "client_id": "${
      "1" + hex(20).replace(/[a-f]/g, "7")
    }"\n}`,
    saKey.body,
  ),
  S(
    "block",
    "pgp private key block",
    `-----BEGIN PGP PRIVATE` + ` KEY BLOCK-----\n\n${pgpBody}\n=${b64(4)}\n-----END PGP PRIVATE` +
      ` KEY BLOCK-----`,
    pgpBody,
  ),
  S(
    "block",
    "putty ppk",
    `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: dana@laptop\nPublic-Lines: 2\n${
      b64(64)
    }\n${b64(20)}\nPrivate-Lines: 2\n${ppk}\nPrivate-MAC: ${hex(64)}`,
    ppk,
  ),
  S(
    "vendor",
    "jwt bearer in curl",
    `curl https://api.acme.dev/admin/users -H "Authorization: Bearer ${j1}"`,
    j1.split(".")[1]!,
    j1.split(".")[2]!,
  ),
  S(
    "vendor",
    "jwt in json response",
    `{"access_token":"${j2}","token_type":"Bearer","expires_in":86400,"scope":"openid profile"}`,
    j2.split(".")[1]!,
    j2.split(".")[2]!,
  ),
  S(
    "output",
    "printenv grep",
    `$ printenv | grep -i -E 'key|token|pass'\nGPG_AGENT_INFO=/run/user/1000/gnupg/S.gpg-agent:0:1\nOPENAI_API_KEY=${
      e[0]
    }\nDB_PASS=${e[1]}\nGH_TOKEN=${e[2]}`,
    e[0]!,
    e[1]!,
    e[2]!,
  ),
  S(
    "output",
    "kubectl get secret yaml",
    `$ kubectl get secret app-env -n prod -o yaml\napiVersion: v1\ndata:\n  API_KEY: ${
      base64(e[3]!)
    }\n  DATABASE_PASSWORD: ${
      base64(s[0]!)
    }\nkind: Secret\nmetadata:\n  creationTimestamp: "2026-10-02T08:11:45Z"\n  name: app-env\n  namespace: prod\n  uid: ${uuid()}\ntype: Opaque`,
    base64(e[3]!),
    base64(s[0]!),
  ),
  S(
    "output",
    "kubectl jsonpath base64 decode",
    `$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n${e[4]}`,
    e[4]!,
  ),
  S(
    "output",
    "terraform output json sensitive",
    `$ terraform output -json\n{\n  "db_password": {\n    "sensitive": true,\n    "type": "string",\n    "value": "${
      s[1]
    }"\n  },\n  "endpoint": { "sensitive": false, "type": "string", "value": "db.acme.internal" }\n}`,
    s[1]!,
  ),
  S(
    "output",
    "vault kv get table",
    `$ vault kv get secret/app/prod\n====== Data ======\nKey            Value\n---            -----\napi_key        ${
      e[5]
    }\ndb_password    ${s[2]}`,
    e[5]!,
    s[2]!,
  ),
  S(
    "output",
    "docker inspect env",
    `$ docker inspect api --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin","NODE_ENV=production","JWT_SECRET=${
      e[6]
    }","PORT=3000"]`,
    e[6]!,
  ),
  S(
    "output",
    "heroku config output",
    `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL:     postgres://u${
      hex(12)
    }:p${e[7]}@ec2-52-1-2-3.compute-1.amazonaws.com:5432/d${hex(12)}\nSECRET_KEY_BASE:  ${
      hex(128)
    }\nWEB_CONCURRENCY:  2`,
    e[7]!,
  ),
  S(
    "output",
    "env command output",
    `$ env | sort | head\nHOME=/root\nHOSTNAME=api-7d9f8b6c5d-x2k4m\nMINIO_ROOT_PASSWORD=${
      e[8]
    }\nMINIO_ROOT_USER=admin`,
    e[8]!,
  ),
  S(
    "output",
    "aws secretsmanager get-secret-value",
    `$ aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text\n{"username":"orders","password":"${
      s[3]
    }","host":"orders.cluster-c1x2y3.eu-west-1.rds.amazonaws.com"}`,
    s[3]!,
  ),
  S(
    "output",
    "npm token create table",
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ npm_${
      longTok.slice(0, 36)
    }             │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
    longTok.slice(0, 36),
  ),
  S(
    "output",
    "aws iam create-access-key",
    `$ aws iam create-access-key --user-name ci\n{\n    "AccessKey": {\n        "UserName": "ci",\n        "AccessKeyId": "AKIA${
      g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    }",\n        "Status": "Active",\n        "SecretAccessKey": "${e[9]}${
      g(18)
    }",\n        "CreateDate": "2026-11-27T10:31:09+00:00"\n    }\n}`,
    e[9]!,
  ),
  S(
    "wrapped",
    "token wrapped at terminal width",
    `Your new API token (copy it now, it will not be shown again):\n${longTok.slice(0, 80)}\n${
      longTok.slice(80)
    }`,
    longTok.slice(0, 80),
    longTok.slice(80),
  ),
  S(
    "wrapped",
    "base64 secret folded in yaml",
    `  tls.key: >-\n    ${wrappedB64.slice(0, 76)}\n    ${wrappedB64.slice(76, 152)}\n    ${
      wrappedB64.slice(152)
    }`,
    wrappedB64.slice(0, 76),
    wrappedB64.slice(76, 152),
    wrappedB64.slice(152),
  ),
  S(
    "wrapped",
    "jwt wrapped in log",
    `WARN token rejected (expired): ${wrapJwt.slice(0, 70)}\n${wrapJwt.slice(70)}`,
    wrapJwt.slice(37, 70),
    wrapJwt.slice(70),
  ),
  S(
    "wrapped",
    "shell continuation splits token",
    `curl -X POST https://api.github.com/repos/acme/web/dispatches \\\n  -H "Authorization: token ghp_${ghp}" \\\n  -d '{"event_type":"deploy"}'`,
    ghp,
  ),
  S(
    "encoded",
    "json in json escaped secret",
    `{"level":"info","msg":"loaded config","config":"{\\"db\\":{\\"user\\":\\"app\\",\\"password\\":\\"${
      e[10]
    }\\"}}"}`,
    e[10]!,
  ),
  S(
    "encoded",
    "form body url encoded password",
    `POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername=dana%40acme.dev&password=${
      encodeURIComponent(s[4]! + "&=?")
    }&remember=1`,
    s[4]! + "&=?",
  ),
  S(
    "encoded",
    "oauth token request body",
    `grant_type=client_credentials&client_id=orders-svc&client_secret=${e[11]}&scope=orders.read`,
    e[11]!,
  ),
  S(
    "encoded",
    "unicode escaped go json",
    `{"dsn":"postgres://app:${s[5]}@db:5432/app?sslmode=disable\\u0026pool_max_conns=10"}`,
    s[5]!,
  ),
  S(
    "encoded",
    "basic auth base64 in python",
    `auth = "Basic " + "${base64("svc-metrics:" + s[6])}"`,
    base64("svc-metrics:" + s[6]),
  ),
  S(
    "encoded",
    "stripe key in escaped transcript json",
    `"content":"Set it with:\\nexport STRIPE_API_KEY=sk_live_${sk}\\nthen rerun"`,
    sk,
  ),
  S(
    "encoded",
    "windows path escaped password json",
    `{"ConnectionStrings":{"Main":"Server=SQL01\\\\PROD;Database=Erp;User Id=erp;Password=${
      s[7]
    };"}}`,
    s[7]!,
  ),
  S(
    "wrapped",
    "openai key wrapped in pane",
    `> export OPENAI_API_KEY=sk-proj-${proj.slice(0, 76)}\n${proj.slice(76)}`,
    proj.slice(0, 76),
    proj.slice(76),
  ),
  S(
    "wrapped",
    "storage key in wrapped az table",
    `$ az storage account keys list -g rg-prod -n acmeprodlogs -o table\nCreationTime                      KeyName    Permissions    Value\n--------------------------------  ---------  -------------  ------------------------------------------\n2026-03-02T09:11:12.000000+00:00  key1       FULL           ${
      azKey.slice(0, 42)
    }\n                                                            ${azKey.slice(42)}`,
    azKey.slice(0, 42),
    azKey.slice(42),
  ),
  S(
    "wrapped",
    "token split in narrow pane",
    `GH_TOKEN=ghp_${narrow.slice(0, 24)}\n${narrow.slice(24)}`,
    narrow.slice(0, 24),
    narrow.slice(24),
  ),
  S(
    "encoded",
    "dotenv file as kubernetes secret data",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-dotenv\ndata:\n  .env: ${
      base64(envFile)
    }`,
    base64(envFile),
  ),
  S(
    "encoded",
    "xml escaped password",
    `<add name="Main" connectionString="Server=db;Database=erp;User Id=erp;Password=${
      xmlPass.replace("&", "&amp;")
    };" />`,
    xmlPass.replace("&", "&amp;"),
  ),
];
