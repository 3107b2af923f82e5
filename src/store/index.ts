/**
 * The full-text index of every known store (`$CTX_HOME/index.sqlite`, SQLite FTS5). Derived
 * data: built incrementally from the summary files, and deleted and rebuilt when it is missing,
 * damaged or of an older schema. Several ctx processes may sync and search it at once.
 *
 * @example
 * using index = openIndex(config);
 * await index.sync();
 * index.search("ERR_REQUIRE_ESM", { limit: 5 });
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { sha256Hex } from "../fsutil.ts";
import { withBusyRetry } from "./db.ts";
import { type Folders, NO_FOLDERS, type StoreEntry } from "./stores.ts";
import {
  type FolderTrust,
  knownFolders,
  knownStores,
  storeLister,
  syncIndex,
  type SyncReport,
} from "./_index_sync.ts";
import { indexCounts, MEMORIES, projectEntries, projectMemories } from "./_index_folders.ts";
import { storedAnswer } from "./_index_answers.ts";
import type { ProjectEntry, ProjectMemory } from "./memory.ts";
import { StoreWatch } from "./_index_watch.ts";
import { FolderMarks } from "./_index_marks.ts";
import { IndexMemo } from "./_index_memo.ts";
import { deleteDatabase, isCorruptError, openSchema, storeError } from "./_index_open.ts";

export { isCorruptError } from "./_index_open.ts";
import { identsMatch, isIdentifier, type MatchMode, queryTerms, wordsMatch } from "./_query.ts";
import { highlightTerms, PorterStemmer, snippetOf, wordsOf } from "./_stem.ts";
import { type IndexedInsight, prefixExpansions, runSearch, type SearchHit } from "./_index_read.ts";
import { insightsByIds, projectInsightPage, projectStatsOf } from "./_index_insights.ts";

import { type MemoryIndex, memoryIndex } from "./_index_memory.ts";

export type { IndexedInsight, SearchHit } from "./_index_read.ts";
export type { LocalFile, MemoryIndex, MemoryRow, SupersedesRow } from "./_index_memory.ts";
export type { SyncReport } from "./_index_sync.ts";
export { knownStores } from "./_index_sync.ts";

import type { Index, IndexStats, ProjectStats, SearchOptions } from "./_index_types.ts";
export type { Index, IndexStats, ProjectStats, SearchOptions };
export type { FolderMemory, ProjectEntry, ProjectMemory } from "./memory.ts";

export interface OpenIndexOptions {
  /** Database path; default `$CTX_HOME/index.sqlite`; `:memory:` in tests. */
  path?: string;
  /** Store folders to index instead of every known store (tests). */
  stores?: () => Promise<StoreEntry[]>;
  /** Follow the stores' file events; a sync lists only what changed (`ctx mcp`, long-lived). */
  watch?: boolean;
  /** Trust a store folder whose mtime did not change since it was listed (`_index_marks.ts`). */
  marks?: boolean;
  /** The folders of each project instead of the registry's (tests). */
  clones?: () => Promise<Folders>;
}

/** Path of the index of a config. */
export function indexPath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "index.sqlite");
}

/** Open (creating or rebuilding as needed) the index. The caller closes it. */
export function openIndex(
  config: Pick<Config, "ctxHome">,
  options: OpenIndexOptions = {},
): Index {
  if (options.stores || !options.watch) {
    const clones = options.clones ?? (() => knownFolders(config));
    const stores = options.stores ?? (() => knownStores(config));
    const trust = options.watch ? "watch" : options.marks ? "marks" : undefined;
    return new SqliteIndex(options.path ?? indexPath(config), stores, clones, trust);
  }
  const lister = storeLister(config);
  return new SqliteIndex(
    options.path ?? indexPath(config),
    lister.list,
    options.clones ?? lister.clones,
    "watch",
    lister.close,
  );
}

