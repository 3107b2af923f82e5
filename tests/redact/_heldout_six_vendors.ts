/**
 * Held-out corpus six, vendor tokens: cloud, payment, messaging and CI, each in the text a
 * coding session shows it in.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  m,
  s,
  uid,
  UPPER_DIGITS,
} from "./_heldout_six_make.ts";

const akia = () => "AK" + "IA" + g(16, UPPER_DIGITS);
const awsSecret = () => g(40, BASE64);

function cloud(): HeldOutSecret[] {
  const [id1, sec1] = [akia(), awsSecret()];
  const [id2, sec2, sess] = ["AS" + "IA" + g(16, UPPER_DIGITS), awsSecret(), g(356, BASE64)];
  return [
    m(
      "vendor",
      "aws credentials file",
      `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${id1}\naws_secret_access_key = ${sec1}\nregion = eu-west-1`,
      [id1, sec1],
    ),
    m(
      "vendor",
      "aws sts assume-role json",
      `{\n    "Credentials": {\n        "AccessKeyId": "${id2}",\n        "SecretAccessKey": "${sec2}",\n        "SessionToken": "${sess}",\n        "Expiration": "2026-11-27T11:02:13+00:00"\n    }\n}`,
      [id2, sec2, sess],
    ),
    s(
      "vendor",
      "azure storage connection string in appsettings",
      (p) =>
        `"ConnectionStrings": {\n  "Blob": "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${p};EndpointSuffix=core.windows.net"\n}`,
      g(86, BASE64) + "==",
    ),
    s(
      "vendor",
      "azure ad client secret",
      (p) => `az login --service-principal -u ${uid()} -p '${p}' --tenant ${uid()}`,
      g(3, ALNUM) + "8Q~" + g(34, BASE64URL.replace("-", "") + "~."),
    ),
    s(
      "vendor",
      "azure openai api-key header",
      (p) =>
        `curl https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01 \\\n  -H "api-key: ${p}" -H "Content-Type: application/json" -d @req.json`,
      g(32, HEX),
    ),
    s(
      "vendor",
      "gcp api key in gemini call",
      (p) =>
        `curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=${p}" -d '{"contents":[]}'`,
      "AI" + "za" + g(35, BASE64URL),
    ),
    s(
      "vendor",
      "digitalocean token doctl",
      (p) => `doctl auth init --context prod --access-token ${p}`,
      "dop" + "_v1_" + g(64, HEX),
    ),
    s(
      "vendor",
      "cloudflare global api key header",
      (p) =>
        `curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: ${p}"`,
      g(37, HEX),
    ),
    s(
      "vendor",
      "heroku api key uuid",
      (p) => `heroku config:set -a acme-api HEROKU_API_KEY=${p}`,
      uid(),
    ),
    s(
      "vendor",
      "fly.io token",
      (p) => `fly deploy --access-token "FlyV1 ${p}"`,
      "fm2_" + g(180, BASE64),
    ),
    s(
      "vendor",
      "vercel token in ci",
      (p) => `      - run: npx vercel deploy --prod --token=${p}`,
      g(24, ALNUM),
    ),
    s(
      "vendor",
      "netlify token",
      (p) => `NETLIFY_AUTH_TOKEN=${p} netlify deploy --prod --dir=dist`,
      "nfp" + "_" + g(36, ALNUM),
    ),
  ];
}

function payments(): HeldOutSecret[] {
  const sid = "AC" + g(32, HEX);
  const tok = g(32, HEX);
  return [
    s(
      "vendor",
      "stripe live key in node",
      (p) => `const stripe = new Stripe(\n  '${p}',\n  { apiVersion: '2024-06-20' },\n);`,
      "sk" + "_live_" + "51" + g(97, ALNUM),
    ),
    s(
      "vendor",
      "stripe restricted key",
      (p) => `STRIPE_KEY=${p}  # restricted: read charges only`,
      "rk" + "_live_" + "51" + g(97, ALNUM),
    ),
    s(
      "vendor",
      "stripe webhook secret cli output",
      (p) =>
        `> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is ${p} (^C to quit)`,
      "whsec" + "_" + g(32, ALNUM),
    ),
    m(
      "vendor",
      "twilio env pair",
      `TWILIO_ACCOUNT_SID=${sid}\nTWILIO_AUTH_TOKEN=${tok}\nTWILIO_FROM=+15005550006`,
      [tok],
    ),
    s(
      "vendor",
      "square access token",
      (p) => `client = Client(access_token="${p}", environment="production")`,
      "EAAA" + g(60, BASE64URL),
    ),
    s(
      "vendor",
      "paypal client secret",
      (p) =>
        `curl -v https://api-m.paypal.com/v1/oauth2/token -u "${
          "A" + g(79, BASE64URL)
        }:${p}" -d "grant_type=client_credentials"`,
      "E" + g(79, BASE64URL),
    ),
    s(
      "vendor",
      "shopify admin token header",
      (p) =>
        `fetch(\`https://acme.myshopify.com/admin/api/2024-07/orders.json\`, { headers: { "X-Shopify-Access-Token": "${p}" } })`,
      "shp" + "at_" + g(32, HEX),
    ),
  ];
}

function messaging(): HeldOutSecret[] {
  return [
    s(
      "vendor",
      "slack bot token python",
      (p) => `from slack_sdk import WebClient\nclient = WebClient(token="${p}")`,
      "xo" + "xb-" + g(12, DIGITS) + "-" + g(13, DIGITS) + "-" + g(24, ALNUM),
    ),
    s(
      "vendor",
      "slack webhook in js",
      (p) =>
        `await fetch("https://hooks.sl${"ack"}.com/services/${p}", { method: "POST", body: JSON.stringify({ text }) });`,
      // The secret is the path: the host and /services/ are public.
      "T" + g(8, UPPER_DIGITS) + "/B" + g(10, UPPER_DIGITS) + "/" + g(24, ALNUM),
    ),
    s(
      "vendor",
      "discord bot token",
      (p) => `client.run('${p}')`,
      "MT" + g(24, ALNUM) + "." + g(6, BASE64URL) + "." + g(38, BASE64URL),
    ),
    s(
      "vendor",
      "discord webhook url",
      (p) => `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${g(19, DIGITS)}/${p}`,
      g(68, BASE64URL),
    ),
    s(
      "vendor",
      "telegram bot api url",
      (p) => `requests.post(f"https://api.telegram.org/bot${p}/sendMessage", json=payload)`,
      g(10, DIGITS) + ":AA" + g(33, BASE64URL),
    ),
    s(
      "vendor",
      "sendgrid key",
      (p) => `sg = sendgrid.SendGridAPIClient(api_key='${p}')`,
      "SG." + g(22, BASE64URL) + "." + g(43, BASE64URL),
    ),
    s(
      "vendor",
      "mailchimp key",
      (p) => `mailchimp.setConfig({ apiKey: "${p}", server: "us21" });`,
      g(32, HEX) + "-us21",
    ),
    s(
      "vendor",
      "postmark server token header",
      (p) => `-H "X-Postmark-Server-Token: ${p}"`,
      uid(),
    ),
  ];
}

function ci(): HeldOutSecret[] {
  return [
    s(
      "vendor",
      "github fine-grained pat in remote",
      (p) => `git remote set-url origin https://x-access-token:${p}@github.com/acme/api.git`,
      "github" + "_pat_" + "11" + g(20, UPPER_DIGITS) + "_" + g(59, ALNUM),
    ),
    s(
      "vendor",
      "github app token in actions log",
      (p) =>
        `2026-11-27T09:12:44.1220000Z ##[group]Run git push\n2026-11-27T09:12:44.1221000Z remote: Using token ${p}`,
      "gh" + "s_" + g(36, ALNUM),
    ),
    s(
      "vendor",
      "gh auth with-token",
      (p) => `echo ${p} | gh auth login --with-token`,
      "gh" + "p_" + g(36, ALNUM),
    ),
    s(
      "vendor",
      "gitlab pat in ci variable",
      (p) =>
        `curl --header "PRIVATE-TOKEN: ${p}" "https://gitlab.acme.dev/api/v4/projects/42/pipelines"`,
      "gl" + "pat-" + g(20, BASE64URL),
    ),
    s(
      "vendor",
      "circleci personal token",
      (p) => `curl -H "Circle-Token: ${p}" https://circleci.com/api/v2/me`,
      "CCI" + "PAT_" + g(22, ALNUM) + "_" + g(40, HEX),
    ),
    s(
      "vendor",
      "buildkite agent token",
      (p) => `buildkite-agent start --token "${p}" --tags queue=deploy`,
      g(50, LOWER_DIGITS),
    ),
    s(
      "vendor",
      "sonarqube token",
      (p) => `mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=${p}`,
      "sq" + "u_" + g(40, HEX),
    ),
    s(
      "vendor",
      "terraform cloud token",
      (p) => `credentials "app.terraform.io" {\n  token = "${p}"\n}`,
      g(14, ALNUM) + ".atlas" + "v1." + g(67, ALNUM),
    ),
    s(
      "vendor",
      "pulumi access token",
      (p) => `PULUMI_ACCESS_TOKEN=${p} pulumi up --yes --stack prod`,
      "pul-" + g(40, HEX),
    ),
  ];
}

export const SIX_VENDOR_SECRETS: HeldOutSecret[] = [
  ...cloud(),
  ...payments(),
  ...messaging(),
  ...ci(),
];
