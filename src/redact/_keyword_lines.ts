/**
 * Where a rule set's keywords and anchors stand in a text, as lists of lines per rule: one pass
 * of the keyword automaton (`_keywords.ts`) over the text, its occurrences added to the lines of
 * each group of rules sharing their keywords, and to the lines around each anchor. The plan
 * (`_ruleset.ts`) reads these lists to say which rules run, and where.
 */
import { type Hits, KeywordIndex } from "./_keywords.ts";
import { lineAt, type LineList } from "./_lines.ts";
import type { Rule } from "./_rule.ts";

/** Lines found by reading a text (or some of its lines), per rule (by index). */
export interface Found {
  keywordLines: Map<number, LineList>;
  anchorLines: Map<number, LineList>;
}

export class KeywordLines {
  readonly #index: KeywordIndex;
  /**
   * For each word of the index: the groups of rules it is a keyword of (rules with the same
   * keywords form one group and share one list of lines), and the rules it anchors.
   */
  readonly #keywordOf: number[][] = [];
  /** The rules of each keyword group, ascending. */
  readonly #groupRules: number[][] = [];
  readonly #anchorOf: number[][] = [];
  /**
   * Per anchored rule that stands for others: the rules with the same anchors and the same reach,
   * itself first (they are given the same lines, found once: on dense text two rules with the
   * near words as anchors and 400 characters of reach each walk 23,000 anchors); empty for the
   * others.
   */
  readonly #alike: number[][];
  /** Per-line rules whose anchors are their keywords, with no reach: the same lines. */
  readonly #sameLines: readonly boolean[];
  /**
   * Each rule's `reach` in characters before and after an anchor's start, read for every anchor
   * found (an array read, not a rule's property); `#after` is -1 for a rule without a reach.
   */
  readonly #before: Int32Array;
  readonly #after: Int32Array;
  /** `read`'s tables: per group or rule, the last line it was given; per word, its last line. */
  readonly #lastKeyword: Int32Array;
  readonly #lastAnchor: Int32Array;
  readonly #wordLine: Int32Array;
  /**
   * The lines `read` gives each group and each anchored rule, in buffers kept from one call to
   * the next (grown by doubling), and how many it has given each; its lists are copied out of
   * them (`taken`). A small text then makes no buffer at all.
   */
  readonly #keywordAt: Int32Array[];
  readonly #anchorAt: Int32Array[];
  readonly #keywordCount: Int32Array;
  readonly #anchorCount: Int32Array;

