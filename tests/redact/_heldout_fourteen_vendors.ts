/**
 * Corpus fourteen, vendor tokens, URLs and key material outside the emphasis: providers and
 * contexts the earlier write-ups do not name, signed and credentialed URLs of other schemes, and
 * private keys in files other than PEM.
 */
import {
  BASE64,
  BASE64URL,
  checksummed,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER,
  LOWER_DIGITS,
  plain,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_fourteen_make.ts";

export function vendorsAndUrls(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "vendor: GitHub token in a gh auth status --show-token",
      (_k, add) =>
        `github.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Active account: true\n  - Token: ${
          checksummed("gho_", add)
        }`,
    ),
    S(
      "vendor",
      "vendor: Atlassian API token in a Jira CLI config",
      (k) =>
        `server: https://acme.atlassian.net\nlogin: dev@example.com\napi_token: ATATT3xFfGF0${
          k(170, BASE64URL)
        }=${k(8, HEX.toUpperCase())}`,
    ),
    S(
      "vendor",
      "vendor: Google OAuth client secret in client_secret.json",
      (k) =>
        `{"installed":{"client_id":"${d(12, DIGITS)}-${
          d(32, LOWER_DIGITS)
        }.apps.googleusercontent.com","client_secret":"GOCSPX-${k(28, BASE64URL)}"}}`,
    ),
    S(
      "vendor",
      "vendor: Okta SSWS header in a curl",
      (k) =>
        `curl -H "Authorization: SSWS 00${k(40, BASE64URL)}" https://acme.okta.com/api/v1/users`,
    ),
    S(
      "vendor",
      "vendor: Datadog API and application keys in datadog.yaml",
      (k) => `api_key: ${k(32, HEX)}\napp_key: ${k(40, HEX)}\nsite: datadoghq.eu`,
    ),
    S(
      "vendor",
      "vendor: Cloudflare global API key with the account email",
      (k) => `CLOUDFLARE_EMAIL=ops@example.com\nCLOUDFLARE_API_KEY=${k(37, HEX)}`,
    ),
    S(
      "vendor",
      "vendor: Buildkite agent token in an agent config",
      (k) => `token="bkua_${k(40, HEX)}"\nname="%hostname-%spawn"`,
    ),
    S(
      "vendor",
      "vendor: Pulumi access token in a CI step",
      (k) => `- run: pulumi up --yes\n  env:\n    PULUMI_ACCESS_TOKEN: pul-${k(40, HEX)}`,
    ),
    S(
      "vendor",
      "vendor: Mailchimp key with its datacenter suffix",
      (k) => `MAILCHIMP_API_KEY=${k(32, HEX)}-us21`,
    ),
    S(
      "vendor",
      "vendor: Brevo (Sendinblue) v3 key",
      (k) => `BREVO_API_KEY=xkeysib-${k(64, HEX)}-${k(16)}`,
    ),
    S(
      "vendor",
      "vendor: Twilio API key secret beside its public SK id",
      (k) => `TWILIO_API_KEY=SK${d(32, HEX)}\nTWILIO_API_SECRET=${k(32)}`,
    ),
    S(
      "vendor",
      "vendor: Notion internal integration token",
      (k) => `const notion = new Client({ auth: "ntn_${k(46)}" });`,
    ),
    S(
      "vendor",
      "vendor: Airtable personal access token",
      (k) => `AIRTABLE_PAT=pat${k(14)}.${k(64, HEX)}`,
    ),
    S(
      "vendor",
      "vendor: Figma personal token in a plugin script",
      (k) => `headers: { "X-Figma-Token": "figd_${k(40, BASE64URL)}" }`,
    ),
    S(
      "vendor",
      "vendor: Perplexity key in a shell profile",
      (k) => `export PPLX_API_KEY=pplx-${k(48)}`,
    ),
    S(
      "vendor",
      "vendor: xAI key in a Python client",
      (k) => `client = OpenAI(base_url="https://api.x.ai/v1", api_key="xai-${k(80)}")`,
    ),
    S(
      "vendor",
      "vendor: OpenRouter key in an editor setting",
      (k) => `"openrouter.apiKey": "sk-or-v1-${k(64, HEX)}"`,
    ),
    S("vendor", "vendor: DeepSeek key in a .env", (k) => `DEEPSEEK_API_KEY=sk-${k(32, HEX)}`),
    S(
      "vendor",
      "vendor: Mistral key by name only in a notebook",
      (k) => `os.environ["MISTRAL_API_KEY"] = "${k(32)}"`,
    ),
    S(
      "vendor",
      "vendor: Azure storage account key in a connection string",
      (k) =>
        `DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=${
          k(86, BASE64)
        }==;EndpointSuffix=core.windows.net`,
    ),
    S(
      "vendor",
      "vendor: Supabase service-role JWT",
      (k) =>
        `SUPABASE_SERVICE_ROLE_KEY=${
          jwt({
            iss: "supabase",
            ref: d(20, LOWER),
            role: "service_role",
            iat: 1700000000,
            exp: 2015000000,
          }, k)
        }`,
    ),
    S(
      "vendor",
      "vendor: legacy FCM server key",
      (k) => `Authorization: key=AAAA${d(7, BASE64URL)}:APA91b${k(134, BASE64URL)}`,
    ),
    S(
      "vendor",
      "vendor: Razorpay secret beside its public key id",
      (k) => `RAZORPAY_KEY_ID=rzp_live_${d(14)}\nRAZORPAY_KEY_SECRET=${k(24)}`,
    ),
    S(
      "vendor",
      "vendor: PayPal REST client secret",
      (k) => `paypal:\n  client_id: A${d(79, BASE64URL)}\n  client_secret: E${k(79, BASE64URL)}`,
    ),
    S(
      "vendor",
      "vendor: Plaid secret in a sandbox config",
      (k) => `PLAID_CLIENT_ID=${d(24, HEX)}\nPLAID_SECRET=${k(30, HEX)}\nPLAID_ENV=sandbox`,
    ),
    S(
      "vendor",
      "vendor: Zendesk token as email/token basic user",
      (k) =>
        `curl https://acme.zendesk.com/api/v2/tickets.json -u agent@example.com/token:${k(40)}`,
    ),
    S(
      "vendor",
      "vendor: Shopify app shared secret",
      (k) => `SHOPIFY_API_SECRET=shpss_${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "vendor: Consul ACL token header",
      (_k, add) =>
        `curl --header "X-Consul-Token: ${add(uuid())}" http://127.0.0.1:8500/v1/kv/app?recurse`,
    ),
    S(
      "vendor",
      "vendor: Upstash REST token",
      (k) =>
        `UPSTASH_REDIS_REST_URL=https://eu1-calm-fox-${
          d(5, DIGITS)
        }.upstash.io\nUPSTASH_REDIS_REST_TOKEN=A${k(63, BASE64URL)}=`,
    ),
    S(
      "vendor",
      "vendor: npm token in a GitHub Actions log (unmasked echo)",
      (_k, add) =>
        `2025-11-05T10:12:04.1234567Z + echo //registry.npmjs.org/:_authToken=${
          checksummed("npm_", add)
        }`,
    ),
    S(
      "url",
      "url: amqps with user and password",
      (_k, add) =>
        `CELERY_BROKER_URL=amqps://worker:${
          add(plain())
        }@b-1234.mq.eu-west-1.amazonaws.com:5671/jobs`,
    ),
    S(
      "url",
      "url: nodemailer smtp transport URL",
      (_k, add) =>
        `nodemailer.createTransport("smtps://noreply%40example.com:${
          add(plain())
        }@smtp.example.com:465")`,
    ),
    S(
      "url",
      "url: nats with a token in the userinfo",
      (k) => `nats sub -s nats://${k(32)}@nats.internal:4222 'orders.>'`,
    ),
    S(
      "url",
      "url: mqtt broker with credentials",
      (_k, add) => `MQTT_URL=mqtt://sensor01:${add(plain())}@broker.home.lan:1883`,
    ),
    S(
      "url",
      "url: CouchDB admin URL",
      (_k, add) => `curl -X PUT http://admin:${add(plain())}@localhost:5984/orders`,
    ),
    S(
      "url",
      "url: a Snowflake SQLAlchemy URL",
      (_k, add) =>
        `engine = create_engine("snowflake://loader:${
          add(plain())
        }@xy12345.eu-central-1/raw/public?warehouse=load_wh")`,
    ),
    S(
      "url",
      "url: S3 presigned URL with a session token",
      (k) =>
        `https://bucket.s3.eu-west-1.amazonaws.com/export.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${
          d(16, UPPER_DIGITS)
        }%2F20251105%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20251105T101500Z&X-Amz-Expires=3600&X-Amz-Security-Token=IQoJb3JpZ2luX2Vj${
          k(120, BASE64URL)
        }&X-Amz-SignedHeaders=host&X-Amz-Signature=${k(64, HEX)}`,
    ),
    S(
      "url",
      "url: GCS signed URL",
      (k) =>
        `https://storage.googleapis.com/acme-exports/q3.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam.gserviceaccount.com%2F20251105%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20251105T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${
          k(512, HEX)
        }`,
    ),
    S(
      "url",
      "url: Discord webhook",
      (k) =>
        `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${d(19, DIGITS)}/${k(68, BASE64URL)}`,
    ),
    S(
      "url",
      "url: Teams workflow (Power Automate) webhook with sig",
      (k) =>
        `https://prod-27.westeurope.logic.azure.com:443/workflows/${
          d(32, HEX)
        }/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${
          k(43, BASE64URL)
        }`,
    ),
    S(
      "url",
      "url: Google Chat webhook key and token",
      (k) =>
        `https://chat.googleapis.com/v1/spaces/AAAA${d(7, BASE64URL)}/messages?key=AIza${
          k(35, BASE64URL)
        }&token=${k(43, BASE64URL)}%3D`,
    ),
    S(
      "url",
      "url: a magic login link in a dev server log",
      (k) =>
        `[dev] sent login email to ana@example.com: http://localhost:3000/auth/verify?token=${
          k(64, HEX)
        }&email=ana%40example.com`,
    ),
  ];
}
