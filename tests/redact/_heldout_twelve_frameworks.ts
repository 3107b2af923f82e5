/**
 * Corpus twelve: configuration of frameworks and the tools around them — HOCON, profile-prefixed
 * properties, Hibernate XML, Sequelize and Knex, Liquibase and Flyway, dbt, Databricks, SnowSQL,
 * Streamlit — of home-lab apps (Home Assistant, Sonarr, Plex), identity and forum servers, cloud
 * app settings (Azure Functions, publish profiles), and secret keys of Rails, Express, Nuxt,
 * Laravel, Flask and ASP.NET. Shapes: assignment, encoded.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  g,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  uuid,
} from "./_heldout_twelve_make.ts";

export function frameworkConfigs(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "play framework hocon secret key",
      (k) =>
        `play.http.secret.key = "${k(64, ALNUM)}"
play.http.secret.key = \${?APPLICATION_SECRET}
play.filters.enabled += play.filters.csrf.CSRFFilter`,
    ),
    S("assignment", "ktor hocon database block", (_k, add) =>
      `ktor {
    deployment { port = 8080 }
}
database {
    url = "jdbc:postgresql://db:5432/app"
    user = "app"
    password = "${add(pwd(18))}"
}`),
    S(
      "assignment",
      "quarkus application properties profile prefix",
      (_k, add) =>
        `quarkus.datasource.db-kind=postgresql
%prod.quarkus.datasource.username=orders
%prod.quarkus.datasource.password=${add(pwd(18))}
%prod.quarkus.oidc.credentials.secret=${add(g(32))}`,
    ),
    S("assignment", "micronaut yaml jwt generator secret", (k) =>
      `micronaut:
  security:
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: '${k(48)}'`),
    S("assignment", "dropwizard yaml database", (_k, add) =>
      `database:
  driverClass: org.postgresql.Driver
  user: inventory
  password: "${add(pwd(16))}"
  url: jdbc:postgresql://pg.internal/inventory`),
    S(
      "assignment",
      "hibernate cfg xml property",
      (_k, add) =>
        `<property name="hibernate.connection.username">erp</property>
<property name="hibernate.connection.password">${add(pwd(16).replace(/[<&]/g, "m"))}</property>
<property name="hibernate.connection.url">jdbc:mysql://db:3306/erp</property>`,
    ),
    S("assignment", "sequelize config json per environment", (_k, add) =>
      `{
  "development": { "username": "root", "password": null, "database": "shop_dev", "dialect": "mysql" },
  "production": { "username": "shop", "password": "${
        add(pwd(18))
      }", "database": "shop", "host": "db.internal", "dialect": "mysql" }
}`),
    S("assignment", "knexfile connection object", (_k, add) =>
      `module.exports = {
  production: {
    client: "pg",
    connection: { host: "pg.internal", user: "api", password: "${add(pwd(18))}", database: "api" },
    pool: { min: 2, max: 10 },
  },
};`),
    S(
      "assignment",
      "liquibase properties",
      (_k, add) =>
        `changeLogFile=db/changelog/db.changelog-master.yaml
url=jdbc:postgresql://pg.internal:5432/billing
username=liquibase
password=${add(pwd(18))}`,
    ),
    S(
      "assignment",
      "flyway conf",
      (_k, add) =>
        `flyway.url=jdbc:sqlserver://sql01:1433;databaseName=Billing
flyway.user=flyway
flyway.password=${add(pwd(18))}
flyway.locations=filesystem:sql`,
    ),
    S("assignment", "dbt profiles yml snowflake", (_k, add) =>
      `shop:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: ${g(7, LOWER_DIGITS)}.eu-central-1
      user: DBT_SVC
      password: "${add(pwd(20))}"
      role: TRANSFORMER
      warehouse: TRANSFORMING`),
    S("assignment", "databrickscfg profile token", (k) =>
      `[DEFAULT]
host  = https://adb-${g(16, "0123456789")}.7.azuredatabricks.net
token = dapi${k(32, HEX)}`),
    S("assignment", "snowsql config password", (_k, add) =>
      `[connections.prod]
accountname = ${g(7, LOWER_DIGITS)}
username = analyst
password = ${add(pwd(18))}
warehousename = REPORTING_WH`),
    S("assignment", "streamlit secrets toml", (k, add) =>
      `[connections.postgresql]
dialect = "postgresql"
host = "pg.internal"
username = "dash"
password = "${add(pwd(18))}"

openai_key = "sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}"`),
    S(
      "assignment",
      "home assistant secrets yaml",
      (_k, add) =>
        `# Use this file to store secrets like usernames and passwords.
wifi_password: "${add(pwd(16))}"
mqtt_password: ${add(pwd(16).replace(/[#:]/g, "v"))}
latitude_home: 52.5200`,
    ),
    S("assignment", "sonarr config xml api key", (k) =>
      `<Config>
  <BindAddress>*</BindAddress>
  <Port>8989</Port>
  <ApiKey>${k(32, HEX)}</ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
</Config>`),
    S(
      "assignment",
      "plex preferences online token",
      (k) =>
        `<Preferences OldestPreviousVersion="1.40.1" MachineIdentifier="${uuid()}" PlexOnlineToken="${
          k(20, ALNUM + "_-")
        }" PlexOnlineUsername="home-media" />`,
    ),
    S("assignment", "keycloak realm export client secret", (k) =>
      `"clients": [ {
    "clientId": "shop-backend",
    "enabled": true,
    "clientAuthenticatorType": "client-secret",
    "secret": "${k(32)}",
    "redirectUris": [ "https://shop.example.org/*" ]
} ]`),
    S("assignment", "ghost config production json mail", (_k, add) =>
      `"mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "auth": { "user": "postmaster@mg.example.org", "pass": "${add(g(32, HEX))}-${
        add(g(8, HEX) + "-" + g(8, HEX))
      }" }
    }
  }`),
    S("assignment", "discourse app yml smtp and db", (_k, add) =>
      `env:
  DISCOURSE_HOSTNAME: forum.example.org
  DISCOURSE_SMTP_ADDRESS: smtp.mailgun.org
  DISCOURSE_SMTP_USER_NAME: forum@mg.example.org
  DISCOURSE_SMTP_PASSWORD: "${add(pwd(20))}"
  DISCOURSE_DB_PASSWORD: ${add(g(24))}`),
    S("assignment", "appwrite openssl key env", (k) =>
      `_APP_ENV=production
_APP_OPENSSL_KEY_V1=${k(64, ALNUM)}
_APP_DB_PASS=${k(24, ALNUM)}`),
    S("assignment", "outline secret key and utils secret", (k) =>
      `SECRET_KEY=${k(64, HEX)}
UTILS_SECRET=${k(64, HEX)}
DATABASE_URL=postgres://outline:${k(20)}@postgres:5432/outline`),
    S("assignment", "azure functions local settings storage", (k) =>
      `{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stshopfn;AccountKey=${
        k(86, BASE64)
      }==;EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "node"
  }
}`),
    S(
      "assignment",
      "azure publish settings user password attribute",
      (k) =>
        `<publishData><publishProfile profileName="shop-api - Web Deploy" publishMethod="MSDeploy" publishUrl="shop-api.scm.azurewebsites.net:443" msdeploySite="shop-api" userName="$shop-api" userPWD="${
          k(60)
        }" destinationAppUrl="https://shop-api.azurewebsites.net" /></publishData>`,
    ),
    S(
      "assignment",
      "mongoose connect with encoded password",
      (_k, add) =>
        `mongoose.connect("mongodb://api:" + encodeURIComponent("${
          add(pwd(16))
        }") + "@mongo-0.internal:27017/shop?authSource=admin");`,
    ),
    S(
      "assignment",
      "rails credentials decrypted yaml",
      (k) =>
        `$ EDITOR=cat bin/rails credentials:edit
secret_key_base: ${k(128, HEX)}
aws:
  access_key_id: AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
  secret_access_key: ${k(40, BASE64)}`,
    ),
    S("assignment", "express session secret in a js config module", (k) =>
      `export default {
  session: { name: "sid", secret: "${k(40, BASE64URL)}", cookie: { secure: true } },
};`),
    S("assignment", "nuxt runtime config private key", (k) =>
      `export default defineNuxtConfig({
  runtimeConfig: {
    stripeSecret: 'sk_live_${k(99)}',
    public: { stripeKey: 'pk_live_${g(99)}' },
  },
})`),
    S("assignment", "base64 encoded php session key", (k) =>
      `'key' => 'base64:${k(43, BASE64)}=',
'cipher' => 'AES-256-CBC',`),
    S(
      "assignment",
      "dotenv vault key",
      (k) =>
        `DOTENV_KEY="dotenv://:key_${
          k(64, HEX)
        }@dotenv.org/vault/.env.vault?environment=production"`,
    ),
    S("assignment", "flask instance config", (k, add) =>
      `SECRET_KEY = b"${k(32, HEX)}"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://flask:${add(g(20))}@db/flask"
MAIL_PASSWORD = "${add(pwd(16))}"`),
    S(
      "assignment",
      "ASP.NET machineKey element",
      (k) =>
        `<machineKey validationKey="${k(128, HEX.toUpperCase())}" decryptionKey="${
          k(64, HEX.toUpperCase())
        }" validation="HMACSHA256" decryption="AES" />`,
    ),
    S(
      "encoded",
      "encoded password in a base64 env var",
      (_k, add) => `SMTP_PASSWORD_B64=${add(b64(pwd(18)))}`,
    ),
  ];
}
