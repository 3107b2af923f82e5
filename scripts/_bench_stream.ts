/**
 * Readers that stream (issue 23 item 10): peak memory and time of discovery + read + clean +
 * redact of a 200 MB Codex rollout and of 200 MB Gemini CLI sessions (`.jsonl` and the legacy
 * `.json` document), each in its own process, next to the JSON.parse floor where the format has
 * lines; and a Claude Code session holding 640,000 junk lines: read in linear time (against one
 * of 64,000), every skipped line counted. Each laid out where its assistant keeps it.
 */
import { join } from "node:path";
import { encodeClaudeProjectDir } from "../src/assistants/claude-code/reader.ts";
import { bigSessionText, writeBigSession } from "../tests/fixtures/big_sessions.ts";
import { child, type Figure, round } from "./_bench_core.ts";

const CWD = "/bench/stream";
const RSS_GOAL_MB = 250;

export async function benchStreaming(tmp: string, sizeMb: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const home = join(tmp, "stream-home");
  const codex = join(home, ".codex", "sessions", "2026", "06", "01");
  const gemini = join(home, ".gemini", "tmp", "stream");
  await Deno.mkdir(gemini, { recursive: true });
  await Deno.writeTextFile(join(gemini, ".project_root"), CWD);
  const formats = [
    {
      name: "Codex rollout",
      source: "codex",
      format: "codex",
      path: join(codex, "rollout-a.jsonl"),
    },
    {
      name: "Gemini CLI .jsonl",
      source: "gemini",
      format: "gemini-jsonl",
      path: join(gemini, "chats", "session-2026-06-01T10-00-a.jsonl"),
    },
    {
      name: "Gemini CLI .json",
      source: "gemini",
      format: "gemini-json",
      path: join(gemini, "chats", "session-2026-06-01T10-00-a.json"),
    },
  ] as const;
  for (const f of formats) {
    // One session at a time, alone in its assistant's folder: discovery finds this one.
    const { bytes } = await writeBigSession(f.path, f.format, sizeMb * 1024 * 1024, { cwd: CWD });
    const mb = bytes / (1024 * 1024);
    const ours = await child(`source:${f.source}`, home, CWD);
    const floor = f.format === "gemini-json" ? undefined : await child("floor", f.path, CWD);
    await Deno.remove(f.path);
    const floorText = floor
      ? `; JSON.parse floor ${round(mb / (floor.ms / 1000))} MB/s, ${round(floor.peakRssMb)} MB`
      : "";
    figures.push({
      name: `${f.name}, ${Math.round(mb)} MB: read+clean+redact peak memory`,
      value: round(ours.peakRssMb),
      unit: "MB",
      goal: `<= ${RSS_GOAL_MB} MB`,
      met: ours.peakRssMb <= RSS_GOAL_MB && ours.chars > 0,
      detail: `${round(ours.ms / 1000)} s, ${round(mb / (ours.ms / 1000))} MB/s${floorText}`,
    });
  }
  figures.push(await badLines(tmp));
  return figures;
}

/** A Claude Code session with 640,000 junk lines between its records, against one with 64,000. */
async function badLines(tmp: string): Promise<Figure> {
  const runs = [];
  for (const junk of [64_000, 640_000]) {
    const home = join(tmp, `junk-${junk}`);
    const folder = join(home, ".claude", "projects", encodeClaudeProjectDir(CWD));
    await Deno.mkdir(folder, { recursive: true });
    const path = join(folder, "junk-session.jsonl");
    const lines = bigSessionText("claude-code", 4, { cwd: CWD }).trimEnd().split("\n");
    const half = Math.floor(lines.length / 2);
    using file = await Deno.open(path, { write: true, create: true, truncate: true });
    const encoder = new TextEncoder();
    await file.write(encoder.encode(lines.slice(0, half).join("\n") + "\n"));
    for (let i = 0; i < junk; i += 10_000) {
      let batch = "";
      for (let k = i; k < i + 10_000; k++) batch += `junk line ${k} {"not": json at all\n`;
      await file.write(encoder.encode(batch));
    }
    await file.write(encoder.encode(lines.slice(half).join("\n") + "\n"));
    runs.push({ junk, ...await child("source:claude-code", home, CWD) });
  }
  const [small, big] = runs as [typeof runs[0], typeof runs[0]];
  const ratio = big.ms / small.ms;
  return {
    name: "640,000 junk lines in a session: read time",
    value: round(big.ms / 1000),
    unit: "s",
    goal: "linear (<= 15x the time for 64,000), every line counted",
    met: ratio <= 15 && big.skipped === 640_000 && big.chars > 0,
    detail: `${big.skipped} skipped lines counted; 64,000 lines: ${round(small.ms / 1000)} s ` +
      `(x${round(ratio)}); peak ${round(big.peakRssMb)} MB`,
  };
}
