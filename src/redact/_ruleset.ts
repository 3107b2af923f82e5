/**
 * A list of rules with an index of their keywords: one pass over a text finds every keyword
 * occurrence and says which rules run, and where. A rule runs when one of its `keywords` occurs
 * anywhere in the text. A per-line rule (`Rule.wholeText` unset: every match, and everything its
 * checks read, stays on the lines around one of its `anchors`) then runs only on those lines;
 * the others run on the whole text.
 */
import { type Hits, KeywordIndex } from "./_keywords.ts";
import { lineAt, type LineList, marked, stretches, union } from "./_lines.ts";
import { patternAt, withPattern } from "./_line_patterns.ts";
import type { Rule } from "./_rule.ts";

/** One rule of a plan: where it runs in the text the plan was made for. */
export interface Step {
  readonly rule: Rule;
  /** The lines it runs on (ascending line numbers), or undefined: the whole text. */
  readonly lines?: LineList;
}

/** What runs on a text: the selected rules in order, and where their keywords are. */
export interface Plan {
  readonly steps: readonly Step[];
  /** For each rule (by index), the lines holding one of its keywords. */
  readonly keywordLines: ReadonlyMap<number, LineList>;
  /** For each per-line rule (by index), the lines around its anchors. */
  readonly anchorLines: ReadonlyMap<number, LineList>;
  /** For each rule placed by its `lineHas` alone (by index), the lines holding it. */
  readonly patternLines: ReadonlyMap<number, LineList>;
}

/** A plan made for the text as a pass left it, and the lines that pass changed. */
export interface Previous {
  plan: Plan;
  changed: Uint8Array;
}

/** Lines found by reading a text (or some of its lines), per rule. */
interface Found {
  keywordLines: Map<number, LineList>;
  anchorLines: Map<number, LineList>;
}

export class RuleSet {
  readonly rules: readonly Rule[];
  /** Rule ids in rule order, each once, then `extraIds` (reported by the engine itself). */
  readonly ids: readonly string[];
  readonly #index: KeywordIndex;
  /**
   * For each word of the index: the groups of rules it is a keyword of (rules with the same
   * keywords form one group and share one list of lines), and the rules it anchors.
   */
  readonly #keywordOf: number[][] = [];
  /** The rules of each keyword group, ascending. */
  readonly #groupRules: number[][] = [];
  readonly #anchorOf: number[][] = [];
  readonly #perLine: boolean[];
  /** Per-line rules whose anchors are their keywords, with no reach: the same lines. */
  readonly #sameLines: boolean[];
  /** The rules without keywords: they run on every text. */
  readonly #always: number[];
  /**
   * Each rule's `reach` in characters before and after an anchor's start, read for every anchor
   * found (an array read, not a rule's property); `#after` is -1 for a rule without a reach.
   */
  readonly #before: Int32Array;
  readonly #after: Int32Array;
  /** `#read`'s tables: per group or rule, the last line it was given; per word, its last line. */
  readonly #lastKeyword: Int32Array;
  readonly #lastAnchor: Int32Array;
  readonly #wordLine: Int32Array;
  /** How many lines `#read` has given each group and each anchored rule (in its buffers). */
  readonly #keywordCount: Int32Array;
  readonly #anchorCount: Int32Array;