class SqliteIndex implements Index {
  readonly path: string;
  #stores: () => Promise<StoreEntry[]>;
  #clones: () => Promise<Folders>;
  /** The folders of each project, as of the last `sync`. */
  #folders: Folders = NO_FOLDERS;
  /** What the memo keys of the counts hold of `#folders.recorded` (a digest). */
  #recordedKey = "";
  #db: DatabaseSync;
  readonly #watch: FolderTrust | undefined;
  readonly #memo = new IndexMemo();
  #syncing: Promise<unknown> = Promise.resolve();
  readonly #closeStores: (() => void) | undefined;
  /** Stems for highlighting, with SQLite's porter tokenizer (the word table's). */
  readonly #stemmer = new PorterStemmer();
  readonly memory: MemoryIndex = memoryIndex((fn) => this.#read(fn));

  constructor(
    path: string,
    stores: () => Promise<StoreEntry[]>,
    clones: () => Promise<Folders>,
    trust: "watch" | "marks" | undefined,
    closeStores?: () => void,
  ) {
    this.path = path;
    this.#stores = stores;
    this.#clones = clones;
    this.#watch = trust === "watch"
      ? new StoreWatch()
      : trust === "marks"
      ? new FolderMarks(() => this.#db)
      : undefined;
    this.#closeStores = closeStores;
    this.#db = this.#open();
  }

  #open(): DatabaseSync {
    try {
      return openSchema(this.path);
    } catch (error) {
      if (!isCorruptError(error) || this.path === ":memory:") throw storeError(this.path, error);
      // Derived data: a damaged index is thrown away and rebuilt from the summaries.
      deleteDatabase(this.path);
      try {
        return openSchema(this.path);
      } catch (again) {
        throw storeError(this.path, again);
      }
    }
  }

  #reset(): void {
    try {
      this.#db.close();
    } catch {
      // Already unusable.
    }
    deleteDatabase(this.path);
    this.#watch?.reset();
    this.#memo.changed();
    this.#db = this.#open();
  }

  sync(): Promise<SyncReport> {
    // One at a time: a sync counts a folder clean before listing it, so a second one running
    // meanwhile would skip a folder whose rows are not written yet.
    const run = this.#syncing.then(() => this.#syncNow());
    this.#syncing = run.catch(() => {});
    return run;
  }

