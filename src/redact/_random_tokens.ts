/**
 * A token judged by its own characters: a generated secret (an API key, a token, a generated
 * password) pasted with no word near it that names it, in a format no rule knows. The other rules
 * find a secret by its name, its vendor's prefix or the words around it; this one reads the run of
 * token characters itself, and takes it when it is random the way a generated value is and nothing
 * in it or right before it says it is public (docs/redaction.md, "A token judged by its own
 * characters").
 *
 * What it takes, all of:
 * - a run of 20 to 100 base64/base64url characters (`=` padding after), not part of a path, a host
 *   name, a call or a longer run, holding a digit;
 * - mixed classes changing the way a random string's do (`mixedNoise`: upper, lower and digit, a
 *   change of class at least every 2.5 characters, lone lower-case letters), in one of its pieces
 *   between `-`, `_`, `.` too (an identifier's words run for several letters each);
 * - a spread of characters: at least 60 % of a random string's expected number of distinct ones
 *   (a string of 40 random base62 characters holds about 30; a repeated pattern holds few);
 * - not a value the shape rules keep (`shapeNeeds` of `_nearby.ts`: a UUID, a path, an object id
 *   `call_…`, a public key's or an image's base64, an `sha512-` integrity, a stand-in, a reference).
 *
 * What it keeps, from the structure around it (its line and the two above): a word there that
 * says id, digest, signature or public (`"requestId": "…"`, `Content-MD5:`, a `public_key`
 * column), a digest's prefix (`h1:…=` of go.sum, `sha256:`), a URN, a line of a base64 block or an
 * armoured block, base64 that decodes to text (the encoded rules read what it hides) or stands in a
 * `data:` URI; and a value under a name, given to a call or in a URL: the rules on names judged it
 * by its name, and this one does not overrule them. (What stands before the run, the names, calls,
 * URLs and words that keep it, is read in `_random_token_names.ts`.)
 */
import { ALNUM, BASE64URL, sample } from "./_examples.ts";
import { keptShape } from "./_nearby.ts";
import { generatedRun } from "./_random_runs.ts";
import { tokenChar } from "./_random_reads.ts";
import { keptByWhatPrecedes } from "./_random_token_names.ts";
import { remembered } from "./_remembered.ts";
import { type Rule, rule } from "./_rule.ts";

// A run of token characters from its first digit (as the nearby rules find theirs: the regex
// engine skips ahead to a digit and reads back to the run's start). A run may start after `=`
// and `:` (`x=VALUE`, `key:VALUE`), not inside a path, a host name, a number or a longer run.
const START = String.raw`(?<![A-Za-z0-9_+\/.%$\\-])`;
const BODY = String
  .raw`(?<v>[A-Za-z0-9+\/][A-Za-z0-9_+\/-]{19,99}={0,2})(?![A-Za-z0-9_+\/=@(-]|\.[A-Za-z0-9])`;
// (A digit after a digit is never a run's first: `(?<![0-9])` turns it away with one character
// read, before the look-behind; a dense text holds about 100,000 digits, most of them in numbers.)
const PATTERN = String
  .raw`(?<![0-9])\d(?<=(?=${BODY})${START}(?:[A-Za-z+\/][A-Za-z_+\/-]{0,98})?\d)`;

// Longer runs are blobs: a thinking block's signature, encrypted content, an image, a font.
const MAX_LENGTH = 100;

// An identifier of words in camel case, a bundler's short number after it
// (`callIdsToMarkAsSubmitted2`): its two-letter words (`To`, `As`) stand alone like a random
// string's letters, but every run of lower-case letters follows one capital or starts it, and
// its digits end it. Few random strings of 20 characters or more read so (no two capitals in a
// row, no digit inside), and a run with no digit but at its end is not taken anyway.
const CAMEL_WORDS = /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)+[0-9]{1,2}$/;

/**
 * True when the run's own characters look generated (see the file's comment). (Its answer is
 * remembered: dense text shows the same few runs thousands of times.)
 */
export const randomRun: (value: string) => boolean = remembered(generatedValue);

function generatedValue(value: string): boolean {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 61) end--;
  // (Its classes, its pieces and its spread are read in one pass: `generatedRun`.)
  if (end < 20 || end > MAX_LENGTH || !generatedRun(value, end)) return false;
  // (A run that passes holds the shape `shapeNeeds` asks for; what is left of it is `keptShape`.)
  const v = end === value.length ? value : value.slice(0, end);
  return !CAMEL_WORDS.test(v) && !keptShape(v, v);
}

