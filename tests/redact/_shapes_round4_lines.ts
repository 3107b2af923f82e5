/**
 * Round four cases (see shapes_round4_test.ts): configuration formats, what CLIs print, stack
 * traces and log lines, code in many languages, query strings, vendor formats, and look-alikes
 * every family must leave alone.
 */
import { BASE64, BASE64URL, HEX } from "./_fakes.ts";
import { add, clean, key, pw, uuid } from "./_shapes_round4.ts";

// ---------------------------------------------------------------------------------------------
// Config formats.
const CONFIGS: Array<[string, (v: string) => string]> = [
  ["TOML section", (v) => `[database]\nhost = "db.internal"\npassword = "${v}"`],
  ["INI section", (v) => `[smtp]\nuser = mailer\npassword = ${v}`],
  ["properties", (v) => `spring.datasource.password=${v}`],
  ["HCL", (v) => `resource "x" "y" {\n  admin_password = "${v}"\n}`],
  ["XML element", (v) => `<config><apiKey>${v}</apiKey></config>`],
  [
    "XML attribute",
    (v) => `<add name="Db" connectionString="Server=db;User Id=app;Password=${v};" />`,
  ],
  [".npmrc", (v) => `//registry.npmjs.org/:_password=${btoa(v)}`],
  [".pypirc", (v) => `[pypi]\nusername = __token__\npassword = ${v}`],
  ["netrc", (v) => `machine api.acme.io login deploy password ${v}`],
  ["git credential URL", (v) => `https://deploy:${v}@git.acme.io/team/repo.git`],
  ["yaml nested", (v) => `spring:\n  datasource:\n    password: ${v}`],
  ["env quoted", (v) => `export DB_PASSWORD="${v}"`],
  ["docker compose env", (v) => `    environment:\n      - POSTGRES_PASSWORD=${v}`],
  ["wp-config define", (v) => `define( 'DB_PASSWORD', '${v}' );`],
  ["pgpass", (v) => `db.internal:5432:app:app:${v}`],
  ["redis conf", (v) => `requirepass ${v}`],
  ["mongo uri", (v) => `mongodb+srv://app:${v}@cluster0.abcde.mongodb.net/test`],
];
for (const [label, make] of CONFIGS) add(`config: ${label}`, make, pw());
add(
  "docker config.json auths",
  (x) => `{"auths": {"ghcr.io": {"auth": "${x}"}}}`,
  btoa("ci:" + pw()),
);

// ---------------------------------------------------------------------------------------------
// What CLIs print.
add(
  "kubectl get secret -o yaml",
  (x) => `apiVersion: v1\ndata:\n  password: ${x}\n  username: YWRtaW4=\nkind: Secret`,
  btoa(pw()),
);
add(
  "heroku config",
  (x) =>
    `=== acme-api Config Vars\nDATABASE_URL: postgres://u:${x}@ec2.compute.amazonaws.com:5432/d\nLOG_LEVEL:    info`,
  pw(),
);
add(
  "heroku config api key",
  (x) => `=== acme-api Config Vars\nSTRIPE_SECRET_KEY: ${x}\nLOG_LEVEL:         info`,
  key(40),
);
add(
  "vercel env pull",
  (x) => `# Created by Vercel CLI\nVERCEL_ENV="development"\nDATABASE_PASSWORD="${x}"`,
  pw(),
);
add("docker inspect env", (x) => `"Env": [\n  "PATH=/usr/bin",\n  "REDIS_PASSWORD=${x}"\n]`, pw());
add("helm get values", (x) => `USER-SUPPLIED VALUES:\nauth:\n  rootPassword: ${x}`, pw());
clean(
  "aws configure list masked",
  "      Name                    Value             Type    Location\n   access_key     ****************ABCD shared-credentials-file\n   secret_key     ****************wxyz shared-credentials-file",
);
clean(
  "gh auth status masked",
  "github.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Token: gho_************************************",
);

// ---------------------------------------------------------------------------------------------
// Stack traces and log lines printing connection strings.
const TRACES: Array<[string, (v: string) => string]> = [
  [
    "sqlalchemy",
    (v) => `sqlalchemy.exc.OperationalError: could not connect (postgresql://app:${v}@db:5432/app)`,
  ],
  ["redis", (v) => `Error: connect ECONNREFUSED redis://:${v}@127.0.0.1:6379`],
  ["amqp", (v) => `pika.exceptions.AMQPConnectionError: amqp://guest:${v}@rabbit:5672/%2F`],
  ["jdbc query", (v) => `java.sql.SQLException: jdbc:postgresql://db/app?user=app&password=${v}`],
  [
    "ado",
    (v) =>
      `SqlException: Server=tcp:db.database.windows.net;Database=app;User ID=app;Password=${v};Encrypt=True`,
  ],
  [
    "log dsn",
    (v) => `2026-11-27T10:00:00Z INFO connecting to mysql://root:${v}@10.0.0.5:3306/shop`,
  ],
];
for (const [label, make] of TRACES) add(`trace: ${label}`, make, pw());