  constructor(rules: readonly Rule[], extraIds: readonly string[] = []) {
    this.rules = rules;
    this.ids = [...new Set([...rules.map((r) => r.id), ...extraIds])];
    // A rule without keywords runs per line only when `lineHas` says which lines.
    this.#perLine = rules.map((r) =>
      r.wholeText !== true && (r.keywords.length > 0 || r.lineHas !== undefined)
    );
    this.#before = Int32Array.from(rules, (r) => r.reach?.before ?? 0);
    this.#after = Int32Array.from(rules, (r) => r.reach === undefined ? -1 : r.reach.after ?? 0);
    this.#always = rules.flatMap((r, i) => r.keywords.length === 0 ? [i] : []);
    this.#sameLines = rules.map((r, i) =>
      this.#perLine[i]! && r.keywords.length > 0 && r.anchors === undefined &&
      r.reach === undefined
    );
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
      if (!this.#perLine[i] || this.#sameLines[i]) return;
      for (const a of new Set(r.anchors ?? r.keywords)) this.#anchorOf[word(a)]!.push(i);
    });
    this.#index = new KeywordIndex([...ids.keys()]);
    this.#lastKeyword = new Int32Array(this.#groupRules.length).fill(-1);
    this.#lastAnchor = new Int32Array(rules.length).fill(-1);
    this.#wordLine = new Int32Array(ids.size).fill(-1);
    this.#keywordCount = new Int32Array(this.#groupRules.length);
    this.#anchorCount = new Int32Array(rules.length);
  }

  /**
   * Which rules run on `text` (line starts `starts`), and where: a rule runs when one of its
   * keywords occurs in the text (or it has none) and its `when` test passes; a per-line rule runs
   * on the lines around its anchors. With `previous`, only the lines it changed are read again:
   * the others hold the keywords they held. `changedNow` marks the lines changed since (by this
   * pass, before its plan): the lines a rule's `lineHas` alone places it on are read there too.
   */
  plan(text: string, starts: Int32Array, previous?: Previous, changedNow?: Uint8Array): Plan {
    let keywordLines: Map<number, LineList>;
    let anchorLines: Map<number, LineList>;
    // The rules with a keyword in the text (a line the previous pass left alone keeps its own).
    const present = new Set<number>();
    if (previous === undefined) {
      ({ keywordLines, anchorLines } = this.#read(text, starts, [[0, text.length]]));
      for (const ri of keywordLines.keys()) present.add(ri);
    } else {
      const changed = previous.changed;
      const again = this.#read(text, starts, stretches(starts, text.length, marked(changed)));
      for (const [ri, at] of again.anchorLines) {
        const rule = this.rules[ri]!;
        const byPattern = rule.keywords.length === 0 || rule.anchors?.length === 0;
        if (rule.lineHas !== undefined && !byPattern) {
          again.anchorLines.set(ri, withPattern(text, starts, at, rule.lineHas));
        }
      }
      keywordLines = merged(previous.plan.keywordLines, again.keywordLines);
      anchorLines = merged(previous.plan.anchorLines, again.anchorLines);
      for (const ri of again.keywordLines.keys()) present.add(ri);
      for (const [ri, at] of previous.plan.keywordLines) {
        if (at.some((l) => changed[l] !== 1)) present.add(ri);
      }
    }
    const steps: Step[] = [];
    const patternLines = new Map<number, LineList>();
    for (const ri of [...present, ...this.#always].sort((a, b) => a - b)) {
      const rule = this.rules[ri]!;
      const when = rule.when;
      if (when !== undefined && !(typeof when === "function" ? when(text) : when.test(text))) {
        continue;
      }
      if (!this.#perLine[ri]) {
        steps.push({ rule });
        continue;
      }
      // Without anchors of its own (no keywords, or `anchors: []`), the lines holding `lineHas`.
      const byPattern = rule.keywords.length === 0 || rule.anchors?.length === 0;
      let at = byPattern
        ? patternAt(
          text,
          starts,
          rule.lineHas!,
          previous?.plan.patternLines.get(ri),
          previous?.changed,
          changedNow,
        )
        : anchorLines.get(ri);
      if (byPattern) patternLines.set(ri, at!);
      // (Lines read again were narrowed when read; the others, by the plan before.)
      if (at !== undefined && rule.lineHas !== undefined && !byPattern && previous === undefined) {
        at = withPattern(text, starts, at, rule.lineHas);
        anchorLines.set(ri, at);
      }
      if (at !== undefined && at.length > 0) steps.push({ rule, lines: at });
    }
    return { steps, keywordLines, anchorLines, patternLines };
  }

  /** The lines of the `parts` of `text` holding each rule's keywords and anchors. */
  #read(text: string, starts: Int32Array, parts: ReadonlyArray<readonly [number, number]>): Found {
    // (With the rules given a list, in the order first given one: a small text touches a few of
    // the hundreds of rules, and walking every index of the sparse lists cost it more than its
    // scan.)
    const lists: Lists = { keywordAt: [], anchorAt: [], groups: [], anchored: [], seen: [] };
    try {
      for (const [from, to] of parts) {
        const part = from === 0 && to === text.length ? text : text.slice(from, to);
        const firstLine = from === 0 ? 0 : lineAt(starts, from);
        this.#record(this.#index.hits(part), from, firstLine, starts, lists);
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
    for (const g of lists.groups) {
      const at = lists.keywordAt[g]!.subarray(0, this.#keywordCount[g]);
      for (const ri of this.#groupRules[g]!) keywordRules.push(ri), atOf[ri] = at;
    }
    for (const ri of keywordRules.sort((a, b) => a - b)) {
      const at = atOf[ri]!;
      found.keywordLines.set(ri, at);
      if (this.#sameLines[ri]) found.anchorLines.set(ri, at);
    }
    for (const ri of lists.anchored.sort((a, b) => a - b)) {
      found.anchorLines.set(ri, lists.anchorAt[ri]!.subarray(0, this.#anchorCount[ri]));
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
  #record(hits: Hits, from: number, firstLine: number, starts: Int32Array, lists: Lists): void {
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
    const { keywordAt, anchorAt, groups, anchored: anchoredRules, seen } = lists;
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
          if (lastKeyword[g]! >= l) continue;
          let at = keywordAt[g];
          let n = 0;
          if (at === undefined) groups.push(g), at = keywordAt[g] = new Int32Array(16);
          else if ((n = keywordCount[g]!) === at.length) at = keywordAt[g] = doubled(at);
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
        let list = anchorAt[ri];
        let n = 0;
        if (list === undefined) anchoredRules.push(ri), list = anchorAt[ri] = new Int32Array(16);
        else n = anchorCount[ri]!;
        for (let line = first; line <= last; line++) {
          if (n === list.length) list = anchorAt[ri] = doubled(list);
          list[n++] = line;
        }
        anchorCount[ri] = n;
        lastAnchor[ri] = last;
      }
    }
  }
}

/** The lists `#read` fills, and what it must reset in the tables kept between calls. */
interface Lists {
  /** Per keyword group, its lines (the first `#keywordCount[group]`). */
  keywordAt: Int32Array[];
  /** Per anchored rule, its lines (the first `#anchorCount[rule]`). */
  anchorAt: Int32Array[];
  /** The groups and anchored rules given lines, and the words seen, in the order first met. */
  groups: number[];
  anchored: number[];
  seen: number[];
}

/** `list` in a buffer twice its size. */
function doubled(list: Int32Array): Int32Array {
  const more = new Int32Array(2 * list.length);
  more.set(list);
  return more;
}

/** The union of two maps of ascending line lists (lists are shared, never changed after). */
function merged(
  a: ReadonlyMap<number, LineList>,
  b: ReadonlyMap<number, LineList>,
): Map<number, LineList> {
  const out = new Map<number, LineList>(a);
  for (const [ri, at] of b) {
    const old = out.get(ri);
    out.set(ri, old === undefined ? at : union(old, at));
  }
  return out;
}
