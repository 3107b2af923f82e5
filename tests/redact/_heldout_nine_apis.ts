/** Corpus nine: payments, messaging and webhooks, observability, AI APIs, auth providers, SaaS. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  type Add,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  S,
  UPPER_NUM,
} from "./_heldout_nine_make.ts";

const uuidOf = (add: Add) => add(guid());

export const NINE_APIS: readonly HeldOutSecret[] = [
  S("vendor", "stripe live secret key", (k) => `STRIPE_SECRET_KEY=sk_live_51${k(97)}`),
  S("vendor", "stripe restricted key", (k) => `stripe.api_key = "rk_live_51${k(97)}"`),
  S("vendor", "stripe webhook secret", (k) => `STRIPE_WEBHOOK_SECRET=whsec_${k(32)}`),
  S(
    "vendor",
    "stripe test key in cli",
    (k) => `stripe listen --api-key sk_test_51${k(97)} --forward-to localhost:3000/webhook`,
  ),
  S(
    "vendor",
    "paypal client secret",
    (k) => `PAYPAL_CLIENT_ID=AZ${g(78, BASE64URL)}\nPAYPAL_CLIENT_SECRET=E${k(79, BASE64URL)}`,
  ),
  S(
    "vendor",
    "braintree access token",
    (k) => `BT_ACCESS_TOKEN=access_token$production$${k(16, LOWER_DIGITS)}$${k(32, HEX)}`,
  ),
  S("vendor", "square access token", (k) => `SQUARE_ACCESS_TOKEN=EAAA${k(60, BASE64URL)}`),
  S("vendor", "adyen api key", (k) => `ADYEN_API_KEY=AQE${k(12)}+${k(80, BASE64)}`),
  S(
    "vendor",
    "razorpay key secret",
    (k) => `RAZORPAY_KEY_ID=rzp_live_${g(14)}\nRAZORPAY_KEY_SECRET=${k(24)}`,
  ),
  S("vendor", "shopify admin token", (k) => `X-Shopify-Access-Token: shpat_${k(32, HEX)}`),
  S("vendor", "shopify app secret", (k) => `SHOPIFY_API_SECRET=shpss_${k(32, HEX)}`),
  S("vendor", "plaid secret", (k) => `PLAID_CLIENT_ID=5f${g(22, HEX)}\nPLAID_SECRET=${k(30, HEX)}`),
  S("vendor", "coinbase api secret", (k) => `COINBASE_API_SECRET="${k(88, BASE64)}=="`),
  S(
    "vendor",
    "slack bot token",
    (k) => `SLACK_BOT_TOKEN=xoxb-${k(12, DIGITS)}-${k(13, DIGITS)}-${k(24)}`,
  ),
  S(
    "vendor",
    "slack user token",
    (k) => `token: "xoxp-${k(12, DIGITS)}-${k(12, DIGITS)}-${k(13, DIGITS)}-${k(32, HEX)}"`,
  ),
  S(
    "vendor",
    "slack app token",
    (k) => `SLACK_APP_TOKEN=xapp-1-A0${k(9, UPPER_NUM)}-${k(13, DIGITS)}-${k(64, HEX)}`,
  ),
  S(
    "vendor",
    "slack webhook url",
    (k) =>
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' https://hooks.slack.com/services/T0${
        k(8, UPPER_NUM)
      }/B0${k(8, UPPER_NUM)}/${k(24)}`,
  ),
  S("vendor", "slack signing secret", (k) => `SLACK_SIGNING_SECRET=${k(32, HEX)}`),
  S(
    "vendor",
    "discord bot token",
    (_k, add) =>
      `client.run("MT${add(g(24, BASE64URL) + ".G" + g(5, BASE64URL) + "." + g(38, BASE64URL))}")`,
  ),
  S(
    "vendor",
    "discord webhook",
    (k) =>
      `DISCORD_WEBHOOK=https://discord.com/api/webhooks/12${k(17, DIGITS)}/${k(68, BASE64URL)}`,
  ),
  S(
    "vendor",
    "telegram bot token",
    (k) =>
      `https://api.telegram.org/bot${k(10, DIGITS)}:AA${
        k(33, BASE64URL)
      }/sendMessage?chat_id=-100123`,
  ),
  S(
    "vendor",
    "teams incoming webhook",
    (k, add) =>
      `webhook_url: https://acme.webhook.office.com/webhookb2/${
        uuidOf(add)
      }@72f988bf-86f1-41af-91ab-2d7cd011db47/IncomingWebhook/${k(32, HEX)}/${uuidOf(add)}/V2${
        k(40, BASE64URL)
      }`,
  ),
  S(
    "vendor",
    "twilio auth token",
    (k) => `TWILIO_ACCOUNT_SID=AC${g(32, HEX)}\nTWILIO_AUTH_TOKEN=${k(32, HEX)}`,
  ),
  S(
    "vendor",
    "twilio api key secret",
    (k) => `client = Client("SK${k(32, HEX)}", "${k(32)}", account_sid)`,
  ),
  S("vendor", "sendgrid key", (k) => `SENDGRID_API_KEY=SG.${k(22, BASE64URL)}.${k(43, BASE64URL)}`),
  S("vendor", "mailgun key", (k) => `MAILGUN_API_KEY=key-${k(32, HEX)}`),
  S("vendor", "mailchimp key", (k) => `MAILCHIMP_API_KEY=${k(32, HEX)}-us21`),
  S("vendor", "postmark server token", (_k, add) => `X-Postmark-Server-Token: ${uuidOf(add)}`),
  S("vendor", "resend key", (k) => `RESEND_API_KEY=re_${k(8)}_${k(24)}`),
  S("vendor", "brevo key", (k) => `BREVO_API_KEY=xkeysib-${k(64, HEX)}-${k(16)}`),
  S("vendor", "vonage secret", (k) => `VONAGE_API_KEY=${k(8, HEX)}\nVONAGE_API_SECRET=${k(16)}`),
  S(
    "vendor",
    "pagerduty integration key",
    (k) => `"routing_key": "${k(32, HEX)}",\n"event_action": "trigger"`,
  ),
  S("vendor", "pagerduty api token", (k) => `Authorization: Token token=u+${k(18, BASE64URL)}`),
  S(
    "vendor",
    "datadog api and app keys",
    (k) => `DD_API_KEY=${k(32, HEX)}\nDD_APP_KEY=${k(40, HEX)}`,
  ),
  S("vendor", "new relic user key", (k) => `NEW_RELIC_API_KEY=NRAK-${k(27, UPPER_NUM)}`),
  S("vendor", "new relic license key", (k) => `license_key: ${k(36, HEX)}NRAL`),
  S(
    "vendor",
    "sentry auth token",
    (k) => `SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3${k(120, BASE64)}_${k(43, BASE64)}`,
  ),
  S(
    "vendor",
    "sentry user token",
    (k) => `sentry-cli --auth-token sntryu_${k(64, HEX)} releases new 1.4.2`,
  ),
  S("vendor", "grafana service account token", (k) => `GRAFANA_TOKEN=glsa_${k(32)}_${k(8, HEX)}`),
  S("vendor", "grafana cloud token", (k) => `GRAFANA_CLOUD_TOKEN=glc_eyJvIjoiM${k(100, BASE64)}==`),
  S(
    "vendor",
    "honeycomb key",
    (k) => `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=hcaik_${k(58, LOWER_DIGITS)}"`,
  ),
  S("vendor", "rollbar token", (k) => `Rollbar.configure(accessToken: '${k(32, HEX)}')`),
  S("vendor", "elastic api key", (k) => `Authorization: ApiKey ${k(60, BASE64)}==`),
  S("vendor", "logtail source token", (k) => `LOGTAIL_SOURCE_TOKEN=${k(24)}`),
  S(
    "vendor",
    "openai project key",
    (k) => `OPENAI_API_KEY=sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}`,
  ),
  S("vendor", "openai legacy key", (k) => `openai.api_key = "sk-${k(20)}T3BlbkFJ${k(20)}"`),
  S("vendor", "anthropic key", (k) => `ANTHROPIC_API_KEY=sk-ant-api03-${k(93, BASE64URL)}AA`),
  S("vendor", "anthropic admin key", (k) => `x-api-key: sk-ant-admin01-${k(93, BASE64URL)}AA`),
  S("vendor", "hugging face token", (k) => `huggingface-cli login --token hf_${k(34)}`),
  S("vendor", "replicate token", (k) => `REPLICATE_API_TOKEN=r8_${k(37)}`),
  S("vendor", "groq key", (k) => `GROQ_API_KEY=gsk_${k(52)}`),
  S("vendor", "perplexity key", (k) => `PPLX_API_KEY=pplx-${k(48)}`),
  S("vendor", "xai key", (k) => `XAI_API_KEY=xai-${k(80)}`),
  S("vendor", "google ai studio key", (k) => `genai.configure(api_key="AIza${k(35, BASE64URL)}")`),
  S("vendor", "mistral key", (k) => `MISTRAL_API_KEY=${k(32)}`),
  S("vendor", "cohere key", (k) => `co = cohere.Client("${k(40)}")`),
  S("vendor", "langsmith key", (k) => `LANGCHAIN_API_KEY=lsv2_pt_${k(32, HEX)}_${k(10, HEX)}`),
  S("vendor", "pinecone key", (_k, add) => `PINECONE_API_KEY=pcsk_${add(g(5) + "_" + g(60))}`),
  S("vendor", "elevenlabs key", (k) => `ELEVENLABS_API_KEY=sk_${k(48, HEX)}`),
  S("vendor", "deepgram key", (k) => `Authorization: Token ${k(40, HEX)}`),
  S("vendor", "okta api token", (k) => `Authorization: SSWS 00${k(40, BASE64URL)}`),
  S(
    "vendor",
    "auth0 client secret",
    (k) => `AUTH0_CLIENT_ID=${g(32)}\nAUTH0_CLIENT_SECRET=${k(64, BASE64URL)}`,
  ),
  S("vendor", "clerk secret key", (k) => `CLERK_SECRET_KEY=sk_live_${k(48)}`),
  S("vendor", "workos key", (k) => `WORKOS_API_KEY=sk_live_${k(64, BASE64URL)}`),
  S("vendor", "stytch secret", (k) => `STYTCH_SECRET=secret-live-${k(36, BASE64URL)}=`),
  S(
    "vendor",
    "firebase fcm server key",
    (_k, add) => `Authorization: key=AAAA${add(g(7, BASE64URL) + ":APA91b" + g(134, BASE64URL))}`,
  ),
  S(
    "vendor",
    "mapbox secret token",
    (k) => `MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1Ijoi${k(60, BASE64URL)}.${k(22, BASE64URL)}`,
  ),
  S("vendor", "algolia admin key", (k) => `ALGOLIA_ADMIN_API_KEY=${k(32, HEX)}`),
  S("vendor", "linear api key", (k) => `LINEAR_API_KEY=lin_api_${k(40)}`),
  S("vendor", "notion integration secret", (k) => `NOTION_TOKEN=ntn_${k(46)}`),
  S(
    "vendor",
    "atlassian api token",
    (k) => `JIRA_API_TOKEN=ATATT3xFfGF0${k(170, BASE64URL)}=${k(8, HEX)}`,
  ),
  S("vendor", "airtable pat", (k) => `AIRTABLE_TOKEN=pat${k(14)}.${k(64, HEX)}`),
  S("vendor", "figma token", (k) => `FIGMA_TOKEN=figd_${k(40, BASE64URL)}`),
  S(
    "vendor",
    "hubspot private app token",
    (_k, add) => `HUBSPOT_ACCESS_TOKEN=pat-na1-${uuidOf(add)}`,
  ),
  S("vendor", "postman api key", (k) => `POSTMAN_API_KEY=PMAK-${k(24, HEX)}-${k(34, HEX)}`),
  S(
    "vendor",
    "contentful management token",
    (k) => `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, BASE64URL)}`,
  ),
  S("vendor", "launchdarkly sdk key", (_k, add) => `LD_SDK_KEY=sdk-${uuidOf(add)}`),
  S(
    "vendor",
    "salesforce session id",
    (k) => `sf org display: Access Token 00D${k(12)}!AQ${k(90, BASE64)}`,
  ),
  S("vendor", "dropbox access token", (k) => `DROPBOX_TOKEN=sl.B${k(130, BASE64URL)}`),
  S("vendor", "intercom token", (k) => `INTERCOM_ACCESS_TOKEN=dG9rOj${k(54, BASE64)}=`),
  S("vendor", "zendesk token", (k) => `ZENDESK_API_TOKEN=${k(40)}`),
  S(
    "vendor",
    "confluent cloud secret",
    (k) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
        g(16, UPPER_NUM)
      }" password="${k(64, BASE64)}";`,
  ),
];
