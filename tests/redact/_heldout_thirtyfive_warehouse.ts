/**
 * Corpus thirty-five, warehouse, EDI and ERP links: WMS SFTP logins, VAN mailbox passwords, AS2
 * private keys and keystore passwords, ShipHero tokens, Flexport keys, ERP service logins, on the
 * shared surfaces and in the scripts and configs of their own. (The EDI envelopes themselves are
 * the printed family's.)
 */
import {
  appHost,
  b64,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  humanPass,
  jwt,
  LOWER,
  num,
  pass,
  pemBlock,
  pick,
  S,
  uuid,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

const partner = () => pick(["ACMEFOODS", "NORDRETAIL", "BIGBOXUS", "PHARMALOG", "OUTDOORCO"]);

const CREDS: readonly Cred[] = [
  {
    name: "WMS SFTP password",
    env: "WMS_SFTP_PASSWORD",
    section: "wms_sftp",
    key: "password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "edi_${draw(5, LOWER)}:${v}" -T asn_${digits(8)}.csv "sftp://sftp.${appHost()}/inbound/"`,
  },
  {
    name: "VAN mailbox password",
    env: "VAN_MAILBOX_PASSWORD",
    section: "van",
    key: "mailbox_password",
    value: (_k, add) => humanPass(add),
    curl: (v) =>
      `-u "MBX${digits(6)}:${v}" "https://mailbox.${
        pick(["edivan", "loren-van", "tradelink"])
      }.net/api/v1/messages?status=new"`,
  },
  {
    name: "ShipHero refresh token",
    env: "SHIPHERO_REFRESH_TOKEN",
    section: "shiphero",
    key: "refresh_token",
    value: (k) => k(40),
    curl: (v) =>
      `-X POST https://public-api.shiphero.com/auth/refresh -H "Content-Type: application/json" -d '{"refresh_token": "${v}"}'`,
  },
  {
    name: "Flexport API key",
    env: "FLEXPORT_API_KEY",
    section: "flexport",
    key: "api_key",
    value: (k) => k(64, "0123456789abcdef"),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" -H "Flexport-Version: 2" "https://api.flexport.com/shipments?per=${
        num(10, 50)
      }"`,
  },
  {
    name: "ERP OData service password",
    env: "ERP_ODATA_PASSWORD",
    section: "erp",
    key: "service_password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "WMS_RFC:${v}" "https://erp.${appHost()}/sap/opu/odata/sap/API_OUTBOUND_DELIVERY_SRV/A_OutbDeliveryHeader?$top=${
        num(5, 50)
      }"`,
  },
  {
    name: "AS2 keystore password",
    env: "AS2_KEYSTORE_PASSWORD",
    section: "as2",
    key: "keystore_password",
    value: (_k, add) => pass(add),
    curl: (v) => `-X POST http://localhost:${num(4080, 4090)}/api/certs/reload -d "password=${v}"`,
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("block", "AS2 signing key in a partner folder", (k) =>
      [
        `$ cat certs/${partner().toLowerCase()}/as2-signing.key`,
        ...pemBlock(k, "RSA ", 10),
      ].join("\n")),
    S(
      "command",
      "keytool with the AS2 store password",
      (_k, add) =>
        `$ keytool -importkeystore -srckeystore as2_${partner().toLowerCase()}.p12 -srcstoretype PKCS12 -srcstorepass '${
          pass(add)
        }' -destkeystore openas2.p12`,
    ),
    S("block", "OpenAS2 config with the certificate store password", (_k, add) =>
      [
        `<openas2>`,
        `  <certificates classname="org.openas2.cert.PKCS12CertificateFactory"`,
        `    filename="%home%/as2_certs.p12"`,
        `    password="${pass(add)}"`,
        `    interval="300"/>`,
        `  <partnerships classname="org.openas2.partner.XMLPartnershipFactory" filename="%home%/partnerships.xml"/>`,
        `</openas2>`,
      ].join("\n")),
    S(
      "command",
      "lftp to the WMS drop with a password",
      (_k, add) =>
        `$ lftp -u edi_${draw(5, LOWER)},'${
          pass(add)
        }' sftp://sftp.${appHost()} -e "mirror --reverse outbound/ /in/; bye"`,
    ),
    S("assignment", "paramiko login to the 3PL", (_k, add) =>
      [
        `transport = paramiko.Transport(("sftp.${appHost()}", 22))`,
        `transport.connect(username="${partner().toLowerCase()}_in", password="${pass(add)}")`,
        `sftp = paramiko.SFTPClient.from_transport(transport)`,
      ].join("\n")),
    S(
      "command",
      "ShipHero GraphQL with an access token",
      (k) =>
        `$ curl -s https://public-api.shiphero.com/graphql -H "Authorization: Bearer ${
          jwt(k, {
            iss: "https://login.shiphero.com/",
            sub: `auth0|${hex(24)}`,
            aud: "shiphero-public-api",
            exp: num(1_790_000_000, 1_799_000_000),
          }, "RS256")
        }" -d '{"query":"{ account { data { id } } }"}'`,
    ),
    S(
      "url",
      "ERP database URL in a sync job",
      (_k, add) =>
        `${pick(["SYNC_SOURCE", "ERP_DSN"])}="mssql://wms_sync:${
          pass(add)
        }@erp-sql.${appHost()}:1433/ERP${digits(2)}"`,
    ),
    S(
      "url",
      "VAN mailbox FTP URL",
      (_k, add) =>
        `outbox: ftps://MBX${digits(6)}:${humanPass(add)}@ftp.${
          pick(["edivan", "tradelink"])
        }.net:990/outbox/`,
    ),
    S("assignment", "VAN login in a cron script", (_k, add) =>
      [
        `#!/bin/sh`,
        `# */15 * * * * pull EDI from the VAN`,
        `VAN_USER=MBX${digits(6)}`,
        `VAN_PASS='${humanPass(add)}'`,
        `edi-pull --user "$VAN_USER" --pass "$VAN_PASS" --out /data/edi/in`,
      ].join("\n")),
    S(
      "vendor",
      "Flexport key with no name in chat",
      (k) =>
        `${
          k(64, "0123456789abcdef")
        }\n^ this is from the Flexport portal, the shipments call says 401`,
    ),
    S("output", "ShipHero token response", (k) =>
      JSON.stringify(
        {
          access_token: jwt(
            k,
            { sub: `auth0|${hex(24)}`, scope: "openid profile offline_access" },
            "RS256",
          ),
          refresh_token: k(40),
          expires_in: 2419200,
          token_type: "Bearer",
        },
        null,
        2,
      )),
    S(
      "wrapped",
      "SFTP password wrapped in a runbook",
      (k) => `| WMS drop | sftp.${appHost()} | edi_${draw(5, LOWER)} | ${k(10)}\n${k(10)} |`,
    ),
    S(
      "encoded",
      "VAN login as Basic auth in a trace",
      (_k, add) =>
        `${uuid()} -> POST /api/v1/messages Authorization: Basic ${
          add(b64(`MBX${digits(6)}:${draw(12)}`))
        }`,
    ),
  ];
}

/** The warehouse, EDI and ERP family. */
export function buildWarehouse(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 6), ...specials()];
}
