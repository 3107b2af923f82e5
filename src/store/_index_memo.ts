/**
 * Answers of the index's whole-project queries (`projectStats`, `projectInsights`: a scan of
 * every insight of the project), kept until the index changes (some also in the index file for
 * the next process: `stored`). A change is any commit: by
 * another connection (SQLite's `data_version`), by this one (`changed()`), or a new connection.
 * `fetch_project_context` with nothing new then costs one pragma instead of two scans.
 */
import type { DatabaseSync } from "node:sqlite";
import { prepared } from "./db.ts";
import { type AnswerCodec, storedAnswer } from "./_index_answers.ts";

export class IndexMemo {
  readonly #answers = new Map<string, unknown>();
  #version = "";
  #own = 0;

  /** This connection wrote to the index, or was replaced by a new one. */
  changed(): void {
    this.#own++;
    this.#answers.clear();
  }

  /** The answer of `query` for `key`, computed once per version of the index (a copy each time). */
  get<T>(db: DatabaseSync, key: string, query: () => T): T {
    return structuredClone(this.kept(db, key, query));
  }

  /**
   * The answer of `query` for `key` as `get` gives it, and also kept in the index file for the
   * next process while the index stays the same (`_index_answers.ts`): for the aggregates a
   * one-shot `ctx status` asks for.
   */
  stored<T>(db: DatabaseSync, key: string, query: () => T, codec?: AnswerCodec<T>): T {
    return structuredClone(this.kept(db, key, () => storedAnswer(db, key, query, codec)));
  }

  /**
   * The same answer without a copy, for a caller that only reads it (large answers, such as the
   * ranked candidates of a brief, where a copy would cost what keeping it saves).
   */
  kept<T>(db: DatabaseSync, key: string, query: () => T): T {
    this.#check(db);
    if (!this.#answers.has(key)) this.#answers.set(key, query());
    return this.#answers.get(key) as T;
  }

  /** The answer for `key` when this version of the index has one already (not a copy). */
  known<T>(db: DatabaseSync, key: string): T | undefined {
    this.#check(db);
    return this.#answers.get(key) as T | undefined;
  }

  /** Forget every answer when the index changed since they were computed. */
  #check(db: DatabaseSync): void {
    const row = prepared(db, "PRAGMA data_version").get() as { data_version?: number } | undefined;
    const version = `${this.#own}:${row?.data_version ?? ""}`;
    if (version !== this.#version) {
      this.#answers.clear();
      this.#version = version;
    }
  }
}
