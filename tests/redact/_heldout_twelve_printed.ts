/**
 * Corpus twelve: what developer tools print once — local stacks, platform config listings,
 * secret generators of frameworks, CLIs that show a signing secret or a login token, key
 * generators, exports of brokers and identity servers. Shapes: output.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  checked30,
  epoch,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  phrase,
  pwd,
  S,
  uuid,
} from "./_heldout_twelve_make.ts";

export function printedOnce(): HeldOutSecret[] {
  return [
    S("output", "supabase status keys", (k) =>
      `         API URL: http://127.0.0.1:54321
          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres
      JWT secret: ${k(40, ALNUM)}
  service_role key: ${jwt({ iss: "supabase-demo", role: "service_role", exp: epoch() }, "HS256", k)}
   S3 Secret Key: ${k(64, HEX)}`),
    S("output", "heroku config listing", (_k, add) =>
      `$ heroku config -a shop-api
=== shop-api Config Vars
DATABASE_URL:      postgres://u${g(13, LOWER_DIGITS)}:${
        add(g(64, HEX))
      }@ec2-3-10-1-2.eu-west-1.compute.amazonaws.com:5432/d${g(13, LOWER_DIGITS)}
LOG_LEVEL:         info
SESSION_SECRET:    ${add(g(48, HEX))}`),
    S("output", "dotnet user-secrets list", (_k, add) =>
      `$ dotnet user-secrets list
ConnectionStrings:Default = Server=localhost;Database=Shop;User Id=sa;Password=${
        add(pwd(18))
      };TrustServerCertificate=True
Smtp:Password = ${add(pwd(16))}`),
    S("output", "rails secret output", (k) => `$ bin/rails secret\n${k(128, HEX)}`),
    S("output", "phoenix gen secret", (k) => `$ mix phx.gen.secret\n${k(64, BASE64)}`),
    S(
      "output",
      "openssl rand base64 output",
      (k) => `$ openssl rand -base64 32\n${k(43, BASE64)}=`,
    ),
    S(
      "output",
      "django secret key generator output",
      (k) =>
        `>>> from django.core.management.utils import get_random_secret_key
>>> get_random_secret_key()
'${k(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)")}'`,
    ),
    S("output", "python secrets token_urlsafe in a repl", (k) =>
      `>>> import secrets
>>> secrets.token_urlsafe(32)
'${k(43, BASE64URL)}'`),
    S("output", "laravel key generate show", (k) =>
      `$ php artisan key:generate --show
base64:${k(43, BASE64)}=`),
    S(
      "output",
      "stripe listen webhook signing secret",
      (k) =>
        `$ stripe listen --forward-to localhost:4242/webhook
> Ready! You are using Stripe API Version [2025-09-30]. Your webhook signing secret is whsec_${
          k(64, HEX)
        } (^C to quit)`,
    ),
    S(
      "output",
      "firebase login ci token",
      (k) =>
        `✔  Success! Use this token to login on a CI server:

1//${k(100, BASE64URL)}

Example: firebase deploy --token "$FIREBASE_TOKEN"`,
    ),
    S(
      "output",
      "jupyter server startup url with token",
      (k) =>
        `[I 2026-02-03 11:02:41.552 ServerApp] Jupyter Server 2.14.2 is running at:
[I 2026-02-03 11:02:41.552 ServerApp] http://localhost:8888/lab?token=${k(48, HEX)}`,
    ),
    S(
      "output",
      "code-server config password printed",
      (_k, add) =>
        `$ cat ~/.config/code-server/config.yaml
bind-addr: 127.0.0.1:8080
auth: password
password: ${add(g(24, "abcdef0123456789"))}
cert: false`,
    ),
    S("output", "cloudflared tunnel token", (_k, add) =>
      `$ cloudflared tunnel token shop-tunnel
${
        add(
          b64(
            JSON.stringify({ a: g(32, HEX), t: uuid(), s: b64(g(32)) }),
          ),
        )
      }`),
    S(
      "output",
      "tailscale preauth key created",
      (k) => `Generated key: tskey-auth-${g(17, ALNUM)}CNTRL-${k(33, ALNUM)}`,
    ),
    S("output", "gh auth status with token shown", (_k, add) =>
      `github.com
  ✓ Logged in to github.com account octo-dev (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_${add(checked30())}
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`),
    S(
      "output",
      "git credential fill",
      (_k, add) =>
        `$ printf 'protocol=https\\nhost=git.example.org\\n\\n' | git credential fill
protocol=https
host=git.example.org
username=deploy
password=${add(g(40, HEX))}`,
    ),
    S("output", "pulumi config show secrets", (_k, add) =>
      `$ pulumi config --show-secrets
KEY                VALUE
aws:region         eu-central-1
shop:dbPassword    ${add(pwd(20))}
shop:replicas      3`),
    S("output", "terraform output json sensitive value", (_k, add) =>
      `$ terraform output -json
{
  "db_admin_password": {
    "sensitive": true,
    "type": "string",
    "value": "${add(pwd(20))}"
  },
  "endpoint": { "sensitive": false, "type": "string", "value": "db.internal:5432" }
}`),
    S("output", "redis-cli config get requirepass", (k) =>
      `127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) "${k(32, ALNUM)}"`),
    S("output", "docker compose config renders environment", (_k, add) =>
      `$ docker compose config
services:
  db:
    environment:
      MARIADB_ROOT_PASSWORD: ${add(pwd(20))}
      MARIADB_DATABASE: shop
    image: mariadb:11.4`),
    S("output", "helm get values", (_k, add) =>
      `$ helm get values keycloak -n auth
USER-SUPPLIED VALUES:
auth:
  adminPassword: ${add(pwd(18))}
postgresql:
  auth:
    password: ${add(pwd(18))}`),
    S("output", "age-keygen output", (k) =>
      `$ age-keygen
# created: 2026-03-01T10:00:00+01:00
# public key: age1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}
AGE-SECRET-KEY-1${k(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}`),
    S("output", "wg showconf private and preshared keys", (k) =>
      `$ sudo wg showconf wg0
[Interface]
ListenPort = 51820
PrivateKey = ${k(43, BASE64)}=

[Peer]
PublicKey = ${g(43, BASE64)}=
PresharedKey = ${k(43, BASE64)}=
AllowedIPs = 10.8.0.2/32`),
    S(
      "output",
      "influx auth create token",
      (k) =>
        `ID			Description	Token												User Name	Permissions
${
          g(16, HEX)
        }	telegraf	${k(86, BASE64URL)}==	admin		[write:orgs/${g(16, HEX)}/buckets]`,
    ),
    S(
      "output",
      "rabbitmq definitions export with password",
      (k) =>
        `"users": [{"name": "orders", "password_hash": "${
          g(44, BASE64)
        }", "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": []}],
"parameters": [{"value": {"src-uri": "amqps://shovel:${
          k(24)
        }@mq-old.internal:5671", "src-queue": "orders"}, "vhost": "/", "component": "shovel", "name": "migrate"}]`,
    ),
    S(
      "output",
      "npm token create table",
      (_k, add) =>
        `┌────────────────┬──────────────────────────────────────────┐
│ token          │ npm_${add(checked30())} │
├────────────────┼──────────────────────────────────────────┤
│ readonly       │ false                                    │
└────────────────┴──────────────────────────────────────────┘`,
    ),
    S(
      "output",
      "keycloak client secret regenerate json",
      (k) =>
        `$ kcadm.sh get clients/${uuid()}/client-secret -r shop
{
  "type" : "secret",
  "value" : "${k(32)}"
}`,
    ),
    S(
      "output",
      "openstack token issue table",
      (k) =>
        `+------------+-----------------------------------------------------------------+
| Field      | Value                                                           |
+------------+-----------------------------------------------------------------+
| expires    | 2026-04-01T18:22:03+0000                                        |
| id         | gAAAAAB${k(56, BASE64URL)} |
| project_id | ${g(32, HEX)}                                |
+------------+-----------------------------------------------------------------+`,
    ),
    S(
      "output",
      "mnemonic printed by a wallet cli",
      (_k, add) =>
        `Your new wallet mnemonic (write it down, it will not be shown again):

${add(phrase(12, " ").replace(/ \d+$/, ""))}

Address: 0x${g(40, HEX)}`,
    ),
    S(
      "output",
      "step ca bootstrap provisioner password",
      (_k, add) =>
        `✔ Deployment Type: Standalone
✔ What would you like to name your new PKI?: shop-ca
✔ Choose a password for your CA keys and first provisioner.
✔ [leave empty and we'll generate one]:
✔ Password: ${add(g(32, ALNUM + "{}[]()<>"))}`,
    ),
  ];
}
