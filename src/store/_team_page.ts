/**
 * How one page of a pull changes a team folder: which files it touches (a poster's insights go
 * to its last part until that part holds `PART_SIZE`, then to new parts; a replaced or removed
 * insight leaves the file that holds it), and writing them, a few at a time so that their
 * writes to disk overlap, never more than `WRITERS` parts in memory.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Insight } from "../types.ts";
import type { StoreDirOptions } from "./guard.ts";
import { removeRebuiltSummary, writeSummary } from "./files.ts";
import { type FileState, locate, type MirrorFile, mirrorFiles } from "./_team_state.ts";
import { PART_SIZE, partDoc, partFile, readPart } from "./_team_files.ts";

/** An insight a page puts: who posted it (the file it goes to) and the insight as shown. */
export interface TeamPut {
  poster: string;
  insight: Insight;
}

/** One page of a project's changes, in the store's words. */
export interface TeamPage {
  /** The cursor the page was asked with (none: from the beginning). */
  after?: string;
  /** Where the next page starts: kept once the page is applied. */
  cursor: string;
  /** Insights stored or stored again (replace what the copy holds under the same id). */
  puts: TeamPut[];
  /** Ids of insights deleted on the server (an id the copy does not hold is ignored). */
  removals: string[];
}

/** What a page changed in the copy. */
export interface PageApplied {
  added: number;
  updated: number;
  removed: number;
}

/** How a page changes one file: ids that leave it, insights that come (or replace). */
export interface Edit {
  info: MirrorFile;
  /** The file exists (the bookkeeping knows it): read it before changing it. */
  known: boolean;
  drop: Set<string>;
  add: Insight[];
}

/** Which files a page changes, and how: puts go to their poster's last part, else new parts. */
export function planPage(
  db: DatabaseSync,
  projectId: string,
  page: TeamPage,
): { edits: Map<string, Edit>; applied: PageApplied } {
  const files = mirrorFiles(db, projectId);
  const where = locate(db, projectId, [
    ...page.puts.map((p) => p.insight.id),
    ...page.removals,
  ]);
  const edits = new Map<string, Edit>();
  const edit = (info: MirrorFile, known = true): Edit => {
    let found = edits.get(info.file);
    if (!found) edits.set(info.file, found = { info, known, drop: new Set(), add: [] });
    return found;
  };
  const applied: PageApplied = { added: 0, updated: 0, removed: 0 };
  for (const id of page.removals) {
    const file = where.get(id);
    if (file === undefined) continue;
    edit(files.get(file) ?? lostFile(file)).drop.add(id);
    applied.removed++;
  }
  const placed = new Map<string, Insight[]>();
  for (const { poster, insight } of page.puts) {
    const file = where.get(insight.id);
    const info = file === undefined ? undefined : files.get(file) ?? lostFile(file);
    if (info) applied.updated++;
    else applied.added++;
    if (info?.poster === poster) {
      const same = edit(info);
      same.drop.add(insight.id);
      same.add.push(insight);
      continue;
    }
    if (info) edit(info).drop.add(insight.id);
    placed.set(poster, [...placed.get(poster) ?? [], insight]);
  }
  for (const [poster, insights] of placed) {
    const parts = [...files.values()].filter((f) => f.poster === poster);
    let last = parts.sort((a, b) => a.part - b.part).at(-1);
    let next = 0;
    while (next < insights.length) {
      const target = last ? edit(last) : undefined;
      const size = target ? target.info.insights - target.drop.size + target.add.length : 0;
      if (target && size < PART_SIZE) {
        target.add.push(...insights.slice(next, next + PART_SIZE - size));
        next += PART_SIZE - size;
        continue;
      }
      const part = (last?.part ?? 0) + 1;
      last = { file: partFile(poster, part), poster, part, insights: 0 };
      edit(last, false);
    }
  }
  return { edits, applied };
}

/** A file the bookkeeping maps an id to but does not list (it cannot happen; read as found). */
function lostFile(file: string): MirrorFile {
  return { file, poster: "", part: 1, insights: 0 };
}

/** Write one file's new content (or remove it when nothing is left). */
export async function writeEdit(
  dir: string,
  projectId: string,
  edit: Edit,
  guard: StoreDirOptions,
): Promise<FileState> {
  const byId = new Map<string, Insight>();
  const found = edit.known ? await readPart(dir, edit.info.file) : { insights: [] };
  for (const insight of found.insights) {
    if (!edit.drop.has(insight.id)) byId.set(insight.id, insight);
  }
  // A file the bookkeeping lost track of keeps the poster it names.
  const poster = edit.info.poster || found.poster || "";
  for (const insight of edit.add) byId.set(insight.id, insight);
  const gone = [...edit.drop].filter((id) => !byId.has(id));
  if (byId.size === 0) {
    await removeRebuiltSummary(dir, edit.info.file);
    return { info: edit.info, gone };
  }
  const insights = [...byId.values()];
  await writeSummary(dir, partDoc(projectId, poster, edit.info.part, insights), guard);
  return {
    info: { ...edit.info, poster, insights: insights.length },
    ids: edit.add.map((i) => i.id),
    gone,
  };
}

/** Files of a page written at once: their writes to disk overlap (each is synced). */
const WRITERS = 8;

/** Write every edited file of a page, `WRITERS` at a time; the states in the order of `edits`. */
export async function writeEdits(
  dir: string,
  projectId: string,
  edits: readonly Edit[],
  guard: StoreDirOptions,
): Promise<FileState[]> {
  const states: FileState[] = new Array(edits.length);
  let next = 0;
  const worker = async () => {
    while (next < edits.length) {
      const i = next++;
      states[i] = await writeEdit(dir, projectId, edits[i]!, guard);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITERS, edits.length) }, worker));
  return states;
}
