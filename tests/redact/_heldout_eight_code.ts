/** Held-out corpus eight: secrets in code of a dozen languages. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64URL,
  g,
  HEX,
  LD,
  mixed,
  pw,
  pwAlnum,
  rb64,
  sec,
  uuid,
} from "./_heldout_eight_make.ts";

export const EIGHT_CODE: readonly HeldOutSecret[] = [
  sec(
    "assignment",
    "python constant",
    [g(40, AN)],
    ([a]) => `API_TOKEN = "${a}"\nBASE_URL = "https://api.acme.io/v1"`,
  ),
  sec(
    "assignment",
    "python dict literal",
    [pw(16)],
    ([a]) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "shop",\n        "USER": "shop",\n        "PASSWORD": "${a}",\n        "HOST": "db",\n    }\n}`,
  ),
  sec(
    "assignment",
    "python kwargs constructor",
    [pwAlnum(20)],
    ([a]) => `conn = psycopg2.connect(host="db", dbname="app", user="app", password="${a}")`,
  ),
  sec(
    "assignment",
    "python os environ default",
    [g(32, HEX)],
    ([a]) => `SECRET = os.environ.get("WEBHOOK_SECRET", "${a}")`,
  ),
  sec(
    "assignment",
    "python boto3 client",
    [g(40, AN + "/+")],
    ([a]) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="AKIA${
        g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }",\n    aws_secret_access_key="${a}",\n)`,
  ),
  sec(
    "assignment",
    "javascript object config",
    [g(64, HEX)],
    ([a]) => `module.exports = {\n  port: 8080,\n  jwtSecret: '${a}',\n  expiresIn: '7d',\n};`,
  ),
  sec(
    "assignment",
    "typescript const",
    [g(40, AN)],
    ([a]) => `const apiKey: string = "${a}";\nexport const client = new ApiClient({ apiKey });`,
  ),
  sec(
    "assignment",
    "javascript fetch headers",
    [g(32, AN)],
    ([a]) =>
      `const res = await fetch("https://api.acme.io/v1/items", {\n  headers: { "X-Api-Key": "${a}", "Content-Type": "application/json" },\n});`,
  ),
  sec(
    "assignment",
    "javascript template literal bearer",
    [g(48, B64URL)],
    ([a]) => "axios.get(url, { headers: { Authorization: `Bearer " + a + "` } });",
  ),
  sec(
    "assignment",
    "go struct literal",
    [pw(16)],
    ([a]) =>
      `cfg := mysql.Config{\n\tUser:   "api",\n\tPasswd: "${a}",\n\tNet:    "tcp",\n\tAddr:   "db:3306",\n}`,
  ),
  sec("assignment", "go const", [g(64, HEX)], ([a]) => `const hmacSecret = "${a}"`),
  sec(
    "assignment",
    "rust let",
    [g(40, AN)],
    ([a]) => `let token = String::from("${a}");\nlet client = Client::new(token);`,
  ),
  sec(
    "assignment",
    "rust builder",
    [pw(18)],
    ([a]) =>
      `let opts = PgConnectOptions::new()\n    .host("db")\n    .username("app")\n    .password("${a}")\n    .database("app");`,
  ),
  sec(
    "assignment",
    "java string field",
    [g(40, AN)],
    ([a]) => `private static final String CLIENT_SECRET = "${a}";`,
  ),
  sec(
    "assignment",
    "java builder call",
    [pw(16)],
    ([a]) =>
      `DataSource ds = DataSourceBuilder.create()\n    .url("jdbc:postgresql://db:5432/app")\n    .username("app")\n    .password("${a}")\n    .build();`,
  ),
  sec("assignment", "kotlin val", [g(32, HEX)], ([a]) => `val apiSecret = "${a}"`),
  sec(
    "assignment",
    "csharp property",
    [pw(16)],
    ([a]) =>
      `var options = new SmtpOptions { Host = "smtp.acme.io", User = "alerts", Password = "${a}" };`,
  ),
  sec(
    "assignment",
    "csharp dictionary",
    [g(40, AN)],
    ([a]) =>
      `var headers = new Dictionary<string, string> { ["Ocp-Apim-Subscription-Key"] = "${a}" };`,
  ),
  sec(
    "assignment",
    "ruby hash",
    [g(40, AN)],
    ([a]) =>
      `Stripe.api_key = ENV.fetch("STRIPE_KEY") { "${a}" }\nconfig = { access_token: "${a}" }`,
  ),
  sec(
    "assignment",
    "ruby initializer",
    [pw(16)],
    ([a]) =>
      `ActionMailer::Base.smtp_settings = {\n  user_name: "apikey",\n  password: "${a}",\n  address: "smtp.sendgrid.net"\n}`,
  ),
  sec(
    "assignment",
    "php array",
    [pw(16)],
    ([a]) =>
      `'mysql' => [\n    'driver' => 'mysql',\n    'username' => 'forge',\n    'password' => '${a}',\n],`,
  ),
  sec("assignment", "php define", [
    g(
      64,
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%^&*()-_[]{}<>~+=,.;:/?|",
    ),
  ], ([a]) => `define( 'AUTH_KEY',         '${a}' );`),
  sec(
    "assignment",
    "swift let",
    [g(40, AN)],
    ([a]) => `let apiKey = "${a}"\nvar request = URLRequest(url: endpoint)`,
  ),
  sec(
    "assignment",
    "dart map",
    [g(32, AN)],
    ([a]) => `final headers = {'Authorization': 'Token ${a}'};`,
  ),
  sec("assignment", "scala config", [pw(16)], ([a]) => `slick.dbs.default.db.password = "${a}"`),
  sec(
    "assignment",
    "elixir config",
    [g(64, B64URL)],
    ([a]) => `config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: "${a}"`,
  ),
  sec(
    "assignment",
    "lua table",
    [pw(14)],
    ([a]) => `local conf = { host = "127.0.0.1", user = "game", password = "${a}" }`,
  ),
  sec(
    "assignment",
    "shell script variable",
    [g(40, AN)],
    ([a]) =>
      `#!/usr/bin/env bash\nset -euo pipefail\nTOKEN="${a}"\ncurl -H "Authorization: token $TOKEN" https://api.github.com/user`,
  ),
  sec(
    "assignment",
    "sql create user",
    [pw(16)],
    ([a]) =>
      `CREATE USER reporting WITH PASSWORD '${a}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`,
  ),
  sec(
    "assignment",
    "sql alter role",
    [pw(16)],
    ([a]) => `ALTER USER 'app'@'%' IDENTIFIED BY '${a}';`,
  ),
  sec("assignment", "r sys setenv", [g(40, AN)], ([a]) => `Sys.setenv(OPENAI_API_KEY = "${a}")`),
  sec("assignment", "julia const", [pw(16)], ([a]) => `const DB_PASS = "${a}"`),
  sec("assignment", "c define", [g(32, HEX)], ([a]) => `#define API_SECRET "${a}"`),
  sec("assignment", "cpp std string", [pw(16)], ([a]) => `std::string password = "${a}";`),
  sec(
    "assignment",
    "terraform resource attribute",
    [pw(20)],
    ([a]) =>
      `resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  username       = "master"\n  password       = "${a}"\n  instance_class = "db.t3.micro"\n}`,
  ),
  sec(
    "assignment",
    "nix attribute",
    [pw(16)],
    ([a]) => `services.grafana.settings.security.admin_password = "${a}";`,
  ),
  sec(
    "assignment",
    "groovy jenkinsfile",
    [g(40, AN)],
    ([a]) => `environment {\n    SLACK_TOKEN = '${a}'\n}`,
  ),
  sec(
    "assignment",
    "python test fixture with real-looking key",
    [uuid()],
    ([a]) => `client = MeiliClient("http://localhost:7700", "${a}")`,
  ),
  sec(
    "assignment",
    "jsx env fallback",
    [g(40, AN)],
    ([a]) => `const key = process.env.MAPS_SERVER_KEY ?? "${a}";`,
  ),
  sec(
    "assignment",
    "yaml anchor in code block",
    [mixed(24)],
    ([a]) => "```yaml\ndefaults: &defaults\n  adapter: postgresql\n  password: " + a + "\n```",
  ),
  sec("assignment", "python signing key bytes", [g(44, B64URL)], ([a]) => `FERNET_KEY = b"${a}="`),
  sec(
    "assignment",
    "go http header set",
    [g(40, AN)],
    ([a]) => `req.Header.Set("Authorization", "Bearer ${a}")`,
  ),
  sec(
    "assignment",
    "java http header",
    [g(36, LD)],
    ([a]) => `conn.setRequestProperty("X-Api-Key", "${a}");`,
  ),
  sec(
    "assignment",
    "python requests auth tuple",
    [pw(16)],
    ([a]) => `r = requests.get(url, auth=("admin", "${a}"))`,
  ),
  sec(
    "assignment",
    "node mongoose connect",
    [pwAlnum(18)],
    ([a]) => `mongoose.connect('mongodb://api:${a}@mongo-0.mongo:27017/api?authSource=admin')`,
  ),
  sec(
    "assignment",
    "encryption key hex in code",
    [g(64, HEX)],
    ([a]) => `const ENCRYPTION_KEY = Buffer.from("${a}", "hex");`,
  ),
  sec(
    "assignment",
    "private key bytes rb64",
    [rb64(32)],
    ([a]) => `signing_key = nacl.signing.SigningKey(base64.b64decode("${a}"))`,
  ),
];
