/**
 * A session's parts as the lines of a cleaned transcript (`clean.ts`): what each part renders as
 * under `sanitize` and `userOnly`, the voice it is headed by, and a turn's runs of one voice.
 * Both of cleaning's passes read parts through here, so what is measured is what is sent.
 */
import type { Part, Turn } from "../types.ts";
import { stripControl } from "../safe_text.ts";
import { errorExcerpt } from "../sources/lean.ts";
import type { Voice } from "./_select.ts";

/** What rendering reads of `CleanOptions` (`clean.ts`). */
export interface RenderOptions {
  sanitize: boolean;
  userOnly: boolean;
}

/** A run of a turn's rendered lines in one voice. */
export interface Block {
  voice: Voice;
  lines: string[];
}

export function header(voice: Voice): string {
  return `[${voice}]\n`;
}

/** Pass 2: a turn's blocks, runs of its rendered parts that share a voice. */
export function turnBlocks(turn: Turn, options: RenderOptions, sawTextBefore: boolean): Block[] {
  let seen = sawTextBefore;
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const part of turn.parts) {
    const opening = isOpeningSummary(part, seen, options);
    const line = opening ? openingLine(part) : renderLine(turn, part, options);
    if (part.kind === "text") seen = true;
    if (line === undefined) continue;
    const voice = opening ? "generated" : voiceOf(turn, part, options);
    if (current?.voice !== voice) {
      current = { voice, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

/**
 * A compaction summary at the very start (e.g. a Kiro save after /compact) is the only record
 * of the earlier conversation: keep it. Later ones repeat turns we still have.
 */
export function isOpeningSummary(
  part: Part,
  sawText: boolean,
  options: RenderOptions,
): part is Extract<Part, { kind: "injected" }> {
  return part.kind === "injected" && part.label === "compact-summary" && !sawText &&
    !options.userOnly;
}

export function openingLine(part: Extract<Part, { kind: "injected" }>): string {
  return stripControl(`(earlier conversation, summarized) ${part.text.trim()}`, {
    multiline: true,
  });
}

/** Who speaks in a rendered part: the human only in what they typed. */
export function voiceOf(turn: Turn, part: Part, options: RenderOptions): Voice {
  if (options.userOnly) return "user";
  switch (part.kind) {
    case "text":
    case "snapshot":
      return turn.role;
    case "thinking":
    case "tool_call":
      return "assistant";
    case "tool_result":
      return "tool";
    case "injected":
      return "generated";
  }
}

/**
 * A part as one line of the transcript, or undefined when cleaning drops it. Terminal escapes,
 * control characters, bidi overrides and tag characters are removed here (`stripControl`), in
 * the one function both passes use: what is measured, redacted (a secret split by an escape
 * sequence is whole again), shown by `--dry-run` and sent are the same text.
 */
export function renderLine(turn: Turn, part: Part, options: RenderOptions): string | undefined {
  const line = rawLine(turn, part, options);
  return line === undefined ? undefined : stripControl(line, { multiline: true }) || undefined;
}

function rawLine(turn: Turn, part: Part, options: RenderOptions): string | undefined {
  if (options.userOnly) {
    return turn.role === "user" && part.kind === "text" ? part.text.trim() || undefined : undefined;
  }
  switch (part.kind) {
    case "text":
      return part.text.trim() || undefined;
    case "thinking":
      return options.sanitize || !part.text.trim() ? undefined : `(thinking) ${part.text.trim()}`;
    case "tool_call":
      return options.sanitize ? undefined : `(tool call ${part.name}) ${part.input}`;
    case "tool_result":
      if (!options.sanitize) return `(${part.isError ? "error" : "result"}) ${part.text}`;
      // Redacted with its block when kept; the excerpt never splits a token.
      return part.isError
        ? `(error) ${part.excerpt ? part.text : errorExcerpt(part.text)}`
        : undefined;
    case "injected":
      return options.sanitize ? undefined : `(${part.label}) ${part.text}`;
    case "snapshot":
      return options.sanitize ? undefined : `(snapshot) ${part.text}`;
  }
}
