/**
 * Corpus eighteen (written blind, see docs/redaction-corpus-eighteen.md: secrets as the
 * assistants' own files store them, in eight formats, split across streamed deltas, cut short,
 * behind encoding layers): its misses and changed clean texts at first sight, against main at
 * a7ed7b0 (the tenth round's rules with the real-code false positives mended and the second pass's
 * window; none of their engineers saw it): 234/261 = 89.7 % recall and 123/124 = 99.2 % untouched
 * (docs/redaction.md "Held-out corpus eighteen"). Not yet read as shapes: label → the case's shape
 * and family.
 */
export const EIGHTEEN_MISSED: Record<string, string> = {
  "Set-Cookie with a signed session — Claude Code bash_progress with colour codes":
    "output, in the family Claude Code JSONL",
  "MySQL password in a compose file — Codex exec_command_end aggregated output in colour":
    "block, in the family Codex rollouts",
  "Datadog keys in a Makefile recipe — Codex function_call_output":
    "command, in the family Codex rollouts",
  "home-made service key in a header — Copilot CLI tool.execution_complete result":
    "assignment, in the family editors' stores: Cursor, Copilot, Continue, Kiro",
  "GitHub classic token pasted alone — Anthropic stream, two text deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub classic token pasted alone — Copilot CLI two message_delta events":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub fine-grained token in an export — OpenAI Responses stream, two deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub fine-grained token in an export — OpenCode message in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub app token in a git remote — Copilot CLI two message_delta events":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub app token in a git remote — Claude Code tool result in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "npm token in .npmrc — OpenCode message in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "npm token in .npmrc — Anthropic stream, two text deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "Anthropic key as the first words — Claude Code tool result in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "Anthropic key as the first words — OpenAI Responses stream, two deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "OpenAI project key in a Python client — Anthropic stream, two text deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "OpenAI project key in a Python client — Copilot CLI two message_delta events":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "Slack bot token in a curl header — OpenAI Responses stream, two deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "Slack bot token in a curl header — OpenCode message in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "Stripe secret key in .env — Copilot CLI two message_delta events":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "JWT bearer in a fetch — OpenCode message in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "JWT bearer in a fetch — Anthropic stream, two text deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "home-made service key in a header — Claude Code tool result in two text parts":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "home-made service key in a header — OpenAI Responses stream, two deltas":
    "wrapped, in the family secrets split across two streamed deltas or parts",
  "GitHub classic token pasted alone — Claude Code Bash result cut inside the secret":
    "wrapped, in the family output cut short after or inside the secret",
  "GitHub app token in a git remote — Claude Code Bash result cut inside the secret":
    "wrapped, in the family output cut short after or inside the secret",
  "Postgres URL with a password — Gemini CLI output cut after the secret":
    "url, in the family output cut short after or inside the secret",
  "home-made service key in a header — Claude Code Bash result cut after the secret":
    "assignment, in the family output cut short after or inside the secret",
};

/** Corpus eighteen's clean texts changed at first sight: label → family and the rule that took it. */
export const EIGHTEEN_CHANGED: Record<string, string> = {
  "subresource integrity and a CSP nonce — Gemini CLI user record (string)":
    "in the family clean look-alikes in the formats: `typed-password` took a CSP `'nonce-…'` value",
};
