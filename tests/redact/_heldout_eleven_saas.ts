/**
 * Corpus eleven, vendor tokens of SaaS: payments, messaging, observability, productivity, data
 * platforms and identity providers, each in a less usual place.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  HEX_UP,
  LOWER,
  LOWER_DIGITS,
  S,
  UPPER_DIGITS,
  UPPER_NUM,
} from "./_heldout_eleven_make.ts";

export function saas(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "stripe restricted key in a php array",
      (k) => `'stripe' => ['secret' => 'rk_live_${k(99)}', 'webhook' => 'whsec_${k(32)}'],`,
    ),
    S("vendor", "square access token", (k) => `SQUARE_ACCESS_TOKEN=EAAA${k(60, BASE64URL)}`),
    S(
      "vendor",
      "braintree access token",
      (k) =>
        `gateway = braintree.BraintreeGateway(access_token="access_token$production$${
          g(16, LOWER_DIGITS)
        }$${k(32, HEX)}")`,
    ),
    S(
      "vendor",
      "paypal client secret beside public client id",
      (k) => `PAYPAL_CLIENT_ID=A${g(79, BASE64URL)}\nPAYPAL_CLIENT_SECRET=E${k(79, BASE64URL)}`,
    ),
    S(
      "vendor",
      "plaid secret with client id",
      (k) => `plaid:\n  client_id: ${g(24, HEX)}\n  secret: ${k(30, HEX)}\n  env: production`,
    ),
    S(
      "vendor",
      "shopify custom app admin token in graphql request",
      (k) => `POST /admin/api/2024-04/graphql.json\nX-Shopify-Access-Token: shpat_${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "twilio auth token beside account sid",
      (k) => `client = Client("AC${g(32, HEX)}", "${k(32, HEX)}")`,
    ),
    S(
      "vendor",
      "twilio api key secret",
      (k) => `TWILIO_API_KEY=SK${g(32, HEX)}\nTWILIO_API_SECRET=${k(32)}`,
    ),
    S(
      "vendor",
      "mailchimp key in node",
      (k) => `mailchimp.setConfig({ apiKey: "${k(32, HEX)}-us14", server: "us14" });`,
    ),
    S(
      "vendor",
      "mailjet key pair",
      (k) => `MJ_APIKEY_PUBLIC=${g(32, HEX)}\nMJ_APIKEY_PRIVATE=${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "postmark server token header",
      (_k, add) => `X-Postmark-Server-Token: ${add(guid())}`,
    ),
    S("vendor", "new relic user key", (k) => `NEW_RELIC_API_KEY=NRAK-${k(27, UPPER_NUM)}`),
    S(
      "vendor",
      "new relic license key in yml",
      (k) => `common: &default_settings\n  license_key: ${k(36, HEX)}NRAL`,
    ),
    S(
      "vendor",
      "datadog keys in helm values",
      (k) => `datadog:\n  apiKey: ${k(32, HEX)}\n  appKey: ${k(40, HEX)}\n  site: datadoghq.eu`,
    ),
    S("vendor", "grafana cloud token", (k) => `GRAFANA_CLOUD_TOKEN=glc_${k(100, BASE64)}==`),
    S(
      "vendor",
      "grafana service account token",
      (k) => `grafana:\n  auth: Bearer glsa_${k(32)}_${k(8, HEX)}`,
    ),
    S(
      "vendor",
      "honeycomb key",
      (k) => `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=hcaik_${k(58, LOWER_DIGITS)}"`,
    ),
    S(
      "vendor",
      "dynatrace token",
      (k) => `DT_API_TOKEN=dt0c01.${k(24, UPPER_NUM)}.${k(64, UPPER_NUM)}`,
    ),
    S(
      "vendor",
      "rollbar server token",
      (k) => `Rollbar.init(access_token="${k(32, HEX)}", environment="production")`,
    ),
    S(
      "vendor",
      "sentry org token in sentryclirc",
      (k) => `[auth]\ntoken=sntrys_eyJ${k(100, BASE64URL)}_${k(43, BASE64)}`,
    ),
    S("vendor", "pagerduty api key", (k) => `PAGERDUTY_TOKEN=u+${k(18, BASE64URL)}`),
    S(
      "vendor",
      "atlassian api token with user",
      (k) =>
        `jira login --user me@acme.example --token ATATT3xFfGF0${k(180, BASE64URL)}=${
          g(8, HEX_UP)
        }`,
    ),
    S(
      "vendor",
      "trello key and token in query",
      (k) =>
        `https://api.trello.com/1/members/me/boards?key=${g(32, HEX)}&token=ATTA${k(64, HEX)}${
          k(8, HEX_UP)
        }`,
    ),
    S(
      "vendor",
      "notion legacy integration secret",
      (k) => `const notion = new Client({ auth: "secret_${k(43)}" })`,
    ),
    S(
      "vendor",
      "airtable pat in header",
      (k) => `-H "Authorization: Bearer pat${k(14)}.${k(64, HEX)}"`,
    ),
    S("vendor", "figma token in header", (k) => `X-Figma-Token: figd_${k(40, BASE64URL)}`),
    S("vendor", "asana pat", (k) => `ASANA_PAT=2/${g(16, DIGITS)}/${g(16, DIGITS)}:${k(32, HEX)}`),
    S(
      "vendor",
      "contentful management token",
      (k) => `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, BASE64URL)}`,
    ),
    S(
      "vendor",
      "dropbox short lived token",
      (k) => `dbx = dropbox.Dropbox("sl.B${k(140, BASE64URL)}")`,
    ),
    S(
      "vendor",
      "zendesk token with email",
      (k) =>
        `curl https://acme.zendesk.com/api/v2/tickets.json -u agent@acme.example/token:${k(40)}`,
    ),
    S(
      "vendor",
      "hubspot private app token in header",
      (_k, add) => `authorization: Bearer pat-eu1-${add(guid())}`,
    ),
    S("vendor", "intercom access token", (k) => `INTERCOM_TOKEN=dG9rOj${k(54, BASE64)}=`),
    S(
      "vendor",
      "launchdarkly sdk key",
      (_k, add) => `ldclient.set_config(Config("sdk-${add(guid())}"))`,
    ),
    S(
      "vendor",
      "snyk token in cli config",
      (_k, add) => `$ snyk config get api\n${add(guid())}`,
    ),
    S(
      "vendor",
      "sonarcloud token in maven command",
      (k) =>
        `mvn sonar:sonar -Dsonar.token=sqp_${k(40, HEX)} -Dsonar.host.url=https://sonarcloud.io`,
    ),
    S(
      "vendor",
      "discord bot token in python run",
      (k) =>
        `bot.run("${b64(g(18, DIGITS)).replace(/=+$/, "")}.${g(6, BASE64URL)}.${
          k(38, BASE64URL)
        }")`,
    ),
    S(
      "vendor",
      "slack app-level token",
      (k) => `SLACK_APP_TOKEN=xapp-1-A${g(10, UPPER_NUM)}-${g(13, DIGITS)}-${k(64, HEX)}`,
    ),
    S(
      "vendor",
      "twitter bearer token",
      (k) => `TWITTER_BEARER_TOKEN=AAAAAAAAAAAAAAAAAAAAA${k(20)}%3D${k(50)}`,
    ),
    S("vendor", "facebook page token in graph explorer copy", (k) => `page token: EAAB${k(190)}`),
    S(
      "vendor",
      "cloudinary url",
      (k) => `CLOUDINARY_URL=cloudinary://${g(15, DIGITS)}:${k(27, BASE64URL)}@acme`,
    ),
    S(
      "vendor",
      "algolia admin key in js init",
      (k) =>
        `const client = algoliasearch("${g(10, UPPER_NUM)}", "${
          k(32, HEX)
        }"); // admin key, server only`,
    ),
    S(
      "vendor",
      "firebase cloud messaging server key",
      (k) => `Authorization: key=AAAA${g(7, BASE64URL)}:APA91b${k(134, BASE64URL)}`,
    ),
    S(
      "vendor",
      "planetscale password",
      (k) =>
        `DATABASE_URL='mysql://${g(12, LOWER_DIGITS)}:pscale_pw_${
          k(43, BASE64URL)
        }@aws.connect.psdb.cloud/app?sslaccept=strict'`,
    ),
    S("vendor", "neon api key", (k) => `NEON_API_KEY=napi_${k(64, LOWER_DIGITS)}`),
    S("vendor", "upstash rest token", (k) => `UPSTASH_REDIS_REST_TOKEN="A${k(60, BASE64URL)}="`),
    S("vendor", "clerk secret key", (k) => `CLERK_SECRET_KEY=sk_live_${k(40)}`),
    S(
      "vendor",
      "supabase new secret key",
      (k) => `SUPABASE_SECRET_KEY=sb_secret_${k(31, BASE64URL)}`,
    ),
    S(
      "vendor",
      "databricks token in profile",
      (k) =>
        `[DEFAULT]\nhost  = https://adb-${g(16, DIGITS)}.7.azuredatabricks.net\ntoken = dapi${
          k(32, HEX)
        }`,
    ),
    S(
      "vendor",
      "confluent api secret",
      (k) => `confluent api-key store ${g(16, UPPER_NUM)} ${k(64, BASE64)}`,
    ),
    S(
      "vendor",
      "mongodb atlas private api key",
      (_k, add) => `atlas config set private_api_key ${add(guid())}`,
    ),
    S("vendor", "elastic cloud api key encoded", (k) => `Authorization: ApiKey ${k(60, BASE64)}==`),
    S(
      "vendor",
      "google oauth client secret",
      (k) =>
        `{"web":{"client_id":"${g(12, DIGITS)}-${
          g(32, LOWER_DIGITS)
        }.apps.googleusercontent.com","client_secret":"GOCSPX-${k(28, BASE64URL)}"}}`,
    ),
    S(
      "vendor",
      "azure ad client secret with tilde",
      (k) => `AZURE_CLIENT_SECRET=${g(3)}8Q~${k(34, ALNUM + "_-.~")}`,
    ),
    S("vendor", "prefect api key", (k) => `prefect cloud login -k pnu_${k(36)}`),
    S(
      "vendor",
      "wandb api key in netrc",
      (k) => `machine api.wandb.ai\n  login user\n  password ${k(40, HEX)}`,
    ),
    S("vendor", "expo access token", (k) => `EXPO_TOKEN=${k(40, BASE64URL)}`),
    S("vendor", "shippo live token", (k) => `shippo.config.api_key = "shippo_live_${k(40, HEX)}"`),
    S("vendor", "easypost key", (k) => `EasyPost::Client.new(api_key: "EZAK${k(54, HEX)}")`),
    S("vendor", "readme api key", (k) => `rdme openapi --key=rdme_${k(70, LOWER_DIGITS)}`),
    S(
      "vendor",
      "age secret key in sops env",
      (k) => `SOPS_AGE_KEY=AGE-SECRET-KEY-1${k(58, UPPER_NUM)}`,
    ),
    S("vendor", "resend key in python", (k) => `resend.api_key = "re_${k(8)}_${k(24)}"`),
    S(
      "vendor",
      "brevo key in php",
      (k) =>
        `$config = Configuration::getDefaultConfiguration()->setApiKey('api-key', 'xkeysib-${
          k(64, HEX)
        }-${k(16)}');`,
    ),
    S("vendor", "typeform token", (k) => `TYPEFORM_TOKEN=tfp_${k(44, BASE64URL)}_${k(14)}`),
    S(
      "vendor",
      "mapbox secret token in gradle properties",
      (k) =>
        `MAPBOX_DOWNLOADS_TOKEN=sk.${
          b64(JSON.stringify({ u: "acme", a: "c" + g(24, LOWER_DIGITS) })).replace(/=+$/, "")
        }.${k(22, BASE64URL)}`,
    ),
    S(
      "vendor",
      "lower-case and digit client secret in dotenv",
      (k) => `ZOOM_CLIENT_SECRET=${k(32, LOWER + DIGITS)}`,
    ),
    S(
      "vendor",
      "upper-case base32 auth token in dotenv",
      (k) => `AUTH_TOKEN=${k(52, UPPER_DIGITS)}`,
    ),
  ];
}
