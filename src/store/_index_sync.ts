/**
 * Incremental sync of the index from the summary files: list every known store folder, stat its
 * files, re-read only those whose size or mtime changed (and re-index only those whose content
 * hash changed), and drop what disappeared. File reading happens first, outside any transaction;
 * the database is then updated in one short write transaction, so concurrent ctx processes
 * never hold the lock while doing I/O.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { transaction } from "./db.ts";
import { listSummaryFiles } from "./files.ts";
import { parseSummary, type SummaryDoc } from "./summary.ts";
import { ledgerPath, listClones, listStores, openLedgerDb, type StoreEntry } from "./stores.ts";
import { type FileMeta, knownFiles, removeFile, touchFile, writeFile } from "./_index_schema.ts";
import { sha256Hex } from "../fsutil.ts";

export interface SyncReport {
  /** Summary files indexed for the first time. */
  added: number;
  /** Summary files whose content changed. */
  updated: number;
  /** Files that disappeared (or whose store is no longer known). */
  removed: number;
  /** Files actually read from disk (unchanged files are only stat'ed). */
  read: number;
  /** Store folders looked at. */
  stores: number;
  warnings: string[];
}

/**
 * Every store folder ctx knows: the registry in `ledger.sqlite` plus the per-user and team
 * folders under `$CTX_HOME` (found by listing, so a missing registry loses nothing).
 */
export async function knownStores(config: Pick<Config, "ctxHome">): Promise<StoreEntry[]> {
  const stores = new Map<string, StoreEntry>();
  if (existsSync(ledgerPath(config))) {
    const db = openLedgerDb(config);
    try {
      for (const entry of listStores(db)) stores.set(entry.dir, entry);
    } finally {
      db.close();
    }
  }
  for (const [kind, folder] of [["user", "projects"], ["team", "team"]] as const) {
    const base = join(config.ctxHome, folder);
    try {
      // Never read through a link out of $CTX_HOME (writes refuse it too).
      if ((await Deno.lstat(base)).isSymlink) continue;
      for await (const entry of Deno.readDir(base)) {
        const dir = join(base, entry.name);
        if (!entry.isDirectory || stores.has(dir)) continue;
        stores.set(dir, { dir, kind, projectId: entry.name, root: "", lastSeen: "" });
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  return [...stores.values()];
}

/** The folders of each project on this machine (`listClones`), none before the first run. */
export function knownClones(config: Pick<Config, "ctxHome">): Promise<Map<string, string[]>> {
  if (!existsSync(ledgerPath(config))) return Promise.resolve(new Map());
  const db = openLedgerDb(config);
  try {
    return Promise.resolve(listClones(db));
  } finally {
    db.close();
  }
}

type Change =
  | { op: "write"; meta: FileMeta; doc: SummaryDoc | undefined; isNew: boolean }
  | { op: "touch"; meta: FileMeta };

/** Bring the index in line with the files of `stores`. */
export async function syncIndex(db: DatabaseSync, stores: StoreEntry[]): Promise<SyncReport> {
  const report: SyncReport = {
    added: 0,
    updated: 0,
    removed: 0,
    read: 0,
    stores: stores.length,
    warnings: [],
  };
  const known = knownFiles(db);
  const seen = new Set<string>();
  const pending: Array<() => Promise<Change | undefined>> = [];
  for (const store of stores) {
    let files: Array<{ path: string; mtimeMs: number; size: number }>;
    const parent = dirname(store.dir); // `$CTX_HOME/projects` or `$CTX_HOME/team`
    if (store.kind !== "local" && (await Deno.lstat(parent).catch(() => undefined))?.isSymlink) {
      report.warnings.push(`Cannot list store "${store.dir}": "${parent}" is a symbolic link`);
      continue;
    }
    try {
      files = await listSummaryFiles(store.dir);
    } catch (error) {
      // An unreadable folder keeps its old rows: better stale than lost.
      report.warnings.push(`Cannot list store "${store.dir}": ${(error as Error).message}`);
      for (const path of known.keys()) if (known.get(path)?.storeDir === store.dir) seen.add(path);
      continue;
    }
    for (const file of files) {
      if (seen.has(file.path)) continue;
      seen.add(file.path);
      const meta: FileMeta = {
        path: file.path,
        storeDir: store.dir,
        kind: store.kind,
        projectId: store.projectId,
        root: store.root,
        mtimeMs: file.mtimeMs,
        size: file.size,
        hash: "",
      };
      const old = known.get(file.path);
      if (old && sameStat(old, meta) && sameStore(old, meta)) continue;
      pending.push(() => readChange(meta, old, report));
    }
  }
  const changes: Change[] = [];
  // Read in small batches: fast on SSDs, bounded open files on huge stores.
  for (let i = 0; i < pending.length; i += 32) {
    for (const change of await Promise.all(pending.slice(i, i + 32).map((read) => read()))) {
      if (change) changes.push(change);
    }
  }
  const gone = [...known.keys()].filter((path) => !seen.has(path));
  if (changes.length === 0 && gone.length === 0) return report;
  transaction(db, () => {
    for (const change of changes) {
      if (change.op === "touch") {
        touchFile(db, change.meta.path, change.meta.mtimeMs, change.meta.size);
        continue;
      }
      writeFile(db, change.meta, change.doc);
      if (!change.isNew) report.updated++;
      else if (change.doc) report.added++;
    }
    for (const path of gone) {
      removeFile(db, path);
      report.removed++;
    }
  });
  return report;
}

function sameStat(a: FileMeta, b: FileMeta): boolean {
  return a.mtimeMs === b.mtimeMs && a.size === b.size;
}

function sameStore(old: FileMeta, now: FileMeta): boolean {
  return old.storeDir === now.storeDir && old.kind === now.kind &&
    old.projectId === now.projectId && (now.root === "" || now.root === old.root);
}

async function readChange(
  meta: FileMeta,
  old: FileMeta | undefined,
  report: SyncReport,
): Promise<Change | undefined> {
  let text: string;
  try {
    text = await Deno.readTextFile(meta.path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined; // deleted meanwhile
    report.warnings.push(`Cannot read summary "${meta.path}": ${(error as Error).message}`);
    return undefined;
  }
  report.read++;
  meta.hash = sha256Hex(text);
  if (old && old.hash === meta.hash && sameStore(old, meta)) return { op: "touch", meta };
  let doc: SummaryDoc | undefined;
  if (text.startsWith("---")) {
    try {
      const parsed = parseSummary(text);
      doc = parsed.doc.insights.length > 0 ? parsed.doc : undefined;
      report.warnings.push(...parsed.warnings.map((w) => `Summary "${meta.path}": ${w}`));
    } catch (error) {
      report.warnings.push(`Summary "${meta.path}" is not readable: ${(error as Error).message}`);
    }
  }
  return { op: "write", meta, doc, isNew: old === undefined };
}
