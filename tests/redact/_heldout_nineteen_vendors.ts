/**
 * Corpus nineteen, family "vendor API calls": one call to a vendor's API as its documentation
 * writes it, with the vendor's own header and the token in its real shape (prefix, length,
 * alphabet, checksum). Decided: a Google `AIza` key is a secret wherever it appears (a Gemini key
 * cannot be told from a Maps key), while keys meant for browsers that cannot be mistaken for a
 * server key (Stripe `pk_live_`, Mapbox `pk.`, Algolia search-only, a Sentry DSN, PostHog `phc_`)
 * are clean.
 */
import {
  ALNUM,
  b64u,
  B64URL,
  C,
  DIGITS,
  draw,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  host,
  num,
  S,
  uuid,
} from "./_heldout_nineteen_make.ts";

const H = "0123456789abcdef";

/** One case per vendor: label and a writer of the call. */
const CALLS: readonly (readonly [string, Parameters<typeof S>[2]])[] = [
  [
    "Shopify Admin API access token",
    (k) =>
      `curl -X GET "https://${
        draw(8, "abcdefghijklmnopqrstuvwxyz")
      }.myshopify.com/admin/api/2024-10/orders.json" -H "X-Shopify-Access-Token: shp${"at"}_${
        k(32, H)
      }"`,
  ],
  [
    "Sentry user auth token",
    (k) =>
      `curl https://sentry.io/api/0/projects/ -H 'Authorization: Bearer sntr${"yu"}_${k(64, H)}'`,
  ],
  [
    "DigitalOcean token",
    (k) =>
      `curl -X GET -H "Content-Type: application/json" -H "Authorization: Bearer dop_${"v1"}_${
        k(64, H)
      }" "https://api.digitalocean.com/v2/droplets"`,
  ],
  [
    "Docker Hub access token",
    (k) =>
      `$ curl -s -H "Content-Type: application/json" -X POST -d '{"username": "ci-bot", "password": "dckr_${"pat"}_${
        k(27, B64URL)
      }"}' https://hub.docker.com/v2/users/login/`,
  ],
  [
    "Gemini API key in the query",
    (k) =>
      `curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=AI${"za"}${
        k(35, B64URL)
      }" -H 'Content-Type: application/json' -X POST -d '{"contents":[{"parts":[{"text":"hi"}]}]}'`,
  ],
  [
    "npm token against the registry",
    (_k, add) =>
      `curl -s -H "Authorization: Bearer np${"m"}_${
        add(ghBody())
      }" https://registry.npmjs.org/-/whoami\n{"username":"ci-publisher"}`,
  ],
  [
    "Stripe secret key as curl -u",
    (k) =>
      `curl https://api.stripe.com/v1/charges \\\n  -u sk_${"live"}_${k(99)}: \\\n  -d amount=${
        num(100, 9999)
      } -d currency=eur`,
  ],
  [
    "Stripe restricted key",
    (k) =>
      `curl https://api.stripe.com/v1/customers?limit=3 -H "Authorization: Bearer rk_${"live"}_${
        k(99)
      }"`,
  ],
  [
    "Twilio account SID and auth token",
    (k) =>
      `curl -X POST "https://api.twilio.com/2010-04-01/Accounts/AC${
        draw(32, H)
      }/Messages.json" --data-urlencode "Body=hi" -u AC${draw(32, H)}:${k(32, H)}`,
  ],
  [
    "Datadog API and application keys",
    (k) =>
      `curl -X GET "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: ${
        k(32, H)
      }" -H "DD-APPLICATION-KEY: ${k(40, H)}"`,
  ],
  [
    "Linear API key",
    (k) =>
      `curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: lin_${"api"}_${
        k(40)
      }" --data '{ "query": "{ viewer { id } }" }'`,
  ],
  [
    "Postman API key",
    (k) =>
      `curl --location 'https://api.getpostman.com/collections' --header 'X-Api-Key: PM${"AK"}-${
        k(24, H)
      }-${k(34, H)}'`,
  ],
  [
    "Cloudflare API token",
    (k) =>
      `curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer ${
        k(40, B64URL)
      }"`,
  ],
  [
    "Anthropic key with its version header",
    (k) =>
      `curl https://api.anthropic.com/v1/messages -H "x-api-key: sk-${"ant"}-api03-${
        k(93, B64URL)
      }AA" -H "anthropic-version: 2023-06-01" -H "content-type: application/json"`,
  ],
  [
    "Slack user token to the Web API",
    (k) =>
      `curl -X POST -H 'Authorization: Bearer xo${"xp"}-${k(12, DIGITS)}-${k(12, DIGITS)}-${
        k(13, DIGITS)
      }-${k(32, H)}' https://slack.com/api/auth.test`,
  ],
  [
    "Mapbox secret token",
    (k) =>
      `curl "https://api.mapbox.com/tokens/v2?access_token=sk.${
        b64u(
          JSON.stringify({ u: "acme-maps", a: draw(10, "abcdefghijklmnopqrstuvwxyz0123456789") }),
        )
      }.${k(22, B64URL)}"`,
  ],
  [
    "Algolia admin key",
    (k) =>
      `curl -X GET "https://${
        draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }-dsn.algolia.net/1/indexes" -H "X-Algolia-API-Key: ${
        k(32, H)
      }" -H "X-Algolia-Application-Id: ${draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}"`,
  ],
  [
    "GitHub token as token scheme",
    (_k, add) =>
      `curl -H "Authorization: token gh${"p"}_${
        add(ghBody())
      }" https://api.github.com/user/repos?per_page=100`,
  ],
];

