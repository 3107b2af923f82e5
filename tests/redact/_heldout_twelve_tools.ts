/**
 * Corpus twelve: what tools print — secret managers revealing a value, bootstrap commands of
 * self-hosted services printing their first credentials, CLIs that show a token once, key
 * generators' output. Shapes: output.
 */
import {
  ALNUM,
  b64,
  BASE32,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  phrase,
  pwd,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function toolOutput(): HeldOutSecret[] {
  return [
    S(
      "output",
      "vault operator init unseal keys and root token",
      (k) =>
        `$ vault operator init -key-shares=3 -key-threshold=2
Unseal Key 1: ${k(44, BASE64)}
Unseal Key 2: ${k(44, BASE64)}
Unseal Key 3: ${k(44, BASE64)}

Initial Root Token: hvs.${k(24)}

Vault initialized with 3 key shares and a key threshold of 2.`,
    ),
    S(
      "output",
      "vault kv get table with a password field",
      (k, add) =>
        `$ vault kv get secret/billing/db
====== Data ======
Key         Value
---         -----
password    ${add(pwd(20))}
username    billing_rw
api_token   ${k(32, LOWER_DIGITS)}`,
    ),
    S("output", "consul acl bootstrap secret id", (_k, add) =>
      `$ consul acl bootstrap
AccessorID:       ${uuid()}
SecretID:         ${add(uuid())}
Description:      Bootstrap Token (Global Management)
Local:            false`),
    S("output", "nomad acl bootstrap secret id", (_k, add) =>
      `Accessor ID  = ${uuid()}
Secret ID    = ${add(uuid())}
Name         = Bootstrap Token
Type         = management
Global       = true`),
    S(
      "output",
      "mysqld log temporary root password",
      (_k, add) =>
        `2026-03-02T10:14:07.118202Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: ${
          add(pwd(12))
        }`,
    ),
    S(
      "output",
      "elasticsearch first start elastic password and enrollment token",
      (k, add) =>
        `✅ Elasticsearch security features have been automatically configured!
ℹ️  Password for the elastic user (reset with \`bin/elasticsearch-reset-password -u elastic\`):
  ${add(g(20, ALNUM + "*_=+-"))}

ℹ️  Configure Kibana to use this cluster:
• Run Kibana and click the configuration link in the terminal when Kibana starts.
• Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):
  ${k(180, BASE64)}=`,
    ),
    S("output", "argocd initial admin password", (k) =>
      `$ argocd admin initial-password -n argocd
${k(16, ALNUM + "-")}

 This password must be only used for first time login. We strongly recommend you update the password using \`argocd account update-password\`.`),
    S(
      "output",
      "jenkins initial admin password from docker logs",
      (k) =>
        `jenkins-1  | *************************************************************
jenkins-1  | Jenkins initial setup is required. An admin user has been created and a password generated.
jenkins-1  | Please use the following password to proceed to installation:
jenkins-1  |
jenkins-1  | ${k(32, HEX)}
jenkins-1  |
jenkins-1  | This may also be found at: /var/jenkins_home/secrets/initialAdminPassword`,
    ),
    S(
      "output",
      "gitlab initial root password file",
      (k) =>
        `$ sudo cat /etc/gitlab/initial_root_password
# WARNING: This value is valid only in the following conditions
#          1. If provided manually (either via \`GITLAB_ROOT_PASSWORD\` environment variable or via \`gitlab_rails['initial_root_password']\` setting in \`gitlab.rb\`, it was provided before database was seeded for the first time (usually, the first reconfigure run).
#          2. Password hasn't been changed manually, either via UI or via command line.

Password: ${k(44, BASE64)}=

# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours.`,
    ),
    S("output", "aws sts assume-role json credentials", (k) =>
      `{
    "Credentials": {
        "AccessKeyId": "ASIA${g(16, BASE32)}",
        "SecretAccessKey": "${k(40, BASE64)}",
        "SessionToken": "IQoJb3JpZ2luX2VjE${k(300, BASE64)}",
        "Expiration": "2026-04-01T12:00:00+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA${g(17, BASE32)}:ci-deploy",
        "Arn": "arn:aws:sts::${g(12, DIGITS)}:assumed-role/deployer/ci-deploy"
    }
}`),
    S("output", "aws secretsmanager get-secret-value with escaped json string", (_k, add) =>
      `{
    "ARN": "arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/orders/db-${g(6)}",
    "Name": "prod/orders/db",
    "VersionId": "${uuid()}",
    "SecretString": "{\\"username\\":\\"orders\\",\\"password\\":\\"${
        add(pwd(24))
      }\\",\\"host\\":\\"orders.cluster-ro.internal\\"}",
    "CreatedDate": "2026-01-11T09:12:44.120000+01:00"
}`),
    S(
      "output",
      "aws ssm get-parameter with decryption",
      (k) =>
        `$ aws ssm get-parameter --name /prod/stripe/secret --with-decryption --query Parameter.Value --output text
sk_live_${k(99)}`,
    ),
    S("output", "az ad sp create-for-rbac json password", (_k, add) =>
      `{
  "appId": "${uuid()}",
  "displayName": "gh-actions-deployer",
  "password": "${add(g(3) + g(1, DIGITS) + "Q~" + g(34, ALNUM + "_~.-"))}",
  "tenant": "${uuid()}"
}`),
    S("output", "az keyvault secret show value", (k) =>
      `{
  "attributes": { "enabled": true, "recoverableDays": 90 },
  "id": "https://kv-shop-prod.vault.azure.net/secrets/SqlAdminPassword/${g(32, HEX)}",
  "name": "SqlAdminPassword",
  "value": "${k(22, ALNUM + "!@#")}"
}`),
    S(
      "output",
      "gcloud secrets versions access",
      (k) =>
        `$ gcloud secrets versions access latest --secret=sendgrid-key
SG.${k(22, BASE64URL)}.${k(43, BASE64URL)}`,
    ),
    S("output", "gcloud auth print-access-token", (k) =>
      `$ gcloud auth print-access-token
ya29.${k(180, BASE64URL)}`),
    S(
      "output",
      "gcloud service account key then cat of the json",
      (k) =>
        `$ gcloud iam service-accounts keys create key.json --iam-account=ci@shop-prod.iam.gserviceaccount.com
created key [${g(40, HEX)}] of type [json] as [key.json] for [ci@shop-prod.iam.gserviceaccount.com]
$ cat key.json
{
  "type": "service_account",
  "project_id": "shop-prod",
  "private_key_id": "${g(40, HEX)}",
  "private_key": "-----BEGIN ${"PRIV"}ATE KEY-----\\n${k(64, BASE64)}\\n${k(64, BASE64)}\\n${
          k(64, BASE64)
        }\\n${k(24, BASE64)}=\\n-----END ${"PRIV"}ATE KEY-----\\n",
  "client_email": "ci@shop-prod.iam.gserviceaccount.com",
  "client_id": "${g(21, DIGITS)}"
}`,
    ),
    S(
      "output",
      "op item get with reveal",
      (_k, add) =>
        `$ op item get "Staging DB" --fields label=password --reveal
${add(pwd(26))}`,
    ),
    S("output", "bitwarden cli get password", (_k, add) =>
      `$ bw get password 'AWS root (billing)'
${add(pwd(30))}`),
    S("output", "pass show with extra lines", (_k, add) =>
      `$ pass show work/vpn
${add(pwd(18))}
username: m.keller
otp: otpauth://totp/vpn:m.keller?secret=${
        add(g(32, UPPER_DIGITS.replace(/[0189]/g, "")))
      }&issuer=vpn`),
    S(
      "output",
      "macos security find-generic-password -w",
      (_k, add) =>
        `$ security find-generic-password -s "docker-credential-desktop" -a "team-bot" -w
${add(pwd(22))}`,
    ),
    S(
      "output",
      "secret-tool lookup on linux",
      (k) =>
        `$ secret-tool lookup service openai account default
sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}`,
    ),
    S("output", "netsh wlan show profile key clear", (_k, add) =>
      `Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : ${add(phrase(3, ""))}`),
    S(
      "output",
      "nmcli show secrets psk",
      (_k, add) =>
        `$ nmcli -s -g 802-11-wireless-security.psk connection show "Office 5G"
${add(pwd(20))}`,
    ),
    S("output", "wpa_passphrase output with plain and hex psk", (k, add) => {
      const plain = add(phrase(4, " "));
      return `$ wpa_passphrase HomeNet '${plain}'
network={
	ssid="HomeNet"
	#psk="${plain}"
	psk=${k(64, HEX)}
}`;
    }),
    S(
      "output",
      "kubectl get secret yaml data base64",
      (_k, add) =>
        `$ kubectl get secret grafana-admin -o yaml
apiVersion: v1
data:
  admin-password: ${add(b64(g(24)))}
  admin-user: ${b64("admin")}
kind: Secret
metadata:
  name: grafana-admin
  namespace: monitoring
type: Opaque`,
    ),
    S("output", "kubectl config view raw user token", (k) =>
      `$ kubectl config view --raw --minify
users:
- name: ci-bot
  user:
    token: ${
        jwt({ iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:ci:bot" }, "RS256", k)
      }`),
  ];
}
