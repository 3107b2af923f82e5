/**
 * Corpus thirty-three, federation: SAML signing and encryption keys (`idp.key`, a metadata
 * export, `xmlsec1`), OIDC `client_secret_basic` headers, PKCE verifiers and refresh tokens.
 */
import {
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  host,
  many,
  num,
  org,
  pass,
  pemBlock,
  prompt,
  split2,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildFederation(): HeldOutSecret[] {
  return [
    ...many(
      "block",
      "SAML IdP signing key in idp.key",
      2,
      (k) => [`${prompt()}cat /etc/shibboleth/idp.key`, ...pemBlock(k, "RSA ", 10)].join("\n"),
    ),
    ...many("block", "SAML encryption key pasted beside its metadata", 2, (k) =>
      [
        "The SP rejects our assertions; here's the encryption key and the metadata fragment:",
        "```",
        ...pemBlock(k, "", 7),
        "```",
        "```xml",
        `<md:EntityDescriptor entityID="https://${host("sp")}/saml/metadata">`,
        `  <md:KeyDescriptor use="encryption">`,
        "```",
      ].join("\n")),
    ...many("block", "SAML signing key inside a YAML value", 2, (k) =>
      [
        "saml:",
        `  entityId: https://${host("idp")}/metadata`,
        "  signingKey: |",
        ...pemBlock(k, "", 6, "    "),
      ].join("\n")),
    ...many(
      "command",
      "xmlsec1 signs with a key and its password",
      2,
      (_k, add) =>
        `${prompt()}xmlsec1 --sign --privkey-pem idp.key,idp.crt --pwd '${
          pass(add)
        }' --output signed.xml response.xml`,
    ),
    ...many(
      "command",
      "openssl decrypts the SAML key with a passphrase",
      2,
      (_k, add) =>
        `${prompt()}openssl rsa -in saml-enc.key -out saml-enc.pem -passin pass:${pass(add)}`,
    ),
    ...many("encoded", "OIDC client_secret_basic header", 4, (_k, add) => {
      const basic = add(b64(`${draw(20)}:${draw(40, B64URL)}`));
      return [
        `POST /oauth2/v1/token HTTP/1.1`,
        `Host: ${host("login")}`,
        `Authorization: Basic ${basic}`,
        "Content-Type: application/x-www-form-urlencoded",
        "",
        `grant_type=authorization_code&code=${
          draw(43, B64URL)
        }&redirect_uri=https%3A%2F%2Fapp.${org()}.com%2Fcb`,
      ].join("\n");
    }),
    ...many(
      "url",
      "PKCE code verifier in a token request body",
      2,
      (k) =>
        `grant_type=authorization_code&client_id=${uuid()}&code=${draw(40, B64URL)}` +
        `&code_verifier=${k(num(43, 64), B64URL)}&redirect_uri=http%3A%2F%2F127.0.0.1%3A${
          num(8000, 9000)
        }%2Fcallback`,
    ),
    ...many(
      "assignment",
      "PKCE verifier kept in a debug print",
      2,
      (k) =>
        `DEBUG oauth: code_verifier=${k(64, B64URL)} code_challenge=${
          draw(43, B64URL)
        } method=S256`,
    ),
    ...many("output", "refresh token in a token endpoint's answer", 4, (k) =>
      JSON.stringify(
        {
          token_type: "Bearer",
          expires_in: 3600,
          access_token: k(num(40, 60), B64URL),
          scope: "openid profile offline_access",
          refresh_token: k(num(43, 80), B64URL),
        },
        null,
        2,
      )),
    ...many(
      "url",
      "client secret in a redirect the browser logged",
      2,
      (k) =>
        `https://${host("auth")}/oauth2/token?grant_type=refresh_token&refresh_token=${
          k(54, B64URL)
        }&client_id=${draw(20)}&client_secret=${k(40)}`,
    ),
    ...many(
      "command",
      "refresh token posted with curl",
      2,
      (k) =>
        `${prompt()}curl -X POST https://${
          host("auth")
        }/oauth/token -d 'grant_type=refresh_token' -d 'refresh_token=${
          k(num(60, 90), B64URL)
        }' -d client_id=${draw(24)}`,
    ),
    ...many("wrapped", "SAML key line broken by a chat window", 2, (_k, add) => {
      const line = draw(64, B64URL.slice(0, 62) + "+/");
      const [a, b] = split2(add, line, num(20, 40));
      return `the key's third line was:\n${a}\n${b}\nis that the whole line?`;
    }),
  ];
}
