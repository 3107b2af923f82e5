import assert from "node:assert/strict";
import { isAbsolute } from "node:path";
import { z } from "zod";
import { parseHookInput, readHookStdin } from "../../src/hooks/mod.ts";

Deno.test("parseHookInput() reads what Claude Code, Gemini CLI, Codex and Cursor send", () => {
  assert.deepEqual(
    parseHookInput(
      "claude-code",
      JSON.stringify({
        session_id: "21a0ee4b-0573-4c38-be2f-bd4306668754",
        transcript_path: "/home/u/.claude/projects/-home-u-proj/21a0ee4b.jsonl",
        cwd: "/home/u/proj",
        prompt_id: "d35415e8",
        hook_event_name: "SessionEnd",
        reason: "prompt_input_exit",
      }),
    ),
    {
      client: "claude-code",
      sessionId: "21a0ee4b-0573-4c38-be2f-bd4306668754",
      cwd: "/home/u/proj",
      transcriptPath: "/home/u/.claude/projects/-home-u-proj/21a0ee4b.jsonl",
      reason: "prompt_input_exit",
    },
  );
  assert.deepEqual(
    parseHookInput(
      "gemini",
      JSON.stringify({
        session_id: "ce4b8ca8-5ec5-4bf9-a6f5-aa1b05385686",
        transcript_path: "/home/u/.gemini/tmp/proj/chats/session-2026-11-23T23-34-ce4b8ca8.jsonl",
        cwd: "/home/u/proj/",
        hook_event_name: "SessionEnd",
        timestamp: "2026-11-23T23:34:43.784Z",
        reason: "exit",
      }),
    ).cwd,
    "/home/u/proj",
  );
  const codex = parseHookInput(
    "codex",
    JSON.stringify({
      session_id: "01a20ac3-c8ca-71a2-98d9-4740ccd5f23a",
      transcript_path: null,
      cwd: "/home/u/proj",
      hook_event_name: "SessionEnd",
      reason: "other",
    }),
  );
  assert.equal(codex.transcriptPath, undefined);
  assert.deepEqual(
    parseHookInput(
      "cursor",
      JSON.stringify({
        conversation_id: "6c1c9a4e-2b7f-4f0e-9d55-1f4a0e1b2c3d",
        generation_id: "g1",
        hook_event_name: "sessionEnd",
        workspace_roots: ["/home/u/proj", "/home/u/other"],
        transcript_path: null,
        reason: "completed",
        duration_ms: 5000,
      }),
    ),
    {
      client: "cursor",
      sessionId: "6c1c9a4e-2b7f-4f0e-9d55-1f4a0e1b2c3d",
      cwd: "/home/u/proj",
      reason: "completed",
    },
  );
});

Deno.test("parseHookInput() refuses ids that climb, relative paths, NUL bytes and other events, naming the field", () => {
  const bad: Array<[unknown, RegExp]> = [
    [{ session_id: "../x", cwd: "/p" }, /"session_id" is not a session id/],
    [{ session_id: "a/b", cwd: "/p" }, /"session_id" is not a session id/],
    [{ session_id: "x".repeat(200), cwd: "/p" }, /"session_id" is not a session id/],
    [{ session_id: "abc", cwd: "p" }, /"cwd" is not an absolute path/],
    [{ session_id: "abc", cwd: "/p\u0000x" }, /"cwd" contains NUL/],
    [{ session_id: "abc", cwd: "/p", transcript_path: "x.jsonl" }, /"transcript_path" is not/],
    [{ session_id: "abc", cwd: "/p", hook_event_name: "PreToolUse" }, /"PreToolUse" hook event/],
    [{ cwd: "/p" }, /no session id \(session_id, sessionId or conversation_id\)$/],
    [{ session_id: "abc" }, /no usable folder \(an absolute cwd or workspace_roots\)$/],
    [{ session_id: 42, cwd: "/p" }, /"session_id" Expected string/],
    [[1, 2], /not an object/],
  ];
  for (const [input, message] of bad) {
    assert.throws(() => parseHookInput("claude-code", JSON.stringify(input)), message);
  }
  assert.throws(() => parseHookInput("claude-code", "{"), /not JSON/);
  // Cursor sends conversation_id and workspace_roots: the message names those too.
  assert.throws(
    () => parseHookInput("cursor", JSON.stringify({ workspace_roots: ["/p"] })),
    /^ConfigError: Cannot read the Cursor hook input: no session id \(.*conversation_id\)$/,
  );
});

