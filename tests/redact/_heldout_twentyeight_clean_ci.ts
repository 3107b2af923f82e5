/**
 * Corpus twenty-eight, clean CI text: the same configs and logs as the secret families with no
 * secret in them — variable references (`$NPM_TOKEN`, `${{ secrets.X }}`, `%env.X%`,
 * `credentials('id')`), masked values (`***`, `[MASKED]`, `****`), commit SHAs, run and build ids,
 * cache keys, image digests and durations.
 */
import {
  actionsLog,
  buildNoise,
  C,
  digest,
  type HeldOutClean,
  hex,
  hms,
  num,
  pick,
  runId,
  sha,
  shortSha,
  startClock,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 4: its cases over fresh values. */
function casesOne(n: number): HeldOutClean[] {
  const repo = pick(["acme/api", "acme/web", "acme/cli", "acme/charts"]);
  const name = repo.split("/")[1]!;
  return [
    C(
      `GitHub Actions workflow using secrets references #${n}`,
      [
        "name: release",
        "on: { push: { tags: ['v*'] } }",
        "jobs:",
        "  publish:",
        "    runs-on: ubuntu-24.04",
        "    permissions: { contents: write, id-token: write }",
        "    steps:",
        `      - uses: actions/checkout@${sha()} # v4.${num(1, 3)}.${num(0, 9)}`,
        `      - uses: actions/setup-node@${sha()} # v4`,
        "        with: { node-version: 20, registry-url: 'https://registry.npmjs.org' }",
        "      - run: npm publish --provenance",
        "        env:",
        "          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "          GH_TOKEN: ${{ github.token }}",
      ].join("\n"),
    ),
    C(
      `GitHub Actions log with masked values #${n}`,
      actionsLog([
        "##[group]Run docker/login-action@v3",
        "with:",
        "  registry: ghcr.io",
        "  username: acme-bot",
        "  password: ***",
        "  logout: true",
        "##[endgroup]",
        "Logging into ghcr.io...",
        "Login Succeeded!",
        `Post job cleanup. run_id=${runId()} attempt=${num(1, 3)}`,
      ]),
    ),
    C(
      `Jenkinsfile with withCredentials and single quotes #${n}`,
      [
        `// last green: ${sha()} (#${num(100, 9999)})`,
        "pipeline {",
        "  agent any",
        "  environment { NEXUS = credentials('nexus-deploy') }",
        "  stages {",
        "    stage('Deploy') {",
        "      steps {",
        "        withCredentials([string(credentialsId: 'sonar-token', variable: 'SONAR_TOKEN')]) {",
        "          sh 'mvn -B sonar:sonar -Dsonar.token=$SONAR_TOKEN'",
        "        }",
        "        sh 'curl -u $NEXUS_USR:$NEXUS_PSW -T target/app.jar https://nexus.acme.dev/repository/releases/'",
        "      }",
        "    }",
        "  }",
        "}",
      ].join("\n"),
    ),
    C(
      `Jenkins console with masked credentials #${n}`,
      [
        `Started by GitHub push by dev-${num(1, 99)}`,
        `Checking out Revision ${sha()} (refs/remotes/origin/main)`,
        `[Pipeline] withCredentials`,
        `Masking supported pattern matches of $NEXUS_PSW`,
        `[Pipeline] sh`,
        `+ curl -u ****:**** -T target/${name}-${version()}.jar https://nexus.acme.dev/repository/releases/`,
        `Finished: SUCCESS`,
        `Build #${num(100, 9999)} took ${num(1, 30)} min ${num(1, 59)} sec`,
      ].join("\n"),
    ),
  ];
}

/** Round `n` of the family, part 2 of 4: its cases over fresh values. */
function casesTwo(n: number): HeldOutClean[] {
  return [
    C(
      `GitLab job log with [MASKED] and digests #${n}`,
      [
        `Running with gitlab-runner 17.${num(0, 5)}.${num(0, 3)} (${shortSha()})`,
        `Using docker image ${digest()} for docker:27 with digest docker@${digest()} ...`,
        `$ echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY`,
        `Login Succeeded`,
        `$ echo "token is $DEPLOY_TOKEN"`,
        `token is [MASKED]`,
        `Uploading artifacts for successful job`,
        `Job succeeded (job id ${runId()})`,
      ].join("\n"),
    ),
    C(
      `.gitlab-ci.yml with CI variable references #${n}`,
      [
        "publish:",
        "  stage: release",
        "  image: python:3.12",
        "  script:",
        "    - pip install build twine",
        "    - python -m build",
        "    - TWINE_PASSWORD=${CI_JOB_TOKEN} TWINE_USERNAME=gitlab-ci-token python -m twine upload --repository-url ${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/pypi dist/*",
        "  rules:",
        "    - if: $CI_COMMIT_TAG",
        `# pipeline ${runId()} for ${shortSha()}`,
      ].join("\n"),
    ),
    C(
      `CircleCI config with contexts #${n}`,
      [
        "version: 2.1",
        "orbs:",
        `  node: circleci/node@${version()}`,
        "workflows:",
        "  release:",
        "    jobs:",
        "      - publish:",
        "          context: [npm-publish, aws-prod]",
        "          filters: { branches: { only: main } }",
        `# pipeline ${uuid()} number ${num(1000, 99999)}`,
      ].join("\n"),
    ),
    C(
      `Buildkite pipeline.yml with secrets plugin #${n}`,
      [
        "steps:",
        "  - label: ':docker: build'",
        "    command: .buildkite/build.sh",
        "    plugins:",
        "      - seek-oss/aws-sm#v2.3.2:",
        "          env:",
        "            NPM_TOKEN: buildkite/npm-token",
        "    agents: { queue: default }",
        `# build ${num(100, 9999)} commit ${sha()}`,
      ].join("\n"),
    ),
    C(
      `Azure Pipelines YAML with $(var) references #${n}`,
      [
        "trigger: [ main ]",
        "pool: { vmImage: ubuntu-latest }",
        "variables:",
        "  - group: release-secrets",
        "steps:",
        "  - task: NuGetAuthenticate@1",
        "  - script: dotnet nuget push **/*.nupkg --api-key $(NuGetApiKey) --source https://api.nuget.org/v3/index.json",
        "    env: { SYSTEM_ACCESSTOKEN: $(System.AccessToken) }",
        `# run ${num(10000, 99999)}.${num(1, 9)} ${sha()}`,
      ].join("\n"),
    ),
  ];
}

/** Round `n` of the family, part 3 of 4: its cases over fresh values. */
function casesThree(n: number): HeldOutClean[] {
  const repo = pick(["acme/api", "acme/web", "acme/cli", "acme/charts"]);
  const name = repo.split("/")[1]!;
  return [
    C(
      `TeamCity build log with %env% references #${n}`,
      [
        `[${hms()}] : Step 1/3: Publish (Command Line)`,
        `[${hms()}] :\t Starting: /opt/buildagent/temp/agentTmp/custom_script${num(1000, 9999)}`,
        `[${hms()}] :\t npm publish --//registry.npmjs.org/:_authToken=%env.NPM_TOKEN%`,
        `[${hms()}] :\t ##teamcity[buildNumber '${version()}.${num(100, 999)}']`,
        `[${hms()}] :\t Process exited with code 0`,
      ].join("\n"),
    ),
    C(
      `Bitbucket Pipelines with repository variables #${n}`,
      [
        "pipelines:",
        "  tags:",
        "    'v*':",
        "      - step:",
        "          name: Publish",
        "          script:",
        "            - pipe: atlassian/npm-publish:1.1.0",
        "              variables:",
        "                NPM_TOKEN: $NPM_TOKEN",
        `# BITBUCKET_BUILD_NUMBER=${num(100, 9999)} BITBUCKET_COMMIT=${sha()}`,
      ].join("\n"),
    ),
    C(
      `Drone pipeline with from_secret #${n}`,
      [
        "kind: pipeline",
        "type: docker",
        "name: default",
        "steps:",
        "  - name: publish",
        "    image: plugins/docker",
        "    settings:",
        "      repo: acme/" + name,
        "      username: { from_secret: docker_username }",
        "      password: { from_secret: docker_password }",
        `      tags: [ latest, ${version()} ]`,
      ].join("\n"),
    ),
    C(
      `Tekton PipelineRun with a secret reference #${n}`,
      [
        "apiVersion: tekton.dev/v1",
        "kind: PipelineRun",
        "metadata:",
        `  name: build-${name}-${hex(5)}`,
        "spec:",
        "  pipelineRef: { name: build-and-push }",
        "  workspaces:",
        "    - name: docker-credentials",
        "      secret: { secretName: registry-creds }",
        "  params:",
        `    - { name: revision, value: ${sha()} }`,
      ].join("\n"),
    ),
    C(
      `Argo Workflow with secretKeyRef #${n}`,
      [
        "apiVersion: argoproj.io/v1alpha1",
        "kind: Workflow",
        `metadata: { generateName: release-${name}- }`,
        "spec:",
        "  entrypoint: main",
        "  templates:",
        "    - name: main",
        "      container:",
        `        image: ghcr.io/acme/${name}@${digest()}`,
        "        env:",
        "          - name: GH_TOKEN",
        "            valueFrom: { secretKeyRef: { name: github, key: token } }",
      ].join("\n"),
    ),
  ];
}

/** Round `n` of the family, part 4 of 4: its cases over fresh values. */
function casesFour(n: number): HeldOutClean[] {
  const repo = pick(["acme/api", "acme/web", "acme/cli", "acme/charts"]);
  const name = repo.split("/")[1]!;
  return [
    C(
      `a passing build log full of hashes and timings #${n}`,
      [
        ...buildNoise(12),
        `Build ${runId()} finished in ${num(1, 20)}m${num(1, 59)}s`,
      ].join("\n"),
    ),
    C(
      `cache keys and restore lines #${n}`,
      (() => {
        startClock();
        return [
          `Cache not found for input keys: pnpm-store-Linux-${hex(64)}, pnpm-store-Linux-`,
          `Received ${num(10000000, 99999999)} of ${num(10000000, 99999999)} (100.0%), ${
            num(10, 90)
          }.${num(1, 9)} MBs/sec`,
          `Cache Size: ~${num(10, 900)} MB (${num(10000000, 999999999)} B)`,
          `Cache restored successfully from key gradle-${hex(40)}`,
          `Cache saved with key: cargo-registry-${hex(16)}-${hex(16)}`,
        ].join("\n");
      })(),
    ),
    C(
      `CI env dump with only public settings #${n}`,
      [
        `$ env | sort | grep -v -i -e token -e pass -e key`,
        `CI=true`,
        `GITHUB_RUN_ID=${runId()}`,
        `GITHUB_SHA=${sha()}`,
        `GITHUB_REPOSITORY=${repo}`,
        `RUNNER_OS=Linux`,
        `RUNNER_TEMP=/home/runner/work/_temp`,
        `ImageVersion=20261${num(101, 126)}.${num(1, 9)}`,
      ].join("\n"),
    ),
    C(
      `a set -x trace that passes the token via a file #${n}`,
      [
        `+ umask 077`,
        `+ printf '//registry.npmjs.org/:_authToken=%s\\n' "\${NPM_TOKEN}"`,
        `+ npm publish --userconfig /tmp/npmrc.${hex(6)}`,
        `npm notice ${name}@${version()}`,
        `npm notice integrity: sha512-[...]${hex(8)}`,
        `+ shred -u /tmp/npmrc.${hex(6)}`,
      ].join("\n"),
    ),
  ];
}

/** The clean CI family: every template twice, over fresh values. */
export function buildCleanCi(): HeldOutClean[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n), ...casesFour(n)]);
}
