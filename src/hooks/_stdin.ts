/**
 * Reading a hook's stdin with bounds: some assistant versions never close it, so the reader stops
 * at the first complete JSON value, at `maxBytes`, or after `timeoutMs`, whichever comes first.
 */
import { ConfigError } from "../errors.ts";
import { type ByteChunks, streamChunks } from "../fsutil.ts";

export interface ReadBounds {
  maxBytes: number;
  timeoutMs: number;
}

export const HOOK_STDIN_BOUNDS: ReadBounds = { maxBytes: 64 * 1024, timeoutMs: 800 };

/** The text read; JSON-complete when the sender behaved. */
export async function readHookStdin(
  stream: ReadableStream<Uint8Array> | ByteChunks,
  bounds: ReadBounds = HOOK_STDIN_BOUNDS,
): Promise<string> {
  // Not `instanceof ReadableStream`: naming that global loads Deno's web streams.
  const reader = "getReader" in stream ? streamChunks(stream) : stream;
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  // Not `setTimeout`: Deno's is Node's timers, whose first use loads much of its Node layer
  // (20–40 ms of the hook's return, docs/performance.md); the abort signal's timer is Deno's own.
  const expired = AbortSignal.timeout(bounds.timeoutMs);
  let onExpired = () => {};
  const timeout = new Promise<"timeout">((resolve) => {
    onExpired = () => resolve("timeout");
    expired.addEventListener("abort", onExpired, { once: true });
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === "timeout" || next.done) return text + decoder.decode();
      bytes += next.value.length;
      if (bytes > bounds.maxBytes) {
        throw new ConfigError(`Cannot read the hook input: more than ${bounds.maxBytes} bytes`, {
          hint: "ctx hook session-end expects the small JSON object an assistant's hook sends",
        });
      }
      text += decoder.decode(next.value, { stream: true });
      if (isCompleteJson(text)) return text;
    }
  } finally {
    expired.removeEventListener("abort", onExpired);
    reader.cancel().catch(() => {});
  }
}

function isCompleteJson(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.endsWith("}")) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}
