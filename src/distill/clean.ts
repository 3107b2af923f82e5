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
  const blocks: string[] = [];
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
    if (lines.length === 0) continue;
    blocks.push(`[${turn.role}]\n${lines.join("\n")}`);
  }
  const fullChars = blocks.reduce((n, b) => n + b.length, 0) + 2 * Math.max(0, blocks.length - 1);
  const budgeted = fitBudget(blocks, options.maxChars);
  return {
    text: budgeted,
    fullChars,
    turns: blocks.length,
    userChars,
    truncated: budgeted.length < fullChars,
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
  return picked.length <= ERROR_EXCERPT
    ? picked
    : `${picked.slice(0, ERROR_EXCERPT - 1).trimEnd()}…`;
}

/**
 * Keep whole blocks from the head (up to 40% of the budget) and from the tail (the rest), with
 * a marker where the middle was cut. A single block larger than its share is cut in its middle.
 */
export function fitBudget(blocks: string[], maxChars: number): string {
  const sepLen = 2;
  const total = blocks.reduce((n, b) => n + b.length, 0) + sepLen * Math.max(0, blocks.length - 1);
  if (total <= maxChars) return blocks.join("\n\n");
  const marker = (n: number) =>
    `[… ${n} turn(s) omitted to fit the ${maxChars}-character budget …]`;
  const reserve = marker(blocks.length).length + 2 * sepLen;
  const headBudget = Math.floor((maxChars - reserve) * HEAD_SHARE);
  const head: string[] = [];
  let used = 0;
  let i = 0;
  for (; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (used + b.length + sepLen > headBudget) {
      if (head.length === 0) {
        head.push(cutMiddle(b, headBudget));
        used += head[0]!.length + sepLen;
        i++;
      }
      break;
    }
    head.push(b);
    used += b.length + sepLen;
  }
  const tailBudget = maxChars - reserve - used;
  const tail: string[] = [];
  let tailUsed = 0;
  for (let j = blocks.length - 1; j >= i; j--) {
    const b = blocks[j]!;
    if (tailUsed + b.length + sepLen > tailBudget) {
      if (tail.length === 0) {
        tail.unshift(cutMiddle(b, tailBudget - sepLen));
        tailUsed += tail[0]!.length + sepLen;
        j--;
      }
      const omitted = j - i + 1;
      return [...head, marker(Math.max(omitted, 0)), ...tail].join("\n\n").slice(0, maxChars);
    }
    tail.unshift(b);
    tailUsed += b.length + sepLen;
  }
  return [...head, ...tail].join("\n\n").slice(0, maxChars);
}

function cutMiddle(text: string, max: number): string {
  if (max <= 0) return "";
  if (text.length <= max) return text;
  const note = " […] ";
  const keep = Math.max(0, max - note.length);
  const headLen = Math.ceil(keep / 2);
  return text.slice(0, headLen) + note + text.slice(text.length - (keep - headLen));
}
