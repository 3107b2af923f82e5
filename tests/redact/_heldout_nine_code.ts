/** Corpus nine: secrets in code of many languages and in test fixtures. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { BASE64, BASE64URL, HEX, pwd, S } from "./_heldout_nine_make.ts";

export const NINE_CODE: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "python constant",
    (k) => `API_KEY = "${k(40)}"\nBASE_URL = "https://api.acme.io"`,
  ),
  S(
    "assignment",
    "python kwarg password",
    (_k, add) =>
      `conn = psycopg2.connect(host="db", user="etl", password="${add(pwd())}", dbname="dw")`,
  ),
  S(
    "assignment",
    "python dict literal",
    (k) => `headers = {"Authorization": f"Bearer ${k(48)}", "Accept": "application/json"}`,
  ),
  S(
    "assignment",
    "python os.environ default",
    (_k, add) => `SECRET = os.environ.get("APP_SECRET", "${add(pwd())}")`,
  ),
  S(
    "assignment",
    "python boto3 client",
    (k) =>
      `s3 = boto3.client("s3", aws_access_key_id="AKIA${
        k(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }", aws_secret_access_key="${k(40, BASE64)}")`,
  ),
  S(
    "assignment",
    "javascript object",
    (k) => `const config = {\n  apiKey: '${k(32)}',\n  endpoint: 'https://api.acme.io',\n};`,
  ),
  S(
    "assignment",
    "typescript class field",
    (k) => `export class Client {\n  private readonly secret = "${k(40, HEX)}";\n}`,
  ),
  S(
    "assignment",
    "node process.env fallback",
    (k) => `const token = process.env.TOKEN ?? "${k(40)}";`,
  ),
  S(
    "assignment",
    "axios header",
    (k) => `axios.get(url, { headers: { 'X-API-KEY': '${k(36)}' } })`,
  ),
  S(
    "assignment",
    "fetch bearer template",
    (k) =>
      "await fetch(`${BASE}/v1/items`, { headers: { Authorization: `Bearer " + k(52) + "` } });",
  ),
  S(
    "assignment",
    "go struct literal",
    (_k, add) => `cfg := &Config{\n\tUser:     "svc",\n\tPassword: "${add(pwd())}",\n}`,
  ),
  S("assignment", "go const", (k) => `const webhookSecret = "${k(32)}"`),
  S(
    "assignment",
    "rust builder",
    (k) => `let client = Client::builder().api_key("${k(40)}").build()?;`,
  ),
  S("assignment", "java setter", (_k, add) => `dataSource.setPassword("${add(pwd())}");`),
  S(
    "assignment",
    "java constructor",
    (k) =>
      `var creds = new BasicAWSCredentials("AKIA${k(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}", "${
        k(40, BASE64)
      }");`,
  ),
  S("assignment", "kotlin val", (k) => `private val apiSecret = "${k(44, BASE64URL)}"`),
  S(
    "assignment",
    "csharp connection",
    (_k, add) =>
      `var conn = new SqlConnection("Server=.;Database=App;User Id=sa;Password=${add(pwd())};");`,
  ),
  S(
    "assignment",
    "csharp dictionary",
    (k) => `var opts = new Dictionary<string, string> { ["ClientSecret"] = "${k(40)}" };`,
  ),
  S(
    "assignment",
    "ruby hash",
    (k) => `Stripe.api_key = ENV.fetch("STRIPE_KEY") { "sk_live_${k(99)}" }`,
  ),
  S(
    "assignment",
    "ruby symbol hash",
    (_k, add) =>
      `ActiveRecord::Base.establish_connection(adapter: "mysql2", username: "app", password: "${
        add(pwd())
      }")`,
  ),
  S("assignment", "php variable", (_k, add) => `$dbPass = '${add(pwd())}';`),
  S("assignment", "swift let", (k) => `let apiToken = "${k(40)}"`),
  S("assignment", "dart final", (k) => `final String secretKey = '${k(32)}';`),
  S("assignment", "scala val", (_k, add) => `val password = "${add(pwd())}"`),
  S(
    "assignment",
    "elixir config",
    (_k, add) => `config :app, App.Repo,\n  username: "postgres",\n  password: "${add(pwd())}"`,
  ),
  S("assignment", "lua table", (k) => `local cfg = { token = "${k(40)}", host = "api.acme.io" }`),
  S(
    "assignment",
    "bash script variable",
    (k) =>
      `#!/usr/bin/env bash\nTOKEN="${k(40)}"\ncurl -H "Authorization: token $TOKEN" "$API/repos"`,
  ),
  S(
    "assignment",
    "sql create user",
    (_k, add) => `CREATE USER reporting WITH PASSWORD '${add(pwd())}';`,
  ),
  S(
    "assignment",
    "sql alter user mysql",
    (_k, add) => `ALTER USER 'app'@'%' IDENTIFIED BY '${add(pwd())}';`,
  ),
  S(
    "assignment",
    "python test fixture",
    (k) => `@pytest.fixture\ndef client():\n    return ApiClient(token="${k(40)}")`,
  ),
  S(
    "assignment",
    "jest mock env",
    (k) => `beforeAll(() => {\n  process.env.GITHUB_TOKEN = "ghp_${k(36)}";\n});`,
  ),
  S(
    "assignment",
    "yaml in code string",
    (k) => `cfg = yaml.safe_load("api_token: ${k(40)}\\nretries: 3")`,
  ),
  S("assignment", "c define", (k) => `#define API_SECRET "${k(40)}"`),
  S(
    "assignment",
    "terraform resource literal",
    (_k, add) =>
      `resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "admin"\n  password = "${
        add(pwd())
      }"\n}`,
  ),
  S(
    "assignment",
    "jupyter cell output",
    (k) => `In [3]: openai.api_key\nOut[3]: 'sk-proj-${k(60, BASE64URL)}'`,
  ),
  S(
    "assignment",
    "json escaped in js string",
    (k) => `const body = "{\\"client_secret\\":\\"${k(40)}\\"}";`,
  ),
];
