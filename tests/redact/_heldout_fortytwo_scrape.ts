/**
 * Corpus forty-two, scraping services: ScraperAPI, ScrapingBee, Zyte, Apify (tokens and actor
 * inputs holding logins), Firecrawl, Jina Reader, Crawlbase, captcha solvers (2Captcha,
 * anti-captcha, CapSolver) and a Scrapy project's `settings.py`.
 */
import {
  b64,
  type HeldOutSecret,
  HEX,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  secrets,
  site,
  type Template,
  UPPER_ALNUM,
} from "./_heldout_fortytwo_make.ts";

const target = (): string =>
  `https://${site()}/${pick(["products", "category/shoes", "search?q=lamp", "p/"])}${num(1, 999)}`;

const TEMPLATES: readonly Template[] = [
  [
    "ScraperAPI key in a request URL",
    "url",
    (k) =>
      `http://api.scraperapi.com?api_key=${k(32, HEX)}&url=${
        encodeURIComponent(target())
      }&render=true&country_code=us`,
  ],
  [
    "ScraperAPI proxy-mode credentials",
    "url",
    (k) =>
      `proxies = {"https": "http://scraperapi:${k(32, HEX)}@proxy-server.scraperapi.com:8001"}`,
  ],
  [
    "ScrapingBee key in python client",
    "assignment",
    (k) =>
      `from scrapingbee import ScrapingBeeClient\n\nclient = ScrapingBeeClient(api_key='${
        k(80, UPPER_ALNUM)
      }')\nresponse = client.get('${target()}', params={'render_js': 'false'})`,
  ],
  [
    "ScrapingBee key on a curl line",
    "command",
    (k) =>
      `curl "https://app.scrapingbee.com/api/v1/?api_key=${k(80, UPPER_ALNUM)}&url=${
        encodeURIComponent(target())
      }&premium_proxy=true"`,
  ],
  [
    "Zyte API key as basic auth user",
    "command",
    (k) =>
      `curl --user ${
        k(32, HEX)
      }: --header 'Content-Type: application/json' --data '{"url": "${target()}", "httpResponseBody": true}' https://api.zyte.com/v1/extract`,
  ],
  ["Zyte smart proxy key in Scrapy settings", "assignment", (k) =>
    [
      `DOWNLOADER_MIDDLEWARES = {"scrapy_zyte_smartproxy.ZyteSmartProxyMiddleware": 610}`,
      `ZYTE_SMARTPROXY_ENABLED = True`,
      `ZYTE_SMARTPROXY_APIKEY = "${k(32, HEX)}"`,
    ].join("\n")],
  [
    "Apify token in an env file",
    "vendor",
    (k) => `APIFY_TOKEN=apify_api_${k(36)}\nAPIFY_DEFAULT_DATASET_ID=${low(17)}`,
  ],
  [
    "Apify token in a run-actor URL",
    "url",
    (k) =>
      `POST https://api.apify.com/v2/acts/apify~web-scraper/runs?token=apify_api_${
        k(36)
      }&memory=4096`,
  ],
  ["Apify actor input with a site login", "block", (_k, add) =>
    JSON.stringify(
      {
        startUrls: [{ url: `https://${site()}/account/orders` }],
        loginUsername: `scraper+${low(5)}@acme.com`,
        loginPassword: pass(add),
        proxyConfiguration: { useApifyProxy: true, apifyProxyGroups: ["RESIDENTIAL"] },
        maxPagesPerCrawl: num(100, 5000),
      },
      null,
      2,
    )],
  [
    "Apify proxy password in a proxy URL",
    "url",
    (k) => `http://groups-RESIDENTIAL,country-US:${k(num(20, 26))}@proxy.apify.com:8000`,
  ],
  [
    "Firecrawl key in an MCP config",
    "vendor",
    (k) =>
      `{"mcpServers":{"firecrawl":{"command":"npx","args":["-y","firecrawl-mcp"],"env":{"FIRECRAWL_API_KEY":"fc-${
        k(32, HEX)
      }"}}}}`,
  ],
  [
    "Jina Reader bearer token",
    "command",
    (k) =>
      `curl "https://r.jina.ai/${target()}" -H "Authorization: Bearer jina_${k(32, HEX)}${
        k(28)
      }" -H "X-Return-Format: markdown"`,
  ],
  [
    "Crawlbase JS token in a node script",
    "assignment",
    (k) =>
      `const { CrawlingAPI } = require("crawlbase");\nconst api = new CrawlingAPI({ token: "${
        k(22)
      }" });`,
  ],
  [
    "2Captcha key in a solver config",
    "assignment",
    (k) => `captcha:\n  provider: 2captcha\n  api_key: ${k(32, HEX)}\n  poll_interval: 5`,
  ],
  ["anti-captcha clientKey in a createTask body", "output", (k) =>
    JSON.stringify({
      clientKey: k(32, HEX),
      task: { type: "RecaptchaV2TaskProxyless", websiteURL: target(), websiteKey: `6L${low(38)}` },
    })],
  [
    "CapSolver key in a Playwright helper",
    "vendor",
    (k) => `const solver = new CapSolver("CAP-${k(32, HEX.toUpperCase())}");`,
  ],
  ["Scrapy settings.py with a proxy login and an HTTP auth pair", "block", (k, add) =>
    [
      `BOT_NAME = "${pick(["pricebot", "shopcrawl", "newsbot"])}"`,
      `ROBOTSTXT_OBEY = True`,
      `CONCURRENT_REQUESTS = ${num(8, 32)}`,
      `DOWNLOAD_DELAY = 0.${num(2, 9)}`,
      `HTTP_PROXY = "http://crawl_${low(4)}:${k(num(12, 16), LOWER_DIGITS)}@${site()}:3128"`,
      `HTTP_USER = "staging"`,
      `HTTP_PASS = "${pass(add)}"`,
      `FEEDS = {"s3://crawl-out/%(name)s/%(time)s.jsonl": {"format": "jsonlines"}}`,
    ].join("\n")],
  [
    "Scrapy Cloud deploy key in scrapinghub.yml",
    "block",
    (k) =>
      `projects:\n  default: ${num(100000, 999999)}\napikey: ${
        k(32, HEX)
      }\nstacks:\n  default: scrapy:2.${num(8, 11)}`,
  ],
  [
    "Basic auth header for a staging site in a spider",
    "encoded",
    (_k, add) =>
      `    def start_requests(self):\n        yield scrapy.Request(url, headers={"Authorization": "Basic ${
        add(b64(`staging:${low(6)}${low(8)}`))
      }"})`,
  ],
];

/** The scraping services' secret cases. */
export function buildScrape(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
