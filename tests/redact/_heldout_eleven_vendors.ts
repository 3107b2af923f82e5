/**
 * Corpus eleven, vendor tokens: a wide spread of services (AI APIs, source hosts, CI, package
 * registries, clouds, payments, messaging, observability, productivity), each in a less usual
 * place than an `export` line. Formats checked with the search tool are listed in
 * docs/redaction-corpus-eleven.md; the rest follow the writer's knowledge and may be
 * approximate in length or alphabet.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER,
  LOWER_DIGITS,
  S,
  UPPER_NUM,
} from "./_heldout_eleven_make.ts";

export function vendors(): HeldOutSecret[] {
  return [
    S(
      "vendor",
      "anthropic admin key in python dict",
      (k) => `client = Anthropic(api_key="sk-ant-admin01-${k(93, BASE64URL)}AA")`,
    ),
    S(
      "vendor",
      "openai service account key in yaml list",
      (k) => `keys:\n  - name: batch\n    value: sk-svcacct-${k(74, BASE64URL)}`,
    ),
    S(
      "vendor",
      "openai legacy key in a markdown bullet",
      (k) => `- OpenAI: \`sk-${k(20)}T3BlbkFJ${k(20)}\``,
    ),
    S(
      "vendor",
      "google ai studio key in curl url",
      (k) =>
        `curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:generateContent?key=AIza${
          k(35, BASE64URL)
        }" -d @prompt.json`,
    ),
    S(
      "vendor",
      "groq key in vs code launch json",
      (k) => `"env": { "GROQ_API_KEY": "gsk_${k(52)}" }`,
    ),
    S(
      "vendor",
      "mistral key bare after header name",
      (k) => `Authorization: Bearer ${k(32)}\nmodel: mistral-large-latest`,
    ),
    S(
      "vendor",
      "perplexity key in toml",
      (k) => `[providers.perplexity]\napi_key = "pplx-${k(48)}"`,
    ),
    S(
      "vendor",
      "xai key in shell function",
      (k) =>
        `grok() { curl -s https://api.x.ai/v1/chat/completions -H "Authorization: Bearer xai-${
          k(80)
        }" -d "$1"; }`,
    ),
    S("vendor", "together ai key in dotenv", (k) => `TOGETHER_API_KEY=${k(64, HEX)}`),
    S(
      "vendor",
      "fireworks key in json config",
      (k) => `{"provider":"fireworks","apiKey":"fw_${k(24)}"}`,
    ),
    S(
      "vendor",
      "deepseek key in continue config",
      (k) => `models:\n  - name: deepseek\n    provider: deepseek\n    apiKey: sk-${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "cohere key in java",
      (k) => `CohereClient co = CohereClient.builder().token("${k(40)}").build();`,
    ),
    S(
      "vendor",
      "hugging face token in git credential",
      (k) => `https://user:hf_${k(34)}@huggingface.co/acme/private-model`,
    ),
    S(
      "vendor",
      "azure openai api-key header",
      (k) =>
        `api-key: ${
          k(32, HEX)
        }\nPOST https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-02-01`,
    ),
    S(
      "vendor",
      "github fine grained pat in npmrc",
      (k) => `//npm.pkg.github.com/:_authToken=github_pat_${k(22)}_${k(59)}`,
    ),
    S(
      "vendor",
      "github app installation token in log",
      (k) => `[info] got installation token ghs_${k(36)} expires 2024-06-12T11:22:31Z`,
    ),
    S(
      "vendor",
      "github refresh token in json",
      (k) => `{"access_token":"ghu_${k(36)}","refresh_token":"ghr_${k(76)}","expires_in":28800}`,
    ),
    S(
      "vendor",
      "gitlab deploy token in helm values",
      (k) =>
        `imageCredentials:\n  registry: registry.gitlab.com\n  username: gitlab+deploy-token-${
          g(6, DIGITS)
        }\n  password: gldt-${k(20, BASE64URL)}`,
    ),
    S(
      "vendor",
      "gitlab trigger token in curl form",
      (k) =>
        `curl -X POST -F token=glptt-${
          k(40, HEX)
        } -F ref=main https://gitlab.com/api/v4/projects/4211/trigger/pipeline`,
    ),
    S(
      "vendor",
      "bitbucket app password in url",
      (k) => `git push https://acme-bot:ATBB${k(28)}${k(8, HEX)}@bitbucket.org/acme/web.git`,
    ),
    S(
      "vendor",
      "azure devops pat in pipeline script",
      (k) =>
        `git -c http.extraheader="AUTHORIZATION: basic $(printf ':%s' ${
          k(52, LOWER + "234567")
        } | base64)" fetch`,
    ),
    S(
      "vendor",
      "circleci personal token",
      (k) => `circleci setup --token CCIPAT_${k(22)}_${k(40, HEX)} --host https://circleci.com`,
    ),
    S(
      "vendor",
      "buildkite agent token in systemd drop-in",
      (k) => `[Service]\nEnvironment=BUILDKITE_AGENT_TOKEN=${k(50, LOWER_DIGITS)}`,
    ),
    S(
      "vendor",
      "buildkite api token in curl",
      (k) =>
        `curl -H "Authorization: Bearer bkua_${k(40, HEX)}" https://api.buildkite.com/v2/builds`,
    ),
    S(
      "vendor",
      "npm granular token in github actions with",
      (k) =>
        `      - uses: JS-DevTools/npm-publish@v3\n        with:\n          token: npm_${k(36)}`,
    ),
    S(
      "vendor",
      "pypi token in twine env",
      (k) =>
        `TWINE_USERNAME=__token__ TWINE_PASSWORD=pypi-AgEIcHlwaS5vcmc${
          k(140, BASE64URL)
        } twine upload dist/*`,
    ),
    S(
      "vendor",
      "rubygems key in credentials yaml",
      (k) => `---\n:rubygems_api_key: rubygems_${k(48, HEX)}\n:github: Bearer ghp_${k(36)}`,
    ),
    S(
      "vendor",
      "nuget api key on command line",
      (k) =>
        `dotnet nuget push bin/Release/Acme.Core.1.2.0.nupkg --api-key oy2${
          k(43, LOWER_DIGITS)
        } --source https://api.nuget.org/v3/index.json`,
    ),
    S(
      "vendor",
      "docker hub pat in compose login step",
      (k) => `docker login -u acme -p dckr_pat_${k(27, BASE64URL)}`,
    ),
    S("vendor", "jfrog identity token", (k) => `ARTIFACTORY_TOKEN=cmVmdGtuOjAxOjE3${k(50)}`),
    S(
      "vendor",
      "heroku api key in netrc style prose",
      (k) => `heroku token is HRKU-AA${k(58, BASE64URL)}`,
    ),
    S(
      "vendor",
      "digitalocean oauth token in doctl config",
      (k) => `access-token: doo_v1_${k(64, HEX)}\ncontext: default`,
    ),
    S("vendor", "vercel token in json", (k) => `{"token":"${k(24)}","teamId":"team_${g(24)}"}`),
    S(
      "vendor",
      "netlify pat in cli output",
      (k) =>
        `$ netlify status\nCurrent Netlify User\nEmail: dev@acme.example\nAuth token: nfp_${k(36)}`,
    ),
    S("vendor", "fly io token in ci", (k) => `FLY_API_TOKEN: FlyV1 fm2_${k(300, BASE64)}`),
    S(
      "vendor",
      "cloudflare global api key with email",
      (k) => `X-Auth-Email: ops@acme.example\nX-Auth-Key: ${k(37, HEX)}`,
    ),
    S("vendor", "render api key", (k) => `RENDER_API_KEY=rnd_${k(32)}`),
    S(
      "vendor",
      "linode token in terraform",
      (k) => `provider "linode" {\n  token = "${k(64, HEX)}"\n}`,
    ),
    S(
      "vendor",
      "hetzner cloud token in hcloud context",
      (k) => `[[contexts]]\n  name = "prod"\n  token = "${k(64)}"`,
    ),
    S(
      "vendor",
      "scaleway secret key",
      (_k, add) => `SCW_ACCESS_KEY=SCW${g(17, UPPER_NUM)}\nSCW_SECRET_KEY=${add(guid())}`,
    ),
    S(
      "vendor",
      "alibaba cloud access key secret",
      (k) => `accessKeyId: LTAI5t${g(18)}\naccessKeySecret: ${k(30)}`,
    ),
    S(
      "vendor",
      "ibm cloud api key in json",
      (k) =>
        `{"name":"terraform","apikey":"${
          k(44, BASE64URL)
        }","iam_apikey_description":"Auto-generated"}`,
    ),
    S(
      "vendor",
      "terraform cloud token in credentials file",
      (k) => `credentials "app.terraform.io" {\n  token = "${k(14)}.atlasv1.${k(67)}"\n}`,
    ),
    S(
      "vendor",
      "vault batch token in http header",
      (k) => `X-Vault-Token: hvb.AAAAAQ${k(120, BASE64URL)}`,
    ),
    S(
      "vendor",
      "pulumi access token",
      (k) => `pulumi login --cloud-url https://api.pulumi.com <<< pul-${k(40, HEX)}`,
    ),
    S(
      "vendor",
      "doppler personal token in cli config yaml",
      (k) =>
        `scoped:\n    /:\n        token: dp.pt.${k(43)}\n        api-host: https://api.doppler.com`,
    ),
    S(
      "vendor",
      "1password service account token",
      (k) => `OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ${k(200, BASE64URL)}`,
    ),
    S(
      "vendor",
      "infisical service token",
      (k) => `INFISICAL_TOKEN=st.${guid()}.${k(32, HEX)}.${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "tailscale api key in header",
      (k) =>
        `curl -u "tskey-api-k${g(10)}CNTRL-${
          k(33)
        }:" https://api.tailscale.com/api/v2/tailnet/-/devices`,
    ),
    S("vendor", "ngrok authtoken in yml", (k) => `version: "2"\nauthtoken: 2${k(26)}_${k(21)}`),
    S(
      "vendor",
      "postman api key in collection variables",
      (k) => `{"key":"postman_api_key","value":"PMAK-${k(24, HEX)}-${k(34, HEX)}","type":"secret"}`,
    ),
    S(
      "vendor",
      "linear oauth token in keychain dump",
      (k) => `keychain: "linear-cli" acct "dev@acme.example" data: "lin_oauth_${k(64, HEX)}"`,
    ),
  ];
}
