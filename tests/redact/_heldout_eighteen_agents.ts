/**
 * Corpus eighteen, the extensions' and terminal agents' files: Cline / Roo / Kilo task files
 * (`ui_messages.json` with `say:"tool"` and `api_req_started` texts that are JSON strings inside
 * the JSON, `command_output`; `api_conversation_history.json` with its `<task>` prompt, tool results
 * as `[tool] Result:` text blocks and native `tool_use`), OpenCode part files and rows, Crush's Go
 * JSON (`\u003d`, `\u002f`, `\u0026`), and Aider's `.aider.chat.history.md` and input history.
 */
import {
  ansi,
  type Box,
  box,
  draw,
  goEsc,
  type HeldOutSecret,
  hex,
  type Kind,
  layered,
  num,
  prose,
  secretCases,
  tick,
  tickMs,
  tooluId,
  uuid,
} from "./_heldout_eighteen_make.ts";

const envDetails = () =>
  `<environment_details>\n# Current Working Directory (/home/dev/app) Files\nsrc/\npackage.json\n\n# Current Time\n${tick()}\n\n# Current Mode\nACT MODE\n</environment_details>`;

/** A Cline UI event. */
const say = (kind: string, text: string, extra: Record<string, unknown> = {}) => ({
  ts: tickMs(),
  type: "say",
  say: kind,
  text,
  conversationHistoryIndex: num(0, 40),
  modelInfo: { providerId: "anthropic", modelId: "claude-sonnet-4-5", mode: "act" },
  ...extra,
});

/** An OpenCode id: prefix, 12 hex of time, 14 base62. */
const ocId = (prefix: string) => `${prefix}_${hex(12)}${draw(14)}`;

/** An OpenCode part file (`storage/part/<messageID>/<partID>.json`), pretty-printed. */
function ocPart(data: Record<string, unknown>): string {
  return JSON.stringify(
    { id: ocId("prt"), sessionID: ocId("ses"), messageID: ocId("msg"), ...data },
    null,
    2,
  );
}

/** A Crush `messages.parts` value: an array of `{type, data}`, as Go's encoder writes it. */
function crushParts(parts: unknown[]): string {
  return JSON.stringify([...parts, {
    type: "finish",
    data: { reason: "stop", time: num(1793500000, 1795999999) },
  }]);
}

