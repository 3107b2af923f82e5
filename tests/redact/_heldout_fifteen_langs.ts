/**
 * Corpus fifteen, code in many languages: secrets as they sit in source files of Go, Rust, the JVM
 * and .NET languages, Swift, Objective-C, PHP, Ruby, Elixir and Erlang — literals, initialisers,
 * constants, attributes (the other languages: _heldout_fifteen_langs2.ts).
 */
import { B64, type HeldOutSecret, HEX, LOWNUM, pw, S, urlPw } from "./_heldout_fifteen_make.ts";

export function languageCode(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Go: a const block with a signing key beside other settings",
      (k) =>
        `const (\n\tdefaultPort   = 8080\n\tsessionSecret = "${k(40)}"\n\tmaxIdle       = 10\n)`,
    ),
    S(
      "assignment",
      "Go: an sql.Open DSN in the MySQL driver's user:pass@tcp form",
      (_k, add) =>
        `db, err := sql.Open("mysql", "orders:${
          urlPw(add)
        }@tcp(10.0.3.12:3306)/orders?parseTime=true")`,
    ),
    S(
      "assignment",
      "Go: redis.Options struct literal",
      (_k, add) =>
        `rdb := redis.NewClient(&redis.Options{\n\tAddr:     "cache.internal:6379",\n\tPassword: "${
          pw(add, 20)
        }",\n\tDB:       2,\n})`,
    ),
    S(
      "assignment",
      "Go: a var in a test file with a backtick raw string",
      (k) => `var testAPIKey = \`${k(32, LOWNUM)}\` // from the staging dashboard`,
    ),
    S(
      "assignment",
      "Rust: a lazy_static HMAC key as a byte string",
      (k) => `lazy_static! {\n    static ref HMAC_KEY: &'static [u8] = b"${k(48)}";\n}`,
    ),
    S(
      "assignment",
      "Rust: a reqwest client with bearer_auth",
      (k) =>
        `let res = client\n    .get("https://api.internal.example/v2/jobs")\n    .bearer_auth("${
          k(44, B64.slice(0, 62))
        }")\n    .send()\n    .await?;`,
    ),
    S(
      "assignment",
      "Rust: a Config struct in a #[cfg(test)] module",
      (_k, add) =>
        `#[cfg(test)]\nmod tests {\n    fn cfg() -> Config {\n        Config { db_user: "app".into(), db_password: "${
          pw(add, 18)
        }".into(), ..Default::default() }\n    }\n}`,
    ),
    S(
      "assignment",
      "Java: a private static final String in a service class",
      (k) =>
        `public class PaymentGateway {\n    private static final String MERCHANT_SECRET = "${
          k(36)
        }";\n    private final HttpClient http = HttpClient.newHttpClient();`,
    ),
    S(
      "assignment",
      "Java: DriverManager.getConnection with three arguments",
      (_k, add) =>
        `Connection conn = DriverManager.getConnection(\n    "jdbc:postgresql://db.prod.lan:5432/ledger", "ledger_rw", "${
          pw(add, 17)
        }");`,
    ),
    S(
      "assignment",
      "Java: a Properties.setProperty call for SMTP auth",
      (_k, add) =>
        `props.setProperty("mail.smtp.auth", "true");\nSession session = Session.getInstance(props, new Authenticator() {\n    protected PasswordAuthentication getPasswordAuthentication() {\n        return new PasswordAuthentication("alerts@corp.example", "${
          pw(add, 16)
        }");\n    }\n});`,
    ),
    S(
      "assignment",
      "Kotlin: a companion object const val",
      (k) =>
        `class ApiClient {\n    companion object {\n        const val CLIENT_SECRET = "${
          k(40, LOWNUM)
        }"\n    }\n}`,
    ),
    S(
      "assignment",
      "Kotlin: a Ktor basic auth validate block",
      (_k, add) =>
        `basic("admin") {\n    validate { creds ->\n        if (creds.name == "ops" && creds.password == "${
          pw(add, 15)
        }") UserIdPrincipal(creds.name) else null\n    }\n}`,
    ),
    S(
      "assignment",
      "Scala: a val in an object",
      (k) => `object Secrets {\n  val kafkaSaslPassword: String = "${k(30)}"\n}`,
    ),
    S(
      "assignment",
      "Scala: Slick Database.forURL with user and password arguments",
      (_k, add) =>
        `val db = Database.forURL("jdbc:mysql://mysql.svc:3306/shop", user = "shop", password = "${
          pw(add, 19)
        }", driver = "com.mysql.cj.jdbc.Driver")`,
    ),
    S(
      "assignment",
      "Swift: a static let inside an enum of keys",
      (k) =>
        `enum Keys {\n    static let revenueCat = "${
          k(32, LOWNUM)
        }"\n    static let bundleID = "com.example.notes"\n}`,
    ),
    S(
      "assignment",
      "Swift: URLRequest setValue for an Authorization header",
      (k) => `request.setValue("Bearer ${k(48)}", forHTTPHeaderField: "Authorization")`,
    ),
    S(
      "assignment",
      "Objective-C: an NSString constant",
      (k) => `static NSString * const kAnalyticsSecret = @"${k(40, HEX)}";`,
    ),
    S(
      "assignment",
      "Objective-C: a dictionary literal with a password key",
      (_k, add) =>
        `NSDictionary *params = @{ @"username": @"kiosk07", @"password": @"${
          pw(add, 14)
        }", @"grant_type": @"password" };`,
    ),
    S(
      "assignment",
      "C#: a const string in a static class",
      (k) =>
        `internal static class AppSecrets\n{\n    public const string WebhookSigningKey = "${
          k(44, B64)
        }";\n}`,
    ),
    S(
      "assignment",
      "C#: a verbatim string connection string in a DbContext",
      (_k, add) =>
        `optionsBuilder.UseSqlServer(@"Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password=${
          pw(add, 18)
        };Encrypt=True;");`,
    ),
    S(
      "assignment",
      "C#: an object initialiser of a NetworkCredential",
      (_k, add) =>
        `var client = new SmtpClient("smtp.office365.com", 587)\n{\n    Credentials = new NetworkCredential("noreply@contoso.example", "${
          pw(add, 16)
        }"),\n    EnableSsl = true,\n};`,
    ),
    S(
      "assignment",
      "F#: a let binding with a literal attribute",
      (k) => `[<Literal>]\nlet StorageKey = "${k(86, B64)}=="`,
    ),
    S(
      "assignment",
      "F#: a record expression with a token field",
      (k) =>
        `let settings = { Endpoint = "https://search.internal"; ApiToken = "${
          k(52)
        }"; Retries = 3 }`,
    ),
    S(
      "assignment",
      "PHP: a define in a plugin file",
      (k) => `<?php\ndefine('MAILCHIMP_API_KEY', '${k(32, HEX)}-us14');`,
    ),
    S(
      "assignment",
      "PHP: a PDO constructor with the password as third argument",
      (_k, add) =>
        `$pdo = new PDO('pgsql:host=db;port=5432;dbname=forum', 'forum', '${
          pw(add, 17)
        }', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);`,
    ),
    S(
      "assignment",
      "PHP: a class constant",
      (k) => `final class Crypto\n{\n    private const KEY = '${k(64, HEX)}';\n}`,
    ),
    S(
      "assignment",
      "Ruby: a frozen string constant in a module",
      (k) => `module Billing\n  SIGNING_SECRET = "${k(40)}".freeze\nend`,
    ),
    S(
      "assignment",
      "Ruby: a Faraday connection with basic auth",
      (_k, add) =>
        `conn = Faraday.new(url: "https://registry.example.net") do |f|\n  f.request :authorization, :basic, "deploy", "${
          pw(add, 18)
        }"\nend`,
    ),
    S(
      "assignment",
      "Elixir: a module attribute",
      (k) =>
        `defmodule MyApp.Webhooks do\n  @signing_secret "${
          k(48)
        }"\n  def secret, do: @signing_secret\nend`,
    ),
    S(
      "assignment",
      "Elixir: a keyword list passed to Ecto's start_link",
      (_k, add) =>
        `{:ok, pid} = Postgrex.start_link(hostname: "pg-1", username: "reports", password: "${
          pw(add, 16)
        }", database: "reports")`,
    ),
    S(
      "assignment",
      "Erlang: a sys.config tuple with a binary",
      (k) => `[{my_app, [{api_key, <<"${k(40)}">>}, {pool_size, 20}]}].`,
    ),
  ];
}
