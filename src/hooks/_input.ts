/**
 * The JSON an assistant's session-end hook sends on stdin, validated as hostile input (pure).
 * One schema takes what every assistant with a hook sends: `session_id`, `transcript_path`,
 * `cwd`, `hook_event_name`, `reason` (Claude Code, Gemini CLI, Codex), or `conversation_id` and
 * `workspace_roots` instead of `session_id` and `cwd`, and a `transcript_path` that may be null
 * (Cursor), or `sessionId` and `cwd` without a transcript path (GitHub Copilot CLI). Unknown keys
 * are ignored; nothing here touches the disk.
 */
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { hookAssistant } from "../assistants/mod.ts";
import { ConfigError } from "../errors.ts";

/** What ctx keeps of the hook input. */
export interface HookInput {
  /** The id of the assistant whose hook ran. */
  client: string;
  sessionId: string;
  /** The folder the session ran in (absolute, normalized). */
  cwd: string;
  /** Where the assistant says the transcript is; only compared with what discovery finds. */
  transcriptPath?: string;
  reason?: string;
}

/** Session ids as assistants write them (UUIDs and the like); nothing that can climb a path. */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const absolutePath = z.string().min(1).max(4096).refine((p) => !p.includes("\0"), "contains NUL")
  .refine((p) => isAbsolute(p), "is not an absolute path");

const schema = z.object({
  session_id: z.string().regex(SESSION_ID, "is not a session id").optional(),
  // GitHub Copilot CLI's `sessionEnd` (camelCase, and no transcript path).
  sessionId: z.string().regex(SESSION_ID, "is not a session id").optional(),
  conversation_id: z.string().regex(SESSION_ID, "is not a session id").optional(),
  cwd: absolutePath.optional(),
  workspace_roots: z.array(z.string()).max(64).optional(),
  transcript_path: absolutePath.nullable().optional(),
  hook_event_name: z.string().max(64).optional(),
  reason: z.string().max(64).optional(),
});

/** The human name of the assistant whose hook sends `--client <client>`. */
export function hookLabel(client: string): string {
  return hookAssistant(client)?.label ?? client;
}

/** `true` when `client` is the id of an assistant with a session-end hook. */
export function isHookClient(client: string): boolean {
  return hookAssistant(client) !== undefined;
}

/**
 * Validate the hook's stdin text. Throws `ConfigError` naming the field that is wrong, with a
 * hint; the text itself is never echoed (it may hold anything).
 */
export function parseHookInput(client: string, text: string): HookInput {
  const label = hookLabel(client);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw inputError(`Cannot read the ${label} hook input: not JSON`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw inputError(`Cannot read the ${label} hook input: not an object`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw inputError(
      `Cannot read the ${label} hook input: "${issue.path.join(".")}" ${issue.message}`,
    );
  }
  const input = parsed.data;
  const event = input.hook_event_name;
  if (event !== undefined && event.toLowerCase() !== "sessionend") {
    throw inputError(`Cannot use a "${clean(event)}" hook event: ctx handles the session end only`);
  }
  const sessionId = input.session_id ?? input.sessionId ?? input.conversation_id;
  if (!sessionId) {
    throw inputError(`Cannot read the ${label} hook input: no session_id`);
  }
  const cwd = input.cwd ?? input.workspace_roots?.[0];
  if (!cwd || !isAbsolute(cwd) || cwd.includes("\0") || cwd.length > 4096) {
    throw inputError(`Cannot read the ${label} hook input: no usable cwd`);
  }
  return {
    client,
    sessionId,
    // Absolute already; resolve() drops a trailing separator and `..` segments.
    cwd: resolve(cwd),
    ...(input.transcript_path ? { transcriptPath: resolve(input.transcript_path) } : {}),
    ...(input.reason ? { reason: clean(input.reason) } : {}),
  };
}

function inputError(message: string): ConfigError {
  return new ConfigError(message, {
    hint: "ctx hook session-end is run by the assistant with the session's JSON on stdin " +
      "(ctx install --hooks registers it)",
  });
}

/** Printable characters only, for values quoted in messages. */
function clean(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?");
}
