/**
 * Corpus thirty-six, LTI and classroom keys: LTI 1.3 tool private keys (PEM and JWK), client
 * assertions and launch id_tokens, LTI 1.1 consumer secrets, Google Classroom service accounts and
 * OAuth clients — as a tool's repository, a launch's debug print or a registration shows them.
 */
import {
  armour,
  B64,
  b64,
  B64URL,
  draw,
  epoch,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  iso,
  jwt,
  num,
  pemBlock,
  school,
  type Template,
  uuid,
  wrapValue,
} from "./_heldout_thirtysix_make.ts";

/** An LTI 1.3 launch's claims, as a platform signs them. */
function launchClaims(): Record<string, unknown> {
  const now = epoch();
  return {
    iss: `https://${school()}.instructure.com`,
    aud: `1000000000${num(1000, 9999)}`,
    sub: uuid(),
    iat: now,
    exp: now + 300,
    nonce: hex(20),
    "https://purl.imsglobal.org/spec/lti/claim/deployment_id": `${num(1, 400)}:${hex(40)}`,
    "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest",
    "https://purl.imsglobal.org/spec/lti/claim/roles": [
      "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
    ],
  };
}

const TEMPLATES: readonly Template[] = [
  ["block", "LTI 1.3 tool private key in the repository", (k, _add, i) =>
    [
      "$ cat config/lti/private.key",
      ...pemBlock(k, "RSA ", 8 + i * 3),
      "$ git log --oneline -1 -- config/lti/private.key",
      `${hex(7)} add LTI keys for the ${school()} pilot`,
    ].join("\n")],
  ["assignment", "Google Classroom service account JSON", (k, _add, i) => {
    const key = pemBlock(k, "", 6 + i * 2).join("\\n") + "\\n";
    const project = `${school()}-classroom-${num(100, 999)}`;
    return [
      "{",
      '  "type": "service_account",',
      `  "project_id": "${project}",`,
      `  "private_key_id": "${k(40, HEX)}",`,
      `  "private_key": "${key}",`,
      `  "client_email": "roster-sync@${project}.iam.gserviceaccount.com",`,
      `  "client_id": "${num(100000000, 999999999)}${num(100000000, 999999999)}",`,
      '  "token_uri": "https://oauth2.googleapis.com/token"',
      "}",
    ].join("\n");
  }],
  ["output", "LTI launch id_token in a tool's debug print", (k) =>
    [
      `[${iso()}] POST /lti/launch 200`,
      `  id_token=${jwt(k, launchClaims(), "RS256", hex(16))}`,
      `  state=${uuid()}`,
    ].join("\n")],
  ["command", "LTI Advantage token request with a client assertion", (k) => {
    const now = epoch();
    const host = `${school()}.instructure.com`;
    const claims = {
      iss: `1000000000${num(1000, 9999)}`,
      sub: `1000000000${num(1000, 9999)}`,
      aud: `https://${host}/login/oauth2/token`,
      iat: now,
      exp: now + 60,
      jti: uuid(),
    };
    return [
      `curl -X POST https://${host}/login/oauth2/token \\`,
      "  -d grant_type=client_credentials \\",
      "  -d client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer \\",
      `  -d client_assertion=${jwt(k, claims, "RS256", hex(12))} \\`,
      "  -d scope=https://purl.imsglobal.org/spec/lti-ags/scope/score",
    ].join("\n");
  }],
  ["assignment", "LTI 1.1 consumer key and secret in PHP", (k) =>
    [
      "$consumers = [",
      `    '${school()}-moodle' => ['secret' => '${k(num(24, 32))}'],`,
      `    '${school()}-canvas' => ['secret' => '${k(num(24, 32))}'],`,
      "];",
    ].join("\n")],
  [
    "url",
    "Google OAuth token exchange with the client secret in the query",
    (k) =>
      `POST https://oauth2.googleapis.com/token?client_id=${num(100000, 999999)}-${
        draw(32, "abcdefghijklmnopqrstuvwxyz0123456789")
      }.apps.googleusercontent.com&client_secret=GOCSPX-${
        k(28, B64URL)
      }&grant_type=refresh_token&refresh_token=1%2F%2F0${k(num(80, 100), B64URL)}`,
  ],
  ["encoded", "service account JSON base64 in a CI variable", (_k, add) => {
    const body = JSON.stringify({
      type: "service_account",
      private_key_id: hex(40),
      private_key: [armour("", false), draw(64, B64), draw(64, B64), armour("", true)].join("\n"),
      client_email: `sync@${school()}-edu.iam.gserviceaccount.com`,
    });
    return `GOOGLE_CLASSROOM_CREDENTIALS_B64=${add(b64(body))}`;
  }],
  ["wrapped", "a tool's private JWK pasted and wrapped", (_k, add) => {
    const d = draw(342, B64URL);
    return [
      "{",
      '  "kty": "RSA",',
      `  "kid": "${hex(16)}",`,
      '  "alg": "RS256",',
      '  "e": "AQAB",',
      '  "d": "',
      ...wrapValue(add, d, 76).map((l) => "    " + l),
      '  "',
      "}",
    ].join("\n");
  }],
  [
    "vendor",
    "Google OAuth client secret in a message",
    (k) =>
      `classroom sync: client secret GOCSPX-${
        k(28, B64URL)
      } (project ${school()}-lms), rotate after term`,
  ],
  ["assignment", "LTI private key in an escaped .env value", (k, _add, i) =>
    [
      `LTI_ISSUER=https://${school()}.brightspace.com`,
      `LTI_CLIENT_ID=${uuid()}`,
      `LTI_PRIVATE_KEY="${pemBlock(k, "", 5 + i).join("\\n")}"`,
    ].join("\n")],
  ["output", "LTI 1.1 launch parameters echoed with the shared secret", (k) =>
    [
      "oauth_consumer_key=" + `${school()}-lti`,
      `oauth_nonce=${hex(24)}`,
      `oauth_signature_method=HMAC-SHA1`,
      `oauth_timestamp=${epoch()}`,
      `# signing with shared secret ${k(num(20, 32))}`,
    ].join("\n")],
];

/** The LTI and classroom cases: each template three times. */
export function buildLti(): HeldOutSecret[] {
  return expand(TEMPLATES, 3);
}
