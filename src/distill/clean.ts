/**
 * Cleaning: turn a normalized session into the transcript text a model sees.
 *
 * - Every block is headed by its voice: `[user]` (what the human typed), `[assistant]`,
 *   `[tool]` (tool output, e.g. an error) and `[generated]` (text the client wrote: injected
 *   context, notifications, summaries), so nothing is read as the human's unless it was.
 * - `sanitize` (SANITIZE_CHAT=1) drops tool calls, long tool output, thinking, file snapshots and
 *   injected context, but keeps short excerpts of failed tool results: root causes live there.
 * - `userOnly` (EXTRACT_USER_QUERIES_ONLY=1) keeps what the human typed and nothing else.
 * - A long result is fitted into `maxChars` by selection, not by cutting its middle: blocks are
 *   kept in an order of value (the first prompt, the final conclusion and an opening compaction
 *   summary; informative prompts; short prompts; error excerpts; conclusions; the rest; see
 *   `_select.ts`), with a marker where turns were left out. A larger budget never loses what a
 *   smaller one kept.
 */
import type { Session } from "../types.ts";
import { redact, REDACTED } from "../redact/mod.ts";
import { errorExcerpt } from "../sources/lean.ts";
import {
  type Block,
  header,
  isOpeningSummary,
  openingLine,
  renderLine,
  turnBlocks,
  voiceOf,
} from "./_render.ts";
import { type Blocks, omissionMarker, selectBlocks, SEP, type Voice, VOICES } from "./_select.ts";

export type { Voice } from "./_select.ts";
export { errorExcerpt };

export interface CleanOptions {
  sanitize: boolean;
  userOnly: boolean;
  maxChars: number;
}

export interface CleanResult {
  text: string;
  /** Characters before budgeting. */
  fullChars: number;
  /** Blocks that carried any text after cleaning. */
  turns: number;
  /** Characters typed by the human. */
  userChars: number;
  /** Characters of the assistant's prose. */
  assistantChars: number;
  /** Human prompts in the cleaned transcript, how many reach the model (shortened or whole),
   * and how many of them whole. */
  prompts: number;
  promptsSent: number;
  promptsWhole: number;
  /** True when the budget left something out or shortened it (never because of redaction). */
  truncated: boolean;
}

/** Below this much prose from both sides, a session is not worth a model call. */
export const MIN_CONVERSATION_CHARS = 100;

export function cleanSession(session: Session, options: CleanOptions): CleanResult {
  // Two passes over the session: the first measures every block (no text is assembled), the
  // second renders and redacts only the kept ones, so a session of hundreds of MB never has
  // all its rendered text in memory at once.
  const m = measure(session, options);
  const bodies = new RedactedBodies(session, options, m);
  let selection = selectBlocks(m.blocks, options.maxChars);
  // Redaction can lengthen a block (`https://u:p@h` → `https://u:[REDACTED]@h`): the plan is
  // made again with the redacted length of each kept block that grew, until none grows. Each
  // block is redacted once; the plan then counts its real length.
  for (let round = 0; round < MAX_REPLANS; round++) {
    const grown = bodies.grown(selection.caps);
    if (grown.length === 0) break;
    for (const i of grown) m.blocks.chars[i] = bodies.get(i).length;
    selection = selectBlocks(m.blocks, options.maxChars);
  }
  const rendered = render(m.blocks, selection.caps, bodies);
  let { text, cut } = rendered;
  if (text.length > options.maxChars) {
    // Never expected (the plan fits); still, nothing goes without a marker and a true note.
    text = cutMiddle(text, options.maxChars);
    cut = true;
  }
  return {
    text,
    fullChars: m.fullChars,
    turns: m.blocks.length,
    userChars: m.userChars,
    assistantChars: m.assistantChars,
    prompts: selection.prompts,
    promptsSent: selection.promptsKept,
    promptsWhole: selection.promptsWhole,
    truncated: cut,
  };
}

/** Plans made again at most this many times for blocks that redaction lengthened. */
const MAX_REPLANS = 4;

/**
 * The redacted body of each block, rendered and redacted once, when it is first asked for.
 * Blocks are asked for in order, so only one turn's rendered blocks are held at a time.
 */
class RedactedBodies {
  readonly #session: Session;
  readonly #options: CleanOptions;
  readonly #m: Measured;
  readonly #bodies = new Map<number, string>();
  #turn: { index: number; blocks: Block[] } | undefined;

  constructor(session: Session, options: CleanOptions, m: Measured) {
    this.#session = session;
    this.#options = options;
    this.#m = m;
  }

