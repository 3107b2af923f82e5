/**
 * Amazon Q / Kiro CLI write text in the human's place: after Ctrl+C during a tool run ("The user
 * interrupted the tool execution."), after the human answers "n" to a tool ("I deny this tool
 * request. …"), and when a conversation is resumed without a prompt ("In a few words, summarize
 * our conversation so far."). None of it is the human's; what the human typed instead of y/n is.
 */
import assert from "node:assert/strict";
import { parseKiroConversation } from "../../../src/assistants/kiro/_parse.ts";
import { userTexts } from "../../sources/_shape.ts";

const prompt = (text: string, ms: number) => ({
  timestamp: new Date(Date.UTC(2026, 4, 1, 10, 0, ms)).toISOString(),
  content: { Prompt: { prompt: text } },
});
const cancelled = (text: string, ms: number) => ({
  timestamp: new Date(Date.UTC(2026, 4, 1, 10, 0, ms)).toISOString(),
  content: { CancelledToolUses: { prompt: text, tool_use_results: [] } },
});
const toolUse = (content: string) => ({
  ToolUse: { message_id: "m", content, tool_uses: [{ id: "t", name: "execute_bash", args: {} }] },
});
const response = (content: string) => ({ Response: { message_id: "r", content } });

Deno.test("Amazon Q's interrupt, denial and resume texts are generated, never the human's", () => {
  const { session } = parseKiroConversation({
    conversation_id: "q-1",
    history: [
      { user: prompt("fix the failing test in parser.rs", 0), assistant: toolUse("Running it.") },
      {
        user: cancelled("The user interrupted the tool execution.", 10),
        assistant: response("Tool uses were interrupted, waiting for the next user prompt"),
      },
      { user: prompt("run only the parser tests", 20), assistant: toolUse("Running them.") },
      {
        user: cancelled(
          "I deny this tool request. Ask a follow up question clarifying the expected action",
          30,
        ),
        assistant: response("Which tests should I run?"),
      },
      { user: cancelled("use cargo test -p parser instead", 40), assistant: toolUse("Ok.") },
      {
        user: prompt("In a few words, summarize our conversation so far.", 50),
        assistant: response("We fixed the parser test."),
      },
    ],
  }, { fallbackCwd: "/w" });
  assert.deepEqual(userTexts(session!), [
    "fix the failing test in parser.rs",
    "run only the parser tests",
    "use cargo test -p parser instead",
  ]);
  const labels = session!.turns.flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "injected" ? [p.label] : [])
  );
  assert.deepEqual(labels, ["q-interrupted", "q-denied", "q-resumed"]);
});
