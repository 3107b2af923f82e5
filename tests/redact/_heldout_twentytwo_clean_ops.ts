/**
 * Corpus twenty-two, clean consoles, device clouds and automation: U-Boot environments with MACs
 * and serials only, boot logs, public certificates and their fingerprints, AWS IoT certificate
 * ids and ARNs, Azure x509 thumbprints, balena and Particle device ids, The Things Stack's
 * documented example key, Oxidized `router.db` without credentials, Netmiko reading the
 * environment, SNMP output, UniFi device info, Dockerfiles with digests.
 */
import {
  certBlock,
  draw,
  type HeldOutClean,
  hex,
  HEXU,
  host,
  ip,
  lanIp,
  lines,
  mac,
  num,
  pick,
  uuid,
} from "./_heldout_twentytwo_make.ts";
import { type Alike, placeClean } from "./_heldout_twentytwo_boxes.ts";

const stamp = () =>
  `[${String(num(1, 40)).padStart(5)}.${String(num(0, 999999)).padStart(6, "0")}]`;
/** The Things Stack's own documentation example key (public, marked as an example there). */
const TTS_DOC_KEY =
  "NNSXS.U4H3ZFFCMSR42BUAZPW2UWGFBV4WCNI5EXDJXDY.SHIF3PP5PBMJNZESN5XLR5TZJTJUIGKVUTM2I22IVBUVCD6VIQIA";

