/**
 * Secrets known by their shape and a word near them, where no name stands right before the
 * value: a key pasted in chat after the sentence that names it (`here is my key, … 5e96…`), a
 * token inside an f-string or a template literal on a line about auth, a value under a label
 * with colour codes or a comment between, an answer to an interactive prompt after its hint
 * (`? Private API Key: [? for help] …`), a token given as a URL's user (`nats://<token>@host`).
 * The value must look generated (random mixed classes, or 32+ hex digits); the word that says
 * secret may stand anywhere on its line or on the two lines before, and a word on its own line
 * that says digest or public (`sha256`, `commit`, `fingerprint`, `public`) keeps it.
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { LINE_NUMBER } from "./_lines.ts";
import { isUuid, mixedNoise } from "./_noise.ts";
import { remembered } from "./_remembered.ts";
import { type Rule, rule } from "./_rule.ts";
import { saysSecret, WINDOW } from "./_nearby_words.ts";
import { keyBefore, orderRecordToken } from "./_shapes_twentyseven.ts";
import { pairHidden } from "./_shapes_twentyseven_screens.ts";

// What a value's start says it is: a public key or certificate's DER (`AAAA…` of an SSH key),
// an image or document in base64 (PNG, GIF, WebP, PDF, SVG, XML), a subresource digest.
// A JWT's header or claims alone (`eyJhbGciOi…`: public, the JWT rule takes a whole token), a
// SealedSecret's ciphertext (`AgB…`, 200+ characters: safe to commit by design).
const PUBLIC_START =
  /^(?:AAAA[A-Z0-9]|iVBORw0KGgo|R0lGOD|UklGR|JVBERi0|PHN2Zy|PD94bWw|sha\d{1,3}-|eyJ|Ag[A-Za-z0-9+\/_-]{200})/;
// An object id with a lower-case prefix (`fc_…`, `call_…`, `msg_…`, `cus_…`, `chatcmpl-…`): an API
// names its objects so; a secret with a prefix (`sk_`, `ghp_`, `xoxb-`) is a vendor rule's.
const OBJECT_ID = /^[a-z]{2,12}[_-]/;
const SECRET_PREFIX = /^[a-z]*(?:sk|key|sec|tok|pat|pw|pass|auth)[a-z]*[_-]/;
// An uncompressed elliptic-curve point in base64url (a Web Push VAPID public key: 65 bytes).
const EC_POINT = /^B[A-Za-z0-9_-]{85,86}$/;

/**
 * How strong a word a value of this shape needs near it: "any" for random mixed classes or a
 * 32- to 39-hex key (a Mailgun key's head too), "strong" for 40 or 64+ hex digits (more often
 * a digest, unless a word like `token` or `secret` names it), undefined when it is no secret.
 */
export const shapeNeeds: (value: string) => "any" | "strong" | undefined = remembered(needs);

// (`shapeNeeds` unremembered: dense text shows the nearby rules the same few runs many times.)
function needs(value: string): "any" | "strong" | undefined {
  const v = value.endsWith("=") ? value.replace(/=+$/, "") : value;
  if (v.length < 20) return undefined;
  // (The shape first: it turns away most runs, and costs less than the checks after it.)
  let needs: "any" | "strong" | undefined;
  if (/[0-9a-fA-F]{32}/.test(v)) {
    for (const part of v.split(/[-_]/)) {
      if (part.length < 32 || !/^(?:[0-9a-f]+|[0-9A-F]+)$/.test(part)) continue;
      if (!/\d/.test(part) || !/[a-fA-F]/.test(part)) continue;
      needs = part.length >= 40 && part.length !== 48 ? "strong" : "any";
      break;
    }
  }
  if (needs === undefined && mixedNoise(v, 20)) needs = "any";
  if (needs === undefined || keptShape(value, v)) return undefined;
  return needs;
}

