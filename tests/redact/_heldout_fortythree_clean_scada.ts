/**
 * Corpus forty-three, clean look-alikes of SCADA and telemetry: OPC UA node ids and certificate
 * thumbprints, a session dump with anonymous identity, telemetry values and timestamps, firmware
 * hashes, Node-RED flows without credentials, InfluxDB line protocol, PI WebIds, request ids.
 */
import {
  B64,
  B64URL,
  cleanFamily,
  type CleanTpl,
  draw,
  type HeldOutClean,
  hex,
  HEXU,
  hms,
  lines,
  num,
  pick,
  reading,
  tick,
  uuid,
} from "./_heldout_fortythree_make.ts";

const tagName = () =>
  `${pick(["PV", "BESS", "SUB", "WTG"])}${num(1, 40)}_${pick(["P", "Q", "U", "SOC"])}`;

const TPLS: readonly CleanTpl[] = [
  ["OPC UA node ids from a browse", () => [
    `Browse ns=2;s=Plant/Feeder${num(1, 9)}`,
    ...lines(num(4, 7), () =>
      pick([
        `  ns=2;s=Plant/Feeder${num(1, 9)}/${tagName()}  Variable  Double`,
        `  ns=3;i=${num(1000, 99999)}  Object  FolderType`,
        `  ns=4;g=${uuid()}  Variable  Float`,
        `  ns=5;b=${draw(24, B64)}  Variable  Int32`,
      ])),
  ]],
  ["OPC UA certificate list with thumbprints", () => [
    `pki/trusted/certs:`,
    ...lines(
      num(2, 4),
      () =>
        `  ${pick(["UaExpert", "Ignition", "KEPServerEX", "Prosys"])}@${
          pick(["eng", "scada", "hist"])
        }${num(1, 9)} [${draw(40, HEXU)}].der  valid to 20${num(27, 36)}-${num(10, 12)}-${
          num(10, 28)
        }`,
    ),
    `pki/rejected/certs: ${num(0, 3)} files`,
  ]],
  ["OPC UA session dump with an anonymous identity", () => [
    `Session "${pick(["Browser", "Logger"])}" ns=1;i=${num(100000, 999999)}`,
    `  Endpoint     opc.tcp://10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}:4840`,
    `  Security     None / None`,
    `  Identity     Anonymous`,
    `  SessionId    ns=1;g=${uuid()}`,
    `  Timeout      ${num(60000, 3600000)} ms`,
  ]],
  ["telemetry JSON with values and timestamps", () => [
    JSON.stringify({
      site: `site-${num(100, 999)}`,
      ts: tick(),
      points: lines(
        num(3, 6),
        () => ({ tag: tagName(), v: Number(reading(-500, 500, 3)), q: 192 }),
      ),
    }),
  ]],
  ["firmware update with its SHA-256", () => [
    `$ fwupd-tool verify gateway-${num(2, 4)}.${num(0, 20)}.${num(0, 99)}.bin`,
    `sha256: ${hex(64)}`,
    `signed by: vendor release key ${draw(16, HEXU)} (ok)`,
  ]],
  ["release notes listing firmware hashes", () => [
    `| model | version | sha256 |`,
    `|-------|---------|--------|`,
    ...lines(
      num(2, 4),
      () =>
        `| ${pick(["SE5000H", "IQ8M", "MP2-48", "Symo-10"])} | ${num(1, 4)}.${num(0, 30)}.${
          num(0, 200)
        } | ${hex(64)} |`,
    ),
  ]],
  ["Node-RED flow export without credentials", () => [
    `[{"id":"${hex(16)}","type":"tab","label":"Meters"},`,
    ` {"id":"${hex(16)}","type":"mqtt in","z":"${
      hex(16)
    }","topic":"site/+/meter/#","qos":"1","broker":"${hex(16)}","x":${num(100, 600)},"y":${
      num(100, 600)
    },"wires":[["${hex(16)}"]]},`,
    ` {"id":"${
      hex(16)
    }","type":"mqtt-broker","name":"site broker","broker":"mqtt.site.example","port":"8883","usetls":true,"credentials":{}}]`,
  ]],
  [
    "InfluxDB line protocol from a collector",
    () =>
      lines(
        num(4, 7),
        () =>
          `inverter,site=${num(100, 999)},sn=${draw(8, HEXU)} p_ac=${reading(0, 9000, 1)},u_dc=${
            reading(300, 800, 1)
          },t_sink=${reading(20, 70, 1)} ${num(1763900000, 1764300000)}${draw(9, "0123456789")}`,
      ),
  ],
  ["PI WebIds and stream values", () => [
    `GET /piwebapi/streams/F1DP${draw(22, B64URL)}/value`,
    `{"Timestamp":"${tick()}","Value":${
      reading(0, 500, 4)
    },"UnitsAbbreviation":"MW","Good":true,"Questionable":false}`,
  ]],
  ["Ignition tag export with paths and ids", () => [
    `{"name":"${tagName()}","tagType":"AtomicTag","valueSource":"opc","opcItemPath":"ns=1;s=[PLC${
      num(1, 9)
    }]DB${num(1, 99)},REAL${
      num(0, 400)
    }","opcServer":"Ignition OPC UA Server","historyEnabled":true,"tagGroup":"Default"}`,
  ]],
  [
    "Home Assistant energy sensor states",
    () =>
      lines(
        num(3, 6),
        () =>
          `sensor.${pick(["solar", "grid_import", "grid_export", "battery"])}_${num(1, 9)}: ${
            reading(0, 30000, 2)
          } kWh (last_changed ${tick()}, context ${draw(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")})`,
      ),
  ],
  [
    "a gateway's debug log with request ids and hashes",
    () =>
      lines(
        num(5, 8),
        () =>
          `${tick()} DEBUG http: ${pick(["GET", "POST"])} /v1/${
            pick(["telemetry", "config", "health"])
          } req=${uuid()} etag="${hex(32)}" ${num(3, 400)}ms`,
      ),
  ],
  ["MQTT session log without secrets", () => [
    `[${hms()}] mqtt: connecting mqtts://broker.site.example:8883 client_id=collector-${hex(8)}`,
    `[${hms()}] mqtt: CONNACK rc=0 session_present=0`,
    `[${hms()}] mqtt: subscribed site/+/meter/# qos=1 mid=${num(1, 65535)}`,
  ]],
];

/** The clean cases of the family. */
export function buildCleanScada(): HeldOutClean[] {
  return cleanFamily(TPLS, 3);
}
