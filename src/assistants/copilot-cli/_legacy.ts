/**
 * The single-JSON sessions of GitHub Copilot CLI up to 0.0.341
 * (`~/.copilot/history-session-state/session_<id>_<ms>.json`, migrated to `session-state/` when
 * resumed), as a session (pure): `{sessionId, startTime, chatMessages[], timeline[]}`.
 * `timeline` is the conversation (`user` what the human typed, `copilot` the answers,
 * `tool_call_completed` a call with its result, `info` the CLI's notices); `chatMessages` (the
 * model-facing messages, the prompt wrapped in `<current_datetime>` and `<reminder>` blocks) is
 * read only when `timeline` is empty. These files record no folder: `legacyPaths` gives the
 * absolute paths the session's tools worked on, from which the reader tells its project.
 */
import type { Part, ReadResult } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  obj,
  splitTaggedBlocks,
  str,
  TurnBuilder,
} from "../../sources/build.ts";

/** The absolute paths a legacy session's tool calls name (a `path`, a leading `cd <dir>`). */
export function legacyPaths(value: unknown): string[] {
  const out: string[] = [];
  for (const raw of arr(obj(value)?.["timeline"])) {
    const item = obj(raw);
    if (item?.["type"] !== "tool_call_completed") continue;
    const args = obj(item["arguments"]);
    const path = str(args?.["path"]);
    if (path && isAbsolute(path)) out.push(path);
    const cd = /^\s*cd\s+("[^"]+"|'[^']+'|\S+)/.exec(str(args?.["command"]) ?? "")?.[1];
    const dir = cd?.replace(/^["']|["']$/g, "");
    if (dir && isAbsolute(dir)) out.push(dir);
  }
  return out;
}

function isAbsolute(path: string): boolean {
  return path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path);
}

export function parseLegacySession(value: unknown, context: { cwd: string }): ReadResult {
  const data = obj(value);
  const id = str(data?.["sessionId"]);
  if (!data || !id || (!Array.isArray(data["timeline"]) && !Array.isArray(data["chatMessages"]))) {
    return { session: null, skipped: [], warnings: ["no sessionId and timeline: unknown schema"] };
  }
  const builder = new TurnBuilder();
  const timeline = arr(data["timeline"]);
  const unknown = timeline.length > 0
    ? readTimeline(timeline, builder)
    : readChatMessages(arr(data["chatMessages"]), builder);
  return {
    session: {
      id,
      source: "copilot-cli",
      cwd: context.cwd,
      started: isoTime(data["startTime"]) ?? builder.started,
      updated: builder.updated,
      turns: builder.turns,
    },
    skipped: [],
    warnings: [],
    unknownRecords: unknown,
  };
}

/** Who speaks in a timeline item of each kind that is prose. */
const SPEAKERS: Record<string, "user" | "assistant" | undefined> = {
  user: "user",
  copilot: "assistant",
};

function readTimeline(timeline: unknown[], builder: TurnBuilder): number {
  let unknown = 0;
  for (const raw of timeline) {
    const item = obj(raw);
    const type = str(item?.["type"]) ?? "";
    const at = isoTime(item?.["timestamp"]);
    const when = at ? { at } : {};
    const itemId = str(item?.["id"]);
    const speaker = Object.hasOwn(SPEAKERS, type) ? SPEAKERS[type] : undefined;
    if (item && speaker) {
      builder.add(speaker, [{ kind: "text", text: str(item["text"]) ?? "" }], {
        ...when,
        ...(itemId ? { id: itemId } : {}),
        ...(speaker === "user" ? { newTurn: true } : {}),
      });
    } else if (item && type === "tool_call_completed") {
      builder.add("assistant", toolParts(item), when);
    } else if (type === "info") {
      // The CLI's notices ("Logged in as user: …", "Connected to GitHub MCP Server").
      builder.touch(at);
    } else if (item && type === "error") {
      builder.add("assistant", [{
        kind: "tool_result",
        text: str(item["text"]) ?? "",
        isError: true,
      }], when);
    } else unknown++;
  }
  return unknown;
}

function toolParts(item: Json): Part[] {
  const result = obj(item["result"]);
  const text = str(result?.["log"]) ?? compact(result?.["content"] ?? result);
  return [
    { kind: "tool_call", name: str(item["name"]) ?? "", input: compact(item["arguments"]) },
    { kind: "tool_result", text, isError: str(result?.["type"]) !== "success" },
  ];
}

/** The model-facing messages, when no timeline was kept: the wrappers are the CLI's. */
function readChatMessages(messages: unknown[], builder: TurnBuilder): number {
  let unknown = 0;
  for (const raw of messages) {
    const message = obj(raw);
    const content = message?.["content"];
    const text = typeof content === "string"
      ? content
      : arr(content).map((p) => str(obj(p)?.["text"]) ?? "").join("\n");
    switch (message?.["role"]) {
      case "user":
        builder.add("user", splitTaggedBlocks(text), { newTurn: true });
        break;
      case "assistant":
        builder.add("assistant", [
          { kind: "text", text },
          ...arr(message["tool_calls"]).map((c): Part => {
            const fn = obj(obj(c)?.["function"]);
            return {
              kind: "tool_call",
              name: str(fn?.["name"]) ?? "",
              input: compact(fn?.["arguments"]),
            };
          }),
        ]);
        break;
      case "tool":
        builder.add("assistant", [{ kind: "tool_result", text, isError: false }]);
        break;
      case "system":
        break;
      default:
        unknown++;
    }
  }
  return unknown;
}
