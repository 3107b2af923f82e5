/**
 * Shapes read from held-out corpus twenty's misses (docs/redaction.md, "Corpus twenty after it
 * was seen"): mobile, desktop and data-science toolchains. The id of a key whose body sits in the
 * same object (a service account's `private_key_id`), the id of a token pair beside its secret;
 * a binary secret's base64 or hex wrapped over lines with no name on the continuation lines (`\`
 * continuations, a YAML folded scalar, a `.p12.b64` file shown); a password printed alone by a
 * command that prints one (Apple's app-specific passwords, R's `Sys.getenv`); and tool flags
 * (`signtool /p`, Unity `-serial`, `steamcmd +login user pass`), a cookie jar's `value:`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { REDACTED } from "./_filters.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { literal, type Rule, rule } from "./_rule.ts";
import { secretName } from "./_shapes_seventeen.ts";

const HEXID = sample(40, HEX, 20_001);
const B64 = ALNUM + "+/";
const LINE1 = sample(64, B64, 20_002);
const LINE2 = sample(64, B64, 20_003);
const LINE3 = sample(20, B64, 20_004);
const PW = sample(8, ALNUM, 20_005) + "." + sample(6, ALNUM, 20_006);
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const APP_PW = [1, 2, 3, 4].map((i) => sample(4, LOWER, 20_010 + i)).join("-");
const LOWKEY = sample(40, LOWER + "0123456789", 20_020);
const SERIAL = "SC-" + [1, 2, 3, 4, 5].map((i) => sample(4, ALNUM.toUpperCase(), 20_030 + i))
  .join("-");
// Bytes written as a registry export's `hex:` list (of printable characters, as a secret's are).
const HEXBYTES = (n: number, seed: number) =>
  [...sample(n, ALNUM, seed)].map((c) => c.charCodeAt(0).toString(16)).join(",");

// A Read tool view's line number (`    12→`) before a line's text.
const LEAD = String.raw`(?:[ \t]*\d{1,7}→)?`;

/** The text within `reach` characters on each side of the match. */
function around(match: RegExpExecArray, reach: number): string {
  const end = match.index + match[0].length;
  return match.input.slice(Math.max(0, match.index - reach), end + reach);
}

/** The text of the line holding `at` and of the line above it (a JSON record's `\n` too). */
function lineAndAbove(input: string, at: number): string {
  const before = input.slice(Math.max(0, at - 400), at).split(/\r?\n|\\n/);
  const after = input.slice(at, at + 200).split(/\r?\n|\\n/)[0];
  return before.slice(-2).join("\n") + after;
}

/** The runs of a value wrapped over lines (its lines' leads and breaks stay): offsets. */
function wrappedRuns(value: string): Array<[number, number]> {
  return [...value.matchAll(/(?<!\[)[A-Za-z0-9+\/=_-]{8,300}/g)].map((m) =>
    [m.index!, m.index! + m[0].length] as [number, number]
  );
}

/** The name a YAML key's `:` at `match` closes (`api_key` of `  api_key: >-`). */
function nameBefore(match: RegExpExecArray): string {
  const before = match.input.slice(Math.max(0, match.index - 80), match.index);
  return /(?:^|[^\w.-])([A-Za-z_][\w.-]{0,60})$/.exec(before)?.[1] ?? "";
}

/** True when the `value:` at `match` follows a `name:` line in a cookie object. */
function underCookieName(match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 300), match.index);
  return /(?:^|\n)(?:[ \t]*\d{1,7}→)?[ \t-]*name:[ \t]*[\w.-]{1,100}[ \t]*\r?\n(?:[ \t]*\d{1,7}→)?[ \t]*$/
    .test(before) && /cookie/i.test(before);
}

