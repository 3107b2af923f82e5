/**
 * The filler of corpus twenty-two's device texts (see _heldout_twentytwo.ts): the lines around a
 * secret in an IOS, Junos or RouterOS configuration, a MAC address table's rows, an OpenVPN static
 * key file — drawn from the corpus's stream, for its secret and clean families alike.
 */
import { draw, HEX, host, ip, lines, mac, num, pick } from "./_heldout_twentytwo_make.ts";

/** A few interfaces of a switch or router, as `show running-config` prints them. */
export function iosInterfaces(n = num(3, 6)): string[] {
  return lines(n, (i) => [
    `interface GigabitEthernet1/0/${i * 8 + num(1, 8)}`,
    ` description ${pick(["uplink", "printer", "ap-lobby", "cam-07", "srv-rack2", "phone"])}`,
    pick([
      ` switchport access vlan ${num(2, 400)}`,
      ` ip address ${ip()} 255.255.255.${pick(["0", "252", "248", "128"])}`,
    ]),
    pick([" spanning-tree portfast", " no shutdown", " switchport mode access"]),
    "!",
  ]).flat();
}

/** The head of an IOS running configuration. */
export function iosHead(encrypting = num(0, 1) === 1): string[] {
  return [
    "Building configuration...",
    "",
    `Current configuration : ${num(4000, 19000)} bytes`,
    "!",
    `! Last configuration change at ${num(0, 23)}:${num(10, 59)}:${num(10, 59)} UTC ${
      pick(["Mon", "Tue", "Wed", "Thu", "Fri"])
    } Nov ${num(1, 27)} 2026`,
    "!",
    `version ${pick(["15.2", "16.12", "17.9", "17.12"])}`,
    "service timestamps debug datetime msec",
    "service timestamps log datetime msec",
    encrypting ? "service password-encryption" : "no service password-encryption",
    "!",
    `hostname ${host()}`,
    "!",
  ];
}

export const ntpLog = () => [
  `ntp server ${ip()}`,
  `logging host ${ip()}`,
  `ip domain name ${pick(["corp.example", "lab.internal", "home.arpa"])}`,
  "!",
];

/** An OpenVPN static key file (`openvpn --genkey`): 16 lines of hex between its armour. */
export function staticKey(): string {
  return [
    "#",
    "# 2048 bit OpenVPN static key",
    "#",
    "-----BEGIN OpenVPN Static key V1-----",
    ...lines(16, () => draw(32, HEX)),
    "-----END OpenVPN Static key V1-----",
    "",
  ].join("\n");
}

export const junosIfaces = () =>
  lines(
    num(2, 4),
    (i) => `set interfaces ge-0/0/${i} unit 0 family inet address ${ip()}/${pick([24, 30, 31])}`,
  );

export const rosHead = () => [
  `# ${pick(["2026-11-", "nov/"])}${num(10, 27)} ${num(10, 23)}:${num(10, 59)}:${
    num(10, 59)
  } by RouterOS 7.${num(12, 17)}`,
  `# software id = ${draw(4, "ABCDEFGHJKLMNPQRSTUVWXYZ")}-${draw(4, "ABCDEFGHJKLMNPQRSTUVWXYZ")}`,
  "#",
  `# model = ${pick(["RB5009UG+S+", "hAP ax3", "CCR2004-1G-12S+2XS", "hEX S"])}`,
  `# serial number = ${draw(12, "0123456789ABCDEF")}`,
];

/** A line of a MAC address table (also for clean cases). */
export const macRow = (): string =>
  `${String(num(1, 400)).padStart(4)}    ${mac(".")}    DYNAMIC     Gi1/0/${num(1, 48)}`;
