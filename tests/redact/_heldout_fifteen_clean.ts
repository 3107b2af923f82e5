/**
 * Corpus fifteen, clean look-alikes in code, build files and connection strings: references to
 * secrets kept elsewhere, placeholders, hashes and public values, in the languages and syntaxes of
 * the secret cases. Each must come out byte for byte.
 */
import { B64, C, type HeldOutClean, HEX, sha1, sha256, uuid, v } from "./_heldout_fifteen_make.ts";

export function cleanCode(): HeldOutClean[] {
  return [
    C(
      "Go: os.Getenv for the session secret",
      `sessionSecret := os.Getenv("SESSION_SECRET")\nif sessionSecret == "" {\n\tlog.Fatal("SESSION_SECRET is not set")\n}`,
    ),
    C(
      "Go: a go.sum line",
      `github.com/jackc/pgx/v5 v5.7.1 h1:${v(43, B64)}=\ngithub.com/jackc/pgx/v5 v5.7.1/go.mod h1:${
        v(43, B64)
      }=`,
    ),
    C(
      "Go: a pseudo-version in go.mod",
      `require golang.org/x/crypto v0.0.0-20241112140000-${v(12, HEX)}`,
    ),
    C(
      "Rust: a Cargo.lock checksum",
      `[[package]]\nname = "ring"\nversion = "0.17.8"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256()}"`,
    ),
    C(
      "Rust: std::env::var with expect",
      `let key = std::env::var("HMAC_KEY").expect("HMAC_KEY must be set");`,
    ),
    C(
      "Java: a serialVersionUID and a UUID constant",
      `private static final long serialVersionUID = -${v(1, "123456789")}${
        v(17, "0123456789")
      }L;\nprivate static final UUID NAMESPACE = UUID.fromString("${uuid()}");`,
    ),
    C(
      "Java: @Value reading a property with no default",
      `@Value("\${payments.merchant-secret}")\nprivate String merchantSecret;`,
    ),
    C(
      "Kotlin: BuildConfig field reading a gradle property",
      `buildConfigField("String", "MAPS_KEY", "\\"\${project.findProperty("mapsKey") ?: ""}\\"")`,
    ),
    C(
      "Scala: sys.env lookup",
      `val kafkaPassword = sys.env.getOrElse("KAFKA_PASSWORD", throw new IllegalStateException("KAFKA_PASSWORD missing"))`,
    ),
    C(
      "Swift: a Keychain lookup",
      `let token = try Keychain(service: "com.example.notes").get("apiToken")`,
    ),
    C(
      "Objective-C: a bundle identifier and an app group",
      `static NSString * const kAppGroup = @"group.com.example.notes";\nstatic NSString * const kTeamID = @"${
        v(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }";`,
    ),
    C(
      "C#: a user-secrets id in a csproj",
      `<PropertyGroup>\n  <UserSecretsId>${uuid()}</UserSecretsId>\n</PropertyGroup>`,
    ),
    C(
      "C#: configuration indexer for a connection string",
      `var cs = builder.Configuration.GetConnectionString("Default")\n    ?? throw new InvalidOperationException("Connection string 'Default' not found.");`,
    ),
    C(
      "F#: a SHA-256 of a file printed as hex",
      `// sha256 of release.zip\nlet expected = "${sha256()}"`,
    ),
    C(
      "PHP: password_hash output stored in a fixture (bcrypt)",
      `$users = [['email' => 'a@example.com', 'password' => '$2y$12$${
        v(53, "./" + B64.slice(0, 62))
      }']];`,
    ),
    C("PHP: env() with no default", `'secret' => env('MAILGUN_SECRET'),`),
    C(
      "Ruby: Rails credentials lookup",
      `Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)`,
    ),
    C("Ruby: a Gemfile.lock CHECKSUMS entry", `CHECKSUMS\n  rack (3.1.8) sha256=${sha256()}`),
    C(
      "Elixir: System.fetch_env! in runtime.exs",
      `secret_key_base = System.fetch_env!("SECRET_KEY_BASE")`,
    ),
    C(
      "Elixir: a mix.lock entry",
      `"jason": {:hex, :jason, "1.4.4", "${sha256()}", [:mix], [], "hexpm", "${sha256()}"},`,
    ),
    C(
      "Erlang: a rebar.lock pkg_hash",
      `{pkg_hash,[{<<"cowboy">>, <<"${v(64, HEX.toUpperCase())}">>}]}`,
    ),
    C("Haskell: lookupEnv", `mKey <- lookupEnv "STRIPE_KEY"`),
    C(
      "OCaml: an opam file checksum",
      `url {\n  src: "https://github.com/ocaml/dune/releases/download/3.16.0/dune-3.16.0.tbz"\n  checksum: "sha256=${sha256()}"\n}`,
    ),
    C("Clojure: an environ lookup", `(def db-password (env :database-password))`),
    C("Lua: os.getenv in a Neovim config", `local key = os.getenv("OPENAI_API_KEY") or ""`),
    C(
      "Perl: a CPAN dist SHA in a cpanfile.snapshot",
      `  distributions:\n    DBI-1.645\n      pathname: T/TI/TIMB/DBI-1.645.tar.gz\n      sha256: ${sha256()}`,
    ),
    C(
      "R: Sys.getenv with a placeholder default",
      `key <- Sys.getenv("OPENAI_API_KEY", unset = "<your-key-here>")`,
    ),
    C(
      "Julia: a Manifest.toml git-tree-sha1",
      `[[deps.HTTP]]\ngit-tree-sha1 = "${sha1()}"\nuuid = "${uuid()}"\nversion = "1.10.10"`,
    ),
    C(
      "Dart: a pubspec.lock sha256",
      `  http:\n    dependency: "direct main"\n    description:\n      name: http\n      sha256: "${sha256()}"\n      url: "https://pub.dev"`,
    ),
    C(
      "Zig: a build.zig.zon hash",
      `.dependencies = .{\n    .zap = .{\n        .url = "https://github.com/zigzap/zap/archive/v0.9.0.tar.gz",\n        .hash = "1220${
        v(64, HEX)
      }",\n    },\n},`,
    ),
    C("Nim: a nimble lock checksum", `"checksums": { "sha1": "${sha1()}" }`),
    C(
      "C: a SHA-256 test vector array",
      `static const uint8_t expected[32] = {\n  ${
        Array.from({ length: 8 }, () => "0x" + v(2, HEX)).join(", ")
      },\n  /* ... */\n};`,
    ),
    C(
      "C++: a GUID in a COM interface",
      `MIDL_INTERFACE("${uuid().toUpperCase()}")\nIWidget : public IUnknown { };`,
    ),
    C(
      "bash: reading a password from a file",
      `export PGPASSWORD="$(cat /run/secrets/pg_password)"\npsql -h db -U app -c 'select 1'`,
    ),
    C("bash: read -s prompt", `read -rsp "Vault token: " VAULT_TOKEN && export VAULT_TOKEN`),
    C(
      "PowerShell: Read-Host -AsSecureString",
      `$pw = Read-Host -Prompt 'Password' -AsSecureString\n$cred = [pscredential]::new('CORP\\svc_backup', $pw)`,
    ),
    C(
      "PowerShell: Get-Secret from SecretManagement",
      `$token = Get-Secret -Name GitHubToken -AsPlainText -Vault LocalStore`,
    ),
    C(
      "cmd: a password prompt via set /p",
      `set /p SQLPWD=Enter SQL password: \nsqlcmd -S SQL01 -U sa -P %SQLPWD%`,
    ),
    C(
      "SQL (PostgreSQL): a SCRAM verifier in pg_authid",
      `rolname  | rolpassword\n---------+------------------------------------------------------\n app     | SCRAM-SHA-256$4096:${
        v(24, B64)
      }$${v(44, B64)}:${v(44, B64)}`,
    ),
    C(
      "SQL (MySQL): CREATE USER with a native password hash (AS)",
      `CREATE USER 'report'@'%' IDENTIFIED WITH mysql_native_password AS '*${
        v(40, HEX.toUpperCase())
      }';`,
    ),
    C(
      "SQL: a migration adding a password_hash column",
      `ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '';\nALTER TABLE users ADD COLUMN api_key_last4 char(4);`,
    ),
    C(
      "SQL: a query selecting by request id",
      `SELECT * FROM audit_log WHERE request_id = '${uuid()}' AND trace_id = '${v(32, HEX)}';`,
    ),
    C(
      "GraphQL: a mutation with variables by reference",
      `mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) { token }\n}`,
    ),
    C(
      "GraphQL: a persisted query hash",
      `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${sha256()}"}}}`,
    ),
    C(
      "Terraform: a secret read from a data source",
      `data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/db/password"\n}\npassword = data.aws_secretsmanager_secret_version.db.secret_string`,
    ),
    C(
      "Terraform: .terraform.lock.hcl hashes",
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.76.0"\n  hashes = [\n    "h1:${
        v(43, B64)
      }=",\n    "zh:${sha256()}",\n  ]\n}`,
    ),
    C(
      "Nix: a fetchFromGitHub with rev and hash",
      `src = fetchFromGitHub {\n  owner = "ctx-dev";\n  repo = "ctx";\n  rev = "${sha1()}";\n  hash = "sha256-${
        v(43, B64)
      }=";\n};`,
    ),
    C(
      "Nix: agenix secret reference",
      `services.grafana.settings.security.admin_password = "$__file{\${config.age.secrets.grafana.path}}";`,
    ),
    C(
      "Bicep: a Key Vault reference",
      `value: '@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/sendgrid-key/)'`,
    ),
    C(
      "CUE: a secret field left abstract",
      `deployment: api: env: JWT_SECRET: string & =~"^.{32,}$"`,
    ),
    C("Jsonnet: std.extVar for a password", `{ password: std.extVar('DB_PASSWORD') }`),
    C(
      "Starlark: an http_archive sha256",
      `http_archive(\n    name = "rules_go",\n    sha256 = "${sha256()}",\n    urls = ["https://github.com/bazelbuild/rules_go/releases/download/v0.50.1/rules_go-v0.50.1.zip"],\n)`,
    ),
    C(
      "Dockerfile: a build secret mount",
      `RUN --mount=type=secret,id=npm_token,env=NPM_TOKEN npm ci`,
    ),
    C("Dockerfile: FROM pinned by digest", `FROM node:22-alpine@sha256:${sha256()}`),
    C(
      "Makefile: a variable from the environment with a check",
      `ifndef HEROKU_API_KEY\n$(error HEROKU_API_KEY is not set)\nendif`,
    ),
    C(
      "Gradle: credentials from gradle properties",
      `credentials {\n    username = providers.gradleProperty("nexusUser").get()\n    password = providers.gradleProperty("nexusPassword").get()\n}`,
    ),
    C(
      "Gradle: dependency verification metadata",
      `<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n   <artifact name="okhttp-4.12.0.jar">\n      <sha256 value="${sha256()}" origin="Generated by Gradle"/>\n   </artifact>\n</component>`,
    ),
    C(
      "Maven settings.xml: an encrypted password",
      `<server>\n  <id>corp-releases</id>\n  <username>deployer</username>\n  <password>{${
        v(44, B64)
      }}</password>\n</server>`,
    ),
    C(
      "Maven settings.xml: a password from an env var",
      `<password>\${env.NEXUS_PASSWORD}</password>`,
    ),
    C(
      "test fixture: a dummy key clearly marked",
      `API_KEY = "test-key-do-not-use"  # the mock server accepts any value`,
    ),
    C(
      "test fixture: a fixture of a webhook payload with an event id",
      `{"id":"evt_${v(24)}","type":"invoice.paid","livemode":false,"request":{"id":"req_${
        v(14)
      }","idempotency_key":"${uuid()}"}}`,
    ),
    C(
      "Spring: datasource password by placeholder",
      `spring:\n  datasource:\n    password: \${DB_PASSWORD}`,
    ),
    C("Django: SECRET_KEY from the environment", `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]`),
    C(
      "Rails: database.yml with ERB",
      `production:\n  password: <%= ENV["APP_DATABASE_PASSWORD"] %>`,
    ),
    C(
      "Laravel: .env.example",
      `APP_KEY=\nDB_PASSWORD=\nMAIL_PASSWORD=null\nSTRIPE_SECRET=sk_test_your_key_here`,
    ),
    C(
      "Phoenix: a generated LiveView signing salt (public in the endpoint)",
      `config :shop, ShopWeb.Endpoint,\n  live_view: [signing_salt: "${v(8)}"]`,
    ),
    C(
      "ASP.NET: appsettings with an empty connection string and a placeholder",
      `{\n  "ConnectionStrings": { "Default": "" },\n  "Jwt": { "Key": "<set in user-secrets>" }\n}`,
    ),
  ];
}
