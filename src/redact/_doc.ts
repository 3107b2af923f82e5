/**
 * The text the rules run on, kept line by line while they change it. On a large text most rules
 * run on a few lines and most replacements touch a few lines: rewriting the whole text for each
 * rule that fired (2 MB per copy of 1 MB of text) and cutting each line out of it again for each
 * rule cost more than the rules themselves. So a replacement rewrites the lines it touches (kept
 * apart; the others are read from the text as it was last whole), a rule that runs on one line
 * reads that line's own string, and the whole text is joined again only when something needs it
 * whole: from the few changed lines and the pieces of the old text between them.
 */
import { REDACTED } from "./_filters.ts";
import { type RunKind, UNREAD, valueEnd } from "./_line_ends.ts";
import { lineAt, lineStarts, shiftStarts } from "./_lines.ts";
import { runsPay, TokenRuns } from "./_token_runs.ts";

/** A text a rule runs on: whole, or a few of its lines at a time. */
export interface Source {
  /** The whole text. */
  readonly text: string;
  /** Where each line starts in `text`. */
  readonly starts: Int32Array;
  /** Lines `first` to `last` of the text, with the line breaks between them (not the last one). */
  stretch(first: number, last: number): string;
  /**
   * The runs of token characters on lines `first` to `last` (`_token_runs.ts`), as pairs (line,
   * first digit from the line's start), in order, in `out`; or false, nothing read, when the text
   * holds too few digits for the runs to pay for their read (`runsPay`).
   */
  runsIn(first: number, last: number, out: number[]): boolean;
  /** How long a run of `kind` ends line `l` (`valueEnd`, `_line_ends.ts`), at most 254. */
  valueEnd(l: number, kind: RunKind): number;
}

/** A text changed line by line (see the top of this file). */
export class Doc implements Source {
  /** The whole text, when up to date. */
  #text: string | undefined;
  /** The text as it was last whole, and where its lines started. */
  #base: string;
  #baseStarts: Int32Array;
  /** The lines changed since (each without its line break), marked in `#dirty`. */
  #changed = new Map<number, string>();
  #dirty: Uint8Array | undefined;
  #starts: Int32Array;
  /** The text's runs of token characters, read when first asked for. */
  #runs: TokenRuns | undefined;
  #runsPay: boolean | undefined;
  readonly #now = (l: number): string => this.#line(l);
  /**
   * Each line's `valueEnd` of each kind, read when first asked for (`UNREAD` until then, and
   * again once a replacement changed the line): one read of a line's end for every rule.
   */
  #ends: Record<RunKind, Uint8Array | undefined> = { token: undefined, word: undefined };

  constructor(text: string, starts: Int32Array = lineStarts(text)) {
    this.#text = this.#base = text;
    this.#starts = this.#baseStarts = starts;
  }

  get text(): string {
    if (this.#text === undefined) {
      this.#text = this.#base = this.#joined();
      this.#baseStarts = this.#starts;
      this.#changed = new Map();
      this.#dirty = undefined;
    }
    return this.#text;
  }

  /** The old text with its changed lines put in, in a few pieces. */
  #joined(): string {
    const [base, starts] = [this.#base, this.#baseStarts];
    const out: string[] = [];
    let last = 0;
    for (const l of [...this.#changed.keys()].sort((a, b) => a - b)) {
      out.push(base.slice(last, starts[l]!), this.#changed.get(l)!);
      last = l + 1 < starts.length ? starts[l + 1]! - 1 : base.length;
    }
    out.push(base.slice(last));
    return out.join("");
  }

  get starts(): Int32Array {
    return this.#starts;
  }

  stretch(first: number, last: number): string {
    // One changed line: its own string. Lines unchanged since the text was last whole: cut from
    // that text (a view of it, not a copy). Otherwise the lines joined.
    const dirty = this.#dirty;
    if (dirty !== undefined) {
      if (first === last && dirty[first] === 1) return this.#changed.get(first)!;
      for (let l = first; l <= last; l++) {
        if (dirty[l] !== 1) continue;
        const out: string[] = [];
        for (let k = first; k <= last; k++) out.push(this.#line(k));
        return out.join("\n");
      }
    }
    const base = this.#base;
    const starts = this.#baseStarts;
    const end = last + 1 < starts.length ? starts[last + 1]! - 1 : base.length;
    return first === 0 && end === base.length ? base : base.slice(starts[first]!, end);
  }

  runsIn(first: number, last: number, out: number[]): boolean {
    let runs = this.#runs;
    if (runs === undefined) {
      if (!(this.#runsPay ??= runsPay(this.#base))) return false;
      // (Read from the text as it was last whole, and again on the lines changed since: joined
      // for the runs alone, 1 MB of text would be copied once more.)
      runs = this.#runs = new TokenRuns(this.#base, this.#baseStarts);
      for (const changed of this.#changed.keys()) runs.changed(changed);
    }
    runs.in(first, last, this.#now, out);
    return true;
  }

  valueEnd(l: number, kind: RunKind): number {
    const ends = this.#ends[kind] ??= new Uint8Array(this.#starts.length).fill(UNREAD);
    let n = ends[l]!;
    if (n === UNREAD) {
      const changed = this.#dirty?.[l] === 1 ? this.#changed.get(l) : undefined;
      if (changed !== undefined) n = valueEnd(changed, 0, changed.length, kind);
      else {
        const base = this.#base;
        const starts = this.#baseStarts;
        const end = l + 1 < starts.length ? starts[l + 1]! - 1 : base.length;
        n = valueEnd(base, starts[l]!, end, kind);
      }
      ends[l] = n;
    }
    return n;
  }

  /** Line `l` as it is now, without its line break. */
  #line(l: number): string {
    const changed = this.#changed.get(l);
    if (changed !== undefined) return changed;
    const [base, starts] = [this.#base, this.#baseStarts];
    return base.slice(starts[l]!, l + 1 < starts.length ? starts[l + 1]! - 1 : base.length);
  }

  /** Replace the sorted, disjoint `spans` (none holding a line break) by `[REDACTED]`. */
  replace(spans: ReadonlyArray<readonly [number, number]>): void {
    const starts = this.#starts;
    const dirty = this.#dirty ??= new Uint8Array(starts.length);
    for (let s = 0; s < spans.length;) {
      const line = lineAt(starts, spans[s]![0]);
      const from = starts[line]!;
      const next = line + 1 < starts.length ? starts[line + 1]! : Infinity;
      const old = this.#line(line);
      const out: string[] = [];
      let last = 0;
      for (; s < spans.length && spans[s]![0] < next; s++) {
        const [start, end] = spans[s]!;
        out.push(old.slice(last, start - from), REDACTED);
        last = end - from;
      }
      out.push(old.slice(last));
      this.#changed.set(line, out.join(""));
      dirty[line] = 1;
      this.#runs?.changed(line);
      for (const ends of Object.values(this.#ends)) if (ends !== undefined) ends[line] = UNREAD;
    }
    this.#starts = shiftStarts(starts, spans, REDACTED.length);
    this.#text = undefined;
  }
}
