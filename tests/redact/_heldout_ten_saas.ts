/**
 * Corpus ten, SaaS vendors: payments, messaging and webhooks, AI model APIs, observability and
 * product tools, in the formats their documentation gives, as they appear in a session (env
 * files, headers, SDK calls, chat). Only the random part of a token is a piece.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, b64u, B64URL, DIGITS, HEX, type Ten, UPPER_NUM } from "./_heldout_ten_make.ts";

export function tenSaas(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S(
      "vendor",
      "stripe live secret key in env",
      (k) => `STRIPE_SECRET_KEY=sk_live_51${k(97, ALNUM)}`,
    ),
    S(
      "vendor",
      "stripe restricted key in ruby",
      (k) => `Stripe.api_key = 'rk_live_51${k(97, ALNUM)}'`,
    ),
    S(
      "output",
      "stripe webhook secret from stripe listen",
      (k) =>
        `$ stripe listen --forward-to localhost:4242/webhook
> Ready! You are using Stripe API Version [2025-10-29]. Your webhook signing secret is whsec_${
          k(32, ALNUM)
        } (^C to quit)`,
    ),
    S(
      "assignment",
      "twilio auth token with account sid",
      (k) => `client = Client("AC${g(32, HEX)}", "${k(32, HEX)}")`,
    ),
    S("assignment", "twilio api key secret", (k) =>
      `TWILIO_API_KEY=SK${g(32, HEX)}
TWILIO_API_SECRET=${k(32, ALNUM)}`),
    S(
      "vendor",
      "sendgrid key in node",
      (k) => `sgMail.setApiKey("SG.${g(22, B64URL)}.${k(43, B64URL)}");`,
    ),
    S(
      "command",
      "mailgun api key basic auth",
      (k) =>
        `curl -s --user 'api:${k(32, HEX)}-${g(8, HEX)}-${
          g(8, HEX)
        }' https://api.mailgun.net/v3/mg.example.com/messages -F to=bob@example.com`,
    ),
    S(
      "assignment",
      "mailchimp key with datacenter",
      (k) => `const mc = new Mailchimp("${k(32, HEX)}-us21");`,
    ),
    S(
      "assignment",
      "postmark server token header",
      (_k, add) => `-H "X-Postmark-Server-Token: ${add(t.guid())}" -H "Accept: application/json"`,
    ),
    S("vendor", "resend api key", (k) => `RESEND_API_KEY=re_${k(8, ALNUM)}_${k(24, ALNUM)}`),
    S("vendor", "brevo api key", (k) => `BREVO_API_KEY=xkeysib-${k(64, HEX)}-${k(16, ALNUM)}`),
    S("vendor", "slack bot token in bolt app", (k) =>
      `const app = new App({
  token: "xoxb-${g(12, DIGITS)}-${g(13, DIGITS)}-${k(24, ALNUM)}",
  signingSecret: "${k(32, HEX)}",
});`),
    S(
      "command",
      "slack user token in curl",
      (k) =>
        `curl -H "Authorization: Bearer xoxp-${g(11, DIGITS)}-${g(12, DIGITS)}-${g(13, DIGITS)}-${
          k(32, HEX)
        }" https://slack.com/api/conversations.list`,
    ),
    S(
      "vendor",
      "slack app-level token",
      (k) => `SLACK_APP_TOKEN=xapp-1-A${g(10, UPPER_NUM)}-${g(13, DIGITS)}-${k(64, HEX)}`,
    ),
    S(
      "url",
      "slack incoming webhook",
      (k) =>
        `SLACK_WEBHOOK_URL: https://hooks.slack.com/services/T${g(10, UPPER_NUM)}/B${
          g(10, UPPER_NUM)
        }/${k(24, ALNUM)}`,
    ),
    S(
      "vendor",
      "discord bot token",
      (k) => `client.run("${b64u(g(19, DIGITS))}.${g(6, B64URL)}.${k(38, B64URL)}")`,
    ),
    S(
      "url",
      "discord webhook url",
      (k) =>
        `requests.post("https://discord.com/api/webhooks/${g(19, DIGITS)}/${
          k(68, B64URL)
        }", json={"content": "deploy done"})`,
    ),
    S(
      "vendor",
      "telegram bot token",
      (k) => `bot = telebot.TeleBot("${g(10, DIGITS)}:AA${k(33, B64URL)}")`,
    ),
    S(
      "url",
      "teams incoming webhook",
      (k) =>
        `TEAMS_WEBHOOK=https://contoso.webhook.office.com/webhookb2/${t.guid()}@${t.guid()}/IncomingWebhook/${
          k(32, HEX)
        }/${t.guid()}/V2${k(43, B64URL)}`,
    ),
    S(
      "url",
      "power automate workflow url",
      (k) =>
        `https://prod-${g(2, DIGITS)}.westeurope.logic.azure.com:443/workflows/${
          g(32, HEX)
        }/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${
          k(43, B64URL)
        }`,
    ),
    S(
      "vendor",
      "openai project key in python",
      (k) => `client = OpenAI(api_key="sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}")`,
    ),
    S(
      "vendor",
      "openai service account key in env",
      (k) => `OPENAI_API_KEY=sk-svcacct-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
    ),
    S("vendor", "anthropic key in shell profile", (k) =>
      `# ~/.zshrc
export ANTHROPIC_API_KEY=sk-ant-api03-${k(93, B64URL)}AA`),
    S("vendor", "anthropic admin key", (k) => `x-api-key: sk-ant-admin01-${k(93, B64URL)}AA`),
    S(
      "output",
      "hugging face token from cli",
      (k) =>
        `$ huggingface-cli login --token hf_${k(34, ALNUM)}
Token is valid (permission: write).`,
    ),
    S("vendor", "replicate token", (k) => `REPLICATE_API_TOKEN=r8_${k(37, ALNUM)}`),
    S("vendor", "groq key", (k) => `groq = Groq(api_key="gsk_${k(52, ALNUM)}")`),
    S("vendor", "openrouter key", (k) => `OPENROUTER_API_KEY=sk-or-v1-${k(64, HEX)}`),
    S("vendor", "perplexity key", (k) => `"Authorization": "Bearer pplx-${k(48, ALNUM)}"`),
    S("vendor", "xai key", (k) => `XAI_API_KEY=xai-${k(80, ALNUM)}`),
    S("assignment", "mistral key without prefix", (k) => `MISTRAL_API_KEY=${k(32, ALNUM)}`),
    S("assignment", "cohere key", (k) => `co = cohere.ClientV2(api_key="${k(40, ALNUM)}")`),
    S("vendor", "elevenlabs key header", (k) => `xi-api-key: sk_${k(48, HEX)}`),
    S(
      "vendor",
      "pinecone key",
      (k) => `pc = Pinecone(api_key="pcsk_${g(6, ALNUM)}_${k(63, ALNUM)}")`,
    ),
    S("vendor", "langsmith key", (k) => `LANGSMITH_API_KEY=lsv2_pt_${k(32, HEX)}_${k(10, HEX)}`),
    S("assignment", "wandb netrc entry", (k) =>
      `machine api.wandb.ai
  login user
  password ${k(40, HEX)}`),
    S("vendor", "tavily key", (k) => `TAVILY_API_KEY="tvly-dev-${k(32, ALNUM)}"`),
  ];
}
