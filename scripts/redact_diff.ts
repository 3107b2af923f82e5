/**
 * Redaction, this tree against another: every input below redacted by both, text and findings
 * compared byte for byte. A tool for speed work on `src/redact/` (a change there must give the
 * same answers), not a test and not part of `deno task bench`.
 *
 *   deno run -A --config deno.json scripts/redact_diff.ts /path/to/other/tree
 *
 * The inputs: the redaction corpus in every written form and its clean texts as written, in JSON
 * and URL-encoded; held-out corpora four to nine as written, in a transcript record, as JSON,
 * URL-encoded, with CRLF line breaks and line by line; the shape cases of rounds four, five and
 * eleven in the same forms; every rule's examples; the bench's samples; every real fixture
 * (`../shared/fixtures/real/`) whole and line by line; and mixed texts of all of these.
 */
import { redactionSamples } from "./_bench_redact.ts";
import { CLEAN_CASES, SECRET_CASES, writeCase } from "../tests/redact/_corpus.ts";
import { asRecord, HELD_OUT_CLEAN, HELD_OUT_SECRETS } from "../tests/redact/_heldout.ts";
import { FIVE_CLEAN, FIVE_SECRETS } from "../tests/redact/_heldout_five.ts";
import { SIX_CLEAN, SIX_SECRETS } from "../tests/redact/_heldout_six.ts";
import { SEVEN_CLEAN, SEVEN_SECRETS } from "../tests/redact/_heldout_seven.ts";
import { EIGHT_CLEAN, EIGHT_SECRETS } from "../tests/redact/_heldout_eight.ts";
import { NINE_CLEAN, NINE_SECRETS } from "../tests/redact/_heldout_nine.ts";
import { TEN_CLEAN, TEN_SECRETS } from "../tests/redact/_heldout_ten.ts";
import { ELEVEN_CLEAN, ELEVEN_SECRETS } from "../tests/redact/_heldout_eleven.ts";
import * as round4 from "../tests/redact/_shapes_round4.ts";
import "../tests/redact/_shapes_round4_layouts.ts";
import "../tests/redact/_shapes_round4_lines.ts";
import "../tests/redact/_shapes_round4_tools.ts";
import * as round5 from "../tests/redact/_shapes_round5.ts";
import * as eleven from "../tests/redact/_shapes_eleven_cases.ts";
import { allRules } from "../src/redact/_rules.ts";
import { redact } from "../src/redact/mod.ts";

const other = Deno.args[0];
if (other === undefined) throw new Error("usage: redact_diff.ts OTHER_TREE");
const theirs = (await import(new URL(`file://${Deno.realPathSync(other)}/src/redact/mod.ts`).href))
  .redact as typeof redact;

const inputs = new Set<string>();
const add = (text: string) => inputs.add(text);
const forms = (text: string) => {
  for (const t of [text, asRecord(text), JSON.stringify(text), encodeURIComponent(text)]) add(t);
  if (text.includes("\n")) add(text.replaceAll("\n", "\r\n"));
  for (const line of text.split("\n")) add(line);
};
for (const c of SECRET_CASES) for (const w of writeCase(c)) add(w.input);
for (const t of CLEAN_CASES) forms(t);
const heldOut = [
  ...HELD_OUT_SECRETS,
  ...HELD_OUT_CLEAN,
  ...FIVE_SECRETS,
  ...FIVE_CLEAN,
  ...SIX_SECRETS,
  ...SIX_CLEAN,
  ...SEVEN_SECRETS,
  ...SEVEN_CLEAN,
  ...EIGHT_SECRETS,
  ...EIGHT_CLEAN,
  ...NINE_SECRETS,
  ...NINE_CLEAN,
  ...TEN_SECRETS,
  ...TEN_CLEAN,
  ...ELEVEN_SECRETS,
  ...ELEVEN_CLEAN,
];
for (const c of heldOut) forms(c.text);
for (const shapes of [round4, round5, eleven]) {
  for (const c of shapes.SECRETS) forms(c.text);
  for (const [, text] of shapes.CLEAN) forms(text);
}
for (const r of allRules()) {
  for (const t of [...r.examples?.match ?? [], ...r.examples?.clean ?? []]) {
    forms(t.replaceAll("«", "").replaceAll("»", ""));
  }
}
for (const [, text] of await redactionSamples()) add(text);
const walk = (dir: string) => {
  for (const e of Deno.readDirSync(dir)) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory) walk(path);
    else if (e.isFile && Deno.statSync(path).size < 8_000_000) {
      const text = Deno.readTextFileSync(path);
      add(text);
      for (const line of text.split("\n")) add(line);
    }
  }
};
walk(new URL("../../shared/fixtures/real", import.meta.url).pathname);
// Mixed texts: pieces of the above joined, each with a seeded choice (the same on every run).
const pool = [...inputs].filter((t) => t.length < 4_000);
let seed = 24;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let i = 0; i < 1_500; i++) {
  const parts: string[] = [];
  for (let k = 0, n = 2 + Math.floor(next() * 30); k < n; k++) {
    parts.push(pool[Math.floor(next() * pool.length)]!);
  }
  const r = next();
  add(parts.join(r < 0.4 ? "\n" : r < 0.6 ? "\r\n" : r < 0.8 ? " " : "\\n"));
}

// (Inputs whose text differs are shown first: a rule renamed or merged changes only findings.)
let differ = 0;
let texts = 0;
const shown: Array<[boolean, string]> = [];
for (const text of inputs) {
  const a = redact(text);
  const b = theirs(text);
  if (a.text !== b.text || JSON.stringify(a.findings) !== JSON.stringify(b.findings)) {
    differ++;
    if (a.text !== b.text) texts++;
    const rules = (r: typeof a) => JSON.stringify(r.findings.map((f) => `${f.rule}:${f.count}`));
    shown.push([
      a.text !== b.text,
      `differs (${text.length} chars${a.text !== b.text ? ", text too" : ", findings only"}): ${
        JSON.stringify(text.slice(0, 200))
      }\n  this tree ${rules(a)}, the other ${rules(b)}`,
    ]);
  }
}
for (const [, line] of shown.sort((x, y) => Number(y[0]) - Number(x[0])).slice(0, 12)) {
  console.log(line);
}
console.log(`${inputs.size} inputs, ${differ} differ (${texts} in their text)`);
if (differ > 0) Deno.exit(1);
