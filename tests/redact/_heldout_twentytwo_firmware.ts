/**
 * Corpus twenty-two, microcontroller firmware: Arduino and ESP-IDF sketches with Wi-Fi and MQTT
 * credentials, PlatformIO build flags and OTA auth, ESPHome YAML (`api: encryption: key`, OTA and
 * fallback-AP passwords), Tasmota backlog commands and `user_config_override.h`, MicroPython.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  B64URL,
  DIGITS,
  draw,
  type HeldOutSecret,
  HEX,
  HEXU,
  key32,
  lanIp,
  LOWER_DIGITS,
  num,
  pass,
  phrase,
  pick,
  ssid,
} from "./_heldout_twentytwo_make.ts";

const broker = () => pick(["192.168.1.10", "mqtt.home.arpa", "broker.lan", "10.0.0.40"]);
const node = () =>
  `${pick(["garage", "porch", "kitchen", "greenhouse", "boiler", "doorbell"])}-${
    pick(["sensor", "relay", "node", "display"])
  }`;

const INSERTIONS: Insertion[] = [
  {
    label: "Arduino sketch: Wi-Fi and MQTT credentials as const char*",
    shape: "assignment",
    src: "src/main.cpp",
    make: (_k, add) => [
      "#include <WiFi.h>",
      "#include <PubSubClient.h>",
      "",
      `const char* ssid = "${ssid()}";`,
      `const char* password = "${phrase(add)}";`,
      `const char* mqtt_server = "${broker()}";`,
      'const char* mqtt_user = "esp32";',
      `const char* mqtt_pass = "${pass(add)}";`,
      "",
      "WiFiClient espClient;",
      "PubSubClient client(espClient);",
      "",
      "void setup() {",
      "  Serial.begin(115200);",
      "  WiFi.begin(ssid, password);",
      "}",
    ],
  },
  {
    label: "arduino_secrets.h with #define",
    per: 1,
    shape: "assignment",
    src: "arduino_secrets.h",
    make: (_k, add) => [
      `#define SECRET_SSID "${ssid()}"`,
      `#define SECRET_PASS "${phrase(add)}"`,
      `#define SECRET_MQTT_PASS "${pass(add)}"`,
    ],
  },
  {
    label: "client.connect with user and password inline",
    shape: "assignment",
    src: "src/mqtt.cpp",
    make: (_k, add) => [
      "void reconnect() {",
      "  while (!client.connected()) {",
      '    Serial.print("Attempting MQTT connection...");',
      `    if (client.connect("${node()}", "${pick(["homeassistant", "mqtt", "iot"])}", "${
        pass(add)
      }")) {`,
      '      client.subscribe("home/+/set");',
      "    } else {",
      "      delay(5000);",
      "    }",
      "  }",
      "}",
    ],
  },
  {
    label: "PlatformIO build_flags and espota auth",
    shape: "assignment",
    src: "platformio.ini",
    make: (_k, add) => [
      "[env:esp32dev]",
      "platform = espressif32",
      "board = esp32dev",
      "framework = arduino",
      "monitor_speed = 115200",
      "build_flags =",
      `    -DWIFI_SSID=\\"${ssid()}\\"`,
      `    -DWIFI_PASS=\\"${phrase(add)}\\"`,
      "upload_protocol = espota",
      `upload_port = ${lanIp()}`,
      "upload_flags =",
      `    --auth=${pass(add)}`,
    ],
  },
  {
    label: "ESP-IDF sdkconfig with the example Wi-Fi password",
    shape: "assignment",
    src: "sdkconfig",
    make: (_k, add) => [
      "#",
      "# Example Connection Configuration",
      "#",
      "CONFIG_EXAMPLE_CONNECT_WIFI=y",
      `CONFIG_EXAMPLE_WIFI_SSID="${ssid()}"`,
      `CONFIG_EXAMPLE_WIFI_PASSWORD="${phrase(add)}"`,
      "CONFIG_EXAMPLE_WIFI_SCAN_METHOD_ALL_CHANNEL=y",
      `CONFIG_BROKER_URL="mqtts://${broker()}:8883"`,
      `CONFIG_BROKER_PASSWORD="${pass(add)}"`,
    ],
  },
  {
    label: "ESPHome device YAML: api encryption key, OTA password, fallback AP",
    shape: "assignment",
    src: "esphome/" + "garage-door.yaml",
    make: (k, add) => [
      "esphome:",
      `  name: ${node()}`,
      "esp32:",
      "  board: esp32-c3-devkitm-1",
      "logger:",
      "api:",
      "  encryption:",
      `    key: "${key32(add)}"`,
      "ota:",
      "  - platform: esphome",
      `    password: "${k(32, HEX)}"`,
      "wifi:",
      "  ssid: !secret wifi_ssid",
      "  password: !secret wifi_password",
      "  ap:",
      `    ssid: "${node()} Fallback Hotspot"`,
      `    password: "${k(12)}"`,
      "captive_portal:",
    ],
  },
  {
    label: "ESPHome web_server auth and MQTT password inline",
    per: 1,
    shape: "assignment",
    src: "esphome/" + "boiler.yaml",
    make: (_k, add) => [
      "web_server:",
      "  port: 80",
      "  auth:",
      "    username: admin",
      `    password: ${pass(add)}`,
      "mqtt:",
      `  broker: ${broker()}`,
      "  username: esphome",
      `  password: ${pass(add)}`,
    ],
  },
  {
    label: "esphome wizard printing the new encryption key",
    shape: "output",
    src: "$ esphome wizard porch.yaml",
    make: (_k, add) => [
      "Hi there!",
      "I'm the wizard of ESPHome :)",
      "...",
      "DONE! I've now written a new configuration file to porch.yaml",
      "",
      "The API encryption key for this node is:",
      `    ${key32(add)}`,
      "Next steps:",
      "  > Flash the configuration: esphome run porch.yaml",
    ],
  },
  {
    label: "Tasmota backlog over the console",
    shape: "command",
    src: "$ screen /dev/ttyUSB0 115200",
    make: (_k, add) => [
      `${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
        num(100, 999)
      } CMD: Backlog SSID1 ${ssid()}; Password1 ${
        phrase(add)
      }; MqttHost ${broker()}; MqttUser tasmota; MqttPassword ${pass(add)}; WebPassword ${
        pass(add)
      }`,
      `${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
        num(100, 999)
      } RSL: RESULT = {"SSId1":"${ssid()}"}`,
      `${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
        num(100, 999)
      } RSL: RESULT = {"Password1":"****"}`,
    ],
  },
  {
    label: "Tasmota cmnd URL with a percent-encoded backlog",
    shape: "encoded",
    src: "$ history | grep cm?cmnd",
    make: (_k, add) => {
      const pw = pass((x) => x);
      const mq = pass((x) => x);
      return [
        `  ${num(100, 999)}  curl "http://${lanIp()}/cm?cmnd=Backlog%20Password1%20${
          add(encodeURIComponent(pw))
        }%3B%20MqttPassword%20${add(encodeURIComponent(mq))}"`,
      ];
    },
  },
  {
    label: "Tasmota user_config_override.h",
    per: 1,
    shape: "assignment",
    src: "tasmota/user_config_override.h",
    make: (_k, add) => [
      "#undef  STA_SSID1",
      `#define STA_SSID1         "${ssid()}"`,
      "#undef  STA_PASS1",
      `#define STA_PASS1         "${phrase(add)}"`,
      "#undef  MQTT_PASS",
      `#define MQTT_PASS         "${pass(add)}"`,
    ],
  },
  {
    label: "MicroPython boot.py connecting to Wi-Fi",
    per: 1,
    shape: "assignment",
    src: "boot.py",
    make: (_k, add) => [
      "import network, time",
      "wlan = network.WLAN(network.STA_IF)",
      "wlan.active(True)",
      `wlan.connect("${ssid()}", "${phrase(add)}")`,
      "while not wlan.isconnected():",
      "    time.sleep(0.5)",
      "print('network config:', wlan.ifconfig())",
    ],
  },
  {
    label: "ESP32 debug log printing the password it connects with",
    shape: "output",
    src: "$ pio device monitor",
    make: (_k, add) => [
      "ets Jun  8 2016 00:22:57",
      "rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)",
      `I (${num(300, 400)}) cpu_start: Pro cpu up.`,
      `I (${num(900, 1200)}) wifi:mode : sta (${draw(2, "0123456789abcdef")}:${
        draw(2, "0123456789abcdef")
      }:a4:3f:21:0c)`,
      `I (${num(1300, 1500)}) app: connecting to '${ssid()}' with password '${phrase(add)}'`,
      `I (${num(3000, 4000)}) esp_netif_handlers: sta ip: ${lanIp()}`,
      `E (${num(5000, 6000)}) mqtt_client: connect to mqtt://esp:${
        pass(add, true)
      }@${broker()}:1883 failed`,
    ],
  },
  {
    label: "Blynk auth token and ThingSpeak write key in a sketch",
    shape: "vendor",
    src: "src/blynk_weather.ino",
    make: (k) => [
      '#define BLYNK_TEMPLATE_ID "TMPL' + draw(8, LOWER_DIGITS) + '"',
      '#define BLYNK_TEMPLATE_NAME "Weather"',
      `#define BLYNK_AUTH_TOKEN "${k(32, B64URL)}"`,
      `const char* tsWriteKey = "${k(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}";`,
      `unsigned long channelID = ${num(1000000, 2999999)};`,
    ],
  },
  {
    label: "an OTA password split over string concatenation",
    shape: "wrapped",
    src: "src/ota.cpp",
    make: (k) => [
      "void setupOTA() {",
      `  ArduinoOTA.setHostname("${node()}");`,
      `  ArduinoOTA.setPassword("${k(10)}"`,
      `                        "${k(10)}");`,
      "  ArduinoOTA.begin();",
      "}",
    ],
  },
  {
    label: "ArduinoOTA MD5 of the OTA password",
    shape: "assignment",
    src: "src/ota_md5.cpp",
    make: (k) => [
      `  // MD5 of the OTA password, so the clear one is not in the binary`,
      `  ArduinoOTA.setPasswordHash("${k(32, HEX)}");`,
    ],
  },
  {
    label: "a network key as a C byte array",
    shape: "block",
    src: "main/secrets.c",
    make: (_k, add) => {
      const bytes = () => Array.from({ length: 8 }, () => "0x" + draw(2, HEXU)).join(", ");
      return [
        "/* AES-128 key shared with the gateway */",
        "static const uint8_t NET_KEY[16] = {",
        `    ${add(bytes())},`,
        `    ${add(bytes())}`,
        "};",
        `static const uint32_t NET_ID = ${num(1000, 99999)};`,
        `static const char *NODE_PIN = "${draw(4, DIGITS)}";`,
      ];
    },
  },
  {
    label: "an MQTT broker URI with credentials in an ESP-IDF config",
    shape: "url",
    src: "main/Kconfig.projbuild",
    make: (_k, add) => [
      'menu "Gateway"',
      "    config BROKER_URI",
      '        string "Broker URI"',
      `        default "mqtts://${pick(["gw", "esp", "node"])}:${
        pass(add, true)
      }@${broker()}:8883"`,
      "endmenu",
    ],
  },
];

/** Microcontroller firmware: each insertion in two places. */
export function buildFirmware(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
