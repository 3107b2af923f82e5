/**
 * Corpus eighteen, streamed and cut: a secret split across two streamed deltas or two parts (an
 * Anthropic or OpenAI server-sent-event capture, Copilot CLI `assistant.message_delta` events,
 * two parts of an OpenCode message, two text parts of a Claude Code tool result), and a field cut
 * short as the assistants cut long output (`…[truncated]`, `… N tokens truncated …`): right after
 * the secret, which then ends the field, or inside it, which leaves only its first part.
 */
import { cc, ccToolPair } from "./_heldout_eighteen_claude.ts";
import { rollout } from "./_heldout_eighteen_codex.ts";
import {
  type Box,
  callId,
  draw,
  type HeldOutSecret,
  hex,
  type Kind,
  msgId,
  num,
  secretCases,
  tick,
  tooluId,
  uuid,
} from "./_heldout_eighteen_make.ts";

/** The longest piece (of equal ones, the last in the text) and where it starts in `text`. */
function longest(text: string, pieces: readonly string[]): { piece: string; at: number } {
  const most = Math.max(...pieces.map((p) => p.length));
  const at = Math.max(...pieces.filter((p) => p.length === most).map((p) => text.indexOf(p)));
  return { piece: text.slice(at, at + most), at };
}

/**
 * A box that splits the text inside its longest piece and writes the two halves as two deltas or
 * parts; the piece becomes its two halves.
 */
function split(label: string, write: (a: string, b: string) => string): Box {
  return {
    label,
    shape: "wrapped",
    wrap: (text, pieces) => {
      const { piece, at } = longest(text, pieces);
      const half = Math.floor(piece.length / 2);
      const out = write(text.slice(0, at + half), text.slice(at + half));
      return [out, [...pieces.filter((p) => p !== piece), piece.slice(0, half), piece.slice(half)]];
    },
  };
}

/**
 * A box that cuts the text short: right after its last piece (`inside` false: the secret ends the
 * field, every piece whole) or 60 % into its longest piece (which becomes what is left of it;
 * pieces past the cut are gone).
 */
function cut(label: string, inside: boolean, write: (kept: string) => string): Box {
  return {
    label,
    ...(inside ? { shape: "wrapped" as const } : {}),
    wrap: (text, pieces) => {
      if (!inside) {
        const end = Math.max(...pieces.map((p) => text.indexOf(p) + p.length));
        return [write(text.slice(0, end)), pieces];
      }
      const { piece, at } = longest(text, pieces);
      const keep = Math.ceil(piece.length * 0.6);
      const kept = text.slice(0, at + keep);
      const left = pieces.filter((p) => p !== piece && kept.includes(p));
      return [write(kept), [...left, piece.slice(0, keep)]];
    },
  };
}

/** An Anthropic Messages stream as a proxy or a debug log captures it. */
function anthropicSse(deltas: string[]): string {
  const id = msgId();
  const events = [
    `event: message_start\ndata: ${
      JSON.stringify({
        type: "message_start",
        message: {
          id,
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-6",
          content: [],
        },
      })
    }`,
  ];
  events.push(
    `event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`,
  );
  for (const text of deltas) {
    events.push(
      `event: content_block_delta\ndata: ${
        JSON.stringify({
          type: "content_block_delta",
          index: 0,
          delta: { type: "text_delta", text },
        })
      }`,
    );
  }
  events.push(`event: content_block_stop\ndata: {"type":"content_block_stop","index":0}`);
  return events.join("\n\n") + "\n\n";
}

/** An OpenAI Responses stream (`response.output_text.delta` events). */
function openaiSse(deltas: string[]): string {
  const item = `msg_${hex(48)}`;
  return deltas.map((delta, i) =>
    `event: response.output_text.delta\ndata: ${
      JSON.stringify({
        type: "response.output_text.delta",
        sequence_number: 4 + i,
        item_id: item,
        output_index: 1,
        content_index: 0,
        delta,
      })
    }`
  ).join("\n\n") + "\n\n";
}

