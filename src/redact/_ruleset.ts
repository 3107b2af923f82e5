/**
 * A list of rules with an index of their keywords, to pick in one pass over a text the rules
 * that can match it.
 */
import type { Rule } from "./_rule.ts";

function prefix3(text: string, i: number): number {
  return text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2);
}

/** A 16-bit hash of three characters, for a bit table that rules out most offsets. */
function hash3(a: number, b: number, c: number): number {
  return (a * 961 + b * 31 + c) & 0xffff;
}

export class RuleSet {
  readonly rules: readonly Rule[];
  /** Rule ids in rule order, each once, then `extraIds` (reported by the engine itself). */
  readonly ids: readonly string[];
  // Keywords of one or two characters are searched for directly; the others are found in one
  // pass over the text: a bit table of (hashed) first three characters rules out most offsets,
  // then those three characters pick the candidate keywords to compare.
  readonly #short: string[];
  readonly #starts = new Uint8Array(65536);
  readonly #byPrefix = new Map<number, string[]>();
  /** The rules each keyword selects (indices into `rules`), and those without keywords. */
  readonly #rulesOf = new Map<string, number[]>();
  readonly #always: number[] = [];

  constructor(rules: readonly Rule[], extraIds: readonly string[] = []) {
    this.rules = rules;
    this.ids = [...new Set([...rules.map((r) => r.id), ...extraIds])];
    rules.forEach((r, i) => {
      if (r.keywords.length === 0) this.#always.push(i);
      for (const k of new Set(r.keywords)) this.#rulesOf.set(k, [...this.#rulesOf.get(k) ?? [], i]);
    });
    const keywords = [...this.#rulesOf.keys()];
    this.#short = keywords.filter((k) => k.length < 3);
    for (const k of keywords) {
      if (k.length < 3) continue;
      this.#starts[hash3(k.charCodeAt(0), k.charCodeAt(1), k.charCodeAt(2))] = 1;
      const key = prefix3(k, 0);
      this.#byPrefix.set(key, [...(this.#byPrefix.get(key) ?? []), k]);
    }
  }

  /**
   * The rules that can match `text`: those whose keywords (if any) occur in it, lower-cased,
   * and whose `when` test (if any) passes. One pass over the text, whatever the number of rules.
   */
  for(text: string): Rule[] {
    const lower = text.toLowerCase();
    const present = new Set<string>();
    for (const k of this.#short) if (lower.includes(k)) present.add(k);
    const last = lower.length - 2;
    let a = lower.charCodeAt(0);
    let b = lower.charCodeAt(1);
    for (let i = 0; i < last; i++) {
      const c = lower.charCodeAt(i + 2);
      const hit = this.#starts[hash3(a, b, c)] === 1;
      a = b;
      b = c;
      if (!hit) continue;
      const candidates = this.#byPrefix.get(prefix3(lower, i));
      if (candidates === undefined) continue;
      for (const k of candidates) if (lower.startsWith(k, i)) present.add(k);
    }
    // The rules of the keywords found (most texts hold few), then in rule order.
    const chosen = new Uint8Array(this.rules.length);
    for (const i of this.#always) chosen[i] = 1;
    for (const k of present) for (const i of this.#rulesOf.get(k)!) chosen[i] = 1;
    const out: Rule[] = [];
    for (let i = 0; i < chosen.length; i++) {
      if (chosen[i] === 0) continue;
      const when = this.rules[i]!.when;
      if (when === undefined || when.test(text)) out.push(this.rules[i]!);
    }
    return out;
  }
}
