/**
 * Redaction figures for `deno task bench`: recall and false-positive rate over the redaction
 * corpus (tests/redact/_corpus.ts, every case in every written form), and how fast `redact()`
 * runs on 20 000-character prompts (the size `ctx init` sends), plain prose and prose dense
 * with secrets and look-alikes.
 */
import { redact } from "../src/redact/mod.ts";
import { CLEAN_CASES, SECRET_CASES, secretGone, writeCase } from "../tests/redact/_corpus.ts";
import { type Figure, round } from "./_bench_core.ts";

const PROMPT = 20_000;

function prompts(): Array<[string, string]> {
  const prose = "The build fails because the cache key changed; I reran the migration and the " +
    "tests pass now. See src/db.ts and the CI log for the stack trace.\n";
  const dense = CLEAN_CASES.join("\n") + "\n" +
    SECRET_CASES.slice(0, 12).map((c) => c.before + c.secret + c.after).join("\n");
  return [
    ["prose", prose.repeat(Math.ceil(PROMPT / prose.length)).slice(0, PROMPT)],
    ["dense", dense.repeat(Math.ceil(PROMPT / dense.length)).slice(0, PROMPT)],
  ];
}

/** MB/s of `redact()` on `text`: the best of 5 rounds of `rounds` calls. */
function speed(text: string, rounds: number): number {
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) redact(text);
    best = Math.min(best, (performance.now() - t0) / rounds);
  }
  return text.length / 1e6 / (best / 1000);
}

export function benchRedaction(quick: boolean): Promise<Figure[]> {
  let caught = 0;
  let exact = 0;
  let total = 0;
  for (const c of SECRET_CASES) {
    for (const w of writeCase(c)) {
      const out = redact(w.input).text;
      total++;
      if (secretGone(out, c, w)) caught++;
      if (out === w.expected) exact++;
    }
  }
  let changed = 0;
  let clean = 0;
  for (const input of CLEAN_CASES) {
    for (const text of [input, JSON.stringify({ content: input }), encodeURIComponent(input)]) {
      clean++;
      if (redact(text).text !== text) changed++;
    }
  }
  const recall = caught / total;
  const fpRate = changed / clean;
  const figures: Figure[] = [
    {
      name: "redaction recall (corpus, every written form)",
      value: round(100 * recall),
      unit: "%",
      goal: ">= 99%",
      met: recall >= 0.99,
      detail: `${caught}/${total} secrets gone; ${exact}/${total} with exactly the secret part ` +
        `replaced (${SECRET_CASES.length} cases in plain, JSON, JSON-in-JSON, URL, glued forms)`,
    },
    {
      name: "redaction false positives (clean corpus)",
      value: round(100 * fpRate),
      unit: "%",
      goal: "<= 1%",
      met: fpRate <= 0.01,
      detail: `${changed}/${clean} clean texts changed (${CLEAN_CASES.length} texts in plain, ` +
        "JSON and URL-encoded form)",
    },
  ];
  for (const [name, text] of prompts()) {
    const mbs = speed(text, quick ? 5 : 40);
    figures.push({
      name: `redact() on a 20 000-character prompt (${name})`,
      value: round(mbs),
      unit: "MB/s",
      goal: "report",
      met: true,
      detail: `${round(PROMPT / (mbs * 1000))} ms per prompt; best of 5`,
    });
  }
  return Promise.resolve(figures);
}
