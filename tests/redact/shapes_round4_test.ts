/**
 * Round four of the shapes that generalise (docs/redaction.md, "Shapes that generalise, round
 * four"): whole families of ways a secret shows up in a coding-assistant transcript that a writer
 * who has not seen the rules is likely to produce next, each in generated variants (seeded: other
 * names, vendors, values, layouts and formats), next to the clean look-alikes each family must
 * leave alone. A variant is caught when no piece of its secret is left, as written and inside a
 * JSONL record; a look-alike must come out byte for byte both ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

let seed = 10_400;
const SYMBOLS = ["!", "#", "%", "@", "^", "*", ".", "-"];
const pw = () => fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const uuid = () => [8, 4, 4, 4, 12].map((n) => key(n, HEX)).join("-");
const hexOf = (s: string) =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("");

const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
const add = (label: string, make: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });
const CLEAN: Array<[string, string]> = [];
const clean = (label: string, text: string) => CLEAN.push([label, text]);

// ---------------------------------------------------------------------------------------------
// A table whose header row alone says a column is secret: Markdown (with and without backticks,
// aligned or not) and CSV/TSV exports.
for (
  const head of ["Key", "API key", "Token", "Secret", "Password", "access_token", "Client Secret"]
) {
  for (const tick of ["", "`"]) {
    const [a, b] = [key(32, HEX), key(40)];
    SECRETS.push({
      label: `markdown column "${head}" ${tick || "bare"}`,
      text:
        `| Service | ${head} | Notes |\n|---|---|---|\n| Mailgun | ${tick}${a}${tick} | prod |\n` +
        `| Internal API | ${tick}${b}${tick} | rotated monthly |`,
      pieces: [a, b],
    });
  }
}
{
  const [a, b] = [pw(), key(40)];
  SECRETS.push({
    label: "aligned markdown column password",
    text:
      `| user    | password         |\n| :------ | :--------------- |\n| admin   | ${a} |\n| ci      | ${b} |`,
    pieces: [a, b],
  });
}
for (
  const [head, sep] of <Array<[string, string]>> [["password", ","], ["api_token", ","], [
    "secret",
    ",",
  ], ["Password", ";"]]
) {
  const [a, b] = [/pass/i.test(head) ? pw() : key(24), key(40)];
  SECRETS.push({
    label: `csv column ${head} (${JSON.stringify(sep)})`,
    text: ["name", "username", head, "url"].join(sep) + "\n" +
      ["staging db", "admin", a, "https://db.staging"].join(sep) + "\n" +
      ["ci token", "ci", b, "https://ci.acme.io"].join(sep),
    pieces: [a, b],
  });
}
clean(
  "markdown Key column of keyboard keys",
  "| Key | Action |\n|---|---|\n| Ctrl+C | copy |\n| Ctrl+Shift+P | palette |",
);
clean(
  "markdown Key column of config keys",
  "| Key | Default |\n|---|---|\n| max_tokens | 4096 |\n| timeout_ms | 30000 |",
);
clean(
  "markdown Token column of lexer tokens",
  "| Token | Meaning |\n|---|---|\n| IDENT | identifier |\n| NUMBER_LIT | number |",
);
clean(
  "markdown commit hashes",
  "| Commit | Message |\n|---|---|\n| " + key(40, HEX) + " | fix parser |",
);
clean(
  "markdown Key column of ids",
  "| Key | Value |\n|---|---|\n| request_id | " + uuid() + " |",
);
clean(
  "markdown secret column of references",
  "| Name | Secret |\n|---|---|\n| db | `${{ secrets.DB_PASSWORD }}` |\n| api | vault:kv/api#token |",
);
clean("csv password_changed_at", "id,email,password_changed_at\n1,a@x.io,2026-01-02T10:00:00Z");
clean("csv of token counts", "model,tokens,cost\ngpt,12345,0.12\nclaude,67890,0.34");

// ---------------------------------------------------------------------------------------------
// A value wrapped in a table cell or a log column, and a wrapped line with more after it.
for (const head of ["AccountKey", "client_secret", "SAS token"]) {
  const v = key(44, BASE64) + key(42, BASE64) + "==";
  SECRETS.push({
    label: `wrapped in a table cell under ${head}`,
    text: `| ${head.padEnd(12)} | ${v.slice(0, 44)} |\n| ${"".padEnd(12)} | ${v.slice(44)} |`,
    pieces: [v.slice(0, 44), v.slice(44)],
  });
}
{
  const t = "xox" + "b-" + key(12, "0123456789") + "-" + key(13, "0123456789") + "-";
  const rest = key(24);
  SECRETS.push({
    label: "slack token wrapped in a log column",
    text: `| 10:01 | auth | ${t} |\n|       |      | ${rest}       |`,
    pieces: [t, rest],
  });
}
for (
  const [width, tail] of [[64, " (ttl 3600s)"], [80, " expires=3600"], [72, "; path=/"]] as const
) {
  const v = key(width) + key(width);
  SECRETS.push({
    label: `token wrapped at ${width} with text after`,
    text: `[auth] issued token=${v.slice(0, width)}\n${v.slice(width)}${tail}`,
    pieces: [v.slice(0, width), v.slice(width)],
  });
}
{
  const v = key(44, BASE64) + key(42, BASE64) + "==";
  SECRETS.push({
    label: "AccountKey broken by the terminal, more on its line",
    text: `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${v.slice(0, 30)}\n${
      v.slice(30)
    };EndpointSuffix=core.windows.net`,
    pieces: [v.slice(0, 30), v.slice(30)],
  });
}
clean(
  "table row continued with words",
  "| AccountKey | (hidden) |\n|            | see the vault |",
);
clean("log line then a word", "token=[hidden]\nDone in 3.2s");
clean(
  "wrapped prose in a table",
  "| step | note |\n|---|---|\n| build | runs the compiler and |\n|       | then the linker |",
);

// ---------------------------------------------------------------------------------------------
// Encoded values holding a secret: hex or base64 under a name, or piped to a decoder.
for (
  const name of [
    "db_password_hex",
    "password_hex",
    "API_SECRET_HEX",
    "token_b64",
    "SMTP_PASSWORD_BASE64",
  ]
) {
  const v = /hex/i.test(name) ? hexOf(pw()) : btoa(pw());
  add(`encoded value under ${name}`, (x) => `${name} = "${x}"`, v);
}
for (
  const inner of [
    () => `{"api_key": "${key(40)}"}`,
    () => `DB_PASSWORD=${pw()}\nAPI_TOKEN=${key(32)}\n`,
  ]
) {
  add("base64 of a document with a secret", (x) => `CONFIG_B64=${x}`, btoa(inner()));
}
for (const cmd of ["base64 -d", "base64 --decode", "base64 -D"]) {
  add(`echo … | ${cmd}`, (x) => `echo ${x} | ${cmd} > ~/.config/tool/token`, btoa(key(40)));
}
add("hex of a vendor token", (x) => `payload: ${x}`, hexOf("gh" + "p_" + key(36)));
clean("hex digest under a name", 'sha256_hex = "' + key(64, HEX) + '"');
clean(
  "base64 of prose piped to a decoder",
  "echo " + btoa("hello world, this is a test") + " | base64 -d",
);
clean("hex of a word", 'label_hex = "' + hexOf("production") + '"');
clean("base64 of a public config", "CONFIG_B64=" + btoa('{"region": "eu-west-1", "replicas": 3}'));

// ---------------------------------------------------------------------------------------------
// Very long base64 blobs that hold a private key (kubeconfig, Kubernetes secrets, JSON).
const pemB64 = (lines: number) => {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(key(64, BASE64));
  return btoa(
    "-----BEGIN RSA " + "PRIVATE KEY-----\n" + body.join("\n") + "\n-----END RSA " +
      "PRIVATE KEY-----\n",
  );
};
for (const lines of [6, 25, 40]) {
  add(
    `client-key-data of ${lines} lines`,
    (x) => `users:\n- name: admin\n  user:\n    client-key-data: ${x}`,
    pemB64(lines),
  );
  add(
    `tls.key of ${lines} lines`,
    (x) => `data:\n  tls.crt: ${btoa("-----BEGIN CERTIFICATE-----\nMIIB\n")}\n  tls.key: ${x}`,
    pemB64(lines),
  );
}
add("private key base64 in JSON", (x) => `{"privateKey": "${x}"}`, pemB64(20));
clean(
  "client-certificate-data long",
  "    client-certificate-data: " +
    btoa("-----BEGIN CERTIFICATE-----\n" + key(64 * 20, BASE64) + "\n-----END CERTIFICATE-----\n"),
);
clean(
  "certificate-authority-data long",
  "    certificate-authority-data: " +
    btoa("-----BEGIN CERTIFICATE-----\n" + key(64 * 30, BASE64) + "\n-----END CERTIFICATE-----\n"),
);

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
// Command lines (password flags, secret setters of deploy CLIs), code calls (setters, login calls,
// credentials given to an encoder), printed objects and log lines.
const COMMANDS_AND_CODE: Array<[string, (v: string) => string, string]> = [
  ["npm config set", (v) => `npm config set //registry.npmjs.org/:_authToken ${v}`, key(36)],
  ["aws configure set", (v) => `aws configure set aws_secret_access_key ${v}`, key(40, BASE64)],
  ["gh secret set --body", (v) => `gh secret set DEPLOY_KEY --body "${v}"`, key(32)],
  [
    "kubectl from-literal",
    (v) => `kubectl create secret generic db --from-literal=password=${v}`,
    pw(),
  ],
  ["heroku config:set", (v) => `heroku config:set STRIPE_SECRET_KEY=${v} -a acme`, key(32)],
  ["vault login", (v) => `vault login ${v}`, "hv" + "s." + key(90)],
  ["redis-cli -a", (v) => `redis-cli -h cache -a ${v} ping`, pw()],
  ["sqlcmd -P", (v) => `sqlcmd -S db -U sa -P ${v} -Q "select 1"`, pw()],
  [
    "az sp login -p",
    (v) => `az login --service-principal -u http://app -p ${v} --tenant acme`,
    pw(),
  ],
  ["ssh-keygen -N", (v) => `ssh-keygen -t ed25519 -N '${v}' -f ~/.ssh/deploy`, pw()],
  [
    "openssl -passin pass:",
    (v) => `openssl rsa -in key.pem -passin pass:${v} -out plain.pem`,
    pw(),
  ],
  [
    "openssl -passout pass:",
    (v) => `openssl pkcs12 -export -in c.pem -passout pass:${v} -out c.p12`,
    pw(),
  ],
  ["zip -P", (v) => `zip -P ${v} backup.zip dump.sql`, pw()],
  ["7z -p", (v) => `7z a -p${v} backup.7z dump.sql`, pw()],
  ["wget --password", (v) => `wget --user=ci --password=${v} https://x.io/a.tgz`, pw()],
  ["smbclient -U user%pw", (v) => `smbclient //nas/share -U admin%${v}`, pw()],
  ["mosquitto_pub -P", (v) => `mosquitto_pub -h broker -u iot -P ${v} -t a -m b`, pw()],
  ["ldapsearch -w", (v) => `ldapsearch -x -D cn=admin,dc=acme -w ${v} -b dc=acme`, pw()],
  ["keytool -storepass", (v) => `keytool -list -keystore app.jks -storepass ${v}`, pw()],
  [
    "jarsigner -storepass",
    (v) => `jarsigner -keystore app.jks -storepass ${v} app.apk upload`,
    pw(),
  ],
  ["docker secret create", (v) => `printf '${v}' | docker secret create db_password -`, pw()],
  [
    "curl -d json",
    (v) => `curl -X POST https://x.io/login -d '{"username":"ci","password":"${v}"}'`,
    pw(),
  ],
  [
    "curl --data-urlencode",
    (v) => `curl https://x.io/token --data-urlencode client_secret=${v}`,
    key(32),
  ],
  ["httpie", (v) => `http POST x.io/login username=ci password=${v}`, pw()],
  ["mysql --password=", (v) => `mysqldump --user=root --password=${v} shop > shop.sql`, pw()],
  ["psql URI", (v) => `psql "postgresql://app:${v}@db:5432/app?sslmode=require"`, pw()],
  [
    "git clone oauth2",
    (v) => `git clone https://oauth2:${v}@gitlab.com/acme/app.git`,
    "glpat-" + key(20),
  ],
  ["docker run -e", (v) => `docker run -e POSTGRES_PASSWORD=${v} -d postgres:16`, pw()],
  [
    "helm --set",
    (v) => `helm install db bitnami/postgresql --set auth.postgresPassword=${v}`,
    pw(),
  ],
  ["terraform -var", (v) => `terraform apply -var="db_password=${v}"`, pw()],
  [
    "ansible extra vars",
    (v) => `ansible-playbook site.yml -e "ansible_become_password=${v}"`,
    pw(),
  ],
  // code calls
  ["python setenv", (v) => `os.environ["OPENAI_API_KEY"] = "${v}"`, key(40)],
  ["go setenv", (v) => `os.Setenv("API_TOKEN", "${v}")`, key(40)],
  ["java setProperty", (v) => `System.setProperty("db.password", "${v}");`, pw()],
  ["js process.env =", (v) => `process.env.STRIPE_SECRET_KEY = "${v}";`, key(32)],
  ["props.put", (v) => `props.put("password", "${v}");`, pw()],
  ["config.set", (v) => `config.set("api_key", "${v}")`, key(32)],
  ["map index", (v) => `headers["X-Api-Key"] = "${v}"`, key(32)],
  ["NetworkCredential", (v) => `var cred = new NetworkCredential("svc", "${v}");`, pw()],
  [
    "PasswordAuthentication",
    (v) => `return new PasswordAuthentication("svc", "${v}".toCharArray());`,
    pw(),
  ],
  ["UsernamePasswordCredentials", (v) => `new UsernamePasswordCredentials("svc", "${v}")`, pw()],
  ["smtplib login", (v) => `server.login("alerts@acme.io", "${v}")`, pw()],
  ["ftp login", (v) => `ftp.login("deploy", "${v}")`, pw()],
  [
    "psycopg2 connect",
    (v) => `conn = psycopg2.connect(host="db", user="app", password="${v}")`,
    pw(),
  ],
  [
    "pymysql passwd",
    (v) => `pymysql.connect(host="db", user="root", passwd="${v}", db="shop")`,
    pw(),
  ],
  ["nodemailer pass", (v) => `auth: { user: "apikey", pass: "${v}" }`, key(40)],
  [
    "GetBytes pat",
    (v) => `[Text.Encoding]::ASCII.GetBytes(":${v}")`,
    key(52, "abcdefghijklmnopqrstuvwxyz234567"),
  ],
  ["btoa user:pass", (v) => `const auth = btoa("ci:${v}");`, pw()],
  ["b64encode user:pass", (v) => `base64.b64encode(b"ci:${v}").decode()`, pw()],
  ["strict_encode64", (v) => `Base64.strict_encode64("ci:${v}")`, pw()],
  ["echo -n | base64", (v) => `echo -n 'ci:${v}' | base64`, pw()],
  [
    "python implicit concat parens",
    (v) => `SECRET_KEY = (\n    "${v.slice(0, 20)}"\n    "${v.slice(20)}"\n)`,
    key(40, HEX),
  ],
  ["rust const", (v) => `const API_KEY: &str = "${v}";`, key(32)],
  ["yaml anchors", (v) => `defaults: &defaults\n  api_token: ${v}`, key(32)],
  ["ini no spaces", (v) => `[client]\npassword=${v}`, pw()],
  ["toml inline table", (v) => `db = { user = "app", password = "${v}" }`, pw()],
  ["json nested", (v) => `{"credentials": {"user": "ci", "secret": "${v}"}}`, key(32)],
  ["gradle.properties", (v) => `signing.password=${v}`, pw()],
  [
    "nuget",
    (v) => `nuget sources add -Name acme -Source https://x -Username ci -Password ${v}`,
    pw(),
  ],
  ["dotnet user-secrets", (v) => `dotnet user-secrets set "Stripe:SecretKey" "${v}"`, key(32)],
  ["firebase env", (v) => `firebase functions:config:set stripe.secret="${v}"`, key(32)],
  ["wrangler secret", (v) => `echo "${v}" | wrangler secret put API_TOKEN`, key(40)],
  ["fly secrets set", (v) => `fly secrets set DATABASE_PASSWORD=${v}`, pw()],
  ["railway variables", (v) => `railway variables --set "API_SECRET=${v}"`, key(32)],
  ["doppler secrets set", (v) => `doppler secrets set STRIPE_KEY="${v}"`, key(32)],
  [
    "log line key=value",
    (v) => `2026-11-27 10:00:01 DEBUG auth ok user=ci api_key=${v} ip=10.0.0.4`,
    key(32),
  ],
  ["log json", (v) => `{"level":"debug","msg":"login","password":"${v}","user":"ci"}`, pw()],
  ["python repr", (v) => `Settings(db_url='postgres://db', api_key='${v}', debug=False)`, key(32)],
  ["go struct print", (v) => `{Host:db User:app Password:${v} Port:5432}`, pw()],
  [
    "java toString",
    (v) => `DataSourceConfig{url='jdbc:mysql://db/app', username='app', password='${v}'}`,
    pw(),
  ],
  [
    "stack trace url",
    (v) =>
      `    at Object.<anonymous> (/app/index.js:3:9) https://hooks.slack.com/services/T0${
        key(8)
      }/B0${key(8)}/${v}`,
    key(24),
  ],
  [
    "env table in prose",
    (v) => `Set SENDGRID_API_KEY to ${v} in the dashboard`,
    "SG." + key(22) + "." + key(43),
  ],
];

for (const [label, make, v] of COMMANDS_AND_CODE) add(label, make, v);
clean("login call with a variable", 'server.login("alerts@acme.io", password)');
clean("login call with a placeholder", 'page.login("user", "password")');
clean("mysql port after a user", "mysql -u root -P 3306 -h db shop");
clean("mosquitto without a password", "mosquitto_pub -h broker -t a -m b");
clean("encoder of a template", "const auth = btoa(`${user}:${token}`);");
clean("encoder of JSON", "btoa(JSON.stringify({ a: 1 }))");
clean("echo of a time into base64", "echo -n '12:30:45' | base64");
clean("decoding a user:pass", "echo 'YWRtaW46' | base64 -d");

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

// ---------------------------------------------------------------------------------------------
// More look-alikes of the families above: tables of hashes, names, counts, cache and object keys,
// password hashes; digests after a long line; hex and base64 of plain text; public certificates.
const MORE_CLEAN: Array<[string, string]> = [
  [
    "table of commits",
    `| Commit | Author | Message |\n|---|---|---|\n| ${key(40, HEX)} | dev | fix |\n| ${
      key(7, HEX)
    } | ops | ci |`,
  ],
  [
    "table of masked keys",
    `| Service | API Key | Status |\n|---|---|---|\n| OpenAI | sk-...${
      key(4)
    } | active |\n| Stripe | sk_live_**** | revoked |`,
  ],
  [
    "table of key names",
    `| Key | Description |\n|---|---|\n| OPENAI_API_KEY | OpenAI key |\n| STRIPE_SECRET_KEY | Stripe secret |`,
  ],
  [
    "table of token counts",
    `| Model | Tokens | Cost |\n|---|---|---|\n| gpt-4o | 128000 | $2.50 |\n| claude | 200000 | $3.00 |`,
  ],
  [
    "table of redis keys",
    `| Key | TTL |\n|---|---|\n| session:${key(24, HEX)} | 3600 |\n| cache:user:42 | 60 |`,
  ],
  [
    "table of s3 keys",
    `| Key | Size |\n|---|---|\n| uploads/2026/IMG_${key(6, "0123456789")}.JPG | 2 MB |`,
  ],
  [
    "table of secret names",
    `| Secret | Created |\n|---|---|\n| DB_PASSWORD | 2026-01-02 |\n| api-token-prod | 2026-02-03 |`,
  ],
  [
    "table of env var references",
    `| Variable | Token |\n|---|---|\n| GH | \`$GITHUB_TOKEN\` |\n| NPM | \`\${NPM_TOKEN}\` |`,
  ],
  ["table of uuids under key", `| Key | Value |\n|---|---|\n| ${uuid()} | enabled |`],
  [
    "table of bcrypt hashes",
    `| user | password |\n|---|---|\n| admin | $2b$12$${key(53, ALNUM + "./")} |`,
  ],
  ["csv with password hash", `id,email,password_hash\n1,a@x.io,$2b$12$${key(53, ALNUM + "./")}`],
  ["csv with token counts", `date,prompt_tokens,completion_tokens\n2026-01-01,1234,567`],
  ["csv with key column of names", `key,value\nlog_level,debug\nmax_tokens,4096`],
  [
    "shortcut table",
    `| Key | Action |\n|---|---|\n| Ctrl+Alt+F12 | format |\n| Cmd+Shift+P7 | palette |`,
  ],
  [
    "git ls-remote after a long line",
    `$ git ls-remote origin --heads main --tags v1 v2 v3 --refs origin/main origin/dev\n${
      key(40, HEX)
    }\trefs/heads/main`,
  ],
  ["wrapped base64 image", `data:image/png;base64,${key(76, BASE64)}\n${key(76, BASE64)}`],
  [
    "aws docs example keys",
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  ],
  [
    "google oauth client id",
    "GOOGLE_CLIENT_ID=1234567890-" + key(32, "abcdefghijklmnopqrstuvwxyz0123456789") +
    ".apps.googleusercontent.com",
  ],
  ["npm integrity", `"integrity": "sha512-${key(86, BASE64)}=="`],
  ["docker digest", `FROM node:20@sha256:${key(64, HEX)}`],
  [
    "git lfs pointer",
    `version https://git-lfs.github.com/spec/v1\noid sha256:${key(64, HEX)}\nsize 12345`,
  ],
  [
    "hex of prose",
    `payload_hex: ${
      [..."hello world, this is only a test"].map((c) => c.charCodeAt(0).toString(16)).join("")
    }`,
  ],
  [
    "base64 of a json config",
    `CONFIG=${btoa('{"region":"eu-west-1","replicas":3,"debug":false}')}`,
  ],
  ["echo base64 decode of a name", `echo ${btoa("my-app-service-account")} | base64 -d`],
  ["login call with env", `smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])`],
  ["python hex digest var", `checksum_hex = hashlib.sha256(data).hexdigest()`],
  ["token_b64 reference", `token_b64 = base64.b64encode(token.encode())`],
  [
    "kubeconfig cert data",
    `    certificate-authority-data: ${
      btoa("-----BEGIN CERTIFICATE-----\n" + key(64, BASE64) + "\n-----END CERTIFICATE-----\n")
    }`,
  ],
  [
    "pem public key b64",
    `PUBKEY_B64=${
      btoa("-----BEGIN PUBLIC KEY-----\n" + key(64, BASE64) + "\n-----END PUBLIC KEY-----\n")
    }`,
  ],
  ["github actions secret ref", "password: ${{ secrets.REGISTRY_PASSWORD }}"],
  ["sentry-free dsn text", "See https://docs.sentry.io/ for the DSN format"],
  [
    "prose with wrapped long line",
    "This is a long sentence in a log that keeps going until the terminal wraps it at eighty cols\nand continues here with more words.",
  ],
  ["ansible vault", "$ANSIBLE_VAULT;1.1;AES256\n" + key(80, HEX) + "\n" + key(80, HEX)],
  ["python unittest login", `self.client.login(username="admin", password="password")`],
  ["go test table", `{name: "valid", input: "${uuid()}", want: true},`],
  [
    "minified js",
    `!function(e){var t={};function n(r){if(t[r])return t[r].exports;var o=t[r]={i:r,l:!1,exports:{}}}}(${
      key(30)
    });`,
  ],
];

for (const [label, text] of MORE_CLEAN) clean(label, text);

// ---------------------------------------------------------------------------------------------
for (const c of SECRETS) {
  Deno.test(`round four shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`round four shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
