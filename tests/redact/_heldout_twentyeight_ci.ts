/**
 * Corpus twenty-eight, CI configuration: secrets in the files and settings of CI servers — a
 * Jenkins `credentials.xml`, GitLab CI variables from the API, a CircleCI context, a Buildkite
 * agent's config, Azure DevOps service connections, TeamCity parameters, Bitbucket Pipelines,
 * Drone and Woodpecker secrets, Argo Workflows and Tekton manifests.
 */
import {
  B32_LOWER,
  B32_UPPER,
  B64,
  b64,
  B64URL,
  checked,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  sha,
  urlPass,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 4: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  return [
    S(
      "assignment",
      `Jenkins credentials.xml, a username and password credential #${n}`,
      (_k, add) =>
        [
          "<?xml version='1.1' encoding='UTF-8'?>",
          '<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1319.v7eb_51b_3a_c97b_">',
          '  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">',
          "    <entry>",
          "      <java.util.concurrent.CopyOnWriteArrayList>",
          "        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
          "          <scope>GLOBAL</scope>",
          `          <id>nexus-deploy-${num(1, 9)}</id>`,
          "          <description>Nexus deploy user</description>",
          "          <username>deploy</username>",
          `          <password>${pass(add)}</password>`,
          "        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
          "        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
          "          <id>github-token</id>",
          `          <secret>${checked(add, "ghp")}</secret>`,
          "        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
          "      </java.util.concurrent.CopyOnWriteArrayList>",
          "    </entry>",
          "  </domainCredentialsMap>",
          "</com.cloudbees.plugins.credentials.SystemCredentialsProvider>",
        ].join("\n"),
    ),
    S("assignment", `Jenkins credentials.xml, an encrypted secret in braces #${n}`, (k) =>
      [
        "<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
        "  <scope>GLOBAL</scope>",
        "  <id>sonar-token</id>",
        `  <secret>{${k(num(80, 110), B64)}=}</secret>`,
        "</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
      ].join("\n")),
    S(
      "assignment",
      `a Jenkinsfile with an npm token written into the environment block #${n}`,
      (_k, add) =>
        [
          "pipeline {",
          "  agent { label 'linux' }",
          "  environment {",
          `    NPM_TOKEN = '${checked(add, "npm")}'`,
          "    CI = 'true'",
          "  }",
          "  stages {",
          "    stage('Publish') {",
          "      steps { sh 'npm publish --access public' }",
          "    }",
          "  }",
          "}",
        ].join("\n"),
    ),
  ];
}

/** Round `n` of the family, part 2 of 4: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const proj = pick(["billing-api", "web-shop", "infra-tools", "mobile-sdk", "data-pipes"]);
  return [
    S("output", `GitLab CI variables listed from the API #${n}`, (k, add) =>
      JSON.stringify(
        [
          {
            variable_type: "env_var",
            key: "CI_REGISTRY_PASSWORD",
            value: pass(add),
            protected: true,
            masked: false,
            raw: false,
            environment_scope: "*",
          },
          {
            variable_type: "env_var",
            key: "DEPLOY_TOKEN",
            value: `gldt-${k(20)}`,
            protected: true,
            masked: true,
            raw: false,
            environment_scope: "production",
          },
          {
            variable_type: "env_var",
            key: "NODE_VERSION",
            value: "20",
            protected: false,
            masked: false,
            raw: false,
            environment_scope: "*",
          },
        ],
        null,
        2,
      )),
    S(
      "command",
      `glab variable set with a personal access token #${n}`,
      (k) =>
        `$ glab variable set GL_TOKEN --value "glpat-${
          k(20)
        }" --masked --protected -R acme/${proj}\n✓ Created variable GL_TOKEN for acme/${proj} with scope *`,
    ),
    S("assignment", `.gitlab-ci.yml with a runner registration token in the job #${n}`, (k) =>
      [
        "register-runner:",
        "  stage: setup",
        "  image: gitlab/gitlab-runner:alpine",
        "  script:",
        "    - gitlab-runner register --non-interactive",
        "      --url https://gitlab.example.com/",
        `      --token glrt-${k(20)}`,
        "      --executor docker --docker-image alpine:3.20",
      ].join("\n")),
    S("output", `circleci context show with a value printed #${n}`, (k) =>
      [
        `$ circleci context show github acme release-${proj}`,
        "Context: release",
        "Environment Variables:",
        "NAME               VALUE",
        "AWS_ACCESS_KEY_ID  xxxx" + draw(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "CIRCLE_TOKEN       xxxx" + hex(4),
        `# the UI masks them; the API token for the context came from ~/.circleci/cli.yml:`,
        `token: ${k(40, HEX)}`,
        "host: https://circleci.com",
      ].join("\n")),
  ];
}

/** Round `n` of the family, part 3 of 4: its cases over fresh values. */
function casesThree(n: number): HeldOutSecret[] {
  const proj = pick(["billing-api", "web-shop", "infra-tools", "mobile-sdk", "data-pipes"]);
  return [
    S("assignment", `buildkite-agent.cfg with the agent token #${n}`, (k) =>
      [
        "# /etc/buildkite-agent/buildkite-agent.cfg",
        `token="${k(50, LOWER_DIGITS)}"`,
        `name="%hostname-%spawn"`,
        `tags="queue=${pick(["default", "deploy", "arm64"])},os=linux"`,
        'build-path="/var/lib/buildkite-agent/builds"',
        'hooks-path="/etc/buildkite-agent/hooks"',
      ].join("\n")),
    S(
      "vendor",
      `Buildkite API token in a pipeline upload script #${n}`,
      (k) =>
        `curl -sS -H "Authorization: Bearer bkua_${
          k(40, HEX)
        }" \\\n  https://api.buildkite.com/v2/organizations/acme/pipelines/${proj}/builds?state=failed`,
    ),
    S(
      "command",
      `az devops login with a PAT piped in #${n}`,
      (k) =>
        `$ echo ${
          k(52, B32_LOWER)
        } | az devops login --organization https://dev.azure.com/acme\n$ az pipelines list --project ${proj} -o table`,
    ),
    S(
      "output",
      `an Azure DevOps service connection exported as JSON #${n}`,
      (_k, add) =>
        JSON.stringify(
          {
            data: {
              subscriptionId: uuid(),
              subscriptionName: "Prod",
              environment: "AzureCloud",
              scopeLevel: "Subscription",
            },
            name: `arm-${proj}`,
            type: "azurerm",
            url: "https://management.azure.com/",
            authorization: {
              parameters: {
                tenantid: uuid(),
                serviceprincipalid: uuid(),
                authenticationType: "spnKey",
                serviceprincipalkey: add(`${draw(3)}8Q~${draw(34, B64.replace("+/", "._~-"))}`),
              },
              scheme: "ServicePrincipal",
            },
            isReady: true,
          },
          null,
          2,
        ),
    ),
    S("assignment", `TeamCity build parameters with a password typed as text #${n}`, (_k, add) =>
      [
        "<parameters>",
        `  <param name="env.DOCKER_USER" value="ci-${proj}" />`,
        `  <param name="env.DOCKER_PASSWORD" value="${pass(add)}" />`,
        '  <param name="env.GRADLE_OPTS" value="-Xmx2g" />',
        "</parameters>",
      ].join("\n")),
    S("vendor", `TeamCity access token in a REST call #${n}`, (k) => {
      const head = b64(JSON.stringify({ typ: "TCV2" }), false);
      return `curl -H "Authorization: Bearer ${head}.${k(36, B64URL)}.${
        k(48, B64URL)
      }" \\\n  https://teamcity.acme.dev/app/rest/builds?locator=buildType:${proj}_Build`;
    }),
  ];
}

