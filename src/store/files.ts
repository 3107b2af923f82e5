/**
 * Summary files on disk: `writeSummary` is the one writer of every store (distilled summaries
 * and pulled team files alike), atomic; the readers read a store folder back. A file that is not
 * a ctx summary (README, notes) is ignored; a damaged one is reported and skipped.
 */
import { basename, join } from "node:path";
import { StoreError } from "../errors.ts";
import { isTempFileName, writeFileAtomic } from "./atomic.ts";
import { ensureStoreDir, PRIVATE_FILE_MODE, refuseSymlink, type StoreDirOptions } from "./guard.ts";
import {
  metaComment,
  parseSummary,
  renderInsights,
  renderSummary,
  type SummaryDoc,
  summaryFileName,
} from "./summary.ts";
import { sha256Hex } from "../fsutil.ts";

export interface StoredSummary {
  path: string;
  doc: SummaryDoc;
  mtimeMs: number;
  size: number;
}

export interface ReadStoreResult {
  summaries: StoredSummary[];
  warnings: string[];
}

/**
 * Write a session's summary atomically. Never called with zero insights (no empty files).
 *
 * A summary ctx wrote carries `written_hash`, the hash of the file as written. When the file on
 * disk no longer matches it, the user edited it: then nothing they wrote is replaced; only
 * insights the file does not have yet (by id) are appended to it.
 *
 * A store folder or summary file that is a symbolic link is refused (`StoreError`); with
 * `privateFrom` (per-user stores) the folders are 0700 and the file 0600.
 *
 * In a folder ctx rebuilds (`rebuilt`: pulled team insights, which the server owns), the file is
 * ctx's own: it is replaced by `doc` (a link in its place is replaced, its target never
 * written), and left alone when it already says exactly that (so the index does not read it
 * again).
 */
export async function writeSummary(
  dir: string,
  doc: SummaryDoc,
  options: StoreDirOptions = {},
): Promise<string> {
  if (doc.insights.length === 0) {
    throw new Error("writeSummary called with no insights (ctx never writes empty summaries)");
  }
  const path = join(dir, summaryFileName(doc.source, doc.sessionId));
  ensureStoreDir(dir, options);
  const write = (text: string) =>
    writeFileAtomic(
      path,
      text,
      options.privateFrom === undefined ? {} : { mode: PRIVATE_FILE_MODE, keepMode: false },
    );
  if (options.rebuilt) {
    const text = renderSummary(doc);
    // Renaming over a planted link replaces the link itself.
    if (await readRegularFile(path) !== text) await write(text);
    return path;
  }
  refuseSymlink(path);
  const existing = await Deno.readTextFile(path).catch(() => undefined);
  if (existing !== undefined && !writtenByCtx(existing)) {
    let known = new Set<string>();
    try {
      known = new Set(parseSummary(existing).doc.insights.map((i) => i.id));
    } catch {
      // Not parseable any more: still never overwritten; new insights are appended.
    }
    const fresh = doc.insights.filter((i) => !known.has(i.id));
    if (fresh.length > 0) {
      await write(`${existing.replace(/\n*$/, "")}\n\n${renderInsights(fresh)}`);
    }
    return path;
  }
  await write(withWrittenHash(renderSummary(doc)));
  return path;
}

/**
 * Remove one summary file of a folder ctx rebuilds (`rebuilt`, see `writeSummary`): a link is
 * removed itself, never what it points to. False when it was not there.
 */