/**
 * True when a value of a generated shape is still no secret: a public key's or an image's start,
 * an object id, a UUID, a path, a placeholder or a reference (`v`: `value` without its `=`
 * padding). For `shapeNeeds`, and for a caller that has read the shape already.
 */
export function keptShape(value: string, v: string): boolean {
  // (The anchored tests first: they cost least, and turn away most look-alikes of dense text.)
  if (PUBLIC_START.test(v) || OBJECT_ID.test(v) && !SECRET_PREFIX.test(v)) return true;
  if (EC_POINT.test(v) || isUuid(value)) return true;
  // A path (`uploads/avatars/…`): a word, then `/`.
  return /(?:^|\/)[a-z]{3,}\//.test(v) || isNotASecret(value);
}

/**
 * Where a run found by one of the first two rules starts, read from the match and the run. (The
 * run is captured in a look-around, where `groupSpan` would run the rule's regex again, with
 * offsets, for each run checked.)
 */
type RunStart = (match: RegExpExecArray, value: string) => number;

// The first rule matches the run's first digit: only letters stand between the run's start and it.
const BEFORE_FIRST_DIGIT: RunStart = (match, value) => match.index - value.search(/\d/);

// The second ends its match with the run, then closing quotes or brackets and spaces (none of
// them a character of a run).
export const BEFORE_CLOSERS: RunStart = (match, value) =>
  match.index + match[0].replace(/["'\x60),;\]} \t]+$/, "").length - value.length;

/**
 * The check of a run found near a word (`linesAbove`: how many lines above it may stand on;
 * `runStart`: where the run starts).
 */
export function nearAccept(linesAbove: number, runStart: RunStart): NonNullable<Rule["accept"]> {
  return (value, _group, match) => {
    const needs = shapeNeeds(value);
    if (needs === undefined) return false;
    const start = runStart(match, value);
    if (inPublicArmour(match.input, start)) return false;
    return saysSecret(match.input, start, start + value.length, needs, linesAbove) &&
      !orderRecordToken(keyBefore(match.input, start), match.input, start);
  };
}

/**
 * True when `at` is inside an armoured block whose header says public (`---- BEGIN SSH2 PUBLIC
 * KEY ----`, `-----BEGIN PUBLIC KEY-----`, a PGP public key block): its lines are a public key's,
 * however many lines below the header (a `Comment:` saying `key` may stand between).
 */
function inPublicArmour(input: string, at: number): boolean {
  const before = input.slice(Math.max(0, at - 8000), at);
  const begin = before.lastIndexOf("BEGIN ");
  return begin !== -1 && before.indexOf("END ", begin) === -1 &&
    /^BEGIN [A-Z0-9 ]{0,30}PUBLIC KEY/.test(before.slice(begin, begin + 60));
}

// A run of token characters, not part of a path, a host name, an e-mail, a call (`name(`) or a
// longer run: where it may start, and the run.
// (After a terminal's colour code, `\x1b[32m`, a run starts after its `m`, not at it.)
export const RUN_START = String
  .raw`(?:(?<![A-Za-z0-9_+\/=.%$\\-])(?<!\x1b\[[\d;]{0,12})|(?<=\x1b\[[\d;]{0,12}m))`;
export const RUN_BODY = String
  .raw`(?<v>[A-Za-z0-9+\/][A-Za-z0-9_+\/-]{19,999}={0,2})(?![A-Za-z0-9_+\/=@(-]|\.[A-Za-z0-9])`;
// The same run, found from its first digit (every shape the rules take holds one): the regex
// engine skips ahead to a digit and reads the letters before it back to the run's start, where a
// search from every word's start reads every word of a text. (The digit matches; the run is `v`.
// A look-behind runs right to left: the start's check comes before the run's, so the run is read
// once, from its start, and only for its first digit. The digit stands first, then the look-behind
// that ends with it: a look-behind first was tried at every character, twice the time. A digit
// after a digit is never a run's first: `(?<![0-9])` turns it away before the look-behind.)
const AT_FIRST_DIGIT = String
  .raw`(?<![0-9])\d(?<=(?=${RUN_BODY})${RUN_START}(?:[A-Za-z+\/][A-Za-z_+\/-]{0,998})?\d)`;

// A prompt's hint in brackets or parentheses (`[? for help]`, `(input hidden)`), not a value
// an earlier rule replaced.
const HINT = String.raw`(?:\((?!REDACTED\))[^()\r\n]{1,60}\)|\[(?!REDACTED\])[^\[\]\r\n]{1,60}\])`;

// The words the rules run on: each word that says secret holds one.
export const NEAR_WORDS = [
  "key",
  "token",
  "secret",
  "passw",
  "passphrase",
  "pwd",
  "credential",
  "creds",
  "auth",
  "bearer",
  // "The secret" in the Nordic languages (`hemmeligheden`, `hemligheten`) and German's
  // `Geheimnis`: the words of `STRONG` in `_nearby_words.ts` that hold no English one.
  "hemmelighe",
  "hemlighet",
  "geheimnis",
];

const TOKEN = sample(40, ALNUM, 500);
const HEXKEY = sample(32, HEX, 501);

/** The rules of this file, in the order they run (after the name rules, before prose). */
export const NEARBY_RULES: readonly Rule[] = [
  rule({
    id: "nearby-secret",
    examples: {
      match: [
        "ok here is my key, can you check why the call 401s? «" + HEXKEY + "»",
        'headers={"Authorization": f"Bearer {\'«' + TOKEN + "»'}\"}",
        "mastodon access token (revoked later): «" + TOKEN + "»",
      ],
      clean: [
        "cache key: node-modules-" + sample(64, HEX, 503),
        "the key fingerprint is SHA256:" + sample(43, ALNUM, 504),
        "commit " + sample(40, HEX, 505) + " fixes the token refresh",
        "[PagerDuty] alert on the token service\nDedup key: " + sample(32, HEX, 514),
        "the token test TestCompactTranscriptHandler2024 passes",
        '{"Key": "exports/a.csv", "ETag": "\\"' + sample(32, HEX, 597) + '-12\\""}',
        'const token = getToken("' + sample(24, ALNUM, 507) + '")',
        '{"toolCallId": "call_' + sample(24, ALNUM, 509) + '", "keyId": "' + sample(50, HEX, 510) +
        '"}',
      ],
    },
    description:
      "a generated-looking value (random mixed classes, or 32+ hex digits) with no name right before it, after a word on its line that says secret (`key`, `token`, `password`, `auth`, …), unless its line says id or stand-in or, from that word on, digest, public or encrypted (`sha256`, `fingerprint`, `public`)",
    keywords: NEAR_WORDS,
    // (Its match is the first digit of a run of 20 or more token characters, or of one after a
    // colour code.)
    atRuns: true,
    pattern: new RegExp(AT_FIRST_DIGIT, "gd"),
    secret: ["v"],
    accept: nearAccept(0, BEFORE_FIRST_DIGIT),
  }),
  rule({
    id: "nearby-secret",
    examples: {
      match: [
        "SECRET_KEY = (\n    «" + sample(40, HEX, 502) + "»\n)",
        "here is the new api key:\n\n  «" + TOKEN + "»",
        "tokens:\n  - name: ci\n    value: «" + sample(40, HEX, 511) + "»",
        "     7→together_api_key:\n     8→  «" + sample(32, HEX, 517) + "»",
      ],
      clean: [
        "SSH key fingerprint:\n" + sample(43, ALNUM, 508),
        "-----BEGIN PUBLIC KEY-----\n" + sample(64, BASE64, 512) + "\n-----END PUBLIC KEY-----",
        "api key rotated, see commit:\n" + sample(40, HEX, 513),
        "$ gpg --list-secret-keys\nsec   ed25519/" + sample(16, HEX, 515).toUpperCase() +
        " 2026-01-14 [SC]\n      " + sample(40, HEX, 516).toUpperCase(),
      ],
    },
    description:
      "a generated-looking value alone on its line (indented, quoted, in a list or under a plain `name:`), one or two lines after a word that says secret",
    keywords: NEAR_WORDS,
    // On the lines from a keyword to `WINDOW` characters after it, from each line start (behind a
    // Read tool's line number, `     2→  6b74…`). (The run
    // is taken whole in a look-ahead and matched again by reference: a look-ahead does not
    // backtrack, so a line whose run is not alone is given up at once rather than tried with
    // every shorter run.)
    reach: { after: WINDOW },
    // (Its value ends its line: tried only where such a line starts.)
    valueEnds: { least: 20, run: "token" },
    pattern: new RegExp(
      String
        .raw`(?:^|\n)${LINE_NUMBER}[ \t]{0,40}(?:-[ \t]+)?(?:[A-Za-z_][\w.-]{0,30}[ \t]*[:=][ \t]*)?["'\x60(]?${RUN_START}(?=${RUN_BODY})\k<v>["'\x60),;\]}]{0,6}[ \t]*(?=\r?(?:\n|$))`,
      "gd",
    ),
    secret: ["v"],
    // (Not a key a screen shows over its pair's masked secret: the pair's public half.)
    accept: (value, group, match) =>
      nearAccept(2, BEFORE_CLOSERS)(value, group, match) &&
      !pairHidden(match.input, match.index + match[0].length),
  }),
  rule({
    id: "nearby-secret",
    examples: {
      match: [
        "? Private API Key: [? for help] «b40d40cb-604e-4539-bc77-e79b3ef9f314»",
        "Enter your access token (input hidden): «" + TOKEN + "»",
      ],
      clean: [
        "? Public API Key: [? for help] trpgkzuq",
        "Password [hidden]: ********",
        "Token (optional): none",
        'x = "" === nameSoFar ? "." + getElementKey(children, 0) : nameSoFar, isArray(x)',
      ],
    },
    description:
      "the answer to an interactive prompt for a secret after its hint (`? Private API Key: [? for help] …`, `Token (input hidden): …`): any real value, a UUID too",
    keywords: ["key", "token", "secret", "passw", "passphrase", "passcode"],
    lineHas: /[\])][ \t]*:|:[ \t]*[\[(]/g,
    pattern: new RegExp(
      String
        .raw`(?:key|token|secret|password|passphrase|passcode)s?[ \t]*(?:${HINT}[ \t]*:[ \t]*(?:${HINT}[ \t]*)?|:[ \t]*${HINT}[ \t]*)(?<v>[^\s"'\x60\[\]()<>\\]{6,300})`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const line = match.input.slice(match.input.lastIndexOf("\n", match.index) + 1, match.index);
      if (/public|publishable/i.test(line)) return false;
      // A function's name ending in the word, called (`getElementKey(children, 0) : nameSoFar`
      // of minified React, a ternary): code, not a prompt's hint.
      if (/[\w$]$/.test(line) && /^\w+\(/.test(match[0])) return false;
      return !isNotASecret(value) && !/^(?:none|yes|no|y|n|empty|default|hidden)$/i.test(value) &&
        (/[\d\W]/.test(value) || value.length >= 12);
    },
  }),
  rule({
    id: "nearby-secret",
    examples: {
      match: ["nats sub -s nats://«" + sample(24, ALNUM, 506) + "»@nats.internal:4222 'orders.>'"],
      clean: [
        "git clone https://git@github.com/acme/app.git",
        "ssh://deploy-user-2024@build.acme.io",
        "https://first.last@example.com",
      ],
    },
    description:
      "a URL whose user part is a generated token with no `:` after it (`nats://<token>@host`, `https://<token>@host`)",
    keywords: ["://"],
    pattern: /:\/\/(?<v>[A-Za-z0-9_~.+-]{16,200})@(?=[A-Za-z0-9])/gd,
    secret: ["v"],
    accept: (value) => shapeNeeds(value) !== undefined,
  }),
];
