/**
 * Who wrote each piece of a user-side message of Cline, Roo Code and Kilo Code (pure). The
 * clients send the human's words wrapped in tags (`<task>`, `<feedback>`, `<answer>`,
 * `<user_message>`; Cline 4.x `<user_input>` and `<user_command>`; Roo Code's JSON approval
 * feedback), inside user messages that also hold what the client generated: tool results,
 * `<environment_details>`, task-progress lists, attached file contents, resumption notices.
 * Only the wrapped words are the human's; the rest is a tool's output or injected context.
 */
import type { Part } from "../../types.ts";
import { obj, str, tryJson } from "../../sources/build.ts";

/** The tags the clients wrap what the human typed in. */
const HUMAN_TAG =
  /<(task|feedback|answer|user_message|user_input|user_command)(\s[^>]*)?>([\s\S]*?)<\/\1>/g;

/** The tools whose result carries the human's reply (an answer, feedback on a result or a command). */
const HUMAN_TOOLS = new Set([
  "ask_followup_question",
  "attempt_completion",
  "plan_mode_respond",
  "act_mode_respond",
  "execute_command",
]);

const ENVIRONMENT = /<environment_details>[\s\S]*?(<\/environment_details>|$)/g;

/** Where a user-side text was found. */
export interface TextPlace {
  /** A tool's result (`tool_result` block or `[tool] Result:` text), and the tool's name. */
  result?: { tool: string; isError: boolean };
  /** Text outside any wrapper is the human's (Cline 4.x messages), unless it looks generated. */
  plainIsHuman?: boolean;
}

/**
 * The parts of one user-side text: the human's words as `text`, the rest as `tool_result` (in a
 * result) or `injected` (labelled by what it is).
 */
export function userTextParts(text: string, place: TextPlace): Part[] {
  const parts: Part[] = [];
  const rest: string[] = [];
  let cursor = 0;
  for (const env of text.matchAll(ENVIRONMENT)) {
    splitHuman(text.slice(cursor, env.index), place, parts, rest);
    parts.push({ kind: "injected", label: "environment_details", text: env[0] });
    cursor = env.index + env[0].length;
  }
  splitHuman(text.slice(cursor), place, parts, rest);
  if (place.result) {
    const output = rest.join("\n").trim();
    if (output !== "" || parts.length === 0) {
      const isError = place.result.isError || looksFailed(output);
      parts.unshift({ kind: "tool_result", text: output, isError });
    }
  }
  return parts;
}

/** The human's words in `text` (as parts), the rest into `rest` (a result) or parts. */
function splitHuman(text: string, place: TextPlace, parts: Part[], rest: string[]): void {
  if (text.trim() === "") return;
  let body = text;
  if (place.result) {
    const feedback = jsonFeedback(body);
    if (feedback) {
      parts.push({ kind: "text", text: feedback.text });
      body = feedback.rest;
    }
  }
  let cursor = 0;
  for (const match of body.matchAll(HUMAN_TAG)) {
    if (!humanHere(body, match.index, match[1]!, place)) continue;
    generated(body.slice(cursor, match.index), place, parts, rest);
    const inner = match[3]!.trim();
    const slash = match[1] === "user_command" ? /slash="([^"]+)"/.exec(match[2] ?? "")?.[1] : "";
    if (inner !== "" || slash) {
      parts.push({ kind: "text", text: slash ? `/${slash} ${inner}`.trim() : inner });
    }
    cursor = match.index + match[0].length;
  }
  generated(body.slice(cursor), place, parts, rest);
}

/**
 * Whether a wrapper at `index` holds the human's words. In a prompt, always; in a tool's result
 * only where the client puts them (the result of a tool that asks the human, or feedback after
 * its lead-in line), so a file that happens to contain such tags is still the file's text.
 */
function humanHere(text: string, index: number, tag: string, place: TextPlace): boolean {
  if (!place.result) return true;
  const lineStart = index === 0 || text[index - 1] === "\n";
  if (!lineStart) return false;
  if (HUMAN_TOOLS.has(place.result.tool)) return true;
  const before = text.slice(Math.max(0, index - 200), index).trimEnd();
  const lead = before.slice(before.lastIndexOf("\n") + 1);
  return tag === "feedback" && /feedback/i.test(lead);
}

