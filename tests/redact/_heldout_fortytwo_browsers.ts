/**
 * Corpus forty-two, headless browsers: Browserless and Browserbase keys in WebSocket URLs and SDK
 * calls, Bright Data's scraping browser, Playwright and Puppeteer scripts that log in to a site,
 * a saved storage state with a session cookie, and the `.env` of a browser farm.
 */
import {
  B64URL,
  draw,
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
  uuid,
} from "./_heldout_fortytwo_make.ts";

const TEMPLATES: readonly Template[] = [
  [
    "Browserless token in a connectOverCDP URL",
    "url",
    (k) =>
      `const browser = await chromium.connectOverCDP("wss://production-${
        pick(["sfo", "lon", "ams"])
      }.browserless.io?token=${k(num(40, 48))}");`,
  ],
  [
    "Browserless token in puppeteer.connect",
    "url",
    (k) =>
      `const browser = await puppeteer.connect({\n  browserWSEndpoint: \`wss://chrome.browserless.io?token=${
        k(36, HEX)
      }&stealth&blockAds\`,\n});`,
  ],
  [
    "Browserbase key in a .env",
    "vendor",
    (k) => `BROWSERBASE_API_KEY=bb_live_${k(27, B64URL)}\nBROWSERBASE_PROJECT_ID=${uuid()}`,
  ],
  [
    "Browserbase connect URL with its key",
    "url",
    (k) =>
      `await chromium.connectOverCDP("wss://connect.browserbase.com?apiKey=bb_live_${
        k(27, B64URL)
      }");`,
  ],
  [
    "Bright Data scraping browser endpoint",
    "url",
    (k) =>
      `const SBR_WS_ENDPOINT = 'wss://brd-customer-hl_${draw(8, HEX)}-zone-scraping_browser${
        num(1, 3)
      }:${k(12, LOWER_DIGITS)}@brd.superproxy.io:9222';`,
  ],
  ["Playwright login with a typed password", "assignment", (_k, add) =>
    [
      `await page.goto("https://${site()}/login");`,
      `await page.getByLabel("Email").fill("seo-bot@${pick(["acme", "globex"])}.com");`,
      `await page.getByLabel("Password").fill("${pass(add)}");`,
      `await page.getByRole("button", { name: "Sign in" }).click();`,
    ].join("\n")],
  ["Puppeteer login with page.type", "assignment", (_k, add) =>
    [
      `await page.type('#username', 'crawler_${low(4)}');`,
      `await page.type('#password', '${pass(add)}', { delay: ${num(20, 90)} });`,
      `await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);`,
    ].join("\n")],
  [
    "Playwright http credentials for a staging site",
    "assignment",
    (_k, add) =>
      `const context = await browser.newContext({\n  httpCredentials: { username: "preview", password: "${
        pass(add)
      }" },\n  userAgent: UA,\n});`,
  ],
  ["Playwright storageState with a session cookie", "output", (k) =>
    JSON.stringify(
      {
        cookies: [{
          name: pick(["sessionid", "_session_id", "connect.sid"]),
          value: k(num(32, 48)),
          domain: `.${site()}`,
          path: "/",
          expires: 1800000000 + num(0, 99999999),
          httpOnly: true,
          secure: true,
          sameSite: "Lax",
        }],
        origins: [],
      },
      null,
      2,
    )],
  [
    "Puppeteer proxy authenticate call",
    "assignment",
    (_k, add) =>
      `await page.authenticate({ username: 'user-${low(6)}-country-de', password: '${
        pass(add)
      }' });`,
  ],
  [
    "Selenium remote grid URL with credentials",
    "url",
    (_k, add) =>
      `driver = webdriver.Remote(command_executor="https://grid:${
        pass(add)
      }@selenium.${site()}/wd/hub", options=opts)`,
  ],
  [
    "Steel.dev key in an SDK call",
    "vendor",
    (k) => `const client = new Steel({ steelAPIKey: "ste-${k(num(60, 70))}" });`,
  ],
  [
    "Hyperbrowser key in a Python agent",
    "vendor",
    (k) => `client = Hyperbrowser(api_key="hb_${k(28, HEX)}")`,
  ],
];

/** The headless browsers' secret cases. */
export function buildBrowsers(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
