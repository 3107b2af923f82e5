/**
 * Corpus thirty-seven, EV charging: OCPP central-system basic-auth passwords and
 * `AuthorizationKey`s, charge-point certificates and keys, OCPI roaming tokens, Hubject
 * credentials, as charge-point firmware, a CSMS's settings and its WebSocket traces hold them.
 */
import {
  b64,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  HEXU,
  num,
  pass,
  pemBlock,
  pick,
  plainPass,
  type Template,
  UPPER,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

/** A charge point's identity, as a CSMS names it. */
function cpId(): string {
  return `${pick(["CP", "EVSE", "ABB", "WB"])}-${draw(4, UPPER_ALNUM)}-${num(1000, 9999)}`;
}

const T: readonly Template[] = [
  [
    "command",
    "OCPP ChangeConfiguration AuthorizationKey",
    (k) =>
      `[2,"${uuid()}","ChangeConfiguration",{"key":"AuthorizationKey","value":"${k(40, HEX)}"}]`,
  ],
  [
    "url",
    "OCPP security profile 1 credentials in the websocket URL",
    (k) =>
      `CENTRAL_SYSTEM_URL=wss://${cpId()}:${plainPass(k)}@csms.${
        pick(["chargeops", "evgrid", "voltnet"])
      }.io/ocpp/1.6/`,
  ],
  [
    "encoded",
    "OCPP basic auth header of a charge point",
    (_k, add) =>
      `GET /ocpp/${cpId()} HTTP/1.1\nHost: csms.evgrid.io\nUpgrade: websocket\nSec-WebSocket-Protocol: ocpp1.6\nAuthorization: Basic ${
        add(b64(`${cpId()}:${draw(24, HEX)}${draw(4, UPPER_ALNUM)}`))
      }\nSec-WebSocket-Key: ${b64(draw(16, HEX)).slice(0, 22)}==`,
  ],
  ["assignment", "SteVe charge-point password in application.properties", (k, add) =>
    [
      `db.ip = localhost`,
      `db.schema = stevedb`,
      `db.user = steve`,
      `db.password = ${pass(add)}`,
      `auth.user = admin`,
      `auth.password = ${k(num(12, 16))}`,
      `webapi.key = STEVE-API-KEY`,
      `webapi.value = ${k(32)}`,
    ].join("\n")],
  [
    "block",
    "charge-point client certificate key (ISO 15118 / OCPP profile 3)",
    (k) => [`# /etc/everest/certs/client/csms/CSMS_LEAF.key`, ...pemBlock(k, "EC ", 3)].join("\n"),
  ],
  ["vendor", "OCPI token C in a credentials object", (_k, add) =>
    JSON.stringify(
      {
        token: add(uuid()),
        url: "https://ocpi.roaming-hub.example/ocpi/versions",
        roles: [{ role: "CPO", party_id: draw(3, UPPER), country_code: "DE" }],
      },
      null,
      2,
    )],
  [
    "encoded",
    "OCPI 2.2 Token header, base64",
    (_k, add) =>
      `curl https://ocpi.partner.example/ocpi/2.2/sessions \\\n  -H "Authorization: Token ${
        add(
          b64(`${draw(8, HEX)}-${draw(4, HEX)}-4${draw(3, HEX)}-a${draw(3, HEX)}-${draw(12, HEX)}`),
        )
      }" -H "OCPI-from-party-id: ${draw(3, UPPER)}"`,
  ],
  ["assignment", "Hubject OICP client secret", (k) =>
    [
      `hubject:`,
      `  operator_id: DE*${draw(3, UPPER)}`,
      `  token_url: https://service.hubject.com/oauth/token`,
      `  client_id: ${k(24)}`,
      `  client_secret: ${k(48)}`,
    ].join("\n")],
  [
    "output",
    "CSMS log line printing the AuthorizationKey",
    (k) =>
      `${
        new Date(epoch() * 1000).toISOString()
      } INFO  ocpp.server  cp=${cpId()} SecurityProfile=2 BasicAuthPassword=${
        k(32, HEXU)
      } accepted`,
  ],
  [
    "command",
    "Open Charge Alliance simulator start",
    (k) =>
      `node ocpp-sim.js --url wss://central.example/ocpp --cp ${cpId()} --password '${
        plainPass(k)
      }' --profile 1`,
  ],
  [
    "wrapped",
    "charge-point key wrapped in a firmware config dump",
    (k) =>
      `SecurityCtrlr.BasicAuthPassword = ${k(40, HEX)}\n    ${
        k(24, HEX)
      }\n(value spans 2 lines in the dump)`,
  ],
  [
    "assignment",
    "MQTT broker password of a charger fleet",
    (_k, add) =>
      `[mqtt]\nhost = mqtt.${
        pick(["wallbox", "chargeops", "evgrid"])
      }.cloud\nport = 8883\nusername = charger-${hex(8)}\npassword = ${pass(add)}\ntls = true`,
  ],
  [
    "output",
    "OCPP 2.0.1 SetVariables with BasicAuthPassword echoed in a trace",
    (k) =>
      `>> [2,"${uuid()}","SetVariables",{"setVariableData":[{"component":{"name":"SecurityCtrlr"},"variable":{"name":"BasicAuthPassword"},"attributeValue":"${
        k(num(20, 32))
      }"}]}]\n<< [3,"${uuid()}",{"setVariableResult":[{"attributeStatus":"Accepted"}]}]`,
  ],
  [
    "block",
    "EVerest V2G root key in a shell heredoc",
    (k) => [`cat > certs/ca/v2g/V2G_ROOT_CA.key <<'KEY'`, ...pemBlock(k, "", 4), `KEY`].join("\n"),
  ],
];

export function buildCharging(): HeldOutSecret[] {
  return framed(T);
}
