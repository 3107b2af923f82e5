/**
 * Corpus fifteen, vendor tokens in their own shape, each in a context of the corpus's emphasis
 * (a language's client constructor, a CI file, a tool's output) but standing for the vendor family.
 */
import {
  ALNUM,
  B64,
  B64URL,
  ghBody,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWNUM,
  S,
  uuid,
  v,
} from "./_heldout_fifteen_make.ts";

const DIG = "0123456789";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function vendorTokens(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "GitHub classic PAT in a Go oauth2.StaticTokenSource",
      (_k, add) =>
        `ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "ghp_${add(ghBody())}"})`,
    ),
    S(
      "vendor",
      "GitHub App installation token in an Octokit constructor (TypeScript)",
      (_k, add) => `const octokit = new Octokit({ auth: "ghs_${add(ghBody())}" });`,
    ),
    S(
      "vendor",
      "GitHub OAuth token in a Ruby Octokit client",
      (_k, add) => `client = Octokit::Client.new(access_token: "gho_${add(ghBody())}")`,
    ),
    S(
      "vendor",
      "GitHub user-to-server token in a Python PyGithub call",
      (_k, add) => `g = Github(auth=Auth.Token("ghu_${add(ghBody())}"))`,
    ),
    S(
      "vendor",
      "npm automation token in a Yarn Berry .yarnrc.yml",
      (_k, add) =>
        `npmRegistries:\n  "https://registry.npmjs.org":\n    npmAuthToken: npm_${add(ghBody())}`,
    ),
    S(
      "vendor",
      "GitHub fine-grained PAT in a Swift Package Manager netrc note",
      (k) => `machine api.github.com login x password github_pat_${k(22)}_${k(59)}`,
    ),
    S(
      "vendor",
      "OpenAI project key in a C# OpenAIClient",
      (k) => `var client = new OpenAIClient("sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}");`,
    ),
    S(
      "vendor",
      "Anthropic key in an Elixir config",
      (k) => `config :anthropix, api_key: "sk-ant-api03-${k(93, B64URL)}AA"`,
    ),
    S(
      "vendor",
      "Slack bot token in a Kotlin Bolt App config",
      (k) =>
        `val app = App(AppConfig.builder().singleTeamBotToken("xoxb-${v(12, DIG)}-${v(13, DIG)}-${
          k(24)
        }").build())`,
    ),
    S(
      "vendor",
      "Slack user token in a PHP curl header",
      (k) =>
        `curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bearer xoxp-${v(12, DIG)}-${
          v(12, DIG)
        }-${v(13, DIG)}-${k(32, HEX)}']);`,
    ),
    S(
      "vendor",
      "Stripe secret key in a Java Stripe.apiKey",
      (k) => `Stripe.apiKey = "sk_live_${k(99)}";`,
    ),
    S(
      "vendor",
      "Stripe webhook secret in a Go webhook.ConstructEvent",
      (k) =>
        `event, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec_${
          k(32)
        }")`,
    ),
    S(
      "vendor",
      "AWS key pair in a Rust aws-config Credentials::new",
      (k) =>
        `let creds = Credentials::new("AKIA${v(16, B32)}", "${k(40, B64)}", None, None, "static");`,
    ),
    S(
      "vendor",
      "Google API key in a Dart Maps geocoding URL",
      (k) =>
        `final url = Uri.parse('https://maps.googleapis.com/maps/api/geocode/json?address=$q&key=AIza${
          k(35, B64URL)
        }');`,
    ),
    S(
      "vendor",
      "Google OAuth refresh token in an rclone-style JSON",
      (k) =>
        `{"access_token":"ya29.${k(150, B64URL)}","token_type":"Bearer","refresh_token":"1//0${
          k(100, B64URL)
        }","expiry":"2026-11-27T11:00:00Z"}`,
    ),
    S(
      "vendor",
      "Hugging Face token in a Julia ENV assignment",
      (k) => `ENV["HF_TOKEN"] = "hf_${k(34, ALNUM.slice(0, 52))}"`,
    ),
    S(
      "vendor",
      "GitLab runner token in a Helm values file",
      (k) => `gitlabUrl: https://gitlab.example.com/\nrunnerToken: "glrt-${k(20, B64URL)}"`,
    ),
    S(
      "vendor",
      "GitLab deploy token in a Go module proxy netrc",
      (k) =>
        `machine gitlab.example.com login gitlab+deploy-token-17 password gldt-${k(20, B64URL)}`,
    ),
    S(
      "vendor",
      "SendGrid key in a Scala mailer",
      (k) => `val sg = new SendGrid("SG.${k(22, B64URL)}.${k(43, B64URL)}")`,
    ),
    S(
      "vendor",
      "Twilio auth token beside a public account SID in Node",
      (k) => `const client = twilio("AC${v(32, HEX)}", "${k(32, HEX)}");`,
    ),
    S(
      "vendor",
      "DigitalOcean token in a Terraform provider",
      (k) => `provider "digitalocean" {\n  token = "dop_v1_${k(64, HEX)}"\n}`,
    ),
    S("vendor", "Groq key in a Python client", (k) => `client = Groq(api_key="gsk_${k(52)}")`),
    S(
      "vendor",
      "Docker Hub PAT in a GitHub Actions step (literal by mistake)",
      (k) =>
        `- uses: docker/login-action@v3\n  with:\n    username: acmebot\n    password: dckr_pat_${
          k(27, B64URL)
        }`,
    ),
    S(
      "vendor",
      "Shopify admin token in a Ruby session",
      (k) =>
        `session = ShopifyAPI::Auth::Session.new(shop: "acme.myshopify.com", access_token: "shpat_${
          k(32, HEX)
        }")`,
    ),
    S(
      "vendor",
      "Sentry user token in a sentry-cli properties file",
      (k) => `defaults.org=acme\ndefaults.project=web\nauth.token=sntryu_${k(64, HEX)}`,
    ),
    S(
      "vendor",
      "Vault token in a Nomad agent HCL",
      (k) =>
        `vault {\n  enabled = true\n  address = "https://vault.lan:8200"\n  token   = "hvs.${
          k(24)
        }"\n}`,
    ),
    S(
      "vendor",
      "Terraform Cloud token in credentials.tfrc.json",
      (k) => `{"credentials":{"app.terraform.io":{"token":"${k(14)}.atlasv1.${k(67)}"}}}`,
    ),
    S(
      "vendor",
      "Databricks PAT in a dbt profiles.yml",
      (k) =>
        `      host: adb-1234567890123456.7.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/${
          v(16, HEX)
        }\n      token: dapi${k(32, HEX)}-2`,
    ),
    S(
      "vendor",
      "Grafana service account token in a Go client",
      (k) =>
        `cfg := &goapi.TransportConfig{Host: "grafana.lan", APIKey: "glsa_${k(32)}_${k(8, HEX)}"}`,
    ),
    S(
      "vendor",
      "New Relic user key in a PowerShell script",
      (k) => `$headers = @{ 'API-Key' = 'NRAK-${k(27, ALNUM.slice(0, 26) + DIG)}' }`,
    ),
    S(
      "vendor",
      "Linear API key in a Deno script",
      (k) => `const linear = new LinearClient({ apiKey: "lin_api_${k(40)}" });`,
    ),
    S(
      "vendor",
      "Replicate token in an R httr call",
      (k) => `res <- POST(url, add_headers(Authorization = paste("Bearer", "r8_${k(37)}")))`,
    ),
    S(
      "vendor",
      "Mailgun key in a Perl LWP request",
      (k) => `$ua->credentials('api.mailgun.net:443', 'MG API', 'api', 'key-${k(32, HEX)}');`,
    ),
    S(
      "vendor",
      "Postman API key in a Newman CI command",
      (k) =>
        `newman run "https://api.getpostman.com/collections/${uuid()}?apikey=PMAK-${k(24, HEX)}-${
          k(34, HEX)
        }"`,
    ),
    S(
      "vendor",
      "Tailscale auth key in a cloud-init runcmd",
      (k) => `runcmd:\n  - tailscale up --authkey=tskey-auth-${v(11, ALNUM)}CNTRL-${k(33)} --ssh`,
    ),
    S(
      "vendor",
      "Doppler service token in a Dockerfile CMD",
      (k) => `CMD ["doppler", "run", "--token", "dp.st.prd.${k(43)}", "--", "node", "server.js"]`,
    ),
    S(
      "vendor",
      "PyPI token in hatch's index environment variables",
      (k) => `HATCH_INDEX_USER=__token__\nHATCH_INDEX_AUTH=pypi-AgEIcHlwaS5vcmc${k(140, B64URL)}`,
    ),
    S(
      "vendor",
      "Azure DevOps PAT in a NuGet.Config ClearTextPassword",
      (k) =>
        `<packageSourceCredentials>\n  <corp>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="${
          k(52, "abcdefghijklmnopqrstuvwxyz234567")
        }" />\n  </corp>\n</packageSourceCredentials>`,
    ),
    S(
      "vendor",
      "Cloudflare API token in a wrangler.toml comment",
      (k) => `# CLOUDFLARE_API_TOKEN=${k(40, B64URL)}\nname = "edge-worker"\nmain = "src/index.ts"`,
    ),
    S(
      "vendor",
      "Resend key in a Zig http header",
      (k) => `try req.headers.append("Authorization", "Bearer re_${k(8)}_${k(24)}");`,
    ),
    S(
      "vendor",
      "PlanetScale password in a Prisma datasource",
      (k) =>
        `DATABASE_URL="mysql://${v(20, LOWNUM)}:pscale_pw_${
          k(43, B64URL)
        }@aws.connect.psdb.cloud/shop?sslaccept=strict"`,
    ),
    S(
      "vendor",
      "Discord bot token in a discord.py run call",
      (k) => `bot.run("${k(26, B64URL.slice(0, 62))}.${v(6, B64URL)}.${k(38, B64URL)}")`,
    ),
    S(
      "vendor",
      "Telegram bot token in a Lua bot",
      (k) =>
        `local bot = require("telegram-bot-lua").configure("${v(10, DIG)}:AA${k(33, B64URL)}")`,
    ),
    S(
      "vendor",
      "age secret key in a sops keys.txt",
      (k) =>
        `# created: 2026-11-27T10:00:00Z\n# public key: age1${
          v(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
        }\nAGE-SECRET-KEY-1${k(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}`,
    ),
    S(
      "vendor",
      "Okta API token in an SSWS header (Java)",
      (k) => `request.addHeader("Authorization", "SSWS 00${k(40, B64URL)}");`,
    ),
    S(
      "vendor",
      "Atlassian API token in a Jira CLI config",
      (k) =>
        `server: https://acme.atlassian.net\nlogin: jdoe@acme.example\napi_token: ATATT3xFfGF0${
          k(180, B64URL)
        }=${k(8, HEX.toUpperCase())}`,
    ),
    S(
      "vendor",
      "Fly.io token in a fly deploy env prefix",
      (k) => `FLY_API_TOKEN="FlyV1 fm2_${k(120, B64)}" fly deploy --remote-only`,
    ),
    S(
      "vendor",
      "Pulumi access token in a CI variable export",
      (k) => `export PULUMI_ACCESS_TOKEN=pul-${k(40, HEX)}`,
    ),
    S(
      "vendor",
      "Netlify PAT in a netlify.toml plugin input",
      (k) =>
        `[[plugins]]\n  package = "netlify-plugin-cache-purge"\n  [plugins.inputs]\n    token = "nfp_${
          k(36)
        }"`,
    ),
    S(
      "vendor",
      "Supabase service role JWT in a Kotlin createSupabaseClient",
      (_k, add) =>
        `val supabase = createSupabaseClient(supabaseUrl = "https://${
          v(20, LOWNUM)
        }.supabase.co", supabaseKey = "${
          jwt(add, { iss: "supabase", role: "service_role", iat: 1732700000 })
        }")`,
    ),
  ];
}