/** Round `n` of the family, part 4 of 4: its cases over fresh values. */
function casesFour(n: number): HeldOutSecret[] {
  const proj = pick(["billing-api", "web-shop", "infra-tools", "mobile-sdk", "data-pipes"]);
  return [
    S("assignment", `bitbucket-pipelines.yml with a hard-coded Snyk token #${n}`, (_k, add) =>
      [
        "image: node:20",
        "pipelines:",
        "  default:",
        "    - step:",
        "        name: Security scan",
        "        script:",
        "          - npm ci",
        `          - export SNYK_TOKEN=${add(uuid())}`,
        "          - npx snyk test --severity-threshold=high",
      ].join("\n")),
    S(
      "command",
      `drone secret add with a registry password #${n}`,
      (_k, add) =>
        `$ drone secret add --repository acme/${proj} --name docker_password --data '${
          pass(add)
        }'\n$ drone secret ls acme/${proj}\ndocker_password\nPull Request Read  : false\nPull Request Write : false`,
    ),
    S(
      "command",
      `woodpecker-cli secret add with an SSH deploy password #${n}`,
      (_k, add) =>
        `woodpecker-cli repo secret add --repository acme/${proj} --name deploy_pass --value ${
          pass(add)
        } --event push,tag`,
    ),
    S("encoded", `an Argo Workflows secret manifest with base64 data #${n}`, (_k, add) =>
      [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: argo-artifacts",
        "  namespace: argo",
        "type: Opaque",
        "data:",
        `  accesskey: ${b64("AKIA" + draw(16, B32_UPPER))}`,
        `  secretkey: ${add(b64(draw(40, B64)))}`,
      ].join("\n")),
    S("assignment", `a Tekton git-credentials Secret with stringData #${n}`, (_k, add) =>
      [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: git-basic",
        "  annotations:",
        "    tekton.dev/git-0: https://github.com",
        "type: kubernetes.io/basic-auth",
        "stringData:",
        "  username: ci-bot",
        `  password: ${checked(add, "ghp")}`,
      ].join("\n")),
    S(
      "url",
      `a Jenkins job's SCM URL with a password in it #${n}`,
      (_k, add) =>
        `<scm class="hudson.plugins.git.GitSCM">\n  <userRemoteConfigs><hudson.plugins.git.UserRemoteConfig>\n    <url>https://jenkins-ci:${
          urlPass(add)
        }@git.acme.dev/scm/${proj}.git</url>\n  </hudson.plugins.git.UserRemoteConfig></userRemoteConfigs>\n  <branches><hudson.plugins.git.BranchSpec><name>*/main</name></hudson.plugins.git.BranchSpec></branches>\n</scm>\n<!-- last built ${sha()} v${version()} -->`,
    ),
  ];
}

/** The CI configuration family: every template twice, over fresh values. */
export function buildCi(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n), ...casesFour(n)]);
}
