/**
 * Corpus thirty-three, clean look-alikes of identity and federation: public certificates and JWKS
 * public keys, certificate thumbprints and serial numbers, SAML assertion and request ids, OIDC
 * `state` and `nonce`, tenant, client and object ids, entity ids and ACS URLs, key ids. None is a
 * secret; each must come back byte for byte.
 */
import {
  b64u,
  B64URL,
  certBlock,
  draw,
  type HeldOutClean,
  hex,
  HEXU,
  host,
  manyClean,
  num,
  org,
  pick,
  prompt,
  stamp,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildCleanIdp(): HeldOutClean[] {
  return [
    ...manyClean("SAML metadata with the IdP's public signing certificate", 4, () =>
      [
        `<md:EntityDescriptor entityID="https://${
          host("idp")
        }/saml2/idp" xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">`,
        `  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">`,
        `    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>`,
        ...certBlock(5).slice(1, -1),
        `    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
        `    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://${
          host("idp")
        }/sso"/>`,
      ].join("\n")),
    ...manyClean(
      "a PEM public certificate for the SP",
      3,
      () => [`${prompt()}cat sp-signing.crt`, ...certBlock(6)].join("\n"),
    ),
    ...manyClean("JWKS document with public n and e", 4, () =>
      JSON.stringify(
        {
          keys: [{
            kid: draw(43, B64URL),
            kty: "RSA",
            alg: "RS256",
            use: "sig",
            n: draw(342, B64URL),
            e: "AQAB",
            x5t: draw(27, B64URL),
          }],
        },
        null,
        2,
      )),
    ...manyClean(
      "EC public JWK with x and y",
      3,
      () =>
        JSON.stringify({
          kty: "EC",
          crv: "P-256",
          kid: hex(16),
          x: draw(43, B64URL),
          y: draw(43, B64URL),
          use: "sig",
        }),
    ),
    ...manyClean("certificate thumbprints and serial in az output", 4, () =>
      [
        `${prompt()}az ad app credential list --id ${uuid()} --cert`,
        "[",
        "  {",
        `    "customKeyIdentifier": "${draw(40, HEXU)}",`,
        `    "displayName": "CN=${org()}-sso",`,
        `    "endDateTime": "${stamp()}",`,
        `    "keyId": "${uuid()}",`,
        `    "type": "AsymmetricX509Cert"`,
        "  }",
        "]",
      ].join("\n")),
    ...manyClean("openssl x509 fingerprint and serial", 3, () =>
      [
        `${prompt()}openssl x509 -in idp.crt -noout -serial -fingerprint -sha256`,
        `serial=${draw(32, HEXU)}`,
        `sha256 Fingerprint=${Array.from({ length: 32 }, () => draw(2, HEXU)).join(":")}`,
      ].join("\n")),
    ...manyClean("SAML response ids in a tracer", 4, () =>
      [
        `<samlp:Response ID="_${hex(32)}" InResponseTo="ONELOGIN_${
          hex(40)
        }" Version="2.0" IssueInstant="${stamp()}"`,
        `  Destination="https://${host("app")}/saml/acs">`,
        `  <saml:Issuer>https://${host("idp")}/metadata</saml:Issuer>`,
        `  <saml:Assertion ID="id${draw(20, "0123456789")}${hex(8)}" Version="2.0">`,
        `    <saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${
          pick(["ana", "li", "sam"])
        }@${org()}.com</saml:NameID>`,
      ].join("\n")),
    ...manyClean(
      "OIDC authorize URL with state and nonce",
      4,
      () =>
        `https://${host("login")}/oauth2/v1/authorize?client_id=0oa${
          draw(17)
        }&response_type=code&scope=openid%20profile` +
        `&redirect_uri=https%3A%2F%2Fapp.${org()}.com%2Fcallback&state=${draw(32, B64URL)}&nonce=${
          draw(32, B64URL)
        }&code_challenge=${draw(43, B64URL)}&code_challenge_method=S256`,
    ),
    ...manyClean("tenant, client and object ids of an app registration", 4, () =>
      [
        `Application (client) ID : ${uuid()}`,
        `Directory (tenant) ID   : ${uuid()}`,
        `Object ID               : ${uuid()}`,
        `Service principal       : ${uuid()}`,
      ].join("\n")),
    ...manyClean("SP settings: entity id and ACS URL", 3, () =>
      [
        `SAML_SP_ENTITY_ID=https://${host("app")}/saml/metadata`,
        `SAML_SP_ACS_URL=https://${host("app")}/saml/acs`,
        `SAML_IDP_METADATA_URL=https://${host("idp")}/app/exk${draw(17)}/sso/saml/metadata`,
        `SAML_IDP_CERT_FINGERPRINT=${draw(40, HEXU)}`,
      ].join("\n")),
    ...manyClean("a JWT header's key id and the discovery document", 3, () =>
      [
        `header: ${b64u(JSON.stringify({ alg: "RS256", kid: draw(43, B64URL) }))}`,
        `jwks_uri: https://${host("sso")}/realms/${org()}/protocol/openid-connect/certs`,
        `issuer: https://${host("sso")}/realms/${org()}`,
      ].join("\n")),
    ...manyClean(
      "Okta app and group ids",
      3,
      () =>
        `Assigned group 00g${draw(17)} to app 0oa${draw(17)} (user 00u${draw(17)}) at ${stamp()}`,
    ),
    ...manyClean(
      "PKCE challenge alone (its verifier never shown)",
      2,
      () =>
        `code_challenge=${draw(43, B64URL)}&code_challenge_method=S256&state=${
          num(100000, 999999)
        }`,
    ),
  ];
}
