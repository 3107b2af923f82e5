/**
 * The shapes mended after held-out corpus twenty-two was seen (docs/redaction.md, "Corpus
 * twenty-two after it was seen": network gear, IoT and embedded): other devices and other lines
 * than the corpus text, each with a near miss on the other side (a key id, an interface, a
 * hidden value, the default community stay) — as written, inside a JSONL record and with CRLF
 * line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 32_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const pw = () => key(9) + "7" + key(4);
const type7 = () => hex(22).toUpperCase();
const junos = (n: number) => "$9$" + key(n, ALNUM + "./-");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// IOS and its look-alikes: the word, a type digit or a key id, then the value.
{
  const [a, b, c, d] = [type7(), pw(), pw(), type7()];
  add(
    "an IOS router's routing and AAA keys",
    `router bgp 65010\n neighbor 192.0.2.1 password 7 ${a}\n!\ninterface Gi0/1\n ip ospf message-digest-key 2 md5 ${b}\n` +
      `crypto keyring KR\n pre-shared-key address 198.51.100.9 key ${c}\n` +
      `radius-server host 10.1.1.4 auth-port 1812 key 7 ${d}`,
    a,
    b,
    c,
    d,
  );
}
CLEAN.push([
  "an IOS config naming its keys without values",
  "key chain EIGRP\n key 3\n  key-string 7 <removed>\n accept-lifetime 00:00:00 Jan 1 2026 infinite\n" +
  " ip ospf message-digest-key 2 md5 Vlan10\nsnmp-server community public RO\n" +
  "crypto isakmp key ***** address 198.51.100.9",
]);
{
  const [a, b, c] = [pw(), key(16), key(14)];
  add(
    "a NX-OS and EOS SNMP user and a TACACS key in quotes",
    `snmp-server user ops network-operator auth sha 0x${hex(40)} priv aes-128 0x${b}${
      hex(8)
    } localizedkey\ntacacs-server host 10.3.3.3 key 7 "${a}"\nsnmp-server user nms NMS v3 auth md5 ${c} priv des ${a}x`,
    a,
    b,
    c,
  );
}
{
  const hash = `$6$${key(16)}$${key(86)}`;
  const asa = `$sha512$5000$${key(24)}$${key(24)}`;
  add(
    "a device's stored login hashes (NX-OS, EOS, ASA)",
    `username ops password 5 ${hash}  role network-operator\nusername ro secret sha512 ${hash}\n` +
      `enable password ${asa} pbkdf2`,
    hash,
    asa,
  );
}
CLEAN.push([
  "an answer explaining the hash types with placeholders",
  "type 5 is `secret 5 $1$<salt>$<hash>`, type 8 is `secret 8 $8$…`; the password 5 characters " +
  "long is too short, and the secret 9 of them know is no secret",
]);

// FortiOS, WLC, VRRP, RouterOS: the same mechanism, the device's own words.
{
  const [a, b, c, d] = [key(96, BASE64), key(96, BASE64), pw(), key(8)];
  add(
    "a FortiGate's ENC values, a WLC PSK, a VRRP key and a RouterOS SNMP key",
    `config user ldap\n    edit "ad"\n        set password ENC ${a}\n    next\nend\n` +
      `config vpn ipsec phase1-interface\n    edit "dc"\n        set psksecret ENC ${b}\n` +
      `(Cisco Controller) >config wlan security wpa akm psk set-key ascii ${c} 2\n` +
      ` vrrp 4 authentication text ${d}\n` +
      `/snmp community set nms encryption-password=${c}x`,
    a,
    b,
    c,
    d,
  );
}
CLEAN.push([
  "a FortiGate and a WLC without values",
  `config system admin\n    edit "ro"\n        set password ENC\n` +
  `(Cisco Controller) >config wlan security wpa akm psk set-key ascii\n vrrp 4 authentication text`,
]);

// Junos and EdgeOS: `$9$` anywhere, cut by a console, and a community opening its block.
{
  const [a, b, c] = [junos(40), junos(24), key(26, ALNUM + "./")];
  add(
    "Junos $9$ values, one cut over two lines",
    `protocols {\n    ospf3 {\n        authentication md5 3 key "${a}"; ## SECRET-DATA\n    }\n}\n` +
      `    tunnel-key ascii-text "${b}\n${c}"; ## SECRET-DATA`,
    a,
    b,
    c,
  );
}
{
  const community = key(13);
  add(
    "a VyOS community block",
    `service {\n    snmp {\n        community ${community} {\n            authorization ro\n        }\n    }\n}`,
    community,
  );
}
CLEAN.push([
  "Junos without the permission to see secrets, and the default community",
  `secret /* SECRET-DATA */;\nsnmp {\n    community public {\n        authorization read-only;\n    }\n}\n` +
  `# values look like "$9$<encoded>"`,
]);

