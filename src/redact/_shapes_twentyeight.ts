/**
 * Shapes read from held-out corpus twenty-eight's misses (docs/redaction.md, "Corpus twenty-eight
 * after it was seen": CI/CD, publishing and the supply chain), as shapes of any text: what a CI
 * runner prints — a value a step sets through the runner's own commands (`::set-output`,
 * TeamCity's `##teamcity[setParameter …]`, Azure's `##vso[task.setvariable …]`), a variable a
 * debug step echoes with its value on the line under it — and a value under a secret's name that
 * is longer than the assignment rules read (a registry's token of a few thousand characters).
 */
import { ALNUM, BASE64URL, sample } from "./_examples.ts";
import { isPublicKey } from "./_filters.ts";
import { mixedNoise } from "./_noise.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";
import { isCursorName } from "./_requests.ts";
import { NOT_SECRET_WORDS, words } from "./_shapes_seventeen.ts";
import { keyBefore } from "./_shapes_twentyseven.ts";

const KEY = sample(40, ALNUM, 2801);
// A registry token as long as ECR's (base64 of a JSON payload: 2 000 characters and more).
const LONG = sample(1400, ALNUM + "+/", 2802) + "=";

// The words of a name that say it holds a secret (`docker_password_…`, `env.SONAR_TOKEN`).
const SECRET_WORDS = new Set(
  "password passwd pwd pass passphrase secret secrets token pat apikey credential credentials creds auth"
    .split(" "),
);
// What a debug step may echo that holds a key: a signing certificate (a `.pfx`/`.p12` in
// base64), a keystore, a kubeconfig, a key.
const KEY_FILE = /cert|pfx|p12|keystore|jks|kubeconfig|key/i;

/** True when a CI variable's or output's name says it holds a secret (a word of it). */
function secretWordName(name: string, files = false): boolean {
  const w = words(name);
  if (w.some((x) => NOT_SECRET_WORDS.has(x) || x === "id" || x === "name" || x === "url")) {
    return false;
  }
  return w.some((x) => SECRET_WORDS.has(x)) || files && KEY_FILE.test(name) ||
    /api_?key|access_?key|private_?key|secret_?key/i.test(name);
}

/** A value a runner prints that is a value: not masked (`***`), empty or a reference. */
function printedValue(value: string): boolean {
  return !/^\*+$/.test(value) && anyRealValue(value) && value.length >= 6;
}

// A CI log line's lead: GitHub's timestamp, TeamCity's `[12:00:00]` and step, a shell trace.
const LOG_LEAD = String
  .raw`(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z[ \t]|\[\d\d:\d\d:\d\d\][^\r\n]{0,60}?\][ \t]|[ \t]*)`;

