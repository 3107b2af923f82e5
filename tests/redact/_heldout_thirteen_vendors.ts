/**
 * Corpus thirteen, vendor tokens in their vendor's shape, each in a context a transcript shows: the
 * vendors and contexts lean to ones eleven's and twelve's write-ups do not name (payments and
 * commerce of other regions, observability, AI inference hosts, mobile back ends, CMSes, maps).
 * Formats marked approximate in docs/redaction-corpus-thirteen.md.
 */
import {
  ALNUM,
  B64URL,
  BASE32,
  DIGITS,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  LOWER,
  LOWER_DIGITS,
  S,
  UPPER,
} from "./_heldout_thirteen_make.ts";

const AWS_ID = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const AZ = UPPER + LOWER;

export function vendorTokens(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "GitHub OAuth token in gh's hosts.yml shown by cat",
      (_k, add) =>
        `github.com:\n    user: jdoe\n    oauth_token: gho_${
          add(ghBody())
        }\n    git_protocol: ssh\n`,
    ),
    S(
      "vendor",
      "GitHub classic PAT in a Homebrew env",
      (_k, add) => `export HOMEBREW_GITHUB_API_TOKEN=ghp_${add(ghBody())}`,
    ),
    S(
      "vendor",
      "GitHub App installation token in an Actions step output",
      (_k, add) => `::add-mask::\necho "token=ghs_${add(ghBody())}" >> "$GITHUB_OUTPUT"`,
    ),
    S(
      "vendor",
      "GitHub fine-grained PAT in a Renovate config",
      (k) => `module.exports = { platform: "github", token: "github_pat_${k(22)}_${k(59)}" };`,
    ),
    S(
      "vendor",
      "AWS access key pair in a CSV downloaded from IAM",
      (k) =>
        `User name,Password,Access key ID,Secret access key,Console login link\nci-bot,,AKIA${
          draw(16, AWS_ID)
        },${k(40, ALNUM + "/+")},https://123456789012.signin.aws.amazon.com/console\n`,
    ),
    S(
      "vendor",
      "AWS session credentials in a credential_process JSON",
      (k) =>
        JSON.stringify({
          Version: 1,
          AccessKeyId: "ASIA" + draw(16, AWS_ID),
          SecretAccessKey: k(40, ALNUM + "/+"),
          SessionToken: "IQoJb3JpZ2luX2VjE" + k(300, ALNUM + "/+"),
          Expiration: "2026-03-01T12:00:00Z",
        }),
    ),
    S(
      "vendor",
      "Slack bot token in a Bolt app constructor",
      (k) =>
        `const app = new App({ token: "xoxb-${draw(12, DIGITS)}-${draw(13, DIGITS)}-${
          k(24)
        }", signingSecret: "${k(32, HEX)}" });`,
    ),
    S(
      "vendor",
      "Slack app-level token for socket mode",
      (k) =>
        `SLACK_APP_TOKEN=xapp-1-A0${draw(9, UPPER + DIGITS)}-${draw(13, DIGITS)}-${k(64, HEX)}`,
    ),
    S(
      "vendor",
      "Stripe restricted key in a Supabase function secret set",
      (k) => `supabase secrets set STRIPE_KEY=rk_live_${k(99)}`,
    ),
    S(
      "vendor",
      "Stripe webhook secret printed by the dashboard CLI",
      (k) => `Ready! Your webhook signing secret is whsec_${k(64, HEX)} (^C to quit)`,
    ),
    S(
      "vendor",
      "OpenAI project key in a LangChain notebook",
      (k) =>
        `llm = ChatOpenAI(model="gpt-4o-mini", api_key="sk-proj-${k(74, B64URL)}T3BlbkFJ${
          k(74, B64URL)
        }")`,
    ),
    S(
      "vendor",
      "Anthropic key in a Claude Desktop MCP env",
      (k) =>
        JSON.stringify(
          {
            mcpServers: {
              summarize: {
                command: "npx",
                args: ["-y", "summarizer-mcp"],
                env: { ANTHROPIC_API_KEY: "sk-ant-api03-" + k(93, B64URL) + "AA" },
              },
            },
          },
          null,
          2,
        ),
    ),
    S(
      "vendor",
      "Google API key in a YouTube Data request URL",
      (k) =>
        `GET https://www.googleapis.com/youtube/v3/search?part=snippet&q=deno&key=AIza${
          k(35, B64URL)
        }`,
    ),
    S(
      "vendor",
      "Google OAuth refresh token in rclone.conf",
      (k) =>
        `[gdrive]\ntype = drive\ntoken = {"access_token":"ya29.${
          k(120, B64URL)
        }","token_type":"Bearer","refresh_token":"1//0${
          k(60, B64URL)
        }","expiry":"2026-03-01T10:00:00Z"}\n`,
    ),
    S(
      "vendor",
      "Hugging Face token in a git credential store line",
      (k) => `https://jdoe:hf_${k(34, AZ)}@huggingface.co`,
    ),
    S(
      "vendor",
      "GitLab deploy token in a Composer auth.json",
      (k) =>
        JSON.stringify({
          "gitlab-token": {
            "gitlab.example.com": {
              username: "gitlab+deploy-token-12",
              token: "gldt-" + k(20, B64URL),
            },
          },
        }),
    ),
    S(
      "vendor",
      "GitLab runner authentication token in config.toml",
      (k) =>
        `[[runners]]\n  name = "docker-01"\n  url = "https://gitlab.example.com"\n  token = "glrt-${
          k(20, B64URL)
        }"\n  executor = "docker"\n`,
    ),
    S(
      "vendor",
      "DigitalOcean token in a doctl config.yaml",
      (k) => `access-token: dop_v1_${k(64, HEX)}\ncontext: default\n`,
    ),
    S(
      "vendor",
      "SendGrid key in a .NET user-secrets list",
      (k) => `$ dotnet user-secrets list\nSendGrid:ApiKey = SG.${k(22, B64URL)}.${k(43, B64URL)}\n`,
    ),
    S(
      "vendor",
      "Groq key in a Vercel AI SDK provider",
      (k) => `const groq = createGroq({ apiKey: "gsk_${k(52)}" });`,
    ),
    S(
      "vendor",
      "Docker Hub PAT piped to docker login",
      (k) => `echo dckr_pat_${k(27, B64URL)} | docker login -u acme --password-stdin`,
    ),
    S(
      "vendor",
      "Shopify admin token in a Remix app .env",
      (k) => `SHOPIFY_ADMIN_ACCESS_TOKEN=shpat_${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "Sentry user token in sentry-cli's .sentryclirc",
      (k) => `[auth]\ntoken=sntryu_${k(64, HEX)}\n`,
    ),
    S(
      "vendor",
      "age secret key in a SOPS keys.txt",
      (k) =>
        `# created: 2026-02-01T10:00:00Z\n# public key: age1${
          draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
        }\nAGE-SECRET-KEY-1${k(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}\n`,
    ),
    S(
      "vendor",
      "Twilio auth token with its account SID in a .env",
      (k) => `TWILIO_ACCOUNT_SID=AC${draw(32, HEX)}\nTWILIO_AUTH_TOKEN=${k(32, HEX)}\n`,
    ),
    S(
      "vendor",
      "Mailgun private key in an HTTPie command",
      (k) =>
        `http -a api:key-${
          k(32, HEX)
        } POST https://api.mailgun.net/v3/mg.example.com/messages from=a@b to=c@d`,
    ),
    S(
      "vendor",
      "Telegram bot token in a python-telegram-bot script",
      (k) => `app = ApplicationBuilder().token("${draw(10, DIGITS)}:AA${k(33, B64URL)}").build()`,
    ),
    S(
      "vendor",
      "Discord bot token in discord.js login",
      (k) => `client.login("MT${k(24, ALNUM)}.${draw(6, B64URL)}.${k(38, B64URL)}");`,
    ),
    S(
      "vendor",
      "npm automation token in a GitHub Actions setup step",
      (_k, add) =>
        `      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: npm_${add(ghBody())}\n`,
    ),
    S(
      "vendor",
      "Vault service token in a VAULT_TOKEN export",
      (k) => `export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN=hvs.${k(24)}`,
    ),
    S(
      "vendor",
      "Terraform Cloud token in credentials.tfrc.json",
      (k) =>
        JSON.stringify(
          { credentials: { "app.terraform.io": { token: `${k(14)}.atlasv1.${k(67)}` } } },
          null,
          2,
        ),
    ),
    S(
      "vendor",
      "Databricks PAT in a dbt profiles.yml",
      (k) =>
        `outputs:\n  prod:\n    type: databricks\n    host: adb-123.azuredatabricks.net\n    token: dapi${
          k(32, HEX)
        }\n`,
    ),
    S(
      "vendor",
      "Grafana service account token in a provisioning script",
      (k) =>
        `curl -H "Authorization: Bearer glsa_${k(32)}_${
          k(8, HEX)
        }" https://grafana.internal/api/dashboards/db`,
    ),
    S(
      "vendor",
      "New Relic user key in newrelic-cli profile",
      (k) =>
        `newrelic profile add --profile prod --region us --apiKey NRAK-${
          k(27, UPPER + DIGITS)
        } --accountId 3141592`,
    ),
    S(
      "vendor",
      "Azure AD client secret in an MSAL config",
      (_k, add) =>
        `const msal = new ConfidentialClientApplication({ auth: { clientId: "${draw(8, HEX)}-${
          draw(4, HEX)
        }-4${draw(3, HEX)}-8${draw(3, HEX)}-${draw(12, HEX)}", clientSecret: "${
          add(draw(3, ALNUM) + "8Q~" + draw(34, ALNUM + "-_.~"))
        }" } });`,
    ),
    S(
      "vendor",
      "Replicate token in a Python client",
      (k) => `client = replicate.Client(api_token="r8_${k(37)}")`,
    ),
    S(
      "vendor",
      "Linear API key in an MCP server args list",
      (k) =>
        JSON.stringify({
          command: "npx",
          args: ["-y", "linear-mcp", "--api-key", "lin_api_" + k(40)],
        }),
    ),
    S(
      "vendor",
      "Postman API key in a Newman command",
      (k) =>
        `newman run "https://api.getpostman.com/collections/123?apikey=PMAK-${k(24, HEX)}-${
          k(34, HEX)
        }"`,
    ),
    S(
      "vendor",
      "Tailscale auth key in a cloud-init runcmd",
      (k) =>
        `runcmd:\n  - tailscale up --authkey=tskey-auth-k${draw(10, ALNUM)}CNTRL-${k(33)} --ssh\n`,
    ),
    S(
      "vendor",
      "Doppler service token in a Dockerfile build arg",
      (k) => `docker build --build-arg DOPPLER_TOKEN=dp.st.prd.${k(43)} .`,
    ),
    S(
      "vendor",
      "Square access token in a Node SDK client (approximate length)",
      (k) =>
        `const client = new Client({ accessToken: "EAAA${
          k(60, B64URL)
        }", environment: Environment.Production });`,
    ),
    S(
      "vendor",
      "Mapbox secret token in a download netrc",
      (k) =>
        `machine api.mapbox.com\nlogin mapbox\npassword sk.eyJ1IjoiYWNtZSIsImEiOiJj${
          k(16, ALNUM)
        }In0.${k(22, B64URL)}\n`,
    ),
    S(
      "vendor",
      "PlanetScale password in a Prisma DATABASE_URL",
      (k) =>
        `DATABASE_URL="mysql://${k(12, LOWER_DIGITS)}:pscale_pw_${
          k(43, B64URL)
        }@aws.connect.psdb.cloud/shop?sslaccept=strict"`,
    ),
    S(
      "vendor",
      "Cloudflare API token in wrangler's environment",
      (k) => `CLOUDFLARE_API_TOKEN=${k(40, B64URL)} npx wrangler deploy`,
    ),
    S(
      "vendor",
      "Fastly API token in a Terraform provider block",
      (k) => `provider "fastly" {\n  api_key = "${k(32, B64URL)}"\n}`,
    ),
    S("vendor", "Mollie live key in a PHP client", (k) => `$mollie->setApiKey("live_${k(30)}");`),
    S(
      "vendor",
      "Adyen API key in an X-API-Key header (approximate)",
      (k) =>
        `curl https://checkout-live.adyen.com/v71/payments -H "X-API-Key: AQE${
          k(100, ALNUM + "+/=")
        }"`,
    ),
    S(
      "vendor",
      "Pinecone key in a Python client",
      (k) => `pc = Pinecone(api_key="pcsk_${draw(6)}_${k(64)}")`,
    ),
    S(
      "vendor",
      "Contentful delivery vs management token: the management one",
      (k) => `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, B64URL)}`,
    ),
    S(
      "vendor",
      "base32 TOTP seed of a vendor account in a 1Password export",
      (k) =>
        `"totp": "otpauth://totp/Fastly:ops%40example.com?secret=${k(32, BASE32)}&issuer=Fastly"`,
    ),
  ];
}
