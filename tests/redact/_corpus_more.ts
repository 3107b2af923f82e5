/**
 * The second part of the redaction corpus: shapes found missing by writing a held-out corpus the
 * way an attacker would (SQL, XML, Windows and package-manager command lines, name/value pairs,
 * Markdown tables, newer vendor tokens), and the clean text written next to them. Same format and
 * rules as `_corpus.ts`, which includes these in SECRET_CASES and CLEAN_CASES.
 */
import type { Form, SecretCase } from "./_corpus.ts";
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";

const R = "[REDACTED]";
const TOKEN_FORMS: readonly Form[] = ["plain", "json", "json2", "url", "glued"];
// Line-oriented files (a Dockerfile, redis.conf, a YAML list) are not written URL-encoded.
const LINE_FORMS: readonly Form[] = ["plain", "json", "json2"];

function hit(rule: string, label: string, before: string, secret: string, after = ""): SecretCase {
  return { rule, label, before, secret, after };
}
function token(rule: string, label: string, secret: string): SecretCase {
  return { rule, label, before: `${label}: `, secret, after: "", forms: TOKEN_FORMS };
}
function line(rule: string, label: string, before: string, secret: string, after = "") {
  return { ...hit(rule, label, before, secret, after), forms: LINE_FORMS };
}

let seed = 700;
/** A password, different for every case. */
const pw = () => "Qz" + fake(10, ALNUM, seed++) + "9x";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER_NUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Vendor tokens and key files with a shape of their own. */
export const MORE_TOKEN_CASES: SecretCase[] = [
  token("supabase-token", "supabase", "sb" + "p_" + fake(40, HEX, 601)),
  token("docker-hub-token", "docker hub", "dckr" + "_pat_" + fake(27, BASE64URL, 602)),
  token(
    "tailscale-key",
    "tailscale",
    "tskey" + "-auth-" + fake(12, ALNUM, 603) + "-" + fake(32, ALNUM, 604),
  ),
  token(
    "langsmith-key",
    "langsmith",
    "lsv2" + "_pt_" + fake(32, HEX, 605) + "_" + fake(10, HEX, 606),
  ),
  token(
    "pinecone-key",
    "pinecone",
    "pcsk" + "_" + fake(5, ALNUM, 607) + "_" + fake(60, ALNUM, 608),
  ),
  token("new-relic-key", "new relic", "NR" + "AK-" + fake(27, UPPER_NUM, 609)),
  token("airtable-token", "airtable", "pat" + fake(14, ALNUM, 610) + "." + fake(64, HEX, 611)),
  token("developer-platform-token", "figma", "fig" + "d_" + fake(40, BASE64URL, 612)),
  token("developer-platform-token", "contentful", "CF" + "PAT-" + fake(43, BASE64URL, 613)),
  token("developer-platform-token", "netlify", "nf" + "p_" + fake(36, ALNUM, 614)),
  token("developer-platform-token", "render", "rn" + "d_" + fake(32, ALNUM, 615)),
  token("developer-platform-token", "buildkite", "bk" + "ua_" + fake(40, HEX, 616)),
  token(
    "developer-platform-token",
    "resend",
    "r" + "e_" + fake(8, ALNUM, 617) + "_" + fake(24, ALNUM, 618),
  ),
  token(
    "developer-platform-token",
    "mapbox secret",
    "sk.ey" + "J1Ijoi" + fake(60, BASE64URL, 619) + "." + fake(22, BASE64URL, 620),
  ),
  token("aws-session-token", "sts session token", "IQoJb3Jp" + "Z2lu" + fake(300, BASE64, 621)),
  hit(
    "aws-session-token",
    "aws_session_token in credentials",
    "[default]\naws_session_token = ",
    "Fwo" + fake(400, BASE64, 622),
    "\n",
  ),
  hit(
    "putty-private-key",
    "putty ppk",
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 2\n" +
      fake(64, BASE64, 623) + "\n" + fake(20, BASE64, 624) + "\nPrivate-Lines: 1\n",
    fake(44, BASE64, 625),
    "\nPrivate-MAC: " + fake(64, HEX, 626),
  ),
  hit(
    "telegram-bot-token",
    "telegram bot URL",
    "https://api.telegram.org/bot",
    "1234567" + "890:" + "AA" + fake(33, BASE64URL, 627),
    "/getMe",
  ),
];