/** Base64 whose bytes are printable text (`user:pass`, a JSON header): encoded, not generated. */
function decodesToText(value: string): boolean {
  const v = value.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (v.length % 4 === 1) return false;
  let bytes: string;
  try {
    bytes = atob(v + "==".slice(0, (4 - v.length % 4) % 4));
  } catch {
    return false;
  }
  let printable = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    if (c >= 32 && c < 127 || c === 9 || c === 10 || c === 13) printable++;
  }
  return printable >= bytes.length * 0.95;
}

/** The line of `input` holding `at` (a line break ends it, not a JSON `\n`), however long. */
function lineAt(input: string, at: number): [number, number] {
  const from = input.lastIndexOf("\n", at - 1) + 1;
  const to = input.indexOf("\n", at);
  return [from, to === -1 ? input.length : to];
}

const BLOCK_LINE = /^[ \t]*[A-Za-z0-9+\/_-]{40,}={0,2}[ \t]*\r?$/;

/**
 * Whether the run at [start, end) may fill its line as `BLOCK_LINE` reads one: nothing but token
 * characters, then spaces or tabs, between it and the line's start, and after it but `=`, spaces and
 * `\r`. Read outward from the run, a few characters: `lineAt` reads the whole line, and on a long
 * one (a transcript record, a minified file) for each run of it that was time squared: 5 s to 7 s
 * for one line of 1 MB of runs between spaces.
 */
function fillsItsLine(input: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && tokenChar(input.charCodeAt(i))) i--;
  while (i >= 0 && (input[i] === " " || input[i] === "\t")) i--;
  if (i >= 0 && input[i] !== "\n") return false;
  let j = end;
  while (j < input.length && tokenChar(input.charCodeAt(j))) j++;
  while (j < input.length && (input[j] === " " || input[j] === "\t" || input[j] === "\r")) j++;
  return j === input.length || input[j] === "\n";
}

/** True when the run is a line of a base64 block: it fills its line, and so does the next or last. */
function inBlock(input: string, start: number, end: number): boolean {
  if (!fillsItsLine(input, start, end)) return false;
  const [from, to] = lineAt(input, start);
  if (!BLOCK_LINE.test(input.slice(from, to)) || end - start < 40) return false;
  const next = to < input.length ? lineAt(input, to + 1) : undefined;
  const last = from > 0 ? lineAt(input, from - 1) : undefined;
  return [next, last].some((line) =>
    line !== undefined && line[1] - line[0] <= 200 && BLOCK_LINE.test(input.slice(...line))
  );
}

// Ids and keys of a public format: a KSUID (27 base62 characters), an IPFS CIDv0 (`Qm` + 44
// base58), a minisign public key (`RW` + 54), a short prefix before hex (`SM` + 32 hex of a
// Twilio message SID: all-hex is a digest or an id, as everywhere in the rules), an Okta object's
// id (`00u` a user, `00g` a group, `0oa` an app, `aus` an authorization server, `00p` a policy,
// and 17 more: 20 in all; its API token is `00` and 40).
const PUBLIC_ID =
  /^(?:[A-Za-z0-9]{27}|(?:00[ugp]|0oa|aus)[A-Za-z0-9]{17}|Qm[1-9A-HJ-NP-Za-km-z]{44}|RW[A-Za-z0-9+\/]{54}|[A-Za-z]{1,4}[-_]?(?:[0-9a-f]{16,}|[0-9A-F]{16,}))$/;

// Where the armour lines of the last text read stand (`-----BEGIN `, `-----END `), found once per
// text: a dense text holds thousands of runs to check.
let armourOf: string | undefined;
let armourAt: Array<[number, boolean]> = [];

/** Where the armour lines of `input` stand, and which of them begin a block. */
function armourLines(input: string): Array<[number, boolean]> {
  const out: Array<[number, boolean]> = [];
  for (let at = input.indexOf("-----"); at !== -1; at = input.indexOf("-----", at + 5)) {
    if (input.startsWith("BEGIN ", at + 5)) out.push([at, true]);
    else if (input.startsWith("END ", at + 5)) out.push([at, false]);
  }
  return out;
}

