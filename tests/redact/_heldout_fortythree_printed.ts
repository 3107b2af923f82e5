/**
 * Corpus forty-three, what is printed: a gateway's debug log, a meter reader's console, an OPC UA
 * client's session dump, a Node-RED export with its credentials, a BMS point list, a commissioning
 * tool's summary — secrets that often stand with no name beside them.
 */
import {
  B64,
  B64URL,
  draw,
  family,
  type HeldOutSecret,
  hex,
  HEXU,
  hms,
  lines,
  num,
  pass,
  pick,
  reading,
  serial,
  tick,
  type Tpl,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_fortythree_make.ts";

const noise = () =>
  `${tick()} DEBUG ${pick(["modbus", "mqtt", "http", "sched"])}: ${
    pick(["poll", "tx", "rx", "ok"])
  } ${num(1, 247)} ${reading(0, 999)}`;

const TPLS: readonly Tpl[] = [
  ["gateway debug log printing the cloud token bare", "output", (k) => [
    ...lines(num(3, 6), noise),
    `${tick()} DEBUG cloud: registered, token ${k(48)}`,
    ...lines(num(2, 5), noise),
  ]],
  ["gateway debug log dumping the HTTP request", "output", (k) => [
    noise(),
    `${tick()} TRACE > POST /v1/telemetry HTTP/1.1`,
    `${tick()} TRACE > Host: ingest.energy-cloud.example`,
    `${tick()} TRACE > Authorization: Bearer ${k(64, B64URL)}`,
    `${tick()} TRACE > Content-Length: ${num(100, 900)}`,
    noise(),
  ]],
  ["meter reader console printing the keys it loaded", "output", (k) => [
    `reader v${num(1, 4)}.${num(0, 20)} — port /dev/ttyAMA0 9600 8E1`,
    `meter ${serial("", 8)}:`,
    `  ek  ${k(32, HEXU)}`,
    `  ak  ${k(32, HEXU)}`,
    `  fc  ${num(1000, 99999)}`,
    `  1.8.0 = ${reading(1000, 90000, 3)} kWh`,
  ]],
  ["OPC UA client's session dump with the secret in the identity", "output", (k) => [
    `Session "${pick(["HistorianBridge", "UaExpert", "ScadaLink"])}" ns=1;i=${num(100000, 999999)}`,
    `  Endpoint     opc.tcp://10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}:4840`,
    `  Security     Basic256Sha256 / SignAndEncrypt`,
    `  Identity     UserName ops / ${k(num(12, 18))}`,
    `  Thumbprint   ${draw(40, HEXU)}`,
    `  Timeout      ${num(60000, 3600000)} ms`,
  ]],
  ["Node-RED export with credentials included", "block", (_k, add) => [
    `[`,
    `  {"id":"${
      hex(16)
    }","type":"mqtt-broker","name":"site broker","broker":"mqtt.site.example","port":"8883","usetls":true,`,
    `   "credentials":{"user":"nodered","password":"${pass(add)}"}},`,
    `  {"id":"${
      hex(16)
    }","type":"influxdb","hostname":"127.0.0.1","port":"8086","influxdbVersion":"2.0",`,
    `   "credentials":{"token":"${add(draw(86, B64))}=="}}`,
    `]`,
  ]],
  ["BMS point list with a BACnet device password column", "output", (_k, add) => [
    `Device;Instance;IP;Port;Vendor;DCC-Password`,
    `VAV-${num(100, 399)};${num(1000, 99999)};10.20.${num(0, 255)}.${num(2, 250)};47808;${
      pick(["Distech", "KMC", "Siemens"])
    };${pass(add)}`,
    `VAV-${num(400, 699)};${num(1000, 99999)};10.20.${num(0, 255)}.${num(2, 250)};47808;${
      pick(["Distech", "KMC", "Siemens"])
    };${pass(add)}`,
  ]],
  ["commissioning tool summary with the Wi-Fi and portal passwords", "output", (_k, add) => [
    `== Commissioning summary ${tick()} ==`,
    `Inverter serial     ${serial("7E", 8)}`,
    `Wi-Fi SSID          SOLAR-${draw(4, HEXU)}`,
    `Wi-Fi key           ${pass(add)}`,
    `Portal user         installer${num(10, 99)}`,
    `Portal password     ${pass(add)}`,
  ]],
  ["EV charger console showing its OCPP authorization key", "output", (k) => [
    `[${hms()}] ocpp: connecting wss://csms.example/ocpp/${serial("CP", 6)}`,
    `[${hms()}] ocpp: security profile 2, AuthorizationKey=${k(40, HEXU)}`,
    `[${hms()}] ocpp: BootNotification accepted, interval ${num(60, 900)}`,
  ]],
  ["historian connector printing a connection string in an exception", "output", (_k, add) => [
    `Traceback (most recent call last):`,
    `  File "/opt/collector/sink.py", line ${num(30, 300)}, in flush`,
    `psycopg.OperationalError: connection failed: host=tsdb.${
      draw(5, "abcdefghij")
    }.example dbname=telemetry user=writer password=${pass(add)} sslmode=require: timeout`,
  ]],
  ["battery system's support bundle printing a bare key pair", "output", (k) => [
    `--- cloud.conf (${num(200, 900)} bytes) ---`,
    `endpoint=mqtts://iot.bess-vendor.example:8883`,
    `device=${uuid()}`,
    `${k(20, UPPER_ALNUM)}`,
    `${k(40, B64)}`,
  ]],
  ["Home Assistant log echoing an integration's refresh token", "output", (k) => [
    `${tick()} WARNING (MainThread) [custom_components.energy_hub] refresh failed (401) for ${
      k(num(60, 80), B64URL)
    }, retrying in ${num(10, 90)} s`,
  ]],
  ["SCADA RTU shell printing the IEC 62351 key", "command", (k) => [
    `rtu# show security keys`,
    `  index  type        value`,
    `  ${num(1, 4)}      update-key  ${k(64, HEXU)}`,
    `  ${num(5, 8)}      session     (rolled ${num(1, 60)} min ago)`,
  ]],
];

/** The secret cases of the family. */
export function buildPrinted(): HeldOutSecret[] {
  return family(TPLS, 3);
}
