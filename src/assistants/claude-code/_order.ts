/**
 * Which records of a Claude Code transcript count, and in what order (see
 * shared/docs/transcript-formats.md §1):
 * - resumed sessions copy earlier lines: de-duplicated by `uuid`;
 * - an edited or rewound prompt leaves its abandoned branch in the file: only the final branch
 *   (by `parentUuid`, a compaction boundary by `logicalParentUuid`) is kept.
 *
 * What a record says is `_parse.ts`'s subject; this file only places records and turns in the
 * record tree (`_tree.ts`) and says at the end which turns are on the final branch.
 */
import type { Turn } from "../../types.ts";
import type { Envelope } from "./_envelope.ts";
import type { SessionTitle } from "./_title.ts";
import { Column, hash53, HashSet53, NO_PARENT, RecordTree } from "./_tree.ts";

export class RecordOrder {
  /** Record uuids seen, as 53-bit hashes: a 200 MB session has ~250k of them. */
  readonly #seen: HashSet53;
  readonly #tree = new RecordTree();
  /** Tree position of the record that started each turn (-1: a record without uuid). */
  readonly #turnAt = new Column((n) => new Int32Array(n));
  /** Uuid and hash of the last record put in the tree. */
  #lastUuid: string | undefined;
  #lastKey = NO_PARENT;
  /** Position of the last conversation record: the final branch ends there. */
  #lastConversation = -1;

  /** `bytes`: the transcript's size, when known (the uuid table is sized from it). */
  constructor(bytes = 0) {
    // A record takes about 1 KB of a long transcript: the uuid table is sized once, not grown.
    this.#seen = new HashSet53(bytes / 1024);
  }

  /** Treat these record uuids as already seen (the copied history of a resumed session). */
  skip(uuids: Iterable<string>): void {
    for (const uuid of uuids) this.#seen.add(hash53(uuid));
  }

  /**
   * Put a record in the tree; returns its position, -1 for a record without uuid, or null
   * for one already seen (a resume copies the records of the session it resumes).
   */
  place(record: Envelope): number | null {
    if (typeof record.uuid !== "string") return -1;
    const key = hash53(record.uuid);
    if (!this.#seen.add(key)) return null;
    // Most records continue the one before: then its hash is known, no need to hash again.
    const continues = typeof record.parentUuid === "string" &&
      record.parentUuid === this.#lastUuid;
    const parent = continues ? this.#lastKey : parentKey(record);
    const position = this.#tree.add(key, parent);
    this.#lastUuid = record.uuid;
    this.#lastKey = key;
    return position;
  }

  /** The record at `position` is part of the conversation (a prompt or an answer). */
  conversation(position: number): void {
    if (position >= 0) this.#lastConversation = position;
  }

  /** The record at `position` carries a human prompt (a candidate of an edit fork). */
  prompt(position: number): void {
    if (position >= 0) this.#tree.markPrompt(position);
  }

  /** The next turn was started by the record at `position`. */
  turn(position: number): void {
    this.#turnAt.push(position);
  }

  /**
   * The turns on the final branch, `turns` in the order `turn()` saw them; `emptied`: some
   * turn lost all its parts, drop those too.
   */
  kept(turns: Turn[], emptied: boolean): Turn[] {
    const abandoned = this.#lastConversation >= 0
      ? this.#tree.abandoned(this.#lastConversation)
      : undefined;
    if (!abandoned && !emptied) return turns;
    return turns.filter((t, i) => {
      const at = this.#turnAt.get(i);
      return t.parts.length > 0 && (!abandoned || at < 0 || abandoned[at] === 0);
    });
  }

  /** The session's title (a summary counts only when its leaf is a record of this file). */
  title(title: SessionTitle): string | undefined {
    return title.of(this.#tree);
  }

  /** Give the tables' memory back now (a huge session is cleaned right after). */
  release(): void {
    this.#seen.release();
    this.#tree.release();
    this.#turnAt.release();
  }
}

/** The record's parent in the tree; a compaction boundary continues its logical parent. */
function parentKey(record: Envelope): number {
  if (typeof record.parentUuid === "string") return hash53(record.parentUuid);
  if (typeof record.logicalParentUuid === "string") return hash53(record.logicalParentUuid);
  return NO_PARENT;
}
