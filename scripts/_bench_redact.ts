/**
 * Redaction figures for `deno task bench`: recall and false-positive rate over the redaction
 * corpus (tests/redact/_corpus.ts, every case in every written form) and over held-out corpora
 * four to forty-three (tests/redact/_heldout.ts, _heldout_five.ts … _heldout_fortythree.ts), and how fast
 * `redact()` runs: on 20 000-character prompts (the size `ctx init` sends) and on 1 MB blocks of
 * prose, code, dense text and raw transcript JSONL, and its first call in a fresh process.
 */
import process from "node:process";
import { redact } from "../src/redact/mod.ts";
import {
  ALIGNED_WORST,
  generatedRunsLine,
  LONG_VALUE_WORST,
  quotedRunsLine,
} from "../tests/redact/_worst_cases.ts";
import { CLEAN_CASES, SECRET_CASES, secretGone, writeCase } from "../tests/redact/_corpus.ts";
import { HELD_OUT_CLEAN, HELD_OUT_SECRETS, scoreHeldOut } from "../tests/redact/_heldout.ts";
import { FIVE_CLEAN, FIVE_SECRETS } from "../tests/redact/_heldout_five.ts";
import { SIX_CLEAN, SIX_SECRETS } from "../tests/redact/_heldout_six.ts";
import { SEVEN_CLEAN, SEVEN_SECRETS } from "../tests/redact/_heldout_seven.ts";
import { EIGHT_CLEAN, EIGHT_SECRETS } from "../tests/redact/_heldout_eight.ts";
import { NINE_CLEAN, NINE_SECRETS } from "../tests/redact/_heldout_nine.ts";
import { TEN_CLEAN, TEN_SECRETS } from "../tests/redact/_heldout_ten.ts";
import { ELEVEN_CLEAN, ELEVEN_SECRETS } from "../tests/redact/_heldout_eleven.ts";
import { TWELVE_CLEAN, TWELVE_SECRETS } from "../tests/redact/_heldout_twelve.ts";
import { THIRTEEN_CLEAN, THIRTEEN_SECRETS } from "../tests/redact/_heldout_thirteen.ts";
import { FOURTEEN_CLEAN, FOURTEEN_SECRETS } from "../tests/redact/_heldout_fourteen.ts";
import { FIFTEEN_CLEAN, FIFTEEN_SECRETS } from "../tests/redact/_heldout_fifteen.ts";
import { SIXTEEN_CLEAN, SIXTEEN_SECRETS } from "../tests/redact/_heldout_sixteen.ts";
import { SEVENTEEN_CLEAN, SEVENTEEN_SECRETS } from "../tests/redact/_heldout_seventeen.ts";
import { EIGHTEEN_CLEAN, EIGHTEEN_SECRETS } from "../tests/redact/_heldout_eighteen.ts";
import { NINETEEN_CLEAN, NINETEEN_SECRETS } from "../tests/redact/_heldout_nineteen.ts";
import { TWENTY_CLEAN, TWENTY_SECRETS } from "../tests/redact/_heldout_twenty.ts";
import { TWENTYONE_CLEAN, TWENTYONE_SECRETS } from "../tests/redact/_heldout_twentyone.ts";
import { TWENTYTWO_CLEAN, TWENTYTWO_SECRETS } from "../tests/redact/_heldout_twentytwo.ts";
import { TWENTYTHREE_CLEAN, TWENTYTHREE_SECRETS } from "../tests/redact/_heldout_twentythree.ts";
import { TWENTYFOUR_CLEAN, TWENTYFOUR_SECRETS } from "../tests/redact/_heldout_twentyfour.ts";
import { TWENTYFIVE_CLEAN, TWENTYFIVE_SECRETS } from "../tests/redact/_heldout_twentyfive.ts";
import { TWENTYSIX_CLEAN, TWENTYSIX_SECRETS } from "../tests/redact/_heldout_twentysix.ts";
import { TWENTYSEVEN_CLEAN, TWENTYSEVEN_SECRETS } from "../tests/redact/_heldout_twentyseven.ts";
import { TWENTYEIGHT_CLEAN, TWENTYEIGHT_SECRETS } from "../tests/redact/_heldout_twentyeight.ts";
import { TWENTYNINE_CLEAN, TWENTYNINE_SECRETS } from "../tests/redact/_heldout_twentynine.ts";
import { THIRTY_CLEAN, THIRTY_SECRETS } from "../tests/redact/_heldout_thirty.ts";
import { THIRTYONE_CLEAN, THIRTYONE_SECRETS } from "../tests/redact/_heldout_thirtyone.ts";
import { THIRTYTWO_CLEAN, THIRTYTWO_SECRETS } from "../tests/redact/_heldout_thirtytwo.ts";
import { THIRTYTHREE_CLEAN, THIRTYTHREE_SECRETS } from "../tests/redact/_heldout_thirtythree.ts";
import { THIRTYFOUR_CLEAN, THIRTYFOUR_SECRETS } from "../tests/redact/_heldout_thirtyfour.ts";
import { THIRTYFIVE_CLEAN, THIRTYFIVE_SECRETS } from "../tests/redact/_heldout_thirtyfive.ts";
import { THIRTYSIX_CLEAN, THIRTYSIX_SECRETS } from "../tests/redact/_heldout_thirtysix.ts";
import { THIRTYSEVEN_CLEAN, THIRTYSEVEN_SECRETS } from "../tests/redact/_heldout_thirtyseven.ts";
import { THIRTYEIGHT_CLEAN, THIRTYEIGHT_SECRETS } from "../tests/redact/_heldout_thirtyeight.ts";
import { THIRTYNINE_CLEAN, THIRTYNINE_SECRETS } from "../tests/redact/_heldout_thirtynine.ts";
import { FORTY_CLEAN, FORTY_SECRETS } from "../tests/redact/_heldout_forty.ts";
import { FORTYONE_CLEAN, FORTYONE_SECRETS } from "../tests/redact/_heldout_fortyone.ts";
import { FORTYTWO_CLEAN, FORTYTWO_SECRETS } from "../tests/redact/_heldout_fortytwo.ts";
import { FORTYTHREE_CLEAN, FORTYTHREE_SECRETS } from "../tests/redact/_heldout_fortythree.ts";
import { RUNTIME_FLAGS } from "../src/cli/launcher.ts";
import { type Figure, round } from "./_bench_core.ts";

