/**
 * Corpus forty-three, buildings: BACnet/IP gateways, Niagara/Tridium station and platform logins,
 * KNX Secure keyring passwords and FDSKs, Modbus gateways' web logins, Siemens Desigo CC,
 * Johnson Controls Metasys, and access-control panels' API keys.
 */
import {
  b64,
  B64URL,
  draw,
  family,
  fdsk,
  type HeldOutSecret,
  hex,
  HEXU,
  hms,
  jwt,
  num,
  pass,
  pick,
  reading,
  tick,
  type Tpl,
  UPPER_ALNUM,
  urlPass,
  uuid,
} from "./_heldout_fortythree_make.ts";

const ip = () => `10.${num(10, 80)}.${num(0, 255)}.${num(2, 250)}`;

const TPLS: readonly Tpl[] = [
  ["Niagara station admin login in a fox client script", "assignment", (_k, add) => [
    `station = FoxSession(host="${ip()}", port=${pick([1911, 4911])}, tls=True)`,
    `station.login(user="admin", password="${pass(add)}")`,
    `points = station.bql("station:|slot:/Drivers/BacnetNetwork|bql:select name, out from control:NumericPoint")`,
  ]],
  ["Niagara platform credentials in a workbench export", "block", (_k, add) => [
    `# platform connections (exported ${tick()})`,
    `[platform ahu-${num(1, 20)}]`,
    `host = ${ip()}`,
    `port = 5011`,
    `user = tridium`,
    `pass = ${pass(add)}`,
    `passphrase = ${pass(add)}`,
  ]],
  ["KNX Secure keyring password and FDSK in a knxproj import", "assignment", (_k, add) => [
    `from xknx.secure.keyring import load_keyring`,
    `keyring = load_keyring("Projekt_${num(100, 999)}.knxkeys", "${pass(add)}")`,
    `# device ${num(1, 15)}.${num(1, 15)}.${num(1, 250)} FDSK from sticker`,
    `FDSK = "${fdsk(add)}"`,
  ]],
  ["KNX IP Secure tunnel passwords in Home Assistant", "block", (k, add) => [
    `knx:`,
    `  connection_type: tunneling_tcp_secure`,
    `  host: ${ip()}`,
    `  user_id: ${num(2, 9)}`,
    `  user_password: "${pass(add)}"`,
    `  device_authentication: "${pass(add)}"`,
    `  knxkeys_password: ${k(14)}`,
  ]],
  ["Modbus TCP gateway web login in curl", "url", (_k, add) => [
    `curl -s "http://admin:${urlPass(add)}@${ip()}/cgi-bin/modbus.cgi?unit=${num(1, 247)}&reg=40${
      num(100, 999)
    }&count=${num(1, 20)}"`,
  ]],
  ["Modbus gateway login sent as Basic", "encoded", (_k, add) => [
    `GET /config.json HTTP/1.1`,
    `Host: ${ip()}`,
    `Authorization: Basic ${add(b64(`admin:${draw(num(10, 14))}`))}`,
    `User-Agent: python-requests/2.${num(25, 32)}.0`,
  ]],
  ["Desigo CC web API token in a requests session", "output", (k) => [
    `>>> r = s.post(f"{BASE}/api/token", data={"grant_type": "password", "username": "bms-int", "password": p})`,
    `>>> r.json()`,
    `{'access_token': '${k(num(160, 180), B64URL)}', 'token_type': 'bearer', 'expires_in': ${
      num(1000, 86400)
    }, 'userName': 'bms-int'}`,
  ]],
  ["Metasys API login and the JWT it returns", "output", (k, add) => [
    `POST https://${pick(["adx", "ads", "oas"])}${num(1, 9)}.campus.example/api/v4/login`,
    `{"username":"metasys-api","password":"${pass(add)}"}`,
    `200 {"accessToken":"${
      jwt(k, {
        sub: "metasys-api",
        iss: "Metasys",
        exp: num(1790000000, 1799999999),
        role: "ApiUser",
      })
    }","expires":"${tick()}"}`,
  ]],
  ["BACnet/IP router's SSH password in an inventory", "block", (_k, add) => [
    `[bacnet_routers]`,
    `bbmd-${num(1, 9)} ansible_host=${ip()} ansible_user=root ansible_password=${
      pass(add)
    } bacnet_port=47808`,
    `bbmd-${num(10, 19)} ansible_host=${ip()} ansible_user=root ansible_password=${
      pass(add)
    } bacnet_port=47809`,
  ]],
  ["access-control panel API key in an integration", "vendor", (k) => [
    `const panel = new AccessPanelClient({`,
    `  baseUrl: "https://acs-${num(1, 9)}.campus.example/api/v2",`,
    `  apiKey: "ak_${k(40, "0123456789abcdef")}",`,
    `  doorGroup: ${num(1, 40)},`,
    `});`,
  ]],
  ["BMS export with a point's write password", "output", (k) => [
    `PointName;ObjectType;Instance;PresentValue;Units;WritePriority;Comment`,
    `AHU${num(1, 9)}.SAT;analog-input;${num(1, 4000)};${reading(12, 20, 1)};degC;;`,
    `AHU${num(1, 9)}.SF.CMD;binary-output;${num(1, 4000)};active;;8;`,
    `SYS.OPER;character-string-value;${num(1, 99)};${
      k(16, UPPER_ALNUM)
    };;16;operator PIN for override`,
  ]],
  ["Desigo PX panel password in a terminal session", "command", (_k, add) => [
    `[${hms()}] $ pxcli --panel ${ip()} --user ADMIN --pw '${pass(add)}' --dump-points > points_${
      hex(6)
    }.csv`,
    `[${hms()}] ${num(200, 900)} points written, session ${uuid()}`,
    `[${hms()}] marker ${draw(4, HEXU)}`,
  ]],
];

/** The secret cases of the family. */
export function buildBuildings(): HeldOutSecret[] {
  return family(TPLS, 3);
}
