/**
 * Corpus twenty-eight, CI job logs: what a failing or verbose job prints — a GitHub Actions log
 * whose runner masked the secret as `***` but not a value derived from it, a GitLab job log, a
 * Jenkins console, Buildkite and Azure Pipelines output, a TeamCity build log, a Bitbucket step —
 * some with the value wrapped at the log viewer's width.
 */
import {
  actionsLog,
  adoPat,
  ALNUM,
  B32_UPPER,
  B64,
  b64,
  B64URL,
  buildNoise,
  checked,
  digest,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  hms,
  num,
  pass,
  pick,
  runId,
  S,
  sha,
  shortSha,
  startClock,
  urlPass,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 3: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const repo = pick(["acme/api", "acme/web", "acme/cli", "acme/charts", "acme/sdk-js"]);
  return [
    S(
      "encoded",
      `GitHub Actions log: the token masked, its base64 for a header not #${n}`,
      (_k, add) => {
        const token = checked((x) => x, "ghs");
        return actionsLog([
          '##[group]Run echo "AUTH=$(printf \'x-access-token:%s\' "$GITHUB_TOKEN" | base64 -w0)" >> $GITHUB_ENV',
          'echo "AUTH=$(printf \'x-access-token:%s\' "$GITHUB_TOKEN" | base64 -w0)" >> $GITHUB_ENV',
          "shell: /usr/bin/bash -e {0}",
          "env:",
          "  GITHUB_TOKEN: ***",
          "##[endgroup]",
          '##[group]Run git -c http.extraheader="AUTHORIZATION: basic $AUTH" fetch origin',
          `git -c http.extraheader="AUTHORIZATION: basic ${
            add(b64("x-access-token:" + token))
          }" fetch origin`,
          `From https://github.com/${repo}`,
          ` * [new branch]      main       -> origin/main`,
          "##[endgroup]",
        ]);
      },
    ),
    S(
      "output",
      `GitHub Actions log: a secret passed through a step output is not masked #${n}`,
      (_k, add) =>
        actionsLog([
          "##[group]Run aws-actions/amazon-ecr-login@v2",
          "with:",
          "  mask-password: false",
          "##[endgroup]",
          `##[warning]Your docker password is not masked. See https://github.com/aws-actions/amazon-ecr-login#docker-credentials`,
          `Logging into registry ${
            num(100000000000, 999999999999)
          }.dkr.ecr.us-east-1.amazonaws.com`,
          `::set-output name=docker_password_${num(1000, 9999)}_dkr_ecr_us_east_1_amazonaws_com::${
            add(
              b64(
                JSON.stringify({
                  payload: draw(200, B64),
                  datakey: draw(120),
                  version: "2",
                  type: "DATA_KEY",
                  expiration: num(1790000000, 1799999999),
                }),
              ),
            )
          }`,
          "::set-output name=registry::***.dkr.ecr.us-east-1.amazonaws.com",
        ]),
    ),
    S(
      "output",
      `GitHub Actions log: env block prints a secret set with env: at workflow level #${n}`,
      (_k, add) =>
        actionsLog([
          "##[group]Run npm publish --provenance",
          "npm publish --provenance",
          "shell: /usr/bin/bash -e {0}",
          "env:",
          `  NODE_AUTH_TOKEN: ${checked(add, "npm")}`,
          `  NPM_CONFIG_USERCONFIG: /home/runner/work/_temp/.npmrc`,
          "##[endgroup]",
          `npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access`,
          `+ @acme/sdk@${version()}`,
        ]),
    ),
    S(
      "wrapped",
      `GitHub Actions log viewer wraps a long token across two lines #${n}`,
      (k) =>
        actionsLog([
          "Run ./scripts/release.sh",
          `Using token ${k(num(40, 44))}`,
          `${k(num(30, 40))} for the upload`,
          `Uploaded dist/app-${version()}.tar.gz`,
        ]),
    ),
  ];
}

