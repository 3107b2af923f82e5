/**
 * Corpus twenty-two, network automation and monitoring: Ansible network inventories, Netmiko,
 * NAPALM and Nornir scripts, Oxidized configs and `router.db`, LibreNMS, Zabbix, Telegraf and
 * snmp_exporter SNMP settings, `snmpwalk` v2c and v3 commands, UniFi controller exports.
 */
import { type Insertion, place } from "./_heldout_twentytwo_boxes.ts";
import {
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  host,
  ip,
  lanIp,
  num,
  pass,
  phrase,
  pick,
  sha512crypt,
  ssid,
  t7,
} from "./_heldout_twentytwo_make.ts";

const INSERTIONS: Insertion[] = [
  {
    label: "Ansible network inventory with ansible_password and become password",
    shape: "assignment",
    src: "inventory/hosts.yml",
    make: (_k, add) => [
      "all:",
      "  children:",
      "    ios:",
      "      hosts:",
      `        ${host()}: { ansible_host: ${ip()} }`,
      `        ${host()}: { ansible_host: ${ip()} }`,
      "      vars:",
      "        ansible_network_os: cisco.ios.ios",
      "        ansible_connection: ansible.netcommon.network_cli",
      "        ansible_user: netops",
      `        ansible_password: ${pass(add)}`,
      "        ansible_become: true",
      "        ansible_become_method: enable",
      `        ansible_become_password: "${pass(add)}"`,
    ],
  },
  {
    label: "Ansible group_vars for Junos with a hard-coded SNMP community",
    shape: "assignment",
    src: "group_vars/junos.yml",
    make: (k, add) => [
      "---",
      "ansible_network_os: junipernetworks.junos.junos",
      "ansible_connection: ansible.netcommon.netconf",
      `ansible_ssh_pass: ${pass(add)}`,
      "snmp:",
      `  community_ro: ${k(num(10, 14))}`,
      "  location: DC1",
    ],
  },
  {
    label: "Netmiko device dict with password and enable secret",
    shape: "assignment",
    src: "scripts/backup_switches.py",
    make: (_k, add) => [
      "from netmiko import ConnectHandler",
      "",
      "device = {",
      '    "device_type": "cisco_ios",',
      `    "host": "${ip()}",`,
      '    "username": "netops",',
      `    "password": "${pass(add)}",`,
      `    "secret": "${pass(add)}",`,
      "}",
      "with ConnectHandler(**device) as conn:",
      "    conn.enable()",
      '    print(conn.send_command("show run"))',
    ],
  },
  {
    label: "NAPALM driver with optional_args secret",
    per: 1,
    shape: "assignment",
    src: "scripts/getters.py",
    make: (_k, add) => [
      "from napalm import get_network_driver",
      'driver = get_network_driver("eos")',
      `dev = driver("${host()}", "admin", "${pass(add)}", optional_args={"enable_password": "${
        pass(add)
      }"})`,
      "dev.open()",
      "print(dev.get_facts())",
    ],
  },
  {
    label: "Nornir defaults.yaml",
    per: 1,
    shape: "assignment",
    src: "nornir/defaults.yaml",
    make: (_k, add) => [
      "---",
      "username: automation",
      `password: "${pass(add)}"`,
      "connection_options:",
      "  netmiko:",
      "    extras:",
      `      secret: "${pass(add)}"`,
    ],
  },
  {
    label: "Oxidized config with a global password",
    shape: "assignment",
    src: "~/.config/oxidized/config",
    make: (_k, add) => [
      "---",
      "username: oxidized",
      `password: ${pass(add)}`,
      "model: ios",
      "interval: 3600",
      "vars:",
      `  enable: ${pass(add)}`,
      "source:",
      "  default: csv",
      "  csv:",
      "    file: ~/.config/oxidized/router.db",
      "    delimiter: !ruby/regexp /:/",
    ],
  },
  {
    label: "Oxidized router.db with credentials in columns",
    shape: "output",
    src: "~/.config/oxidized/router.db",
    make: (k) => [
      `${host()}:${ip()}:ios:netops:${k(num(12, 16))}:${k(num(12, 16))}`,
      `${host()}:${ip()}:junos:netops:${k(num(12, 16))}:`,
      `${host()}:${ip()}:routeros:backup:${k(num(12, 16))}:`,
    ],
  },
  {
    label: "an Oxidized git diff that shows a changed enable secret",
    shape: "block",
    src: "$ git -C /var/lib/oxidized/configs.git show HEAD",
    make: (_k, add) => [
      `commit ${hex(40)}`,
      "Author: oxidized <oxidized@example.com>",
      `    update ${host()}`,
      "",
      "--- a/core-01",
      "+++ b/core-01",
      "@@ -12,7 +12,7 @@",
      " hostname core-01",
      " !",
      `-username admin privilege 15 password 7 ${t7(add)}`,
      `+username admin privilege 15 password 7 ${t7(add)}`,
      " !",
    ],
  },
  {
    label: "snmpwalk v2c with a community",
    shape: "command",
    src: "$ history | grep snmp",
    make: (k) => [
      `snmpwalk -v2c -c ${k(num(10, 14))} ${ip()} 1.3.6.1.2.1.1`,
      `snmpget -v2c -c ${k(num(10, 14))} ${ip()} sysUpTime.0`,
    ],
  },
  {
    label: "snmpwalk v3 with auth and priv passphrases",
    shape: "command",
    src: "$ snmpwalk -v3 ...",
    make: (_k, add) => [
      `$ snmpwalk -v3 -l authPriv -u ${pick(["librenms", "nms"])} -a SHA -A '${
        pass(add)
      }' -x AES -X '${pass(add)}' ${ip()} ifDescr`,
      "IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0",
      "IF-MIB::ifDescr.2 = STRING: GigabitEthernet0/1",
    ],
  },
  {
    label: "LibreNMS lnms device:add with v3 keys and config.php community",
    shape: "command",
    src: "$ history | grep lnms",
    make: (k, add) => [
      `./lnms device:add --v3 -u librenms -A '${pass(add)}' -X '${
        pass(add)
      }' -a SHA -x AES ${host()}`,
      `./lnms config:set snmp.community.+ ${k(num(10, 14))}`,
    ],
  },
  {
    label: "Zabbix host macro with the SNMP community in the API",
    shape: "assignment",
    src: "$ curl -s -X POST https://zabbix.lan/api_jsonrpc.php -d @macro.json",
    make: (k) => [
      "{",
      '  "jsonrpc": "2.0",',
      '  "method": "usermacro.create",',
      '  "params": {',
      `    "hostid": "${num(10000, 19999)}",`,
      '    "macro": "{$SNMP_COMMUNITY}",',
      `    "value": "${k(num(10, 16))}"`,
      "  },",
      `  "auth": "${k(32, HEX)}",`,
      '  "id": 1',
      "}",
    ],
  },
  {
    label: "Zabbix agent PSK file content",
    shape: "output",
    src: "$ sudo cat /etc/zabbix/zabbix_agentd.psk",
    make: (k) => [k(64, HEX)],
  },
  {
    label: "Telegraf inputs.snmp v3 and snmp_exporter auths",
    per: 1,
    shape: "assignment",
    src: "/etc/telegraf/telegraf.d/snmp.conf",
    make: (_k, add) => [
      "[[inputs.snmp]]",
      `  agents = ["udp://${ip()}:161", "udp://${ip()}:161"]`,
      "  version = 3",
      '  sec_name = "telegraf"',
      '  auth_protocol = "SHA"',
      `  auth_password = "${pass(add)}"`,
      '  sec_level = "authPriv"',
      '  priv_protocol = "AES"',
      `  priv_password = "${pass(add)}"`,
    ],
  },
  {
    label: "snmp_exporter snmp.yml auths",
    per: 1,
    shape: "assignment",
    src: "snmp_exporter/snmp.yml",
    make: (k, add) => [
      "auths:",
      "  public_v2:",
      "    version: 2",
      `    community: ${k(num(10, 14))}`,
      "  nms_v3:",
      "    version: 3",
      "    username: prometheus",
      "    security_level: authPriv",
      `    password: ${pass(add)}`,
      "    auth_protocol: SHA",
      "    priv_protocol: AES",
      `    priv_password: ${pass(add)}`,
    ],
  },
  {
    label: "UniFi controller wlanconf export with x_passphrase",
    shape: "block",
    src: "$ mongo --port 27117 ace --eval 'db.wlanconf.find().forEach(printjson)'",
    make: (k, add) => [
      "{",
      `\t"_id" : ObjectId("${hex(24)}"),`,
      `\t"name" : "${ssid()}",`,
      '\t"security" : "wpapsk",',
      '\t"wpa_mode" : "wpa2",',
      `\t"x_passphrase" : "${phrase(add)}",`,
      `\t"x_iapp_key" : "${k(32, HEX)}",`,
      `\t"site_id" : "${hex(24)}"`,
      "}",
    ],
  },
  {
    label: "UniFi admin x_shadow and device SSH password",
    shape: "block",
    src:
      "$ mongo --port 27117 ace --eval 'db.admin.find().forEach(printjson); db.setting.find({key:\"mgmt\"}).forEach(printjson)'",
    make: (_k, add) => [
      "{",
      `\t"_id" : ObjectId("${hex(24)}"),`,
      `\t"name" : "${pick(["admin", "jan", "netadmin"])}",`,
      `\t"x_shadow" : "${sha512crypt(add)}"`,
      "}",
      "{",
      '\t"key" : "mgmt",',
      '\t"x_ssh_username" : "' + draw(8, "abcdefghijklmnopqrstuvwxyz") + '",',
      `\t"x_ssh_password" : "${pass(add)}",`,
      `\t"x_mgmt_key" : "${add(hex(32))}"`,
      "}",
    ],
  },
  {
    label: "NAPALM credentials base64 in a Kubernetes secret for NetBox",
    shape: "encoded",
    src: "k8s/netbox-napalm-secret.yaml",
    make: (_k, add) => {
      const p = pass((x) => x);
      return [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: netbox-napalm",
        "data:",
        `  NAPALM_USERNAME: ${btoa("netbox")}`,
        `  NAPALM_PASSWORD: ${add(btoa(p))}`,
        `  NAPALM_TIMEOUT: ${btoa(String(num(30, 90)))}`,
      ];
    },
  },
  {
    label: "an Ansible password cut over two lines of a wrapped log",
    shape: "wrapped",
    src: "$ ansible-playbook -vvv backup.yml",
    make: (k) => [
      `<${ip()}> ESTABLISH LOCAL CONNECTION FOR USER: runner`,
      `<${lanIp()}> attempting to start connection`,
      `The full traceback is: ... 'ansible_password': '${k(10)}`,
      `${k(num(8, 10))}', 'ansible_user': 'netops', 'ansible_network_os': 'ios'`,
      `fatal: [${host()}]: FAILED! => {"msg": "timeout waiting for the enable prompt"}`,
    ],
  },
  {
    label: "a switch's REST API called with user and password in the URL",
    shape: "url",
    src: "scripts/push_vlans.sh",
    make: (_k, add) => [
      "#!/bin/sh",
      `SW=${ip()}`,
      `curl -sk -X POST "https://admin:${pass(add, true)}@$SW/rest/v10.${
        num(8, 13)
      }/system/vlans" \\`,
      `  -d '{"name": "iot", "id": ${num(2, 400)}}'`,
    ],
  },
];

/** Automation and monitoring: each insertion in two places. */
export function buildAutomation(): HeldOutSecret[] {
  return place(INSERTIONS, 2);
}
