/**
 * Corpus twenty-two, Wi-Fi: wpa_supplicant.conf and hostapd.conf, NetworkManager keyfiles and
 * `nmcli` output, netplan and cloud-init, `wpa_passphrase` output, QR `WIFI:` strings, Windows
 * `netsh` and macOS `security` output, WPA PSKs as passphrases and as 64 hex, EAP passwords.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  b64,
  type HeldOutSecret,
  HEX,
  hex,
  mac,
  num,
  pass,
  phrase,
  pick,
  ssid,
  uuid,
} from "./_heldout_twentytwo_make.ts";

const country = () => pick(["DE", "NL", "GB", "US", "FR", "SE"]);

const INSERTIONS: Insertion[] = [
  {
    label: "wpa_supplicant.conf with a passphrase psk",
    shape: "assignment",
    src: "/etc/wpa_supplicant/wpa_supplicant.conf",
    make: (_k, add) => [
      "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev",
      "update_config=1",
      `country=${country()}`,
      "",
      "network={",
      `\tssid="${ssid()}"`,
      `\tpsk="${phrase(add)}"`,
      "\tkey_mgmt=WPA-PSK",
      "\tpriority=10",
      "}",
    ],
  },
  {
    label: "wpa_supplicant.conf with a 64-hex psk",
    shape: "assignment",
    src: "/boot/firmware/wpa_supplicant.conf",
    make: (k) => [
      `country=${country()}`,
      "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev",
      "network={",
      `    ssid="${ssid()}"`,
      `    psk=${k(64, HEX)}`,
      "}",
    ],
  },
  {
    label: "wpa_supplicant enterprise network: PEAP password and a key passphrase",
    shape: "assignment",
    src: "/etc/wpa_supplicant/wpa_supplicant-wlan0.conf",
    make: (_k, add) => [
      "network={",
      '    ssid="eduroam"',
      "    key_mgmt=WPA-EAP",
      "    eap=PEAP",
      `    identity="${pick(["jdoe", "m.kowalski", "s1234567"])}@${
        pick(["uni.example", "tu.example"])
      }"`,
      '    anonymous_identity="anonymous@uni.example"',
      `    password="${pass(add)}"`,
      '    phase2="auth=MSCHAPV2"',
      "}",
      "network={",
      '    ssid="corp-8021x"',
      "    eap=TLS",
      '    client_cert="/etc/certs/client.pem"',
      `    private_key_passwd="${pass(add)}"`,
      "}",
    ],
  },
  {
    label: "hostapd.conf wpa_passphrase and RADIUS shared secret",
    shape: "assignment",
    src: "/etc/hostapd/hostapd.conf",
    make: (k, add) => [
      "interface=wlan0",
      "driver=nl80211",
      `ssid=${ssid()}`,
      "hw_mode=g",
      `channel=${pick([1, 6, 11])}`,
      "wpa=2",
      "wpa_key_mgmt=WPA-PSK SAE",
      `wpa_passphrase=${phrase(add)}`,
      `sae_password=${pass(add)}`,
      "rsn_pairwise=CCMP",
      `auth_server_addr=${pick(["10.0.0.5", "192.168.1.3"])}`,
      "auth_server_port=1812",
      `auth_server_shared_secret=${k(num(16, 24))}`,
    ],
  },
  {
    label: "NetworkManager keyfile with psk",
    shape: "block",
    src: "/etc/NetworkManager/system-connections/" + "Home.nmconnection",
    make: (_k, add) => [
      "[connection]",
      `id=${ssid()}`,
      `uuid=${uuid()}`,
      "type=wifi",
      "interface-name=wlan0",
      "",
      "[wifi]",
      "mode=infrastructure",
      `ssid=${ssid()}`,
      "",
      "[wifi-security]",
      "key-mgmt=wpa-psk",
      `psk=${phrase(add)}`,
      "",
      "[ipv4]",
      "method=auto",
    ],
  },
  {
    label: "NetworkManager 802-1x keyfile password",
    per: 1,
    shape: "block",
    src: "/etc/NetworkManager/system-connections/" + "corp.nmconnection",
    make: (_k, add) => [
      "[connection]",
      "id=corp",
      `uuid=${uuid()}`,
      "type=wifi",
      "[wifi-security]",
      "key-mgmt=wpa-eap",
      "[802-1x]",
      "eap=peap;",
      `identity=${pick(["jan.devries", "kim.l"])}`,
      "phase2-auth=mschapv2",
      `password=${pass(add)}`,
    ],
  },
  {
    label: "nmcli connect with the password on the command line",
    shape: "command",
    src: "$ history | tail -4",
    make: (_k, add) => [
      `  ${num(300, 900)}  nmcli dev wifi list`,
      `  ${num(901, 999)}  sudo nmcli dev wifi connect "${ssid()}" password "${phrase(add)}"`,
      `  ${num(1000, 1100)}  ping -c3 1.1.1.1`,
    ],
  },
  {
    label: "nmcli -s -g psk prints the key on its own line",
    shape: "output",
    src: "$ nmcli -s -g 802-11-wireless-security.psk connection show Home",
    make: (_k, add) => [phrase(add)],
  },
  {
    label: "nmcli dev wifi show-password",
    shape: "output",
    src: "$ nmcli dev wifi show-password",
    make: (_k, add) => {
      const name = ssid();
      return [
        `SSID: ${name}`,
        "Security: WPA",
        `Password: ${phrase(add)}`,
        "",
        "  ▄▄▄▄▄▄▄ ▄ ▄▄ ▄▄▄▄▄▄▄",
        "  █ ▄▄▄ █ ▀█▀█ █ ▄▄▄ █",
        "  █▄▄▄▄▄█ █ ▄ █ █▄▄▄▄▄█",
      ];
    },
  },
  {
    label: "wpa_passphrase output with the clear text commented",
    shape: "output",
    src: "$ wpa_passphrase MyNet",
    make: (k, add) => [
      "# reading passphrase from stdin",
      "network={",
      `\tssid="${ssid()}"`,
      `\t#psk="${phrase(add)}"`,
      `\tpsk=${k(64, HEX)}`,
      "}",
    ],
  },
  {
    label: "a WIFI: QR string",
    shape: "url",
    src: "guest-wifi.md",
    make: (_k, add) => [
      "# Guest Wi-Fi card",
      "",
      "Print this as a QR code for the fridge:",
      "",
      `    WIFI:T:WPA;S:${ssid()};P:${phrase(add)};H:false;;`,
    ],
  },
  {
    label: "Windows netsh wlan show profile key=clear",
    shape: "output",
    src: "$ netsh wlan show profile name=Home key=clear",
    make: (_k, add) => [
      "Security settings",
      "-----------------",
      "    Authentication         : WPA2-Personal",
      "    Cipher                 : CCMP",
      "    Authentication         : WPA2-Personal",
      "    Cipher                 : GCMP",
      "    Security key           : Present",
      `    Key Content            : ${phrase(add)}`,
    ],
  },
  {
    label: "macOS security find-generic-password -wa prints the key alone",
    shape: "output",
    src: "$ security find-generic-password -wa " + "Attic-5G",
    make: (_k, add) => [pass(add)],
  },
  {
    label: "netplan wifis with a password",
    per: 1,
    shape: "assignment",
    src: "/etc/netplan/50-cloud-init.yaml",
    make: (_k, add) => [
      "network:",
      "  version: 2",
      "  wifis:",
      "    wlan0:",
      "      dhcp4: true",
      "      optional: true",
      "      access-points:",
      `        "${ssid()}":`,
      `          password: "${phrase(add)}"`,
    ],
  },
  {
    label: "Raspberry Pi Imager firstrun.sh with a hex PSK",
    shape: "command",
    src: "/boot/firmware/firstrun.sh",
    make: (k) => [
      "#!/bin/bash",
      "set +e",
      "if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then",
      `   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan '${ssid()}' '${
        k(64, HEX)
      }' '${country()}'`,
      "else",
      "cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'",
      "WPAEOF",
      "fi",
    ],
  },
  {
    label: "raspi-config nonint with a passphrase",
    per: 1,
    shape: "command",
    src: "$ cat setup-pi.sh",
    make: (_k, add) => [
      "#!/bin/sh",
      "sudo raspi-config nonint do_hostname sensor-pi",
      `sudo raspi-config nonint do_wifi_ssid_passphrase "${ssid()}" "${phrase(add)}" 0 0`,
      "sudo raspi-config nonint do_ssh 0",
    ],
  },
  {
    label: "wpa_supplicant -dd log dumps the PMK as hex bytes",
    shape: "output",
    src: "$ journalctl -u wpa_supplicant -n 40",
    make: (_k, add) => {
      const pmk = hex(64).match(/../g)!.join(" ");
      const bssid = mac();
      return [
        `wlan0: SME: Trying to authenticate with ${bssid} (SSID='${ssid()}' freq=5180 MHz)`,
        `wlan0: Associated with ${bssid}`,
        "WPA: RX message 1 of 4-Way Handshake from " + bssid + " (ver=2)",
        `WPA: PMK - hexdump(len=32): ${add(pmk)}`,
        "WPA: Sending EAPOL-Key 2/4",
        "wlan0: WPA: Key negotiation completed with " + bssid + " [PTK=CCMP GTK=CCMP]",
      ];
    },
  },
  {
    label: "a Kubernetes secret holding a Wi-Fi passphrase for a kiosk, base64",
    shape: "encoded",
    src: "k8s/kiosk-wifi-secret.yaml",
    make: (_k, add) => {
      const psk = phrase((x) => x);
      return [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: kiosk-wifi",
        "type: Opaque",
        "data:",
        `  WIFI_SSID: ${b64(ssid())}`,
        `  WIFI_PSK: ${add(b64(psk))}`,
      ];
    },
  },
  {
    label: "a 64-hex PSK wrapped in a narrow serial console",
    shape: "wrapped",
    src: "$ cat /etc/wpa_supplicant.conf",
    make: (k) => [
      "network={",
      `\tssid="${ssid()}"`,
      `\tpsk=${k(34, HEX)}`,
      k(30, HEX),
      "}",
    ],
  },
];

/** Wi-Fi configuration and output: each insertion in two places. */
export function buildWifi(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
