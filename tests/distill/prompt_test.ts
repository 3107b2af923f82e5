/** How ctx knows its own prompts in recorded sessions (the pipeline and the hook both ask). */
import assert from "node:assert/strict";
import { cliPrompt } from "../../src/backends/subscription_cli.ts";
import { CTX_PROMPT_MARKER, firstUserText, isCtxPrompt } from "../../src/distill/prompt.ts";

Deno.test("isCtxPrompt() knows ctx's prompts, plain and in the subscription CLI's form, and nothing a human would type", () => {
  const prompt = `${CTX_PROMPT_MARKER}\nProject: shop\nSession: s1\n\n<transcript>\n…`;
  assert.equal(isCtxPrompt(prompt), true);
  assert.equal(isCtxPrompt(cliPrompt({ system: "Distill.", prompt })), true);
  assert.equal(isCtxPrompt(`\n  ${prompt}`), true);
  for (
    const human of [
      "",
      `Why does ctx send "${CTX_PROMPT_MARKER}" first?`,
      "<instructions>\nBe brief.\n</instructions>\n\nWhat is a lease?",
      `<instructions>\nBe brief.\n\n${CTX_PROMPT_MARKER}`,
    ]
  ) {
    assert.equal(isCtxPrompt(human), false, human);
  }
});

Deno.test("firstUserText() is the first text the human typed, past tool results and the assistant", () => {
  const session = {
    turns: [
      { role: "assistant", parts: [{ kind: "text", text: "Hello." }] },
      { role: "user", parts: [{ kind: "tool_result" }, { kind: "text", text: "" }] },
      { role: "user", parts: [{ kind: "text", text: "Fix the login bug." }] },
    ],
  };
  assert.equal(firstUserText(session), "Fix the login bug.");
  assert.equal(firstUserText({ turns: [] }), "");
});
