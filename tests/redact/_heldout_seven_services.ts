/**
 * Held-out corpus seven (see _heldout_seven.ts): tokens of payment, messaging, e-mail and
 * observability services, each in a line or block as it shows up in a coding session.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  b64url,
  base64,
  digits,
  g,
  hex,
  LOWER_ALNUM,
  S,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_seven_make.ts";

const skLive = g(99);
const rkLive = g(99);
const whsec = g(32);
const skTest = g(99);
const braintree = g(16, LOWER_ALNUM) + "$" + hex(32);
const square = "EAAA" + g(60, ALNUM + "-_");
const sqSecret = g(43, ALNUM + "-_");
const shpat = hex(32);
const shpss = hex(32);
const rzpSecret = g(24);
const plaidSecret = hex(30);
const mollie = g(30);
const flw = hex(32);
const paddle = hex(50);
const adyen = "AQE" + g(120, ALNUM + "+/") + "==";
const xoxb = digits(13) + "-" + digits(13) + "-" + g(24);
const xoxp = digits(13) + "-" + digits(13) + "-" + digits(13) + "-" + hex(32);
const xapp = "1-A0" + g(9, UPPER_ALNUM) + "-" + digits(13) + "-" + hex(64);
const slackHook = "T0" + g(9, UPPER_ALNUM) + "/B0" + g(9, UPPER_ALNUM) + "/" + g(24);
/** A Discord bot token: the bot's id in base64, a timestamp part, an HMAC. */
const discordBot = base64(digits(19)).replace(/=+$/, "") + "." + b64url(6) + "." + b64url(38);
const discordHook = b64url(68);
const telegram = digits(10) + ":AA" + g(33, ALNUM + "-_");
const twilioAuth = hex(32);
const twilioKeySecret = g(32);
const sendgrid = b64url(22) + "." + b64url(43);
const mailgun = hex(32) + "-" + hex(8) + "-" + hex(8);
const mailchimp = hex(32) + "-us21";
const postmark = uuid();
const teamsSig = g(43, ALNUM + "-_");
const vonage = g(16);
const pusher = hex(20);
const brevo = hex(64) + "-" + g(16);
const resend = g(8) + "_" + g(24);
const ddApi = hex(32);
const ddApp = hex(40);
const nrak = g(27, UPPER_ALNUM);
const nrLicense = hex(36);
const sntrys = b64(160);
const sntryu = hex(64);
const honeycomb = g(22);
const glsa = g(32) + "_" + hex(8);
const glc = b64(120);
const splunk = uuid();
const dynatrace = g(24, UPPER_ALNUM) + "." + g(64, UPPER_ALNUM);
const pagerduty = hex(32);
const rollbar = hex(32);
const bugsnag = hex(32);
const launchdarkly = uuid();
const axiom = uuid();
/** An Elasticsearch API key: base64 of `id:key`. */
const elasticKey = base64(g(20, ALNUM + "-_") + ":" + g(22, ALNUM + "-_"));
const logtail = g(24);

