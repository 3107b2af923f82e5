/**
 * Which blocks of a long transcript reach the model, and how long each may be, within the
 * `CTX_MAX_CHARS` budget: allocated by value, not cut in the middle. Pure: works on sizes only,
 * held in typed columns (a 200 MB session has ~100k blocks).
 *
 * The blocks are taken in one order of value, fixed whatever the budget:
 *
 * 1. the first prompt (it states the problem) and the final conclusion (the last assistant block
 *    of the last exchange: the resolution), each up to two fifths of the budget, then an opening
 *    compaction summary (the only record of what came before), up to as much;
 * 2. the human's informative prompts (longer than a few words), newest first;
 * 3. the human's short prompts ("ok", "go on"), newest first: a long prompt is never shortened
 *    to make room for one of these;
 * 4. tool error excerpts (a tool block holding a failed tool's output), newest first;
 * 5. the conclusion of each exchange (its last assistant block), newest first;
 * 6. the rest, newest first.
 *
 * Each block gets up to its cap (prompts 2,000 characters, conclusions 1,500, error excerpts
 * 600; the rest whole); the first block that does not fit is shortened to what is left, if that
 * is enough to say something, and allocation stops there. Budget still left then lets capped
 * blocks grow, in the same order. So a larger budget never loses what a smaller one kept: the
 * blocks kept are a prefix of one order, and each block's share only grows. What is left out
 * between kept blocks is marked by a one-line marker.
 */

export const VOICES = ["user", "assistant", "tool", "generated"] as const;
export type Voice = typeof VOICES[number];
export const USER = 0;
export const ASSISTANT = 1;
export const TOOL = 2;

/** The blocks of a transcript, by position: voice (index in VOICES), length, flags. */
export interface Blocks {
  readonly length: number;
  readonly voice: ArrayLike<number>;
  /** Characters of the block's body (without its `[voice]` header). */
  readonly chars: ArrayLike<number>;
  /** 1 for an opening compaction summary (kept right after the first prompt and the conclusion). */
  readonly summary: ArrayLike<number>;
  /** 1 for a tool block that holds a failed tool's output (successful output has no priority). */
  readonly error: ArrayLike<number>;
}

export interface Selection {
  /** Per block: the most characters of its body kept (Infinity = whole), or 0 = left out. */
  caps: Float64Array;
  /** True when any block was left out or shortened. */
  cut: boolean;
  /** Human prompts in the transcript, how many are kept (whole or shortened), how many whole. */
  prompts: number;
  promptsKept: number;
  promptsWhole: number;
}

export const SEP = "\n\n";

/** Longest part of one prompt kept while other text competes for the budget. */
const PROMPT_CAP = 2_000;
/** Longest tool error excerpt (excerpts are already bounded when rendered). */
const ERROR_CAP = 600;
/** Longest conclusion kept while other text competes for the budget. */
const CONCLUSION_CAP = 1_500;
/** The share of the budget the first prompt and the final conclusion may each take at first. */
const ENDS_SHARE = 0.4;
/** A prompt this short is filler ("ok", "continue", "yes, do it"): kept after the rest. */
const FILLER_CHARS = 24;
/** Below this, a shortened block says too little: allocation stops instead. */
const MIN_CLIP = 80;

/** The marker put where `n` blocks were left out. */
export function omissionMarker(n: number): string {
  return `[… ${n} turn(s) left out …]`;
}

/** What one marker costs at most in a transcript of `n` blocks (no gap is longer than `n`). */
function markerCost(n: number): number {
  return omissionMarker(n).length + SEP.length;
}

/** `[voice]\n` + the separator after the block. */
function overhead(voice: number): number {
  return VOICES[voice]!.length + 3 + SEP.length;
}

