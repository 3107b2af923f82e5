/**
 * A Qwen Code session (`chats/<sessionId>.jsonl`) as a session (pure). Written from the
 * published `@qwen-code/qwen-code` 0.24.4 (its `ChatRecordingService` and the transcript
 * preparation of `packages/core/src/utils/transcript-records.ts`); no real file has been seen.
 *
 * Every line is a record `{uuid, parentUuid, sessionId, timestamp, type, subtype?, provenance,
 * cwd, message?, systemPayload?, toolCallResult?}`, `type` one of `user`, `assistant`,
 * `tool_result`, `system`, `message` a Gemini `Content` (`{role, parts[]}`). The records form a
 * tree: the conversation is the chain from the last conversation record back through
 * `parentUuid` (a rewind leaves what it undid on a dead branch); records sharing a `uuid` are
 * fragments of one message, their parts joined.
 *
 * - The human's words: a `user` record whose `provenance` is `real_user` (or, before provenance
 *   was written, a `user` record without a subtype), subtype none or `mid_turn_user_message`.
 *   `systemPayload.displayText`, when set, is what was typed; what was sent around it (a hook's
 *   `<qwen:user-prompt-submit-context>`, `<system-reminder>` blocks, `@file` contents) is
 *   injected context.
 * - Other `user` records (notifications, cron prompts, Goal runtime messages) are generated.
 * - `assistant` parts: text (`thought: true` is thinking), `functionCall` a tool call.
 * - `tool_result` parts: `functionResponse`, failed when it holds an `error` or the record's
 *   `toolCallResult` does.
 * - `system` records: `custom_title` titles the session, `slash_command` says what the human
 *   ran (generated context); the rest (compaction checkpoints, telemetry, snapshots) is
 *   bookkeeping.
 */
import type { Part, ReadResult, Skipped } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  obj,
  splitReferencedFiles,
  str,
  TurnBuilder,
} from "../../sources/build.ts";
import type { JsonlRecord } from "../../sources/jsonl.ts";

/** Records that are not part of the conversation (the transcript preparation skips them). */
const NOT_CONVERSATION = new Set([
  "session_sources_snapshot",
  "session_artifact_event",
  "session_artifact_snapshot",
  "managed_session_header_v1",
  "managed_session_event_v1",
  "managed_session_commit_v1",
]);

/** Blocks the CLI adds to a prompt: a hook's context, system reminders. */
const ADDED_BLOCKS = /<(qwen:user-prompt-submit-context|system-reminder)>[\s\S]*?(?:<\/\1>|$)/g;

export interface QwenContext {
  id?: string;
  cwd: string;
}

/** What discovery needs from the head of a file. */
export interface QwenHead {
  id?: string;
  cwd?: string;
  /** Set for a session Qwen Code started from another one (a side task, a child session). */
  spawned?: boolean;
}

/** The session id, folder and origin a file's first records give (`head`: its first lines). */
export function qwenHead(records: readonly JsonlRecord[]): QwenHead {
  const head: QwenHead = {};
  for (const { value } of records) {
    const r = obj(value);
    if (!r) continue;
    head.id ??= str(r["sessionId"]);
    head.cwd ??= str(r["cwd"]);
    const payload = obj(r["systemPayload"]);
    if (
      r["type"] === "system" && (r["subtype"] === "parent_session" ||
        (r["subtype"] === "session_source" && payload?.["sourceType"] === "side_task"))
    ) head.spawned = true;
  }
  return head;
}

/** The records of the active conversation, in order, fragments of one message joined. */
function activeChain(records: readonly JsonlRecord[], skipped: Skipped[]): Json[] {
  const byUuid = new Map<string, Json[]>();
  let leaf: string | undefined;
  for (const { line, value } of records) {
    const r = obj(value);
    const uuid = str(r?.["uuid"]);
    if (!r || !uuid || typeof r["type"] !== "string") {
      skipped.push({ line, reason: "not a record" });
      continue;
    }
    const subtype = str(r["subtype"]);
    if (r["type"] === "system" && subtype && NOT_CONVERSATION.has(subtype)) continue;
    const fragments = byUuid.get(uuid);
    if (fragments) fragments.push(r);
    else byUuid.set(uuid, [r]);
    leaf = uuid;
  }
  const chain: Json[] = [];
  const seen = new Set<string>();
  for (let uuid = leaf; uuid && !seen.has(uuid);) {
    seen.add(uuid);
    const fragments = byUuid.get(uuid);
    if (!fragments) break; // A missing parent: the earlier records are not joined on.
    chain.push(joinFragments(fragments));
    uuid = str(fragments[0]!["parentUuid"]);
  }
  return chain.reverse();
}

