/** Held-out corpus eight: tokens of CI systems, package registries, source hosts and dev tools. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { AN, B32, B64URL, DIGITS, g, HEX, LD, sec, UD, uuid } from "./_heldout_eight_make.ts";

export const EIGHT_CI: readonly HeldOutSecret[] = [
  sec(
    "vendor",
    "github classic pat",
    [g(36, AN)],
    ([k]) => `$ echo ghp_${k} | gh auth login --with-token`,
  ),
  sec(
    "vendor",
    "github fine grained pat",
    [g(20, UD) + "_" + g(59, AN)],
    ([k]) => `GITHUB_TOKEN=github_pat_11${k}`,
  ),
  sec(
    "vendor",
    "github oauth token hosts yml",
    [g(36, AN)],
    ([k]) =>
      `# ~/.config/gh/hosts.yml\ngithub.com:\n    user: dev-acme\n    oauth_token: gho_${k}\n    git_protocol: ssh`,
  ),
  sec(
    "vendor",
    "github app installation token",
    [g(36, AN)],
    ([k]) => `[debug] installation token minted: ghs_${k} (expires 2026-11-27T16:40:00Z)`,
  ),
  sec(
    "vendor",
    "github refresh token",
    [g(76, AN), g(36, AN)],
    ([k, u]) =>
      `{"access_token":"ghu_${u}","expires_in":28800,"refresh_token":"ghr_${k}","token_type":"bearer"}`,
  ),
  sec(
    "vendor",
    "gitlab pat",
    [g(20, B64URL)],
    ([k]) => `git clone https://oauth2:glpat-${k}@gitlab.com/acme/infra.git`,
  ),
  sec(
    "vendor",
    "gitlab runner token",
    [g(20, B64URL)],
    ([k]) =>
      `gitlab-runner register --url https://gitlab.acme.io --token glrt-${k} --executor docker`,
  ),
  sec(
    "vendor",
    "gitlab deploy token",
    [g(20, B64URL)],
    ([k]) => `docker login registry.gitlab.com -u gitlab+deploy-token-118 -p gldt-${k}`,
  ),
  sec(
    "vendor",
    "gitea token",
    [g(40, HEX)],
    ([k]) => `tea login add --name home --url https://git.home.lan --token ${k}`,
  ),
  sec(
    "vendor",
    "bitbucket app password",
    [g(28, AN) + g(8, UD)],
    ([k]) => `BITBUCKET_APP_PASSWORD=ATBB${k}`,
  ),
  sec(
    "vendor",
    "atlassian api token",
    [g(170, B64URL) + "=" + g(8, UD)],
    ([k]) =>
      `jira:\n  server: https://acme.atlassian.net\n  login: dev@acme.io\n  api_token: ATATT3xFfGF0${k}`,
  ),
  sec(
    "vendor",
    "circleci personal token",
    [g(22, AN) + "_" + g(40, HEX)],
    ([k]) => `curl -H "Circle-Token: CCIPAT_${k}" https://circleci.com/api/v2/me`,
  ),
  sec(
    "vendor",
    "buildkite agent token",
    [g(50, LD)],
    ([k]) => `# /etc/buildkite-agent/buildkite-agent.cfg\ntoken="${k}"\nname="%hostname-%spawn"`,
  ),
  sec(
    "vendor",
    "buildkite api token",
    [g(40, HEX)],
    ([k]) => `export BUILDKITE_API_TOKEN="bkua_${k}"`,
  ),
  sec(
    "vendor",
    "jenkins api token",
    [g(32, HEX)],
    ([k]) => `curl -X POST -u admin:11${k} https://ci.acme.io/job/deploy/build`,
  ),
  sec(
    "vendor",
    "travis token",
    [g(22, B64URL)],
    ([k]) => `travis login --github-token x && travis token\nYour access token is ${k}`,
  ),
  sec(
    "vendor",
    "npm automation token npmrc",
    [g(36, AN)],
    ([k]) => `//registry.npmjs.org/:_authToken=npm_${k}`,
  ),
  sec(
    "vendor",
    "pypi token pypirc",
    [g(150, B64URL)],
    ([k]) => `[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc${k}`,
  ),
  sec(
    "vendor",
    "rubygems api key",
    [g(48, HEX)],
    ([k]) => `GEM_HOST_API_KEY=rubygems_${k} gem push acme-0.4.1.gem`,
  ),
  sec(
    "vendor",
    "nuget api key push",
    [g(43, LD)],
    ([k]) =>
      `dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key oy2${k} --source https://api.nuget.org/v3/index.json`,
  ),
  sec(
    "vendor",
    "docker hub pat login",
    [g(27, B64URL)],
    ([k]) => `echo "dckr_pat_${k}" | docker login -u acmebot --password-stdin`,
  ),
  sec(
    "vendor",
    "crates io token",
    [g(32, AN)],
    ([k]) => `# ~/.cargo/credentials.toml\n[registry]\ntoken = "cio${k}"`,
  ),
  sec(
    "vendor",
    "jfrog api key",
    [g(69, AN)],
    ([k]) => `artifactory_password=AKCp${k}\nartifactory_user=ci`,
  ),
  sec(
    "vendor",
    "terraform cloud token",
    [g(14, AN) + ".atlasv1." + g(67, AN)],
    ([k]) => `credentials "app.terraform.io" {\n  token = "${k}"\n}`,
  ),
  sec(
    "vendor",
    "vault service token",
    [g(90, B64URL)],
    ([k]) =>
      `$ vault login -method=github\nKey                  Value\n---                  -----\ntoken                hvs.CAESI${k}\ntoken_accessor       ${
        g(24, AN)
      }\ntoken_duration       768h`,
  ),
  sec(
    "vendor",
    "doppler service token",
    [g(40, AN)],
    ([k]) => `doppler run --token dp.st.prd.${k} -- ./server`,
  ),
  sec(
    "vendor",
    "pulumi access token",
    [g(40, HEX)],
    ([k]) => `PULUMI_ACCESS_TOKEN=pul-${k} pulumi up --yes`,
  ),
  sec(
    "vendor",
    "sonarqube token",
    [g(40, HEX)],
    ([k]) => `mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=squ_${k}`,
  ),
  sec("vendor", "snyk token", [uuid()], ([k]) => `snyk auth ${k}`),
  sec(
    "vendor",
    "codecov token",
    [uuid()],
    ([k]) => `      - uses: codecov/codecov-action@v4\n        with:\n          token: ${k}`,
  ),
  sec(
    "vendor",
    "databricks token",
    [g(32, HEX)],
    ([k]) =>
      `[DEFAULT]\nhost = https://adb-${g(16, DIGITS)}.7.azuredatabricks.net\ntoken = dapi${k}`,
  ),
  sec(
    "vendor",
    "tailscale auth key",
    [g(17, AN) + "-" + g(33, AN)],
    ([k]) => `tailscale up --authkey=tskey-auth-${k} --ssh`,
  ),
  sec(
    "vendor",
    "ngrok authtoken",
    [g(26, AN) + "_" + g(21, AN)],
    ([k]) =>
      `$ ngrok config add-authtoken 2${k}\nAuthtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml`,
  ),
  sec(
    "vendor",
    "onepassword service account",
    [g(300, B64URL)],
    ([k]) => `export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ${k}`,
  ),
  sec(
    "vendor",
    "age secret key",
    [g(58, B32)],
    ([k]) =>
      `# created: 2026-11-20T10:02:11Z\n# public key: age1${
        g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
      }\nAGE-SECRET-KEY-1${k}`,
  ),
];
