/**
 * Corpus twenty-two, device clouds and LoRaWAN: AWS IoT device certificates with private keys,
 * Azure IoT Hub connection strings and SAS tokens, The Things Stack API keys, LoRaWAN AppKey,
 * NwkSKey and AppSKey (beside their public DevEUI and JoinEUI), balena, Particle, Adafruit IO,
 * Tailscale and Cloudflare tunnel tokens on a gateway.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  ALNUM,
  B32,
  B64,
  b64,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  HEXU,
  key32,
  num,
  pemBlock,
  pick,
  uuid,
} from "./_heldout_twentytwo_make.ts";

const eui = () => draw(16, HEXU);
const hub = () => `${pick(["contoso-hub", "farm-iot", "plant-telemetry"])}-${num(1, 9)}`;
const device = () => `${pick(["gw", "sensor", "meter", "tracker"])}-${draw(6, "0123456789abcdef")}`;
const ttsKey = (k: (n: number, a?: string) => string) => `NNSXS.${draw(39, B32)}.${k(52, B32)}`;

const INSERTIONS: Insertion[] = [
  {
    label: "AWS IoT device private key in a certs folder",
    shape: "block",
    src: "certs/" + "device.private.pem.key",
    make: (k) => pemBlock(k, "RSA ", 8),
  },
  {
    label: "AWS IoT private key as a PROGMEM raw string in a sketch",
    shape: "block",
    src: "src/aws_secrets.h",
    make: (k) => [
      `#define THINGNAME "${device()}"`,
      `const char AWS_IOT_ENDPOINT[] = "${
        draw(14, "abcdefghijklmnopqrstuvwxyz0123456789")
      }-ats.iot.${pick(["eu-west-1", "us-east-1"])}.amazonaws.com";`,
      'static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(',
      ...pemBlock(k, "RSA ", 6),
      ')KEY";',
    ],
  },
  {
    label: "Greengrass config with the device's EC key inline",
    shape: "block",
    src: "/greengrass/v2/config/effectiveConfig.yaml",
    make: (k) => [
      "system:",
      `  thingName: "${device()}"`,
      '  certificateFilePath: "/greengrass/v2/device.pem.crt"',
      "  privateKey: |",
      ...pemBlock(k, "EC ", 3, "    "),
    ],
  },
  {
    label: "Azure IoT Hub device connection string",
    shape: "assignment",
    src: "$ az iot hub device-identity connection-string show -n farm-hub -d gw-01",
    make: (_k, add) => [
      "{",
      `  "connectionString": "HostName=${hub()}.azure-devices.net;DeviceId=${device()};SharedAccessKey=${
        key32(add)
      }"`,
      "}",
    ],
  },
  {
    label: "Azure IoT Hub service policy connection string in an .env",
    per: 1,
    shape: "assignment",
    src: ".env",
    make: (_k, add) => [
      "NODE_ENV=production",
      `IOTHUB_CONNECTION_STRING=HostName=${hub()}.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=${
        key32(add)
      }`,
      "LOG_LEVEL=info",
    ],
  },
  {
    label: "Azure IoT SAS token with a percent-encoded signature",
    shape: "encoded",
    src: "$ az iot hub generate-sas-token -d gw-01 -n farm-hub",
    make: (_k, add) => {
      const sig = draw(43, B64) + "=";
      return [
        "{",
        `  "sas": "SharedAccessSignature sr=${hub()}.azure-devices.net%2Fdevices%2F${device()}&sig=${
          add(encodeURIComponent(sig))
        }&se=${num(1790000000, 1799999999)}"`,
        "}",
      ];
    },
  },
  {
    label: "The Things Stack API key in a webhook call",
    shape: "vendor",
    src: "$ history | tail -2",
    make: (k) => [
      `curl -H "Authorization: Bearer ${
        ttsKey(k)
      }" https://eu1.cloud.thethings.network/api/v3/applications/${
        pick(["farm-sensors", "soil-probes"])
      }/devices`,
    ],
  },
  {
    label: "The Things Stack key in an MQTT client config",
    shape: "vendor",
    src: "ttn-bridge/config.yaml",
    make: (k) => [
      "mqtt:",
      "  host: eu1.cloud.thethings.network",
      "  port: 8883",
      `  username: ${pick(["farm-sensors", "soil-probes"])}@ttn`,
      `  password: ${ttsKey(k)}`,
    ],
  },
  {
    label: "LoRaWAN OTAA keys in an LMIC sketch, DevEUI beside",
    shape: "block",
    src: "src/lmic_node.cpp",
    make: (_k, add) => {
      const arr = () => Array.from({ length: 16 }, () => "0x" + draw(2, HEXU)).join(", ");
      return [
        `// DevEUI and JoinEUI in LSB order`,
        `static const u1_t PROGMEM DEVEUI[8] = { ${
          Array.from({ length: 8 }, () => "0x" + draw(2, HEXU)).join(", ")
        } };`,
        "static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };",
        "// AppKey in MSB order",
        `static const u1_t PROGMEM APPKEY[16] = { ${add(arr())} };`,
        "void os_getDevKey (u1_t* buf) { memcpy_P(buf, APPKEY, 16); }",
      ];
    },
  },
  {
    label: "LoRaWAN ABP session keys in ttn-lw-cli",
    shape: "command",
    src: "$ history | grep ttn-lw-cli",
    make: (k) => [
      `ttn-lw-cli end-devices create farm-sensors ${device()} --dev-eui ${eui()} --abp --session.dev-addr 260B${
        draw(4, HEXU)
      } --session.keys.f-nwk-s-int-key.key ${k(32, HEXU)} --session.keys.app-s-key.key ${
        k(32, HEXU)
      } --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3`,
    ],
  },
  {
    label: "RAK module AT commands setting the AppKey",
    per: 1,
    shape: "command",
    src: "$ screen /dev/ttyACM0 115200",
    make: (k) => [
      `AT+DEVEUI=${eui()}`,
      "OK",
      `AT+APPEUI=${eui()}`,
      "OK",
      `AT+APPKEY=${k(32, HEXU)}`,
      "OK",
      "AT+JOIN=1:0:10:8",
      "OK",
      "+EVT:JOINED",
    ],
  },
  {
    label: "ChirpStack device keys in the API response",
    shape: "output",
    src: "$ curl -s localhost:8090/api/devices/<deveui>/keys",
    make: (k) => [
      "{",
      '  "deviceKeys": {',
      `    "devEui": "${eui().toLowerCase()}",`,
      `    "nwkKey": "${k(32, HEX)}",`,
      `    "appKey": "${k(32, HEX)}"`,
      "  },",
      `  "createdAt": "2026-11-${num(10, 27)}T08:${num(10, 59)}:${num(10, 59)}Z"`,
      "}",
    ],
  },
  {
    label: "balena login with an API key",
    shape: "command",
    src: "$ history | grep balena",
    make: (k) => [
      `balena login --token ${k(32, ALNUM)}`,
      `balena push ${pick(["gh_fleet/sensors", "farm-gateways"])}`,
    ],
  },
  {
    label: "particle token create prints the token on its own line",
    shape: "output",
    src: "$ particle token create --never-expires",
    make: (k) => [
      "? Please enter your email address " + pick(["maker", "lab", "jan"]) + "@example.com",
      "? Please enter your password [hidden]",
      "New access token never expires",
      `    ${k(40, HEX)}`,
    ],
  },
  {
    label: "Particle access token in a webhook script",
    per: 1,
    shape: "assignment",
    src: "scripts/flash_all.sh",
    make: (k) => [
      "#!/bin/sh",
      `export PARTICLE_ACCESS_TOKEN=${k(40, HEX)}`,
      `for id in ${hex(24)} ${hex(24)}; do`,
      '  particle flash "$id" firmware.bin',
      "done",
    ],
  },
  {
    label: "Adafruit IO key in a CircuitPython settings.toml",
    shape: "vendor",
    src: "CIRCUITPY/settings.toml",
    make: (k) => [
      `CIRCUITPY_WIFI_SSID = "${pick(["Attic", "Shed"])}-Net"`,
      `CIRCUITPY_WIFI_PASSWORD = "${k(14)}"`,
      `ADAFRUIT_AIO_USERNAME = "${pick(["maker", "plantdad", "sensorlab"])}"`,
      `ADAFRUIT_AIO_KEY = "aio_${k(28, ALNUM)}"`,
    ],
  },
  {
    label: "Tailscale auth key in a gateway's cloud-init",
    shape: "vendor",
    src: "user-data",
    make: (k) => [
      "#cloud-config",
      "runcmd:",
      "  - curl -fsSL https://tailscale.com/install.sh | sh",
      `  - tailscale up --authkey=tskey-auth-k${k(10, ALNUM)}CNTRL-${
        k(33, ALNUM)
      } --advertise-routes=192.168.${num(0, 20)}.0/24`,
    ],
  },
  {
    label: "cloudflared tunnel token for Home Assistant remote access",
    shape: "vendor",
    src: "docker-compose.yml",
    make: (_k, add) => {
      const token = b64(
        JSON.stringify({ a: hex(32), t: uuid(), s: b64(draw(32, ALNUM)) }),
        false,
      );
      return [
        "services:",
        "  cloudflared:",
        "    image: cloudflare/cloudflared:latest",
        "    restart: unless-stopped",
        `    command: tunnel --no-autoupdate run --token ${add(token)}`,
      ];
    },
  },
  {
    label: "an IoT Hub connection string cut by a serial console's 80 columns",
    shape: "wrapped",
    src: "$ cat /etc/aziot/config.toml",
    make: (k) => [
      "[provisioning]",
      'source = "manual"',
      `connection_string = "HostName=${hub()}.azure-devices.net;DeviceId=${device()};SharedAccessKey=${
        k(20, B64)
      }`,
      `${k(23, B64)}="`,
    ],
  },
  {
    label: "Adafruit IO REST call with the key in the query",
    shape: "url",
    src: "$ history | grep io.adafruit",
    make: (k) => [
      `curl "https://io.adafruit.com/api/v2/${pick(["maker", "plantdad"])}/feeds/${
        pick(["soil", "temp", "door"])
      }/data?x-aio-key=${k(32, HEX)}"`,
    ],
  },
];

/** Device clouds and LoRaWAN: each insertion in two places. */
export function buildCloud(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
