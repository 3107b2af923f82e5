/**
 * Corpus forty-two, what tools print: a Scrapy crawl's log echoing its settings, a scraper's
 * Python traceback through a proxy, Playwright's connection error quoting its WebSocket URL,
 * `curl -v` through an authenticated proxy, a job queue's dump (BullMQ, Celery, Redis), an API's
 * JSON answer that hands back a key, a crawler's access log, and a Node fetch error.
 */
import {
  b64,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  ip,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  proxyPass,
  secrets,
  site,
  type Template,
  UPPER_ALNUM,
  userAgent,
  uuid,
  when,
} from "./_heldout_fortytwo_make.ts";

const stamp = (): string => when().replace("T", " ").slice(0, 19);
const spider = (): string => pick(["products", "prices", "news", "reviews"]);

const TEMPLATES: readonly Template[] = [
  ["Scrapy log echoing overridden settings with a proxy", "output", (k) =>
    [
      `${stamp()} [scrapy.utils.log] INFO: Scrapy 2.11.2 started (bot: ${spider()}bot)`,
      `${stamp()} [scrapy.crawler] INFO: Overridden settings:`,
      `{'BOT_NAME': '${spider()}bot',`,
      ` 'CONCURRENT_REQUESTS': ${num(8, 64)},`,
      ` 'HTTPPROXY_AUTH_ENCODING': 'latin-1',`,
      ` 'PROXY_URL': 'http://spider_${low(4)}:${proxyPass(k)}@${ip()}:${num(3000, 9000)}',`,
      ` 'ROBOTSTXT_OBEY': True}`,
      `${stamp()} [scrapy.middleware] INFO: Enabled downloader middlewares: [...]`,
    ].join("\n")],
  ["requests ProxyError traceback quoting the proxy URL", "output", (_k, add) =>
    [
      `Traceback (most recent call last):`,
      `  File "/app/scraper/fetch.py", line ${num(20, 200)}, in fetch`,
      `    r = session.get(url, timeout=20)`,
      `  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 694, in send`,
      `    raise ProxyError(e, request=request)`,
      `requests.exceptions.ProxyError: HTTPSConnectionPool(host='${site()}', port=443): Max retries exceeded with url: /p/${
        num(100, 9999)
      } (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))`,
      `proxy in use: http://customer-${low(8)}:${pass(add)}@pr.oxylabs.io:7777`,
    ].join("\n")],
  ["Playwright connect error quoting the WebSocket URL", "output", (k) =>
    [
      `browserType.connectOverCDP: WebSocket error: wss://production-sfo.browserless.io/?token=${
        k(num(36, 44))
      } 429 Too Many Requests`,
      `Call log:`,
      `  - <ws connecting> wss://production-sfo.browserless.io/`,
      `  - <ws error> unexpected server response 429`,
      `    at /app/crawl.ts:${num(10, 90)}:${num(5, 40)}`,
    ].join("\n")],
  ["curl -v through an authenticated proxy", "encoded", (_k, add) => {
    const [proxy, host] = [ip(), site()];
    return [
      `*   Trying ${proxy}:8080...`,
      `* Connected to proxy.${site()} (${proxy}) port 8080`,
      `* CONNECT tunnel: HTTP/1.1 negotiated`,
      `* Proxy auth using Basic with user 'crawl'`,
      `> CONNECT ${host}:443 HTTP/1.1`,
      `> Host: ${host}:443`,
      `> Proxy-Authorization: Basic ${add(b64(`crawl:${draw(num(10, 14))}`))}`,
      `> User-Agent: curl/8.${num(5, 11)}.0`,
      `> Proxy-Connection: Keep-Alive`,
      `>`,
      `< HTTP/1.1 200 Connection established`,
    ].join("\n");
  }],
  ["curl -v echoing an API key header", "output", (k) =>
    [
      `> POST /search HTTP/2`,
      `> Host: google.serper.dev`,
      `> user-agent: curl/8.7.1`,
      `> x-api-key: ${k(40, HEX)}`,
      `> accept: */*`,
      `>`,
      `< HTTP/2 200`,
      `< content-type: application/json; charset=utf-8`,
      `< etag: W/"${hex(12)}"`,
    ].join("\n")],
  ["BullMQ job dump holding proxy credentials", "output", (k) =>
    JSON.stringify(
      {
        id: String(num(1000, 99999)),
        name: "scrape-product",
        data: {
          url: `https://${site()}/p/${num(1000, 9999)}`,
          proxy: {
            host: "gate.smartproxy.com",
            port: 7000,
            username: `sp${low(8)}`,
            password: k(16),
          },
          retries: num(0, 3),
        },
        opts: { attempts: 5, backoff: { type: "exponential", delay: 2000 } },
        timestamp: 1790000000000 + num(0, 99999999),
      },
      null,
      2,
    )],
  [
    "Celery task repr with an API key argument",
    "output",
    (k) =>
      `[${stamp()},${
        num(100, 999)
      }: INFO/MainProcess] Task crawler.tasks.fetch_serp[${uuid()}] received: args=('${site()}',) kwargs={'api_key': '${
        k(40, HEX)
      }', 'pages': ${num(1, 9)}}`,
  ],
  ["redis-cli HGETALL of a scraper account", "output", (k, add) =>
    [
      `127.0.0.1:6379> HGETALL scraper:account:${num(1, 40)}`,
      `1) "login"`,
      `2) "buyer${num(10, 99)}@${pick(["acme", "globex"])}.com"`,
      `3) "password"`,
      `4) "${pass(add)}"`,
      `5) "scrapingbee_key"`,
      `6) "${k(80, UPPER_ALNUM)}"`,
    ].join("\n")],
  ["an API answer handing back a new key", "output", (k) =>
    JSON.stringify({
      ok: true,
      key: { id: `key_${low(12)}`, name: "crawler-prod", secret: k(48), created_at: when() },
      warning: "This is the only time the secret is shown.",
    })],
  [
    "nginx access log with a token in the query",
    "output",
    (k) =>
      `${ip()} - - [${num(10, 27)}/Nov/2026:${num(10, 23)}:${num(10, 59)}:${
        num(10, 59)
      } +0000] "GET /api/crawl/start?site=${site()}&access_token=${k(num(32, 40))} HTTP/1.1" 200 ${
        num(100, 9999)
      } "-" "${userAgent()}"`,
  ],
  ["Node fetch error with credentials in the proxy URL", "output", (k) =>
    [
      `TypeError: fetch failed`,
      `    at node:internal/deps/undici/undici:${num(13000, 13999)}:13`,
      `  [cause]: Error: Proxy response (407) !== 200 when HTTP Tunneling`,
      `      at ProxyAgent.connect (/app/node_modules/undici/lib/dispatcher/proxy-agent.js:${
        num(90, 140)
      }:23)`,
      `  proxy: 'http://u${low(7)}:${k(num(12, 16), LOWER_DIGITS)}@${ip()}:${num(10000, 60000)}'`,
    ].join("\n")],
  [
    "Go log line with a SOCKS dialer URL",
    "output",
    (_k, add) =>
      `${when().slice(0, 19).replace("T", " ")} crawler: dialing via socks5://harvest:${
        pass(add)
      }@${ip()}:1080 for ${site()}: i/o timeout`,
  ],
];

/** The printed-output secret cases. */
export function buildPrinted(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
