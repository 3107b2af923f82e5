/** Held-out corpus eight: HTTP headers, curl/httpie/wget/PowerShell commands, shell history. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { AN, b64, B64URL, g, HEX, LD, mixed, pw, sec, uuid } from "./_heldout_eight_make.ts";

export const EIGHT_COMMANDS: readonly HeldOutSecret[] = [
  sec(
    "command",
    "authorization bearer header",
    [g(48, B64URL)],
    ([a]) => `Authorization: Bearer ${a}`,
  ),
  sec(
    "command",
    "basic auth header",
    [b64("deploy:" + pw(14))],
    ([a]) =>
      `GET /api/v1/status HTTP/1.1\nHost: ci.acme.io\nAuthorization: Basic ${a}\nAccept: */*`,
  ),
  sec(
    "command",
    "x-api-key header curl",
    [g(40, AN)],
    ([a]) => `curl -s https://api.acme.io/v2/reports -H 'x-api-key: ${a}' | jq .`,
  ),
  sec(
    "command",
    "cookie session header",
    [g(64, B64URL)],
    ([a]) => `Cookie: _ga=GA1.1.1234.5678; session=${a}; theme=dark`,
  ),
  sec(
    "command",
    "curl user flag",
    [pw(14)],
    ([a]) => `curl -u admin:'${a}' -X DELETE https://es.acme.io:9200/logs-2026.10`,
  ),
  sec(
    "command",
    "httpie auth",
    [pw(14)],
    ([a]) => `http -a jenkins:${a} POST https://ci.acme.io/job/nightly/build`,
  ),
  sec(
    "command",
    "httpie header",
    [g(40, AN)],
    ([a]) => `http GET https://api.acme.io/me 'Authorization:Token ${a}'`,
  ),
  sec(
    "command",
    "wget header",
    [g(36, AN)],
    ([a]) =>
      `wget --header="PRIVATE-TOKEN: ${a}" https://gitlab.acme.io/api/v4/projects/12/jobs/artifacts/main/download?job=build`,
  ),
  sec(
    "command",
    "wget password flag",
    [pw(14)],
    ([a]) => `wget --user=ci --password=${a} https://nexus.acme.io/repository/raw/tool.tgz`,
  ),
  sec(
    "command",
    "invoke restmethod headers",
    [g(52, "abcdefghijklmnopqrstuvwxyz234567")],
    ([a]) =>
      `$headers = @{ Authorization = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":${a}")) }\nInvoke-RestMethod -Uri "https://dev.azure.com/acme/_apis/projects" -Headers $headers`,
  ),
  sec(
    "command",
    "powershell securestring",
    [pw(16)],
    ([a]) =>
      `$pw = ConvertTo-SecureString "${a}" -AsPlainText -Force\n$cred = New-Object PSCredential("ACME\\svc_build", $pw)`,
  ),
  sec("command", "setx windows", [g(40, AN)], ([a]) => `setx SONAR_TOKEN "${a}"`),
  sec("command", "cmd set", [pw(14)], ([a]) => `C:\\> set DB_PASS=${a}\nC:\\> run-migrations.bat`),
  sec("command", "fish set", [g(40, AN)], ([a]) => `set -gx OPENAI_KEY ${a}`),
  sec(
    "command",
    "shell history numbered",
    [pw(16)],
    ([a]) => `  501  cd ~/src/api\n  502  mysql -u root -p${a} shop < dump.sql\n  503  git status`,
  ),
  sec(
    "command",
    "docker run env flags",
    [pw(16)],
    ([a]) => `docker run -d -e POSTGRES_PASSWORD=${a} -p 5432:5432 postgres:16`,
  ),
  sec(
    "command",
    "kubectl create secret literal",
    [pw(18)],
    ([a]) =>
      `kubectl create secret generic db --from-literal=username=app --from-literal=password=${a} -n prod`,
  ),
  sec(
    "command",
    "gh secret set body",
    [g(40, AN)],
    ([a]) => `gh secret set FLY_API_TOKEN --body "${a}" --repo acme/web`,
  ),
  sec(
    "command",
    "heroku config set",
    [g(48, HEX)],
    ([a]) => `heroku config:set SECRET_KEY_BASE=${a} -a acme-web`,
  ),
  sec(
    "command",
    "aws configure set",
    [g(40, AN + "/+")],
    ([a]) => `aws configure set aws_secret_access_key ${a} --profile ci`,
  ),
  sec(
    "command",
    "mysqldump password flag",
    [pw(14)],
    ([a]) => `mysqldump --user=backup --password='${a}' --single-transaction shop > shop.sql`,
  ),
  sec(
    "command",
    "redis cli auth flag",
    [pw(20)],
    ([a]) => `redis-cli -h cache.acme.internal -a '${a}' --no-auth-warning INFO memory`,
  ),
  sec(
    "command",
    "openssl pass",
    [pw(16)],
    ([a]) =>
      `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${a}`,
  ),
  sec(
    "command",
    "htpasswd batch",
    [pw(14)],
    ([a]) => `htpasswd -bc /etc/nginx/.htpasswd admin ${a}`,
  ),
  sec(
    "command",
    "npm config set token",
    [g(36, AN)],
    ([a]) => `npm config set //npm.pkg.github.com/:_authToken ghp_${a}`,
  ),
  sec(
    "command",
    "docker login password flag",
    [pw(16)],
    ([a]) => `docker login registry.acme.io -u ci -p ${a}`,
  ),
  sec(
    "command",
    "vault kv put",
    [pw(18), mixed(16)],
    ([a, b]) => `vault kv put secret/payments stripe_key=${b} db_password=${a}`,
  ),
  sec(
    "command",
    "gcloud secrets create piped",
    [g(48, B64URL)],
    ([a]) => `echo -n "${a}" | gcloud secrets versions add api-signing-key --data-file=-`,
  ),
  sec(
    "command",
    "ssh-keygen passphrase flag",
    [pw(18)],
    ([a]) => `ssh-keygen -t ed25519 -N '${a}' -f ~/.ssh/deploy`,
  ),
  sec(
    "command",
    "psql pgpassword prefix",
    [pw(14)],
    ([a]) => `PGPASSWORD=${a} psql -h db -U postgres -c 'select 1'`,
  ),
  sec(
    "command",
    "x-auth-token sent by python requests",
    [uuid()],
    ([a]) => `requests.get(url, headers={"X-Auth-Token": "${a}"})`,
  ),
  sec(
    "command",
    "proxy-authorization header",
    [b64("svc:" + pw(12))],
    ([a]) => `Proxy-Authorization: Basic ${a}`,
  ),
  sec(
    "command",
    "curl data form password",
    [pw(14, "!*-_.~")],
    ([a]) =>
      `curl -X POST https://auth.acme.io/oauth/token -d grant_type=password -d username=ci@acme.io -d password=${a} -d client_id=cli`,
  ),
  sec(
    "command",
    "curl client credentials",
    [g(40, LD)],
    ([a]) =>
      `curl -X POST https://login.acme.io/oauth2/token -d 'grant_type=client_credentials&client_id=reporting&client_secret=${a}'`,
  ),
];