/** Roo Code's approval feedback: `{"status":"approved"|"denied"|"guidance","feedback":…}` first. */
function jsonFeedback(text: string): { text: string; rest: string } | undefined {
  const match = /^\s*(\{"status":"(?:approved|denied|guidance)"[^\n]*\})/.exec(text);
  if (!match) return undefined;
  const parsed = tryJson(match[1]!);
  const feedback = parsed.ok ? str(obj(parsed.value)?.["feedback"])?.trim() : undefined;
  if (!feedback) return undefined;
  return { text: feedback, rest: text.slice(match[0].length) };
}

/** Text outside the wrappers: the tool's output, injected context, or (4.x) the human's. */
function generated(text: string, place: TextPlace, parts: Part[], rest: string[]): void {
  const trimmed = text.trim();
  if (trimmed === "") return;
  if (place.result) {
    rest.push(trimmed);
    return;
  }
  if (place.plainIsHuman && !looksGenerated(trimmed)) {
    parts.push({ kind: "text", text: trimmed });
    return;
  }
  parts.push({ kind: "injected", label: generatedLabel(trimmed), text: trimmed });
}

/** Openings of what the clients write into user messages themselves. */
const GENERATED_OPENINGS = [
  /^\[(TASK RESUMPTION|ERROR|NOTE|Response interrupted)/,
  /^\[\[NOTE\]/,
  /^Task was interrupted/,
  /^# (task_progress|TODO LIST|Current Mode|Context Window)/i,
  /^<(hook_context|mode_notice|file_content|final_file_content|explicit_instructions|environment_details|slash_command|system-reminder)\b/,
  /^Files attached by the user/,
  /^The user (provided|has provided|denied|approved|made the following)/,
  /^\(tool did not return anything\)/,
];

function looksGenerated(text: string): boolean {
  return GENERATED_OPENINGS.some((opening) => opening.test(text));
}

/** What an injected piece is, for the transcript's `(label)`. */
function generatedLabel(text: string): string {
  if (text.startsWith("[TASK RESUMPTION]")) return "task_resumption";
  if (/^# task_progress/i.test(text)) return "task_progress";
  if (/^(Files attached by the user|<file_content)/.test(text)) return "file_content";
  const tag = /^<([a-z_-]+)[\s>]/.exec(text)?.[1];
  return tag ?? "generated";
}

/** Whether a tool's output reports a failure (Cline's and Roo Code's error wordings). */
function looksFailed(text: string): boolean {
  return /^(The tool execution failed|Error[: ]|\[ERROR\])|"status":\s*"error"|\n<error>\n/.test(
    text.replace(/^\[[^\]\n]*\] Result:\s*/, ""),
  );
}

/**
 * The tool named by a `[tool for 'arg'] Result:` text block (Cline's results written as text),
 * or undefined when the text is not one.
 */
export function resultHeaderTool(text: string): string | undefined {
  const header = /^\s*\[([^\]\n]+?)\] Result:/.exec(text)?.[1];
  if (header === undefined) return undefined;
  return /^[\w-]+/.exec(header.replace(/^mcp_tool: /, ""))?.[0] ?? header;
}

/**
 * The folder the task ran in, from an `<environment_details>` text: `# Current Working
 * Directory (…) Files` (Cline) or `# Current Workspace Directory (…) Files` (Roo Code, Kilo
 * Code); for a multi-root workspace (`Primary: name`), the folder of that name in the
 * `# Workspace Configuration` JSON (else its first folder).
 */
export function environmentCwd(text: string): string | undefined {
  const header = /# Current (?:Working|Workspace) Directory \(([^\n]*?)\) Files/.exec(text)?.[1];
  if (header !== undefined && !header.startsWith("Primary: ") && header.trim() !== "") {
    return header.trim();
  }
  const folders = workspaceFolders(text);
  const primary = header?.slice("Primary: ".length).trim();
  const named = folders.find((f) => primary && f.replace(/[\\/]+$/, "").endsWith(`/${primary}`));
  return named ?? folders[0];
}

/** The folders of the `# Workspace Configuration` JSON (`{"workspaces": {"<folder>": …}}`). */
function workspaceFolders(text: string): string[] {
  const at = text.indexOf("# Workspace Configuration");
  if (at < 0) return [];
  const open = text.indexOf("{", at);
  if (open < 0) return [];
  const close = objectEnd(text, open);
  if (close === undefined) return [];
  const parsed = tryJson(text.slice(open, close));
  const workspaces = parsed.ok ? obj(obj(parsed.value)?.["workspaces"]) : undefined;
  return Object.keys(workspaces ?? {}).filter((folder) => folder.trim() !== "");
}

/** The end (exclusive) of the JSON object opening at `open`, strings respected. */
function objectEnd(text: string, open: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  return undefined;
}