  get(i: number): string {
    const known = this.#bodies.get(i);
    if (known !== undefined) return known;
    const m = this.#m;
    const turn = m.turn[i]!;
    if (this.#turn?.index !== turn) {
      const t = this.#session.turns[turn]!;
      this.#turn = { index: turn, blocks: turnBlocks(t, this.#options, m.sawText[i] === 1) };
    }
    // Redacted before any clip: a clip must never split a secret into pieces the rules miss.
    const body = redact(this.#turn.blocks[m.k[i]!]!.lines.join("\n")).text;
    this.#bodies.set(i, body);
    return body;
  }

  /** Blocks kept whole by `caps` whose redacted body is longer than the plan counted. */
  grown(caps: Float64Array): number[] {
    const chars = this.#m.blocks.chars;
    const out: number[] = [];
    for (let i = 0; i < caps.length; i++) {
      const cap = caps[i]!;
      if (cap > 0 && cap > chars[i]! && this.get(i).length > chars[i]!) out.push(i);
    }
    return out;
  }
}

/**
 * The kept blocks with their headers and the markers of what was left out. No block is
 * longer than the plan counted: one still longer (redaction lengthened it after the last
 * plan) is shortened in its middle, `[…]`. `cut` says whether anything was left out or
 * shortened.
 */
function render(blocks: Measured["blocks"], caps: Float64Array, bodies: RedactedBodies) {
  const out: string[] = [];
  let omitted = 0;
  let cut = false;
  for (let i = 0; i < blocks.length; i++) {
    const cap = caps[i]!;
    if (cap === 0) {
      omitted++;
      cut = true;
      continue;
    }
    if (omitted > 0) out.push(omissionMarker(omitted));
    omitted = 0;
    const body = bodies.get(i);
    const limit = Math.min(cap, blocks.chars[i]!);
    const voice = header(VOICES[blocks.voice[i]!]!);
    if (body.length > limit) {
      out.push(voice + cutMiddle(body, limit));
      cut = true;
    } else out.push(voice + body);
  }
  if (omitted > 0) out.push(omissionMarker(omitted));
  return { text: out.join(SEP), cut };
}

/** What pass 1 measured: the blocks, where each comes from, and the prose of each side. */
interface Measured {
  blocks: Blocks & { chars: Float64Array };
  /** Per block: its turn, its index among the turn's blocks, whether prose came before. */
  turn: Int32Array;
  k: Int32Array;
  sawText: Uint8Array;
  fullChars: number;
  userChars: number;
  assistantChars: number;
}

/** Index of each voice in `VOICES`. */
const CODE: Record<Voice, number> = { user: 0, assistant: 1, tool: 2, generated: 3 };

/**
 * Pass 1: every block's voice and length (and where it comes from: its turn, its index in the
 * turn's blocks, whether prose came before the turn), and the prose each side wrote. Columns,
 * not objects: a 200 MB session has ~100k blocks.
 */
function measure(session: Session, options: CleanOptions): Measured {
  const turns = session.turns;
  let capacity = 0;
  for (const t of turns) capacity += t.parts.length;
  const voice = new Uint8Array(capacity);
  const chars = new Float64Array(capacity);
  const summary = new Uint8Array(capacity);
  const turn = new Int32Array(capacity);
  const k = new Int32Array(capacity);
  const sawText = new Uint8Array(capacity);
  const error = new Uint8Array(capacity);
  let n = 0;
  let fullChars = 0;
  let userChars = 0;
  let assistantChars = 0;
  let seen = false;
  for (let t = 0; t < turns.length; t++) {
    const current = turns[t]!;
    const before = seen;
    let index = 0;
    let open = false;
    for (const part of current.parts) {
      const opening = isOpeningSummary(part, seen, options);
      const line = opening ? openingLine(part) : renderLine(current, part, options);
      if (part.kind === "text") {
        seen = true;
        // The rendered line is the trimmed text, except for what user-only mode leaves out.
        const length = options.userOnly && current.role !== "user"
          ? part.text.trim().length
          : line?.length ?? 0;
        if (current.role === "user") userChars += length;
        else assistantChars += length;
      }
      if (line === undefined) continue;
      const v = CODE[opening ? "generated" : voiceOf(current, part, options)];
      const failed = part.kind === "tool_result" && part.isError ? 1 : 0;
      if (open && voice[n - 1] === v) {
        chars[n - 1]! += 1 + line.length;
        fullChars += 1 + line.length;
        if (opening) summary[n - 1] = 1;
        if (failed) error[n - 1] = 1;
        continue;
      }
      voice[n] = v;
      chars[n] = line.length;
      summary[n] = opening ? 1 : 0;
      error[n] = failed;
      turn[n] = t;
      k[n] = index++;
      sawText[n] = before ? 1 : 0;
      fullChars += (n > 0 ? SEP.length : 0) + VOICES[v]!.length + 3 + line.length;
      n++;
      open = true;
    }
  }
  return {
    blocks: { length: n, voice, chars, summary, error },
    turn,
    k,
    sawText,
    fullChars,
    userChars,
    assistantChars,
  };
}

/**
 * Too short to be worth a model call: judged by what both sides wrote (a one-line request
 * followed by a long review is worth distilling; "hi" and "hello" are not).
 */
export function isTooShort(cleaned: CleanResult): boolean {
  return cleaned.userChars === 0 ||
    cleaned.userChars + cleaned.assistantChars < MIN_CONVERSATION_CHARS;
}

function cutMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = " […] ";
  // Too short for both ends: the marker alone, so the cut is never silent.
  if (max < note.length) return "…";
  const keep = Math.max(0, max - note.length);
  // Never through a `[REDACTED]`: a piece of one (`[REDA`) could look like a value to redact
  // again, and would read as noise.
  const head = outside(text, Math.ceil(keep / 2), "start");
  const tail = outside(text, text.length - (keep - Math.ceil(keep / 2)), "end");
  return text.slice(0, head) + note + text.slice(tail);
}

/** `at`, or the start (end) of the `[REDACTED]` it falls inside. */
function outside(text: string, at: number, side: "start" | "end"): number {
  const from = text.lastIndexOf(REDACTED, at - 1);
  if (from === -1 || from + REDACTED.length <= at || from >= at) return at;
  return side === "start" ? from : from + REDACTED.length;
}
