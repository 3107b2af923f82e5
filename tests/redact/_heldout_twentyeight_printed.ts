/**
 * Corpus twenty-eight, what a pipeline prints: a failing job's `env` dump, `set -x` traces of
 * publish scripts, `curl -u` uploads, `twine upload -p`, a Kubernetes Secret a pipeline applies with
 * its values base64-encoded, `base64` output wrapped at 76 columns, and `make` echoing its recipe.
 */
import {
  B32_UPPER,
  B64,
  b64,
  B64URL,
  buildNoise,
  checked,
  draw,
  fineGrained,
  type HeldOutSecret,
  HEX,
  hex,
  num,
  pass,
  pick,
  runId,
  S,
  sha,
  urlPass,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Lines of a CI runner's environment around the `secret` lines, sorted as `env | sort` prints. */
function envDump(secret: string[]): string {
  const plain = [
    `CI=true`,
    `CI_COMMIT_SHA=${sha()}`,
    `CI_JOB_ID=${runId()}`,
    `CI_PIPELINE_ID=${num(100000, 999999)}`,
    `HOME=/root`,
    `HOSTNAME=runner-${hex(8)}-project-${num(100, 9999)}-concurrent-0`,
    `NODE_VERSION=20.${num(10, 18)}.${num(0, 9)}`,
    `PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
    `PWD=/builds/acme/${pick(["api", "web", "infra"])}`,
    `YARN_VERSION=1.22.${num(10, 22)}`,
  ];
  return [`$ env | sort`, ...[...plain, ...secret].sort()].join("\n");
}

/** Round `n` of the family, part 1 of 2: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const pkg = pick(["acme-core", "acme-cli", "acme-http", "acme-tools"]);
  return [
    S(
      "output",
      `env dump of a failing job with an npm token #${n}`,
      (_k, add) => envDump([`NPM_TOKEN=${checked(add, "npm")}`]),
    ),
    S("output", `env dump with a Docker Hub password and an AWS pair #${n}`, (k, add) =>
      envDump([
        `AWS_ACCESS_KEY_ID=AKIA${k(16, B32_UPPER)}`,
        `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
        `DOCKERHUB_PASSWORD=${pass(add)}`,
      ])),
    S(
      "output",
      `env dump with a GitLab token and a Sonar token #${n}`,
      (k) => envDump([`GITLAB_TOKEN=glpat-${k(20)}`, `SONAR_TOKEN=squ_${k(40, HEX)}`]),
    ),
    S(
      "command",
      `set -x trace of npm config set with a token #${n}`,
      (_k, add) =>
        `+ npm config set //registry.npmjs.org/:_authToken ${
          checked(add, "npm")
        }\n+ npm publish --access public\nnpm notice 📦  ${pkg}@${version()}\nnpm notice === Tarball Details ===\nnpm notice shasum:        ${
          hex(40)
        }`,
    ),
    S(
      "command",
      `set -x trace of a curl -u upload to Artifactory #${n}`,
      (_k, add) =>
        `+ VERSION=${version()}\n+ curl -fsSL -u ci-deployer:${
          pass(add)
        } -T dist/${pkg}.tar.gz https://acme.jfrog.io/artifactory/generic-local/${pkg}/\n{\n  "repo" : "generic-local",\n  "checksums" : { "sha1" : "${
          hex(40)
        }", "sha256" : "${hex(64)}" }\n}`,
    ),
    S(
      "command",
      `twine upload with -p and a PyPI token #${n}`,
      (k) =>
        `$ twine upload -u __token__ -p pypi-${"AgEIcHlwaS5vcmc"}${
          k(num(150, 170), B64URL)
        } dist/*\nUploading distributions to https://upload.pypi.org/legacy/\nUploading ${
          pkg.replace("-", "_")
        }-${version()}-py3-none-any.whl\n100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ ${
          num(10, 90)
        }.${num(1, 9)}/${num(10, 90)}.${num(1, 9)} kB • 00:00`,
    ),
    S(
      "command",
      `twine upload to a private repository with --password #${n}`,
      (_k, add) =>
        `twine upload --repository-url https://nexus.acme.dev/repository/pypi-internal/ --username release --password ${
          pass(add)
        } dist/*`,
    ),
    S("encoded", `a Kubernetes Secret a deploy job applies, values base64 #${n}`, (_k, add) =>
      [
        `$ kubectl apply -f - <<EOF`,
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        `  name: ${pkg}-env`,
        "type: Opaque",
        "data:",
        `  DATABASE_URL: ${add(b64(`postgres://app:${draw(18)}@db.internal:5432/app`))}`,
        `  SENTRY_DSN: ${
          b64(
            `https://${hex(32)}@o${num(100000, 999999)}.ingest.sentry.io/${num(1000000, 9999999)}`,
          )
        }`,
        `  STRIPE_KEY: ${add(b64(`rk_${"live"}_${draw(99)}`))}`,
        "EOF",
        `secret/${pkg}-env configured`,
      ].join("\n")),
  ];
}

/** Round `n` of the family, part 2 of 2: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const pkg = pick(["acme-core", "acme-cli", "acme-http", "acme-tools"]);
  return [
    S("output", `kubectl get secret -o yaml in a deploy log #${n}`, (_k, add) =>
      [
        "apiVersion: v1",
        "data:",
        `  password: ${add(b64(draw(num(20, 28))))}`,
        `  username: ${b64("deployer")}`,
        "kind: Secret",
        "metadata:",
        `  creationTimestamp: "2026-11-${num(10, 27)}T08:${num(10, 59)}:${num(10, 59)}Z"`,
        `  name: registry-${pkg}`,
        `  resourceVersion: "${num(1000000, 9999999)}"`,
        `  uid: ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
        "type: kubernetes.io/basic-auth",
      ].join("\n")),
    S("wrapped", `base64 output of a token wrapped at 76 columns #${n}`, (_k, add) => {
      const enc = b64(`{"user":"ci","token":"${draw(100)}"}`);
      const parts = enc.match(/.{1,76}/g)!;
      parts.forEach(add);
      return `$ echo -n "$REGISTRY_JSON" | base64\n${parts.join("\n")}`;
    }),
    S(
      "command",
      `make echoes a recipe with the token it passes #${n}`,
      (k) =>
        `$ make release\ngh release create v${version()} dist/* --notes-file CHANGELOG.md\nGH_TOKEN=${
          fineGrained(k)
        } gh release upload v${version()} dist/checksums.txt --clobber\nhttps://github.com/acme/${pkg}/releases/tag/v${version()}`,
    ),
    S(
      "output",
      `a failing publish step's output with the registry URL and password #${n}`,
      (_k, add) =>
        [
          ...buildNoise(5),
          `> Task :publishMavenPublicationToNexusRepository FAILED`,
          `Could not PUT 'https://deploy:${
            urlPass(add)
          }@nexus.acme.dev/repository/maven-releases/com/acme/${pkg}/${version()}/${pkg}-${version()}.pom'. Received status code 400 from server: Repository does not allow updating assets`,
          ...buildNoise(3),
        ].join("\n"),
    ),
    S(
      "command",
      `bash history of a release with the token in a header #${n}`,
      (_k, add) =>
        `  ${num(100, 999)}  git tag v${version()} && git push --tags\n  ${
          num(100, 999)
        }  curl -X POST -H "Authorization: token ${
          checked(add, "ghp")
        }" https://api.github.com/repos/acme/${pkg}/releases -d '{"tag_name":"v${version()}"}'\n  ${
          num(100, 999)
        }  history | tail`,
    ),
    S(
      "output",
      `printenv inside a container build step #${n}`,
      (_k, add) =>
        `#12 [build 5/8] RUN printenv | grep -i token\n#12 0.214 PIP_EXTRA_INDEX_URL=https://__token__:${
          add(draw(num(40, 48), B64.replace("+/", "")))
        }@gitlab.acme.dev/api/v4/projects/${
          num(10, 999)
        }/packages/pypi/simple\n#12 0.215 CI_JOB_TOKEN=[MASKED]\n#12 DONE 0.3s`,
    ),
  ];
}

/** The printed output family: every template twice, over fresh values. */
export function buildPrinted(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n)]);
}
