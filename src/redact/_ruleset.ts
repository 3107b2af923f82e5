/**
 * A list of rules with an index of their keywords: one pass over a text finds every keyword
 * occurrence and says which rules run, and where. A rule runs when one of its `keywords` occurs
 * anywhere in the text. A per-line rule (`Rule.wholeText` unset: every match, and everything its
 * checks read, stays on the lines around one of its `anchors`) then runs only on those lines;
 * the others run on the whole text.
 */
import { KeywordIndex } from "./_keywords.ts";
import { lineAt, marked, stretches, union } from "./_lines.ts";
import { patternAt, withPattern } from "./_line_patterns.ts";
import type { Rule } from "./_rule.ts";

/** One rule of a plan: where it runs in the text the plan was made for. */
export interface Step {
  readonly rule: Rule;
  /** The lines it runs on (ascending line numbers), or undefined: the whole text. */
  readonly lines?: readonly number[];
}

/** What runs on a text: the selected rules in order, and where their keywords are. */
export interface Plan {
  readonly steps: readonly Step[];
  /** For each rule (by index), the lines holding one of its keywords. */
  readonly keywordLines: ReadonlyMap<number, readonly number[]>;
  /** For each per-line rule (by index), the lines around its anchors. */
  readonly anchorLines: ReadonlyMap<number, readonly number[]>;
  /** For each rule placed by its `lineHas` alone (by index), the lines holding it. */
  readonly patternLines: ReadonlyMap<number, readonly number[]>;
}

/** A plan made for the text as a pass left it, and the lines that pass changed. */
export interface Previous {
  plan: Plan;
  changed: Uint8Array;
}

/** Lines found by reading a text (or some of its lines), per rule. */
interface Found {
  keywordLines: Map<number, number[]>;
  anchorLines: Map<number, number[]>;
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
  /** Each rule's `reach`, read for every anchor found (an array read, not a rule's property). */
  readonly #reach: ReadonlyArray<Rule["reach"]>;
  /** `#read`'s tables: per group or rule, the last line it was given; per word, its last line. */
  readonly #lastKeyword: Int32Array;
  readonly #lastAnchor: Int32Array;
  readonly #wordLine: Int32Array;

