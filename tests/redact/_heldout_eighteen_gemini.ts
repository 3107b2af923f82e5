/**
 * Corpus eighteen, Gemini CLI: a secret in a session's JSONL records (a user message as a string
 * or parts, a `@file` expansion, a gemini message's `toolCalls` args and `functionResponse`
 * output, its `resultDisplay`, a `$set` update), a legacy whole-session JSON, a `/chat save`
 * checkpoint (API `Content[]` with `functionCall` / `functionResponse` parts) and `logs.json`.
 */
import {
  type Box,
  box,
  crlf,
  type HeldOutSecret,
  hex,
  type Kind,
  num,
  pick,
  prose,
  secretCases,
  tick,
  uuid,
} from "./_heldout_eighteen_make.ts";

const toolId = (name: string) => `${name}-${num(1793500000000, 1795999999999)}-${hex(12)}`;

/** A gemini message record carrying one tool call and its result. */
function geminiTool(
  name: string,
  args: Record<string, unknown>,
  output: string,
  display?: string,
): string {
  const id = toolId(name);
  return JSON.stringify({
    id: uuid(),
    timestamp: tick(),
    type: "gemini",
    content: "",
    model: pick(["gemini-2.5-pro", "gemini-2.5-flash"]),
    tokens: {
      input: num(2000, 40000),
      output: num(10, 900),
      cached: 0,
      thoughts: num(0, 600),
      tool: 0,
      total: num(3000, 50000),
    },
    toolCalls: [{
      id,
      name,
      args,
      result: [{ functionResponse: { id, name, response: { output } } }],
      status: "success",
      timestamp: tick(),
      ...(display === undefined ? {} : { resultDisplay: display }),
      displayName: name === "run_shell_command" ? "Shell" : "WriteFile",
      renderOutputAsMarkdown: false,
    }],
  });
}

const meta = () =>
  JSON.stringify({
    sessionId: uuid(),
    projectHash: hex(64),
    startTime: tick(),
    lastUpdated: tick(),
    kind: "main",
  });

export const GEMINI_BOXES: readonly Box[] = [
  box(
    "Gemini CLI user record (string)",
    (t) =>
      meta() + "\n" +
      JSON.stringify({ id: uuid(), timestamp: tick(), type: "user", content: `${prose()}\n${t}` }),
  ),
  box("Gemini CLI user record with @file expansion", (t) =>
    JSON.stringify({
      id: uuid(),
      timestamp: tick(),
      type: "user",
      content: [{ text: "why does @deploy/.env.prod not load?" }, {
        text: "\n--- Content from referenced files ---",
      }, {
        text: `\nContent from @deploy/.env.prod:\n${t}\n`,
      }, { text: "\n--- End of content ---" }],
      displayContent: [{ text: "why does @deploy/.env.prod not load?" }],
    })),
  box(
    "Gemini CLI shell call args",
    (t) =>
      geminiTool(
        "run_shell_command",
        { command: t, description: "Apply the setting" },
        `Command: ${t.split("\n")[0]}\nExit Code: 0`,
      ),
  ),
  box(
    "Gemini CLI functionResponse output and resultDisplay",
    (t) =>
      geminiTool(
        "run_shell_command",
        { command: "printenv | sort" },
        `Command: printenv | sort\nDirectory: (root)\nOutput: ${t}\nError: (none)\nExit Code: 0`,
        t,
      ),
  ),
  box(
    "Gemini CLI shell output on Windows (CRLF)",
    (t) =>
      geminiTool(
        "run_shell_command",
        { command: "type config\\app.env" },
        `Command: type config\\app.env\r\nOutput: ${crlf(t)}\r\nExit Code: 0`,
      ),
  ),
  box(
    "Gemini CLI write_file args",
    (t) =>
      geminiTool(
        "write_file",
        { file_path: "/home/dev/app/.env.local", content: t },
        "Successfully created and wrote to new file",
      ),
  ),
  box("Gemini CLI $set update of the messages", (t) =>
    JSON.stringify({
      $set: {
        lastUpdated: tick(),
        messages: [
          { id: uuid(), timestamp: tick(), type: "user", content: "set up the CI secret" },
          {
            id: uuid(),
            timestamp: tick(),
            type: "gemini",
            content: `I added it to the workflow:\n\n${t}`,
            thoughts: [{
              subject: "Placing the secret",
              description: "The job needs it at build time.",
              timestamp: tick(),
            }],
          },
        ],
      },
    })),
  box("Gemini CLI legacy session JSON (pretty)", (t) =>
    JSON.stringify(
      {
        sessionId: uuid(),
        projectHash: hex(64),
        startTime: tick(),
        lastUpdated: tick(),
        messages: [{ id: uuid(), timestamp: tick(), type: "user", content: t }, {
          id: uuid(),
          timestamp: tick(),
          type: "gemini",
          content: "Thanks — I'll use it for the test run only.",
          model: "gemini-2.5-pro",
        }],
      },
      null,
      2,
    )),
  box("Gemini CLI checkpoint functionCall part", (t) =>
    JSON.stringify([
      { role: "user", parts: [{ text: prose() }] },
      {
        role: "model",
        parts: [{ functionCall: { name: "run_shell_command", args: { command: t } } }],
      },
      {
        role: "user",
        parts: [{
          functionResponse: { name: "run_shell_command", response: { output: "Exit Code: 0" } },
        }],
      },
    ])),
  box("Gemini CLI checkpoint functionResponse part", (t) =>
    JSON.stringify(
      [
        {
          role: "model",
          parts: [{
            functionCall: {
              name: "read_file",
              args: { absolute_path: "/home/dev/app/config.yaml" },
            },
          }],
        },
        {
          role: "user",
          parts: [{ functionResponse: { name: "read_file", response: { output: t } } }],
        },
      ],
      null,
      2,
    )),
  box(
    "Gemini CLI logs.json prompt",
    (t) =>
      JSON.stringify(
        [{
          sessionId: uuid(),
          messageId: 0,
          timestamp: tick(),
          type: "user",
          message: "/chat resume",
        }, {
          sessionId: uuid(),
          messageId: 1,
          timestamp: tick(),
          type: "user",
          message: t,
        }],
        null,
        2,
      ),
  ),
];

/** Gemini CLI's secret cases. */
export function buildGemini(kinds: readonly Kind[]): HeldOutSecret[] {
  return secretCases(kinds, GEMINI_BOXES, 1, 5);
}
