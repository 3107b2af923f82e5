/**
 * Shapes read from held-out corpus twenty-two's misses (docs/redaction.md, "Corpus twenty-two
 * after it was seen"): a Wi-Fi or network key as a device's tools print or take it where no
 * setting's name stands before it — the passphrase after the SSID of a Wi-Fi join
 * (`imager_custom set_wlan 'ssid' '…'`, `raspi-config nonint do_wifi_ssid_passphrase`,
 * `wlan.connect("ssid", "…")`), a `WIFI:` QR string's `P:`, wpa_supplicant's `PMK - hexdump`,
 * a Thread dataset (its TLVs in hex, its `PSKc:`), an ESP-IDF NVS entry for a password as hex,
 * the credential columns of an Oxidized `router.db` and Oxidized's `vars: enable:`, a password a
 * firmware's log quotes (`connecting to 'IoT5G' with password '…'`), NAPALM's driver called with
 * the password third.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";
import { deviceValue, LINE_LEAD } from "./_shapes_twentytwo.ts";

const PW = (seed: number) => sample(9, ALNUM, seed) + "7" + sample(4, ALNUM, seed + 1);
const HEX32 = (seed: number) => sample(32, HEX, seed);
const spaced = (seed: number) => sample(32, HEX, seed).replace(/(..)(?!$)/g, "$1 ");

// What the Thread rule's `accept` found, for `split` (the network key's and the PSKc's values).
let found: Array<[number, number]> = [];

/**
 * Whether `hex` reads whole as a Thread operational dataset's TLVs (type, length, value; the
 * active timestamp first), leaving the network key's (type 5) and the PSKc's (type 4) values in
 * `found` as offsets into it.
 */
function threadTlvs(hex: string): boolean {
  found = [];
  let at = 0;
  while (at + 4 <= hex.length) {
    const type = Number.parseInt(hex.slice(at, at + 2), 16);
    const length = Number.parseInt(hex.slice(at + 2, at + 4), 16) * 2;
    if (at + 4 + length > hex.length) return false;
    if ((type === 4 || type === 5) && length === 32) found.push([at + 4, at + 4 + length]);
    at += 4 + length;
  }
  return at === hex.length && found.length > 0;
}

