/**
 * The record tree of a Claude Code transcript: every `user`/`assistant`/`system`/`progress`/
 * `attachment` record has a `uuid` and a `parentUuid`, so a transcript is a tree whose branches
 * are the prompts the human edited or rewound to (the abandoned attempt stays in the file).
 *
 * Pure and lean: a record costs 9 bytes (the 53-bit hash of its uuid, and one byte saying its
 * parent is the record before it, or none; other parents, rare, are kept aside); the key →
 * position map is only built when the file actually holds a fork.
 */

/** A 53-bit hash (two 32-bit FNV-1a lanes): far smaller than the uuid string in a Set. */
export function hash53(text: string): number {
  // `| 0`: both lanes are 32-bit integers from the start (0x811c9dc5 alone is a double, which
  // keeps the loop on floating point: 2.5 times slower, same hash).
  let a = 0x811c9dc5 | 0;
  let b = (0x01000193 ^ 0x5bd1e995) | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) >>> 11);
}

/**
 * A set of `hash53` values in one open-addressing table (linear probing, at most half full).
 * A `Set<number>` of such hashes boxes each one (they exceed the small-integer range) and costs
 * the garbage collector a pointer per entry: on a 200 MB transcript that set alone took a fifth
 * of the read time. Stored as hash + 1, so 0 marks an empty slot.
 */
export class HashSet53 {
  #slots: Float64Array;
  #size = 0;

  /** `expected`: about how many keys will be added (the table is sized for them at once). */
  constructor(expected = 0) {
    let slots = 1024;
    while (slots < 2 * expected && slots < 1 << 23) slots *= 2;
    this.#slots = new Float64Array(slots);
  }

