/**
 * Corpus fifteen, infrastructure and build files: Terraform/HCL, Nix, Bicep, CUE, Jsonnet,
 * Starlark, Dockerfile, Makefile, Gradle, Maven, test fixtures and mocks, and the configuration
 * frameworks keep in code (Spring, Django, Rails, Laravel, Phoenix, ASP.NET).
 */
import {
  B64,
  B64URL,
  ghBody,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWNUM,
  pw,
  S,
  urlPw,
  uuid,
  v,
} from "./_heldout_fifteen_make.ts";

export function buildAndFrameworks(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Terraform: a provider block with a token literal",
      (k) => `provider "datadog" {\n  api_key = "${k(32, HEX)}"\n  app_key = "${k(40, HEX)}"\n}`,
    ),
    S(
      "assignment",
      "Terraform: a variable default marked sensitive",
      (_k, add) =>
        `variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${
          pw(add, 20)
        }"\n}`,
    ),
    S(
      "assignment",
      "Terraform: a locals map of connection settings",
      (_k, add) =>
        `locals {\n  rabbit = {\n    host     = "mq.internal"\n    user     = "orders"\n    password = "${
          pw(add, 18)
        }"\n  }\n}`,
    ),
    S(
      "assignment",
      "HCL: a Packer source block with an ssh_password",
      (_k, add) =>
        `source "vsphere-iso" "ubuntu" {\n  ssh_username = "packer"\n  ssh_password = "${
          pw(add, 15)
        }"\n}`,
    ),
    S(
      "assignment",
      "HCL: a Nomad job template with a literal env value",
      (k) => `env {\n  STRIPE_SECRET_KEY = "sk_live_${k(99)}"\n}`,
    ),
    S(
      "assignment",
      "Nix: a services.* option with a plaintext password",
      (_k, add) =>
        `services.grafana.settings.security = {\n  admin_user = "admin";\n  admin_password = "${
          pw(add, 18)
        }";\n};`,
    ),
    S(
      "assignment",
      "Nix: a mkDerivation with an env var set",
      (k) =>
        `pkgs.stdenv.mkDerivation {\n  pname = "site";\n  SENTRY_AUTH_TOKEN = "sntrys_${
          k(60, B64.slice(0, 62))
        }";\n}`,
    ),
    S(
      "assignment",
      "Bicep: a param default for an admin password",
      (_k, add) => `@secure()\nparam adminPassword string = '${pw(add, 18)}'`,
    ),
    S(
      "assignment",
      "Bicep: an appSettings array with a name and a literal value",
      (k) =>
        `appSettings: [\n  {\n    name: 'SENDGRID_API_KEY'\n    value: 'SG.${k(22, B64URL)}.${
          k(43, B64URL)
        }'\n  }\n]`,
    ),
    S(
      "assignment",
      "CUE: a struct with a concrete secret field",
      (k) => `deployment: api: env: {\n\tLOG_LEVEL:   "info"\n\tJWT_SECRET:  "${k(48)}"\n}`,
    ),
    S(
      "assignment",
      "Jsonnet: a local object with a password and std.base64 of it",
      (_k, add) =>
        `local creds = { user: 'metrics', password: '${
          pw(add, 17)
        }' };\n{\n  data: { auth: std.base64(creds.user + ':' + creds.password) },\n}`,
    ),
    S(
      "assignment",
      "Starlark: a Bazel http_archive with an auth header in a .bzl macro",
      (k) =>
        `http_archive(\n    name = "internal_sdk",\n    urls = ["https://artifacts.corp.example/sdk-1.4.tar.gz"],\n    auth_patterns = {"artifacts.corp.example": "Bearer ${
          k(40)
        }"},\n)`,
    ),
    S(
      "assignment",
      "Starlark: a Tiltfile local_resource with a secret in env",
      (k) => `local_resource('seed', cmd='./seed.sh', env={'SEED_API_KEY': '${k(36, LOWNUM)}'})`,
    ),
    S(
      "assignment",
      "Dockerfile: ARG with a default token used by a private npm install",
      (_k, add) =>
        `FROM node:22-alpine\nARG NPM_TOKEN=npm_${
          add(ghBody())
        }\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && npm ci`,
    ),
    S(
      "assignment",
      "Dockerfile: RUN with a pip index URL carrying credentials",
      (_k, add) =>
        `RUN pip install --index-url https://pypi-user:${
          urlPw(add, 20)
        }@pypi.corp.example/simple/ -r requirements.txt`,
    ),
    S(
      "assignment",
      "Makefile: a variable used by a deploy target",
      (_k, add) =>
        `HEROKU_API_KEY ?= ${
          add(uuid())
        }\n\ndeploy:\n\tHEROKU_API_KEY=$(HEROKU_API_KEY) heroku container:release web -a shop`,
    ),
    S(
      "assignment",
      "Makefile: an inline password in a recipe",
      (_k, add) =>
        `db-shell:\n\tdocker compose exec db psql "postgresql://postgres:${
          urlPw(add, 16)
        }@localhost/app"`,
    ),
    S(
      "assignment",
      "Gradle (Groovy): a maven repository credentials block",
      (_k, add) =>
        `repositories {\n    maven {\n        url "https://nexus.corp.example/repository/releases/"\n        credentials {\n            username = "gradle"\n            password = "${
          pw(add, 18)
        }"\n        }\n    }\n}`,
    ),
    S(
      "assignment",
      "Gradle (Kotlin DSL): signing config with storePassword and keyPassword",
      (_k, add) =>
        `signingConfigs {\n    create("release") {\n        storeFile = file("release.jks")\n        storePassword = "${
          pw(add, 16)
        }"\n        keyAlias = "upload"\n        keyPassword = "${pw(add, 17)}"\n    }\n}`,
    ),
    S(
      "assignment",
      "Maven settings.xml: a server entry with a password",
      (_k, add) =>
        `<servers>\n  <server>\n    <id>corp-releases</id>\n    <username>deployer</username>\n    <password>${
          pw(add, 19)
        }</password>\n  </server>\n</servers>`,
    ),
    S(
      "assignment",
      "Maven settings.xml: a proxy with credentials",
      (_k, add) =>
        `<proxy>\n  <id>corp</id>\n  <active>true</active>\n  <protocol>http</protocol>\n  <host>proxy.corp.example</host>\n  <port>3128</port>\n  <username>jdoe</username>\n  <password>${
          pw(add, 14)
        }</password>\n</proxy>`,
    ),
    S(
      "assignment",
      "test fixture: a pytest fixture returning a client with a live-looking key",
      (k) =>
        `@pytest.fixture\ndef client():\n    return PaymentsClient(api_key="${
          k(40)
        }", sandbox=False)`,
    ),
    S(
      "assignment",
      "test fixture: Jest mock of process.env in beforeEach",
      (k) =>
        `beforeEach(() => {\n  process.env = { ...OLD_ENV, TWILIO_AUTH_TOKEN: "${
          k(32, HEX)
        }" };\n});`,
    ),
    S(
      "assignment",
      "test fixture: RSpec let with a signing secret",
      (k) =>
        `let(:secret) { "${
          k(64, HEX)
        }" }\nlet(:signature) { OpenSSL::HMAC.hexdigest("SHA256", secret, payload) }`,
    ),
    S(
      "assignment",
      "test fixture: Go httptest handler checking a hard-coded bearer",
      (k) =>
        `srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\tif r.Header.Get("Authorization") != "Bearer ${
          k(40)
        }" {\n\t\tw.WriteHeader(401)\n\t}\n}))`,
    ),
    S(
      "assignment",
      "test fixture: a WireMock stub mapping with a basic auth header",
      (k) =>
        `{\n  "request": { "method": "GET", "url": "/v1/accounts", "headers": { "Authorization": { "equalTo": "Basic ${
          k(40, B64)
        }=" } } },\n  "response": { "status": 200 }\n}`,
    ),
    S(
      "assignment",
      "test fixture: a JSON fixture of a user with a session token",
      (_k, add) =>
        `{\n  "id": 42,\n  "email": "fixture@example.com",\n  "session": "${
          jwt(add, { sub: "42", role: "admin", iat: 1732700000 })
        }"\n}`,
    ),
    S(
      "assignment",
      "Spring: application.yml datasource",
      (_k, add) =>
        `spring:\n  datasource:\n    url: jdbc:postgresql://pg.internal:5432/orders\n    username: orders\n    password: ${
          pw(add, 18, "-_.")
        }`,
    ),
    S(
      "assignment",
      "Spring: a @Value default in a component",
      (k) => `@Value("\${jwt.secret:${k(48)}}")\nprivate String jwtSecret;`,
    ),
    S(
      "assignment",
      "Spring Boot: application.properties with OAuth2 client secret",
      (k) =>
        `spring.security.oauth2.client.registration.github.client-id=Iv1.${
          v(16, HEX)
        }\nspring.security.oauth2.client.registration.github.client-secret=${k(40, HEX)}`,
    ),
    S(
      "assignment",
      "Django: settings.py SECRET_KEY of the startproject shape",
      (k) =>
        `# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = 'django-insecure-${
          k(50, LOWNUM + "!@#%^&*(-_=+)")
        }'`,
    ),
    S(
      "assignment",
      "Django: DATABASES dict in settings",
      (_k, add) =>
        `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "shop",\n        "USER": "shop",\n        "PASSWORD": "${
          pw(add, 17)
        }",\n        "HOST": "db",\n    }\n}`,
    ),
    S(
      "assignment",
      "Rails: config/database.yml production block",
      (_k, add) =>
        `production:\n  <<: *default\n  database: app_production\n  username: app\n  password: ${
          pw(add, 18, "-_.")
        }`,
    ),
    S(
      "assignment",
      "Rails: an initializer setting Stripe.api_key",
      (k) => `# config/initializers/stripe.rb\nStripe.api_key = "rk_live_${k(99)}"`,
    ),
    S(
      "assignment",
      "Laravel: config/services.php with a literal instead of env()",
      (k) =>
        `'mailgun' => [\n    'domain' => 'mg.example.com',\n    'secret' => '${k(32, HEX)}-${
          k(8, HEX)
        }-${k(8, HEX)}',\n],`,
    ),
    S(
      "assignment",
      "Laravel: .env APP_KEY",
      (k) => `APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:${k(43, B64)}=`,
    ),
    S(
      "assignment",
      "Phoenix: config/runtime.exs with secret_key_base",
      (k) =>
        `config :shop, ShopWeb.Endpoint,\n  url: [host: "shop.example.com"],\n  secret_key_base: "${
          k(64, B64)
        }"`,
    ),
    S(
      "assignment",
      "Phoenix: a Repo config in dev.exs",
      (_k, add) =>
        `config :shop, Shop.Repo,\n  username: "postgres",\n  password: "${
          pw(add, 16)
        }",\n  hostname: "db.stage.lan"`,
    ),
    S(
      "assignment",
      "ASP.NET: appsettings.json ConnectionStrings and a JWT key",
      (_k, add) =>
        `{\n  "ConnectionStrings": { "Default": "Host=pg;Database=crm;Username=crm;Password=${
          pw(add, 18, "-_.!")
        }" },\n  "Jwt": { "Issuer": "crm", "Key": "${add(v(48))}" }\n}`,
    ),
  ];
}
