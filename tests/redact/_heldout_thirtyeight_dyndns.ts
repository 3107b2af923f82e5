/**
 * Corpus thirty-eight, dynamic DNS: the update passwords and tokens of home and office links —
 * ddclient (dyndns2 and Cloudflare), its debug output with a Basic header, inadyn, OpenWrt's ddns
 * config, pfSense's XML, update URLs with the password in the userinfo or the query (DuckDNS,
 * dynv6, Namecheap, Hurricane Electric, Google Domains), and deSEC's updater with `curl -u`.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  hms,
  host,
  ip4,
  ip6,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const home = () => `${pick(["home", "nas", "office", "cabin", "lab"])}.${zone()}`;

const INSERTIONS: readonly Insertion[] = [
  {
    label: "ddclient.conf dyndns2 password",
    shape: "assignment",
    make: (_k, add) => [
      `daemon=300`,
      `syslog=yes`,
      `use=web, web=checkip.dyndns.org/, web-skip='IP Address'`,
      `protocol=dyndns2`,
      `server=members.dyndns.org`,
      `login=${pick(["mkowalski", "hanna.r", "ops-home"])}`,
      `password='${pass(add)}'`,
      home(),
    ],
  },
  {
    label: "ddclient.conf Cloudflare token",
    shape: "assignment",
    make: (k) => [
      `protocol=cloudflare, \\`,
      `zone=${zone()}, \\`,
      `ttl=1, \\`,
      `login=token, \\`,
      `password=${k(40, B64URL)} \\`,
      home(),
    ],
  },
  {
    label: "ddclient debug with a Basic header",
    shape: "encoded",
    make: (_k, add) => {
      const user = pick(["mkowalski", "hanna.r", "ops-home"]);
      return [
        `DEBUG:    get_ip: using web, checkip.dyndns.org/ reports ${ip4()}`,
        `DEBUG:    proxy  = `,
        `DEBUG:    url    = https://members.dyndns.org/nic/update?system=dyndns&hostname=${home()}&myip=${ip4()}`,
        `DEBUG:    server = members.dyndns.org`,
        `DEBUG:    Authorization: Basic ${add(b64(`${user}:${draw(num(12, 18))}`))}`,
        `SUCCESS:  updating ${home()}: good: IP address set to ${ip4()}`,
      ];
    },
  },
  {
    label: "inadyn.conf provider password",
    shape: "assignment",
    make: (_k, add) => [
      `period = 600`,
      `provider default@freedns.afraid.org {`,
      `    username = ${pick(["kestrel", "tanager", "wren"])}${num(10, 99)}`,
      `    password = ${pass(add)}`,
      `    hostname = ${home()}`,
      `}`,
    ],
  },
  {
    label: "update URL with userinfo",
    shape: "url",
    make: (_k, add) => [
      `curl -s "https://${draw(16)}:${
        add(draw(16))
      }@domains.google.com/nic/update?hostname=${home()}&myip=${ip4()}"`,
      `good ${ip4()}`,
    ],
  },
  {
    label: "DuckDNS token in a cron line",
    shape: "url",
    make: (_k, add) => [
      `*/5 * * * * curl -fsS "https://www.duckdns.org/update?domains=${
        draw(num(6, 10), LOWER_DIGITS)
      }&token=${add(uuid())}&ip=" >/dev/null`,
    ],
  },
  {
    label: "dynv6 token in a script",
    shape: "url",
    make: (k) => [
      `#!/bin/sh`,
      `IP=$(curl -s https://ipv4.icanhazip.com)`,
      `wget -qO- "https://dynv6.com/api/update?hostname=${draw(8, LOWER_DIGITS)}.dynv6.net&token=${
        k(28, B64URL)
      }&ipv4=$IP"`,
    ],
  },
  {
    label: "Namecheap dynamic DNS password",
    shape: "url",
    make: (k) => [
      `GET https://dynamicdns.park-your-domain.com/update?host=${
        pick(["@", "home", "vpn"])
      }&domain=${zone()}&password=${k(32, "0123456789abcdef")}&ip=${ip4()}`,
      `<?xml version="1.0"?><interface-response><Command>SETDNSHOST</Command><ErrCount>0</ErrCount></interface-response>`,
    ],
  },
  {
    label: "Hurricane Electric dyn update",
    shape: "url",
    make: (k) => [
      `curl "https://dyn.dns.he.net/nic/update" -d "hostname=${home()}" -d "password=${
        k(16)
      }" -d "myip=${ip6()}"`,
      `nochg ${ip4()}`,
    ],
  },
  {
    label: "OpenWrt ddns config",
    shape: "assignment",
    make: (k) => [
      `config service 'cloudflare'`,
      `\toption enabled '1'`,
      `\toption service_name 'cloudflare.com-v4'`,
      `\toption lookup_host '${home()}'`,
      `\toption domain '${pick(["home", "nas"])}@${zone()}'`,
      `\toption username 'Bearer'`,
      `\toption password '${k(40, B64URL)}'`,
      `\toption ip_source 'network'`,
    ],
  },
  {
    label: "pfSense dyndns XML",
    shape: "assignment",
    make: (_k, add) => [
      `<dyndnses>`,
      `  <dyndns>`,
      `    <type>namecheap</type>`,
      `    <interface>wan</interface>`,
      `    <host>${pick(["vpn", "home"])}</host>`,
      `    <domainname>${zone()}</domainname>`,
      `    <username>${zone()}</username>`,
      `    <password>${add(hex(32))}</password>`,
      `    <enable>1</enable>`,
      `  </dyndns>`,
      `</dyndnses>`,
    ],
  },
  {
    label: "deSEC updater with curl -u",
    shape: "command",
    make: (k) => {
      const h = `${draw(8, LOWER_DIGITS)}.dedyn.io`;
      return [`curl --user ${h}:${k(28, B64URL)} "https://update.dedyn.io/?hostname=${h}"`, `good`];
    },
  },
  {
    label: "router syslog echoing the update URL",
    shape: "url",
    make: (_k, add) => [
      `${hms()} router ddns[${num(200, 4000)}]: update ${host()} -> https://${
        pick(["admin", "dns"])
      }:${add(draw(14))}@members.dyndns.org/nic/update?hostname=${home()}`,
      `${hms()} router ddns[${num(200, 4000)}]: response: good ${ip4()}`,
      `${hms()} router ddns[${num(200, 4000)}]: next check in 600s (${hex(8)})`,
    ],
  },
];

/** The dynamic DNS cases: each insertion in two containers. */
export function buildDyndns(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
