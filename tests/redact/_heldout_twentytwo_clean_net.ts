/**
 * Corpus twenty-two, clean network-gear text: the same configurations and `show` output with no
 * secret in them — masked values (`*****`, Junos's SECRET-DATA comment, `<removed>`), SNMPv3 users as IOS
 * prints them (no keys), engine ids, SPIs and IKE cookies, serial numbers, MAC tables, key-chain
 * and key ids without the key, WireGuard public keys, SSH host key fingerprints, template
 * references and Ansible Vault ciphertext.
 */
import { type Alike, placeClean } from "./_heldout_twentytwo_boxes.ts";
import { iosHead, iosInterfaces, macRow } from "./_heldout_twentytwo_devices.ts";
import {
  B64,
  b64,
  certBlock,
  draw,
  type HeldOutClean,
  hex,
  HEXU,
  host,
  ip,
  key32,
  lines,
  mac,
  num,
  pick,
  pubIp,
  UPPER_ALNUM,
} from "./_heldout_twentytwo_make.ts";

const pubKey = () => key32((x) => x);
const serial = () =>
  `${pick(["FOC", "FDO", "JAE", "FGL"])}${num(2000, 2899)}${draw(4, UPPER_ALNUM)}`;

const ALIKES: Alike[] = [
  [
    "IOS running config with SNMPv3 users (keys not shown) and an engine id",
    "$ show running-config",
    () => [
      ...iosHead(),
      `snmp-server engineID local 800000090300${draw(12, HEXU)}`,
      "snmp-server group NMS v3 priv read V1 write V1",
      `snmp-server host ${ip()} version 3 priv librenms`,
      "snmp-server view V1 iso included",
      ...iosInterfaces(),
      "end",
    ],
  ],
  ["ASA running config masking the pre-shared keys", "$ show running-config tunnel-group", () => {
    const peer = pubIp();
    return [
      `tunnel-group ${peer} type ipsec-l2l`,
      `tunnel-group ${peer} ipsec-attributes`,
      " ikev1 pre-shared-key *****",
      " ikev2 remote-authentication pre-shared-key *****",
      " ikev2 local-authentication pre-shared-key *****",
    ];
  }],
  [
    "Junos config shown to a user without the secret permission",
    "$ show configuration system radius-server",
    () => [
      `${ip()} {`,
      "    secret /* SECRET-DATA */;",
      `    source-address ${ip()};`,
      "}",
      `${ip()} {`,
      "    secret /* SECRET-DATA */;",
      "}",
    ],
  ],
  ["show snmp user with engine id and no keys", "$ show snmp user", () => [
    `User name: ${pick(["librenms", "zabbix"])}`,
    `Engine ID: 800000090300${draw(12, HEXU)}`,
    "storage-type: nonvolatile        active",
    "Authentication Protocol: SHA",
    "Privacy Protocol: AES128",
    "Group-name: NMS",
  ]],
  ["show crypto ipsec sa with SPIs", "$ show crypto ipsec sa peer " + "203.0.113.7", () => [
    "interface: Tunnel100",
    `    Crypto map tag: Tunnel100-head-0, local addr ${pubIp()}`,
    `   current_peer ${pubIp()} port 500`,
    `    #pkts encaps: ${num(1000, 99999)}, #pkts encrypt: ${num(1000, 99999)}`,
    `     current outbound spi: 0x${draw(8, HEXU)}(${num(100000000, 4000000000)})`,
    "     inbound esp sas:",
    `      spi: 0x${draw(8, HEXU)}(${num(100000000, 4000000000)})`,
    "        transform: esp-256-aes esp-sha256-hmac ,",
  ]],
  ["show version and show inventory with serials", "$ show inventory", () => [
    `NAME: "Chassis", DESCR: "Cisco Catalyst 9300 48-port"`,
    `PID: C9300-48P         , VID: V0${num(1, 9)}  , SN: ${serial()}`,
    "",
    `NAME: "Switch 1 - Power Supply A", DESCR: "Switch 1 - Power Supply A"`,
    `PID: PWR-C1-715WAC     , VID: V0${num(1, 4)}  , SN: ${serial()}`,
    "",
    `Processor board ID ${serial()}`,
    `Base ethernet MAC Address : ${mac()}`,
    "Configuration register is 0x2102",
  ]],
  ["a MAC address table", "$ show mac address-table dynamic", () => [
    "          Mac Address Table",
    "-------------------------------------------",
    "Vlan    Mac Address       Type        Ports",
    "----    -----------       --------    -----",
    ...lines(num(6, 12), macRow),
    `Total Mac Addresses for this criterion: ${num(6, 12)}`,
  ]],
  ["key chain with key ids and masked strings", "$ show running-config | section key chain", () => [
    `key chain ${pick(["OSPF-KEYS", "BGP-AUTH"])}`,
    ` key ${num(1, 5)}`,
    "  key-string 7 <removed>",
    "  cryptographic-algorithm hmac-sha-256",
    ` key ${num(6, 9)}`,
    "  key-string 7 <removed>",
    `ntp authentication-key ${num(1, 9)} md5 <removed> 7`,
    `ntp trusted-key ${num(1, 9)}`,
  ]],
  ["MikroTik export without show-sensitive", "$ /export", () => [
    `# 2026-11-${num(10, 27)} ${num(10, 23)}:${num(10, 59)}:${num(10, 59)} by RouterOS 7.${
      num(12, 17)
    }`,
    `# serial number = ${draw(12, HEXU)}`,
    "/interface bridge add name=bridge",
    "/interface wifi security add authentication-types=wpa2-psk,wpa3-psk name=home",
    `/interface wireguard peers add allowed-address=10.${
      num(0, 99)
    }.0.2/32 interface=wg0 public-key="${pubKey()}"`,
    `/ip address add address=192.168.${num(0, 20)}.1/24 interface=bridge`,
    "/ip ipsec identity add peer=office",
  ]],
  ["wg show with only public keys", "$ sudo wg show", () => [
    "interface: wg0",
    `  public key: ${pubKey()}`,
    "  private key: (hidden)",
    `  listening port: ${num(20000, 60000)}`,
    "",
    `peer: ${pubKey()}`,
    "  preshared key: (hidden)",
    `  endpoint: ${pubIp()}:${num(20000, 60000)}`,
    "  allowed ips: 10.14.0.2/32",
    `  latest handshake: ${num(2, 59)} seconds ago`,
    `  transfer: ${num(1, 900)}.${num(10, 99)} MiB received, ${num(1, 900)}.${
      num(10, 99)
    } MiB sent`,
  ]],
  ["SSH host key fingerprints on first connect", "$ ssh admin@" + "core-ams-01", () => [
    `The authenticity of host 'core-ams-01 (${ip()})' can't be established.`,
    `ED25519 key fingerprint is SHA256:${draw(43, B64).replace(/[+/]/g, "x")}.`,
    "This key is not known by any other names.",
    "Are you sure you want to continue connecting (yes/no/[fingerprint])? yes",
  ]],
  ["Ansible group_vars with Vault ciphertext", "group_vars/ios/vault.yml", () => [
    "ansible_password: !vault |",
    "          $ANSIBLE_VAULT;1.1;AES256",
    ...lines(5, () => "          " + hex(80)),
    'ansible_become_password: "{{ vault_enable_secret }}"',
  ]],
  ["Jinja template of a device config with references", "templates/ios_base.j2", () => [
    "hostname {{ inventory_hostname }}",
    "enable secret {{ vault_enable_secret }}",
    "username {{ admin_user }} privilege 15 secret {{ vault_admin_secret }}",
    "snmp-server community {{ snmp_ro_community }} RO 10",
    "tacacs server ISE-1",
    " key {{ vault_tacacs_key }}",
    `! rendered for ${host()} on ${num(1, 27)} Nov`,
  ]],
  ["FortiGate ike gateway list with cookies", "$ diagnose vpn ike gateway list", () => [
    "vd: root/0",
    `name: ${pick(["to-aws", "hq-branch"])}`,
    "version: 2",
    `addr: ${pubIp()}:500 -> ${pubIp()}:500`,
    `created: ${num(100, 90000)}s ago`,
    "IKE SA: created 1/1  established 1/1  time 10/10/10 ms",
    `  id/spi: ${num(1, 99)} ${hex(16)}/${hex(16)}`,
    "  direction: initiator",
    "  status: established " + num(100, 9000) + "-" + num(100, 9000) + "s ago",
  ]],
  ["pfSense config.xml with empty secrets and a certificate", "/cf/conf/config.xml", () => [
    "<ipsec>",
    "\t<phase1>",
    `\t\t<remote-gateway>${pubIp()}</remote-gateway>`,
    "\t\t<authentication_method>cert</authentication_method>",
    "\t\t<pre-shared-key></pre-shared-key>",
    `\t\t<certref>${hex(13)}</certref>`,
    "\t</phase1>",
    "</ipsec>",
    `\t\t<crt>${b64(certBlock(num(8, 12)).join("\n") + "\n")}</crt>`,
  ]],
  ["show lldp neighbors detail", "$ show lldp neighbors detail", () => [
    `Chassis id: ${mac(".")}`,
    "Port id: Gi1/0/48",
    "Port Description: uplink",
    `System Name: ${host()}`,
    "System Capabilities: B,R",
    `Management Addresses:\n    IP: ${ip()}`,
    "Auto Negotiation - supported, enabled",
  ]],
  ["an answer explaining type 7 with a documentation value", "notes/type7.md", () => [
    "Type 7 is an obfuscation, not a hash: anyone can reverse it.",
    "In a config it looks like `password 7 <type-7-string>`; type 5 is `secret 5 $1$<salt>$<hash>`,",
    "type 8 is `secret 8 $8$…` and type 9 is `secret 9 $9$…`. Never paste the real lines.",
    `Use \`key config-key password-encrypt\` and \`password encryption aes\` on ${host()}.`,
  ]],
  ["BGP summary with AS numbers and router ids", "$ show ip bgp summary", () => [
    `BGP router identifier ${ip()}, local AS number ${num(64512, 65534)}`,
    `BGP table version is ${num(100, 9999)}, main routing table version ${num(100, 9999)}`,
    "Neighbor        V           AS MsgRcvd MsgSent   TblVer  InQ OutQ Up/Down  State/PfxRcd",
    ...lines(
      3,
      () =>
        `${pubIp().padEnd(16)}4 ${String(num(1000, 64000)).padStart(12)} ${num(1000, 9999)}    ${
          num(1000, 9999)
        }     ${num(100, 999)}    0    0 ${num(1, 9)}w${num(0, 6)}d      ${num(1, 900)}`,
    ),
  ]],
  [
    "IOS crypto pki certificate chain (public)",
    "$ show running-config | section crypto pki certificate",
    () => [
      "crypto pki certificate chain TP-self-signed-" + num(100000000, 4000000000),
      ` certificate self-signed 01`,
      ...lines(4, () => "  " + lines(8, () => draw(8, "0123456789ABCDEF")).join(" ")),
      "  \tquit",
    ],
  ],
  [
    "EdgeOS config with plaintext-password emptied and a hash removed",
    "/config/config.boot",
    () => [
      "system {",
      `    host-name ${host()}`,
      "    login {",
      "        user ubnt {",
      "            authentication {",
      "                encrypted-password ****************",
      '                plaintext-password ""',
      "            }",
      "            level admin",
      "        }",
      "    }",
      "}",
    ],
  ],
  [
    "Junos display set with the secret lines left out",
    "$ show configuration | display set | except SECRET-DATA",
    () => [
      `set system host-name ${host()}`,
      `set system name-server ${ip()}`,
      `set interfaces ge-0/0/0 unit 0 family inet address ${ip()}/31`,
      `set protocols bgp group TRANSIT neighbor ${pubIp()} peer-as ${num(1000, 64000)}`,
      "set protocols bgp group TRANSIT export EXPORT-OUT",
      `set snmp location "${pick(["DC1 row 4", "Lab"])}"`,
    ],
  ],
  ["show ip interface brief", "$ show ip interface brief", () => [
    "Interface              IP-Address      OK? Method Status                Protocol",
    ...lines(
      num(4, 8),
      (i) =>
        `${`GigabitEthernet0/0/${i}`.padEnd(23)}${ip().padEnd(16)}YES NVRAM  ${
          pick(["up                    up", "administratively down down"])
        }`,
    ),
  ]],
  [
    "a git diff of a switch config touching descriptions and VLANs",
    "$ git diff configs/acc-lab-03.cfg",
    () => [
      "--- a/configs/acc-lab-03.cfg",
      "+++ b/configs/acc-lab-03.cfg",
      `@@ -${num(40, 90)},7 +${num(40, 90)},7 @@`,
      ` interface GigabitEthernet1/0/${num(1, 48)}`,
      `- description ${pick(["printer", "spare"])}`,
      `+ description ${pick(["cam-07", "ap-lobby"])}`,
      `- switchport access vlan ${num(2, 200)}`,
      `+ switchport access vlan ${num(201, 400)}`,
      "  spanning-tree portfast",
    ],
  ],
];

/** Clean network-gear text: each look-alike in two places. */
export function buildCleanNet(): HeldOutClean[] {
  return placeClean(ALIKES, 2);
}
