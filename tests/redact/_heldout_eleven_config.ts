/**
 * Corpus eleven, configuration files: INI, TOML, YAML, HCL, XML, Java properties, systemd
 * units, nginx and Apache, Dockerfiles, Kubernetes manifests, CI pipelines and package-manager
 * rc files — the secret under names of every case style, and some in other languages.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  g,
  HEX,
  HEX_UP,
  LOWER,
  passphrase,
  pwd,
  S,
  UPPER_DIGITS,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function config(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "ini section with password under db",
      (_k, add) =>
        `[database]\nhost = 127.0.0.1\nport = 5432\nuser = app\npassword = ${
          add(pwd())
        }\n\n[cache]\nttl = 300`,
    ),
    S(
      "assignment",
      "php.ini-like smtp password quoted",
      (_k, add) =>
        `[mail function]\nSMTP = smtp.mailgun.org\nsmtp_port = 587\nauth_password = "${
          add(pwd())
        }"`,
    ),
    S(
      "assignment",
      "pypirc password",
      (k) =>
        `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc${
          k(120, BASE64URL)
        }`,
    ),
    S(
      "assignment",
      "aws credentials file profile",
      (k) =>
        `[default]\naws_access_key_id = AKIA${g(16, UPPER_DIGITS)}\naws_secret_access_key = ${
          k(40, BASE64)
        }\nregion = eu-central-1`,
    ),
    S(
      "assignment",
      "git config credential in url section",
      (k) =>
        `[url "https://x-access-token:ghs_${
          k(36)
        }@github.com/"]\n\tinsteadOf = https://github.com/`,
    ),
    S(
      "assignment",
      "toml cargo credentials",
      (k) => `# ~/.cargo/credentials.toml\n[registry]\ntoken = "cio${k(32)}"`,
    ),
    S(
      "assignment",
      "toml netlify-style nested table",
      (k) =>
        `[build]\n  command = "npm run build"\n[build.environment]\n  NODE_VERSION = "20"\n  ALGOLIA_ADMIN_KEY = "${
          k(32, HEX)
        }"`,
    ),
    S(
      "assignment",
      "toml pyproject poetry http-basic",
      (_k, add) => `[http-basic.internal]\nusername = "ci"\npassword = "${add(pwd())}"`,
    ),
    S(
      "assignment",
      "toml streamlit secrets",
      (_k, add) =>
        `# .streamlit/secrets.toml\n[connections.snowflake]\naccount = "xy12345.eu-west-1"\nuser = "ANALYST"\npassword = "${
          add(pwd())
        }"\nwarehouse = "COMPUTE_WH"`,
    ),
    S(
      "assignment",
      "yaml docker compose environment list",
      (_k, add) =>
        `services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=shop\n      - POSTGRES_PASSWORD=${
          add(urlPwd())
        }\n    ports: ["5432:5432"]`,
    ),
    S(
      "assignment",
      "yaml docker compose environment map quoted",
      (k) =>
        `  worker:\n    build: .\n    environment:\n      OPENAI_API_KEY: "sk-proj-${
          k(48, BASE64URL)
        }"\n      LOG_LEVEL: info`,
    ),
    S(
      "assignment",
      "yaml spring datasource",
      (_k, add) =>
        `spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/inventory\n    username: inventory\n    password: ${
          add(pwd())
        }\n  jpa:\n    open-in-view: false`,
    ),
    S(
      "assignment",
      "yaml rails credentials decrypted",
      (k) =>
        `$ bin/rails credentials:show\naws:\n  access_key_id: AKIA${
          g(16, UPPER_DIGITS)
        }\n  secret_access_key: ${k(40, BASE64)}\nsecret_key_base: ${k(128, HEX)}`,
    ),
    S(
      "assignment",
      "yaml block scalar password",
      (_k, add) =>
        `smtp:\n  host: smtp.office365.com\n  password: >-\n    ${
          add(pwd())
        }\n  from: noreply@acme.example`,
    ),
    S(
      "assignment",
      "yaml anchors with secret merged",
      (k) =>
        `x-common: &common\n  SENTRY_DSN: https://${
          g(32, HEX)
        }@o4501.ingest.sentry.io/45066\n  INTERNAL_API_TOKEN: ${
          k(40, ALNUM)
        }\nweb:\n  environment: *common`,
    ),
    S(
      "assignment",
      "hcl terraform variable default",
      (_k, add) =>
        `variable "db_master_password" {\n  type      = string\n  default   = "${
          add(pwd())
        }"\n  sensitive = true\n}`,
    ),
    S(
      "assignment",
      "hcl provider block token",
      (k) => `provider "github" {\n  owner = "acme"\n  token = "github_pat_${k(22)}_${k(59)}"\n}`,
    ),
    S(
      "assignment",
      "tfvars file",
      (k, add) =>
        `region          = "us-east-1"\ndatadog_api_key = "${k(32, HEX)}"\ndatadog_app_key = "${
          k(40, HEX)
        }"\nadmin_password  = "${add(pwd())}"`,
    ),
    S(
      "assignment",
      "terraform state json sensitive attribute",
      (_k, add) =>
        `          "attributes": {\n            "identifier": "orders-db",\n            "password": "${
          add(pwd())
        }",\n            "username": "orders"\n          },\n          "sensitive_attributes": []`,
    ),
    S(
      "assignment",
      "nomad job template inline",
      (_k, add) =>
        `template {\n  data = <<EOH\nDB_PASSWORD="${
          add(urlPwd())
        }"\nEOH\n  destination = "secrets/db.env"\n  env         = true\n}`,
    ),
    S(
      "assignment",
      "xml maven settings server password",
      (_k, add) =>
        `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>${
          add(pwd())
        }</password>\n  </server>\n</servers>`,
    ),
    S(
      "assignment",
      "xml dotnet connection string attribute",
      (_k, add) =>
        `<connectionStrings>\n  <add name="Default" connectionString="Server=tcp:acme.database.windows.net,1433;Database=crm;User ID=crmadmin;Password=${
          add(pwd())
        };Encrypt=True;" providerName="System.Data.SqlClient" />\n</connectionStrings>`,
    ),
    S(
      "assignment",
      "xml appSettings key value",
      (k) =>
        `<appSettings>\n  <add key="Environment" value="Production" />\n  <add key="SendGridKey" value="SG.${
          k(22, BASE64URL)
        }.${k(43, BASE64URL)}" />\n</appSettings>`,
    ),
    S(
      "assignment",
      "xml tomcat users",
      (_k, add) =>
        `<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="tomcat" password="${
          add(urlPwd())
        }" roles="manager-gui"/>\n</tomcat-users>`,
    ),
    S(
      "assignment",
      "xml android strings api key",
      (k) =>
        `<resources>\n    <string name="app_name">Acme</string>\n    <string name="backend_secret">${
          k(40)
        }</string>\n</resources>`,
    ),
    S(
      "assignment",
      "java properties dotted key",
      (_k, add) =>
        `spring.mail.host=smtp.gmail.com\nspring.mail.username=alerts@acme.example\nspring.mail.password=${
          add(g(4, LOWER) + " " + g(4, LOWER) + " " + g(4, LOWER) + " " + g(4, LOWER))
        }`,
    ),
    S(
      "assignment",
      "properties colon separator",
      (k) => `kafka.sasl.jaas.password: ${k(64, BASE64)}`,
    ),
    S(
      "assignment",
      "kafka sasl jaas config line",
      (_k, add) =>
        `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
          g(16, UPPER_DIGITS)
        }" password="${add(g(64, BASE64))}";`,
    ),
    S(
      "assignment",
      "gradle properties signing",
      (_k, add) =>
        `signing.keyId=${g(8, HEX_UP)}\nsigning.password=${
          add(passphrase())
        }\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhPassword=${add(pwd())}`,
    ),
  ];
}
