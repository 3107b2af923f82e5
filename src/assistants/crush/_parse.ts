/**
 * Pure parsing of a Crush session (and of the Go "opencode" that preceded Crush, same tables):
 * its `messages` rows, each with `parts`, a JSON array of `{type, data}`.
 *
 * - `user` rows: `text` is what the human typed; a `shell_command` (a command the human ran in
 *   Crush's shell mode) is their command, as typed, and its output a tool result; attachments
 *   (`binary`, `image_url`) are named, never copied.
 * - `assistant` rows: `text`, `reasoning` (thinking), `tool_call` (its input is a JSON string);
 *   `tool` rows: `tool_result`, failed when `is_error` (kept as tool output).
 * - `finish` parts close a message; a generated summary (`is_summary_message`, or the session's
 *   `summary_message_id`) repeats turns the session still has, and is skipped.
 *
 * Timestamps are Unix seconds, whatever the schema's comments say (Crush writes
 * `strftime('%s','now')`); they are read by magnitude all the same.
 */
import type { Part, ReadResult, Skipped } from "../../types.ts";
import { arr, epochTime, type Json, obj, str, tryJson, TurnBuilder } from "../../sources/build.ts";

/** One `messages` row. */
export interface CrushMessageRow {
  id: string;
  role: string;
  /** The `parts` JSON text; `undefined` when it was too large to read. */
  parts: string | undefined;
  createdAt?: number;
  isSummary?: boolean;
}

/** What the `sessions` row says. */
export interface CrushSessionInfo {
  id: string;
  title?: string;
  createdAt?: number;
  updatedAt?: number;
  summaryMessageId?: string;
}

/** Titles Crush gives a session before it has one of its own. */
const PLACEHOLDER_TITLES = new Set(["New Session", "Untitled Session", "New Agent Session"]);

/** Parse one session from its messages, in order. */
export function parseCrushSession(
  info: CrushSessionInfo,
  rows: CrushMessageRow[],
  context: { cwd: string; lean?: boolean },
): ReadResult {
  const skipped: Skipped[] = [];
  const builder = new TurnBuilder();
  let unknown = 0;
  rows.forEach((row, index) => {
    if (row.isSummary || row.id === info.summaryMessageId) return;
    const at = epochTime(row.createdAt);
    if (row.parts === undefined) {
      skipped.push({ line: index + 1, reason: `message ${row.id}: too large to read` });
      return;
    }
    const parsed = tryJson(row.parts);
    if (!parsed.ok || !Array.isArray(parsed.value)) {
      skipped.push({ line: index + 1, reason: `message ${row.id}: truncated or invalid JSON` });
      return;
    }
    const parts: Part[] = [];
    for (const item of arr(parsed.value)) {
      const wrapper = obj(item);
      const data = obj(wrapper?.["data"]) ?? {};
      const converted = convert(row.role, str(wrapper?.["type"]), data, context.lean === true);
      if (converted === undefined) unknown++;
      else parts.push(...converted);
    }
    if (row.role === "user") builder.add("user", parts, { at, id: row.id, newTurn: true });
    else if (row.role === "assistant" || row.role === "tool") {
      builder.add("assistant", parts, { at, id: row.id });
    } else if (row.role !== "system") {
      skipped.push({
        line: index + 1,
        reason: `message of unknown role ${JSON.stringify(row.role)}`,
      });
    }
  });
  builder.touch(epochTime(info.createdAt));
  builder.touch(epochTime(info.updatedAt));
  const title = info.title?.trim();
  return {
    session: {
      id: info.id,
      source: "crush",
      cwd: context.cwd,
      started: builder.started,
      updated: builder.updated,
      ...(title && !PLACEHOLDER_TITLES.has(title) ? { title } : {}),
      turns: builder.turns,
    },
    skipped,
    warnings: [],
    unknownRecords: unknown,
  };
}

/** One part of a row; `undefined` for a kind ctx does not know. */
function convert(role: string, type: string | undefined, data: Json, lean: boolean) {
  switch (type) {
    case "text": {
      const text = str(data["text"]) ?? "";
      return [{ kind: "text", text } satisfies Part];
    }
    case "reasoning":
      return lean ? [] : [{ kind: "thinking", text: str(data["thinking"]) ?? "" } satisfies Part];
    case "tool_call":
      return lean ? [] : [
        {
          kind: "tool_call",
          name: str(data["name"]) ?? "tool",
          input: str(data["input"]) ?? "",
        } satisfies Part,
      ];
    case "tool_result": {
      const isError = data["is_error"] === true;
      if (lean && !isError) return [];
      return [{ kind: "tool_result", text: str(data["content"]) ?? "", isError } satisfies Part];
    }
    case "shell_command":
      return shellParts(data, lean);
    case "binary":
    case "image_url": {
      const name = str(data["path"]) ?? "";
      return role === "user" && name
        ? [{ kind: "injected", label: "attached_files", text: name } satisfies Part]
        : [];
    }
    case "finish":
      return [];
    default:
      return undefined;
  }
}

/** A command the human ran in Crush's shell mode (`!`), and what it printed. */
function shellParts(data: Json, lean: boolean): Part[] {
  const command = str(data["command"]) ?? "";
  const exit = typeof data["exit_code"] === "number" ? data["exit_code"] : 0;
  const parts: Part[] = [{ kind: "text", text: `!${command}` }];
  if (!lean || exit !== 0) {
    parts.push({ kind: "tool_result", text: str(data["output"]) ?? "", isError: exit !== 0 });
  }
  return parts;
}