export async function removeRebuiltSummary(dir: string, name: string): Promise<boolean> {
  try {
    await Deno.remove(join(dir, basename(name)));
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

/**
 * The summary a regular file holds; `undefined` when it is missing, a link (its target is never
 * read) or not a readable ctx summary.
 */
export async function parseRegularSummary(path: string): Promise<SummaryDoc | undefined> {
  const text = await readRegularFile(path);
  if (text === undefined || !text.startsWith("---")) return undefined;
  try {
    return parseSummary(text).doc;
  } catch {
    return undefined;
  }
}

/** The text of a regular file; `undefined` when missing or not a regular file (a link). */
async function readRegularFile(path: string): Promise<string | undefined> {
  try {
    if (!(await Deno.lstat(path)).isFile) return undefined;
    return await Deno.readTextFile(path);
  } catch {
    return undefined;
  }
}

const HASH_LINE = /^written_hash: "sha256:[0-9a-f]{64}"\n/m;

/** Insert `written_hash` (the hash of the text without that line) after the format line. */
function withWrittenHash(text: string): string {
  const hash = sha256Hex(text);
  return text.replace(/^(ctx_summary: \d+\n)/m, `$1written_hash: "sha256:${hash}"\n`);
}

/** True when `text` is exactly what ctx wrote (no edit since). */
function writtenByCtx(text: string): boolean {
  const line = HASH_LINE.exec(text);
  if (!line) return false;
  const recorded = /sha256:([0-9a-f]{64})/.exec(line[0])![1];
  return sha256Hex(text.replace(HASH_LINE, "")) === recorded;
}

/**
 * The content hash (sha256 hex of the whole file) of a summary as ctx wrote it, `undefined` when
 * the file is not exactly what ctx wrote (edited since, appended to, missing): what a run store
 * remembers as this machine's own writing (provenance, docs/memory.md).
 */
export async function writtenHashOf(path: string): Promise<string | undefined> {
  const text = await readRegularFile(path);
  return text !== undefined && writtenByCtx(text) ? sha256Hex(text) : undefined;
}

/**
 * Undo one supersession in a summary file: insight `insightId` no longer lists `supersededId` in
 * its `supersedes`. Only that metadata line changes; every other byte stays (line endings too).
 * A file exactly as ctx wrote it gets its `written_hash` renewed (so it stays ctx's and a later
 * distillation may replace it); an edited file stays edited. Atomic; a link is refused. Returns
 * the hashes of the file before and after, or `undefined` when it did not say that (no write).
 */
export async function dropSupersedes(
  path: string,
  insightId: string,
  supersededId: string,
): Promise<{ before: string; after: string } | undefined> {
  refuseSymlink(path);
  const text = await readRegularFile(path);
  if (text === undefined) return undefined;
  let changed = false;
  let next = text.replace(/^<!-- ctx (\{.*\}) -->(?=\r?$)/gm, (line, json: string) => {
    let meta: Record<string, unknown>;
    try {
      meta = JSON.parse(json);
    } catch {
      return line;
    }
    const ids = meta.supersedes;
    if (meta.id !== insightId || !Array.isArray(ids) || !ids.includes(supersededId)) return line;
    const kept = ids.filter((id) => id !== supersededId);
    if (kept.length > 0) meta.supersedes = kept;
    else delete meta.supersedes;
    changed = true;
    return metaComment(meta);
  });
  if (!changed) return undefined;
  if (writtenByCtx(text)) next = withWrittenHash(next.replace(HASH_LINE, ""));
  await writeFileAtomic(path, next, { keepMode: true });
  return { before: sha256Hex(text), after: sha256Hex(next) };
}

/**
 * The names of the `.md` entries a store folder holds now (one listing, nothing read or
 * stat'ed): how a run tells a session whose summary was deleted from one still distilled. A
 * folder that is missing holds none; a folder that is a link or cannot be listed is said by
 * `undefined` (the caller then trusts the ledger). `temps`, when given, also gets the names of the
 * temp files a killed ctx may have left (`isTempFileName`), from the same listing.
 */
export function summaryFileNames(dir: string, temps?: string[]): Set<string> | undefined {
  const names = new Set<string>();
  try {
    if (Deno.lstatSync(dir).isSymlink) return undefined;
    // Sync: one call instead of one async round trip per entry (a store holds thousands).
    for (const entry of Deno.readDirSync(dir)) {
      if (entry.name.endsWith(".md")) names.add(entry.name);
      else if (temps && entry.isFile && isTempFileName(entry.name)) temps.push(entry.name);
    }
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return names;
    return undefined;
  }
  return names;
}

/**
 * False when the store folder `dir` has no entry `name` (a link is not followed, and an entry
 * that cannot be looked at counts as there: the ledger is then trusted).
 */
export async function hasSummaryFile(dir: string, name: string): Promise<boolean> {
  try {
    await Deno.lstat(join(dir, name));
    return true;
  } catch (error) {
    return !(error instanceof Deno.errors.NotFound);
  }
}

/**
 * List the `.md` files of a store folder with their size and mtime, without reading them.
 * Links are never followed: a store folder that is a symbolic link is refused (`StoreError`),
 * and a file that is one is not listed.
 */
export async function listSummaryFiles(
  dir: string,
): Promise<Array<{ path: string; mtimeMs: number; size: number }>> {
  const files: Array<{ path: string; mtimeMs: number; size: number }> = [];
  try {
    if ((await Deno.lstat(dir)).isSymlink) {
      throw new StoreError(`Cannot read the store "${dir}": it is a symbolic link`, {
        hint: "ctx never follows a symbolic link out of a store: replace the link with a " +
          "real folder",
      });
    }
    // Sync calls: a store holds thousands of files, and an async stat costs several times a sync
    // one (the listing of 20,000 files then takes a fraction of the time).
    for (const entry of Deno.readDirSync(dir)) {
      if (!entry.isFile || !entry.name.endsWith(".md") || entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      try {
        const st = Deno.lstatSync(path);
        if (!st.isFile) continue; // Replaced by a link since it was listed.
        files.push({ path, mtimeMs: st.mtime?.getTime() ?? 0, size: st.size });
      } catch {
        // Deleted between readDir and stat.
      }
    }
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return files;
}

/** Read one summary file; `undefined` (plus a warning) when it is not a usable ctx summary. */
export async function readSummaryFile(
  path: string,
): Promise<{ doc?: SummaryDoc; warnings: string[] }> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    return { warnings: [`Cannot read summary "${path}": ${(error as Error).message}`] };
  }
  if (!text.startsWith("---")) return { warnings: [] }; // Not ours (a README, notes).
  try {
    const parsed = parseSummary(text);
    return {
      doc: parsed.doc,
      warnings: parsed.warnings.map((w) => `Summary "${path}": ${w}`),
    };
  } catch (error) {
    return { warnings: [`Summary "${path}" is not readable: ${(error as Error).message}`] };
  }
}

/** Read every summary of a store folder. */
export async function readStore(dir: string): Promise<ReadStoreResult> {
  const summaries: StoredSummary[] = [];
  const warnings: string[] = [];
  for (const file of await listSummaryFiles(dir)) {
    const { doc, warnings: w } = await readSummaryFile(file.path);
    warnings.push(...w);
    if (doc) summaries.push({ path: file.path, doc, mtimeMs: file.mtimeMs, size: file.size });
  }
  return { summaries, warnings };
}
