/** Corpus nine: tokens of cloud providers, DBaaS, CI systems, registries and source hosts. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  BASE64,
  BASE64URL,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  UPPER_NUM,
} from "./_heldout_nine_make.ts";

export const NINE_CLOUD: readonly HeldOutSecret[] = [
  S(
    "vendor",
    "aws key pair in credentials file",
    (k) =>
      `[default]\naws_access_key_id = AKIA${k(16, UPPER_NUM)}\naws_secret_access_key = ${
        k(40, BASE64)
      }\nregion = eu-west-1`,
  ),
  S(
    "vendor",
    "aws session triple exported",
    (k) =>
      `export AWS_ACCESS_KEY_ID=ASIA${k(16, UPPER_NUM)}\nexport AWS_SECRET_ACCESS_KEY=${
        k(40, BASE64)
      }\nexport AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE${k(180, BASE64)}`,
  ),
  S(
    "vendor",
    "aws sts json output",
    (k) =>
      `{\n    "Credentials": {\n        "AccessKeyId": "ASIA${
        k(16, UPPER_NUM)
      }",\n        "SecretAccessKey": "${k(40, BASE64)}",\n        "SessionToken": "FwoGZXIvYXdzE${
        k(120, BASE64)
      }",\n        "Expiration": "2026-11-27T18:00:00Z"\n    }\n}`,
  ),
  S(
    "vendor",
    "aws secret alone in prose",
    (k) => `the secret access key they gave me is ${k(40, BASE64)} — is it still valid?`,
  ),
  S(
    "vendor",
    "gcp api key in js config",
    (k) => `const firebaseAdminKey = "AIza${k(35, BASE64URL)}"; // server key, do not ship`,
  ),
  S("vendor", "gcp oauth client secret", (k) => `GOOGLE_CLIENT_SECRET=GOCSPX-${k(28, BASE64URL)}`),
  S("vendor", "gcp refresh token", (k) => `"refresh_token": "1//0g${k(96, BASE64URL)}"`),
  S(
    "vendor",
    "gcp access token ya29",
    (k) => `Authorization: Bearer ya29.a0AfB_${k(150, BASE64URL)}`,
  ),
  S(
    "vendor",
    "azure storage connection string",
    (k) =>
      `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=stprodlogs01;AccountKey=${
        k(86, BASE64)
      }==;EndpointSuffix=core.windows.net"`,
  ),
  S(
    "vendor",
    "azure sas url",
    (k) =>
      `https://stprodlogs01.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-01T00:00:00Z&sig=${
        k(43, BASE64)
      }%3D`,
  ),
  S(
    "vendor",
    "azure service principal json",
    (k) =>
      `{\n  "appId": "3f1c2a4e-8b7d-4c1a-9e2f-5d6b7a8c9d0e",\n  "displayName": "sp-deploy",\n  "password": "${
        k(8, BASE64URL)
      }~${k(31, BASE64URL)}",\n  "tenant": "72f988bf-86f1-41af-91ab-2d7cd011db47"\n}`,
  ),
  S(
    "vendor",
    "azure client secret env",
    (_k, add) => `AZURE_CLIENT_SECRET=${add(g(3, BASE64URL) + "8Q~" + g(34, BASE64URL))}`,
  ),
  S("vendor", "azure devops pat", (k) => `AZURE_DEVOPS_EXT_PAT=${k(52, LOWER_DIGITS)}`),
  S(
    "vendor",
    "cosmos db primary key",
    (k) =>
      `"CosmosDb": { "Endpoint": "https://acct.documents.azure.com:443/", "PrimaryKey": "${
        k(86, BASE64)
      }==" }`,
  ),
  S("vendor", "digitalocean pat", (k) => `doctl auth init -t dop_v1_${k(64, HEX)}`),
  S(
    "vendor",
    "digitalocean spaces secret",
    (k) => `SPACES_KEY=DO00${k(16, UPPER_NUM)}\nSPACES_SECRET=${k(43, BASE64)}`,
  ),
  S("vendor", "heroku api key", (k) => `HEROKU_API_KEY=HRKU-AA${k(58, BASE64URL)}`),
  S("vendor", "cloudflare api token", (k) => `CLOUDFLARE_API_TOKEN=${k(40, BASE64URL)}`),
  S(
    "vendor",
    "cloudflare global key header",
    (k) => `-H "X-Auth-Email: ops@example.com" -H "X-Auth-Key: ${k(37, HEX)}"`,
  ),
  S("vendor", "vercel token", (k) => `vercel deploy --prod --token=${k(24)}`),
  S("vendor", "netlify pat", (k) => `NETLIFY_AUTH_TOKEN=nfp_${k(36)}`),
  S("vendor", "fly io token", (k) => `FLY_API_TOKEN="FlyV1 fm2_lJPECAAAAAAAA${k(120, BASE64)}"`),
  S("vendor", "render api key", (k) => `RENDER_API_KEY=rnd_${k(32)}`),
  S(
    "vendor",
    "supabase service role jwt",
    (k) =>
      `SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6I${
        k(60, BASE64URL)
      }.${k(43, BASE64URL)}`,
  ),
  S("vendor", "supabase management token", (k) => `SUPABASE_ACCESS_TOKEN=sbp_${k(40, HEX)}`),
  S(
    "vendor",
    "planetscale service token",
    (k) =>
      `PLANETSCALE_SERVICE_TOKEN_ID=${g(12, LOWER_DIGITS)}\nPLANETSCALE_SERVICE_TOKEN=pscale_tkn_${
        k(43, BASE64URL)
      }`,
  ),
  S("vendor", "planetscale password", (k) => `DATABASE_PASSWORD=pscale_pw_${k(43, BASE64URL)}`),
  S(
    "vendor",
    "neon password in url",
    (k) =>
      `DATABASE_URL=postgresql://neondb_owner:npg_${
        k(12)
      }@ep-cool-darkness-123456.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
  ),
  S("vendor", "databricks token", (k) => `DATABRICKS_TOKEN=dapi${k(32, HEX)}`),
  S(
    "vendor",
    "snowflake private key passphrase",
    (_k, add) => `SNOWFLAKE_PRIVATE_KEY_PASSPHRASE='${add(pwd())}'`,
  ),
  S(
    "vendor",
    "mongodb atlas api private key",
    (_k, add) => `MONGODB_ATLAS_PUBLIC_KEY=abcdwxyz\nMONGODB_ATLAS_PRIVATE_KEY=${add(guid())}`,
  ),
  S(
    "vendor",
    "upstash redis token",
    (_k, add) => `UPSTASH_REDIS_REST_TOKEN=AX${add(g(4) + "AAIjcD" + g(60, BASE64URL))}`,
  ),
  S(
    "vendor",
    "turso auth token",
    (k) =>
      `TURSO_AUTH_TOKEN=eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJhIjoicnciLCJpYXQiOj${
        k(50, BASE64URL)
      }.${k(86, BASE64URL)}`,
  ),
  S("vendor", "hashicorp vault token", (k) => `export VAULT_TOKEN=hvs.${k(24)}`),
  S("vendor", "vault batch token", (k) => `X-Vault-Token: hvb.AAAAAQ${k(90, BASE64URL)}`),
  S(
    "vendor",
    "terraform cloud token",
    (k) => `credentials "app.terraform.io" {\n  token = "${k(14)}.atlasv1.${k(67)}"\n}`,
  ),
  S("vendor", "pulumi access token", (k) => `PULUMI_ACCESS_TOKEN=pul-${k(40, HEX)}`),
  S("vendor", "doppler service token", (k) => `DOPPLER_TOKEN=dp.st.prd.${k(43)}`),
  S(
    "vendor",
    "tailscale auth key",
    (k) => `tailscale up --authkey=tskey-auth-${k(12)}CNTRL-${k(33)}`,
  ),
  S("vendor", "ngrok authtoken", (k) => `ngrok config add-authtoken 2${k(26)}_${k(27)}`),
  S("vendor", "github classic pat", (k) => `GITHUB_TOKEN=ghp_${k(36)}`),
  S(
    "vendor",
    "github fine grained pat",
    (k) => `gh auth login --with-token <<< github_pat_11${k(20, UPPER_NUM)}_${k(59)}`,
  ),
  S(
    "vendor",
    "github app installation token",
    (k) => `remote: Invalid username or password. token=ghs_${k(36)}`,
  ),
  S(
    "vendor",
    "github oauth token in hosts.yml",
    (k) => `github.com:\n    user: octocat\n    oauth_token: gho_${k(36)}\n    git_protocol: https`,
  ),
  S("vendor", "github refresh token", (k) => `"refresh_token":"ghr_${k(76)}"`),
  S("vendor", "gitlab pat", (k) => `GITLAB_TOKEN=glpat-${k(20, BASE64URL)}`),
  S(
    "vendor",
    "gitlab runner token",
    (k) =>
      `[[runners]]\n  name = "docker-runner"\n  url = "https://gitlab.com/"\n  token = "glrt-${
        k(20, BASE64URL)
      }"\n  executor = "docker"`,
  ),
  S(
    "vendor",
    "gitlab deploy token",
    (k) => `docker login registry.gitlab.com -u gitlab+deploy-token-42 -p gldt-${k(20, BASE64URL)}`,
  ),
  S(
    "vendor",
    "gitlab trigger token",
    (k) =>
      `curl -X POST -F token=glptt-${
        k(40, HEX)
      } -F ref=main https://gitlab.com/api/v4/projects/42/trigger/pipeline`,
  ),
  S("vendor", "bitbucket app password", (k) => `BITBUCKET_APP_PASSWORD=ATBB${k(32)}${k(8, HEX)}`),
  S("vendor", "circleci personal token", (k) => `CIRCLECI_TOKEN=CCIPAT_${k(22)}_${k(40, HEX)}`),
  S("vendor", "buildkite agent token", (k) => `BUILDKITE_AGENT_TOKEN="${k(50, LOWER_DIGITS)}"`),
  S("vendor", "buildkite api token", (k) => `BUILDKITE_API_TOKEN=bkua_${k(40, HEX)}`),
  S(
    "vendor",
    "jenkins api token",
    (k) => `curl -u admin:11${k(32, HEX)} https://ci.internal/job/build/buildWithParameters`,
  ),
  S("vendor", "travis token", (k) => `travis login --pro --github-token ${k(22)}`),
  S("vendor", "sonarqube token", (k) => `sonar-scanner -Dsonar.token=squ_${k(40, HEX)}`),
  S(
    "vendor",
    "codecov token",
    (_k, add) => `CODECOV_TOKEN=${add(guid())}`,
  ),
  S(
    "vendor",
    "snyk token",
    (_k, add) => `snyk auth ${add(guid())}`,
  ),
  S("vendor", "npm automation token", (k) => `//registry.npmjs.org/:_authToken=npm_${k(36)}`),
  S("vendor", "pypi api token", (k) => `TWINE_PASSWORD=pypi-AgEIcHlwaS5vcmcCJ${k(140, BASE64URL)}`),
  S("vendor", "rubygems api key", (k) => `---\n:rubygems_api_key: rubygems_${k(48, HEX)}`),
  S(
    "vendor",
    "nuget api key",
    (k) =>
      `dotnet nuget push bin/Release/App.1.2.0.nupkg --api-key oy2${
        k(43, LOWER_DIGITS)
      } --source https://api.nuget.org/v3/index.json`,
  ),
  S("vendor", "crates io token", (k) => `[registry]\ntoken = "cio${k(32)}"`),
  S(
    "vendor",
    "docker hub pat",
    (k) => `echo dckr_pat_${k(27, BASE64URL)} | docker login -u acme --password-stdin`,
  ),
  S("vendor", "jfrog api key", (k) => `ARTIFACTORY_API_KEY=AKCp8${k(68)}`),
  S(
    "vendor",
    "jfrog identity token",
    (k) => `jf c add --url=https://acme.jfrog.io --access-token=cmVmdGtuOjAxOjE3${k(50, BASE64)}`,
  ),
  S(
    "vendor",
    "packagist token",
    (k) => `composer config --global --auth http-basic.repo.packagist.com token ${k(40, HEX)}`,
  ),
  S("vendor", "hex.pm key", (k) => `HEX_API_KEY=${k(32, HEX)}`),
  S(
    "vendor",
    "age secret key",
    (k) => `# created: 2026-11-01\nAGE-SECRET-KEY-1${k(58, UPPER_DIGITS.replace(/[BIO1]/g, ""))}`,
  ),
];
