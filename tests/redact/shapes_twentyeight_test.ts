/**
 * The shapes mended after held-out corpus twenty-eight was seen (docs/redaction.md, "Corpus
 * twenty-eight after it was seen": CI/CD, publishing and the supply chain): other tools, names
 * and layouts than the corpus text, each with a near miss on the other side — as written, inside
 * a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import { LONG_VALUE_WORST } from "./_worst_cases.ts";
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 48_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const uuid = () => [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");
const B32 = "abcdefghijklmnopqrstuvwxyz234567";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// What a runner prints: a value a step hands on through the runner's commands.
{
  const v = key(1500, BASE64);
  add(
    "a step's `::set-env` of a long registry password, the secret word inside the name",
    `2026-10-02T08:11:02.118Z ::set-env name=REGISTRY_PASSWORD_GHCR_IO::${v}\n2026-10-02T08:11:02.301Z ::set-output name=region::eu-central-1`,
    v,
  );
}
{
  const v = "Hunter-" + key(6) + "!";
  add(
    "a TeamCity service message setting a token parameter to a password-like value",
    `[14:02:11]i [Step 1/3] ##teamcity[setParameter name='env.PYPI_TOKEN_UPLOAD' value='${v}']`,
    v,
  );
}
{
  const v = key(12);
  add(
    "an Azure Pipelines variable a script marks secret",
    `echo "##vso[task.setvariable variable=signingPin;issecret=true]${v}"`,
    v,
  );
}
CLEAN.push([
  "runner commands that set public values or print a masked one",
  `::set-output name=image_digest::sha256:${
    hex(64)
  }\n::set-output name=token::***\n##teamcity[setParameter name='env.BUILD_VERSION' value='4.2.${
    hex(7)
  }']\n##vso[task.setvariable variable=apiToken]$(API_TOKEN)`,
]);

// A value under a secret's name longer than the assignment rules read.
{
  const v = key(1800, BASE64) + "=";
  add(
    "a registry login's JSON with a 1 800-character token under `password`",
    `{\n  "username": "AWS",\n  "password": "${v}",\n  "proxyEndpoint": "https://123456789012.dkr.ecr.eu-north-1.amazonaws.com"\n}`,
    v,
  );
}
{
  const v = key(520, BASE64);
  add("a long refresh token in a .env line", `GCLOUD_REFRESH_TOKEN=${v}`, v);
}
CLEAN.push([
  "a long public value under a key name that says public, and a long run of one pattern",
  `{"publicKeyToken": "${key(1200, BASE64)}"}\nsecret_padding: ${"xy".repeat(200)}`,
]);

// A variable a debug step echoes, its value on the line under it.
{
  const v = key(200, BASE64);
  add(
    "a kubeconfig echoed by a debug step behind a shell trace, cut to 200 characters",
    `+ echo $KUBECONFIG_DATA | cut -c1-200\n${v}\n+ base64 -d > kubeconfig`,
    v,
  );
}
{
  const v = key(120, BASE64);
  add(
    "a signing certificate's head echoed in a GitHub Actions step",
    `2026-11-03T10:00:01.000Z Run echo "$SIGNING_P12" | head -c 120\n2026-11-03T10:00:01.210Z ${v}`,
    v,
  );
}
CLEAN.push([
  "echoed variables whose values are public (a commit, a fingerprint, a masked secret)",
  `+ echo $GITHUB_SHA\n${hex(40)}\n+ echo $SIGNING_CERT_FINGERPRINT\n${
    hex(64)
  }\n+ echo "$NPM_AUTH_TOKEN"\n***`,
]);

// Flags that carry a credential.
{
  const pw = key(8) + "-";
  add(
    "skopeo inspect with `--creds user:password`",
    `skopeo inspect --creds reader:${pw} docker://quay.io/acme/app:1.4`,
    pw,
  );
}
{
  const v = uuid();
  add("a Cypress record key after `--key`", `yarn cypress run --browser chrome --key ${v}`, v);
}
{
  const pw = key(14);
  add(
    "signtool run through its full quoted path",
    `"C:\\Program Files (x86)\\Windows Kits\\10\\bin\\x86\\signtool.exe" sign /fd SHA256 /f build\\sign.p12 /p ${pw} out\\app.msi`,
    pw,
  );
}
CLEAN.push([
  "the same flags given references or no password",
  `buildah push --creds ci-bot localhost/app:1.4\nnpx cypress run --record --key $CYPRESS_RECORD_KEY\n"signtool.exe" sign /fd SHA256 /f build\\sign.p12 /p %PFX_PASSWORD% app.msi`,
]);

// A vendor's token by its own shape; a token pasted with its vendor named a line away.
{
  const v = "sq" + "p_" + hex(40);
  add(
    "a SonarQube project token as curl's user",
    `curl -u ${v}: https://sonar.acme.io/api/qualitygates/project_status?projectKey=web`,
    v,
  );
}
{
  const v = key(52, B32) + "";
  add(
    "a 52-character base32 token pasted, Azure DevOps named on the next line",
    `is this still valid?\n${v}\nit was in the old devops service connection`,
    v,
  );
}
CLEAN.push([
  "a 52-character hex-only run near Azure, and SonarQube's prefixes in prose",
  `azure artifact hash ${
    key(52, "abcdef")
  }\nuse an sqa_ token for CI and a squ_ token for your IDE`,
]);

// References are not values.
CLEAN.push([
  "TeamCity parameter references and a secrets plugin's store names",
  `docker login -u ci -p %env.DOCKER_PASSWORD% registry.acme.io\nenv:\n  GITHUB_TOKEN: ci/github-token\n  SENTRY_AUTH_TOKEN: prod/sentry/auth-token`,
]);

// A long pagination cursor is no credential (r-mend14: `long-secret-value` read its `token`).
CLEAN.push([
  "an API's long pagination cursors under `nextPageToken`, `continuationToken` and `NextToken`",
  `{"items": [], "nextPageToken": "${key(600, BASE64)}"}\n{"continuationToken": "${
    key(900, BASE64)
  }"}\n{"events": [], "NextToken": "${key(1500, BASE64)}"}`,
]);

shapeTests("corpus twenty-eight", SECRETS, CLEAN);

for (const [label, text] of LONG_VALUE_WORST) {
  Deno.test(`corpus twenty-eight: ${label} holds no long secret value`, () => {
    // (Before r-mend14: 160 s on this machine, quadratic; now about a second. The time is a
    // figure of `deno task bench --only=redaction`, "a worst case", never asserted here.)
    const rules = redact(text).findings.map((f) => f.rule);
    assert.ok(!rules.includes("long-secret-value"), rules.join(", "));
  });
}
