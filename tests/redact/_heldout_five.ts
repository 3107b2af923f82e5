/**
 * Held-out corpus five: written after the fixes that corpus four drove, in shapes and contexts
 * corpus four does not use (other tools, config files of other ecosystems, prose, logs, the
 * output of other commands), and measured once on those fixes: the figure for text the rules
 * had not seen (docs/redaction.md). Same format as corpus four (see _heldout.ts).
 */
import { ALNUM, BASE64, BASE64URL, fakeJwt, fakePem, HEX } from "./_fakes.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  LOWER_DIGITS,
  pw,
  r,
  type Shape,
  UPPER,
  uuid,
} from "./_heldout_make.ts";

const UPPER_DIGITS = UPPER + "0123456789";

function s(shape: Shape, label: string, make: (p: string) => string, p: string): HeldOutSecret {
  return { shape, label, text: make(p), pieces: [p] };
}
const c = (label: string, text: string): HeldOutClean => ({ label, text });
/** A secret after `prefix`, wrapped onto the next line after `at` characters. */
function wrap(label: string, prefix: string, secret: string, at: number): HeldOutSecret {
  const [a, b] = [secret.slice(0, at), secret.slice(at)];
  return { shape: "wrapped", label, text: `${prefix}${a}\n${b}`, pieces: [a, b] };
}

