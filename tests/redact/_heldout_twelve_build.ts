/**
 * Corpus twelve: secrets in scripts, build files and infrastructure code — batch and AutoHotkey,
 * Makefile, CMake, just and Task files, Vagrant, Puppet, Salt, Chef, Ansible, Bicep,
 * CloudFormation, Pulumi, CDK — and in a few more languages. Shapes: assignment.
 */
import { BASE64, BASE64URL, g, type HeldOutSecret, HEX, pwd, S } from "./_heldout_twelve_make.ts";

export function buildCode(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "autohotkey hotstring types a password",
      (_k, add) =>
        `::;pw::${add(pwd(16).replace(/[;:{}!^+#]/g, "h"))}
return`,
    ),
    S("assignment", "batch file set", (_k, add) =>
      `@echo off
set "SQLPASS=${add(pwd(16).replace(/[%"&^|<>]/g, "s"))}"
sqlcmd -S sql01 -U sa -P %SQLPASS% -i nightly.sql`),
    S(
      "assignment",
      "makefile export variable",
      (k) =>
        `export DOCKERHUB_TOKEN := dckr_pat_${k(27, BASE64URL)}
push:
\tdocker login -u shopci -p $(DOCKERHUB_TOKEN)`,
    ),
    S(
      "assignment",
      "cmake set cache variable",
      (k) => `set(LICENSE_SERVER_KEY "${k(48, HEX)}" CACHE STRING "license key")`,
    ),
    S(
      "assignment",
      "justfile variable",
      (k) =>
        `api_token := "${
          k(40)
        }"\n\ndeploy:\n    curl -H "Authorization: Token {{api_token}}" https://deploy.example.org/hook`,
    ),
    S("assignment", "taskfile env", (k) =>
      `version: '3'
env:
  CLOUDFLARE_API_TOKEN: ${k(40, BASE64URL)}
tasks:
  deploy: { cmds: [ "wrangler deploy" ] }`),
    S("assignment", "vagrantfile ruby env", (_k, add) =>
      `Vagrant.configure("2") do |config|
  config.vm.provision "shell", env: { "DB_ROOT_PASSWORD" => "${
        add(pwd(16).replace(/["#]/g, "v"))
      }" }, path: "setup.sh"
end`),
    S("assignment", "puppet class parameter", (_k, add) =>
      `class { 'postgresql::server':
  postgres_password => '${add(pwd(18).replace(/'/g, "p"))}',
}`),
    S("assignment", "salt pillar sls", (_k, add) =>
      `mysql:
  server:
    root_password: '${add(pwd(18).replace(/'/g, "s"))}'`),
    S("assignment", "chef data bag json", (_k, add) =>
      `{
  "id": "smtp",
  "user": "postmaster@mg.example.org",
  "password": "${add(pwd(18))}"
}`),
    S("assignment", "ansible host vars", (_k, add) =>
      `ansible_user: Administrator
ansible_password: "${add(pwd(16))}"
ansible_connection: winrm
ansible_winrm_server_cert_validation: ignore`),
    S("assignment", "bicep param default", (_k, add) =>
      `@secure()
param sqlAdminPassword string = '${add(pwd(18).replace(/'/g, "b"))}'`),
    S("assignment", "cloudformation noecho default", (_k, add) =>
      `Parameters:
  DBPassword:
    Type: String
    NoEcho: true
    Default: "${add(pwd(18))}"`),
    S(
      "assignment",
      "pulumi typescript secret literal",
      (_k, add) =>
        `const db = new aws.rds.Instance("orders", {
    engine: "postgres",
    username: "orders",
    password: pulumi.secret("${add(pwd(18))}"),
});`,
    ),
    S(
      "assignment",
      "cdk secret value unsafe plain text",
      (_k, add) =>
        `new rds.DatabaseInstance(this, 'Db', {
  credentials: rds.Credentials.fromPassword('admin', SecretValue.unsafePlainText('${
          add(pwd(18).replace(/'/g, "k"))
        }')),
});`,
    ),
    S("assignment", "graphql variables json sidecar", (k) =>
      `{
  "input": { "name": "ci", "scopes": ["read"] },
  "authToken": "${k(48, BASE64)}"
}`),
    S("assignment", "racket define", (k) => `(define stripe-key "rk_live_${k(99)}")`),
    S(
      "assignment",
      "common lisp defparameter",
      (k) => `(defparameter *api-secret* "${k(64, HEX)}")`,
    ),
    S(
      "assignment",
      "powershell profile env assignment",
      (k) =>
        `$env:AZURE_OPENAI_API_KEY = "${k(32, HEX)}"
$env:AZURE_OPENAI_ENDPOINT = "https://shop-openai.openai.azure.com/"`,
    ),
    S("assignment", "groovy map in gradle init script", (_k, add) =>
      `repositories {
    maven {
        url "https://nexus.corp.example/repository/maven-releases/"
        credentials { username "ci"; password "${add(pwd(18).replace(/["$;]/g, "g"))}" }
    }
}`),
    S("assignment", "c preprocessor define", (k) =>
      `#define MQTT_PASSWORD "${k(20)}"
#define MQTT_USER "sensor-07"`),
    S(
      "assignment",
      "arduino sketch wifi and blynk",
      (_k, add) =>
        `#define BLYNK_TEMPLATE_ID "TMPL${g(8)}"
#define BLYNK_AUTH_TOKEN "${add(g(32, BASE64URL))}"
char ssid[] = "HomeNet";
char pass[] = "${add(pwd(16).replace(/["\\]/g, "a"))}";`,
    ),
    S(
      "assignment",
      "c sharp verbatim connection string",
      (_k, add) =>
        `var cs = @"Host=pg.internal;Username=app;Password=${
          add(pwd(18).replace(/[";]/g, "c"))
        };Database=app";`,
    ),
    S("assignment", "go const block", (k) =>
      `const (
	baseURL   = "https://api.example.com"
	apiSecret = "${k(64, HEX)}"
)`),
    S(
      "assignment",
      "rust const bytes literal",
      (k) => `const HMAC_KEY: &[u8] = b"${k(32, BASE64.replace(/[+/]/g, ""))}";`,
    ),
  ];
}
