/**
 * Cleaning: turn a normalized session into the transcript text a model sees.
 *
 * - Every block is headed by its voice: `[user]` (what the human typed), `[assistant]`,
 *   `[tool]` (tool output, e.g. an error) and `[generated]` (text the client wrote: injected
 *   context, notifications, summaries), so nothing is read as the human's unless it was.
 * - `sanitize` (SANITIZE_CHAT=1) drops tool calls, long tool output, thinking, file snapshots and
 *   injected context, but keeps short excerpts of failed tool results: root causes live there.
 * - `userOnly` (EXTRACT_USER_QUERIES_ONLY=1) keeps what the human typed and nothing else.
 * - A long result is fitted into `maxChars` by selection, not by cutting its middle: every human
 *   prompt, every error excerpt and each exchange's conclusion first, then the newest of the
 *   rest (see `_select.ts`), with a marker where turns were left out.
 */
import type { Part, Session, Turn } from "../types.ts";
import { redact } from "../redact/mod.ts";
import { type BlockInfo, omissionMarker, selectBlocks, SEP, type Voice } from "./_select.ts";

export type { Voice } from "./_select.ts";

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
  /** Human prompts in the cleaned transcript, and how many reach the model (clipped or whole). */
  prompts: number;
  promptsSent: number;
  /** True when the budget left something out or shortened it (never because of redaction). */
  truncated: boolean;
}

/** Longest excerpt kept from a failed tool result. */
const ERROR_EXCERPT = 600;
/** Below this much prose from both sides, a session is not worth a model call. */
export const MIN_CONVERSATION_CHARS = 100;

interface Block {
  voice: Voice;
  lines: string[];
  summary: boolean;
}

/** Where a measured block comes from, so the second pass renders only the kept ones. */
interface Measured extends BlockInfo {
  turn: number;
  /** Index of the block within its turn's blocks. */
  k: number;
  /** Whether prose was seen before the turn (an opening summary is rendered differently). */
  sawText: boolean;
}

export function cleanSession(session: Session, options: CleanOptions): CleanResult {
  // Two passes over the session: the first measures every block, the second renders (and
  // redacts) only the kept ones, so a session of hundreds of MB never has all its rendered text
  // in memory at once.
  const measured: Measured[] = [];
  let fullChars = 0;
  let sawText = false;
  let userChars = 0;
  let assistantChars = 0;
  session.turns.forEach((turn, t) => {
    for (const part of turn.parts) {
      if (part.kind !== "text") continue;
      if (turn.role === "user") userChars += part.text.trim().length;
      else assistantChars += part.text.trim().length;
    }
    const before = sawText;
    const rendered = turnBlocks(turn, options, before);
    sawText = rendered.sawText;
    rendered.blocks.forEach((block, k) => {
      const chars = block.lines.reduce((sum, line) => sum + line.length, block.lines.length - 1);
      measured.push({
        voice: block.voice,
        chars,
        summary: block.summary,
        turn: t,
        k,
        sawText: before,
      });
      fullChars += (measured.length > 1 ? SEP.length : 0) + header(block.voice).length + chars;
    });
  });
  const selection = selectBlocks(measured, options.maxChars);
  const out: string[] = [];
  let omitted = 0;
  let cached: { turn: number; blocks: Block[] } | undefined;
  measured.forEach((m, i) => {
    const cap = selection.caps[i]!;
    if (cap === 0) {
      omitted++;
      return;
    }
    if (omitted > 0) out.push(omissionMarker(omitted));
    omitted = 0;
    if (cached?.turn !== m.turn) {
      cached = {
        turn: m.turn,
        blocks: turnBlocks(session.turns[m.turn]!, options, m.sawText).blocks,
      };
    }
    // Redacted before any clip: a clip must never split a secret into pieces the rules miss.
    const body = redact(cached.blocks[m.k]!.lines.join("\n")).text;
    out.push(header(m.voice) + (body.length > cap ? cutMiddle(body, cap) : body));
  });
  if (omitted > 0) out.push(omissionMarker(omitted));
  return {
    text: out.join(SEP).slice(0, options.maxChars),
    fullChars,
    turns: measured.length,
    userChars,
    assistantChars,
    prompts: selection.prompts,
    promptsSent: selection.promptsKept,
    truncated: selection.cut,
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

function header(voice: Voice): string {
  return `[${voice}]\n`;
}

/** A turn's blocks: runs of its rendered parts that share a voice. */
function turnBlocks(
  turn: Turn,
  options: CleanOptions,
  sawTextBefore: boolean,
): { blocks: Block[]; sawText: boolean } {
  let sawText = sawTextBefore;
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const part of turn.parts) {
    // A compaction summary at the very start (e.g. a Kiro save after /compact) is the only
    // record of the earlier conversation: keep it. Later ones repeat turns we still have.
    const opening = part.kind === "injected" && part.label === "compact-summary" && !sawText &&
      !options.userOnly;
    const rendered = opening
      ? {
        voice: "generated" as const,
        line: `(earlier conversation, summarized) ${part.text.trim()}`,
      }
      : renderPart(turn, part, options);
    if (part.kind === "text") sawText = true;
    if (!rendered) continue;
    if (current?.voice !== rendered.voice) {
      current = { voice: rendered.voice, lines: [], summary: false };
      blocks.push(current);
    }
    current.summary ||= opening;
    current.lines.push(rendered.line);
  }
  return { blocks, sawText };
}

function renderPart(
  turn: Turn,
  part: Part,
  options: CleanOptions,
): { voice: Voice; line: string } | undefined {
  if (options.userOnly) {
    return turn.role === "user" && part.kind === "text" && part.text.trim()
      ? { voice: "user", line: part.text.trim() }
      : undefined;
  }
  switch (part.kind) {
    case "text": {
      const text = part.text.trim();
      return text ? { voice: turn.role, line: text } : undefined;
    }
    case "thinking":
      return options.sanitize || !part.text.trim()
        ? undefined
        : { voice: "assistant", line: `(thinking) ${part.text.trim()}` };
    case "tool_call":
      return options.sanitize
        ? undefined
        : { voice: "assistant", line: `(tool call ${part.name}) ${part.input}` };
    case "tool_result":
      if (!options.sanitize) {
        return { voice: "tool", line: `(${part.isError ? "error" : "result"}) ${part.text}` };
      }
      // Redacted with its block when kept; the excerpt never splits a token.
      return part.isError
        ? { voice: "tool", line: `(error) ${errorExcerpt(part.text)}` }
        : undefined;
    case "injected":
      return options.sanitize
        ? undefined
        : { voice: "generated", line: `(${part.label}) ${part.text}` };
    case "snapshot":
      return options.sanitize ? undefined : { voice: turn.role, line: `(snapshot) ${part.text}` };
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

function cutMiddle(text: string, max: number): string {
  if (max <= 0) return "";
  if (text.length <= max) return text;
  const note = " […] ";
  const keep = Math.max(0, max - note.length);
  const headLen = Math.ceil(keep / 2);
  return text.slice(0, headLen) + note + text.slice(text.length - (keep - headLen));
}
