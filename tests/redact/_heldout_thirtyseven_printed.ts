/**
 * Corpus thirty-seven, what is printed: a `ros2 param dump`, a MAVProxy console, an OCPP WebSocket
 * trace, a CAN log, a robot's crash report, a `docker compose config` of a robot stack — long
 * outputs where one value among ids, hashes and timings is a secret, often with no name beside it.
 */
import {
  B64,
  b64,
  bytes,
  canId,
  clock,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  HEXU,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  plainPass,
  type Template,
  UPPER_ALNUM,
  uuid,
  vin,
} from "./_heldout_thirtyseven_make.ts";

/** `n` lines of a candump log (`(epoch.micro) can0 ID#DATA`). */
function canLines(n: number): string[] {
  return Array.from(
    { length: n },
    () =>
      `(${epoch()}.${String(num(0, 999999)).padStart(6, "0")}) can0 ${canId()}#${
        bytes(8).replace(/ /g, "")
      }`,
  );
}

/** `n` MAVProxy console lines. */
function mavLines(n: number): string[] {
  const msgs = [
    "APM: EKF3 IMU0 is using GPS",
    "Mode GUIDED",
    "APM: PreArm: Compass not calibrated",
    "height 12.4",
    "Got COMMAND_ACK: NAV_TAKEOFF: ACCEPTED",
    "APM: GPS 1: detected as u-blox at 230400 baud",
  ];
  return Array.from({ length: n }, () => `${clock()} ${pick(msgs)}`);
}

/** `n` ros2 parameters of a driver node. */
function rosParams(n: number): string[] {
  const names = [
    "publish_rate",
    "frame_id",
    "use_sim_time",
    "max_speed",
    "wheel_radius",
    "imu_topic",
    "serial_port",
    "baud",
  ];
  return Array.from(
    { length: n },
    (_, i) =>
      `    ${pick(names)}_${i}: ${
        pick([String(num(1, 500)), `"${draw(6, LOWER_DIGITS)}"`, "true", "false"])
      }`,
  );
}

