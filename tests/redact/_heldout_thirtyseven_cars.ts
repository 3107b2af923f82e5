/**
 * Corpus thirty-seven, connected cars and fleet telematics: Smartcar client secrets, Tesla Fleet
 * API tokens and partner keys, automaker developer portals, OBD-II dongle clouds and telematics
 * APIs, as a session shows them beside VINs and vehicle ids.
 */
import {
  b64,
  b64u,
  B64URL,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  type Template,
  UPPER_ALNUM,
  uuid,
  vin,
} from "./_heldout_thirtyseven_make.ts";

const T: readonly Template[] = [
  ["assignment", "Smartcar client secret in a .env", (_k, add) =>
    [
      `SMARTCAR_CLIENT_ID=${uuid()}`,
      `SMARTCAR_CLIENT_SECRET=${add(uuid())}`,
      `SMARTCAR_REDIRECT_URI=https://localhost:8000/exchange`,
      `SMARTCAR_MODE=live`,
    ].join("\n")],
  ["command", "Smartcar token exchange with curl", (k, add) => {
    const basic = add(b64(`${uuid()}:${draw(36, HEX)}`));
    return `curl -s https://auth.smartcar.com/oauth/token \\\n  -H "Authorization: Basic ${basic}" \\\n  -d grant_type=authorization_code -d code=${
      k(36, HEX)
    } -d redirect_uri=https://localhost:8000/exchange`;
  }],
  ["vendor", "Tesla Fleet API access token", (k) =>
    `TESLA_ACCESS_TOKEN=${
      jwt(k, {
        iss: "https://auth.tesla.com/oauth2/v3/nts",
        aud: ["https://fleet-api.prd.na.vn.cloud.tesla.com"],
        sub: uuid(),
        scp: ["openid", "vehicle_device_data", "vehicle_cmds"],
        exp: epoch(),
      }, "RS256")
    }\nVIN=${vin()}`],
  ["output", "Tesla partner token response", (k) =>
    JSON.stringify(
      {
        access_token: jwt(k, {
          iss: "https://auth.tesla.com/oauth2/v3/nts",
          sub: uuid(),
          exp: epoch(),
        }, "ES256"),
        expires_in: 28800,
        token_type: "Bearer",
      },
      null,
      2,
    )],
  ["assignment", "Tesla Fleet API client secret", (k) =>
    [
      `tesla:`,
      `  client_id: ${uuid()}`,
      `  client_secret: ta-secret.${k(num(18, 22))}`,
      `  audience: https://fleet-api.prd.eu.vn.cloud.tesla.com`,
      `  domain: fleet.${pick(["example-ev", "mycar-app", "evtracker"])}.com`,
    ].join("\n")],
  ["block", "Tesla vehicle-command partner private key", (k) =>
    [
      `# private-key.pem (the public half is served at /.well-known/appspecific/com.tesla.3p.public-key.pem)`,
      ...pemBlock(k, "EC ", 3),
    ].join("\n")],
  [
    "command",
    "Tesla refresh token on the command line",
    (k) =>
      `tesla-control -vin ${vin()} -key-file private-key.pem -token ${
        jwt(k, { sub: uuid(), ou_code: "NA", exp: epoch() }, "RS256")
      } honk`,
  ],
  [
    "url",
    "automaker portal callback with client secret",
    (k) =>
      `https://api.${
        pick(["mercedes-benz", "bmw-connected", "ford-connect", "hyundai-bluelink"])
      }.example/oauth/token?grant_type=refresh_token&client_id=${uuid()}&client_secret=${
        k(num(30, 40))
      }&refresh_token=${k(num(40, 50), B64URL)}`,
  ],
  ["assignment", "OBD-II dongle cloud key in Python", (k) =>
    [
      `DONGLE_API = "https://api.${pick(["autopi", "obdcloud", "carlink"])}.io/v2"`,
      `DONGLE_DEVICE_ID = "${uuid()}"`,
      `DONGLE_API_TOKEN = "${k(40, LOWER_DIGITS)}"`,
      `POLL_PIDS = ["010C", "010D", "0105", "012F"]`,
    ].join("\n")],
  [
    "vendor",
    "Samsara API token",
    (k) =>
      `export SAMSARA_API_TOKEN=samsara_api_${k(30)}\n# fleet ${
        num(100000, 999999)
      } vehicles synced every 5 min`,
  ],
  ["assignment", "Geotab MyGeotab credentials in appsettings.json", (_k, add) =>
    JSON.stringify(
      {
        Geotab: {
          Server: "my.geotab.com",
          Database: `fleet_${hex(6)}`,
          UserName: `integration@${pick(["haulco", "greenfleet", "metrobus"])}.com`,
          Password: pass(add),
        },
        PollSeconds: 60,
      },
      null,
      2,
    )],
  [
    "command",
    "Motive API key in a curl header",
    (_k, add) =>
      `curl -H "X-Api-Key: ${
        add(uuid())
      }" \\\n  "https://api.gomotive.com/v1/vehicle_locations?per_page=100"`,
  ],
  ["wrapped", "Tesla token wrapped in a terminal", (k) => {
    const head = b64u(JSON.stringify({ alg: "RS256", typ: "JWT" }));
    return `export TESLA_REFRESH_TOKEN=${head}.${k(60, B64URL)}\n${k(70, B64URL)}\n${
      k(60, B64URL)
    }`;
  }],
  [
    "encoded",
    "connected-car secret percent-encoded in a form body",
    (k) =>
      `POST /oauth/token HTTP/1.1\nHost: auth.smartcar.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token=${
        k(36, HEX)
      }&client_secret=${k(num(8, 12))}%2B${k(num(8, 12))}%2F${k(8, UPPER_ALNUM)}`,
  ],
];

export function buildCars(): HeldOutSecret[] {
  return framed(T);
}