export const SEVEN_SERVICE_SECRETS: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "stripe live secret key env",
    `STRIPE_SECRET_KEY=sk_live_${skLive}\nSTRIPE_PUBLISHABLE_KEY=pk_live_${g(99)}`,
    skLive,
  ),
  S("vendor", "stripe restricted key in python", `stripe.api_key = "rk_live_${rkLive}"`, rkLive),
  S(
    "output",
    "stripe listen webhook secret",
    `$ stripe listen --forward-to localhost:4242/webhook\n> Ready! You are using Stripe API Version [2025-10-29]. Your webhook signing secret is whsec_${whsec} (^C to quit)`,
    whsec,
  ),
  S(
    "assignment",
    "stripe test secret key",
    `# .env.local\nSTRIPE_SECRET_KEY=sk_test_${skTest}`,
    skTest,
  ),
  S(
    "assignment",
    "braintree access token",
    `BRAINTREE_ACCESS_TOKEN=access_token$production$${braintree}`,
    braintree,
  ),
  S(
    "assignment",
    "square access token yaml",
    `square:\n  environment: production\n  access_token: ${square}`,
    square,
  ),
  S("assignment", "square oauth secret", `SQUARE_APPLICATION_SECRET=sq0csp-${sqSecret}`, sqSecret),
  S(
    "command",
    "shopify admin token header",
    `curl -X GET "https://acme-store.myshopify.com/admin/api/2025-10/orders.json" -H "X-Shopify-Access-Token: shpat_${shpat}"`,
    shpat,
  ),
  S(
    "assignment",
    "shopify app secret toml",
    `# shopify.app.toml is public; the secret lives in .env\nSHOPIFY_API_SECRET=shpss_${shpss}`,
    shpss,
  ),
  S(
    "assignment",
    "razorpay key secret",
    `RAZORPAY_KEY_ID=rzp_live_${g(14)}\nRAZORPAY_KEY_SECRET=${rzpSecret}`,
    rzpSecret,
  ),
  S(
    "assignment",
    "plaid secret",
    `PLAID_CLIENT_ID=${hex(24)}\nPLAID_SECRET=${plaidSecret}\nPLAID_ENV=production`,
    plaidSecret,
  ),
  S("vendor", "mollie live key in php", `$mollie->setApiKey("live_${mollie}");`, mollie),
  S("assignment", "flutterwave secret key", `FLW_SECRET_KEY=FLWSECK-${flw}-X`, flw),
  S(
    "assignment",
    "paddle api key",
    `PADDLE_API_KEY=pdl_live_apikey_01${g(24, LOWER_ALNUM)}_${paddle}`,
    paddle,
  ),
  S(
    "assignment",
    "adyen api key",
    `ADYEN_API_KEY=${adyen}\nADYEN_MERCHANT_ACCOUNT=AcmeECOM`,
    adyen,
  ),
  S("vendor", "slack bot token", `const slack = new WebClient("xoxb-${xoxb}");`, xoxb),
  S("assignment", "slack user token", `SLACK_USER_TOKEN=xoxp-${xoxp}`, xoxp),
  S("assignment", "slack app-level token", `SLACK_APP_TOKEN=xapp-${xapp}  # socket mode`, xapp),
  S(
    "url",
    "slack webhook in curl",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/${slackHook}`,
    slackHook,
  ),
  S("vendor", "discord bot token", `client.run("${discordBot}")`, discordBot),
  S(
    "url",
    "discord webhook url",
    `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${digits(19)}/${discordHook}`,
    discordHook,
  ),
  S(
    "vendor",
    "telegram bot token in url",
    `requests.get(f"https://api.telegram.org/bot${telegram}/getUpdates")`,
    telegram,
  ),
  S(
    "assignment",
    "twilio auth token",
    `TWILIO_ACCOUNT_SID=AC${hex(32)}\nTWILIO_AUTH_TOKEN=${twilioAuth}`,
    twilioAuth,
  ),
  S(
    "command",
    "twilio api key curl",
    `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${hex(32)}/Messages.json -u SK${
      hex(32)
    }:${twilioKeySecret} --data-urlencode "Body=hi"`,
    twilioKeySecret,
  ),
  S("vendor", "sendgrid key in js", `sgMail.setApiKey('SG.${sendgrid}');`, sendgrid),
  S(
    "command",
    "mailgun api key",
    `curl -s --user 'api:${mailgun}' https://api.eu.mailgun.net/v3/mg.acme.dev/messages -F from='noreply@acme.dev'`,
    mailgun,
  ),
  S(
    "assignment",
    "mailchimp api key",
    `MAILCHIMP_API_KEY=${mailchimp}\nMAILCHIMP_SERVER_PREFIX=us21`,
    mailchimp,
  ),
  S(
    "command",
    "postmark server token header",
    `-H "X-Postmark-Server-Token: ${postmark}" \\\n-d '{"From":"a@acme.dev","To":"b@acme.dev","Subject":"t","TextBody":"x"}'`,
    postmark,
  ),
  S(
    "url",
    "teams incoming webhook",
    `TEAMS_WEBHOOK_URL=https://acme.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${
      hex(32)
    }/${uuid()}/V2${teamsSig}`,
    teamsSig,
  ),
  S(
    "assignment",
    "vonage api secret",
    `VONAGE_API_KEY=${hex(8)}\nVONAGE_API_SECRET=${vonage}`,
    vonage,
  ),
  S(
    "assignment",
    "pusher secret",
    `PUSHER_APP_ID=${digits(7)}\nPUSHER_APP_KEY=${
      hex(20)
    }\nPUSHER_APP_SECRET=${pusher}\nPUSHER_APP_CLUSTER=eu`,
    pusher,
  ),
  S("assignment", "brevo api key", `BREVO_API_KEY=xkeysib-${brevo}`, brevo),
  S("vendor", "resend api key", `const resend = new Resend('re_${resend}');`, resend),
  S(
    "assignment",
    "datadog keys in agent env",
    `docker run -d --name dd-agent -e DD_API_KEY=${ddApi} -e DD_SITE="datadoghq.eu" gcr.io/datadoghq/agent:7`,
    ddApi,
  ),
  S(
    "command",
    "datadog app key header",
    `curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ${ddApi}" -H "DD-APPLICATION-KEY: ${ddApp}"`,
    ddApi,
    ddApp,
  ),
  S("assignment", "new relic user key", `NEW_RELIC_API_KEY=NRAK-${nrak}`, nrak),
  S(
    "block",
    "new relic license yaml",
    `common: &default_settings\n  license_key: ${nrLicense}NRAL\n  app_name: acme-api`,
    nrLicense,
  ),
  S("assignment", "sentry org auth token", `SENTRY_AUTH_TOKEN=sntrys_${sntrys}`, sntrys),
  S(
    "block",
    "sentryclirc user token",
    `$ cat ~/.sentryclirc\n[auth]\ntoken=sntryu_${sntryu}`,
    sntryu,
  ),
  S(
    "command",
    "honeycomb team header",
    `curl https://api.honeycomb.io/1/events/prod-api -X POST -H "X-Honeycomb-Team: ${honeycomb}" -d '{"duration_ms":153}'`,
    honeycomb,
  ),
  S("assignment", "grafana service account token", `GRAFANA_TOKEN=glsa_${glsa}`, glsa),
  S("assignment", "grafana cloud token", `GRAFANA_CLOUD_ACCESS_POLICY_TOKEN=glc_${glc}`, glc),
  S(
    "command",
    "splunk hec token header",
    `curl -k https://splunk.acme.internal:8088/services/collector/event -H "Authorization: Splunk ${splunk}" -d '{"event":"hello"}'`,
    splunk,
  ),
  S("assignment", "dynatrace api token", `DT_API_TOKEN=dt0c01.${dynatrace}`, dynatrace),
  S(
    "assignment",
    "pagerduty routing key",
    `pagerduty_config:\n  - routing_key: ${pagerduty}\n    severity: critical`,
    pagerduty,
  ),
  S(
    "vendor",
    "rollbar access token",
    `Rollbar.init({ accessToken: "${rollbar}", environment: "production" });`,
    rollbar,
  ),
  S("assignment", "bugsnag api key", `BUGSNAG_API_KEY=${bugsnag}`, bugsnag),
  S("assignment", "launchdarkly sdk key", `LAUNCHDARKLY_SDK_KEY=sdk-${launchdarkly}`, launchdarkly),
  S("assignment", "axiom token", `AXIOM_TOKEN=xaat-${axiom}\nAXIOM_DATASET=vercel`, axiom),
  S(
    "command",
    "elastic api key header",
    `curl -H "Authorization: ApiKey ${elasticKey}" https://acme.es.eu-west-1.aws.found.io:9243/_cat/indices`,
    elasticKey,
  ),
  S("assignment", "better stack source token", `LOGTAIL_SOURCE_TOKEN=${logtail}`, logtail),
];
