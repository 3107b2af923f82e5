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

const ALPHABET = 128;

export class KeywordIndex {
  readonly keywords: readonly string[];
  // The automaton: `next[state * 128 + c]` is the state after reading character `c`, times 128
  // (the start of its own row), plus 1 when a keyword ends in that state; the keywords ending in
  // a state are `ends[endsFrom[state] .. endsFrom[state + 1])`.
  readonly #next: Int32Array;
  readonly #endsFrom: Int32Array;
  readonly #ends: Int32Array;

  constructor(keywords: readonly string[]) {
    for (const k of keywords) {
      if (!/^[\x20-\x7e]{2,}$/.test(k) || k !== k.toLowerCase()) {
        throw new Error(
          `Redaction keyword "${k}": 2 or more printable lower-case ASCII characters`,
        );
      }
    }
    this.keywords = keywords;
    // The trie.
    const children: Array<Map<number, number>> = [new Map()];
    const own: number[][] = [[]];
    keywords.forEach((k, id) => {
      let state = 0;
      for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
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
    // Failure links, breadth first, folded into a full transition table: a state's row is its
    // failure state's row (complete: that state is shallower) with its own children on top.
    const states = children.length;
    const next = new Int32Array(states * ALPHABET);
    const fail = new Int32Array(states);
    const ends: number[][] = own.map((o) => [...o]);
    const queue: number[] = [0];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q]!;
      const f = fail[state]!;
      if (state !== 0) {
        next.copyWithin(state * ALPHABET, f * ALPHABET, (f + 1) * ALPHABET);
        ends[state]!.push(...ends[f]!);
      }
      for (const [c, to] of children[state]!) {
        fail[to] = state === 0 ? 0 : next[f * ALPHABET + c]!;
        next[state * ALPHABET + c] = to;
        queue.push(to);
      }
    }
    // Each entry: the next state's row, plus 1 when a keyword ends in that state (so the scan
    // reads one table per character).
    for (let i = 0; i < next.length; i++) {
      const to = next[i]!;
      next[i] = to * ALPHABET + (ends[to]!.length > 0 ? 1 : 0);
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
    const next = this.#next;
    const endsFrom = this.#endsFrom;
    const ends = this.#ends;
    const keywords = this.keywords;
    // `row` is the current state's row of `next`: one table step per character, and the list of
    // keywords ending there is read only in the (few) states where one ends (the entry's low bit).
    let row = 0;
    let line = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = FOLD[text.charCodeAt(i)]!;
      if (c === 10) line++;
      const step = next[row | c]!;
      row = step & ~1;
      if ((step & 1) === 0) continue;
      const state = row >> 7;
      const to = endsFrom[state + 1]!;
      for (let e = endsFrom[state]!; e < to; e++) {
        const id = ends[e]!;
        found(id, i + 1 - keywords[id]!.length, line);
      }
    }
  }
}