// IOS-XE server blocks: ` key …` on its own line under the server's line.
{
  const [a, b] = [type7(), pw()];
  add(
    "RADIUS and TACACS+ server blocks",
    `radius server ISE-2\n address ipv4 10.9.9.2 auth-port 1812 acct-port 1813\n timeout 5\n key 7 ${a}\n!\n` +
      `tacacs server TAC\n address ipv4 10.9.9.3\n key ${b}`,
    a,
    b,
  );
}
CLEAN.push([
  "a key chain's key ids under a server block",
  "radius server ISE-2\n address ipv4 10.9.9.2\n!\nkey chain K\n key 7\n key 12",
]);

// What `show` commands print: a key chain's text, a community's name.
{
  const [a, b] = [pw(), key(12)];
  add(
    "show key chain and show snmp community on another device",
    `Key-chain BGP-KEYS:\n    key 12 -- text "${a}"\n        accept lifetime (always valid)\n\n` +
      `Community name: ${b}\nCommunity Index: cisco1\nCommunity SecurityName: rw`,
    a,
    b,
  );
}
CLEAN.push([
  "show snmp community with the built-in names",
  "Community name: ILMI\nCommunity Index: cisco2\n\nCommunity name: public\nCommunity Index: cisco0",
]);

// A secret column of a table a CLI aligns with spaces.
{
  const [a, b] = [pw(), pw()];
  add(
    "a RouterOS hotspot user table with a password column",
    `[admin@hap] > /ip hotspot user print\nFlags: X - disabled, D - dynamic\n` +
      ` #   SERVER   NAME      PASSWORD         PROFILE  UPTIME\n` +
      ` 0   hs1      guest1    ${a}      default  0s\n 1   hs1      guest2    ${b}      default  2h`,
    a,
    b,
  );
}
CLEAN.push([
  "a table whose column names a password's state",
  " #   NAME      PASSWORD-SET  PROFILE\n 0   guest1    yes           default\n\n" +
  "NAME      PASSWORD  PROFILE\nguest1    *****     default",
]);

// A value a command printed alone, after a prompt that is not a bare `$`.
{
  const [a, b] = [pw(), hex(64)];
  add(
    "nmcli and a device console printing a key alone",
    `root@pi4:~# nmcli -s -g 802-11-wireless-security.psk connection show Lab\n${a}\nroot@pi4:~# exit\n` +
      `> nvs get wifi.psk\n${b}\n> `,
    a,
    b,
  );
}
CLEAN.push([
  "a console reading an SSID and a channel",
  "> nvs get wifi.ssid\nLab_Sensors_5G\n> nvs get wifi.channel\n36",
]);

// An embedded device's own settings: a bootloader's environment, OpenWrt's UCI.
{
  const [a, b, c] = [pw(), pw(), pw()];
  const hash = `$1$${key(8)}$${key(22)}`;
  add(
    "a router's bootloader environment and its UCI settings",
    `# fw_printenv\nbootdelay=3\nadmin_pass=${a}\nroot_hash=${hash}\nserial#=${hex(16)}\n` +
      `# nvram set http_passwd=${b}\n# uci set network.wan.password='${c}'`,
    a,
    b,
    c,
    hash,
  );
}
CLEAN.push([
  "a bootloader's environment and UCI without secrets",
  `=> printenv\nbootcmd=run distro_bootcmd\nkey_type=rsa\nethaddr=02:42:ac:11:00:02\n` +
  `# uci set wireless.radio0.channel='36'\n\toption public_key '${key(43, BASE64)}='`,
]);

// Tasmota's console and AT commands: the device's own command for a password or a key.
{
  const [a, b, c] = [pw(), pw(), hex(32).toUpperCase()];
  add(
    "Tasmota and an AT modem set over serial",
    `12:00:01.002 CMD: Backlog Password2 ${a}; WebPassword ${b}; Restart 1\n` +
      `AT+NWKSKEY=${c}\nOK\nAT+DEVADDR=260B15D9\nOK`,
    a,
    b,
    c,
  );
}
CLEAN.push([
  "Tasmota status and an AT module's ids",
  `RSL: RESULT = {"WebPassword":"****"}\nAT+DEVEUI=${hex(16).toUpperCase()}\nOK\nAT+APPKEY=?\nOK`,
]);

// An SNMP community under any name, in a tool's config, its command line or its API.
{
  const [a, b, c, d] = [pw(), pw(), pw(), pw()];
  add(
    "communities in an inventory, snmpwalk and a Zabbix API call",
    `snmp_community_rw: ${a}\n$ snmpbulkwalk -v2c -c ${b} 10.2.0.1 ifDescr\n` +
      `$ snmpget -v3 -u nms -X '${c}' 10.2.0.1 sysName.0\n` +
      `{"method": "usermacro.update", "params": {"macro": "{$SNMP_PASSWORD}", "value": "${d}"}}`,
    a,
    b,
    c,
    d,
  );
}
CLEAN.push([
  "community names that are defaults or settings",
  `snmp_community_rw: private\n$ snmpwalk -v2c -c public 10.2.0.1\ncommunity_timeout: 5\n` +
  `{"macro": "{$SNMP_PORT}", "value": "161"}`,
]);

