/** What became of one session in a run (and, in a dry run, what a real run would do). */
import type { SourceId } from "../types.ts";

/** What a dry run says of one session found: what a real run would do with it, and why. */
export interface DryRunItem {
  source: SourceId;
  sessionId: string;
  location: string;
  action:
    | "send"
    | "reuse"
    | "unchanged"
    | "too short"
    | "unreadable"
    | "other project"
    | "own session";
  /** Why, in words. */
  reason: string;
  /** When sent: the transcript's characters and the prompt exactly as it would be sent. */
  chars?: number;
  prompt?: string;
}

/** What became of one session. */
export type SessionOutcome =
  /** Already distilled from this content (or by another process just now). */
  | { kind: "unchanged"; why?: string }
  /**
   * ctx's own subscription-CLI call (`own`), recorded outside the project, or (`project`, its
   * root) recorded in a repository of its own inside the project's folder.
   */
  | { kind: "ignored"; own?: boolean; reason?: string; warning?: string; project?: string }
  /** Too little written (by both sides) to be worth a model call. */
  | { kind: "short"; why?: string }
  /**
   * The source could not read it (a corrupt or cut-short file): `why` is the source's warning.
   * Settled like a short one, so it is read again once the file changes.
   */
  | { kind: "unreadable"; why: string }
  /** The model found nothing durable. */
  | { kind: "empty" }
  /** Another ctx process holds its lease. */
  | { kind: "busy" }
  | { kind: "dry-run"; item: DryRunItem }
  | { kind: "distilled"; path: string; insights: number }
  /** Copied from the other store, where this content was already distilled (no model call). */
  | { kind: "reused"; path?: string; insights: number }
  /** Retried on the next run. */
  | { kind: "failed"; error: string }
  /**
   * Its model call was under way when the run was stopped (Ctrl-C, a server stopping): the
   * lease was given back, no failure recorded; the next run distills it.
   */
  | { kind: "interrupted" };