  async #syncNow(): Promise<SyncReport> {
    // Someone deleted the index while we had it open: start a fresh file, as a new process would.
    if (this.path !== ":memory:" && !existsSync(this.path)) this.#reopen();
    const stores = await this.#stores();
    this.#folders = await this.#clones();
    const recorded = this.#folders.recorded;
    this.#recordedKey = recorded.size === 0 ? "" : sha256Hex(JSON.stringify([...recorded]));
    try {
      const report = await syncIndex(this.#db, stores, this.#watch);
      this.#watch?.synced?.();
      if (report.read > 0 || report.removed > 0) this.#memo.changed();
      return report;
    } catch (error) {
      this.#memo.changed();
      // What was listed may not be in the index: list everything next time.
      this.#watch?.reset();
      if (!isCorruptError(error)) throw storeError(this.path, error);
      this.#reset();
      return await syncIndex(this.#db, stores, this.#watch).catch((again) => {
        this.#watch?.reset();
        throw again;
      });
    }
  }

  #reopen(): void {
    this.#watch?.reset(); // A new, empty file: every folder is listed into it.
    this.#memo.changed();
    try {
      this.#db.close();
    } catch {
      // Nothing to close.
    }
    this.#db = this.#open();
  }

  kept<T>(key: string, compute: () => T): T {
    return this.#read((db) => this.#memo.kept(db, `kept:${key}`, compute));
  }

  #read<T>(fn: (db: DatabaseSync) => T): T {
    try {
      return withBusyRetry(() => fn(this.#db));
    } catch (error) {
      if (!isCorruptError(error)) throw error;
      this.#reset();
      return fn(this.#db);
    }
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const limit = clamp(options.limit ?? 10, 1, 200);
    // Strict first; looser only when strict finds nothing.
    const modes: MatchMode[] = terms.length > 1 ? ["all", "any", "loose"] : ["all", "loose"];
    // Plain words, and prefixes of them, are served by the word table; the identifier table adds
    // the exact-match boost for terms with identifier punctuation (`a::b`, `src/x.ts`, `foo-bar`).
    const identifierLike = terms.some((t) => isIdentifier(t.text));
    const more = this.#read((db) => prefixExpansions(db, terms, this.#stemmer));
    for (const mode of modes) {
      const words = wordsMatch(terms, mode, (term) => more.get(term) ?? []) ?? '""';
      const idents = identifierLike ? identsMatch(terms, mode) ?? '""' : '""';
      const highlight = highlightTerms(terms);
      const hits = this.#read((db) =>
        runSearch(db, words, idents, options.projectId, limit, {
          terms: highlight,
          stemmer: this.#stemmer,
        })
      );
      if (hits.length > 0) return hits;
    }
    return [];
  }

  snippets(query: string, summaries: readonly string[]): string[] {
    const terms = highlightTerms(queryTerms(query));
    const stems = this.#stemmer.stems(wordsOf([...terms.map((t) => t.text), ...summaries]));
    return summaries.map((summary) => snippetOf(summary, terms, (w) => stems.get(w)));
  }

  getInsights(ids: string[]): IndexedInsight[] {
    return this.#read((db) => insightsByIds(db, ids));
  }

  projectInsights(
    projectId: string,
    options: { limit?: number; offset?: number } = {},
  ): IndexedInsight[] {
    const limit = clamp(options.limit ?? 20, 1, 1000);
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    return this.#read((db) =>
      this.#memo.get(
        db,
        JSON.stringify(["insights", projectId, limit, offset]),
        () => projectInsightPage(db, projectId, { limit, offset }),
      )
    );
  }

  projectStats(
    projectId: string,
    options: { topTags?: number; own?: boolean } = {},
  ): ProjectStats {
    const topTags = options.topTags ?? 10;
    const own = options.own === true;
    // Kept under the clause the query adds (the key stored answers already have).
    const key = JSON.stringify(["stats", projectId, topTags, own ? " AND kind <> 'team'" : ""]);
    return this.#read((db) =>
      this.#memo.stored(db, key, () => projectStatsOf(db, projectId, { topTags, own }))
    );
  }

  counts(projectId: string): ProjectMemory {
    // Every project's, when `projects()` counted them already (`ctx status` asks for both); else
    // this project's alone, kept while the index and its folders stay the same.
    const folders = this.#folders.clones.get(projectId) ?? [];
    const key = JSON.stringify(["counts", projectId, folders, this.#recordedKey]);
    const count = (db: DatabaseSync) =>
      projectMemories(db, this.#folders, projectId).get(projectId)!;
    return this.#read((db) => {
      const all = this.#memo.known<Map<string, ProjectMemory>>(db, this.#memoriesKey());
      return structuredClone(all?.get(projectId)) ?? this.#memo.get(db, key, () => count(db));
    });
  }

  projects(): ProjectEntry[] {
    return this.#read((db) => {
      const key = this.#memoriesKey();
      const count = () => storedAnswer(db, key, () => projectMemories(db, this.#folders), MEMORIES);
      const memories = this.#memo.kept(db, key, count);
      return this.#memo.stored(db, `entries:${key}`, () => projectEntries(db, memories));
    });
  }

  /** What every project's memory is kept under: the folders of each project count them too. */
  #memoriesKey(): string {
    return JSON.stringify(["memories", [...this.#folders.clones], this.#recordedKey]);
  }

  stats(): IndexStats {
    let sizeBytes = 0;
    if (this.path !== ":memory:") {
      for (const suffix of ["", "-wal"]) {
        try {
          sizeBytes += statSync(this.path + suffix).size;
        } catch {
          // No WAL file right now.
        }
      }
    }
    return this.#read((db) => ({
      ...this.#memo.stored(db, "stats", () => indexCounts(db)),
      path: this.path,
      sizeBytes,
    }));
  }

  close(): void {
    this.#watch?.close();
    this.#closeStores?.();
    this.#stemmer.close();
    try {
      this.#db.close();
    } catch {
      // Closing twice is fine.
    }
  }

  [Symbol.dispose](): void {
    this.close();
  }
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
