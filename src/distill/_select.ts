/**
 * Which blocks of a long transcript reach the model, and how long each may be, within the
 * `CTX_MAX_CHARS` budget. Selected instead of cut, in this order of priority:
 *
 * 1. every human prompt (long ones clipped),
 * 2. every tool error excerpt (a tool block holding a failed tool's output; successful output,
 *    kept with SANITIZE_CHAT=0, competes with the rest),
 * 3. the assistant's conclusion at the end of each exchange (and an opening compaction
 *    summary, the only record of what came before),
 * 4. then the remaining blocks, newest first, whole, while they fit.
 *
 * What is left between kept blocks is marked by a one-line marker. Pure: works on sizes only,
 * held in typed columns (a 200 MB session has ~100k blocks).
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
  /** 1 for an opening compaction summary (kept like a conclusion). */
  readonly summary: ArrayLike<number>;
  /** 1 for a tool block that holds a failed tool's output (successful output has no priority). */
  readonly error: ArrayLike<number>;
}

export interface Selection {
  /** Per block: the most characters of its body kept (Infinity = whole), or 0 = left out. */
  caps: Float64Array;
  /** True when any block was left out or shortened. */
  cut: boolean;
  /** Human prompts in the transcript, and how many of them are kept (whole or clipped). */
  prompts: number;
  promptsKept: number;
}

export const SEP = "\n\n";

/** Longest part of one prompt kept while other text competes for the budget. */
const PROMPT_CAP = 2_000;
/** Longest tool error excerpt (excerpts are already bounded when rendered). */
const ERROR_CAP = 600;
/** Longest conclusion kept while other text competes for the budget. */
const CONCLUSION_CAP = 1_500;
/** Below this, a clipped prompt says too little: older prompts are then left out instead. */
const MIN_PROMPT = 60;

/** The marker put where `n` blocks were left out. */
export function omissionMarker(n: number): string {
  return `[… ${n} turn(s) left out …]`;
}

const MARKER_COST = omissionMarker(999_999).length + SEP.length;

/** `[voice]\n` + the separator after the block. */
function overhead(voice: number): number {
  return VOICES[voice]!.length + 3 + SEP.length;
}

/** Decide what is kept of each block so that the rendered text fits `maxChars`. */
export function selectBlocks(blocks: Blocks, maxChars: number): Selection {
  const n = blocks.length;
  let whole = -SEP.length;
  for (let i = 0; i < n; i++) whole += overhead(blocks.voice[i]!) + blocks.chars[i]!;
  const classOf = priorities(blocks);
  const plan = new Plan(blocks);
  if (whole <= maxChars) {
    plan.caps.fill(Infinity);
    return finish(blocks, plan.caps, classOf);
  }
  const { lists, fixed } = classes(blocks, classOf);
  const prompts = lists[0]!;
  let errors = lists[1]!;
  let conclusions = lists[2]!;
  const finalAnswer = conclusions.at(-1);

  // 1–3: every member of the first three classes is kept; only their lengths are negotiated.
  // When even their headers do not fit, conclusions, then errors, compete with the rest instead.
  let avail = maxChars - fixed[2]!;
  // Every prompt gets at least MIN_PROMPT characters (need() grows with the cap, so this is
  // what level() >= MIN_PROMPT says, in one pass instead of a binary search).
  const fits = () =>
    avail >= 0 && (prompts.length === 0 || plan.need(prompts, MIN_PROMPT) <= avail);
  if (!fits()) {
    conclusions = [];
    avail = maxChars - fixed[1]!;
  }
  if (!fits()) {
    errors = [];
    avail = maxChars - fixed[0]!;
  }
  let left: number;
  if (fits()) left = avail - plan.share(prompts, errors, conclusions, avail);
  else left = plan.crowded(prompts, finalAnswer, maxChars);

  // 4: the rest, newest first, whole blocks only, paying for the markers they add or remove.
  left = plan.fillNewest(left);
  plan.giveBack(left);
  return finish(blocks, plan.caps, classOf);
}

