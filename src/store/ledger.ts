/**
 * The ledger of processed sessions (`$CTX_HOME/ledger.sqlite`): what was distilled, from which
 * content, with what outcome. It makes work incremental and never paid twice, and its leases
 * stop two ctx processes from distilling the same session at once.
 *
 * Kept apart from `index.sqlite` on purpose: the index is derived and may be deleted at any
 * time; deleting the ledger would make the next run pay for every session again.
 */
import type { DatabaseSync } from "node:sqlite";
import { prepared, transaction, withBusyRetry } from "./db.ts";
import { leaseHeld } from "./owner.ts";
import { belongsToOf, ensureLedgerSchema, reasonOf } from "./_ledger_schema.ts";
import { countOutcomes, isSettled, type Outcome } from "./_ledger_outcomes.ts";

export { leaseOwner, ownerAlive } from "./owner.ts";
export {
  countOutcomes,
  isSettled,
  noOutcomes,
  type Outcome,
  OUTCOME_ORDER,
  outcomeRank,
} from "./_ledger_outcomes.ts";

export interface LedgerEntry {
  key: string;
  source: string;
  sessionId: string;
  projectId: string;
  storeDir: string;
  location: string;
  fingerprint: string;
  contentHash: string;
  status: Outcome;
  insights: number;
  /** Why it failed, or (`ignored`) why it is not this project's. */
  error: string | null;
  /**
   * `ignored`: the root of the project the session belongs to, a repository of its own inside
   * this project's folder (where `ctx init` distills it).
   */
  belongsTo?: string;
  attempts: number;
  updatedAt: string;
}

/** Ledger key of a session in a store: the same session may be distilled into two stores. */
export function ledgerKey(source: string, sessionId: string, storeDir: string): string {
  return `${source}\u0000${sessionId}\u0000${storeDir}`;
}

export const LEASE_MS = 2 * 60_000;
const HEARTBEAT_MS = 30_000;

/** A session some process is distilling now. */
export interface LeasedSession {
  source: string;
  sessionId: string;
  projectId: string;
  storeDir: string;
  /** `host:pid:random` of the process holding the lease. */
  owner: string;
}

export interface LedgerOptions {
  readOnly?: boolean;
  /** This machine's name, to recognise this host's dead lease owners. */
  host?: string;
}

export class Ledger {
  readonly #db: DatabaseSync;
  readonly #owner: string;
  readonly #host: string | undefined;

  /** `owner` identifies this process in leases (see `leaseOwner`). */
  constructor(db: DatabaseSync, owner: string, options: LedgerOptions = {}) {
    this.#db = db;
    this.#owner = owner;
    this.#host = options.host;
    if (!options.readOnly) ensureLedgerSchema(db);
  }

