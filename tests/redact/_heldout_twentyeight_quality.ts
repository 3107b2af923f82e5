/**
 * Corpus twenty-eight, quality gates and build caches: Sonar, Codecov and Snyk tokens, remote build
 * caches (Bazel, Gradle Enterprise/Develocity, Nx Cloud, Turborepo), and the test and deploy
 * services a pipeline calls (Cypress, Sentry release uploads, Datadog CI).
 */
import {
  B64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  num,
  pick,
  S,
  sentryOrgToken,
  sha,
  urlPass,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 2: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const proj = pick(["acme_api", "acme_web", "acme_cli", "acme_core"]);
  return [
    S(
      "command",
      `sonar-scanner with -Dsonar.token #${n}`,
      (k) =>
        `sonar-scanner -Dsonar.projectKey=${proj} -Dsonar.sources=src -Dsonar.host.url=https://sonar.acme.dev -Dsonar.token=squ_${
          k(40, HEX)
        }\nINFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties\nINFO: Project root configuration file: NONE`,
    ),
    S(
      "assignment",
      `sonar-project.properties with a project analysis token #${n}`,
      (k) =>
        `sonar.projectKey=${proj}\nsonar.organization=acme\nsonar.login=sqp_${
          k(40, HEX)
        }\nsonar.javascript.lcov.reportPaths=coverage/lcov.info`,
    ),
    S(
      "assignment",
      `codecov.yml-adjacent upload script with the token #${n}`,
      (_k, add) =>
        `./codecov upload-process -t ${
          add(uuid())
        } --git-service github -C ${sha()} -f coverage/coverage-final.json\ninfo - ${
          new Date(Date.UTC(2026, 10, num(1, 27))).toISOString().slice(0, 10)
        } 10:${num(10, 59)}:${num(10, 59)},${num(100, 999)} -- Found 1 coverage files to report`,
    ),
    S(
      "command",
      `snyk auth with the token #${n}`,
      (_k, add) =>
        `$ snyk auth ${
          add(uuid())
        }\n\nYour account has been authenticated. Snyk is now ready to be used.\n$ snyk monitor --all-projects --org=acme`,
    ),
    S(
      "assignment",
      `.bazelrc with a remote cache header #${n}`,
      (k) =>
        `build --remote_cache=grpcs://cache.acme.dev\nbuild --remote_header=x-buildbuddy-api-key=${
          k(20)
        }\nbuild --remote_upload_local_results=true\nbuild --disk_cache=~/.cache/bazel-disk`,
    ),
    S(
      "url",
      `.bazelrc with basic auth in the remote cache URL #${n}`,
      (_k, add) =>
        `build:ci --remote_cache=https://bazel:${
          urlPass(add)
        }@bazel-cache.acme.dev\nbuild:ci --remote_timeout=60\nbuild:ci --experimental_remote_cache_compression`,
    ),
    S(
      "assignment",
      `Develocity access key in gradle.properties #${n}`,
      (k) =>
        `org.gradle.caching=true\ndevelocity.accessKey=ge.acme.dev=${
          k(52, LOWER_DIGITS)
        }\nsystemProp.gradle.enterprise.testretry.enabled=true`,
    ),
    S(
      "assignment",
      `GRADLE_ENTERPRISE_ACCESS_KEY exported in a CI script #${n}`,
      (k) =>
        `export GRADLE_ENTERPRISE_ACCESS_KEY="gradle.acme.dev=${
          k(52, LOWER_DIGITS)
        }"\n./gradlew build --scan --build-cache`,
    ),
  ];
}

/** Round `n` of the family, part 2 of 2: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const proj = pick(["acme_api", "acme_web", "acme_cli", "acme_core"]);
  return [
    S("assignment", `nx.json with an Nx Cloud access token #${n}`, (k) =>
      JSON.stringify(
        {
          $schema: "./node_modules/nx/schemas/nx-schema.json",
          nxCloudAccessToken: k(num(60, 70), B64.replace("/", "")) + "|read-write",
          targetDefaults: { build: { cache: true, dependsOn: ["^build"] } },
          defaultBase: "main",
        },
        null,
        2,
      )),
    S(
      "assignment",
      `Turborepo remote cache env in a workflow run line #${n}`,
      (k) =>
        `TURBO_TEAM=acme TURBO_TOKEN=${
          k(24)
        } npx turbo run build --filter=...[origin/main]\n• Packages in scope: @acme/${
          proj.split("_")[1]
        }, @acme/ui\n• Remote caching enabled`,
    ),
    S(
      "command",
      `cypress run with a record key #${n}`,
      (_k, add) =>
        `npx cypress run --record --key ${add(uuid())} --parallel --ci-build-id ${
          num(1000000000, 9999999999)
        }-${num(1, 3)}`,
    ),
    S(
      "assignment",
      `sentry-cli auth token in .sentryclirc for a sourcemap upload #${n}`,
      (_k, add) =>
        `[auth]\ntoken=${sentryOrgToken(add)}\n\n[defaults]\norg=acme\nproject=${
          proj.replace("_", "-")
        }`,
    ),
    S(
      "command",
      `datadog-ci junit upload with the API key inline #${n}`,
      (k) =>
        `DD_API_KEY=${
          k(32, HEX)
        } DD_ENV=ci npx @datadog/datadog-ci junit upload --service ${proj} ./reports/junit.xml`,
    ),
    S(
      "command",
      `chromatic with a project token #${n}`,
      (k) =>
        `npx chromatic --project-token=chpt_${
          k(14, HEX)
        } --exit-zero-on-changes --build-script-name build-storybook`,
    ),
    S(
      "output",
      `a Percy build log echoing PERCY_TOKEN in its debug config #${n}`,
      (k) =>
        `[percy:config] Found config file: .percy.yml\n[percy:env] PERCY_TOKEN=web_${
          k(64, HEX)
        }\n[percy] Percy has started!\n[percy] Snapshot taken: Home page ${
          draw(6, B64URL)
        }\n[percy] Finalized build #${num(100, 999)}: https://percy.io/acme/${proj}/builds/${
          num(10000000, 99999999)
        }\n# v${version()}`,
    ),
  ];
}

/** The quality and cache family: every template twice, over fresh values. */
export function buildQuality(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n)]);
}
