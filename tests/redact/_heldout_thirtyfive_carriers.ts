/**
 * Corpus thirty-five, carriers and shipping APIs: FedEx, UPS, DHL and USPS client secrets and
 * legacy keys, EasyPost, Shippo, ShipStation, ShipEngine and Sendcloud keys, Royal Mail, Canada
 * Post and Australia Post logins, on the shared surfaces and in a few files of their own. (The
 * printed forms — token responses, label XML — are the printed family's.)
 */
import {
  ALNUM,
  appHost,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  num,
  pass,
  S,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

const HEXU = "0123456789ABCDEF";

const CREDS: readonly Cred[] = [
  {
    name: "FedEx secret key",
    env: "FEDEX_SECRET_KEY",
    section: "fedex",
    key: "secret_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-X POST https://apis.fedex.com/oauth/token -d grant_type=client_credentials -d client_id=l7${
        hex(32)
      } -d client_secret=${v}`,
  },
  {
    name: "UPS client secret",
    env: "UPS_CLIENT_SECRET",
    section: "ups",
    key: "client_secret",
    value: (k) => k(64),
    curl: (v) =>
      `-X POST https://onlinetools.ups.com/security/v1/oauth/token -u "${
        draw(48)
      }:${v}" -H "x-merchant-id: ${draw(6, UPPER_ALNUM)}" -d grant_type=client_credentials`,
  },
  {
    name: "UPS access license number",
    env: "UPS_ACCESS_LICENSE",
    section: "ups_legacy",
    key: "access_license_number",
    value: (k) => k(16, HEXU),
    curl: (v) =>
      `-H "AccessLicenseNumber: ${v}" -H "Username: shipping${
        digits(2)
      }" -H "Password: $UPS_PASSWORD" https://onlinetools.ups.com/track/v1/details/1Z${
        draw(6, UPPER_ALNUM)
      }${digits(10)}`,
  },
  {
    name: "DHL API key",
    env: "DHL_API_KEY",
    section: "dhl",
    key: "api_key",
    value: (k) => k(32),
    curl: (v) =>
      `-H "DHL-API-Key: ${v}" "https://api-eu.dhl.com/track/shipments?trackingNumber=${
        digits(10)
      }"`,
  },
  {
    name: "MyDHL API password",
    env: "MYDHL_PASSWORD",
    section: "mydhl",
    key: "password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "apI${draw(6)}:${v}" "https://express.api.dhl.com/mydhlapi/rates?accountNumber=${
        digits(9)
      }&originCountryCode=DE&destinationCountryCode=US&weight=${num(1, 30)}"`,
  },
  {
    name: "USPS consumer secret",
    env: "USPS_CONSUMER_SECRET",
    section: "usps",
    key: "consumer_secret",
    value: (k) => k(16),
    curl: (v) =>
      `-X POST https://apis.usps.com/oauth2/v3/token -H "Content-Type: application/json" -d '{"client_id":"${
        draw(32)
      }","client_secret":"${v}","grant_type":"client_credentials"}'`,
  },
  {
    name: "EasyPost production key",
    env: "EASYPOST_API_KEY",
    section: "easypost",
    key: "api_key",
    value: (k) => "EZAK" + k(54),
    curl: (v) =>
      `-u "${v}:" https://api.easypost.com/v2/shipments -d "shipment[to_address][id]=adr_${
        hex(32)
      }"`,
  },
  {
    name: "Shippo live token",
    env: "SHIPPO_API_TOKEN",
    section: "shippo",
    key: "api_token",
    value: (k) => "shippo_live_" + k(40, "0123456789abcdef"),
    curl: (v) => `-H "Authorization: ShippoToken ${v}" https://api.goshippo.com/shipments/`,
  },
  {
    name: "ShipStation API secret",
    env: "SHIPSTATION_API_SECRET",
    section: "shipstation",
    key: "api_secret",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-u "${hex(32)}:${v}" "https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment"`,
  },
  {
    name: "ShipEngine API key",
    env: "SHIPENGINE_API_KEY",
    section: "shipengine",
    key: "api_key",
    value: (k) => k(43, ALNUM),
    curl: (v) =>
      `-X POST https://api.shipengine.com/v1/labels -H "API-Key: ${v}" -H "Content-Type: application/json" -d @label.json`,
  },
  {
    name: "Sendcloud secret key",
    env: "SENDCLOUD_SECRET_KEY",
    section: "sendcloud",
    key: "secret_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-u "${hex(32)}:${v}" https://panel.sendcloud.sc/api/v2/parcels?limit=${num(5, 50)}`,
  },
  {
    name: "Royal Mail client secret",
    env: "ROYALMAIL_CLIENT_SECRET",
    section: "royal_mail",
    key: "client_secret",
    value: (k) => k(48),
    curl: (v) =>
      `-H "X-IBM-Client-Id: ${uuid()}" -H "X-IBM-Client-Secret: ${v}" https://api.royalmail.net/shipping/v3/token`,
  },
  {
    name: "Canada Post API password",
    env: "CANADAPOST_PASSWORD",
    section: "canada_post",
    key: "password",
    value: (k) => k(22, "0123456789abcdef"),
    curl: (v) =>
      `-u "${
        hex(16)
      }:${v}" -H "Accept: application/vnd.cpc.ship.rate-v4+xml" -X POST https://soa-gw.canadapost.ca/rs/ship/price -d @rate.xml`,
  },
  {
    name: "Australia Post API password",
    env: "AUSPOST_API_PASSWORD",
    section: "auspost",
    key: "api_password",
    value: (k) => k(20),
    curl: (v) =>
      `-u "${uuid()}:${v}" -H "Account-Number: ${
        digits(10)
      }" https://digitalapi.auspost.com.au/shipping/v1/accounts/${digits(10)}`,
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("assignment", "FedEx legacy key, password, account and meter", (k) =>
      [
        `# legacy SOAP (Ship Service v28) — still used by the returns portal`,
        `FEDEX_KEY=${k(16)}`,
        `FEDEX_PASSWORD=${k(25)}`,
        `FEDEX_ACCOUNT_NUMBER=${digits(9)}`,
        `FEDEX_METER_NUMBER=${digits(9)}`,
      ].join("\n")),
    S(
      "assignment",
      "USPS Web Tools user id and password",
      (k) =>
        `const usps = new UspsWebTools({ userId: "${k(12, UPPER_ALNUM)}", password: "${
          k(12, UPPER_ALNUM)
        }" });`,
    ),
    S(
      "vendor",
      "EasyPost key with no name in chat",
      (k) => `switched to EZAK${k(54)} and now the label buys work`,
    ),
    S(
      "vendor",
      "Shippo test token pasted in chat",
      (k) =>
        `shippo_test_${
          k(40, "0123456789abcdef")
        }\n\nthat's the test one, the live one is in 1password`,
    ),
    S(
      "url",
      "EasyPost key as the user of an API URL",
      (k) =>
        `$ curl https://EZAK${k(54)}:@api.easypost.com/v2/addresses -d "address[zip]=${digits(5)}"`,
    ),
    S(
      "url",
      "ShipStation login in a webhook target",
      (_k, add) => `target_url: https://shipstation:${pass(add)}@${appHost()}/hooks/ship-notify`,
    ),
    S("block", "carrier accounts in a Rails credentials file", (k) =>
      [
        `$ EDITOR=cat bin/rails credentials:show`,
        `ups:`,
        `  client_id: ${draw(48)}`,
        `  client_secret: ${k(64)}`,
        `fedex:`,
        `  api_key: l7${hex(32)}`,
        `  secret_key: ${k(32, "0123456789abcdef")}`,
        `secret_key_base: ${k(128, "0123456789abcdef")}`,
      ].join("\n")),
    S(
      "wrapped",
      "Shippo token wrapped in an editor",
      (k) =>
        `SHIPPO_API_TOKEN=shippo_live_${k(20, "0123456789abcdef")}\n${k(20, "0123456789abcdef")}`,
    ),
    S(
      "vendor",
      "UPS client id and secret as two bare lines",
      (k) => `from the UPS developer app:\n${draw(48)}\n${k(64)}`,
    ),
    S(
      "vendor",
      "ShipStation key and secret with no names",
      (k) => `${hex(32)} / ${k(32, "0123456789abcdef")} — which is the key and which the secret?`,
    ),
  ];
}

/** The carriers and shipping APIs family. */
export function buildCarriers(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 4), ...specials()];
}
