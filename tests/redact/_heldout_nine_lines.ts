/** Corpus nine: URLs with userinfo, connection strings, HTTP headers, commands, shell history. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { BASE64, BASE64URL, HEX, pwd, S } from "./_heldout_nine_make.ts";

const enc = encodeURIComponent;

export const NINE_LINES: readonly HeldOutSecret[] = [
  S("url", "postgres url", (_k, add) => `postgres://orders:${add(pwd())}@db.internal:5432/orders`),
  S(
    "url",
    "mysql url in log",
    (_k, add) => `INFO connecting to mysql://root:${add(pwd())}@10.0.3.7:3306/app?charset=utf8mb4`,
  ),
  S(
    "url",
    "mongodb srv url",
    (_k, add) =>
      `MONGO_URI=mongodb+srv://app_user:${
        add(pwd())
      }@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority`,
  ),
  S(
    "url",
    "redis url with empty user",
    (k) => `REDIS_URL=rediss://:${k(32)}@redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345`,
  ),
  S(
    "url",
    "amqp url",
    (_k, add) => `CELERY_BROKER_URL=amqp://celery:${add(pwd())}@rabbit:5672/vhost`,
  ),
  S(
    "url",
    "percent-encoded password url",
    (_k, add) => `postgresql://admin:${enc(add("p@ss/" + pwd()))}@pg.internal/db`,
  ),
  S(
    "url",
    "git clone with token",
    (k) => `git clone https://x-access-token:ghs_${k(36)}@github.com/acme/infra.git`,
  ),
  S(
    "url",
    "git remote oauth2 gitlab",
    (k) => `origin\thttps://oauth2:glpat-${k(20, BASE64URL)}@gitlab.com/acme/api.git (fetch)`,
  ),
  S(
    "url",
    "ftp url",
    (_k, add) => `wget ftp://backup:${add(pwd())}@files.acme.io/dumps/latest.sql.gz`,
  ),
  S("url", "smtp url", (_k, add) => `EMAIL_URL=smtp://apikey:${add(pwd())}@smtp.sendgrid.net:587`),
  S(
    "url",
    "jdbc password param",
    (_k, add) => `jdbc:postgresql://db:5432/app?user=app&password=${add(pwd())}&ssl=true`,
  ),
  S(
    "url",
    "sqlserver connection string",
    (_k, add) =>
      `Server=tcp:acme.database.windows.net,1433;Initial Catalog=core;User ID=admin@acme;Password=${
        add(pwd())
      };Encrypt=True;`,
  ),
  S(
    "url",
    "elasticsearch url",
    (_k, add) => `ELASTICSEARCH_URL=https://elastic:${add(pwd())}@es.acme.io:9243`,
  ),
  S(
    "url",
    "api key query param",
    (k) => `GET https://api.weather.example/v1/forecast?q=Berlin&appid=${k(32, HEX)} 200 OK`,
  ),
  S(
    "url",
    "access_token query param",
    (k) => `https://graph.facebook.com/v19.0/me?fields=id,name&access_token=EAAB${k(180)}`,
  ),
  S(
    "url",
    "clickhouse dsn",
    (_k, add) => `clickhouse://default:${add(pwd())}@ch.acme.io:9440/analytics?secure=true`,
  ),
  S(
    "url",
    "proxy url with credentials",
    (_k, add) => `export HTTPS_PROXY=http://jdoe:${add(pwd())}@proxy.corp.local:3128`,
  ),
  S(
    "url",
    "sentry-like dsn with secret",
    (k) => `DSN=https://${k(32, HEX)}:${k(32, HEX)}@sentry.acme.io/12`,
  ),
  S(
    "command",
    "curl bearer header",
    (k) => `curl -sS https://api.acme.io/v2/orders -H "Authorization: Bearer ${k(40)}"`,
  ),
  S(
    "command",
    "curl basic user",
    (_k, add) => `curl -u admin:${add(pwd())} http://localhost:15672/api/overview`,
  ),
  S(
    "command",
    "curl x-api-key",
    (k) => `curl -H 'x-api-key: ${k(40)}' https://api.acme.io/v1/reports`,
  ),
  S(
    "command",
    "curl data token",
    (k) =>
      `curl -X POST https://auth.acme.io/oauth/token -d grant_type=client_credentials -d client_id=web -d client_secret=${
        k(48)
      }`,
  ),
  S(
    "command",
    "curl json password",
    (_k, add) =>
      `curl -X POST localhost:8080/login -H 'Content-Type: application/json' -d '{"username":"admin","password":"${
        add(pwd())
      }"}'`,
  ),
  S("command", "httpie auth", (k) => `http GET :8000/api/me "Authorization:Token ${k(40, HEX)}"`),
  S(
    "command",
    "wget header",
    (k) =>
      `wget --header="PRIVATE-TOKEN: glpat-${
        k(20, BASE64URL)
      }" https://gitlab.acme.io/api/v4/projects`,
  ),
  S(
    "command",
    "powershell invoke-restmethod",
    (k) =>
      `Invoke-RestMethod -Uri https://api.acme.io/v1/jobs -Headers @{ Authorization = "Bearer ${
        k(48)
      }" }`,
  ),
  S(
    "command",
    "powershell securestring",
    (_k, add) => `$pw = ConvertTo-SecureString "${add(pwd())}" -AsPlainText -Force`,
  ),
  S("command", "setx", (k) => `setx OPENAI_API_KEY "sk-proj-${k(60, BASE64URL)}"`),
  S("command", "cmd set", (_k, add) => `C:\\> set DB_PASSWORD=${add(pwd())}`),
  S("command", "fish set -x", (k) => `set -x ANTHROPIC_API_KEY sk-ant-api03-${k(93, BASE64URL)}AA`),
  S(
    "command",
    "history line mysql -p",
    (_k, add) => `  512  mysql -h 127.0.0.1 -u root -p${add(pwd())} app < dump.sql`,
  ),
  S(
    "command",
    "psql PGPASSWORD",
    (_k, add) => `PGPASSWORD=${add(pwd())} psql -h db -U postgres -c 'select 1'`,
  ),
  S(
    "command",
    "docker run -e",
    (_k, add) => `docker run -d -e POSTGRES_PASSWORD=${add(pwd())} -p 5432:5432 postgres:16`,
  ),
  S(
    "command",
    "docker login -p",
    (_k, add) => `docker login -u ci -p ${add(pwd())} registry.acme.io`,
  ),
  S(
    "command",
    "kubectl create secret",
    (_k, add) => `kubectl create secret generic db --from-literal=password=${add(pwd())} -n prod`,
  ),
  S(
    "command",
    "helm set",
    (_k, add) =>
      `helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=${add(pwd())}`,
  ),
  S("command", "gh secret set", (k) => `gh secret set NPM_TOKEN --body "npm_${k(36)}"`),
  S("command", "vault kv put", (_k, add) => `vault kv put secret/app db_password=${add(pwd())}`),
  S(
    "command",
    "aws configure set",
    (k) => `aws configure set aws_secret_access_key ${k(40, BASE64)} --profile prod`,
  ),
  S(
    "command",
    "az login service principal",
    (_k, add) =>
      `az login --service-principal -u http://sp-ci -p ${add(pwd())} --tenant acme.onmicrosoft.com`,
  ),
  S("command", "sshpass", (_k, add) => `sshpass -p '${add(pwd())}' ssh deploy@10.0.0.12`),
  S("command", "htpasswd -b", (_k, add) => `htpasswd -bc /etc/nginx/.htpasswd admin ${add(pwd())}`),
  S(
    "command",
    "openssl pass",
    (_k, add) =>
      `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${
        add(pwd())
      }`,
  ),
  S(
    "command",
    "mongosh password flag",
    (_k, add) => `mongosh "mongodb://db:27017" --username admin --password '${add(pwd())}'`,
  ),
  S("command", "redis-cli -a", (k) => `redis-cli -h cache -a ${k(32)} --no-auth-warning ping`),
  S(
    "command",
    "npm config set token",
    (k) => `npm config set //npm.pkg.github.com/:_authToken ghp_${k(36)}`,
  ),
  S(
    "command",
    "raw http request",
    (k) =>
      `POST /v1/charges HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer ${
        k(48)
      }\nContent-Type: application/json`,
  ),
  S(
    "command",
    "cookie header",
    (k) => `Cookie: _ga=GA1.2.1; session=${k(80, BASE64URL)}; theme=dark`,
  ),
  S(
    "command",
    "basic auth header",
    (_k, add) => `Authorization: Basic ${add(btoa("admin:" + pwd()))}`,
  ),
  S("command", "custom token header", (k) => `X-Api-Token: ${k(36)}`),
];
