/**
 * Corpus ten, code: a secret hard-coded the way each language writes it — string literals of
 * every quoting style, constructor arguments, map literals, annotations, heredocs, test fixtures
 * — in Python, JS/TS, Go, Rust, Java, Kotlin, C#, Swift, PHP, Ruby, Elixir, Scala, Haskell, Lua,
 * R, Julia, Perl, Bash, PowerShell, SQL, Dockerfile, Makefile, Nix, Dart, Clojure, C, Zig,
 * OCaml, F#, Groovy, Terraform, a Jupyter cell.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, B64, b64, B64URL, HEX, LOWER_NUM, type Ten } from "./_heldout_ten_make.ts";

export function tenCode(t: Ten): HeldOutSecret[] {
  const { S, g, pwd } = t;
  return [
    S("assignment", "python requests headers dict", (k) =>
      `resp = requests.get(
    "https://api.example-weather.com/v2/alerts",
    headers={"Authorization": f"Bearer {'${k(40, B64URL)}'}", "Accept": "application/json"},
    timeout=10,
)`),
    S(
      "vendor",
      "python os environ setdefault",
      (k) =>
        `os.environ.setdefault("OPENAI_API_KEY", "sk-proj-${k(74, B64URL)}T3BlbkFJ${
          k(74, B64URL)
        }")`,
    ),
    S("assignment", "python triple quoted config", (_k, add) =>
      `CONFIG = """
[smtp]
user = noreply@acme.io
pass = ${add(pwd())}
"""`),
    S(
      "assignment",
      "typescript fetch with api key header",
      (k) =>
        `const res = await fetch(\`\${BASE}/v1/embeddings\`, {
  method: "POST",
  headers: { "x-api-key": "${k(48, ALNUM)}", "content-type": "application/json" },
  body: JSON.stringify({ input }),
});`,
    ),
    S(
      "assignment",
      "javascript template literal basic auth",
      (_k, add) => `const auth = Buffer.from(\`jenkins:${add(g(34, HEX))}\`).toString("base64");`,
    ),
    S("assignment", "go const block", (k) =>
      `const (
	apiBase   = "https://api.partner.example"
	apiSecret = "${k(48, B64URL)}"
	timeout   = 15 * time.Second
)`),
    S("assignment", "go struct literal", (_k, add) =>
      `cfg := mysql.Config{
	User:   "svc_orders",
	Passwd: "${add(pwd())}",
	Net:    "tcp",
	Addr:   "10.0.4.2:3306",
	DBName: "orders",
}`),
    S(
      "assignment",
      "rust raw string",
      (k) => `let client = Client::new(r#"${k(40, ALNUM)}"#, Region::EuWest1);`,
    ),
    S(
      "assignment",
      "rust lazy static key",
      (k) => `static SIGNING_KEY: &[u8] = b"${k(32, ALNUM)}";`,
    ),
    S(
      "assignment",
      "java string field",
      (_k, add) => `private static final String DB_PASSWORD = "${add(pwd())}";`,
    ),
    S("vendor", "java annotation value", (k) =>
      `@Value("\${payment.key:sk_live_${k(24, ALNUM)}}")
private String paymentKey;`),
    S(
      "vendor",
      "kotlin buildConfigField",
      (k) => `buildConfigField("String", "GEMINI_API_KEY", "\\"AIza${k(35, B64URL)}\\"")`,
    ),
    S(
      "assignment",
      "csharp network credential",
      (_k, add) =>
        `var client = new SmtpClient("smtp.office365.com", 587) {
    Credentials = new NetworkCredential("alerts@contoso.com", "${add(pwd())}"),
    EnableSsl = true,
};`,
    ),
    S("assignment", "csharp verbatim string", (k) => `const string ApiKey = @"${k(32, HEX)}";`),
    S(
      "vendor",
      "swift let",
      (k) => `let revenueCatKey = "sk_${k(32, ALNUM)}" // server key, do not ship`,
    ),
    S("assignment", "php define and curl", (k) =>
      `<?php
define('MAILJET_SECRET', '${k(32, HEX)}');
curl_setopt($ch, CURLOPT_USERPWD, MAILJET_KEY . ':' . MAILJET_SECRET);`),
    S(
      "assignment",
      "ruby hash rocket",
      (k) =>
        `Aws.config.update(:credentials => Aws::Credentials.new('AKIA${
          g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }', '${k(40, B64)}'))`,
    ),
    S("block", "ruby heredoc with a key body", (_k, add) =>
      `key = <<~PEM
  ${add(g(64, B64))}
  ${add(g(64, B64))}
PEM`),
    S("assignment", "elixir runtime config", (k) =>
      `config :my_app, MyAppWeb.Endpoint,
  secret_key_base: "${k(64, B64)}"`),
    S("assignment", "scala config", (_k, add) =>
      `val ds = new HikariDataSource()
ds.setPassword("${add(pwd())}")`),
    S("assignment", "haskell string", (k) =>
      `apiToken :: Text
apiToken = "${k(40, HEX)}"`),
    S(
      "assignment",
      "lua table",
      (k) => `local cfg = { host = "api.push.example", secret = "${k(32, ALNUM)}", retries = 3 }`,
    ),
    S("vendor", "r Sys.setenv", (k) => `Sys.setenv(GITHUB_PAT = "ghp_${k(36, ALNUM)}")`),
    S("vendor", "julia ENV", (k) => `ENV["HF_TOKEN"] = "hf_${k(34, ALNUM)}"`),
    S("assignment", "perl my scalar", (_k, add) => `my $dbpass = q{${add(pwd())}};`),
    S("block", "bash heredoc writing env file", (k) =>
      `cat > /etc/app/env <<'EOF'
API_TOKEN=${k(40, ALNUM)}
EOF
chmod 600 /etc/app/env`),
    S(
      "assignment",
      "powershell securestring plain",
      (_k, add) =>
        `$pw = ConvertTo-SecureString "${add(pwd())}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential("CORP\\svc_backup", $pw)`,
    ),
    S(
      "assignment",
      "powershell env assignment",
      (_k, add) => `$env:AZURE_CLIENT_SECRET = '${add(g(3, ALNUM) + "8Q~" + g(34, ALNUM))}'`,
    ),
    S("vendor", "dockerfile env", (k) =>
      `FROM node:22-alpine
ENV NPM_TOKEN=npm_${k(36, ALNUM)}
RUN npm ci`),
    S("vendor", "dockerfile arg default", (k) =>
      `ARG SENTRY_AUTH_TOKEN=sntryu_${k(64, HEX)}
RUN npx @sentry/cli sourcemaps upload ./dist`),
    S("assignment", "makefile variable", (k) =>
      `REGISTRY_TOKEN := ${k(40, HEX)}
push:
	curl -H "Authorization: Bearer $(REGISTRY_TOKEN)" -T dist/app.tgz https://pkg.example/upload`),
    S(
      "assignment",
      "nix attribute",
      (_k, add) => `services.grafana.settings.security.admin_password = "${add(pwd())}";`,
    ),
    S("vendor", "dart const", (k) => `const String stripeSecret = 'sk_live_${k(24, ALNUM)}';`),
    S(
      "assignment",
      "clojure map",
      (k) =>
        `(def db {:dbtype "postgresql" :dbname "app" :user "app" :password "${k(20, ALNUM)}"})`,
    ),
    S("assignment", "c define", (k) => `#define MQTT_PASSWORD "${k(24, ALNUM)}"`),
    S("assignment", "c char array hex key", (_k, add) => {
      const bytes = Array.from({ length: 16 }, () => `0x${g(2, HEX)}`).join(", ");
      return `static const uint8_t aes_key[16] = { ${add(bytes)} };`;
    }),
    S("assignment", "zig const", (k) => `const webhook_secret = "${k(32, ALNUM)}";`),
    S("assignment", "ocaml let", (k) => `let api_key = "${k(40, HEX)}"`),
    S(
      "assignment",
      "fsharp let",
      (k) => `let connStr = "Host=db;Username=app;Password=${k(18, ALNUM)};Database=app"`,
    ),
    S("assignment", "groovy jenkinsfile literal", (k) =>
      `withEnv(["DOCKER_PASS=${k(24, ALNUM)}"]) {
    sh 'echo $DOCKER_PASS | docker login -u acme --password-stdin'
}`),
    S(
      "assignment",
      "terraform resource with literal password",
      (_k, add) =>
        `resource "aws_db_instance" "main" {
  engine         = "postgres"
  username       = "dbadmin"
  password       = "${add(pwd())}"
  instance_class = "db.t4g.micro"
}`,
    ),
    S("vendor", "jupyter notebook cell json", (k) =>
      `{
 "cell_type": "code",
 "execution_count": 3,
 "metadata": {},
 "outputs": [],
 "source": [
  "import openai\\n",
  "openai.api_key = \\"sk-${k(48, ALNUM)}\\"\\n"
 ]
}`),
    S("vendor", "pytest fixture with real-looking token", (k) =>
      `@pytest.fixture
def gh_client():
    return Github(auth=Auth.Token("ghp_${k(36, ALNUM)}"))`),
    S("vendor", "jest test with stripe key", (k) =>
      `it("charges", async () => {
  const stripe = new Stripe("sk_live_51${k(97, ALNUM)}");
  await expect(charge(stripe, 500)).resolves.toBeDefined();
});`),
    S("assignment", "yaml anchor reused secret", (k) =>
      `x-common-env: &env
  SIGNING_SECRET: ${k(32, HEX)}
services:
  api: { environment: *env }
  worker: { environment: *env }`),
    S(
      "vendor",
      "sql insert of api key row",
      (k) =>
        `INSERT INTO integrations (name, api_key, enabled) VALUES ('sendgrid', 'SG.${
          g(22, B64URL)
        }.${k(43, B64URL)}', true);`,
    ),
    S(
      "assignment",
      "graphql variables json",
      (_k, add) =>
        `{"query":"mutation Login($e:String!,$p:String!){login(email:$e,password:$p){token}}","variables":{"e":"qa@acme.io","p":"${
          add(pwd())
        }"}}`,
    ),
    S("assignment", "http file for rest client", (k) =>
      `### list invoices
GET https://api.acme.io/v1/invoices
Authorization: Bearer ${k(64, HEX)}
Accept: application/json`),
    S(
      "encoded",
      "curl basic auth header precomputed",
      (_k, add) =>
        `curl -H "Authorization: Basic ${
          add(b64(`admin:${g(16, ALNUM)}`))
        }" https://registry.corp.example/v2/_catalog`,
    ),
    S(
      "assignment",
      "key left in a todo comment",
      (k) =>
        `// TODO(jlee): move to vault before launch — key: ${k(40, ALNUM)}
export const client = createClient(process.env.API_URL!);`,
    ),
    S(
      "assignment",
      "kotlin data class default",
      (k) =>
        `data class MqttConfig(val host: String = "broker.hivemq.cloud", val password: String = "${
          k(22, ALNUM)
        }")`,
    ),
    S("assignment", "typescript object with nested secret", (k) =>
      `export default defineConfig({
  auth: { providers: { github: { clientId: "Ov23li${g(14, ALNUM)}", clientSecret: "${
        k(40, HEX)
      }" } } },
});`),
    S("assignment", "python dataclass default", (k) =>
      `@dataclass
class Settings:
    redis_url: str = "redis://localhost:6379/0"
    hmac_secret: bytes = b"${k(32, ALNUM)}"`),
    S("assignment", "go test env", (k) =>
      `func TestUpload(t *testing.T) {
	t.Setenv("B2_KEY", "K005${k(27, ALNUM)}")`),
    S(
      "encoded",
      "base64 decoded at runtime in js",
      (_k, add) => `const key = atob("${add(b64(`sk_live_${g(24, ALNUM)}`))}");`,
    ),
    S(
      "assignment",
      "password in a python list of users",
      (_k, add) => `USERS = [("admin", "${add(pwd())}"), ("viewer", "${add(pwd())}")]`,
    ),
    S("assignment", "ansible uri module with token", (k) =>
      `- name: trigger deploy
  ansible.builtin.uri:
    url: https://api.render.com/deploy/srv-${g(20, LOWER_NUM)}?key=${k(11, B64URL)}
    method: POST`),
    S("vendor", "env var in dotnet user secrets json", (k) =>
      `{
  "Authentication:Google:ClientSecret": "GOCSPX-${k(28, B64URL)}",
  "Stripe:SecretKey": "sk_test_${k(99, ALNUM)}"
}`),
  ];
}