export const AGENT_BOXES: readonly Box[] = [
  box(
    "Cline ui_messages say:tool (JSON in JSON)",
    (t) =>
      JSON.stringify([
        say("text", "I'll create the env file."),
        say("tool", JSON.stringify({ tool: "newFileCreated", path: ".env.local", content: t })),
      ]),
  ),
  box(
    "Cline ui_messages command_output",
    (t) =>
      JSON.stringify(
        [
          say("command", "printenv | grep -i key", { commandCompleted: true }),
          say("command_output", ansi(t)),
        ],
        null,
        4,
      ),
  ),
  box(
    "Cline ui_messages api_req_started request",
    (t) =>
      JSON.stringify([
        say(
          "api_req_started",
          JSON.stringify({
            request: `<task>\n${t}\n</task>\n\n${envDetails()}`,
            tokensIn: num(9000, 30000),
            tokensOut: num(10, 900),
            cacheWrites: 0,
            cacheReads: num(0, 9000),
            cost: num(1, 99) / 1000,
          }),
        ),
      ]),
  ),
  box(
    "Cline api_conversation_history task prompt",
    (t) =>
      JSON.stringify([{
        role: "user",
        content: [{ type: "text", text: `<task>\n${prose()}\n${t}\n</task>` }, {
          type: "text",
          text: envDetails(),
        }],
      }]),
  ),
  box("Cline api_conversation_history tool result text", (t) =>
    JSON.stringify([{
      role: "assistant",
      content: [{
        type: "tool_use",
        id: tooluId(),
        name: "read_file",
        input: { path: "config/app.env" },
      }],
      modelInfo: { modelId: "claude-sonnet-4-5", providerId: "anthropic", mode: "act" },
    }, {
      role: "user",
      content: [{ type: "text", text: `[read_file for 'config/app.env'] Result:\n${t}` }, {
        type: "text",
        text: envDetails(),
      }],
    }])),
  box(
    "Roo Code native tool_use input",
    (t) =>
      JSON.stringify([{
        role: "assistant",
        content: [{ type: "text", text: "Writing the config." }, {
          type: "tool_use",
          id: tooluId(),
          name: "execute_command",
          input: { command: t, cwd: "/home/dev/app" },
        }],
        ts: tickMs(),
      }]),
  ),
  box("OpenCode tool part (input and output)", (t) =>
    ocPart({
      type: "tool",
      callID: tooluId(),
      tool: "bash",
      state: {
        status: "completed",
        input: { command: "cat .env", description: "Shows env file" },
        output: t,
        title: "cat .env",
        metadata: { exit: 0 },
        time: { start: tickMs(), end: tickMs() },
      },
    })),
  box(
    "OpenCode text part of a user message",
    (t) => ocPart({ type: "text", text: t, time: { start: tickMs(), end: tickMs() } }),
  ),
  layered(
    "Crush tool_call input, Go escapes",
    goEsc,
    (t) =>
      crushParts([{ type: "text", data: { text: "Setting the variable." } }, {
        type: "tool_call",
        data: {
          id: `call_${draw(24)}`,
          name: "bash",
          input: JSON.stringify({ command: `cd /home/dev/app && ${t}` }),
          type: "function",
          finished: true,
        },
      }]),
    true,
  ),
  layered(
    "Crush tool_result content, Go escapes",
    goEsc,
    (t) =>
      crushParts([{
        type: "tool_result",
        data: {
          tool_call_id: `call_${draw(24)}`,
          name: "",
          content: t,
          metadata: JSON.stringify({ exit_code: 0 }),
          is_error: false,
        },
      }]),
    true,
  ),
  layered(
    "Crush files snapshot row, Go escapes",
    goEsc,
    (t) =>
      JSON.stringify({
        id: uuid(),
        session_id: uuid(),
        path: "/home/dev/app/.env",
        content: t + "\n",
        version: num(1, 9),
        created_at: num(1793500000, 1795999999),
      }),
    true,
  ),
  box("Aider chat history", (t) =>
    [
      `# aider chat started at 2026-11-${num(10, 27)} ${num(10, 23)}:${num(10, 59)}:${num(10, 59)}`,
      "",
      "> /usr/local/bin/aider --model sonnet  ",
      "> Aider v0.86.2  ",
      `> Git repo: .git with ${num(20, 400)} files  `,
      "",
      ...t.split("\n").map((l) => `#### ${l}`),
      "",
      `I'll update \`config/settings.py\` to read it from the environment instead.`,
      "",
      "config/settings.py",
      "```python",
      "<<<<<<< SEARCH",
      t.split("\n")[0]!,
      "=======",
      `API_KEY = os.environ["API_KEY"]`,
      ">>>>>>> REPLACE",
      "```",
      "",
      `> Tokens: ${num(2, 30)}k sent, ${num(100, 900)} received. Cost: $0.0${num(1, 9)} message  `,
      `> Applied edit to config/settings.py  `,
      `> Commit ${hex(7)} chore: read the key from the environment  `,
    ].join("\n")),
  box(
    "Aider input history",
    (t) =>
      [
        `# ${tick().replace("T", " ").replace("Z", "")}`,
        "+/add config/settings.py",
        `# ${tick().replace("T", " ").replace("Z", "")}`,
        ...t.split("\n").map((l) => `+${l}`),
      ].join("\n"),
  ),
];

/** The extensions' and terminal agents' secret cases. */
export function buildAgents(kinds: readonly Kind[]): HeldOutSecret[] {
  return secretCases(kinds, AGENT_BOXES, 1, 2);
}
