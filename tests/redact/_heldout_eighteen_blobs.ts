/**
 * Corpus eighteen's clean opaque blobs: the vendors' own fields that look like long random secrets
 * and are not the user's — thinking-block `signature`s (Claude Code, Cursor, Cline),
 * `redacted_thinking` data, Codex `encrypted_content`, Copilot CLI `reasoningOpaque`, Gemini
 * `thoughtSignature`, a pasted screenshot's base64, file-history snapshots' backup names, and the
 * git hashes of Codex's session meta and OpenCode's patch parts. Decided clean: they are the
 * vendor's ciphertext or digests, useless to anyone who reads the transcript, and ctx must keep
 * them byte for byte (docs/redaction-corpus-eighteen.md, "Contested").
 */
import { cc, ccAssistant } from "./_heldout_eighteen_claude.ts";
import { rollout } from "./_heldout_eighteen_codex.ts";
import {
  B64,
  b64,
  draw,
  encrypted,
  type HeldOutClean,
  hex,
  msgId,
  num,
  reqId,
  sha,
  signature,
  startClock,
  tick,
  tickMs,
  tooluId,
  uuid,
  uuid7,
} from "./_heldout_eighteen_make.ts";

/** A small PNG's bytes: the signature, an IHDR chunk and random compressed data. */
function pngBase64(): string {
  const head = [
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    0,
    0,
    0,
    13,
    73,
    72,
    68,
    82,
    0,
    0,
    2,
    num(0, 255),
    0,
    0,
    1,
    num(0, 255),
    8,
    6,
    0,
    0,
    0,
  ];
  const body = Array.from({ length: num(300, 700) }, () => num(0, 255));
  return b64(new Uint8Array([...head, ...body]));
}

const BLOBS: readonly (readonly [string, () => string])[] = [
  ["Claude Code thinking signature and answer", () => {
    const id = msgId(), req = reqId();
    return ccAssistant(
      {
        type: "thinking",
        thinking: "The user wants the retry logic checked first.",
        signature: signature(),
      },
      id,
      req,
    ) + "\n" +
      ccAssistant(
        { type: "text", text: "The retry loop never backs off; I'll fix that." },
        id,
        req,
      );
  }],
  [
    "Claude Code redacted_thinking block",
    () =>
      ccAssistant({ type: "redacted_thinking", data: "EmwKAhgBEgy" + draw(num(200, 600), B64) }),
  ],
  [
    "Claude Code pasted screenshot",
    () =>
      cc("user", {
        role: "user",
        content: [{
          type: "image",
          source: { type: "base64", media_type: "image/png", data: pngBase64() },
        }, { type: "text", text: "the button is misaligned, see the screenshot" }],
      }, { imagePasteIds: [num(1, 9)] }),
  ],
  ["Claude Code file-history snapshot", () =>
    JSON.stringify({
      type: "file-history-snapshot",
      messageId: uuid(),
      snapshot: {
        messageId: uuid(),
        trackedFileBackups: {
          "src/app.ts": {
            backupFileName: `${hex(16)}@v${num(1, 6)}`,
            version: num(1, 6),
            backupTime: tick(),
          },
          "README.md": { backupFileName: `${hex(16)}@v1`, version: 1, backupTime: tick() },
        },
        timestamp: tick(),
      },
      isSnapshotUpdate: true,
    })],
  [
    "Codex reasoning encrypted_content",
    () =>
      rollout("response_item", {
        type: "reasoning",
        summary: [{ type: "summary_text", text: "**Planning the test run**" }],
        content: null,
        encrypted_content: encrypted(),
      }),
  ],
  ["Codex session_meta with git commit", () =>
    rollout("session_meta", {
      id: uuid7(),
      timestamp: tick(),
      cwd: "/Users/dev/shop",
      originator: "codex_cli_rs",
      cli_version: "0.125.0",
      source: "cli",
      model_provider: "openai",
      git: { commit_hash: sha(), branch: "main", repository_url: "git@github.com:acme/shop.git" },
    })],
  [
    "Cursor thinking bubble signature",
    () =>
      `bubbleId:${uuid()}:${uuid()}\t` +
      JSON.stringify({
        _v: 3,
        type: 2,
        text: "",
        isThought: true,
        thinking: { text: "Checking how the config loads.", signature: signature() },
        thinkingDurationMs: num(100, 9000),
        createdAt: tick(),
      }),
  ],
  ["Copilot CLI reasoningOpaque", () =>
    JSON.stringify({
      type: "assistant.message",
      data: {
        messageId: uuid(),
        content: "I'll run the tests.",
        toolRequests: [],
        reasoningText: "Run tests first.",
        reasoningOpaque: draw(num(300, 900), B64) + "=",
        outputTokens: num(10, 400),
        requestId: uuid(),
      },
      id: uuid(),
      timestamp: tick(),
      parentId: uuid(),
    })],
  [
    "Gemini thoughtSignature part",
    () =>
      JSON.stringify([{
        role: "model",
        parts: [{
          text: "Let me list the files.",
          thoughtSignature: "Cq" + draw(2) + "AVSoXO" + draw(num(200, 600), B64),
        }, { functionCall: { name: "list_directory", args: { path: "." } } }],
      }]),
  ],
  ["Cline thinking block signature", () =>
    JSON.stringify([{
      role: "assistant",
      content: [{
        type: "thinking",
        thinking: "Read the file before editing.",
        signature: signature(),
      }, { type: "tool_use", id: tooluId(), name: "read_file", input: { path: "src/index.ts" } }],
      modelInfo: { modelId: "claude-sonnet-4-5", providerId: "anthropic", mode: "act" },
      metrics: { tokens: { prompt: num(1000, 9000), completion: num(10, 900), cached: 0 } },
    }])],
  ["OpenCode patch and step-finish snapshot", () =>
    [
      JSON.stringify({
        id: `prt_${hex(12)}${draw(14)}`,
        type: "patch",
        hash: sha(),
        files: ["/home/dev/app/src/index.ts"],
      }),
      JSON.stringify({
        id: `prt_${hex(12)}${draw(14)}`,
        type: "step-finish",
        reason: "stop",
        snapshot: sha(),
        cost: 0,
        tokens: {
          input: num(100, 9000),
          output: num(10, 900),
          reasoning: 0,
          cache: { read: 0, write: 0 },
        },
        time: { created: tickMs() },
      }),
    ].join("\n")],
];

/** The opaque blobs, each written twice with its own draws. */
export function buildBlobs(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (const round of [1, 2]) {
    for (const [label, make] of BLOBS) {
      startClock();
      out.push({ label: `${label} (${round})`, text: make() });
    }
  }
  return out;
}
