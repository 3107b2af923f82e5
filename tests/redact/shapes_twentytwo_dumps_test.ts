/**
 * The shapes mended after held-out corpus twenty-two was seen, second part (docs/redaction.md,
 * "Corpus twenty-two after it was seen"): Wi-Fi and network keys as devices' tools take or print
 * them with no setting's name before them — a Wi-Fi join's passphrase, a `WIFI:` QR string, a
 * debug hexdump of a key, a Thread dataset, an NVS entry, Oxidized's credentials — each with a
 * near miss left alone, as written, inside a JSONL record and with CRLF line ends.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 32_500;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const pw = () => key(9) + "7" + key(4);
const hexBytes = (n: number) => hex(2 * n).replace(/(..)(?!$)/g, "$1 ");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const [a, b, c] = [pw(), hex(64), pw()];
  add(
    "Wi-Fi joins in an Arduino sketch, Imager's script and a QR card",
    `void setup() {\n  WiFi.begin("Workshop", "${a}");\n}\n` +
      `imager_custom set_wlan -h 'Hidden-Net' '${b}' 'GB'\n` +
      `Scan to join: WIFI:S:Workshop;T:SAE;P:${c};;`,
    a,
    b,
    c,
  );
}
CLEAN.push([
  "Wi-Fi joins with the secret in a variable, and an open network's QR",
  `WiFi.begin(ssid, password);\nwlan.connect("Workshop", PASSWORD)\nWIFI:S:Cafe-Free;T:nopass;;`,
]);

{
  const [a, b] = [hexBytes(48), hexBytes(16)];
  add(
    "hostapd and wpa_supplicant dumping a PTK and a GTK",
    `wlan0: WPA: PTK derivation - A1=02:11:22:33:44:55 A2=02:66:77:88:99:aa\n` +
      `WPA: PTK - hexdump(len=48): ${a}\nWPA: Group Key - hexdump(len=16): ${b}`,
    a,
    b,
  );
}
CLEAN.push([
  "wpa_supplicant's debug lines without key material",
  `WPA: PMK - hexdump(len=32): [REMOVED]\nWPA: RSC - hexdump(len=6): 00 00 00 00 00 00\n` +
  `WPA: Replay Counter - hexdump(len=8): 00 00 00 00 00 00 00 01`,
]);

{
  const [netKey, pskc, other] = [hex(32), hex(32), hex(32)];
  add(
    "a Thread dataset from a border router's API and its PSKc",
    `$ curl -s http://otbr.local:8081/node/dataset/active -H 'Accept: text/plain'\n` +
      `0e08000000000001000000030000140208${hex(16)}0510${netKey}0410${pskc}0c0402a0f7f8\n` +
      `> pskc\nPSKc: ${other}`,
    netKey,
    pskc,
    other,
  );
}
CLEAN.push([
  "a Thread dataset's public parts",
  `Ext PAN ID: ${hex(16)}\nMesh Local Prefix: fd11:22::/64\nPAN ID: 0x1a2b\n` +
  `0e08000000000001000000030000140208${hex(16)}0708fd${hex(14)}`,
]);

{
  const [blob, enable, pass] = [hex(40), pw(), pw()];
  add(
    "an NVS key for a stored API key, and Oxidized's credentials",
    `$ python nvs_tool.py --format json nvs.bin\n{"namespace": "app", "key": "api_key", "type": "BLOB", "data": "${blob}"}\n` +
      `$ cat /etc/oxidized/router.db\ncore-2:10.1.0.2:eos:backup:${pass}:${enable}`,
    blob,
    enable,
    pass,
  );
}
CLEAN.push([
  "an NVS SSID and a router.db without credentials",
  `{"namespace": "nvs.net80211", "key": "sta.ssid", "type": "BLOB", "data": "${hex(12)}"}\n` +
  `$ cat /etc/oxidized/router.db\ncore-2:10.1.0.2:eos\ncore-3:10.1.0.3:ios`,
]);

{
  const [a, b] = [key(6) + " " + key(5) + " 42", pw()];
  add(
    "a firmware log quoting its password, and NAPALM's driver called positionally",
    `[  4.210] wifi: joining "Lab-5G" using passphrase "${a}"\n` +
      `from napalm import get_network_driver\nios = get_network_driver("ios")\n` +
      `with ios("10.0.0.1", "netops", "${b}") as dev:\n    print(dev.get_facts())`,
    a,
    b,
  );
}
CLEAN.push([
  "a log hiding its password, and NAPALM given the password from a variable",
  `[  4.210] wifi: joining "Lab-5G" with password '********'\n` +
  `ios = get_network_driver("ios")\nwith ios("10.0.0.1", "netops", os.environ["PW"]) as dev:`,
]);

shapeTests("corpus twenty-two, printed", SECRETS, CLEAN);
