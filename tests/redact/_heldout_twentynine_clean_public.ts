/**
 * Corpus twenty-nine's clean public-sector texts and mails: client ids that are public by design,
 * JWKS and SAML metadata with certificates, documented demo keys, dataset ids, Peppol and tax
 * identifiers, grant numbers, masked values and references to where a secret is kept; and mails
 * and tickets in the languages of the places that talk about a secret without holding one.
 */
import {
  B64URL,
  certBody,
  DIGITS,
  doi,
  draw,
  framedClean,
  type HeldOutClean,
  HEX,
  login,
  LOWER,
  num,
  orcidId,
  pick,
  uuid,
  when,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS, pasted, ticket } from "./_heldout_twentynine_frames.ts";

const fourByFour = () => `${draw(4, LOWER + DIGITS)}-${draw(4, LOWER + DIGITS)}`;

const PUBLIC: readonly (readonly [string, () => string[]])[] = [
  ["login.gov client id with the key kept in Secrets Manager", () => [
    "login_gov:",
    `  client_id: urn:gov:gsa:openidconnect.profiles:sp:sso:${pick(["hhs", "gsa", "va"])}:${
      pick(["benefits", "grants"])
    }_prod`,
    "  private_key: <%= ENV.fetch('LOGIN_GOV_PRIVATE_KEY') %>   # from AWS Secrets Manager: prod/login-gov/sp-key",
    "  redirect_uri: https://benefits.example.gov/auth/logindotgov/callback",
  ]],
  ["GOV.UK One Login public JWK", () => [
    JSON.stringify(
      {
        kty: "EC",
        use: "sig",
        crv: "P-256",
        kid: uuid(),
        x: draw(43, B64URL),
        y: draw(43, B64URL),
        alg: "ES256",
      },
      null,
      2,
    ),
  ]],
  ["api.data.gov call with DEMO_KEY", () => [
    `curl "https://api.nasa.gov/planetary/apod?date=2026-11-${num(10, 27)}&api_key=DEMO_KEY"`,
    `X-RateLimit-Limit: 40   X-RateLimit-Remaining: ${num(1, 39)}`,
  ]],
  ["Socrata dataset ids with the app token from the environment", () => [
    `client = Socrata("data.cityofexample.gov", os.environ["SOCRATA_APP_TOKEN"])`,
    ...Array.from(
      { length: num(3, 6) },
      () => `rows_${draw(3, LOWER)} = client.get("${fourByFour()}", limit=${num(1000, 50000)})`,
    ),
  ]],
  ["eIDAS metadata with a public signing certificate", () => [
    `<md:EntityDescriptor entityID="https://eidas.example.nl/EidasNode/ConnectorMetadata" ID="_${
      draw(32, HEX)
    }">`,
    '  <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>',
    ...certBody(num(6, 10)),
    "  </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>",
    "</md:EntityDescriptor>",
  ]],
  ["Peppol participant ids and SMP lookup", () => [
    `$ curl -s https://smp.example.eu/iso6523-actorid-upis%3A%3A0088%3A${draw(13, DIGITS)}`,
    `participant 0088:${draw(13, DIGITS)}  0192:${draw(9, DIGITS)}  0007:${draw(10, DIGITS)}`,
    "document type: urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017",
  ]],
  ["ELSTER config with the PIN left out", () => [
    "eric.zertifikat.pfad = C:\\ELSTER\\Lohn.pfx",
    'eric.zertifikat.pin = <PIN aus dem Tresor, Eintrag "ELSTER Lohn">',
    `eric.hersteller.id = ${draw(5, DIGITS)}`,
  ]],
  [
    "Chorus Pro invoice listing with SIRET numbers",
    () =>
      Array.from(
        { length: num(4, 7) },
        () =>
          `FAC-${num(2026, 2026)}-${draw(6, DIGITS)}  SIRET ${draw(14, DIGITS)}  ${
            num(100, 99999)
          },${draw(2, DIGITS)} EUR  ${pick(["Mise à disposition", "Rejetée", "Mandatée"])}`,
      ),
  ],
  ["census GEOIDs and FIPS codes", () => [
    "NAME,B01001_001E,state,county,GEO_ID",
    ...Array.from(
      { length: num(4, 7) },
      () =>
        `"${pick(["Example", "Sample", "Test"])} County",${num(1000, 900000)},${draw(2, DIGITS)},${
          draw(3, DIGITS)
        },0500000US${draw(5, DIGITS)}`,
    ),
  ]],
  ["vault lookup of a service password, value not shown", () => [
    "$ vault kv get -field=password secret/census/svc_collect > /dev/null && echo ok",
    "ok",
    `$ vault kv metadata get secret/census/svc_collect | grep -E 'version|created'`,
    `current_version  ${num(2, 20)}`,
    `created_time     ${when()}`,
  ]],
  ["grant numbers in acknowledgements", () => [
    `Funded by the ERC (grant agreement No ${num(100000, 999999)}), NIH R01${
      pick(["AI", "CA", "HL"])
    }${draw(6, DIGITS)}, DFG Projektnummer ${draw(9, DIGITS)} and NWO VI.Vidi.${num(190, 213)}.${
      num(1, 199)
    }.`,
    `Data: https://doi.org/${doi()}. ORCID: ${orcidId()}.`,
  ]],
  ["GIS capabilities URL without credentials", () => [
    `https://geoportal.stadt-example.de/wms/alkis?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=Flurstuecke&CRS=EPSG:25832&BBOX=${
      num(300000, 399999)
    },${num(5600000, 5699999)},${num(400000, 499999)},${
      num(5700000, 5799999)
    }&WIDTH=1024&HEIGHT=768&FORMAT=image/png`,
  ]],
  ["masked secrets in a ticket", () => [
    `PISTE_CLIENT_SECRET=********************************`,
    `ALTINN_SUBSCRIPTION_KEY=${draw(4, HEX)}…(masked)`,
    "CPRO_PASSWORD=[REDACTED]",
  ]],
];

