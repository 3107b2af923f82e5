/**
 * Corpus twenty-nine, FHIR and EHR vendors: SMART on FHIR client secrets, backend services' JWT
 * assertions and their signing keys, Epic and Cerner (Oracle Health) app keys, FHIR server
 * settings (HAPI, Azure Health Data Services), bearer tokens in request logs.
 */
import {
  ALNUM,
  B64URL,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  jwt,
  keyBlock,
  login,
  num,
  pass,
  pick,
  uuid,
  when,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES } from "./_heldout_twentynine_frames.ts";

const fhirBase = () =>
  pick([
    "https://fhir.klinikum-example.de/r4",
    "https://ehr.chu-example.fr/fhir/R4",
    "https://fhir.example-health.org/api/FHIR/R4",
    "https://fhir-myrecord.cerner.com/r4/" + uuid(),
  ]);
const tokenUrl = () =>
  pick([
    "https://auth.example-health.org/oauth2/token",
    "https://fhir.klinikum-example.de/auth/token",
  ]);

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "SMART app launch client secret in a .env",
    make: (k) => [
      `SMART_ISS=${fhirBase()}`,
      `SMART_CLIENT_ID=${uuid()}`,
      `SMART_CLIENT_SECRET=${k(num(40, 64), ALNUM)}`,
      "SMART_SCOPES=launch openid fhirUser patient/*.read",
      `SMART_REDIRECT_URI=https://apps.example-health.org/${
        pick(["growth-chart", "med-rec", "risk-calc"])
      }/callback`,
    ],
  },
  {
    shape: "command",
    label: "client_credentials token request with a basic secret",
    make: (k) => [
      `curl -s -u '${uuid()}:${k(num(32, 48), ALNUM)}' \\`,
      "  -d grant_type=client_credentials -d 'scope=system/Observation.read system/Patient.read' \\",
      `  ${tokenUrl()}`,
    ],
  },
  {
    shape: "output",
    label: "backend services JWT assertion in a debug log",
    make: (k) => [
      `${when()} DEBUG fhirclient: POST ${tokenUrl()}`,
      `${when()} DEBUG fhirclient: client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer`,
      `${when()} DEBUG fhirclient: client_assertion=${
        jwt(
          k,
          { iss: uuid(), sub: uuid(), aud: tokenUrl(), jti: uuid(), exp: epoch() },
          "RS256",
          draw(12, ALNUM),
        )
      }`,
    ],
  },
  {
    shape: "block",
    label: "Epic backend app private key used to sign assertions",
    make: (k) => [
      `# epic-nonprod client ${uuid()}, kid ${draw(8, HEX)}`,
      "$ cat keys/epic_privatekey.pem",
      ...keyBlock(k, "", 9),
      "$ openssl rsa -in keys/epic_privatekey.pem -pubout > keys/publickey509.pem",
    ],
  },
  {
    shape: "output",
    label: "access token response pasted from Postman",
    make: (k) => [
      "{",
      `  "access_token": "${
        jwt(k, { sub: uuid(), scope: "patient/*.read", client_id: uuid(), exp: epoch() }, "ES256")
      }",`,
      `  "token_type": "Bearer",`,
      `  "expires_in": ${num(300, 3600)},`,
      `  "scope": "patient/Patient.read patient/Observation.read launch/patient",`,
      `  "patient": "${pick(["e", "T", "a"])}${draw(22, ALNUM)}3"`,
      "}",
    ],
  },
  {
    shape: "command",
    label: "FHIR query with a bearer header",
    make: (k) => [
      `curl -H "Authorization: Bearer ${k(num(120, 180), ALNUM + "-_.")}" \\`,
      `  "${fhirBase()}/Observation?patient=${draw(12, ALNUM)}&code=http://loinc.org|${
        num(1000, 99999)
      }-${num(0, 9)}&_count=50"`,
    ],
  },
  {
    shape: "assignment",
    label: "HAPI FHIR server datasource password in application.yaml",
    make: (_k, add) => [
      "spring:",
      "  datasource:",
      `    url: jdbc:postgresql://${pick(["pg-fhir", "db01", "hapi-db"])}:5432/hapi`,
      "    username: hapi",
      `    password: ${pass(add)}`,
      "hapi:",
      "  fhir:",
      "    fhir_version: R4",
    ],
  },
  {
    shape: "assignment",
    label: "Azure Health Data Services client secret in appsettings.json",
    make: (_k, add) => [
      "{",
      '  "FhirServer": {',
      `    "Url": "https://${
        draw(8, "abcdefghijklmnopqrstuvwxyz")
      }-fhir.fhir.azurehealthcareapis.com",`,
      `    "TenantId": "${uuid()}",`,
      `    "ClientId": "${uuid()}",`,
      `    "ClientSecret": "${add(draw(3) + "8Q~" + draw(34, ALNUM + "-_.~"))}"`,
      "  }",
      "}",
    ],
  },
  {
    shape: "vendor",
    label: "Cerner code console app secret in a Node config",
    make: (k) => [
      "module.exports = {",
      `  clientId: "${uuid()}",`,
      `  clientSecret: "${k(num(36, 48), ALNUM)}",`,
      `  tenant: "${uuid()}",`,
      "};",
    ],
  },
  {
    shape: "url",
    label: "token sent in a SMART launch URL's query",
    make: (k) => [
      `302 Location: https://apps.example-health.org/launch.html?iss=${
        encodeURIComponent(fhirBase())
      }&launch=${draw(12, ALNUM)}&access_token=${k(num(60, 90), ALNUM)}`,
    ],
  },
  {
    shape: "encoded",
    label: "client id and secret as a Basic header in a proxy log",
    make: (_k, add) => {
      const header = add(btoa(`${uuid()}:${draw(num(32, 40), ALNUM)}`));
      return [
        `${when()} nginx: POST /oauth2/token 200 "Authorization: Basic ${header}" rt=0.${
          num(10, 999)
        }`,
      ];
    },
  },
  {
    shape: "wrapped",
    label: "SMART client secret wrapped in a Teams message",
    make: (_k, add) => {
      const a = add(draw(24, ALNUM));
      const b = add(draw(num(16, 24), ALNUM));
      return [`${login()}: new secret for the sandbox app is ${a}`, `${b} (valid 90 days)`];
    },
  },
  {
    shape: "vendor",
    label: "EC key of a backend app as a JWK with its d",
    make: (k) => [
      "{",
      '  "kty": "EC",',
      '  "crv": "P-256",',
      `  "kid": "${draw(16, HEX)}",`,
      `  "x": "${draw(43, B64URL)}",`,
      `  "y": "${draw(43, B64URL)}",`,
      `  "d": "${k(43, B64URL)}"`,
      "}",
    ],
  },
  {
    shape: "block",
    label: "EC private key of a SMART backend in a Kubernetes manifest",
    make: (k) => [
      "apiVersion: v1",
      "kind: Secret",
      "metadata:",
      `  name: smart-backend-${draw(5, "abcdefghijklmnopqrstuvwxyz")}`,
      "stringData:",
      "  key.pem: |",
      ...keyBlock(k, "EC ", 3, "    "),
    ],
  },
  {
    shape: "output",
    label: "Epic interconnect log echoing the Epic-Client-ID and a password",
    make: (_k, add) => [
      `${when()} [Interconnect] POST /api/epic/2014/Common/Utility/${
        pick(["GETCONTEXT", "SETSMARTDATAVALUES"])
      }`,
      `  Epic-Client-ID: ${uuid()}`,
      `  Epic-User-ID: ${login().toUpperCase()}`,
      `  Authorization: Basic emp$${login()}:${pass(add)}`,
      `  <- 200 (${num(20, 900)} ms)`,
    ],
  },
];

/** The FHIR and EHR cases. */
export function buildFhir(): HeldOutSecret[] {
  return framed(WRITINGS, COMMON_FRAMES, 2);
}
