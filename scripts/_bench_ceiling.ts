/**
 * The ceiling of any skipper of dropped records (issue 24; docs/performance.md, p-ceiling16):
 *   write DIR SIZE_MB   — the bench's session (`writeBigSession`) as DIR/full.jsonl;
 *                         DIR/kept.jsonl: the same lines less those lean reading drops whole;
 *                         DIR/stubs.jsonl: those lines as their envelope alone (`stub`)
 *   same FULL OTHER…    — read each (lean) and clean them as the bench does; prints the hashes of
 *                         the session's turns and of the cleaned, redacted text (they must match)
 *   phases FILE         — one process: the read's layers one after another (lines only; + JSON.parse
 *                         of every line; + the record tree alone; + the lean parts alone, none
 *                         kept; + a turn kept per record with parts; the real read), then the
 *                         rule set's build, cleaning and the final `redact()`: CPU and wall ms
 *                         of each, as JSON
 * Times from the bench's own children (`_bench_child.ts floor|pipeline`) are the figures; this
 * script only makes the files and splits the time.
 */
import process from "node:process";
import { join } from "node:path";
import { writeBigSession } from "./_bench_core.ts";
import { forEachLine } from "../src/sources/lines.ts";
import { createClaudeCodeSource } from "../src/assistants/claude-code/reader.ts";
import { assistantParts, turn, userParts } from "../src/assistants/claude-code/_parts.ts";
import { toolTouches } from "../src/assistants/claude-code/_touches.ts";
import { RecordOrder } from "../src/assistants/claude-code/_order.ts";
import { leanParts } from "../src/sources/lean.ts";
import { cleanSession } from "../src/distill/clean.ts";
import { redact } from "../src/redact/mod.ts";
import type { Part, ReadResult, Turn } from "../src/types.ts";
import { sha256Hex } from "../src/fsutil.ts";

const CWD = "/bench/project";

/**
 * True for a line whose record lean reading keeps nothing of: an assistant message whose parts
 * are all dropped and whose tool calls touch no file, or a user message of successful tool
 * results only. Anything else (other record types, unparsable lines) is kept.
 */
function dropped(line: string): boolean {
  let record: { type?: unknown; message?: { content?: unknown } };
  try {
    record = JSON.parse(line);
  } catch {
    return false;
  }
  const content = record.message?.content;
  if (!Array.isArray(content) || content.length === 0) return false;
  if (record.type === "assistant") {
    return leanParts(assistantParts(content, true)).length === 0 &&
      toolTouches(content, { at: undefined, id: undefined }).length === 0;
  }
  if (record.type === "user") {
    return content.every((b) => b?.type === "tool_result" && b.is_error !== true);
  }
  return false;
}

async function write(dir: string, sizeMb: number): Promise<void> {
  await Deno.mkdir(dir, { recursive: true });
  const full = await writeBigSession(dir, CWD, "big-session", sizeMb * 1024 * 1024);
  await Deno.rename(full, join(dir, "full.jsonl"));
  const encoder = new TextEncoder();
  const open = (name: string) =>
    Deno.open(join(dir, name), { write: true, create: true, truncate: true });
  const kept = await open("kept.jsonl");
  const stubs = await open("stubs.jsonl");
  const batches = new Map([[kept, ""], [stubs, ""]]);
  const add = (file: Deno.FsFile, line: string) =>
    batches.set(file, batches.get(file)! + line + "\n");
  const flush = (limit: number) => {
    for (const [file, batch] of batches) {
      if (batch.length <= limit) continue;
      file.writeSync(encoder.encode(batch));
      batches.set(file, "");
    }
  };
  const counts = { lines: 0, keptLines: 0 };
  await forEachLine(join(dir, "full.jsonl"), (line) => {
    if (!line) return;
    counts.lines++;
    if (dropped(line)) return void add(stubs, stub(line));
    counts.keptLines++;
    add(kept, line);
    add(stubs, line);
    flush(1 << 20);
  });
  flush(0);
  kept.close();
  stubs.close();
  const bytes = async (name: string) => (await Deno.stat(join(dir, name))).size;
  console.log(JSON.stringify({
    ...counts,
    fullBytes: await bytes("full.jsonl"),
    keptBytes: await bytes("kept.jsonl"),
    stubBytes: await bytes("stubs.jsonl"),
  }));
}

/**
 * A dropped record as the least a skipper must still hand over: its envelope (the tree's uuid and
 * parent, the session's time and cwd) and an empty content, which lean reading keeps nothing of.
 */
