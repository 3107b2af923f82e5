/**
 * `random-token`'s one-pass character test (`generatedRun`, src/redact/_random_runs.ts) against
 * the three tests it stands for, written one after the other (`mixedNoise` on the run, on each
 * piece between `-`, `_`, `.`, `~`, and the spread of distinct characters): a change to one that
 * the other does not follow would change which runs are caught. And the names and words the
 * detector reads before a run without a regex, in each form a line writes them.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64URL, HEX, sample } from "../../src/redact/_examples.ts";
import { mixedNoise } from "../../src/redact/_noise.ts";
import { generatedRun } from "../../src/redact/_random_runs.ts";
import { namesIn } from "../../src/redact/_random_reads.ts";
import { mulberry32 } from "../_mulberry32.ts";

/** The three tests as `randomRun` wrote them before they were read in one pass. */
function written(v: string): boolean {
  if (!mixedNoise(v, 20)) return false;
  if (/[-_.~]/.test(v) && !v.split(/[-_.~]/).some((piece) => mixedNoise(piece, 10))) return false;
  const expected = 64 * (1 - Math.pow(1 - 1 / 64, v.length));
  return new Set(v).size >= 0.6 * expected;
}

Deno.test("random-token: the one-pass character test decides what the three tests decide", () => {
  // Runs of every kind the detector meets: random base64url, hex, words with digits, pieces of
  // every length, repeated patterns, one class only, with `=` padding after.
  const alphabets = [ALNUM, BASE64URL, HEX, "abcXYZ019-_.~", "aB3", "Ab1-", "abcdefg1", "+/Ab9"];
  let agree = 0, generated = 0;
  for (let seed = 1; seed <= 6000; seed++) {
    const alphabet = alphabets[seed % alphabets.length]!;
    const length = 20 + seed % 81;
    let v = sample(length, alphabet, seed);
    if (seed % 7 === 0) v = v.slice(0, 12) + "-" + v.slice(13);
    if (seed % 11 === 0) v = v.slice(0, length / 2).repeat(2).slice(0, length);
    const padded = v + "=".repeat(seed % 3);
    const expected = written(v);
    assert.equal(generatedRun(padded, v.length), expected, v);
    agree++;
    if (expected) generated++;
  }
  // Both answers occur often: the comparison is not one-sided.
  assert.ok(generated > 1000 && agree - generated > 1000, `${generated} of ${agree}`);
  for (const v of ["UserAccountSettingsPanel2Handler", "my-service-name-v2-production-build"]) {
    assert.equal(generatedRun(v, v.length), false, v);
  }
});

/** The detector takes `key` from `text` with `plain` in it, and keeps it with `safe` instead. */
function onlyWithout(text: string, key: string, safe: string, plain: string) {
  const out = redact(text.replace("{}", plain));
  assert.ok(!out.text.includes(key), `not caught with ${plain}: ${out.text}`);
  const input = text.replace("{}", safe);
  assert.equal(redact(input).text, input);
}

Deno.test("random-token: a safe word above a run counts in every form a line writes it", () => {
  const key = sample(40, ALNUM, 7101);
  // camelCase, capitals, digits after the word (`MD5`, `sha256`), capitals before a word.
  onlyWithout(`the {} of the call was ${key}`, key, "prodId", "prodSetting");
  onlyWithout(`{} stored: ${key}`, key, "PROD_ID", "PROD_SETTING");
  onlyWithout(`Content-{} of the part was ${key}`, key, "MD5", "Type2");
  onlyWithout(`{} of the upload was ${key}`, key, "sha256", "owner256");
  onlyWithout(`the HTTP{}2 of the host was ${key}`, key, "Thumbprint", "Setting");
  onlyWithout(`| {} |\n| --- |\n| ${key} |`, key, "build", "prod");
});

Deno.test("random-token: a name or a call right before a run, quoted or not, keeps it", () => {
  const key = sample(32, ALNUM, 7102);
  const pairs: Array<[string, string]> = [["monkey = ", "monkey "], ["x := ", "x ! "]];
  for (const [safe, plain] of pairs) {
    for (const quote of ['"', "'", "`", "@", '\\"', ""]) {
      onlyWithout(`{}${quote}${key}${quote.replace("@", "")} here`, key, safe, plain);
    }
  }
  onlyWithout(`const v = a {} \`${key}\``, key, "??", "!!");
  onlyWithout(`frobnicate{} "${key}" )`, key, "(", " ");
  onlyWithout(`pair(1{}\t${key})`, key, ",", "");
});

/** The names `namesIn` finds, read with the regex its comment gives (words cut and lower-cased). */
function namedByRegex(text: string, names: ReadonlySet<string>): boolean {
  // (A JSON escape's letter starts no word: read as a space.)
  const words = text.replace(/\\[nrt]/g, "\\ ").match(/[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])/g) ?? [];
  return words.some((w) =>
    names.has(w.toLowerCase()) || names.has(w.toLowerCase().replace(/\d+$/, ""))
  );
}

Deno.test("random-token: the words read before a run are the regex's words, in every case and form", () => {
  const names = new Set(["id", "sha", "md5", "build", "request", "key_id"]);
  const pieces = [
    "Id",
    "ID",
    "id",
    "Sha",
    "SHA256",
    "sha2",
    "Md5",
    "MD",
    "Build",
    "BUILDS",
    "request",
    "Requests",
    "key",
    "_",
    "-",
    " ",
    "\\n",
    "\\t",
    "\\",
    "x",
    "HTTP",
    "Client",
    "2",
    "9",
    ".",
    "Q",
  ];
  const random = mulberry32(7203);
  let named = 0;
  for (let n = 0; n < 5000; n++) {
    let text = "";
    for (let k = 1 + Math.floor(random() * 9); k > 0; k--) {
      text += pieces[Math.floor(random() * pieces.length)];
    }
    const expected = namedByRegex(text, names);
    assert.equal(namesIn(text, names), expected, JSON.stringify(text));
    if (expected) named++;
  }
  // Both answers occur often: the comparison is not one-sided.
  assert.ok(named > 1000 && named < 4000, `${named} of 5000`);
});
