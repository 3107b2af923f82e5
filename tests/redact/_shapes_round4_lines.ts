/**
 * Round four cases (see shapes_round4_test.ts): configuration formats, what CLIs print, stack
 * traces and log lines, code in many languages, query strings, vendor formats, and look-alikes
 * every family must leave alone.
 */
import { ALNUM, BASE64, BASE64URL, HEX } from "./_fakes.ts";
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
// A secret shown again: diffs and `git log -p`, grep and ripgrep output, compose and Kubernetes
// arguments (an argument list's flag and value as two items), logs, fences, prose, more
// ecosystems' settings, key blocks, literals joined over lines.
const SHOWN_AGAIN: Array<[string, (v: string) => string, string]> = [
  [
    "git diff added env",
    (v) =>
      `diff --git a/.env b/.env\n@@ -1,2 +1,3 @@\n NODE_ENV=production\n+API_KEY=${v}\n+DB_PASSWORD=x`,
    key(32),
  ],
  ["git diff removed yaml", (v) => `-  password: ${v}\n+  password: \${DB_PASSWORD}`, pw()],
  ["git diff json", (v) => `+    "apiKey": "${v}",`, key(32)],
  [
    "git log -p python",
    (v) => `commit ${key(40, HEX)}\n\n-STRIPE_KEY = "${v}"\n+STRIPE_KEY = os.environ["STRIPE_KEY"]`,
    "sk" + "_live_" + key(24),
  ],
  ["grep output env", (v) => `config/.env.production:3:DB_PASSWORD=${v}`, pw()],
  ["rg output yaml", (v) => `deploy/values.yaml\n12:  apiToken: ${v}`, key(32)],
  ["rg output json with line", (v) => `src/config.json:7:  "client_secret": "${v}",`, key(32)],
  [
    "grep -r code",
    (v) => `./app/settings.py:23:SECRET_KEY = '${v}'`,
    key(50, ALNUM + "!@#%^&*(-_=+)"),
  ],
  [
    "docker compose config",
    (v) =>
      `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${v}\n      POSTGRES_USER: app`,
    pw(),
  ],
  ["k8s args", (v) => `    args:\n      - "--db-password=${v}"\n      - "--port=8080"`, pw()],
  ["k8s args split", (v) => `    args: ["--api-key", "${v}"]`, key(32)],
  ["env sort output", (v) => `HOME=/root\nOPENAI_API_KEY=${v}\nPATH=/usr/bin`, "sk-" + key(48)],
  [
    "jsonl log",
    (v) => `{"ts":"2026-11-27T10:00:00Z","level":"error","msg":"auth failed","token":"${v}"}`,
    key(40),
  ],
  ["markdown fence env", (v) => "```env\nDATABASE_URL=postgres://app:" + v + "@db/app\n```", pw()],
  [
    "prose chat",
    (v) => `ok I changed the staging db password to ${v}, can you update the config?`,
    pw(),
  ],
  ["prose colon", (v) => `Here's the API key: ${v}`, key(32)],
  ["prose use this token", (v) => `use this token ${v} for the CI runner`, key(40)],
  ["prose quoted", (v) => `The secret they gave me is "${v}"`, key(24)],
  ["python dict", (v) => `CREDENTIALS = {"user": "svc", "password": "${v}"}`, pw()],
  ["ruby hash rocket", (v) => `{ :api_key => "${v}" }`, key(32)],
  ["yaml flow", (v) => `auth: {username: ci, password: ${v}}`, pw()],
  ["env with spaces quoted", (v) => `SMTP_PASSWORD = "${v}"`, pw()],
  ["ini with colon", (v) => `password: ${v}`, pw()],
  [
    "shell heredoc env",
    (v) => `cat > .env <<EOF\nSTRIPE_SECRET_KEY=${v}\nEOF`,
    "sk" + "_test_" + key(24),
  ],
  ["powershell env", (v) => `$env:AZURE_CLIENT_SECRET = "${v}"`, key(34, ALNUM + "~._-")],
  ["cmd set", (v) => `set GITHUB_TOKEN=${v}`, "gh" + "p_" + key(36)],
  ["fish set", (v) => `set -x NPM_TOKEN ${v}`, "np" + "m_" + key(36)],
  ["launch.json env", (v) => `"env": { "API_SECRET": "${v}" }`, key(32)],
  [
    "appsettings connection",
    (v) => `"ConnectionStrings": { "Default": "Server=db;Database=app;User Id=sa;Password=${v};" }`,
    pw(),
  ],
  ["spring yaml", (v) => `spring:\n  mail:\n    password: ${v}`, pw()],
  ["django settings", (v) => `EMAIL_HOST_PASSWORD = '${v}'`, pw()],
  ["rails credentials yml", (v) => `aws:\n  secret_access_key: ${v}`, key(40, BASE64)],
  [
    "firebase config apiKey secret-ish",
    (v) => `const firebaseConfig = {\n  apiKey: "${v}",\n  authDomain: "x.firebaseapp.com"\n};`,
    "AI" + "za" + key(35, BASE64URL),
  ],
  ["terraform tfvars", (v) => `db_password = "${v}"`, pw()],
  [
    "ssh private key inline",
    (v) => `-----BEGIN OPENSSH PRIVATE KEY-----\n${v}\n-----END OPENSSH PRIVATE KEY-----`,
    key(70, BASE64),
  ],
  [
    "pgp private",
    (v) =>
      `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${v}\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----`,
    key(64, BASE64),
  ],
  [
    "python black wrapped",
    (v) => `SECRET_KEY = (\n    "${v.slice(0, 25)}"\n    "${v.slice(25)}"\n)`,
    key(50),
  ],
  [
    "js concat over lines",
    (v) => `const apiKey =\n  "${v.slice(0, 20)}" +\n  "${v.slice(20)}";`,
    key(40),
  ],
  ["yaml multiline quoted", (v) => `token: "${v.slice(0, 30)}\n  ${v.slice(30)}"`, key(60)],
];