  /** Add `key`; returns false when it was already there. */
  add(key: number): boolean {
    if (2 * (this.#size + 1) > this.#slots.length) this.#grow();
    const slots = this.#slots;
    const mask = slots.length - 1;
    const stored = key + 1;
    let i = (key >>> 0) & mask;
    for (let slot = slots[i]!; slot !== 0; slot = slots[i]!) {
      if (slot === stored) return false;
      i = (i + 1) & mask;
    }
    slots[i] = stored;
    this.#size++;
    return true;
  }

  /** Give the table's memory back now (the set is empty afterwards). */
  release(): void {
    release(this.#slots);
    this.#slots = new Float64Array(1024);
    this.#size = 0;
  }

  #grow(): void {
    const old = this.#slots;
    const slots = new Float64Array(old.length * 2);
    const mask = slots.length - 1;
    for (const stored of old) {
      if (stored === 0) continue;
      let i = ((stored - 1) >>> 0) & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = stored;
    }
    this.#slots = slots;
  }
}

/**
 * Free a typed array's memory at once: detaching its buffer releases it, where dropping the
 * last reference waits for a full collection (a 200 MB transcript's tables are ~6 MB, still
 * held while the session is cleaned otherwise).
 */
function release(array: Float64Array | Int32Array | Uint8Array): void {
  (array.buffer as ArrayBuffer).transfer(0);
}

/** No parent (a root, or a record without `parentUuid`). Hashes are never negative. */
export const NO_PARENT = -1;

type Chunk = Float64Array | Int32Array | Uint8Array;

/**
 * An append-only column of numbers in fixed-size typed chunks: no growth slack and no copying
 * as it grows (a 200 MB transcript has ~300k records). `Float64Array` by default.
 */
export class Column {
  static readonly CHUNK = 1 << 15;
  readonly #chunks: Chunk[] = [];
  readonly #make: (size: number) => Chunk;
  #length = 0;

  constructor(make: (size: number) => Chunk = (n) => new Float64Array(n)) {
    this.#make = make;
  }

  push(value: number): void {
    const at = this.#length % Column.CHUNK;
    if (at === 0) this.#chunks.push(this.#make(Column.CHUNK));
    this.#chunks[this.#chunks.length - 1]![at] = value;
    this.#length++;
  }

  get(index: number): number {
    return this.#chunks[Math.floor(index / Column.CHUNK)]![index % Column.CHUNK]!;
  }

  get length(): number {
    return this.#length;
  }

  /** Give the chunks' memory back now (the column is empty afterwards). */
  release(): void {
    for (const chunk of this.#chunks) release(chunk);
    this.#chunks.length = 0;
    this.#length = 0;
  }
}

/** How a record's parent is kept: none, the record before it, or in the side map. */
const ROOT = 0;
const PREVIOUS = 1;
const ASIDE = 2;

export class RecordTree {
  /** Hash of each record's uuid, by position (file order). */
  readonly #keys = new Column();
  /** ROOT, PREVIOUS or ASIDE, by position. */
  readonly #link = new Column((n) => new Uint8Array(n));
  /** Parent hash of the records whose parent is not the record before them. */
  readonly #aside = new Map<number, number>();
  /** Positions of records that carry a human prompt (candidates of an edit fork). */
  readonly #prompts: number[] = [];

  /** Register a record; returns its position. */
  add(key: number, parent: number): number {
    const position = this.#keys.length;
    if (parent === NO_PARENT) this.#link.push(ROOT);
    else if (position > 0 && this.#keys.get(position - 1) === parent) this.#link.push(PREVIOUS);
    else {
      this.#link.push(ASIDE);
      this.#aside.set(position, parent);
    }
    this.#keys.push(key);
    return position;
  }

  /** The parent hash of the record at `position`, or NO_PARENT. */
  #parentKey(position: number): number {
    switch (this.#link.get(position)) {
      case PREVIOUS:
        return this.#keys.get(position - 1);
      case ASIDE:
        return this.#aside.get(position) ?? NO_PARENT;
      default:
        return NO_PARENT;
    }
  }

  /** Mark the record at `position` as one that carries a human prompt. */
  markPrompt(position: number): void {
    if (this.#prompts.at(-1) !== position) this.#prompts.push(position);
  }

  get size(): number {
    return this.#keys.length;
  }

  /**
   * Positions left behind by an edit: where two prompts share a parent (the human edited a
   * prompt, or rewound to it), only the one on the conversation's final branch stays; the
   * others and everything that descends from them are abandoned. The final branch is the
   * path from `leaf` (the last conversation record) to its root; a fork off that path keeps
   * its latest prompt. Returns undefined when nothing was abandoned.
   */
  abandoned(leaf: number): Uint8Array | undefined {
    const byParent = new Map<number, number[]>();
    let forked = false;
    for (const position of this.#prompts) {
      const parent = this.#parentKey(position);
      if (parent === NO_PARENT) continue;
      const siblings = byParent.get(parent);
      if (siblings) {
        siblings.push(position);
        forked = true;
      } else byParent.set(parent, [position]);
    }
    if (!forked) return undefined;
    const index = new Map<number, number>();
    for (let i = 0; i < this.#keys.length; i++) {
      if (!index.has(this.#keys.get(i))) index.set(this.#keys.get(i), i);
    }
    const parentOf = (position: number): number => {
      const parent = this.#parentKey(position);
      if (parent === NO_PARENT) return -1;
      const at = index.get(parent);
      // A parent written later than its child is a corrupt file: treat the child as a root.
      return at !== undefined && at < position ? at : -1;
    };
    const onPath = new Set<number>();
    for (let at = leaf; at >= 0 && !onPath.has(at); at = parentOf(at)) onPath.add(at);
    const out = new Uint8Array(this.#keys.length);
    let any = false;
    for (const siblings of byParent.values()) {
      if (siblings.length < 2) continue;
      const kept = siblings.find((s) => onPath.has(s)) ?? siblings.at(-1)!;
      for (const s of siblings) {
        if (s !== kept) {
          out[s] = 1;
          any = true;
        }
      }
    }
    // Parents precede their children in the file: one pass carries the mark down the branch.
    for (let i = 0; i < out.length; i++) {
      if (out[i] === 0) {
        const parent = parentOf(i);
        if (parent >= 0 && out[parent] === 1) out[i] = 1;
      }
    }
    return any ? out : undefined;
  }

  /** Give the memory of the columns back now (the tree is empty afterwards). */
  release(): void {
    this.#keys.release();
    this.#link.release();
    this.#aside.clear();
    this.#prompts.length = 0;
  }

  /** The uuid hash of the record at `position`. */
  keyAt(position: number): number | undefined {
    return position >= 0 && position < this.#keys.length ? this.#keys.get(position) : undefined;
  }

  /** The latest position whose uuid hash is in `keys`, or -1. */
  latestOf(keys: ReadonlySet<number>): number {
    for (let i = this.#keys.length - 1; i >= 0; i--) if (keys.has(this.#keys.get(i))) return i;
    return -1;
  }
}
