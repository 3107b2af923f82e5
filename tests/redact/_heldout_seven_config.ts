/**
 * Held-out corpus seven (see _heldout_seven.ts): secrets by name in configuration files of many
 * ecosystems (.env, YAML, TOML, JSON, INI, properties, XML, Terraform, Kubernetes, compose,
 * systemd, PHP, Rails), as a session shows them.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { alnumPass, b64, base64, g, hex, pass, S, uuid } from "./_heldout_seven_make.ts";

const p = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? alnumPass(20) : pass(16)));
const djangoKey = "django-insecure-" + g(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)");
const keyBase = hex(128);
const laravel = b64(43) + "=";
const nextAuth = b64(43) + "=";
const masterKey = hex(32);
const jwtSecret = hex(64);
const k8sUser = "svc_orders";
const k8sPw = alnumPass(24);
const k8sApi = g(40);
const fernet = g(43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") + "=";
const nugetPw = alnumPass(28);
const hmac = hex(64);
const kubeTok = g(64);

export const SEVEN_CONFIG_SECRETS: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "dotenv db password",
    `# .env\nNODE_ENV=production\nDB_HOST=db.internal\nDB_USER=orders\nDB_PASSWORD=${
      p[0]
    }\nDB_NAME=orders`,
    p[0]!,
  ),
  S(
    "assignment",
    "dotenv quoted secret with symbols",
    `SESSION_SECRET="${p[1]}"\nCOOKIE_DOMAIN=.acme.dev`,
    p[1]!,
  ),
  S("assignment", "dotenv export single quotes", `export SMTP_PASSWORD='${p[2]}'`, p[2]!),
  S(
    "assignment",
    "django secret key settings",
    `# settings/prod.py\nSECRET_KEY = "${djangoKey}"\nDEBUG = False`,
    djangoKey,
  ),
  S(
    "assignment",
    "rails secret key base",
    `$ RAILS_ENV=production bin/rails secret\n${keyBase}\n$ heroku config:set SECRET_KEY_BASE=${keyBase}`,
    keyBase,
  ),
  S(
    "assignment",
    "laravel app key",
    `APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=base64:${laravel}\nAPP_DEBUG=false`,
    laravel,
  ),
  S(
    "assignment",
    "nextauth secret",
    `NEXTAUTH_URL=https://app.acme.dev\nNEXTAUTH_SECRET=${nextAuth}`,
    nextAuth,
  ),
  S("output", "rails master key cat", `$ cat config/master.key\n${masterKey}`, masterKey),
  S(
    "assignment",
    "jwt secret yaml",
    `auth:\n  jwt:\n    secret: ${jwtSecret}\n    expires_in: 15m`,
    jwtSecret,
  ),
  S(
    "block",
    "docker compose environment map",
    `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${
      p[3]
    }\n      POSTGRES_DB: app`,
    p[3]!,
  ),
  S(
    "block",
    "docker compose environment list",
    `  api:\n    build: .\n    environment:\n      - DATABASE_URL=postgres://app:${
      p[4]
    }@db:5432/app\n      - REDIS_PASSWORD=${p[5]}`,
    p[4]!,
    p[5]!,
  ),
  S(
    "block",
    "kubernetes secret data base64",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\ntype: Opaque\ndata:\n  username: ${
      base64(k8sUser)
    }\n  password: ${base64(k8sPw)}`,
    base64(k8sPw),
  ),
  S(
    "block",
    "kubernetes secret stringdata",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-api\nstringData:\n  STRIPE_KEY: ${k8sApi}\n  WEBHOOK_HMAC: ${hmac}`,
    k8sApi,
    hmac,
  ),
  S(
    "block",
    "helm values yaml",
    `postgresql:\n  auth:\n    username: gitea\n    password: ${
      p[6]
    }\n    database: gitea\n  primary:\n    persistence:\n      size: 10Gi`,
    p[6]!,
  ),
  S(
    "block",
    "spring application yaml",
    `spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/orders\n    username: orders\n    password: ${
      p[7]
    }\n  jpa:\n    hibernate:\n      ddl-auto: validate`,
    p[7]!,
  ),
  S(
    "assignment",
    "spring application properties",
    `spring.datasource.url=jdbc:mysql://mysql:3306/shop\nspring.datasource.username=shop\nspring.datasource.password=${
      p[8]
    }\nspring.mail.password=${p[9]}`,
    p[8]!,
    p[9]!,
  ),
  S(
    "block",
    "toml app config",
    `[database]\nhost = "10.0.3.7"\nport = 5432\nuser = "ledger"\npassword = "${
      p[10]
    }"\n\n[server]\nport = 8080`,
    p[10]!,
  ),
  S(
    "block",
    "poetry http basic config",
    `$ cat ~/.config/pypoetry/auth.toml\n[http-basic.private]\nusername = "ci"\npassword = "${
      p[11]
    }"`,
    p[11]!,
  ),
  S(
    "block",
    "appsettings json connection string",
    `{\n  "ConnectionStrings": {\n    "Default": "Server=sql.acme.internal;Database=Orders;User Id=orders_app;Password=${
      p[12]
    };TrustServerCertificate=True"\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}`,
    p[12]!,
  ),
  S(
    "block",
    "json config client secret",
    `{\n  "oauth": {\n    "clientId": "${uuid()}",\n    "clientSecret": "${
      p[13]
    }",\n    "redirectUri": "http://localhost:3000/callback"\n  }\n}`,
    p[13]!,
  ),
  S(
    "block",
    "ini my cnf",
    `$ cat ~/.my.cnf\n[client]\nuser=root\npassword=${p[14]}\nhost=127.0.0.1`,
    p[14]!,
  ),
  S(
    "block",
    "pgpass file",
    `$ cat ~/.pgpass\ndb.acme.internal:5432:*:analytics:${p[15]}\nlocalhost:5432:dev:dev:dev`,
    p[15]!,
  ),
  S(
    "block",
    "maven settings xml",
    `<servers>\n  <server>\n    <id>ossrh</id>\n    <username>acme-release</username>\n    <password>${
      p[16]
    }</password>\n  </server>\n</servers>`,
    p[16]!,
  ),
  S(
    "block",
    "nuget config cleartext password",
    `<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="ci@acme.dev" />\n    <add key="ClearTextPassword" value="${nugetPw}" />\n  </acme>\n</packageSourceCredentials>`,
    nugetPw,
  ),
  S(
    "assignment",
    "gradle properties signing",
    `signing.keyId=${hex(8).toUpperCase()}\nsigning.password=${
      p[17]
    }\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhPassword=${p[18]}`,
    p[17]!,
    p[18]!,
  ),
  S(
    "block",
    "terraform variable default",
    `variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${
      p[19]
    }"\n}`,
    p[19]!,
  ),
  S(
    "block",
    "terraform provider block",
    `provider "grafana" {\n  url  = "https://acme.grafana.net"\n  auth = "${
      p[20]
    }"\n}\n\nprovider "mysql" {\n  endpoint = "db:3306"\n  username = "root"\n  password = "${
      p[21]
    }"\n}`,
    p[20]!,
    p[21]!,
  ),
  S(
    "block",
    "systemd environment lines",
    `[Service]\nUser=worker\nEnvironment="QUEUE_URL=amqp://worker:${
      p[22]
    }@mq.internal:5672/%2f"\nEnvironment=API_SECRET=${p[23]}\nExecStart=/usr/local/bin/worker`,
    p[22]!,
    p[23]!,
  ),
  S(
    "block",
    "wp config php",
    `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '${
      p[24]
    }' );\ndefine( 'DB_HOST', 'localhost' );`,
    p[24]!,
  ),
  S(
    "block",
    "rails database yml",
    `production:\n  <<: *default\n  database: shop_production\n  username: shop\n  password: ${
      p[25]
    }\n  host: <%= ENV["DB_HOST"] %>`,
    p[25]!,
  ),
  S(
    "block",
    "netrc heroku",
    `machine api.heroku.com\n  login dana@acme.dev\n  password ${uuid()}\nmachine git.heroku.com\n  login dana@acme.dev\n  password ${
      p[26]
    }`,
    p[26]!,
  ),
  S(
    "block",
    "git credentials file",
    `$ cat ~/.git-credentials\nhttps://dana:${p[27]}@git.acme.internal\nhttps://x-access-token:${
      p[28]
    }@github.com`,
    p[27]!,
    p[28]!,
  ),
  S(
    "block",
    "yarnrc yml npm auth token",
    `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${
      p[29]
    }"`,
    p[29]!,
  ),
  S(
    "block",
    "pip conf index url",
    `[global]\nindex-url = https://ci:${p[30]}@pypi.acme.internal/simple/\ntimeout = 60`,
    p[30]!,
  ),
  S(
    "assignment",
    "ansible vars become password",
    `ansible_user: deploy\nansible_become_password: "${p[31]}"\nansible_port: 22`,
    p[31]!,
  ),
  S(
    "block",
    "redis conf requirepass",
    `# /etc/redis/redis.conf\nbind 127.0.0.1 ::1\nrequirepass ${p[32]}\nmasterauth ${p[32]}`,
    p[32]!,
  ),
  S(
    "block",
    "php ini style mail config",
    `[mail]\nsmtp_host = smtp.sendgrid.net\nsmtp_user = apikey\nsmtp_pass = "${p[33]}"`,
    p[33]!,
  ),
  S(
    "block",
    "github actions env hardcoded",
    `jobs:\n  e2e:\n    runs-on: ubuntu-latest\n    env:\n      TEST_USER_PASSWORD: ${
      p[34]
    }\n      API_TOKEN: ${p[35]}`,
    p[34]!,
    p[35]!,
  ),
  S("assignment", "python fernet key", `ENCRYPTION_KEY=${fernet}`, fernet),
  S(
    "block",
    "docker config json auth",
    `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"registry.acme.dev": {\n\t\t\t"auth": "${
      base64("ci:" + p[36])
    }"\n\t\t}\n\t}\n}`,
    base64("ci:" + p[36]),
  ),
  S(
    "block",
    "kubeconfig user token",
    `users:\n- name: ci-deployer\n  user:\n    token: ${kubeTok}`,
    kubeTok,
  ),
  S(
    "assignment",
    "hcl consul acl token",
    `acl {\n  enabled = true\n  tokens {\n    initial_management = "${uuid()}"\n    agent = "${
      p[38]
    }"\n  }\n}`,
    p[38]!,
  ),
];