function joinFragments(fragments: Json[]): Json {
  if (fragments.length === 1) return fragments[0]!;
  const parts = fragments.flatMap((f) => arr(obj(f["message"])?.["parts"]));
  const first = fragments[0]!;
  return { ...first, message: { ...obj(first["message"]), parts } };
}

export function parseQwenRecords(
  records: readonly JsonlRecord[],
  skipped: Skipped[],
  context: QwenContext,
): ReadResult {
  const builder = new TurnBuilder();
  let title: string | undefined;
  let id = context.id;
  for (const r of activeChain(records, skipped)) {
    id ??= str(r["sessionId"]);
    const at = isoTime(r["timestamp"]);
    const when = { ...(at ? { at } : {}), ...(str(r["uuid"]) ? { id: str(r["uuid"]) } : {}) };
    const parts = arr(obj(r["message"])?.["parts"]).map(obj).filter((p): p is Json => !!p);
    const subtype = str(r["subtype"]);
    switch (r["type"]) {
      case "user":
        if (isHuman(r, subtype)) {
          builder.add("user", humanParts(parts, obj(r["systemPayload"])), {
            ...when,
            newTurn: true,
          });
        } else {
          builder.add("user", [{
            kind: "injected",
            label: `qwen-${subtype ?? str(r["provenance"]) ?? "generated"}`,
            text: textOf(parts),
          }], { ...when, newTurn: true });
        }
        break;
      case "assistant":
        builder.add("assistant", assistantParts(parts), when);
        break;
      case "tool_result":
        builder.add("assistant", toolResults(parts, obj(r["toolCallResult"])), when);
        break;
      case "system":
        title = systemRecord(r, subtype, builder) ?? title;
        break;
      default:
        builder.touch(at);
    }
  }
  if (!id) return { session: null, skipped, warnings: ["no sessionId"] };
  return {
    session: {
      id,
      source: "qwen-code",
      cwd: context.cwd,
      started: builder.started,
      updated: builder.updated,
      turns: builder.turns,
      ...(title ? { title } : {}),
    },
    skipped,
    warnings: [],
  };
}

function isHuman(r: Json, subtype: string | undefined): boolean {
  const provenance = str(r["provenance"]);
  if (
    subtype !== undefined && subtype !== "mid_turn_user_message" && subtype !== "realtime_message"
  ) {
    return false;
  }
  return provenance === undefined || provenance === "real_user";
}

function textOf(parts: Json[]): string {
  return parts.flatMap((p) => typeof p["text"] === "string" ? [p["text"]] : []).join("");
}

/** What the human typed, and what the CLI sent with it as injected context. */
function humanParts(parts: Json[], payload: Json | undefined): Part[] {
  const sent = textOf(parts);
  const typed = str(payload?.["displayText"]);
  if (typed !== undefined && typed.trim() !== "") {
    return typed.trim() === sent.trim()
      ? [{ kind: "text", text: typed }]
      : [{ kind: "text", text: typed }, { kind: "injected", label: "expanded-prompt", text: sent }];
  }
  const added: Part[] = [];
  const rest = sent.replace(ADDED_BLOCKS, (block, tag: string) => {
    added.push({ kind: "injected", label: tag.replace(/^qwen:/, ""), text: block });
    return "";
  });
  return [...splitReferencedFiles(rest), ...added];
}

function assistantParts(parts: Json[]): Part[] {
  return parts.flatMap((p): Part[] => {
    const call = obj(p["functionCall"]);
    if (call) {
      return [{ kind: "tool_call", name: str(call["name"]) ?? "", input: compact(call["args"]) }];
    }
    const text = str(p["text"]);
    if (text === undefined) return [];
    return [{ kind: p["thought"] === true ? "thinking" : "text", text }];
  });
}

function toolResults(parts: Json[], result: Json | undefined): Part[] {
  const failed = result?.["error"] !== undefined || result?.["status"] === "error";
  return parts.flatMap((p): Part[] => {
    const response = obj(obj(p["functionResponse"])?.["response"]);
    if (!response) return [];
    const error = response["error"];
    const text = error !== undefined ? compact(error) : compact(response["output"] ?? response);
    return [{ kind: "tool_result", text, isError: failed || error !== undefined }];
  });
}

/** A system record's part in the conversation; returns the session's title when it sets one. */
function systemRecord(
  r: Json,
  subtype: string | undefined,
  builder: TurnBuilder,
): string | undefined {
  const payload = obj(r["systemPayload"]);
  const at = isoTime(r["timestamp"]);
  switch (subtype) {
    case "custom_title":
      return str(payload?.["customTitle"])?.trim() || undefined;
    case "slash_command": {
      const command = str(payload?.["rawCommand"]);
      if (command) {
        builder.add("user", [{ kind: "injected", label: "slash-command", text: command }], {
          ...(at ? { at } : {}),
          newTurn: true,
        });
      }
      return undefined;
    }
    default:
      builder.touch(at);
      return undefined;
  }
}