// ---------------------------------------------------------------------------------------------
// Code in ten languages assigning to a field named for a secret.
const CODE: Array<[string, (v: string) => string]> = [
  ["python", (v) => `client = Client(api_key="${v}")`],
  ["javascript", (v) => `const config = { apiKey: "${v}", region: "eu" };`],
  ["typescript", (v) => `private readonly clientSecret: string = "${v}";`],
  ["go", (v) => `cfg := Config{APIKey: "${v}", Timeout: 5}`],
  ["rust", (v) => `let token = String::from("${v}");`],
  ["java", (v) => `private static final String API_SECRET = "${v}";`],
  ["csharp", (v) => `options.ClientSecret = "${v}";`],
  ["kotlin", (v) => `val apiKey = "${v}"`],
  ["swift", (v) => `let apiToken = "${v}"`],
  ["ruby", (v) => `config.secret_key_base = '${v}'`],
  ["php", (v) => `'api_key' => '${v}',`],
  ["elixir", (v) => `config :app, App.Repo, password: "${v}"`],
  ["dart", (v) => `const String apiKey = '${v}';`],
  ["scala", (v) => `val dbPassword = "${v}"`],
  ["lua", (v) => `local api_token = "${v}"`],
];
for (const [label, make] of CODE) add(`code: ${label}`, make, key(32));
clean("code: reading a secret", 'val apiKey = System.getenv("API_KEY")');
clean("code: a key name", 'const apiKeyHeader = "X-Api-Key";');

// ---------------------------------------------------------------------------------------------
// Secrets in URLs' query strings.
for (
  const param of [
    "api_key",
    "apikey",
    "access_token",
    "token",
    "client_secret",
    "password",
    "private_token",
    "auth",
  ]
) {
  add(
    `query ${param}=`,
    (x) => `curl "https://api.acme.io/v1/items?limit=10&${param}=${x}&page=2"`,
    key(32),
  );
}
add(
  "azure sas sig",
  (x) =>
    `https://acme.blob.core.windows.net/c/f.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&sig=${
      encodeURIComponent(x)
    }`,
  key(43, BASE64) + "=",
);
clean(
  "query with public params",
  "https://api.acme.io/v1/items?limit=10&page=2&sort=created_at&token_type=bearer",
);
clean("query pagination token", "https://api.acme.io/v1/items?page_token=" + key(24));

// ---------------------------------------------------------------------------------------------
// Vendor key formats.
const VENDORS: Array<[string, string]> = [
  ["gitlab", "glp" + "at-" + key(20, BASE64URL)],
  ["github fine-grained", "github" + "_pat_" + key(22) + "_" + key(59)],
  ["openai project", "sk-" + "proj-" + key(48, BASE64URL) + "T3Blbk" + "FJ" + key(48, BASE64URL)],
  ["anthropic", "sk-" + "ant-api03-" + key(93, BASE64URL) + "AA"],
  ["google api", "AI" + "za" + key(35, BASE64URL)],
  ["sendgrid", "SG" + "." + key(22, BASE64URL) + "." + key(43, BASE64URL)],
  ["shopify", "shp" + "at_" + key(32, HEX)],
  ["npm", "np" + "m_" + key(36)],
  ["digitalocean", "dop" + "_v1_" + key(64, HEX)],
  ["huggingface", "h" + "f_" + key(34)],
  ["groq", "gs" + "k_" + key(52)],
  ["linear", "lin" + "_api_" + key(40)],
  ["stripe restricted", "rk" + "_live_" + key(99)],
  ["doppler", "dp" + ".st." + key(43)],
  ["databricks", "dap" + "i" + key(32, HEX)],
];
for (const [label, v] of VENDORS) {
  add(`vendor: ${label} in prose`, (x) => `here is the key I used: ${x} — works`, v);
}

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// Look-alikes every family must leave alone.
clean("uuid list", "ids: " + [1, 2, 3].map(() => uuid()).join(", "));
clean(
  "commit SHAs in log",
  "commit " + key(40, HEX) + "\nAuthor: Dev <dev@acme.io>\n\n    fix: token refresh",
);
clean(
  "sha256 checksums",
  key(64, HEX) + "  ctx-linux-x64.tar.gz\n" + key(64, HEX) + "  ctx-darwin-arm64.tar.gz",
);
clean(
  "placeholders in env",
  "API_KEY=your-api-key-here\nDB_PASSWORD=changeme\nSECRET_KEY=<secret>",
);
clean(
  "public ids",
  "STRIPE_PUBLISHABLE_KEY=pk" + "_test_TYooMQauvdEDq54NiTphI7jx\nNEXT_PUBLIC_POSTHOG_KEY=phc_" +
    key(43),
);
