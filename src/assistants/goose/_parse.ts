/**
 * A Goose session (a row of `sessions` and its rows of `messages` in `sessions.db`) as a session
 * (pure). Written from Goose's source (block/goose `crates/goose/src/session/session_manager.rs`,
 * schema version 5, and `crates/goose/src/conversation/message.rs`); no real database has been
 * seen.
 *
 * A message is `{role: "user" | "assistant", content_json, created_timestamp (Unix seconds),
 * metadata_json: {userVisible, agentVisible}}`; `content_json` is a list of contents tagged by
 * `type`: `text`, `image`, `toolRequest` (`toolCall: {status, value: {name, arguments}} | {status:
 * "error", error}`), `toolResponse` (`toolResult: {status, value: {content[], isError}}`),
 * `thinking`, `redactedThinking`, `systemNotification`, and the UI's confirmation requests.
 *
 * The human's words are the text of a `user` message the user saw (`userVisible` not false).
 * Tool responses travel in `user` messages too: they are tool output. A `user` message only the
 * agent saw (a summary after compaction, injected context) is generated; notifications are
 * generated; images, redacted thinking and confirmation requests are dropped.
 */
import type { Part, ReadResult } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  obj,
  str,
  tryJson,
  TurnBuilder,
} from "../../sources/build.ts";

/** A `sessions` row, as the reader selects it (columns of older schemas may be absent). */
export interface GooseSessionRow {
  id: string;
  workingDir: string;
  name?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** A `messages` row. */
export interface GooseMessageRow {
  role: string;
  contentJson: string;
  createdTimestamp?: number;
  metadataJson?: string | null;
}

/** `created_at`/`updated_at` (SQLite `CURRENT_TIMESTAMP`, UTC without a zone) as ISO-8601. */
export function sqliteTime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const utc = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value)
    ? `${value.replace(" ", "T")}Z`
    : value;
  return isoTime(utc);
}

/** Unix seconds (or milliseconds, told by magnitude) as ISO-8601. */
function epoch(value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return isoTime(value < 1e11 ? value * 1000 : value);
}

export function parseGooseSession(
  row: GooseSessionRow,
  messages: readonly GooseMessageRow[],
): ReadResult {
  const builder = new TurnBuilder();
  const skipped: ReadResult["skipped"] = [];
  messages.forEach((m, index) => {
    const parsed = tryJson(m.contentJson);
    if (!parsed.ok || !Array.isArray(parsed.value)) {
      skipped.push({ line: index + 1, reason: "content_json is not a list" });
      return;
    }
    const metadata = m.metadataJson ? tryJson(m.metadataJson) : undefined;
    const meta = metadata?.ok ? obj(metadata.value) : undefined;
    const at = epoch(m.createdTimestamp);
    const when = at ? { at } : {};
    const contents = parsed.value.map(obj).filter((c): c is Json => !!c);
    const agentOnly = meta?.["userVisible"] === false && meta?.["agentVisible"] !== false;
    const parts = contents.flatMap((c) => contentPart(c, agentOnly));
    if (m.role === "user") {
      // Tool responses travel as the user's messages: only typed text makes a user turn.
      const typed = parts.some((p) => p.kind === "text");
      builder.add(typed ? "user" : "assistant", parts, {
        ...when,
        ...(typed ? { newTurn: true } : {}),
      });
    } else if (m.role === "assistant") {
      builder.add("assistant", parts, when);
    } else {
      skipped.push({ line: index + 1, reason: `unknown role "${m.role}"` });
    }
  });
  const title = row.name?.trim();
  const started = sqliteTime(row.createdAt) ?? builder.started;
  return {
    session: {
      id: row.id,
      source: "goose",
      cwd: row.workingDir,
      started,
      updated: builder.updated ?? sqliteTime(row.updatedAt) ?? started ?? null,
      turns: builder.turns,
      ...(title ? { title } : {}),
    },
    skipped,
    warnings: [],
  };
}

/** One content of a message; a text only the agent saw is generated, not anyone's words. */
function contentPart(c: Json, agentOnly: boolean): Part[] {
  switch (c["type"]) {
    case "text": {
      const text = str(c["text"]) ?? "";
      return [
        agentOnly ? { kind: "injected", label: "goose-agent-only", text } : { kind: "text", text },
      ];
    }
    case "thinking":
      return [{ kind: "thinking", text: str(c["thinking"]) ?? "" }];
    case "toolRequest":
    case "frontendToolRequest": {
      const call = obj(c["toolCall"]);
      const value = obj(call?.["value"]);
      const parts: Part[] = [{
        kind: "tool_call",
        name: str(value?.["name"]) ?? "",
        input: compact(value?.["arguments"]),
      }];
      // An invalid call (the model's arguments did not parse) is a failure of its own.
      if (call?.["status"] === "error") {
        parts.push({ kind: "tool_result", text: compact(call["error"]), isError: true });
      }
      return parts;
    }
    case "toolResponse":
      return [toolResult(c)];
    case "systemNotification":
      return [{ kind: "injected", label: "goose-notification", text: str(c["msg"]) ?? "" }];
    default:
      return [];
  }
}

/** A tool's output: its text contents, failed when the call errored or says `isError`. */
function toolResult(c: Json): Part {
  const result = obj(c["toolResult"]);
  if (result?.["status"] === "error") {
    return { kind: "tool_result", text: compact(result["error"]), isError: true };
  }
  const value = result?.["value"];
  // Older Goose stored the list of contents itself; newer a CallToolResult.
  const contents = Array.isArray(value) ? value : arr(obj(value)?.["content"]);
  const text = contents.map((x) => str(obj(x)?.["text"]) ?? "").filter((t) => t !== "").join("\n");
  return { kind: "tool_result", text, isError: obj(value)?.["isError"] === true };
}
