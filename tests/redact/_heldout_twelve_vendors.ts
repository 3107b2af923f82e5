/**
 * Corpus twelve: tokens of developer, AI, cloud and CI vendors in their own shape (prefix,
 * length, alphabet; the CRC-32 tail of GitHub and npm tokens), each in a context a transcript
 * would show. Only the random part is a piece. Shapes: vendor.
 */
import {
  ALNUM,
  b64,
  b64u,
  BASE64,
  BASE64URL,
  checked30,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  LOWER,
  LOWER_DIGITS,
  S,
  UPPER,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function devVendors(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "github user to server token in a tool log",
      (_k, add) =>
        `[auth] refreshed installation session, using ghu_${add(checked30())} for api.github.com`,
    ),
    S(
      "vendor",
      "github app installation token in a curl",
      (_k, add) =>
        `curl -H "Authorization: token ghs_${
          add(checked30())
        }" https://api.github.com/repos/shop/web/dispatches -d '{"event_type":"deploy"}'`,
    ),
    S(
      "vendor",
      "github refresh token in oauth json",
      (_k, add) =>
        `{"access_token":"ghu_${add(checked30())}","expires_in":28800,"refresh_token":"ghr_${
          add(g(76))
        }","refresh_token_expires_in":15811200,"token_type":"bearer"}`,
    ),
    S(
      "vendor",
      "github classic pat in a python string",
      (_k, add) => `g = Github("ghp_${add(checked30())}")`,
    ),
    S(
      "vendor",
      "github fine grained pat in settings json",
      (k) => `"github.token": "github_pat_${k(22)}_${k(59)}"`,
    ),
    S(
      "vendor",
      "npm token in an env block of a dockerfile",
      (_k, add) => `ENV NPM_TOKEN=npm_${add(checked30())}`,
    ),
    S(
      "vendor",
      "gitlab deploy token in a gitlab-ci file",
      (k) => `variables:\n  REGISTRY_PASSWORD: gldt-${k(20, ALNUM + "_-")}`,
    ),
    S("vendor", "gitlab runner authentication token in config toml", (k) =>
      `[[runners]]
  name = "docker-01"
  url = "https://gitlab.corp.example"
  token = "glrt-${k(20, ALNUM + "_-")}"
  executor = "docker"`),
    S(
      "vendor",
      "gitlab oauth application secret",
      (k) => `GITLAB_OAUTH_SECRET=gloas-${k(64, HEX)}`,
    ),
    S(
      "vendor",
      "gitlab feed token in an rss url",
      (k) =>
        `https://gitlab.corp.example/dashboard/projects.atom?feed_token=glft-${
          k(20, ALNUM + "_-")
        }`,
    ),
    S(
      "vendor",
      "bitbucket app password",
      (k) => `BITBUCKET_APP_PASSWORD=ATBB${k(32)}${k(8, HEX.toUpperCase())}`,
    ),
    S(
      "vendor",
      "atlassian api token",
      (k) => `JIRA_API_TOKEN=ATATT3xFfGF0${k(180, BASE64URL)}=${k(8, HEX.toUpperCase())}`,
    ),
    S(
      "vendor",
      "anthropic admin key",
      (k) => `export ANTHROPIC_ADMIN_KEY="sk-ant-admin01-${k(93, BASE64URL)}AA"`,
    ),
    S(
      "vendor",
      "openai service account key",
      (k) => `OPENAI_API_KEY=sk-svcacct-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}`,
    ),
    S("vendor", "xai key", (k) => `client = Client(api_key="xai-${k(80)}")`),
    S("vendor", "perplexity key", (k) => `PPLX_API_KEY: pplx-${k(48)}`),
    S(
      "vendor",
      "openrouter key",
      (k) => `"apiKey": "sk-or-v1-${k(64, HEX)}", "baseURL": "https://openrouter.ai/api/v1"`,
    ),
    S("vendor", "replicate token", (k) => `REPLICATE_API_TOKEN=r8_${k(37)}`),
    S("vendor", "deepseek key", (k) => `deepseek_api_key = "sk-${k(32, HEX)}"`),
    S("vendor", "mistral key with no prefix", (k) => `export MISTRAL_API_KEY=${k(32)}`),
    S("vendor", "cohere key in a client call", (k) => `co = cohere.ClientV2("${k(40)}")`),
    S("vendor", "elevenlabs key", (k) => `ELEVENLABS_API_KEY=sk_${k(48, HEX)}`),
    S(
      "vendor",
      "langsmith personal token",
      (k) => `LANGSMITH_API_KEY=lsv2_pt_${k(32, HEX)}_${k(10, HEX)}`,
    ),
    S(
      "vendor",
      "pinecone key with id part",
      (k) => `pc = Pinecone(api_key="pcsk_${g(6)}_${k(63)}")`,
    ),
    S(
      "vendor",
      "weights and biases key in netrc",
      (k) => `machine api.wandb.ai\n  login user\n  password ${k(40, HEX)}`,
    ),
    S(
      "vendor",
      "hugging face write token in git remote",
      (k) =>
        `git remote add hf https://user:hf_${k(34, UPPER + LOWER)}@huggingface.co/spaces/shop/demo`,
    ),
    S(
      "vendor",
      "gemini key in a query string",
      (k) =>
        `POST https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent?key=AIza${
          k(35, BASE64URL)
        }`,
    ),
    S("vendor", "tavily key", (k) => `TAVILY_API_KEY=tvly-dev-${k(32)}`),
    S("vendor", "firecrawl key", (k) => `app = FirecrawlApp(api_key="fc-${k(32, HEX)}")`),
    S("vendor", "e2b key", (k) => `E2B_API_KEY=e2b_${k(40, HEX)}`),
    S(
      "vendor",
      "modal token secret",
      (k) => `[default]\ntoken_id = "ak-${g(22)}"\ntoken_secret = "as-${k(22)}"`,
    ),
    S("vendor", "render api key", (k) => `RENDER_API_KEY=rnd_${k(32)}`),
    S("vendor", "fly org token", (k) => `FLY_API_TOKEN=fo1_${k(43, BASE64URL)}`),
    S(
      "vendor",
      "digitalocean oauth and refresh tokens",
      (k) =>
        `{"access_token":"doo_v1_${k(64, HEX)}","refresh_token":"dor_v1_${
          k(64, HEX)
        }","token_type":"bearer"}`,
    ),
    S("vendor", "linode token", (k) => `export LINODE_TOKEN=${k(64, HEX)}`),
    S("vendor", "hetzner cloud token", (k) => `hcloud_token = "${k(64)}"`),
    S("vendor", "vultr key", (k) => `VULTR_API_KEY=${k(36, UPPER_DIGITS)}`),
    S(
      "vendor",
      "cloudflare global key with email",
      (k) => `X-Auth-Email: ops@example.org\nX-Auth-Key: ${k(37, HEX)}`,
    ),
    S(
      "vendor",
      "cloudflare origin ca key",
      (k) => `CF_ORIGIN_CA_KEY=v1.0-${k(24, HEX)}-${k(146, HEX)}`,
    ),
    S("vendor", "fastly token", (k) => `FASTLY_API_TOKEN=${k(32, BASE64URL)}`),
    S("vendor", "akamai edgerc secret", (k) =>
      `[default]
client_secret = ${k(43, BASE64)}=
host = akab-${g(16, LOWER_DIGITS)}-${g(16, LOWER_DIGITS)}.luna.akamaiapis.net
access_token = akab-${k(16, LOWER_DIGITS)}-${k(16, LOWER_DIGITS)}
client_token = akab-${k(16, LOWER_DIGITS)}-${k(16, LOWER_DIGITS)}`),
    S("vendor", "supabase management token", (k) => `SUPABASE_ACCESS_TOKEN=sbp_${k(40, HEX)}`),
    S(
      "vendor",
      "supabase secret key new style",
      (k) => `SUPABASE_SECRET_KEY=sb_secret_${k(31, BASE64URL)}`,
    ),
    S("vendor", "neon api key", (k) => `NEON_API_KEY=napi_${k(64, LOWER_DIGITS)}`),
    S(
      "vendor",
      "planetscale service token",
      (k) => `PLANETSCALE_SERVICE_TOKEN=pscale_tkn_${k(43, BASE64URL)}`,
    ),
    S(
      "vendor",
      "mongodb atlas private key",
      (_k, add) =>
        `atlas config set public_api_key ${g(8, LOWER)}\natlas config set private_api_key ${
          add(uuid())
        }`,
    ),
    S("vendor", "databricks oauth secret", (k) => `DATABRICKS_CLIENT_SECRET=dose${k(32, HEX)}`),
    S(
      "vendor",
      "confluent cloud api secret",
      (k) => `sasl.username=${g(16, UPPER_DIGITS)}\nsasl.password=${k(64, ALNUM + "+/")}`,
    ),
    S("vendor", "doppler service account token", (k) => `DOPPLER_TOKEN=dp.sa.${k(43)}`),
    S(
      "vendor",
      "1password service account token",
      (_k, add) =>
        `OP_SERVICE_ACCOUNT_TOKEN=ops_${
          add(b64u(JSON.stringify({
            signInAddress: "my.1password.com",
            userAuth: { method: "SRPg-4096", alg: "PBES2g-HS256", iterations: 650000, salt: g(22) },
            email: `${g(12, LOWER_DIGITS)}@1passwordserviceaccounts.com`,
            srpX: g(64, HEX),
            muk: { alg: "A256GCM", ext: true, k: g(43, BASE64URL), kty: "oct" },
          })))
        }`,
    ),
    S(
      "vendor",
      "infisical service token",
      (k) => `INFISICAL_TOKEN=st.${uuid()}.${k(32, HEX)}.${k(32, HEX)}`,
    ),
    S("vendor", "vault long service token", (k) => `VAULT_TOKEN=hvs.CAESI${k(90, BASE64URL)}`),
    S("vendor", "vault batch token", (k) => `X-Vault-Token: hvb.AAAAAQ${k(120, BASE64URL)}`),
    S("vendor", "pulumi access token", (k) => `PULUMI_ACCESS_TOKEN=pul-${k(40, HEX)}`),
    S("vendor", "circleci personal token", (k) => `circle-token: CCIPAT_${k(22)}_${k(40, HEX)}`),
    S(
      "vendor",
      "buildkite agent token",
      (k) => `token="${k(50, LOWER_DIGITS)}"  # buildkite-agent.cfg`,
    ),
    S("vendor", "buildkite user token", (k) => `BUILDKITE_API_TOKEN=bkua_${k(40, HEX)}`),
    S(
      "vendor",
      "sonarqube project analysis token",
      (k) => `mvn sonar:sonar -Dsonar.token=sqp_${k(40, HEX)}`,
    ),
    S("vendor", "jfrog access token", (k) => `ARTIFACTORY_API_KEY=AKCp${k(69)}`),
    S(
      "vendor",
      "jfrog reference token",
      (_k, add) => `JFROG_ACCESS_TOKEN=${add(b64(`reftkn:01:${g(10, DIGITS)}:${g(32)}`))}`,
    ),
    S("vendor", "docker org access token", (k) => `DOCKER_PASSWORD=dckr_oat_${k(32, BASE64URL)}`),
    S("vendor", "octopus api key", (k) => `OCTOPUS_API_KEY=API-${k(30, UPPER_DIGITS)}`),
    S(
      "vendor",
      "azure devops new style pat",
      (k) => `AZURE_DEVOPS_EXT_PAT=${k(52)}${k(24)}AZDO${g(4)}`,
    ),
    S(
      "vendor",
      "azure service bus shared access key",
      (k) =>
        `Endpoint=sb://shop-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${
          k(43, BASE64)
        }=`,
    ),
    S(
      "vendor",
      "azure communication services access key",
      (k) =>
        `endpoint=https://shop-acs.europe.communication.azure.com/;accesskey=${k(86, BASE64)}==`,
    ),
    S(
      "vendor",
      "aws bedrock api key",
      (_k, add) =>
        `AWS_BEARER_TOKEN_BEDROCK=ABSK${
          add(b64(`BedrockAPIKey-${g(4)}-at-${g(12, DIGITS)}:${g(44, BASE64)}`))
        }`,
    ),
    S(
      "vendor",
      "alibaba cloud access key secret",
      (k) => `ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI${g(20)}\nALIBABA_CLOUD_ACCESS_KEY_SECRET=${k(30)}`,
    ),
    S(
      "vendor",
      "tencent cloud secret key",
      (k) => `TENCENTCLOUD_SECRET_ID=AKID${g(32)}\nTENCENTCLOUD_SECRET_KEY=${k(32)}`,
    ),
    S("vendor", "yandex cloud api key", (k) => `YC_API_KEY=AQVN${k(36, BASE64URL)}`),
    S("vendor", "yandex oauth token", (k) => `yc config set token y0_${k(55, BASE64URL)}`),
    S(
      "vendor",
      "ovh consumer and application secrets",
      (k) =>
        `[ovh-eu]\napplication_key=${g(16)}\napplication_secret=${k(32)}\nconsumer_key=${k(32)}`,
    ),
    S(
      "vendor",
      "backblaze application key",
      (k) => `B2_APPLICATION_KEY_ID=005${g(22, HEX)}\nB2_APPLICATION_KEY=K005${k(27)}`,
    ),
    S(
      "vendor",
      "cloudinary url",
      (k) => `CLOUDINARY_URL=cloudinary://${g(15, DIGITS)}:${k(27, BASE64URL)}@shop-media`,
    ),
    S(
      "vendor",
      "sentry org token",
      (_k, add) =>
        `SENTRY_AUTH_TOKEN=sntrys_${(b64(
          JSON.stringify({
            iat: 1767225600,
            url: "https://sentry.io",
            region_url: "https://de.sentry.io",
            org: "shop",
          }),
        ))}_${add(g(43, BASE64URL))}`,
    ),
    S(
      "vendor",
      "grafana cloud access policy token",
      (_k, add) =>
        `GRAFANA_CLOUD_TOKEN=glc_${
          add(
            b64(JSON.stringify({ o: g(6, DIGITS), n: "ci", k: g(24), m: { r: "prod-eu-west-2" } })),
          )
        }`,
    ),
    S(
      "vendor",
      "datadog app key beside api key",
      (k) => `DD_API_KEY=${k(32, HEX)}\nDD_APP_KEY=${k(40, HEX)}`,
    ),
    S("vendor", "new relic user key", (k) => `NEW_RELIC_API_KEY=NRAK-${k(27, UPPER_DIGITS)}`),
    S("vendor", "honeycomb ingest key", (k) => `HONEYCOMB_API_KEY=hcaik_${k(58, LOWER_DIGITS)}`),
  ];
}
