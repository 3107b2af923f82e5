/**
 * Round four cases (see shapes_round4_test.ts): command lines, code calls, encoders, and what cloud
 * and package tools print or keep.
 */
import { BASE64, BASE64URL, HEX } from "./_fakes.ts";
import { add, clean, key, pw } from "./_shapes_round4.ts";

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
// What cloud and package tools print or keep (tokens, credential files, signed URLs, webhooks),
// service and system configuration, shells and database consoles.
const TOOLS_AND_FILES: Array<[string, (v: string) => string, string]> = [
  [
    "gh auth status token shown",
    (v) => `github.com\n  ✓ Logged in to github.com as dev\n  ✓ Token: ${v}`,
    "gh" + "o_" + key(36),
  ],
  [
    "aws sts creds json",
    (v) =>
      `{"Credentials": {"AccessKeyId": "ASIA${
        key(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }", "SecretAccessKey": "${v}", "SessionToken": "${key(200, BASE64)}"}}`,
    key(40, BASE64),
  ],
  ["aws session token", (v) => `aws_session_token = ${v}`, key(300, BASE64)],
  [
    "gcloud print-access-token",
    (v) => `$ gcloud auth print-access-token\n${v}`,
    "ya29." + key(150, BASE64URL),
  ],
  [
    "az account get-access-token",
    (v) => `{\n  "accessToken": "${v}",\n  "expiresOn": "2026-11-27 11:00:00"\n}`,
    "eyJ0eXAi" + key(30, BASE64URL) + ".eyJ" + key(80, BASE64URL) + "." + key(43, BASE64URL),
  ],
  [
    "kubectl describe secret token",
    (v) =>
      `Name: default-token\nType: kubernetes.io/service-account-token\nData\n====\nca.crt: 1066 bytes\ntoken: ${v}`,
    "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij" + key(20, BASE64URL) + ".eyJ" + key(120, BASE64URL) + "." +
    key(86, BASE64URL),
  ],
  ["terraform output", (v) => `db_password = <sensitive>\napi_key = "${v}"`, key(32)],
  [
    "terraform state json",
    (v) => `"attributes": {\n  "master_password": "${v}",\n  "username": "admin"`,
    pw(),
  ],
  ["docker inspect json env", (v) => `"Env": ["MYSQL_ROOT_PASSWORD=${v}", "PATH=/usr/bin"]`, pw()],
  ["ansible vars", (v) => `vault_db_password: ${v}`, pw()],
  ["netlify env list", (v) => `| Key | Value |\n| --- | --- |\n| STRIPE_SECRET | ${v} |`, key(32)],
  [
    "env export json",
    (v) => `{"DATABASE_URL": "postgres://u:${v}@h/d", "NODE_ENV": "production"}`,
    pw(),
  ],
  [
    "pip index url",
    (v) => `pip install --index-url https://__token__:${v}@pypi.acme.io/simple pkg`,
    key(40),
  ],
  ["npmrc authToken env", (v) => `//npm.pkg.github.com/:_authToken=${v}`, "gh" + "p_" + key(36)],
  ["yarnrc npmAuthToken", (v) => `npmAuthToken: ${v}`, key(36)],
  ["cargo credentials", (v) => `[registry]\ntoken = "${v}"`, "cio" + key(32)],
  ["gem credentials", (v) => `---\n:rubygems_api_key: ${v}`, "rubygems_" + key(48, HEX)],
  [
    "composer auth",
    (v) => `{"http-basic": {"repo.acme.io": {"username": "ci", "password": "${v}"}}}`,
    pw(),
  ],
  [
    "maven settings",
    (v) =>
      `<server>\n  <id>acme</id>\n  <username>ci</username>\n  <password>${v}</password>\n</server>`,
    pw(),
  ],
  ["gradle props", (v) => `mavenPassword=${v}`, pw()],
  [
    "sbt credentials",
    (v) => `realm=Sonatype\nhost=s01.oss.sonatype.org\nuser=ci\npassword=${v}`,
    pw(),
  ],
  ["nuget config", (v) => `<add key="ClearTextPassword" value="${v}" />`, pw()],
  ["go netrc", (v) => `machine proxy.golang.org login ci password ${v}`, key(32)],
  [
    "helm repo add",
    (v) => `helm repo add acme https://charts.acme.io --username ci --password ${v}`,
    pw(),
  ],
  [
    "git credential fill out",
    (v) => `protocol=https\nhost=github.com\nusername=dev\npassword=${v}`,
    "gh" + "o_" + key(36),
  ],
  [
    "slack webhook",
    (v) =>
      `curl -X POST -d '{"text":"hi"}' https://hooks.slack.com/services/T${
        key(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }/B${key(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/${v}`,
    key(24),
  ],
  [
    "discord webhook",
    (v) => `https://discord.com/api/webhooks/${key(18, "0123456789")}/${v}`,
    key(68, BASE64URL),
  ],
  [
    "presigned url",
    (v) =>
      `https://bucket.s3.amazonaws.com/f?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${
        key(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=${v}`,
    key(64, HEX),
  ],
  [
    "gcs signed url",
    (v) => `https://storage.googleapis.com/b/o?X-Goog-Signature=${v}&X-Goog-Expires=900`,
    key(512, HEX),
  ],
  [
    "jwt in cookie header",
    (v) => `Cookie: session=${v}; theme=dark`,
    "eyJhbGciOiJIUzI1NiJ9.eyJ" + key(60, BASE64URL) + "." + key(43, BASE64URL),
  ],
  ["set-cookie", (v) => `Set-Cookie: sid=${v}; Path=/; HttpOnly`, key(48)],
  ["x-api-key header python", (v) => `headers = {"x-api-key": "${v}"}`, key(40)],
  [
    "bearer in fetch",
    (v) => `fetch(url, { headers: { Authorization: \`Bearer ${v}\` } })`,
    key(40),
  ],
  ["grpc metadata", (v) => `metadata = [("authorization", "Bearer ${v}")]`, key(40)],
  ["openai env in notebook", (v) => `%env OPENAI_API_KEY=${v}`, "sk-" + "proj-" + key(48)],
  ["colab userdata", (v) => `os.environ['HF_TOKEN'] = '${v}'`, "h" + "f_" + key(34)],
  ["systemd env", (v) => `Environment="DB_PASSWORD=${v}"`, pw()],
  ["crontab", (v) => `0 3 * * * PGPASSWORD='${v}' pg_dump -h db app > /backup/app.sql`, pw()],
  ["supervisor", (v) => `environment=API_TOKEN="${v}",LOG_LEVEL="info"`, key(32)],
  ["nginx auth_basic line", (v) => `# user: admin / pass: ${v}`, pw()],
  ["wifi psk", (v) => `network={\n  ssid="office"\n  psk="${v}"\n}`, pw()],
  ["ssh password prompt echo", (v) => `deploy@10.0.0.5's password: ${v}`, pw()],
  ["sudo -S", (v) => `echo '${v}' | sudo -S apt-get update`, pw()],
  ["mysql_config_editor", (v) => `[client]\nuser = root\npassword = "${v}"`, pw()],
  ["mongo shell auth", (v) => `db.auth("admin", "${v}")`, pw()],
  ["redis AUTH cmd", (v) => `127.0.0.1:6379> AUTH ${v}`, pw()],
  ["rabbitmqctl change_password", (v) => `rabbitmqctl change_password admin ${v}`, pw()],
  ["psql alter user", (v) => `ALTER USER app WITH PASSWORD '${v}';`, pw()],
  [
    "mssql sa",
    (v) =>
      `docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=${v}" mcr.microsoft.com/mssql/server`,
    pw(),
  ],
];

