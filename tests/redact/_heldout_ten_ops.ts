/**
 * Corpus ten, operations: VPN and tunnel configs, storage sync tools, Ansible inventories and
 * vars, monitoring stacks, process supervisors, directory and mail clients — the files an
 * operator pastes when something does not connect — and what operations tools print: a HAR
 * entry, AWS text output, `git config --list`, `docker history`, `helm get values`, a shell
 * trace, a Terraform plan.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, B64, b64, B64URL, DIGITS, HEX, LOWER, type Ten } from "./_heldout_ten_make.ts";

export function tenOps(t: Ten): HeldOutSecret[] {
  const { S, g, pwd } = t;
  return [
    S("encoded", "wireguard private key", (_k, add) =>
      `[Interface]
PrivateKey = ${add(b64(t.bytes(32)))}
Address = 10.8.0.2/24
DNS = 1.1.1.1

[Peer]
PublicKey = ${b64(t.bytes(32))}
PresharedKey = ${add(b64(t.bytes(32)))}
Endpoint = vpn.acme.io:51820`),
    S("block", "openvpn inline tls-auth key", (_k, add) => {
      const lines = Array.from({ length: 16 }, () => add(g(32, HEX)));
      return `<tls-auth>
#
# 2048 bit OpenVPN static key
#
${"-".repeat(5)}BEGIN OpenVPN Static key V1${"-".repeat(5)}
${lines.join("\n")}
${"-".repeat(5)}END OpenVPN Static key V1${"-".repeat(5)}
</tls-auth>`;
    }),
    S(
      "encoded",
      "cloudflared tunnel credentials",
      (_k, add) =>
        `{"AccountTag":"${g(32, HEX)}","TunnelSecret":"${
          add(b64(t.bytes(32)))
        }","TunnelID":"${t.guid()}"}`,
    ),
    S("assignment", "frp token", (k) =>
      `[common]
server_addr = 203.0.113.7
server_port = 7000
token = ${k(24, ALNUM)}`),
    S("assignment", "rclone config", (k) =>
      `[r2]
type = s3
provider = Cloudflare
access_key_id = ${g(32, HEX)}
secret_access_key = ${k(64, HEX)}
endpoint = https://${g(32, HEX)}.r2.cloudflarestorage.com`),
    S("assignment", "s3cmd config", (k) =>
      `[default]
access_key = AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
secret_key = ${k(40, B64)}
host_base = s3.amazonaws.com`),
    S("assignment", "boto cfg gs credentials", (k) =>
      `[Credentials]
gs_access_key_id = GOOG1E${g(55, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
gs_secret_access_key = ${k(40, B64)}`),
    S("assignment", "ansible inventory become password", (_k, add) =>
      `[web]
web1 ansible_host=10.0.1.11 ansible_user=deploy ansible_password=${
        add(pwd())
      } ansible_become_pass=${add(pwd())}`),
    S("assignment", "ansible group vars plain", (k, add) =>
      `# group_vars/prod.yml
mysql_root_password: "${add(pwd())}"
app_secret_key: ${k(50, ALNUM)}`),
    S("assignment", "jupyter server config token", (k) =>
      `c.ServerApp.token = '${k(48, HEX)}'
c.ServerApp.ip = '0.0.0.0'`),
    S("assignment", "grafana ini admin password", (k, add) =>
      `[security]
admin_user = admin
admin_password = ${add(pwd())}
secret_key = ${k(16, ALNUM)}`),
    S("assignment", "prometheus basic auth scrape", (_k, add) =>
      `scrape_configs:
  - job_name: node
    basic_auth:
      username: prom
      password: ${add(pwd())}
    static_configs:
      - targets: ["10.0.0.5:9100"]`),
    S("assignment", "alertmanager slack and smtp", (k, add) =>
      `global:
  smtp_auth_username: alerts@acme.io
  smtp_auth_password: '${add(pwd())}'
  slack_api_url: https://hooks.slack.com/services/T${
        g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }/B${g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/${k(24, ALNUM)}`),
    S(
      "assignment",
      "traefik api key and acme eab hmac",
      (k, add) =>
        `TRAEFIK_API_KEY=${k(40, B64URL)}
ACME_EAB_HMAC=${add(g(86, B64URL))}`,
    ),
    S("url", "supervisord env", (_k, add) =>
      `[program:celery]
command=celery -A app worker
environment=BROKER_URL="amqp://celery:${add(g(16, ALNUM))}@rabbit:5672//",C_FORCE_ROOT="1"`),
    S("assignment", "ldap bind in sssd conf", (_k, add) =>
      `[domain/corp]
ldap_uri = ldaps://ldap.corp.example
ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=example
ldap_default_authtok = ${add(pwd())}`),
    S("assignment", "samba credentials file", (_k, add) =>
      `username=backup
password=${add(pwd())}
domain=CORP`),
    S("assignment", "msmtprc", (_k, add) =>
      `account gmail
host smtp.gmail.com
port 587
from me@gmail.com
user me@gmail.com
password ${add(`${g(4, LOWER)} ${g(4, LOWER)} ${g(4, LOWER)} ${g(4, LOWER)}`)}`),
    S("url", "pip conf index with credentials", (k, add) =>
      `[global]
index-url = https://__token__:${k(40, ALNUM)}@pkgs.corp.example/simple/
extra-index-url = https://user:${add(g(16, ALNUM))}@pypi.partner.example/simple`),
    S("output", "har entry with header name and value apart", (k) =>
      `{
  "request": {
    "method": "GET",
    "url": "https://api.example-billing.com/v2/invoices",
    "headers": [
      { "name": "accept", "value": "application/json" },
      { "name": "authorization", "value": "Bearer ${k(48, B64URL)}" },
      { "name": "x-request-id", "value": "${t.guid()}" }
    ]
  }
}`),
    S(
      "output",
      "aws create-access-key text output",
      (k) =>
        `$ aws iam create-access-key --user-name backup --output text
ACCESSKEY\tAKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}\t2026-11-27T18:40:02+00:00\t${
          k(40, B64)
        }\tActive\tbackup`,
    ),
    S(
      "encoded",
      "git config list with persisted checkout header",
      (_k, add) =>
        `$ git config --list --show-origin | grep extraheader
file:.git/config\thttp.https://github.com/.extraheader=AUTHORIZATION: basic ${
          add(b64(`x-access-token:ghs_${g(36, ALNUM)}`))
        }`,
    ),
    S(
      "output",
      "docker history no-trunc",
      (k) =>
        `$ docker history --no-trunc acme/api:latest --format '{{.CreatedBy}}' | head -3
CMD ["node" "dist/server.js"]
ENV SENTRY_DSN=https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.sentry.io/${
          g(7, DIGITS)
        } NPM_TOKEN=npm_${k(36, ALNUM)}
RUN /bin/sh -c npm ci --omit=dev`,
    ),
    S("output", "helm get values", (_k, add) =>
      `$ helm get values keycloak -n auth
USER-SUPPLIED VALUES:
auth:
  adminPassword: ${add(pwd())}
postgresql:
  auth:
    password: ${add(pwd())}`),
    S("output", "shell xtrace of a deploy script", (k) =>
      `+ TAG=v2.4.1
+ curl -fsS -X POST -H 'Authorization: token ${
        k(40, HEX)
      }' https://deploy.internal/api/releases -d tag=v2.4.1
{"status":"queued"}`),
    S(
      "output",
      "terraform plan changing a plain variable",
      (_k, add) =>
        `  # module.db.aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id       = "prod-db"
      ~ password = "${add(pwd())}" -> "${add(pwd())}"
        # (41 unchanged attributes hidden)
    }`,
    ),
  ];
}
