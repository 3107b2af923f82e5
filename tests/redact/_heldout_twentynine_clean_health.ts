/**
 * Corpus twenty-nine's clean health texts: FHIR resources with ids, ETags and synthetic MRNs,
 * OIDs, DICOM UIDs, LOINC and SNOMED codes, HL7 messages with no security field, JWKS documents
 * and public certificates, configs whose passwords are references.
 */
import {
  ALNUM,
  B64URL,
  certBody,
  dicomUid,
  DIGITS,
  draw,
  framedClean,
  type HeldOutClean,
  HEX,
  login,
  num,
  oid,
  pick,
  uuid,
  when,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const mrn = () => `SYN${draw(7, DIGITS)}`;
const loinc = () => `${num(1000, 99999)}-${num(0, 9)}`;
const snomed = () => draw(num(6, 9), DIGITS).replace(/^0/, "4");
const fhirId = () => pick([draw(num(16, 24), ALNUM + "-."), uuid()]);

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["FHIR Patient with a synthetic MRN and an ETag", () => [
    "HTTP/1.1 200 OK",
    `ETag: W/"${num(1, 40)}"`,
    `Last-Modified: ${new Date(when()).toUTCString()}`,
    "",
    JSON.stringify(
      {
        resourceType: "Patient",
        id: fhirId(),
        meta: { versionId: String(num(1, 40)), lastUpdated: when() },
        identifier: [{ system: `urn:oid:${oid()}`, value: mrn() }],
        name: [{ family: "Synthetic", given: [pick(["Test", "Demo"])] }],
      },
      null,
      2,
    ),
  ]],
  ["FHIR search Bundle with fullUrls", () => [
    JSON.stringify(
      {
        resourceType: "Bundle",
        type: "searchset",
        total: num(2, 40),
        link: [{
          relation: "next",
          url:
            `https://fhir.example-health.org/r4/Observation?_getpages=${uuid()}&_getpagesoffset=20`,
        }],
        entry: [0, 1, 2].map(() => ({
          fullUrl: `https://fhir.example-health.org/r4/Observation/${fhirId()}`,
          resource: {
            resourceType: "Observation",
            id: fhirId(),
            code: { coding: [{ system: "http://loinc.org", code: loinc() }] },
          },
        })),
      },
      null,
      1,
    ),
  ]],
  ["HL7 ADT message with OIDs and no security field", () => [
    `MSH|^~\\&|ADT|${oid()}^ISO|MIRTH|HOSP|${
      when().replace(/[-:T]/g, "").slice(0, 14)
    }||ADT^A01^ADT_A01|${draw(12, DIGITS)}|P|2.5.1`,
    `PID|1||${mrn()}^^^HOSP&${oid()}&ISO^MR||SYNTHETIC^TEST`,
    `PV1|1|I|${pick(["ICU", "WARD3", "ER"])}^${num(1, 40)}^${num(1, 4)}`,
  ]],
  ["dcmdump of a CT image's UIDs", () => [
    `(0008,0016) UI =CTImageStorage                          #  26, 1 SOPClassUID`,
    `(0008,0018) UI [${dicomUid()}]   # SOPInstanceUID`,
    `(0020,000d) UI [${dicomUid()}]   # StudyInstanceUID`,
    `(0020,000e) UI [${dicomUid()}]   # SeriesInstanceUID`,
    `(0010,0020) LO [${mrn()}]        # PatientID`,
  ]],
  ["Orthanc config reading its users from the environment", () => [
    "{",
    `  "DicomAet" : "ORTHANC",`,
    '  "AuthenticationEnabled" : true,',
    '  "RegisteredUsers" : { "viewer" : "${ORTHANC_VIEWER_PASSWORD}" },',
    `  "DicomModalities" : { "ct" : [ "CT_SCANNER1", "10.${num(0, 255)}.${num(0, 255)}.${
      num(1, 254)
    }", 104 ] }`,
    "}",
  ]],
  ["LOINC to SNOMED mapping table", () => [
    "loinc,loinc_name,snomed_ct,snomed_term",
    ...Array.from(
      { length: num(4, 8) },
      () =>
        `${loinc()},${pick(["Hemoglobin A1c", "Creatinine", "Lactate", "CRP"])},${snomed()},${
          pick(["Finding", "Observable entity", "Procedure"])
        }`,
    ),
  ]],
  ["JWKS document of a SMART backend (public keys)", () => [
    JSON.stringify(
      {
        keys: [
          {
            kty: "RSA",
            kid: draw(16, HEX),
            use: "sig",
            alg: "RS384",
            n: draw(342, B64URL),
            e: "AQAB",
          },
          { kty: "EC", kid: draw(16, HEX), crv: "P-384", x: draw(64, B64URL), y: draw(64, B64URL) },
        ],
      },
      null,
      2,
    ),
  ]],
  ["smart-configuration document", () => [
    JSON.stringify(
      {
        issuer: "https://fhir.example-health.org",
        authorization_endpoint: "https://auth.example-health.org/oauth2/authorize",
        token_endpoint: "https://auth.example-health.org/oauth2/token",
        token_endpoint_auth_methods_supported: ["private_key_jwt", "client_secret_basic"],
        code_challenge_methods_supported: ["S256"],
        capabilities: ["launch-ehr", "client-confidential-asymmetric", "context-ehr-patient"],
      },
      null,
      2,
    ),
  ]],
  ["Mirth channel using a configuration map reference", () => [
    '<properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties">',
    `  <url>jdbc:sqlserver://lis${num(1, 9)}.klinikum.example.de;databaseName=LAB</url>`,
    "  <username>${LIS_DB_USER}</username>",
    "  <password>${LIS_DB_PASSWORD}</password>",
    "</properties>",
  ]],
  ["Epic app registration notes with the key kept in a vault", () => [
    `Non-production client ID: ${uuid()}`,
    `Production client ID: ${uuid()}`,
    "Private key: Azure Key Vault kv-integrations, secret name epic-backend-signing-key (never exported)",
    `JWK Set URL: https://apps.example-health.org/.well-known/jwks.json (kid ${draw(12, HEX)})`,
  ]],
  ["X12 270 with an empty security field", () => [
    `ISA*00*          *00*          *ZZ*${
      draw(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    }      *ZZ*PAYERX         *${num(260101, 261127)}*${num(1000, 2359)}*^*00501*${
      draw(9, DIGITS)
    }*0*T*:~`,
    `GS*HS*${draw(9, DIGITS)}*PAYERX*${num(20261101, 20261127)}*${num(1000, 2359)}*${
      num(1, 999)
    }*X*005010X279A1~`,
    `NM1*IL*1*SYNTHETIC*TEST****MI*${draw(11, DIGITS)}~`,
  ]],
  ["C-ECHO log between AE titles", () => [
    `I: Requesting Association`,
    `I: Association Accepted (Max Send PDV: ${num(16000, 65000)})`,
    `I: Sending Echo Request (MsgID ${num(1, 99)})`,
    `I: Received Echo Response (Success)`,
    `I: Releasing Association  [${pick(["PACS_MAIN", "DCM4CHEE"])} -> ${
      pick(["ORTHANC", "MR_3T"])
    }, ${when()}]`,
  ]],
  ["public certificate of a FHIR server", () => [
    "-----BEGIN CERTIFICATE-----",
    ...certBody(num(8, 14)),
    "-----END CERTIFICATE-----",
  ]],
  [
    "audit log with request and trace ids",
    () =>
      Array.from(
        { length: num(4, 7) },
        () =>
          `${when()} GET /r4/Patient/${fhirId()} 200 user=${login()} request_id=${uuid()} trace=${
            draw(32, HEX)
          }`,
      ),
  ],
  ["FHIR Provenance with a signature's public parts", () => [
    JSON.stringify(
      {
        resourceType: "Provenance",
        target: [{ reference: `Observation/${fhirId()}` }],
        recorded: when(),
        signature: [{
          type: [{ system: "urn:iso-astm:E1762-95:2013", code: "1.2.840.10065.1.12.1.1" }],
          when: when(),
          who: { reference: `Device/${fhirId()}` },
          sigFormat: "application/jose",
          targetFormat: "application/fhir+json",
        }],
      },
      null,
      2,
    ),
  ]],
];

/** The clean health texts. */
export function buildCleanHealth(): HeldOutClean[] {
  return framedClean(ALIKES, [...COMMON_FRAMES, ...MAILS.slice(3, 6)], 2);
}