function stub(line: string): string {
  const r = JSON.parse(line);
  return JSON.stringify({
    parentUuid: r.parentUuid,
    isSidechain: r.isSidechain,
    cwd: r.cwd,
    sessionId: r.sessionId,
    type: r.type,
    uuid: r.uuid,
    timestamp: r.timestamp,
    message: { content: [] },
  });
}

async function read(file: string): Promise<ReadResult> {
  const st = await Deno.stat(file);
  return await createClaudeCodeSource().read(
    {
      source: "claude-code",
      id: "big-session",
      location: file,
      fingerprint: String(st.size),
      size: st.size,
    },
    { projectPath: CWD, home: "/nonexistent", lean: true },
  );
}

/** The cleaning and redaction the bench's pipeline child runs. */
function clean(result: ReadResult): string {
  const cleaned = cleanSession(result.session!, {
    sanitize: true,
    userOnly: false,
    maxChars: 20_000,
  });
  return redact(cleaned.text).text;
}

async function same(paths: string[]): Promise<void> {
  for (const path of paths) {
    const result = await read(path);
    const session = result.session!;
    console.log(JSON.stringify({
      file: path,
      turns: session.turns.length,
      session: sha256Hex(JSON.stringify(session)).slice(0, 16),
      skipped: result.skippedCount ?? result.skipped.length,
      cleaned: sha256Hex(clean(result)).slice(0, 16),
    }));
  }
}

/** A record's lean parts as the builder makes them (with its tool calls' touches). */
function leanRecord(record: { type?: unknown; message?: { content?: unknown } }): Part[] {
  const content = record.message?.content;
  const parts = record.type === "assistant"
    ? assistantParts(content, true)
    : userParts(content, undefined, true);
  toolTouches(content, { at: undefined, id: undefined });
  return leanParts(parts);
}

/** CPU and wall ms of `work`, run now. */
async function timed<T>(
  work: () => Promise<T> | T,
): Promise<{ cpuMs: number; ms: number; value: T }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const cpu = process.cpuUsage(cpu0);
  return {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    ms: Math.round(performance.now() - t0),
    value,
  };
}

async function phases(file: string): Promise<void> {
  const out: Record<string, { cpuMs: number; ms: number }> = {};
  let n = 0;
  const lines = await timed(() => forEachLine(file, (line) => void (n += line.length)));
  out.lines = lines;
  const parsed = await timed(() =>
    forEachLine(file, (line) => {
      if (line) n += Object.keys(JSON.parse(line)).length;
    })
  );
  out.parse = parsed;
  // + the record tree (the seen-uuid set among it), nothing else built.
  const bytes = (await Deno.stat(file)).size;
  out.tree = await timed(async () => {
    const order = new RecordOrder(bytes);
    await forEachLine(file, (line) => {
      if (line) n += order.place(JSON.parse(line)) ?? 0;
    });
    order.release();
  });
  // + each record's parts as lean reading makes them (the failure's excerpt among them), none kept.
  out.parts = await timed(() =>
    forEachLine(file, (line) => {
      if (line) n += leanRecord(JSON.parse(line)).length;
    })
  );
  // + a turn kept for each record that has parts (no tree, no merging): what keeping costs.
  out.turns = await timed(async () => {
    const turns: Turn[] = [];
    await forEachLine(file, (line) => {
      if (!line) return;
      const record = JSON.parse(line);
      const parts = leanRecord(record);
      if (parts.length) turns.push(turn("user", parts, { at: record.timestamp, id: record.uuid }));
    });
    n += turns.length;
  });
  const result = await timed(() => read(file));
  out.read = result;
  // The rule set is built on the first `redact()` call: timed apart from cleaning.
  out.ruleSet = await timed(() => redact("warm up the rule set"));
  const cleaned = await timed(() =>
    cleanSession(result.value.session!, { sanitize: true, userOnly: false, maxChars: 20_000 })
  );
  out.clean = cleaned;
  out.redact = await timed(() => redact(cleaned.value.text));
  console.log(JSON.stringify(
    Object.fromEntries(Object.entries(out).map(([k, v]) => [k, { cpuMs: v.cpuMs, ms: v.ms }])),
  ));
}

const [mode, a, b, ...more] = Deno.args;
if (mode === "write" && a && b) await write(a, Number(b));
else if (mode === "same" && a && b) await same([a, b, ...more]);
else if (mode === "phases" && a) await phases(a);
else throw new Error("usage: _bench_ceiling.ts write DIR SIZE_MB | same FULL OTHER… | phases FILE");
