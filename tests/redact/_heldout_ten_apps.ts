/**
 * Corpus ten, SaaS vendors II: observability, commerce and payments beyond Stripe, identity
 * providers, product and collaboration tools, secret managers and tunnels, media APIs — in the
 * formats their documentation gives, as a session shows them. Only the random part of a token is
 * a piece; a public id next to it (client id, app id, project token) never is.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B64,
  b64u,
  B64URL,
  DIGITS,
  HEX,
  jwt,
  LOWER_NUM,
  type Ten,
  UPPER_NUM,
} from "./_heldout_ten_make.ts";

export function tenApps(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S("assignment", "datadog api and app keys", (k) =>
      `DD_API_KEY=${k(32, HEX)}
DD_APP_KEY=${k(40, HEX)}
DD_SITE=datadoghq.eu`),
    S(
      "vendor",
      "new relic user key and license key",
      (k) =>
        `NEW_RELIC_API_KEY=NRAK-${k(27, UPPER_NUM)}
NEW_RELIC_LICENSE_KEY=${k(36, HEX)}NRAL`,
    ),
    S("vendor", "sentry auth token in sentryclirc", (k) =>
      `[auth]
token=sntryu_${k(64, HEX)}`),
    S(
      "vendor",
      "sentry org token",
      (k) => `SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3Njc${k(120, B64URL)}_${k(43, B64URL)}`,
    ),
    S(
      "vendor",
      "grafana service account token",
      (k) => `GRAFANA_TOKEN=glsa_${k(32, ALNUM)}_${k(8, HEX)}`,
    ),
    S(
      "vendor",
      "grafana cloud access policy token",
      (k) => `password: glc_eyJvIjoi${k(120, B64URL)}fQ==`,
    ),
    S(
      "vendor",
      "honeycomb ingest key",
      (k) => `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=hcaik_01${k(56, LOWER_NUM)}"`,
    ),
    S(
      "command",
      "pagerduty api token",
      (k) =>
        `curl -H "Authorization: Token token=${k(20, B64URL)}" https://api.pagerduty.com/incidents`,
    ),
    S(
      "vendor",
      "launchdarkly server sdk key",
      (_k, add) => `ld_client = ldclient.Config("sdk-${add(t.guid())}")`,
    ),
    S("vendor", "shopify admin token", (k) => `X-Shopify-Access-Token: shpat_${k(32, HEX)}`),
    S("vendor", "square access token", (k) => `SQUARE_ACCESS_TOKEN=EAAA${k(60, B64URL)}`),
    S(
      "vendor",
      "braintree access token",
      (k) =>
        `gateway = braintree.BraintreeGateway(access_token="access_token$production$${
          k(16, LOWER_NUM)
        }$${k(32, HEX)}")`,
    ),
    S("assignment", "paypal client secret", (k) =>
      `PAYPAL_CLIENT_ID=A${g(79, B64URL)}
PAYPAL_CLIENT_SECRET=E${k(79, B64URL)}`),
    S("assignment", "plaid secret", (k) =>
      `PLAID_CLIENT_ID=${g(24, HEX)}
PLAID_SECRET=${k(30, HEX)}
PLAID_ENV=production`),
    S(
      "assignment",
      "razorpay key secret",
      (k) => `razorpay.Client(auth=("rzp_live_${g(14, ALNUM)}", "${k(24, ALNUM)}"))`,
    ),
    S("vendor", "paystack secret key", (k) => `PAYSTACK_SECRET_KEY=sk_live_${k(40, HEX)}`),
    S("vendor", "flutterwave secret", (k) => `FLW_SECRET_KEY=FLWSECK-${k(32, HEX)}-X`),
    S(
      "vendor",
      "mapbox secret token",
      (k) =>
        `MAPBOX_DOWNLOADS_TOKEN=sk.${b64u(JSON.stringify({ u: "acme", a: g(25, LOWER_NUM) }))}.${
          k(22, B64URL)
        }`,
    ),
    S(
      "assignment",
      "algolia admin key",
      (k) => `const client = algoliasearch("${g(10, UPPER_NUM)}", "${k(32, HEX)}");`,
    ),
    S("assignment", "auth0 client secret", (k) =>
      `AUTH0_DOMAIN=acme.eu.auth0.com
AUTH0_CLIENT_ID=${g(32, ALNUM)}
AUTH0_CLIENT_SECRET=${k(64, B64URL)}`),
    S("vendor", "auth0 management api token", (_k, add) =>
      `MGMT_TOKEN=${
        jwt(t, add, {
          iss: "https://acme.eu.auth0.com/",
          sub: `${g(32, ALNUM)}@clients`,
          aud: "https://acme.eu.auth0.com/api/v2/",
          iat: 1767000000,
          exp: 1767086400,
          gty: "client-credentials",
        }, "RS256")
      }`),
    S(
      "vendor",
      "clerk secret key",
      (k) =>
        `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_${b64u("clerk.acme.dev$")}
CLERK_SECRET_KEY=sk_test_${k(40, ALNUM)}`,
    ),
    S("vendor", "okta api token", (k) => `Authorization: SSWS 00${k(40, B64URL)}`),
    S("vendor", "linear api key", (k) => `LINEAR_API_KEY=lin_api_${k(40, ALNUM)}`),
    S(
      "vendor",
      "notion integration secret",
      (k) => `const notion = new Client({ auth: "ntn_${k(11, DIGITS)}${k(35, ALNUM)}" });`,
    ),
    S(
      "vendor",
      "airtable personal access token",
      (k) => `AIRTABLE_TOKEN=pat${k(14, ALNUM)}.${k(64, HEX)}`,
    ),
    S("vendor", "figma token", (k) => `-H 'X-Figma-Token: figd_${k(40, B64URL)}'`),
    S(
      "vendor",
      "hubspot private app token",
      (_k, add) => `HUBSPOT_ACCESS_TOKEN=pat-eu1-${add(t.guid())}`,
    ),
    S("vendor", "intercom access token", (k) => `INTERCOM_TOKEN=dG9rOj${k(54, B64)}=`),
    S("vendor", "postman api key", (k) => `x-api-key: PMAK-${k(24, HEX)}-${k(34, HEX)}`),
    S(
      "vendor",
      "contentful management token",
      (k) => `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, B64URL)}`,
    ),
    S(
      "vendor",
      "dropbox short lived token",
      (k) => `dbx = dropbox.Dropbox("sl.u.${k(140, B64URL)}")`,
    ),
    S(
      "vendor",
      "twitter bearer token",
      (k) => `TWITTER_BEARER_TOKEN=AAAAAAAAAAAAAAAAAAAAA${k(30, ALNUM)}%3D${k(50, ALNUM)}`,
    ),
    S(
      "command",
      "facebook page access token",
      (k) =>
        `curl -G -d "access_token=EAA${
          k(180, ALNUM)
        }" "https://graph.facebook.com/v21.0/me/accounts"`,
    ),
    S(
      "command",
      "zendesk api token",
      (k) =>
        `curl https://acme.zendesk.com/api/v2/tickets.json -u agent@acme.io/token:${k(40, ALNUM)}`,
    ),
    S(
      "vendor",
      "bitwarden secrets manager access token",
      (k, add) => `BWS_ACCESS_TOKEN=0.${t.guid()}.${k(30, ALNUM)}:${add(g(22, B64) + "==")}`,
    ),
    S(
      "vendor",
      "1password service account token",
      (k) => `OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoi${k(300, B64)}`,
    ),
    S(
      "command",
      "ngrok authtoken",
      (k) =>
        `$ ngrok config add-authtoken 2${k(26, ALNUM)}_${k(21, ALNUM)}
Authtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml`,
    ),
    S(
      "command",
      "tailscale auth key",
      (k) => `sudo tailscale up --authkey tskey-auth-k${g(10, ALNUM)}CNTRL-${k(33, ALNUM)}`,
    ),
    S("assignment", "mixpanel api secret", (k) =>
      `MIXPANEL_PROJECT_TOKEN=${g(32, HEX)}
MIXPANEL_API_SECRET=${k(32, HEX)}`),
    S("assignment", "zoom server to server secret", (k) =>
      `ZOOM_ACCOUNT_ID=${g(22, B64URL)}
ZOOM_CLIENT_ID=${g(22, B64URL)}
ZOOM_CLIENT_SECRET=${k(32, ALNUM)}`),
    S("assignment", "twitch client secret", (k) =>
      `TWITCH_CLIENT_ID=${g(30, LOWER_NUM)}
TWITCH_CLIENT_SECRET=${k(30, LOWER_NUM)}`),
    S(
      "vendor",
      "atlassian api token",
      (k) => `JIRA_API_TOKEN=ATATT3xFfGF0${k(170, B64URL)}=${g(8, HEX.toUpperCase())}`,
    ),
    S(
      "assignment",
      "webflow token in js",
      (k) => `const webflow = new WebflowClient({ accessToken: "${k(64, HEX)}" });`,
    ),
    S(
      "encoded",
      "google play json key as base64 env",
      (k) => `GOOGLE_PLAY_JSON_KEY_BASE64=${k(160, B64)}==`,
    ),
    S("assignment", "deepgram key", (k) => `dg = DeepgramClient("${k(40, HEX)}")`),
    S("assignment", "pusher secret", (k) =>
      `PUSHER_APP_ID=${g(7, DIGITS)}
PUSHER_KEY=${g(20, HEX)}
PUSHER_SECRET=${k(20, HEX)}
PUSHER_CLUSTER=eu`),
    S(
      "assignment",
      "ably api key",
      (k) => `new Ably.Rest("${g(6, B64URL)}.${g(6, B64URL)}:${k(43, B64URL)}")`,
    ),
    S(
      "vendor",
      "lemon squeezy api key jwt",
      (_k, add) =>
        `LEMONSQUEEZY_API_KEY=${
          jwt(t, add, {
            aud: "94d59cef-dbb8-4ea5-b178-d2540fcd6919",
            jti: g(64, HEX),
            iat: 1767000000,
            sub: g(7, DIGITS),
            scopes: [],
          }, "RS256")
        }`,
    ),
    S("vendor", "typeform token", (k) => `TYPEFORM_TOKEN=tfp_${k(44, ALNUM)}_${k(14, ALNUM)}`),
    S(
      "vendor",
      "gemini key in chat",
      (k) => `here's the gemini key I made in AI Studio, can you wire it in? AIza${k(35, B64URL)}`,
    ),
    S("assignment", "coinbase cdp api secret", (_k, add) =>
      `{
  "name": "organizations/${t.guid()}/apiKeys/${t.guid()}",
  "privateKey": "${add(g(86, B64) + "==")}"
}`),
    S(
      "assignment",
      "storyblok management token",
      (k) => `STORYBLOK_OAUTH_TOKEN=${k(22, ALNUM)}-${g(6, DIGITS)}-${k(20, B64URL)}`,
    ),
    S("assignment", "amplitude secret", (k) =>
      `AMPLITUDE_API_KEY=${g(32, HEX)}
AMPLITUDE_SECRET_KEY=${k(32, HEX)}`),
    S(
      "assignment",
      "mastodon token in a chat aside",
      (k) => `mastodon access token (don't worry, revoked later): ${k(43, B64URL)}`,
    ),
    S(
      "assignment",
      "freshdesk key with x password",
      (k) => `requests.get(url, auth=("${k(20, ALNUM)}", "X"))`,
    ),
    S("vendor", "statsig server secret", (k) => `STATSIG_SERVER_SECRET=secret-${k(43, ALNUM)}`),
    S(
      "assignment",
      "rollbar server token",
      (k) => `Rollbar.configure { |c| c.access_token = "${k(32, HEX)}" }`,
    ),
    S("assignment", "vonage api secret", (k) =>
      `VONAGE_API_KEY=${g(8, HEX)}
VONAGE_API_SECRET=${k(16, ALNUM)}`),
  ];
}