  /**
   * The index of `rules`' keywords and anchors. `perLine` says which of them run on lines (those
   * are given anchor lines), `sameLines` which of those run on their keyword lines.
   */
  constructor(
    rules: readonly Rule[],
    perLine: readonly boolean[],
    sameLines: readonly boolean[],
  ) {
    this.#sameLines = sameLines;
    this.#before = Int32Array.from(rules, (r) => r.reach?.before ?? 0);
    this.#after = Int32Array.from(rules, (r) => r.reach === undefined ? -1 : r.reach.after ?? 0);
    const ids = new Map<string, number>();
    const word = (w: string) => {
      let id = ids.get(w);
      if (id === undefined) {
        id = ids.size;
        ids.set(w, id);
        this.#keywordOf.push([]);
        this.#anchorOf.push([]);
      }
      return id;
    };
    // (Dense text holds a keyword on most lines, and the assignment rules share theirs: one
    // list per group is filled once, not once per rule.)
    const groups = new Map<string, number>();
    this.#alike = rules.map(() => []);
    const alike = new Map<string, number>();
    rules.forEach((r, i) => {
      const ids = [...new Set(r.keywords)].map(word);
      if (ids.length > 0) {
        const key = [...ids].sort((a, b) => a - b).join(",");
        let g = groups.get(key);
        if (g === undefined) {
          g = groups.size;
          groups.set(key, g);
          this.#groupRules.push([]);
          for (const id of ids) this.#keywordOf[id]!.push(g);
        }
        this.#groupRules[g]!.push(i);
      }
      // (A rule on the whole text is given the lines of its anchors when its matches start there.)
      const starts = r.startsNearKeyword !== undefined && r.anchors !== undefined;
      if (!(perLine[i] || starts) || sameLines[i]) return;
      const anchors = [...new Set(r.anchors ?? r.keywords)];
      const key = JSON.stringify([[...anchors].sort(), this.#before[i], this.#after[i]]);
      const first = alike.get(key);
      this.#alike[first ?? i]!.push(i);
      if (first !== undefined) return;
      alike.set(key, i);
      for (const a of anchors) this.#anchorOf[word(a)]!.push(i);
    });
    this.#index = new KeywordIndex([...ids.keys()]);
    this.#lastKeyword = new Int32Array(this.#groupRules.length).fill(-1);
    this.#lastAnchor = new Int32Array(rules.length).fill(-1);
    this.#wordLine = new Int32Array(ids.size).fill(-1);
    this.#keywordAt = this.#groupRules.map(() => new Int32Array(16));
    this.#anchorAt = rules.map(() => new Int32Array(16));
    this.#keywordCount = new Int32Array(this.#groupRules.length);
    this.#anchorCount = new Int32Array(rules.length);
  }

  /** The lines of the `parts` of `text` holding each rule's keywords and anchors. */
  read(text: string, starts: Int32Array, parts: ReadonlyArray<readonly [number, number]>): Found {
    // (With the rules given a list, in the order first given one: a small text touches a few of
    // the hundreds of rules, and walking every index of the sparse lists cost it more than its
    // scan.)
    const lists: Lists = { groups: [], anchored: [], seen: [] };
    try {
      for (const [from, to] of parts) {
        const part = from === 0 && to === text.length ? text : text.slice(from, to);
        const firstLine = from === 0 ? 0 : lineAt(starts, from);
        const lastLine = to === text.length ? starts.length - 1 : lineAt(starts, to);
        this.#record(this.#index.hits(part), from, firstLine, lastLine, starts, lists);
      }
    } finally {
      this.#index.release();
      for (const id of lists.seen) this.#wordLine[id] = -1;
      for (const g of lists.groups) this.#lastKeyword[g] = -1;
      for (const ri of lists.anchored) this.#lastAnchor[ri] = -1;
    }
    const found: Found = { keywordLines: new Map(), anchorLines: new Map() };
    const keywordRules: number[] = [];
    const atOf: LineList[] = [];
    const long = text.length >= LONG_TEXT;
    for (const g of lists.groups) {
      const at = taken(this.#keywordAt, g, this.#keywordCount[g]!, long);
      for (const ri of this.#groupRules[g]!) keywordRules.push(ri), atOf[ri] = at;
    }
    for (const ri of keywordRules.sort((a, b) => a - b)) {
      const at = atOf[ri]!;
      found.keywordLines.set(ri, at);
      if (this.#sameLines[ri]) found.anchorLines.set(ri, at);
    }
    const anchoredRules: number[] = [];
    const anchorAtOf: LineList[] = [];
    for (const ri of lists.anchored) {
      const at = taken(this.#anchorAt, ri, this.#anchorCount[ri]!, long);
      for (const same of this.#alike[ri]!) anchoredRules.push(same), anchorAtOf[same] = at;
    }
    for (const ri of anchoredRules.sort((a, b) => a - b)) {
      found.anchorLines.set(ri, anchorAtOf[ri]!);
    }
    return found;
  }

  /**
   * Add the keyword occurrences `hits` of a part of the text (starting at offset `from`, line
   * `firstLine`) to each group's and each anchored rule's lines. One loop over the hits' columns,
   * every table a local: dense text holds a keyword on most lines (84,000 occurrences in 1 MB),
   * and a callback per occurrence reaching the tables through its closure cost more than the
   * automaton's scan.
   */
  #record(
    hits: Hits,
    from: number,
    firstLine: number,
    lastLine: number,
    starts: Int32Array,
    lists: Lists,
  ): void {
    // Per group or rule, the last line it was given (its lines are ascending); per word, the last
    // line it was seen on (a word seen again on the same line adds nothing, but for a rule that
    // reaches into the next lines from where it stands). (The tables are kept from one call to
    // the next, all -1 between calls: views and decoded values make many small plans, which
    // allocating them each time made costly.)
    const lastKeyword = this.#lastKeyword;
    const lastAnchor = this.#lastAnchor;
    const keywordCount = this.#keywordCount;
    const anchorCount = this.#anchorCount;
    const wordLine = this.#wordLine;
    const keywordOf = this.#keywordOf;
    const anchorOf = this.#anchorOf;
    const before = this.#before;
    const after = this.#after;
    const keywordAt = this.#keywordAt;
    const anchorAt = this.#anchorAt;
    const { groups, anchored: anchoredRules, seen } = lists;
    const { ids, starts: offsets, lines } = hits;
    const lineCount = starts.length;
    for (let h = 0; h < hits.count; h++) {
      const id = ids[h]!;
      const l = firstLine + lines[h]!;
      const again = wordLine[id] === l;
      if (wordLine[id] === -1) seen.push(id);
      wordLine[id] = l;
      if (!again) {
        const of = keywordOf[id]!;
        for (let k = 0; k < of.length; k++) {
          const g = of[k]!;
          const seenAt = lastKeyword[g]!;
          if (seenAt >= l) continue;
          let at = keywordAt[g]!;
          let n = 0;
          if (seenAt === -1) groups.push(g);
          else if ((n = keywordCount[g]!) === at.length) {
            at = keywordAt[g] = grown(at, l - firstLine + 1, lastLine - firstLine + 1);
          }
          at[n] = l;
          keywordCount[g] = n + 1;
          lastKeyword[g] = l;
        }
      }
      const anchored = anchorOf[id]!;
      for (let k = 0; k < anchored.length; k++) {
        const ri = anchored[k]!;
        const reachAfter = after[ri]!;
        const done = lastAnchor[ri]!;
        let first = l;
        let last = l;
        if (reachAfter < 0) {
          if (again || done >= l) continue;
        } else {
          // The lines `reach` spans around the anchor, walked from its own line `l` (a few lines
          // at most: cheaper than a search of every line start for each anchor). Lines up to
          // `done` are listed already: the walk forward goes on from there, and none before it
          // is wanted (dense text holds an anchor on most lines).
          const at = from + offsets[h]!;
          const high = at + reachAfter;
          if (done >= l && starts[done]! > high) continue;
          if (done < l) {
            const low = at - before[ri]!;
            while (first > 0 && starts[first]! > low) first--;
          }
          if (done >= l) last = done;
          while (last + 1 < lineCount && starts[last + 1]! <= high) last++;
          if (first <= done) first = done + 1;
          if (first > last) continue;
        }
        let list = anchorAt[ri]!;
        let n = 0;
        if (done === -1) anchoredRules.push(ri);
        else n = anchorCount[ri]!;
        for (let line = first; line <= last; line++) {
          if (n === list.length) {
            list = anchorAt[ri] = grown(list, l - firstLine + 1, lastLine - firstLine + 1);
          }
          list[n++] = line;
        }
        anchorCount[ri] = n;
        lastAnchor[ri] = last;
      }
    }
  }
}

/**
 * What `read` met, in the order first met: the groups and anchored rules given lines, and the
 * words seen (what it must reset in the tables kept between calls).
 */
interface Lists {
  groups: number[];
  anchored: number[];
  seen: number[];
}

/** A text this long (in characters) or longer keeps its plan's lines in `Int32Array`s. */
const LONG_TEXT = 1 << 16;
/** A line buffer this long is grown to what its lines so far foretell (`grown`). */
const GUESSED = 256;
/** A line buffer kept from one plan to the next holds at most this many lines. */
const KEPT_BUFFER = 1024;

/**
 * The first `count` lines of `buffers[i]` as a list of their own: an `Int32Array` for a long
 * text, an array for a short one (`LineList`). A buffer grown past `KEPT_BUFFER` is handed over
 * (or dropped) and replaced by a small one.
 */
function taken(buffers: Int32Array[], i: number, count: number, long: boolean): LineList {
  const buffer = buffers[i]!;
  const large = buffer.length > KEPT_BUFFER;
  if (large) buffers[i] = new Int32Array(16);
  // (A buffer grown to a guess is copied when the guess was more than twice the lines it holds.)
  if (long) {
    return large && 2 * count >= buffer.length ? buffer.subarray(0, count) : buffer.slice(0, count);
  }
  const out: number[] = [];
  for (let k = 0; k < count; k++) out.push(buffer[k]!);
  return out;
}

/**
 * The full `list`, found in the first `read` of the `lines` of its part, in a buffer twice its
 * size, or, once it holds `GUESSED` lines, as large as what it holds foretells for the whole part
 * plus an eighth when that is more. On 1 MB of dense text a list doubled from 16 to 16,384 lines:
 * 10 buffers for each of about a hundred lists, in every plan (a buffer handed over is replaced by
 * a small one), 0.6 ms of the plan's 16 in a profile.
 */
function grown(list: Int32Array, read: number, lines: number): Int32Array {
  const foretold = Math.ceil((list.length * lines * 1.125) / read);
  const size = list.length >= GUESSED ? Math.max(2 * list.length, foretold) : 2 * list.length;
  const more = new Int32Array(size);
  more.set(list);
  return more;
}
