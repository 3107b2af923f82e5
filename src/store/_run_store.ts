/**
 * The run store over the ledger and the project's summary folders (see `RunStore` in `run.ts`),
 * and what makes a store ready for a real run. Its plan is sorted in `_run_plan.ts`.
 */
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { exists } from "../fsutil.ts";
import { removeStaleTemps } from "./atomic.ts";
import { openDatabase } from "./db.ts";
import { hasSummaryFile, readSummaryFile, writeSummary, writtenHashOf } from "./files.ts";
import {
  checkStoreDir,
  checkWritable,
  refuseSymlink,
  type StoreDirOptions,
  tightenPrivateStore,
} from "./guard.ts";
import { isSettled, leaseOwner, Ledger, type LedgerEntry, ledgerKey } from "./ledger.ts";
import type { ProjectInfo } from "./project.ts";
import type { Copied, ReadSession, RunStore, Settlement, Standing, StoredSession } from "./run.ts";
import { recordOwnSummary } from "./memory_ledger.ts";
import { ModelSlots } from "./slots.ts";
import { LedgerHeads } from "./_heads.ts";
import { vouchPlan, withKeptStandings } from "./_plan_kept.ts";
import { sortStandings } from "./_run_plan.ts";
import { ledgerPath, openLedgerDb, registerStore } from "./stores.ts";
import { type SummaryDoc, summaryFileName } from "./summary.ts";

/** What a run store needs of its project and of the process. */
export interface RunStoreOwner extends ProjectInfo {
  local: boolean;
  storeDir: string;
  otherStoreDir: string;
}

/** How a project's store is written: private from `$CTX_HOME` down for a per-user store. */
export function storeDirOptions(
  config: Pick<Config, "ctxHome">,
  local: boolean,
): StoreDirOptions {
  return local ? {} : { privateFrom: config.ctxHome };
}

/**
 * Make a store ready for a real run, before any model call is paid: a store that is a link (or
 * under one) is refused, and a per-user store's modes are made private. (Temp files a killed ctx
 * left are removed by the plan, from the listing it makes anyway.)
 */
export async function prepareStore(
  config: Pick<Config, "ctxHome">,
  store: { storeDir: string; local: boolean },
): Promise<void> {
  checkStoreDir(store.storeDir, storeDirOptions(config, store.local));
  if (!store.local) await tightenPrivateStore(store.storeDir, config.ctxHome);
}

/** Open the run store of `project` (`Project.openRun`); the caller closes it. */
export async function openRunStore(
  deps: { config: Pick<Config, "ctxHome">; now: () => Date; host: string; pid: number },
  project: RunStoreOwner,
  options: { dryRun: boolean },
): Promise<RunStore> {
  const { config } = deps;
  const owner = leaseOwner(deps.host, deps.pid);
  const db = options.dryRun
    ? (await exists(ledgerPath(config))
      ? openDatabase(ledgerPath(config), { readOnly: true })
      : undefined)
    : openLedgerDb(config);
  const ledger = db &&
    new Ledger(db, owner, { readOnly: options.dryRun, host: deps.host });
  const slots = db && !options.dryRun ? new ModelSlots(db, owner, { host: deps.host }) : undefined;
  const heads = db &&
    new LedgerHeads(db, { readOnly: options.dryRun, now: () => deps.now().getTime() });
  return new LedgerRunStore(deps, project, { db, ledger, slots, heads, dryRun: options.dryRun });
}

class LedgerRunStore implements RunStore {
  readonly dir: string;
  readonly local: boolean;
  readonly dryRun: boolean;
  readonly slots: ModelSlots | undefined;
  readonly heads: LedgerHeads | undefined;
  readonly #deps: { config: Pick<Config, "ctxHome">; now: () => Date };
  readonly #project: RunStoreOwner;
  readonly #db: DatabaseSync | undefined;
  /** Absent only in a dry run on a machine that never distilled anything. */
  readonly #ledger: Ledger | undefined;
  readonly #options: StoreDirOptions;
  #wrote = false;