const PROMPT = 20_000;
const BLOCK = 1_000_000;

/**
 * `text` repeated to `size` characters, as one flat string: what `redact()` is given in use is text
 * decoded from a file or parsed from JSON, never a slice of a larger string (V8 keeps a slice as a
 * view into its parent, and a character loop over one ran about 40 % slower: docs/performance.md,
 * "Redaction on dense text, round five").
 */
function repeatTo(text: string, size: number): string {
  const sliced = text.repeat(Math.ceil(size / text.length)).slice(0, size);
  return new TextDecoder().decode(new TextEncoder().encode(sliced));
}

/**
 * ctx's own TypeScript sources, without the redaction rules (tables naming every vendor's token,
 * unlike any other code): code full of `token`, `password`, `key`, `--flags` and escapes.
 */
async function sourceCode(): Promise<string> {
  const root = new URL("../src/", import.meta.url);
  const parts: string[] = [];
  const walk = async (dir: URL) => {
    const entries = [];
    for await (const e of Deno.readDir(dir)) entries.push(e);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (e.isDirectory && e.name !== "redact") await walk(new URL(`${e.name}/`, dir));
      else if (e.name.endsWith(".ts")) parts.push(await Deno.readTextFile(new URL(e.name, dir)));
    }
  };
  await walk(root);
  return parts.join("\n");
}

/** The texts timed: name, text, size label. */
export async function redactionSamples(): Promise<Array<[string, string]>> {
  const prose = "The build fails because the cache key changed; I reran the migration and the " +
    "tests pass now. See src/db.ts and the CI log for the stack trace.\n";
  const dense = CLEAN_CASES.join("\n") + "\n" +
    SECRET_CASES.slice(0, 12).map((c) => c.before + c.secret + c.after).join("\n");
  const code = await sourceCode();
  // Raw transcript lines: each record carries a piece of code or dense text as a JSON string.
  const records: string[] = [];
  for (let i = 0; i < 40; i++) {
    const text = i % 2 === 0 ? code.slice(i * 2_000, i * 2_000 + 6_000) : dense.slice(0, 6_000);
    records.push(JSON.stringify({ type: "user", message: { role: "user", content: text } }));
  }
  // A CI log: numbered lines with a password every sixth (a later pass gives rules that read
  // around a match many short stretches of a long text; their searches must not each read on to
  // its end).
  const log: string[] = [];
  for (let i = 0; i < 600; i++) {
    log.push(
      i % 6 === 0
        ? `export DB_PASSWORD=Pw${(i * 7919 + 104729).toString(36)}Q${i % 97}x`
        : `The build ${i % 97} fails at step ${i % 13} of stage ${i % 7}`,
    );
  }
  return [
    ["prose, 20 000-character prompt", repeatTo(prose, PROMPT)],
    ["dense, 20 000-character prompt", repeatTo(dense, PROMPT)],
    ["prose, 1 MB block", repeatTo(prose, BLOCK)],
    ["code, 1 MB block", repeatTo(code, BLOCK)],
    ["dense text, 1 MB block", repeatTo(dense, BLOCK)],
    ["transcript JSONL, 1 MB block", repeatTo(records.join("\n") + "\n", BLOCK)],
    ["CI log with a password every sixth line, 1 MB block", repeatTo(log.join("\n") + "\n", BLOCK)],
  ];
}

