/**
 * Shapes read from held-out corpus twenty-two's misses (docs/redaction.md, "Corpus twenty-two
 * after it was seen"): the settings embedded devices keep and the commands that set them, where
 * the name is the device's and not one a generic assignment reads — a bootloader's environment
 * (`factory_pw=…`, `fw_setenv wifi_pass '…'`), OpenWrt's UCI (`option key '…'`, `uci set
 * wireless.radio0.key=…`), Tasmota's console (`Backlog …; Password1 …; WebPassword …`), AT
 * commands (`AT+APPKEY=…`), an SNMP community under any name (`community_ro: …`,
 * `snmp.community.+ …`, a Zabbix macro), a key in a dotted flag (`--session.keys.app-s-key.key
 * …`), espota's `--auth=`, ArduinoOTA's password hash, a key as a list of bytes (`network_key:
 * [116, 144, …]`), `mosquitto_passwd -b`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { ARG, ARG_GROUPS, type Rule, rule } from "./_rule.ts";
import { DEFAULT_COMMUNITY, deviceValue, LINE_LEAD } from "./_shapes_twentytwo.ts";

const PW = (seed: number) => sample(9, ALNUM, seed) + "7" + sample(4, ALNUM, seed + 1);
const HEXKEY = (seed: number) => sample(32, HEX, seed).toUpperCase();
const bytes = (seed: number) =>
  [...sample(16, HEX, seed)].map((c, i) => String((c.charCodeAt(0) * 7 + i * 31) % 256)).join(
    ", ",
  );

// The last part of a setting's name that says it holds a secret (`factory_pw`, `wifi_pass`,
// `wlan_psk`, `mqtt_password`, `cloud_token`, OpenWrt's `key`), and a login hash in a device's
// own environment (`root_hash`: as decided for a device's configuration, it goes).
const SECRET_SETTING =
  /(?:^|[_.-])(?:pw|pwd|pass|passwd|password|passphrase|psk|key|secret|token|hash)$/i;
// Names that end so and hold no secret: a public key, a key's id or type, a key's file.
const PUBLIC_SETTING = /(?:public|pub|host|peer)[_.-]?key$|key[_.-]?(?:id|type|file|mgmt)$/i;

/** Whether `value`, set under the setting `name`, is a secret (a hash only under a hash's name). */
function settingValue(name: string, value: string): boolean {
  if (!SECRET_SETTING.test(name) || PUBLIC_SETTING.test(name)) return false;
  if (/hash$/i.test(name)) return /^\$[\w-]{1,10}\$/.test(value) && deviceValue(value);
  return deviceValue(value);
}

