/**
 * Corpus thirty-five, travel and booking: Amadeus secrets and tokens, Sabre tokens and sign-ins,
 * Travelport logins, Duffel tokens, Expedia Rapid keys, Booking.com connectivity logins, airline
 * NDC keys and GDS pseudo-city passwords, on the shared surfaces and in texts of their own.
 */
import {
  appHost,
  B64,
  b64,
  B64URL,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

const iata = () => pick(["LHR", "FRA", "JFK", "SYD", "AMS", "CDG", "SIN", "ORD", "MUC"]);
const day = () => `2026-12-${String(num(1, 28)).padStart(2, "0")}`;
/** The path of Travelport's Universal API air service. */
const UAPI_AIR = ["B2BGateway", "connect", "uAPI", "AirService"].join("/");
const pcc = () => draw(1, "0123456789") + draw(3, UPPER_ALNUM);

const CREDS: readonly Cred[] = [
  {
    name: "Amadeus API secret",
    env: "AMADEUS_CLIENT_SECRET",
    section: "amadeus",
    key: "client_secret",
    value: (k) => k(16),
    curl: (v) =>
      `-X POST https://test.api.amadeus.com/v1/security/oauth2/token -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials&client_id=${
        draw(32)
      }&client_secret=${v}"`,
  },
  {
    name: "Amadeus access token",
    env: "AMADEUS_ACCESS_TOKEN",
    section: "amadeus_session",
    key: "access_token",
    value: (k) => k(28),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" "https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=${iata()}&destinationLocationCode=${iata()}&departureDate=${day()}&adults=1"`,
  },
  {
    name: "Sabre session token",
    env: "SABRE_TOKEN",
    section: "sabre",
    key: "token",
    value: (k) => "T1RLAQ" + k(num(180, 220), B64),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" -X POST https://api.platform.sabre.com/v5/offers/shop -d @bfm.json`,
  },
  {
    name: "Travelport uAPI password",
    env: "TRAVELPORT_PASSWORD",
    section: "travelport",
    key: "password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "Universal API/uAPI${digits(10)}-${
        hex(8)
      }:${v}" -H "Content-Type: text/xml" -d @LowFareSearchReq.xml https://americas.universal-api.pp.travelport.com/${UAPI_AIR}`,
  },
  {
    name: "Duffel live token",
    env: "DUFFEL_ACCESS_TOKEN",
    section: "duffel",
    key: "access_token",
    value: (k) => "duffel_live_" + k(43, B64URL),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" -H "Duffel-Version: v2" https://api.duffel.com/air/offer_requests -d @search.json`,
  },
  {
    name: "Expedia Rapid API key",
    env: "RAPID_API_KEY",
    section: "expedia_rapid",
    key: "api_key",
    value: (k) => k(30, LOWER_DIGITS),
    curl: (v) =>
      `-H "Authorization: EAN APIKey=${v},Signature=${hex(128)},timestamp=${
        num(1_790_000_000, 1_799_000_000)
      }" "https://test.ean.com/v3/properties/availability?checkin=${day()}&checkout=${day()}&currency=EUR&language=en-US&occupancy=2"`,
  },
  {
    name: "Booking.com connectivity password",
    env: "BOOKING_XML_PASSWORD",
    section: "booking_connectivity",
    key: "password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "${pick(["channelmgr", "pms"])}_${
        digits(5)
      }:${v}" -X POST https://supply-xml.booking.com/hotels/ota/OTA_HotelAvailNotif -d @avail.xml`,
  },
  {
    name: "airline NDC subscription key",
    env: "NDC_SUBSCRIPTION_KEY",
    section: "ndc",
    key: "subscription_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-H "Ocp-Apim-Subscription-Key: ${v}" -X POST https://ndc-gateway.${
        pick(["skyline-air", "northwind-air"])
      }.com/v21.3/AirShopping -d @AirShoppingRQ.xml`,
  },
  {
    name: "Expedia Rapid shared secret",
    env: "RAPID_SHARED_SECRET",
    section: "expedia_secret",
    key: "shared_secret",
    value: (k) => k(num(12, 14)),
    curl: (v) => `-X POST http://localhost:${num(8000, 8099)}/debug/sign -d "secret=${v}"`,
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("output", "Sabre sign-in in a terminal emulator", (k) =>
      [
        `>SI*${digits(5)}\u00a7${k(num(8, 10))}\u00a7${pcc()}`,
        `${draw(4, UPPER)}.${pcc()}*A${draw(2, UPPER)}.${pick(["A", "B"])}`,
        `SIGN IN ACCEPTED`,
      ].join("\n")),
    S(
      "vendor",
      "GDS PCC password in chat",
      (k) =>
        `for the cert env use PCC ${pcc()}, EPR ${digits(6)} and ${
          k(num(8, 10))
        } — it expires every 90 days so ping me`,
    ),
    S("encoded", "Sabre client credentials base64 in code", (_k, add) => {
      const id = b64(`V1:${digits(6)}:${pcc()}:AA`);
      const secret = b64(draw(num(8, 10)));
      return `const auth = Buffer.from("${id}:${add(secret)}").toString("base64");`;
    }),
    S("encoded", "Travelport uAPI Basic header in a SOAP trace", (_k, add) =>
      [
        `POST /${UAPI_AIR} HTTP/1.1`,
        `Host: americas.universal-api.pp.travelport.com`,
        `Authorization: Basic ${add(b64(`Universal API/uAPI${digits(10)}-${hex(8)}:${draw(12)}`))}`,
        `SOAPAction: ""`,
      ].join("\n")),
    S(
      "vendor",
      "Duffel token with no name in chat",
      (k) =>
        `got duffel_live_${
          k(43, B64URL)
        } from the dashboard, do I need the test one for the sandbox?`,
    ),
    S(
      "wrapped",
      "Duffel token wrapped in a terminal",
      (k) => `$ fly secrets set DUFFEL_ACCESS_TOKEN=duffel_live_${k(22, B64URL)}\n${k(21, B64URL)}`,
    ),
    S("block", "Amadeus and Duffel in a Django settings", (k) =>
      [
        `TRAVEL_PROVIDERS = {`,
        `    "amadeus": {`,
        `        "client_id": "${draw(32)}",`,
        `        "client_secret": "${k(16)}",`,
        `        "hostname": "production",`,
        `    },`,
        `    "duffel": {"token": "duffel_live_${k(43, B64URL)}"},`,
        `}`,
      ].join("\n")),
    S(
      "url",
      "Booking.com login in a channel manager URL",
      (_k, add) =>
        `OTA_ENDPOINT=https://pms_${digits(5)}:${pass(add)}@supply-xml.booking.com/hotels/ota/`,
    ),
    S(
      "url",
      "NDC subscription key in a query string",
      (k) =>
        `POST https://ndc-gateway.${
          pick(["skyline-air", "northwind-air"])
        }.com/v21.3/OrderCreate?subscription-key=${k(32, "0123456789abcdef")} 201 (${
          num(300, 2000)
        } ms)`,
    ),
    S(
      "output",
      "NDC key in a 401 log",
      (k) =>
        `${appHost()} | ${day()}T${num(10, 23)}:${
          num(10, 59)
        }:00Z | AirShopping 401 Access denied due to invalid subscription key ${
          k(32, "0123456789abcdef")
        }`,
    ),
    S("assignment", "Amadeus secret in a Node client", (k) =>
      [
        `const Amadeus = require("amadeus");`,
        `const amadeus = new Amadeus({`,
        `  clientId: "${draw(32)}",`,
        `  clientSecret: "${k(16)}",`,
        `});`,
      ].join("\n")),
    S(
      "vendor",
      "Amadeus key and secret as two bare lines",
      (k) => `self-service app keys:\n${draw(32)}\n${k(16)}\nproduction is pending approval`,
    ),
  ];
}

/** The travel and booking family. */
export function buildTravel(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 1), ...specials()];
}
