/**
 * Corpus eleven, code: secrets written into source in many languages — plain strings, f-strings,
 * template literals, raw strings, heredocs, byte arrays, concatenations, SQL, notebook cells and
 * test fixtures.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64u,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  passphrase,
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
      "python triple-quoted service account",
      (k) =>
        `CREDS = """{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${
          k(40, HEX)
        }",\n  "client_email": "etl@acme-prod.iam.gserviceaccount.com"\n}"""`,
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
    S(
      "assignment",
      "php define",
      (_k, add) =>
        `<?php\ndefine('DB_PASSWORD', '${add(pwd())}');\ndefine('AUTH_KEY', '${
          add(g(64, ALNUM + "!@#%^*()-_[]{}<>~+=,.;:/?|"))
        }');`,
    ),
    S(
      "assignment",
      "php array config",
      (k) =>
        `return [\n    'mailgun' => [\n        'domain' => 'mg.acme.example',\n        'secret' => 'key-${
          k(32, HEX)
        }',\n    ],\n];`,
    ),
    S(
      "assignment",
      "ruby heredoc with credentials",
      (_k, add) =>
        `DB_URL = <<~URL.strip\n  postgres://rails:${
          add(urlPwd())
        }@db.internal/app_production\nURL`,
    ),
    S(
      "assignment",
      "ruby symbol hash",
      (k) => `Stripe.api_key = ENV.fetch("STRIPE_KEY") { "sk_live_${k(99)}" }`,
    ),
    S(
      "assignment",
      "perl my variable",
      (_k, add) => `my $dbh = DBI->connect("dbi:Pg:dbname=ops", "ops", "${add(pwd())}");`,
    ),
    S(
      "assignment",
      "lua table",
      (k) => `local cfg = { host = "redis", auth = "${k(32, HEX)}", db = 0 }`,
    ),
    S(
      "assignment",
      "elixir config",
      (k) => `config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: "${k(64, BASE64)}"`,
    ),
    S(
      "assignment",
      "scala implicit config",
      (_k, add) => `val jdbcPassword: String = sys.env.getOrElse("JDBC_PASSWORD", "${add(pwd())}")`,
    ),
    S("assignment", "dart const", (k) => `const String kAlgoliaAdminKey = '${k(32, HEX)}';`),
    S(
      "assignment",
      "r script Sys.setenv",
      (k) => `Sys.setenv(OPENAI_API_KEY = "sk-proj-${k(48, BASE64URL)}")`,
    ),
    S("encoded", "c char array initialiser", (_k, add) => {
      const key = g(16);
      add(key.slice(0, 10).split("").map((c) => `'${c}'`).join(", "));
      return `static const char psk[] = { ${
        key.split("").map((c) => `'${c}'`).join(", ")
      }, '\\0' };`;
    }),
    S("encoded", "c byte array decimal of secret", (_k, add) => {
      const key = g(24);
      add(bytes(key.slice(0, 12), "dec"));
      return `uint8_t hmac_key[24] = {${bytes(key, "dec")}};`;
    }),
    S("assignment", "haskell let binding", (k) => `let apiKey = "${k(40, HEX)}" :: Text`),
    S(
      "assignment",
      "clojure def",
      (_k, add) =>
        `(def db-spec {:dbtype "postgresql" :dbname "ledger" :user "ledger" :password "${
          add(pwd())
        }"})`,
    ),
    S(
      "assignment",
      "powershell ConvertTo-SecureString plain",
      (_k, add) =>
        `$pw = ConvertTo-SecureString "${
          add(pwd())
        }" -AsPlainText -Force\n$cred = New-Object PSCredential("CORP\\svc_backup", $pw)`,
    ),
    S(
      "assignment",
      "bash heredoc writing env file",
      (k, add) =>
        `cat > .env <<'EOF'\nDATABASE_URL=postgresql://app:${
          add(urlPwd())
        }@localhost:5432/app\nNEXTAUTH_SECRET=${k(44, BASE64)}\nEOF`,
    ),
    S(
      "assignment",
      "bash variable in script with quotes",
      (k) =>
        `#!/usr/bin/env bash\nset -euo pipefail\nCF_API_TOKEN='${
          k(40, BASE64URL)
        }'\ncurl -s -H "Authorization: Bearer $CF_API_TOKEN" "$CF/zones"`,
    ),
    S(
      "assignment",
      "makefile variable",
      (k) =>
        `DOCKERHUB_TOKEN := dckr_pat_${
          k(27, BASE64URL)
        }\n\npush:\n\techo $(DOCKERHUB_TOKEN) | docker login -u acme --password-stdin`,
    ),
    S(
      "assignment",
      "sql create user with password",
      (_k, add) => `CREATE USER reporting WITH PASSWORD '${add(pwd())}' VALID UNTIL '2025-01-01';`,
    ),
    S(
      "assignment",
      "sql alter role",
      (_k, add) => `ALTER ROLE app_rw WITH LOGIN PASSWORD '${add(urlPwd())}';`,
    ),
    S(
      "assignment",
      "mysql identified by",
      (_k, add) =>
        `mysql> CREATE USER 'grafana'@'%' IDENTIFIED BY '${
          add(pwd())
        }';\nQuery OK, 0 rows affected (0.02 sec)`,
    ),
    S(
      "assignment",
      "sql insert of api key row",
      (_k, add) =>
        `INSERT INTO integrations (id, provider, api_key) VALUES (7, 'hubspot', 'pat-na1-${
          add(guid())
        }');`,
    ),
    S(
      "assignment",
      "snowflake create stage credentials",
      (k) =>
        `CREATE STAGE raw_events URL='s3://acme-raw/events/' CREDENTIALS=(AWS_KEY_ID='AKIA${
          g(16, UPPER_DIGITS)
        }' AWS_SECRET_KEY='${k(40, BASE64)}');`,
    ),
    S(
      "assignment",
      "test fixture with realistic token",
      (k) =>
        `describe("webhook", () => {\n  const secret = "whsec_${
          k(32, BASE64)
        }";\n  it("accepts a signed body", () => verify(body, sign(body, secret), secret));\n});`,
    ),
    S(
      "assignment",
      "pytest conftest fixture password",
      (_k, add) =>
        `@pytest.fixture\ndef admin_client(client):\n    client.login(username="admin", password="${
          add(pwd())
        }")\n    return client`,
    ),
    S(
      "assignment",
      "go test table entry",
      (k) => `\t{name: "valid", header: "Bearer ${k(40, BASE64URL)}", want: 200},`,
    ),
    S(
      "assignment",
      "swift keychain add fallback",
      (_k, add) => `try keychain.set("${add(passphrase(5, " "))}", key: "vault-master")`,
    ),
    S(
      "assignment",
      "yaml ansible vars plain",
      (_k, add) => `mysql_root_password: "${add(pwd())}"\nmysql_databases:\n  - name: wordpress`,
    ),
    S(
      "assignment",
      "groovy gradle publishing credentials",
      (_k, add) =>
        `repositories {\n  maven {\n    url "https://maven.pkg.github.com/acme/libs"\n    credentials {\n      username = "acme-bot"\n      password = "ghp_${
          add(g(36))
        }"\n    }\n  }\n}`,
    ),
    S(
      "assignment",
      "objective-c NSString",
      (k) => `static NSString * const kMixpanelSecret = @"${k(32, HEX)}";`,
    ),
    S(
      "assignment",
      "vue env in code",
      (k) =>
        `const stripe = Stripe(import.meta.env.VITE_STRIPE_PK)\nconst adminKey = "${
          k(64, HEX)
        }" // TODO move to server`,
    ),
    S(
      "assignment",
      "graphql variables json",
      (_k, add) =>
        `{"query":"mutation Login($u:String!,$p:String!){login(username:$u,password:$p){token}}","variables":{"u":"qa@acme.example","p":"${
          add(pwd())
        }"}}`,
    ),
    S(
      "assignment",
      "solidity private key in hardhat config",
      (k) =>
        `module.exports = {\n  networks: {\n    sepolia: { url: process.env.RPC_URL, accounts: ["0x${
          k(64, HEX)
        }"] },\n  },\n};`,
    ),
    S(
      "assignment",
      "mnemonic seed phrase in js",
      (_k, add) =>
        `const wallet = ethers.Wallet.fromPhrase("${add(passphrase(6, " "))} ${
          add(passphrase(6, " "))
        }");`,
    ),
  ];
}
