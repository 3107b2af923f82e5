/**
 * Corpus twelve: tokens of business SaaS — payments and commerce, mail and messaging, chat and
 * notification services, productivity and CRM, feature flags and identity, social and media
 * APIs, finance and crypto exchanges, IoT and home automation — in their own shape, each in a
 * context a transcript would show. Only the random part is a piece. Shapes: vendor.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function saasVendors(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "stripe restricted key in a php client",
      (k) => `$stripe = new \\Stripe\\StripeClient('rk_live_${k(99)}');`,
    ),
    S(
      "vendor",
      "paypal client secret",
      (k) => `PAYPAL_CLIENT_ID=A${g(79, BASE64URL)}\nPAYPAL_CLIENT_SECRET=E${k(79, BASE64URL)}`,
    ),
    S("vendor", "square access token", (k) => `SQUARE_ACCESS_TOKEN=EAAA${k(60, BASE64URL)}`),
    S(
      "vendor",
      "square application secret",
      (k) => `square_app_secret: sq0csp-${k(43, BASE64URL)}`,
    ),
    S(
      "vendor",
      "razorpay key secret beside the public key id",
      (k) => `RAZORPAY_KEY_ID=rzp_live_${g(14)}\nRAZORPAY_KEY_SECRET=${k(24)}`,
    ),
    S("vendor", "paystack secret key", (k) => `PAYSTACK_SECRET_KEY=sk_live_${k(40, HEX)}`),
    S("vendor", "flutterwave secret key", (k) => `FLW_SECRET_KEY=FLWSECK-${k(32, HEX)}-X`),
    S("vendor", "mollie live key", (k) => `$mollie->setApiKey("live_${k(30)}");`),
    S(
      "vendor",
      "gocardless access token",
      (k) => `GOCARDLESS_ACCESS_TOKEN=live_${k(40, BASE64URL)}`,
    ),
    S("vendor", "plaid secret", (k) => `PLAID_CLIENT_ID=${g(24, HEX)}\nPLAID_SECRET=${k(30, HEX)}`),
    S("vendor", "shopify custom app secret", (k) => `SHOPIFY_API_SECRET=shpss_${k(32, HEX)}`),
    S(
      "vendor",
      "shopify custom app access token",
      (k) => `X-Shopify-Access-Token: shpca_${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "woocommerce consumer secret",
      (k) =>
        `const api = new WooCommerceRestApi({ url: "https://shop.example.org", consumerKey: "ck_${
          k(40, HEX)
        }", consumerSecret: "cs_${k(40, HEX)}", version: "wc/v3" });`,
    ),
    S("vendor", "bigcommerce access token", (k) => `X-Auth-Token: ${k(31, LOWER_DIGITS)}`),
    S(
      "vendor",
      "lemon squeezy api key",
      (k) =>
        `LEMONSQUEEZY_API_KEY=${
          jwt({ aud: "1", jti: g(80, HEX), iat: 1767225600, sub: "4711", scopes: [] }, "RS256", k)
        }`,
    ),
    S("vendor", "mailchimp key with datacenter", (k) => `MAILCHIMP_API_KEY=${k(32, HEX)}-us21`),
    S("vendor", "brevo key", (k) => `BREVO_API_KEY=xkeysib-${k(64, HEX)}-${k(16)}`),
    S("vendor", "resend key", (k) => `resend = Resend("re_${k(8)}_${k(24)}")`),
    S(
      "vendor",
      "postmark server token header",
      (_k, add) => `X-Postmark-Server-Token: ${add(uuid())}`,
    ),
    S("vendor", "sparkpost key", (k) => `SPARKPOST_API_KEY=${k(40, HEX)}`),
    S(
      "vendor",
      "twilio api key secret beside its sid",
      (k) => `TWILIO_API_KEY=SK${g(32, HEX)}\nTWILIO_API_SECRET=${k(32)}`,
    ),
    S("vendor", "vonage secret", (k) => `VONAGE_API_KEY=${g(8, HEX)}\nVONAGE_API_SECRET=${k(16)}`),
    S(
      "vendor",
      "plivo auth token",
      (k) => `client = plivo.RestClient("MA${g(18, UPPER_DIGITS)}", "${k(40)}")`,
    ),
    S("vendor", "messagebird access key", (k) => `MESSAGEBIRD_ACCESS_KEY=${k(25)}`),
    S(
      "vendor",
      "pusher app secret",
      (k) =>
        `PUSHER_APP_ID=${g(7, DIGITS)}\nPUSHER_APP_KEY=${g(20, HEX)}\nPUSHER_APP_SECRET=${
          k(20, HEX)
        }`,
    ),
    S(
      "vendor",
      "ably key with id and secret",
      (k) => `new Ably.Rest({ key: "${g(6)}.${g(6)}:${k(43, BASE64URL)}" })`,
    ),
    S(
      "vendor",
      "stream chat api secret",
      (k) => `STREAM_API_KEY=${g(12, LOWER_DIGITS)}\nSTREAM_API_SECRET=${k(64, LOWER_DIGITS)}`,
    ),
    S(
      "vendor",
      "matrix access token",
      (k) => `"access_token": "syt_${b64("deploybot").replace(/=+$/, "")}_${k(20)}_${g(6)}"`,
    ),
    S(
      "vendor",
      "mattermost personal access token",
      (k) =>
        `mmctl auth login https://chat.example.org --name prod --access-token ${
          k(26, LOWER_DIGITS)
        }`,
    ),
    S(
      "vendor",
      "rocket chat auth headers",
      (k) => `X-Auth-Token: ${k(43, BASE64URL)}\nX-User-Id: ${g(17)}`,
    ),
    S(
      "vendor",
      "pushover app token and user key",
      (k) =>
        `curl -s --form-string "token=a${k(29, LOWER_DIGITS)}" --form-string "user=u${
          k(29, LOWER_DIGITS)
        }" --form-string "message=backup done" https://api.pushover.net/1/messages.json`,
    ),
    S("vendor", "pushbullet token", (k) => `Access-Token: o.${k(32)}`),
    S(
      "vendor",
      "ntfy access token",
      (k) =>
        `curl -H "Authorization: Bearer tk_${
          k(29, LOWER_DIGITS)
        }" -d "disk full" ntfy.example.org/alerts`,
    ),
    S(
      "vendor",
      "gotify app token in a url",
      (k) => `https://gotify.example.org/message?token=A${k(14, ALNUM + "._-")}`,
    ),
    S(
      "vendor",
      "notion integration token new prefix",
      (k) => `NOTION_TOKEN=ntn_${k(11, DIGITS)}${k(35)}`,
    ),
    S("vendor", "airtable personal access token", (k) => `AIRTABLE_PAT=pat${k(14)}.${k(64, HEX)}`),
    S(
      "vendor",
      "asana personal access token",
      (k) => `ASANA_PAT=2/${g(16, DIGITS)}/${g(16, DIGITS)}:${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "clickup personal token",
      (k) => `Authorization: pk_${g(8, DIGITS)}_${k(32, UPPER_DIGITS)}`,
    ),
    S("vendor", "linear oauth access token", (k) => `LINEAR_OAUTH_TOKEN=lin_oauth_${k(64, HEX)}`),
    S(
      "vendor",
      "trello token with checksum tail",
      (k) => `TRELLO_KEY=${g(32, HEX)}\nTRELLO_TOKEN=ATTA${k(64, HEX)}${k(8, HEX.toUpperCase())}`,
    ),
    S("vendor", "figma personal token", (k) => `FIGMA_TOKEN=figd_${k(40, BASE64URL)}`),
    S("vendor", "dropbox short lived token", (k) => `DROPBOX_ACCESS_TOKEN=sl.${k(140, BASE64URL)}`),
    S(
      "vendor",
      "hubspot private app token",
      (_k, add) => `HUBSPOT_ACCESS_TOKEN=pat-eu1-${add(uuid())}`,
    ),
    S(
      "vendor",
      "salesforce session id",
      (k) =>
        `sf org display --json | jq .result.accessToken\n"00D${g(12)}!AQ${k(96, ALNUM + ".")}"`,
    ),
    S(
      "vendor",
      "zendesk api token",
      (k) =>
        `curl https://shop.zendesk.com/api/v2/tickets.json -u agent@example.org/token:${k(40)}`,
    ),
    S(
      "vendor",
      "intercom access token",
      (_k, add) =>
        `INTERCOM_ACCESS_TOKEN=dG9rOj${
          add(b64(g(8) + "_" + g(4) + "_" + g(4) + "_" + g(4) + "_" + g(12)))
        }`,
    ),
    S(
      "vendor",
      "pipedrive api token in query",
      (k) => `GET https://shop.pipedrive.com/api/v1/deals?api_token=${k(40, HEX)}`,
    ),
    S("vendor", "posthog personal api key", (k) => `POSTHOG_PERSONAL_API_KEY=phx_${k(43)}`),
    S("vendor", "launchdarkly server sdk key", (_k, add) => `LD_SDK_KEY=sdk-${add(uuid())}`),
    S("vendor", "statsig server secret", (k) => `STATSIG_SERVER_SECRET=secret-${k(43)}`),
    S("vendor", "unleash admin token", (k) => `UNLEASH_API_TOKEN=*:*.${k(64, HEX)}`),
    S(
      "vendor",
      "auth0 client secret",
      (k) => `AUTH0_CLIENT_ID=${g(32)}\nAUTH0_CLIENT_SECRET=${k(64, BASE64URL)}`,
    ),
    S("vendor", "okta api token", (k) => `OKTA_API_TOKEN=00${k(40, BASE64URL)}`),
    S("vendor", "clerk secret key", (k) => `CLERK_SECRET_KEY=sk_live_${k(40)}`),
    S("vendor", "stytch secret", (k) => `STYTCH_SECRET=secret-live-${k(36, BASE64URL)}=`),
    S(
      "vendor",
      "firebase legacy fcm server key",
      (k) => `Authorization: key=AAAA${g(7, BASE64URL)}:APA91b${k(134, BASE64URL)}`,
    ),
    S(
      "vendor",
      "onesignal rest api key",
      (k) => `Authorization: Key os_v2_app_${k(110, "abcdefghijklmnopqrstuvwxyz234567")}`,
    ),
    S(
      "vendor",
      "twitter bearer token",
      (k) => `TWITTER_BEARER_TOKEN=${"A".repeat(22)}${k(30)}%2B${k(10)}%3D${k(50)}`,
    ),
    S("vendor", "facebook page token", (k) => `FB_PAGE_TOKEN=EAA${k(180)}`),
    S("vendor", "twitch chat oauth", (k) => `PASS oauth:${k(30, LOWER_DIGITS)}`),
    S(
      "vendor",
      "spotify client secret",
      (k) => `SPOTIPY_CLIENT_ID=${g(32, HEX)}\nSPOTIPY_CLIENT_SECRET=${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "steam web api key",
      (k) =>
        `https://api.steampowered.com/${"IPlayerService"}/GetOwnedGames/v1/?key=${
          k(32, HEX.toUpperCase())
        }&steamid=${g(17, DIGITS)}`,
    ),
    S("vendor", "riot games key", (_k, add) => `X-Riot-Token: RGAPI-${add(uuid())}`),
    S(
      "vendor",
      "mapbox secret token",
      (k) =>
        `MAPBOX_DOWNLOADS_TOKEN=sk.${
          b64(JSON.stringify({ u: "shopmaps", a: g(25, LOWER_DIGITS) })).replace(/=+$/, "")
        }.${k(22, BASE64URL)}`,
    ),
    S(
      "vendor",
      "openweather key",
      (k) =>
        `https://api.openweathermap.org/data/3.0/onecall?lat=52.5&lon=13.4&appid=${k(32, HEX)}`,
    ),
    S("vendor", "alpha vantage key", (k) => `ALPHAVANTAGE_API_KEY=${k(16, UPPER_DIGITS)}`),
    S("vendor", "finnhub token", (k) => `finnhub.Client(api_key="${k(20, LOWER_DIGITS)}")`),
    S(
      "vendor",
      "binance api secret",
      (k) => `client = Client(api_key="${k(64)}", api_secret="${k(64)}")`,
    ),
    S("vendor", "kraken private key", (k) => `KRAKEN_API_SECRET=${k(86, BASE64)}==`),
    S(
      "vendor",
      "alchemy key in rpc url",
      (k) => `RPC_URL=https://eth-mainnet.g.alchemy.com/v2/${k(32, BASE64URL)}`,
    ),
    S(
      "vendor",
      "infura project secret",
      (k) => `INFURA_PROJECT_ID=${g(32, HEX)}\nINFURA_PROJECT_SECRET=${k(32, HEX)}`,
    ),
    S("vendor", "adafruit io key", (k) => `ADAFRUIT_IO_KEY=aio_${k(28)}`),
    S("vendor", "particle access token", (k) => `particle call garage open --token ${k(40, HEX)}`),
    S(
      "vendor",
      "home assistant long lived token",
      (k) =>
        `headers = {"Authorization": "Bearer ${
          jwt({ iss: g(32, HEX), iat: 1767225600, exp: 2082585600 }, "HS256", k)
        }"}`,
    ),
    S(
      "vendor",
      "tuya client secret",
      (k) => `TUYA_ACCESS_ID=${g(20, LOWER_DIGITS)}\nTUYA_ACCESS_SECRET=${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "zoom server to server secret",
      (k) =>
        `ZOOM_ACCOUNT_ID=${g(22, BASE64URL)}\nZOOM_CLIENT_ID=${g(22)}\nZOOM_CLIENT_SECRET=${k(32)}`,
    ),
    S(
      "vendor",
      "browserstack access key",
      (k) => `BROWSERSTACK_USERNAME=shopqa_${g(6, LOWER_DIGITS)}\nBROWSERSTACK_ACCESS_KEY=${k(20)}`,
    ),
    S("vendor", "expo access token", (k) => `EXPO_TOKEN=${k(40, BASE64URL)}`),
    S(
      "vendor",
      "algolia admin key",
      (k) =>
        `const client = algoliasearch("${g(10, UPPER_DIGITS)}", "${
          k(32, HEX)
        }"); // admin, for reindex`,
    ),
    S(
      "vendor",
      "contentful management token",
      (k) => `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, BASE64URL)}`,
    ),
    S(
      "vendor",
      "mixpanel service account secret",
      (k) =>
        `MIXPANEL_SA_USERNAME=export.${g(6, LOWER_DIGITS)}.mp-service-account\nMIXPANEL_SA_SECRET=${
          k(32)
        }`,
    ),
    S("vendor", "splunk hec token header", (_k, add) => `Authorization: Splunk ${add(uuid())}`),
    S(
      "vendor",
      "pagerduty integration key in events payload",
      (k) =>
        `{"routing_key": "${
          k(32, HEX)
        }", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "db-01"}}`,
    ),
    S("vendor", "opsgenie genie key header", (_k, add) => `Authorization: GenieKey ${add(uuid())}`),
    S("vendor", "typesense admin key", (k) => `TYPESENSE_API_KEY=${k(32)}`),
    S("vendor", "meilisearch master key", (k) => `MEILI_MASTER_KEY=${k(44, BASE64URL)}`),
  ];
}
