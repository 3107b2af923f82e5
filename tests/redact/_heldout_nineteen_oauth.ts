/**
 * Corpus nineteen, family "OAuth, OIDC and SAML": authorization codes in callback URLs, token
 * requests with client secrets, PKCE verifiers and passwords, token responses, implicit-flow
 * fragments, Basic client authentication and SAML responses. What is public by design (client
 * ids, `state`, `code_challenge`, `nonce`, discovery documents, JWKS public keys) is clean.
 */
import {
  B64,
  b64,
  B64URL,
  C,
  claims,
  draw,
  ghBody,
  ghClientId,
  googleClientId,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  jwt,
  num,
  pick,
  times,
  uuid,
} from "./_heldout_nineteen_make.ts";

const IDPS = [
  "login.microsoftonline.com/common",
  "accounts.google.com",
  "github.com/login",
  "auth.acme.io/realms/main",
];

/** The base64 of a SAML response's opening tag, as every SAMLResponse value starts. */
const SAML_HEAD = b64('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"', false);

/** The status line and headers of a token endpoint's answer. */
const TOKEN_HEAD =
  "HTTP/1.1 200 OK\nContent-Type: application/json;charset=UTF-8\nCache-Control: no-store\n\n";

/** A redirect back to the app, as the browser's address bar or a server log shows it. */
const callback = () => `https://app.${host()}/auth/callback`;

/** OAuth, OIDC and SAML traffic carrying a credential. */
export function buildOauth(): HeldOutSecret[] {
  return [
    ...times(
      4,
      "callback URL with an authorization code",
      "url",
      (k) =>
        `${callback()}?code=${k(num(30, 44), B64URL)}&state=${hex(16)}&session_state=${uuid()}`,
    ),
    ...times(
      3,
      "token request with a client secret in the form",
      "command",
      (k) =>
        `curl -s https://${
          pick(IDPS)
        }/oauth2/v2.0/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=${uuid()} \\\n  -d client_secret=${
          k(num(34, 40), B64URL)
        } \\\n  -d scope=https%3A%2F%2Fgraph.microsoft.com%2F.default`,
    ),
    ...times(
      3,
      "Google token exchange with a GOCSPX secret and PKCE verifier",
      "command",
      (k) =>
        `curl -X POST https://oauth2.googleapis.com/token -d "code=4/0A${
          k(60, B64URL)
        }" -d "client_id=${googleClientId()}" -d "client_secret=GOCSPX-${
          k(28, B64URL)
        }" -d "code_verifier=${
          k(64, B64URL)
        }" -d "grant_type=authorization_code" -d "redirect_uri=http://localhost:${
          num(3000, 9000)
        }"`,
    ),
    ...times(
      4,
      "token response with access, refresh and id tokens",
      "output",
      (k) =>
        TOKEN_HEAD + JSON.stringify(
          {
            access_token: jwt(k, claims({ scope: "openid profile offline_access" }), "RS256"),
            token_type: "Bearer",
            expires_in: 3599,
            refresh_token: k(num(60, 90), B64URL),
            id_token: jwt(k, claims({ aud: uuid(), email: "dev@example.com" })),
          },
          null,
          2,
        ),
    ),
    ...times(
      3,
      "refresh token grant with curl",
      "command",
      (k) =>
        `curl -X POST https://${host()}/oauth/token -H 'Content-Type: application/x-www-form-urlencoded' --data 'grant_type=refresh_token&refresh_token=${
          k(64, B64URL)
        }&client_id=${ghClientId()}'`,
    ),
    ...times(
      3,
      "implicit flow fragment with an access token",
      "url",
      (k) =>
        `${callback()}#access_token=${
          k(num(36, 60), B64URL)
        }&token_type=bearer&expires_in=3600&state=${hex(12)}`,
    ),
    ...times(3, "client authentication as Basic base64", "encoded", (_k, add) => {
      const id = uuid();
      const secret = draw(40, B64URL);
      return `POST /oauth2/token HTTP/1.1\nHost: ${host()}\nAuthorization: Basic ${
        add(b64(`${id}:${secret}`))
      }\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials`;
    }),
    ...times(
      2,
      "Keycloak password grant",
      "command",
      (k) =>
        `http --form POST https://auth.${host()}/realms/main/protocol/openid-connect/token grant_type=password client_id=admin-cli username=ops password='${
          k(num(12, 18))
        }'`,
    ),
    ...times(
      2,
      "GitHub device flow poll answered with a token",
      "output",
      (_k, add) =>
        `$ curl -s -X POST https://github.com/login/oauth/access_token -d client_id=${ghClientId()} -d device_code=${
          hex(40)
        } -d grant_type=urn:ietf:params:oauth:grant-type:device_code\naccess_token=gh${"o"}_${
          add(ghBody())
        }&scope=repo&token_type=bearer`,
    ),
    ...times(
      3,
      "SAMLResponse in a form post body",
      "encoded",
      (k) =>
        `POST /saml/acs HTTP/1.1\nHost: ${host()}\nContent-Type: application/x-www-form-urlencoded\n\nSAMLResponse=${
          encodeURIComponent(SAML_HEAD)
        }${k(num(90, 130))}%2F${k(num(90, 130))}%3D
      }&RelayState=${hex(16)}`,
    ),
    ...times(2, "SAML assertion wrapped at 76 columns", "wrapped", (k) => {
      const rows = Array.from({ length: 4 }, () => k(76, B64));
      return `<input type="hidden" name="SAMLResponse" value="${SAML_HEAD}\n${rows.join("\n")}\n${
        k(num(20, 60), B64)
      }=="/>`;
    }),
  ];
}

