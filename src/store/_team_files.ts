/**
 * The summary files of a team folder. Each poster (the key that posted and the name it claimed)
 * has its insights in one file, `team_<slug>.md`, while they are at most `PART_SIZE`; past that
 * in parts of `PART_SIZE`, `team_<slug>.2.md`, `team_<slug>.3.md`, … filled in the order the
 * server lists them. A page of a pull rewrites only the files it changes (a poster's last part,
 * and the parts of insights removed or replaced), so a pull of 100,000 insights never holds more
 * than a page and a few parts in memory, and an index sync re-reads only those files.
 */
import { basename, join } from "node:path";
import { sha256Hex } from "../fsutil.ts";
import type { Insight } from "../types.ts";
import { listSummaryFiles, parseRegularSummary } from "./files.ts";
import type { SummaryDoc } from "./summary.ts";

/**
 * Insights per file at most: a poster with more has parts. Small, because a page adds to the last
 * part of every poster it names and so rewrites it: with 500, a first pull of 100k insights from
 * 50 posters wrote each insight about 12 times over; with 100, about 2.5 (measured: 20k insights
 * from 50 posters, 26 s and 256 MB peak → 17 s and 196 MB).
 */
export const PART_SIZE = 100;

/** A file-safe, collision-free name for a poster: readable part + short hash. */
export function posterSlug(poster: string): string {
  const readable = poster.toLowerCase().replace(/<[^>]*>/g, "").replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "").slice(0, 40) || "contributor";
  return `${readable}-${sha256Hex(poster).slice(0, 8)}`;
}

/** The session id (and so the file name, `team_<id>.md`) of a poster's part. */
export function partSessionId(poster: string, part: number): string {
  const slug = posterSlug(poster);
  return part === 1 ? slug : `${slug}.${part}`;
}

/** The file name of a poster's part. */
export function partFile(poster: string, part: number): string {
  return `team_${partSessionId(poster, part)}.md`;
}

/** The part number a session id names (`slug` → 1, `slug.3` → 3). */
export function partOf(sessionId: string): number {
  const match = /\.(\d{1,6})$/.exec(sessionId);
  return match ? Number(match[1]) : 1;
}

/** The summary document of one part: its insights in the order they were shared. */
export function partDoc(
  projectId: string,
  poster: string,
  part: number,
  insights: Insight[],
): SummaryDoc {
  const sorted = [...insights].sort((a, b) =>
    (a.date ?? "").localeCompare(b.date ?? "") || a.id.localeCompare(b.id)
  );
  const times = sorted.flatMap((i) => i.date ? [i.date] : []).sort();
  return {
    source: "team",
    sessionId: partSessionId(poster, part),
    project: projectId,
    cwd: "",
    started: times[0] ?? null,
    updated: times.at(-1) ?? null,
    // The newest share time, not the pull time: an unchanged part keeps a byte-identical file.
    distilled: times.at(-1) ?? "",
    model: "team",
    contentHash: `sha256:${sha256Hex(sorted.map((i) => i.id).join("\n"))}`,
    title: `Team insights shared by ${poster}${part > 1 ? ` (part ${part})` : ""}`,
    contributor: poster,
    insights: sorted,
  };
}

/**
 * What a part holds now: its insights and poster (none when it is missing, a link or not a
 * summary).
 */
export async function readPart(
  dir: string,
  file: string,
): Promise<{ insights: Insight[]; poster?: string }> {
  const doc = await parseRegularSummary(join(dir, file));
  return {
    insights: doc?.insights ?? [],
    ...(doc?.contributor ? { poster: doc.contributor } : {}),
  };
}

/** The names of the team files of a folder, links included (to remove them all). */
export async function teamFileNames(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.name.startsWith("team_") || !entry.name.endsWith(".md")) continue;
      if (entry.isFile || entry.isSymlink) names.push(entry.name);
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return names.sort();
}

/** The team files of a folder, one at a time, with what each holds (for a repair). */
export async function* teamFiles(
  dir: string,
): AsyncGenerator<{ file: string; poster: string; part: number; insights: Insight[] }> {
  for (const { path } of await listSummaryFiles(dir)) {
    const file = basename(path);
    if (!file.startsWith("team_")) continue;
    const doc = await parseRegularSummary(path);
    if (!doc || doc.source !== "team") continue;
    yield {
      file,
      poster: doc.contributor ?? "",
      part: partOf(doc.sessionId),
      insights: doc.insights,
    };
  }
}
