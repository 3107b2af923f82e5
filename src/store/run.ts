/**
 * The store of one distillation run (`Project.openRun`), in the store's own words: what the
 * ledger knows of each session it is shown (plan, without reading any), the lease a session is
 * distilled under, its outcome settled in the ledger, a summary copied from the project's other
 * store instead of paying for it again, the summary written, and the store registered. Leases
 * and model slots are held as `host:pid` of this process. A dry run writes nothing, not even
 * the ledger: it reads the ledger when there is one, so it sees exactly what a real run would.
 */
import type { HeadCache } from "../types.ts";
import type { PlanRecord } from "./_ledger_plan.ts";
import type { ModelSlots } from "./slots.ts";
import type { SummaryDoc } from "./summary.ts";

/** A session as the store knows it, before it is read. */
export interface StoredSession {
  /** The assistant it comes from (`claude-code`, …). */
  source: string;
  sessionId: string;
  /** Where it lives (a file, or a database and key), for messages. */
  location: string;
  /** What changes when the session does (size, time): an unchanged one is never read again. */
  fingerprint: string;
}

/** A session that was read: the content it was distilled from is what is never paid twice. */
export interface ReadSession extends StoredSession {
  /** `sha256:<hex>` of its conversation. */
  contentHash: string;
}

/** What the store knows of a session, without reading it. */
export interface Standing {
  /**
   * How the ledger settled it in this store, when it holds it (`look` gives the whole entry; a
   * plan may give a settled session a record shared with others settled the same way).
   */
  record?: PlanRecord;
  /** Settled with this very fingerprint, its summary (if it has one) in the store: nothing to do. */
  unchanged: boolean;
  /** Settled with a summary that is no longer in the store (deleted, another branch). */
  summaryGone: boolean;
  /** The content (`contentHash`) it was settled from, whatever its fingerprint now (`look`). */
  settledContent?: string;
  /** Not unchanged here, but settled from this very fingerprint in the project's other store. */
  inOtherStore: boolean;
  /**
   * Not in the ledger, yet a summary of this session is in the store or the other store (a new
   * `CTX_HOME`, a lost ledger): a run adopts or copies it with no model call when it is of the
   * session's content now (the plan reads no session, so that is not known yet).
   */
  summaryStored?: boolean;
}

/** How a session ends up, recorded in the ledger (`Outcome`). */
export type Settlement =
  | { status: "ok"; insights: number }
  | { status: "empty" | "short" }
  /** Not this project's: `reason` in words, or the root of the project it `belongsTo`. */
  | { status: "ignored"; reason?: string; belongsTo?: string }
  /** Retried on the next run. */
  | { status: "failed"; error: string };

/** What `copyFromOther` did: the other store's "nothing to keep", or its summary copied. */
export type Copied = { status: "empty" } | { status: "ok"; insights: number; path?: string };

export interface RunStore {
  /** The store's folder (`.ctx/` or the per-user store). */
  readonly dir: string;
  readonly local: boolean;
  readonly dryRun: boolean;
  /** Model-call slots shared with every ctx process (none in a dry run: nothing is sent). */
  readonly slots: ModelSlots | undefined;
  /** What discovery read of each transcript before, by fingerprint (none without a ledger). */
  readonly heads: HeadCache | undefined;
  /**
   * Throws a `StoreError` when the store, or ctx's home folder with the ledger, cannot be written
   * (checked before any model call).
   */
  writable(): void;
  /** What the store knows of each session (one listing of each of the project's stores). */
  plan(sessions: readonly StoredSession[]): Promise<Standing[]>;
  /**
   * What it knows of one session now (another process may have distilled it meanwhile); the
   * other store is not looked at (`copyFromOther` is).
   */
  look(session: StoredSession): Promise<Standing>;
  /** Same content as when it was settled: remember the session's new fingerprint. */
  touch(session: StoredSession): void;
  /** Record how a session ended up (and give its lease back). */
  settle(session: ReadSession, settlement: Settlement): void;
  /**
   * This content was settled in the project's other store (a switch between `.ctx/` and the
   * per-user store): copy its summary (or its "nothing to keep") here with `cwd`, instead of
   * paying for the model again. `undefined` when there is nothing usable to copy.
   */
  copyFromOther(session: ReadSession, cwd: string): Promise<Copied | undefined>;
  /**
   * A summary of this very content already in this store that the ledger does not call settled
   * (a run killed between writing it and recording it): recorded as settled (not in a dry run),
   * with no model call. Its insights, or `undefined` when there is no such summary.
   */
  adopt(session: ReadSession): Promise<number | undefined>;
  /** Before a model call is paid: refuse a link where its summary goes. */
  checkWritable(session: StoredSession): void;
  /** Forget the content a settled session was distilled from (its summary is gone). */
  reopen(session: StoredSession): void;
  /**
   * Run `work` under the session's lease, renewed while it runs: `busy` when another live
   * process holds it, `done` when another one distilled this very content meanwhile.
   */
  whileLeased<T>(session: ReadSession, work: () => Promise<T>): Promise<T | "busy" | "done">;
  /** Give the lease back with no outcome: the next run distills it. */
  release(session: StoredSession): void;
  /** Write a summary (atomically; a user's edits are kept). Returns its path. */
  write(doc: SummaryDoc): Promise<string>;
  /** Record the store in the registry when it holds anything (a real run's last step). */
  register(): Promise<void>;
  close(): void;
}