export const FIVE_SECRETS: HeldOutSecret[] = [
  // Vendor tokens in contexts corpus four does not use.
  s(
    "vendor",
    "gh hosts.yml",
    (p) => `github.com:\n    oauth_token: ${p}\n    user: dev`,
    "gh" + "o_" + r(36, ALNUM),
  ),
  s(
    "vendor",
    "prose paste",
    (p) => `can you check why this fails? my key is ${p} and it worked yesterday`,
    "sk" + "-proj-" + r(80, BASE64URL),
  ),
  s(
    "vendor",
    "github actions env",
    (p) => `    env:\n      NPM_TOKEN: ${p}`,
    "np" + "m_" + r(36, ALNUM),
  ),
  s(
    "vendor",
    "gitlab ci variable",
    (p) => `variables:\n  DEPLOY_TOKEN: "${p}"`,
    "gl" + "dt-" + r(20, ALNUM),
  ),
  s(
    "vendor",
    "dockerfile arg",
    (p) => `ARG HF_TOKEN=${p}\nRUN pip install -r requirements.txt`,
    "hf" + "_" + r(34, ALNUM),
  ),
  s(
    "vendor",
    "go struct literal",
    (p) => `client := openai.NewClient(option.WithAPIKey("${p}"))`,
    "sk" + "-" + r(48, ALNUM),
  ),
  s(
    "vendor",
    "rust builder",
    (p) => `let client = Client::new().bearer_auth("${p}");`,
    "gh" + "p_" + r(36, ALNUM),
  ),
  s(
    "vendor",
    "kotlin const",
    (p) => `private const val STRIPE = "${p}"`,
    "sk" + "_live_" + r(24, ALNUM),
  ),
  s(
    "vendor",
    "json log line",
    (p) => `{"level":"warn","msg":"retrying with token","token":"${p}"}`,
    "xo" + "xp-" + r(11, "0123456789") + "-" + r(12, "0123456789") + "-" + r(12, "0123456789") +
      "-" + r(32, HEX),
  ),
  s(
    "vendor",
    "toml array",
    (p) => `[tool.poetry.http-basic.private]\npassword = "${p}"`,
    "py" + "pi-AgEIcHlwaS5vcmc" + r(70, BASE64URL),
  ),
  s(
    "vendor",
    "gcloud adc refresh",
    (p) =>
      `{"client_id":"764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com","refresh_token":"${p}","type":"authorized_user"}`,
    "1//0" + r(100, BASE64URL),
  ),
  s(
    "vendor",
    "kubeconfig token",
    (p) => `users:\n- name: ci\n  user:\n    token: ${p}`,
    fakeJwt(5101),
  ),
  s(
    "vendor",
    "swift plist",
    (p) => `<key>SendGridKey</key>\n<string>${p}</string>`,
    "SG" + "." + r(22, BASE64URL) + "." + r(43, BASE64URL),
  ),
  s(
    "vendor",
    "composer env",
    (p) => `COMPOSER_AUTH='{"github-oauth":{"github.com":"${p}"}}'`,
    "gh" + "p_" + r(36, ALNUM),
  ),
  s(
    "vendor",
    "ssh url with token",
    (p) => `pip install git+https://${p}@github.com/acme/private-lib.git`,
    "gh" + "p_" + r(36, ALNUM),
  ),
  s(
    "vendor",
    "anthropic in python",
    (p) => `client = anthropic.Anthropic(api_key="${p}")`,
    "sk" + "-ant-api03-" + r(93, BASE64URL) + "AA",
  ),
  s(
    "vendor",
    "slack app token",
    (p) => `SLACK_APP_TOKEN=${p}`,
    "xa" + "pp-1-" + r(11, UPPER_DIGITS) + "-" + r(13, "0123456789") + "-" + r(64, HEX),
  ),
  s(
    "vendor",
    "google key in js config",
    (p) => `const firebaseAdminKey = '${p}';`,
    "AI" + "za" + r(35, BASE64URL),
  ),
  s(
    "vendor",
    "vault token in env",
    (p) => `VAULT_TOKEN=${p} vault kv get secret/app`,
    "hv" + "s." + r(90, BASE64URL),
  ),
  s(
    "vendor",
    "stripe in prose",
    (p) => `I rotated the live key, the new one is ${p}`,
    "rk" + "_live_" + r(24, ALNUM),
  ),
  // Assignments in other languages and files.
  s("assignment", "java properties", (p) => `mail.smtp.password=${p}`, pw(ALNUM)),
  s(
    "assignment",
    "csharp connection",
    (p) => `"Redis": "cache:6380,password=${p},ssl=True"`,
    pw(ALNUM),
  ),
  s(
    "assignment",
    "systemd environment",
    (p) => `[Service]\nEnvironment="DB_PASSWORD=${p}"`,
    pw(ALNUM),
  ),
  s(
    "assignment",
    "helm values",
    (p) => `postgresql:\n  auth:\n    postgresPassword: ${p}`,
    pw(ALNUM),
  ),
  s("assignment", "ansible vars list", (p) => `vars:\n  mysql_root_password: "${p}"`, pw(ALNUM)),
  s("assignment", "npmrc auth", (p) => `//npm.acme.io/:_password=${p}`, btoa(pw(ALNUM))),
  s("assignment", "gem credentials", (p) => `---\n:rubygems_api_key: ${p}`, r(48, HEX)),
  s("assignment", "swift let", (p) => `let apiSecret = "${p}"`, r(40, ALNUM)),
  s("assignment", "php env", (p) => `$_ENV['APP_SECRET'] = '${p}';`, r(32, HEX)),
  s("assignment", "elixir config", (p) => `config :app, App.Repo, password: "${p}"`, pw(ALNUM)),
  s("assignment", "scala conf", (p) => `db.default.password = "${p}"`, pw(ALNUM)),
  s("assignment", "powershell variable", (p) => `$Password = "${p}"`, pw(ALNUM)),
  s("assignment", "bash read-only", (p) => `readonly API_TOKEN="${p}"`, r(40, ALNUM)),
  s("assignment", "yaml list of env", (p) => `env:\n  - SECRET_KEY_BASE=${p}`, r(128, HEX)),
  s(
    "assignment",
    "json nested",
    (p) => `{"database": {"user": "app", "password": "${p}"}}`,
    pw(ALNUM),
  ),
  s("assignment", "ini with spaces", (p) => `[smtp]\npass = ${p}`, pw(ALNUM)),
  s(
    "assignment",
    "xml attribute",
    (p) => `<datasource user="app" password="${p}" url="jdbc:postgresql://db/app"/>`,
    pw(ALNUM),
  ),
  s("assignment", "makefile", (p) => `REGISTRY_PASSWORD ?= ${p}`, pw(ALNUM)),
  s(
    "assignment",
    "docker compose env map",
    (p) => `    environment:\n      REDIS_PASSWORD: "${p}"`,
    pw(ALNUM),
  ),
  // URLs and command lines of other tools.
  s(
    "url",
    "psql uri",
    (p) => `psql "postgresql://admin:${p}@db.acme.io:5432/shop?sslmode=require"`,
    r(16, ALNUM),
  ),
  s(
    "url",
    "mongoexport uri",
    (p) => `mongoexport --uri="mongodb://root:${p}@mongo:27017/app" -c users`,
    r(16, ALNUM),
  ),
  s(
    "url",
    "redis-cli -u",
    (p) => `redis-cli -u redis://default:${p}@redis.acme.io:6379`,
    r(16, ALNUM),
  ),
  s(
    "url",
    "amqps in yaml",
    (p) => `broker_url: amqps://svc:${p}@mq.acme.io:5671/prod`,
    r(16, ALNUM),
  ),
  s(
    "url",
    "svn url",
    (p) => `svn checkout https://builder:${p}@svn.acme.io/repo/trunk`,
    r(16, ALNUM),
  ),
  s(
    "url",
    "webhook in env",
    (p) => `TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/${p}`,
    uuid(HEX) + "@" + uuid(HEX) + "/IncomingWebhook/" + r(32, HEX) + "/" + uuid(HEX),
  ),
  s(
    "url",
    "signed gcs url",
    (p) =>
      `https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=${p}`,
    r(256, HEX),
  ),
  s(
    "url",
    "api key in curl url",
    (p) => `curl "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${p}"`,
    r(32, HEX),
  ),
  s(
    "command",
    "mysql --password",
    (p) => `mysql --user=root --password=${p} -e "show databases"`,
    pw(ALNUM),
  ),
  s(
    "command",
    "kubectl docker-registry",
    (p) =>
      `kubectl create secret docker-registry regcred --docker-username=ci --docker-password=${p}`,
    pw(ALNUM),
  ),
  s(
    "command",
    "helm repo add",
    (p) => `helm repo add acme https://charts.acme.io --username ci --password ${p}`,
    pw(ALNUM),
  ),
  s(
    "command",
    "twine upload -p",
    (p) => `twine upload -u __token__ -p ${p} dist/*`,
    "py" + "pi-AgEIcHlwaS5vcmc" + r(60, BASE64URL),
  ),
  s(
    "command",
    "ssh-keygen passphrase",
    (p) => `ssh-keygen -t ed25519 -N "${p}" -f ~/.ssh/deploy`,
    pw(ALNUM),
  ),
  s("command", "gpg passphrase", (p) => `gpg --batch --passphrase ${p} -d secrets.gpg`, pw(ALNUM)),
  s(
    "command",
    "openssl req passout",
    (p) => `openssl req -new -key key.pem -passout pass:${p} -out req.csr`,
    pw(ALNUM),
  ),
  s("command", "zip -P", (p) => `zip -P ${p} backup.zip db.sql`, pw(ALNUM)),
  s("command", "sqlplus user/pass", (p) => `sqlplus scott/${p}@//db.acme.io:1521/ORCL`, pw(ALNUM)),
  s(
    "command",
    "rsync password env",
    (p) => `RSYNC_PASSWORD=${p} rsync -av data/ backup@nas::data`,
    pw(ALNUM),
  ),
  s(
    "command",
    "wget header",
    (p) => `wget --header="Authorization: Bearer ${p}" https://api.acme.io/export`,
    r(40, ALNUM),
  ),
  s(
    "command",
    "git extraheader",
    (p) => `git -c http.extraheader="AUTHORIZATION: basic ${p}" clone https://git.acme.io/app`,
    btoa("ci:" + pw(ALNUM)),
  ),
  s(
    "command",
    "docker run -e aws",
    (p) => `docker run -e AWS_SECRET_ACCESS_KEY=${p} amazon/aws-cli s3 ls`,
    r(40, BASE64),
  ),
  s(
    "command",
    "supabase link",
    (p) => `supabase link --project-ref abcd --password ${p}`,
    pw(ALNUM),
  ),
  s(
    "command",
    "pscale service token",
    (p) => `pscale connect app main --service-token ${p}`,
    "pscale" + "_tkn_" + r(40, ALNUM),
  ),
  // Key blocks, outputs, wrapped and encoded forms.
  s(
    "block",
    "pem in python string",
    (p) =>
      `KEY = """-----BEGIN RSA ${"PRIVATE"} KEY-----\n${p}\n-----END RSA ${"PRIVATE"} KEY-----"""`,
    fakePem("RSA ", "\n", 5200).body,
  ),
  s(
    "block",
    "ec key in yaml folded",
    (p) =>
      `tls_key: |\n  -----BEGIN EC ${"PRIVATE"} KEY-----\n  ${p}\n  -----END EC ${"PRIVATE"} KEY-----`,
    r(64, BASE64),
  ),
  s(
    "output",
    "heroku config output",
    (p) =>
      `$ heroku config -a shop\n=== shop Config Vars\nDATABASE_URL: postgres://u:${p}@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d`,
    r(20, ALNUM),
  ),
  s(
    "output",
    "printenv output",
    (p) => `$ printenv | grep KEY\nSTRIPE_SECRET_KEY=${p}`,
    "sk" + "_live_" + r(24, ALNUM),
  ),
  s(
    "output",
    "aws ecr password",
    (p) => `$ aws ecr get-login-password --region eu-west-1\n${p}`,
    r(200, BASE64),
  ),
  s(
    "output",
    "security find-generic-password",
    (p) => `$ security find-generic-password -s deploy -w\n${p}`,
    pw(ALNUM),
  ),
  s("output", "openssl rand", (p) => `$ openssl rand -hex 32\n${p}`, r(64, HEX)),
  s(
    "output",
    "vercel env pull",
    (p) => `# Created by Vercel CLI\nPOSTGRES_PASSWORD="${p}"`,
    pw(ALNUM),
  ),
  wrap("jwt wrapped at 76", "token=", fakeJwt(5300), 70),
  wrap("base64 secret wrapped at 64", "CLIENT_SECRET=", r(120, BASE64), 50),
  s(
    "encoded",
    "double json",
    (p) => JSON.stringify({ message: JSON.stringify({ env: `API_TOKEN=${p}` }) }),
    r(40, ALNUM),
  ),
  s(
    "encoded",
    "url-encoded json body",
    (p) => "POST /hook body=" + encodeURIComponent(JSON.stringify({ password: p })),
    pw(ALNUM),
  ),
  s(
    "encoded",
    "base64 basic in json",
    (p) => `{"headers":{"Authorization":"Basic ${p}"}}`,
    btoa("svc:" + pw(ALNUM)),
  ),
  s(
    "encoded",
    "escaped yaml in json",
    (p) => JSON.stringify({ content: `db:\n  password: ${p}\n` }),
    pw(ALNUM),
  ),
];

