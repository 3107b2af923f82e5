/**
 * A Cline 4.x session (the "Cline SDK" of the extension ≥ 4.0 and the Cline CLI 3.x) as a
 * session (pure): `<id>.messages.json` = `{version: 1, agent: "lead"|"subagent"|"teammate",
 * sessionId, messages: [{id, role, content, ts}]}`, the human's words wrapped in
 * `<user_input mode=…>` or `<user_command slash=…>` (a `<mode_notice>` before them is the
 * client's), tool results as `tool_result` blocks, attached files as `<file_content>` blocks.
 * A subagent's or a teammate's messages are another agent's thread: not a session.
 */
import type { ReadResult, Session, Skipped } from "../../types.ts";
import { arr, isoTime, obj, str, TurnBuilder } from "../../sources/build.ts";
import { taskTitle } from "./_index.ts";
import { readMessages } from "./_messages.ts";

export interface SdkInput {
  source: string;
  id: string;
  /** The session's folder, from the sessions database (or its manifest). */
  cwd?: string;
  title?: string;
  fallbackCwd: string;
  lean?: boolean;
}

/** The session of one `<id>.messages.json` (its parsed JSON). */
export function parseSdkMessages(value: unknown, input: SdkInput): ReadResult {
  const skipped: Skipped[] = [];
  const file = obj(value);
  const agent = str(file?.["agent"]);
  if (agent !== undefined && agent !== "lead") {
    return { session: null, skipped, warnings: [`a ${agent}'s thread, not a session of its own`] };
  }
  const list = Array.isArray(value) ? value : file?.["messages"];
  if (!Array.isArray(list)) {
    return { session: null, skipped, warnings: ["not a Cline messages file (no messages)"] };
  }
  const read = readMessages(arr(list), { plainIsHuman: true, lean: input.lean === true }, skipped);
  if (read.messages.length === 0) {
    return { session: null, skipped, warnings: ["the session has no messages"] };
  }
  const builder = new TurnBuilder();
  let title = input.title;
  for (const msg of read.messages) {
    const count = builder.turns.length;
    const human = msg.role === "user" && msg.parts.some((p) => p.kind === "text");
    builder.add(msg.role, msg.parts, { at: isoTime(msg.ts), newTurn: human });
    const turn = builder.turns[builder.turns.length - 1];
    if (msg.id && turn && builder.turns.length > count) turn.id = msg.id;
    if (!title && human) {
      const first = msg.parts.find((p) => p.kind === "text");
      if (first?.kind === "text") title = taskTitle(first.text);
    }
  }
  builder.touch(isoTime(str(file?.["updated_at"])));
  const session: Session = {
    id: input.id,
    source: input.source,
    cwd: input.cwd ?? input.fallbackCwd,
    started: builder.started,
    updated: builder.updated,
    turns: builder.turns,
  };
  if (title) session.title = title;
  return { session, skipped, warnings: [], unknownRecords: read.unknown };
}