const MAIL_ALIKES: readonly (readonly [string, () => string[]])[] = [
  [
    "password sent by SMS, German",
    () => [
      `Ihr Benutzerkonto ${login()} ist eingerichtet. Das Initialpasswort erhalten Sie separat per SMS an die hinterlegte Nummer.`,
    ],
  ],
  [
    "password in KeePass, French",
    () => [
      `Le mot de passe du compte technique est dans le coffre KeePass de l'équipe, entrée « Chorus Pro / qualification ».`,
    ],
  ],
  [
    "no password, Spanish",
    () => [
      `La contraseña es la misma que usas para la intranet; si no funciona, abre una incidencia con el número ${
        draw(8, DIGITS)
      }.`,
    ],
  ],
  [
    "masked wachtwoord, Dutch",
    () => [`Gebruiker: ${login()}`, "Wachtwoord: ******** (staat in de kluis)"],
  ],
  [
    "ticket ids, Swedish",
    () => [
      `Ärende ${draw(7, DIGITS)} är löst. Jobbet ${draw(7, DIGITS)} på klustret körde klart ${
        when().slice(0, 10)
      }.`,
    ],
  ],
  [
    "Bitwarden reference, Norwegian",
    () => [`Passord: se Bitwarden-samlingen «Altinn test» (${uuid()}).`],
  ],
  [
    "business ids, Finnish",
    () => [
      `Y-tunnus ${draw(7, DIGITS)}-${num(0, 9)}, OVT 0037${draw(8, DIGITS)}, välittäjätunnus ${
        pick(["003723327487", "003721291126"])
      }.`,
    ],
  ],
  [
    "CVR and EAN numbers, Danish",
    () => [
      `CVR ${draw(8, DIGITS)}, EAN-lokationsnummer 57${
        draw(11, DIGITS)
      }. Fakturaen sendes via NemHandel.`,
    ],
  ],
  ["commit hashes in a change mail", () => [
    "Changes deployed to the results portal:",
    ...Array.from(
      { length: num(3, 5) },
      () => `  ${draw(40, HEX)} ${pick(["fix district totals", "bump deps", "add audit log"])}`,
    ),
  ]],
  [
    "DICOM study UIDs in a radiology mail",
    () => [
      `Bitte die Studie ${`1.2.840.113619.2.${num(100, 999)}.${draw(12, DIGITS)}.${
        num(1, 99)
      }`} erneut an PACS_MAIN senden; Accession ${draw(10, DIGITS)}.`,
    ],
  ],
  [
    "TOTP set-up instructions without a seed",
    () => [
      "Scan the QR code shown after login with your authenticator app; the code changes every 30 seconds. We never send the seed by mail.",
    ],
  ],
];

/** The clean public-sector texts and the clean mails. */
export function buildCleanPublic(): HeldOutClean[] {
  return [
    ...framedClean(PUBLIC, [...COMMON_FRAMES, ...MAILS.slice(5)], 2),
    ...framedClean(MAIL_ALIKES, [...MAILS, ticket, pasted], 3),
  ];
}
