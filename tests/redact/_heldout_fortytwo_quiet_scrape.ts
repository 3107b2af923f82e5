/**
 * Corpus forty-two, clean scraping and proxy texts: proxy URLs without credentials, `curl -v`
 * through an open proxy, Scrapy settings and logs that name no secret, run and session objects
 * with ids only, reCAPTCHA site keys (public by design: every page that shows the widget carries
 * one), request fingerprints, user agents, and keys read from the environment.
 */
import {
  type Alike,
  cleans,
  draw,
  type HeldOutClean,
  hex,
  ip,
  low,
  num,
  pick,
  site,
  userAgent,
  uuid,
  when,
} from "./_heldout_fortytwo_make.ts";

const stamp = (): string => when().replace("T", " ").slice(0, 19);

const ALIKES: readonly Alike[] = [
  [
    "proxy settings without credentials",
    () =>
      `export HTTPS_PROXY=http://proxy.${site()}:${
        pick(["3128", "8080", "8888"])
      }\nexport NO_PROXY=localhost,127.0.0.1,.svc,.${
        low(6)
      }.internal\ngit config --global http.proxy http://${ip()}:3128`,
  ],
  ["curl -v through an open proxy", () => {
    const [proxy, host] = [ip(), site()];
    return [
      `*   Trying ${proxy}:3128...`,
      `* Connected to ${proxy} port 3128`,
      `> CONNECT ${host}:443 HTTP/1.1`,
      `> Host: ${host}:443`,
      `> User-Agent: curl/8.${num(5, 11)}.0`,
      `< HTTP/1.1 200 Connection established`,
      `* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384`,
    ].join("\n");
  }],
  ["Scrapy settings with keys read from the environment", () =>
    [
      `BOT_NAME = "${pick(["pricebot", "shopcrawl", "newsbot"])}"`,
      `USER_AGENT = "${userAgent()}"`,
      `ROBOTSTXT_OBEY = True`,
      `AUTOTHROTTLE_ENABLED = True`,
      `AUTOTHROTTLE_TARGET_CONCURRENCY = ${num(1, 8)}.0`,
      `SCRAPERAPI_KEY = os.environ["SCRAPERAPI_KEY"]`,
      `ZYTE_API_KEY = os.getenv("ZYTE_API_KEY", "")`,
    ].join("\n")],
  ["Scrapy stats dump at the end of a crawl", () =>
    [
      `${stamp()} [scrapy.statscollectors] INFO: Dumping Scrapy stats:`,
      `{'downloader/request_count': ${num(100, 9999)},`,
      ` 'downloader/response_status_count/200': ${num(100, 9999)},`,
      ` 'elapsed_time_seconds': ${num(10, 999)}.${num(100, 999)},`,
      ` 'httpcache/firsthand': ${num(10, 999)},`,
      ` 'finish_reason': 'finished'}`,
    ].join("\n")],
  ["Apify run object with ids", () =>
    JSON.stringify(
      {
        data: {
          id: draw(17),
          actId: draw(17),
          status: "SUCCEEDED",
          startedAt: when(),
          defaultDatasetId: draw(17),
          defaultKeyValueStoreId: draw(17),
          buildNumber: `0.${num(1, 9)}.${num(10, 99)}`,
          usageTotalUsd: num(1, 99) / 100,
        },
      },
      null,
      2,
    )],
  ["Browserbase session object without a key", () =>
    JSON.stringify({
      id: uuid(),
      projectId: uuid(),
      status: "RUNNING",
      region: pick(["us-west-2", "eu-central-1"]),
      createdAt: when(),
      keepAlive: false,
    })],
  ["Playwright login reading its password from the environment", () =>
    [
      `await page.goto("https://${site()}/login");`,
      `await page.getByLabel("Email").fill(process.env.SITE_USER!);`,
      `await page.getByLabel("Password").fill(process.env.SITE_PASSWORD!);`,
      `await page.waitForURL("**/dashboard", { timeout: ${num(5, 30)}000 });`,
    ].join("\n")],
  ["proxy dashboard usage JSON without passwords", () =>
    JSON.stringify({
      zone: pick(["residential", "isp_proxy1", "datacenter"]),
      customer: `hl_${hex(8)}`,
      bandwidth_gb: num(1, 500) / 10,
      requests: num(1000, 999999),
      ports: [22225, 33335],
      ips_allowlisted: [ip(), ip()],
    })],
  [
    "reCAPTCHA site key in a page (public by design)",
    () =>
      `<div class="g-recaptcha" data-sitekey="6L${draw(6)}AAAAA${
        draw(27)
      }" data-callback="onSubmit"></div>\n<!-- found on ${site()}/contact -->`,
  ],
  ["crawler log with fingerprints and user agents", () =>
    Array.from(
      { length: 3 },
      () =>
        `${stamp()} GET https://${site()}/p/${num(100, 9999)} 200 ${num(20, 900)}ms fp=${
          hex(40)
        } ua="${userAgent()}"`,
    ).join("\n")],
  [
    "scraping API docs with an example key",
    () =>
      `curl "http://api.scraperapi.com?api_key=APIKEY&url=http://httpbin.org/ip"\ncurl "https://app.scrapingbee.com/api/v1/?api_key=YOUR-API-KEY&url=https://${site()}"\n# request id ${uuid()}`,
  ],
  [
    "captcha solver task answer with a task id",
    () =>
      `{"errorId":0,"status":"ready","taskId":${num(1000000, 99999999)},"solution":{"text":"${
        low(6)
      }"},"cost":"0.00${num(10, 99)}","ip":"${ip()}"}`,
  ],
];

/** The clean scraping and proxy texts. */
export function buildQuietScrape(): HeldOutClean[] {
  return cleans(ALIKES, 3);
}
