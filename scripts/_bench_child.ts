/**
 * One measurement in its own process, so its peak memory is its own:
 *   floor    — line split + JSON.parse of every line (the fastest anything can read the file)
 *   pipeline — the Claude Code source's read + clean + redact, as `ctx init` runs them
 * Prints `{ms, peakRssMb, chars}` as JSON on stdout.
 */
import { forEachLine } from "../src/sources/lines.ts";
import { createClaudeCodeSource } from "../src/assistants/claude-code/reader.ts";
import { cleanSession } from "../src/distill/clean.ts";
import { redact } from "../src/redact/mod.ts";

const [mode, file, cwd] = Deno.args;
if (!mode || !file || !cwd) throw new Error("usage: _bench_child.ts floor|pipeline FILE CWD");

let peak = Deno.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, Deno.memoryUsage().rss);
}, 5);

const t0 = performance.now();
let chars = 0;
if (mode === "floor") {
  await forEachLine(file, (line) => {
    if (line) chars += Object.keys(JSON.parse(line)).length;
  });
} else {
  const source = createClaudeCodeSource();
  const st = await Deno.stat(file);
  const read = await source.read(
    { source: "claude-code", id: "big-session", location: file, fingerprint: String(st.size) },
    { projectPath: cwd, home: "/nonexistent", lean: true },
  );
  const cleaned = cleanSession(read.session!, {
    sanitize: true,
    userOnly: false,
    maxChars: 20_000,
  });
  chars = redact(cleaned.text).text.length;
}
const ms = performance.now() - t0;
clearInterval(sampler);
peak = Math.max(peak, Deno.memoryUsage().rss);
console.log(JSON.stringify({ ms, peakRssMb: peak / (1024 * 1024), chars }));