const T: readonly Template[] = [
  ["output", "ros2 param dump with a cloud bridge secret", (k) =>
    [
      `$ ros2 param dump /cloud_bridge`,
      `/cloud_bridge:`,
      `  ros__parameters:`,
      ...rosParams(num(6, 10)),
      `    mqtt_password: ${k(num(14, 20))}`,
      ...rosParams(num(4, 8)),
    ].join("\n")],
  [
    "output",
    "ros2 param get printing a bare API key",
    (k) => `$ ros2 param get /fleet_client api_key\nString value is: ${k(40, LOWER_DIGITS)}`,
  ],
  [
    "output",
    "MAVProxy console printing a bare signing key",
    (k) =>
      [...mavLines(num(5, 9)), `MAV> signing key`, k(64, HEX), ...mavLines(num(3, 6))].join("\n"),
  ],
  [
    "output",
    "MAVProxy param show with the NTRIP password",
    (k) =>
      [
        ...mavLines(num(4, 7)),
        `MAV> param show GPS_NTRIP*`,
        `GPS_NTRIP_HOST  caster.example`,
        `GPS_NTRIP_USER  rover${num(10, 99)}`,
        `GPS_NTRIP_PASS  ${plainPass(k)}`,
      ].join("\n"),
  ],
  ["output", "OCPP WebSocket trace with a BootNotification and a basic auth header", (_k, add) =>
    [
      `--> GET /ocpp/CP-${draw(6, UPPER_ALNUM)} Upgrade: websocket Authorization: Basic ${
        add(b64(`CP-${draw(6, UPPER_ALNUM)}:${draw(num(18, 24))}`))
      }`,
      `<-- 101 Switching Protocols`,
      `--> [2,"${uuid()}","BootNotification",{"chargePointVendor":"${
        pick(["ABB", "Wallbox", "Alfen"])
      }","chargePointModel":"${draw(5, UPPER_ALNUM)}","chargePointSerialNumber":"${
        draw(10, UPPER_ALNUM)
      }"}]`,
      `<-- [3,"${uuid()}",{"status":"Accepted","currentTime":"${
        new Date(epoch() * 1000).toISOString()
      }","interval":300}]`,
      `--> [2,"${uuid()}","Heartbeat",{}]`,
    ].join("\n")],
  ["output", "OCPP trace of GetConfiguration returning the AuthorizationKey", (k) =>
    [
      `--> [2,"${uuid()}","GetConfiguration",{}]`,
      `<-- [3,"${uuid()}",{"configurationKey":[{"key":"HeartbeatInterval","readonly":false,"value":"300"},{"key":"AuthorizationKey","readonly":false,"value":"${
        k(40, HEX)
      }"},{"key":"SecurityProfile","readonly":true,"value":"2"}]}]`,
    ].join("\n")],
  [
    "output",
    "CAN log with a seed-key exchange and the key in a comment",
    (k) =>
      [...canLines(num(6, 10)), `# unlock: key = AES(${k(32, HEXU)}, seed)`, ...canLines(num(4, 8))]
        .join("\n"),
  ],
  ["output", "robot crash report with the environment", (k, add) =>
    [
      `*** ${pick(["amr_navigator", "arm_controller", "docking_server"])} crashed (SIGABRT) ***`,
      `pid ${num(1000, 99999)} at ${new Date(epoch() * 1000).toISOString()}`,
      `#0 0x${draw(12, HEX)} in std::terminate()`,
      `#1 0x${draw(12, HEX)} in nav2::Controller::computeVelocity()`,
      `environment:`,
      `  ROS_DOMAIN_ID=${num(0, 101)}`,
      `  FLEET_API_KEY=${k(36)}`,
      `  ROS_SECURITY_KEYSTORE=/opt/keystore`,
      `  DB_PASSWORD=${pass(add)}`,
    ].join("\n")],
  ["output", "docker compose config of a robot stack", (k) =>
    [
      `services:`,
      `  rosbridge:`,
      `    image: ghcr.io/${pick(["acme", "fieldbots"])}/rosbridge@sha256:${draw(64, HEX)}`,
      `    environment:`,
      `      ROSBRIDGE_SECRET: ${k(32)}`,
      `      ROS_DOMAIN_ID: "${num(0, 101)}"`,
      `  telemetry:`,
      `    environment:`,
      `      TELEMETRY_TOKEN: ${k(48, B64)}`,
    ].join("\n")],
  ["output", "vehicle API response with tokens for a VIN", (k) =>
    JSON.stringify(
      {
        vin: vin(),
        id: uuid(),
        state: "online",
        access_token: k(num(40, 48)),
        refresh_token: k(num(40, 48)),
        odometer_km: num(1000, 200000),
      },
      null,
      2,
    )],
  ["output", "systemd journal of a drone companion with a bare token line", (k) =>
    [
      `${pick(["Nov", "Nov"])} ${num(10, 27)} ${clock().slice(0, 8)} jetson mavlink-router[${
        num(100, 9999)
      }]: Opened TCP Server [${num(4, 9)}] tcp:5760`,
      `${pick(["Nov"])} ${num(10, 27)} ${clock().slice(0, 8)} jetson cloud-uplink[${
        num(100, 9999)
      }]: using token`,
      `${pick(["Nov"])} ${num(10, 27)} ${clock().slice(0, 8)} jetson cloud-uplink[${
        num(100, 9999)
      }]: ${k(44, B64)}`,
      `${pick(["Nov"])} ${num(10, 27)} ${clock().slice(0, 8)} jetson cloud-uplink[${
        num(100, 9999)
      }]: connected to ingest, session ${uuid()}`,
    ].join("\n")],
  ["output", "printenv on a charging controller", (k) =>
    [
      `$ printenv | sort`,
      `CSMS_URL=wss://csms.${pick(["evgrid", "voltnet"])}.io/ocpp`,
      `CP_ID=CP-${draw(6, UPPER_ALNUM)}`,
      `CP_PASSWORD=${k(num(20, 28), HEX)}`,
      `HOME=/root`,
      `HOSTNAME=${draw(12, HEX)}`,
      `LANG=C.UTF-8`,
    ].join("\n")],
];

export function buildPrinted(): HeldOutSecret[] {
  return framed(T, 3);
}
