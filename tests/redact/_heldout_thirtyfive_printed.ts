/**
 * Corpus thirty-five, what is printed: carriers' OAuth token responses, label and rate requests'
 * XML with the account password, EDI envelopes (X12 ISA, EDIFACT UNB) with a password, a
 * geocoder's verbose curl, a traceback quoting a keyed URL, a Postman environment, a service
 * account for a fleet API — the forms a tool or a program prints.
 */
import {
  appHost,
  b64u,
  B64URL,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  jwt,
  mapboxToken,
  num,
  pass,
  pemBlock,
  pick,
  S,
  tick,
  UPPER,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyfive_make.ts";

const pad = (s: string, n: number) => s.padEnd(n, " ");
const edi = () =>
  pick(["ACMEFOODS", "NORDRETAIL", "BIGBOXUS", "FREIGHTLY", "PHARMALOG"]) + digits(3);
const hhmm = () => `${num(10, 23)}${num(10, 59)}`;
const yymmdd = () => `26${String(num(10, 12))}${String(num(10, 28))}`;

/** An X12 interchange with `isa02` and `isa04` as its authorization and security information. */
function x12(isa02: string | null, isa04: string, sep = "~"): string {
  const head = [
    "ISA",
    isa02 ? "03" : "00",
    isa02 ?? pad("", 10),
    "01",
    isa04,
    "ZZ",
    pad(edi(), 15),
    "ZZ",
    pad(edi(), 15),
    yymmdd(),
    hhmm(),
    "U",
    "00401",
    digits(9),
    "0",
    "P",
    ">",
  ].join("*");
  const gs = `GS*SH*${edi()}*${edi()}*20${yymmdd()}*${hhmm()}*${num(1, 9999)}*X*004010`;
  return [head, gs, `ST*856*${digits(4)}`, `BSN*00*${digits(8)}*20${yymmdd()}*${hhmm()}`].join(
    sep + "\n",
  );
}

function tokenResponses(): HeldOutSecret[] {
  const claims = () => ({
    scope: pick(["CXS-TP", "CXS"]),
    exp: num(1_790_000_000, 1_799_000_000),
    client_id: `l7${hex(32)}`,
  });
  return [
    S(
      "output",
      "FedEx OAuth token response",
      (k) =>
        JSON.stringify({
          access_token: jwt(k, claims(), "RS256"),
          token_type: "bearer",
          expires_in: 3599,
          scope: "CXS-TP",
        }),
    ),
    S("output", "UPS OAuth token response", (k) =>
      JSON.stringify(
        {
          token_type: "Bearer",
          issued_at: String(num(1_790_000_000, 1_799_000_000) * 1000),
          client_id: draw(48),
          access_token: jwt(k, {
            sub: `${draw(8)}@ups`,
            clientid: draw(48),
            iss: "https://apis.ups.com",
          }, "RS256"),
          expires_in: "14399",
          status: "approved",
        },
        null,
        2,
      )),
    S("output", "USPS OAuth token response", (k) =>
      JSON.stringify({
        access_token: jwt(k, {
          entitlements: ["prices", "labels"],
          sub: uuid(),
          exp: num(1_790_000_000, 1_799_000_000),
        }, "RS256"),
        token_type: "Bearer",
        issued_at: num(1_790_000_000, 1_799_000_000),
        expires_in: 28799,
      })),
    S("output", "Amadeus token response", (k) =>
      JSON.stringify(
        {
          type: "amadeusOAuth2Token",
          username: `dev@${pick(["tripnest.app", "routewise.dev"])}`,
          application_name: pick(["trip-planner", "fare-watch"]),
          client_id: draw(32),
          token_type: "Bearer",
          access_token: k(28),
          expires_in: 1799,
          state: "approved",
          scope: "",
        },
        null,
        2,
      )),
    S("wrapped", "Royal Mail token wrapped in a terminal", (k) => {
      const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
      const body = b64u(
        JSON.stringify({ aud: "royalmail", exp: num(1_790_000_000, 1_799_000_000) }),
      );
      return `{"token_type":"Bearer","access_token":"${head}.${body}.${k(20, B64URL)}\n${
        k(23, B64URL)
      }","expires_in":3600}`;
    }),
  ];
}

function xmlRequests(): HeldOutSecret[] {
  return [
    S("block", "FedEx legacy ship request with the key and password", (k) =>
      [
        `<soapenv:Body><v28:ProcessShipmentRequest>`,
        `  <v28:WebAuthenticationDetail><v28:UserCredential>`,
        `    <v28:Key>${k(16)}</v28:Key>`,
        `    <v28:Password>${k(25)}</v28:Password>`,
        `  </v28:UserCredential></v28:WebAuthenticationDetail>`,
        `  <v28:ClientDetail><v28:AccountNumber>${digits(9)}</v28:AccountNumber><v28:MeterNumber>${
          digits(9)
        }</v28:MeterNumber></v28:ClientDetail>`,
        `</v28:ProcessShipmentRequest></soapenv:Body>`,
      ].join("\n")),
    S("block", "UPS legacy AccessRequest XML", (k) =>
      [
        `<?xml version="1.0"?>`,
        `<AccessRequest xml:lang="en-US">`,
        `  <AccessLicenseNumber>${k(16, "0123456789ABCDEF")}</AccessLicenseNumber>`,
        `  <UserId>shipping${digits(2)}</UserId>`,
        `  <Password>${k(num(10, 14))}</Password>`,
        `</AccessRequest>`,
      ].join("\n")),
    S("block", "DHL XML-PI service header", (k) =>
      [
        `<req:ShipmentRequest schemaVersion="10.0">`,
        `  <Request><ServiceHeader>`,
        `    <MessageTime>${tick()}</MessageTime>`,
        `    <MessageReference>${digits(30)}</MessageReference>`,
        `    <SiteID>v62_${k(10)}</SiteID>`,
        `    <Password>${k(10)}</Password>`,
        `  </ServiceHeader></Request>`,
      ].join("\n")),
    S("encoded", "USPS Web Tools rate request URL-encoded", (k) => {
      const xml = `<RateV4Request USERID="${k(12, UPPER_ALNUM)}" PASSWORD="${
        k(12, UPPER_ALNUM)
      }"><Revision>2</Revision></RateV4Request>`;
      return `GET https://secure.shippingapis.com/ShippingAPI.dll?API=RateV4&XML=${
        encodeURIComponent(xml)
      }`;
    }),
    S("output", "Canada Post 401 and the client debug line", (k) =>
      [
        `< HTTP/1.1 401 Unauthorized`,
        `< Content-Type: application/vnd.cpc.ship.rate-v4+xml`,
        `<messages><message><code>E002</code><description>AA004: You cannot mail on behalf of the requested customer.</description></message></messages>`,
        `${tick()} DEBUG cpc.client user=${hex(16)} password=${k(22, "0123456789abcdef")}`,
      ].join("\n")),
  ];
}

function envelopes(): HeldOutSecret[] {
  return [
    S("output", "X12 ASN with a security password in ISA04", (k) => x12(null, k(10))),
    S("output", "X12 ASN with authorization and security in the ISA", (k) => x12(k(10), k(10))),
    S(
      "output",
      "X12 envelope in a translator log",
      (k) =>
        `${tick()} WARN translator rejected interchange: ${
          x12(null, k(10), "~").split("\n")[0]
        } (TA1 code 022)`,
    ),
    S("output", "EDIFACT UNB with a recipient password", (k) =>
      [
        `UNA:+.? '`,
        `UNB+UNOC:3+${edi()}:ZZ+${edi()}:ZZ+${yymmdd()}:${hhmm()}+${digits(8)}+${
          k(10, UPPER_ALNUM)
        }:AB'`,
        `UNH+1+DESADV:D:96A:UN'`,
        `BGM+351+${digits(8)}+9'`,
      ].join("\n")),
    S(
      "command",
      "ISA password in a translator command",
      (k) =>
        `$ edi-translate --partner ${edi()} --isa-qual 01 --isa-security ${k(10)} --in ./out/856_${
          digits(6)
        }.json`,
    ),
  ];
}

function prints(): HeldOutSecret[] {
  return [
    S("output", "verbose curl to a geocoder", (k) =>
      [
        `* Connected to api.opencagedata.com port 443`,
        `> GET /geocode/v1/json?q=${num(10, 60)}.${digits(4)}%2C${num(1, 30)}.${digits(4)}&key=${
          k(32, "0123456789abcdef")
        } HTTP/2`,
        `> Host: api.opencagedata.com`,
        `< HTTP/2 402`,
        `< x-ratelimit-remaining: 0`,
      ].join("\n")),
    S("output", "traceback quoting a TomTom URL", (k) =>
      [
        `Traceback (most recent call last):`,
        `  File "eta/service.py", line ${num(40, 300)}, in fetch_route`,
        `    resp.raise_for_status()`,
        `requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.tomtom.com/routing/1/calculateRoute/${
          num(10, 60)
        }.${digits(5)},${num(1, 30)}.${digits(5)}:${num(10, 60)}.${digits(5)},${num(1, 30)}.${
          digits(5)
        }/json?key=${k(32)}&traffic=true`,
      ].join("\n")),
    S("output", "Postman environment export", (k) =>
      JSON.stringify(
        {
          id: uuid(),
          name: "carriers-prod",
          values: [
            { key: "ups_client_id", value: draw(48), enabled: true },
            { key: "ups_client_secret", value: k(64), enabled: true },
            { key: "easypost_key", value: "EZAK" + k(54), enabled: true },
          ],
        },
        null,
        2,
      )),
    S("block", "Fleet Engine service account", (k) =>
      JSON.stringify(
        {
          type: "service_account",
          project_id: `fleet-${draw(6, "abcdefghijklmnopqrstuvwxyz")}`,
          private_key_id: k(40, "0123456789abcdef"),
          private_key: [...pemBlock(k, "", 14), ""].join("\n"),
          client_email: `fleet-engine@fleet-${digits(6)}.iam.gserviceaccount.com`,
        },
        null,
        2,
      )),
    S(
      "output",
      "Duffel key in an SDK error",
      (k) =>
        `DuffelError: 401 {"errors":[{"title":"Invalid access token","message":"duffel_live_${
          k(43, B64URL)
        } is not a valid access token"}]}`,
    ),
    S(
      "output",
      "a map SDK logging its secret token",
      (_k, add) =>
        `${tick()} [MapboxCommon] Using access token: ${
          add(mapboxToken("sk", draw))
        } for offline tiles`,
    ),
    S(
      "output",
      "ArcGIS token in a server log",
      (k) =>
        `${draw(4, UPPER)} ${tick()} GET /arcgis/rest/services/Routes/NAServer/Route/solve?token=${
          k(120, B64URL)
        }.. 498 ${appHost()}`,
    ),
    S(
      "command",
      "Samsara token in a printed cron line",
      (k, add) =>
        `$ crontab -l\n*/5 * * * * SAMSARA_API_TOKEN=samsara_api_${k(30)} SFTP_PASS='${
          pass(add)
        }' /opt/sync/run.sh`,
    ),
  ];
}

/** The printed-forms family. */
export function buildPrinted(): HeldOutSecret[] {
  return [...tokenResponses(), ...xmlRequests(), ...envelopes(), ...prints()];
}
