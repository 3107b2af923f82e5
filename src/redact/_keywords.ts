/**
 * Finding every keyword of a rule set in one pass over a text: an Aho–Corasick automaton over
 * lower-case ASCII, so the cost is one table step per character whatever the number of keywords.
 */

/**
 * Lower-case ASCII of each UTF-16 code unit; non-ASCII units map to 0, which no keyword holds.
 * `toLowerCase` maps the Kelvin sign to `k` (and `İ` to `i` plus a combining dot, which no
 * keyword holds): folded the same way, so a keyword is found where lower-casing shows one.
 */
const FOLD = new Uint8Array(65536);
for (let c = 0; c < 128; c++) FOLD[c] = c >= 65 && c <= 90 ? c + 32 : c;
FOLD[0x212a] = 107;

/**
 * The automaton reads characters as classes: one per character its keywords hold (58 for ctx's
 * rules), and 0 for every other, which leads back to the start from any state. A state's row
 * then has 64 entries instead of 128: the table is half the size, and the scan, where each step
 * waits for the table read the step before chose, misses the processor's caches less on text
 * that wanders over many of its ~3,500 states (docs/performance.md, "round six").
 */
export class KeywordIndex {
  readonly keywords: readonly string[];
  /** The class of each UTF-16 code unit, folded as `FOLD` does. */
  readonly #classOf: Uint8Array;
  /** log2 of a state's row length (the classes, rounded up to a power of two). */
  readonly #shift: number;
  // The automaton: `next[(state << shift) | class]` is the state after reading a character of
  // that class, shifted (the start of its own row), plus 1 when a keyword ends in that state;
  // the keywords ending in a state are `ends[endsFrom[state] .. endsFrom[state + 1])`.
  readonly #next: Int32Array;
  readonly #endsFrom: Int32Array;
  readonly #ends: Int32Array;
  /** Each keyword's length. */
  readonly #lengths: Int32Array;
  /** `hits`' buffers. */
  #hits: Hits = hitColumns(256);