/** The caps being decided, and the ways of filling them. */
class Plan {
  readonly caps: Float64Array;
  readonly #blocks: Blocks;

  constructor(blocks: Blocks) {
    this.#blocks = blocks;
    this.caps = new Float64Array(blocks.length);
  }

  need(set: number[], cap: number): number {
    let sum = 0;
    for (const i of set) sum += Math.min(this.#blocks.chars[i]!, cap);
    return sum;
  }

  /** The largest cap ≤ `max` with need(set, cap) ≤ budget (0 when even 1 does not fit). */
  level(set: number[], budget: number, max: number): number {
    let largest = 0;
    for (const i of set) largest = Math.max(largest, this.#blocks.chars[i]!);
    const top = Math.min(max, largest);
    if (this.need(set, top) <= budget) return max;
    let lo = 0;
    let hi = top;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.need(set, mid) <= budget) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Water-fill `budget` characters over `set` (each at most `max`); returns what was used. */
  fill(set: number[], budget: number, max: number): number {
    const cap = this.level(set, Math.max(0, budget), max);
    for (const i of set) {
      this.caps[i] = this.#blocks.chars[i]! <= cap ? Infinity : Math.max(1, cap);
    }
    return this.need(set, cap);
  }

  /** Share `avail` between prompts, errors and conclusions (all kept); returns what was used. */
  share(prompts: number[], errors: number[], conclusions: number[], avail: number): number {
    const needPrompts = this.need(prompts, PROMPT_CAP);
    const needErrors = this.need(errors, ERROR_CAP);
    const needConclusions = this.need(conclusions, CONCLUSION_CAP);
    let forPrompts = needPrompts;
    let forErrors = needErrors;
    if (needPrompts + needErrors + needConclusions > avail) {
      const floor = this.need(prompts, MIN_PROMPT);
      forPrompts = Math.min(
        needPrompts,
        Math.max(avail * 0.5, avail - needErrors - needConclusions, floor),
      );
      const rest = avail - forPrompts;
      forErrors = Math.min(needErrors, Math.max(rest * 0.4, rest - needConclusions));
    }
    let used = this.fill(prompts, forPrompts, PROMPT_CAP);
    used += this.fill(errors, forErrors, ERROR_CAP);
    return used + this.fill(conclusions, avail - used, CONCLUSION_CAP);
  }

  /**
   * Too many prompts to keep them all: the first (it states the problem) and the final answer
   * (the resolution) get up to a fifth of the budget each, then the newest prompts that fit.
   * Returns the budget left.
   */
  crowded(prompts: number[], finalAnswer: number | undefined, maxChars: number): number {
    const first = prompts[0]!;
    const fifth = Math.floor(maxChars / 5);
    const ends = finalAnswer === undefined ? [first] : [first, finalAnswer].sort((a, b) => a - b);
    const afterEnds = maxChars - fixedCost(this.#blocks, ends);
    let usedByEnds = this.fill([first], Math.min(fifth, afterEnds), PROMPT_CAP);
    if (finalAnswer !== undefined) {
      usedByEnds += this.fill(
        [finalAnswer],
        Math.min(fifth, afterEnds - usedByEnds),
        CONCLUSION_CAP,
      );
    }
    const newest: number[] = [];
    let room = afterEnds - usedByEnds;
    for (let k = prompts.length - 1; k > 0; k--) {
      const i = prompts[k]!;
      const cost = overhead(USER) + Math.min(this.#blocks.chars[i]!, MIN_PROMPT) + MARKER_COST;
      if (cost > room) break;
      room -= cost;
      newest.push(i);
    }
    newest.reverse();
    const all = [...ends, ...newest].sort((a, b) => a - b);
    const forNewest = maxChars - fixedCost(this.#blocks, all) - usedByEnds;
    return forNewest - this.fill(newest, forNewest, PROMPT_CAP);
  }

  /** Keep whole left-out blocks, newest first, while they fit; returns the budget left. */
  fillNewest(left: number): number {
    const n = this.#blocks.length;
    const caps = this.caps;
    for (let i = n - 1; i >= 0; i--) {
      if (caps[i]! > 0) continue;
      const leftOut = i > 0 && caps[i - 1] === 0;
      const rightOut = i < n - 1 && caps[i + 1] === 0;
      const markers = leftOut && rightOut ? 1 : !leftOut && !rightOut ? -1 : 0;
      const cost = overhead(this.#blocks.voice[i]!) + this.#blocks.chars[i]! +
        markers * MARKER_COST;
      if (cost > left) continue;
      caps[i] = Infinity;
      left -= cost;
    }
    return left;
  }

  /** Budget still left (few, long blocks): give it back to the blocks that were clipped. */
  giveBack(left: number): void {
    const clipped: number[] = [];
    let current = 0;
    for (let i = 0; i < this.caps.length; i++) {
      const cap = this.caps[i]!;
      if (cap > 0 && cap < this.#blocks.chars[i]!) {
        clipped.push(i);
        current += cap;
      }
    }
    if (left <= 0 || clipped.length === 0) return;
    this.fill(clipped, current + left, Infinity);
  }
}

/**
 * In one pass: the blocks of classes 1, 2 and 3 (in order), and `fixed[c - 1]`, the fixed cost
 * (see `fixedCost`) of keeping exactly the blocks of classes 1 to `c`.
 */
function classes(blocks: Blocks, classOf: Uint8Array): { lists: number[][]; fixed: number[] } {
  const lists: number[][] = [[], [], []];
  const cost = [0, 0, 0];
  const markers = [0, 0, 0];
  const previous = [-1, -1, -1];
  for (let i = 0; i < blocks.length; i++) {
    const c = classOf[i]!;
    if (c > 3) continue;
    lists[c - 1]!.push(i);
    const o = overhead(blocks.voice[i]!);
    for (let u = c - 1; u < 3; u++) {
      cost[u]! += o;
      if (i > previous[u]! + 1) markers[u]!++;
      previous[u] = i;
    }
  }
  const fixed = cost.map((sum, u) =>
    sum + (markers[u]! + (previous[u]! < blocks.length - 1 ? 1 : 0)) * MARKER_COST
  );
  return { lists, fixed };
}

/** Headers, separators and markers of keeping exactly the blocks in `set` (sorted). */
function fixedCost(blocks: Blocks, set: number[]): number {
  let cost = 0;
  let markers = 0;
  let previous = -1;
  for (const i of set) {
    cost += overhead(blocks.voice[i]!);
    if (i > previous + 1) markers++;
    previous = i;
  }
  if (previous < blocks.length - 1) markers++;
  return cost + markers * MARKER_COST;
}

function finish(blocks: Blocks, caps: Float64Array, classOf: Uint8Array): Selection {
  let prompts = 0;
  let promptsKept = 0;
  let cut = false;
  for (let i = 0; i < blocks.length; i++) {
    if (caps[i] === 0 || caps[i]! < blocks.chars[i]!) cut = true;
    if (classOf[i] === 1) {
      prompts++;
      if (caps[i]! > 0) promptsKept++;
    }
  }
  return { caps, cut, prompts, promptsKept };
}

/**
 * Priority class of each block: 1 human prompt, 2 failed tool output, 3 conclusion (the last
 * assistant block of an exchange, or an opening summary), 4 anything else (successful tool
 * output among it, which SANITIZE_CHAT=0 keeps).
 */
export function priorities(blocks: Blocks): Uint8Array {
  const n = blocks.length;
  const out = new Uint8Array(n);
  let lastAssistant = -1;
  for (let i = 0; i <= n; i++) {
    if (i < n) {
      const voice = blocks.voice[i];
      out[i] = voice === USER
        ? 1
        : voice === TOOL && blocks.error[i] === 1
        ? 2
        : blocks.summary[i] === 1
        ? 3
        : 4;
    }
    if (i === n || blocks.voice[i] === USER) {
      if (lastAssistant >= 0) out[lastAssistant] = 3;
      lastAssistant = -1;
    } else if (blocks.voice[i] === ASSISTANT) lastAssistant = i;
  }
  return out;
}