/** Decide what is kept of each block so that the rendered text fits `maxChars`. */
export function selectBlocks(blocks: Blocks, maxChars: number): Selection {
  const n = blocks.length;
  let whole = -SEP.length;
  for (let i = 0; i < n; i++) whole += overhead(blocks.voice[i]!) + blocks.chars[i]!;
  const caps = new Float64Array(n);
  if (whole <= maxChars) {
    caps.fill(Infinity);
    return finish(blocks, caps);
  }
  const { order, want } = valueOrder(blocks, maxChars);
  const marker = markerCost(n);
  // Nothing kept yet: one marker stands for everything.
  let left = maxChars - (n > 0 ? marker : 0);
  let stopped = false;
  for (const i of order) {
    const fixed = overhead(blocks.voice[i]!) + markerChange(caps, i) * marker;
    const chars = Math.min(want[i]!, blocks.chars[i]!);
    if (fixed + chars <= left) {
      caps[i] = chars >= blocks.chars[i]! ? Infinity : chars;
      left -= fixed + chars;
      continue;
    }
    // The first block that does not fit: what is left of the budget, if that says something.
    if (left - fixed >= Math.min(MIN_CLIP, chars)) {
      caps[i] = left - fixed;
      left = 0;
    }
    stopped = true;
    break;
  }
  if (!stopped) {
    // Everything has its share: the rest of the budget lets capped blocks grow, in order.
    for (const i of order) {
      const cap = caps[i]!;
      if (left <= 0) break;
      if (cap === Infinity) continue;
      const more = Math.min(left, blocks.chars[i]! - cap);
      caps[i] = cap + more >= blocks.chars[i]! ? Infinity : cap + more;
      left -= more;
    }
  }
  return finish(blocks, caps);
}

/**
 * How many markers keeping block `i` adds (1: it splits a left-out run), removes (-1: it joins
 * two kept neighbours) or leaves (0).
 */
function markerChange(caps: Float64Array, i: number): number {
  const leftOut = i > 0 && caps[i - 1] === 0;
  const rightOut = i < caps.length - 1 && caps[i + 1] === 0;
  return leftOut && rightOut ? 1 : !leftOut && !rightOut ? -1 : 0;
}

/** The blocks in their order of value, and what each may take at first (see the top). */
function valueOrder(blocks: Blocks, maxChars: number): { order: number[]; want: Float64Array } {
  const n = blocks.length;
  const want = new Float64Array(n).fill(Infinity);
  const conclusion = conclusions(blocks);
  let first = -1;
  let final = -1;
  for (let i = 0; i < n; i++) {
    if (blocks.voice[i] === USER && first < 0) first = i;
    if (conclusion[i] === 1) final = i;
  }
  const ends = Math.floor(maxChars * ENDS_SHARE);
  const classes: number[][] = [[], [], [], [], [], []];
  const opening: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const voice = blocks.voice[i];
    if (i === first || i === final) continue;
    if (voice === USER) {
      want[i] = PROMPT_CAP;
      classes[blocks.chars[i]! > FILLER_CHARS ? 1 : 2]!.push(i);
    } else if (voice === TOOL && blocks.error[i] === 1) {
      want[i] = ERROR_CAP;
      classes[3]!.push(i);
    } else if (blocks.summary[i] === 1) {
      want[i] = Math.min(CONCLUSION_CAP, ends);
      opening.push(i);
    } else if (conclusion[i] === 1) {
      want[i] = CONCLUSION_CAP;
      classes[4]!.push(i);
    } else classes[5]!.push(i);
  }
  if (first >= 0) {
    want[first] = Math.min(PROMPT_CAP, ends);
    classes[0]!.push(first);
  }
  if (final >= 0) {
    want[final] = Math.min(CONCLUSION_CAP, ends);
    classes[0]!.push(final);
  }
  classes[0]!.push(...opening);
  return { order: classes.flat(), want };
}

/**
 * 1 for each conclusion: the last assistant block of an exchange (before the next human prompt,
 * or at the end), and an opening compaction summary.
 */
function conclusions(blocks: Blocks): Uint8Array {
  const n = blocks.length;
  const out = new Uint8Array(n);
  let lastAssistant = -1;
  for (let i = 0; i <= n; i++) {
    if (i < n && blocks.summary[i] === 1) out[i] = 1;
    if (i === n || blocks.voice[i] === USER) {
      if (lastAssistant >= 0) out[lastAssistant] = 1;
      lastAssistant = -1;
    } else if (blocks.voice[i] === ASSISTANT) lastAssistant = i;
  }
  return out;
}

function finish(blocks: Blocks, caps: Float64Array): Selection {
  let prompts = 0;
  let promptsKept = 0;
  let promptsWhole = 0;
  let cut = false;
  for (let i = 0; i < blocks.length; i++) {
    const whole = caps[i]! >= blocks.chars[i]!;
    if (caps[i] === 0 || !whole) cut = true;
    if (blocks.voice[i] === USER) {
      prompts++;
      if (caps[i]! > 0) promptsKept++;
      if (whole) promptsWhole++;
    }
  }
  return { caps, cut, prompts, promptsKept, promptsWhole };
}
