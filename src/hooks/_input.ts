/**
 * The JSON an assistant's session-end hook sends on stdin, validated as hostile input (pure).
 * One schema takes what every assistant with a hook sends: `session_id`, `transcript_path`,
 * `cwd`, `hook_event_name`, `reason` (Claude Code, Gemini CLI, Codex), or `conversation_id` and
 * `workspace_roots` instead of `session_id` and `cwd`, and a `transcript_path` that may be null
 * (Cursor), or `sessionId` and `cwd` without a transcript path (GitHub Copilot CLI). Unknown keys
 * are ignored; nothing here touches the disk.
 */
import { isAbsolute, resolve } from "../paths.ts";
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

/**
 * What is wrong with a field's value (the message of the first problem), or `undefined`. The
 * messages are those the zod schema that checked the input before said (loading zod cost the
 * hook's return; tests/hooks/input_test.ts holds that schema and checks both agree).
 */
type FieldCheck = (value: unknown) => { path?: string; message: string } | undefined;

const sessionId: FieldCheck = (value) =>
  notString(value) ?? (SESSION_ID.test(value as string) ? undefined : issue("is not a session id"));

const absolutePath: FieldCheck = (value) => {
  const wrong = notString(value);
  if (wrong) return wrong;
  const path = value as string;
  if (path.length < 1) return issue("String must contain at least 1 character(s)");
  if (path.length > 4096) return issue("String must contain at most 4096 character(s)");
  if (path.includes("\0")) return issue("contains NUL");
  return isAbsolute(path) ? undefined : issue("is not an absolute path");
};

const shortText: FieldCheck = (value) =>
  notString(value) ??
    ((value as string).length > 64
      ? issue("String must contain at most 64 character(s)")
      : undefined);

const roots: FieldCheck = (value) => {
  if (!Array.isArray(value)) return issue(`Expected array, received ${typeName(value)}`);
  if (value.length > 64) return issue("Array must contain at most 64 element(s)");
  const i = value.findIndex((root) => typeof root !== "string");
  return i === -1 ? undefined : { path: String(i), ...notString(value[i])! };
};

/** The fields read, in the order they are checked (all optional; unknown keys are ignored). */
const FIELDS: ReadonlyArray<readonly [string, FieldCheck]> = [
  ["session_id", sessionId],
  // GitHub Copilot CLI's `sessionEnd` (camelCase, and no transcript path).
  ["sessionId", sessionId],
  ["conversation_id", sessionId],
  ["cwd", absolutePath],
  ["workspace_roots", roots],
  ["transcript_path", (value) => value === null ? undefined : absolutePath(value)],
  ["hook_event_name", shortText],
  ["reason", shortText],
];

interface RawInput {
  session_id?: string;
  sessionId?: string;
  conversation_id?: string;
  cwd?: string;
  workspace_roots?: string[];
  transcript_path?: string | null;
  hook_event_name?: string;
  reason?: string;
}

function issue(message: string): { message: string } {
  return { message };
}

function notString(value: unknown): { message: string } | undefined {
  return typeof value === "string"
    ? undefined
    : issue(`Expected string, received ${typeName(value)}`);
}

/** A JSON value's type, as the messages name it. */
function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

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
  const fields = raw as Record<string, unknown>;
  for (const [key, check] of FIELDS) {
    if (fields[key] === undefined) continue;
    const wrong = check(fields[key]);
    if (wrong) {
      const path = wrong.path === undefined ? key : `${key}.${wrong.path}`;
      throw inputError(`Cannot read the ${label} hook input: "${path}" ${wrong.message}`);
    }
  }
  const input = raw as RawInput;
  const event = input.hook_event_name;
  if (event !== undefined && event.toLowerCase() !== "sessionend") {
    throw inputError(`Cannot use a "${clean(event)}" hook event: ctx handles the session end only`);
  }
  const sessionId = input.session_id ?? input.sessionId ?? input.conversation_id;
  if (!sessionId) {
    // Each assistant names it its own way: say every name taken.
    throw inputError(
      `Cannot read the ${label} hook input: no session id (session_id, sessionId or ` +
        "conversation_id)",
    );
  }
  const cwd = input.cwd ?? input.workspace_roots?.[0];
  if (!cwd || !isAbsolute(cwd) || cwd.includes("\0") || cwd.length > 4096) {
    throw inputError(
      `Cannot read the ${label} hook input: no usable folder (an absolute cwd or workspace_roots)`,
    );
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