/** Round `n` of the family, part 2 of 3: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const repo = pick(["acme/api", "acme/web", "acme/cli", "acme/charts", "acme/sdk-js"]);
  return [
    S("output", `GitLab job log: a variable echoed by a debug line #${n}`, (k) => {
      startClock();
      return [
        `Running with gitlab-runner 17.${num(0, 5)}.${num(0, 3)} (${shortSha()})`,
        `  on docker-autoscaler-${num(1, 9)} ${hex(8)}, system ID: s_${hex(12)}`,
        `section_start:${
          num(1790000000, 1799999999)
        }:prepare_executor\r\x1b[0KPreparing the "docker" executor`,
        `Using docker image sha256:${hex(64)} for node:20 with digest node@${digest()} ...`,
        `$ echo "debug: registry user=$CI_REGISTRY_USER pass=$DOCKER_HUB_TOKEN"`,
        `debug: registry user=gitlab-ci-token pass=dckr_pat_${k(27, B64URL)}`,
        `$ docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .`,
        `section_end:${num(1790000000, 1799999999)}:step_script\r\x1b[0K`,
        "Job succeeded",
      ].join("\n");
    }),
    S("url", `GitLab job log: git clone with a CI job token in the URL #${n}`, (k) =>
      [
        `$ git clone https://gitlab-ci-token:glcbt-64_${
          k(20)
        }@gitlab.example.com/acme/shared-config.git`,
        "Cloning into 'shared-config'...",
        `Receiving objects: 100% (${num(100, 900)}/${num(900, 999)}), ${num(1, 9)}.${
          num(10, 99)
        } MiB | ${num(5, 40)}.00 MiB/s, done.`,
      ].join("\n")),
    S(
      "output",
      `Jenkins console: withCredentials printed a password Groovy interpolated #${n}`,
      (_k, add) =>
        [
          `Started by user deploy`,
          `[Pipeline] Start of Pipeline`,
          `[Pipeline] node`,
          `Running on agent-${num(1, 20)} in /home/jenkins/workspace/${repo.split("/")[1]}`,
          `[Pipeline] withCredentials`,
          `Masking supported pattern matches of $NEXUS_PASS`,
          `Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.`,
          `[Pipeline] sh`,
          `+ curl -fsS -u deploy:${
            pass(add)
          } --upload-file target/app-${version()}.jar https://nexus.acme.dev/repository/releases/`,
          `[Pipeline] }`,
          `Finished: SUCCESS`,
        ].join("\n"),
    ),
    S(
      "wrapped",
      `Jenkins console: a private registry token wrapped by the console width #${n}`,
      (k) =>
        [
          `[Pipeline] sh`,
          `+ docker login -u ci --password-stdin registry.acme.dev`,
          `+ echo ${k(num(36, 40))}\\`,
          `${k(num(24, 30))}`,
          `Login Succeeded`,
          `[Pipeline] }`,
        ].join("\n"),
    ),
    S("output", `Buildkite log: an environment hook prints the agent's env #${n}`, (k) =>
      [
        `~~~ Running global environment hook`,
        `$ /etc/buildkite-agent/hooks/environment`,
        `BUILDKITE_BUILD_NUMBER=${num(100, 9999)}`,
        `BUILDKITE_COMMIT=${sha()}`,
        `BUILDKITE_AGENT_ACCESS_TOKEN=bkaj_${k(num(40, 48), B64URL)}`,
        `BUILDKITE_PIPELINE_SLUG=${repo.split("/")[1]}`,
        `~~~ Preparing working directory`,
      ].join("\n")),
  ];
}

/** Round `n` of the family, part 3 of 3: its cases over fresh values. */
function casesThree(n: number): HeldOutSecret[] {
  return [
    S(
      "output",
      `Azure Pipelines log: a feed PAT written into the generated script #${n}`,
      (_k, add) => {
        const pat = adoPat(add);
        return [
          `Starting: Restore private feed`,
          `==============================================================================`,
          `Task         : Command line`,
          `Version      : 2.${num(200, 250)}.${num(0, 5)}`,
          `==============================================================================`,
          `Generating script.`,
          `Script contents:`,
          `dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json -n internal -u any -p ${pat} --store-password-in-clear-text`,
          `========================== Starting Command Output ===========================`,
          `Package source with Name: internal added successfully.`,
          `Finishing: Restore private feed`,
        ].join("\n");
      },
    ),
    S("output", `TeamCity build log: service message sets a parameter to a token #${n}`, (k) =>
      [
        `[${hms()}] :\t [Step 2/4] Starting: /opt/buildagent/temp/agentTmp/custom_script${
          num(1000, 9999)
        }.sh`,
        `[${hms()}] :\t [Step 2/4] in directory: /opt/buildagent/work/${hex(16)}`,
        `[${hms()}] i\t [Step 2/4] ##teamcity[setParameter name='env.SONAR_TOKEN' value='squ_${
          k(40, HEX)
        }']`,
        `[${hms()}] :\t [Step 2/4] Process exited with code 0`,
      ].join("\n")),
    S(
      "url",
      `Bitbucket Pipelines step: pip install from a private index with credentials #${n}`,
      (_k, add) =>
        [
          `+ pip install -r requirements.txt --extra-index-url https://ci:${
            urlPass(add)
          }@pypi.acme.dev/simple/`,
          `Looking in indexes: https://pypi.org/simple, https://ci:****@pypi.acme.dev/simple/`,
          `Collecting acme-core==${version()}`,
          `  Downloading https://pypi.acme.dev/packages/acme_core-${version()}-py3-none-any.whl (${
            num(10, 200)
          } kB)`,
        ].join("\n"),
    ),
    S("output", `CircleCI step output: a config dump with an AWS pair #${n}`, (k) =>
      [
        `#!/bin/bash -eo pipefail`,
        `aws configure list && cat ~/.aws/credentials`,
        `      Name                    Value             Type    Location`,
        `   profile                <not set>             None    None`,
        `access_key     ****************${draw(4, B32_UPPER)} shared-credentials-file`,
        `[default]`,
        `aws_access_key_id = AKIA${k(16, B32_UPPER)}`,
        `aws_secret_access_key = ${k(40, B64)}`,
      ].join("\n")),
    S(
      "output",
      `Woodpecker step log: a plugin prints its settings with the password #${n}`,
      (_k, add) =>
        [
          `+ /bin/drone-docker`,
          `level=info msg="settings" registry=registry.acme.dev repo=acme/${
            uuid().slice(0, 8)
          } username=robot password=${pass(add)} tags=latest,${version()}`,
          `Detected registry credentials`,
          `#1 [internal] load build definition from Dockerfile`,
        ].join("\n"),
    ),
    S("output", `a failing job's log with build noise around a leaked Vercel token #${n}`, (k) =>
      [
        ...buildNoise(8),
        `Error: vercel deploy failed: {"error":{"code":"forbidden","message":"Not authorized"}}`,
        `    at deploy (scripts/deploy.mjs:${num(10, 90)}:${num(3, 30)}) with token=${
          k(24, ALNUM)
        }`,
        ...buildNoise(6),
        `##[error]Process completed with exit code 1.`,
        `run ${runId()} attempt ${num(1, 3)}`,
      ].join("\n")),
  ];
}

/** The CI log family: every template twice, over fresh values. */
export function buildLogs(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n)]);
}
