/**
 * What the ledger says, for `ctx status` and the MCP tools: how a project's sessions fared, what
 * every ctx process is distilling now, and what background runs did (`activity.ts`). Opened
 * only where ctx has distilled before: nothing is created on a new machine.
 */
import { existsSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import {
  type BackgroundEvent,
  lastBackgroundEvent,
  otherProjectsFailures,
  recordBackgroundEvent,
} from "./activity.ts";
import { withBusyRetry } from "./db.ts";
import { type LeasedSession, Ledger, noOutcomes, type Outcome } from "./ledger.ts";
import { countSessions, type LedgerCounts } from "./_ledger_counts.ts";
import { reasonOf } from "./_ledger_schema.ts";
import { ModelSlots } from "./slots.ts";
import { hasTable, ledgerPath, openLedgerDb } from "./stores.ts";

/** The ledger, read. */
export interface LedgerView extends Disposable {
  /**
   * Sessions by outcome (of one project, or of all), each once with its best outcome over the
   * stores it went to. An `ok` whose summary file is gone is left out: it is pending again.
   * The ledger and the store folders are read on the first call, once per view (a view is
   * short-lived: open another to count again); what was counted is kept in the ledger for the
   * next process while it holds (`_ledger_counts.ts`).
   */
  counts(projectId?: string): Record<Outcome, number>;
  /** Why the failed sessions of a project (in one of its stores, when given) failed. */
  failures(projectId: string, storeDir?: string): Array<string | null>;
  /** Sessions a live ctx process is distilling right now (of one store, when given). */
  running(storeDir?: string): LeasedSession[];
  /** Model calls under way, over every ctx process. */
  modelCalls(): number;
  /** The latest background event of `kind` (of a project, when given). */
  lastEvent(kind: BackgroundEvent["kind"], projectId?: string): BackgroundEvent | undefined;
  /** The failures of every other project (and of none): how many, and the latest. */
  otherFailures(projectId: string): { count: number; latest: BackgroundEvent } | undefined;
  /**
   * Of `sessionIds`, those this machine distilled into `storeDir` before it recorded which
   * summary files it wrote (`own_summaries`: an older ctx's run, before the upgrade).
   */
  distilledBeforeAuthorship(storeDir: string, sessionIds: readonly string[]): Set<string>;
  close(): void;
}

/** What reading the ledger needs: where it is, this machine (dead leases) and the clock. */
export interface ViewDeps {
  config: Pick<Config, "ctxHome">;
  host: string;
  pid: number;
  now: () => Date;
}

/** The ledger, for reading; `undefined` when ctx has not distilled anything here yet. */
export function openLedgerView(deps: ViewDeps): LedgerView | undefined {
  if (!existsSync(ledgerPath(deps.config))) return undefined;
  const db = openLedgerDb(deps.config);
  try {
    return new View(db, deps);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Record what a background run did, for `ctx status` (nobody watches it). */
export function recordEvent(deps: Pick<ViewDeps, "config">, event: BackgroundEvent): void {
  const db = openLedgerDb(deps.config);
  try {
    recordBackgroundEvent(db, event);
  } finally {
    db.close();
  }
}

class View implements LedgerView {
  readonly #db: DatabaseSync;
  readonly #deps: ViewDeps;
  readonly #ledger: Ledger;
  /** The counts of every project (read once). */
  #counted: LedgerCounts | undefined;

  constructor(db: DatabaseSync, deps: ViewDeps) {
    this.#db = db;
    this.#deps = deps;
    this.#ledger = new Ledger(db, this.#reader(), { host: deps.host });
  }

  counts(projectId?: string): Record<Outcome, number> {
    this.#counted ??= countSessions(
      this.#db,
      () => this.#deps.now().getTime(),
      this.#deps.host,
    );
    const counts = projectId === undefined
      ? this.#counted.all
      : this.#counted.byProject.get(projectId);
    return { ...(counts ?? noOutcomes()) };
  }

  failures(projectId: string, storeDir?: string): Array<string | null> {
    const rows = withBusyRetry(() =>
      this.#db.prepare(
        `SELECT status, error, store_dir FROM sessions
         WHERE project_id = ? AND status = 'failed' ORDER BY key`,
      ).all(projectId)
    ) as Array<Record<string, unknown>>;
    return rows
      .filter((r) => storeDir === undefined || r.store_dir === storeDir)
      .map(reasonOf);
  }

  running(storeDir?: string): LeasedSession[] {
    return this.#ledger.leased(this.#deps.now().getTime(), storeDir);
  }

  modelCalls(): number {
    return new ModelSlots(this.#db, this.#reader(), { host: this.#deps.host }).holders().length;
  }

  lastEvent(kind: BackgroundEvent["kind"], projectId?: string): BackgroundEvent | undefined {
    return lastBackgroundEvent(this.#db, kind, projectId);
  }

  otherFailures(projectId: string): { count: number; latest: BackgroundEvent } | undefined {
    return otherProjectsFailures(this.#db, projectId);
  }

  distilledBeforeAuthorship(storeDir: string, sessionIds: readonly string[]): Set<string> {
    if (sessionIds.length === 0 || !hasTable(this.#db, "sessions")) return new Set();
    // The first summary this machine recorded writing; none yet: every earlier `ok` counts.
    const since = hasTable(this.#db, "own_summaries")
      ? "(SELECT coalesce(MIN(written_at), '~') FROM own_summaries)"
      : "'~'";
    const rows = withBusyRetry(() =>
      this.#db.prepare(
        `SELECT session_id FROM sessions WHERE store_dir = ? AND status = 'ok'
           AND updated_at < ${since}`,
      ).all(storeDir)
    ) as Array<{ session_id: string }>;
    const wanted = new Set(sessionIds);
    return new Set(rows.map((r) => String(r.session_id)).filter((id) => wanted.has(id)));
  }

  close(): void {
    this.#db.close();
  }

  [Symbol.dispose](): void {
    this.close();
  }

  /** This process as a reader: it holds no lease or slot. */
  #reader(): string {
    return `reader:${this.#deps.pid}`;
  }
}
