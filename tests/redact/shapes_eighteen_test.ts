/**
 * The shapes read from held-out corpus eighteen's misses (docs/redaction.md, "Corpus eighteen
 * after it was seen"), in other formats and with other secrets than the corpus: a secret split
 * across two JSON strings (streamed deltas, a message's parts), output cut short inside or right
 * after a secret, a name and its value coloured apart by terminal codes; each with look-alikes
 * that must come out byte for byte (_shape_tests.ts: as written, inside a JSONL record, CRLF).
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import { quotedRunsLine } from "./_worst_cases.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 28_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const j = JSON.stringify;

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Two streamed deltas or two parts of one message, in the assistants' formats.
const anthropic = (a: string, b: string) =>
  [a, b].map((text) =>
    `event: content_block_delta\ndata: ${
      j({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } })
    }`
  ).join("\n\n") + "\n\n";
const responses = (a: string, b: string) =>
  [a, b].map((delta, i) =>
    `event: response.output_text.delta\ndata: ${
      j({
        type: "response.output_text.delta",
        sequence_number: 7 + i,
        item_id: `msg_${hex(40)}`,
        output_index: 0,
        content_index: 0,
        delta,
      })
    }`
  ).join("\n\n");
const copilot = (a: string, b: string) => {
  const messageId = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  return [a, b].map((deltaContent) =>
    j({
      type: "assistant.message_delta",
      data: { messageId, deltaContent },
      id: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
      ephemeral: true,
    })
  ).join("\n");
};
const opencode = (a: string, b: string) =>
  [a, b].map((text) =>
    j({ id: `prt_${hex(12)}${key(14)}`, messageID: `msg_${hex(12)}`, type: "text", text })
  ).join("\n");
const claudeParts = (a: string, b: string) =>
  j({
    type: "user",
    message: {
      role: "user",
      content: [{
        type: "tool_result",
        tool_use_id: `toolu_${key(24)}`,
        content: [{ type: "text", text: a }, { type: "text", text: b }],
      }],
    },
  });

const gl = "glpat-" + key(20);
add(
  "GitLab token split over two Anthropic deltas",
  anthropic(gl.slice(0, 16), gl.slice(16)),
  gl.slice(0, 16),
  gl.slice(16),
);
const stripe = "sk_" + "live_" + key(40);
add(
  "Stripe key in a Python line split over two Responses deltas",
  responses(`stripe.api_key = "${stripe.slice(0, 22)}`, `${stripe.slice(22)}"`),
  stripe.slice(8, 22),
  stripe.slice(22),
);
const aws = key(40);
add(
  "AWS secret key in an env line split over two Copilot CLI deltas",
  copilot(`AWS_SECRET_ACCESS_KEY=${aws.slice(0, 18)}`, `${aws.slice(18)}\nAWS_REGION=eu-west-1`),
  aws.slice(0, 18),
  aws.slice(18),
);
const ghu = "ghu_" + key(36);
add(
  "GitHub user token split over two OpenCode parts",
  opencode(`token: ${ghu.slice(0, 14)}`, ghu.slice(14)),
  ghu.slice(0, 14),
  ghu.slice(14),
);
const hdr = hex(40);
add(
  "a secret header split over two Claude Code text parts",
  claudeParts(
    `X-Service-Token: ${hdr.slice(0, 20)}`,
    `${hdr.slice(20)}\nContent-Type: application/json`,
  ),
  hdr.slice(0, 20),
  hdr.slice(20),
);

// Look-alikes: two strings side by side that are ids or words, a prefix word that is no token.
CLEAN.push(["two deltas of ids", anthropic(`trace ${hex(16)}`, `${hex(16)} done`)]);
CLEAN.push([
  "a token prefix named in prose, then a word",
  copilot("GitHub tokens start with ghp_", "tokens are 40 characters"),
]);
CLEAN.push([
  "an npm setting in one part, a path in the next",
  opencode("npm_config_cache", "/home/dev/.npm/_cacache"),
]);
CLEAN.push([
  "a commit in one text part, a file list in the next",
  claudeParts(`HEAD is now at ${hex(40)}`, "M src/app.ts\nM src/main.ts"),
]);

Deno.test("corpus eighteen shape: the word in the next delta after a whole secret stays", () => {
  const token = "ghp_" + key(36);
  const out = redact(anthropic(`export GH_TOKEN=${token}`, "Done, the token is set.")).text;
  assert.ok(!out.includes(token.slice(4, 20)));
  assert.ok(out.includes('"text":"Done, the token is set."'));
});

Deno.test("corpus eighteen shape: a date or a count that starts the next part stays", () => {
  const token = "ghp_" + key(36);
  for (const next of ["2026-11-20 deploy finished", "200 OK", "1234567890 rows"]) {
    const out = redact(claudeParts(`GH_TOKEN=${token}`, next)).text;
    assert.ok(!out.includes(token.slice(4, 20)));
    assert.ok(out.includes(`"text":"${next}"`), next);
  }
});

// The same halves as ctx's pipeline renders a message's parts: one line each.
const ghr = "ghr_" + key(36);
add(
  "a GitHub token's halves on two lines",
  `Here it is:\n${ghr.slice(0, 18)}\n${ghr.slice(18)}`,
  ghr.slice(0, 18),
  ghr.slice(18),
);
const remote = "ghs_" + key(36);
add(
  "a git remote's token halves on two lines, the host glued to the second",
  `git remote add origin https://x-access-token:${remote.slice(0, 20)}\n${
    remote.slice(20)
  }@github.com/acme/web.git`,
  remote.slice(0, 20),
  remote.slice(20),
);
CLEAN.push(["a token prefix ending a line of prose", "GitHub tokens start with ghp_\nDone."]);
CLEAN.push(["an npm setting ending a line", "run it with npm_config_loglevel\nThanks"]);

Deno.test("corpus eighteen shape: the line of prose after a token's halves stays", () => {
  const token = "gho_" + key(36);
  const out = redact(`Here it is:\n${token.slice(0, 18)}\n${token.slice(18)}\nDone.`).text;
  assert.ok(!out.includes(token.slice(4, 18)) && !out.includes(token.slice(18)));
  assert.ok(out.endsWith("\nDone."));
});

// Output cut short inside or right after a secret, as the assistants cut it.
const codexCut = (kept: string) =>
  j({
    type: "response_item",
    payload: {
      type: "function_call_output",
      call_id: `call_${key(24)}`,
      output: `Output:\n${kept}\n…3120 tokens truncated…`,
    },
  });
const geminiCut = (kept: string) =>
  j({
    type: "gemini",
    toolCalls: [{
      name: "run_shell_command",
      result: [{ functionResponse: { response: { output: `${kept}\n... [output truncated]` } } }],
    }],
  });
const claudeCut = (kept: string) =>
  j({ type: "user", toolUseResult: { stdout: `${kept}…[truncated]`, stderr: "" } });

const proj = "sk-" + "proj-" + key(60);
add(
  "OpenAI project key cut inside by Codex",
  codexCut(`OPENAI_API_KEY=${proj.slice(0, 30)}`),
  proj.slice(8, 30),
);
const ghs = "ghs_" + key(36);
add(
  "GitHub app token cut inside by Gemini CLI",
  geminiCut(`remote: https://x-access-token:${ghs.slice(0, 24)}`),
  ghs.slice(4, 24),
);
const mysql = key(10) + "9";
add(
  "MySQL URL password cut before its host by Claude Code",
  claudeCut(`DSN=mysql://root:${mysql}`),
  mysql,
);
const client = key(32);
add("a client secret cut right after by Codex", codexCut(`client_secret: ${client}`), client);

CLEAN.push(["a URL with a port cut short", claudeCut("listening on http://localhost:8080")]);
CLEAN.push(["a reference cut short", codexCut("API_TOKEN=${API_TOKEN}")]);
CLEAN.push([
  "a token prefix named and cut short",
  geminiCut("GitHub tokens start with ghp_ and run 40"),
]);
CLEAN.push(["a setting cut short", claudeCut("npm_config_registry=https://registry.npmjs.org/")]);

// A name and its value coloured apart by terminal codes (JSON-escaped, as a transcript holds them).
const E = "\x1b";
const coloured = (lines: string[]) =>
  j({
    type: "event_msg",
    payload: { type: "exec_command_end", aggregated_output: lines.join("\n") },
  });
const redisPw = key(8) + "#" + key(6) + "4";
add(
  "a compose file's Redis password in colour",
  coloured([`${E}[1;33m  cache:${E}[0m`, `      ${E}[1;34mREDIS_PASSWORD${E}[0m: ${redisPw}`]),
  redisPw,
);
const sid = key(32) + "." + key(43);
add(
  "a signed session cookie in colour",
  coloured([
    `${E}[31mHTTP/1.1 302${E}[0m`,
    `${E}[38;5;81mSet-Cookie${E}[0m: sid=s%3A${sid}; HttpOnly`,
  ]),
  sid.slice(0, 32),
  sid.slice(33),
);
CLEAN.push([
  "coloured settings that are no secrets",
  coloured([
    `${E}[1;34mREDIS_HOST${E}[0m: cache`,
    `${E}[1;34mLOG_LEVEL${E}[0m: debug`,
    `${E}[32mok${E}[0m 12 passed`,
  ]),
]);

// A Content-Security-Policy nonce or hash is public: every browser is sent it.
CLEAN.push([
  "CSP nonce and hash sources",
  `Content-Security-Policy: script-src 'nonce-${key(10)}+${key(11)}' 'sha256-${key(20)}+${
    key(22)
  }='`,
]);

shapeTests("corpus eighteen", SECRETS, CLEAN);

Deno.test("corpus eighteen: generated runs in quotes on one line of 200 KB keep their quotes", () => {
  // (Each secret that ends its string looks for the key of that string: before r-mend14 it read
  // the whole line before it, quadratic on one line. The time is a figure of `deno task bench
  // --only=redaction`, "a worst case", never asserted here.)
  const text = quotedRunsLine(200_000);
  const out = redact(text).text;
  assert.equal(out.split('"').length, text.split('"').length);
  assert.ok(out.includes("[REDACTED]"));
});
