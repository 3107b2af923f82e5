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
import { transaction, truncateWal } from "./db.ts";
import { listSummaryFiles } from "./files.ts";
import { sharedIdWarnings } from "./_index_ids.ts";
import { parseSummary, type SummaryDoc } from "./summary.ts";
import {
  type Folders,
  ledgerPath,
  listFolders,
  listStores,
  NO_FOLDERS,
  openLedgerDb,
  type StoreEntry,
} from "./stores.ts";
import {
  docDate,
  type FileMeta,
  knownFiles,
  removeFile,
  touchFile,
  writeFile,
} from "./_index_schema.ts";
import { sha256Hex } from "../fsutil.ts";

/**
 * Which store folders a sync may leave unlisted: the file events of a long-lived process
 * (`StoreWatch`), or the folders' mtimes for a one-shot one (`FolderMarks`).
 */
export interface FolderTrust {
  /** Start a sync over `dirs`; `full`: trust no folder this time. */
  begin(dirs: readonly string[]): Promise<{ full: boolean }>;
  /** `dir` has not changed since it was last listed as the store `key`. */
  isClean(dir: string, key: string): boolean;
  /** The index holds files of no store folder but these (nothing to remove). */
  sameStores(dirs: readonly string[]): boolean;
  sawStores(dirs: readonly string[]): void;
  /** About to list `dir` as the store `key`. */
  listing(dir: string, key: string): void;
  /** Listing `dir` failed. */
  failed(dir: string): void;
  /** The sync was written (its listings may be trusted from now on). */
  synced?(): void;
  /** Trust nothing listed so far. */
  reset(): void;
  close(): void;
}

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
 * Every store folder ctx knows: the registry in `ledger.sqlite` (read through `ledger` when the
 * caller keeps it open) plus the per-user and team folders under `$CTX_HOME` (found by listing,
 * so a missing registry loses nothing).
 */
