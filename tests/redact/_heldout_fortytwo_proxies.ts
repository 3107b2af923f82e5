/**
 * Corpus forty-two, proxies: residential and datacenter proxy URLs with a zone or a country in the
 * user name (Bright Data, Oxylabs, Smartproxy, IPRoyal, Webshare, NetNut), `HTTPS_PROXY` with
 * credentials, proxy lists of `host:port:user:pass`, Squid's `htpasswd`, SOCKS5 in `curl -x`,
 * a rotating-proxy dashboard's JSON, and a proxy login in git, npm and pip settings.
 */
import {
  ALNUM,
  b64,
  draw,
  type HeldOutSecret,
  HEX,
  ip,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  type Piece,
  proxyPass,
  secrets,
  site,
  type Template,
} from "./_heldout_fortytwo_make.ts";

/** The alphabet of an `$apr1$` salt and hash. */
const B64DOT = "./" + ALNUM;

/** A Bright Data proxy URL: customer, zone and session in the user, the zone's password. */
function brightData(k: Piece): string {
  const session = pick(["", `-session-${low(8)}`, `-country-${pick(["us", "de", "gb"])}`]);
  return `http://brd-customer-hl_${draw(8, HEX)}-zone-${
    pick(["residential", "datacenter_proxy1", "isp_proxy2", "mobile"])
  }${session}:${proxyPass(k)}@brd.superproxy.io:${pick(["22225", "33335"])}`;
}

const TEMPLATES: readonly Template[] = [
  [
    "Bright Data residential URL in python requests",
    "url",
    (k) =>
      `proxy = "${
        brightData(k)
      }"\nresp = requests.get(url, proxies={"http": proxy, "https": proxy}, timeout=30)`,
  ],
  ["Bright Data URL in an .env", "url", (k) => `PROXY_URL=${brightData(k)}\nPROXY_POOL_SIZE=50`],
  [
    "Oxylabs residential proxy in curl -x",
    "command",
    (_k, add) =>
      `curl -x pr.oxylabs.io:7777 -U "customer-${low(8)}-cc-${pick(["US", "DE", "FR"])}:${
        pass(add)
      }" https://ip.oxylabs.io/location`,
  ],
  [
    "Oxylabs Web Scraper API basic auth in python",
    "assignment",
    (_k, add) =>
      `response = requests.post(\n    "https://realtime.oxylabs.io/v1/queries",\n    auth=("${
        low(8)
      }_${low(4)}", "${
        pass(add)
      }"),\n    json={"source": "google_search", "query": "crawl budget"},\n)`,
  ],
  [
    "Smartproxy gate URL in a scraper config",
    "url",
    (k) =>
      `proxy: "http://user-sp${low(8)}-country-${pick(["us", "br", "jp"])}-sessionduration-${
        num(10, 30)
      }:${k(num(14, 18))}@gate.smartproxy.com:${num(10001, 10010)}"`,
  ],
  [
    "IPRoyal URL with the country in the password",
    "url",
    (k) =>
      `http://${low(8)}:${k(num(12, 16))}_country-${pick(["us", "ca", "nl"])}_session-${
        low(8)
      }_lifetime-30m@geo.iproyal.com:12321`,
  ],
  [
    "Webshare rotating endpoint in node",
    "url",
    (k) =>
      `const agent = new HttpsProxyAgent("http://${low(8)}-rotate:${
        k(12, LOWER_DIGITS)
      }@p.webshare.io:80");`,
  ],
  [
    "NetNut proxy in Go",
    "url",
    (k) =>
      `proxyURL, _ := url.Parse("http://${low(6)}-res-any:${k(num(12, 16))}@gw.netnut.net:5959")`,
  ],
  [
    "HTTPS_PROXY with credentials in a Dockerfile",
    "assignment",
    (_k, add) =>
      `ENV HTTP_PROXY=http://svc-crawl:${pass(add)}@proxy.corp.${
        pick(["acme", "globex"])
      }.net:8080 \\\n    NO_PROXY=localhost,127.0.0.1,.internal`,
  ],
  ["HTTPS_PROXY export with a percent-encoded password", "encoded", (_k, add) => {
    const raw = `${draw(num(6, 9))}@${draw(4)}/${draw(num(4, 6))}`;
    return `export HTTPS_PROXY="http://jdoe:${
      add(encodeURIComponent(raw))
    }@squid.${site()}:3128"\nexport https_proxy="$HTTPS_PROXY"`;
  }],
  ["Proxy list of host:port:user:pass", "block", (k) =>
    Array.from(
      { length: 4 },
      () => `${ip()}:${num(10000, 65000)}:${low(8)}:${k(num(10, 14), LOWER_DIGITS)}`,
    ).join("\n")],
  ["Squid htpasswd file with apr1 hashes", "block", (k) =>
    [
      `$ sudo cat /etc/squid/passwords`,
      `crawler:$apr1$${k(8, B64DOT)}$${k(22, B64DOT)}`,
      `seo:$apr1$${k(8, B64DOT)}$${k(22, B64DOT)}`,
    ].join("\n")],
  [
    "htpasswd -b on the command line",
    "command",
    (_k, add) => `sudo htpasswd -b -c /etc/squid/passwords crawler ${pass(add)}`,
  ],
  [
    "SOCKS5 proxy with credentials in curl -x",
    "command",
    (_k, add) => `curl -x socks5h://scraper:${pass(add)}@${ip()}:1080 https://httpbin.org/ip -sS`,
  ],
  ["rotating proxy dashboard's JSON answer", "output", (k) =>
    JSON.stringify(
      {
        plan: "residential-25gb",
        traffic_left_gb: num(1, 25) + 0.5,
        sub_users: [{
          username: `sub_${low(6)}`,
          password: k(num(12, 16)),
          endpoint: "gw.proxyseller.io:10000",
          whitelist_ips: [ip()],
        }],
      },
      null,
      2,
    )],
  [
    "git http.proxy with a login",
    "command",
    (_k, add) => `git config --global http.proxy http://dev:${pass(add)}@${ip()}:3128`,
  ],
  [
    "npm proxy in .npmrc",
    "assignment",
    (_k, add) =>
      `proxy=http://build:${
        pass(add)
      }@proxy.${site()}:8080/\nhttps-proxy=http://build:${"$"}{PROXY_PASS}@proxy.${site()}:8080/\nstrict-ssl=false`,
  ],
  [
    "Proxy-Authorization header in a raw request",
    "encoded",
    (_k, add) => {
      const host = site();
      return `CONNECT ${host}:443 HTTP/1.1\nHost: ${host}:443\nProxy-Authorization: Basic ${
        add(b64(`${low(8)}:${draw(num(10, 14))}`))
      }\nUser-Agent: python-requests/2.32.3`;
    },
  ],
  ["proxy login split across a wrapped terminal line", "wrapped", (_k, add) => {
    const p = draw(num(16, 20), LOWER_DIGITS);
    const cut = num(8, p.length - 8);
    return `$ export ALL_PROXY=http://brd-customer-hl_${draw(8, HEX)}-zone-resi:${
      add(p.slice(0, cut))
    }\n${add(p.slice(cut))}@brd.superproxy.io:22225`;
  }],
];

/** The proxies' secret cases. */
export function buildProxies(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
