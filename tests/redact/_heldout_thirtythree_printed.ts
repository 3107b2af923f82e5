/**
 * Corpus thirty-three, what identity systems print: a token endpoint's JSON, an IdP's debug log,
 * a Keycloak realm export, a browser's SAML tracer, and the configs of Dex, Authelia and
 * oauth2-proxy that an assistant reads back.
 */
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  host,
  jwt,
  keyComponent,
  many,
  num,
  org,
  pick,
  prompt,
  stamp,
  user,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildPrinted(): HeldOutSecret[] {
  return [
    ...many("output", "token endpoint answer with id, access and refresh tokens", 3, (k) => {
      const iss = `https://${host("sso")}/realms/${org()}`;
      const claims = {
        iss,
        sub: uuid(),
        aud: "account",
        exp: num(1800000000, 1809999999),
        typ: "Bearer",
      };
      return JSON.stringify(
        {
          access_token: jwt(k, claims),
          expires_in: 300,
          refresh_expires_in: 1800,
          refresh_token: jwt(k, { ...claims, typ: "Refresh" }, "HS256"),
          token_type: "Bearer",
          id_token: jwt(k, { ...claims, typ: "ID", nonce: draw(22, B64URL) }),
          "not-before-policy": 0,
          session_state: uuid(),
          scope: "openid email profile",
        },
        null,
        2,
      );
    }),
    ...many("output", "Keycloak realm export with client secrets", 3, (k) =>
      JSON.stringify(
        {
          realm: org(),
          enabled: true,
          clients: [
            { clientId: "account", publicClient: true, redirectUris: ["/realms/x/account/*"] },
            {
              clientId: `${pick(["grafana", "argocd", "gitlab", "vault"])}`,
              clientAuthenticatorType: "client-secret",
              secret: k(32),
              redirectUris: [`https://${host("app")}/*`],
            },
          ],
          smtpServer: { host: host("smtp"), user: "mailer", password: k(20), auth: "true" },
        },
        null,
        2,
      )),
    ...many(
      "output",
      "realm export key component with its private key",
      3,
      (_k, add) =>
        JSON.stringify(
          {
            realm: org(),
            components: {
              "org.keycloak.keys.KeyProvider": [
                keyComponent(add("MIIEo" + draw(num(1560, 1600), B64))),
              ],
            },
          },
          null,
          2,
        ),
    ),
    ...many("output", "realm export user credential with its hash", 2, (k) =>
      JSON.stringify(
        {
          username: user(),
          credentials: [{
            type: "password",
            secretData: JSON.stringify({ value: k(44, B64), salt: k(22, B64) + "==" }),
            credentialData: JSON.stringify({ hashIterations: 27500, algorithm: "pbkdf2-sha256" }),
          }],
        },
        null,
        2,
      )),
    ...many("output", "IdP debug log showing a client secret in a form body", 3, (k) =>
      [
        `${stamp()} DEBUG [org.keycloak.protocol.oidc.endpoints.TokenEndpoint] (executor-thread-${
          num(1, 40)
        }) request params:`,
        `    grant_type=client_credentials&client_id=${
          pick(["ci-sync", "scim-bridge", "backstage"])
        }&client_secret=${k(32)}`,
        `${stamp()} DEBUG [org.keycloak.events] type=CLIENT_LOGIN, realmId=${uuid()}, clientId=ci-sync`,
      ].join("\n")),
    ...many(
      "output",
      "an SDK debug log dumping a refresh token",
      2,
      (k) =>
        `${stamp()} okta-sdk DEBUG token refreshed: {"token_type":"Bearer","refresh_token":"${
          k(43, B64URL)
        }","expires_in":3600}`,
    ),
    ...many("output", "SAML tracer showing a session cookie", 2, (k) =>
      [
        `POST https://${host("sso")}/realms/${org()}/protocol/saml`,
        `Cookie: AUTH_SESSION_ID=${uuid()}.${pick(["kc-0", "kc-1"])}; KEYCLOAK_IDENTITY=${
          jwt(k, { typ: "Serialized-ID", sub: uuid(), state_checker: draw(43, B64URL) }, "HS256")
        }; KEYCLOAK_SESSION=${org()}/${uuid()}/${draw(8)}`,
        `SAMLRequest=${
          encodeURIComponent(b64(`<samlp:AuthnRequest ID="_${hex(32)}" Version="2.0"/>`))
        }`,
      ].join("\n")),
    ...many("output", "SAML tracer with an Okta session id cookie", 2, (k) =>
      [
        `GET https://${org()}.okta.com/app/${org()}_portal_1/exk${draw(17)}/sso/saml`,
        `Cookie: sid=102${k(22, B64URL)}; DT=DI1${draw(19, B64URL)}; JSESSIONID=${
          draw(32, HEX).toUpperCase()
        }`,
      ].join("\n")),
    ...many("assignment", "Dex static client secret", 2, (k) =>
      [
        "staticClients:",
        `- id: ${pick(["argo-cd", "kubernetes", "grafana"])}`,
        `  redirectURIs: ['https://${host("app")}/auth/callback']`,
        `  name: '${org()}'`,
        `  secret: ${k(32)}`,
      ].join("\n")),
    ...many("assignment", "Authelia secrets in configuration.yml", 2, (k) =>
      [
        "identity_validation:",
        "  reset_password:",
        `    jwt_secret: '${k(64)}'`,
        "session:",
        `  secret: '${k(48)}'`,
        "storage:",
        `  encryption_key: '${k(64)}'`,
      ].join("\n")),
    ...many("assignment", "oauth2-proxy cookie and client secret", 2, (k) =>
      [
        `${prompt()}oauth2-proxy --provider=oidc --client-id=${draw(20)} \\`,
        `  --client-secret=${k(40)} \\`,
        `  --cookie-secret=${k(43, B64URL)}= --oidc-issuer-url=https://${host("auth")}`,
      ].join("\n")),
    ...many("output", "GitLab OmniAuth config read back", 2, (k) =>
      [
        "gitlab_rails['omniauth_providers'] = [",
        "  { name: 'openid_connect', label: 'SSO',",
        "    args: { client_options: {",
        `      identifier: '${draw(20)}',`,
        `      secret: '${k(40, ALNUM)}',`,
        `      redirect_uri: 'https://${host("git")}/users/auth/openid_connect/callback' } } }`,
        "]",
      ].join("\n")),
    ...many("output", "Grafana generic OAuth settings printed", 2, (k) =>
      [
        "[auth.generic_oauth]",
        "enabled = true",
        `client_id = ${draw(24)}`,
        `client_secret = ${k(32)}`,
        `auth_url = https://${host("sso")}/oauth2/v1/authorize`,
      ].join("\n")),
  ];
}
