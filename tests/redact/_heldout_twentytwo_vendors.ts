/**
 * Corpus twenty-two, the other network vendors: Juniper Junos (`set` and curly syntax, `$9$`
 * secrets marked `## SECRET-DATA`), MikroTik RouterOS `/export show-sensitive`, FortiGate
 * `ENC` values, VyOS and EdgeOS, pfSense and OPNsense `config.xml`, WireGuard on all of them.
 */
import { junosIfaces, rosHead, staticKey } from "./_heldout_twentytwo_devices.ts";
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  B64,
  b64,
  CRYPT,
  draw,
  fortiEnc,
  type HeldOutSecret,
  host,
  ip,
  junos9,
  key32,
  lanIp,
  lines,
  mac,
  num,
  pass,
  phrase,
  pick,
  pubIp,
  sha512crypt,
  ssid,
} from "./_heldout_twentytwo_make.ts";
import { pemLine } from "./_fakes.ts";

const INSERTIONS: Insertion[] = [
  {
    label: "Junos set: root encrypted-password and a BGP authentication-key",
    shape: "assignment",
    src: "$ show configuration | display set | no-more",
    make: (_k, add) => [
      `set version 23.${num(1, 4)}R${num(1, 3)}.${num(1, 9)}`,
      `set system host-name ${host()}`,
      `set system root-authentication encrypted-password "${sha512crypt(add)}"`,
      ...junosIfaces(),
      `set protocols bgp group TRANSIT neighbor ${pubIp()} peer-as ${num(1000, 64000)}`,
      `set protocols bgp group TRANSIT authentication-key "${junos9(add)}"`,
    ],
  },
  {
    label: "Junos curly: RADIUS secret and SNMP community",
    shape: "assignment",
    src: "$ show configuration system",
    make: (k, add) => [
      "system {",
      `    host-name ${host()};`,
      "    radius-server {",
      `        ${ip()} {`,
      `            secret "${junos9(add)}"; ## SECRET-DATA`,
      "            source-address " + ip() + ";",
      "        }",
      "    }",
      "}",
      "snmp {",
      `    community ${k(num(10, 14))} {`,
      "        authorization read-only;",
      "    }",
      "}",
    ],
  },
  {
    label: "Junos IKE pre-shared key ascii-text, an OSPF md5 key and an IS-IS key",
    shape: "assignment",
    src: "configs/srx-branch.conf",
    make: (_k, add) => [
      "security {",
      "    ike {",
      "        policy IKE-POL {",
      "            mode main;",
      "            proposals IKE-PROP;",
      `            pre-shared-key ascii-text "${junos9(add)}"; ## SECRET-DATA`,
      "        }",
      "    }",
      "}",
      "protocols {",
      "    ospf {",
      "        area 0.0.0.0 {",
      "            interface ge-0/0/1.0 {",
      `                authentication md5 1 key "${junos9(add)}"; ## SECRET-DATA`,
      "            }",
      "        }",
      "    }",
      "    isis {",
      "        level 2 {",
      `            authentication-key "${junos9(add)}"; ## SECRET-DATA`,
      "            authentication-type md5;",
      "        }",
      "    }",
      "}",
    ],
  },
  {
    label: "Junos SNMPv3 usm authentication-key and privacy-key",
    per: 1,
    shape: "assignment",
    src: "$ show configuration snmp v3 | display set",
    make: (_k, add) => [
      `set snmp v3 usm local-engine user ${
        pick(["nms", "librenms"])
      } authentication-sha authentication-key "${junos9(add, 40)}"`,
      `set snmp v3 usm local-engine user nms privacy-aes128 privacy-key "${junos9(add, 40)}"`,
      `set snmp v3 vacm security-to-group security-model usm security-name nms group NMS`,
    ],
  },
  {
    label: "MikroTik export show-sensitive: wireless PSK, PPP secret, IPsec",
    shape: "assignment",
    src: "$ ssh admin@" + "192.168.88.1 /export show-sensitive",
    make: (k, add) => [
      ...rosHead(),
      "/interface wifi security",
      `add authentication-types=wpa2-psk,wpa3-psk name=${pick(["home", "sec1"])} passphrase="${
        phrase(add)
      }"`,
      "/ppp secret",
      `add name=${pick(["roadwarrior", "laptop", "phone"])} password=${
        pass(add)
      } profile=vpn service=l2tp`,
      "/ip ipsec peer",
      `add address=${pubIp()}/32 exchange-mode=ike2 name=${pick(["office", "vps"])}`,
      "/ip ipsec identity",
      `add peer=office secret=${k(num(20, 28))}`,
      `/ip address add address=${lanIp()}/24 interface=bridge`,
    ],
  },
  {
    label: "MikroTik WireGuard private key and preshared key",
    shape: "assignment",
    src: '$ /export show-sensitive terse where name~"wg"',
    make: (_k, add) => [
      `/interface wireguard add listen-port=${num(13000, 60000)} mtu=1420 name=wg0 private-key="${
        key32(add)
      }"`,
      `/interface wireguard peers add allowed-address=10.${
        num(0, 99)
      }.0.2/32 interface=wg0 public-key="${draw(42, B64)}Q=" preshared-key="${key32(add)}"`,
    ],
  },
  {
    label: "MikroTik user add and SNMP v3 community passwords",
    per: 1,
    shape: "command",
    src: "$ ssh admin@" + "192.168.88.1",
    make: (_k, add) => [
      `[admin@${
        pick(["MikroTik", "hap-ax3", "rb5009"])
      }] > /user add name=backup group=read password=${pass(add)}`,
      `[admin@MikroTik] > /snmp community add name=nms security=private authentication-protocol=SHA1 authentication-password=${
        pass(add)
      } encryption-protocol=AES encryption-password=${pass(add)}`,
      "[admin@MikroTik] > ",
    ],
  },
  {
    label: "MikroTik ppp secret print with the password column",
    shape: "output",
    src: "$ /ppp secret print",
    make: (k) => [
      "Flags: X - disabled",
      " #   NAME        SERVICE  CALLER-ID  PASSWORD            PROFILE  REMOTE-ADDRESS",
      ` 0   ${pick(["alice", "bob", "carol"]).padEnd(12)}l2tp              ${
        k(num(12, 16)).padEnd(20)
      }vpn      10.8.0.${num(2, 40)}`,
      ` 1   ${pick(["dave", "erin", "frank"]).padEnd(12)}ovpn              ${
        k(num(12, 16)).padEnd(20)
      }vpn      10.8.0.${num(41, 90)}`,
    ],
  },
  {
    label: "FortiGate admin, IPsec psksecret and RADIUS secret as ENC",
    shape: "assignment",
    src: "$ show full-configuration | grep -f ENC",
    make: (_k, add) => [
      "config system admin",
      '    edit "admin"',
      '        set accprofile "super_admin"',
      `        set password ${fortiEnc(add)}`,
      "    next",
      "end",
      "config vpn ipsec phase1-interface",
      `    edit "${pick(["to-aws", "hq-branch", "azure-vng"])}"`,
      `        set remote-gw ${pubIp()}`,
      `        set psksecret ${fortiEnc(add)}`,
      "    next",
      "end",
      "config user radius",
      '    edit "nps"',
      `        set server "${ip()}"`,
      `        set secret ${fortiEnc(add)}`,
      "    next",
      "end",
    ],
  },
  {
    label: "FortiGate psksecret typed in clear on the CLI",
    shape: "command",
    src: "$ ssh admin@fgt-hq",
    make: (k) => [
      "FGT-HQ # config vpn ipsec phase1-interface",
      'FGT-HQ (phase1-interface) # edit "to-branch"',
      `FGT-HQ (to-branch) # set psksecret ${k(num(20, 30))}`,
      "FGT-HQ (to-branch) # end",
      "FGT-HQ # config wireless-controller vap",
      'FGT-HQ (vap) # edit "staff"',
      `FGT-HQ (staff) # set passphrase ${k(num(14, 20))}`,
    ],
  },
  {
    label: "VyOS: plaintext-password, IPsec PSK and a WireGuard key",
    shape: "assignment",
    src: "$ show configuration commands",
    make: (k, add) => [
      `set system host-name '${host()}'`,
      `set system login user vyos authentication encrypted-password '${sha512crypt(add)}'`,
      `set system login user ops authentication plaintext-password '${pass(add)}'`,
      `set vpn ipsec authentication psk AWS id '${pubIp()}'`,
      `set vpn ipsec authentication psk AWS secret '${k(32)}'`,
      `set interfaces wireguard wg01 private-key '${key32(add)}'`,
      `set interfaces wireguard wg01 address '10.${num(0, 99)}.1.1/24'`,
    ],
  },
  {
    label: "EdgeOS config.boot: SNMP community and encrypted-password",
    per: 1,
    shape: "assignment",
    src: "/config/config.boot",
    make: (k, add) => [
      "service {",
      "    snmp {",
      `        community ${k(num(10, 14))} {`,
      "            authorization ro",
      "        }",
      "    }",
      "}",
      "system {",
      "    login {",
      "        user ubnt {",
      "            authentication {",
      `                encrypted-password ${sha512crypt(add)}`,
      `                plaintext-password ""`,
      "            }",
      "        }",
      "    }",
      "}",
    ],
  },
  {
    label: "pfSense config.xml: IPsec pre-shared key and Wi-Fi passphrase",
    shape: "block",
    src: "/cf/conf/config.xml",
    make: (k, add) => [
      "<ipsec>",
      "\t<phase1>",
      `\t\t<ikeid>${num(1, 9)}</ikeid>`,
      `\t\t<remote-gateway>${pubIp()}</remote-gateway>`,
      "\t\t<authentication_method>pre_shared_key</authentication_method>",
      `\t\t<pre-shared-key>${k(num(24, 40))}</pre-shared-key>`,
      "\t</phase1>",
      "</ipsec>",
      "<wireless>",
      `\t<ssid>${ssid()}</ssid>`,
      "\t<wpa>",
      `\t\t<passphrase>${phrase(add)}</passphrase>`,
      "\t</wpa>",
      "</wireless>",
    ],
  },
  {
    label: "pfSense config.xml: OpenVPN static key and a RADIUS secret",
    shape: "block",
    src: "/cf/conf/config.xml",
    make: (k, add) => [
      "<openvpn-server>",
      `\t<vpnid>${num(1, 4)}</vpnid>`,
      "\t<mode>server_tls_user</mode>",
      `\t<tls>${add(b64(staticKey()))}</tls>`,
      "</openvpn-server>",
      "<authserver>",
      "\t<type>radius</type>",
      `\t<host>${ip()}</host>`,
      `\t<radius_secret>${k(num(14, 22))}</radius_secret>`,
      "</authserver>",
    ],
  },
  {
    label: "OPNsense API key file",
    per: 1,
    shape: "block",
    src: "~/Downloads/" + "opnsense_apikey.txt",
    make: (k) => [
      `key=${k(80, B64)}`,
      `secret=${k(80, B64)}`,
    ],
  },
  {
    label: "pfSense private key of a certificate, base64 in config.xml",
    shape: "encoded",
    src: "$ grep -A2 '<cert>' /cf/conf/config.xml",
    make: (_k, add) => {
      const pem = [
        pemLine("BEGIN", ""),
        ...lines(6, () => draw(64, B64)),
        pemLine("END", ""),
      ].join("\n");
      return [
        "\t<cert>",
        `\t\t<refid>${draw(13, "0123456789abcdef")}</refid>`,
        "\t\t<descr><![CDATA[webConfigurator default]]></descr>",
        `\t\t<prv>${add(b64(pem))}</prv>`,
        "\t</cert>",
      ];
    },
  },
  {
    label: "Junos $9$ secret cut across two lines of a narrow console",
    shape: "wrapped",
    src: "$ show configuration security ike",
    make: (_k, add) => {
      const whole = junos9((x) => x, 24);
      const cut = num(20, 28);
      return [
        "policy IKE-AWS {",
        "    mode main;",
        `    pre-shared-key ascii-text "${add(whole.slice(0, cut))}`,
        `${add(whole.slice(cut))}"; ## SECRET-DATA`,
        "}",
      ];
    },
  },
  {
    label: "UniFi device system.cfg with a PSK and a user hash",
    shape: "assignment",
    src: "$ ssh ubnt@" + "192.168.1.20 cat /tmp/system.cfg",
    make: (_k, add) => [
      "aaa.1.status=enabled",
      `aaa.1.ssid=${ssid()}`,
      "aaa.1.wpa=2",
      `aaa.1.wpa.psk=${phrase(add)}`,
      `aaa.1.br.devname=br0`,
      `users.1.name=${pick(["ubnt", "admin"])}`,
      `users.1.password=$1$${draw(8, CRYPT)}$${add(draw(22, CRYPT))}`,
      `netconf.1.hwaddr=${mac()}`,
    ],
  },
];

/** Juniper, MikroTik, FortiGate, VyOS, pfSense and the rest: each insertion in two places. */
export function buildVendors(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
