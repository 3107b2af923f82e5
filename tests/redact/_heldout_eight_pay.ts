/** Held-out corpus eight: tokens of payment, commerce, messaging and webhook services. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64,
  B64URL,
  DIGITS,
  g,
  HEX,
  LD,
  LOWER,
  mixed,
  sec,
  UD,
  uuid,
} from "./_heldout_eight_make.ts";

export const EIGHT_PAY: readonly HeldOutSecret[] = [
  sec(
    "vendor",
    "stripe live secret env",
    [g(99, AN)],
    ([k]) => `STRIPE_SECRET_KEY=sk_live_${k}\nSTRIPE_PUBLISHABLE_KEY=pk_live_${g(99, AN)}`,
  ),
  sec(
    "vendor",
    "stripe restricted key node",
    [g(99, AN)],
    ([k]) => `const stripe = require("stripe")("rk_live_${k}");`,
  ),
  sec(
    "vendor",
    "stripe test secret python",
    [g(24, AN)],
    ([k]) => `stripe.api_key = "sk_test_${k}"`,
  ),
  sec(
    "vendor",
    "stripe webhook secret cli",
    [g(32, AN)],
    ([k]) =>
      `> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whsec_${k} (^C to quit)`,
  ),
  sec(
    "vendor",
    "paypal client secret",
    [g(80, B64URL)],
    ([k]) => `PAYPAL_CLIENT_ID=A${g(79, B64URL)}\nPAYPAL_CLIENT_SECRET=E${k}`,
  ),
  sec("vendor", "square access token", [g(60, B64URL)], ([k]) => `SQUARE_ACCESS_TOKEN=EAAA${k}`),
  sec(
    "vendor",
    "square oauth secret",
    [g(43, B64URL)],
    ([k]) => `square:\n  application_secret: sq0csp-${k}`,
  ),
  sec(
    "vendor",
    "braintree access token",
    [g(16, LD), g(32, HEX)],
    ([m, k]) =>
      `gateway = braintree.BraintreeGateway(access_token="access_token$production$${m}$${k}")`,
  ),
  sec(
    "vendor",
    "braintree private key",
    [g(32, HEX)],
    ([k]) =>
      `Braintree::Gateway.new(environment: :production, merchant_id: "${g(16, LD)}", public_key: "${
        g(16, LD)
      }", private_key: "${k}")`,
  ),
  sec("vendor", "adyen api key", [g(150, B64URL)], ([k]) => `X-API-Key: AQE${k}`),
  sec(
    "vendor",
    "razorpay key secret",
    [g(24, AN)],
    ([k]) => `RAZORPAY_KEY_ID=rzp_live_${g(14, AN)}\nRAZORPAY_KEY_SECRET=${k}`,
  ),
  sec(
    "vendor",
    "shopify admin token",
    [g(32, HEX)],
    ([k]) =>
      `curl -X GET "https://acme-store.myshopify.com/admin/api/2024-10/orders.json" -H "X-Shopify-Access-Token: shpat_${k}"`,
  ),
  sec(
    "vendor",
    "shopify app secret toml",
    [g(32, HEX)],
    ([k]) => `[auth]\napi_secret = "shpss_${k}"`,
  ),
  sec(
    "vendor",
    "plaid secret",
    [g(30, HEX)],
    ([k]) => `PLAID_CLIENT_ID=${g(24, HEX)}\nPLAID_SECRET=${k}\nPLAID_ENV=production`,
  ),
  sec("vendor", "mollie live key", [g(30, AN)], ([k]) => `$mollie->setApiKey("live_${k}");`),
  sec("vendor", "coinbase commerce key", [uuid()], ([k]) => `X-CC-Api-Key: ${k}`),
  sec(
    "vendor",
    "lemonsqueezy webhook signing secret",
    [pwLike()],
    ([k]) => `LEMONSQUEEZY_WEBHOOK_SECRET="${k}"`,
  ),
  sec(
    "vendor",
    "slack bot token",
    [g(12, DIGITS), g(13, DIGITS), g(24, AN)],
    ([a, b, c]) => `SLACK_BOT_TOKEN=xoxb-${a}-${b}-${c}`,
  ),
  sec("vendor", "slack user token in python", [
    g(12, DIGITS) + "-" + g(13, DIGITS) + "-" + g(13, DIGITS) + "-" + g(32, HEX),
  ], ([k]) => `client = WebClient(token="xoxp-${k}")`),
  sec(
    "vendor",
    "slack app level token",
    [g(11, UD) + "-" + g(13, DIGITS) + "-" + g(64, HEX)],
    ([k]) => `socket_mode:\n  app_token: xapp-1-${k}`,
  ),
  sec(
    "vendor",
    "slack webhook url",
    [g(24, AN)],
    ([k]) =>
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${
        g(8, UD)
      }/B${g(10, UD)}/${k}`,
  ),
  sec(
    "vendor",
    "discord bot token",
    [b64Id() + "." + g(6, B64URL) + "." + g(38, B64URL)],
    ([k]) => `client.run("${k}")`,
  ),
  sec(
    "vendor",
    "discord webhook",
    [g(68, B64URL)],
    ([k]) => `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${g(19, DIGITS)}/${k}`,
  ),
  sec(
    "vendor",
    "telegram bot token",
    [g(35, B64URL)],
    ([k]) =>
      `requests.post(f"https://api.telegram.org/bot${
        g(10, DIGITS)
      }:AA${k}/sendMessage", json=payload)`,
  ),
  sec(
    "vendor",
    "twilio auth token",
    [g(32, HEX)],
    ([k]) => `TWILIO_ACCOUNT_SID=AC${g(32, HEX)}\nTWILIO_AUTH_TOKEN=${k}`,
  ),
  sec(
    "vendor",
    "twilio api key secret",
    [g(32, AN)],
    ([k]) => `client = Client("SK${g(32, HEX)}", "${k}", "AC${g(32, HEX)}")`,
  ),
  sec(
    "vendor",
    "sendgrid key",
    [g(22, B64URL) + "." + g(43, B64URL)],
    ([k]) => `sgMail.setApiKey('SG.${k}');`,
  ),
  sec(
    "vendor",
    "mailgun key",
    [g(32, HEX) + "-" + g(8, HEX) + "-" + g(8, HEX)],
    ([k]) =>
      `curl -s --user 'api:${k}' https://api.mailgun.net/v3/mg.acme.io/messages -F from='noreply@acme.io'`,
  ),
  sec("vendor", "postmark server token", [uuid()], ([k]) => `X-Postmark-Server-Token: ${k}`),
  sec("vendor", "mailchimp key", [g(32, HEX)], ([k]) => `MAILCHIMP_API_KEY=${k}-us21`),
  sec(
    "vendor",
    "resend key",
    [g(8, AN) + "_" + g(24, AN)],
    ([k]) => `const resend = new Resend('re_${k}');`,
  ),
  sec("vendor", "brevo key", [g(64, HEX) + "-" + g(16, AN)], ([k]) => `api-key: xkeysib-${k}`),
  sec(
    "vendor",
    "pusher secret",
    [g(20, HEX)],
    ([k]) =>
      `PUSHER_APP_ID=${g(7, DIGITS)}\nPUSHER_KEY=${
        g(20, HEX)
      }\nPUSHER_SECRET=${k}\nPUSHER_CLUSTER=eu`,
  ),
  sec(
    "vendor",
    "teams incoming webhook",
    [g(32, HEX), uuid(), g(40, B64URL)],
    ([a, b, c]) =>
      `TEAMS_WEBHOOK_URL=https://acme.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${a}/${b}/V2${c}`,
  ),
  sec(
    "vendor",
    "google chat webhook",
    [g(43, B64URL) + "%3D"],
    ([k]) =>
      `https://chat.googleapis.com/v1/spaces/AAAA${g(7, AN)}/messages?key=AIzaSy${
        g(33, B64URL)
      }&token=${k}`,
  ),
  sec(
    "vendor",
    "mattermost webhook",
    [g(26, LD)],
    ([k]) => `mattermost_url: https://chat.acme.io/hooks/${k}`,
  ),
  sec(
    "vendor",
    "pagerduty routing key",
    [g(32, HEX)],
    ([k]) =>
      `{"routing_key": "${k}", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "db-1"}}`,
  ),
  sec(
    "vendor",
    "pagerduty api token header",
    [g(20, B64URL)],
    ([k]) => `Authorization: Token token=u+${k}`,
  ),
  sec("vendor", "opsgenie genie key", [uuid()], ([k]) => `Authorization: GenieKey ${k}`),
  sec(
    "vendor",
    "zapier catch hook",
    [g(7, LD)],
    ([k]) => `POST https://hooks.zapier.com/hooks/catch/${g(8, DIGITS)}/${k}/ returned 200`,
  ),
  sec(
    "vendor",
    "hubspot private app token",
    [uuid()],
    ([k]) => `HUBSPOT_ACCESS_TOKEN=pat-eu1-${k}`,
  ),
  sec(
    "vendor",
    "intercom access token",
    [g(60, B64) + "="],
    ([k]) => `INTERCOM_ACCESS_TOKEN="dG9rOj${k}"`,
  ),
  sec(
    "vendor",
    "twitter bearer",
    [g(70, B64URL)],
    ([k]) => `TWITTER_BEARER_TOKEN=AAAAAAAAAAAAAAAAAAAAA${k}`,
  ),
  sec("vendor", "facebook page token", [g(180, AN)], ([k]) => `"page_access_token": "EAAG${k}"`),
  sec(
    "vendor",
    "vonage api secret",
    [mixed(16)],
    ([k]) => `VONAGE_API_KEY=${g(8, HEX)}\nVONAGE_API_SECRET=${k}`,
  ),
  sec("vendor", "messagebird access key", [g(25, AN)], ([k]) => `messagebird.initClient('${k}')`),
];

function pwLike(): string {
  return g(12, LOWER) + g(4, DIGITS) + g(8, AN);
}

/** The base64 of a Discord user id (the first part of a bot token). */
function b64Id(): string {
  return btoa(g(18, DIGITS)).replace(/=+$/, "");
}
