/**
 * A list of rules with an index of their keywords: one pass over a text finds every keyword
 * occurrence and says which rules run, and where. A rule whose matches stay on one line and
 * always hold one of its keywords (`Rule.wholeText` unset) runs only on the lines holding one; the
 * others run on the whole text when one of their keywords occurs anywhere in it.
 */
import { KeywordIndex } from "./_keywords.ts";
import { lineAt, lineStarts } from "./_lines.ts";
import type { Rule } from "./_rule.ts";

/** One rule of a plan: where it runs in the text the plan was made for. */
export interface Step {
  readonly rule: Rule;
  /** The lines it runs on (ascending line numbers), or undefined: the whole text. */
  readonly lines?: readonly number[];
}

/** What runs on a text: the selected rules in order, and the text's line starts. */
export interface Plan {
  readonly steps: readonly Step[];
  readonly starts: Int32Array;
}

export class RuleSet {
  readonly rules: readonly Rule[];
  /** Rule ids in rule order, each once, then `extraIds` (reported by the engine itself). */
  readonly ids: readonly string[];
  readonly #index: KeywordIndex;
  /** The rules of each keyword (indices into `rules`). */
  readonly #rulesOf: number[][] = [];
  readonly #perLine: boolean[];
  /** The rules without keywords: they run on every text. */
  readonly #always: number[];

  constructor(rules: readonly Rule[], extraIds: readonly string[] = []) {
    this.rules = rules;
    this.ids = [...new Set([...rules.map((r) => r.id), ...extraIds])];
    this.#perLine = rules.map((r) => r.keywords.length > 0 && r.wholeText !== true);
    this.#always = rules.flatMap((r, i) => r.keywords.length === 0 ? [i] : []);
    const ids = new Map<string, number>();
    rules.forEach((r, i) => {
      for (const k of new Set(r.keywords)) {
        let id = ids.get(k);
        if (id === undefined) {
          id = ids.size;
          ids.set(k, id);
          this.#rulesOf.push([]);
        }
        this.#rulesOf[id]!.push(i);
      }
    });
    this.#index = new KeywordIndex([...ids.keys()]);
  }

  /**
   * Which rules run on `text`, and where: a rule runs when one of its keywords occurs in the
   * text (or it has none) and its `when` test passes; a per-line rule runs on the lines holding
   * one of its keywords (and those its `reach` spans).
   */
  plan(text: string): Plan {
    const starts = lineStarts(text);
    // The rules hit, with the lines each runs on; most texts hit few of the rules.
    const lines = new Map<number, number[]>();
    this.#index.scan(text, (id, start, line) => {
      for (const ri of this.#rulesOf[id]!) {
        const reach = this.rules[ri]!.reach;
        const last = reach === undefined ? line : lineAt(starts, start + reach);
        let at = lines.get(ri);
        if (at === undefined) lines.set(ri, at = []);
        for (let l = Math.max(line, (at.at(-1) ?? -1) + 1); l <= last; l++) at.push(l);
      }
    });
    const chosen = [...lines.keys(), ...this.#always].sort((a, b) => a - b);
    const steps: Step[] = [];
    for (const ri of chosen) {
      const rule = this.rules[ri]!;
      if (rule.when !== undefined && !rule.when.test(text)) continue;
      steps.push(this.#perLine[ri] ? { rule, lines: lines.get(ri) } : { rule });
    }
    return { steps, starts };
  }
}