  get(key: string): LedgerEntry | undefined {
    const row = withBusyRetry(() =>
      prepared(this.#db, "SELECT * FROM sessions WHERE key = ?").get(key)
    ) as
      | Record<string, unknown>
      | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** All entries of a project, for reports and `ctx status`. */
  forProject(projectId: string): LedgerEntry[] {
    const rows = withBusyRetry(() =>
      this.#db.prepare("SELECT * FROM sessions WHERE project_id = ? ORDER BY key").all(projectId)
    ) as Array<Record<string, unknown>>;
    return rows.map(toEntry);
  }

  /** Every entry of every project, for `ctx status`'s totals. */
  all(): LedgerEntry[] {
    const rows = withBusyRetry(() =>
      this.#db.prepare("SELECT * FROM sessions ORDER BY key").all()
    ) as Array<Record<string, unknown>>;
    return rows.map(toEntry);
  }

  /**
   * Sessions by outcome, over every project or one (`countOutcomes`): each session once, with
   * its best outcome over the stores it was distilled into.
   */
  counts(projectId?: string): Record<Outcome, number> {
    return countOutcomes(projectId === undefined ? this.all() : this.forProject(projectId));
  }

  /**
   * The newest settled outcome (`ok` or `empty`) of this very content of a session of the same
   * project in another store: what a switch between `--local` and the per-user store can reuse
   * instead of paying for the same model call again. This very content: the same content hash,
   * or the same transcript file unchanged since (its fingerprint) — an older ctx whose reader
   * gave the same conversation another hash settled it (u-mend16).
   */
  settledElsewhere(
    entry: Pick<
      LedgerEntry,
      "source" | "sessionId" | "contentHash" | "fingerprint" | "projectId" | "storeDir"
    >,
  ): LedgerEntry | undefined {
    const row = withBusyRetry(() =>
      this.#db.prepare(
        `SELECT * FROM sessions WHERE source = ? AND session_id = ? AND project_id = ?
           AND store_dir <> ? AND status IN ('ok', 'empty')
           AND (content_hash = ? OR (fingerprint = ? AND fingerprint <> ''))
         ORDER BY content_hash = ? DESC, updated_at DESC LIMIT 1`,
      ).get(
        entry.source,
        entry.sessionId,
        entry.projectId,
        entry.storeDir,
        entry.contentHash,
        entry.fingerprint,
        entry.contentHash,
      )
    ) as Record<string, unknown> | undefined;
    return row ? toEntry(row) : undefined;
  }

  /**
   * Sessions leased right now by a live process (this one included), optionally of one store:
   * what is being distilled at this moment, by whom.
   */
  leased(now: number, storeDir?: string): LeasedSession[] {
    const rows = withBusyRetry(() =>
      this.#db.prepare(
        `SELECT source, session_id, project_id, store_dir, lease_owner, lease_until FROM sessions
         WHERE status = 'running' AND lease_until > ?` +
          (storeDir === undefined ? "" : " AND store_dir = ?"),
      ).all(...(storeDir === undefined ? [now] : [now, storeDir]))
    ) as Array<Record<string, unknown>>;
    return rows
      .filter((r) => leaseHeld(r.lease_owner, r.lease_until, now, this.#host))
      .map((r) => ({
        source: String(r.source),
        sessionId: String(r.session_id),
        projectId: String(r.project_id),
        storeDir: String(r.store_dir),
        owner: String(r.lease_owner ?? ""),
      }));
  }

  /**
   * A settled entry whose summary file is gone (deleted, a `git clean`, another branch): forget
   * the content it was settled with, so the session is distilled again (or copied from the
   * project's other store) instead of being called unchanged.
   */
  reopen(key: string): void {
    transaction(this.#db, () => {
      this.#db.prepare(
        `UPDATE sessions SET fingerprint = '', content_hash = '' WHERE key = ? AND status = 'ok'`,
      ).run(key);
    });
  }

