/**
 * Corpus thirty-three, PKI and second factors: step-ca provisioner passwords and JWK private keys,
 * ACME external account binding keys, cert-manager secrets, SCIM bearer tokens, TOTP seeds in
 * `otpauth://` URIs and recovery codes.
 */
import {
  ALNUM,
  B32,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  host,
  LOWER_DIGITS,
  many,
  num,
  org,
  pass,
  pemBlock,
  pick,
  prompt,
  split2,
  user,
} from "./_heldout_thirtythree_make.ts";

/** A recovery code like `abcde-12345` (ten characters of `alphabet` and a dash). */
function recovery(add: (p: string) => string, alphabet: string): string {
  return add(`${draw(5, alphabet)}-${draw(5, alphabet)}`);
}

export function buildPki(): HeldOutSecret[] {
  return [
    ...many("command", "step ca init with a provisioner password file shown", 2, (_k, add) =>
      [
        `${prompt()}echo '${pass(add)}' > /tmp/pw && step ca init --name "${org()} CA" \\`,
        `    --dns ${
          host("ca")
        } --address :443 --provisioner admin@${org()}.com --password-file /tmp/pw`,
      ].join("\n")),
    ...many("output", "step-ca JWK provisioner with its encrypted key", 2, (k) =>
      JSON.stringify(
        {
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
          encryptedKey: `${draw(20, B64URL)}.${k(43, B64URL)}.${k(22, B64URL)}.${
            k(num(260, 320), B64URL)
          }.${k(22, B64URL)}`,
        },
        null,
        2,
      )),
    ...many("output", "a JWK private key with its d parameter", 3, (k) =>
      JSON.stringify(
        {
          kty: "EC",
          crv: "P-256",
          kid: draw(43, B64URL),
          x: draw(43, B64URL),
          y: draw(43, B64URL),
          d: k(43, B64URL),
        },
        null,
        2,
      )),
    ...many(
      "command",
      "certbot registers with an ACME EAB HMAC key",
      2,
      (k) =>
        `${prompt()}certbot register --email ${user()}@${org()}.com --server https://acme.${
          pick(["zerossl.com/v2/DV90", "sectigo.com/v2/DV", "digicert.com/v2/acme/directory"])
        } --eab-kid ${draw(22, B64URL)} --eab-hmac-key ${k(num(43, 86), B64URL)} --agree-tos`,
    ),
    ...many("block", "cert-manager ClusterIssuer with its EAB secret", 2, (k) =>
      [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: zerossl-eab",
        "  namespace: cert-manager",
        "stringData:",
        `  secret: ${k(86, B64URL)}`,
        "---",
        "apiVersion: cert-manager.io/v1",
        "kind: ClusterIssuer",
        "spec:",
        "  acme:",
        "    externalAccountBinding:",
        `      keyID: ${draw(22, B64URL)}`,
        "      keySecretRef: { name: zerossl-eab, key: secret }",
      ].join("\n")),
    ...many("block", "cert-manager TLS secret with its tls.key", 2, (k) =>
      [
        `${prompt()}kubectl get secret ${
          pick(["sso", "keycloak", "dex"])
        }-tls -o jsonpath='{.data.tls\\.key}' | base64 -d`,
        ...pemBlock(k, pick(["RSA ", "EC ", ""]), 6),
      ].join("\n")),
    ...many("vendor", "SCIM bearer token in a provisioning request", 3, (k) =>
      [
        `POST /scim/v2/Users HTTP/1.1`,
        `Host: ${host("api")}`,
        `Authorization: Bearer ${k(num(40, 64), ALNUM)}`,
        "Content-Type: application/scim+json",
      ].join("\n")),
    ...many("assignment", "SCIM token in an IdP provisioning setting", 2, (k) =>
      [
        `scim_base_url: https://${host("app")}/scim/v2`,
        `scim_token: "${k(num(32, 48), ALNUM + "-_")}"`,
        "push_groups: true",
      ].join("\n")),
    ...many(
      "url",
      "TOTP seed in an otpauth URI",
      4,
      (k) =>
        `otpauth://totp/${org()}:${user()}%40${org()}.com?secret=${
          k(pick([16, 32]), B32)
        }&issuer=${org()}&algorithm=SHA1&digits=6&period=30`,
    ),
    ...many(
      "assignment",
      "TOTP seed copied as a manual-entry key",
      2,
      (k) => `MFA_TOTP_SECRET=${k(32, B32)}  # break-glass account ${user()}`,
    ),
    ...many("output", "recovery codes printed after enrolment", 2, (_k, add) =>
      [
        `Recovery codes for ${user()}@${org()}.com — store them somewhere safe:`,
        ...Array.from({ length: 8 }, () => `  ${recovery(add, LOWER_DIGITS)}`),
      ].join("\n")),
    ...many(
      "output",
      "recovery codes as a JSON list",
      2,
      (_k, add) =>
        JSON.stringify({
          user: user(),
          recovery_codes: Array.from({ length: 6 }, () => recovery(add, "0123456789abcdef")),
        }),
    ),
    ...many(
      "encoded",
      "TOTP seed percent-encoded inside a QR link",
      2,
      (k) =>
        `https://chart.example.net/qr?data=otpauth%3A%2F%2Ftotp%2F${org()}%3Fsecret%3D${
          k(32, B32)
        }%26issuer%3D${org()}`,
    ),
    ...many(
      "encoded",
      "EAB key base64 in a Secret's data",
      2,
      (_k, add) => `data:\n  secret: ${add(b64(draw(86, B64URL)))}\nkind: Secret`,
    ),
    ...many("wrapped", "JWK d value wrapped in a chat paste", 2, (_k, add) => {
      const d = draw(43, B64URL);
      const [a, b] = split2(add, d, num(18, 25));
      return `"kty": "EC", "crv": "P-256", "d": "${a}\n${b}", "kid": "${hex(16)}"`;
    }),
    ...many(
      "command",
      "step crypto jwk create with a password on the line",
      2,
      (_k, add) =>
        `${prompt()}step crypto jwk create pub.json priv.json --password-file <(echo -n '${
          pass(add)
        }')`,
    ),
    ...many(
      "url",
      "SCIM token in a connector URL",
      2,
      (k) =>
        `https://${host("scim")}/v2/Users?access_token=${
          k(num(40, 50), B64.slice(0, 62))
        }&count=100`,
    ),
  ];
}
