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
 * The automaton reads characters as classes: one per character its keywords hold, and 0 for
 * every other, which leads back to the start from any state. A state's row has the next power of
 * two above the class count: 64 entries while the keywords hold at most 63 characters, 128 when
 * they hold more (65 for ctx's rules at the eleventh round: 5,509 states × 128 entries), and the
 * scan, where each step waits for the table read the step before chose, misses the processor's
 * caches less the smaller the table (docs/performance.md, "round six" and "round fifteen").
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
  /** The longest keyword's length. */
  readonly #longest: number;
  /** `hits`' buffers, and those of its second stream. */
  #hits: Hits = hitColumns(256);
  #tail: Hits = hitColumns(256);

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
    this.#longest = Math.max(0, ...this.#lengths);
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
    const { states, firstChild, sibling, classAt, firstOwn, nextOwn } = trie(
      keywords,
      classes,
      shift,
    );
    // Failure links, breadth first, folded into a full transition table: a state's row is its
    // failure state's row (complete: that state is shallower) with its own children on top.
    // Each entry: the next state's row, plus 1 when a keyword ends in that state (so the scan
    // reads one table per character), set as the entry is made: a state's failure state is
    // shallower, so the keywords ending there (its own, then its failure state's) are known
    // when the state is first reached. (One loop over the ~705,000 entries after the table was
    // made cost as much as the rest of the build.)
    const next = new Int32Array(states << shift);
    const fail = new Int32Array(states);
    const endCount = new Int32Array(states);
    const queue = new Int32Array(states);
    let queued = 1;
    for (let q = 0; q < queued; q++) {
      const state = queue[q]!;
      const f = fail[state]!;
      if (state !== 0) next.copyWithin(state << shift, f << shift, (f + 1) << shift);
      for (let to = firstChild[state]!; to !== 0; to = sibling[to]!) {
        const c = classAt[to]!;
        const back = state === 0 ? 0 : next[(f << shift) | c]! >> shift;
        fail[to] = back;
        let own = 0;
        for (let id = firstOwn[to]!; id !== -1; id = nextOwn[id]!) own++;
        endCount[to] = own + endCount[back]!;
        next[(state << shift) | c] = (to << shift) + (endCount[to]! > 0 ? 1 : 0);
        queue[queued++] = to;
      }
    }
    this.#next = next;
    // Each state's keywords, its own first, then its failure state's (laid out before it: the
    // queue is breadth first).
    const endsFrom = new Int32Array(states + 1);
    for (let s = 0; s < states; s++) endsFrom[s + 1] = endsFrom[s]! + endCount[s]!;
    const flat = new Int32Array(endsFrom[states]!);
    for (let q = 1; q < states; q++) {
      const state = queue[q]!;
      let at = endsFrom[state]!;
      for (let id = firstOwn[state]!; id !== -1; id = nextOwn[id]!) flat[at++] = id;
      const f = fail[state]!;
      flat.copyWithin(at, endsFrom[f]!, endsFrom[f]! + endCount[f]!);
    }
    this.#endsFrom = endsFrom;
    this.#ends = flat;
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
    const n = text.length;
    // A long text is read as two streams side by side, its first half (`head`) and its second
    // (`tail`): each step waits for the table read the step before chose, and two chains of
    // reads wait together (the bare walk over 1 MB of dense text: 3.1 ms as one stream, 1.7 as
    // two). The second stream first reads the `#longest` characters before its half from the
    // start state: the automaton's state is the longest end of the text read that begins a
    // keyword, no longer than the longest keyword, so it is then the state one stream would be
    // in. Its hits follow the first's (they end later), its lines counted from where it started.
    const mid = n >= TWO_STREAMS ? n >> 1 : n;
    let head = this.#hits;
    let tail = this.#tail;
    head.count = 0;
    tail.count = 0;
    let a = 0; // the streams' rows
    let b = 0;
    let lineA = 0;
    let lineB = 0;
    for (let j = Math.max(0, mid - this.#longest); j < mid && mid < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 10) lineB++;
      b = next[b | classOf[c]!]! & ~1;
    }
    const warm = lineB;
    const both = Math.min(mid, n - mid);
    for (let i = 0; i < both; i++) {
      const c = text.charCodeAt(i);
      const d = text.charCodeAt(mid + i);
      if (c === 10) lineA++;
      if (d === 10) lineB++;
      const stepA = next[a | classOf[c]!]!;
      const stepB = next[b | classOf[d]!]!;
      a = stepA & ~1;
      b = stepB & ~1;
      if ((stepA & 1) !== 0) head = put(head, a >> shift, i, lineA, endsFrom, ends, lengths);
      if ((stepB & 1) !== 0) tail = put(tail, b >> shift, mid + i, lineB, endsFrom, ends, lengths);
    }
    for (let i = both; i < mid; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) lineA++;
      const step = next[a | classOf[c]!]!;
      a = step & ~1;
      if ((step & 1) !== 0) head = put(head, a >> shift, i, lineA, endsFrom, ends, lengths);
    }
    for (let j = mid + both; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 10) lineB++;
      const step = next[b | classOf[c]!]!;
      b = step & ~1;
      if ((step & 1) !== 0) tail = put(tail, b >> shift, j, lineB, endsFrom, ends, lengths);
    }
    this.#tail = tail;
    // The second stream's hits after the first's, its lines counted from the start of the text.
    const total = head.count + tail.count;
    while (head.ids.length < total) head = grown(head);
    const offset = lineA - warm;
    for (let h = 0, to = head.count; h < tail.count; h++, to++) {
      head.ids[to] = tail.ids[h]!;
      head.starts[to] = tail.starts[h]!;
      head.lines[to] = tail.lines[h]! + offset;
    }
    head.count = total;
    this.#hits = head;
    return head;
  }

  /**
   * Drop `hits`' buffers when a long text made them large (they are kept for the next call, up
   * to 2^18 occurrences: 3 MB, what 3 MB of dense text holds).
   */
  release(): void {
    if (this.#hits.ids.length > 1 << 18) this.#hits = hitColumns(256);
    if (this.#tail.ids.length > 1 << 18) this.#tail = hitColumns(256);
  }
}

/** `KeywordIndex`'s trie of `keywords`, each character read as its class (`classes`). */
interface Trie {
  states: number;
  /** A state's first child (0: none), each child's next sibling, in the order made. */
  firstChild: Int32Array;
  sibling: Int32Array;
  /** The class of the character that leads to each state. */
  classAt: Int32Array;
  /** The first keyword (by id) ending in each state (-1: none), and each keyword's next. */
  firstOwn: Int32Array;
  nextOwn: Int32Array;
}

/**
 * The trie, in typed arrays: a fresh process builds it once per rule set, in code not yet
 * optimized, where a `Map` per state and its iterator cost most of the build. A state's child of
 * a class is `child[(state << shift) | class]` while it is built.
 */
function trie(keywords: readonly string[], classes: Uint8Array, shift: number): Trie {
  const most = 1 + keywords.reduce((sum, k) => sum + k.length, 0);
  const child = new Int32Array(most << shift);
  const firstChild = new Int32Array(most);
  const lastChild = new Int32Array(most);
  const sibling = new Int32Array(most);
  const classAt = new Int32Array(most);
  const firstOwn = new Int32Array(most).fill(-1);
  const lastOwn = new Int32Array(most).fill(-1);
  const nextOwn = new Int32Array(keywords.length).fill(-1);
  let states = 1;
  keywords.forEach((k, id) => {
    let state = 0;
    for (let i = 0; i < k.length; i++) {
      const c = classes[k.charCodeAt(i)]!;
      let to = child[(state << shift) | c]!;
      if (to === 0) {
        to = states++;
        child[(state << shift) | c] = to;
        classAt[to] = c;
        if (firstChild[state] === 0) firstChild[state] = to;
        else sibling[lastChild[state]!] = to;
        lastChild[state] = to;
      }
      state = to;
    }
    if (firstOwn[state] === -1) firstOwn[state] = id;
    else nextOwn[lastOwn[state]!] = id;
    lastOwn[state] = id;
  });
  return { states, firstChild, sibling, classAt, firstOwn, nextOwn };
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

/** A text this long or longer is read as two streams (`KeywordIndex.hits`). */
const TWO_STREAMS = 1 << 12;

/**
 * `hits` with the keywords ending in `state` added, each ending at `end` on line `line` (grown
 * when full).
 */
function put(
  hits: Hits,
  state: number,
  end: number,
  line: number,
  endsFrom: Int32Array,
  ends: Int32Array,
  lengths: Int32Array,
): Hits {
  const to = endsFrom[state + 1]!;
  for (let e = endsFrom[state]!; e < to; e++) {
    if (hits.count === hits.ids.length) hits = grown(hits);
    const id = ends[e]!;
    const at = hits.count++;
    hits.ids[at] = id;
    hits.starts[at] = end + 1 - lengths[id]!;
    hits.lines[at] = line;
  }
  return hits;
}

/** `hits` with room for twice as many. */
function grown(hits: Hits): Hits {
  const more = hitColumns(2 * hits.ids.length);
  more.ids.set(hits.ids);
  more.starts.set(hits.starts);
  more.lines.set(hits.lines);
  more.count = hits.count;
  return more;
}
