/**
 * The ledger of processed sessions (`$CTX_HOME/ledger.sqlite`): what was distilled, from which
 * content, with what outcome. It makes work incremental and never paid twice, and its leases
 * stop two ctx processes from distilling the same session at once.
 *
 * Kept apart from `index.sqlite` on purpose: the index is derived and may be deleted at any
 * time; deleting the ledger would make the next run pay for every session again.
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction, withBusyRetry } from "./db.ts";
import { ownerAlive } from "./owner.ts";
import { ensureLedgerSchema } from "./_ledger_schema.ts";
import { summaryFileName } from "./summary.ts";

export { leaseOwner, ownerAlive } from "./owner.ts";

/**
 * `ok` summary written; `empty` no insight; `short` too little to send; `ignored` not this
 * project's or ctx's own; `failed` retried next run; `running` leased by a process; `stopped`
 * its model call was stopped (Ctrl-C, a server stopping, a backend refusing ctx) before the
 * summary was written: not a failure, done on the next run.
 */
export type Outcome = "ok" | "empty" | "short" | "ignored" | "failed" | "running" | "stopped";

/** Outcomes best first: a session in two stores is counted once, with the first of its own. */
export const OUTCOME_ORDER: readonly Outcome[] = [
  "ok",
  "empty",
  "short",
  "ignored",
  "running",
  "stopped",
  "failed",
];

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
  error: string | null;
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
      this.#db.prepare("SELECT * FROM sessions WHERE key = ?").get(key)
    ) as Record<string, unknown> | undefined;
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
   * instead of paying for the same model call again.
   */
  settledElsewhere(
    entry: Pick<LedgerEntry, "source" | "sessionId" | "contentHash" | "projectId" | "storeDir">,
  ): LedgerEntry | undefined {
    const row = withBusyRetry(() =>
      this.#db.prepare(
        `SELECT * FROM sessions WHERE source = ? AND session_id = ? AND content_hash = ?
           AND project_id = ? AND store_dir <> ? AND status IN ('ok', 'empty')
         ORDER BY updated_at DESC LIMIT 1`,
      ).get(entry.source, entry.sessionId, entry.contentHash, entry.projectId, entry.storeDir)
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
      .map((r) => ({
        source: String(r.source),
        sessionId: String(r.session_id),
        projectId: String(r.project_id),
        storeDir: String(r.store_dir),
        owner: String(r.lease_owner ?? ""),
      }))
      .filter((r) => this.#host === undefined || ownerAlive(r.owner, this.#host));
  }

  /** Every entry of a store, newest first (one read, for sessions whose id changed). */
  inStore(storeDir: string): LedgerEntry[] {
    const rows = withBusyRetry(() =>
      this.#db.prepare("SELECT * FROM sessions WHERE store_dir = ? ORDER BY updated_at DESC")
        .all(storeDir)
    ) as Array<Record<string, unknown>>;
    return rows.map(toEntry);
  }

  /**
   * Give an entry the id its session has now (key and session id), keeping everything else.
   * Nothing is done (false) when an entry already has that key or the entry is leased.
   */
  rename(
    entry: Pick<LedgerEntry, "key" | "error">,
    to: { key: string; sessionId: string; keptFile?: string },
  ): boolean {
    return transaction(this.#db, () => {
      const taken = this.#db.prepare("SELECT 1 FROM sessions WHERE key = ?").get(to.key);
      if (taken) return false;
      // A summary left under its former name (edited by hand) still stands for the session.
      const reason = to.keptFile === undefined ? entry.error : `${KEPT_AS}${to.keptFile}`;
      const result = this.#db.prepare(
        "UPDATE sessions SET key = ?, session_id = ?, error = ? WHERE key = ? AND status <> 'running'",
      ).run(to.key, to.sessionId, reason, entry.key);
      return Number(result.changes) > 0;
    });
  }

  /** Delete an entry (one superseded by the entry of the same session under its new id). */
  forget(key: string): void {
    transaction(this.#db, () => {
      this.#db.prepare("DELETE FROM sessions WHERE key = ? AND status <> 'running'").run(key);
    });
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
        const leased = row.status === "running" && row.lease_owner !== this.#owner &&
          Number(row.lease_until) > options.now &&
          // A process killed without releasing (kill -9, an editor closing ctx mcp).
          (this.#host === undefined || ownerAlive(row.lease_owner ?? "", this.#host));
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
           fingerprint, content_hash, status, insights, error, attempts, updated_at, lease_owner,
           lease_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, 0)
         ON CONFLICT(key) DO UPDATE SET location = excluded.location,
           fingerprint = excluded.fingerprint, content_hash = excluded.content_hash,
           status = excluded.status, insights = excluded.insights, error = excluded.error,
           attempts = sessions.attempts + 1, updated_at = excluded.updated_at,
           lease_owner = NULL, lease_until = 0`,
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

/** The reason of an entry whose summary file kept the name of the session's former id. */
const KEPT_AS = "summary kept as ";

/**
 * The name of the summary file an entry settled `ok` stands for: the one of its session's id,
 * or the one its summary kept when the session's id changed (`Ledger.rename`).
 */
/**
 * Sessions by outcome, each counted once with its best outcome (`OUTCOME_ORDER`): a session
 * distilled into two stores (after switching between `--local` and the per-user store) counts
 * once, so the counts agree with what `ctx init` found. For `ctx status`, which first leaves out
 * an `ok` whose summary file is gone.
 */
export function countOutcomes(entries: readonly LedgerEntry[]): Record<Outcome, number> {
  const best = new Map<string, number>();
  for (const e of entries) {
    const rank = OUTCOME_ORDER.indexOf(e.status);
    const key = `${e.projectId}\u0000${e.source}\u0000${e.sessionId}`;
    const ranked = rank < 0 ? OUTCOME_ORDER.length - 1 : rank;
    best.set(key, Math.min(best.get(key) ?? ranked, ranked));
  }
  const counts = Object.fromEntries(OUTCOME_ORDER.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const rank of best.values()) counts[OUTCOME_ORDER[rank]!]++;
  return counts;
}

export function summaryFileOf(entry: Pick<LedgerEntry, "source" | "sessionId" | "error">): string {
  const kept = entry.error?.startsWith(KEPT_AS) ? entry.error.slice(KEPT_AS.length) : "";
  return kept !== "" ? kept : summaryFileName(entry.source, entry.sessionId);
}

/** Outcomes that count as "done" for unchanged content. */
export function isSettled(status: Outcome): boolean {
  return status === "ok" || status === "empty" || status === "short" || status === "ignored";
}

/** A row of the `sessions` table as an entry. */
export function toEntry(row: Record<string, unknown>): LedgerEntry {
  const source = String(row.source);
  const sessionId = String(row.session_id);
  const storeDir = String(row.store_dir);
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
    error: row.error === null || row.error === undefined ? null : String(row.error),
    attempts: Number(row.attempts ?? 0),
    updatedAt: String(row.updated_at),
  };
}