export async function knownStores(
  config: Pick<Config, "ctxHome">,
  ledger?: DatabaseSync,
): Promise<StoreEntry[]> {
  const stores = new Map<string, StoreEntry>();
  if (ledger) {
    for (const entry of listStores(ledger)) stores.set(entry.dir, entry);
  } else if (existsSync(ledgerPath(config))) {
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

/**
 * The folders of each project on this machine (`listClones`) and where each of their sessions
 * was recorded (`listRecorded`), none before the first run.
 */
export function knownFolders(config: Pick<Config, "ctxHome">): Promise<Folders> {
  if (!existsSync(ledgerPath(config))) return Promise.resolve(NO_FOLDERS);
  const db = openLedgerDb(config);
  try {
    return Promise.resolve(listFolders(db));
  } finally {
    db.close();
  }
}

type Change =
  | { op: "write"; meta: FileMeta; doc: SummaryDoc | undefined; isNew: boolean }
  | { op: "touch"; meta: FileMeta };

/**
 * `knownStores` and `knownFolders` for a long-lived process: the ledger is opened once (when it
 * exists) and kept open until `close`, instead of opened on every sync (a connection opened and
 * closed per `ctx mcp` call costs memory the process does not get back).
 */
export function storeLister(config: Pick<Config, "ctxHome">): {
  list: () => Promise<StoreEntry[]>;
  clones: () => Promise<Folders>;
  close: () => void;
} {
  let ledger: DatabaseSync | undefined;
  const open = () => {
    if (!ledger && existsSync(ledgerPath(config))) ledger = openLedgerDb(config);
    return ledger;
  };
  return {
    list: () => knownStores(config, open()),
    clones: () => {
      const db = open();
      return Promise.resolve(db ? listFolders(db) : NO_FOLDERS);
    },
    close: () => {
      ledger?.close();
      ledger = undefined;
    },
  };
}

/**
 * Bring the index in line with the files of `stores`. With `events` (a long-lived process), only
 * the folders that changed since they were last listed are listed (`_index_watch.ts`); when
 * none did and the stores are those of the last sync, the index is not even read.
 */
export async function syncIndex(
  db: DatabaseSync,
  stores: StoreEntry[],
  events?: FolderTrust,
): Promise<SyncReport> {
  const report: SyncReport = {
    added: 0,
    updated: 0,
    removed: 0,
    read: 0,
    stores: stores.length,
    warnings: [],
  };
  // Each store as this sync sees it; one seen otherwise last time (its project, its root) or not
  // at all is listed whatever the events say.
  const clean = new Set<string>();
  if (events && !(await events.begin(stores.map((s) => s.dir))).full) {
    for (const store of stores) {
      if (events.isClean(store.dir, storeKey(store))) clean.add(store.dir);
    }
    if (clean.size === stores.length && events.sameStores(stores.map((s) => s.dir))) return report;
  }
  events?.sawStores(stores.map((s) => s.dir));
  const known = knownFiles(db);
  const seen = new Set<string>();
  // Nothing changed in a clean store since it was listed: its rows stand as they are.
  for (const [path, meta] of known) if (clean.has(meta.storeDir)) seen.add(path);
  const pending: Array<() => Promise<Change | undefined>> = [];
  // The stores holding a summary that cannot be parsed: listed again next time (warned again).
  const unreadable = new Set<string>();
  for (const store of stores) {
    if (clean.has(store.dir)) continue;
    events?.listing(store.dir, storeKey(store));
    let files: Array<{ path: string; mtimeMs: number; size: number }>;
    const parent = dirname(store.dir); // `$CTX_HOME/projects` or `$CTX_HOME/team`
    if (store.kind !== "local" && (await Deno.lstat(parent).catch(() => undefined))?.isSymlink) {
      events?.failed(store.dir);
      report.warnings.push(`Cannot list store "${store.dir}": "${parent}" is a symbolic link`);
      continue;
    }
    try {
      files = await listSummaryFiles(store.dir);
    } catch (error) {
      // An unreadable folder keeps its old rows: better stale than lost.
      events?.failed(store.dir);
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
      // A file indexed before it was held to the bound is read (and dropped) once more.
      if (old && sameStat(old, meta) && sameStore(old, meta) && !tooLarge(meta)) continue;
      pending.push(() => readChange(meta, old, report, unreadable));
    }
  }
  const changes: Change[] = [];
  // Read in small batches: fast on SSDs, bounded open files on huge stores.
  for (let i = 0; i < pending.length; i += 32) {
    for (const change of await Promise.all(pending.slice(i, i + 32).map((read) => read()))) {
      if (change) changes.push(change);
    }
  }
  for (const dir of unreadable) events?.failed(dir);
  const gone = [...known.keys()].filter((path) => !seen.has(path));
  if (changes.length === 0 && gone.length === 0) return report;
  writeChanges(db, changes, gone, report);
  return report;
}

/**
 * Write what a sync found into the index in one transaction (`gone`: the paths whose files are no
 * longer there), counting it in `report`, with a warning for each insight just read whose id
 * another one holds.
 */
function writeChanges(db: DatabaseSync, changes: Change[], gone: string[], report: SyncReport) {
  // Oldest first: rowids then follow the insights' dates, and a search ranks the newest matches
  // of a very common word (`RANK_WINDOW`, `_index_read.ts`).
  changes.sort((a, b) => changeDate(a).localeCompare(changeDate(b)));
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
  const read = changes.filter((c) => c.op === "write" && c.doc !== undefined);
  if (read.length > 0) {
    const paths = new Map(read.map((c) => [c.meta.path, c.meta.storeDir]));
    report.warnings.push(...sharedIdWarnings(db, paths));
  }
  truncateWal(db);
}

function changeDate(change: Change): string {
  return change.op === "write" && change.doc ? docDate(change.doc) : "";
}

/** What the index records of a store besides its files: a change lists the store again. */
function storeKey(store: StoreEntry): string {
  return `${store.kind}\u0000${store.projectId}\u0000${store.root}`;
}

function sameStat(a: FileMeta, b: FileMeta): boolean {
  return a.mtimeMs === b.mtimeMs && a.size === b.size;
}

function sameStore(old: FileMeta, now: FileMeta): boolean {
  return old.storeDir === now.storeDir && old.kind === now.kind &&
    old.projectId === now.projectId && (now.root === "" || now.root === old.root);
}

/** What the index records of a summary it cannot parse (read again at every sync). */
const UNREADABLE = { mtimeMs: -1, size: -1, hash: "" } as const;

/**
 * The largest summary file of a project's store (`.ctx/`, the per-user store) that is read. One
 * session's file is a few kilobytes (at most 8 insights of 1,200 characters, with anchors); a
 * larger one was written by hand or planted, and every brief, search and MCP call would redact and
 * neutralise it again. Pulled team files (a teammate's every insight, each bounded at pull) are
 * not held to it.
 */
const MAX_STORE_SUMMARY_BYTES = 1024 * 1024;

function tooLarge(meta: FileMeta): boolean {
  return meta.kind !== "team" && meta.size > MAX_STORE_SUMMARY_BYTES;
}

function isUnreadable(meta: FileMeta): boolean {
  return meta.mtimeMs === UNREADABLE.mtimeMs && meta.hash === UNREADABLE.hash;
}

async function readChange(
  meta: FileMeta,
  old: FileMeta | undefined,
  report: SyncReport,
  unreadable: Set<string>,
): Promise<Change | undefined> {
  if (tooLarge(meta)) {
    report.warnings.push(
      `Summary "${meta.path}" is not read: larger than 1 MiB (a session's summary is a few ` +
        "kilobytes); shorten it or delete it",
    );
    unreadable.add(meta.storeDir);
    if (old && isUnreadable(old)) return undefined;
    Object.assign(meta, UNREADABLE);
    return { op: "write", meta, doc: undefined, isNew: old === undefined };
  }
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
      // A pulled copy is the server's: deleted, the next pull fetches it again (`store/team.ts`).
      const mend = meta.kind === "team" ? "; delete it: ctx pull fetches it again" : "";
      report.warnings.push(
        `Summary "${meta.path}" is not readable: ${(error as Error).message}${mend}`,
      );
      // Recorded with no insight and a stat and hash no file has: every sync reads it again and
      // warns again (ctx status lists it), until it is mended or removed.
      unreadable.add(meta.storeDir);
      if (old && isUnreadable(old)) return undefined;
      Object.assign(meta, UNREADABLE);
    }
  }
  return { op: "write", meta, doc, isNew: old === undefined };
}
