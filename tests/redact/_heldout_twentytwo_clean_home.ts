/**
 * Corpus twenty-two, clean Wi-Fi, firmware and home-automation text: SSIDs and BSSIDs, scans,
 * `!secret` and `${WIFI_PASSWORD}` references, placeholders, masked values, Zigbee IEEE
 * addresses and PAN ids, Thread ids without the key, ESPHome and esptool logs with MACs and
 * firmware hashes, Home Assistant calls that read the token from the environment.
 */
import { type Alike, placeClean } from "./_heldout_twentytwo_boxes.ts";
import {
  draw,
  type HeldOutClean,
  hex,
  lanIp,
  lines,
  mac,
  num,
  pick,
  ssid,
  uuid,
} from "./_heldout_twentytwo_make.ts";

const node = () =>
  `${pick(["porch", "garage", "attic", "boiler"])}-${pick(["sensor", "relay", "node"])}`;
const ieee = () => `0x${pick(["00124b00", "00158d00", "a4c13800", "84ba20ff"])}${hex(8)}`;

const ALIKES: Alike[] = [
  ["ESPHome YAML with every credential from secrets", "esphome/porch.yaml", () => [
    "esphome:",
    `  name: ${node()}`,
    "api:",
    "  encryption:",
    "    key: !secret api_encryption_key",
    "ota:",
    "  - platform: esphome",
    "    password: !secret ota_password",
    "wifi:",
    "  ssid: !secret wifi_ssid",
    "  password: !secret wifi_password",
    `  manual_ip:\n    static_ip: ${lanIp()}\n    gateway: 192.168.1.1`,
  ]],
  [
    "Home Assistant configuration.yaml with !secret references",
    "/config/configuration.yaml",
    () => [
      "default_config:",
      "homeassistant:",
      "  name: Home",
      "  latitude: !secret latitude_home",
      "  longitude: !secret longitude_home",
      "mqtt:",
      "  sensor:",
      `    - name: "${pick(["Boiler", "Greenhouse"])} temperature"`,
      `      state_topic: "home/${node()}/temperature"`,
      "http:",
      "  use_x_forwarded_for: true",
      `  trusted_proxies: [${lanIp()}]`,
    ],
  ],
  ["curl to Home Assistant with the token from the environment", "$ history | tail -2", () => [
    `curl -s -H "Authorization: Bearer $HA_TOKEN" http://homeassistant.local:8123/api/states/sensor.${
      pick(["porch", "attic"])
    }_temperature | jq .state`,
    `curl -s -H "Authorization: Bearer \${HASS_TOKEN}" http://${lanIp()}:8123/api/config | jq .version`,
  ]],
  ["a wpa_supplicant.conf template with placeholders", "docs/wifi-setup.md", () => [
    "Create `/boot/firmware/wpa_supplicant.conf` with:",
    "",
    "    network={",
    '        ssid="YOUR_SSID"',
    '        psk="YOUR_WIFI_PASSWORD"',
    "    }",
    "",
    `Then eject the card and boot the Pi (tested on ${pick(["Bookworm", "Trixie"])}).`,
  ]],
  [
    "iw scan with BSSIDs and SSIDs",
    "$ sudo iw dev wlan0 scan | grep -E 'BSS|SSID|signal'",
    () =>
      lines(num(4, 7), () => [
        `BSS ${mac()}(on wlan0)`,
        `\tsignal: -${num(30, 90)}.00 dBm`,
        `\tSSID: ${ssid()}`,
      ]).flat(),
  ],
  ["nmcli dev wifi list", "$ nmcli dev wifi list", () => [
    "IN-USE  BSSID              SSID            MODE   CHAN  RATE        SIGNAL  BARS  SECURITY",
    ...lines(
      num(4, 7),
      (i) =>
        `${i === 0 ? "*" : " "}       ${mac().toUpperCase()}  ${ssid().padEnd(16)}Infra  ${
          pick([1, 6, 11, 36, 44])
        }     ${num(54, 540)} Mbit/s  ${num(20, 99)}      ▂▄▆_  WPA2`,
    ),
  ]],
  [
    "NetworkManager keyfile with the psk in the keyring",
    "/etc/NetworkManager/system-connections/Home.nmconnection",
    () => [
      "[connection]",
      `id=${ssid()}`,
      `uuid=${uuid()}`,
      "type=wifi",
      "[wifi]",
      `ssid=${ssid()}`,
      "[wifi-security]",
      "key-mgmt=wpa-psk",
      "psk-flags=1",
    ],
  ],
  ["Arduino sketch reading credentials from a header", "src/main.cpp", () => [
    '#include "arduino_secrets.h"',
    "char ssid[] = SECRET_SSID;",
    "char pass[] = SECRET_PASS;",
    `// board MAC ${mac()}, flashed ${num(1, 27)} Nov`,
    "void setup() { WiFi.begin(ssid, pass); }",
  ]],
  ["PlatformIO flags from environment variables", "platformio.ini", () => [
    "[env:d1_mini]",
    "platform = espressif8266",
    "board = d1_mini",
    "build_flags =",
    '    -DWIFI_SSID=\\"${sysenv.WIFI_SSID}\\"',
    '    -DWIFI_PASS=\\"${sysenv.WIFI_PASSWORD}\\"',
    `upload_port = ${lanIp()}`,
    "upload_flags = --auth=${sysenv.OTA_PASSWORD}",
  ]],
  [
    "esptool flash log with MAC and image hash",
    "$ esptool.py --chip esp32 write_flash 0x10000 firmware.bin",
    () => [
      `esptool.py v4.${num(5, 8)}`,
      "Serial port /dev/ttyUSB0",
      "Chip is ESP32-D0WD-V3 (revision v3.1)",
      `MAC: ${mac()}`,
      `Wrote ${num(800000, 1500000)} bytes (${num(500000, 900000)} compressed) at 0x00010000 in ${
        num(10, 40)
      }.${num(1, 9)} seconds`,
      "Hash of data verified.",
      `SHA256 of image: ${hex(64)}`,
      "Leaving...",
    ],
  ],
  ["ESPHome compile output with the firmware MD5", "$ esphome compile porch.yaml", () => [
    `INFO ESPHome 2026.${num(1, 11)}.${num(0, 4)}`,
    "INFO Reading configuration porch.yaml...",
    "INFO Compiling app...",
    `RAM:   [=         ]  ${num(10, 14)}.${num(0, 9)}% (used ${
      num(35000, 45000)
    } bytes from 327680 bytes)`,
    `Flash: [=====     ]  ${num(50, 60)}.${num(0, 9)}% (used ${
      num(950000, 1100000)
    } bytes from 1835008 bytes)`,
    `INFO Successfully compiled program. MD5 ${hex(32)}`,
  ]],
  [
    "Zigbee2MQTT device list with IEEE addresses",
    "$ mosquitto_sub -t zigbee2mqtt/bridge/devices -C 1 | jq '.[] | {ieee_address, network_address, model_id}'",
    () =>
      lines(num(3, 5), () => [
        "{",
        `  "ieee_address": "${ieee()}",`,
        `  "network_address": ${num(1000, 65000)},`,
        `  "model_id": "${
          pick(["TS0201", "lumi.sensor_motion.aq2", "SNZB-02", "TRADFRI bulb E27"])
        }"`,
        "}",
      ]).flat(),
  ],
  [
    "Zigbee2MQTT config with network_key GENERATE",
    "/opt/zigbee2mqtt/data/configuration.yaml",
    () => [
      "mqtt:",
      "  server: mqtt://localhost",
      "  user: '!secret.yaml user'",
      "  password: '!secret.yaml password'",
      "advanced:",
      "  network_key: GENERATE",
      "  pan_id: GENERATE",
      "  ext_pan_id: GENERATE",
      `  channel: ${pick([11, 15, 20, 25])}`,
    ],
  ],
  [
    "Thread ids without the network key",
    "$ sudo ot-ctl extpanid; sudo ot-ctl networkname; sudo ot-ctl rloc16",
    () => [
      hex(16),
      "Done",
      `OpenThread-${hex(4)}`,
      "Done",
      hex(4),
      "Done",
    ],
  ],
  [
    "LoRaWAN device registration with EUIs only",
    "$ ttn-lw-cli end-devices get farm-sensors node-07 --root-keys=false",
    () => [
      "{",
      '  "ids": {',
      `    "device_id": "node-${num(1, 99)}",`,
      `    "dev_eui": "${draw(16, "0123456789ABCDEF")}",`,
      `    "join_eui": "${draw(16, "0123456789ABCDEF")}",`,
      `    "dev_addr": "260B${draw(4, "0123456789ABCDEF")}"`,
      "  },",
      `  "created_at": "2026-11-${num(10, 27)}T0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}Z"`,
      "}",
    ],
  ],
  ["Mosquitto config pointing at the password file", "/etc/mosquitto/conf.d/local.conf", () => [
    `listener ${pick([1883, 8883])}`,
    "allow_anonymous false",
    "password_file /etc/mosquitto/passwd",
    "acl_file /etc/mosquitto/acl",
    "persistence true",
    `# reloaded ${num(1, 27)} Nov for ${node()}`,
  ]],
  [
    "Tasmota status with the password masked",
    "$ curl -s http://tasmota-plug.lan/cm?cmnd=Status%200",
    () => [
      `{"Status":{"Module":0,"DeviceName":"${node()}","FriendlyName":["Plug"],"Topic":"tasmota_${
        draw(6, "0123456789ABCDEF")
      }"},`,
      `"StatusNET":{"Hostname":"tasmota-${draw(6, "0123456789ABCDEF")}-${
        num(1000, 9999)
      }","IPAddress":"${lanIp()}","Mac":"${mac().toUpperCase()}"},`,
      `"StatusMQT":{"MqttHost":"${lanIp()}","MqttPort":1883,"MqttClient":"DVES_${
        draw(6, "0123456789ABCDEF")
      }","MqttUser":"tasmota","MqttCount":1}}`,
    ],
  ],
  ["a Wi-Fi QR for a guest network with the password left out", "guest-wifi.md", () => [
    "Open network for guests, no password:",
    "",
    `    WIFI:T:nopass;S:${ssid()}-Guest;;`,
    "",
    `Captive portal at http://${lanIp()}/portal`,
  ]],
  ["Node-RED flows_cred.json reference in settings", "~/.node-red/settings.js", () => [
    "module.exports = {",
    "    flowFile: 'flows.json',",
    "    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,",
    `    uiPort: ${pick([1880, 1881])},`,
    "}",
  ]],
  ["Home Assistant log with masked values and ids", "$ ha core logs | tail -6", () => [
    `${"2026-11-" + num(10, 27)} 0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}.${
      num(100, 999)
    } INFO (MainThread) [homeassistant.components.mqtt] Connected to ${lanIp()}:1883 as user ***`,
    `2026-11-${num(10, 27)} 0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}.${
      num(100, 999)
    } WARNING (MainThread) [homeassistant.components.http.ban] Login attempt or request with invalid authentication from ${lanIp()}`,
    `2026-11-${num(10, 27)} 0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}.${
      num(100, 999)
    } INFO (MainThread) [homeassistant.setup] Setting up esphome, entry_id ${hex(32)}`,
  ]],
  ["an ESPHome node's log", "$ esphome logs porch.yaml", () => [
    `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}][I][app:100]: ESPHome version 2026.${
      num(1, 11)
    }.0 compiled on Nov ${num(1, 27)} 2026`,
    `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}][C][wifi:600]:   IP Address: ${lanIp()}`,
    `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}][C][wifi:604]:   BSSID: ${mac().toUpperCase()}`,
    `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}][C][api:139]:   Using noise encryption: YES`,
    `[${num(10, 23)}:${num(10, 59)}:${
      num(10, 59)
    }][D][sensor:094]: 'Porch Temperature': Sending state ${num(1, 30)}.${num(0, 9)} °C`,
  ]],
  ["a secrets.yaml example with placeholders", "docs/secrets.example.yaml", () => [
    "# Copy to secrets.yaml and fill in your own values",
    "wifi_ssid: YOUR_WIFI_SSID",
    "wifi_password: YOUR_WIFI_PASSWORD",
    "api_encryption_key: GENERATE_WITH_esphome_wizard",
    "ota_password: CHANGE_ME",
    `# example for ${node()}`,
  ]],
  [
    "a Matter commissioning log without credentials",
    "$ chip-tool pairing ble-thread 1 hex:<dataset> <passcode> <discriminator>",
    () => [
      `[${num(1700000000, 1790000000)}.${
        num(100, 999)
      }] CHIP:DIS: Discovered commissionable node, discriminator ${num(0, 4095)}`,
      `[${num(1700000000, 1790000000)}.${num(100, 999)}] CHIP:CTL: VendorID 0x${
        hex(4).toUpperCase()
      } ProductID 0x${hex(4).toUpperCase()}`,
      `[${num(1700000000, 1790000000)}.${num(100, 999)}] CHIP:CTL: Compressed fabric id 0x${
        hex(16).toUpperCase()
      }`,
      `[${num(1700000000, 1790000000)}.${
        num(100, 999)
      }] CHIP:CTL: Successfully finished commissioning step 'Cleanup'`,
    ],
  ],
  ["hostapd.conf reading its PSKs from a file", "/etc/hostapd/hostapd.conf", () => [
    "interface=wlan0",
    `ssid=${ssid()}`,
    `bssid=${mac()}`,
    "wpa=2",
    "wpa_key_mgmt=WPA-PSK",
    "wpa_psk_file=/etc/hostapd/hostapd.wpa_psk",
    "ieee80211w=1",
  ]],
];

/** Clean Wi-Fi, firmware and home text: each look-alike in two places. */
export function buildCleanHome(): HeldOutClean[] {
  return placeClean(ALIKES, 2);
}
