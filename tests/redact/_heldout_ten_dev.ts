/**
 * Corpus ten, developer platforms: source hosts, package registries, CI services and the dotfiles
 * and CLI sessions that carry their tokens (git remotes, credential helpers, .npmrc, .pypirc,
 * gradle.properties, docker logins, CI files with a token pasted in).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  B64URL,
  BASE58,
  DIGITS,
  HEX,
  jwt,
  LOWER,
  LOWER_NUM,
  type Ten,
  UPPER_NUM,
} from "./_heldout_ten_make.ts";

export function tenDev(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S(
      "url",
      "github classic pat in remote url",
      (k) => `$ git remote set-url origin https://ghp_${k(36, ALNUM)}@github.com/acme/infra.git`,
    ),
    S(
      "command",
      "github fine-grained pat in gh auth",
      (k) =>
        `$ echo github_pat_11A${k(19, UPPER_NUM)}_${k(59, ALNUM)} | gh auth login --with-token`,
    ),
    S("vendor", "github oauth token in hosts.yml", (k) =>
      `$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        octo-dev:
            oauth_token: gho_${k(36, ALNUM)}
    git_protocol: https
    user: octo-dev
    oauth_token: gho_${k(36, ALNUM)}`),
    S(
      "vendor",
      "github app installation token in log",
      (k) => `::debug::token acquired ghs_${k(36, ALNUM)} expires 2026-11-27T19:33:01Z`,
    ),
    S(
      "vendor",
      "github refresh token",
      (k) =>
        `{"access_token":"ghu_${k(36, ALNUM)}","expires_in":28800,"refresh_token":"ghr_${
          k(76, ALNUM)
        }","refresh_token_expires_in":15724800,"scope":"","token_type":"bearer"}`,
    ),
    S("url", "git credential store file", (k) =>
      `$ cat ~/.git-credentials
https://dana:ghp_${k(36, ALNUM)}@github.com
https://oauth2:glpat-${k(20, B64URL)}@gitlab.example.com`),
    S(
      "command",
      "gitlab pat in api call",
      (k) =>
        `curl --header "PRIVATE-TOKEN: glpat-${
          k(20, B64URL)
        }" "https://gitlab.com/api/v4/projects"`,
    ),
    S("vendor", "gitlab runner token in config.toml", (k) =>
      `[[runners]]
  name = "build-01"
  url = "https://gitlab.com/"
  id = ${g(8, DIGITS)}
  token = "glrt-t3_${k(27, B64URL)}"
  executor = "docker"`),
    S(
      "command",
      "gitlab deploy token and trigger",
      (k) =>
        `curl -X POST --fail -F token=glptt-${
          k(40, HEX)
        } -F ref=main https://gitlab.com/api/v4/projects/${g(8, DIGITS)}/trigger/pipeline
docker login -u gitlab+deploy-token-${g(6, DIGITS)} -p gldt-${k(20, B64URL)} registry.gitlab.com`,
    ),
    S(
      "command",
      "gitlab runner registration token",
      (k) =>
        `gitlab-runner register --non-interactive --url https://gitlab.com/ --registration-token GR1348941${
          k(20, B64URL)
        } --executor shell`,
    ),
    S(
      "url",
      "bitbucket app password",
      (k) =>
        `git clone https://jdoe:ATBB${k(28, ALNUM)}${
          g(8, HEX.toUpperCase())
        }@bitbucket.org/team/app.git`,
    ),
    S("vendor", "npmrc auth token", (k) =>
      `$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=ghp_${k(36, ALNUM)}
//registry.npmjs.org/:_authToken=npm_${k(36, ALNUM)}`),
    S("encoded", "npmrc legacy _auth base64", (_k, add) => {
      const pass = t.pwd();
      return `registry=https://nexus.corp.example/repository/npm-group/
_auth=${add(b64(`deploy:${pass}`))}
always-auth=true`;
    }),
    S("vendor", "yarnrc yml npm auth token", (k) =>
      `npmScopes:
  acme:
    npmAlwaysAuth: true
    npmAuthToken: npm_${k(36, ALNUM)}
    npmRegistryServer: "https://registry.npmjs.org"`),
    S("vendor", "pypirc token", (k) =>
      `[distutils]
index-servers = pypi

[pypi]
username = __token__
password = pypi-AgEIcHlwaS5vcmcCJG${k(150, B64URL)}`),
    S(
      "command",
      "twine upload with token env",
      (k) =>
        `TWINE_USERNAME=__token__ TWINE_PASSWORD=pypi-AgENdGVzdC5weXBpLm9yZw${
          k(140, B64URL)
        } twine upload --repository testpypi dist/*`,
    ),
    S(
      "command",
      "poetry config pypi token",
      (k) => `poetry config pypi-token.pypi pypi-AgEIcHlwaS5vcmc${k(150, B64URL)}`,
    ),
    S("vendor", "rubygems credentials", (k) =>
      `---
:rubygems_api_key: rubygems_${k(48, HEX)}`),
    S(
      "command",
      "nuget push api key",
      (k) =>
        `dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key oy2${
          k(43, LOWER_NUM)
        } --source https://api.nuget.org/v3/index.json`,
    ),
    S("vendor", "cargo credentials toml", (k) =>
      `# ~/.cargo/credentials.toml
[registry]
token = "cio${k(32, ALNUM)}"`),
    S(
      "command",
      "docker hub pat login",
      (k) =>
        `$ echo dckr_pat_${k(27, B64URL)} | docker login -u acmebot --password-stdin
Login Succeeded`,
    ),
    S("encoded", "docker config json auth", (_k, add) => {
      const pass = t.pwd();
      return `{
	"auths": {
		"registry.example.com:5000": {
			"auth": "${add(b64(`robot$ci:${pass}`))}"
		}
	}
}`;
    }),
    S(
      "assignment",
      "gradle properties publishing creds",
      (_k, add) =>
        `# ~/.gradle/gradle.properties
ossrhUsername=acme-release
ossrhPassword=${add(t.pwd())}
signing.keyId=${g(8, HEX.toUpperCase())}
signing.password=${add(t.pwd())}`,
    ),
    S("assignment", "maven settings xml server password", (_k, add) =>
      `<settings>
  <servers>
    <server>
      <id>central</id>
      <username>acme-ci</username>
      <password>${add(t.pwd())}</password>
    </server>
  </servers>
</settings>`),
    S(
      "vendor",
      "jfrog reference token",
      (k) => `JFROG_ACCESS_TOKEN=cmVmdGtuOjAxOjE3${k(50, ALNUM)}`,
    ),
    S("vendor", "composer auth json", (k) =>
      `{
    "github-oauth": { "github.com": "ghp_${k(36, ALNUM)}" },
    "http-basic": { "repo.packagist.com": { "username": "token", "password": "${k(40, HEX)}" } }
}`),
    S(
      "command",
      "hex organization key",
      (k) => `mix hex.organization auth acme --key ${k(32, HEX)}`,
    ),
    S(
      "command",
      "circleci personal token",
      (k) =>
        `curl -H "Circle-Token: CCIPAT_${g(22, BASE58)}_${
          k(40, HEX)
        }" https://circleci.com/api/v2/me`,
    ),
    S("assignment", "circleci legacy token in cli config", (k) =>
      `host: https://circleci.com
token: ${k(40, HEX)}`),
    S(
      "vendor",
      "buildkite agent token",
      (k) =>
        `buildkite-agent start --token "bkct_${k(32, ALNUM)}"
BUILDKITE_API_TOKEN=bkua_${k(40, HEX)}`,
    ),
    S("command", "travis token in cli", (k) => `travis login --pro --github-token ${k(22, ALNUM)}`),
    S(
      "command",
      "sonar token",
      (k) =>
        `mvn verify sonar:sonar -Dsonar.projectKey=acme_api -Dsonar.host.url=https://sonarcloud.io -Dsonar.token=sqp_${
          k(40, HEX)
        }`,
    ),
    S("command", "snyk token", (_k, add) => `SNYK_TOKEN=${add(t.guid())} snyk test --all-projects`),
    S(
      "assignment",
      "codecov upload token in workflow",
      (_k, add) =>
        `      - uses: codecov/codecov-action@v5
        with:
          token: ${add(t.guid())}
          fail_ci_if_error: true`,
    ),
    S("vendor", "github actions env with literal token", (k) =>
      `jobs:
  release:
    runs-on: ubuntu-latest
    env:
      NODE_AUTH_TOKEN: npm_${k(36, ALNUM)}
      GH_TOKEN: \${{ github.token }}`),
    S("assignment", "gitlab ci variables block with password", (_k, add) =>
      `variables:
  POSTGRES_DB: app_test
  POSTGRES_USER: runner
  POSTGRES_PASSWORD: "${add(t.pwd())}"
  DATABASE_URL: "postgres://runner:\${POSTGRES_PASSWORD}@postgres:5432/app_test"`),
    S(
      "command",
      "jenkins api token in curl",
      (k) =>
        `curl -X POST -u admin:11${
          k(32, HEX)
        } https://jenkins.corp.example/job/deploy/buildWithParameters?ENV=prod`,
    ),
    S(
      "command",
      "jenkins crumb and cli auth",
      (k) =>
        `java -jar jenkins-cli.jar -s https://ci.example.org/ -auth ops:11${k(32, HEX)} list-jobs`,
    ),
    S("assignment", "drone token", (k) =>
      `export DRONE_SERVER=https://drone.example.org
export DRONE_TOKEN=${k(32, ALNUM)}`),
    S(
      "assignment",
      "azure pipelines pat in az devops login",
      (k) =>
        `$ echo ${
          k(52, LOWER + "234567")
        } | az devops login --organization https://dev.azure.com/contoso`,
    ),
    S("vendor", "argocd token in cli config", (_k, add) =>
      `contexts:
- name: argocd.example.com
  server: argocd.example.com
  user: argocd.example.com
users:
- auth-token: ${jwt(t, add, { iss: "argocd", sub: "admin:login", iat: 1767000000, jti: t.guid() })}
  name: argocd.example.com`),
    S("vendor", "terraform registry and ghcr token in env table", (k) =>
      `| name | value |
|------|-------|
| TF_TOKEN_app_terraform_io | ${k(14, ALNUM)}.atlasv1.${k(67, ALNUM)} |
| CR_PAT | ghp_${k(36, ALNUM)} |`),
  ];
}
