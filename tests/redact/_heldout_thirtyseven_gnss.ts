/**
 * Corpus thirty-seven, positioning: RTK NTRIP caster users and passwords in URLs and `str2str`
 * commands, u-blox PointPerfect keys and credentials, Swift Navigation Skylark, as RTKLIB,
 * receivers' configuration and GNSS scripts hold them.
 */
import {
  b64,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  plainPass,
  type Template,
  UPPER,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

const CASTERS = ["rtk2go.com", "ntrip.emlid.com", "caster.centipede.fr", "ntrip.rtk.example"];
/** An NTRIP mount point name. */
function mount(): string {
  return pick(["RTCM3_", "VRS_", "MSM7_", ""]) + draw(4, UPPER) + num(0, 99);
}
/** A caster user name, often an e-mail or a customer id. */
function user(): string {
  return pick([
    `${draw(6, LOWER)}-${num(10, 99)}`,
    `rover${num(100, 999)}`,
    `cust${num(10000, 99999)}`,
  ]);
}

const T: readonly Template[] = [
  [
    "command",
    "str2str from an NTRIP caster",
    (k) =>
      `str2str -in ntrip://${user()}:${plainPass(k)}@${
        pick(CASTERS)
      }:2101/${mount()} -out serial://ttyACM0:115200`,
  ],
  [
    "url",
    "NTRIP client URL in a ROS 2 params file",
    (k) =>
      `ntrip_client:\n  ros__parameters:\n    url: "ntrip://${user()}:${plainPass(k)}@${
        pick(CASTERS)
      }:2101/${mount()}"\n    rtcm_topic: /rtcm`,
  ],
  ["assignment", "ntrip_client host, user and password parameters", (_k, add) =>
    [
      `host: ${pick(CASTERS)}`,
      `port: 2101`,
      `mountpoint: ${mount()}`,
      `authenticate: true`,
      `username: ${user()}`,
      `password: ${pass(add)}`,
    ].join("\n")],
  [
    "encoded",
    "NTRIP request with a basic auth header",
    (_k, add) =>
      `GET /${mount()} HTTP/1.1\r\nHost: ${
        pick(CASTERS)
      }\r\nNtrip-Version: Ntrip/2.0\r\nUser-Agent: NTRIP RTKLIB/2.4.3\r\nAuthorization: Basic ${
        add(b64(`${user()}:${draw(num(10, 14))}`))
      }\r\n`,
  ],
  [
    "command",
    "rtkrcv options with an NTRIP password",
    (k) =>
      `inpstr2-type       =ntripcli\ninpstr2-path       =${user()}:${plainPass(k)}@${
        pick(CASTERS)
      }:2101/${mount()}\ninpstr2-format     =rtcm3`,
  ],
  ["assignment", "u-blox PointPerfect dynamic keys", (k) =>
    JSON.stringify(
      {
        dynamickeys: {
          current: { duration: 2419200000, start: epoch() * 1000, value: k(32, HEX) },
          next: { duration: 2419200000, start: (epoch() + 2419200) * 1000, value: k(32, HEX) },
        },
      },
      null,
      2,
    )],
  [
    "vendor",
    "PointPerfect device profile token",
    (_k, add) =>
      `curl -X POST https://api.thingstream.io/ztp/pointperfect/credentials \\\n  -H "Content-Type: application/json" \\\n  -d '{"token":"${
        add(uuid())
      }","givenName":"rover-${num(1, 99)}","tags":[]}'`,
  ],
  [
    "block",
    "PointPerfect MQTT client key",
    (k) => [`# device-${uuid()}-pp-key.pem`, ...pemBlock(k, "RSA ", 5)].join("\n"),
  ],
  ["assignment", "Swift Navigation Skylark credentials", (k) =>
    [
      `SKYLARK_URL=https://na.skylark.swiftnav.com:2102/SSR`,
      `SKYLARK_USERNAME=${k(20, LOWER_DIGITS)}`,
      `SKYLARK_PASSWORD=${k(32, LOWER_DIGITS)}`,
    ].join("\n")],
  [
    "output",
    "ntripclient verbose output echoing the password",
    (k) =>
      `$ ntripclient -s ${pick(CASTERS)} -r 2101 -m ${mount()} -u ${user()} -p ${
        plainPass(k)
      } -M 4 -v\nconnecting to caster ...\nICY 200 OK\n${draw(24, HEX)}... (${
        num(200, 900)
      } bytes RTCM)`,
  ],
  [
    "wrapped",
    "NTRIP password wrapped in a long str2str line",
    (k) =>
      `str2str -in ntrip://${user()}:${k(num(10, 12))}\\\n${k(num(8, 10))}@${
        pick(CASTERS)
      }:2101/${mount()} -out tcpsvr://:2102`,
  ],
  [
    "encoded",
    "NTRIP URL with a percent-encoded password",
    (_k, add) =>
      `NTRIP_URL=ntrip://${user()}%40example.com:${
        add(`${draw(num(6, 9))}%21${draw(num(6, 9))}`)
      }@${pick(CASTERS)}:2101/${mount()}`,
  ],
];

export function buildGnss(): HeldOutSecret[] {
  return framed(T);
}
