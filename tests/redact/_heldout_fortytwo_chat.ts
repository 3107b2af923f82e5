/**
 * Corpus forty-two, values with no name beside them and values cut or encoded: a user pasting a
 * key into a chat sentence, a table of accounts, a key quoted in an assistant's reply, a key
 * wrapped over two lines by a terminal or an editor, and credentials that only appear base64-,
 * percent- or JSON-escaped.
 */
import {
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  low,
  LOWER_DIGITS,
  num,
  pick,
  secrets,
  site,
  type Template,
  UPPER_ALNUM,
} from "./_heldout_fortytwo_make.ts";

/** `value` cut in two pieces, each of 8 characters at least, the cut at a line break. */
function wrap(add: (p: string) => string, value: string, indent = ""): string {
  const cut = num(8, value.length - 8);
  return `${add(value.slice(0, cut))}\n${indent}${add(value.slice(cut))}`;
}

const TEMPLATES: readonly Template[] = [
  [
    "a bare hex key pasted in a chat sentence",
    "output",
    (k) =>
      `ok the scraperapi one is ${
        k(32, HEX)
      } — can you wire it into fetch.ts and try page 2 again?`,
  ],
  [
    "a bare key after a colon in a user message",
    "output",
    (k) =>
      `Here's the new one from the dashboard: ${k(40)}\nThe old one got rate limited yesterday.`,
  ],
  ["a markdown table of proxy accounts", "block", (k) =>
    [
      `| provider | user | pass |`,
      `|---|---|---|`,
      `| brightdata | hl_${draw(8, HEX)} | ${k(12, LOWER_DIGITS)} |`,
      `| oxylabs | customer-${low(6)} | ${k(num(12, 14))} |`,
      `| iproyal | ${low(8)} | ${k(num(14, 16))} |`,
    ].join("\n")],
  [
    "a key quoted back in an assistant's reply",
    "output",
    (k) =>
      `I've set \`SERPER_API_KEY\` to \`${
        k(40, HEX)
      }\` in \`.env.local\`; the first query returned 10 organic results.`,
  ],
  [
    "two bare values on lines of their own",
    "output",
    (k) => `moz creds\nmozscape-${low(10)}\n${k(32)}\n(id then secret)`,
  ],
  [
    "a SerpAPI key as a positional argument",
    "command",
    (k) =>
      `$ python serp.py "${pick(["crawl budget", "best trail shoes", "lamp"])}" ${
        k(64, HEX)
      } --pages ${num(2, 9)}`,
  ],
  [
    "a proxy password put in place by sed",
    "command",
    (k) =>
      `sed -i "s/__PROXY_PASS__/${
        k(12, LOWER_DIGITS)
      }/" docker-compose.yml && docker compose up -d crawler`,
  ],
  [
    "a pool of Serper keys in a list",
    "block",
    (k) =>
      `KEYS = [\n    "${k(40, HEX)}",\n    "${k(40, HEX)}",\n    "${
        k(40, HEX)
      }",\n]  # rotate when one hits the limit`,
  ],
  [
    "a ScrapingBee key wrapped by the terminal",
    "wrapped",
    (_k, add) => `$ SCRAPINGBEE_API_KEY=${wrap(add, draw(80, UPPER_ALNUM))} node run.js`,
  ],
  [
    "an Apify token wrapped in a YAML string",
    "wrapped",
    (_k, add) => `env:\n  APIFY_TOKEN: "apify_api_${wrap(add, draw(36), "    ")}"`,
  ],
  [
    "a SerpAPI key wrapped in a Python string",
    "wrapped",
    (_k, add) =>
      `params = {\n    "api_key": "${
        wrap(add, draw(64, HEX), "    ")
      }",\n    "engine": "google",\n}`,
  ],
  [
    "a Typesense admin key wrapped by an editor",
    "wrapped",
    (_k, add) =>
      `TYPESENSE_ADMIN_KEY=${wrap(add, draw(num(36, 44)))}\nTYPESENSE_HOST=${
        low(8)
      }.a1.typesense.net`,
  ],
  [
    "a Browserbase key wrapped in a log column",
    "wrapped",
    (_k, add) =>
      `[browser] session create key=bb_live_${wrap(add, draw(27, B64URL), "                 ")}`,
  ],
  ["a proxy password only in base64 in a k8s secret", "encoded", (_k, add) =>
    [
      `apiVersion: v1`,
      `kind: Secret`,
      `metadata:`,
      `  name: proxy-creds`,
      `type: Opaque`,
      `data:`,
      `  PROXY_USER: ${b64(`brd-customer-hl_${draw(8, HEX)}-zone-resi`)}`,
      `  PROXY_PASS: ${add(b64(draw(num(12, 16), LOWER_DIGITS)))}`,
    ].join("\n")],
  [
    "an Algolia admin key only in base64 in a CI variable dump",
    "encoded",
    (_k, add) =>
      `ALGOLIA_ADMIN_KEY_B64=${add(b64(draw(32, HEX)))}\nALGOLIA_APP_ID=${draw(10, UPPER_ALNUM)}`,
  ],
  [
    "a Meilisearch key double-escaped in a JSON string",
    "encoded",
    (_k, add) =>
      `{"cmd":"curl -H \\"Authorization: Bearer ${
        add(draw(num(32, 40)))
      }\\" http://meili:7700/keys"}`,
  ],
  [
    "a proxy URL percent-encoded as a query parameter",
    "encoded",
    (_k, add) =>
      `https://scraper.${site()}/run?proxy=${encodeURIComponent(`http://u${low(6)}:`)}${
        add(draw(num(14, 18)))
      }${encodeURIComponent(`@gw.${site()}:8000`)}&target=${pick(["home", "pdp", "plp"])}`,
  ],
];

/** The chat, wrapped and encoded secret cases. */
export function buildChat(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
