/**
 * Corpus twenty-eight, values with no name beside them: what a command prints when asked for a
 * credential — `gh auth token`, `vault kv get -field`, `op read`, a Secret's field decoded, a
 * keychain lookup, `heroku auth:token`, `npm token create`'s table — and, as clean cases, the bare
 * look-alikes a build prints the same way: `git rev-parse HEAD`, `sha256sum`, an image id, a run id.
 */
import {
  B64,
  b64,
  C,
  checked,
  digest,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER,
  num,
  pass,
  pick,
  runId,
  S,
  sha,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the bare-value family: its cases over fresh values. */
function bareCases(n: number): HeldOutSecret[] {
  const app = pick(["api", "web", "worker", "cli"]);
  return [
    S(
      "output",
      `gh auth token printed alone #${n}`,
      (_k, add) =>
        `$ gh auth token\n${checked(add, "gho")}\n$ gh api user --jq .login\nacme-release-bot`,
    ),
    S(
      "output",
      `vault kv get -field prints a registry password #${n}`,
      (_k, add) =>
        `$ vault kv get -field=password kv/ci/${app}/registry\n${
          pass(add)
        }\n$ vault kv metadata get -format=json kv/ci/${app}/registry | jq .data.current_version\n${
          num(2, 30)
        }`,
    ),
    S(
      "output",
      `op read prints an npm token #${n}`,
      (_k, add) => `$ op read "op://CI/npm-publish/credential"\n${checked(add, "npm")}`,
    ),
    S(
      "output",
      `a Secret's field decoded by base64 -d #${n}`,
      (k) =>
        `$ kubectl -n ci get secret ${app}-sonar -o jsonpath='{.data.token}' | base64 -d\nsqa_${
          k(40, HEX)
        }$ # no newline at the end, sorry`,
    ),
    S("encoded", `a docker auth decoded back to user:password #${n}`, (_k, add) => {
      const secret = pass((x) => x);
      return `$ jq -r '.auths["registry.acme.dev"].auth' ~/.docker/config.json\n${
        add(b64(`ci:${secret}`))
      }\n$ jq -r '.auths["registry.acme.dev"].auth' ~/.docker/config.json | base64 -d\nci:${
        add(secret)
      }`;
    }),
    S(
      "output",
      `security find-generic-password -w for a notarization password #${n}`,
      (_k, add) =>
        `$ security find-generic-password -s "AC_PASSWORD" -w\n${
          add([0, 1, 2, 3].map(() => draw(4, LOWER)).join("-"))
        }`,
    ),
    S(
      "output",
      `heroku auth:token printed for a deploy step #${n}`,
      (_k, add) =>
        ` ›   Warning: token will expire ${
          new Date(Date.UTC(2027, num(0, 11), num(1, 28))).toISOString().slice(0, 10)
        }\n ›   Use heroku authorizations:create to generate a long-term token\nHRKU-AA${
          add(draw(58, B64.replace("+/", "_-")))
        }`,
    ),
    S(
      "output",
      `npm token create prints its table #${n}`,
      (_k, add) =>
        `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${
          checked(add, "npm")
        } │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n│ created        │ 2026-11-${
          num(10, 27)
        }T0${num(1, 9)}:${
          num(10, 59)
        }:00.000Z                 │\n└────────────────┴──────────────────────────────────────────┘`,
    ),
  ];
}

/** The bare-value family: every template twice, over fresh values. */
export function buildBare(): HeldOutSecret[] {
  return ROUNDS.flatMap(bareCases);
}

/** Round `n` of the bare look-alikes: printed alone like a credential, and public. */
function bareCleanCases(n: number): HeldOutClean[] {
  const app = pick(["api", "web", "worker", "cli"]);
  return [
    C(
      `git rev-parse HEAD and describe #${n}`,
      `$ git rev-parse HEAD\n${sha()}\n$ git describe --tags\nv${version()}-${num(1, 40)}-g${
        hex(9)
      }`,
    ),
    C(
      `sha256sum of a release tarball #${n}`,
      `$ sha256sum dist/${app}-${version()}.tar.gz\n${hex(64)}  dist/${app}.tar.gz`,
    ),
    C(
      `docker inspect --format of an image id #${n}`,
      `$ docker inspect --format '{{.Id}}' ghcr.io/acme/${app}:latest\n${digest()}\n$ docker inspect --format '{{index .RepoDigests 0}}' ghcr.io/acme/${app}:latest\nghcr.io/acme/${app}@${digest()}`,
    ),
    C(
      `gh run list with ids #${n}`,
      `$ gh run list --workflow release.yml --limit 3 --json databaseId,headSha --jq '.[] | "\\(.databaseId) \\(.headSha)"'\n${runId()} ${sha()}\n${runId()} ${sha()}\n${runId()} ${sha()}`,
    ),
    C(
      `vault kv metadata without the value #${n}`,
      `$ vault kv metadata get kv/ci/${app}/registry\n======== Metadata ========\nKey                Value\n---                -----\ncreated_time       2026-0${
        num(1, 9)
      }-1${num(0, 9)}T10:00:00.${num(100000, 999999)}Z\ncurrent_version    ${
        num(2, 30)
      }\nupdated_time       2026-11-${num(10, 27)}T08:00:00Z`,
    ),
    C(
      `uuidgen for a build's request id #${n}`,
      `$ export REQUEST_ID=$(uuidgen)\n$ echo $REQUEST_ID\n${uuid()}\n$ curl -H "X-Request-Id: $REQUEST_ID" https://ci.acme.dev/healthz\nok`,
    ),
  ];
}

/** The bare look-alike family: every template twice, over fresh values. */
export function buildCleanBare(): HeldOutClean[] {
  return ROUNDS.flatMap(bareCleanCases);
}
