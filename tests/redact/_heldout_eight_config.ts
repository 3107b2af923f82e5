/** Held-out corpus eight: secrets in configuration files of many ecosystems. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { AN, b64, g, HEX, LD, pem, pw, pwAlnum, rb64, sec } from "./_heldout_eight_make.ts";

export const EIGHT_CONFIG: readonly HeldOutSecret[] = [
  sec(
    "assignment",
    "dotenv generic secrets",
    [pw(18), g(64, HEX)],
    ([a, b]) =>
      `NODE_ENV=production\nPORT=3000\nDB_PASSWORD=${a}\nSESSION_SECRET=${b}\nLOG_LEVEL=info`,
  ),
  sec("assignment", "dotenv quoted with export", [pw(20)], ([a]) => `export ADMIN_PASSWORD='${a}'`),
  sec(
    "assignment",
    "dotenv django secret key",
    [g(50, LD + "!@#%^&*(-_=+)")],
    ([a]) => `DJANGO_SECRET_KEY="${a}"`,
  ),
  sec(
    "assignment",
    "dotenv rails master key",
    [g(32, HEX)],
    ([a]) => `$ cat config/master.key\n${a}`,
  ),
  sec(
    "assignment",
    "dotenv nextauth secret",
    [rb64(32)],
    ([a]) => `NEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET=${a}`,
  ),
  sec(
    "assignment",
    "yaml spring datasource",
    [pw(16)],
    ([a]) =>
      `spring:\n  datasource:\n    url: jdbc:postgresql://db.internal:5432/orders\n    username: orders_app\n    password: ${a}\n  jpa:\n    open-in-view: false`,
  ),
  sec(
    "assignment",
    "yaml rails database",
    [pwAlnum(24)],
    ([a]) =>
      `production:\n  <<: *default\n  database: shop_production\n  username: shop\n  password: "${a}"`,
  ),
  sec(
    "assignment",
    "yaml mail smtp",
    [pw(14)],
    ([a]) =>
      `mail:\n  smtp:\n    host: smtp.eu.mailgun.org\n    port: 587\n    user: postmaster@mg.acme.io\n    pass: ${a}`,
  ),
  sec(
    "assignment",
    "toml cargo style secret",
    [g(40, AN)],
    ([a]) => `[server]\nbind = "0.0.0.0:8080"\n\n[auth]\njwt_secret = "${a}"\ntoken_ttl = "1h"`,
  ),
  sec(
    "assignment",
    "toml netlify env",
    [pw(18)],
    ([a]) => `[context.production.environment]\n  HUGO_VERSION = "0.139.0"\n  API_SECRET = "${a}"`,
  ),
  sec(
    "assignment",
    "ini php database",
    [pw(15)],
    ([a]) => `[database]\nhost = localhost\nuser = wp\npassword = "${a}"\nname = wordpress`,
  ),
  sec(
    "assignment",
    "ini supervisord",
    [pw(12)],
    ([a]) => `[inet_http_server]\nport=127.0.0.1:9001\nusername=admin\npassword=${a}`,
  ),
  sec(
    "assignment",
    "json appsettings connection",
    [pw(16)],
    ([a]) =>
      `{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:acme.database.windows.net,1433;Initial Catalog=shop;User ID=shopadmin;Password=${a};Encrypt=True;"\n  }\n}`,
  ),
  sec(
    "assignment",
    "json firebase private key",
    [rb64(48), rb64(48), rb64(48)],
    ([a, b, c]) =>
      `{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${
        g(40, HEX)
      }",\n  "private_key": "${pem("BEGIN", "PRIVATE KEY")}\\n${a}\\n${b}\\n${c}\\n${
        pem("END", "PRIVATE KEY")
      }\\n",\n  "client_email": "deployer@acme-prod.iam.gserviceaccount.com"\n}`,
  ),
  sec(
    "assignment",
    "json vscode mcp server env",
    [g(40, AN)],
    ([a]) =>
      `{\n  "servers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github"],\n      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${a}" }\n    }\n  }\n}`,
  ),
  sec(
    "assignment",
    "hcl provider block",
    [pw(20)],
    ([a]) =>
      `provider "postgresql" {\n  host     = "db.acme.internal"\n  username = "terraform"\n  password = "${a}"\n  sslmode  = "require"\n}`,
  ),
  sec(
    "assignment",
    "hcl tfvars",
    [g(32, HEX)],
    ([a]) =>
      `# terraform.tfvars\nregion        = "eu-central-1"\napi_key       = "${a}"\ninstance_type = "t3.small"`,
  ),
  sec(
    "assignment",
    "java properties",
    [pw(16)],
    ([a]) =>
      `spring.mail.host=smtp.office365.com\nspring.mail.username=alerts@acme.io\nspring.mail.password=${a}`,
  ),
  sec(
    "assignment",
    "gradle properties",
    [g(32, AN), pw(14)],
    ([a, b]) =>
      `org.gradle.jvmargs=-Xmx2g\nsigningPassword=${a}\nossrhUsername=acme\nossrhPassword=${b}`,
  ),
  sec(
    "assignment",
    "maven settings xml",
    [pw(18)],
    ([a]) =>
      `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>${a}</password>\n  </server>\n</servers>`,
  ),
  sec(
    "assignment",
    "web config appsetting",
    [g(40, AN)],
    ([a]) => `<appSettings>\n  <add key="PaymentApiSecret" value="${a}" />\n</appSettings>`,
  ),
  sec(
    "assignment",
    "dockerfile env",
    [pw(16)],
    ([a]) => `FROM postgres:16\nENV POSTGRES_USER=app\nENV POSTGRES_PASSWORD=${a}\nEXPOSE 5432`,
  ),
  sec(
    "assignment",
    "dockerfile arg token",
    [g(36, AN)],
    ([a]) =>
      `ARG NPM_TOKEN=${a}\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && npm ci`,
  ),
  sec(
    "assignment",
    "k8s secret stringData",
    [pw(18), g(48, AN)],
    ([a, b]) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-secrets\ntype: Opaque\nstringData:\n  db-password: ${a}\n  stripe-key: ${b}`,
  ),
  sec(
    "encoded",
    "k8s secret data base64",
    [b64(pw(16)), b64(g(40, AN))],
    ([a, b]) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: backend\ndata:\n  POSTGRES_PASSWORD: ${a}\n  JWT_SECRET: ${b}`,
  ),
  sec(
    "assignment",
    "docker compose environment list",
    [pw(16)],
    ([a]) =>
      `services:\n  db:\n    image: mysql:8.4\n    environment:\n      - MYSQL_ROOT_PASSWORD=${a}\n      - MYSQL_DATABASE=app`,
  ),
  sec(
    "assignment",
    "docker compose environment map",
    [pw(14)],
    ([a]) =>
      `  rabbitmq:\n    image: rabbitmq:3-management\n    environment:\n      RABBITMQ_DEFAULT_USER: admin\n      RABBITMQ_DEFAULT_PASS: "${a}"`,
  ),
  sec(
    "assignment",
    "github actions env hardcoded token",
    [g(40, AN)],
    ([a]) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY_TOKEN: ${a}\n    steps:\n      - uses: actions/checkout@v4`,
  ),
  sec(
    "assignment",
    "gitlab ci variables",
    [pw(16)],
    ([a]) =>
      `variables:\n  POSTGRES_DB: test\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: "${a}"\n  DOCKER_DRIVER: overlay2`,
  ),
];
