/**
 * Corpus forty-three, utilities and markets: supplier APIs (Octopus Energy, Tibber, Amber), Green
 * Button / ESPI OAuth secrets and refresh tokens, grid operators' portals, energy-trading APIs
 * and EV-tariff settings in evcc.
 */
import {
  b64,
  B64URL,
  draw,
  family,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  reading,
  serial,
  tick,
  type Tpl,
  urlPass,
  uuid,
} from "./_heldout_fortythree_make.ts";

const ESPI = "https://api.example-utility.com/espi/1_1/resource";
const mpan = () => serial(pick(["10", "13", "19", "23"]), 11);
const account = () => `A-${draw(8, "0123456789ABCDEF")}`;

const TPLS: readonly Tpl[] = [
  ["Octopus API key as curl's basic user", "command", (k) => [
    `curl -u "sk_live_${k(24)}:" \\`,
    `  "https://api.octopus.energy/v1/electricity-meter-points/${mpan()}/meters/${
      serial("21L", 7)
    }/consumption/?page_size=${num(48, 480)}"`,
  ]],
  ["Octopus key in a Home Assistant integration's config entry", "vendor", (k) => [
    `{"entry_id": "${hex(32)}", "domain": "octopus_energy", "data": {`,
    `  "account_id": "${account()}",`,
    `  "api_key": "sk_live_${k(24)}"`,
    `}, "title": "Account: ${account()}"}`,
  ]],
  ["Octopus Kraken token from obtainKrakenToken", "output", (k, add) => [
    `mutation { obtainKrakenToken(input: {APIKey: "sk_live_${k(24)}"}) { token refreshToken } }`,
    `=> {"data":{"obtainKrakenToken":{"token":"${
      jwt(k, {
        sub: "kraken|account-user:" + num(100000, 999999),
        gty: "API-KEY",
        iss: "https://api.octopus.energy/v1/graphql/",
        exp: num(1790000000, 1799999999),
      })
    }","refreshToken":"${add(hex(64))}"}}}`,
  ]],
  ["Green Button ESPI client credentials in a properties file", "assignment", (k) => [
    `espi.datacustodian.url=https://services.greenbuttondata.org/DataCustodian`,
    `espi.thirdparty.client_id=third_party_${num(100, 999)}`,
    `espi.thirdparty.client_secret=${k(40, LOWER_DIGITS)}`,
    `espi.thirdparty.scope=FB=4_5_15;IntervalDuration=3600;BlockDuration=monthly;HistoryLength=${
      num(12, 36)
    }`,
  ]],
  ["ESPI token response with access and refresh tokens", "output", (k) => [
    `< HTTP/1.1 200`,
    `< Content-Type: application/json;charset=UTF-8`,
    `{"access_token":"${k(36, LOWER_DIGITS)}","token_type":"Bearer","refresh_token":"${
      k(36, LOWER_DIGITS)
    }","expires_in":${
      num(3000, 90000)
    },"scope":"FB=4_5_15;IntervalDuration=900","resourceURI":"${ESPI}/Batch/Subscription/${
      num(1000, 9999)
    }","authorizationURI":"${ESPI}/Authorization/${num(1000, 9999)}"}`,
  ]],
  ["ESPI refresh in a cron script, client pair as Basic", "encoded", (k, add) => [
    `curl -s -X POST https://api.example-utility.com/oauth/token \\`,
    `  -H "Authorization: Basic ${
      add(b64(`third_party_${num(100, 999)}:${draw(40, LOWER_DIGITS)}`))
    }" \\`,
    `  -d grant_type=refresh_token -d refresh_token=${k(40, LOWER_DIGITS)}`,
  ]],
  ["Grid operator portal login in a Playwright script", "assignment", (_k, add) => [
    `await page.goto("https://portal.${
      pick(["netze-bw", "ukpowernetworks", "enexis"])
    }.example/login");`,
    `await page.fill("#username", "ops-${num(10, 99)}@example.org");`,
    `await page.fill("#password", "${pass(add)}");`,
    `await page.click("text=Anmelden");`,
  ]],
  ["ENTSO-E transparency security token in a query", "url", (_k, add) => [
    `GET https://web-api.tp.entsoe.eu/api?securityToken=${
      add(uuid())
    }&documentType=A44&in_Domain=10Y1001A1001A82H&out_Domain=10Y1001A1001A82H&periodStart=202611${
      num(10, 28)
    }0000&periodEnd=202611${num(10, 28)}2300`,
  ]],
  ["Energy-trading API key and secret in a YAML", "block", (k) => [
    `trading:`,
    `  venue: ${pick(["epex-m7", "nordpool-intraday", "eex"])}`,
    `  member: ${draw(5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}`,
    `  api:`,
    `    key: ${k(32, HEX)}`,
    `    secret: ${k(48)}`,
    `  max_position_mw: ${num(5, 80)}`,
  ]],
  ["Tibber personal access token in evcc.yaml", "assignment", (k) => [
    `tariffs:`,
    `  currency: EUR`,
    `  grid:`,
    `    type: tibber`,
    `    token: ${k(43, B64URL)}`,
    `    homeid: ${uuid()}`,
  ]],
  ["Amber Electric key in a curl", "vendor", (k) => [
    `curl -H "Authorization: Bearer psk_${k(32, HEX)}" https://api.amber.com.au/v1/sites/${
      draw(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    }/prices/current`,
    `[{"type":"CurrentInterval","perKwh":${reading(5, 60)},"renewables":${
      reading(10, 90, 1)
    },"nemTime":"${tick()}"}]`,
  ]],
  ["EV charger cloud login glued into a URL", "url", (_k, add) => [
    `OCPP_BACKEND=wss://cp-${num(100, 999)}:${urlPass(add)}@ocpp.chargecloud.example/ocpp/${
      serial("EVB", 6)
    }`,
  ]],
];

/** The secret cases of the family. */
export function buildUtilities(): HeldOutSecret[] {
  return family(TPLS, 3);
}
