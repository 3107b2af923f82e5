/**
 * Corpus twenty-two (written blind, see docs/redaction-corpus-twentytwo.md: network gear, IoT, embedded and home automation): its misses
 * at first sight, against main at 78a8a1d (the rules of the end of the eleventh round; no engineer
 * who wrote them saw it): 158/274 = 57.7 % recall as written and in a record, 133/140 = 95.0 % untouched
 * (docs/redaction.md "Held-out corpus twenty-two"). Label → the case's shape and family.
 */
export const TWENTYTWO_MISSED: Record<string, string> = {
  "nmcli -s -g psk prints the key on its own line — Claude Code tool result":
    "output, in the family Wi-Fi configuration",
  "macOS security find-generic-password -wa prints the key alone — Claude Code tool result":
    "output, in the family Wi-Fi configuration",
  "a Kubernetes secret holding a Wi-Fi passphrase for a kiosk, base64 — Claude Code tool result":
    "encoded, in the family Wi-Fi configuration",
  "ESP32 debug log printing the password it connects with — terminal session":
    "output, in the family microcontroller firmware",
  "Blynk auth token and ThingSpeak write key in a sketch — Claude Code tool result":
    "vendor, in the family microcontroller firmware",
  "Blynk auth token and ThingSpeak write key in a sketch — quoted in an answer":
    "vendor, in the family microcontroller firmware",
  "Mosquitto passwd file — Codex command output": "block, in the family home automation",
  "Mosquitto passwd file — terminal session": "block, in the family home automation",
  "Node-RED encrypted flows_cred.json — Codex command output":
    "block, in the family home automation",
  "particle token create prints the token on its own line — Claude Code tool result":
    "output, in the family device clouds and LoRaWAN",
  "an IoT Hub connection string cut by a serial console's 80 columns — Claude Code tool result":
    "wrapped, in the family device clouds and LoRaWAN",
  "Yocto local.conf with a root hash and a build Wi-Fi key — Codex command output":
    "assignment, in the family consoles, bootloaders and builds",
  "Yocto local.conf with a root hash and a build Wi-Fi key — terminal session":
    "assignment, in the family consoles, bootloaders and builds",
  "a hex dump of the config flash showing the PSK — quoted in an answer":
    "encoded, in the family consoles, bootloaders and builds",
  "a hex dump of the config flash showing the PSK — pasted in a message":
    "encoded, in the family consoles, bootloaders and builds",
  "a root password hash cut over two lines of a console — pasted in a message":
    "wrapped, in the family consoles, bootloaders and builds",
  "a root password hash cut over two lines of a console — Codex command output":
    "wrapped, in the family consoles, bootloaders and builds",
  "Ansible group_vars for Junos with a hard-coded SNMP community — terminal session":
    "assignment, in the family network automation and monitoring",
  "NAPALM driver with optional_args secret — Claude Code tool result":
    "assignment, in the family network automation and monitoring",
  "Zabbix agent PSK file content — Claude Code tool result":
    "output, in the family network automation and monitoring",
  "UniFi admin x_shadow and device SSH password — Codex command output":
    "block, in the family network automation and monitoring",
  "UniFi admin x_shadow and device SSH password — terminal session":
    "block, in the family network automation and monitoring",
  "an Ansible password cut over two lines of a wrapped log — quoted in an answer":
    "wrapped, in the family network automation and monitoring",
};

/** Corpus twenty-two's clean texts changed at first sight: label → family. */
export const TWENTYTWO_CHANGED: Record<string, string> = {};
