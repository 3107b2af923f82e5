/**
 * Held-out corpus six, secrets known by where they stand: .env files, config files of many
 * ecosystems (YAML, TOML, INI, JSON, XML, properties, HCL, PHP), URLs with credentials and
 * connection strings.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, b64, BASE64, g, HEX, jwt, m, pass, s } from "./_heldout_six_make.ts";

function dotenv(): HeldOutSecret[] {
  const [db, jwtSecret, session] = [pass(), g(64, HEX), g(44, BASE64)];
  return [
    m(
      "assignment",
      "dotenv block",
      `# .env.local\nNODE_ENV=development\nDATABASE_URL=postgres://app:${db}@localhost:5432/app\nJWT_SECRET=${jwtSecret}\nSESSION_SECRET="${session}"\nPORT=3000`,
      [db, jwtSecret, session],
    ),
    s(
      "assignment",
      "nextauth secret",
      (p) => `NEXTAUTH_SECRET=${p}\nNEXTAUTH_URL=http://localhost:3000`,
      g(44, BASE64),
    ),
    s(
      "assignment",
      "laravel app key",
      (p) => `APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=base64:${p}`,
      g(43, BASE64) + "=",
    ),
    s(
      "assignment",
      "django secret key",
      (p) => `# settings/prod.py\nSECRET_KEY = '${p}'\nDEBUG = False`,
      g(50, ALNUM + "!@#%^&*(-_=+)"),
    ),
    s(
      "assignment",
      "rails secret_key_base",
      (p) => `production:\n  secret_key_base: ${p}`,
      g(128, HEX),
    ),
    s(
      "assignment",
      "wordpress salts",
      (p) => `define( 'AUTH_KEY',         '${p}' );`,
      g(64, ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"),
    ),
    s(
      "assignment",
      "export with line number history",
      (p) => `  512  export DB_PASSWORD='${p}'\n  513  npm run migrate`,
      pass(18),
    ),
    s(
      "assignment",
      "powershell env",
      (p) => `PS C:\\src\\acme> $env:API_TOKEN = "${p}"`,
      g(40, ALNUM),
    ),
    s("assignment", "fish set -gx", (p) => `set -gx CLIENT_SECRET ${p}`, g(48, ALNUM)),
    s(
      "assignment",
      "docker run -e",
      (p) => `docker run -d -e POSTGRES_PASSWORD=${p} -p 5432:5432 postgres:16`,
      pass(),
    ),
    s(
      "assignment",
      "python kwarg",
      (p) => `conn = psycopg2.connect(host="db", user="etl", password="${p}", dbname="wh")`,
      pass(),
    ),
    s(
      "assignment",
      "js object secret",
      (p) => `const auth0 = new AuthenticationClient({ domain, clientId, clientSecret: '${p}' });`,
      g(64, ALNUM + "-_"),
    ),
    s(
      "assignment",
      "go struct literal",
      (p) => `cfg := &Config{\n\tUser:     "svc",\n\tPassword: "${p}",\n}`,
      pass(),
    ),
  ];
}

function documents(): HeldOutSecret[] {
  const [user, pw] = ["deploy", pass()];
  const kubeB64 = b64(pass(20));
  const kubeTok = b64(g(40, ALNUM));
  const dockerAuth = b64(`acmebot:${g(36, ALNUM)}`);
  return [
    s(
      "assignment",
      "yaml nested password",
      (p) =>
        `spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/orders\n    username: orders\n    password: ${p}`,
      pass(),
    ),
    s(
      "assignment",
      "docker compose env",
      (p) =>
        `services:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: "${p}"`,
      pass(),
    ),
    s(
      "assignment",
      "toml secret",
      (p) =>
        `[auth]\nprovider = "github"\nclient_id = "Iv1.8a61f9b3a7aba766"\nclient_secret = "${p}"`,
      g(40, HEX),
    ),
    s(
      "assignment",
      "ini password",
      (p) => `[client]\nuser=backup\npassword=${p}\nhost=127.0.0.1`,
      pass(),
    ),
    s(
      "assignment",
      "properties password",
      (p) =>
        `spring.mail.host=smtp.acme.io\nspring.mail.username=noreply\nspring.mail.password=${p}`,
      pass(),
    ),
    s(
      "assignment",
      "gradle properties",
      (p) => `signing.keyId=24875D73\nossrhUsername=acme\nossrhPassword=${p}`,
      pass(),
    ),
    s(
      "assignment",
      "maven settings xml",
      (p) =>
        `<server>\n  <id>acme-releases</id>\n  <username>ci</username>\n  <password>${p}</password>\n</server>`,
      pass(),
    ),
    s(
      "assignment",
      "terraform tfvars",
      (p) => `region      = "eu-west-1"\ndb_password = "${p}"`,
      pass(),
    ),
    s(
      "assignment",
      "php array",
      (p) => `'mysql' => [\n    'username' => 'forge',\n    'password' => '${p}',\n],`,
      pass(),
    ),
    s(
      "assignment",
      "json appsettings",
      (p) => `{\n  "Jwt": {\n    "Issuer": "acme",\n    "Key": "${p}"\n  }\n}`,
      g(64, BASE64),
    ),
    s(
      "encoded",
      "kubernetes secret data",
      (p) =>
        `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: ${
          b64(user)
        }\n  password: ${p}`,
      kubeB64,
    ),
    s(
      "encoded",
      "kubernetes secret token data",
      (p) => `data:\n  api-token: ${p}\n  region: ${b64("eu-west-1")}`,
      kubeTok,
    ),
    s(
      "encoded",
      "docker config auths",
      (p) => `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${p}"\n    }\n  }\n}`,
      dockerAuth,
    ),
    m("assignment", "netrc", `machine api.acme.io\n  login ${user}\n  password ${pw}`, [pw]),
    s(
      "assignment",
      "kubeconfig token",
      (p) => `users:\n- name: ci-bot\n  user:\n    token: ${p}`,
      jwt({ iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:ci:bot" }),
    ),
    s(
      "assignment",
      "wireguard private key",
      (p) => `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${p}\nDNS = 1.1.1.1`,
      g(43, BASE64) + "=",
    ),
    s(
      "assignment",
      "redis conf requirepass",
      (p) => `bind 0.0.0.0\nport 6379\nrequirepass ${p}`,
      g(32, ALNUM),
    ),
    s("assignment", "pgpass line", (p) => `db.internal:5432:*:replicator:${p}`, pass()),
    s(
      "assignment",
      "basic auth header",
      (p) => `Authorization: Basic ${p}`,
      b64(`admin:${pass()}`),
    ),
  ];
}

function urls(): HeldOutSecret[] {
  return [
    s(
      "url",
      "mongodb srv",
      (p) =>
        `MONGO_URI=mongodb+srv://admin:${p}@cluster0.x1y2z.mongodb.net/shop?retryWrites=true&w=majority`,
      pass(),
    ),
    s(
      "url",
      "rediss url",
      (p) => `REDIS_URL=rediss://default:${p}@eu1-light-whale-31337.upstash.io:6379`,
      g(32, ALNUM),
    ),
    s(
      "url",
      "amqp url",
      (p) => `CELERY_BROKER_URL = "amqp://celery:${p}@rabbitmq:5672/prod"`,
      pass(),
    ),
    s(
      "url",
      "smtp url",
      (p) => `EMAIL_URL=smtp+tls://postmaster%40mg.acme.io:${p}@smtp.mailgun.org:587`,
      g(32, HEX) + "-" + g(8, HEX),
    ),
    s(
      "url",
      "jdbc password param",
      (p) => `jdbc:postgresql://db.internal:5432/billing?user=billing&password=${p}&ssl=true`,
      pass(),
    ),
    s(
      "url",
      "sqlserver connection string",
      (p) =>
        `Server=tcp:acme.database.windows.net,1433;Initial Catalog=orders;User ID=sqladmin;Password=${p};Encrypt=True;`,
      pass(),
    ),
    s(
      "url",
      "pip extra index with token",
      (p) =>
        `pip install --extra-index-url https://__token__:${p}@gitlab.acme.dev/api/v4/projects/7/packages/pypi/simple acme-core`,
      "gl" + "pat-" + g(20, ALNUM),
    ),
    s(
      "url",
      "goproxy credentials",
      (p) => `GOPROXY=https://ci:${p}@athens.acme.io,direct`,
      g(32, ALNUM),
    ),
    s(
      "url",
      "git clone with password",
      (p) => `$ git clone https://jdoe:${p}@bitbucket.org/acme/infra.git\nCloning into 'infra'...`,
      pass(),
    ),
    s("url", "ftp url", (p) => `lftp ftp://uploader:${p}@ftp.acme.io/incoming`, pass()),
    s(
      "url",
      "s3 presigned url",
      (p) =>
        `https://acme-exports.s3.eu-west-1.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${
          "AK" + "IA" + "EXPORTSVC0000001"
        }%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${p}`,
      g(64, HEX),
    ),
    s(
      "url",
      "azure sas url",
      (p) =>
        `https://acmeblobs.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&spr=https&sig=${p}`,
      encodeURIComponent(g(43, BASE64) + "="),
    ),
    s(
      "url",
      "token in query string",
      (p) => `GET https://api.acme.io/v2/export?format=csv&access_token=${p} 200 OK`,
      g(40, ALNUM),
    ),
    s(
      "url",
      "password with encoded at",
      (p) => `postgresql://admin:${p}@10.0.3.14:5432/core`,
      encodeURIComponent(g(6, ALNUM) + "@" + g(8, ALNUM) + "/" + g(3, ALNUM)),
    ),
  ];
}

export const SIX_CONFIG_SECRETS: HeldOutSecret[] = [...dotenv(), ...documents(), ...urls()];
