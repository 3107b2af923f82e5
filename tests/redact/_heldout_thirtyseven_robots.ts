/**
 * Corpus thirty-seven, robotics: ROS 2 SROS2 keystores and enclave keys, rosbridge auth secrets,
 * robot fleet managers' API keys (Formant, InOrbit, Freedom Robotics), as launch files, keystore
 * listings and fleet scripts hold them.
 */
import {
  B64,
  b64,
  B64URL,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  type Template,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

const ROBOTS = ["amr-07", "tb4-lab", "spot-02", "husky-a", "picker-3", "ur10e-cell"];

const T: readonly Template[] = [
  ["block", "SROS2 enclave key.pem", (k) =>
    [
      `$ ros2 security create_enclave demo_keystore /talker_listener/${
        pick(["talker", "listener"])
      }`,
      `$ cat demo_keystore/enclaves/talker_listener/talker/key.pem`,
      ...pemBlock(k, "", 3),
    ].join("\n")],
  ["block", "SROS2 keystore CA private key in a diff", (k) =>
    [
      `diff --git a/keystore/private/ca.key.pem b/keystore/private/ca.key.pem`,
      `new file mode 100644`,
      `--- /dev/null`,
      `+++ b/keystore/private/ca.key.pem`,
      `@@ -0,0 +1,5 @@`,
      ...pemBlock(k, "", 3).map((l) => "+" + l),
    ].join("\n")],
  ["assignment", "rosbridge rosauth secret in a launch file", (k) =>
    [
      `<launch>`,
      `  <node pkg="rosbridge_server" exec="rosbridge_websocket" name="rosbridge">`,
      `    <param name="port" value="9090"/>`,
      `    <param name="authenticate" value="true"/>`,
      `    <param name="secret" value="${k(num(16, 24))}"/>`,
      `  </node>`,
      `</launch>`,
    ].join("\n")],
  ["output", "rosbridge auth op with its MAC", (k) =>
    JSON.stringify({
      op: "auth",
      mac: k(128, HEX),
      client: "192.168.1." + num(2, 250),
      dest: "192.168.1." + num(2, 250),
      rand: draw(10),
      t: epoch(),
      level: "admin",
      end: epoch() + 3600,
    })],
  [
    "vendor",
    "Formant service account password",
    (_k, add) =>
      `export FORMANT_EMAIL=svc-${pick(ROBOTS)}@${
        pick(["acme-robotics", "fieldbots"])
      }.formant.io\nexport FORMANT_PASSWORD='${
        pass(add)
      }'\nformant-cli device list --org ${uuid()}`,
  ],
  ["assignment", "InOrbit API key in a Python agent", (k) =>
    [
      `from inorbit_edge.robot import RobotSession`,
      `session = RobotSession(`,
      `    robot_id="${pick(ROBOTS)}",`,
      `    robot_name="${pick(ROBOTS)}",`,
      `    api_key="${k(16)}",`,
      `)`,
    ].join("\n")],
  [
    "command",
    "InOrbit agent install with its key",
    (k) => `curl https://control.inorbit.ai/liftoff/${k(20)} | sh`,
  ],
  ["assignment", "Freedom Robotics token and secret", (k) =>
    [
      `FR_ACCOUNT=${draw(12, UPPER_ALNUM)}`,
      `FR_DEVICE=D${draw(12, UPPER_ALNUM)}`,
      `FR_TOKEN=T${k(24, LOWER_DIGITS)}`,
      `FR_SECRET=S${k(24, LOWER_DIGITS)}`,
    ].join("\n")],
  [
    "url",
    "fleet manager REST URL with api_key",
    (k) =>
      `GET https://fleet.${
        pick(["mir-robots", "otto-motors", "locus"])
      }.local/api/v2.0.0/status?api_key=${k(40, HEX)}&robot=${pick(ROBOTS)}`,
  ],
  [
    "encoded",
    "MiR robot basic auth (user:sha256 in base64)",
    (_k, add) =>
      `curl -H "Authorization: Basic ${
        add(b64(`distributor:${draw(64, HEX)}`))
      }" http://mir.local/api/v2.0.0/missions`,
  ],
  [
    "vendor",
    "Formant device JWT from the agent",
    (k) =>
      `formant-agent[${num(1000, 9999)}]: authenticated, token=${
        jwt(k, {
          sub: uuid(),
          "formant:claims": { type: "device", deviceId: uuid() },
          exp: epoch(),
        })
      }`,
  ],
  [
    "wrapped",
    "SROS2 permissions signing key line wrapped in chat",
    (k) =>
      `the key in governance signing looks like this, is it broken?\n${k(64, B64)}\n${k(40, B64)}`,
  ],
  [
    "command",
    "ros2 launch with a fleet API key argument",
    (k) =>
      `ros2 launch fleet_bridge bridge.launch.py robot:=${pick(ROBOTS)} fleet_api_key:=${
        k(32, LOWER_DIGITS)
      } use_sim_time:=false`,
  ],
  ["assignment", "Open-RMF fleet adapter server password", (k, add) =>
    [
      `rmf_fleet:`,
      `  name: "tinyRobot"`,
      `  fleet_manager:`,
      `    ip: "127.0.0.1"`,
      `    port: 22011`,
      `    user: "some_user"`,
      `    password: "${pass(add)}"`,
      `    api_token: "${k(40, B64URL)}"`,
    ].join("\n")],
];

export function buildRobots(): HeldOutSecret[] {
  return framed(T);
}
