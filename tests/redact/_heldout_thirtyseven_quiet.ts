/**
 * Corpus thirty-seven, clean look-alikes of robots, drones and positioning: ROS topic names and
 * message type hashes, MAVLink system ids and messages, GNSS coordinates and NMEA sentences, RTCM
 * and u-blox frames, SROS2 public certificates' fingerprints — no secret in them.
 */
import {
  bytes,
  clock,
  DIGITS,
  draw,
  epoch,
  framedClean,
  type HeldOutClean,
  HEX,
  HEXU,
  LOWER,
  num,
  pick,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

/** An NMEA sentence with its XOR checksum. */
function nmea(body: string): string {
  let x = 0;
  for (const c of body) x ^= c.charCodeAt(0);
  return `$${body}*${x.toString(16).toUpperCase().padStart(2, "0")}`;
}
const lat = () => `${num(30, 60)}${String(num(0, 59)).padStart(2, "0")}.${draw(5, DIGITS)}`;
const lon = () =>
  `${String(num(0, 179)).padStart(3, "0")}${String(num(0, 59)).padStart(2, "0")}.${
    draw(5, DIGITS)
  }`;

const ALIKES: readonly (readonly [string, () => string])[] = [
  [
    "ros2 topic list",
    () =>
      Array.from(
        { length: num(6, 10) },
        () =>
          `/${pick(["robot", "amr", "arm"])}_${num(1, 9)}/${
            pick(["cmd_vel", "odom", "scan", "imu/data", "tf", "joint_states", "camera/image_raw"])
          }`,
      ).join("\n"),
  ],
  [
    "ROS 2 type hashes",
    () =>
      Array.from(
        { length: num(2, 4) },
        () =>
          `${
            pick(["sensor_msgs/msg/Imu", "nav_msgs/msg/Odometry", "geometry_msgs/msg/Twist"])
          }: RIHS01_${draw(64, HEX)}`,
      ).join("\n"),
  ],
  [
    "ros2 param dump of a driver",
    () =>
      [
        `/lidar_driver:`,
        `  ros__parameters:`,
        `    frame_id: laser_${draw(4, LOWER)}`,
        `    ip_address: 192.168.${num(0, 255)}.${num(2, 250)}`,
        `    rpm: ${pick([600, 1200])}`,
        `    serial: "${draw(12, DIGITS)}"`,
        `    use_sim_time: false`,
      ].join("\n"),
  ],
  [
    "ROS 1 md5sums of messages",
    () =>
      Array.from(
        { length: num(2, 4) },
        () =>
          `[${pick(["std_msgs/String", "sensor_msgs/NavSatFix", "tf2_msgs/TFMessage"])}]: ${
            draw(32, HEX)
          }`,
      ).join("\n"),
  ],
  [
    "MAVLink heartbeat and system ids",
    () =>
      Array.from(
        { length: num(4, 7) },
        () =>
          `${clock()} HEARTBEAT {type : 2, autopilot : 3, base_mode : ${
            num(80, 220)
          }, custom_mode : ${num(0, 20)}, system_status : 4, mavlink_version : 3} sysid=${
            num(1, 250)
          } compid=${pick([1, 190, 191])}`,
      ).join("\n"),
  ],
  [
    "MAVProxy console of a flight",
    () =>
      [
        `${clock()} Mode GUIDED`,
        `${clock()} ARMED`,
        `${clock()} Got COMMAND_ACK: NAV_TAKEOFF: ACCEPTED`,
        `${clock()} height ${num(5, 40)}`,
        `${clock()} APM: Reached waypoint #${num(1, 9)} dist ${num(0, 9)}m`,
        `${clock()} DISARMED`,
      ].join("\n"),
  ],
  [
    "MAVLink 2 raw frame hex",
    () =>
      `FD ${bytes(1)} 00 00 ${bytes(2)} 01 ${bytes(3)} ${bytes(num(9, 20))}  (${
        num(20, 40)
      } bytes, unsigned)`,
  ],
  [
    "NMEA sentences",
    () =>
      [
        nmea(
          `GPGGA,${num(100000, 235959)}.00,${lat()},N,${lon()},E,4,${num(8, 20)},0.${num(5, 9)},${
            num(10, 400)
          }.${num(0, 9)},M,${num(30, 50)}.0,M,1.0,0000`,
        ),
        nmea(
          `GNRMC,${num(100000, 235959)}.00,A,${lat()},N,${lon()},W,0.0${num(1, 9)},,${
            num(10, 28)
          }1126,,,D`,
        ),
        nmea(`GPGSV,3,1,11,${num(1, 32)},${num(5, 85)},${num(0, 359)},${num(20, 50)}`),
      ].join("\n"),
  ],
  [
    "RTK fix status in a log",
    () =>
      `${clock()} rtk: fix=FIXED sats=${num(14, 30)} hdop=0.${num(5, 9)} age=${num(1, 3)}.0s lat=${
        (num(30000, 60000) / 1000).toFixed(7)
      } lon=${(num(-120000, 30000) / 1000).toFixed(7)} baseline=${num(100, 9000)}m`,
  ],
  [
    "RTCM3 frame as hex",
    () => `D3 00 ${bytes(1)} ${bytes(num(16, 30))}  (msg ${pick([1005, 1074, 1084, 1094, 1230])})`,
  ],
  [
    "u-blox UBX-NAV-PVT dump",
    () =>
      `B5 62 01 07 5C 00 ${bytes(24)}\n${bytes(24)}\nUBX-NAV-PVT iTOW=${
        num(100000, 600000000)
      } fixType=3 carrSoln=2 numSV=${num(10, 30)}`,
  ],
  [
    "NTRIP sourcetable",
    () =>
      [
        "SOURCETABLE 200 OK",
        ...Array.from({ length: num(3, 5) }, () =>
          `STR;${draw(4, "ABCDEFGHJKLMNPRSTUVWXYZ")}${num(0, 99)};${
            pick(["Paris", "Lyon", "Berlin"])
          };RTCM 3.2;1004(1),1005(10);2;GPS+GLO+GAL;SNIP;FRA;${
            (num(40000, 55000) / 1000).toFixed(2)
          };${(num(-5000, 15000) / 1000).toFixed(2)};1;0;sNTRIP;none;B;N;0;`),
        "ENDSOURCETABLE",
      ].join("\n"),
  ],
  [
    "DJI flight record summary",
    () =>
      [
        `aircraft: ${pick(["Mavic 3E", "Matrice 350 RTK", "Mini 4 Pro"])}`,
        `serial: ${draw(14, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ")}`,
        `flight: ${uuid()}`,
        `duration: ${num(100, 1800)} s`,
        `max altitude: ${num(20, 120)} m`,
      ].join("\n"),
  ],
  [
    "Remote ID broadcast decode",
    () =>
      `RID BasicID: ua_type=2 id_type=1 serial=${draw(4, DIGITS)}${
        draw(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
      }\nRID Location: lat=${(num(30000, 60000) / 1000).toFixed(6)} lon=${
        (num(-120000, 30000) / 1000).toFixed(6)
      } alt=${num(20, 120)}m speed=${num(0, 19)}m/s`,
  ],
  [
    "SROS2 certificate listing",
    () =>
      [
        `enclaves/talker_listener/talker/`,
        `  cert.pem  governance.p7s  permissions.p7s  identity_ca.cert.pem`,
        `SHA256 Fingerprint=${Array.from({ length: 32 }, () => draw(2, HEXU)).join(":")}`,
        `serial=${draw(20, HEXU)}`,
      ].join("\n"),
  ],
  [
    "robot fleet status",
    () =>
      JSON.stringify(
        {
          robots: Array.from(
            { length: num(2, 4) },
            () => ({
              id: uuid(),
              name: `amr-${num(1, 40)}`,
              battery: num(10, 100),
              mission: `m-${draw(8, HEX)}`,
            }),
          ),
          fetched_at: new Date(epoch() * 1000).toISOString(),
        },
        null,
        2,
      ),
  ],
  [
    "TURN server log without credentials",
    () =>
      Array.from(
        { length: num(4, 6) },
        () =>
          `${num(0, 9000)}: session ${
            String(num(1, 999999999)).padStart(18, "0")
          }: realm <teleop.example> user <${epoch()}:operator-${num(1, 9)}>: incoming packet ${
            pick(["ALLOCATE", "REFRESH", "CHANNEL_BIND"])
          } processed, success`,
      ).join("\n"),
  ],
  [
    "PLC tag list",
    () =>
      Array.from(
        { length: num(5, 8) },
        () =>
          `ns=2;s=Line${num(1, 5)}.${pick(["Conveyor", "Robot", "Press"])}.${
            pick(["Speed", "State", "FaultCode", "Count"])
          }  = ${num(0, 9999)}`,
      ).join("\n"),
  ],
  [
    "Foxglove MCAP info",
    () =>
      [
        `library:   mcap go v1.${num(0, 9)}.${num(0, 9)}`,
        `profile:   ros2`,
        `messages:  ${num(10000, 900000)}`,
        `duration:  ${num(10, 900)}.${draw(9, DIGITS)}s`,
        `channels:`,
        `  (1) /tf  ${num(1000, 90000)} msgs : tf2_msgs/msg/TFMessage [ros2msg]`,
        `  (2) /scan  ${num(1000, 90000)} msgs : sensor_msgs/msg/LaserScan [ros2msg]`,
      ].join("\n"),
  ],
  ["CARLA and AirSim settings without keys", () =>
    JSON.stringify(
      {
        SettingsVersion: 1.2,
        SimMode: "Car",
        ClockSpeed: 1,
        Vehicles: {
          [`car_${num(1, 9)}`]: { VehicleType: "PhysXCar", X: num(0, 50), Y: num(0, 50) },
        },
        carla: {
          host: "localhost",
          port: 2000,
          town: `Town${String(num(1, 12)).padStart(2, "0")}`,
        },
      },
      null,
      2,
    )],
];

export function buildCleanRobots(): HeldOutClean[] {
  return framedClean(ALIKES);
}
