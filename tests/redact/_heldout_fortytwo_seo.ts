/**
 * Corpus forty-two, SEO and analytics tools: Ahrefs, Semrush, Moz (access id and secret, and the
 * v3 token that joins them), DataForSEO's login and password, Google Search Console service
 * accounts (a private key inside a JSON file), Search Console OAuth tokens, GA4 Measurement
 * Protocol secrets, Bing Webmaster, Yandex Webmaster, Majestic, Serpstat and SE Ranking keys.
 */
import {
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  low,
  num,
  pass,
  pick,
  type Piece,
  secrets,
  site,
  type Template,
} from "./_heldout_fortytwo_make.ts";

/** The armour of a PKCS#8 private key, built so no scanner sees it in the source. */
function armour(edge: "BEGIN" | "END"): string {
  return `-----${edge} PRIVATE` + ` KEY-----`;
}

/** A service-account key file's `private_key` value: body lines as pieces, joined by `\n`. */
function serviceKey(k: Piece): string {
  const body = Array.from({ length: 5 }, () => k(64, B64));
  body.push(k(num(24, 44), B64) + "=");
  return [armour("BEGIN"), ...body, armour("END"), ""].join("\n");
}

const project = (): string =>
  `${pick(["seo", "search-console", "gsc"])}-${low(6)}-${num(100, 999)}`;

const TEMPLATES: readonly Template[] = [
  [
    "Ahrefs API v3 key as a bearer",
    "command",
    (k) =>
      `curl -s "https://api.ahrefs.com/v3/site-explorer/domain-rating?target=${site()}&date=2026-11-${
        num(10, 27)
      }" -H "Authorization: Bearer ${k(40)}"`,
  ],
  [
    "Ahrefs key in a Looker Studio connector env",
    "assignment",
    (k) => `AHREFS_API_TOKEN="${k(40)}"\nAHREFS_MONTHLY_UNITS=${num(10, 99)}0000`,
  ],
  [
    "Semrush key in a report URL",
    "url",
    (k) =>
      `https://api.semrush.com/?type=domain_organic&key=${k(32, HEX)}&display_limit=${
        num(10, 100)
      }&export_columns=Ph,Po,Nq,Cp&domain=${site()}&database=us`,
  ],
  [
    "Semrush key in a Python keyword script",
    "assignment",
    (k) =>
      `SEMRUSH_KEY = "${k(32, HEX)}"  # TODO move to vault\nDB = "${pick(["us", "uk", "de"])}"`,
  ],
  [
    "Moz access id and secret in a config",
    "assignment",
    (k) => `[moz]\naccess_id = mozscape-${draw(10, HEX)}\nsecret_key = ${k(32)}`,
  ],
  [
    "Moz v3 token as basic auth",
    "encoded",
    (_k, add) =>
      `curl -X POST https://lsapi.seomoz.com/v2/url_metrics -H "Authorization: Basic ${
        add(b64(`mozscape-${draw(10, HEX)}:${draw(32)}`))
      }" -d '{"targets": ["${site()}"]}'`,
  ],
  [
    "DataForSEO login and password in python",
    "assignment",
    (k) =>
      `client = RestClient("ops@${pick(["acme", "globex", "initech"])}.com", "${
        k(16, HEX)
      }")\nresponse = client.post("/v3/serp/google/organic/live/advanced", post_data)`,
  ],
  [
    "DataForSEO basic auth header",
    "encoded",
    (_k, add) => `Authorization: Basic ${add(b64(`seo.team@${site()}:${draw(16, HEX)}`))}`,
  ],
  ["Search Console service account key file", "block", (k) =>
    JSON.stringify(
      {
        type: "service_account",
        project_id: project(),
        private_key_id: hex(40),
        private_key: serviceKey(k),
        client_email: `gsc-reader@${project()}.iam.gserviceaccount.com`,
        client_id: String(num(100000000, 999999999)) + String(num(100000000, 999999999)),
        auth_uri: "https://accounts.google.com/o/oauth2/auth",
        token_uri: "https://oauth2.googleapis.com/token",
      },
      null,
      2,
    )],
  [
    "Search Console OAuth access token in a request",
    "command",
    (k) =>
      `curl -H "Authorization: Bearer ya29.a0${
        k(num(140, 170), B64URL)
      }" "https://searchconsole.googleapis.com/webmasters/v3/sites/${
        encodeURIComponent(`https://${site()}/`)
      }/searchAnalytics/query" -d @query.json`,
  ],
  ["Search Console OAuth refresh token in a token.json", "output", (k) =>
    JSON.stringify({
      token: `ya29.a0${k(num(140, 170), B64URL)}`,
      refresh_token: `1//0${k(num(90, 100), B64URL)}`,
      token_uri: "https://oauth2.googleapis.com/token",
      client_id: `${num(100000, 999999)}${num(100000, 999999)}-${
        low(32)
      }.apps.googleusercontent.com`,
      client_secret: `GOCSPX-${k(28, B64URL)}`,
      scopes: ["https://www.googleapis.com/auth/webmasters.readonly"],
    })],
  [
    "GA4 Measurement Protocol api_secret",
    "url",
    (k) =>
      `POST https://www.google-analytics.com/mp/collect?measurement_id=G-${
        draw(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
      }&api_secret=${k(22, B64URL)}`,
  ],
  [
    "Bing Webmaster API key in a URL submission",
    "url",
    (k) => `https://ssl.bing.com/webmaster/api.svc/json/SubmitUrlbatch?apikey=${k(32, HEX)}`,
  ],
  [
    "Yandex Webmaster OAuth token",
    "assignment",
    (k) =>
      `YANDEX_WEBMASTER_TOKEN=y0_${k(num(50, 58), B64URL)}\nYANDEX_USER_ID=${
        num(1000000, 9999999)
      }`,
  ],
  [
    "Majestic key in a PHP call",
    "assignment",
    (k) =>
      `$api = new APIService('${
        k(32, HEX.toUpperCase())
      }', 'https://api.majestic.com/api_command');`,
  ],
  ["Serpstat token in a JSON-RPC call", "output", (k) =>
    JSON.stringify({
      id: String(num(1, 999)),
      method: "SerpstatDomainProcedure.getDomainsInfo",
      params: { domains: [site()], se: "g_us", token: k(32, HEX) },
    })],
  ["SE Ranking key and a wp-admin login in a handover note", "output", (k, add) =>
    [
      `Handover for the ${site()} SEO retainer:`,
      `- SE Ranking API key: ${k(40, HEX)}`,
      `- WordPress (wp-admin) user seo-agency, password ${pass(add)}`,
      `- Screaming Frog crawl config is in the shared drive.`,
    ].join("\n")],
];

/** The SEO and analytics secret cases. */
export function buildSeo(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