// A key in a dotted flag, espota's password, ArduinoOTA's hash, a key as a list of bytes.
{
  const [a, b, c] = [hex(32).toUpperCase(), pw(), hex(32)];
  const list = Array.from({ length: 16 }, () => String(Number.parseInt(hex(2), 16))).join(", ");
  add(
    "LoRaWAN root keys, an OTA upload and a Zigbee network key",
    `ttn-lw-cli end-devices set app dev2 --root-keys.app-key.key ${a}\n` +
      `python espota.py -i 192.168.1.9 --auth=${b} -f firmware.bin\n` +
      `ArduinoOTA.setPasswordHash("${c}");\nnetwork_key: [${list}]`,
    a,
    b,
    c,
    list,
  );
}
CLEAN.push([
  "LoRaWAN ids, an OTA port and a PAN id list",
  `ttn-lw-cli end-devices get app dev2 --session.dev-addr 260B15D9\npython espota.py -i 192.168.1.9 -p 3232\n` +
  `ext_pan_id: [106, 136, 179, 139, 209, 136, 178, 228]\nnetwork_key: GENERATE`,
]);

// A numbered password define and `mosquitto_passwd -b`.
{
  const [a, b] = [pw(), pw()];
  add(
    "a second Wi-Fi password define and a broker user added in batch",
    `#define STA_PASS2 "${a}"\n$ mosquitto_passwd -c -b /etc/mosquitto/pw sensors ${b}`,
    a,
    b,
  );
}
CLEAN.push([
  "an empty define and mosquitto_passwd asking for the password",
  `#define STA_PASS2 ""\n$ mosquitto_passwd /etc/mosquitto/pw sensors\nPassword:`,
]);

// The clean texts twenty-two changed at first sight: a reference to a secrets file, a MAC with
// text glued after it, a sentence saying there is no password.
CLEAN.push([
  "Home Assistant and Zigbee2MQTT reading their secrets files",
  `wifi:\n  ssid: !secret lab_ssid\n  password: !secret lab_wifi_password\nmqtt:\n` +
  `  password: '!secret.yaml mqtt_password'`,
]);
CLEAN.push([
  "iw scan and a guest network's open QR",
  `BSS 3a:${hex(2)}:${hex(2)}:${hex(2)}:${hex(2)}:${hex(2)}(on wlp2s0) -- associated\n` +
  `\tSSID: Lab-5G\n\nGuest network, no password:\n    WIFI:T:nopass;S:Lab-Guest;;`,
]);
{
  const a = pw();
  add("a YAML password behind a type tag", `wifi:\n  ssid: Lab\n  password: !!str ${a}`, a);
}

// The same lines in a file the Read tool shows, each after its number (`     5→`).
const numbered = (text: string) =>
  text.split("\n").map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n");
{
  const [a, b, c] = [pw(), pw(), key(13)];
  add(
    "an IOS-XE config, an OpenWrt file and a VyOS block read by the Read tool",
    numbered(
      `radius server NPS\n address ipv4 10.4.4.4 auth-port 1812 acct-port 1813\n key ${a}\n!\n` +
        `config wifi-iface 'lab'\n\toption ssid 'Lab'\n\toption key '${b}'\n` +
        `snmp {\n    community ${c} {\n        authorization ro\n    }\n}`,
    ),
    a,
    b,
    c,
  );
}
CLEAN.push([
  "the same files without their secrets, read by the Read tool",
  numbered(
    "radius server NPS\n address ipv4 10.4.4.4\n!\nconfig wifi-iface 'lab'\n\toption ssid 'Lab'\n" +
      "\toption encryption 'none'\nsnmp {\n    community public {\n        authorization ro\n    }\n}",
  ),
]);
{
  const psk = key(32, BASE64);
  add(
    "a Kubernetes Secret read by the Read tool",
    numbered(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: lab-wifi\ndata:\n  PSK: ${psk}=`),
    psk,
  );
}
CLEAN.push([
  "a ConfigMap read by the Read tool, its last value ending in '='",
  numbered(`apiVersion: v1\nkind: ConfigMap\ndata:\n  SSID: ${key(12, BASE64)}=`),
]);
{
  const upper = key(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ").slice(0, 10) + hex(6).replace(/[a-f]/g, "7");
  add(
    "an upper-case write key in a sensor's config",
    `const config = {\n  channelId: 1061469,\n  writeKey: "${upper}",\n};`,
    upper,
  );
}
CLEAN.push([
  "key names holding constants' names",
  `const config = {\n  primaryKey: "INVOICE_NUMBER_2024",\n  writeKey: "WRITE_KEY",\n};`,
]);

shapeTests("corpus twenty-two", SECRETS, CLEAN);
