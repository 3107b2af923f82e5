/**
 * Corpus forty, Wi-Fi and VPN: `nmcli`, NetworkManager and iwd keyfiles, `wpa_supplicant.conf`,
 * hostapd, `netsh wlan show profile key=clear`, the macOS keychain's Wi-Fi item, WireGuard
 * configurations and keys, OpenVPN's auth file and inline keys, a Tailscale auth key.
 */
import {
  combine,
  type HeldOutSecret,
  HEX,
  hex,
  num,
  pass,
  pemBlock,
  phrase,
  pick,
  type Template,
  user,
  uuid,
  wgKey,
} from "./_heldout_forty_make.ts";

const SSIDS = [
  "FRITZ!Box 7590 XY",
  "Home-5G",
  "TP-Link_8E2A",
  "eduroam",
  "CasaDeMara",
  "Vodafone-C3F1",
];
const ssid = () => pick(SSIDS);

const TEMPLATES: readonly Template[] = [
  {
    label: "nmcli dev wifi connect with a password",
    shape: "command",
    make: (_k, add) => [
      `$ nmcli dev wifi connect "${ssid()}" password "${pass(add)}"`,
      `Device 'wlp2s0' successfully activated with '${uuid()}'.`,
    ],
  },
  {
    label: "nmcli -s -g psk: the passphrase alone",
    shape: "output",
    make: (_k, add) => [
      `$ nmcli -s -g 802-11-wireless-security.psk connection show "${ssid()}"`,
      phrase(add, pick(["", "-"])),
    ],
  },
  {
    label: "a NetworkManager keyfile with psk",
    shape: "assignment",
    make: (_k, add) => [
      "$ sudo cat /etc/NetworkManager/system-connections/Home.nmconnection",
      "[connection]",
      "id=Home",
      `uuid=${uuid()}`,
      "type=wifi",
      "[wifi]",
      `ssid=${ssid()}`,
      "[wifi-security]",
      "key-mgmt=wpa-psk",
      `psk=${pass(add)}`,
    ],
  },
  {
    label: "wpa_supplicant.conf with a quoted passphrase",
    shape: "assignment",
    make: (_k, add) => [
      "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev",
      "country=DE",
      "network={",
      `\tssid="${ssid()}"`,
      `\tpsk="${pass(add)}"`,
      "\tkey_mgmt=WPA-PSK",
      "}",
    ],
  },
  {
    label: "wpa_passphrase output with the hex PSK",
    shape: "output",
    make: (k) => {
      const name = ssid();
      return [
        `$ wpa_passphrase "${name}" | grep -v '#psk'`,
        "network={",
        `\tssid="${name}"`,
        `\tpsk=${k(64, HEX)}`,
        "}",
      ];
    },
  },
  {
    label: "a WireGuard wg0.conf with private and preshared keys",
    shape: "assignment",
    make: (_k, add) => [
      "$ sudo cat /etc/wireguard/wg0.conf",
      "[Interface]",
      `PrivateKey = ${add(wgKey())}`,
      `Address = 10.${num(0, 200)}.0.2/24`,
      "DNS = 10.8.0.1",
      "",
      "[Peer]",
      `PublicKey = ${wgKey()}`,
      `PresharedKey = ${add(wgKey())}`,
      `Endpoint = vpn.${user()}.example.net:51820`,
      "AllowedIPs = 0.0.0.0/0, ::/0",
    ],
  },
  {
    label: "wg genkey into a file, then cat of it",
    shape: "output",
    make: (_k, add) => [
      "$ umask 077; wg genkey > privatekey; wg pubkey < privatekey > publickey",
      "$ cat privatekey publickey",
      add(wgKey()),
      wgKey(),
    ],
  },
  {
    label: "wg showconf output",
    shape: "output",
    make: (_k, add) => [
      "$ sudo wg showconf wg0",
      "[Interface]",
      `ListenPort = ${num(40000, 60000)}`,
      `FwMark = 0x${hex(4)}`,
      `PrivateKey = ${add(wgKey())}`,
      "",
      "[Peer]",
      `PublicKey = ${wgKey()}`,
      `Endpoint = 203.0.113.${num(2, 250)}:51820`,
    ],
  },
  {
    label: "an OpenVPN auth-user-pass file",
    shape: "output",
    make: (_k, add) => [
      "$ cat ~/vpn/auth.txt",
      `${user()}@corp.example`,
      pass(add),
      "$ grep auth-user-pass ~/vpn/client.ovpn",
      "auth-user-pass auth.txt",
    ],
  },
  {
    label: "an .ovpn with an inline tls-auth key and private key",
    shape: "block",
    make: (k) => [
      "client",
      "dev tun",
      `remote vpn.example.net ${pick(["1194", "443"])} udp`,
      "key-direction 1",
      "<tls-auth>",
      "-----BEGIN OpenVPN Static key V1-----",
      ...Array.from({ length: 16 }, () => k(32, HEX)),
      "-----END OpenVPN Static key V1-----",
      "</tls-auth>",
      "<key>",
      ...pemBlock(k, "", 5),
      "</key>",
    ],
  },
  {
    label: "netsh wlan show profile key=clear",
    shape: "output",
    make: (_k, add) => [
      `C:\\> netsh wlan show profile name="${ssid()}" key=clear`,
      "Security settings",
      "-----------------",
      "    Authentication         : WPA2-Personal",
      "    Cipher                 : CCMP",
      "    Security key           : Present",
      `    Key Content            : ${pass(add)}`,
    ],
  },
  {
    label: "hostapd.conf wpa_passphrase",
    shape: "assignment",
    make: (_k, add) => [
      "interface=wlan0",
      `ssid=${ssid()}`,
      "hw_mode=g",
      "wpa=2",
      `wpa_passphrase=${phrase(add, "")}`,
      "wpa_key_mgmt=WPA-PSK",
    ],
  },
  {
    label: "tailscale up with an auth key",
    shape: "command",
    make: (k) => [
      `$ sudo tailscale up --authkey tskey-auth-${k(12)}CNTRL-${k(33)} --ssh`,
      "Success.",
    ],
  },
  {
    label: "an iwd .psk file with passphrase and pre-shared key",
    shape: "assignment",
    make: (k, add) => [
      "$ sudo cat /var/lib/iwd/Home-5G.psk",
      "[Security]",
      `Passphrase=${pass(add)}`,
      `PreSharedKey=${k(64, HEX)}`,
      `SAE-PT-Group19=${k(64, HEX)}`,
    ],
  },
  {
    label: "the macOS keychain's Wi-Fi password, the value alone",
    shape: "output",
    make: (_k, add) => [
      `$ security find-generic-password -D "AirPort network password" -a "${ssid()}" -w`,
      pass(add),
    ],
  },
];

/** The Wi-Fi and VPN family. */
export function buildNetwork(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
