/**
 * Corpus twelve: the secret's name and its value in different fields or lines — `name`/`value`
 * objects (Kubernetes env, ECS, App Service settings, CloudFormation parameters, Postman and
 * Insomnia exports), HTML forms and tables, request files of HTTP clients (`.http`, Bruno,
 * HTTPie sessions), key and value in alternating plist and XML elements. Shapes: assignment,
 * output.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  pwd,
  S,
  uuid,
} from "./_heldout_twelve_make.ts";

export function namedPairs(): HeldOutSecret[] {
  return [
    S("assignment", "kubernetes env name and value lines", (_k, add) =>
      `        env:
        - name: SPRING_PROFILES_ACTIVE
          value: prod
        - name: SPRING_DATASOURCE_PASSWORD
          value: "${add(pwd(20))}"
        - name: JAVA_OPTS
          value: -Xmx512m`),
    S("assignment", "ecs task definition environment array", (k) =>
      `"containerDefinitions": [{
  "name": "api",
  "environment": [
    { "name": "NODE_ENV", "value": "production" },
    { "name": "JWT_SIGNING_KEY", "value": "${k(64, BASE64URL)}" }
  ]
}]`),
    S("assignment", "app service settings json array", (_k, add) =>
      `[
  { "name": "ASPNETCORE_ENVIRONMENT", "slotSetting": false, "value": "Production" },
  { "name": "SmtpPassword", "slotSetting": true, "value": "${add(pwd(18))}" }
]`),
    S("assignment", "cloudformation parameters file", (_k, add) =>
      `[
  { "ParameterKey": "Environment", "ParameterValue": "prod" },
  { "ParameterKey": "MasterUserPassword", "ParameterValue": "${add(pwd(20))}" }
]`),
    S("assignment", "postman environment export values", (k) =>
      `{
  "id": "${uuid()}",
  "name": "Shop prod",
  "values": [
    { "key": "baseUrl", "value": "https://api.shop.example", "enabled": true },
    { "key": "apiKey", "value": "${k(40)}", "type": "secret", "enabled": true }
  ]
}`),
    S("assignment", "postman collection bearer auth block", (k) =>
      `"auth": {
  "type": "bearer",
  "bearer": [ { "key": "token", "value": "${k(48, BASE64URL)}", "type": "string" } ]
}`),
    S(
      "assignment",
      "insomnia export environment data",
      (_k, add) =>
        `{ "_type": "environment", "name": "Base Environment", "data": { "host": "api.example.org", "client_secret": "${
          add(g(48, ALNUM))
        }" } }`,
    ),
    S(
      "assignment",
      "vs code rest client http file variable",
      (k) =>
        `@baseUrl = https://api.example.org
@token = ${k(44, BASE64URL)}

### list orders
GET {{baseUrl}}/orders
Authorization: Bearer {{token}}`,
    ),
    S("assignment", "bruno request file auth block", (k) =>
      `meta {
  name: Create order
  type: http
}

post {
  url: {{baseUrl}}/orders
  auth: bearer
}

auth:bearer {
  token: ${k(40)}
}`),
    S("assignment", "bruno environment vars secret", (_k, add) =>
      `vars {
  baseUrl: https://api.example.org
}
vars:secret [
  apiKey
]
# local override pasted by mistake
apiKey: ${add(g(36, ALNUM))}`),
    S("assignment", "httpie session json", (k) =>
      `{
  "auth": { "type": "bearer", "raw_auth": "${k(40, BASE64URL)}" },
  "cookies": [],
  "headers": []
}`),
    S("assignment", "plist key and string elements", (k) =>
      `<dict>
	<key>CFBundleIdentifier</key>
	<string>org.example.shop</string>
	<key>AlgoliaAdminKey</key>
	<string>${k(32, HEX)}</string>
</dict>`),
    S("assignment", "android strings xml resource", (k) =>
      `<resources>
    <string name="app_name">Shop</string>
    <string name="backend_client_secret" translatable="false">${k(40, BASE64URL)}</string>
</resources>`),
    S("assignment", "html hidden input value", (k) =>
      `<form method="post" action="/admin/rotate">
  <input type="hidden" name="api_secret" value="${k(48, HEX)}">
  <button>Rotate</button>
</form>`),
    S(
      "assignment",
      "html password input with value attribute",
      (_k, add) =>
        `<label>Password <input type="password" name="password" value="${
          add(pwd(16).replace(/["&<>]/g, "h"))
        }" autocomplete="off"></label>`,
    ),
    S("output", "html table of credentials", (_k, add) =>
      `<table>
  <tr><th>Service</th><th>User</th><th>Password</th></tr>
  <tr><td>Router</td><td>admin</td><td>${add(pwd(14).replace(/[<&]/g, "t"))}</td></tr>
  <tr><td>NAS</td><td>root</td><td>${add(pwd(14).replace(/[<&]/g, "t"))}</td></tr>
</table>`),
    S("output", "aws ssm get-parameters-by-path json", (_k, add) =>
      `{
    "Parameters": [
        { "Name": "/shop/prod/DB_USER", "Type": "String", "Value": "shop", "Version": 1 },
        { "Name": "/shop/prod/DB_PASS", "Type": "SecureString", "Value": "${
        add(pwd(20))
      }", "Version": 4 }
    ]
}`),
    S("output", "heroku config json output", (k) =>
      `$ heroku config --json -a shop-web
{
  "REDIS_URL": "rediss://:p${k(64, HEX)}@ec2-54-1-2-3.compute-1.amazonaws.com:12345",
  "RAILS_MASTER_KEY": "${k(32, HEX)}"
}`),
    S(
      "output",
      "vercel env pull written file",
      (k, add) =>
        `$ vercel env pull .env.local && cat .env.local
# Created by Vercel CLI
NEXTAUTH_SECRET="${add(g(43, BASE64))}="
POSTGRES_PASSWORD="${add(g(12, ALNUM))}"
VERCEL_OIDC_TOKEN="${jwt({ iss: "https://oidc.vercel.com/shop", sub: "owner:shop" }, "RS256", k)}"`,
    ),
    S("output", "consul kv export base64 values", (_k, add) =>
      `[
  { "key": "shop/config/log_level", "flags": 0, "value": "${b64("debug")}" },
  { "key": "shop/config/stripe_secret", "flags": 0, "value": "${add(b64("rk_live_" + g(99)))}" }
]`),
    S("assignment", "terraform variable default", (_k, add) =>
      `variable "admin_password" {
  type      = string
  sensitive = true
  default   = "${add(pwd(20).replace(/["$%]/g, "t"))}"
}`),
    S("assignment", "github actions workflow env inline secret", (k) =>
      `jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      NETLIFY_AUTH_TOKEN: nfp_${k(36)}
      NETLIFY_SITE_ID: ${uuid()}`),
    S("assignment", "docker compose secrets environment list form", (_k, add) =>
      `    environment:
      - POSTGRES_USER=keycloak
      - POSTGRES_PASSWORD=${add(pwd(18).replace(/[$]/g, "d"))}
      - KC_HOSTNAME=auth.example.org`),
    S("assignment", "ini with spaces inside the key name", (_k, add) =>
      `[Connection]
Server Name = sql01
Login Name = report
Login Password = ${add(pwd(16))}`),
    S(
      "assignment",
      "csv export of a password manager",
      (_k, add) =>
        `name,url,username,password,note
GitLab,https://gitlab.corp.example,jdoe,${add(pwd(16).replace(/[,"]/g, "c"))},
Jira,https://jira.corp.example,jdoe,${add(pwd(16).replace(/[,"]/g, "c"))},"2FA on phone"`,
    ),
    S("assignment", "keepass xml entry", (_k, add) =>
      `<Entry>
	<String><Key>Title</Key><Value>Prod DB</Value></String>
	<String><Key>UserName</Key><Value>postgres</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">${
        add(pwd(20).replace(/[<&]/g, "k"))
      }</Value></String>
</Entry>`),
    S(
      "assignment",
      "windows registry export string value",
      (_k, add) =>
        `Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\prod-bastion]
"HostName"="bastion.corp.example"
"ProxyPassword"="${add(pwd(16).replace(/["\\]/g, "r"))}"`,
    ),
    S("assignment", "winscp ini stored session", (_k, add) =>
      `[Sessions\\deploy@sftp.example.org]
HostName=sftp.example.org
UserName=deploy
PasswordPlain=${add(pwd(16))}`),
    S("assignment", "filezilla sitemanager base64 pass", (_k, add) =>
      `<Server>
  <Host>ftp.example.org</Host>
  <Port>21</Port>
  <User>upload</User>
  <Pass encoding="base64">${add(b64(pwd(16)))}</Pass>
</Server>`),
    S("assignment", "dbeaver data sources json", (_k, add) =>
      `"postgres-jdbc-18f1": {
  "provider": "postgresql",
  "configuration": {
    "host": "pg.internal", "database": "shop",
    "auth-model": "native",
    "user": "analyst", "password": "${add(pwd(18))}"
  }
}`),
    S("assignment", "datagrip style jdbc properties list", (_k, add) =>
      `user=analyst
password=${add(pwd(18))}
ssl=true
sslmode=verify-full`),
    S("assignment", "mcp server config env block", (k) =>
      `{
  "mcpServers": {
    "linear": {
      "command": "npx",
      "args": ["-y", "linear-mcp"],
      "env": { "LINEAR_API_KEY": "lin_api_${k(40)}" }
    }
  }
}`),
    S("assignment", "vs code settings extension token", (k) =>
      `{
  "editor.fontSize": 14,
  "sonarlint.connectedMode.connections.sonarqube": [
    { "serverUrl": "https://sonar.corp.example", "token": "squ_${k(40, HEX)}" }
  ]
}`),
    S("assignment", "jetbrains http client private env", (_k, add) =>
      `{
  "prod": {
    "username": "api-admin",
    "password": "${add(pwd(18))}"
  }
}`),
    S("assignment", "openapi example with a real looking key", (k) =>
      `components:
  securitySchemes:
    ApiKeyAuth: { type: apiKey, in: header, name: X-API-Key }
# tested with:
x-test-credentials:
  apiKey: ${k(40, BASE64)}`),
    S(
      "assignment",
      "ldif userpassword plain",
      (_k, add) =>
        `dn: uid=svc-backup,ou=services,dc=corp,dc=example
objectClass: inetOrgPerson
uid: svc-backup
userPassword: ${add(pwd(18))}`,
    ),
    S(
      "assignment",
      "ldif userpassword base64 double colon",
      (_k, add) =>
        `dn: uid=svc-mail,ou=services,dc=corp,dc=example
userPassword:: ${add(b64(pwd(18)))}`,
    ),
    S("assignment", "key value table in markdown with two columns", (k) =>
      `| Setting | Value |
| --- | --- |
| Region | eu-central-1 |
| Webhook secret | \`${k(40, HEX)}\` |`),
    S("assignment", "yaml list of maps with key and secret fields", (k) =>
      `clients:
  - id: mobile-app
    secret: ${k(40, BASE64URL)}
  - id: partner-portal
    secret: ${k(40, BASE64URL)}`),
    S(
      "assignment",
      "json with value under a sibling description",
      (k) =>
        `{ "description": "Signing key for webhooks", "value": "${
          k(44, BASE64)
        }", "rotated": "2026-02-01" }`,
    ),
  ];
}
