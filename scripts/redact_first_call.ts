/**
 * The cost of the first `redact()` in a fresh process: the rule set is built then (`RuleSet`,
 * its keyword index, the rules' regexes compiled on their first run), and every `ctx` process that
 * redacts pays it once (a hook, `ctx init`, a one-shot distill). Prints, as JSON, the CPU time in
 * ms of the first call on a 20,000-character prompt (`--kind=dense` or `--kind=prose`), its wall
 * time, and the CPU time of a second call on the same text. Run it in fresh processes and take
 * the median (`deno task bench --only=redaction` does: `firstCallFigure`).
 *
 *   deno run -A scripts/redact_first_call.ts --kind=dense
 */
import process from "node:process";
import { redact } from "../src/redact/mod.ts";
import { redactionSamples } from "./_bench_redact.ts";

const kind = Deno.args.find((a) => a.startsWith("--kind="))?.slice(7) ?? "dense";
const text = (await redactionSamples()).find(([name]) => name.startsWith(`${kind}, 20 000`))?.[1];
if (text === undefined) throw new Error(`--kind=${kind}: dense or prose`);
const cpu = (since: { user: number; system: number }) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};
const t0 = performance.now();
const c0 = process.cpuUsage();
redact(text);
const first = cpu(c0);
const wall = performance.now() - t0;
const c1 = process.cpuUsage();
redact(text);
console.log(JSON.stringify({ first, wall, second: cpu(c1) }));
