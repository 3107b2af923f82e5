/**
 * What the tools share to serve insights through memory (`src/memory/`): memory opened over the
 * call's synced index, and an insight in text as quoted data with its marks.
 */
import { type Memory, memoryMarks, openMemory, quoted, type ServedInsight } from "../memory/mod.ts";
import type { Index } from "../store/mod.ts";
import type { ToolContext } from "./_context.ts";
import { day } from "./_results.ts";

/**
 * Memory over the call's synced index and the server's memory ledger, statuses checked; the
 * caller disposes of it (`using`; the ledger stays open).
 */
export function callMemory(ctx: ToolContext, index: Index): Memory {
  return openMemory(ctx.deps, index, { ledger: ctx.memoryLedger() });
}

/** One insight in full: title, its facts and marks, its summary quoted. */
export function renderServed(i: ServedInsight): string {
  const meta = [
    i.id,
    i.type,
    day(i.date),
    i.source,
    ...memoryMarks(i),
    ...(i.tags.length ? [`tags: ${i.tags.join(", ")}`] : []),
    ...(i.file ? [`file: ${i.file}`] : []),
  ];
  return `## ${i.title}\n${meta.join(" · ")}\n${quoted(i.summary)}`;
}
