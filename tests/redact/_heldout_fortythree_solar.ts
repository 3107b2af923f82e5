/**
 * Corpus forty-three, solar and storage: monitoring API keys (SolarEdge, Enphase, Victron VRM),
 * inverter and gateway logins (Fronius, SMA, Huawei FusionSolar, Tesla Powerwall), and the Home
 * Assistant YAML that holds them.
 */
import {
  B64URL,
  draw,
  family,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pass,
  pick,
  reading,
  serial,
  tick,
  type Tpl,
  UPPER_ALNUM,
} from "./_heldout_fortythree_make.ts";

const site = () => String(num(1000000, 4999999));

const TPLS: readonly Tpl[] = [
  ["SolarEdge monitoring API key in a curl", "url", (k) => [
    `$ curl -s "https://monitoringapi.solaredge.com/site/${site()}/overview?api_key=${
      k(32, UPPER_ALNUM)
    }" | jq .overview.currentPower`,
    `{`,
    `  "power": ${reading(0, 9000, 1)}`,
    `}`,
  ]],
  ["SolarEdge key in a Python poller", "assignment", (k) => [
    `import requests`,
    ``,
    `SITE_ID = ${site()}`,
    `API_KEY = "${k(32, UPPER_ALNUM)}"`,
    ``,
    `def energy(start, end):`,
    `    url = f"https://monitoringapi.solaredge.com/site/{SITE_ID}/energy"`,
    `    return requests.get(url, params={"api_key": API_KEY, "timeUnit": "QUARTER_OF_AN_HOUR",`,
    `                                     "startDate": start, "endDate": end}).json()`,
  ]],
  ["Enphase Enlighten v4 key and OAuth client secret in .env", "assignment", (k) => [
    `# Enphase developer app ${hex(8)}`,
    `ENPHASE_API_KEY=${k(32, HEX)}`,
    `ENPHASE_CLIENT_ID=${hex(32)}`,
    `ENPHASE_CLIENT_SECRET=${k(32, HEX)}`,
    `ENPHASE_SYSTEM_ID=${num(1000000, 9999999)}`,
    `POLL_SECONDS=${pick([300, 600, 900])}`,
  ]],
  ["Enphase Envoy installer token as a bearer", "command", (k) => [
    `$ curl -sk -H "Authorization: Bearer ${
      jwt(k, {
        aud: serial("1221", 8),
        iss: "Entrez",
        enphaseUser: "installer",
        exp: num(1790000000, 1799999999),
        iat: num(1760000000, 1769999999),
        jti: "" + num(10000, 99999),
        username: "installer@example.org",
      })
    }" https://envoy.local/ivp/meters/readings`,
    `[{"eid":${num(700000000, 799999999)},"activePower":${reading(-3000, 5000, 3)},"voltage":${
      reading(228, 242, 3)
    }}]`,
  ]],
  ["Victron VRM access token in an X-Authorization header", "command", (k) => [
    `curl -s -H 'X-Authorization: Token ${k(64, HEX)}' \\`,
    `  https://vrmapi.victronenergy.com/v2/installations/${
      num(10000, 999999)
    }/stats?type=live_feed`,
  ]],
  ["Victron VRM token in Node-RED config node", "assignment", (k) => [
    `{`,
    `  "id": "${hex(16)}",`,
    `  "type": "config-vrm-api",`,
    `  "name": "VRM ${pick(["home", "barn", "cabin"])}",`,
    `  "token": "${k(64, HEX)}"`,
    `}`,
  ]],
  ["Fronius Solar API digest login in a script", "assignment", (_k, add) => [
    `INVERTER = "http://192.168.${num(0, 9)}.${num(2, 250)}"`,
    `AUTH = HTTPDigestAuth("technician", "${pass(add)}")`,
    `r = requests.get(INVERTER + "/api/config/batteries", auth=AUTH, timeout=${num(3, 9)})`,
    `# serial ${serial("3423", 8)}`,
  ]],
  ["SMA Sunny Boy installer password in a Modbus tool", "command", (_k, add) => [
    `$ sma-cli --host sb${num(30, 60)}.lan --group istl --password '${pass(add)}' get 30775`,
    `30775 GridMs.TotW   ${num(0, 5000)} W`,
    `30977 GridMs.A.phsA ${reading(0, 20)} A`,
  ]],
  ["Huawei FusionSolar northbound login JSON", "block", (_k, add) => [
    `POST https://eu5.fusionsolar.huawei.com/thirdData/login`,
    `Content-Type: application/json`,
    ``,
    `{"userName": "api_${draw(6, "abcdefghijklmnopqrstuvwxyz")}", "systemCode": "${pass(add)}"}`,
    ``,
    `HTTP/1.1 200 OK`,
    `xsrf-token: ${add(hex(32))}`,
  ]],
  ["Tesla Powerwall gateway password in a login call", "output", (_k, add) => [
    `${tick()} DEBUG pypowerwall: login attempt ${num(1, 3)} to 192.168.91.1`,
    `${tick()} DEBUG POST /api/login/Basic {"username":"customer","email":"owner@example.org","password":"${
      add(draw(5, UPPER_ALNUM) + draw(5, UPPER_ALNUM))
    }","force_sm_off":false}`,
    `${tick()} DEBUG 200 token=${add(draw(86, B64URL))}==`,
    `${tick()} INFO  battery ${reading(5, 100, 1)} %`,
  ]],
  ["Home Assistant secrets.yaml for solar integrations", "block", (k, add) => [
    `# secrets.yaml`,
    `solaredge_api_key: ${k(32, UPPER_ALNUM)}`,
    `enphase_password: "${pass(add)}"`,
    `powerwall_password: ${add(draw(10, UPPER_ALNUM))}`,
    `latitude_home: ${reading(40, 60, 5)}`,
  ]],
  ["Home Assistant long-lived token on a solar dashboard", "vendor", (k) => [
    `rest_command:`,
    `  push_pv_forecast:`,
    `    url: http://homeassistant.local:8123/api/states/sensor.pv_forecast_${num(1, 9)}`,
    `    method: POST`,
    `    headers:`,
    `      authorization: "Bearer ${
      jwt(k, { iss: hex(32), iat: num(1760000000, 1769999999), exp: num(2070000000, 2079999999) })
    }"`,
  ]],
];

/** The secret cases of the family. */
export function buildSolar(): HeldOutSecret[] {
  return family(TPLS, 3);
}
