/**
 * Corpus thirty-five, fleet and telematics: Samsara tokens, MyGeotab passwords and session ids,
 * Motive keys and client secrets, Verizon Connect and Traccar logins, on the shared surfaces and
 * in the scripts and responses of their own.
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
  humanPass,
  LOWER,
  num,
  pass,
  pick,
  S,
  uuid,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

const db = () => pick(["freightly", "routewise_eu", "cargohub", "northfleet"]) + digits(2);
const user = () =>
  `${pick(["ops", "dispatch", "api", "integration"])}@${pick(["freightly.io", "routewise.dev"])}`;

const CREDS: readonly Cred[] = [
  {
    name: "Samsara API token",
    env: "SAMSARA_API_TOKEN",
    section: "samsara",
    key: "api_token",
    value: (k) => "samsara_api_" + k(30),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" "https://api.samsara.com/fleet/vehicles/locations"`,
  },
  {
    name: "MyGeotab password",
    env: "GEOTAB_PASSWORD",
    section: "geotab",
    key: "password",
    value: (_k, add) => humanPass(add),
    curl: (v) =>
      `-X POST https://my.geotab.com/apiv1 -d '{"method":"Authenticate","params":{"database":"${db()}","userName":"${user()}","password":"${v}"}}'`,
  },
  {
    name: "MyGeotab session id",
    env: "GEOTAB_SESSION_ID",
    section: "geotab_session",
    key: "session_id",
    value: (k) => k(22, B64URL),
    curl: (v) =>
      `-X POST https://my${
        num(10, 600)
      }.geotab.com/apiv1 -d '{"method":"Get","params":{"typeName":"Device","credentials":{"database":"${db()}","userName":"${user()}","sessionId":"${v}"}}}'`,
  },
  {
    name: "Motive API key",
    env: "MOTIVE_API_KEY",
    section: "motive",
    key: "api_key",
    value: (_k, add) => add(uuid()),
    curl: (v) =>
      `-H "X-Api-Key: ${v}" "https://api.gomotive.com/v1/vehicle_locations?per_page=${
        num(10, 100)
      }"`,
  },
  {
    name: "Motive OAuth client secret",
    env: "MOTIVE_CLIENT_SECRET",
    section: "motive_oauth",
    key: "client_secret",
    value: (k) => k(64, "0123456789abcdef"),
    curl: (v) =>
      `-X POST https://keeptruckin.com/oauth/token -d grant_type=authorization_code -d client_id=${
        hex(64)
      } -d client_secret=${v} -d code=${draw(20)}`,
  },
  {
    name: "Verizon Connect Reveal password",
    env: "REVEAL_PASSWORD",
    section: "reveal",
    key: "password",
    value: (_k, add) => pass(add),
    curl: (v) =>
      `-u "REST_${pick(["Freightly", "Routewise"])}_${
        digits(4)
      }:${v}" https://fim.api.us.fleetmatics.com/token`,
  },
  {
    name: "Traccar API token",
    env: "TRACCAR_TOKEN",
    section: "traccar",
    key: "token",
    value: (k) => k(num(80, 100), B64URL),
    curl: (v) => `-H "Authorization: Bearer ${v}" "https://${appHost()}/api/positions"`,
    query: "token",
  },
  {
    name: "Traccar admin password",
    env: "TRACCAR_ADMIN_PASSWORD",
    section: "traccar_admin",
    key: "admin_password",
    value: (_k, add) => pass(add),
    curl: (v) => `-u "admin:${v}" "https://${appHost()}/api/devices"`,
  },
  {
    name: "Samsara webhook secret",
    env: "SAMSARA_WEBHOOK_SECRET",
    section: "samsara_webhooks",
    key: "signing_secret",
    value: (k) => k(43, B64) + "=",
    curl: (v) =>
      `-X POST http://localhost:${
        num(3000, 3999)
      }/hooks/samsara -H "X-Test-Secret: ${v}" -d @event.json`,
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("assignment", "MyGeotab login in a Python script", (_k, add) =>
      [
        `import mygeotab`,
        ``,
        `api = mygeotab.API(username="${user()}", password="${
          humanPass(add)
        }", database="${db()}")`,
        `api.authenticate()`,
        `devices = api.get("Device", resultsLimit=${num(50, 500)})`,
      ].join("\n")),
    S("output", "MyGeotab Authenticate result", (k) =>
      JSON.stringify({
        result: {
          credentials: { database: db(), sessionId: k(22, B64URL), userName: user() },
          path: `my${num(10, 600)}.geotab.com`,
        },
        jsonrpc: "2.0",
      })),
    S(
      "output",
      "Verizon Connect token response",
      (k) =>
        [`HTTP/1.1 200 OK`, `Content-Type: text/plain`, ``, k(num(200, 260), B64URL)].join("\n"),
    ),
    S(
      "command",
      "Samsara token in an httpie call",
      (k) =>
        `$ http GET https://api.samsara.com/fleet/drivers "Authorization:Bearer samsara_api_${
          k(30)
        }" limit==${num(10, 99)}`,
    ),
    S(
      "vendor",
      "Samsara token with no name in chat",
      (k) =>
        `this is the one from Settings → API tokens: samsara_api_${
          k(30)
        } — it has read on vehicles only`,
    ),
    S(
      "url",
      "Samsara token in a legacy v1 query",
      (k) =>
        `GET https://api.samsara.com/v1/fleet/locations?access_token=samsara_api_${
          k(30)
        }&group_id=${digits(5)}`,
    ),
    S(
      "url",
      "Traccar login in a websocket URL",
      (_k, add) => `const ws = new WebSocket("wss://admin:${pass(add)}@${appHost()}/api/socket");`,
    ),
    S("wrapped", "Motive client secret wrapped in a log", (_k, add) => {
      const v = hex(64);
      const a = add(v.slice(0, 30)), b = add(v.slice(30));
      return `[motive] token exchange failed for client_secret=${a}\n    ${b} (invalid_grant)`;
    }),
    S(
      "encoded",
      "Traccar admin login as Basic auth",
      (_k, add) =>
        `> GET /api/server HTTP/1.1\n> Host: ${appHost()}\n> Authorization: Basic ${
          add(b64(`admin:${draw(num(10, 14))}`))
        }\n> Accept: application/json`,
    ),
    S("block", "Samsara and Geotab in a docker-compose", (k, add) =>
      [
        `services:`,
        `  telematics-sync:`,
        `    image: ghcr.io/freightly/telematics-sync:${num(1, 9)}.${num(0, 9)}`,
        `    environment:`,
        `      SAMSARA_API_TOKEN: samsara_api_${k(30)}`,
        `      GEOTAB_DATABASE: ${db()}`,
        `      GEOTAB_USERNAME: ${user()}`,
        `      GEOTAB_PASSWORD: "${humanPass(add)}"`,
        `      POLL_SECONDS: "${num(15, 120)}"`,
      ].join("\n")),
    S(
      "command",
      "Traccar admin in a seed script",
      (_k, add) =>
        `TRACCAR_URL=https://${appHost()} TRACCAR_USER=admin TRACCAR_PASS='${
          pass(add)
        }' node scripts/seed-devices.js --group ${draw(5, LOWER)}`,
    ),
    S(
      "vendor",
      "MyGeotab login pasted in chat",
      (_k, add) => `db ${db()}, user ${user()}, ${humanPass(add)} — can you see the trips table?`,
    ),
  ];
}

/** The fleet and telematics family. */
export function buildFleet(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 2), ...specials()];
}