/** One call per vendor, each with its token. */
export function buildVendors(): HeldOutSecret[] {
  return CALLS.map(([label, write]) => S("vendor", label, write));
}

/** Browser-facing keys and public identifiers of the same vendors. */
export function buildCleanVendors(): HeldOutClean[] {
  return [
    C(
      "Stripe.js with a publishable key",
      `<script src="https://js.stripe.com/v3/"></script>\nconst stripe = Stripe("pk_${"live"}_${
        draw(99)
      }");\nconst elements = stripe.elements({ clientSecret: secretFromServer });`,
    ),
    C(
      "Mapbox public token in a map page",
      `<script src="https://api.mapbox.com/mapbox-gl-js/v3.8.0/mapbox-gl.js"></script>\nmapboxgl.accessToken = "pk.${
        b64u(
          JSON.stringify({ u: "acme-maps", a: draw(10, "abcdefghijklmnopqrstuvwxyz0123456789") }),
        )
      }.${draw(22, B64URL)}";`,
    ),
    C(
      "Algolia search-only key in InstantSearch",
      `<script src="https://cdn.jsdelivr.net/npm/algoliasearch@5/dist/lite/builds/browser.umd.js"></script>\nconst searchClient = algoliasearch("${
        draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }", "${draw(32, HEX)}"); // search-only key`,
    ),
    C(
      "Sentry DSN in a browser bundle",
      `Sentry.init({ dsn: "https://${draw(32, HEX)}@o${num(100000, 999999)}.ingest.us.sentry.io/${
        num(1000000, 9999999)
      }", tracesSampleRate: 0.1 });`,
    ),
    C(
      "PostHog project key",
      `posthog.init('phc_${draw(43, ALNUM)}', { api_host: 'https://eu.i.posthog.com' })`,
    ),
    C(
      "GitHub API response headers",
      `HTTP/2 200\nx-github-request-id: ${draw(4, "0123456789ABCDEF")}:${
        draw(6, "0123456789ABCDEF")
      }:${draw(7, "0123456789ABCDEF")}:${draw(7, "0123456789ABCDEF")}:${
        draw(8, "0123456789ABCDEF")
      }\nx-ratelimit-remaining: ${num(100, 4999)}\netag: W/"${draw(64, HEX)}"`,
    ),
    C(
      "Stripe request id and idempotency key",
      `< request-id: req_${draw(14)}\n< idempotency-key: ${uuid()}\n< stripe-version: 2024-06-20`,
    ),
    C(
      "Twilio message resource",
      `HTTP/1.1 201 Created\nContent-Type: application/json\n\n{"sid": "SM${
        draw(32, HEX)
      }", "account_sid": "AC${draw(32, HEX)}", "status": "queued", "uri": "/2010-04-01/Accounts/AC${
        draw(32, HEX)
      }/Messages.json"}`,
    ),
    C(
      "Shopify webhook headers",
      `X-Shopify-Topic: orders/create\nX-Shopify-Hmac-Sha256: ${
        draw(43, ALNUM + "+/")
      }=\nX-Shopify-Shop-Domain: ${
        draw(8, "abcdefghijklmnopqrstuvwxyz")
      }.myshopify.com\nX-Shopify-Webhook-Id: ${uuid()}`,
    ),
    C(
      "masked vendor keys in a dashboard",
      `https://dashboard.stripe.com/apikeys\nsk_live_...${
        draw(4)
      }   created 2026-10-02\nrk_live_••••${draw(4)}   restricted\nsk-ant-api03-…${draw(4)}`,
    ),
    C(
      "vendor call with an environment variable",
      `curl https://api.${host()}/v1/me -H "Authorization: Bearer $ACME_TOKEN" -H "X-Request-Id: ${uuid()}"`,
    ),
  ];
}
