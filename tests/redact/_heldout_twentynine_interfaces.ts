/**
 * Corpus twenty-nine, hospital interfaces: Mirth Connect channels and properties, HL7 v2 over
 * MLLP with a sender's password, DICOM/PACS AE configs and DICOMweb credentials, e-prescribing,
 * lab, pharmacy and insurance portals' integrations.
 */
import {
  ALNUM,
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
  UPPER_ALNUM,
  when,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const host = () =>
  `${pick(["mirth", "hl7-gw", "pacs", "orthanc", "lis"])}${num(1, 9)}.${
    pick([
      "klinikum.example.de",
      "chu.example.fr",
      "hospital.example.es",
      "umc.example.nl",
      "sjukhus.example.se",
    ])
  }`;
const ae = () => pick(["ORTHANC", "PACS_MAIN", "CT_SCANNER1", "MR_3T", "DCM4CHEE", "US_ECHO2"]);
const hl7Time = () => when().replace(/[-:T]/g, "").slice(0, 14);

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "mirth.properties database and keystore passwords",
    make: (_k, add) => [
      "# mirth.properties",
      "database = postgres",
      `database.url = jdbc:postgresql://${host()}:5432/mirthdb`,
      "database.username = mirth",
      `database.password = ${pass(add)}`,
      "keystore.path = ${dir.appdata}/keystore.jks",
      `keystore.storepass = ${add(draw(num(16, 24)))}`,
      `keystore.keypass = ${add(draw(num(16, 24)))}`,
    ],
  },
  {
    shape: "assignment",
    label: "Mirth channel XML with a database reader's password",
    make: (_k, add) => [
      '<sourceConnector version="4.4.1">',
      '  <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties">',
      "    <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>",
      `    <url>jdbc:sqlserver://${host()};databaseName=${
        pick(["ADT", "LAB_RESULTS", "ORDERS"])
      }</url>`,
      `    <username>${login()}</username>`,
      `    <password>${pass(add)}</password>`,
      "    <select>SELECT * FROM outbound WHERE sent = 0</select>",
      "  </properties>",
      "</sourceConnector>",
    ],
  },
  {
    shape: "output",
    label: "HL7 v2 message whose MSH carries a security field",
    make: (k) => [
      `MSH|^~\\&|${pick(["LIS", "RIS", "EPIC"])}|${pick(["KLINIKUM", "CHU", "UMC"])}|${
        pick(["MIRTH", "ENGINE"])
      }|HOSP|${hl7Time()}|${k(num(16, 24), ALNUM)}|ORU^R01|${draw(10, DIGITS)}|P|2.5.1`,
      `PID|1||${draw(8, DIGITS)}^^^HOSP^MR||TEST^SYNTHETIC||19${num(40, 99)}0${num(1, 9)}1${
        num(0, 9)
      }|${pick(["F", "M"])}`,
      `OBX|1|NM|${num(1000, 99999)}-${num(0, 9)}^^LN||${num(3, 12)}.${num(0, 9)}|mmol/L|||||F`,
    ],
  },
  {
    shape: "command",
    label: "Mirth CLI login with a password",
    make: (_k, add) => [
      `$ ./mccommand -a https://${host()}:8443 -u admin -p '${pass(add)}'`,
      "Connected to Mirth Connect server",
      "$ channel list",
    ],
  },
  {
    shape: "url",
    label: "DICOMweb (WADO-RS) URL with credentials",
    make: (_k, add) => [
      `dcmweb https://${login()}:${pass(add, true)}@${host()}/dicom-web studies --study ${
        pick(["1.2.826.0.1.", "1.3.6.1.4.1.", "2.25."])
      }${num(1000, 99999)}.${num(1, 999)}`,
    ],
  },
  {
    shape: "assignment",
    label: "Orthanc configuration with registered users",
    make: (_k, add) => [
      "{",
      `  "Name" : "${ae()}",`,
      `  "DicomAet" : "${ae()}",`,
      `  "DicomPort" : ${pick([104, 4242, 11112])},`,
      '  "AuthenticationEnabled" : true,',
      `  "RegisteredUsers" : { "${login()}" : "${pass(add)}", "viewer" : "${wordPass(add)}" },`,
      `  "DicomModalities" : { "ct" : [ "${ae()}", "10.${num(0, 255)}.${num(0, 255)}.${
        num(1, 254)
      }", 104 ] }`,
      "}",
    ],
  },
  {
    shape: "block",
    label: "TLS key of a DICOM node in a dcm4chee LDIF import",
    make: (k) => [
      `dn: dicomDeviceName=${ae().toLowerCase()},cn=Devices,cn=DICOM Configuration,dc=dcm4che,dc=org`,
      "dicomInstalled: TRUE",
      `# key from /opt/dcm4chee/keys/${ae().toLowerCase()}.key:`,
      ...keyBlock(k, "", 6),
    ],
  },
  {
    shape: "assignment",
    label: "e-prescribing integration's credentials in a .properties file",
    make: (k, add) => [
      `erx.endpoint=https://${pick(["staging", "prod"])}.erx.example-network.com/ncpdp/script`,
      `erx.partner.id=${draw(8, UPPER_ALNUM)}`,
      `erx.partner.password=${pass(add)}`,
      `erx.signing.secret=${k(64, HEX)}`,
    ],
  },
  {
    shape: "assignment",
    label: "lab interface SFTP password in a Windows scheduled task",
    make: (_k, add) => [
      `schtasks /Create /TN "LabResultsPull" /SC MINUTE /MO 5 /RU SVC_LAB /TR ^`,
      `  "C:\\Interfaces\\WinSCP\\winscp.com /command \\"open sftp://labresults:${
        wordPass(add, true)
      }@sftp.${
        pick(["labor-example.de", "labo.example.fr", "lab.example.nl"])
      }/\\" \\"get /out/*.hl7 D:\\\\LIS\\\\in\\\\\\" exit"`,
    ],
  },
  {
    shape: "vendor",
    label: "pharmacy wholesaler API key in an order script",
    make: (k) => [
      `API_KEY = "${k(num(32, 40), ALNUM)}"`,
      `ACCOUNT = "${draw(7, DIGITS)}"`,
      `resp = session.post(f"https://api.${
        pick(["pharma-grossist.example", "wholesale.example"])
      }/v2/orders", headers={"x-api-key": API_KEY})`,
    ],
  },
  {
    shape: "output",
    label: "insurance eligibility 270/271 response logged with the submitter's password",
    make: (_k, add) => [
      `${when()} INFO  X12 ISA*00*          *01*${add(draw(10, ALNUM))}*ZZ*${
        draw(9, UPPER_ALNUM)
      }      *ZZ*${pick(["CLEARHOUSE", "PAYERX"])}      *${hl7Time().slice(2, 8)}*${
        num(1000, 2359)
      }*^*00501*${draw(9, DIGITS)}*0*P*:~`,
      `${when()} INFO  271 received, ${num(1, 40)} benefit segments`,
    ],
  },
  {
    shape: "wrapped",
    label: "PACS admin password spelled over two lines of a handover note",
    make: (_k, add) => {
      const a = add(draw(num(8, 10), ALNUM));
      const b = add(draw(num(8, 10), ALNUM));
      return [
        `PACS admin (${ae()}): first half ${a}`,
        `second half ${b} — change it after the upgrade`,
      ];
    },
  },
  {
    shape: "encoded",
    label: "Mirth HTTP sender header base64 of user:password",
    make: (_k, add) => [
      "<com.mirth.connect.connectors.http.HttpDispatcherProperties>",
      `  <host>https://${host()}/api/results</host>`,
      `  <headers><entry><string>Authorization</string><list><string>Basic ${
        add(btoa(`${login()}:${draw(num(12, 16), ALNUM)}`))
      }</string></list></entry></headers>`,
      "</com.mirth.connect.connectors.http.HttpDispatcherProperties>",
    ],
  },
  {
    shape: "command",
    label: "storescu to a PACS through an stunnel with a PKCS#12 password",
    make: (_k, add) => [
      `openssl pkcs12 -in ${ae().toLowerCase()}.p12 -nodes -passin pass:${
        pass(add)
      } -out /tmp/node.pem`,
      `storescu -aet ${ae()} -aec ${ae()} ${host()} 11112 +r +sd /data/export/`,
    ],
  },
];

/** The hospital interface cases (some in mails of the places). */
export function buildInterfaces(): HeldOutSecret[] {
  return [
    ...framed(WRITINGS.slice(0, 10), COMMON_FRAMES, 2),
    ...framed(WRITINGS.slice(10), [...MAILS.slice(2, 8), ...COMMON_FRAMES.slice(2)], 2),
  ];
}
