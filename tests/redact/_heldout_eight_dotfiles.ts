/** Held-out corpus eight: secrets in dotfiles and tool configuration (pgpass, npmrc, kubeconfig, …). */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64,
  b64,
  B64URL,
  g,
  HEX,
  LD,
  mixed,
  pem,
  pw,
  rb64,
  sec,
  uuid,
} from "./_heldout_eight_make.ts";

export const EIGHT_DOTFILES: readonly HeldOutSecret[] = [
  sec(
    "assignment",
    "pgpass line",
    [pw(16, "!#%*-_.^")],
    ([a]) => `$ cat ~/.pgpass\ndb.acme.internal:5432:*:analytics:${a}`,
  ),
  sec(
    "assignment",
    "pip conf index url",
    [pw(14, "!*-_.~")],
    ([a]) => `[global]\nindex-url = https://ci:${a}@pypi.acme.io/simple/`,
  ),
  sec(
    "assignment",
    "npmrc auth base64",
    [b64("ci:" + pw(14))],
    ([a]) => `registry=https://npm.acme.io/\n//npm.acme.io/:_auth=${a}\nalways-auth=true`,
  ),
  sec(
    "assignment",
    "yarnrc yml",
    [g(36, AN)],
    ([a]) =>
      `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${a}"`,
  ),
  sec(
    "assignment",
    "kubeconfig token",
    [g(40, LD)],
    ([a]) =>
      `users:\n- name: ci\n  user:\n    token: ${a}\ncontexts:\n- context:\n    cluster: prod\n    user: ci`,
  ),
  sec(
    "assignment",
    "kubeconfig client key data",
    [rb64(180)],
    ([a]) =>
      `users:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJU\n    client-key-data: ${a}`,
  ),
  sec(
    "assignment",
    "aws config profile secret",
    [g(40, B64)],
    ([a]) =>
      `[profile ci]\nregion=us-east-1\naws_access_key_id=AKIA${
        g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }\naws_secret_access_key=${a}`,
  ),
  sec(
    "assignment",
    "gcloud service account key json",
    [rb64(48), rb64(48)],
    ([a, b]) =>
      `{"type":"service_account","project_id":"ml-train","private_key":"${
        pem("BEGIN", "RSA PRIVATE KEY")
      }\\n${a}\\n${b}\\n${
        pem("END", "RSA PRIVATE KEY")
      }\\n","client_email":"trainer@ml-train.iam.gserviceaccount.com"}`,
  ),
  sec(
    "assignment",
    "nginx basic auth htpasswd",
    [g(22, "./" + AN)],
    ([a]) => `$ cat /etc/nginx/.htpasswd\nadmin:$apr1$${g(8, LD)}$${a}`,
  ),
  sec(
    "assignment",
    "redis conf requirepass",
    [pw(24)],
    ([a]) => `bind 0.0.0.0\nprotected-mode yes\nrequirepass ${a}\nmaxmemory 2gb`,
  ),
  sec(
    "assignment",
    "wireguard private key",
    [rb64(32)],
    ([a]) =>
      `[Interface]\nPrivateKey = ${a}\nAddress = 10.8.0.2/24\n\n[Peer]\nPublicKey = ${
        rb64(32)
      }\nEndpoint = vpn.acme.io:51820`,
  ),
  sec(
    "assignment",
    "ansible vault password file line",
    [pw(22)],
    ([a]) => `$ cat .vault_pass\n${a}`,
  ),
  sec(
    "assignment",
    "helm values nested",
    [g(32, AN)],
    ([a]) => `postgresql:\n  auth:\n    username: app\n    password: ${a}\n    database: app`,
  ),
  sec(
    "assignment",
    "prometheus basic auth",
    [pw(16)],
    ([a]) =>
      `scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: prom\n      password: ${a}`,
  ),
  sec(
    "assignment",
    "sops-free secrets yaml",
    [g(64, HEX)],
    ([a]) => `secrets:\n  cookie_signing_key: ${a}`,
  ),
  sec("assignment", "env with uuid secret", [uuid()], ([a]) => `WEBHOOK_SIGNING_SECRET=${a}`),
  sec(
    "assignment",
    "ssh config and sshpass",
    [pw(14)],
    ([a]) => `sshpass -p '${a}' ssh deploy@10.0.4.12 'systemctl restart api'`,
  ),
  sec(
    "assignment",
    "git credentials store",
    [g(40, AN)],
    ([a]) => `$ cat ~/.git-credentials\nhttps://dev:${a}@git.acme.io`,
  ),
  sec(
    "assignment",
    "jupyter config token",
    [g(48, HEX)],
    ([a]) => `c.ServerApp.token = '${a}'\nc.ServerApp.ip = '0.0.0.0'`,
  ),
  sec("assignment", "encryption key base64 env", [rb64(32)], ([a]) => `APP_KEY=base64:${a}`),
  sec(
    "assignment",
    "ini odbc password",
    [mixed(16, AN + "!?")],
    ([a]) => `[ProdDSN]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql01\nUID=report\nPWD=${a}`,
  ),
  sec(
    "assignment",
    "mongoid yml",
    [pw(16)],
    ([a]) =>
      `production:\n  clients:\n    default:\n      uri: mongodb+srv://app:${a}@cluster0.x1y2z.mongodb.net/shop`,
  ),
  sec(
    "assignment",
    "yaml key with b64url value",
    [g(43, B64URL)],
    ([a]) => `oidc:\n  issuer: https://id.acme.io\n  client_id: portal\n  client_secret: ${a}`,
  ),
];
