/**
 * Corpus eleven, code: secrets written into source in many languages — plain strings, f-strings,
 * template literals, raw strings, heredocs, byte arrays, concatenations, SQL, notebook cells and
 * test fixtures.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  b64u,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  urlPwd,
} from "./_heldout_eleven_make.ts";

/** A string's bytes as a comma-separated list in `fmt` (decimal or 0x hex). */
function bytes(s: string, fmt: "dec" | "hex"): string {
  return [...new TextEncoder().encode(s)]
    .map((b) => (fmt === "dec" ? String(b) : "0x" + b.toString(16).padStart(2, "0")))
    .join(", ");
}

export function code(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "python module constant",
      (k) =>
        `import requests\n\nAPI_KEY = "sk-proj-${
          k(48, BASE64URL)
        }"\n\ndef ask(q):\n    return requests.post(URL, headers={"Authorization": f"Bearer {API_KEY}"})`,
    ),
    S(
      "assignment",
      "python f-string with inline token",
      (k) =>
        `resp = httpx.get(f"https://api.airtable.com/v0/{base_id}/Tasks", headers={"Authorization": f"Bearer pat${
          k(14)
        }.${k(64, HEX)}"})`,
    ),
    S(
      "assignment",
      "python raw string password",
      (_k, add) =>
        `conn = pyodbc.connect(r"DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01;UID=etl;PWD=${
          add(pwd())
        }")`,
    ),
    S(
      "assignment",
      "python bytes literal hmac key",
      (k) =>
        `WEBHOOK_KEY = b"${
          k(40, BASE64URL)
        }"\nsig = hmac.new(WEBHOOK_KEY, body, hashlib.sha256).hexdigest()`,
    ),
    S(
      "assignment",
      "python os.environ setdefault",
      (k) => `os.environ.setdefault("REPLICATE_API_TOKEN", "r8_${k(37)}")`,
    ),
    S(
      "assignment",
      "python dict literal in settings.py",
      (_k, add) =>
        `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "shop",\n        "USER": "shop",\n        "PASSWORD": "${
          add(pwd())
        }",\n        "HOST": "db",\n    }\n}`,
    ),
    S(
      "assignment",
      "django SECRET_KEY with symbols",
      (_k, add) => `SECRET_KEY = 'django-insecure-${add(g(50, LOWER_DIGITS + "!@#%^&*(-_=+)"))}'`,
    ),
    S(
      "assignment",
      "python keyword argument",
      (_k, add) =>
        `client = MongoClient("mongo.internal", 27017, username="etl", password="${
          add(urlPwd())
        }", authSource="admin")`,
    ),
    S("assignment", "python concatenated pieces", (_k, add) => {
      const a = add(g(20));
      const b = add(g(20));
      return `# split so the scanner does not see it\ntoken = "ghp_" + "${a}" + "${b}"`;
    }),
    S(
      "assignment",
      "python notebook cell json",
      (k) =>
        `{\n "cell_type": "code",\n "execution_count": 3,\n "metadata": {},\n "outputs": [],\n "source": [\n  "import openai\\n",\n  "openai.api_key = \\"sk-${
          k(48)
        }\\"\\n",\n  "resp = openai.ChatCompletion.create(model=\\"gpt-4\\", messages=msgs)"\n ]\n}`,
    ),
    S(
      "assignment",
      "python boto3 client kwargs",
      (k) =>
        `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="AKIA${
          g(16, UPPER_DIGITS)
        }",\n    aws_secret_access_key="${k(40, BASE64)}",\n)`,
    ),
    S(
      "assignment",
      "python triple-quoted application default credentials",
      (k) =>
        `CREDS = """{\n  "client_id": "${g(12, DIGITS)}-${
          g(32, LOWER_DIGITS)
        }.apps.googleusercontent.com",\n  "client_secret": "GOCSPX-${
          k(28, BASE64URL)
        }",\n  "refresh_token": "1//0${k(98, BASE64URL)}",\n  "type": "authorized_user"\n}"""`,
    ),
    S(
      "assignment",
      "javascript template literal with interpolation beside a mapbox secret token",
      (k) => {
        const claims = b64u(JSON.stringify({ u: "acme", a: "c" + g(24, LOWER_DIGITS) }));
        return "const tiles = `https://api.mapbox.com/styles/v1/acme/${style}/tiles/{z}/{x}/{y}" +
          `?access_token=sk.${claims}.${k(22, BASE64URL)}\`;`;
      },
    ),
    S(
      "assignment",
      "typescript object literal config",
      (k) =>
        `export const config = {\n  supabaseUrl: "https://abcdefghijklmnop.supabase.co",\n  serviceRoleKey: "sbp_${
          k(40, HEX)
        }",\n} as const;`,
    ),
    S("assignment", "javascript concatenation over lines", (_k, add) => {
      const a = add(g(16, HEX));
      const b = add(g(16, HEX));
      return `const secret =\n  "${a}" +\n  "${b}";\nconst sig = crypto.createHmac("sha256", secret).update(payload).digest("hex");`;
    }),
    S(
      "assignment",
      "node fetch headers inline",
      (k) =>
        `await fetch("https://api.resend.com/emails", {\n  method: "POST",\n  headers: { Authorization: "Bearer re_${
          k(8)
        }_${k(24)}", "Content-Type": "application/json" },\n  body: JSON.stringify(mail),\n});`,
    ),
    S(
      "assignment",
      "next config env block",
      (k) =>
        `module.exports = {\n  env: {\n    CONTENTFUL_DELIVERY_TOKEN: "${
          k(43, BASE64URL)
        }",\n  },\n};`,
    ),
    S(
      "assignment",
      "go raw string dsn",
      (_k, add) =>
        'db, err := sql.Open("mysql", `orders:' + add(urlPwd()) +
        "@tcp(10.0.2.5:3306)/orders?parseTime=true`)",
    ),
    S(
      "assignment",
      "go const block",
      (k) =>
        `const (\n\tbaseURL   = "https://api.telegram.org"\n\tbotToken  = "${g(10, DIGITS)}:AA${
          k(33, BASE64URL)
        }"\n)`,
    ),
    S("encoded", "go byte slice literal of key", (_k, add) => {
      const key = g(32);
      add(bytes(key.slice(0, 10), "hex"));
      return `var signingKey = []byte{${bytes(key, "hex")}}`;
    }),
    S(
      "assignment",
      "rust raw string token",
      (k) =>
        `let client = Client::new(r#"xoxp-${g(12, DIGITS)}-${g(12, DIGITS)}-${g(13, DIGITS)}-${
          k(32, HEX)
        }"#);`,
    ),
    S("assignment", "rust const str", (k) => `const SHOPIFY_TOKEN: &str = "shpat_${k(32, HEX)}";`),
    S(
      "assignment",
      "java string field",
      (_k, add) =>
        `public class MailConfig {\n    private static final String SMTP_PASSWORD = "${
          add(pwd())
        }";\n}`,
    ),
    S("assignment", "java string builder split", (_k, add) => {
      const a = add(g(12));
      const b = add(g(12));
      return `String key = new StringBuilder().append("${a}").append("${b}").toString();`;
    }),
    S(
      "assignment",
      "kotlin val with annotation",
      (k) =>
        `@Value("\${payments.key}")\nlateinit var key: String\nval adyenApiKey = "AQE${
          k(60, BASE64)
        }"`,
    ),
    S(
      "assignment",
      "swift let in AppDelegate",
      (k) => `let revenueCatKey = "sk_${k(30)}"\nPurchases.configure(withAPIKey: revenueCatKey)`,
    ),
    S(
      "assignment",
      "csharp verbatim string",
      (_k, add) => `var cs = @"Host=pg;Username=app;Password=${add(pwd())};Database=app";`,
    ),
    S(
      "assignment",
      "csharp interpolated string",
      (k) => `client.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", $"${k(32, HEX)}");`,
    ),
  ];
}
