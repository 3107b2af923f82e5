/**
 * Corpus ten, configuration files: the same kind of value (a password, an app secret, a signing
 * key) in the syntaxes a session shows — .env, YAML, TOML, INI, JSON, XML, HCL, Java properties,
 * PHP, nginx and systemd units, Spring, Rails, Django, Laravel, Symfony, WordPress, kube and ssh
 * files, VPN and tunnel configs.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  DIGITS,
  HEX,
  keyBlock,
  LOWER,
  LOWER_NUM,
  type Ten,
} from "./_heldout_ten_make.ts";

export function tenConfig(t: Ten): HeldOutSecret[] {
  const { S, g, pwd } = t;
  return [
    S("assignment", "dotenv with export and quotes", (k, add) =>
      `# .env.local
export DB_PASSWORD='${add(pwd())}'
SESSION_SECRET="${k(48, B64URL)}"
NODE_ENV=development`),
    S(
      "assignment",
      "dotenv with inline comment",
      (k) =>
        `JWT_SIGNING_KEY=${k(64, HEX)} # rotate quarterly
JWT_TTL=3600`,
    ),
    S("assignment", "docker compose environment list", (k, add) =>
      `services:
  db:
    image: postgres:16
    environment:
      - POSTGRES_USER=app
      - POSTGRES_PASSWORD=${add(pwd())}
  cache:
    image: redis:7
    command: redis-server --requirepass ${k(32, ALNUM)}`),
    S("assignment", "docker compose environment map", (_k, add) =>
      `  minio:
    image: minio/minio
    environment:
      MINIO_ROOT_USER: admin
      MINIO_ROOT_PASSWORD: ${add(pwd())}`),
    S("vendor", "kubernetes secret stringData", (k, add) =>
      `apiVersion: v1
kind: Secret
metadata:
  name: api-secrets
type: Opaque
stringData:
  STRIPE_KEY: sk_live_${k(24, ALNUM)}
  DB_PASS: "${add(pwd())}"`),
    S("encoded", "kubernetes secret data base64", (_k, add) =>
      `apiVersion: v1
kind: Secret
metadata:
  name: smtp
data:
  username: ${b64("mailer@acme.io")}
  password: ${add(b64(pwd()))}`),
    S("assignment", "helm values with nested secret", (_k, add) =>
      `postgresql:
  auth:
    username: keycloak
    password: ${add(pwd())}
    database: keycloak
keycloak:
  adminPassword: "${add(pwd())}"`),
    S("assignment", "kustomize secret generator literals", (k, add) =>
      `secretGenerator:
- name: app-env
  literals:
  - API_TOKEN=${k(40, ALNUM)}
  - ADMIN_PASSWORD=${add(pwd())}`),
    S("url", "toml app config", (k, add) =>
      `[database]
url = "postgres://svc:${add(g(16, ALNUM))}@10.0.3.7:5432/orders"

[auth]
cookie_secret = "${k(64, HEX)}"`),
    S("vendor", "streamlit secrets toml", (k) =>
      `# .streamlit/secrets.toml
OPENAI_API_KEY = "sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}"`),
    S("assignment", "ini with spaces around equals", (_k, add) =>
      `[mysql]
host     = db.internal
user     = reporting
password = ${add(pwd())}`),
    S("assignment", "mysql my.cnf client section", (_k, add) =>
      `[client]
user=root
password="${add(pwd())}"
socket=/var/run/mysqld/mysqld.sock`),
    S("assignment", "pgpass line", (_k, add) =>
      `$ cat ~/.pgpass
db.prod.internal:5432:*:app_rw:${add(pwd())}
localhost:5432:test:postgres:postgres`),
    S("assignment", "netrc", (_k, add) =>
      `machine api.heroku.com
  login ops@acme.io
  password ${add(t.guid())}
machine ftp.partner.example login acme password ${add(pwd())}`),
    S("assignment", "appsettings json connection string", (k, add) =>
      `{
  "ConnectionStrings": {
    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=app;Password=${
        add(pwd())
      };Encrypt=True;"
  },
  "Jwt": { "Key": "${k(44, B64)}", "Issuer": "acme" }
}`),
    S("assignment", "web config appSettings", (_k, add) =>
      `<configuration>
  <appSettings>
    <add key="SmtpPassword" value="${add(pwd())}" />
    <add key="ApiBaseUrl" value="https://api.acme.io" />
  </appSettings>
</configuration>`),
    S("assignment", "nuget config cleartext password", (k) =>
      `<packageSourceCredentials>
  <AcmeFeed>
    <add key="Username" value="az" />
    <add key="ClearTextPassword" value="${k(52, LOWER + "234567")}" />
  </AcmeFeed>
</packageSourceCredentials>`),
    S("assignment", "hcl provider block", (k) =>
      `provider "datadog" {
  api_key = "${k(32, HEX)}"
  app_key = "${k(40, HEX)}"
  api_url = "https://api.datadoghq.eu/"
}`),
    S(
      "assignment",
      "terraform random password in state output",
      (_k, add) =>
        `"resources": [{ "type": "random_password", "name": "db", "instances": [{ "attributes": { "length": 24, "result": "${
          add(g(24, ALNUM))
        }", "special": false } }] }]`,
    ),
    S(
      "assignment",
      "spring application properties",
      (_k, add) =>
        `spring.datasource.url=jdbc:postgresql://db:5432/shop
spring.datasource.username=shop
spring.datasource.password=${add(pwd())}
spring.mail.password=${add(pwd())}`,
    ),
    S("assignment", "spring application yml", (k) =>
      `spring:
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: Iv1.${g(16, HEX)}
            client-secret: ${k(40, HEX)}`),
    S("output", "rails master key cat", (k) =>
      `$ cat config/master.key
${k(32, HEX)}`),
    S("assignment", "rails credentials edit view", (k) =>
      `# aws:
#   access_key_id: 123
aws:
  access_key_id: AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
  secret_access_key: ${k(40, B64)}

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: ${k(128, HEX)}`),
    S(
      "vendor",
      "django settings secret key",
      (k) => `SECRET_KEY = "django-insecure-${k(50, LOWER_NUM + "!@#$%^&*(-_=+)")}"`,
    ),
    S("encoded", "laravel app key", (_k, add) =>
      `APP_NAME=Shop
APP_ENV=production
APP_KEY=base64:${add(b64(t.bytes(32)))}
APP_DEBUG=false`),
    S("assignment", "symfony app secret", (k) =>
      `###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=${k(32, HEX)}
###< symfony/framework-bundle ###`),
    S(
      "assignment",
      "wordpress config salts and db password",
      (k, add) =>
        `define( 'DB_PASSWORD', '${add(pwd())}' );
define( 'AUTH_KEY',         '${k(64, ALNUM + "!@#%^&*()-_[]{}<>~+=,.;:/?|")}' );`,
    ),
    S("assignment", "php array config", (_k, add) =>
      `return [
    'mailer' => [
        'host' => 'smtp.eu.mailgun.org',
        'username' => 'postmaster@mg.acme.io',
        'password' => '${add(pwd())}',
    ],
];`),
    S("assignment", "nginx auth header to upstream", (k) =>
      `location /api/ {
    proxy_pass https://backend.internal;
    proxy_set_header Authorization "Bearer ${k(48, B64URL)}";
}`),
    S("assignment", "systemd unit environment", (k, add) =>
      `[Service]
Environment="REDIS_PASSWORD=${add(pwd())}"
Environment=API_KEY=${k(32, ALNUM)}
ExecStart=/usr/local/bin/worker`),
    S("assignment", "kubeconfig user token", (k) =>
      `users:
- name: ci-deployer
  user:
    token: ${k(64, LOWER_NUM)}`),
    S("block", "kubeconfig client key data", (_k, add) =>
      `users:
- name: kubernetes-admin
  user:
    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${g(60, B64)}
    client-key-data: ${add(b64(keyBlock(t, (p) => p, "RSA", 3)))}`),
    S(
      "command",
      "kubeadm bootstrap token",
      (k) =>
        `kubeadm join 10.0.0.10:6443 --token ${g(6, LOWER_NUM)}.${
          k(16, LOWER_NUM)
        } --discovery-token-ca-cert-hash sha256:${g(64, HEX)}`,
    ),
    S("vendor", "pm2 ecosystem env", (k) =>
      `module.exports = {
  apps: [{
    name: "api",
    script: "dist/server.js",
    env_production: { NODE_ENV: "production", SENTRY_AUTH_TOKEN: "sntryu_${k(64, HEX)}" },
  }],
};`),
    S("vendor", "vite env file for server only key", (k) =>
      `VITE_API_URL=https://api.acme.io
PRIVATE_RESEND_KEY=re_${k(8, ALNUM)}_${k(24, ALNUM)}`),
    S(
      "block",
      "firebase admin private key in env one line",
      (_k, add) =>
        `FIREBASE_PROJECT_ID=acme-app-${g(5, DIGITS)}
FIREBASE_CLIENT_EMAIL=firebase-adminsdk-${g(5, LOWER)}@acme-app.iam.gserviceaccount.com
FIREBASE_PRIVATE_KEY="${keyBlock(t, add, "", 5, "\\n")}\\n"`,
    ),
    S(
      "assignment",
      "dotenv with windows line endings",
      (k, add) =>
        `APP_ENV=production\r\nMAIL_PASSWORD=${add(pwd())}\r\nSTRIPE_WEBHOOK_SECRET=whsec_${
          k(32, ALNUM)
        }\r\n`,
    ),
    S("assignment", "vscode launch json env", (k) =>
      `{
  "version": "0.2.0",
  "configurations": [{
    "type": "node",
    "request": "launch",
    "name": "api",
    "program": "\${workspaceFolder}/src/server.ts",
    "env": { "NODE_ENV": "development", "PAYMENTS_API_KEY": "${k(40, ALNUM)}" }
  }]
}`),
    S("assignment", "configmap holding an env file block", (k, add) =>
      `apiVersion: v1
kind: ConfigMap
metadata:
  name: legacy-app
data:
  app.env: |
    LOG_LEVEL=info
    SMTP_PASS=${add(pwd())}
    PARTNER_TOKEN=${k(40, HEX)}`),
  ];
}