/** OAuth traffic that holds only public values. */
export function buildCleanOauth(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 1; i <= 4; i++) {
    out.push(C(
      `authorize URL with state, nonce and a PKCE challenge ${i}`,
      `https://${
        pick(IDPS)
      }/oauth2/v2.0/authorize?client_id=${uuid()}&response_type=code&redirect_uri=${
        encodeURIComponent(callback())
      }&scope=openid%20profile&state=${draw(32, B64URL)}&nonce=${draw(24, B64URL)}&code_challenge=${
        draw(43, B64URL)
      }&code_challenge_method=S256`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `JWKS with a public RSA key ${i}`,
      `$ curl -s https://auth.${host()}/.well-known/jwks.json\n` +
        JSON.stringify(
          {
            keys: [{
              kty: "RSA",
              use: "sig",
              kid: draw(27, B64URL),
              alg: "RS256",
              n: draw(342, B64URL),
              e: "AQAB",
            }],
          },
          null,
          2,
        ),
    ));
  }
  for (let i = 1; i <= 3; i++) {
    const iss = `https://auth.${host()}/realms/r${i}`;
    out.push(C(
      `OIDC discovery document ${i}`,
      JSON.stringify(
        {
          issuer: iss,
          authorization_endpoint: `${iss}/protocol/openid-connect/auth`,
          token_endpoint: `${iss}/protocol/openid-connect/token`,
          jwks_uri: `${iss}/protocol/openid-connect/certs`,
          code_challenge_methods_supported: ["plain", "S256"],
        },
        null,
        2,
      ),
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `token error response ${i}`,
      `HTTP/1.1 400 Bad Request\nContent-Type: application/json\nx-ms-request-id: ${uuid()}\n\n{"error":"invalid_grant","error_description":"AADSTS70008: The provided authorization code or refresh token has expired. Trace ID: ${uuid()} Correlation ID: ${uuid()}","error_codes":[70008]}`,
    ));
  }
  for (let i = 1; i <= 2; i++) {
    out.push(C(
      `token response with the tokens masked ${i}`,
      TOKEN_HEAD +
        `{"access_token": "eyJhbGciOi…(redacted)", "refresh_token": "***", "expires_in": ${
          num(300, 3600)
        }, "token_type": "Bearer", "scope": "read:org"}`,
    ));
  }
  return out;
}
