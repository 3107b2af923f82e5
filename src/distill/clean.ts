/**
 * Cleaning: turn a normalized session into the transcript text a model sees.
 *
 * - `sanitize` (SANITIZE_CHAT=1) drops tool calls, long tool output, thinking, file snapshots and
 *   injected context, but keeps short excerpts of failed tool results: root causes live there.
 * - `userOnly` (EXTRACT_USER_QUERIES_ONLY=1) keeps what the human typed and nothing else.
 * - The result is fitted into `maxChars` by keeping the head and the tail of the conversation
 *   (the problem is stated early, the resolution lands late) and saying what was cut.
 */
import type { Part, Session, Turn } from "../types.ts";
import { redact } from "../redact/mod.ts";

export interface CleanOptions {
  sanitize: boolean;
  userOnly: boolean;
  maxChars: number;
}

export interface CleanResult {
  text: string;
  /** Characters before budgeting. */
  fullChars: number;
  /** Turns that carried any text after cleaning. */
  turns: number;
  /** Characters typed by the human (to decide "too short"). */
  userChars: number;
  /** True when the budget cut something. */
  truncated: boolean;
}

/** Longest excerpt kept from a failed tool result. */
const ERROR_EXCERPT = 600;
/** Share of the budget given to the head; the tail gets the rest. */
const HEAD_SHARE = 0.4;

export function cleanSession(session: Session, options: CleanOptions): CleanResult {
  // Blocks stream into the fitter, which keeps only the head and a bounded tail: a session of
  // hundreds of MB never has all its rendered text in memory at once.
  const fitter = new BudgetFitter(options.maxChars, (block) => redact(block).text);
  let userChars = 0;
  let sawText = false;
  for (const turn of session.turns) {
    const lines: string[] = [];
    for (const part of turn.parts) {
      // A compaction summary at the very start (e.g. a Kiro save after /compact) is the only
      // record of the earlier conversation: keep it. Later ones repeat turns we still have.
      const line = part.kind === "injected" && part.label === "compact-summary" && !sawText &&
          !options.userOnly
        ? `(earlier conversation, summarized) ${part.text.trim()}`
        : renderPart(turn, part, options);
      if (part.kind === "text") sawText = true;
      if (line) lines.push(line);
      if (turn.role === "user" && part.kind === "text") userChars += part.text.trim().length;
    }
    if (lines.length > 0) fitter.push(`[${turn.role}]\n${lines.join("\n")}`);
  }
  const text = fitter.result();
  return {
    text,
    fullChars: fitter.fullChars,
    turns: fitter.blocks,
    userChars,
    truncated: text.length < fitter.fullChars,
  };
}

function renderPart(turn: Turn, part: Part, options: CleanOptions): string | undefined {
  if (options.userOnly) {
    return turn.role === "user" && part.kind === "text" ? part.text.trim() : undefined;
  }
  switch (part.kind) {
    case "text":
      return part.text.trim() || undefined;
    case "thinking":
      return options.sanitize || !part.text.trim() ? undefined : `(thinking) ${part.text.trim()}`;
    case "tool_call":
      return options.sanitize ? undefined : `(tool call ${part.name}) ${part.input}`;
    case "tool_result":
      if (!options.sanitize) return `(tool result${part.isError ? ", error" : ""}) ${part.text}`;
      // Redacted with its block when kept (see BudgetFitter); the excerpt never splits a token.
      return part.isError ? `(tool error) ${errorExcerpt(part.text)}` : undefined;
    case "injected":
      return options.sanitize ? undefined : `(${part.label}) ${part.text}`;
    case "snapshot":
      return options.sanitize ? undefined : `(snapshot) ${part.text}`;
  }
}

/** The informative part of a failure: the lines that name the error, bounded. */
export function errorExcerpt(text: string): string {
  const clean = text.replace(/<\/?tool_use_error>/g, "").trim();
  if (clean.length <= ERROR_EXCERPT) return clean;
  const lines = clean.split("\n");
  const hits = lines.filter((l) =>
    /error|exception|failed|fatal|panic|traceback|cannot|not found|denied|undefined|refused/i
      .test(l)
  );
  const picked = (hits.length ? hits : lines).join("\n");
  if (picked.length <= ERROR_EXCERPT) return picked;
  // Cut at whitespace: a token (a secret among them) is kept whole or dropped whole, so the
  // redaction of the kept block later still recognises everything that is kept.
  const cut = picked.slice(0, ERROR_EXCERPT);
  const space = cut.search(/\s\S*$/);
  return `${(space > 0 ? cut.slice(0, space) : "").trimEnd()}…`;
}