for (const [label, make, v] of TOOLS_AND_FILES) add(label, make, v);
clean(
  "sudo without stdin",
  "echo 'deb http://x stable main' | sudo tee /etc/apt/sources.list.d/x.list",
);
clean("db.auth with variables", "db.auth(user, pass)");

// A two-line credentials file (a user, then a password) printed by `cat`.
for (const file of ["auth.txt", "/etc/openvpn/login.conf", "~/.vpn/creds", "user-pass.txt"]) {
  add(`cat ${file}`, (v) => `$ cat ${file}\nvpnuser\n${v}\n$ sudo openvpn --config x.ovpn`, pw());
}
clean(
  "cat of an auth log",
  "$ cat /var/log/auth.log\nNov 27 10:00:01 host sshd[42]: Accepted publickey",
);
clean("cat of a login page", "$ cat login.html\n<!doctype html>\n<title>Login</title>");
add("cat auth.txt at the end of the output", (v) => `$ cat auth.txt\nvpnuser\n${v}`, pw());

// ---------------------------------------------------------------------------------------------
// Chat prose (a password right after its word, a user and password together), wrapped, glued and
// encoded forms, and code in more languages.
const PROSE_AND_FORMS: Array<[string, (v: string) => string, string]> = [
  ["prose: try with", (v) => `try logging in with admin / ${v}`, pw()],
  ["prose: creds are", (v) => `creds are ci-bot:${v}`, pw()],
  ["prose: user and pass", (v) => `username is deploy and password ${v}`, pw()],
  ["prose: pw abbreviation", (v) => `pw: ${v}`, pw()],
  ["prose: passcode", (v) => `the passcode is ${v}`, pw()],
  ["prose: key after vendor", (v) => `my openai key is ${v}`, "sk-" + key(48)],
  ["prose: login with", (v) => `log in with the password '${v}'`, pw()],
  ["prose: secret in quotes end", (v) => `Set the webhook secret to "${v}".`, "whsec_" + key(32)],
  ["prose: api key equals in sentence", (v) => `use apiKey=${v} when calling`, key(32)],
  ["prose: bullet", (v) => `- Password: ${v}\n- Host: db.internal`, pw()],
  ["prose: bold md", (v) => `**Password:** \`${v}\``, pw()],
  ["prose: table-like kv", (v) => `Username: admin\nPassword: ${v}\nURL: https://x.io`, pw()],
  ["prose: wifi", (v) => `wifi is OfficeNet, password ${v}`, pw()],
  ["prose: 2fa secret", (v) => `2FA secret: ${v}`, key(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")],
  ["prose: passphrase words", (v) => `the passphrase is "${v}"`, "correct horse battery staple 42"],
  [
    "wrapped: 76 col base64 key value",
    (v) => `secret_key: ${v.slice(0, 64)}\n  ${v.slice(64)}`,
    key(100, BASE64),
  ],
  [
    "wrapped: json escaped newline in key",
    (v) => `{"token": "${v.slice(0, 40)}\\n${v.slice(40)}"}`,
    key(80),
  ],
  [
    "glued: url encoded password",
    (v) => `redirect=https%3A%2F%2Fx.io%2Flogin%3Fpassword%3D${encodeURIComponent(v)}%26u%3D1`,
    pw(),
  ],
  ["glued: after equals no space in sentence", (v) => `the env has TOKEN=${v}.`, key(40)],
  ["encoded: double json", (v) => JSON.stringify(JSON.stringify({ password: v })), pw()],
  [
    "encoded: unicode escaped",
    (v) =>
      `{"api_key": "${
        [...v].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("")
      }"}`,
    key(24),
  ],
  [
    "encoded: base64 env file",
    (v) => `echo ${btoa("DB_PASSWORD=" + v + "\n")} | base64 -d > .env`,
    pw(),
  ],
  [
    "encoded: base64 json in yaml",
    (v) => `config.json: ${btoa(JSON.stringify({ apiKey: v }))}`,
    key(32),
  ],
  ["code: swift dict", (v) => `["Authorization": "Bearer ${v}"]`, key(40)],
  ["code: c# anonymous", (v) => `new { Username = "svc", Password = "${v}" }`, pw()],
  ["code: go map", (v) => `map[string]string{"token": "${v}"}`, key(32)],
  ["code: php array", (v) => `$config = ['db' => ['password' => '${v}']];`, pw()],
  ["code: perl", (v) => `my $password = '${v}';`, pw()],
  ["code: sql insert", (v) => `INSERT INTO api_keys (name, key) VALUES ('ci', '${v}');`, key(40)],
  ["code: sql update", (v) => `UPDATE users SET password = '${v}' WHERE id = 1;`, pw()],
  ["code: graphql", (v) => `mutation { login(email: "a@x.io", password: "${v}") { token } }`, pw()],
  ["code: curl -u only pass", (v) => `curl -u :${v} https://api.x.io`, key(32)],
  ["code: httpie auth", (v) => `http -a ci:${v} GET x.io`, pw()],
  [
    "code: wget header",
    (v) => `wget --header="Authorization: token ${v}" https://x.io`,
    "gh" + "p_" + key(36),
  ],
  [
    "code: Invoke-WebRequest",
    (v) => `Invoke-WebRequest -Uri $u -Headers @{"X-API-Key"="${v}"}`,
    key(32),
  ],
];

for (const [label, make, v] of PROSE_AND_FORMS) add(label, make, v);
clean("prose: password reset", "send the password reset link again, it expired");
clean("prose: password manager", "the password manager 1Password is fine for this");
clean("prose: password rule", 'password "must be at least 8 characters"');
clean("prose: creds pointer", "creds are in the vault: see ops/README");
clean("prose: log in as a user", "log in as admin / then open Settings");
