/**
 * Corpus eighteen, the editors' stores: Cursor's SQLite bubbles (`text` beside `richText`, a
 * Lexical document as a JSON string inside the JSON; `toolFormerData` whose `params` and
 * `result` are JSON strings; `codeBlocks`; a thinking bubble's signature), Cursor's agent
 * transcripts, VS Code Copilot Chat's session log, GitHub Copilot CLI's `events.jsonl`, Continue's
 * session file and Kiro / Amazon Q's saved `ConversationState`.
 */
import {
  ansi,
  type Box,
  box,
  draw,
  gsonEsc,
  type HeldOutSecret,
  type Kind,
  layered,
  num,
  prose,
  secretCases,
  signature,
  tick,
  tickMs,
  tooluId,
  uuid,
} from "./_heldout_eighteen_make.ts";

/** A Lexical editor document of `text`, one paragraph a line, as Cursor stores `richText`. */
function lexical(text: string): string {
  const para = (line: string) => ({
    children: line
      ? [{ detail: 0, format: 0, mode: "normal", style: "", text: line, type: "text", version: 1 }]
      : [],
    direction: "ltr",
    format: "",
    indent: 0,
    type: "paragraph",
    version: 1,
  });
  return JSON.stringify({
    root: {
      children: text.split("\n").map(para),
      direction: "ltr",
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  });
}

/** A Cursor bubble row of the global `cursorDiskKV` table: its key, a tab, its JSON value. */
function bubble(type: 1 | 2, fields: Record<string, unknown>): string {
  const value = {
    _v: 3,
    type,
    bubbleId: uuid(),
    requestId: uuid(),
    createdAt: tick(),
    tokenCount: { inputTokens: 0, outputTokens: 0 },
    lints: [],
    gitDiffs: [],
    attachedCodeChunks: [],
    relevantFiles: [],
    unifiedMode: 2,
    ...fields,
  };
  return `bubbleId:${uuid()}:${value.bubbleId}\t${JSON.stringify(value)}`;
}

/** A GitHub Copilot CLI event line. */
function copilotEvent(type: string, data: unknown): string {
  return JSON.stringify({ type, data, id: uuid(), timestamp: tick(), parentId: uuid() });
}

export const IDE_BOXES: readonly Box[] = [
  box("Cursor user bubble text and richText", (t) => bubble(1, { text: t, richText: lexical(t) })),
  box("Cursor tool bubble params and result (JSON strings)", (t) =>
    bubble(2, {
      text: "",
      toolFormerData: {
        tool: "15",
        name: "run_terminal_cmd",
        toolCallId: tooluId(),
        status: "completed",
        rawArgs: JSON.stringify({ command: "cat deploy/.env", is_background: false }),
        params: JSON.stringify({ command: "cat deploy/.env", requireUserApproval: true }),
        result: JSON.stringify({ output: t, exitCodeV2: 0, rejected: false }),
      },
    })),
  box("Cursor assistant bubble codeBlocks", (t) =>
    bubble(2, {
      text: `Add this to your config:\n\`\`\`yaml\n${t}\n\`\`\``,
      codeBlocks: [{
        uri: { path: "/home/dev/app/config/prod.yaml", scheme: "file" },
        content: t,
        languageId: "yaml",
        codeBlockIdx: 0,
        version: 1,
      }],
    })),
  box(
    "Cursor thinking bubble then prose bubble",
    (t) =>
      bubble(2, {
        text: "",
        isThought: true,
        thinking: { text: "", signature: signature() },
        thinkingDurationMs: num(200, 9000),
      }) + "\n" +
      bubble(2, { text: `${prose()}\n${t}` }),
  ),
  box(
    "Cursor agent transcript line",
    (t) =>
      JSON.stringify({
        role: "user",
        message: { content: [{ type: "text", text: `<user_query>\n${t}\n</user_query>` }] },
      }),
  ),
  box("VS Code Copilot Chat request and response", (t) =>
    JSON.stringify({
      kind: 2,
      k: ["requests"],
      v: [{
        requestId: `request_${uuid()}`,
        timestamp: tickMs(),
        message: {
          text: t,
          parts: [{ range: { start: 0, endExclusive: t.length }, text: t, kind: "text" }],
        },
        response: [{ value: "I'll add it to the launch configuration.", supportThemeIcons: false }],
        responseId: `response_${uuid()}`,
        modelId: "copilot/gpt-4o",
      }],
    })),
  box(
    "VS Code Copilot Chat response markdown",
    (t) =>
      JSON.stringify({
        kind: 1,
        k: ["requests", num(0, 9), "response"],
        v: [{
          value: `Here is the updated file:\n\n\`\`\`\n${t}\n\`\`\`\n`,
          supportThemeIcons: false,
        }],
      }),
  ),
  box("Copilot CLI user.message with transformedContent", (t) =>
    copilotEvent("user.message", {
      content: t,
      transformedContent:
        `<current_datetime>${tick()}</current_datetime>\n\n${t}\n\n<reminder>Use the tools.</reminder>`,
      attachments: [],
      agentMode: "interactive",
      interactionId: uuid(),
    })),
  box("Copilot CLI tool.execution_complete result", (t) =>
    copilotEvent("tool.execution_complete", {
      toolCallId: `toolu_vrtx_01${draw(22)}`,
      success: true,
      result: { content: t, detailedContent: `$ cat .env\n${ansi(t)}\n<exited with exit code 0>` },
      model: "claude-sonnet-4.5",
    })),
  box(
    "Copilot CLI tool.execution_start arguments",
    (t) =>
      copilotEvent("tool.execution_start", {
        toolCallId: `call_${draw(24)}`,
        toolName: "bash",
        arguments: { command: t, description: "Configure", sessionId: "main" },
      }),
  ),
  box("Continue session history", (t) =>
    JSON.stringify(
      {
        sessionId: uuid(),
        title: "Fix the deploy config",
        workspaceDirectory: "file:///home/dev/app",
        history: [{
          message: { id: uuid(), role: "user", content: [{ type: "text", text: t }] },
          contextItems: [],
          editorState: {
            type: "doc",
            content: t.split("\n").map((l) => ({
              type: "paragraph",
              content: l ? [{ type: "text", text: l }] : [],
            })),
          },
        }, {
          message: {
            id: uuid(),
            role: "assistant",
            content: "Got it, I'll use that for the local run.",
          },
          contextItems: [],
        }],
      },
      null,
      2,
    )),
  layered(
    "JetBrains plugin chat export written by Gson",
    gsonEsc,
    (t) =>
      JSON.stringify({
        chatId: uuid(),
        messages: [{ role: "USER", text: `${prose()}\n${t}`, timestamp: tickMs() }, {
          role: "ASSISTANT",
          text: "Noted, I'll keep it out of the commit.",
          timestamp: tickMs(),
        }],
      }),
    true,
  ),
  box("Kiro / Amazon Q saved conversation", (t) =>
    JSON.stringify({
      conversation_id: uuid(),
      next_message: null,
      history: [{
        user: {
          additional_context: "",
          env_context: {
            env_state: {
              operating_system: "macos",
              current_working_directory: "/Users/dev/app",
              environment_variables: [],
            },
          },
          content: {
            ToolUseResults: {
              tool_use_results: [{
                tool_use_id: `tooluse_${draw(22)}`,
                content: [{ Text: t }],
                status: "Success",
              }],
            },
          },
          timestamp: tick(),
          images: null,
        },
        assistant: {
          Response: {
            message_id: uuid(),
            content: "The variable is set; the service should start now.",
          },
        },
        request_metadata: {
          request_id: uuid(),
          message_id: uuid(),
          request_start_timestamp_ms: tickMs(),
          model_id: "claude-sonnet-4",
          user_prompt_length: num(10, 900),
        },
      }],
      valid_history_range: [0, 1],
      transcript: [`> run the doctor script`, `[Tool uses: execute_bash]`],
      model_info: { model_id: "claude-sonnet-4", model_name: "claude-sonnet-4" },
    })),
];

/** The editors' secret cases. */
export function buildIde(kinds: readonly Kind[]): HeldOutSecret[] {
  return secretCases(kinds, IDE_BOXES, 1, 7);
}