for (const [label, make, v] of SHOWN_AGAIN) add(label, make, v);
clean("argument list with a variable", 'subprocess.run(["mytool", "--api-key", api_key])');
clean("argument list with a secret file", 'args: ["--password-file", "/run/secrets/db"]');
clean(
  "pulumi secure value (ciphertext)",
  "  acme:dbPassword:\n    secure: v1:" + key(16, BASE64) + ":" + key(40, BASE64),
);

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

// Ids, hashes, public keys and documented examples a writer puts next to secrets: vendor object
// and resource ids, public keys, password hashes, placeholders, Stripe's documented test key, an
// unsigned JWT, nonces and integrity hashes, tables and lists of names.
const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
const IDS_AND_EXAMPLES: Array<[string, string]> = [
  [
    "stripe object ids",
    `customer: cus_${key(14)}\npayment_intent: pi_${key(24)}\nprice: price_${key(24)}`,
  ],
  [
    "aws resource ids",
    `InstanceId: i-0${key(16, HEX)}\nSecurityGroup: sg-0${key(16, HEX)}\nImageId: ami-0${
      key(16, HEX)
    }`,
  ],
  [
    "aws arn secret name",
    `arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db/password-AbCdEf`,
  ],
  ["ulid and ksuid", `id=01HZX${key(21, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")} ksuid=${key(27)}`],
  ["snowflake ids", `discord user 123456789012345678 in guild 987654321098765432`],
  ["github node id new", `node_id: U_kgDO${key(8)}`],
  ["ssh public key", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${key(43, BASE64)} dev@laptop`],
  ["age public key", `age1${key(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`],
  [
    "pgp public block",
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${key(64, BASE64)}\n${
      key(64, BASE64)
    }\n-----END PGP PUBLIC KEY BLOCK-----`,
  ],
  ["md5 sha1 sums", `md5: ${key(32, HEX)}\nsha1: ${key(40, HEX)}`],
  ["argon2 hash", `$argon2id$v=19$m=65536,t=3,p=4$${key(22, BASE64)}$${key(43, BASE64)}`],
  [
    "password hash in yaml",
    `users:\n  admin:\n    password_hash: "$2b$12$${key(53, ALNUM + "./")}"`,
  ],
  // (An htpasswd and a shadow line's hash go since t-red36, by decision: shapes_thirty_rest_test.ts.)
  [
    "docs placeholders",
    `export OPENAI_API_KEY="sk-..."\nexport ANTHROPIC_API_KEY=<your-key>\nGITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
  ],
  ["stripe documented test key", `Stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"`],
  ["slack fake token doc", `SLACK_BOT_TOKEN=xoxb-your-bot-token`],
  ["env names only", `Required: DATABASE_URL, REDIS_URL, SECRET_KEY_BASE, STRIPE_SECRET_KEY`],
  ["token budget config", `max_tokens: 4096\ntoken_limit: 200000\ncontext_tokens = 128000`],
  ["keyboard keys", `Press Ctrl+Shift+P, then type "API key" and hit Enter.`],
  ["csp nonce", `<script nonce="${key(22, BASE64)}==">`],
  [
    "integrity attr",
    `<script src="x.js" integrity="sha384-${key(64, BASE64)}" crossorigin="anonymous">`,
  ],
  [
    "k8s secret name refs",
    `envFrom:\n  - secretRef:\n      name: app-secrets\nvalueFrom:\n  secretKeyRef:\n    name: db\n    key: password`,
  ],
  ["vault path", `vault kv get -field=password secret/prod/db`],
  ["jwt alg none doc", `eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0.`],
  // (The callback's `code` is a secret since corpus nineteen: its `state` and `session_state` are not.)
  ["oauth state in callback", `GET /callback?session_state=${key(20)}&state=${key(16)} 302`],
  [
    "commit list",
    `* ${key(7, HEX)} fix(auth): rotate token on refresh\n* ${key(7, HEX)} chore: bump deps`,
  ],
  [
    "docker image ids",
    `REPOSITORY   TAG   IMAGE ID       CREATED\napp          latest ${key(12, HEX)}   2 hours ago`,
  ],
  [
    "test fixture names",
    `def test_password_reset_token_expires(): ...\nit("rejects an invalid api key", ...)`,
  ],
  [
    "random request id",
    `x-request-id: ${key(32, HEX)}\nx-amzn-trace-id: Root=1-${key(8, HEX)}-${key(24, HEX)}`,
  ],
  ["sentry trace header", `sentry-trace: ${key(32, HEX)}-${key(16, HEX)}-1`],
  ["base64 png", `data:image/png;base64,iVBORw0KGgo${key(200, BASE64)}`],
  [
    "uuid in csv",
    `id,name,token_type\n${[8, 4, 4, 4, 12].map((n) => key(n, HEX)).join("-")},alice,bearer`,
  ],
  [
    "markdown table of env names",
    `| Variable | Required | Description |\n|---|---|---|\n| \`API_KEY\` | yes | your API key |\n| \`DB_PASSWORD\` | yes | the database password |`,
  ],
  [
    "markdown table with token col counts",
    `| Step | Tokens | Time |\n| --- | --- | --- |\n| parse | 12,034 | 1.2s |`,
  ],
  [
    "markdown key/value of settings",
    `| Key | Value |\n| --- | --- |\n| region | eu-west-1 |\n| bucket | acme-prod-assets |\n| retries | 3 |`,
  ],
  ["hex color list", `colors: #1f2937 #f9fafb #10b981`],
  ["short hex under name", `key_id: ${key(16, HEX)}`],
  ["gpg key id", `gpg --recv-keys ${key(40, HEX).toUpperCase()}`],
  ["npm token name in docs", `npm token create --read-only  # prints a token once`],
  ["public stripe key", `pk_live_${key(24)}`],
  ["google client id", `${key(12, "0123456789")}-${key(32, LOWER)}.apps.googleusercontent.com`],
  ["mapbox public token", `pk.eyJ1Ijoi${key(20, BASE64URL)}.${key(22, BASE64URL)}`],
];

for (const [label, text] of IDS_AND_EXAMPLES) clean(label, text);
