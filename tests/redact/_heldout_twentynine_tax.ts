/**
 * Corpus twenty-nine, tax, e-invoicing and municipal portals: ELSTER certificates and their PINs,
 * AEAT and SII certificates, Chorus Pro / PISTE credentials, Peppol access points, Digipoort and
 * PKIoverheid, Skatteverket and Altinn, municipal GIS and permit systems; written in the languages
 * of those places.
 */
import {
  ALNUM,
  B64,
  DIGITS,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  keyBlock,
  login,
  num,
  pass,
  pick,
  uuid,
  when,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "ELSTER certificate PIN in an ERiC config (German)",
    make: (_k, add) => [
      "# ERiC-Konfiguration für die Lohnsteuer-Anmeldung",
      `eric.zertifikat.pfad = C:\\ELSTER\\${pick(["Finanzbuchhaltung", "Lohn", "Kaemmerei"])}.pfx`,
      `eric.zertifikat.pin = ${wordPass(add)}`,
      `eric.hersteller.id = ${draw(5, DIGITS)}`,
    ],
  },
  {
    shape: "command",
    label: "AEAT certificate converted with the p12 password (Spanish)",
    make: (_k, add) => [
      "# Convertir el certificado de la FNMT para el SII",
      `openssl pkcs12 -in certificado_${
        pick(["ayuntamiento", "hacienda", "sii"])
      }.p12 -clcerts -nokeys -passin 'pass:${pass(add)}' -out cert.pem`,
      "curl --cert cert.pem --key key.pem https://prewww1.aeat.es/wlpl/SSII-FACT/ws/fe/SiiFactFEV1SOAP",
    ],
  },
  {
    shape: "assignment",
    label: "Chorus Pro technical account and PISTE secret (French)",
    make: (k, add) => [
      "# Compte technique Chorus Pro (qualification)",
      `CPRO_LOGIN=TECH_${draw(8, DIGITS)}@cpro.fr`,
      `CPRO_PASSWORD=${pass(add)}`,
      `PISTE_CLIENT_ID=${uuid()}`,
      `PISTE_CLIENT_SECRET=${k(36, ALNUM)}`,
    ],
  },
  {
    shape: "block",
    label: "Peppol access point key in a phase4 config",
    make: (k) => [
      "# phase4 access point",
      `peppol.seatid = P${pick(["DE", "NL", "NO", "SE"])}${draw(6, DIGITS)}`,
      "org.apache.wss4j.crypto.merlin.keystore.file = ap-keystore.pem",
      "# contents of ap-keystore.pem (staging)",
      ...keyBlock(k, "", 7),
    ],
  },
  {
    shape: "assignment",
    label: "Peppol keystore password in a properties file",
    make: (_k, add) => [
      "org.apache.wss4j.crypto.merlin.keystore.type = PKCS12",
      `org.apache.wss4j.crypto.merlin.keystore.password = ${pass(add)}`,
      `org.apache.wss4j.crypto.merlin.keystore.alias = ${draw(8, "abcdefghijklmnopqrstuvwxyz")}`,
      `org.apache.wss4j.crypto.merlin.keystore.private.password = ${pass(add)}`,
    ],
  },
  {
    shape: "command",
    label: "Digipoort PKIoverheid certificate import with password (Dutch)",
    make: (_k, add) => [
      "# Certificaat voor Digipoort importeren",
      `keytool -importkeystore -srckeystore pkio_${
        pick(["gemeente", "belastingen", "aangifte"])
      }.p12 -srcstoretype PKCS12 \\`,
      `  -srcstorepass '${pass(add)}' -destkeystore digipoort.jks -deststorepass '${pass(add)}'`,
    ],
  },
  {
    shape: "output",
    label: "Skatteverket API call log with client secret (Swedish)",
    make: (k) => [
      `${when()} INFO  Hämtar token från Skatteverket`,
      `${when()} DEBUG form: grant_type=client_credentials&client_id=${
        draw(24, ALNUM)
      }&client_secret=${k(num(40, 48), ALNUM)}`,
      `${when()} INFO  200 OK, token giltig i 3600 s`,
    ],
  },
  {
    shape: "assignment",
    label: "Altinn subscription key and test password (Norwegian)",
    make: (k, add) => [
      "# Altinn 3 – testmiljø",
      `ALTINN_SUBSCRIPTION_KEY=${k(32, HEX)}`,
      `ALTINN_SYSTEMBRUKER=${login()}`,
      `ALTINN_PASSORD=${pass(add)}`,
    ],
  },
  {
    shape: "url",
    label: "municipal GIS WMS URL with user and password (German)",
    make: (_k, add) => [
      "Layer in QGIS hinzugefügt:",
      `https://${login()}:${pass(add, true)}@geoportal.${
        pick(["stadt-example.de", "kreis-example.de"])
      }/wms/alkis?SERVICE=WMS&REQUEST=GetCapabilities`,
    ],
  },
  {
    shape: "url",
    label: "permit system database URL (Danish)",
    make: (_k, add) => [
      "Forbindelsen til byggesagssystemet:",
      `DATABASE_URL=postgres://byggesag:${pass(add, true)}@db.${
        pick(["kommune-example.dk", "region-example.dk"])
      }:5432/byggesag`,
    ],
  },
  {
    shape: "vendor",
    label: "e-invoicing provider API key (Finnish)",
    make: (k) => [
      "# Verkkolaskuoperaattorin rajapinta",
      `VERKKOLASKU_API_AVAIN=${k(48, ALNUM)}`,
      `VERKKOLASKU_OVT=0037${draw(8, DIGITS)}`,
    ],
  },
  {
    shape: "encoded",
    label: "PKCS#12 certificate itself pasted as base64 with its password",
    make: (k, add) => [
      "Zertifikat (Base64) und Passwort für die Testumgebung:",
      `${k(76, B64)}`,
      `${k(76, B64)}`,
      `${k(num(30, 60), B64)}==`,
      `Passwort: ${pass(add)}`,
    ],
  },
  {
    shape: "wrapped",
    label: "tax portal password split over two lines of a note (Spanish)",
    make: (_k, add) => {
      const a = add(draw(num(8, 10), ALNUM));
      const b = add(draw(num(8, 10), ALNUM));
      return [`Clave de la sede electrónica (usuario ${login()}): ${a}-`, `${b}  (sin el guion)`];
    },
  },
  {
    shape: "command",
    label: "SII SOAP call with a client secret header (Spanish)",
    make: (k) => [
      `curl -H "X-Client-Secret: ${k(num(32, 40), ALNUM)}" --cert-type P12 --cert sii.p12 \\`,
      `  -d @factura_${
        draw(6, DIGITS)
      }.xml https://prewww10.aeat.es/wlpl/SSII-FACT/ws/fe/SiiFactFEV1SOAP`,
    ],
  },
];

/** The tax, e-invoicing and municipal cases. */
export function buildTax(): HeldOutSecret[] {
  return [
    ...framed(WRITINGS.slice(0, 9), [...MAILS, ...COMMON_FRAMES], 2),
    ...framed(WRITINGS.slice(9), COMMON_FRAMES, 2),
  ];
}