/** True when the file name at `match` is what a command that prints a file was given. */
function shownBy(match: RegExpExecArray): boolean {
  const line = match.input.slice(Math.max(0, match.index - 200), match.index).split("\n").pop()!;
  return /(?:^|[\s>$%(])(?:cat|type|Get-Content|gc|head|less|more)[ \t]+\S*$/.test(line);
}

// A name whose base64 value is public or no secret (a certificate, an image).
const PUBLIC_NAME = /cert|public|pubkey|(?:^|_)ca(?:_|$)|image|icon|logo|font|avatar/i;

/**
 * R's console: the output of `Sys.getenv(…)` (`value` runs from its arguments over the two lines
 * below): the quoted values under a secret name (`[1] "…"` for one name; a row of names over a
 * row of values for several). Offsets into `value`.
 */
function printedEnv(value: string): Array<[number, number]> {
  const lines = value.split("\n");
  const [call = "", first = "", second = ""] = lines;
  const names = [...call.matchAll(/["']([\w.-]{1,100})["']/g)].map((m) => m[1] ?? "");
  if (names.length === 0) return [];
  const strip = (s: string) => s.replace(/^(?:[ \t]*\d{1,7}→)?[ \t]*(?:⎿[ \t]*)?/, "");
  /** The quoted values of line `n` (1 or 2) as offsets into `value`. */
  const quoted = (n: number) => {
    const start = lines.slice(0, n).join("\n").length + 1;
    return [...(lines[n] ?? "").matchAll(/"([^"\r\n]{1,300})"/g)].map((m) =>
      [start + m.index + 1, start + m.index + 1 + (m[1] ?? "").length] as [number, number]
    );
  };
  if (/^\[1\]/.test(strip(first))) {
    return names.length === 1 && secretName(names[0] ?? "") ? quoted(1) : [];
  }
  if (second === "") return [];
  const heads = strip(first).trim().split(/[ \t]+/);
  const values = quoted(2);
  if (heads.length !== values.length) return [];
  return values.filter((_, i) => secretName(heads[i] ?? ""));
}

export const TWENTY_RULES: readonly Rule[] = [
  rule({
    id: "key-id-beside-key",
    examples: {
      match: [
        '{\n  "type": "service_account",\n  "private_key_id": "«' + HEXID +
        '»",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n«' + LINE1 + "\\n" + LINE3 +
        '»\\n-----END PRIVATE KEY-----\\n"\n}',
      ],
      clean: [
        "$ gcloud iam service-accounts keys list\nKEY_ID: " + HEXID +
        '\n"private_key_id": "' + HEXID + '"',
      ],
    },
    description:
      "a key's id (`private_key_id`) in the same object as the key's body (a service account's JSON, a dbt `keyfile_json`, a Streamlit `[gcp_service_account]`): it goes with the key (an id printed alone, by `gcloud … keys list`, stays)",
    keywords: ["private_key_id"],
    wholeText: true,
    pattern:
      /private_key_id\\?["']?[ \t]*[:=][ \t]*\\?["']?(?<v>[0-9a-fA-F]{16,64})(?![0-9A-Za-z])/gd,
    secret: ["v"],
    accept: (_value, _group, match) => /PRIVATE KEY-----/.test(around(match, 3000)),
  }),
  rule({
    id: "token-id-beside-secret",
    examples: {
      match: [
        '[work]\ntoken_id = "ak-«' + sample(22, ALNUM, 20_040) + '»"\ntoken_secret = "«as-' +
        sample(22, ALNUM, 20_041) + '»"',
      ],
      clean: ['token_id = "ak-' + sample(22, ALNUM, 20_042) + '"\nactive = true'],
    },
    description:
      "a `token_id` beside its `token_secret` (`~/.modal.toml`): the pair is one credential",
    keywords: ["token_id"],
    wholeText: true,
    pattern:
      /\btoken_id\\?["']?[ \t]*[:=][ \t]*\\?["']?(?:[a-z]{2}-)?(?<v>[A-Za-z0-9_-]{12,100})/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      literal(value) && /token_secret/.test(around(match, 300)) && /\d/.test(value),
  }),
  rule({
    id: "token-username",
    examples: {
      match: [
        "mavenCentralUsername=«" + sample(8, "abcdefghijklmnopqrstuvwxyz", 20_043) +
        "»\nmavenCentralPassword=«" + sample(44, ALNUM, 20_044) + "»",
      ],
      clean: ["mavenCentralUsername=$MAVEN_USER\nmavenCentralPassword=$MAVEN_PASSWORD"],
    },
    description:
      "a Maven Central, OSSRH or Sonatype user token's name (`mavenCentralUsername`, `ossrhUsername`): generated with its password, half of one credential",
    keywords: ["mavencentralusername", "ossrhusername", "sonatypeusername"],
    pattern:
      /\b(?:mavenCentral|ossrh|sonatype)User(?:name)?[ \t]*[=:][ \t]*["']?(?<v>[A-Za-z0-9_.+-]{6,100})/gdi,
    secret: ["v"],
    accept: literal,
  }),
  rule({
    id: "continued-base64",
    examples: {
      match: [
        'ANDROID_KEYSTORE_B64="«' + LINE1 + "»\\\n«" + LINE2 + "»\\\n«" + LINE3 + '=»"',
      ],
      clean: ['CA_CERT_B64="' + LINE1 + "\\\n" + LINE3 + '="'],
    },
    description:
      "a base64 value wrapped over lines with `\\` continuations (a keystore in a CI secret): the first line is named, the rest carry on the same value (see `continued-after-redacted`)",
    // (A binary file's base64 is named for its form or its file: on such a line only.)
    keywords: ["b64", "base64", "keystore", "p12", "pfx", "jks"],
    lineHas: /\\/g,
    pattern:
      /(?<![\w.-])(?<name>[A-Za-z_][\w.-]{0,60})["']?[ \t]*[=:][ \t]*["'](?<v>[A-Za-z0-9+\/]{40,200})\\(?![^\r\n])/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      !PUBLIC_NAME.test(match.groups?.name ?? "") && looksGenerated(value, 40),
  }),
  rule({
    id: "continued-after-redacted",
    examples: {
      match: [
        '"AuthBlob"=hex:«' + HEXBYTES(12, 20_050) + "»,\\\n  «" + HEXBYTES(6, 20_070) + "»",
      ],
      clean: ["docker login -p [REDACTED] \\\n  registry"],
    },
    description:
      "the line after a value taken at a `\\` continuation (`[REDACTED]\\`, `[REDACTED],\\`): base64 or a `.reg` export's `hex:` bytes carrying the same value on",
    keywords: ["[redacted]"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\[REDACTED\],?\\\r?\n${LEAD}[ \t]*(?<v>[A-Za-z0-9+\/]{8,300}={0,2}|[0-9a-fA-F]{2}(?:,[0-9a-fA-F]{2}){1,300})(?=\\|["',]|[ \t]*\r?\n|[ \t]*$)`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => /^[0-9a-fA-F]{2},/.test(value) || looksGenerated(value, 8),
  }),
  rule({
    id: "base64-key-file-shown",
    examples: {
      match: ["$ cat certs/dist.p12.b64\n«" + LINE1 + "»\n«" + LINE2 + "»\n«" + LINE3 + "=»"],
      clean: ["$ cat certs/dist.p12.b64\ncat: certs/dist.p12.b64: No such file or directory"],
    },
    description:
      "the base64 lines of a key store file shown (`cat`, `type`, `Get-Content` of a `.p12`, `.pfx`, `.jks`, `.keystore`, `.bks` or `.p8`, base64-encoded)",
    keywords: [".p12", ".pfx", ".jks", ".keystore", ".bks", ".p8"],
    wholeText: true,
    // (Its match starts at its keyword, the file's extension.)
    startsNearKeyword: { above: 0 },
    pattern:
      /\.(?:p12|pfx|jks|keystore|bks|p8)(?:\.b64|\.base64|\.txt|\.asc)?["']?[ \t]*\r?\n(?<v>[A-Za-z0-9+\/]{20,200}(?:\r?\n[A-Za-z0-9+\/]{8,200}){0,400}={0,2})/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      shownBy(match) && looksGenerated(value.split(/\r?\n/)[0]!, 20),
    split: wrappedRuns,
  }),
  rule({
    id: "folded-secret",
    examples: {
      match: [
        "census:\n  api_key: >-\n    «" + LOWKEY + "»\n    «" +
        LOWKEY.split("").reverse().join("") + "»\n",
      ],
      clean: ["notes: >-\n  " + LOWKEY + "\n", "ca_cert: |\n  " + LINE1 + "\n  " + LINE2],
    },
    description:
      "a YAML block scalar (`>-`, `|`) under a secret's name whose lines are one token wrapped (a long API key folded)",
    keywords: [": >", ": |"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`:[ \t]*[>|][-+]?[ \t]*\r?\n${LEAD}[ \t]+(?<v>(?:\[REDACTED\]|[A-Za-z0-9+\/=_-]{16,300})(?:\r?\n${LEAD}[ \t]+(?:\[REDACTED\]|[A-Za-z0-9+\/=_-]{8,300})){0,100})(?=[ \t]*(?:\r?\n|$)|["'\x60])`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const name = nameBefore(match);
      // (A line an earlier pass took stays taken; the rest must look generated.)
      const joined = value.replace(/\s+(?:\d{1,7}→[ \t]*)?|\[REDACTED\]/g, "");
      return secretName(name) && !PUBLIC_NAME.test(name) &&
        (looksGenerated(joined, 16) || digitsSpread(joined));
    },
    split: wrappedRuns,
  }),
  rule({
    id: "app-specific-password",
    examples: {
      match: [
        "Bash(security find-generic-password -s AC_PASSWORD -w)\n  ⎿  «" + APP_PW + "»",
        "• notarizing appleId=dev@acme.io appleIdPassword=«" + APP_PW + "» teamId=ABCDE12345",
      ],
      clean: ["password reset flow: see wiki page " + APP_PW.replace(/-/g, "/")],
    },
    description:
      "an Apple app-specific password (`abcd-efgh-ijkl-mnop`) on a line, or under a line, that names a password, where Apple's passwords are named (a keychain's `security find-generic-password … -w`, a notarising build's log)",
    // (Where Apple's passwords are asked for or printed: a keychain lookup, a notarising tool or
    // build, an app-specific password's name. The word `password` alone is too common a gate.)
    keywords: [
      "find-generic-password",
      "find-internet-password",
      "appleidpassword",
      "apple_id_password",
      "specific_password",
      "specific-password",
      "ac_password",
      "altool",
      "notarytool",
      "notariz",
      "notaris",
    ],
    // (On the line of the word or the one after it: the command's line, then what it printed.)
    reach: { after: 160 },
    pattern: /(?<![\w\/.-])(?<v>[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4})(?![\w\/.-])/gd,
    secret: ["v"],
    accept: (_value, _group, match) => /password/i.test(lineAndAbove(match.input, match.index)),
  }),
  rule({
    id: "printed-env-secret",
    examples: {
      match: [
        '> Sys.getenv(c("DB_USER", "DB_PASS"))\n   DB_USER        DB_PASS \n "analyst" "«' + PW +
        '»" ',
        '> Sys.getenv("API_TOKEN")\n[1] "«' + PW + '»"',
      ],
      clean: ['> Sys.getenv("HOME")\n[1] "/Users/ana"'],
    },
    description:
      "R's console printing `Sys.getenv(…)`: the quoted values under a secret's name (`[1] \"…\"`, or a row of names over a row of values)",
    keywords: ["sys.getenv"],
    wholeText: true,
    pattern: /Sys\.getenv\((?<out>[^\r\n]{1,300}\r?\n[^\r\n]{1,500}(?:\r?\n[^\r\n]{1,500})?)/gd,
    secret: ["out"],
    accept: (value) => printedEnv(value).length > 0,
    split: printedEnv,
  }),
  rule({
    id: "signing-tool-flags",
    examples: {
      match: [
        "signtool sign /fd SHA256 /f C:\\certs\\codesign.pfx /p «" + PW +
        "» /tr http://ts.acme.io app.exe",
        '& "C:\\Kits\\signtool.exe" sign /f cs.pfx /p «' + PW + "» /fd SHA256 setup.exe",
        "Unity -batchmode -quit -serial «" + SERIAL + "» -username a@acme.io",
        "steamcmd +login builder «" + PW + "» +run_app_build app.vdf +quit",
      ],
      clean: [
        "signtool sign /a /fd SHA256 /p %PFX_PASSWORD% app.exe",
        "steamcmd +login anonymous +app_update 740 +quit",
        "Unity -batchmode -serial $UNITY_SERIAL",
      ],
    },
    description:
      "tools' secret flags: `signtool … /p <pfx password>`, Unity's `-serial <licence>`, `steamcmd +login <user> <password>`",
    keywords: ["signtool", "-serial", "+login"],
    pattern:
      /(?:\bsigntool(?:\.exe)?["']?[ \t][^\r\n]{0,400}?[ \t]\/p[ \t]+(?:"(?<dq>[^"\r\n]{1,200})"|(?<p>[^\s"]{1,200}))|[ \t]-serial[ \t]+["']?(?<serial>[A-Z0-9]{2}-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3,6})\b|\+login[ \t]+[^\s+\\]{1,100}[ \t]+(?:'(?<sq>[^'\r\n]{1,200})'|"(?<sdq>[^"\r\n]{1,200})"|(?<s>[^\s+\\'"][^\s\\'"]{0,199})))/gd,
    secret: ["dq", "p", "serial", "sq", "sdq", "s"],
    accept: (value) => literal(value) && !/^%[\w]+%$/.test(value),
  }),
  rule({
    id: "cookie-jar-value",
    examples: {
      match: [
        "- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «DAWTKNV3" +
        sample(64, HEX, 20_080) +
        "»\n  domain: apple.com",
      ],
      clean: ["- !ruby/object:HTTP::Cookie\n  name: locale\n  value: en_GB\n  domain: apple.com"],
    },
    description:
      "a cookie jar's saved cookie (`HTTP::Cookie` objects in YAML, fastlane's spaceship session): the `value:` under its `name:`, when generated",
    keywords: ["cookie"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`value:[ \t]*(?<v>[^\s'"]{16,4000})`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) =>
      value !== REDACTED && looksGenerated(value, 16) && underCookieName(match),
  }),
];
