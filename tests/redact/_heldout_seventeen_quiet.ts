/**
 * Corpus seventeen, clean: code and configuration that name a secret without holding one — read
 * from the environment, a vault, a secrets manager or a CI secret; placeholders, masked values,
 * empty defaults, documentation examples; and the same files' ordinary high-entropy neighbours
 * (ids, digests, build hashes) beside them.
 */
import {
  cleanCode,
  draw,
  type HeldOutClean,
  HEX,
  num,
  pick,
  uuid,
} from "./_heldout_seventeen_make.ts";

const acct = () => String(num(100000000000, 999999999999));
const region = () => pick(["eu-west-1", "us-east-1", "ap-southeast-2"]);

type Quiet = readonly [string, string, string, () => string[]];

const QUIET: readonly Quiet[] = [
  ["Go reads keys from the environment", "internal/config/env.go", "go", () => [
    "cfg := Config{",
    '\tStripeKey: os.Getenv("STRIPE_SECRET_KEY"),',
    '\tDBPassword: mustEnv("DATABASE_PASSWORD"),',
    `\tBuildID:   "${draw(40, HEX)}",`,
    "}",
  ]],
  ["Rust reads a token with env::var", "src/main.rs", "rust", () => [
    'let token = std::env::var("GITHUB_TOKEN").expect("GITHUB_TOKEN must be set");',
    `let request_id = "${uuid()}";`,
  ]],
  ["Java reads from Secrets Manager", "src/main/java/com/acme/Secrets.java", "java", () => [
    "GetSecretValueRequest req = GetSecretValueRequest.builder()",
    `    .secretId("arn:aws:secretsmanager:${region()}:${acct()}:secret:prod/db-${draw(6)}")`,
    "    .build();",
    "String password = client.getSecretValue(req).secretString();",
  ]],
  ["Spring placeholder without a default", "src/main/resources/application.yml", "yaml", () => [
    "spring:",
    "  datasource:",
    "    url: jdbc:postgresql://${DB_HOST:localhost}:5432/app",
    "    username: ${DB_USER}",
    "    password: ${DB_PASSWORD}",
  ]],
  ["C# reads configuration and Key Vault", "src/Api/Program.cs", "csharp", () => [
    "builder.Configuration.AddAzureKeyVault(",
    `    new Uri("https://acme-prod-kv${
      num(1, 9)
    }.vault.azure.net/"), new DefaultAzureCredential());`,
    'var key = builder.Configuration["Payments:ApiKey"];',
  ]],
  ["Kotlin reads BuildConfig from gradle properties", "app/build.gradle.kts", "kotlin", () => [
    'buildConfigField("String", "MAPS_KEY", "\\"${project.findProperty("mapsKey") ?: ""}\\"")',
    `versionCode = ${num(100, 999)}`,
  ]],
  ["PHP env() with a placeholder default", "config/services.php", "php", () => [
    "'stripe' => [",
    "    'secret' => env('STRIPE_SECRET'),",
    "    'webhook' => env('STRIPE_WEBHOOK_SECRET', 'whsec_changeme'),",
    "],",
  ]],
  ["Ruby credentials lookup", "config/initializers/stripe.rb", "ruby", () => [
    "Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)",
    'Stripe.api_version = "2024-06-20"',
  ]],
  ["Elixir System.fetch_env!", "config/runtime.exs", "elixir", () => [
    "config :my_app, MyApp.Repo,",
    '  url: System.fetch_env!("DATABASE_URL"),',
    '  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")',
  ]],
  ["Python os.environ and a placeholder", "app/settings.py", "python", () => [
    'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]',
    'OPENAI_API_KEY = os.getenv("OPENAI_API_KEY", "<your-openai-key>")',
    `CACHE_BUSTER = "${draw(12, HEX)}"`,
  ]],
  ["Node reads process.env", "src/config.ts", "typescript", () => [
    "export const config = {",
    '  anthropicKey: process.env.ANTHROPIC_API_KEY ?? "",',
    '  sessionSecret: requireEnv("SESSION_SECRET"),',
    `  commit: "${draw(40, HEX)}",`,
    "};",
  ]],
  ["GitHub Actions secrets expressions", ".github/workflows/deploy.yml", "yaml", () => [
    "      - run: ./deploy.sh",
    "        env:",
    "          AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}",
    "          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
    "          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
    `      - uses: actions/checkout@${draw(40, HEX)} # v4`,
  ]],
  ["GitLab CI masked variables", ".gitlab-ci.yml", "yaml", () => [
    "deploy:",
    "  script:",
    '    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY',
    "    - helm upgrade app ./chart --set image.tag=$CI_COMMIT_SHA",
  ]],
  ["Kubernetes secretKeyRef", "k8s/deploy.yaml", "yaml", () => [
    "          env:",
    "            - name: DB_PASSWORD",
    "              valueFrom:",
    "                secretKeyRef:",
    "                  name: db",
    "                  key: password",
    `          image: registry.acme.io/api@sha256:${draw(64, HEX)}`,
  ]],
  ["External Secrets from Vault", "k8s/external-secret.yaml", "yaml", () => [
    "kind: ExternalSecret",
    "spec:",
    "  data:",
    "    - secretKey: api-key",
    "      remoteRef:",
    "        key: secret/data/payments",
    "        property: api_key",
  ]],
  ["Vault reference strings", "config/vault.hcl", "hcl", () => [
    "template {",
    '  contents = "{{ with secret \\"secret/data/app\\" }}{{ .Data.data.password }}{{ end }}"',
    "}",
    "# vault:secret/data/app#password",
  ]],
  ["Terraform variable marked sensitive", "modules/db/variables.tf", "hcl", () => [
    'variable "db_password" {',
    "  type      = string",
    "  sensitive = true",
    "}",
    "password = var.db_password",
  ]],
  ["Terraform random_password resource", "infra/db.tf", "hcl", () => [
    'resource "random_password" "db" {',
    `  length  = ${num(24, 40)}`,
    "  special = true",
    "}",
    "password = random_password.db.result",
  ]],
  ["Terraform plan with sensitive values hidden", "terraform plan", "text", () => [
    '  ~ resource "aws_db_instance" "main" {',
    `        id       = "db-${draw(26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}"`,
    "      ~ password = (sensitive value)",
    "    }",
  ]],
  ["Ansible vault-encrypted variable", "group_vars/prod/vault.yml", "yaml", () => [
    "db_password: !vault |",
    "  $ANSIBLE_VAULT;1.1;AES256",
    ...Array.from({ length: 4 }, () => "  " + draw(80, HEX)),
  ]],
  ["SOPS-encrypted YAML", "secrets/prod.enc.yaml", "yaml", () => [
    `api_key: ENC[AES256_GCM,data:${draw(40, HEX)},type:str]`,
    "sops:",
    "  kms:",
    `    - arn: arn:aws:kms:${region()}:${acct()}:key/${uuid()}`,
  ]],
  ["Dockerfile with a build secret mount", "Dockerfile", "dockerfile", () => [
    "# syntax=docker/dockerfile:1",
    "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
    "ARG NPM_TOKEN",
  ]],
  [".env.example with placeholders", ".env.example", "dotenv", () => [
    "DATABASE_URL=postgres://user:password@localhost:5432/app",
    "STRIPE_SECRET_KEY=sk_test_your_key_here",
    "OPENAI_API_KEY=",
    "SESSION_SECRET=changeme",
    "JWT_SECRET=<generate with openssl rand -hex 32>",
  ]],
  ["masked values in a settings dump", "logs/settings.txt", "text", () => [
    "API_KEY=sk-****************************",
    "DB_PASSWORD=********",
    `GITHUB_TOKEN=ghp_${"x".repeat(36)}`,
    `BUILD=${draw(8, HEX)}`,
  ]],
  ["README example with xxxx", "README.md", "markdown", () => [
    "Set your key before running:",
    "",
    "    export ACME_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "    acme sync --project my-project",
  ]],
  [".npmrc reading a token variable", ".npmrc", "ini", () => [
    "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
    "@acme:registry=https://npm.pkg.github.com",
  ]],
  ["Maven settings with env placeholders", "settings.xml", "xml", () => [
    "<server>",
    "  <id>acme</id>",
    "  <username>${env.MAVEN_USER}</username>",
    "  <password>${env.MAVEN_PASSWORD}</password>",
    "</server>",
  ]],
  ["NuGet config with an env password", "NuGet.config", "xml", () => [
    "<AcmeFeed>",
    '  <add key="Username" value="build" />',
    '  <add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />',
    "</AcmeFeed>",
  ]],
  ["PowerShell Get-Secret", "deploy/Deploy.ps1", "powershell", () => [
    "$token = Get-Secret -Name DeployToken -AsPlainText",
    "$cred = Get-Credential -UserName svc_deploy -Message 'deploy account'",
  ]],
  ["shell reads a password interactively", "scripts/login.sh", "bash", () => [
    "read -rsp 'Password: ' DB_PASSWORD",
    'export PGPASSWORD="$DB_PASSWORD"',
    'psql -h "$DB_HOST" -U app',
  ]],
  ["Swift reads from the Keychain", "App/Keychain.swift", "swift", () => [
    "let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,",
    '                            kSecAttrService as String: "io.acme.app",',
    "                            kSecReturnData as String: true]",
  ]],
  ["Nix reads a secret file with agenix", "hosts/web/secrets.nix", "nix", () => [
    "age.secrets.grafana.file = ../../secrets/grafana.age;",
    'services.grafana.settings.security.admin_password = "$__file{${config.age.secrets.grafana.path}}";',
  ]],
  ["Go test with a fake key name", "internal/auth/hmac_test.go", "go", () => [
    "func TestVerify(t *testing.T) {",
    '\tkey := []byte("test-key")',
    `\tif !Verify(key, []byte("payload"), "${draw(64, HEX)}") {`,
    '\t\tt.Fatal("want valid")',
    "\t}",
    "}",
  ]],
  [
    "SQL migration with gen_random_uuid and a bcrypt call",
    "migrations/0007_users.sql",
    "sql",
    () => [
      "CREATE TABLE users (",
      "  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),",
      "  password_hash text NOT NULL",
      ");",
      `INSERT INTO schema_version VALUES ('${draw(40, HEX)}');`,
    ],
  ],
];

/** Every quiet file once, in turn through the views. */
export function buildQuiet(): HeldOutClean[] {
  return QUIET.map(([what, path, lang, lines]) => cleanCode(what, path, lang, lines()));
}