/**
 * Keep whole blocks from the head (up to 40% of the budget) and from the tail (the rest), with
 * a marker where the middle was cut. A single block larger than its share is cut in its middle.
 */
export function fitBudget(blocks: string[], maxChars: number): string {
  const fitter = new BudgetFitter(maxChars);
  for (const block of blocks) fitter.push(block);
  return fitter.result();
}

const SEP = "\n\n";

/**
 * `fitBudget` one block at a time, holding only the head and the tail that fit. `prepare` (the
 * redaction) runs on every block that is kept, before any cut: a cut must never split a secret
 * into pieces the redaction rules no longer recognise.
 */
export class BudgetFitter {
  readonly #max: number;
  readonly #prepare: (block: string) => string;
  readonly #headBudget: number;
  readonly #head: string[] = [];
  #headChars = 0;
  #headClosed = false;
  /** A first block larger than the head's share, held whole until we know if it must be cut. */
  #first: string | undefined;
  readonly #tail: string[] = [];
  #tailStart = 0;
  #tailChars = 0;
  #dropped = 0;
  #last: string | undefined;
  fullChars = 0;
  blocks = 0;

  constructor(maxChars: number, prepare: (block: string) => string = (b) => b) {
    this.#max = maxChars;
    this.#prepare = prepare;
    this.#headBudget = Math.floor(Math.max(0, maxChars - this.#reserve()) * HEAD_SHARE);
  }

  push(block: string): void {
    this.fullChars += (this.blocks > 0 ? SEP.length : 0) + block.length;
    this.blocks++;
    this.#last = block;
    if (!this.#headClosed) {
      if (this.#headChars + block.length + SEP.length <= this.#headBudget) {
        this.#head.push(block);
        this.#headChars += block.length + SEP.length;
        return;
      }
      this.#headClosed = true;
      if (this.#head.length === 0) {
        // The opening turn states the problem: it is always kept, cut in its middle if needed.
        this.#first = block;
        this.#headChars = this.#headBudget;
        return;
      }
    }
    this.#tail.push(block);
    this.#tailChars += block.length + SEP.length;
    // Everything still fits: keep it all. Otherwise drop the oldest tail blocks over budget.
    while (
      this.fullChars > this.#max && this.#tailChars > this.#tailBudget() && this.#tailLength() > 0
    ) {
      this.#tailChars -= this.#tail[this.#tailStart]!.length + SEP.length;
      this.#tail[this.#tailStart++] = "";
      this.#dropped++;
    }
    if (this.#tailStart > 1024 && this.#tailStart * 2 > this.#tail.length) {
      this.#tail.splice(0, this.#tailStart); // compact the deque
      this.#tailStart = 0;
    }
  }

  result(): string {
    const prepare = this.#prepare;
    const tail = this.#tail.slice(this.#tailStart).map(prepare);
    const head = this.#head.map(prepare);
    const first = this.#first === undefined ? undefined : prepare(this.#first);
    if (this.fullChars <= this.#max) {
      return [...head, ...(first === undefined ? [] : [first]), ...tail].join(SEP);
    }
    if (first !== undefined) {
      // A single huge turn gets the whole budget; otherwise the head's share.
      if (tail.length === 0 && this.#dropped === 0) return cutMiddle(first, this.#max);
      head.push(cutMiddle(first, this.#headBudget - SEP.length));
    }
    let dropped = this.#dropped;
    if (tail.length === 0 && dropped > 0 && this.#last !== undefined) {
      // The last block alone is over the tail's share: keep its two ends.
      tail.push(cutMiddle(prepare(this.#last), this.#tailBudget() - SEP.length));
      dropped--;
    }
    const parts = dropped > 0 ? [...head, this.#marker(dropped), ...tail] : [...head, ...tail];
    return parts.join(SEP).slice(0, this.#max);
  }

  #tailLength(): number {
    return this.#tail.length - this.#tailStart;
  }

  #reserve(): number {
    return this.#marker(Number.MAX_SAFE_INTEGER).length + 2 * SEP.length;
  }

  #tailBudget(): number {
    return this.#max - this.#reserve() - this.#headChars;
  }

  #marker(n: number): string {
    return `[… ${n} turn(s) omitted to fit the ${this.#max}-character budget …]`;
  }
}

function cutMiddle(text: string, max: number): string {
  if (max <= 0) return "";
  if (text.length <= max) return text;
  const note = " […] ";
  const keep = Math.max(0, max - note.length);
  const headLen = Math.ceil(keep / 2);
  return text.slice(0, headLen) + note + text.slice(text.length - (keep - headLen));
}
