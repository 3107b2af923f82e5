/**
 * Corpus thirty-three, clean output of identity systems: token endpoint errors, a realm export
 * whose secrets the server masked, IdP logs with request and event ids, `vault status`, a SAML
 * AuthnRequest in a tracer, a Kubernetes secret listed without its data.
 */
import {
  ALNUM,
  b64,
  B64URL,
  draw,
  type HeldOutClean,
  hex,
  host,
  keyComponent,
  manyClean,
  num,
  org,
  pick,
  prompt,
  stamp,
  user,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildCleanPrinted(): HeldOutClean[] {
  return [
    ...manyClean("token endpoint error answer", 4, () =>
      JSON.stringify(
        {
          error: pick(["invalid_grant", "invalid_client", "unauthorized_client"]),
          error_description: `AADSTS${
            num(50000, 700000)
          }: The provided client secret keys for app '${uuid()}' are expired.`,
          error_codes: [num(7000000, 7000300)],
          timestamp: stamp().replace("T", " "),
          trace_id: uuid(),
          correlation_id: uuid(),
        },
        null,
        2,
      )),
    ...manyClean("realm export key component with its private key masked", 2, () =>
      JSON.stringify(
        {
          realm: org(),
          components: { "org.keycloak.keys.KeyProvider": [keyComponent("**********")] },
        },
        null,
        2,
      )),
    ...manyClean("realm export with secrets masked by the server", 4, () =>
      JSON.stringify(
        {
          realm: org(),
          clients: [{
            clientId: pick(["grafana", "argocd", "gitlab"]),
            id: uuid(),
            secret: "**********",
            redirectUris: [`https://${host("app")}/*`],
          }],
          smtpServer: { host: host("smtp"), password: "**********" },
        },
        null,
        2,
      )),
    ...manyClean("IdP event log with request ids", 4, () =>
      [
        `${stamp()} INFO  [org.keycloak.events] type=LOGIN, realmId=${uuid()}, clientId=account, userId=${uuid()}, ipAddress=10.${
          num(0, 255)
        }.${num(0, 255)}.${num(1, 254)}`,
        `${stamp()} WARN  [org.keycloak.events] type=LOGIN_ERROR, error=invalid_user_credentials, username=${user()}, auth_session_parent_id=${uuid()}`,
      ].join("\n")),
    ...manyClean("Okta system log entry", 3, () =>
      JSON.stringify(
        {
          uuid: uuid(),
          published: stamp(),
          eventType: "user.session.start",
          actor: { id: `00u${draw(17)}`, alternateId: `${user()}@${org()}.com` },
          outcome: { result: pick(["SUCCESS", "FAILURE"]) },
          transaction: { id: draw(27, B64URL) },
          debugContext: { debugData: { requestId: draw(27, B64URL), dtHash: hex(64) } },
        },
        null,
        2,
      )),
    ...manyClean("vault status", 4, () =>
      [
        `${prompt()}vault status`,
        "Key                     Value",
        "Seal Type               shamir",
        `Initialized             true`,
        `Sealed                  ${pick(["true", "false"])}`,
        `Total Shares            5`,
        `Threshold               3`,
        `Unseal Progress         ${num(0, 2)}/3`,
        `Unseal Nonce            ${uuid()}`,
        `Version                 1.${num(15, 20)}.${num(0, 9)}`,
        `Cluster ID              ${uuid()}`,
      ].join("\n")),
    ...manyClean("SAML AuthnRequest in a tracer", 3, () => {
      const req = `<samlp:AuthnRequest ID="_${hex(32)}" Version="2.0" IssueInstant="${stamp()}" ` +
        `AssertionConsumerServiceURL="https://${host("app")}/saml/acs"/>`;
      return `GET https://${host("idp")}/sso/saml?SAMLRequest=${
        encodeURIComponent(b64(req))
      }&RelayState=${draw(24, B64URL)}`;
    }),
    ...manyClean("kubectl describe secret (sizes only)", 3, () =>
      [
        `${prompt()}kubectl describe secret ${pick(["keycloak", "dex", "vault"])}-${hex(5)}`,
        "Type:  Opaque",
        "Data",
        "====",
        `client-secret:  ${num(32, 64)} bytes`,
        `tls.key:        ${num(1600, 1700)} bytes`,
      ].join("\n")),
    ...manyClean("vault secrets list and mounts", 3, () =>
      [
        `${prompt()}vault secrets list`,
        "Path          Type         Accessor              Description",
        `identity/    identity     identity_${hex(8)}    identity store`,
        `pki/         pki          pki_${hex(8)}         ${org()} issuing CA`,
        `secret/      kv           kv_${hex(8)}          key/value secret storage`,
      ].join("\n")),
    ...manyClean("step ca provisioner list (public keys)", 3, () =>
      JSON.stringify(
        [{
          type: "JWK",
          name: `admin@${org()}.com`,
          key: {
            use: "sig",
            kty: "EC",
            kid: draw(43, B64URL),
            crv: "P-256",
            alg: "ES256",
            x: draw(43, B64URL),
            y: draw(43, B64URL),
          },
        }],
        null,
        2,
      )),
    ...manyClean("SCIM user answer", 3, () =>
      JSON.stringify(
        {
          schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
          id: uuid(),
          externalId: `00u${draw(17, ALNUM)}`,
          userName: `${user()}@${org()}.com`,
          meta: { resourceType: "User", created: stamp(), version: `W/"${hex(16)}"` },
        },
        null,
        2,
      )),
  ];
}
