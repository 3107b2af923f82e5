/**
 * Corpus thirty-three, identity providers: Okta, Auth0, Microsoft Entra ID, Google Workspace,
 * OneLogin, Ping, JumpCloud and Keycloak as an administrator meets their secrets with an assistant
 * — API tokens in headers, client secrets in `.env` files and CLI calls, a service-account key
 * with domain-wide delegation, `kcadm.sh` commands.
 */
import {
  ALNUM,
  armour,
  B64,
  b64,
  B64URL,
  draw,
  entraSecret,
  type HeldOutSecret,
  HEX,
  hex,
  HEXU,
  host,
  humanPass,
  jwt,
  LOWER_DIGITS,
  many,
  num,
  oktaToken,
  org,
  pass,
  pemBlock,
  pick,
  prompt,
  user,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildIdp(): HeldOutSecret[] {
  return [
    ...many("vendor", "Okta API token in an SSWS header", 4, (_k, add) => {
      const o = org();
      return `${prompt()}curl -s -H "Accept: application/json" -H "Authorization: SSWS ${
        oktaToken(add)
      }" "https://${o}.okta.com/api/v1/users?limit=${num(2, 200)}"`;
    }),
    ...many("assignment", "Okta API token in a .env", 3, (_k, add) =>
      [
        `OKTA_ORG_URL=https://${org()}.okta.com`,
        `OKTA_CLIENT_ID=0oa${draw(17, ALNUM)}`,
        `OKTA_API_TOKEN=${oktaToken(add)}`,
        `OKTA_LOG_LEVEL=${pick(["info", "debug", "warn"])}`,
      ].join("\n")),
    ...many("assignment", "Okta OIDC app client secret in terraform.tfvars", 2, (k) =>
      [
        `okta_org_name  = "${org()}"`,
        `okta_base_url  = "okta.com"`,
        `oidc_client_id = "0oa${draw(17)}"`,
        `oidc_client_secret = "${k(num(40, 64), B64URL)}"`,
      ].join("\n")),
    ...many("output", "Okta app credentials printed by the API", 2, (k) =>
      JSON.stringify(
        {
          credentials: {
            oauthClient: {
              autoKeyRotation: true,
              client_id: `0oa${draw(17)}`,
              client_secret: k(64, B64URL),
              token_endpoint_auth_method: "client_secret_basic",
            },
          },
          id: `0oa${draw(17)}`,
          label: `${org()} portal`,
        },
        null,
        2,
      )),
    ...many("vendor", "Auth0 Management API token in a bearer header", 3, (k) => {
      const tenant = `${org()}.${pick(["us", "eu", "au"])}.auth0.com`;
      const token = jwt(k, {
        iss: `https://${tenant}/`,
        sub: `${draw(32)}@clients`,
        aud: `https://${tenant}/api/v2/`,
        iat: num(1790000000, 1799000000),
        exp: num(1800000000, 1809000000),
        scope: "read:users update:users read:clients",
        gty: "client-credentials",
      });
      return `${prompt()}curl -H "authorization: Bearer ${token}" https://${tenant}/api/v2/clients`;
    }),
    ...many("command", "Auth0 CLI apps create with a client secret shown", 2, (k) =>
      [
        `${prompt()}auth0 apps show ${draw(32)} --reveal-secrets`,
        "",
        `  NAME           ${org()}-backend`,
        `  TYPE           Machine to Machine`,
        `  CLIENT ID      ${draw(32)}`,
        `  CLIENT SECRET  ${k(64, B64URL)}`,
      ].join("\n")),
    ...many("assignment", "Auth0 client secret in an application .env", 3, (k) =>
      [
        `AUTH0_DOMAIN=${org()}.eu.auth0.com`,
        `AUTH0_CLIENT_ID=${draw(32)}`,
        `AUTH0_CLIENT_SECRET='${k(64, B64URL)}'`,
        `AUTH0_SECRET=${k(64, HEX)}`,
        `AUTH0_BASE_URL=http://localhost:${num(3000, 3999)}`,
      ].join("\n")),
    ...many("vendor", "Entra ID client secret from az ad app credential reset", 3, (_k, add) =>
      [
        `${prompt()}az ad app credential reset --id ${uuid()} --display-name ci-${num(1, 9)}`,
        "{",
        `  "appId": "${uuid()}",`,
        `  "password": "${entraSecret(add)}",`,
        `  "tenant": "${uuid()}"`,
        "}",
      ].join("\n")),
    ...many(
      "assignment",
      "Entra ID client secret in appsettings.json",
      3,
      (_k, add) =>
        JSON.stringify(
          {
            AzureAd: {
              Instance: "https://login.microsoftonline.com/",
              TenantId: uuid(),
              ClientId: uuid(),
              ClientSecret: entraSecret(add),
              CallbackPath: "/signin-oidc",
            },
          },
          null,
          2,
        ),
    ),
    ...many(
      "command",
      "Entra ID secret passed to az login as a service principal",
      2,
      (_k, add) =>
        `${prompt()}az login --service-principal -u ${uuid()} -p '${
          entraSecret(add)
        }' --tenant ${uuid()}`,
    ),
    ...many("block", "Google Workspace service-account key with domain-wide delegation", 2, (k) => {
      const project = `${org()}-${pick(["admin", "gws", "directory"])}-${num(100, 999)}`;
      const key = pemBlock(k, "", 8).join("\n") + "\n";
      return "Here is the key file I downloaded for the delegation:\n" + JSON.stringify(
        {
          type: "service_account",
          project_id: project,
          private_key_id: k(40, HEX),
          private_key: key,
          client_email: `directory-sync@${project}.iam.gserviceaccount.com`,
          client_id: draw(21, "0123456789"),
          token_uri: "https://oauth2.googleapis.com/token",
        },
        null,
        2,
      );
    }),
    ...many("assignment", "OneLogin API client secret", 2, (k) =>
      [
        `ONELOGIN_CLIENT_ID=${draw(64, HEX)}`,
        `ONELOGIN_CLIENT_SECRET=${k(64, HEX)}`,
        `ONELOGIN_REGION=${pick(["us", "eu"])}`,
      ].join("\n")),
    ...many(
      "command",
      "Ping Identity worker app secret in a token call",
      2,
      (k) =>
        `${prompt()}curl -s -u "${uuid()}:${
          k(64, B64URL.slice(0, 62) + "~.")
        }" -d grant_type=client_credentials https://auth.pingone.${
          pick(["com", "eu"])
        }/${uuid()}/as/token`,
    ),
    ...many("assignment", "JumpCloud API key in a PowerShell session", 2, (k) => {
      const me = user();
      return [
        `PS C:\\Users\\${me}> Connect-JCOnline -JumpCloudApiKey "${k(40, HEX)}" -force`,
        `PS C:\\Users\\${me}> Get-JCUser -username ${user()} | select email, activated`,
      ].join("\n");
    }),
    ...many(
      "command",
      "Keycloak kcadm.sh config credentials with the admin password",
      3,
      (_k, add) => {
        const sso = host("sso");
        return [
          `${prompt()}/opt/keycloak/bin/kcadm.sh config credentials --server https://${sso} \\`,
          `    --realm master --user admin --password '${humanPass(add)}'`,
          `Logging into https://${sso} as user admin of realm master`,
        ].join("\n");
      },
    ),
    ...many(
      "command",
      "Keycloak kcadm.sh sets a client secret",
      2,
      (k) => `${prompt()}kcadm.sh update clients/${uuid()} -r ${org()} -s 'secret=${k(32)}'`,
    ),
    ...many("assignment", "Keycloak admin password in docker-compose", 2, (_k, add) =>
      [
        "  keycloak:",
        `    image: quay.io/keycloak/keycloak:${num(22, 26)}.0.${num(0, 6)}`,
        "    environment:",
        "      KC_BOOTSTRAP_ADMIN_USERNAME: admin",
        `      KC_BOOTSTRAP_ADMIN_PASSWORD: ${pass(add)}`,
        `      KC_DB_PASSWORD: ${pass(add)}`,
      ].join("\n")),
    ...many("wrapped", "Okta token wrapped in a narrow terminal", 2, (_k, add) => {
      const t = "00" + draw(40, ALNUM + "_-");
      const at = num(14, 26);
      add(t.slice(0, at));
      add(t.slice(at));
      return `Authorization: SSWS ${t.slice(0, at)}\n${t.slice(at)}\nAccept: application/json`;
    }),
    ...many(
      "encoded",
      "Google service-account key as base64 in a Kubernetes secret",
      2,
      (_k, add) => {
        const raw = JSON.stringify({
          type: "service_account",
          private_key_id: hex(40),
          private_key: [armour("", false), draw(64, B64), draw(30, B64), armour("", true)].join(
            "\n",
          ),
          client_email: `gws-admin@${org()}.iam.gserviceaccount.com`,
        });
        return [
          "apiVersion: v1",
          "kind: Secret",
          `metadata:\n  name: gws-delegation\n  namespace: ${
            pick(["identity", "sync", "default"])
          }`,
          `data:\n  credentials.json: ${add(btoa(raw))}`,
        ].join("\n");
      },
    ),
    ...many(
      "url",
      "Auth0 client secret in a token request URL",
      2,
      (k) =>
        `https://${org()}.us.auth0.com/oauth/token?grant_type=client_credentials&client_id=${
          draw(32, LOWER_DIGITS)
        }&client_secret=${k(64, ALNUM)}&audience=https%3A%2F%2Fapi`,
    ),
    ...many("encoded", "Entra app certificate as PFX base64 with its password", 2, (_k, add) => {
      const pfx = new Uint8Array(96);
      pfx[0] = 0x30;
      pfx[1] = 0x82;
      for (let i = 2; i < pfx.length; i++) pfx[i] = num(0, 255);
      return [
        `AZURE_CLIENT_ID=${uuid()}`,
        `AZURE_TENANT_ID=${uuid()}`,
        `AZURE_CLIENT_CERTIFICATE_PFX_B64=${add(b64(pfx))}`,
        `AZURE_CLIENT_CERTIFICATE_PASSWORD=${pass(add)}`,
      ].join("\n");
    }),
    ...many("output", "Entra secret beside a certificate thumbprint", 2, (_k, add) =>
      [
        `${prompt()}az ad app credential list --id ${uuid()} --query "[].{hint:hint,keyId:keyId}"`,
        `Certificate thumbprint: ${draw(40, HEXU)} (public, for the upload form)`,
        `Secret value (shown once): ${entraSecret(add)}`,
        `Secret ID: ${uuid()}`,
      ].join("\n")),
  ];
}
