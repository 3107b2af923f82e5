/**
 * Model-call slots shared by every ctx process of a user (`ledger.sqlite`): one `ctx mcp` per
 * editor window, a CLI `ctx init` and the session-end hook together never run more than
 * `CTX_CONCURRENCY` model calls at once. A slot is a row held by a process; a heartbeat renews
 * it while the call runs, and a slot of a process that died (this host) or stopped renewing it
 * (any host) no longer counts.
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction, withBusyRetry } from "./db.ts";
import { leaseHeld } from "./owner.ts";

/** A slot lasts this long unless renewed; its holder renews it every `SLOT_HEARTBEAT_MS`. */
export const SLOT_LEASE_MS = 60_000;
const SLOT_HEARTBEAT_MS = 15_000;
/** How often a process waiting for a slot held by another process looks again. */
const POLL_MS = 60;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS model_slots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pool TEXT NOT NULL,
  owner TEXT NOT NULL,
  since INTEGER NOT NULL,
  until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS model_slots_pool ON model_slots (pool);
`;

/** A slot in use, for `ctx status`. */
export interface SlotHolder {
  pool: string;
  owner: string;
  /** Epoch ms when it was taken. */
  since: number;
}

export interface SlotOptions {
  /** This machine's name, to recognise this host's dead slot holders. */
  host?: string;
  /** Clock (epoch ms); tests move it. */
  now?: () => number;
}

export class ModelSlots {
  readonly #db: DatabaseSync;
  readonly #owner: string;
  readonly #host: string | undefined;
  readonly #now: () => number;
  readonly #held = new Set<number>();
  #heartbeat: ReturnType<typeof setInterval> | undefined;

  /** `owner` identifies this process (see `leaseOwner`). */
  constructor(db: DatabaseSync, owner: string, options: SlotOptions = {}) {
    this.#db = db;
    this.#owner = owner;
    this.#host = options.host;
    this.#now = options.now ?? Date.now;
    withBusyRetry(() => db.exec(SCHEMA));
  }

  /**
   * Take a slot of `pool` when fewer than `limit` live slots are held (by every process);
   * returns its id, or `undefined` when all are taken. Dead holders' slots are removed.
   */
  tryAcquire(pool: string, limit: number): number | undefined {
    const now = this.#now();
    const id = transaction(this.#db, () => {
      const rows = this.#db.prepare(
        "SELECT id, owner, until FROM model_slots WHERE pool = ?",
      ).all(pool) as Array<{ id: number; owner: string; until: number }>;
      let live = 0;
      for (const row of rows) {
        if (this.#isLive(row, now)) live++;
        else this.#db.prepare("DELETE FROM model_slots WHERE id = ?").run(row.id);
      }
      if (live >= limit) return undefined;
      const result = this.#db.prepare(
        "INSERT INTO model_slots (pool, owner, since, until) VALUES (?, ?, ?, ?)",
      ).run(pool, this.#owner, now, now + SLOT_LEASE_MS);
      return Number(result.lastInsertRowid);
    });
    if (id !== undefined) this.#hold(id);
    return id;
  }

  /**
   * Wait (polling) until a slot of `pool` is free, then take it. Rejects with the signal's
   * reason when `signal` aborts first.
   */
  async acquire(
    pool: string,
    limit: number,
    options: { signal?: AbortSignal } = {},
  ): Promise<number> {
    for (;;) {
      options.signal?.throwIfAborted();
      const id = this.tryAcquire(pool, limit);
      if (id !== undefined) return id;
      await pause(POLL_MS + Math.random() * POLL_MS, options.signal);
    }
  }

  /** Give a slot back. */
  release(id: number): void {
    this.#held.delete(id);
    if (this.#held.size === 0) this.#stopHeartbeat();
    transaction(this.#db, () => {
      this.#db.prepare("DELETE FROM model_slots WHERE id = ? AND owner = ?").run(id, this.#owner);
    });
  }

  /** Extend every slot this process holds (the heartbeat calls it). */
  renew(): void {
    transaction(this.#db, () => {
      this.#db.prepare("UPDATE model_slots SET until = ? WHERE owner = ?").run(
        this.#now() + SLOT_LEASE_MS,
        this.#owner,
      );
    });
  }

  /** Every live slot of every process, oldest first. */
  holders(): SlotHolder[] {
    const now = this.#now();
    const rows = withBusyRetry(() =>
      this.#db.prepare("SELECT * FROM model_slots ORDER BY since, id").all()
    ) as Array<{ id: number; pool: string; owner: string; since: number; until: number }>;
    return rows.filter((r) => this.#isLive(r, now)).map((r) => ({
      pool: String(r.pool),
      owner: String(r.owner),
      since: Number(r.since),
    }));
  }

  /** Release every slot this process still holds (a clean stop). */
  releaseAll(): void {
    for (const id of [...this.#held]) this.release(id);
  }

  #isLive(row: { owner: string; until: number }, now: number): boolean {
    return leaseHeld(row.owner, row.until, now, this.#host);
  }

  #hold(id: number): void {
    this.#held.add(id);
    if (this.#heartbeat !== undefined) return;
    const heartbeat = setInterval(() => {
      try {
        this.renew();
      } catch {
        // A busy or closed database: the next beat tries again; the lease outlives a few misses.
      }
    }, SLOT_HEARTBEAT_MS);
    // The heartbeat alone must not keep a process alive.
    Deno.unrefTimer(heartbeat);
    this.#heartbeat = heartbeat;
  }

  #stopHeartbeat(): void {
    if (this.#heartbeat === undefined) return;
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
