/**
 * Corpus eighteen, Codex CLI: a secret in a rollout's lines — a `response_item` message, a
 * `function_call` whose `arguments` is a JSON string inside the JSON line (escaped twice), its
 * `function_call_output`, an `exec_command_end` with `aggregated_output` in colour, an
 * `event_msg` user message, an `apply_patch` custom tool call, a reasoning item's
 * `encrypted_content` beside the answer, and `history.jsonl`.
 */
import {
  ansi,
  type Box,
  box,
  callId,
  crlf,
  encrypted,
  type HeldOutSecret,
  type Kind,
  num,
  pick,
  prose,
  secretCases,
  tick,
  uuid7,
} from "./_heldout_eighteen_make.ts";

/** A rollout line: `{timestamp, type, payload}`. */
export function rollout(type: string, payload: unknown): string {
  return JSON.stringify({ timestamp: tick(), type, payload });
}

const cwd = () => `/Users/dev/${pick(["shop", "infra", "agents/runner"])}`;

/** A function_call line (arguments a JSON string) and its exec_command_end event. */
function execPair(cmd: string, output: string): string {
  const id = callId();
  const call = rollout("response_item", {
    type: "function_call",
    name: "exec_command",
    arguments: JSON.stringify({
      cmd,
      workdir: cwd(),
      max_output_tokens: 6000,
      yield_time_ms: 1000,
    }),
    call_id: id,
  });
  const end = rollout("event_msg", {
    type: "exec_command_end",
    call_id: id,
    process_id: String(num(1000, 99999)),
    turn_id: uuid7(),
    command: ["/bin/zsh", "-lc", cmd],
    cwd: cwd(),
    parsed_cmd: [{ type: "unknown", cmd }],
    source: "unified_exec_startup",
    stdout: "",
    stderr: "",
    aggregated_output: output,
    exit_code: pick([0, 0, 1]),
    duration: { secs: num(0, 30), nanos: num(0, 999999999) },
  });
  return call + "\n" + end;
}

export const CODEX_BOXES: readonly Box[] = [
  box(
    "Codex user message item",
    (t) =>
      rollout("response_item", {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: `${prose()}\n${t}` }],
      }),
  ),
  box("Codex function_call arguments (JSON in JSON)", (t) =>
    rollout("response_item", {
      type: "function_call",
      name: "exec_command",
      arguments: JSON.stringify({ cmd: t, workdir: cwd(), max_output_tokens: 4000 }),
      call_id: callId(),
    })),
  box(
    "Codex exec_command_end aggregated output in colour",
    (t) => execPair("./scripts/doctor.sh", ansi(`+ checking env\n${t}\nError: 1 check failed`)),
  ),
  box("Codex function_call_output", (t) =>
    rollout("response_item", {
      type: "function_call_output",
      call_id: callId(),
      output: `Chunk ID: ${num(1000, 9999)}\nWall time: 0.${
        num(100, 999)
      } seconds\nProcess exited with code 0\nOutput:\n${ansi(t)}\n`,
    })),
  box(
    "Codex event_msg user_message",
    (t) =>
      rollout("event_msg", {
        type: "user_message",
        message: t,
        images: [],
        local_images: [],
        text_elements: [],
      }),
  ),
  box("Codex apply_patch custom tool call", (t) =>
    rollout("response_item", {
      type: "custom_tool_call",
      status: "completed",
      call_id: callId(),
      name: "apply_patch",
      input: `*** Begin Patch\n*** Add File: config/secrets.local\n${
        t.split("\n").map((l) => "+" + l).join("\n")
      }\n*** End Patch\n`,
    })),
  box("Codex reasoning then assistant message", (t) =>
    rollout("response_item", {
      type: "reasoning",
      summary: [{ type: "summary_text", text: "**Checking the config**" }],
      content: null,
      encrypted_content: encrypted(),
    }) + "\n" +
    rollout("response_item", {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: `The file sets:\n\n${t}\n\nShall I rotate it?` }],
      phase: "final_answer",
    })),
  box(
    "Codex history.jsonl entry",
    (t) => JSON.stringify({ session_id: uuid7(), ts: num(1793500000, 1795999999), text: t }),
  ),
  box(
    "Codex exec output from PowerShell (CRLF)",
    (t) => execPair("Get-Content .env", crlf(`${t}\n`)),
  ),
  box("Codex mcp_tool_call_end result", (t) =>
    rollout("event_msg", {
      type: "mcp_tool_call_end",
      call_id: callId(),
      invocation: { server: "secrets", tool: "read_secret", arguments: { path: "app/prod" } },
      duration: { secs: 0, nanos: num(1000000, 900000000) },
      result: { Ok: { content: [{ type: "text", text: t }], isError: false } },
    })),
];

/** Codex's secret cases. */
export function buildCodex(kinds: readonly Kind[]): HeldOutSecret[] {
  return secretCases(kinds, CODEX_BOXES, 1, 3);
}
