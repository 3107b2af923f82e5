/**
 * Corpus twenty-two, home automation: Home Assistant `secrets.yaml`, long-lived access tokens in
 * REST calls and integrations, `.storage/auth` refresh tokens, Zigbee2MQTT network keys, Mosquitto
 * password files and configs, Node-RED credentials, Matter/Thread operational datasets.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  B64,
  b64,
  B64URL,
  CRYPT,
  draw,
  haToken,
  type HeldOutSecret,
  HEX,
  hex,
  hexOf,
  lanIp,
  num,
  pass,
  phrase,
  pick,
  ssid,
  uuid,
} from "./_heldout_twentytwo_make.ts";

const haUrl = () =>
  pick(["http://homeassistant.local:8123", `http://${lanIp()}:8123`, "https://ha.home.arpa"]);
const entity = () =>
  `${pick(["light", "switch", "sensor", "climate", "cover"])}.${
    pick(["living_room", "porch", "office", "garage", "bedroom"])
  }`;

/** A Zigbee key as Zigbee2MQTT writes it: sixteen bytes as decimal numbers. */
const zigbeeBytes = (n: number) => Array.from({ length: n }, () => num(0, 255)).join(", ");

const INSERTIONS: Insertion[] = [
  {
    label: "Home Assistant secrets.yaml",
    shape: "assignment",
    src: "/config/secrets.yaml",
    make: (k, add) => [
      "# Use this file to store secrets like usernames and passwords.",
      `wifi_ssid: "${ssid()}"`,
      `wifi_password: "${phrase(add)}"`,
      `mqtt_password: ${pass(add)}`,
      `latitude_home: 52.${num(100000, 999999)}`,
      `openweathermap_api_key: ${k(32, HEX)}`,
      `alarm_code: "${draw(4, "0123456789")}"`,
    ],
  },
  {
    label: "curl to the REST API with a long-lived access token",
    shape: "vendor",
    src: "$ history | tail -3",
    make: (k) => [
      `curl -s -H "Authorization: Bearer ${
        haToken(k)
      }" -H "Content-Type: application/json" ${haUrl()}/api/states/${entity()}`,
    ],
  },
  {
    label: "a long-lived token in a Python script",
    shape: "vendor",
    src: "scripts/ha_export.py",
    make: (k) => [
      "import requests",
      "",
      `HA_URL = "${haUrl()}"`,
      `TOKEN = "${haToken(k)}"`,
      "",
      "def state(entity_id):",
      '    r = requests.get(f"{HA_URL}/api/states/{entity_id}",',
      '                     headers={"Authorization": f"Bearer {TOKEN}"})',
      "    return r.json()",
    ],
  },
  {
    label: "a long-lived token in a Node-RED server config and a Grafana datasource",
    per: 1,
    shape: "vendor",
    src: "homeassistant-datasource.yaml",
    make: (k) => [
      "apiVersion: 1",
      "datasources:",
      "  - name: HomeAssistant",
      "    type: marcusolsson-json-datasource",
      `    url: ${haUrl()}/api`,
      "    jsonData:",
      "      httpHeaderName1: Authorization",
      "    secureJsonData:",
      `      httpHeaderValue1: "Bearer ${haToken(k)}"`,
    ],
  },
  {
    label: ".storage/auth refresh token and jwt_key",
    shape: "block",
    src: "/config/.storage/auth",
    make: (k) => [
      "{",
      '    "version": 1,',
      '    "key": "auth",',
      '    "data": {',
      '        "refresh_tokens": [',
      "            {",
      `                "id": "${hex(32)}",`,
      `                "user_id": "${hex(32)}",`,
      '                "client_name": "' + pick(["grafana", "node-red", "esphome"]) + '",',
      '                "token_type": "long_lived_access_token",',
      `                "token": "${k(128, HEX)}",`,
      `                "jwt_key": "${k(128, HEX)}",`,
      `                "last_used_ip": "${lanIp()}"`,
      "            }",
      "        ]",
      "    }",
      "}",
    ],
  },
  {
    label: "Zigbee2MQTT configuration.yaml network key and MQTT password",
    shape: "assignment",
    src: "/opt/zigbee2mqtt/data/configuration.yaml",
    make: (_k, add) => [
      "homeassistant:",
      "  enabled: true",
      "mqtt:",
      "  base_topic: zigbee2mqtt",
      `  server: mqtt://${lanIp()}:1883`,
      "  user: z2m",
      `  password: ${pass(add)}`,
      "serial:",
      "  port: /dev/ttyACM0",
      "advanced:",
      `  pan_id: ${num(1000, 65000)}`,
      `  ext_pan_id: [${zigbeeBytes(8)}]`,
      `  network_key: [${add(zigbeeBytes(16))}]`,
      "frontend:",
      `  auth_token: ${pass(add)}`,
    ],
  },
  {
    label: "Mosquitto passwd file",
    shape: "block",
    src: "/etc/mosquitto/passwd",
    make: (_k, add) => [
      `homeassistant:$7$101$${draw(16, B64)}$${add(draw(86, B64) + "==")}`,
      `zigbee2mqtt:$7$101$${draw(16, B64)}$${add(draw(86, B64) + "==")}`,
      `esphome:$6$${draw(16, B64)}$${add(draw(86, B64) + "==")}`,
    ],
  },
  {
    label: "mosquitto_passwd -b and mosquitto_pub with -P",
    shape: "command",
    src: "$ history | tail -5",
    make: (_k, add) => [
      `  ${num(200, 299)}  sudo mosquitto_passwd -b /etc/mosquitto/passwd homeassistant ${
        pass(add)
      }`,
      `  ${num(300, 399)}  sudo systemctl restart mosquitto`,
      `  ${num(400, 499)}  mosquitto_pub -h ${lanIp()} -u zigbee2mqtt -P '${
        pass(add)
      }' -t zigbee2mqtt/bridge/request/permit_join -m '{"value": true}'`,
    ],
  },
  {
    label: "Mosquitto bridge config with remote_password",
    per: 1,
    shape: "assignment",
    src: "/etc/mosquitto/conf.d/bridge.conf",
    make: (_k, add) => [
      "connection cloud-bridge",
      `address ${pick(["mqtt.example-cloud.io", "broker.hivemq.example"])}:8883`,
      "topic home/# out 1",
      `remote_username ${pick(["house-7", "edge-gw"])}`,
      `remote_password ${pass(add)}`,
      "bridge_cafile /etc/ssl/certs/ca-certificates.crt",
    ],
  },
  {
    label: "Node-RED settings.js credentialSecret",
    shape: "assignment",
    src: "~/.node-red/settings.js",
    make: (k, add) => [
      "module.exports = {",
      "    flowFile: 'flows.json',",
      `    credentialSecret: "${k(num(24, 32))}",`,
      "    uiPort: process.env.PORT || 1880,",
      "    adminAuth: {",
      '        type: "credentials",',
      `        users: [{ username: "admin", password: "$2b$08$${
        add(draw(53, CRYPT))
      }", permissions: "*" }]`,
      "    },",
      "}",
    ],
  },
  {
    label: "Node-RED flows_cred.json in plain text",
    shape: "block",
    src: "~/.node-red/flows_cred.json",
    make: (_k, add) => [
      "{",
      `    "${hex(16)}": {`,
      '        "user": "nodered",',
      `        "password": "${pass(add)}"`,
      "    },",
      `    "${hex(16)}": {`,
      `        "access_token": "${add(draw(40, HEX))}"`,
      "    }",
      "}",
    ],
  },
  {
    label: "Node-RED encrypted flows_cred.json",
    per: 1,
    shape: "block",
    src: "~/.node-red/flows_cred.json",
    make: (k) => [`{"$":"${k(32, HEX)}${k(num(120, 200), B64)}"}`],
  },
  {
    label: "Thread active dataset TLVs from ot-ctl",
    shape: "output",
    src: "$ sudo ot-ctl dataset active -x",
    make: (k) => [
      "0e080000000000010000000300000f35060004001fffe0020811111111222222220708fd" + hex(14) +
      "0510" + k(32, HEX) + "030f4f70656e5468726561642d" + hexOf(hex(4)) + "0102" + hex(4) +
      "0410" +
      k(32, HEX) + "0c0402a0f7f8",
      "Done",
    ],
  },
  {
    label: "ot-ctl dataset with the network key and PSKc",
    shape: "output",
    src: "$ sudo ot-ctl dataset active",
    make: (k) => [
      "Active Timestamp: 1",
      "Channel: " + num(11, 26),
      "Channel Mask: 0x07fff800",
      `Ext PAN ID: ${hex(16)}`,
      `Mesh Local Prefix: fd${hex(2)}:${hex(4)}:${hex(4)}:${hex(4)}::/64`,
      `Network Key: ${k(32, HEX)}`,
      `Network Name: OpenThread-${hex(4)}`,
      `PAN ID: 0x${hex(4)}`,
      `PSKc: ${k(32, HEX)}`,
      "Security Policy: 672 onrc 0",
      "Done",
    ],
  },
  {
    label: "a Home Assistant add-on options JSON with a password",
    per: 1,
    shape: "assignment",
    src: "$ ha addons info core_mosquitto --raw-json | jq .data.options",
    make: (_k, add) => [
      "{",
      '  "logins": [',
      `    { "username": "${pick(["shelly", "tasmota", "frigate"])}", "password": "${pass(add)}" }`,
      "  ],",
      '  "require_certificate": false,',
      '  "customize": { "active": false, "folder": "mosquitto" }',
      "}",
    ],
  },
  {
    label: "Frigate config with an RTSP camera password in the URL",
    shape: "url",
    src: "/config/frigate.yml",
    make: (_k, add) => [
      "cameras:",
      `  ${pick(["driveway", "front_door", "backyard"])}:`,
      "    ffmpeg:",
      "      inputs:",
      `        - path: rtsp://admin:${
        pass(add, true)
      }@${lanIp()}:554/cam/realmonitor?channel=1&subtype=0`,
      "          roles: [detect, record]",
      "mqtt:",
      `  host: ${lanIp()}`,
      "  user: frigate",
      `  password: ${pass(add)}`,
    ],
  },
  {
    label: "a long-lived token cut over two lines of a chat paste",
    shape: "wrapped",
    src: "notes/ha-token.txt",
    make: (k) => {
      const t = haToken((n, a) => draw(n, a));
      const [h, p] = t.split(".");
      return [
        "token for the dashboard tablet:",
        `${h}.${p}.${k(22, B64URL)}`,
        k(21, B64URL),
      ];
    },
  },
  {
    label: "a Basic auth header to the Shelly API, base64",
    shape: "encoded",
    src: "$ curl -v http://shelly-plug.lan/rpc/Switch.Toggle?id=0",
    make: (_k, add) => {
      const cred = `admin:${pass((x) => x)}`;
      return [
        `*   Trying ${lanIp()}:80...`,
        "> GET /rpc/Switch.Toggle?id=0 HTTP/1.1",
        "> Host: shelly-plug.lan",
        `> Authorization: Basic ${add(b64(cred))}`,
        "> User-Agent: curl/8.5.0",
        "< HTTP/1.1 200 OK",
        '{"was_on":false}',
      ];
    },
  },
  {
    label: "chip-tool commissioning log printing the Wi-Fi credentials",
    shape: "output",
    src: "$ chip-tool pairing code-wifi 1 Home",
    make: (_k, add) => [
      `[${num(1700000000, 1790000000)}.${num(100, 999)}] CHIP:CTL: Setting wifi credentials`,
      `[${num(1700000000, 1790000000)}.${num(100, 999)}] CHIP:DL: ssid: ${ssid()} credentials: ${
        phrase(add)
      }`,
      `[${num(1700000000, 1790000000)}.${
        num(100, 999)
      }] CHIP:CTL: Commissioning complete for node ID 0x0000000000000001`,
    ],
  },
  {
    label: "a DuckDNS update URL with its token",
    shape: "url",
    src: "/config/configuration.yaml",
    make: (_k, add) => [
      "rest_command:",
      "  update_duckdns:",
      `    url: "https://www.duckdns.org/update?domains=${
        pick(["myhome", "casa-nl", "cabin42"])
      }&token=${add(uuid())}&ip="`,
      "    method: get",
    ],
  },
];

/** Home automation: each insertion in two places. */
export function buildHome(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