export const TWENTYTWO_SETTING_RULES: readonly Rule[] = [
  rule({
    id: "device-env-secret",
    examples: {
      match: [
        "=> printenv\nbaudrate=115200\nfactory_pw=«" + PW(2241) + "»\nethaddr=02:11:22:33:44:55",
      ],
      clean: [
        "=> printenv\nbootcmd=run distro_bootcmd\nserial#=00f153d6931c39c7\nethaddr=8c:d0:a3:0a:ff:18",
        "$ cat .env\nAPP_ENV=dev\nsession_key=dev",
      ],
    },
    description:
      "a secret under its variable's name in a bootloader's environment as `printenv` or `fw_printenv` lists it (`factory_pw=…`, `wlan_psk=…`; a `root_hash=$1$…` login hash, as decided for a device's own store)",
    keywords: ["printenv"],
    wholeText: true,
    // (From the secret word the regex engine finds; the lookbehind reads the name's start.)
    pattern: new RegExp(
      String
        .raw`(?:pw|pwd|pass|passwd|password|passphrase|psk|key|secret|token|hash)(?<=${LINE_LEAD}[ \t]{0,8}(?<env>[\w#.-]{1,64}))=(?<ev>[^\s"\\]{4,300})(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))`,
      "gdi",
    ),
    secret: ["ev"],
    // (Only under `printenv`: a `name=value` line of another file is an assignment's to read.)
    accept: (value, _group, match) =>
      /printenv/.test(match.input.slice(Math.max(0, match.index - 3000), match.index)) &&
      settingValue(match.groups?.env ?? "", value),
  }),
  rule({
    id: "device-env-secret",
    examples: {
      match: [
        "$ fw_setenv mqtt_pass '«" + PW(2243) + "»'",
        "\toption ssid 'Attic'\n\toption key '«" + PW(2245) + "»'",
        "# uci set wireless.default_radio0.key='«" + PW(2247) + "»'",
      ],
      clean: [
        "\toption public_key 'YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo='\n\toption key_mgmt 'sae'",
        "# uci set wireless.default_radio0.key=$WIFI_KEY",
      ],
    },
    description:
      "a secret set under its name by `fw_setenv`/`setenv`/`nvram set NAME VALUE`, OpenWrt's `option key '…'` in `/etc/config` and `uci set …key=…`",
    keywords: ["setenv", "nvram", "uci set", "option "],
    pattern: new RegExp(
      String
        .raw`(?:(?:fw_)?setenv|nvram[ \t]+set|uci[ \t]+set[ \t]+[\w@\[\].-]{1,120}\.|option(?<=${LINE_LEAD}[ \t]{0,8}option))[ \t]*(?<name>[\w.-]{1,64})(?:[ \t]+|=)${ARG}`,
      "gd",
    ),
    secret: [...ARG_GROUPS],
    accept: (value, _group, match) => settingValue(match.groups?.name ?? "", value),
  }),
  rule({
    id: "tasmota-command-secret",
    examples: {
      match: [
        "CMD: Backlog SSID1 Attic; Password1 «" + PW(2251) + "»; MqttPassword «" + PW(2253) +
        "»",
        'curl "http://192.168.1.50/cm?cmnd=Backlog%20WebPassword%20«' + PW(2255) +
        '»%3B%20Restart%201"',
      ],
      clean: ['RSL: RESULT = {"Password1":"****"}', "CMD: Backlog SSID1 Attic; Password1"],
    },
    description:
      "a password set on a Tasmota device's console or by its `cm?cmnd=` URL (`Password1 …`, `MqttPassword …`, `WebPassword …`, in a `Backlog` up to its `;`, or percent-encoded up to `%3B`)",
    keywords: ["password1", "password2", "mqttpassword", "webpassword"],
    pattern:
      /\b(?:Password[12]|MqttPassword|WebPassword)(?:[ \t]+(?<v>[^;"\r\n]{1,200}?)(?=[ \t]*(?:;|"|\r?\n|\r?$))|%20(?<u>(?:[^%"&\s]|%(?!3B)[0-9A-Fa-f]{2}){1,300}))/gd,
    secret: ["v", "u"],
    accept: (value) => deviceValue(value.replace(/%20/g, " ")),
  }),
  rule({
    id: "at-command-secret",
    examples: {
      match: [
        "AT+DEVEUI=672FE2EBD090D71B\nOK\nAT+APPKEY=«" + HEXKEY(2257) + "»\nOK",
        'AT+CWJAP="Attic","«' + PW(2259) + '»"',
      ],
      clean: ["AT+APPEUI=B4A4181C6006FF0D\nOK\nAT+APPKEY=?"],
    },
    description:
      'a key or a password set by an AT command on a modem or a LoRaWAN module (`AT+APPKEY=…`, `AT+NWKSKEY=…`, `AT+CWJAP="ssid","…"`); the EUIs stay',
    keywords: ["at+"],
    pattern:
      /\bAT\+(?:[A-Z_]{0,16}(?:KEY|PSK|PASS|PASSWORD|PWD)=(?<v>[^\s"',;]{6,200})|CWJAP(?:_CUR|_DEF)?="[^"\r\n]{0,64}","(?<q>[^"\r\n]{1,100})")/gd,
    secret: ["v", "q"],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "community-setting-secret",
    examples: {
      match: [
        "snmp:\n  community_ro: «" + PW(2261) + "»",
        "auths:\n  v2:\n    version: 2\n    community: «" + PW(2263) + "»",
        "./lnms config:set snmp.community.+ «" + PW(2265) + "»",
      ],
      clean: [
        "snmp:\n  community_ro: public",
        "the community edition has no SNMP",
        "Community Index: cisco0",
      ],
    },
    description:
      "an SNMP community under any name that says so (`community: …`, `community_ro: …`, `snmp.community.+ …`), but `public`/`private`",
    keywords: ["community"],
    pattern:
      /(?<![\w$-])[\w.-]{0,40}community(?:[_-]?(?:ro|rw|string|name|v2c?|read|write))?(?:\.\+)?["']?(?:[ \t]*[:=][ \t]*|[ \t]+)(?:"(?<q>[^"\r\n]{1,100})"|'(?<s>[^'\r\n]{1,100})'|(?<b>[^\s"',;{}]{3,100}))/gd,
    secret: ["q", "s", "b"],
    accept: (value) => !DEFAULT_COMMUNITY.test(value) && deviceValue(value),
  }),
  rule({
    id: "community-setting-secret",
    examples: {
      match: ['{"macro": "{$SNMP_COMMUNITY}", "value": "«' + PW(2267) + '»"}'],
      clean: ['{"macro": "{$SNMP_TIMEOUT}", "value": "3s"}'],
    },
    description:
      "the value of a Zabbix user macro whose name says secret (`{$SNMP_COMMUNITY}`, `{$…_PASSWORD}`, `{$…_KEY}`) beside it in an API call",
    keywords: ['"{$'],
    wholeText: true,
    pattern:
      /"macro"[ \t]*:[ \t]*"\{\$(?<name>[A-Z0-9_.]{1,64})\}"[ \t]*,\s{0,40}"value"[ \t]*:[ \t]*"(?<v>[^"\\\r\n]{1,200})"/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      /COMMUNITY|PASS|SECRET|KEY|TOKEN|PSK/.test(match.groups?.name ?? "") &&
      !DEFAULT_COMMUNITY.test(value) && deviceValue(value),
  }),
  rule({
    id: "flag-key-secret",
    examples: {
      match: [
        "ttn-lw-cli end-devices create app dev1 --abp --session.keys.app-s-key.key «" +
        HEXKEY(2275) + "»",
      ],
      clean: [
        "ttn-lw-cli end-devices create app dev1 --dev-eui 0313D15A1117202D --session.dev-addr 260B9A20",
      ],
    },
    description:
      "a key after a dotted flag that ends in `.key` (`--session.keys.app-s-key.key …`, `--root-keys.app-key.key …` of `ttn-lw-cli`)",
    keywords: [".key ", ".key="],
    // (From the `.key` literal; the lookbehind reads the flag back.)
    pattern:
      /\.key(?<=--[\w-]{1,40}(?:\.[\w-]{1,40}){0,6}\.key)(?:[ \t]+|=)(?<h>[0-9A-Fa-f]{32,64})(?![\w])/gd,
    secret: ["h"],
  }),
  rule({
    id: "flag-key-secret",
    examples: {
      match: ["upload_flags =\n    --auth=«" + PW(2277) + "»\nupload_protocol = espota"],
      clean: ["upload_flags =\n    --auth=$OTA_PASS\nupload_protocol = espota"],
    },
    description:
      "espota's `--auth=` password (PlatformIO's `upload_flags`, `espota.py`) where the text names espota",
    keywords: ["espota"],
    wholeText: true,
    pattern: new RegExp(String.raw`--auth(?:[ \t]+|=)${ARG}`, "gd"),
    secret: [...ARG_GROUPS],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "ota-password-hash",
    examples: {
      match: ['ArduinoOTA.setPasswordHash("«' + sample(32, HEX, 2279) + '»");'],
      clean: ["ArduinoOTA.setPasswordHash(OTA_HASH);"],
    },
    description:
      'the MD5 ArduinoOTA is given for its password (`setPasswordHash("…")`): the OTA handshake hashes it, not the password, with the nonce, so it uploads firmware as the password does',
    keywords: ["setpasswordhash"],
    pattern: /\bsetPasswordHash\([ \t]*\\?"(?<v>[0-9a-fA-F]{32})\\?"[ \t]*\)/gd,
    secret: ["v"],
  }),
  rule({
    id: "byte-list-key",
    examples: {
      match: ["advanced:\n  pan_id: 20453\n  network_key: [«" + bytes(2281) + "»]"],
      clean: ["advanced:\n  ext_pan_id: [106, 136, 179, 139, 209, 136, 178, 228]"],
    },
    description:
      "a key written as its 16 to 64 bytes in a list under a name ending in `key` (Zigbee2MQTT's `network_key: [116, 144, …]`); not a public key, and not the 8 bytes of an extended PAN id",
    keywords: ["key: [", 'key": [', "key':"],
    pattern:
      /(?<name>[\w-]{0,40}key)["']?[ \t]*:[ \t]*\[(?<v>[ \t]*(?:0x)?[0-9a-fA-F]{1,3}(?:[ \t]*,[ \t]*(?:0x)?[0-9a-fA-F]{1,3}){15,63}[ \t]*)\]/gd,
    secret: ["v"],
    accept: (_value, _group, match) => !/(?:public|pub)[_-]?key$/i.test(match.groups?.name ?? ""),
  }),
  rule({
    id: "numbered-password-define",
    examples: {
      match: [
        '#undef  STA_PASS1\n#define STA_PASS1         "«' + PW(2283) + '»"',
        "$ sudo mosquitto_passwd -b /etc/mosquitto/passwd ha «" + PW(2285) + "»",
      ],
      clean: [
        '#define STA_PASS1         ""',
        "$ sudo mosquitto_passwd -c /etc/mosquitto/passwd ha",
      ],
    },
    description:
      "a password in a C `#define` whose name ends in a pass word and a number (Tasmota's `STA_PASS1`, `STA_PASS2`), and the password `mosquitto_passwd -b FILE USER …` is given",
    keywords: ["#define", "mosquitto_passwd"],
    pattern: new RegExp(
      String
        .raw`#define[ \t]+[A-Z][A-Z0-9_]{0,40}(?:PASS|PASSWORD|PWD|PSK|SECRET|TOKEN)\d{1,2}[ \t]+\\?"(?<d>[^"\\\r\n]{1,200})\\?"|mosquitto_passwd(?:[ \t]+-c)?[ \t]+-b(?:[ \t]+-c)?[ \t]+\S{1,200}[ \t]+\S{1,64}[ \t]+${ARG}`,
      "gd",
    ),
    secret: ["d", ...ARG_GROUPS],
    accept: (value) => deviceValue(value),
  }),
];
