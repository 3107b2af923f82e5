/**
 * Corpus twenty-two, serial consoles, bootloaders and firmware builds: U-Boot `printenv` and
 * `fw_printenv` dumps, boot logs that print a credential, OpenWrt UCI files, Kconfig `CONFIG_*`
 * (Zephyr, Buildroot, ESP-IDF menuconfig), Yocto `local.conf`, a Dockerfile for a gateway image.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  ALNUM,
  B64,
  CRYPT,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  hexOf,
  key32,
  lanIp,
  mac,
  md5crypt,
  num,
  pass,
  phrase,
  pick,
  sha512crypt,
  ssid,
} from "./_heldout_twentytwo_make.ts";

const stamp = () =>
  `[${String(num(1, 40)).padStart(5)}.${String(num(0, 999999)).padStart(6, "0")}]`;

const ubootEnv = () => [
  "arch=arm",
  "baudrate=115200",
  "board=rpi",
  `bootcmd=run distro_bootcmd`,
  "bootdelay=2",
  `ethaddr=${mac()}`,
  `ipaddr=${lanIp()}`,
  `serverip=${lanIp()}`,
  `serial#=${hex(16)}`,
  "stderr=serial,vidconsole",
];

const INSERTIONS: Insertion[] = [
  {
    label: "U-Boot printenv with a Wi-Fi key and a factory password",
    shape: "assignment",
    src: "$ screen /dev/ttyUSB0 115200",
    make: (k, add) => {
      const env = ubootEnv();
      return [
        "U-Boot 2024.01 (Nov 03 2026 - 11:02:17 +0000)",
        "Hit any key to stop autoboot:  0",
        "=> printenv",
        ...env.slice(0, 5),
        `factory_pw=${k(num(10, 14))}`,
        ...env.slice(5),
        `wlan_psk=${phrase(add)}`,
        "",
        `Environment size: ${num(900, 2000)}/16380 bytes`,
        "=> ",
      ];
    },
  },
  {
    label: "fw_printenv on a router with a root hash and a cloud token",
    shape: "assignment",
    src: "$ fw_printenv",
    make: (k, add) => [
      ...ubootEnv().slice(0, 6),
      `root_hash=${md5crypt(add)}`,
      `cloud_token=${k(40, HEX)}`,
      "upgrade_available=0",
    ],
  },
  {
    label: "fw_setenv typed with the secret on the line",
    shape: "command",
    src: "$ history | tail -3",
    make: (_k, add) => [
      `  ${num(10, 99)}  fw_setenv wifi_pass '${phrase(add)}'`,
      `  ${num(100, 199)}  fw_setenv mqtt_pass '${pass(add)}'`,
      `  ${num(200, 299)}  reboot`,
    ],
  },
  {
    label: "a boot log where a debug build prints the MQTT password",
    shape: "output",
    src: "$ dmesg | tail -20",
    make: (_k, add) => [
      `${stamp()} brcmfmac: brcmf_c_preinit_dcmds: Firmware: BCM43455/6 wl0: Feb 27 2026 version 7.45.${
        num(100, 300)
      }`,
      `${stamp()} IPv6: ADDRCONF(NETDEV_CHANGE): wlan0: link becomes ready`,
      `${stamp()} gateway-agent[${num(300, 900)}]: config: broker=${lanIp()} user=gw pass=${
        pass(add)
      }`,
      `${stamp()} gateway-agent[${num(300, 900)}]: connected`,
    ],
  },
  {
    label: "a console dump of the key on its own line after a read command",
    shape: "output",
    src: "$ minicom -D /dev/ttyUSB1",
    make: (k) => [
      "Welcome to minicom 2.8",
      "",
      "> cfg get net.psk",
      k(64, HEX),
      "> cfg get net.ssid",
      ssid(),
      "> ",
    ],
  },
  {
    label: "OpenWrt /etc/config/wireless with option key",
    shape: "assignment",
    src: "/etc/config/wireless",
    make: (_k, add) => [
      "config wifi-device 'radio0'",
      "\toption type 'mac80211'",
      "\toption path 'platform/soc/18000000.wifi'",
      `\toption channel '${pick([1, 6, 11, 36, 44])}'`,
      "",
      "config wifi-iface 'default_radio0'",
      "\toption device 'radio0'",
      "\toption network 'lan'",
      "\toption mode 'ap'",
      `\toption ssid '${ssid()}'`,
      "\toption encryption 'sae-mixed'",
      `\toption key '${phrase(add)}'`,
    ],
  },
  {
    label: "OpenWrt /etc/config/network WireGuard private key and PSK",
    shape: "assignment",
    src: "/etc/config/network",
    make: (_k, add) => [
      "config interface 'wg0'",
      "\toption proto 'wireguard'",
      `\toption private_key '${key32(add)}'`,
      `\toption listen_port '${num(20000, 60000)}'`,
      "\tlist addresses '10.14.0.1/24'",
      "",
      "config wireguard_wg0",
      `\toption description '${pick(["phone", "laptop", "cabin"])}'`,
      `\toption public_key '${draw(42, B64)}A='`,
      `\toption preshared_key '${key32(add)}'`,
      "\tlist allowed_ips '10.14.0.2/32'",
    ],
  },
  {
    label: "uci set commands with a key",
    per: 1,
    shape: "command",
    src: "$ ssh root@openwrt.lan",
    make: (_k, add) => [
      `root@OpenWrt:~# uci set wireless.default_radio1.key='${phrase(add)}'`,
      `root@OpenWrt:~# uci set network.wan.password='${pass(add)}'`,
      "root@OpenWrt:~# uci commit && wifi reload",
    ],
  },
  {
    label: "Zephyr prj.conf with static Wi-Fi credentials",
    shape: "assignment",
    src: "prj.conf",
    make: (_k, add) => [
      "CONFIG_WIFI=y",
      "CONFIG_WIFI_CREDENTIALS=y",
      "CONFIG_WIFI_CREDENTIALS_STATIC=y",
      `CONFIG_WIFI_CREDENTIALS_STATIC_SSID="${ssid()}"`,
      `CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="${phrase(add)}"`,
      "CONFIG_MQTT_LIB=y",
      `CONFIG_MQTT_SAMPLE_PASSWORD="${pass(add)}"`,
    ],
  },
  {
    label: "Buildroot defconfig with a root password",
    per: 1,
    shape: "assignment",
    src: "configs/gateway_defconfig",
    make: (_k, add) => [
      "BR2_aarch64=y",
      "BR2_TOOLCHAIN_EXTERNAL=y",
      'BR2_TARGET_GENERIC_HOSTNAME="gateway"',
      'BR2_TARGET_GENERIC_ISSUE="Welcome to Gateway"',
      `BR2_TARGET_GENERIC_ROOT_PASSWD="${pass(add)}"`,
      'BR2_SYSTEM_DHCP="eth0"',
      "BR2_PACKAGE_DROPBEAR=y",
    ],
  },
  {
    label: "Kconfig menuconfig .config with a device PSK in hex",
    shape: "assignment",
    src: "build/.config",
    make: (k) => [
      "# Network security",
      'CONFIG_NET_SAMPLE_PSK_HEADER_FILE="dummy_psk.h"',
      `CONFIG_NET_SAMPLE_PSK_ID="${pick(["dev", "node"])}-${num(100, 999)}"`,
      `CONFIG_NET_SAMPLE_PSK="${k(32, HEX)}"`,
      "CONFIG_MBEDTLS_KEY_EXCHANGE_PSK_ENABLED=y",
    ],
  },
  {
    label: "Yocto local.conf with a root hash and a build Wi-Fi key",
    shape: "assignment",
    src: "build/conf/local.conf",
    make: (_k, add) => [
      'MACHINE ??= "raspberrypi4-64"',
      'DISTRO ?= "poky"',
      'INHERIT += "extrausers"',
      `EXTRA_USERS_PARAMS = "usermod -p '${sha512crypt(add)}' root;"`,
      `WIFI_SSID = "${ssid()}"`,
      `WIFI_PASSWORD = "${phrase(add)}"`,
      'BB_NUMBER_THREADS ?= "8"',
    ],
  },
  {
    label: "a gateway Dockerfile baking in a device key",
    per: 1,
    shape: "assignment",
    src: "gateway/Dockerfile",
    make: (k, add) => [
      "FROM debian:bookworm-slim",
      "RUN apt-get update && apt-get install -y mosquitto-clients",
      `ENV GATEWAY_ID=gw-${hex(6)}`,
      `ENV GATEWAY_KEY=${k(48, HEX)}`,
      `ENV MQTT_PASSWORD=${pass(add)}`,
      'CMD ["/usr/local/bin/gateway-agent"]',
    ],
  },
  {
    label: "esptool reading an NVS partition with the stored password",
    shape: "output",
    src: "$ python nvs_tool.py nvs.bin --format json | jq '.[] | select(.key==\"sta.pswd\")'",
    make: (_k, add) => {
      const pw = phrase((x) => x);
      return [
        "{",
        '  "namespace": "nvs.net80211",',
        '  "key": "sta.pswd",',
        '  "type": "BLOB",',
        `  "data": "${add(hexOf(pw))}${"00".repeat(num(20, 30))}"`,
        "}",
      ];
    },
  },
  {
    label: "a hex dump of the config flash showing the PSK",
    shape: "encoded",
    src: "$ xxd -s 0x3000 -l 64 config.bin",
    make: (_k, add) => {
      const pw = draw(20, ALNUM);
      const h = hexOf(pw);
      const grp = (x: string) => x.match(/..../g)!.join(" ");
      return [
        `00003000: 7073 6b3d ${add(grp(h.slice(0, 24)))}  psk=${add(pw.slice(0, 12))}`,
        `00003010: ${add(grp(h.slice(24)))} 0000 0000 0000 0000  ${add(pw.slice(12))}........`,
        "00003020: 0000 0000 0000 0000 0000 0000 0000 0000  ................",
      ];
    },
  },
  {
    label: "a root password hash cut over two lines of a console",
    shape: "wrapped",
    src: "$ cat /etc/shadow",
    make: (_k, add) => {
      const salt = draw(8, CRYPT);
      const hash = draw(86, CRYPT);
      return [
        `root:$6$${salt}$${add(hash.slice(0, 63))}`,
        `${add(hash.slice(63))}:${num(19000, 20500)}:0:99999:7:::`,
        "daemon:*:19000:0:99999:7:::",
        "nobody:*:19000:0:99999:7:::",
      ];
    },
  },
  {
    label: "U-Boot fetching an image from a server with credentials in the URL",
    shape: "url",
    src: "$ screen /dev/ttyUSB0 115200",
    make: (_k, add) => [
      `=> setenv imgurl http://build:${pass(add, true)}@${lanIp()}:8080/images/fit.itb`,
      "=> wget ${loadaddr} ${imgurl}",
      `Bytes transferred = ${num(9000000, 30000000)} (hex)`,
      "=> bootm ${loadaddr}",
    ],
  },
];

/** Consoles, bootloaders and firmware builds: each insertion in two places. */
export function buildConsole(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
