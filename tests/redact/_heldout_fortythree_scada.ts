/**
 * Corpus forty-three, SCADA and historians: OSIsoft PI Web API basic auth, Ignition gateway
 * passwords, InfluxDB and TimescaleDB for telemetry, OPC UA user tokens and a client's private
 * key, Node-RED credentials and credentialSecret, MQTT broker passwords.
 */
import {
  B64,
  b64,
  draw,
  family,
  type HeldOutSecret,
  hex,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  reading,
  tick,
  type Tpl,
  urlPass,
} from "./_heldout_fortythree_make.ts";

const host = () => `${pick(["scada", "hist", "pi", "ign"])}${num(1, 9)}.plant${num(1, 30)}.example`;
const tag = () =>
  `${pick(["SUB", "PV", "BESS", "WTG"])}${num(1, 40)}.${pick(["MW", "MVAR", "SOC", "HZ"])}`;

const TPLS: readonly Tpl[] = [
  ["PI Web API basic auth header in a PowerShell call", "encoded", (_k, add) => [
    `$h = @{ Authorization = "Basic ${add(b64(`PLANT\\pi-reader:${draw(num(11, 16))}`))}" }`,
    `Invoke-RestMethod -Uri "https://${host()}/piwebapi/streams/F1DP${
      draw(20)
    }/recorded?startTime=*-1h" -Headers $h`,
  ]],
  ["PI Web API credentials in a Python client", "assignment", (_k, add) => [
    `from requests.auth import HTTPBasicAuth`,
    `PI = "https://${host()}/piwebapi"`,
    `auth = HTTPBasicAuth("svc_pi_${num(10, 99)}", "${pass(add)}")`,
    `webid = "F1DP${draw(22)}"`,
  ]],
  ["Ignition gateway admin password in a docker run", "command", (_k, add) => [
    `docker run -d -p 8088:8088 --name ignition-${num(1, 9)} \\`,
    `  -e GATEWAY_ADMIN_USERNAME=admin -e GATEWAY_ADMIN_PASSWORD='${pass(add)}' \\`,
    `  -e IGNITION_EDITION=standard inductiveautomation/ignition:8.1.${num(30, 48)}`,
  ]],
  ["Ignition gateway network and database passwords in a gwbk restore log", "output", (_k, add) => [
    `${tick()} INFO  [DatasourceManager] connecting "historian" jdbc:postgresql://${host()}:5432/history user=ign password=${
      pass(add)
    }`,
    `${tick()} INFO  [GatewayNetwork] outgoing connection to ${host()}:8060 established`,
    `${tick()} WARN  [ModuleManager] OPC-UA module license in trial`,
  ]],
  ["InfluxDB token in a Telegraf output", "block", (k) => [
    `[[outputs.influxdb_v2]]`,
    `  urls = ["http://${host()}:8086"]`,
    `  token = "${k(86, B64)}=="`,
    `  organization = "grid-ops"`,
    `  bucket = "telemetry_${num(1, 9)}s"`,
  ]],
  ["InfluxDB v1 password in a query URL", "url", (_k, add) => [
    `curl -G 'http://${host()}:8086/query?db=meters&u=grafana&p=${
      urlPass(add)
    }' --data-urlencode "q=SELECT mean(\\"power\\") FROM \\"inverter\\" WHERE time > now() - 1h GROUP BY time(5m)"`,
  ]],
  ["TimescaleDB DSN in a collector's env", "url", (_k, add) => [
    `TELEMETRY_DSN=postgres://tsdb_writer:${urlPass(add)}@${host()}:5432/telemetry?sslmode=require`,
    `BATCH_ROWS=${num(500, 5000)}`,
  ]],
  ["OPC UA user token in a client's session dump", "output", (_k, add) => [
    `ActivateSession: endpoint opc.tcp://${host()}:4840 policy Basic256Sha256 mode SignAndEncrypt`,
    `  UserIdentityToken: UserNameIdentityToken { PolicyId: "username_basic256", UserName: "opc_ops", Password: "${
      pass(add)
    }" }`,
    `  ServerNonce: ${hex(64)}`,
    `  result: Good (0x00000000)`,
  ]],
  ["OPC UA client private key for the application certificate", "block", (k) => [
    `# pki/own/private/client_${num(1, 9)}.pem`,
    ...pemBlock(k, "RSA ", 7),
  ]],
  ["Node-RED flows_cred.json decrypted", "block", (_k, add) => [
    `{`,
    `    "${hex(16)}": { "user": "telemetry", "password": "${pass(add)}" },`,
    `    "${hex(16)}": { "token": "${add(draw(40, LOWER_DIGITS))}" }`,
    `}`,
  ]],
  ["Node-RED credentialSecret in settings.js", "assignment", (k) => [
    `module.exports = {`,
    `    flowFile: 'flows.json',`,
    `    credentialSecret: "${k(32)}",`,
    `    uiPort: process.env.PORT || 1880,`,
  ]],
  ["MQTT broker password on the mosquitto_pub line", "command", (_k, add) => [
    `mosquitto_pub -h ${host()} -p 8883 --cafile ca.crt -u meter-bridge -P '${pass(add)}' \\`,
    `  -t site/${num(1, 99)}/meter/${tag()} -m '{"v": ${reading(0, 400)}, "ts": "${tick()}"}'`,
  ]],
];

/** The secret cases of the family. */
export function buildScada(): HeldOutSecret[] {
  return family(TPLS, 3);
}
