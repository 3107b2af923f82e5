/**
 * Corpus twelve: operations configuration — monitoring and log shippers, network daemons and
 * system files under /etc, mail and chat clients' dotfiles, tool credential files in the home
 * folder that earlier corpora did not show. Shapes: assignment.
 */
import {
  ALNUM,
  BASE64,
  BASE64URL,
  checked30,
  g,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function opsConfigs(): HeldOutSecret[] {
  return [
    S("assignment", "prometheus scrape basic auth and bearer", (k, add) =>
      `scrape_configs:
  - job_name: federate
    basic_auth:
      username: prom
      password: ${add(pwd(18).replace(/[#:]/g, "r"))}
  - job_name: cloud
    authorization:
      credentials: ${k(40, BASE64URL)}`),
    S("assignment", "alertmanager receivers", (k, add) =>
      `global:
  smtp_auth_username: alerts@example.org
  smtp_auth_password: '${add(pwd(18))}'
receivers:
  - name: oncall
    pagerduty_configs:
      - routing_key: ${k(32, HEX)}
    opsgenie_configs:
      - api_key: ${add(uuid())}`),
    S("assignment", "grafana datasource provisioning secure json", (_k, add) =>
      `apiVersion: 1
datasources:
  - name: Postgres
    type: postgres
    url: pg.internal:5432
    user: grafana
    secureJsonData:
      password: '${add(pwd(18))}'`),
    S("assignment", "grafana ini admin password", (_k, add) =>
      `[security]
admin_user = admin
admin_password = ${add(pwd(16).replace(/[;#]/g, "d"))}
secret_key = ${add(g(16))}`),
    S("assignment", "telegraf influxdb v2 output token", (k) =>
      `[[outputs.influxdb_v2]]
  urls = ["http://influx:8086"]
  token = "${k(86, BASE64URL)}=="
  organization = "home"
  bucket = "telegraf"`),
    S("assignment", "fluent bit output http passwd", (_k, add) =>
      `[OUTPUT]
    Name        es
    Match       kube.*
    Host        es.internal
    HTTP_User   fluent
    HTTP_Passwd ${add(pwd(16))}
    tls         On`),
    S("assignment", "fluentd match block password", (_k, add) =>
      `<match app.**>
  @type elasticsearch
  host es.internal
  user fluentd
  password ${add(g(20))}
</match>`),
    S("assignment", "logstash output password arrow", (_k, add) =>
      `output {
  elasticsearch {
    hosts => ["https://es.internal:9200"]
    user => "logstash_writer"
    password => "${add(pwd(16))}"
  }
}`),
    S("assignment", "vector toml sink auth", (k) =>
      `[sinks.datadog]
type = "datadog_logs"
inputs = ["app"]
default_api_key = "${k(32, HEX)}"`),
    S("assignment", "filebeat output elasticsearch password", (_k, add) =>
      `output.elasticsearch:
  hosts: ["es.internal:9200"]
  username: "beats"
  password: "${add(pwd(16))}"`),
    S("assignment", "datadog agent yaml api key", (k) =>
      `## @param api_key - string - required
api_key: ${k(32, HEX)}
site: datadoghq.eu`),
    S("assignment", "newrelic ini license key", (k) =>
      `[newrelic]
license_key = ${k(36, HEX)}NRAL
app_name = Shop API`),
    S("assignment", "otel collector exporter headers", (k) =>
      `exporters:
  otlphttp:
    endpoint: https://otlp.eu01.nr-data.net
    headers:
      api-key: ${k(36, HEX)}NRAL
  otlp/honeycomb:
    headers:
      x-honeycomb-team: ${k(22, ALNUM)}`),
    S("assignment", "sentry properties auth token", (k) =>
      `defaults.url=https://sentry.io/
defaults.org=shop
defaults.project=android
auth.token=sntryu_${k(64, HEX)}`),
    S("assignment", "haproxy userlist insecure password", (_k, add) =>
      `userlist stats_users
    user admin insecure-password ${add(pwd(16).replace(/ /g, "x"))}

listen stats
    bind :8404
    stats enable`),
    S("assignment", "keepalived vrrp auth pass", (k) =>
      `vrrp_instance VI_1 {
    state MASTER
    interface eth0
    virtual_router_id 51
    authentication {
        auth_type PASS
        auth_pass ${k(8)}
    }
}`),
    S(
      "assignment",
      "snmpd conf v3 user and community",
      (_k, add) =>
        `rocommunity ${add(g(16))} 10.0.0.0/8
createUser monitor SHA "${add(pwd(16))}" AES "${add(pwd(16))}"
rouser monitor priv`,
    ),
    S("assignment", "freeradius clients conf secret", (k) =>
      `client office-ap {
    ipaddr = 10.10.0.0/24
    secret = ${k(24)}
    shortname = ap
}`),
    S(
      "assignment",
      "postfix sasl_passwd map",
      (_k, add) =>
        `[smtp.sendgrid.net]:587 apikey:SG.${add(g(22, BASE64URL))}.${add(g(43, BASE64URL))}
[smtp.office365.com]:587 relay@corp.example:${add(pwd(16))}`,
    ),
    S(
      "assignment",
      "fstab cifs inline credentials",
      (_k, add) =>
        `//nas.lan/backup  /mnt/backup  cifs  username=backup,password=${
          add(pwd(16).replace(/[, ]/g, "w"))
        },uid=1000,_netdev  0  0`,
    ),
    S("assignment", "smb credentials file", (_k, add) =>
      `$ cat /etc/samba/.smbcredentials
username=scanner
password=${add(pwd(16))}
domain=CORP`),
    S("assignment", "ppp chap-secrets", (_k, add) =>
      `# Secrets for authentication using CHAP
# client        server  secret                  IP addresses
"dsl-4471932@isp.example"  *  "${add(pwd(14))}"  *`),
    S("assignment", "ddclient conf password", (k) =>
      `protocol=cloudflare, \\
zone=example.org, \\
ttl=1, \\
login=token, \\
password=${k(40, BASE64URL)} \\
home.example.org`),
    S("assignment", "ipsec secrets psk", (_k, add) =>
      `# /etc/ipsec.secrets
203.0.113.10 198.51.100.7 : PSK "${add(pwd(24).replace(/"/g, "p"))}"`),
    S("assignment", "nslcd bindpw", (_k, add) =>
      `uri ldaps://ldap.corp.example/
base dc=corp,dc=example
binddn cn=nslcd,ou=svc,dc=corp,dc=example
bindpw ${add(pwd(18).replace(/ /g, "b"))}`),
    S("assignment", "sssd ldap default authtok", (_k, add) =>
      `[domain/corp]
ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=example
ldap_default_authtok_type = password
ldap_default_authtok = ${add(pwd(18))}`),
    S("assignment", "msmtprc password line", (_k, add) =>
      `account        work
host           smtp.fastmail.com
port           465
tls            on
user           me@example.org
password       ${add(g(16, LOWER_DIGITS))}`),
    S("assignment", "muttrc imap and smtp pass", (_k, add) =>
      `set imap_user = "me@example.org"
set imap_pass = "${add(g(16, "abcdefghijklmnopqrstuvwxyz"))}"
set smtp_url = "smtps://me@example.org@smtp.example.org:465/"
set smtp_pass = "${add(g(16, "abcdefghijklmnopqrstuvwxyz"))}"`),
    S("assignment", "offlineimaprc remotepass", (_k, add) =>
      `[Repository Remote]
type = IMAP
remotehost = imap.example.org
remoteuser = me@example.org
remotepass = ${add(pwd(16))}`),
    S("assignment", "irssi sasl password", (_k, add) =>
      `servers = (
  {
    address = "irc.libera.chat";
    chatnet = "liberachat";
    port = "6697";
    use_tls = "yes";
    sasl_mechanism = "PLAIN";
    sasl_username = "devnick";
    sasl_password = "${add(pwd(16))}";
  }
);`),
    S("assignment", "zuliprc api key", (k) =>
      `[api]
email=ci-bot@chat.example.org
key=${k(32)}
site=https://chat.example.org`),
    S("assignment", "rclone conf s3 and drive token", (k) =>
      `[b2]
type = s3
provider = Other
access_key_id = 005${g(22, HEX)}
secret_access_key = K005${k(27)}

[gdrive]
type = drive
client_secret = GOCSPX-${k(28, BASE64URL)}
token = {"access_token":"ya29.${k(120, BASE64URL)}","token_type":"Bearer","refresh_token":"1//${
        k(100, BASE64URL)
      }","expiry":"2026-03-01T10:00:00Z"}`),
    S("assignment", "s3cmd config keys", (k) =>
      `[default]
access_key = AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
secret_key = ${k(40, BASE64)}
host_base = s3.amazonaws.com`),
    S("assignment", "boto config credentials", (k) =>
      `[Credentials]
gs_access_key_id = GOOG1E${g(55, UPPER_DIGITS)}
gs_secret_access_key = ${k(40, BASE64)}`),
    S("assignment", "gcloud application default credentials json", (k) =>
      `{
  "account": "",
  "client_id": "${g(12, "0123456789")}-${g(32, LOWER_DIGITS)}.apps.googleusercontent.com",
  "client_secret": "GOCSPX-${k(28, BASE64URL)}",
  "refresh_token": "1//${k(100, BASE64URL)}",
  "type": "authorized_user"
}`),
    S("assignment", "wrangler config oauth token toml", (k) =>
      `oauth_token = "${k(43, BASE64URL)}"
expiration_time = "2026-03-01T11:00:00.000Z"
refresh_token = "${k(43, BASE64URL)}"
scopes = [ "account:read", "user:read", "workers:write" ]`),
    S("assignment", "gh hosts yml oauth token", (_k, add) =>
      `github.com:
    users:
        octo-dev:
            oauth_token: gho_${add(checked30())}
    git_protocol: https
    user: octo-dev`),
    S("assignment", "terraformrc credentials block", (k) =>
      `credentials "app.terraform.io" {
  token = "${k(14)}.atlasv1.${k(67)}"
}`),
    S("assignment", "condarc channel with token", (k) =>
      `channels:
  - https://conda.anaconda.org/t/${g(2, "abcdef")}-${k(32, HEX)}/corp
  - conda-forge`),
    S(
      "assignment",
      "git config http extraheader basic",
      (_k, add) =>
        `[http "https://dev.azure.com/"]
	extraheader = AUTHORIZATION: basic ${add(btoa(":" + g(52, "abcdefghijklmnopqrstuvwxyz234567")))}`,
    ),
    S("assignment", "git credentials store file", (_k, add) =>
      `$ cat ~/.git-credentials
https://oauth2:${add(g(20, ALNUM + "_-"))}@gitlab.corp.example
https://bot:${add(g(40, HEX))}@git.example.org`),
    S("assignment", "bunfig scoped registry token", (k) =>
      `[install.scopes]
"@corp" = { token = "${k(40, HEX)}", url = "https://npm.corp.example/" }`),
    S(
      "assignment",
      "deno auth tokens env",
      (k) =>
        `export DENO_AUTH_TOKENS=${k(40, HEX)}@deno.corp.example;bot:${
          k(24)
        }@raw.githubusercontent.com`,
    ),
    S("assignment", "cabal config hackage password", (_k, add) =>
      `repository hackage.haskell.org
  url: http://hackage.haskell.org/
username: devnick
password: ${add(pwd(16))}`),
    S("assignment", "fastlane env match password", (_k, add) =>
      `MATCH_PASSWORD=${add(pwd(20))}
FASTLANE_USER=ios@example.org
FASTLANE_PASSWORD=${add(pwd(16))}
FASTLANE_SESSION=`),
    S("assignment", "xcconfig api key setting", (k) =>
      `// Secrets.xcconfig
PRODUCT_BUNDLE_IDENTIFIER = org.example.shop
REVENUECAT_API_KEY = sk_${k(32)}
SENTRY_AUTH_TOKEN = sntryu_${k(64, HEX)}`),
    S(
      "assignment",
      "gradle properties signing",
      (_k, add) =>
        `signing.keyId=${g(8, HEX.toUpperCase())}
signing.password=${add(pwd(16))}
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
ossrhPassword=${add(pwd(18))}`,
    ),
  ];
}
