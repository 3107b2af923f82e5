/**
 * Corpus thirty-seven, simulation and mapping: Foxglove API keys, CARLA and AirSim cloud
 * credentials, map tile and HD-map providers' tokens (Mapbox secret tokens, HERE, Google Maps,
 * MapTiler, TomTom), as simulators' settings, visualisation layouts and map scripts hold them.
 */
import {
  B64,
  b64u,
  B64URL,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  type Piece,
  type Template,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

/** A Mapbox secret token: `sk.`, a base64url claim of user and key id, a dot, its secret. */
function mapboxSecret(k: Piece): string {
  const claim = b64u(JSON.stringify({ u: draw(num(6, 10), LOWER), a: draw(25, LOWER_DIGITS) }));
  return `sk.${claim}.${k(22, B64URL)}`;
}

const T: readonly Template[] = [
  [
    "vendor",
    "Foxglove API key as a bearer header",
    (k) => `curl -H "Authorization: Bearer fox_sk_${k(32)}" https://api.foxglove.dev/v1/devices`,
  ],
  [
    "assignment",
    "Foxglove API key for the agent",
    (k) =>
      `# /etc/foxglove/agent/envfile\nFOXGLOVE_DEVICE_TOKEN=fox_dt_${
        k(32)
      }\nSTORAGE_ROOT=/data/rosbags\nFOXGLOVE_API_URL=https://api.foxglove.dev`,
  ],
  [
    "command",
    "foxglove CLI upload with an API key",
    (k) =>
      `foxglove data imports add ./run_${num(100, 999)}.mcap --device-id dev_${
        draw(16)
      } --api-key fox_sk_${k(32)}`,
  ],
  [
    "vendor",
    "Mapbox secret token in a download script",
    (k) => `MAPBOX_DOWNLOADS_TOKEN=${mapboxSecret(k)}\n./gradlew assembleRelease`,
  ],
  [
    "url",
    "Mapbox tiles URL with a secret token",
    (k) =>
      `https://api.mapbox.com/v4/mapbox.satellite/${num(10, 18)}/${num(1000, 9000)}/${
        num(1000, 9000)
      }@2x.jpg90?access_token=${mapboxSecret(k)}`,
  ],
  [
    "assignment",
    "HERE API key for HD Live Map",
    (k) =>
      `here:\n  app_id: ${draw(20)}\n  api_key: ${
        k(43, B64URL)
      }\n  layers: [lane-topology, lane-attributes]`,
  ],
  [
    "vendor",
    "Google Maps key in a simulator launch",
    (k) => `<param name="google_maps_key" value="AIza${k(35, B64URL)}"/>`,
  ],
  [
    "url",
    "MapTiler style URL with key",
    (k) =>
      `style: "https://api.maptiler.com/maps/${
        pick(["streets-v2", "satellite", "outdoor-v2"])
      }/style.json?key=${k(20)}"`,
  ],
  ["assignment", "AirSim cloud storage key in settings.json", (k) =>
    JSON.stringify(
      {
        SettingsVersion: 1.2,
        SimMode: "Multirotor",
        Recording: { RecordOnMove: false, Folder: "s3://sim-runs/" },
        CloudUpload: { AccessKey: k(20, UPPER_ALNUM), SecretKey: k(40, B64) },
      },
      null,
      2,
    )],
  [
    "command",
    "CARLA scenario runner with a results database password",
    (k) =>
      `python scenario_runner.py --route srunner/data/routes_devtest.xml --agent agents/npc.py --db postgresql://carla:${
        k(num(12, 16))
      }@db.sim.internal:5432/results`,
  ],
  ["assignment", "TomTom and HD-map tokens in a .env", (k, add) =>
    [
      `TOMTOM_API_KEY=${k(32)}`,
      `HDMAP_PROVIDER=${pick(["deepmap", "ushr", "dynamic-map-platform"])}`,
      `HDMAP_TOKEN=${k(48, LOWER_DIGITS)}`,
      `HDMAP_PASSWORD=${pass(add)}`,
    ].join("\n")],
  [
    "encoded",
    "map token inside a JSON-escaped layout",
    (k) =>
      `{"layout":"{\\"panels\\":{\\"Map!3ab\\":{\\"customTileUrl\\":\\"https://tiles.example/{z}/{x}/{y}.png?token=${
        k(40, HEX)
      }\\"}}}"}`,
  ],
  [
    "wrapped",
    "Foxglove key wrapped in a chat message",
    (k) => `got it from the settings page: fox_sk_${k(16)}\n${k(16)} (copied over two lines sorry)`,
  ],
  ["output", "simulation crash report with a token in the environment", (k) =>
    [
      `=== CARLA crash report ${uuid()} ===`,
      `Signal 11 (SIGSEGV) in libcarla_server.so+0x${draw(6, HEX)}`,
      `Environment:`,
      `  CARLA_ROOT=/opt/carla-simulator`,
      `  SIM_RESULTS_TOKEN=${k(40)}`,
      `  DISPLAY=:1`,
    ].join("\n")],
];

export function buildMaps(): HeldOutSecret[] {
  return framed(T);
}