const copilotDelta = (deltaContent: string, messageId: string) =>
  JSON.stringify({
    type: "assistant.message_delta",
    data: { messageId, deltaContent },
    id: uuid(),
    timestamp: tick(),
    parentId: uuid(),
    ephemeral: true,
  });

const ocText = (messageID: string, text: string) =>
  JSON.stringify({
    id: `prt_${hex(12)}${draw(14)}`,
    sessionID: `ses_${hex(12)}${draw(14)}`,
    messageID,
    type: "text",
    text,
    time: { start: num(1793500000000, 1795999999999) },
  });

export const SPLIT_BOXES: readonly Box[] = [
  split(
    "Anthropic stream, two text deltas",
    (a, b) => anthropicSse(["Here you go:\n", a, b, "\nDone."]),
  ),
  split("OpenAI Responses stream, two deltas", (a, b) => openaiSse([a, b])),
  split("Copilot CLI two message_delta events", (a, b) => {
    const id = uuid();
    return copilotDelta(a, id) + "\n" + copilotDelta(b, id);
  }),
  split("OpenCode message in two text parts", (a, b) => {
    const id = `msg_${hex(12)}${draw(14)}`;
    return ocText(id, a) + "\n" + ocText(id, b);
  }),
  split("Claude Code tool result in two text parts", (a, b) =>
    cc("user", {
      role: "user",
      content: [{
        type: "tool_result",
        tool_use_id: tooluId(),
        content: [{ type: "text", text: a }, { type: "text", text: b }],
      }],
    })),
];

export const CUT_BOXES: readonly Box[] = [
  cut(
    "Claude Code Bash result cut after the secret",
    false,
    (t) =>
      ccToolPair("Bash", { command: "env" }, `${t}…[truncated]`, {
        stdout: `${t}…[truncated]`,
        stderr: "",
        interrupted: false,
        isImage: false,
      }),
  ),
  cut(
    "Codex function_call_output cut after the secret",
    false,
    (t) =>
      rollout("response_item", {
        type: "function_call_output",
        call_id: callId(),
        output: `Output:\n${t}\n…${num(200, 9000)} tokens truncated…`,
      }),
  ),
  cut("Gemini CLI output cut after the secret", false, (t) =>
    JSON.stringify({
      id: uuid(),
      timestamp: tick(),
      type: "gemini",
      content: "",
      toolCalls: [{
        id: `run_shell_command-${num(1793500000000, 1795999999999)}-${hex(12)}`,
        name: "run_shell_command",
        args: { command: "cat config.env" },
        result: [{
          functionResponse: {
            name: "run_shell_command",
            response: { output: `${t}\n... [output truncated]` },
          },
        }],
        status: "success",
      }],
    })),
  cut(
    "Claude Code Bash result cut inside the secret",
    true,
    (t) =>
      ccToolPair("Bash", { command: "env" }, `${t}…[truncated]`, {
        stdout: `${t}…[truncated]`,
        stderr: "",
        interrupted: false,
        isImage: false,
      }),
  ),
  cut(
    "Codex exec output cut inside the secret",
    true,
    (t) =>
      rollout("event_msg", {
        type: "exec_command_end",
        call_id: callId(),
        command: ["/bin/zsh", "-lc", "cat .env"],
        stdout: "",
        stderr: "",
        aggregated_output: `${t}\n[... output truncated ...]`,
        exit_code: 0,
      }),
  ),
];

/** Streamed cases: every splittable kind split in two boxes. */
export function buildSplits(splittable: readonly Kind[]): HeldOutSecret[] {
  return secretCases(splittable, SPLIT_BOXES, 2);
}

/** Cut cases: every splittable kind cut inside its token; the other kinds given, cut after. */
export function buildCuts(kinds: readonly Kind[], splittable: readonly Kind[]): HeldOutSecret[] {
  return [
    ...secretCases(splittable, CUT_BOXES.slice(3)),
    ...secretCases(kinds, CUT_BOXES.slice(0, 3)),
  ];
}