/** Secrets known by a command line, a document or a name/value pair. */
export const MORE_CONTEXT_CASES: SecretCase[] = [
  hit("sql-password", "SQL IDENTIFIED BY", "CREATE USER 'app'@'%' IDENTIFIED BY '", pw(), "';"),
  hit(
    "sql-password",
    "SQL IDENTIFIED WITH … BY",
    "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '",
    pw(),
    "';",
  ),
  hit("sql-password", "SQL WITH PASSWORD", "ALTER USER app WITH PASSWORD '", pw(), "';"),
  hit("sql-password", "SQL LOGIN PASSWORD", "CREATE ROLE app LOGIN PASSWORD '", pw(), "';"),
  hit("sql-password", "SQL PASSWORD()", "SET PASSWORD FOR 'app'@'h' = PASSWORD('", pw(), "');"),
  hit("sql-password", "Oracle unquoted", "CREATE USER scott IDENTIFIED BY ", "tigerTiger", ";"),
  hit("xml-secret", "XML <password>", "<server><id>nexus</id><password>", pw(), "</password>"),
  hit("xml-secret", "XML <apiKey>", "<config>\n  <apiKey>", fake(32, ALNUM, 640), "</apiKey>"),
  hit(
    "xml-secret",
    "Jenkins encrypted",
    "<password>",
    "{" + fake(60, BASE64, 641) + "}",
    "</password>",
  ),
  hit(
    "xml-secret",
    "nuget ClearTextPassword",
    '<add key="ClearTextPassword" value="',
    pw(),
    '" />',
  ),
  hit(
    "xml-secret",
    "spring property",
    '<property name="hibernate.connection.password">',
    pw(),
    "</property>",
  ),
  hit(
    "table-secret",
    "markdown table",
    "| name | value |\n|---|---|\n| DB_PASSWORD | ",
    pw(),
    " |",
  ),
  hit("table-secret", "markdown table, backticks", "| `api_key` | `", fake(32, ALNUM, 642), "` |"),
  line(
    "name-value-secret",
    "kubernetes env",
    "        env:\n        - name: DB_PASSWORD\n          value: ",
    pw(),
    "\n",
  ),
  hit(
    "name-value-secret",
    "ECS task definition",
    '"environment": [{"name": "API_TOKEN", "value": "',
    fake(32, ALNUM, 643),
    '"}]',
  ),
  hit(
    "name-value-secret",
    "terraform helm set",
    'set {\n  name  = "auth.password"\n  value = "',
    pw(),
    '"\n}',
  ),
  line("name-value-secret", "Dockerfile ENV", "ENV API_TOKEN ", fake(30, ALNUM, 644), "\n"),
  hit("name-value-secret", "PHP define", "define('DB_PASSWORD', '", pw(), "');"),
  hit("name-value-secret", "Java setter", 'ds.setPassword("', pw(), '");'),
  hit("code-credential", "requests auth tuple", "requests.get(url, auth=('admin', '", pw(), "'))"),
  hit(
    "code-credential",
    "composer github-oauth",
    '{"github-oauth": {"github.com": "',
    fake(40, HEX, 645),
    '"}}',
  ),
  hit("prose-password", "prose, backticks", "the admin password is `", pw(), "`"),
  hit(
    "cli-password",
    "ConvertTo-SecureString",
    '$p = ConvertTo-SecureString "',
    pw(),
    '" -AsPlainText -Force',
  ),
  hit("cli-password", "net use", "net use \\\\fs\\share /user:CORP\\alice ", pw(), ""),
  hit("cli-password", "net user", "net user backup ", pw(), " /add"),
  hit("cli-password", "cmdkey /pass:", "cmdkey /add:server /user:admin /pass:", pw(), ""),
  hit("cli-password", "psexec -p", "psexec \\\\host -u admin -p ", pw(), " cmd"),
  hit("cli-password", "setx", 'setx API_TOKEN "', fake(24, ALNUM, 646), '"'),
  hit("cli-password", "single-dash -password", "influx -username admin -password ", pw(), ""),
  hit("cli-password", "openssl -k", "openssl enc -aes-256-cbc -k ", pw(), " -in a -out b"),
  hit("cli-password", "7z -p glued", "7z a -p", pw(), " backup.7z files/"),
  hit("cli-password", "httpie -a", "http -a admin:", pw(), " GET https://api.example.com/"),
  hit("cli-password", "lftp -u", "lftp -u alice,", pw(), " ftp.example.com"),
  hit("cli-password", "redis AUTH", "127.0.0.1:6379> AUTH default ", pw(), "\n"),
  line("cli-password", "redis.conf requirepass", "bind 0.0.0.0\nrequirepass ", pw(), "\n"),
  hit("cli-password", "nmcli password", "nmcli dev wifi connect Home password ", pw(), ""),
  hit(
    "cli-password",
    "npm config set _authToken",
    "npm config set //registry.npmjs.org/:_authToken ",
    fake(36, HEX, 647),
    "",
  ),
  hit("cli-password", "cargo login", "cargo login ", "cio" + fake(32, ALNUM, 648), ""),
  hit(
    "cli-password",
    "gh secret set --body",
    "gh secret set API_KEY --body ",
    fake(32, ALNUM, 649),
    "",
  ),
  hit(
    "cli-password",
    "aws configure set",
    "aws configure set aws_secret_access_key ",
    fake(40, BASE64, 650),
    "",
  ),
  hit("cli-password", "poetry http-basic", "poetry config http-basic.private alice ", pw(), ""),
  hit("cli-password", "mc alias set", "mc alias set s3 https://s3.example.com admin ", pw(), ""),
  hit(
    "cli-password",
    "dotnet user-secrets",
    'dotnet user-secrets set "Stripe:SecretKey" "',
    fake(32, ALNUM, 651),
    '"',
  ),
  hit(
    "cli-password",
    "nuget -k",
    "dotnet nuget push a.nupkg -k ",
    "oy2" + fake(43, LOWER, 652),
    "",
  ),
  hit(
    "cli-password",
    "echo | --password-stdin",
    "echo ",
    fake(40, HEX, 653),
    " | docker login -u ci --password-stdin",
  ),
  hit(
    "authorization-signature",
    "Digest response",
    'Authorization: Digest username="bob", realm="api", nonce="dcd98b71", uri="/", response="',
    fake(32, HEX, 654),
    '"',
  ),
  hit(
    "authorization-bearer",
    "Okta SSWS",
    "Authorization: SSWS ",
    "00" + fake(40, BASE64URL, 655),
    "",
  ),
  hit(
    "url-password",
    "token as URL user",
    "git remote set-url origin https://",
    fake(40, ALNUM, 656),
    "@github.com/org/repo.git",
  ),
  hit(
    "query-secret",
    "X-Amz-Signature",
    "https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=",
    fake(64, HEX, 657),
    "",
  ),
  hit(
    "query-secret",
    "?key= token",
    "https://api.example.com/v1/data?q=1&key=",
    fake(32, ALNUM, 658),
    "",
  ),
  hit("secret-assignment", "wpa_supplicant psk", 'network={\n  ssid="home"\n  psk="', pw(), '"\n}'),
];

