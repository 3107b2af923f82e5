/**
 * Corpus thirteen, secrets in code written in idioms eleven and twelve did not show: builder and
 * options patterns, dependency-injection registrations, test fixtures and mocks, decorators,
 * struct literals, maps built in place, string formatting and interpolation of several languages.
 */
import {
  B64,
  DIGITS,
  draw,
  type HeldOutSecret,
  HEX,
  password,
  S,
} from "./_heldout_thirteen_make.ts";

export function codeIdioms(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Go struct literal with a field tag",
      (k) =>
        `cfg := &client.Config{\n\tBaseURL: "https://api.vendor.io",\n\tAPIKey:  "${
          k(40)
        }",\n\tTimeout: 10 * time.Second,\n}`,
    ),
    S(
      "assignment",
      "Go os.Setenv in a test",
      (k) =>
        `func TestMain(m *testing.M) {\n\tos.Setenv("PADDLE_API_KEY", "pdl_live_apikey_${
          k(26, "0123456789abcdefghjkmnpqrstvwxyz")
        }_${k(24)}_A${draw(2, DIGITS)}")\n\tos.Exit(m.Run())\n}`,
    ),
    S(
      "assignment",
      "Rust builder chain",
      (k) =>
        `let client = Client::builder()\n    .endpoint("https://search.internal")\n    .api_key("${
          k(32)
        }")\n    .build()?;`,
    ),
    S(
      "assignment",
      "Rust const &str with a secret",
      (k) => `const HMAC_KEY: &str = "${k(64, HEX)}";`,
    ),
    S("assignment", "Rust byte-string literal", (k) => `static SECRET: &[u8] = b"${k(32)}";`),
    S(
      "assignment",
      "Python dataclass default",
      (k) =>
        `@dataclass\nclass Settings:\n    region: str = "eu-west-1"\n    webhook_secret: str = "${
          k(36)
        }"\n`,
    ),
    S(
      "assignment",
      "Python pydantic SecretStr default (still a literal)",
      (k) => `class Cfg(BaseSettings):\n    api_key: SecretStr = SecretStr("${k(40)}")\n`,
    ),
    S(
      "assignment",
      "Python dict(...) call with keyword arguments",
      (_k, add) =>
        `conn = psycopg.connect(**dict(host="db", user="etl", password="${
          add(password())
        }", dbname="dw"))`,
    ),
    S(
      "assignment",
      "Python mock.patch.dict of os.environ",
      (k) =>
        `@mock.patch.dict(os.environ, {"TWILIO_AUTH_TOKEN": "${k(32, HEX)}"})\ndef test_sms(): ...`,
    ),
    S(
      "assignment",
      "Python % formatting building a DSN",
      (_k, add) =>
        `dsn = "postgresql://%s:%s@%s/%s" % ("report", "${
          add(password())
        }", "db.internal", "sales")`,
    ),
    S(
      "assignment",
      "Python str.format with a named field",
      (k) =>
        `url = "https://api.openweathermap.org/data/2.5/weather?q={city}&appid={key}".format(city=c, key="${
          k(32, HEX)
        }")`,
    ),
    S(
      "assignment",
      "TypeScript NestJS module registration",
      (k) =>
        `JwtModule.register({\n  secret: '${k(48)}',\n  signOptions: { expiresIn: '1h' },\n}),`,
    ),
    S(
      "assignment",
      "TypeScript satisfies object",
      (k) =>
        `export const env = {\n  RESEND_API_KEY: "re_${k(8)}_${
          k(24)
        }",\n} satisfies Record<string, string>;`,
    ),
    S(
      "assignment",
      "JavaScript Map built from entries",
      (k) => `const keys = new Map([\n  ["primary", "${k(32)}"],\n  ["fallback", "${k(32)}"],\n]);`,
    ),
    S(
      "assignment",
      "JavaScript Object.assign onto process.env",
      (k) =>
        `Object.assign(process.env, { CLOUDINARY_URL: "cloudinary://${draw(15, DIGITS)}:${
          k(27, B64.slice(0, 62) + "-_")
        }@acme" });`,
    ),
    S(
      "assignment",
      "JavaScript default parameter value",
      (k) =>
        `function sign(payload, secret = "${
          k(40)
        }") {\n  return createHmac("sha256", secret).update(payload).digest("hex");\n}`,
    ),
    S(
      "assignment",
      "Java annotation attribute",
      (k) =>
        `@FeignClient(name = "billing", url = "https://billing.internal", configuration = Cfg.class)\n@Headers("X-Billing-Key: ${
          k(36)
        }")\ninterface BillingClient {}`,
    ),
    S(
      "assignment",
      "Java static final char array initialiser as a string",
      (k) => `private static final String KEYSTORE_PASS = new String("${k(20)}");`,
    ),
    S(
      "assignment",
      "Kotlin buildConfigField in Gradle KTS",
      (k) => `buildConfigField("String", "MAPS_SECRET", "\\"${k(40)}\\"")`,
    ),
    S(
      "assignment",
      "C# record with an init value",
      (k) =>
        `public record SmtpOptions {\n    public string Password { get; init; } = "${k(20)}";\n}`,
    ),
    S(
      "assignment",
      "C# services.Configure lambda",
      (k) =>
        `services.Configure<StorageOptions>(o => { o.AccountName = "acmeprod"; o.AccountKey = "${
          k(86, B64)
        }=="; });`,
    ),
    S(
      "assignment",
      "Swift let with a computed header",
      (k) => `let headers = ["Authorization": "Bearer \\(\"${k(40)}\")"]`,
    ),
    S(
      "assignment",
      "PHP heredoc",
      (_k, add) => `$ini = <<<INI\n[db]\nuser = shop\npass = ${add(password())}\nINI;`,
    ),
    S(
      "assignment",
      "PHP array in a Laravel config with env default",
      (k) => `'key' => env('PUSHER_APP_SECRET', '${k(20, HEX)}'),`,
    ),
    S(
      "assignment",
      "Ruby keyword arguments",
      (k) => `Stripe::StripeClient.new(api_key: "sk_live_${k(99)}", max_network_retries: 2)`,
    ),
    S(
      "assignment",
      "Ruby %w array of tokens",
      (k) => `ALLOWED_TOKENS = %w[${k(32, HEX)} ${k(32, HEX)}].freeze`,
    ),
    S(
      "assignment",
      "Scala case class instance",
      (_k, add) =>
        `val db = DbConfig(url = "jdbc:postgresql://db/app", user = "app", password = "${
          add(password())
        }")`,
    ),
    S(
      "assignment",
      "Groovy Jenkinsfile environment block",
      (k) => `environment {\n    SONAR_TOKEN = 'squ_${k(40, HEX)}'\n}`,
    ),
    S(
      "assignment",
      "Bash associative array",
      (k) => `declare -A creds=( [user]=svc [token]=${k(40)} )`,
    ),
    S(
      "assignment",
      "Bash read from a here-string",
      (_k, add) => `read -r DB_USER DB_PASS <<< "etl ${add(password())}"`,
    ),
    S(
      "assignment",
      "PowerShell hashtable splat",
      (_k, add) =>
        `$params = @{\n  Uri = 'https://api.internal/login'\n  Body = @{ user = 'ops'; password = '${
          add(password())
        }' } | ConvertTo-Json\n}\nInvoke-RestMethod @params -Method Post`,
    ),
    S(
      "assignment",
      "Lua table in a Love2D or Roblox script",
      (k) =>
        `local Config = {\n  WebhookUrl = "https://hooks.internal/in",\n  Secret = "${
          k(32)
        }",\n}\nreturn Config`,
    ),
    S(
      "assignment",
      "SQL seed INSERT of an API client",
      (k) =>
        `INSERT INTO api_clients (name, client_id, client_secret) VALUES ('mobile', 'mobile-app', '${
          k(48)
        }');`,
    ),
    S(
      "assignment",
      "Prisma seed file upsert",
      (k) =>
        `await prisma.integration.upsert({ where: { name: "slack" }, update: {}, create: { name: "slack", signingSecret: "${
          k(32, HEX)
        }" } });`,
    ),
    S(
      "assignment",
      "GraphQL mutation with an inline argument",
      (_k, add) =>
        `mutation {\n  login(email: "qa@example.com", password: "${add(password())}") { token }\n}`,
    ),
    S(
      "assignment",
      "Svelte/Vite import.meta.env fallback",
      (k) => `const key = import.meta.env.VITE_ADMIN_KEY ?? "${k(40)}";`,
    ),
    S(
      "assignment",
      "Dockerfile ENV in key value form",
      (k) =>
        `FROM node:20-alpine\nENV NODE_ENV=production \\\n    SENDBIRD_API_TOKEN=${
          k(40, HEX)
        } \\\n    PORT=3000`,
    ),
    S(
      "assignment",
      "Nix module with a plain-text password option",
      (_k, add) => `services.nextcloud.config.adminpass = "${add(password())}";`,
    ),
  ];
}
