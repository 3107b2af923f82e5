/**
 * The files Claude Code's tool calls touched (`Read`, `Edit`, `MultiEdit`, `Write`,
 * `NotebookEdit`, `Bash`), from a message's `tool_use` blocks, for `Turn.touched`. Its `Read`
 * counts `offset` from line 1.
 */
import { dedupeTouches, touchesOf } from "../../sources/touches.ts";
import type { FileTouch, Turn } from "../../types.ts";
import type { Stamp } from "./_parts.ts";

/** The touches of an assistant message's content, each with the record's uuid and time. */
export function toolTouches(content: unknown, stamp: Stamp): FileTouch[] {
  if (!Array.isArray(content)) return [];
  const out: FileTouch[] = [];
  for (const block of content) {
    if (!block || typeof block !== "object") continue;
    const b = block as Record<string, unknown>;
    if (b.type !== "tool_use" || typeof b.name !== "string") continue;
    for (const touch of touchesOf(b.name, b.input, { offsetBase: 1 })) {
      if (stamp.id) touch.id = stamp.id;
      if (stamp.at) touch.at = stamp.at;
      out.push(touch);
    }
  }
  return out.length > 1 ? dedupeTouches(out) : out;
}

/** Add touches to a turn's (the same file and kind once); returns the turn. */
export function addTouches<T extends Turn | undefined>(turn: T, touched: FileTouch[]): T {
  if (turn && touched.length > 0) {
    turn.touched = turn.touched ? dedupeTouches([...turn.touched, ...touched]) : touched;
  }
  return turn;
}