/** The rules of this file, in the order they run (before the assignments). */
export const TWENTYEIGHT_RULES: readonly Rule[] = [
  rule({
    id: "ci-command-secret",
    examples: {
      match: [
        "::set-output name=docker_password_dkr_ecr::«" + LONG + "»",
        "##teamcity[setParameter name='env.DEPLOY_TOKEN' value='«" + KEY + "»']",
        "##vso[task.setvariable variable=dbConn;issecret=true]«" + KEY + "»",
      ],
      clean: [
        "::set-output name=registry::***.dkr.ecr.us-east-1.amazonaws.com",
        "::set-output name=token::***",
        "##teamcity[setParameter name='env.BUILD_TAG' value='" + KEY + "']",
        "##vso[task.setvariable variable=NPM_TOKEN]$(npmToken)",
      ],
    },
    description:
      "a value a CI step hands on through the runner's own commands, under a name that says secret or marked secret: GitHub's `::set-output name=…::…` and `::set-env`, TeamCity's `##teamcity[setParameter name='…' value='…']`, Azure Pipelines' `##vso[task.setvariable variable=…;issecret=true]…` (a runner masks only what it knows; what the step set is printed)",
    keywords: ["::set-output", "::set-env", "::save-state", "setparameter", "task.setvariable"],
    pattern:
      /::(?:set-output|set-env|save-state)[ \t]+name=(?<gname>[\w.-]{1,120})::(?<g>[^\s\\"]{1,20000})|##teamcity\[setParameter[ \t]+name='(?<tname>[^'\r\n]{1,120})'[ \t]+value='(?<t>(?:[^'|\r\n]|\|.){1,20000})'|##vso\[task\.setvariable[ \t]+variable=(?<vname>[^;\]\r\n]{1,120})(?<vopts>;[^\]\r\n]{0,200})?\](?<v>[^\s\\"]{1,20000})/gdi,
    secret: ["g", "t", "v"],
    accept: (value, group, match) => {
      if (!printedValue(value)) return false;
      const g = match.groups!;
      if (group === "v" && /;[ \t]*issecret[ \t]*=[ \t]*true/i.test(g.vopts ?? "")) return true;
      return secretWordName(g.gname ?? g.tname ?? g.vname ?? "");
    },
  }),
  rule({
    id: "ci-echoed-secret",
    examples: {
      match: [
        '2026-11-09T04:57:52.452Z Run echo "$CERT" | head -c 120\n2026-11-09T04:57:55.689Z «' +
        sample(120, ALNUM + "+/", 2803) + "»",
        "+ echo $DEPLOY_TOKEN\n«" + KEY + "»",
      ],
      clean: [
        'Run echo "$GITHUB_SHA"\n' + sample(40, "0123456789abcdef", 2804),
        "+ echo $CA_CERT_FINGERPRINT\n" + sample(64, "0123456789abcdef", 2805),
        '$ echo "$DEPLOY_TOKEN"\n***',
      ],
    },
    description:
      'a variable a CI step or a shell echoes (`Run echo "$CERT" | head -c 120`, `+ echo $TOKEN`), and its value on the line under it (behind a log\'s timestamp): a name that says secret, or a certificate, keystore or key whose value is generated (a `.pfx` in base64)',
    keywords: ["echo"],
    anchors: ["echo"],
    reach: { after: 4400 },
    pattern: new RegExp(
      String
        .raw`\becho[ \t]+(?:-[neE]{1,3}[ \t]+)?["']?\$(?:\{|env:)?(?<name>[A-Za-z_]\w{0,60})\}?["']?(?:[ \t]*\|[ \t]*(?:head|cut)[ \t][^\r\n|]{1,40})?[ \t]*\r?\n${LOG_LEAD}(?<v>[A-Za-z0-9+\/_.=-]{16,4000})[ \t]*(?=\r?\n|\r?$|"[,}\]])`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const name = match.groups!.name!;
      if (!printedValue(value) || isPublicKey(value)) return false;
      // (A certificate's or a key file's name: only a generated value, 40 characters or more.)
      if (secretWordName(name)) return mixedNoise(value.slice(0, 200), 16);
      return secretWordName(name, true) && mixedNoise(value.slice(0, 200), 40);
    },
  }),
  rule({
    id: "long-secret-value",
    examples: {
      match: [
        '{"authorizationToken": "«' + LONG + '»", "expiresAt": "2026-11-27T01:12:44Z"}',
        "REGISTRY_TOKEN=«" + sample(600, BASE64URL, 2806) + "»",
      ],
      clean: [
        '{"publicKeyToken": "' + LONG + '"}',
        '{"items": [], "nextPageToken": "' + LONG + '"}',
        "token_example: " + "ab".repeat(400),
        '{"encryptedData":{"password":"AgB' + LONG + '"}}',
      ],
    },
    description:
      "a value longer than the assignment rules read (300 characters bare, 1 000 quoted) under a name that says secret: a registry's token (ECR's `authorizationToken`, 2 000 characters and more), a long session or refresh token; the value generated",
    keywords: ["token", "password", "secret", "credential", "api_key", "apikey", "private_key"],
    // (Not a name inside another value's run, `=…token=`: a line of `token=token=…` would read
    // 65 536 characters from each of its names, the engine trying one character later after each
    // one rejected.)
    pattern:
      /(?<!=[A-Za-z0-9+\/_.-]*)(?:token|password|passwd|secret|credentials?|api_?key|private_?key)\\?["']?[ \t]*[:=][ \t]*\\?["']?(?<v>[A-Za-z0-9+\/_.=-]{300,65536})/gdi,
    secret: ["v"],
    accept: (value, _group, match) => {
      const start = match.index + match[0].length - value.length;
      const name = keyBefore(match.input, start);
      // (Nor a SealedSecret's ciphertext, public by design, where `_sealed.ts` did not see its
      // `encryptedData` parent: it starts with the length of its RSA-wrapped session key, `Ag…`.)
      // (Nor a pagination cursor, `nextPageToken`: a server's place in a list.)
      return secretWordName(name) && !isCursorName(name) && !isPublicKey(value) &&
        !value.startsWith("Ag") &&
        mixedNoise(value.slice(0, 200), 40);
    },
  }),
];