  constructor(
    deps: { config: Pick<Config, "ctxHome">; now: () => Date },
    project: RunStoreOwner,
    opened: {
      db: DatabaseSync | undefined;
      ledger: Ledger | undefined;
      slots: ModelSlots | undefined;
      heads: LedgerHeads | undefined;
      dryRun: boolean;
    },
  ) {
    this.#deps = deps;
    this.#project = project;
    this.dir = project.storeDir;
    this.local = project.local;
    this.dryRun = opened.dryRun;
    this.slots = opened.slots;
    this.heads = opened.heads;
    this.#db = opened.db;
    this.#ledger = opened.ledger;
    this.#options = storeDirOptions(deps.config, project.local);
  }

  writable(): void {
    checkWritable(this.dir);
    // The ledger, where every session's outcome is recorded, is in ctx's home folder.
    checkWritable(this.#deps.config.ctxHome, "ctx's home folder (its ledger)");
  }

  async plan(sessions: readonly StoredSession[]): Promise<Standing[]> {
    const other = this.#project.otherStoreDir;
    // A real run's standings are kept for the next while nothing they depend on changed
    // (`_plan_kept.ts`); the folders are stamped before they are listed.
    const db = this.dryRun ? undefined : this.#db;
    const vouch = db && await vouchPlan([this.dir, other], sessions, this.#deps.now().getTime());
    const otherExists = await exists(other);
    // The listing that tells a deleted summary also finds the temp files a killed ctx left.
    const temps: string[] = [];
    const sort = () => ({
      standings: sortStandings(this.#db, sessions, {
        dir: this.dir,
        other: otherExists ? other : undefined,
        temps: this.dryRun ? undefined : temps,
      }),
      keepable: temps.length === 0,
    });
    const standings = db && vouch ? withKeptStandings(db, vouch, sort) : sort().standings;
    await removeStaleTemps(this.dir, temps);
    return standings;
  }

  async look(session: StoredSession): Promise<Standing> {
    let record: LedgerEntry | undefined;
    try {
      record = this.#ledger?.get(ledgerKey(session.source, session.sessionId, this.dir));
    } catch {
      // A ledger without the sessions table yet (never distilled): everything is new.
    }
    const settled = record !== undefined && isSettled(record.status) ? record : undefined;
    const summaryGone = record?.status === "ok" &&
      !(await hasSummaryFile(this.dir, summaryFileName(session.source, session.sessionId)));
    return {
      ...(record ? { record } : {}),
      ...(settled ? { settledContent: settled.contentHash } : {}),
      unchanged: settled?.fingerprint === session.fingerprint && !summaryGone,
      summaryGone,
      inOtherStore: false,
    };
  }

  touch(session: StoredSession): void {
    if (!this.dryRun) this.#ledger?.touch(this.#key(session), session.fingerprint);
  }

  settle(session: ReadSession, settlement: Settlement): void {
    if (this.dryRun) return;
    const s = settlement;
    this.#ledger?.finish({
      ...this.#entry(session),
      status: s.status,
      insights: s.status === "ok" ? s.insights : 0,
      error: s.status === "failed" ? s.error : s.status === "ignored" ? s.reason ?? null : null,
      ...(s.status === "ignored" && s.belongsTo !== undefined ? { belongsTo: s.belongsTo } : {}),
    }, this.#deps.now());
  }

