/**
 * Held-out corpus seven (see _heldout_seven.ts): secrets in HTTP headers and command lines (shell
 * history, tool calls, curl -v and set -x traces).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { alnumPass, base64, g, hex, pass, S } from "./_heldout_seven_make.ts";

const a = Array.from({ length: 30 }, () => alnumPass(18));
const q = Array.from({ length: 12 }, () => pass(14));
const opaque = g(40);
const cookie = g(64);
const nextSession = g(180);
const apim = hex(32);
const vaultTok = g(26);
const googKey = "AIza" + g(35);

export const SEVEN_LINE_SECRETS: readonly HeldOutSecret[] = [
  S(
    "command",
    "authorization bearer curl",
    `curl -sS https://api.acme.dev/v1/invoices -H "Authorization: Bearer ${opaque}" | jq '.data[0]'`,
    opaque,
  ),
  S(
    "command",
    "authorization basic header",
    `> GET /service/rest/v1/repositories HTTP/1.1\n> Host: nexus.acme.internal\n> Authorization: Basic ${
      base64("admin:" + a[12])
    }\n> User-Agent: curl/8.5.0`,
    base64("admin:" + a[12]),
  ),
  S(
    "command",
    "authorization token scheme",
    `http GET https://api.acme.dev/me 'Authorization:Token token="${a[13]}"'`,
    a[13]!,
  ),
  S(
    "command",
    "cookie header session",
    `curl 'https://app.acme.dev/api/projects' -H 'cookie: _ga=GA1.1.1234567890.1764200000; sessionid=${cookie}; csrftoken=${
      g(32)
    }'`,
    cookie,
  ),
  S(
    "output",
    "set-cookie next auth session",
    `< HTTP/2 200\n< set-cookie: __Secure-next-auth.session-token=${nextSession}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    nextSession,
  ),
  S(
    "command",
    "apim subscription key",
    `curl "https://api.acme.dev/orders/v1/42" -H "Ocp-Apim-Subscription-Key: ${apim}"`,
    apim,
  ),
  S(
    "command",
    "vault token header",
    `curl --header "X-Vault-Token: hvs.${vaultTok}" https://vault.acme.internal:8200/v1/secret/data/app`,
    vaultTok,
  ),
  S(
    "command",
    "x-goog-api-key header",
    `curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent" -H "x-goog-api-key: ${googKey}" -H "Content-Type: application/json" -d @body.json`,
    googKey,
  ),
  S(
    "command",
    "custom x-api-key header",
    `curl -X POST https://ingest.acme.dev/v1/events -H 'X-API-Key: ${
      a[14]
    }' -d '{"event":"signup"}'`,
    a[14]!,
  ),
  S(
    "command",
    "proxy authorization header",
    `Proxy-Authorization: Basic ${base64("proxyuser:" + a[15])}`,
    base64("proxyuser:" + a[15]),
  ),
  S(
    "command",
    "mysql -p attached",
    `$ mysql -h 127.0.0.1 -u root -p${a[16]} -e "SHOW DATABASES;"`,
    a[16]!,
  ),
  S(
    "command",
    "mysql --password=",
    `mysqldump --user=backup --password='${q[1]}' --single-transaction shop > shop.sql`,
    q[1]!,
  ),
  S(
    "command",
    "pgpassword env prefix",
    `PGPASSWORD='${q[2]}' pg_dump -h db.acme.internal -U admin -Fc orders > orders.dump`,
    q[2]!,
  ),
  S(
    "command",
    "redis-cli -a",
    `$ redis-cli -h cache.acme.internal -a '${q[3]}' --no-auth-warning INFO keyspace`,
    q[3]!,
  ),
  S(
    "command",
    "curl -u user password",
    `curl -u admin:${
      a[17]
    } -X PUT "https://es.acme.internal:9200/_cluster/settings" -H 'Content-Type: application/json'`,
    a[17]!,
  ),
  S(
    "command",
    "docker login -p",
    `docker login registry.gitlab.com -u gitlab-ci-token -p ${a[18]}`,
    a[18]!,
  ),
  S(
    "command",
    "helm repo add password",
    `helm repo add acme https://charts.acme.internal --username ci --password ${a[19]}`,
    a[19]!,
  ),
  S(
    "command",
    "git clone with oauth2 token",
    `git clone https://oauth2:${a[20]}@gitlab.acme.internal/platform/terraform-modules.git`,
    a[20]!,
  ),
  S(
    "command",
    "az login service principal",
    `az login --service-principal -u http://acme-ci -p ${q[4]} --tenant acme.onmicrosoft.com`,
    q[4]!,
  ),
  S(
    "command",
    "sshpass",
    `sshpass -p '${q[5]}' ssh -o StrictHostKeyChecking=no pi@192.168.1.40 'sudo reboot'`,
    q[5]!,
  ),
  S(
    "command",
    "sqlcmd -P",
    `sqlcmd -S localhost,1433 -U sa -P '${q[6]}' -Q "SELECT name FROM sys.databases"`,
    q[6]!,
  ),
  S(
    "command",
    "docker run -e password",
    `docker run -d --name mssql -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=${
      q[7]
    }" -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest`,
    q[7]!,
  ),
  S("command", "htpasswd -b", `htpasswd -bc /etc/nginx/.htpasswd admin '${q[8]}'`, q[8]!),
  S(
    "command",
    "wget password",
    `wget --user=mirror --password=${
      a[21]
    } https://downloads.acme.internal/releases/agent-3.2.tar.gz`,
    a[21]!,
  ),
  S(
    "command",
    "kubectl create secret literal",
    `kubectl create secret generic api-keys --from-literal=STRIPE_KEY=${
      a[22]
    } --from-literal=SENDGRID_KEY=${a[23]} -n prod`,
    a[22]!,
    a[23]!,
  ),
  S(
    "command",
    "gh secret set body",
    `gh secret set DEPLOY_TOKEN --body "${a[24]}" --repo acme/web`,
    a[24]!,
  ),
  S(
    "command",
    "shell history export lines",
    `$ history | tail -4\n  512  export AWS_PROFILE=prod\n  513  export API_TOKEN=${
      a[25]
    }\n  514  ./scripts/sync.sh --dry-run\n  515  history | tail -4`,
    a[25]!,
  ),
  S(
    "command",
    "set -x trace with header",
    `+ curl -fsS -H 'Authorization: token ${
      a[26]
    }' https://api.github.com/repos/acme/web/releases/latest\n+ jq -r .tag_name`,
    a[26]!,
  ),
  S(
    "command",
    "openssl pass argument",
    `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${q[9]}`,
    q[9]!,
  ),
  S(
    "command",
    "java keystore password",
    `keytool -importcert -alias acme-root -file root.crt -keystore truststore.jks -storepass ${
      q[10]
    } -noprompt`,
    q[10]!,
  ),
  S(
    "command",
    "npm config set auth",
    `npm config set //npm.acme.internal/:_auth ${base64("ci:" + a[27])}`,
    base64("ci:" + a[27]),
  ),
  S(
    "command",
    "gradle -P credentials",
    `./gradlew publish -PmavenUser=ci -PmavenPassword=${a[28]}`,
    a[28]!,
  ),
  S(
    "command",
    "mongosh password flag",
    `mongosh "mongodb://mongo.acme.internal:27017/admin" --username root --password ${a[29]}`,
    a[29]!,
  ),
  S(
    "command",
    "rabbitmqctl add user",
    `rabbitmqctl add_user orders '${q[11]}' && rabbitmqctl set_user_tags orders monitoring`,
    q[11]!,
  ),
];
