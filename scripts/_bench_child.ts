/**
 * One measurement in its own process, so its peak memory is its own:
 *   floor    — line split + JSON.parse of every line (the fastest anything can read the file)
 *   pipeline — the Claude Code source's read + clean + redact, as `ctx init` runs them
 *   source:ID — FILE is a home folder: source ID's discovery, then read + clean + redact of the
 *               first session it finds for the project CWD
 * Prints `{ms, cpuMs, peakRssMb, chars, skipped}` as JSON on stdout (cpuMs: the process's CPU
 * time over the same span, every thread — steadier than `ms` on a loaded machine; skipped: lines
 * the read skipped).
 */
import process from "node:process";
import { forEachLine } from "../src/sources/lines.ts";
import { createClaudeCodeSource } from "../src/assistants/claude-code/reader.ts";
import { cleanSession } from "../src/distill/clean.ts";
import { redact } from "../src/redact/mod.ts";
import { loadConfig } from "../src/config/mod.ts";
import { openSources } from "../src/assistants/mod.ts";
import type { ReadResult } from "../src/types.ts";

const [mode, file, cwd] = Deno.args;
if (!mode || !file || !cwd) {
  throw new Error("usage: _bench_child.ts floor|pipeline|source:ID FILE CWD");
}

let peak = Deno.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, Deno.memoryUsage().rss);
}, 5);

const cpu0 = process.cpuUsage();
const t0 = performance.now();
let chars = 0;
let skipped = 0;
if (mode === "floor") {
  await forEachLine(file, (line) => {
    if (line) chars += Object.keys(JSON.parse(line)).length;
  });
} else {
  let read: ReadResult;
  if (mode === "pipeline") {
    const st = await Deno.stat(file);
    read = await createClaudeCodeSource().read(
      {
        source: "claude-code",
        id: "big-session",
        location: file,
        fingerprint: String(st.size),
        size: st.size, // as discovery gives it: the reader sizes its tables from it
      },
      { projectPath: cwd, home: "/nonexistent", lean: true },
    );
  } else {
    const config = loadConfig({ HOME: file, CTX_HOME: `${file}/.ctx-home` }, {
      os: Deno.build.os,
    });
    const [source] = await openSources(config, [mode.slice("source:".length)]);
    const options = { projectPath: cwd, home: file, lean: true };
    const { refs } = await source!.discover(options);
    if (!refs[0]) throw new Error(`${mode}: no session found under ${file}`);
    read = await source!.read(refs[0], options);
  }
  skipped = read.skippedCount ?? read.skipped.length;
  const cleaned = cleanSession(read.session!, {
    sanitize: true,
    userOnly: false,
    maxChars: 20_000,
  });
  chars = redact(cleaned.text).text.length;
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
clearInterval(sampler);
peak = Math.max(peak, Deno.memoryUsage().rss);
console.log(JSON.stringify({ ms, cpuMs, peakRssMb: peak / (1024 * 1024), chars, skipped }));
