/**
 * Corpus eighteen, Claude Code: a secret as a session's JSONL lines hold it — a typed prompt (a
 * string, or text parts), a `tool_use` input (Bash, Write, Edit, Task), a `tool_result` (a string
 * or an array of parts) with its `toolUseResult` mirror, a Read result numbered with tabs, a
 * `bash_progress` line with colour codes, a queued prompt, a thinking line and its text line.
 */
import {
  ansi,
  type Box,
  box,
  crlf,
  type HeldOutSecret,
  type Kind,
  msgId,
  num,
  pick,
  prose,
  reqId,
  secretCases,
  signature,
  tick,
  tooluId,
  uuid,
} from "./_heldout_eighteen_make.ts";

const session = () => ({
  sessionId: uuid(),
  cwd: `/Users/dev/src/${pick(["shop", "infra", "api"])}`,
});

/** A Claude Code tree record (user or assistant) with its envelope. */
export function cc(type: string, message: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    parentUuid: uuid(),
    isSidechain: false,
    userType: "external",
    ...session(),
    version: pick(["2.0.76", "2.1.19", "2.1.33", "2.1.80"]),
    gitBranch: pick(["main", "fix/deploy", ""]),
    type,
    message,
    uuid: uuid(),
    timestamp: tick(),
    ...extra,
  });
}

/** An assistant record of one content block, as Claude Code writes one block a line. */
export function ccAssistant(block: unknown, id = msgId(), req = reqId()): string {
  return cc("assistant", {
    model: pick(["claude-sonnet-4-6", "claude-opus-4-1"]),
    id,
    type: "message",
    role: "assistant",
    content: [block],
    stop_reason: null,
    usage: {
      input_tokens: num(3, 900),
      output_tokens: num(1, 400),
      cache_read_input_tokens: num(0, 90000),
    },
  }, { requestId: req });
}

/** A tool_use line and its tool_result line, the result `content` as given. */
export function ccToolPair(
  name: string,
  input: unknown,
  content: unknown,
  mirror: unknown,
): string {
  const id = tooluId();
  const use = ccAssistant({ type: "tool_use", id, name, input });
  const result = cc("user", {
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content }],
  }, {
    toolUseResult: mirror,
  });
  return use + "\n" + result;
}

/** `text` numbered as the Read tool returns it (`     1\t…`). */
const numbered = (text: string, from: number) =>
  text.split("\n").map((l, i) => `${String(from + i).padStart(6)}\t${l}`).join("\n");

export const CLAUDE_BOXES: readonly Box[] = [
  box(
    "Claude Code typed prompt (string)",
    (t) =>
      cc("user", { role: "user", content: `${prose()}\n\n${t}` }, {
        promptId: uuid(),
        permissionMode: "default",
      }),
  ),
  box(
    "Claude Code prompt as text parts",
    (t) =>
      cc("user", {
        role: "user",
        content: [{ type: "text", text: prose() }, { type: "text", text: t }],
      }),
  ),
  box(
    "Claude Code Bash tool_use input",
    (t) =>
      ccAssistant({
        type: "tool_use",
        id: tooluId(),
        name: "Bash",
        input: { command: t, description: "Run the step" },
      }),
  ),
  box("Claude Code Write tool_use input", (t) =>
    ccAssistant({
      type: "tool_use",
      id: tooluId(),
      name: "Write",
      input: {
        file_path: `/Users/dev/src/app/${
          pick(["config/local.env", "deploy/values.yaml", "notes.md"])
        }`,
        content: t + "\n",
      },
    })),
  box(
    "Claude Code Bash result (string) and its toolUseResult",
    (t) =>
      ccToolPair("Bash", { command: "cat .env.staging" }, t, {
        stdout: t,
        stderr: "",
        interrupted: false,
        isImage: false,
      }),
  ),
  box(
    "Claude Code PowerShell result on Windows (CRLF)",
    (t) =>
      ccToolPair("PowerShell", { command: "Get-Content .\\.env" }, crlf(t + "\n"), {
        stdout: crlf(t + "\n"),
        stderr: "",
        interrupted: false,
        isImage: false,
      }),
  ),
  box(
    "Claude Code tool_result as an array of parts",
    (t) =>
      ccToolPair("mcp__vault__read", { path: "kv/app" }, [{ type: "text", text: t }, {
        type: "text",
        text: `request ${uuid()} done in ${num(20, 900)}ms`,
      }], [{ type: "text", text: t }]),
  ),
  box("Claude Code Read result numbered with tabs", (t) => {
    const from = num(1, 120);
    const content = numbered(t, from);
    return ccToolPair("Read", { file_path: "/Users/dev/src/app/.env" }, content, {
      type: "text",
      file: {
        filePath: "/Users/dev/src/app/.env",
        content: t,
        numLines: t.split("\n").length,
        startLine: from,
        totalLines: from + 40,
      },
    });
  }),
  box("Claude Code Edit toolUseResult patch", (t) =>
    cc("user", {
      role: "user",
      content: [{
        type: "tool_result",
        tool_use_id: tooluId(),
        content: "The file has been updated.",
      }],
    }, {
      toolUseResult: {
        filePath: "/Users/dev/src/app/settings.py",
        oldString: "# settings",
        newString: t,
        originalFile: "# settings\nDEBUG = False\n",
        structuredPatch: [{
          oldStart: 1,
          oldLines: 1,
          newStart: 1,
          newLines: 2,
          lines: ["-# settings", ...t.split("\n").map((l) => "+" + l)],
        }],
        userModified: false,
        replaceAll: false,
      },
    })),
  box("Claude Code bash_progress with colour codes", (t) =>
    cc("progress", null, {
      data: {
        type: "bash_progress",
        output: ansi(`+ ./deploy.sh\n${t}\nWARN retrying in 2s`),
        elapsedTimeSeconds: num(1, 60),
      },
      toolUseID: tooluId(),
      parentToolUseID: tooluId(),
    })),
  box(
    "Claude Code queued prompt",
    (t) =>
      JSON.stringify({
        type: "queue-operation",
        operation: "enqueue",
        timestamp: tick(),
        sessionId: uuid(),
        content: t,
      }),
  ),
  box("Claude Code thinking line then text line", (t) => {
    const id = msgId();
    const req = reqId();
    return ccAssistant({ type: "thinking", thinking: "", signature: signature() }, id, req) + "\n" +
      ccAssistant(
        { type: "text", text: `I found this in the repository:\n\n\`\`\`\n${t}\n\`\`\`` },
        id,
        req,
      );
  }),
  box("Claude Code Task prompt to a subagent", (t) =>
    ccAssistant({
      type: "tool_use",
      id: tooluId(),
      name: "Task",
      input: {
        description: "Check the deploy config",
        prompt: `Verify the service starts with:\n${t}`,
        subagent_type: "general-purpose",
      },
    })),
];

/** Claude Code's secret cases: every kind the family takes, in a box chosen in turn. */
export function buildClaude(kinds: readonly Kind[]): HeldOutSecret[] {
  return secretCases(kinds, CLAUDE_BOXES);
}