  constructor(keywords: readonly string[]) {
    for (const k of keywords) {
      if (!/^[\x20-\x7e]{2,}$/.test(k) || k !== k.toLowerCase()) {
        throw new Error(
          `Redaction keyword "${k}": 2 or more printable lower-case ASCII characters`,
        );
      }
    }
    this.keywords = keywords;
    this.#lengths = Int32Array.from(keywords, (k) => k.length);
    // The classes: 1, 2, … for the characters the keywords hold.
    const classes = new Uint8Array(128);
    let count = 1;
    for (const k of keywords) {
      for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
        if (classes[c] === 0) classes[c] = count++;
      }
    }
    let shift = 1;
    while (1 << shift < count) shift++;
    this.#shift = shift;
    // (Only ASCII and the Kelvin sign fold to a keyword's character: the other entries stay 0.)
    const classOf = new Uint8Array(65536);
    for (let c = 0; c < 128; c++) classOf[c] = classes[FOLD[c]!]!;
    classOf[0x212a] = classes[FOLD[0x212a]!]!;
    this.#classOf = classOf;
    // The trie.
    const children: Array<Map<number, number>> = [new Map()];
    const own: number[][] = [[]];
    keywords.forEach((k, id) => {
      let state = 0;
      for (let i = 0; i < k.length; i++) {
        const c = classes[k.charCodeAt(i)]!;
        let to = children[state]!.get(c);
        if (to === undefined) {
          to = children.length;
          children.push(new Map());
          own.push([]);
          children[state]!.set(c, to);
        }
        state = to;
      }
      own[state]!.push(id);
    });
    const states = children.length;
    // Failure links, breadth first, folded into a full transition table: a state's row is its
    // failure state's row (complete: that state is shallower) with its own children on top.
    // Each entry: the next state's row, plus 1 when a keyword ends in that state (so the scan
    // reads one table per character), set as the entry is made: a state's failure state is
    // shallower, so whether a keyword ends there is known when the state is first reached.
    // (A fresh process builds this once per rule set: one loop over the ~200,000 entries after
    // the table was made cost as much as the rest of the build.)
    const next = new Int32Array(states << shift);
    const fail = new Int32Array(states);
    const ends: number[][] = own.map((o) => [...o]);
    const endsHere = new Uint8Array(states);
    const queue: number[] = [0];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q]!;
      const f = fail[state]!;
      if (state !== 0) {
        next.copyWithin(state << shift, f << shift, (f + 1) << shift);
        if (ends[f]!.length > 0) ends[state]!.push(...ends[f]!);
      }
      for (const [c, to] of children[state]!) {
        const back = state === 0 ? 0 : next[(f << shift) | c]! >> shift;
        fail[to] = back;
        endsHere[to] = own[to]!.length > 0 || endsHere[back] === 1 ? 1 : 0;
        next[(state << shift) | c] = (to << shift) + endsHere[to]!;
        queue.push(to);
      }
    }
    this.#next = next;
    this.#endsFrom = new Int32Array(states + 1);
    const flat: number[] = [];
    ends.forEach((e, s) => {
      this.#endsFrom[s] = flat.length;
      flat.push(...e);
    });
    this.#endsFrom[states] = flat.length;
    this.#ends = Int32Array.from(flat);
  }

  /**
   * Call `found(id, start, line)` for every occurrence of every keyword in `text` (compared
   * lower-cased), in order of where they end; `line` counts the line breaks before it.
   */
  scan(text: string, found: (id: number, start: number, line: number) => void): void {
    const hits = this.hits(text);
    for (let h = 0; h < hits.count; h++) found(hits.ids[h]!, hits.starts[h]!, hits.lines[h]!);
  }

  /**
   * Every occurrence of every keyword in `text`, as `scan` reports them, in three columns. The
   * columns are this index's own buffers, reused by the next call: read them before it. (The plan
   * reads them in a loop of its own: a callback per occurrence, with the plan's tables reached
   * through its closure, cost more than the scan on dense text.)
   */
  hits(text: string): Hits {
    const next = this.#next;
    const classOf = this.#classOf;
    const shift = this.#shift;
    const endsFrom = this.#endsFrom;
    const ends = this.#ends;
    const lengths = this.#lengths;
    let hits = this.#hits;
    let count = 0;
    // One table step per character; the list of keywords ending in a state is read only in the
    // (few) states where one ends (the entry's low bit).
    let row = 0;
    let line = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      const step = next[row | classOf[c]!]!;
      row = step & ~1;
      if ((step & 1) === 0) continue;
      const state = row >> shift;
      const to = endsFrom[state + 1]!;
      for (let e = endsFrom[state]!; e < to; e++) {
        if (count === hits.ids.length) hits = this.#hits = grown(hits);
        const id = ends[e]!;
        hits.ids[count] = id;
        hits.starts[count] = i + 1 - lengths[id]!;
        hits.lines[count] = line;
        count++;
      }
    }
    hits.count = count;
    return hits;
  }

  /**
   * Drop `hits`' buffers when a long text made them large (they are kept for the next call, up
   * to 2^18 occurrences: 3 MB, what 3 MB of dense text holds).
   */
  release(): void {
    if (this.#hits.ids.length > 1 << 18) this.#hits = hitColumns(256);
  }
}

/** Keyword occurrences in columns: the first `count` entries of each are set. */
export interface Hits {
  count: number;
  ids: Int32Array;
  starts: Int32Array;
  lines: Int32Array;
}

function hitColumns(size: number): Hits {
  const ids = new Int32Array(size);
  const starts = new Int32Array(size);
  const lines = new Int32Array(size);
  return { count: 0, ids, starts, lines };
}

/** `hits` with room for twice as many. */
function grown(hits: Hits): Hits {
  const more = hitColumns(2 * hits.ids.length);
  more.ids.set(hits.ids);
  more.starts.set(hits.starts);
  more.lines.set(hits.lines);
  return more;
}