  constructor(rules: readonly Rule[], extraIds: readonly string[] = []) {
    this.rules = rules;
    this.ids = [...new Set([...rules.map((r) => r.id), ...extraIds])];
    // A rule without keywords runs per line only when `lineHas` says which lines.
    this.#perLine = rules.map((r) =>
      r.wholeText !== true && (r.keywords.length > 0 || r.lineHas !== undefined)
    );
    this.#reach = rules.map((r) => r.reach);
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
  }

  /**
   * Which rules run on `text` (line starts `starts`), and where: a rule runs when one of its
   * keywords occurs in the text (or it has none) and its `when` test passes; a per-line rule runs
   * on the lines around its anchors. With `previous`, only the lines it changed are read again:
   * the others hold the keywords they held. `changedNow` marks the lines changed since (by this
   * pass, before its plan): the lines a rule's `lineHas` alone places it on are read there too.
   */
  plan(text: string, starts: Int32Array, previous?: Previous, changedNow?: Uint8Array): Plan {
    let keywordLines: Map<number, readonly number[]>;
    let anchorLines: Map<number, readonly number[]>;
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
    const patternLines = new Map<number, readonly number[]>();
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
    // Per rule, the lines found so far (ascending) and the last of them; per word, the last line
    // it was seen on (a word seen again on the same line adds nothing, but for a rule that
    // reaches into the next lines from where it stands).
    // (The three tables are kept from one call to the next, all -1 between calls: views and
    // decoded values make many small plans, which allocating them each time made costly.)
    // (With the rules given a list, in the order first given one: a small text touches a few of
    // the hundreds of rules, and walking every index of the sparse lists cost it more than its
    // scan.)
    const keywordAt: number[][] = []; // (by group)
    const anchorAt: number[][] = [];
    const keywordGroups: number[] = [];
    const anchorRules: number[] = [];
    const lastKeyword = this.#lastKeyword;
    const lastAnchor = this.#lastAnchor;
    const wordLine = this.#wordLine;
    const seen: number[] = [];
    const add = (ri: number, first: number, to: number) => {
      const from = Math.max(first, lastAnchor[ri]! + 1);
      if (from > to) return;
      let at = anchorAt[ri];
      if (at === undefined) anchorRules.push(ri), at = anchorAt[ri] = [];
      for (let l = from; l <= to; l++) at.push(l);
      lastAnchor[ri] = to;
    };
    const keywordOf = this.#keywordOf;
    const anchorOf = this.#anchorOf;
    const reachOf = this.#reach;
    try {
      for (const [from, to] of parts) {
        const part = from === 0 && to === text.length ? text : text.slice(from, to);
        const firstLine = from === 0 ? 0 : lineAt(starts, from);
        this.#index.scan(part, (id, start, line) => {
          const l = firstLine + line;
          const again = wordLine[id] === l;
          if (wordLine[id] === -1) seen.push(id);
          wordLine[id] = l;
          // (Dense text holds a keyword on most lines: the common case, a rule's first keyword
          // on this line, is written out rather than left to `add`.)
          if (!again) {
            const of = keywordOf[id]!;
            for (let k = 0; k < of.length; k++) {
              const g = of[k]!;
              if (lastKeyword[g]! >= l) continue;
              const at = keywordAt[g];
              if (at === undefined) keywordGroups.push(g), keywordAt[g] = [l];
              else at.push(l);
              lastKeyword[g] = l;
            }
          }
          const anchored = anchorOf[id]!;
          for (let k = 0; k < anchored.length; k++) {
            const ri = anchored[k]!;
            const reach = reachOf[ri];
            if (reach === undefined) {
              if (again || lastAnchor[ri]! >= l) continue;
              const at = anchorAt[ri];
              if (at === undefined) anchorRules.push(ri), anchorAt[ri] = [l];
              else at.push(l);
              lastAnchor[ri] = l;
            } else {
              // The lines `reach` spans around the anchor, walked from its own line `l` (a few
              // lines at most: cheaper than a search of every line start for each anchor). Lines
              // up to `done` are listed already: the walk forward goes on from there, and none
              // before it is wanted (dense text holds an anchor on most lines).
              const at = from + start;
              const high = at + (reach.after ?? 0);
              const done = lastAnchor[ri]!;
              if (done >= l && starts[done]! > high) continue;
              let first = l;
              if (done < l) {
                const low = at - (reach.before ?? 0);
                while (first > 0 && starts[first]! > low) first--;
              }
              let last = done >= l ? done : l;
              while (last + 1 < starts.length && starts[last + 1]! <= high) last++;
              add(ri, first, last);
            }
          }
        });
      }
    } finally {
      for (const id of seen) wordLine[id] = -1;
      for (const g of keywordGroups) lastKeyword[g] = -1;
      for (const ri of anchorRules) lastAnchor[ri] = -1;
    }
    const found: Found = { keywordLines: new Map(), anchorLines: new Map() };
    const keywordRules: number[] = [];
    const atOf: number[][] = [];
    for (const g of keywordGroups) {
      for (const ri of this.#groupRules[g]!) keywordRules.push(ri), atOf[ri] = keywordAt[g]!;
    }
    for (const ri of keywordRules.sort((a, b) => a - b)) {
      const at = atOf[ri]!;
      found.keywordLines.set(ri, at);
      if (this.#sameLines[ri]) found.anchorLines.set(ri, at);
    }
    for (const ri of anchorRules.sort((a, b) => a - b)) found.anchorLines.set(ri, anchorAt[ri]!);
    return found;
  }
}

/** The union of two maps of ascending line lists (lists are shared, never changed after). */
function merged(
  a: ReadonlyMap<number, readonly number[]>,
  b: ReadonlyMap<number, readonly number[]>,
): Map<number, readonly number[]> {
  const out = new Map<number, readonly number[]>(a);
  for (const [ri, at] of b) {
    const old = out.get(ri);
    out.set(ri, old === undefined ? at : union(old, at));
  }
  return out;
}