/**
 * What `inArmour` reads of a whole text: its armour lines in order, `B` for a begin and `E` for
 * an end. A replacement can take an armour line away but never makes one (`[REDACTED]` holds no
 * `-----`): two texts of one call with the same order hold the same armour lines, and a run whose
 * own lines did not change between them stands after the same one in both.
 */
function armourOrder(input: string): string {
  return armourLines(input).map(([, begin]) => begin ? "B" : "E").join("");
}

/** True when `start` stands inside an armoured block (`-----BEGIN …` above, its `-----END` not). */
function inArmour(input: string, start: number): boolean {
  if (input !== armourOf) {
    armourOf = input;
    armourAt = armourLines(input);
  }
  let last: boolean | undefined;
  for (const [at, begin] of armourAt) {
    if (at >= start) break;
    last = begin;
  }
  return last === true;
}

/** Whether the run at [start, end) of `input` is a generated secret (see the file's comment). */
export function randomTokenAt(input: string, value: string, start: number): boolean {
  if (!randomRun(value) || PUBLIC_ID.test(value) || resourcePath(value)) return false;
  if (keptByWhatPrecedes(input, start)) return false;
  if (inBlock(input, start, start + value.length) || inArmour(input, start)) return false;
  // (`H4sI` opens gzip's bytes in base64: compressed data, like encoded text, is the encoded
  // rules' to read, not a generated value.)
  return !decodesToText(value) && !value.startsWith("H4sI");
}

// A path segment that is a word: a resource's type or a route's (`Patient`, `Observation`,
// `api`, `r4`, `v2`).
const PATH_WORD = /^(?:[A-Z]?[a-z]{2,30}|[a-z]{1,3}\d{0,2}|v\d{1,2})$/;

/**
 * True when `value` is a resource's path: segments that are words, then the id
 * (`/r4/Patient/bOQLy3…`, a FHIR `Observation/ng96W…` reference, `/api/v2/jobs/<id>`): a request
 * log's or a record's address of a resource, not a key. (Base64 holds `/` among random
 * characters, not after words.)
 */
function resourcePath(value: string): boolean {
  const slash = value.lastIndexOf("/");
  if (slash < 2) return false;
  const words = value.slice(0, slash).split("/").filter((p, i) => i > 0 || p !== "");
  return words.every((p) => PATH_WORD.test(p)) && words.some((p) => /^[A-Za-z]{4,}$/.test(p));
}

const KEY = sample(40, ALNUM, 1601);
const PASSWORD = sample(24, BASE64URL, 1602);

/** The rule of this file: it runs last, on what no rule with a better name took. */
export const RANDOM_TOKEN_RULES: readonly Rule[] = [
  rule({
    id: "random-token",
    examples: {
      match: [
        "try with this one: «" + KEY + "»",
        "relay.conf:\n  upstream «" + PASSWORD + "» 443",
        "| prod | «" + sample(32, ALNUM, 1603) + "» |",
      ],
      clean: [
        '{"requestId": "' + sample(32, ALNUM, 1604) + '"}',
        "github.com/pkg/errors v0.9.1 h1:" + sample(43, ALNUM, 1605) + "=",
        "see TestCompactTranscriptHandler2024 and getHTTPClient2ForUser",
        "        const callIdsToMarkAsSubmitted2 = toolCalls.map(",
        "commit 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 fixed it",
        "call_" + sample(24, ALNUM, 1606),
        'monkey = "' + sample(40, ALNUM, 1607) + '"',
        'const token = getToken("' + sample(24, ALNUM, 1608) + '")',
      ],
    },
    description:
      "a run of 20 to 100 token characters that is random the way a generated value is (mixed classes changing often, many distinct characters, no words), with no name, call or URL right before it and no word near it that says id, digest, signature or public, not in a base64 or armoured block, not base64 of text",
    keywords: [],
    // Its checks read the lines around the run (an armour line, the names before it).
    readsMadeText: false,
    // Its regex reads the run's line; `keptByWhatPrecedes` two lines above it, `inBlock` the lines
    // above and below; `inArmour` the armour lines above, wherever they stand.
    around: { above: 2, below: 1, beyond: armourOrder },
    // (Its match is the first digit of a run of 20 to 100 token characters.)
    atRuns: true,
    pattern: new RegExp(PATTERN, "gd"),
    secret: ["v"],
    accept: (value, _group, match) => {
      const start = match.index - value.search(/\d/);
      return randomTokenAt(match.input, value, start);
    },
  }),
];