  /** Remember a new fingerprint for content that did not change (no model call). */
  touch(key: string, fingerprint: string): void {
    transaction(this.#db, () => {
      this.#db.prepare("UPDATE sessions SET fingerprint = ? WHERE key = ?").run(fingerprint, key);
    });
  }

  /**
   * Take the lease on a session before distilling it. Returns `done` when another process
   * already distilled this exact content, `busy` when another live process holds the lease.
   */
  claim(
    entry: Omit<LedgerEntry, "status" | "insights" | "error" | "attempts" | "updatedAt">,
    options: { now: number; leaseMs: number },
  ): "claimed" | "busy" | "done" {
    return transaction(this.#db, () => {
      const row = this.#db.prepare(
        "SELECT status, content_hash, lease_owner, lease_until FROM sessions WHERE key = ?",
      ).get(entry.key) as
        | { status: Outcome; content_hash: string; lease_owner: string | null; lease_until: number }
        | undefined;
      if (row) {
        // A process killed without releasing (kill -9, an editor closing ctx mcp) holds none.
        const leased = row.status === "running" && row.lease_owner !== this.#owner &&
          leaseHeld(row.lease_owner, row.lease_until, options.now, this.#host);
        if (leased) return "busy";
        if (isSettled(row.status) && row.content_hash === entry.contentHash) return "done";
      }
      this.#db.prepare(
        `INSERT INTO sessions (key, source, session_id, project_id, store_dir, location,
           fingerprint, content_hash, status, updated_at, lease_owner, lease_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET status = 'running', location = excluded.location,
           lease_owner = excluded.lease_owner, lease_until = excluded.lease_until`,
      ).run(
        entry.key,
        entry.source,
        entry.sessionId,
        entry.projectId,
        entry.storeDir,
        entry.location,
        entry.fingerprint,
        entry.contentHash,
        new Date(options.now).toISOString(),
        this.#owner,
        options.now + options.leaseMs,
      );
      return "claimed";
    });
  }

  /**
   * Run `work` holding the lease on a session, renewed while it runs: another process sees the
   * session as busy exactly while it is. When the lease is not taken, `work` does not run and
   * the answer of `claim` is returned.
   */
  async whileLeased<T>(
    entry: Omit<LedgerEntry, "status" | "insights" | "error" | "attempts" | "updatedAt">,
    now: () => number,
    work: () => Promise<T>,
  ): Promise<T | "busy" | "done"> {
    const claim = this.claim(entry, { now: now(), leaseMs: LEASE_MS });
    if (claim !== "claimed") return claim;
    const heartbeat = setInterval(() => this.renew(entry.key, now() + LEASE_MS), HEARTBEAT_MS);
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Record the outcome of a distillation (and release the lease). */
  finish(
    entry: Omit<LedgerEntry, "attempts" | "updatedAt">,
    now: Date,
  ): void {
    transaction(this.#db, () => {
      this.#db.prepare(
        `INSERT INTO sessions (key, source, session_id, project_id, store_dir, location,
           fingerprint, content_hash, status, insights, error, belongs_to, attempts, updated_at,
           lease_owner, lease_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, 0)
         ON CONFLICT(key) DO UPDATE SET location = excluded.location,
           fingerprint = excluded.fingerprint, content_hash = excluded.content_hash,
           status = excluded.status, insights = excluded.insights, error = excluded.error,
           belongs_to = excluded.belongs_to, attempts = sessions.attempts + 1,
           updated_at = excluded.updated_at, lease_owner = NULL, lease_until = 0`,
      ).run(
        entry.key,
        entry.source,
        entry.sessionId,
        entry.projectId,
        entry.storeDir,
        entry.location,
        // A failed session keeps no fingerprint, so the next run looks at it again.
        entry.status === "failed" ? "" : entry.fingerprint,
        entry.status === "failed" ? "" : entry.contentHash,
        entry.status,
        entry.insights,
        entry.error,
        entry.belongsTo ?? null,
        now.toISOString(),
      );
    });
  }

  /** Extend this process's lease on a session (a heartbeat while its model call runs). */
  renew(key: string, until: number): void {
    transaction(this.#db, () => {
      this.#db.prepare(
        "UPDATE sessions SET lease_until = ? WHERE key = ? AND lease_owner = ? AND status = 'running'",
      ).run(until, key, this.#owner);
    });
  }

  /**
   * Give a lease back without an outcome (Ctrl-C, a server stopping, a backend refusing ctx):
   * the session is `stopped`, not failed, and is distilled on the next run.
   */
  release(key: string): void {
    transaction(this.#db, () => {
      this.#db.prepare(
        `UPDATE sessions SET status = 'stopped', error = NULL, fingerprint = '',
           content_hash = '', lease_owner = NULL, lease_until = 0
         WHERE key = ? AND lease_owner = ?`,
      ).run(key, this.#owner);
    });
  }
}

/** A row of the `sessions` table as an entry. */
export function toEntry(row: Record<string, unknown>): LedgerEntry {
  const source = String(row.source);
  const sessionId = String(row.session_id);
  const storeDir = String(row.store_dir);
  const belongsTo = belongsToOf(row);
  return {
    // Rebuilt, not read: node:sqlite returns a TEXT value only up to its first NUL character,
    // and a key is made of three parts joined by NULs.
    key: ledgerKey(source, sessionId, storeDir),
    source,
    sessionId,
    projectId: String(row.project_id),
    storeDir,
    location: String(row.location),
    fingerprint: String(row.fingerprint ?? ""),
    contentHash: String(row.content_hash ?? ""),
    status: String(row.status) as Outcome,
    insights: Number(row.insights ?? 0),
    error: reasonOf(row),
    ...(belongsTo === undefined ? {} : { belongsTo }),
    attempts: Number(row.attempts ?? 0),
    updatedAt: String(row.updated_at),
  };
}