/**
 * MB/s of `redact()` on `text`: the best of `rounds` calls after one warm-up call, in CPU time
 * (user + system) of this process, so other work on a shared machine weighs less; `wall` is the
 * best wall-clock time, in ms.
 */
export function speed(text: string, rounds: number, run = redact): number {
  return timed(text, rounds, run).mbs;
}

function timed(text: string, rounds: number, run = redact): { mbs: number; wall: number } {
  run(text);
  let cpu = Infinity;
  let wall = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    run(text);
    const c = process.cpuUsage(c0);
    wall = Math.min(wall, performance.now() - t0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  return { mbs: text.length / 1e6 / (cpu / 1000), wall };
}

function corpusFigures(): Figure[] {
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
  return [
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
}

function heldOutFigures(): Figure[] {
  const figures: Figure[] = [];
  const corpora = [
    ["four", HELD_OUT_SECRETS, HELD_OUT_CLEAN],
    ["five", FIVE_SECRETS, FIVE_CLEAN],
    ["six", SIX_SECRETS, SIX_CLEAN],
    ["seven", SEVEN_SECRETS, SEVEN_CLEAN],
    ["eight", EIGHT_SECRETS, EIGHT_CLEAN],
    ["nine", NINE_SECRETS, NINE_CLEAN],
    ["ten", TEN_SECRETS, TEN_CLEAN],
    ["eleven", ELEVEN_SECRETS, ELEVEN_CLEAN],
    ["twelve", TWELVE_SECRETS, TWELVE_CLEAN],
    ["thirteen", THIRTEEN_SECRETS, THIRTEEN_CLEAN],
    ["fourteen", FOURTEEN_SECRETS, FOURTEEN_CLEAN],
    ["fifteen", FIFTEEN_SECRETS, FIFTEEN_CLEAN],
    ["sixteen", SIXTEEN_SECRETS, SIXTEEN_CLEAN],
    ["seventeen", SEVENTEEN_SECRETS, SEVENTEEN_CLEAN],
    ["eighteen", EIGHTEEN_SECRETS, EIGHTEEN_CLEAN],
    ["nineteen", NINETEEN_SECRETS, NINETEEN_CLEAN],
    ["twenty", TWENTY_SECRETS, TWENTY_CLEAN],
    ["twenty-one", TWENTYONE_SECRETS, TWENTYONE_CLEAN],
    ["twenty-two", TWENTYTWO_SECRETS, TWENTYTWO_CLEAN],
    ["twenty-three", TWENTYTHREE_SECRETS, TWENTYTHREE_CLEAN],
    ["twenty-four", TWENTYFOUR_SECRETS, TWENTYFOUR_CLEAN],
    ["twenty-five", TWENTYFIVE_SECRETS, TWENTYFIVE_CLEAN],
    ["twenty-six", TWENTYSIX_SECRETS, TWENTYSIX_CLEAN],
    ["twenty-seven", TWENTYSEVEN_SECRETS, TWENTYSEVEN_CLEAN],
    ["twenty-eight", TWENTYEIGHT_SECRETS, TWENTYEIGHT_CLEAN],
    ["twenty-nine", TWENTYNINE_SECRETS, TWENTYNINE_CLEAN],
    ["thirty", THIRTY_SECRETS, THIRTY_CLEAN],
    ["thirty-one", THIRTYONE_SECRETS, THIRTYONE_CLEAN],
    ["thirty-two", THIRTYTWO_SECRETS, THIRTYTWO_CLEAN],
    ["thirty-three", THIRTYTHREE_SECRETS, THIRTYTHREE_CLEAN],
    ["thirty-four", THIRTYFOUR_SECRETS, THIRTYFOUR_CLEAN],
    ["thirty-five", THIRTYFIVE_SECRETS, THIRTYFIVE_CLEAN],
    ["thirty-six", THIRTYSIX_SECRETS, THIRTYSIX_CLEAN],
    ["thirty-seven", THIRTYSEVEN_SECRETS, THIRTYSEVEN_CLEAN],
    ["thirty-eight", THIRTYEIGHT_SECRETS, THIRTYEIGHT_CLEAN],
    ["thirty-nine", THIRTYNINE_SECRETS, THIRTYNINE_CLEAN],
    ["forty", FORTY_SECRETS, FORTY_CLEAN],
    ["forty-one", FORTYONE_SECRETS, FORTYONE_CLEAN],
    ["forty-two", FORTYTWO_SECRETS, FORTYTWO_CLEAN],
    ["forty-three", FORTYTHREE_SECRETS, FORTYTHREE_CLEAN],
  ] as const;
  for (const [name, secrets, clean] of corpora) {
    const s = scoreHeldOut((text) => redact(text).text, secrets, clean);
    const recall = Math.min(s.caught, s.caughtInRecord) / s.secrets;
    const untouched = Math.min(s.untouched, s.untouchedInRecord) / s.clean;
    figures.push(
      {
        name: `redaction recall (held-out corpus ${name})`,
        value: round(100 * recall),
        unit: "%",
        goal: ">= 99%",
        met: recall >= 0.99,
        detail: `${s.caught}/${s.secrets} as written, ${s.caughtInRecord}/${s.secrets} in a ` +
          `JSONL record; missed: ${s.missed.join("; ") || "none"}`,
      },
      {
        name: `redaction clean text untouched (held-out corpus ${name})`,
        value: round(100 * untouched),
        unit: "%",
        goal: ">= 98%",
        met: untouched >= 0.98,
        detail: `${s.untouched}/${s.clean} as written, ${s.untouchedInRecord}/${s.clean} in a ` +
          `JSONL record; changed: ${s.changed.join("; ") || "none"}`,
      },
    );
  }
  return figures;
}

/**
 * The first `redact()` of a 20,000-character dense prompt in a fresh process (the rule set built,
 * the rules' regexes compiled on their first run): every `ctx` process that redacts pays it once.
 * Median CPU time of `processes` runs of `redact_first_call.ts`, each a process of its own with
 * ctx's V8 flags.
 */
async function firstCallFigure(processes: number): Promise<Figure> {
  const runs: Array<{ first: number; second: number }> = [];
  for (let i = 0; i < processes; i++) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        ...RUNTIME_FLAGS,
        new URL("redact_first_call.ts", import.meta.url).pathname,
        "--kind=dense",
      ],
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (!out.success) throw new Error("redact_first_call.ts failed");
    runs.push(JSON.parse(new TextDecoder().decode(out.stdout)));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const first = median(runs.map((r) => r.first));
  return {
    name: "first redact() in a fresh process (dense, 20 000-character prompt)",
    value: round(first),
    unit: "ms",
    goal: "report",
    met: true,
    detail: `CPU time, median of ${processes} processes; the second call ` +
      `${round(median(runs.map((r) => r.second)))} ms`,
  };
}

/**
 * Inputs that once cost a rule quadratic time (a test keeps each one's answer; its time is
 * measured here, never asserted in a test): one line of 1 MB of generated runs (random-token read
 * each run's whole line), `TOKEN  ` on one line of 1 MB (aligned-column-secret) and 1 MB of
 * `NAME  PASSWORD` lines (variable-used-as-secret), `token=` on one line of 1 MB
 * (long-secret-value) and 1 MB of generated runs in quotes on one line (`_string_pieces.ts`).
 */
export function worstCaseSamples(): Array<readonly [string, string]> {
  return [
    ["one line of 1 MB of generated runs", generatedRunsLine(BLOCK)],
    ...ALIGNED_WORST,
    ...LONG_VALUE_WORST,
    ["one line of 1 MB of generated runs in quotes", quotedRunsLine(BLOCK)],
  ];
}

export async function benchRedaction(quick: boolean): Promise<Figure[]> {
  const figures = [...corpusFigures(), ...heldOutFigures()];
  figures.push(await firstCallFigure(quick ? 3 : 7));
  for (const [name, text] of await redactionSamples()) {
    const small = text.length <= PROMPT;
    const rounds = quick ? 2 : small ? 40 : 9;
    const { mbs, wall } = timed(text, rounds);
    const goal = /^(code|dense text), 1 MB/.test(name) ? ">= 20 MB/s" : "report";
    figures.push({
      name: `redact() on ${name}`,
      value: round(mbs),
      unit: "MB/s",
      goal,
      met: goal === "report" || mbs >= 20,
      detail: `${round(text.length / (mbs * 1000))} ms of CPU per call (best of ${rounds}); ` +
        `${round(wall)} ms wall-clock`,
    });
  }
  for (const [name, text] of worstCaseSamples()) {
    const { mbs, wall } = timed(text, quick ? 1 : 3);
    figures.push({
      name: `redact() on ${name} (a worst case)`,
      value: round(mbs),
      unit: "MB/s",
      goal: "report",
      met: true,
      detail: `${round(text.length / (mbs * 1000))} ms of CPU per call (best of ${
        quick ? 1 : 3
      }); ${round(wall)} ms wall-clock; quadratic would be tens of seconds`,
    });
  }
  return figures;
}
