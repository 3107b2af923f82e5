/**
 * The text the rules run on, kept line by line while they change it. On a large text most rules
 * run on a few lines and most replacements touch a few lines: rewriting the whole text for each
 * rule that fired (2 MB per copy of 1 MB of text) and cutting each line out of it again for each
 * rule cost more than the rules themselves. So a replacement rewrites the lines it touches, a
 * rule that runs on one line reads that line's own string, and the whole text is joined again
 * only when something needs it whole.
 */
import { REDACTED } from "./_filters.ts";
import { lineAt, lineStarts, shiftStarts } from "./_lines.ts";

/** A text a rule runs on: whole, or a few of its lines at a time. */
export interface Source {
  /** The whole text. */
  readonly text: string;
  /** Where each line starts in `text`. */
  readonly starts: Int32Array;
  /** Lines `first` to `last` of the text, with the line breaks between them (not the last one). */
  stretch(first: number, last: number): string;
}

/** A text changed line by line (see the top of this file). */
export class Doc implements Source {
  /** The whole text, when up to date. */
  #text: string | undefined;
  /** The text as it was last whole, where its lines started, and the lines changed since. */
  #base: string;
  #baseStarts: Int32Array;
  #dirty: Uint8Array | undefined;
  /** The lines `#dirty` marks, in the order they were first changed. */
  #dirtyList: number[] = [];
  /** Each line without its line break; split from the text at the first change. */
  #lines: string[] | undefined;
  #starts: Int32Array;

  constructor(text: string, starts: Int32Array = lineStarts(text)) {
    this.#text = this.#base = text;
    this.#starts = this.#baseStarts = starts;
  }

  get text(): string {
    if (this.#text === undefined) {
      this.#text = this.#base = this.#joined();
      this.#baseStarts = this.#starts;
      this.#dirty = undefined;
      this.#dirtyList = [];
    }
    return this.#text;
  }

  /**
   * The text with its changed lines: the text as it was last whole, cut around the changed lines
   * (a few pieces, where joining every line would copy tens of thousands of them).
   */
  #joined(): string {
    const lines = this.#lines!;
    const changed = this.#dirtyList.sort((a, b) => a - b);
    if (changed.length * 4 > lines.length) return lines.join("\n");
    const [base, starts] = [this.#base, this.#baseStarts];
    const out: string[] = [];
    let last = 0;
    for (const l of changed) {
      out.push(base.slice(last, starts[l]!), lines[l]!);
      last = l + 1 < starts.length ? starts[l + 1]! - 1 : base.length;
    }
    out.push(base.slice(last));
    return out.join("");
  }

  get starts(): Int32Array {
    return this.#starts;
  }

  stretch(first: number, last: number): string {
    // One line: its own string. Lines unchanged since the text was last whole: cut from that
    // text (a view of it, not a copy). Otherwise the lines joined.
    if (first === last && this.#lines !== undefined) return this.#lines[first]!;
    const dirty = this.#dirty;
    let clean = true;
    for (let l = first; dirty !== undefined && l <= last && clean; l++) clean = dirty[l] !== 1;
    if (!clean) return this.#lines!.slice(first, last + 1).join("\n");
    const [base, starts] = [this.#base, this.#baseStarts];
    const end = last + 1 < starts.length ? starts[last + 1]! - 1 : base.length;
    return first === 0 && end === base.length ? base : base.slice(starts[first]!, end);
  }

  /** Replace the sorted, disjoint `spans` (none holding a line break) by `[REDACTED]`. */
  replace(spans: ReadonlyArray<readonly [number, number]>): void {
    const lines = this.#lines ??= this.#base.split("\n");
    const dirty = this.#dirty ??= new Uint8Array(lines.length);
    const starts = this.#starts;
    for (let s = 0; s < spans.length;) {
      const line = lineAt(starts, spans[s]![0]);
      const from = starts[line]!;
      const next = line + 1 < starts.length ? starts[line + 1]! : Infinity;
      const old = lines[line]!;
      const out: string[] = [];
      let last = 0;
      for (; s < spans.length && spans[s]![0] < next; s++) {
        const [start, end] = spans[s]!;
        out.push(old.slice(last, start - from), REDACTED);
        last = end - from;
      }
      out.push(old.slice(last));
      lines[line] = out.join("");
      if (dirty[line] !== 1) this.#dirtyList.push(line);
      dirty[line] = 1;
    }
    this.#starts = shiftStarts(starts, spans, REDACTED.length);
    this.#text = undefined;
  }
}