export const FIVE_CLEAN: HeldOutClean[] = [
  c("commit message", "fix: rotate the leaked token and add a pre-commit secret scan"),
  c(
    "using password yes",
    "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
  ),
  c("k8s uid", `uid: ${uuid(HEX)}\nresourceVersion: "48213"`),
  c("asset fingerprint", `<link rel="stylesheet" href="/assets/app-${r(64, HEX)}.css">`),
  c("git blob url", `https://github.com/acme/app/blob/${r(40, HEX)}/src/auth.ts#L42`),
  c("csp nonce", `Content-Security-Policy: script-src 'nonce-${r(22, BASE64)}'`),
  c("s3 etag", `"ETag": "\\"${r(32, HEX)}\\""`),
  c("sort key yaml", "indexes:\n  - sort_key: created_at\n    partition_key: tenant_id"),
  c("cache key ci", 'key: v1-deps-{{ checksum "package-lock.json" }}'),
  c("ttl settings", "password_reset_token_ttl: 3600\napi_token_length: 40"),
  c("tokenizer file", "loading tokenizer.json and special_tokens_map.json"),
  c("secret name k8s", "secretName: prod-db-credentials\nsecretKey: password"),
  c("bearer docs", 'curl -H "Authorization: Bearer <token>" https://api.acme.io/v1/me'),
  c("password hash compare", "if bcrypt.checkpw(password.encode(), user.password_hash):"),
  c("jwt header only", "header: eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9"),
  c("minified js", `var e=function(t){return t.token&&t.token.length>0},n="${r(12, ALNUM)}";`),
  c("go sum", `golang.org/x/crypto v0.21.0 h1:${r(43, BASE64)}=`),
  c("docker image id", `sha256:${r(64, HEX)}`),
  c("uuid request", `request_id=${uuid(HEX)} status=200 duration_ms=31`),
  c("aws account arn", "arn:aws:iam::123456789012:role/ci-deploy"),
  c("ssm param path", "aws ssm get-parameter --name /prod/app/db_password --with-decryption"),
  c("env reference compose", "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}"),
  c("github secret ref", "          password: ${{ secrets.REGISTRY_PASSWORD }}"),
  c("vault agent template", '{{ with secret "database/creds/app" }}{{ .Data.password }}{{ end }}'),
  c("empty env", "API_KEY=\nSECRET_KEY=\n"),
  c("placeholder angle", "export OPENAI_API_KEY=<paste-your-key>"),
  c("placeholder star", "Token: ****************************************"),
  c("masked key tail", "Using key sk-...7f3a (Default project)"),
  c("public key ed25519", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(43, BASE64)} ci@build`),
  c(
    "certificate fingerprint",
    `SHA256 Fingerprint=${Array.from({ length: 32 }, () => r(2, "0123456789ABCDEF")).join(":")}`,
  ),
  c("pgp fingerprint", `pub   rsa4096 2020-01-01 [SC]\n      ${r(40, "0123456789ABCDEF")}`),
  c("base64 png", `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${r(120, BASE64)}`),
  c("base64 text", `echo ${btoa("deploy finished at 10:42 on node 3")} | base64 -d`),
  c("hex color", "color: #3f8efc; background: #0b1220;"),
  c("version hashes", `v2.3.1-${r(7, HEX)}-dirty`),
  c("python hash literal", `EXPECTED = "${r(64, HEX)}"  # sha256 of the fixture`),
  c("terraform id", `id = "${r(8, LOWER_DIGITS)}-${r(4, LOWER_DIGITS)}"`),
  c(
    "password field html",
    '<input type="password" name="password" autocomplete="current-password">',
  ),
  c("token type", "token_type: Bearer\nexpires_in: 3599\nscope: read write"),
  c("prose about keys", "Keys rotate every 90 days; the old key stays valid for 24 hours."),
  c(
    "cat public file",
    `$ cat id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(43, BASE64)} me`,
  ),
  c("cat readme", "$ cat README.md\n# acme"),
  c("echo path", "$ echo $PATH\n/usr/local/bin:/usr/bin:/bin"),
  c(
    "wrapped prose",
    "This is a long sentence that goes on and on about the deployment pipeline settings\nand continues here.",
  ),
  c("two tokens on lines", `ids:\n${uuid(HEX)}\n${uuid(HEX)}`),
  c(
    "long url wrapped",
    `See https://docs.acme.io/guides/authentication/rotating-credentials-in-production-environments\nfor details.`,
  ),
  c("json with value key", '{"name": "region", "value": "eu-west-1"}'),
  c("postman plain var", '{"key": "baseUrl", "value": "https://api.acme.io", "enabled": true}'),
  c("column listing", "NAME        VALUE\nregion      eu-west-1\nretries     3"),
  c(
    "kubeadm no token",
    "kubeadm join 10.0.0.10:6443 --token <token> --discovery-token-ca-cert-hash sha256:<hash>",
  ),
  c("env fallback placeholder", 'API_TOKEN = os.getenv("API_TOKEN", "changeme")'),
  c("here string non secret", '$message = @"\nHello there\n"@'),
  c("jwk public", `{"kty":"EC","crv":"P-256","x":"${r(43, BASE64URL)}","y":"${r(43, BASE64URL)}"}`),
  c("htpasswd hash line", `admin:$apr1$${r(8, ALNUM)}$${r(22, BASE64)}`),
  c("aws sigv4 credential", "Credential=AKID/20240101/us-east-1/s3/aws4_request"),
];
