/**
 * A list of rules with an index of their keywords: one pass over a text finds every keyword
 * occurrence and says which rules run, and where. A rule runs when one of its `keywords` occurs
 * anywhere in the text. A per-line rule (`Rule.wholeText` unset: every match, and everything its
 * checks read, stays on the lines around one of its `anchors`) then runs only on those lines;
 * the others run on the whole text.
 */
import { KeywordLines } from "./_keyword_lines.ts";
import { type LineList, marked, stretches, union, widened } from "./_lines.ts";
import {
  linesWithEach,
  outsideAscii,
  patternAt,
  SharedLines,
  withPattern,
} from "./_line_patterns.ts";
import type { Rule } from "./_rule.ts";

/** One rule of a plan: where it runs in the text the plan was made for. */
export interface Step {
  readonly rule: Rule;
  /** The lines it runs on (ascending line numbers), or undefined: the whole text. */
  readonly lines?: LineList;
  /**
   * For a rule on the whole text whose matches start near its keywords (`Rule.startsNearKeyword`):
   * the lines they can start on (ascending). Undefined: a match may start anywhere.
   */
  readonly startLines?: LineList;
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
  /** The rules (by index) with `whenReads` whose `when` said no to the text. */
  readonly whenNo: ReadonlySet<number>;
}

/** A plan made for the text as a pass left it, and the lines that pass changed. */
export interface Previous {
  plan: Plan;
  changed: Uint8Array;
}

export class RuleSet {
  readonly rules: readonly Rule[];
  /** Rule ids in rule order, each once, then `extraIds` (reported by the engine itself). */
  readonly ids: readonly string[];
  readonly #lines: KeywordLines;
  readonly #perLine: boolean[];
  /** The rules without keywords: they run on every text. */
  readonly #always: number[];
  /** Per rule (by index): 1 when this set leaves it out of its plans (`without`). */
  readonly #left: Uint8Array;

  /**
   * `shared`, when given (by `without`): the keyword index of a set of the same `rules`, and the
   * rules to leave out of every plan.
   */
  constructor(
    rules: readonly Rule[],
    extraIds: readonly string[] = [],
    shared?: { lines: KeywordLines; leave: (rule: Rule) => boolean },
  ) {
    this.rules = rules;
    this.ids = [...new Set([...rules.map((r) => r.id), ...extraIds])];
    // A rule without keywords runs per line only when `lineHas` says which lines.
    this.#perLine = rules.map((r) =>
      r.wholeText !== true && (r.keywords.length > 0 || r.lineHas !== undefined)
    );
    this.#always = rules.flatMap((r, i) => r.keywords.length === 0 ? [i] : []);
    const sameLines = rules.map((r, i) =>
      this.#perLine[i]! && r.keywords.length > 0 && r.anchors === undefined &&
      r.reach === undefined
    );
    this.#lines = shared?.lines ?? new KeywordLines(rules, this.#perLine, sameLines);
    this.#left = Uint8Array.from(rules, (r) => shared?.leave(r) === true ? 1 : 0);
  }

  /**
   * This set with the rules `leave` names left out of every plan: the same steps, in the same
   * order, as a set built of the other rules alone (a rule's lines depend on its own keywords and
   * anchors only), without a second keyword index to build (in a fresh process that was about 15
   * ms of the first `redact()`). Its `rules`, `ids` and the indices of its plans' maps are this
   * set's.
   */
  without(leave: (rule: Rule) => boolean): RuleSet {
    return new RuleSet(this.rules, this.ids, { lines: this.#lines, leave });
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
      ({ keywordLines, anchorLines } = this.#lines.read(text, starts, [[0, text.length]]));
      for (const ri of keywordLines.keys()) present.add(ri);
    } else {
      const changed = previous.changed;
      const again = this.#lines.read(text, starts, stretches(starts, text.length, marked(changed)));
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
    // The rules that run, in order (`lines`, for a per-line rule: found below).
    const chosen: { ri: number; byPattern: boolean }[] = [];
    const whenNo = new Set<number>();
    for (const ri of [...present, ...this.#always].sort((a, b) => a - b)) {
      if (this.#left[ri] === 1) continue;
      const rule = this.rules[ri]!;
      if (rule.when !== undefined && !whenSaysYes(rule, ri, text, starts, previous, changedNow)) {
        if (rule.whenReads !== undefined) whenNo.add(ri);
        continue;
      }
      // Without anchors of its own (no keywords, or `anchors: []`), the lines holding `lineHas`.
      const byPattern = this.#perLine[ri]! &&
        (rule.keywords.length === 0 || rule.anchors?.length === 0);
      chosen.push({ ri, byPattern });
    }
    const patternLines = previous === undefined
      ? this.#patternLines(text, starts, chosen.flatMap((c) => c.byPattern ? [c.ri] : []))
      : new Map<number, LineList>();
    const shared = new SharedLines(text, starts);
    const steps: Step[] = [];
    for (const { ri, byPattern } of chosen) {
      const rule = this.rules[ri]!;
      if (!this.#perLine[ri]) {
        const near = rule.startsNearKeyword;
        // (No anchor in the text: no line where a match starts.)
        const at = near === undefined
          ? undefined
          : rule.anchors !== undefined
          ? anchorLines.get(ri) ?? []
          : keywordLines.get(ri);
        const startLines = at === undefined || near!.above === 0
          ? at
          : widened(at, near!.above, 0, starts.length);
        steps.push(startLines === undefined ? { rule } : { rule, startLines });
        continue;
      }
      let at = byPattern
        ? patternLines.get(ri) ?? patternAt(
          text,
          starts,
          rule.lineHas!,
          previous?.plan.patternLines.get(ri),
          previous?.changed,
          changedNow,
          shared,
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
    return { steps, keywordLines, anchorLines, patternLines, whenNo };
  }

  /**
   * On a text's first plan, the lines holding the `lineHas` of the rules `byPattern` places
   * (rule indices) whose patterns can be read together (`linesWithEach`, in one search); the
   * others are left to `patternAt`.
   */
  #patternLines(text: string, starts: Int32Array, byPattern: number[]): Map<number, LineList> {
    const out = new Map<number, LineList>();
    const together = byPattern.filter((ri) => !outsideAscii(this.rules[ri]!.lineHas!));
    if (together.length < 2) return out;
    const lines = linesWithEach(text, starts, together.map((ri) => this.rules[ri]!.lineHas!));
    together.forEach((ri, i) => {
      if (lines !== undefined) out.set(ri, lines[i]!);
    });
    return out;
  }
}

/**
 * Whether a rule's `when` says yes to `text`: asked of the whole text, or, when it reads only
 * `whenReads` lines around a match and said no to the pass before, of the lines changed since
 * (by that pass, or by this one before its plan) and those around them, each run on its own.
 */
function whenSaysYes(
  rule: Rule,
  ri: number,
  text: string,
  starts: Int32Array,
  previous: Previous | undefined,
  changedNow: Uint8Array | undefined,
): boolean {
  const when = rule.when!;
  const test = typeof when === "function" ? when : (t: string) => when.test(t);
  if (previous === undefined || !previous.plan.whenNo.has(ri)) return test(text);
  const changed = Uint8Array.from(previous.changed);
  changedNow?.forEach((mark, l) => changed[l] = changed[l]! | mark);
  const around = rule.whenReads!;
  const lines = widened(marked(changed), around, around, starts.length);
  return stretches(starts, text.length, lines).some(([from, to]) => test(text.slice(from, to)));
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
