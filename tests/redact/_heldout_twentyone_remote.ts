/**
 * Corpus twenty-one, SSH and VPN sessions: `sshpass`, `ssh-keygen` output and pasted keys,
 * WireGuard configs and `wg show`, OpenVPN `auth-user-pass` files and inline keys, Tailscale
 * auth keys, IPMI and switch consoles.
 */
import {
  B64,
  draw,
  fingerprint,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  pass,
  pemBlock,
  tailscaleKey,
  twice,
  wgKey,
  when,
} from "./_heldout_twentyone_make.ts";

export function buildRemote(): HeldOutSecret[] {
  return [
    ...twice("command", "sshpass -p in a loop over hosts", (_k, add, v) =>
      [
        `$ for h in ${host()} ${host()}; do sshpass -p '${
          pass(add)
        }' ssh -o StrictHostKeyChecking=no ops@$h '${v === 0 ? "uptime" : "df -h /"}'; done`,
        " 03:14:07 up 211 days,  4:02,  1 user,  load average: 7.12, 6.80, 5.91",
      ].join("\n")),
    ...twice(
      "command",
      "sshpass with the password in SSHPASS",
      (_k, add, v) =>
        `$ SSHPASS='${humanPass(add)}' sshpass -e scp -P ${
          22 + v
        } dump.sql.gz backup@${host()}:/srv/restore/`,
    ),
    ...twice("block", "an OpenSSH key printed with cat", (k, _add, v) =>
      [
        `ops@${host()}:~$ cat ~/.ssh/id_ed25519${v === 0 ? "" : "_deploy"}`,
        ...pemBlock(k, "OPENSSH ", 5),
        `ops@${host()}:~$ ssh-keygen -lf ~/.ssh/id_ed25519.pub`,
        `256 ${fingerprint()} ops@${host()} (ED25519)`,
      ].join("\n")),
    ...twice("block", "a WireGuard config with its private key", (_k, add, v) =>
      [
        `$ sudo cat /etc/wireguard/wg${v}.conf`,
        "[Interface]",
        `Address = 10.${v + 8}.0.1/24`,
        "ListenPort = 51820",
        `PrivateKey = ${add(wgKey())}`,
        "",
        "[Peer]",
        `PublicKey = ${wgKey()}`,
        `PresharedKey = ${add(wgKey())}`,
        `AllowedIPs = 10.${v + 8}.0.2/32`,
        `Endpoint = ${host()}.example.net:51820`,
      ].join("\n")),
    ...twice("output", "wg showconf printing keys", (_k, add, v) =>
      [
        `root@${host()}:~# wg showconf wg${v}`,
        "[Interface]",
        "ListenPort = 51820",
        `FwMark = 0x${hex(4)}`,
        `PrivateKey = ${add(wgKey())}`,
        "",
        "[Peer]",
        `PublicKey = ${wgKey()}`,
        "AllowedIPs = 0.0.0.0/0",
      ].join("\n")),
    ...twice("output", "an OpenVPN auth-user-pass file", (_k, add, v) =>
      [
        `$ cat /etc/openvpn/client/${v === 0 ? "office" : "dc2"}.auth`,
        `svc-vpn-${draw(4, "abcdefghijklmnopqrstuvwxyz")}`,
        pass(add),
        `$ sudo openvpn --config ${
          v === 0 ? "office" : "dc2"
        }.ovpn --auth-user-pass /etc/openvpn/client/office.auth`,
        `${when().slice(0, 19).replace("T", " ")} Initialization Sequence Completed`,
      ].join("\n")),
    ...twice("block", "an .ovpn profile with an inline key", (k, add, v) =>
      [
        "client",
        "dev tun",
        `remote vpn-${v}.example.net 1194 udp`,
        "<key>",
        ...pemBlock(k, "", 4),
        "</key>",
        "<tls-crypt>",
        "-----BEGIN OpenVPN Static key V1-----",
        add(hex(32)),
        add(hex(32)),
        "-----END OpenVPN Static key V1-----",
        "</tls-crypt>",
      ].join("\n")),
    ...twice(
      "vendor",
      "tailscale up with an auth key",
      (_k, add, v) =>
        `$ sudo tailscale up --authkey=${add(tailscaleKey())} --advertise-tags=tag:${
          v === 0 ? "db" : "bastion"
        } --ssh`,
    ),
    ...twice("command", "ipmitool with a BMC password", (_k, add, v) =>
      [
        `$ ipmitool -I lanplus -H ${host()}-bmc -U ADMIN -P '${pass(add)}' chassis power ${
          v === 0 ? "cycle" : "status"
        }`,
        v === 0 ? "Chassis Power Control: Cycle" : "Chassis Power is on",
      ].join("\n")),
    ...twice("output", "a switch console's running config", (_k, add, v) =>
      [
        `core-sw${v + 1}# show running-config | include secret|snmp`,
        `enable secret 9 $9$${add(draw(14, B64.slice(0, 62)))}$${add(draw(43, B64.slice(0, 62)))}`,
        `snmp-server community ${add(draw(16))} RO 10`,
        `username netops privilege 15 secret 9 $9$${add(draw(14, B64.slice(0, 62)))}$${
          add(draw(43, B64.slice(0, 62)))
        }`,
      ].join("\n")),
    ...twice("command", "an expect script answering the password prompt", (_k, add, v) =>
      [
        "#!/usr/bin/expect -f",
        `spawn ssh admin@${host()}`,
        'expect "password:"',
        `send "${pass(add)}\\r"`,
        `expect "${v === 0 ? "$" : "#"} "`,
        "interact",
      ].join("\n")),
    ...twice(
      "url",
      "an sftp URL with credentials in a transfer log",
      (_k, add, v) =>
        `${when()} transfer ${
          v === 0 ? "nightly" : "adhoc"
        }: lftp -e 'mirror -R /srv/exports' sftp://exports:${
          pass(add)
        }@${host()}.partner.net:22\n${when()} 42 files, 1.3 GiB, 00:04:12`,
    ),
  ];
}