const ALIKES: Alike[] = [
  ["U-Boot printenv with MACs and serial only", "$ screen /dev/ttyUSB0 115200", () => [
    "=> printenv",
    "arch=arm",
    "baudrate=115200",
    "bootcmd=run distro_bootcmd",
    "bootdelay=2",
    `ethaddr=${mac()}`,
    `eth1addr=${mac()}`,
    `ipaddr=${lanIp()}`,
    `serial#=${hex(16)}`,
    `fdtfile=${pick(["broadcom/bcm2711-rpi-4-b.dtb", "rockchip/rk3568-nanopi-r5s.dtb"])}`,
    "",
    `Environment size: ${num(700, 1900)}/16380 bytes`,
  ]],
  ["a kernel boot log", "$ dmesg | head -12", () => [
    `${stamp()} Booting Linux on physical CPU 0x0000000000 [0x410fd083]`,
    `${stamp()} Linux version 6.${num(1, 12)}.${num(0, 60)}-v8+ (gcc version 12.2.0)`,
    `${stamp()} Machine model: Raspberry Pi 4 Model B Rev 1.${num(1, 5)}`,
    `${stamp()} random: crng init done`,
    `${stamp()} brcmfmac: F1 signature read @0x18000000=0x15264345`,
    `${stamp()} bcmgenet fd580000.ethernet eth0: Link is Up - 1Gbps/Full`,
    `${stamp()} systemd[1]: Hostname set to <${host()}>.`,
  ]],
  [
    "a device certificate (public) and its fingerprint",
    "$ openssl x509 -in device.pem.crt -noout -fingerprint -sha256 && cat device.pem.crt",
    () => [
      `sha256 Fingerprint=${lines(32, () => draw(2, HEXU)).join(":")}`,
      ...certBlock(num(8, 12)),
    ],
  ],
  [
    "aws iot list-certificates with ids and ARNs",
    "$ aws iot list-certificates --output json",
    () => {
      const id = hex(64);
      return [
        "{",
        '  "certificates": [',
        "    {",
        `      "certificateArn": "arn:aws:iot:eu-west-1:${
          num(100000000000, 999999999999)
        }:cert/${id}",`,
        `      "certificateId": "${id}",`,
        '      "status": "ACTIVE",',
        `      "creationDate": "2026-11-${num(10, 27)}T0${num(0, 9)}:${num(10, 59)}:${
          num(10, 59)
        }+00:00"`,
        "    }",
        "  ]",
        "}",
      ];
    },
  ],
  [
    "Azure IoT device identity with x509 thumbprints",
    "$ az iot hub device-identity show -n farm-hub -d gw-01",
    () => [
      "{",
      '  "authentication": {',
      '    "symmetricKey": { "primaryKey": null, "secondaryKey": null },',
      '    "type": "selfSigned",',
      '    "x509Thumbprint": {',
      `      "primaryThumbprint": "${draw(40, HEXU)}",`,
      `      "secondaryThumbprint": "${draw(40, HEXU)}"`,
      "    }",
      "  },",
      `  "deviceId": "gw-${hex(6)}",`,
      `  "etag": "${draw(12, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}==",`,
      '  "status": "enabled"',
      "}",
    ],
  ],
  ["balena devices list with UUIDs", "$ balena devices", () => [
    "ID      UUID    DEVICE NAME        DEVICE TYPE     FLEET              STATUS IS ONLINE",
    ...lines(
      num(3, 6),
      () =>
        `${num(1000000, 9999999)} ${hex(7)} ${
          pick(["quiet-river", "bold-fox", "late-moon", "red-owl"])
        }-${num(10, 99)}    raspberrypi4-64 farm/gateways      Idle   true`,
    ),
    `full uuid of the first: ${hex(32)}`,
  ]],
  [
    "particle list with device ids",
    "$ particle list",
    () =>
      lines(
        num(2, 4),
        () =>
          `${pick(["boron", "argon", "photon2"])}_${num(1, 9)} [${hex(24)}] (${
            pick(["Boron", "Argon", "P2"])
          }) is ${pick(["online", "offline"])}`,
      ),
  ],
  ["The Things Stack's documentation example key quoted in an answer", "docs/ttn-notes.md", () => [
    "The Things Stack API keys have three parts, `NNSXS.<id>.<secret>`; their docs show",
    "",
    `    ${TTS_DOC_KEY}`,
    "",
    "as an example. Create your own under Applications → API keys and keep it in `TTS_API_KEY`.",
    `(checked ${num(1, 27)} Nov)`,
  ]],
  [
    "Oxidized router.db without credentials",
    "~/.config/oxidized/router.db",
    () =>
      lines(
        num(4, 8),
        () => `${host()}:${ip()}:${pick(["ios", "junos", "routeros", "eos", "fortios"])}`,
      ),
  ],
  ["Netmiko reading credentials from the environment", "scripts/backup.py", () => [
    "import os",
    "from netmiko import ConnectHandler",
    "device = {",
    '    "device_type": "cisco_ios",',
    `    "host": "${ip()}",`,
    '    "username": os.environ["NET_USER"],',
    '    "password": os.environ["NET_PASSWORD"],',
    '    "secret": os.environ.get("NET_ENABLE", ""),',
    "}",
  ]],
  [
    "snmpwalk system table output",
    '$ snmpwalk -v3 -l authPriv -u nms -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" core-01 system',
    () => [
      `SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software [Cupertino], Version 17.${num(6, 12)}.${
        num(1, 5)
      }`,
      "SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.2494",
      `DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (${num(100000, 999999999)}) ${
        num(1, 200)
      } days`,
      "SNMPv2-MIB::sysContact.0 = STRING: noc@corp.example",
      `SNMPv2-MIB::sysName.0 = STRING: ${host()}`,
      `SNMP-FRAMEWORK-MIB::snmpEngineID.0 = Hex-STRING: 80 00 00 09 03 00 ${
        lines(6, () => draw(2, HEXU)).join(" ")
      }`,
    ],
  ],
  ["UniFi device info", "$ ssh admin@" + "ap-lobby info", () => [
    "Model:       U6-LR",
    `Version:     6.${num(5, 7)}.${num(10, 60)}.${num(14000, 15999)}`,
    `MAC Address: ${mac()}`,
    `IP Address:  ${lanIp()}`,
    `Hostname:    ${host()}`,
    `Uptime:      ${num(1000, 9999999)} seconds`,
    "Status:      Connected (http://unifi:8080/inform)",
  ]],
  ["a gateway Dockerfile pinned by digest, secrets at run time", "gateway/Dockerfile", () => [
    `FROM debian:bookworm-slim@sha256:${hex(64)}`,
    "RUN apt-get update && apt-get install -y mosquitto-clients",
    `ENV GATEWAY_ID=gw-${hex(6)}`,
    "# GATEWAY_KEY and MQTT_PASSWORD come from the balena dashboard at run time",
    'CMD ["/usr/local/bin/gateway-agent"]',
  ]],
  ["Zabbix agent config naming the PSK file", "/etc/zabbix/zabbix_agentd.conf", () => [
    `Server=${ip()}`,
    `ServerActive=${ip()}`,
    `Hostname=${host()}`,
    "TLSConnect=psk",
    "TLSAccept=psk",
    `TLSPSKIdentity=PSK ${num(1, 99)}`,
    "TLSPSKFile=/etc/zabbix/zabbix_agentd.psk",
  ]],
  ["Telegraf SNMP input with environment references", "/etc/telegraf/telegraf.d/snmp.conf", () => [
    "[[inputs.snmp]]",
    `  agents = ["udp://${ip()}:161"]`,
    "  version = 3",
    '  sec_name = "telegraf"',
    '  auth_password = "${SNMP_AUTH_PASSWORD}"',
    '  priv_password = "${SNMP_PRIV_PASSWORD}"',
  ]],
  [
    "firmware release checksums",
    "$ cat SHA256SUMS",
    () =>
      lines(
        num(3, 6),
        () =>
          `${hex(64)}  ${pick(["openwrt", "tasmota", "esphome", "gateway"])}-${num(1, 24)}.${
            num(0, 9)
          }-${pick(["sysupgrade.bin", "factory.img", "ota.bin"])}`,
      ),
  ],
  ["a Yocto local.conf without credentials", "build/conf/local.conf", () => [
    'MACHINE ??= "raspberrypi4-64"',
    'DISTRO ?= "poky"',
    'EXTRA_IMAGE_FEATURES ?= "debug-tweaks"',
    `SSTATE_MIRRORS = "file://.* http://${lanIp()}/sstate/PATH;downloadfilename=PATH"`,
    `BB_HASHSERVE = "${lanIp()}:${num(8600, 8700)}"`,
    'BB_NUMBER_THREADS ?= "8"',
  ]],
  ["fw_printenv on a device with the OTA slot and boot counters", "$ fw_printenv", () => [
    "bootcount=0",
    "bootlimit=3",
    `mender_boot_part=${num(2, 3)}`,
    "mender_boot_part_hex=" + num(2, 3),
    "upgrade_available=0",
    `mender_uboot_separator=1`,
    `ethaddr=${mac()}`,
  ]],
  ["Ansible inventory with the password from a lookup", "inventory/hosts.yml", () => [
    "all:",
    "  vars:",
    "    ansible_user: netops",
    "    ansible_password: \"{{ lookup('community.hashi_vault.vault_read', 'secret/net').data.password }}\"",
    "  hosts:",
    ...lines(num(2, 4), () => `    ${host()}: { ansible_host: ${ip()} }`),
  ]],
  ["a UniFi backup listing", "$ ls -l /usr/lib/unifi/data/backup/autobackup", () => [
    "total " + num(1000, 90000),
    ...lines(
      num(3, 5),
      () =>
        `-rw-r----- 1 unifi unifi ${num(1000000, 9000000)} Nov ${num(1, 27)} 0${
          num(0, 9)
        }:00 autobackup_9.0.${num(100, 120)}_2026${num(10, 11)}${num(10, 27)}_0${num(0, 9)}00_${
          num(1700000000000, 1799999999999)
        }.unf`,
    ),
    `session ${uuid()}`,
  ]],
  [
    "AWS IoT thing and endpoint",
    "$ aws iot describe-thing --thing-name gw-01 && aws iot describe-endpoint",
    () => [
      "{",
      `    "thingName": "gw-${hex(6)}",`,
      `    "thingId": "${uuid()}",`,
      `    "thingArn": "arn:aws:iot:eu-west-1:${num(100000000000, 999999999999)}:thing/gw-01",`,
      `    "attributes": { "site": "${pick(["farm-a", "barn-2"])}", "hw": "rev${num(1, 5)}" },`,
      `    "version": ${num(1, 9)}`,
      "}",
      "{",
      `    "endpointAddress": "${
        draw(14, "abcdefghijklmnopqrstuvwxyz0123456789")
      }-ats.iot.eu-west-1.amazonaws.com"`,
      "}",
    ],
  ],
  [
    "The Things Stack API keys listed by id only",
    "$ ttn-lw-cli applications api-keys list farm-sensors",
    () => [
      "[",
      ...lines(num(1, 3), () => [
        "  {",
        `    "id": "${draw(39, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}",`,
        `    "name": "${pick(["webhook", "grafana", "node-red"])}",`,
        '    "rights": ["RIGHT_APPLICATION_TRAFFIC_READ"],',
        `    "created_at": "2026-11-${num(10, 27)}T0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}Z"`,
        "  },",
      ]).flat(),
      "]",
    ],
  ],
  [
    "tailscale status with node keys (public)",
    "$ tailscale status --json | jq '.Self | {HostName, PublicKey, TailscaleIPs}'",
    () => [
      "{",
      `  "HostName": "${host()}",`,
      `  "PublicKey": "nodekey:${hex(64)}",`,
      `  "TailscaleIPs": ["100.${num(64, 127)}.${num(0, 255)}.${num(1, 254)}", "fd7a:115c:a1e0::${
        hex(4)
      }"]`,
      "}",
    ],
  ],
];

/** Clean consoles, clouds and automation text: each look-alike in two places. */
export function buildCleanOps(): HeldOutClean[] {
  return placeClean(ALIKES, 2);
}
