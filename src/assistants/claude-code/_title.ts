/**
 * A Claude Code session's title, from the records outside the conversation tree: the user's own
 * (`custom-title`, the last one wins), Claude Code's (`ai-title`, the first), else a `summary`
 * whose leaf is a record of this file (summaries are often another session's).
 */
import type { Envelope } from "./_envelope.ts";
import { hash53, type RecordTree } from "./_tree.ts";

export class SessionTitle {
  readonly #summaries: Array<{ text: string; leaf: number }> = [];
  #ai: string | undefined;
  #custom: string | undefined;

  /** Read a record outside the tree: titles (the rest is bookkeeping). */
  add(type: string, record: Envelope): void {
    if (type === "summary" && typeof record.summary === "string") {
      if (typeof record.leafUuid === "string") {
        this.#summaries.push({ text: record.summary, leaf: hash53(record.leafUuid) });
      }
    } else if (type === "ai-title" && typeof record.aiTitle === "string") {
      this.#ai ??= record.aiTitle;
    } else if (type === "custom-title" && typeof record.customTitle === "string") {
      this.#custom = record.customTitle; // The user's own title wins.
    }
  }

  /** The title, `tree` the file's records (for the summaries' leaves); undefined: none. */
  of(tree: RecordTree): string | undefined {
    return this.#custom ?? this.#ai ?? this.#summary(tree);
  }

  /** The summary of the latest leaf that is a record of this file (others are other sessions'). */
  #summary(tree: RecordTree): string | undefined {
    if (this.#summaries.length === 0) return undefined;
    const leaves = new Set(this.#summaries.map((s) => s.leaf));
    const at = tree.latestOf(leaves);
    if (at < 0) return undefined;
    const key = tree.keyAt(at);
    return this.#summaries.findLast((s) => s.leaf === key)?.text;
  }
}
