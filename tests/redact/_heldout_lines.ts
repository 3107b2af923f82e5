/**
 * Held-out corpus four, credentials in URLs and on command lines.
 */
import { ALNUM, BASE64, BASE64URL, HEX } from "./_fakes.ts";
import {
  DIGITS,
  type HeldOutSecret,
  LOWER_DIGITS,
  pw,
  r,
  type Shape,
  UPPER,
  uuid,
} from "./_heldout_make.ts";

function s(shape: Shape, label: string, text: string, ...pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}
const URL_SAFE = ALNUM; // passwords that need no escaping in a URL's user info
const kubeToken = () => r(6, LOWER_DIGITS) + "." + r(16, LOWER_DIGITS);

export const URL_SECRETS: HeldOutSecret[] = [
  ...((): HeldOutSecret[] => {
    const out: HeldOutSecret[] = [];
    const add = (label: string, make: (p: string) => string, p = r(16, URL_SAFE)) =>
      out.push(s("url", label, make(p), p));
    add("postgres url", (p) => `DATABASE_URL=postgresql://app:${p}@db.internal:5432/shop`);
    add(
      "mongodb srv",
      (p) => `mongodb+srv://admin:${p}@cluster0.ab1cd.mongodb.net/?retryWrites=true`,
    );
    add("redis url no user", (p) => `REDIS_URL=redis://:${p}@cache:6379/0`);
    add("rediss url", (p) => `rediss://default:${p}@eu1-redis.upstash.io:6379`);
    add("amqp url", (p) => `CELERY_BROKER_URL = "amqp://guest:${p}@rabbit:5672//"`);
    add("go mysql dsn", (p) => `dsn := "app:${p}@tcp(127.0.0.1:3306)/shop?parseTime=true"`);
    add(
      "jdbc password param",
      (p) => `jdbc:postgresql://db:5432/app?user=app&password=${p}&ssl=true`,
    );
    add(
      "sqlserver semicolon",
      (p) => `Server=tcp:acme.database.windows.net,1433;User ID=admin;Password=${p};Encrypt=True;`,
    );
    add(
      "pip index url",
      (p) => `pip install --index-url https://ci:${p}@pypi.acme.io/simple/ acme-lib`,
    );
    add("git credential store", (p) => `https://dev:${p}@git.acme.io`);
    add("ftp url", (p) => `wget ftp://backup:${p}@files.acme.io/db.tar.gz`);
    add("smtp url", (p) => `EMAIL_URL=smtp+tls://mailer:${p}@smtp.mailgun.org:587`);
    add("elastic url", (p) => `ELASTICSEARCH_URL=https://elastic:${p}@es.acme.io:9243`);
    add("proxy url", (p) => `export https_proxy=http://jdoe:${p}@proxy.corp:3128`);
    add("clickhouse url", (p) => `clickhouse://default:${p}@ch.acme.io:9440/default?secure=true`);
    add(
      "mssql url in prisma",
      (p) => `url = "sqlserver://db:1433;database=app;user=sa;password=${p};encrypt=true"`,
    );
    add(
      "presigned sas sig",
      (p) =>
        `https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01&sig=${p}`,
      r(43, BASE64URL) + "%3D",
    );
    add(
      "azure storage connection",
      (p) =>
        `DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=${p};EndpointSuffix=core.windows.net`,
      r(86, BASE64) + "==",
    );
    add(
      "slack webhook",
      (p) => `SLACK_WEBHOOK=https://hooks.slack.com/services/T${r(8, UPPER)}/B${r(10, UPPER)}/${p}`,
      r(24, ALNUM),
    );
    add(
      "discord webhook",
      (p) => `https://discord.com/api/webhooks/${r(18, DIGITS)}/${p}`,
      r(68, BASE64URL),
    );
    add(
      "teams webhook",
      (p) =>
        `https://acme.webhook.office.com/webhookb2/${uuid(HEX)}@${uuid(HEX)}/IncomingWebhook/${p}/${
          uuid(HEX)
        }`,
      r(32, HEX),
    );
    add(
      "teams legacy webhook",
      (p) =>
        `curl -H 'Content-Type: application/json' -d '{"text":"deployed"}' https://outlook.office.com/webhook/${
          uuid(HEX)
        }@${uuid(HEX)}/IncomingWebhook/${p}/${uuid(HEX)}`,
      r(32, HEX),
    );
    add(
      "logic app trigger sig",
      (p) =>
        `https://prod-27.westeurope.logic.azure.com:443/workflows/${
          r(32, HEX)
        }/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${p}`,
      r(43, BASE64URL),
    );
    add("sentry dsn", (p) => `SENTRY_DSN=https://${p}@o123456.ingest.sentry.io/4504`, r(32, HEX));
    add(
      "url token param",
      (p) => `[GIN] 200 | GET "/api/export?format=csv&token=${p}"`,
      r(40, ALNUM),
    );
    add("basic auth header", (p) => `Authorization: Basic ${p}`, btoa("deploy:" + pw(ALNUM)));
    return out;
  })(),
];

