/**
 * Held-out corpus four, secrets vendor tokens in the contexts they are used in. See _heldout.ts for the format; every secret is built at run time from pieces.
 */
import { ALNUM, BASE64, BASE64URL, fakeJwt, HEX } from "./_fakes.ts";
import {
  DIGITS,
  type HeldOutSecret,
  LOWER_DIGITS,
  r,
  type Shape,
  UPPER,
  uuid,
} from "./_heldout_make.ts";

const UPPER_DIGITS = UPPER + DIGITS;
const HEX_UP = "0123456789ABCDEF";

function s(shape: Shape, label: string, text: string, ...pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}

/** A secret token `tok` written in the context `wrap` makes of it. */
function v(label: string, tok: string, wrap: (t: string) => string): HeldOutSecret {
  return s("vendor", label, wrap(tok), tok);
}

const awsId = () => "AK" + "IA" + r(16, UPPER_DIGITS);
const awsSecret = () => r(40, BASE64);

export const VENDOR_SECRETS: HeldOutSecret[] = [
  v(
    "github pat in a git remote",
    "gh" + "p_" + r(36, ALNUM),
    (t) => `git remote set-url origin https://x-access-token:${t}@github.com/acme/api.git`,
  ),
  v(
    "github fine-grained in .env",
    "github" + "_pat_" + r(22, ALNUM) + "_" + r(59, ALNUM),
    (t) => `GH_TOKEN=${t}`,
  ),
  v(
    "github app token in a log",
    "gh" + "s_" + r(36, ALNUM),
    (t) => `2024-05-02T10:11:12Z DEBUG installation token issued token=${t} expires_in=3600`,
  ),
  v("gh auth token output", "gh" + "o_" + r(36, ALNUM), (t) => `$ gh auth token\n${t}\n$ `),
  v(
    "gitlab pat header",
    "gl" + "pat-" + r(20, BASE64URL),
    (t) => `curl --header "PRIVATE-TOKEN: ${t}" "https://gitlab.example.com/api/v4/projects"`,
  ),
  v(
    "gitlab ci job token",
    "glcbt-" + r(2, HEX) + "_" + r(20, BASE64URL),
    (t) => `CI_JOB_TOKEN=${t}`,
  ),
  v(
    "slack bot token in python",
    "xo" + "xb-" + r(11, DIGITS) + "-" + r(13, DIGITS) + "-" +
      r(24, ALNUM),
    (t) => `client = WebClient(token="${t}")`,
  ),
  v(
    "slack user token yaml",
    "xo" + "xp-" + r(11, DIGITS) + "-" + r(12, DIGITS) + "-" +
      r(13, DIGITS) + "-" + r(32, HEX),
    (t) => `slack:\n  user_token: ${t}\n  channel: "#ops"`,
  ),
  v(
    "stripe live key in curl -u",
    "sk" + "_live_" + r(99, ALNUM),
    (t) => `curl https://api.stripe.com/v1/charges -u ${t}:`,
  ),
  v(
    "stripe restricted key node",
    "rk" + "_live_" + r(24, ALNUM),
    (t) => `const stripe = require('stripe')('${t}');`,
  ),
  v("stripe webhook secret", "wh" + "sec_" + r(32, ALNUM), (t) => `STRIPE_WEBHOOK_SECRET="${t}"`),
  v("openai project key", "sk" + "-proj-" + r(74, BASE64URL) + "T3Blbk" + "FJ" + r(74, BASE64URL), (
    t,
  ) => `  501  export OPENAI_API_KEY=${t}`),
  v(
    "openai legacy key",
    "sk" + "-" + r(20, ALNUM) + "T3Blbk" + "FJ" + r(20, ALNUM),
    (t) => `openai.api_key = "${t}"`,
  ),
  v(
    "anthropic key in shell",
    "sk" + "-ant-api03-" + r(93, BASE64URL) + "AA",
    (t) => `ANTHROPIC_API_KEY=${t} claude -p "hi"`,
  ),
  v(
    "anthropic admin key",
    "sk" + "-ant-admin01-" + r(93, BASE64URL) + "AA",
    (t) => `{"admin_key": "${t}"}`,
  ),
  v("groq key", "gs" + "k_" + r(52, ALNUM), (t) => `GROQ_API_KEY=${t}`),
  v("xai key", "xa" + "i-" + r(80, ALNUM), (t) => `export XAI_API_KEY="${t}"`),
  v(
    "perplexity key",
    "pp" + "lx-" + r(48, ALNUM),
    (t) => `headers = {"Authorization": "Bearer ${t}"}`,
  ),
  v("replicate token", "r8" + "_" + r(37, ALNUM), (t) => `REPLICATE_API_TOKEN=${t}`),
  v("hugging face token", "hf" + "_" + r(34, ALNUM), (t) => `huggingface-cli login --token ${t}`),
  v(
    "google api key in a url",
    "AI" + "za" + r(35, BASE64URL),
    (t) => `GET https://maps.googleapis.com/maps/api/geocode/json?address=Paris&key=${t}`,
  ),
  v(
    "google oauth access token",
    "ya" + "29." + r(150, BASE64URL),
    (t) => `$ gcloud auth print-access-token\n${t}`,
  ),
  v(
    "google oauth client secret",
    "GOCSPX-" + r(28, BASE64URL),
    (t) => `"client_secret":"${t}","redirect_uris":["http://localhost"]`,
  ),
  v(
    "google refresh token",
    "1//0" + r(96, BASE64URL),
    (t) => `{\n  "refresh_token": "${t}",\n  "type": "authorized_user"\n}`,
  ),
  v(
    "npm token in .npmrc",
    "np" + "m_" + r(36, ALNUM),
    (t) => `//registry.npmjs.org/:_authToken=${t}`,
  ),
  v(
    "npm token create table",
    "np" + "m_" + r(36, ALNUM),
    (t) =>
      `┌────────┬──────────────────────────────────────────┐\n│ token  │ ${t} │\n` +
      `└────────┴──────────────────────────────────────────┘`,
  ),
  v(
    "pypi token in .pypirc",
    "py" + "pi-AgEIcHlwaS5vcmc" + r(120, BASE64URL),
    (t) => `[pypi]\n  username = __token__\n  password = ${t}`,
  ),
  v("crates.io token", "cio" + r(32, ALNUM), (t) => `[registry]\ntoken = "${t}"`),
  v("rubygems key", "rubygems_" + r(48, HEX), (t) => `---\n:rubygems_api_key: ${t}`),
  v(
    "docker hub pat",
    "dckr" + "_pat_" + r(27, BASE64URL),
    (t) => `echo "${t}" | docker login -u acme --password-stdin`,
  ),
  v("digitalocean token", "do" + "p_v1_" + r(64, HEX), (t) => `doctl auth init -t ${t}`),
  v(
    "vault token header",
    "hv" + "s." + r(90, BASE64URL),
    (t) => `curl -H "X-Vault-Token: ${t}" https://vault:8200/v1/secret/data/db`,
  ),
  v(
    "terraform cloud token",
    r(14, ALNUM) + ".atlasv1." + r(67, ALNUM),
    (t) => `{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${t}"\n    }\n  }\n}`,
  ),
  v(
    "sendgrid key",
    "SG" + "." + r(22, BASE64URL) + "." + r(43, BASE64URL),
    (t) => `sg = SendGridAPIClient("${t}")`,
  ),
  v(
    "mailgun key",
    "ke" + "y-" + r(32, HEX),
    (t) => `curl -s --user 'api:${t}' https://api.mailgun.net/v3`,
  ),
  v("twilio auth token", r(32, HEX), (t) => `TWILIO_AUTH_TOKEN=${t}`),
  v(
    "telegram bot url",
    r(10, DIGITS) + ":AA" + r(33, BASE64URL),
    (t) => `requests.get(f"https://api.telegram.org/bot${t}/sendMessage")`,
  ),
  v("discord bot token", "MT" + r(24, ALNUM) + "." + r(6, BASE64URL) + "." + r(38, BASE64URL), (
    t,
  ) => `client.run('${t}')`),
  v("shopify admin token", "shp" + "at_" + r(32, HEX), (t) => `X-Shopify-Access-Token: ${t}`),
  v("linear key", "lin" + "_api_" + r(40, ALNUM), (t) => `LINEAR_API_KEY=${t}`),
  v("notion token", "nt" + "n_" + r(46, ALNUM), (t) => `notion = Client(auth="${t}")`),
  v("airtable pat", "pat" + r(14, ALNUM) + "." + r(64, HEX), (t) => `AIRTABLE_TOKEN=${t}`),
  v("figma token", "fig" + "d_" + r(40, BASE64URL), (t) => `X-Figma-Token: ${t}`),
  v("netlify token", "nf" + "p_" + r(36, ALNUM), (t) => `NETLIFY_AUTH_TOKEN=${t} netlify deploy`),
  v(
    "circleci token",
    "CCIPAT_" + r(22, ALNUM) + "_" + r(40, HEX),
    (t) => `curl -H "Circle-Token: ${t}" https://circleci.com/api/v2/me`,
  ),
  v("new relic key", "NR" + "AK-" + r(27, UPPER_DIGITS), (t) => `NEW_RELIC_API_KEY=${t}`),
  v(
    "grafana cloud token",
    "gl" + "c_" + r(120, BASE64) + "==",
    (t) => `GRAFANA_CLOUD_TOKEN='${t}'`,
  ),
  v(
    "grafana sa token",
    "gl" + "sa_" + r(32, ALNUM) + "_" + r(8, HEX),
    (t) => `Authorization: Bearer ${t}`,
  ),
  v("posthog personal key", "ph" + "x_" + r(43, ALNUM), (t) => `POSTHOG_PERSONAL_API_KEY=${t}`),
  v(
    "mapbox secret token",
    "sk" + ".eyJ1Ijoi" + r(40, BASE64URL) + "." + r(22, BASE64URL),
    (t) => `MAPBOX_DOWNLOADS_TOKEN=${t}`,
  ),
  v("okta ssws header", "00" + r(40, BASE64URL), (t) => `Authorization: SSWS ${t}`),
  v("pagerduty token header", r(20, BASE64URL), (t) => `Authorization: Token token=${t}`),
  v(
    "atlassian token",
    "ATA" + "TT3x" + r(180, BASE64URL) + "=" + r(8, HEX_UP),
    (t) => `jira: { email: dev@acme.io, token: ${t} }`,
  ),
  v("databricks token", "da" + "pi" + r(32, HEX), (t) => `DATABRICKS_TOKEN=${t}`),
  v(
    "doppler service token",
    "dp" + ".st." + "prd." + r(40, ALNUM),
    (t) => `doppler run --token ${t} -- npm start`,
  ),
  v(
    "1password service account",
    "ops" + "_eyJ" + r(200, BASE64URL),
    (t) => `export OP_SERVICE_ACCOUNT_TOKEN=${t}`,
  ),
  v("supabase service role jwt", fakeJwt(4501), (t) => `SUPABASE_SERVICE_ROLE_KEY=${t}`),
  v(
    "jwt in a bearer log line",
    fakeJwt(4504),
    (t) => `> GET /v1/me HTTP/1.1\n> Host: api.acme.io\n> Authorization: Bearer ${t}\n>`,
  ),
  v(
    "facebook access token",
    "EAAG" + r(180, ALNUM),
    (t) => `graph.facebook.com/v19.0/me?access_token=${t}`,
  ),
  v(
    "age secret key",
    "AGE-SECRET" + "-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    (t) => `# created: 2024-01-02\n# public key: age1${r(58, LOWER_DIGITS)}\n${t}`,
  ),
  v(
    "sentry auth token",
    "sntry" + "s_" + r(160, BASE64URL),
    (t) => `SENTRY_AUTH_TOKEN=${t} sentry-cli releases new 1.2.3`,
  ),
  v("heroku api key uuid", uuid(HEX), (t) => `HEROKU_API_KEY=${t} heroku apps`),
  v("datadog api key", r(32, HEX), (t) => `DD_API_KEY=${t}`),
  v("algolia admin key by name", r(32, HEX), (t) => `ALGOLIA_ADMIN_API_KEY: "${t}"`),
  v("cloudflare token", r(40, BASE64URL), (t) => `export CLOUDFLARE_API_TOKEN=${t}`),
  v(
    "azure client secret",
    r(3, ALNUM) + "8Q~" + r(34, BASE64URL + "~."),
    (t) => `AZURE_CLIENT_SECRET=${t}`,
  ),
  v("vercel token", r(24, ALNUM), (t) => `vercel deploy --prod --token=${t}`),
  v(
    "jenkins api token",
    "11" + r(32, HEX),
    (t) => `curl -X POST -u admin:${t} http://jenkins:8080/job/build/build`,
  ),
  v("ocp apim key", r(32, HEX), (t) => `Ocp-Apim-Subscription-Key: ${t}`),
  v(
    "x-api-key header",
    r(40, ALNUM),
    (t) => `curl -H 'x-api-key: ${t}' https://api.acme.io/v2/items`,
  ),
  v("slack signing secret", r(32, HEX), (t) => `SLACK_SIGNING_SECRET=${t}`),
  v("aws key id in a csv", awsId(), (t) => `User name,Access key ID\ndeploy,${t}`),
  s(
    "vendor",
    "aws credentials file",
    (() => {
      const id = awsId();
      const sec = awsSecret();
      return `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${sec}\n`;
    })(),
  ),
];
// The aws credentials file case lists its pieces after the text is built.
{
  const c = VENDOR_SECRETS[VENDOR_SECRETS.length - 1]!;
  c.pieces = [...c.text.matchAll(/= (\S+)/g)].map((m) => m[1]!);
}