  async copyFromOther(session: ReadSession, cwd: string): Promise<Copied | undefined> {
    const other = this.#ledger?.settledElsewhere(this.#entry(session));
    if (other?.status === "empty") {
      this.settle(session, { status: "empty" });
      return { status: "empty" };
    }
    // A ledger that never saw the other store (a new CTX_HOME, a lost ledger) is no reason to
    // pay again: the other store's own summary of this very content is enough. The file may be
    // gone or edited into another content: then distill as usual.
    // The ledger may know the content by an older reader's hash (the same file unchanged).
    const hash = other?.contentHash ?? session.contentHash;
    const dir = other?.storeDir ?? this.#project.otherStoreDir;
    const doc = await this.#sameSummary(dir, session, hash);
    if (!doc) return undefined;
    const insights = doc.insights.length;
    if (this.dryRun) return { status: "ok", insights };
    const contentHash = session.contentHash;
    const path = await this.write({ ...doc, contentHash, project: this.#project.id, cwd });
    this.settle(session, { status: "ok", insights });
    return { status: "ok", insights, path };
  }

  async adopt(session: ReadSession): Promise<number | undefined> {
    const doc = await this.#sameSummary(this.dir, session);
    if (!doc) return undefined;
    this.settle(session, { status: "ok", insights: doc.insights.length });
    return doc.insights.length;
  }

  /**
   * The summary in `dir` of this very session and content (`contentHash`, the session's unless
   * said), with insights; else undefined.
   */
  async #sameSummary(
    dir: string,
    session: ReadSession,
    contentHash = session.contentHash,
  ): Promise<SummaryDoc | undefined> {
    const path = join(dir, summaryFileName(session.source, session.sessionId));
    // Never a link (a store is never left through one), nor anything but a file.
    const isFile = await Deno.lstat(path).then((st) => st.isFile, () => false);
    if (!isFile) return undefined;
    const { doc } = await readSummaryFile(path);
    const same = doc?.source === session.source && doc.sessionId === session.sessionId &&
      doc.contentHash === contentHash && doc.insights.length > 0;
    return same ? doc : undefined;
  }

  checkWritable(session: StoredSession): void {
    refuseSymlink(join(this.dir, summaryFileName(session.source, session.sessionId)));
  }

  reopen(session: StoredSession): void {
    if (!this.dryRun) this.#ledger?.reopen(this.#key(session));
  }

  async whileLeased<T>(
    session: ReadSession,
    work: () => Promise<T>,
  ): Promise<T | "busy" | "done"> {
    if (!this.#ledger || this.dryRun) return await work();
    return await this.#ledger.whileLeased(
      this.#entry(session),
      () => this.#deps.now().getTime(),
      work,
    );
  }

  release(session: StoredSession): void {
    if (!this.dryRun) this.#ledger?.release(this.#key(session));
  }

  async write(doc: SummaryDoc): Promise<string> {
    // A project's `.ctx/` is committed: the machine's absolute folder never goes there.
    const { cwd, ...rest } = doc;
    const kept = this.local || cwd === undefined ? rest : { ...rest, cwd };
    const path = await writeSummary(this.dir, kept, this.#options);
    this.#wrote = true;
    // This machine's own writing: a `.ctx/` file with another content came from elsewhere.
    const own = this.#db && !this.dryRun ? await writtenHashOf(path) : undefined;
    if (own) recordOwnSummary(this.#db!, own, this.#deps.now());
    return path;
  }

  async register(): Promise<void> {
    if (this.dryRun || !this.#db || !(this.#wrote || await exists(this.dir))) return;
    registerStore(this.#db, {
      dir: this.dir,
      kind: this.local ? "local" : "user",
      projectId: this.#project.id,
      root: this.#project.root,
      lastSeen: this.#deps.now().toISOString(),
    });
  }

  close(): void {
    this.slots?.releaseAll();
    try {
      this.heads?.flush();
    } catch {
      // Derived data: what was not kept is read again next run.
    }
    this.#db?.close();
  }

  #key(session: Pick<StoredSession, "source" | "sessionId">): string {
    return ledgerKey(session.source, session.sessionId, this.dir);
  }

  #entry(session: StoredSession & { contentHash?: string }) {
    return {
      key: this.#key(session),
      source: session.source,
      sessionId: session.sessionId,
      projectId: this.#project.id,
      storeDir: this.dir,
      location: session.location,
      fingerprint: session.fingerprint,
      contentHash: session.contentHash ?? "",
    };
  }
}
