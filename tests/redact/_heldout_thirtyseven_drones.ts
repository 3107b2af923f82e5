/**
 * Corpus thirty-seven, drones and flight: DJI developer app keys, PX4/ArduPilot MAVLink 2 signing
 * keys as hex, QGroundControl settings, UTM and Remote ID service credentials, airspace API keys,
 * as flight-stack parameters, ground-station files and mission scripts hold them.
 */
import {
  B64,
  B64URL,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  plainPass,
  type Template,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

const T: readonly Template[] = [
  [
    "assignment",
    "DJI Mobile SDK app key in AndroidManifest.xml",
    (k) =>
      `<meta-data\n    android:name="com.dji.sdk.API_KEY"\n    android:value="${k(24, HEX)}" />`,
  ],
  ["assignment", "DJI Cloud API app key and license", (k) =>
    [
      `dji:`,
      `  app-id: ${num(100000, 199999)}`,
      `  app-key: ${k(32, HEX)}`,
      `  app-license: ${k(num(280, 320), B64)}=`,
    ].join("\n")],
  [
    "command",
    "MAVProxy signing setup with a passphrase",
    (k) =>
      `MAV> signing setup ${k(num(14, 20))}\nMAV> signing key set\nSetup signing key on vehicle ${
        num(1, 250)
      }`,
  ],
  [
    "output",
    "MAVLink 2 signing key as hex in a ground-station log",
    (k) =>
      `[${new Date(epoch() * 1000).toISOString()}] SETUP_SIGNING target_system=${
        num(1, 250)
      } target_component=1 secret_key=${k(64, HEX)} initial_timestamp=${num(100000000, 999999999)}`,
  ],
  ["assignment", "pymavlink signing key in a script", (k) =>
    [
      `from pymavlink import mavutil`,
      `master = mavutil.mavlink_connection("udpin:0.0.0.0:14550")`,
      `SECRET = bytes.fromhex("${k(64, HEX)}")`,
      `master.setup_signing(SECRET, sign_outgoing=True)`,
    ].join("\n")],
  ["assignment", "QGroundControl settings with MAVLink signing key", (k) =>
    [
      `[MAVLinkSigning]`,
      `keyName=fleet-${num(1, 9)}`,
      `keyBytes=${k(64, HEX)}`,
      `[LinkConfigurations]`,
      `Link0\\name=Telemetry ${num(1, 4)}`,
      `Link0\\type=1`,
    ].join("\n")],
  [
    "vendor",
    "UTM service provider OAuth token",
    (k) =>
      `Authorization: Bearer ${
        jwt(k, {
          iss: "https://auth.utm.example/",
          sub: uuid(),
          scope: "utm.strategic_coordination",
          exp: epoch(),
        }, "RS256")
      }`,
  ],
  ["assignment", "Remote ID network service client secret", (k, add) =>
    [
      `REMOTE_ID_SERVICE_URL=https://rid.${pick(["skyways", "dronetrack", "airhub"])}.example/v1`,
      `REMOTE_ID_CLIENT_ID=${uuid()}`,
      `REMOTE_ID_CLIENT_SECRET=${k(num(36, 44), B64URL)}`,
      `REMOTE_ID_OPERATOR_PASSWORD=${pass(add)}`,
    ].join("\n")],
  [
    "command",
    "airspace API key on a curl line",
    (k) =>
      `curl -H "x-api-key: ${k(40)}" "https://api.${
        pick(["aloft", "airspacelink", "altitudeangel"])
      }.example/v2/airspace?lat=${(num(-60000, 60000) / 1000).toFixed(3)}&lon=${
        (num(-170000, 170000) / 1000).toFixed(3)
      }"`,
  ],
  [
    "url",
    "drone telemetry ingest URL with token",
    (k) =>
      `mavlink-router: Endpoint cloud -> tcp://ingest.${
        pick(["dronelog", "flightops"])
      }.io:5760?token=${k(32, LOWER_DIGITS)}`,
  ],
  [
    "encoded",
    "airspace key JSON-escaped inside a JSON string",
    (k) => `{"config":"{\\"airspace\\":{\\"apiKey\\":\\"${k(36)}\\",\\"region\\":\\"eu\\"}}"}`,
  ],
  [
    "wrapped",
    "MAVLink signing key hex wrapped at 32",
    (k) =>
      `signing key (hex):\n  ${k(32, HEX)}\n  ${
        k(32, HEX)
      }\nflash it with: param set SIGNING_ENABLE 1`,
  ],
  ["block", "drone companion computer SSH key", (k) => {
    const lines = pemBlock(k, "OPENSSH ", 5);
    return `# ~/.ssh/id_companion on the Jetson (px4 / mavlink-router host ${hex(6)})\n` +
      lines.join("\n");
  }],
  [
    "command",
    "ArduPilot SITL with a cloud token",
    (k) =>
      `sim_vehicle.py -v ArduCopter --console --map --out=udp:127.0.0.1:14550 --out=tcpin:0.0.0.0:5763 -A "--uartC=uart:${
        plainPass(k)
      }@cloud.flightops.io:5760"`,
  ],
];

export function buildDrones(): HeldOutSecret[] {
  return framed(T);
}
