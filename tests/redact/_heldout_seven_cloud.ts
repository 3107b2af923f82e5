/**
 * Held-out corpus seven (see _heldout_seven.ts): tokens of cloud providers, CI systems, code hosts
 * and package registries, each in a line or block as it shows up in a coding session.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  b64url,
  BASE32,
  digits,
  g,
  hex,
  LOWER_ALNUM,
  S,
  uuid,
} from "./_heldout_seven_make.ts";

const awsId = "AKIA" + g(16, BASE32);
const awsSecret = g(40, ALNUM + "/+");
const stsId = "ASIA" + g(16, BASE32);
const stsSecret = g(40, ALNUM + "/+");
const stsToken = "IQoJb3JpZ2luX2Vj" + b64(340);
const gcpKey = "AIza" + g(35, ALNUM + "-_");
const gocspx = g(28, ALNUM + "-_");
const ya29 = b64url(160);
const azKey = b64(86) + "==";
const azSecret = g(3, ALNUM) + "8Q~" + g(34, ALNUM + "_.-~");
const doTok = hex(64);
const cfTok = g(40, ALNUM + "-_");
const cfGlobal = hex(37);
const ghp = g(36);
const gho = g(36);
const ghs = g(36);
const fine = g(22) + "_" + g(59);
const glpat = g(20, ALNUM + "-_");
const glrt = g(20, ALNUM + "-_");
const gldt = g(20, ALNUM + "-_");
const trigger = hex(40);
const bkua = hex(40);
const circle = hex(40);
const jenkins = "11" + hex(32);
const ado = g(52, "abcdefghijklmnopqrstuvwxyz234567");
const atatt = g(183, ALNUM + "-_=");
const atbb = g(32);
const dckr = g(27, ALNUM + "-_");
const npmTok = g(36);
const pypi = b64url(150);
const gem = hex(48);
const nuget = g(43, LOWER_ALNUM);
const cio = g(32);
const jfrog = g(69);
const vercel = g(24);
const nfp = g(36);
const fly = b64(240);
const heroku = uuid();
const alibabaId = "LTAI" + g(20);
const alibabaSecret = g(30);
const ibm = g(44, ALNUM + "-_");
const hcloud = g(64);
const linode = hex(64);
const tfc = g(14) + ".atlasv1." + g(67);
const vault = g(91, ALNUM + "_-");
const pulumi = hex(40);
const tailscale = g(12) + "CNTRL-" + g(33);
const ngrok = "2" + g(26) + "_" + g(21);
const sonar = hex(40);
const sgp = hex(40);
const render = g(32);
const oracleFp = hex(32);
const ociPass = g(18, ALNUM);

export const SEVEN_CLOUD_SECRETS: readonly HeldOutSecret[] = [
  S(
    "block",
    "aws credentials file cat",
    `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${awsId}\naws_secret_access_key = ${awsSecret}\nregion = eu-west-1`,
    awsSecret,
  ),
  S(
    "output",
    "aws sts get-session-token json",
    `{\n    "Credentials": {\n        "AccessKeyId": "${stsId}",\n        "SecretAccessKey": "${stsSecret}",\n        "SessionToken": "${stsToken}",\n        "Expiration": "2026-11-28T00:41:12+00:00"\n    }\n}`,
    stsSecret,
    stsToken,
  ),
  S(
    "vendor",
    "aws access key id alone in an error",
    `InvalidClientTokenId: The security token included in the request is invalid. (key ${awsId})`,
    awsId,
  ),
  S(
    "vendor",
    "google api key in maps url",
    `fetch("https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${gcpKey}")`,
    gcpKey,
  ),
  S(
    "assignment",
    "google oauth client secret env",
    `GOOGLE_CLIENT_ID=4817263${digits(5)}-${
      g(32, LOWER_ALNUM)
    }.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-${gocspx}`,
    gocspx,
  ),
  S("output", "gcloud print access token", `$ gcloud auth print-access-token\nya29.${ya29}`, ya29),
  S(
    "assignment",
    "azure storage connection string",
    `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${azKey};EndpointSuffix=core.windows.net"`,
    azKey,
  ),
  S(
    "output",
    "az ad sp create-for-rbac output",
    `{\n  "appId": "${uuid()}",\n  "displayName": "gh-actions-deployer",\n  "password": "${azSecret}",\n  "tenant": "${uuid()}"\n}`,
    azSecret,
  ),
  S(
    "vendor",
    "digitalocean token doctl",
    `$ doctl auth init --access-token dop_v1_${doTok}`,
    doTok,
  ),
  S(
    "assignment",
    "cloudflare api token wrangler",
    `# .dev.vars\nCLOUDFLARE_API_TOKEN=${cfTok}\nCLOUDFLARE_ACCOUNT_ID=${hex(32)}`,
    cfTok,
  ),
  S(
    "command",
    "cloudflare global key header",
    `curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: ops@acme.dev" -H "X-Auth-Key: ${cfGlobal}"`,
    cfGlobal,
  ),
  S(
    "url",
    "github classic pat in remote",
    `$ git remote -v\norigin\thttps://ghp_${ghp}@github.com/acme/billing-api.git (fetch)\norigin\thttps://ghp_${ghp}@github.com/acme/billing-api.git (push)`,
    ghp,
  ),
  S("output", "gh auth token output", `$ gh auth token\ngho_${gho}`, gho),
  S(
    "assignment",
    "github app installation token in log",
    `[deploy] minted installation token ghs_${ghs} (expires 2026-11-27T14:02:11Z)`,
    ghs,
  ),
  S(
    "vendor",
    "github fine grained pat",
    `Paste your token when prompted: github_pat_${fine}`,
    fine,
  ),
  S(
    "command",
    "gitlab private-token header",
    `curl --header "PRIVATE-TOKEN: glpat-${glpat}" "https://gitlab.com/api/v4/projects/4821/pipelines?status=failed"`,
    glpat,
  ),
  S(
    "block",
    "gitlab runner config toml",
    `[[runners]]\n  name = "docker-runner-01"\n  url = "https://gitlab.example.com/"\n  id = 118\n  token = "glrt-${glrt}"\n  executor = "docker"`,
    glrt,
  ),
  S(
    "url",
    "gitlab deploy token clone",
    `git clone https://gitlab+deploy-token-2231:gldt-${gldt}@gitlab.com/acme/infra/charts.git`,
    gldt,
  ),
  S(
    "command",
    "gitlab pipeline trigger",
    `curl -X POST --fail -F token=glptt-${trigger} -F ref=main https://gitlab.com/api/v4/projects/77/trigger/pipeline`,
    trigger,
  ),
  S("assignment", "buildkite api token", `export BUILDKITE_API_TOKEN=bkua_${bkua}`, bkua),
  S(
    "command",
    "circleci token header",
    `curl -s -H "Circle-Token: ${circle}" https://circleci.com/api/v2/me`,
    circle,
  ),
  S(
    "command",
    "jenkins api token curl -u",
    `curl -X POST -u deploy-bot:${jenkins} https://ci.acme.internal/job/release/buildWithParameters?TAG=v2.4.1`,
    jenkins,
  ),
  S(
    "assignment",
    "azure devops pat env",
    `AZURE_DEVOPS_EXT_PAT=${ado}\naz devops project list --org https://dev.azure.com/acme`,
    ado,
  ),
  S(
    "assignment",
    "atlassian api token",
    `JIRA_EMAIL=dana@acme.dev\nJIRA_API_TOKEN=ATATT3xFfGF0${atatt}`,
    atatt,
  ),
  S(
    "url",
    "bitbucket app password in remote",
    `remote: https://dana-k:ATBB${atbb}@bitbucket.org/acme/mobile.git`,
    atbb,
  ),
  S(
    "command",
    "docker hub pat login",
    `$ docker login -u acmebot -p dckr_pat_${dckr}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded`,
    dckr,
  ),
  S(
    "block",
    "npmrc auth token",
    `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=npm_${npmTok}\n@acme:registry=https://npm.pkg.github.com`,
    npmTok,
  ),
  S(
    "block",
    "pypirc token",
    `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc${pypi}`,
    pypi,
  ),
  S(
    "block",
    "rubygems credentials yaml",
    `$ cat ~/.gem/credentials\n---\n:rubygems_api_key: rubygems_${gem}`,
    gem,
  ),
  S(
    "command",
    "nuget push api key",
    `dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg --api-key oy2${nuget} --source https://api.nuget.org/v3/index.json`,
    nuget,
  ),
  S(
    "block",
    "cargo credentials toml",
    `# ~/.cargo/credentials.toml\n[registry]\ntoken = "cio${cio}"`,
    cio,
  ),
  S(
    "assignment",
    "jfrog api key gradle properties",
    `artifactory_user=ci-publisher\nartifactory_password=AKCp${jfrog}`,
    jfrog,
  ),
  S(
    "assignment",
    "vercel token in ci",
    `      - run: npx vercel deploy --prod --token ${vercel}`,
    vercel,
  ),
  S(
    "assignment",
    "netlify auth token",
    `NETLIFY_AUTH_TOKEN=nfp_${nfp} netlify deploy --prod --dir=dist`,
    nfp,
  ),
  S("assignment", "fly api token", `FLY_API_TOKEN="FlyV1 fm2_${fly}"`, fly),
  S(
    "assignment",
    "heroku api key uuid",
    `$ heroku config:get HEROKU_API_KEY -a acme-worker\n${heroku}\n$ export HEROKU_API_KEY=${heroku}`,
    heroku,
  ),
  S(
    "block",
    "alibaba cloud credentials",
    `[default]\nmode = AK\naccess_key_id = ${alibabaId}\naccess_key_secret = ${alibabaSecret}\nregion_id = cn-hangzhou`,
    alibabaSecret,
  ),
  S("assignment", "ibm cloud api key", `ibmcloud login --apikey ${ibm} -r us-south`, ibm),
  S(
    "assignment",
    "hetzner token tfvars",
    `# terraform.tfvars\nhcloud_token = "${hcloud}"\nlocation     = "fsn1"`,
    hcloud,
  ),
  S(
    "assignment",
    "linode token cli config",
    `[DEFAULT]\ndefault-user = dana\n\n[dana]\ntoken = ${linode}\nregion = eu-central`,
    linode,
  ),
  S(
    "block",
    "terraform cloud credentials json",
    `$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${tfc}"\n    }\n  }\n}`,
    tfc,
  ),
  S(
    "assignment",
    "vault token export",
    `$ export VAULT_ADDR=https://vault.acme.internal:8200\n$ export VAULT_TOKEN=hvs.${vault}\n$ vault kv get secret/payments`,
    vault,
  ),
  S(
    "assignment",
    "pulumi access token",
    `PULUMI_ACCESS_TOKEN=pul-${pulumi} pulumi up --stack prod --yes`,
    pulumi,
  ),
  S(
    "command",
    "tailscale auth key",
    `sudo tailscale up --authkey=tskey-auth-${tailscale} --advertise-tags=tag:ci`,
    tailscale,
  ),
  S(
    "command",
    "ngrok authtoken",
    `$ ngrok config add-authtoken ${ngrok}\nAuthtoken saved to configuration file: /home/dana/.config/ngrok/ngrok.yml`,
    ngrok,
  ),
  S(
    "assignment",
    "sonar token in ci",
    `mvn -B verify sonar:sonar -Dsonar.projectKey=acme_api -Dsonar.token=squ_${sonar}`,
    sonar,
  ),
  S(
    "assignment",
    "sourcegraph token",
    `export SRC_ACCESS_TOKEN=sgp_${sgp}\nsrc search 'repo:acme/ lang:go context.TODO'`,
    sgp,
  ),
  S("assignment", "render api key", `RENDER_API_KEY=rnd_${render}`, render),
  S(
    "block",
    "oci config key passphrase",
    `[DEFAULT]\nuser=ocid1.user.oc1..${g(60, LOWER_ALNUM)}\nfingerprint=${
      oracleFp.match(/../g)!.join(":")
    }\nkey_file=~/.oci/oci_api_key.pem\npass_phrase=${ociPass}\ntenancy=ocid1.tenancy.oc1..${
      g(60, LOWER_ALNUM)
    }`,
    ociPass,
  ),
];