export const COMMAND_SECRETS: HeldOutSecret[] = [
  ...((): HeldOutSecret[] => {
    const out: HeldOutSecret[] = [];
    const add = (label: string, make: (p: string) => string, p = pw(ALNUM)) =>
      out.push(s("command", label, make(p), p));
    add(
      "kubeadm join",
      (p) =>
        `kubeadm join 10.0.0.10:6443 --token ${p} \\\n    --discovery-token-ca-cert-hash sha256:${
          r(64, HEX)
        }`,
      kubeToken(),
    );
    add(
      "kubeadm init output",
      (p) => `[bootstrap-token] Using token: ${p}\n[bootstrap-token] Configuring bootstrap tokens`,
      kubeToken(),
    );
    add(
      "kubeadm token list",
      (p) =>
        `TOKEN                     TTL         EXPIRES                USAGES\n${p}   23h         2024-05-03T10:00:00Z   authentication,signing`,
      kubeToken(),
    );
    add("kubeadm token create", (p) => `$ kubeadm token create\n${p}\n`, kubeToken());
    // Decision: the example token of kubeadm's documentation is redacted. Clusters made from the
    // docs (kind, kubeadm configs) really use it, so where it appears it can be a working token
    // (unlike AWS's documented EXAMPLE keys, which AWS never issues).
    add(
      "kubeadm documented token",
      (p) =>
        `kubeadm join 10.0.0.10:6443 --token ${p} --discovery-token-unsafe-skip-ca-verification`,
      "abcdef" + ".0123456789abcdef",
    );
    // Same decision for the TOTP seed of the authenticator documentation: a seed anyone set up.
    add(
      "totp documented seed",
      (p) => `otpauth://totp/Example:alice@google.com?secret=${p}&issuer=Example`,
      "JBSWY3DP" + "EHPK3PXP",
    );
    add(
      "bootstrap token secret yaml",
      (p) =>
        `kind: Secret\ntype: bootstrap.kubernetes.io/token\nstringData:\n  token-id: ${
          r(6, LOWER_DIGITS)
        }\n  token-secret: ${p}`,
      r(16, LOWER_DIGITS),
    );
    add("curl -u", (p) => `curl -u admin:${p} https://registry.acme.io/v2/_catalog`);
    add("wget --password", (p) => `wget --user=ci --password=${p} https://files.acme.io/a.tgz`);
    add("httpie -a", (p) => `http -a alice:${p} GET https://api.acme.io/me`);
    add("sshpass", (p) => `sshpass -p '${p}' ssh deploy@10.0.0.5`);
    add("mysql -p", (p) => `mysql -h db -u root -p${p} shop`);
    add("mysqldump --password", (p) => `mysqldump --user=root --password=${p} shop > shop.sql`);
    add("pgpassword", (p) => `PGPASSWORD=${p} pg_dump -h db -U app shop`);
    add("redis-cli -a", (p) => `redis-cli -h cache -a ${p} --no-auth-warning INFO`);
    add(
      "mongosh -p",
      (p) => `mongosh "mongodb://db:27017" -u admin -p ${p} --authenticationDatabase admin`,
    );
    add("htpasswd -b", (p) => `htpasswd -b -c /etc/nginx/.htpasswd admin ${p}`);
    add(
      "openssl passout",
      (p) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout pass:${p}`,
    );
    add(
      "keytool storepass",
      (p) => `keytool -importcert -keystore truststore.jks -storepass ${p} -file ca.crt`,
    );
    add(
      "ldapsearch -w",
      (p) => `ldapsearch -x -H ldap://ldap -D "cn=admin,dc=acme,dc=io" -w ${p} -b dc=acme,dc=io`,
    );
    add("smbclient -U", (p) => `smbclient //fs/share -U 'ACME\\jdoe%${p}'`);
    add("sqlcmd -P", (p) => `sqlcmd -S localhost -U sa -P '${p}' -Q "SELECT 1"`);
    add("net use", (p) => `net use Z: \\\\fs01\\share /user:ACME\\jdoe ${p}`);
    add("docker login -p", (p) => `docker login -u acme -p ${p} registry.acme.io`);
    add(
      "az login secret",
      (p) => `az login --service-principal -u ${uuid(HEX)} -p ${p} --tenant ${uuid(HEX)}`,
      r(40, BASE64URL),
    );
    add(
      "gcloud key in shell history",
      (p) => `: 1714650000:0;export GOOGLE_API_KEY=${p}`,
      "AI" + "za" + r(35, BASE64URL),
    );
    add("vault login token", (p) => `vault login ${p}`, "hv" + "s." + r(90, BASE64URL));
    add("npm config set", (p) => `npm config set //npm.acme.io/:_authToken ${p}`, r(36, ALNUM));
    add("gh secret set", (p) => `gh secret set DEPLOY_KEY --body "${p}"`, r(40, ALNUM));
    add("aws configure set", (p) => `aws configure set aws_secret_access_key ${p}`, r(40, BASE64));
    add("heroku config:set", (p) => `heroku config:set STRIPE_SECRET=${p} -a shop`, r(32, ALNUM));
    add("flyctl secrets", (p) => `fly secrets set DATABASE_PASSWORD=${p}`);
    add(
      "git clone token",
      (p) => `git clone https://oauth2:${p}@gitlab.acme.io/team/app.git`,
      "gl" + "pat-" + r(20, BASE64URL),
    );
    add(
      "psql conninfo",
      (p) => `psql "host=db port=5432 dbname=shop user=app password=${p} sslmode=require"`,
    );
    add("java -D property", (p) => `java -Dspring.datasource.password=${p} -jar app.jar`);
    add("terraform -var", (p) => `terraform apply -var "db_password=${p}"`);
    add(
      "rclone obscure",
      (p) => `rclone config create s3 s3 access_key_id AKID secret_access_key ${p}`,
      r(40, BASE64),
    );
    return out;
  })(),
];
