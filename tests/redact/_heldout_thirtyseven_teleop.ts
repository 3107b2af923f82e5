/**
 * Corpus thirty-seven, teleoperation and industrial gateways: WebRTC TURN credentials (static and
 * time-limited), signalling tokens, PLC and OPC UA gateway passwords, Modbus/MQTT bridges, as a
 * teleop stack's configuration and a cell's gateway hold them.
 */
import {
  B64,
  DIGITS,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  num,
  pass,
  pick,
  plainPass,
  type Template,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

const T: readonly Template[] = [
  ["assignment", "coturn static auth secret", (k) =>
    [
      `listening-port=3478`,
      `fingerprint`,
      `use-auth-secret`,
      `static-auth-secret=${k(num(32, 48), HEX)}`,
      `realm=teleop.${pick(["fieldbots", "rovers", "minebot"])}.net`,
      `total-quota=100`,
    ].join("\n")],
  ["output", "TURN iceServers with a time-limited credential", (k) =>
    JSON.stringify(
      {
        iceServers: [
          { urls: ["stun:turn.teleop.example:3478"] },
          {
            urls: ["turn:turn.teleop.example:3478?transport=udp"],
            username: `${epoch()}:operator-${num(1, 40)}`,
            credential: k(27, B64) + "=",
          },
        ],
      },
      null,
      2,
    )],
  [
    "assignment",
    "TURN user and password in a JS teleop client",
    (k) =>
      `const pc = new RTCPeerConnection({\n  iceServers: [{\n    urls: "turns:relay.${
        pick(["rovers", "teleop"])
      }.io:5349",\n    username: "rover-${num(1, 99)}",\n    credential: "${
        k(num(14, 20))
      }",\n  }],\n});`,
  ],
  [
    "command",
    "turnutils client with a password",
    (k) =>
      `turnutils_uclient -u teleop -w ${plainPass(k)} -y -p 3478 turn.${
        pick(["teleop", "fieldbots"])
      }.net`,
  ],
  [
    "url",
    "turn URI with credentials inline",
    (k) =>
      `TELEOP_TURN=turn:operator:${plainPass(k)}@relay.${
        pick(["rovers", "minebot"])
      }.io:3478?transport=tcp`,
  ],
  [
    "assignment",
    "signalling server shared secret",
    (k) =>
      `signaling:\n  url: wss://signal.teleop.example/ws\n  room: ${uuid()}\n  shared_secret: "${
        k(num(36, 44))
      }"\n  heartbeat_ms: 5000`,
  ],
  ["assignment", "Ignition gateway OPC UA user password", (_k, add) =>
    [
      `[opcua.connection.plc_line3]`,
      `endpoint = "opc.tcp://10.${num(0, 255)}.${num(0, 255)}.${num(2, 250)}:4840"`,
      `security_policy = "Basic256Sha256"`,
      `username = "ignition"`,
      `password = "${pass(add)}"`,
      `node_prefix = "ns=2;s=Line3"`,
    ].join("\n")],
  [
    "command",
    "python opcua client with password",
    (k) =>
      `python3 -m asyncua.tools.uaread -u "opc.tcp://operator:${plainPass(k)}@10.20.${
        num(0, 255)
      }.${num(2, 250)}:4840" -n "ns=2;i=${num(1000, 9999)}"`,
  ],
  [
    "vendor",
    "Siemens S7 PLC protection password in a TIA script",
    (k) =>
      `# TIA Openness export\nplc.SetProtection(ProtectionLevel.FullAccessIncludingFailsafe, "${
        k(num(10, 14))
      }")\nplc.Download()`,
  ],
  ["output", "industrial gateway web UI dump with admin password", (k) =>
    [
      `Device: ${pick(["Moxa MGate 5105", "HMS Anybus X-gateway", "Red Lion FlexEdge"])}`,
      `Firmware: v${num(1, 5)}.${num(0, 9)}.${num(0, 20)}`,
      `Serial: ${draw(10, DIGITS)}`,
      `admin_user: admin`,
      `admin_pass: ${k(num(12, 16))}`,
      `snmp_community: ${k(num(10, 14))}`,
    ].join("\n")],
  [
    "encoded",
    "teleop camera RTSP URL with an encoded password",
    (_k, add) =>
      `rtsp://viewer:${add(`${draw(num(6, 8))}%40${draw(num(6, 8))}%23`)}@192.168.${num(0, 255)}.${
        num(2, 250)
      }:554/stream1`,
  ],
  [
    "wrapped",
    "TURN shared secret wrapped over two lines",
    (k) => `TURN_STATIC_AUTH_SECRET="${k(48, HEX)}\\\n${k(32, HEX)}"`,
  ],
];

export function buildTeleop(): HeldOutSecret[] {
  return framed(T);
}