export const TWENTYTWO_DUMP_RULES: readonly Rule[] = [
  rule({
    id: "wifi-join-secret",
    examples: {
      match: [
        "/usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Attic' '«" + sample(64, HEX, 2291) +
        "»' 'DE'",
        'sudo raspi-config nonint do_wifi_ssid_passphrase "Attic" "«' + PW(2292) + '»" 0 0',
        'wlan.connect("Attic", "«' + PW(2294) + '»")',
      ],
      clean: ["wlan.connect(SSID, PASSWORD)", "imager_custom set_wlan 'Attic' \"$PSK\" 'DE'"],
    },
    description:
      'the passphrase or PSK after the SSID of a Wi-Fi join (`imager_custom set_wlan \'ssid\' \'…\'`, `raspi-config nonint do_wifi_ssid_passphrase "ssid" "…"`, MicroPython\'s `wlan.connect("ssid", "…")`, Arduino\'s `WiFi.begin("ssid", "…")`)',
    keywords: ["set_wlan", "do_wifi_ssid_passphrase", ".connect(", "wifi.begin("],
    pattern:
      /(?:\bset_wlan(?:[ \t]+-h)?[ \t]+|\bdo_wifi_ssid_passphrase[ \t]+|\b(?:wlan|sta|sta_if|station|wifi|WiFi)\.(?:connect|begin)\([ \t]*)(?:"[^"\r\n]{1,64}"|'[^'\r\n]{1,64}')[ \t]*,?[ \t]*(?:\\?"(?<d>[^"\\\r\n]{1,100})\\?"|'(?<s>[^'\r\n]{1,100})')/gd,
    secret: ["d", "s"],
    accept: (value) => deviceValue(value) && !/^\$/.test(value),
  }),
  rule({
    id: "wifi-qr-password",
    examples: {
      match: [
        "WIFI:T:WPA;S:Attic;P:«" + PW(2296) + "»;H:false;;",
        "QR: WIFI:S:Lab;T:SAE;P:«" + PW(2296).slice(0, 8) + "\\;x9»;H:false;;",
      ],
      clean: [
        "WIFI:T:nopass;S:Guest;;",
        "WIFI:T:WPA;S:Attic;P:<password>;;",
        "WIFI:T:WPA;S:Guest;P:${WIFI_PASSWORD};;",
      ],
    },
    description:
      "the password (`P:`) of a `WIFI:` string a QR code encodes for joining a network (its fields in any order; spaces and escaped `\\;` in it)",
    keywords: ["wifi:"],
    pattern:
      /\bWIFI:(?:[A-Za-z]:(?:[^;\\\r\n]|\\.){0,64};){0,4}?P:(?<v>(?:[^;\\\r\n"]|\\.){1,128})(?=;)/gd,
    secret: ["v"],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "wpa-key-hexdump",
    examples: {
      match: ["WPA: PMK - hexdump(len=16): «" + spaced(2297) + "»"],
      clean: [
        "WPA: PMK - hexdump(len=32): [REMOVED]",
        "WPA: RSC - hexdump(len=6): 00 00 00 00 00 00",
      ],
    },
    description:
      "key material wpa_supplicant or hostapd print at debug level (`PMK - hexdump(len=32): 1c 94 …`, also PTK, GTK, PSK, MSK): each is a key to the network",
    keywords: ["hexdump"],
    pattern:
      /\b(?:PMK|PTK|GTK|IGTK|KCK|KEK|TK|PSK|MSK|EMSK|PMK-R[01]|[\w-]{0,20}key)[^\n:]{0,40}?-[ \t]*hexdump(?:_ascii)?\(len=\d{1,4}\):[ \t]*(?<v>[0-9a-f]{2}(?:[ \t][0-9a-f]{2}){7,255})/gdi,
    secret: ["v"],
  }),
  rule({
    id: "thread-dataset-key",
    examples: {
      match: [
        "$ ot-ctl dataset active -x\n0e080000000000010000" + "0510«" + HEX32(2298) +
        "»030a4f70656e546872656164" + "0410«" + HEX32(2299) + "»0c0402a0f7f8\nDone",
        "Network Name: OpenThread-6068\nPSKc: «" + HEX32(2300) + "»",
      ],
      clean: ["0e08000000000001000000030000100208dead00beef00cafe\nDone", "PSKc: [REDACTED]"],
    },
    description:
      "a Thread network's network key and PSKc: read from its operational dataset as TLVs in hex (`ot-ctl dataset active -x`, types 5 and 4), and the `PSKc:` line `ot-ctl dataset active` prints",
    keywords: ["0e08", "pskc"],
    pattern:
      /\b(?<t>0e08[0-9a-f]{16}(?:[0-9a-f]{2}){8,400})\b|\bPSKc:[ \t]*(?:0x)?(?<p>[0-9a-f]{32})\b/gd,
    secret: ["t", "p"],
    accept: (value, group) => group === "p" || threadTlvs(value),
    split: (value) => /^0e08/.test(value) ? found : [[0, value.length]],
  }),
  rule({
    id: "nvs-password-blob",
    examples: {
      match: [
        '{\n  "namespace": "nvs.net80211",\n  "key": "sta.pswd",\n  "type": "BLOB",\n  "data": "«' +
        sample(24, HEX, 2301) + '»"\n}',
      ],
      clean: ['{\n  "key": "sta.ssid",\n  "type": "BLOB",\n  "data": "4174746963"\n}'],
    },
    description:
      'an ESP-IDF NVS entry for a password or a key, its bytes as hex (`"key": "sta.pswd"` then `"data": "73616666…"`, as `nvs_tool.py` prints)',
    keywords: ["pswd", "nvs.", "nvs_"],
    wholeText: true,
    pattern:
      /\\?"key\\?"[ \t]*:[ \t]*\\?"[\w.-]{0,30}(?:pswd|pass|passwd|password|psk|key|secret)\\?"[^{}]{0,200}?\\?"data\\?"[ \t]*:[ \t]*\\?"(?<v>[0-9a-fA-F]{8,2000})\\?"/gd,
    secret: ["v"],
  }),
  rule({
    id: "router-db-credentials",
    examples: {
      match: [
        "$ cat ~/.config/oxidized/router.db\nsw-1:10.0.0.2:ios:netops:«" + PW(2302) + "»:«" +
        PW(2304) + "»\nfw-1:10.0.0.3:junos:netops:«" + PW(2306) + "»:",
      ],
      clean: ["$ cat ~/.config/oxidized/router.db\nsw-1:10.0.0.2:ios\nfw-1:10.0.0.3:junos"],
    },
    description:
      "the password and enable columns of an Oxidized `router.db` (`name:ip:model:username:password:enable`) where the text names the file",
    keywords: ["router.db"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`(?<=${LINE_LEAD}[ \t]{0,8}[\w.-]{1,64}:[\d.]{7,15}:[\w-]{1,30}:[^\s:"]{0,64}:)(?<p>[^\s:"\\]{1,128})?:(?<e>[^\s:"\\]{1,128})?(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))`,
      "gd",
    ),
    secret: ["p", "e"],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "router-db-credentials",
    examples: {
      match: [
        "# oxidized config\nusername: oxidized\nvars:\n  ssh_port: 22\n  enable: «" + PW(2308) +
        "»",
      ],
      clean: ["# oxidized config\nvars:\n  enable: true"],
    },
    description:
      "the enable password Oxidized sends every device, under `vars:` in its config (`enable: …`)",
    keywords: ["oxidized"],
    wholeText: true,
    pattern:
      /(?<=(?:^|\n|":")vars:[ \t]*\r?\n(?:[ \t]+[^\n]{0,200}\n){0,8}?)[ \t]+enable:[ \t]*["']?(?<v>[^\s"'\\]{4,200})/gd,
    secret: ["v"],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "logged-password",
    examples: {
      match: ["I (1375) app: connecting to 'Attic' with password '«" + PW(2310) + "»'"],
      clean: ["I (1375) app: connecting to 'Attic' with password '********'"],
    },
    description:
      "a password a program's log quotes after `with password` or `using password` (`I (1375) app: connecting to 'IoT5G' with password '…'`), spaces in it too",
    keywords: ["with password", "using password", "with passphrase", "with psk"],
    pattern:
      /\b(?:with|using)[ \t]+(?:password|passphrase|psk)[ \t]*[:=]?[ \t]*(?:'(?<s>[^'\r\n]{4,100})'|\\?"(?<d>[^"\\\r\n]{4,100})\\?")/gd,
    secret: ["s", "d"],
    accept: (value) => deviceValue(value),
  }),
  rule({
    id: "logged-password",
    examples: {
      match: [
        'driver = get_network_driver("eos")\ndev = driver("sw-1", "admin", "«' + PW(2312) +
        '»", optional_args={"port": 443})',
      ],
      clean: ['driver = get_network_driver("eos")\ndev = driver("sw-1", "admin", password)'],
    },
    description:
      'the password NAPALM\'s driver is called with, third after the host and the user (`driver = get_network_driver("eos")`, then `driver("sw-1", "admin", "…")`)',
    keywords: ["get_network_driver"],
    wholeText: true,
    pattern:
      /(?<![\w.])(?<fn>\w{1,40})\([ \t]*(?:hostname=)?\\?"[^"\\\n]{1,100}\\?"[ \t]*,[ \t]*(?:username=)?\\?"[^"\\\n]{1,64}\\?"[ \t]*,[ \t]*(?:password=)?\\?"(?<v>[^"\\\r\n]{1,200})\\?"/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      new RegExp(String.raw`\b${match.groups!.fn}[ \t]*=[ \t]*get_network_driver\(`).test(
        match.input,
      ) && deviceValue(value),
  }),
];