/** Clean text next to the shapes above: must come out unchanged. */
export const MORE_CLEAN_CASES: string[] = [
  "password_reset_token_ttl = 3600",
  "KEY_LENGTH=32",
  "secret: ${{ secrets.DEPLOY_KEY }}",
  "password: <your-password>",
  "function getSecretKey() { return this.secretKey; }",
  "ALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL;",
  "SELECT id FROM users WHERE password = $1",
  "CREATE USER app IDENTIFIED BY ${DB_PASSWORD};",
  "SELECT * FROM t WHERE name = 'x' -- identified by user",
  "IDENTIFIED BY VALUES 'S:ABC'",
  "<password>${env.NEXUS_PASSWORD}</password>",
  "<Password>{{ .Values.password }}</Password>",
  "<secret>true</secret> <token>EOF</token>",
  '<add key="PasswordLength" value="12" />',
  '<property name="hibernate.connection.password" value="${db.password}"/>',
  '<input type="password" name="password" placeholder="Password">',
  "| Name | Type | Description |\n|---|---|---|\n| password | string | The user's password |",
  "| DB_PASSWORD | required | set it in .env |",
  "| token_ttl | 3600 |",
  "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password",
  "- name: LOG_LEVEL\n  value: debug",
  '{"name": "LOG_LEVEL", "value": "debug"}',
  "ENV NODE_ENV production",
  "ENV API_TOKEN_FILE /run/secrets/api_token",
  "define('DB_NAME', 'wordpress'); define('AUTH_KEY', 'put your unique phrase here');",
  "user.setPassword(passwordEncoder.encode(raw));",
  "requests.get(url, auth=(user, password))",
  "ConvertTo-SecureString $env:PW -AsPlainText -Force",
  "net use Z: \\\\fileserver\\share /persistent:yes",
  "net use \\\\host\\share /user:CORP\\alice *",
  "net user alice /domain",
  'setx PATH "%PATH%;C:\\tools"',
  "-token handling in the parser; use -secret flags sparingly",
  "keytool -genkey -keystore ks.jks -storepass:env STOREPASS",
  "openssl pkcs12 -in x.p12 -passin env:P12_PASS",
  "7z a -p archive.7z files/",
  "http -a admin: GET https://api.example.com/",
  "redis-cli AUTH",
  "echo $TOKEN | docker login -u x --password-stdin",
  "npm config set //registry.npmjs.org/:_authToken ${NPM_TOKEN}",
  "aws configure set region us-east-1",
  "The token is valid. The password was changed. API key is missing.",
  "https://alice@bitbucket.org/team/repo.git",
  "https://s3.amazonaws.com/b?key=uploads/2024/a.png and ?key=sort_order",
  "PuTTY-User-Key-File-3: ssh-ed25519",
  "path/to/pattern.ts and re_path(r'^api/')",
  `<password>${R}</password>`,
];
