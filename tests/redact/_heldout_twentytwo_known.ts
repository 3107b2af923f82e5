/**
 * Corpus twenty-two (written blind, see docs/redaction-corpus-twentytwo.md: network gear, IoT, embedded and home automation): its misses
 * at first sight, against main at 78a8a1d (the rules of the end of the eleventh round; no engineer
 * who wrote them saw it): 158/274 = 57.7 % recall as written and in a record, 133/140 = 95.0 % untouched
 * (docs/redaction.md "Held-out corpus twenty-two"). Label → the case's shape and family.
 * g-announce's generic shapes (values no name announces), written without seeing it, caught one
 * more (`mosquitto_passwd -b`'s password, by `announced-value`): 159/274 = 58.0 %. t-red28's
 * `WIFI:` string rule (corpus twenty-three's Wi-Fi cards) caught the two `WIFI:` QR strings:
 * 161/274.
 */
export const TWENTYTWO_MISSED: Record<string, string> = {
  "SNMP communities and a v3 user with auth and priv passwords — quoted in an answer":
    "assignment, in the family Cisco-style running configs",
  "TACACS+ server key 7 and a RADIUS key in clear — quoted in an answer":
    "assignment, in the family Cisco-style running configs",
  "TACACS+ server key 7 and a RADIUS key in clear — pasted in a message":
    "assignment, in the family Cisco-style running configs",
  "OSPF message-digest key and IS-IS passwords — Codex command output":
    "assignment, in the family Cisco-style running configs",
  "OSPF message-digest key and IS-IS passwords — terminal session":
    "assignment, in the family Cisco-style running configs",
  "key chain with key-strings for EIGRP — terminal session":
    "assignment, in the family Cisco-style running configs",
  "HSRP md5 key-string and VRRP text authentication — Claude Code tool result":
    "assignment, in the family Cisco-style running configs",
  "crypto isakmp key and an IKEv2 keyring — quoted in an answer":
    "assignment, in the family Cisco-style running configs",
  "crypto isakmp key and an IKEv2 keyring — pasted in a message":
    "assignment, in the family Cisco-style running configs",
  "ASA tunnel-group pre-shared key and LDAP login password — pasted in a message":
    "assignment, in the family Cisco-style running configs",
  "ASA tunnel-group pre-shared key and LDAP login password — Codex command output":
    "assignment, in the family Cisco-style running configs",
  "ASA enable password pbkdf2 and a local user — Codex command output":
    "assignment, in the family Cisco-style running configs",
  "NX-OS user password 5 and SNMP localized keys — terminal session":
    "assignment, in the family Cisco-style running configs",
  "NX-OS user password 5 and SNMP localized keys — Claude Code tool result":
    "assignment, in the family Cisco-style running configs",
  "Arista EOS sha512 user, BGP password 7 (base64) and TACACS key — Claude Code tool result":
    "assignment, in the family Cisco-style running configs",
  "Arista EOS sha512 user, BGP password 7 (base64) and TACACS key — quoted in an answer":
    "assignment, in the family Cisco-style running configs",
  "show crypto isakmp key table — quoted in an answer":
    "output, in the family Cisco-style running configs",
  "show crypto isakmp key table — pasted in a message":
    "output, in the family Cisco-style running configs",
  "show key chain output — pasted in a message":
    "output, in the family Cisco-style running configs",
  "show key chain output — Codex command output":
    "output, in the family Cisco-style running configs",
  "show snmp community output — Codex command output":
    "output, in the family Cisco-style running configs",
  "show snmp community output — terminal session":
    "output, in the family Cisco-style running configs",
  "configuring a WLC shared secret over the CLI — Claude Code tool result":
    "command, in the family Cisco-style running configs",
  "Junos set: root encrypted-password and a BGP authentication-key — pasted in a message":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos set: root encrypted-password and a BGP authentication-key — Codex command output":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos curly: RADIUS secret and SNMP community — Codex command output":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos curly: RADIUS secret and SNMP community — terminal session":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos IKE pre-shared key ascii-text, an OSPF md5 key and an IS-IS key — terminal session":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos IKE pre-shared key ascii-text, an OSPF md5 key and an IS-IS key — Claude Code tool result":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos SNMPv3 usm authentication-key and privacy-key — Claude Code tool result":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "MikroTik user add and SNMP v3 community passwords — Codex command output":
    "command, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "MikroTik ppp secret print with the password column — terminal session":
    "output, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "MikroTik ppp secret print with the password column — Claude Code tool result":
    "output, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "FortiGate admin, IPsec psksecret and RADIUS secret as ENC — Claude Code tool result":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "FortiGate admin, IPsec psksecret and RADIUS secret as ENC — quoted in an answer":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "EdgeOS config.boot: SNMP community and encrypted-password — Codex command output":
    "assignment, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos $9$ secret cut across two lines of a narrow console — Codex command output":
    "wrapped, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "Junos $9$ secret cut across two lines of a narrow console — terminal session":
    "wrapped, in the family Junos, RouterOS, FortiOS, VyOS, pfSense",
  "nmcli -s -g psk prints the key on its own line — terminal session":
    "output, in the family Wi-Fi configuration",
  "nmcli -s -g psk prints the key on its own line — Claude Code tool result":
    "output, in the family Wi-Fi configuration",
  "macOS security find-generic-password -wa prints the key alone — terminal session":
    "output, in the family Wi-Fi configuration",
  "macOS security find-generic-password -wa prints the key alone — Claude Code tool result":
    "output, in the family Wi-Fi configuration",
  "Raspberry Pi Imager firstrun.sh with a hex PSK — quoted in an answer":
    "command, in the family Wi-Fi configuration",
  "Raspberry Pi Imager firstrun.sh with a hex PSK — pasted in a message":
    "command, in the family Wi-Fi configuration",
  "raspi-config nonint with a passphrase — pasted in a message":
    "command, in the family Wi-Fi configuration",
  "wpa_supplicant -dd log dumps the PMK as hex bytes — Codex command output":
    "output, in the family Wi-Fi configuration",
  "wpa_supplicant -dd log dumps the PMK as hex bytes — terminal session":
    "output, in the family Wi-Fi configuration",
  "a Kubernetes secret holding a Wi-Fi passphrase for a kiosk, base64 — Claude Code tool result":
    "encoded, in the family Wi-Fi configuration",
  "PlatformIO build_flags and espota auth — Claude Code tool result":
    "assignment, in the family microcontroller firmware",
  "PlatformIO build_flags and espota auth — quoted in an answer":
    "assignment, in the family microcontroller firmware",
  "Tasmota backlog over the console — Claude Code tool result":
    "command, in the family microcontroller firmware",
  "Tasmota backlog over the console — quoted in an answer":
    "command, in the family microcontroller firmware",
  "Tasmota cmnd URL with a percent-encoded backlog — quoted in an answer":
    "encoded, in the family microcontroller firmware",
  "Tasmota cmnd URL with a percent-encoded backlog — pasted in a message":
    "encoded, in the family microcontroller firmware",
  "Tasmota user_config_override.h — pasted in a message":
    "assignment, in the family microcontroller firmware",
  "MicroPython boot.py connecting to Wi-Fi — Codex command output":
    "assignment, in the family microcontroller firmware",
  "ESP32 debug log printing the password it connects with — terminal session":
    "output, in the family microcontroller firmware",
  "Blynk auth token and ThingSpeak write key in a sketch — Claude Code tool result":
    "vendor, in the family microcontroller firmware",
  "Blynk auth token and ThingSpeak write key in a sketch — quoted in an answer":
    "vendor, in the family microcontroller firmware",
  "ArduinoOTA MD5 of the OTA password — pasted in a message":
    "assignment, in the family microcontroller firmware",
  "ArduinoOTA MD5 of the OTA password — Codex command output":
    "assignment, in the family microcontroller firmware",
  "Zigbee2MQTT configuration.yaml network key and MQTT password — pasted in a message":
    "assignment, in the family home automation",
  "Zigbee2MQTT configuration.yaml network key and MQTT password — Codex command output":
    "assignment, in the family home automation",
  "Mosquitto passwd file — Codex command output": "block, in the family home automation",
  "Mosquitto passwd file — terminal session": "block, in the family home automation",
  "Mosquitto bridge config with remote_password — Claude Code tool result":
    "assignment, in the family home automation",
  "Node-RED encrypted flows_cred.json — Codex command output":
    "block, in the family home automation",
  "Thread active dataset TLVs from ot-ctl — terminal session":
    "output, in the family home automation",
  "Thread active dataset TLVs from ot-ctl — Claude Code tool result":
    "output, in the family home automation",
  "ot-ctl dataset with the network key and PSKc — Claude Code tool result":
    "output, in the family home automation",
  "ot-ctl dataset with the network key and PSKc — quoted in an answer":
    "output, in the family home automation",
  "LoRaWAN ABP session keys in ttn-lw-cli — quoted in an answer":
    "command, in the family device clouds and LoRaWAN",
  "LoRaWAN ABP session keys in ttn-lw-cli — pasted in a message":
    "command, in the family device clouds and LoRaWAN",
  "RAK module AT commands setting the AppKey — pasted in a message":
    "command, in the family device clouds and LoRaWAN",
  "particle token create prints the token on its own line — Claude Code tool result":
    "output, in the family device clouds and LoRaWAN",
  "an IoT Hub connection string cut by a serial console's 80 columns — Claude Code tool result":
    "wrapped, in the family device clouds and LoRaWAN",
  "U-Boot printenv with a Wi-Fi key and a factory password — pasted in a message":
    "assignment, in the family consoles, bootloaders and builds",
  "U-Boot printenv with a Wi-Fi key and a factory password — Codex command output":
    "assignment, in the family consoles, bootloaders and builds",
  "fw_printenv on a router with a root hash and a cloud token — Codex command output":
    "assignment, in the family consoles, bootloaders and builds",
  "fw_printenv on a router with a root hash and a cloud token — terminal session":
    "assignment, in the family consoles, bootloaders and builds",
  "fw_setenv typed with the secret on the line — terminal session":
    "command, in the family consoles, bootloaders and builds",
  "fw_setenv typed with the secret on the line — Claude Code tool result":
    "command, in the family consoles, bootloaders and builds",
  "a console dump of the key on its own line after a read command — quoted in an answer":
    "output, in the family consoles, bootloaders and builds",
  "a console dump of the key on its own line after a read command — pasted in a message":
    "output, in the family consoles, bootloaders and builds",
  "OpenWrt /etc/config/wireless with option key — pasted in a message":
    "assignment, in the family consoles, bootloaders and builds",
  "OpenWrt /etc/config/wireless with option key — Codex command output":
    "assignment, in the family consoles, bootloaders and builds",
  "uci set commands with a key — terminal session":
    "command, in the family consoles, bootloaders and builds",
  "Yocto local.conf with a root hash and a build Wi-Fi key — Codex command output":
    "assignment, in the family consoles, bootloaders and builds",
  "Yocto local.conf with a root hash and a build Wi-Fi key — terminal session":
    "assignment, in the family consoles, bootloaders and builds",
  "esptool reading an NVS partition with the stored password — Claude Code tool result":
    "output, in the family consoles, bootloaders and builds",
  "esptool reading an NVS partition with the stored password — quoted in an answer":
    "output, in the family consoles, bootloaders and builds",
  "a hex dump of the config flash showing the PSK — quoted in an answer":
    "encoded, in the family consoles, bootloaders and builds",
  "a hex dump of the config flash showing the PSK — pasted in a message":
    "encoded, in the family consoles, bootloaders and builds",
  "a root password hash cut over two lines of a console — pasted in a message":
    "wrapped, in the family consoles, bootloaders and builds",
  "a root password hash cut over two lines of a console — Codex command output":
    "wrapped, in the family consoles, bootloaders and builds",
  "Ansible group_vars for Junos with a hard-coded SNMP community — Codex command output":
    "assignment, in the family network automation and monitoring",
  "Ansible group_vars for Junos with a hard-coded SNMP community — terminal session":
    "assignment, in the family network automation and monitoring",
  "NAPALM driver with optional_args secret — Claude Code tool result":
    "assignment, in the family network automation and monitoring",
  "Oxidized config with a global password — pasted in a message":
    "assignment, in the family network automation and monitoring",
  "Oxidized config with a global password — Codex command output":
    "assignment, in the family network automation and monitoring",
  "Oxidized router.db with credentials in columns — Codex command output":
    "output, in the family network automation and monitoring",
  "Oxidized router.db with credentials in columns — terminal session":
    "output, in the family network automation and monitoring",
  "an Oxidized git diff that shows a changed enable secret — terminal session":
    "block, in the family network automation and monitoring",
  "an Oxidized git diff that shows a changed enable secret — Claude Code tool result":
    "block, in the family network automation and monitoring",
  "LibreNMS lnms device:add with v3 keys and config.php community — pasted in a message":
    "command, in the family network automation and monitoring",
  "LibreNMS lnms device:add with v3 keys and config.php community — Codex command output":
    "command, in the family network automation and monitoring",
  "Zabbix host macro with the SNMP community in the API — Codex command output":
    "assignment, in the family network automation and monitoring",
  "Zabbix host macro with the SNMP community in the API — terminal session":
    "assignment, in the family network automation and monitoring",
  "Zabbix agent PSK file content — terminal session":
    "output, in the family network automation and monitoring",
  "Zabbix agent PSK file content — Claude Code tool result":
    "output, in the family network automation and monitoring",
  "snmp_exporter snmp.yml auths — quoted in an answer":
    "assignment, in the family network automation and monitoring",
  "UniFi admin x_shadow and device SSH password — Codex command output":
    "block, in the family network automation and monitoring",
  "UniFi admin x_shadow and device SSH password — terminal session":
    "block, in the family network automation and monitoring",
  "an Ansible password cut over two lines of a wrapped log — quoted in an answer":
    "wrapped, in the family network automation and monitoring",
};

/** Corpus twenty-two's clean texts changed at first sight: label → family. */
export const TWENTYTWO_CHANGED: Record<string, string> = {
  "ESPHome YAML with every credential from secrets — pasted in a message":
    "in the family clean Wi-Fi, firmware and home",
  "ESPHome YAML with every credential from secrets — Codex command output":
    "in the family clean Wi-Fi, firmware and home",
  "iw scan with BSSIDs and SSIDs — quoted in an answer":
    "in the family clean Wi-Fi, firmware and home",
  "iw scan with BSSIDs and SSIDs — pasted in a message":
    "in the family clean Wi-Fi, firmware and home",
  "Zigbee2MQTT config with network_key GENERATE — terminal session":
    "in the family clean Wi-Fi, firmware and home",
  "Zigbee2MQTT config with network_key GENERATE — Claude Code tool result":
    "in the family clean Wi-Fi, firmware and home",
  "a Wi-Fi QR for a guest network with the password left out — terminal session":
    "in the family clean Wi-Fi, firmware and home",
};