Deno.test("readHookStdin() stops at the first complete JSON even when stdin stays open, and bounds the size", async () => {
  let cancelled = false;
  const open = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"session_id":'));
      controller.enqueue(new TextEncoder().encode('"abc","cwd":"/p"}\n'));
      // Never closed, like some Claude Code versions' hook stdin.
    },
    cancel() {
      cancelled = true;
    },
  });
  assert.equal(await readHookStdin(open), '{"session_id":"abc","cwd":"/p"}\n');
  assert.equal(cancelled, true, "the reader lets go of stdin");
  const silent = new ReadableStream<Uint8Array>({ start() {} });
  assert.equal(await readHookStdin(silent, { maxBytes: 1024, timeoutMs: 50 }), "");
  const huge = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(2048).fill(32));
    },
  });
  await assert.rejects(readHookStdin(huge, { maxBytes: 1024, timeoutMs: 1000 }), /more than 1024/);
});

/**
 * The zod schema that checked the hook input until the hook stopped loading zod (its return time):
 * the hand-written checks must accept and refuse exactly what it did, with the same message.
 */
const absolutePath = z.string().min(1).max(4096).refine((p) => !p.includes("\0"), "contains NUL")
  .refine((p) => isAbsolute(p), "is not an absolute path");
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, "is not a session id");
const formerSchema = z.object({
  session_id: id.optional(),
  sessionId: id.optional(),
  conversation_id: id.optional(),
  cwd: absolutePath.optional(),
  workspace_roots: z.array(z.string()).max(64).optional(),
  transcript_path: absolutePath.nullable().optional(),
  hook_event_name: z.string().max(64).optional(),
  reason: z.string().max(64).optional(),
});

Deno.test("parseHookInput() refuses what the former zod schema refused, with its message, and takes what it took", () => {
  const values: unknown[] = [
    "abc",
    "/p",
    "",
    "../x",
    "a".repeat(65),
    "/" + "a".repeat(4096),
    "/p\0x",
    "\0",
    "rel/path",
    42,
    true,
    null,
    [],
    ["/a"],
    ["/a", 3],
    Array(65).fill("/a"),
    Array(65).fill(1),
    {},
    "SessionEnd",
  ];
  const keys = [
    "session_id",
    "sessionId",
    "conversation_id",
    "cwd",
    "workspace_roots",
    "transcript_path",
    "hook_event_name",
    "reason",
  ];
  const base = { session_id: "abc", cwd: "/p" };
  const inputs: Record<string, unknown>[] = [];
  for (const key of keys) for (const value of values) inputs.push({ ...base, [key]: value });
  // Two fields wrong at once: the first in the schema's order is named.
  for (const a of keys) for (const b of keys) if (a < b) inputs.push({ [b]: 7, [a]: null });
  for (const input of inputs) {
    const former = formerSchema.safeParse(input);
    let message: string | undefined;
    try {
      parseHookInput("claude-code", JSON.stringify(input));
    } catch (error) {
      message = (error as Error).message;
    }
    const shown = JSON.stringify(input).slice(0, 120);
    if (!former.success) {
      const issue = former.error.issues[0]!;
      assert.equal(
        message,
        `Cannot read the Claude Code hook input: "${issue.path.join(".")}" ${issue.message}`,
        shown,
      );
    } else {
      assert.ok(
        message === undefined || !/Cannot read the Claude Code hook input: "/.test(message),
        `${shown}: ${message}`,
      );
    }
  }
});
