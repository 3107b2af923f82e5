/**
 * Corpus twenty-two, Cisco-style running configurations and CLI sessions (IOS, IOS-XE, NX-OS,
 * ASA, Arista EOS): enable and user secrets of every type the devices print, SNMP communities and
 * v3 keys, TACACS+ and RADIUS keys, BGP/OSPF/HSRP/VRRP authentication, key chains, IKE pre-shared
 * keys, each among the interface and routing lines of a real `show running-config`.
 */
import { iosHead, iosInterfaces, ntpLog } from "./_heldout_twentytwo_devices.ts";
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  CRYPT,
  draw,
  type HeldOutSecret,
  HEX,
  host,
  ip,
  key16,
  md5crypt,
  num,
  pass,
  pick,
  pubIp,
  sha512crypt,
  t7,
  type8,
  type9,
} from "./_heldout_twentytwo_make.ts";

const INSERTIONS: Insertion[] = [
  {
    label: "IOS enable secret 5 and a user secret 9",
    shape: "assignment",
    src: "$ show running-config",
    make: (_k, add) => [
      ...iosHead(),
      `enable secret 5 ${md5crypt(add)}`,
      "!",
      `username ${pick(["admin", "netops", "backup"])} privilege 15 secret 9 ${type9(add)}`,
      "!",
      ...iosInterfaces(),
      "end",
    ],
  },
  {
    label: "IOS user password 7 under service password-encryption",
    shape: "assignment",
    src: "configs/branch-router.cfg",
    make: (_k, add) => [
      ...iosHead(true),
      `username ${pick(["cisco", "tech", "field"])} privilege 15 password 7 ${t7(add)}`,
      "!",
      "line vty 0 4",
      ` password 7 ${t7(add)}`,
      " login local",
      " transport input ssh",
      "!",
      ...ntpLog(),
    ],
  },
  {
    label: "IOS-XE enable algorithm-type scrypt (type 9) and a type 8 user",
    per: 1,
    shape: "assignment",
    src: "$ show run | section username|enable",
    make: (_k, add) => [
      `enable secret 9 ${type9(add)}`,
      `username ${pick(["noc", "svc-backup"])} privilege 15 secret 8 ${type8(add)}`,
      `username ${pick(["ro-audit", "monitor"])} privilege 1 secret 9 ${type9(add)}`,
    ],
  },
  {
    label: "SNMP communities and a v3 user with auth and priv passwords",
    shape: "assignment",
    src: "$ show running-config | include snmp",
    make: (k, add) => [
      `snmp-server community ${k(num(10, 14))} RO ${num(10, 99)}`,
      `snmp-server community ${k(num(10, 14))} RW ${num(10, 99)}`,
      `snmp-server location ${pick(["Rack B3", "Closet 2F", "Lab bench"])}`,
      `snmp-server contact noc@${pick(["corp.example", "lab.internal"])}`,
      `snmp-server group NMS v3 priv`,
      `snmp-server user ${pick(["librenms", "zabbix", "observium"])} NMS v3 auth sha ${
        pass(add)
      } priv aes 128 ${pass(add)}`,
      `snmp-server host ${ip()} version 3 priv librenms`,
    ],
  },
  {
    label: "TACACS+ server key 7 and a RADIUS key in clear",
    shape: "assignment",
    src: "$ show running-config | section aaa|tacacs|radius",
    make: (k, add) => [
      "aaa new-model",
      "aaa authentication login default group tacacs+ local",
      "aaa authorization exec default group tacacs+ local",
      `tacacs server ${pick(["ISE-1", "TAC-PRIMARY", "ACS"])}`,
      ` address ipv4 ${ip()}`,
      ` key 7 ${t7(add)}`,
      `radius server ${pick(["NPS-1", "FREERADIUS"])}`,
      ` address ipv4 ${ip()} auth-port 1812 acct-port 1813`,
      ` key ${k(num(14, 20))}`,
      "!",
    ],
  },
  {
    label: "BGP neighbor password",
    shape: "assignment",
    src: "$ show running-config | section router bgp",
    make: (_k, add) => {
      const asn = num(64512, 65534);
      const peer = pubIp();
      return [
        `router bgp ${asn}`,
        ` bgp router-id ${ip()}`,
        " bgp log-neighbor-changes",
        ` neighbor ${peer} remote-as ${num(1000, 64000)}`,
        ` neighbor ${peer} description ${pick(["transit-a", "ix-peer", "upstream"])}`,
        ` neighbor ${peer} password ${pass(add)}`,
        " !",
        " address-family ipv4",
        `  network ${ip()} mask 255.255.255.0`,
        `  neighbor ${peer} activate`,
        " exit-address-family",
      ];
    },
  },
  {
    label: "OSPF message-digest key and IS-IS passwords",
    shape: "assignment",
    src: "configs/core-01.cfg",
    make: (k) => [
      "interface Vlan10",
      ` ip address ${ip()} 255.255.255.0`,
      " ip ospf authentication message-digest",
      ` ip ospf message-digest-key ${num(1, 9)} md5 ${k(num(10, 16))}`,
      ` isis password ${k(num(10, 14))} level-2`,
      "!",
      "router ospf 1",
      " area 0 authentication message-digest",
      ` network ${ip()} 0.0.0.255 area 0`,
      "router isis CORE",
      ` net 49.0001.${num(1000, 9999)}.${num(1000, 9999)}.${num(1000, 9999)}.00`,
      ` area-password ${k(num(10, 14))}`,
      ` domain-password ${k(num(10, 14))}`,
    ],
  },
  {
    label: "key chain with key-strings for EIGRP",
    per: 1,
    shape: "assignment",
    src: "$ show running-config | section key chain",
    make: (k, add) => [
      `key chain ${pick(["EIGRP-KEYS", "RIP-AUTH", "WAN-KEYS"])}`,
      ` key ${num(1, 5)}`,
      `  key-string ${k(num(12, 18))}`,
      "  accept-lifetime 00:00:00 Jan 1 2026 infinite",
      ` key ${num(6, 9)}`,
      `  key-string 7 ${t7(add)}`,
      "!",
    ],
  },
  {
    label: "HSRP md5 key-string and VRRP text authentication",
    per: 1,
    shape: "assignment",
    src: "configs/dist-a.cfg",
    make: (k) => [
      "interface Vlan20",
      ` ip address ${ip()} 255.255.255.0`,
      ` standby 20 ip ${ip()}`,
      " standby 20 priority 110",
      ` standby 20 authentication md5 key-string ${k(num(12, 16))}`,
      "interface Vlan30",
      ` vrrp 30 ip ${ip()}`,
      ` vrrp 30 authentication text ${k(8)}`,
    ],
  },
  {
    label: "crypto isakmp key and an IKEv2 keyring",
    shape: "assignment",
    src: "$ show running-config | section crypto",
    make: (k, add) => [
      "crypto isakmp policy 10",
      " encr aes 256",
      " authentication pre-share",
      " group 14",
      `crypto isakmp key ${k(num(20, 28))} address ${pubIp()}`,
      "!",
      `crypto ikev2 keyring ${pick(["KR-AWS", "KR-AZURE", "KR-BRANCH"])}`,
      ` peer ${pick(["aws-tun1", "branch-07"])}`,
      `  address ${pubIp()}`,
      `  pre-shared-key ${pass(add)}`,
      "!",
    ],
  },
  {
    label: "ASA tunnel-group pre-shared key and LDAP login password",
    shape: "assignment",
    src: "$ show running-config all tunnel-group",
    make: (k, add) => {
      const peer = pubIp();
      return [
        `tunnel-group ${peer} type ipsec-l2l`,
        `tunnel-group ${peer} ipsec-attributes`,
        ` ikev1 pre-shared-key ${k(num(18, 26))}`,
        ` ikev2 remote-authentication pre-shared-key ${pass(add)}`,
        ` ikev2 local-authentication pre-shared-key ${pass(add)}`,
        "aaa-server LDAP-AD (inside) host " + ip(),
        " ldap-base-dn dc=corp,dc=example",
        " ldap-login-dn cn=svc-asa,ou=svc,dc=corp,dc=example",
        ` ldap-login-password ${pass(add)}`,
      ];
    },
  },
  {
    label: "ASA enable password pbkdf2 and a local user",
    per: 1,
    shape: "assignment",
    src: "configs/asa-edge.cfg",
    make: (k) => [
      `: Saved`,
      `ASA Version 9.${num(8, 20)}(${num(1, 4)})`,
      "!",
      `hostname ${host()}`,
      `enable password $sha512$5000$${k(24, "./" + HEX + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}$${
        k(24, "./" + HEX + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      } pbkdf2`,
      `username ${pick(["vpnadmin", "helpdesk"])} password ${k(16)} encrypted privilege 15`,
      "names",
      "!",
    ],
  },
  {
    label: "NX-OS user password 5 and SNMP localized keys",
    shape: "assignment",
    src: "$ show running-config",
    make: (k, add) => [
      "!Command: show running-config",
      `!Running configuration last done at: Thu Nov ${num(1, 27)} 0${num(0, 9)}:${num(10, 59)}:${
        num(10, 59)
      } 2026`,
      `version ${pick(["9.3(10)", "10.2(5)", "10.3(4a)"])} Bios:version 07.69`,
      `hostname ${host()}`,
      "feature tacacs+",
      "feature bgp",
      `username admin password 5 ${sha512crypt(add)}  role network-admin`,
      `snmp-server user ${pick(["admin", "nms"])} network-admin auth md5 0x${
        k(32, HEX)
      } priv aes-128 0x${k(32, HEX)} localizedkey`,
      `tacacs-server key 7 "${t7(add)}"`,
      `tacacs-server host ${ip()} key 7 "${t7(add)}"`,
    ],
  },
  {
    label: "Arista EOS sha512 user, BGP password 7 (base64) and TACACS key",
    shape: "assignment",
    src: "$ show running-config",
    make: (_k, add) => [
      "! device: " + host() + " (DCS-7050SX3-48YC12, EOS-4." + num(28, 32) + ".1F)",
      "!",
      `username admin privilege 15 role network-admin secret sha512 ${sha512crypt(add)}`,
      `tacacs-server host ${ip()} key 7 ${t7(add)}`,
      "!",
      `router bgp ${num(64512, 65534)}`,
      `   neighbor SPINE peer group`,
      `   neighbor SPINE password 7 ${key16(add)}`,
      `   neighbor ${ip()} peer group SPINE`,
      `   neighbor ${ip()} peer group SPINE`,
      "!",
      `management api http-commands`,
      "   no shutdown",
      "end",
    ],
  },
  {
    label: "show crypto isakmp key table",
    shape: "output",
    src: "$ show crypto isakmp key",
    make: (k) => [
      "Keyring      Hostname/Address                            Preshared Key",
      "",
      `default      ${pubIp().padEnd(44)}${k(num(16, 24))}`,
      `default      ${pubIp().padEnd(44)}${k(num(16, 24))}`,
    ],
  },
  {
    label: "show key chain output",
    shape: "output",
    src: "$ show key chain",
    make: (k) => [
      `Key-chain ${pick(["OSPF-KEYS", "BGP-AUTH"])}:`,
      `    key ${num(1, 3)} -- text "${k(num(12, 18))}"`,
      "        accept lifetime (always valid) - (always valid) [valid now]",
      "        send lifetime (always valid) - (always valid) [valid now]",
      `    key ${num(4, 9)} -- text "${k(num(12, 18))}"`,
      "        accept lifetime (00:00:00 UTC Dec 1 2026) - (infinite)",
    ],
  },
  {
    label: "show snmp community output",
    shape: "output",
    src: "$ show snmp community",
    make: (k) => [
      "",
      `Community name: ${k(num(10, 16))}`,
      "Community Index: cisco0",
      "Community SecurityName: " + pick(["nms-ro", "ro"]),
      "storage-type: nonvolatile        active access-list: 10",
      "",
      "Community name: ILMI",
      "Community Index: cisco2",
      "Community SecurityName: ILMI",
      "storage-type: read-only          active",
    ],
  },
  {
    label: "a type 7 password pasted to decode",
    shape: "command",
    src: "$ show running-config | include password 7",
    make: (_k, add) => {
      const v = t7(add);
      return [
        ` password 7 ${v}`,
        `${host()}#conf t`,
        `${host()}(config)#key config-key password-encrypt`,
        `${host()}(config)#do show run | i ${v.slice(0, 6)}`,
      ];
    },
  },
  {
    label: "configuring a WLC shared secret over the CLI",
    per: 1,
    shape: "command",
    src: "$ ssh admin@wlc-hq-01",
    make: (k) => [
      "(Cisco Controller) >config radius auth add 1 " + ip() + " 1812 ascii " + k(num(16, 22)),
      "(Cisco Controller) >config radius auth enable 1",
      `(Cisco Controller) >config wlan security wpa akm psk set-key ascii ${k(num(12, 20))} ${
        num(1, 16)
      }`,
      "(Cisco Controller) >save config",
      "Are you sure you want to save? (y/n) y",
    ],
  },
  {
    label: "an IOS config wrapped by an 80-column terminal",
    shape: "wrapped",
    src: "$ show running-config | include secret",
    make: (_k, add) => {
      const salt = draw(14, CRYPT);
      const a = draw(20, CRYPT);
      const b = draw(23, CRYPT);
      const lead = `username ${pick(["netadmin", "operator"])} privilege 15 secret 9 `;
      const head = `$9$${salt}$${a}`;
      return [lead + add(head), add(b), `enable secret 9 ${type9(add)}`];
    },
  },
];

/** Cisco-style configurations: each insertion in two places. */
export function buildCisco(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
