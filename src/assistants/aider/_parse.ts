/**
 * One aider launch of `.aider.chat.history.md` as a session (pure). aider writes three kinds of
 * lines (`aider/io.py`):
 *
 * - `#### ` lines: what went in as the user's message, one line per input line, each ending in
 *   two spaces (Markdown's line break); a blank line separates two inputs.
 * - `> ` lines (also ending in two spaces): aider's own output — the command line, model and repo
 *   announcements, token counts, `Applied edit to …`, commits, y/n questions and their answers,
 *   errors. Never the human's.
 * - everything else: the model's answer, as Markdown.
 *
 * Not every `####` block is a prompt the human typed:
 *
 * - a y/n question answered by a group choice ("(A)ll") is logged as `####` with its answer;
 * - in architect mode the architect's answer is handed to the editor model as a `####` block
 *   (`editor_coder.run(with_message=…)`), the same text as the answer just above it;
 * - `/ask`, `/code`, `/architect`, `/context` and `/ok` log their message again as a `####` block
 *   when they send it, and `/help <question>` logs the question with the documentation it found;
 * - other slash commands (`/add`, `/drop`, `/run`, `!…`, …) act on aider, not on the model.
 *
 * The human's prompt is each remaining block; for the chat commands, the message after the
 * command (`/ask why?` → `why?`; `/ok` → the message it stands for). `.aider.input.history`, when
 * there is one, confirms what was typed (a block it holds is never taken for the architect's
 * echo) and dates the prompts. `--message "…"` is logged once as `####` (and in the `> ` command
 * line, which is aider's output): it is one prompt.
 */
import type { ReadResult } from "../../types.ts";
import { TurnBuilder } from "../../sources/build.ts";
import type { TypedEntry } from "./_sections.ts";

/** aider's commands (`aider/commands.py`, `cmd_*`), for its unique-prefix matching. */
const COMMANDS = [
  "model",
  "editor-model",
  "weak-model",
  "chat-mode",
  "models",
  "web",
  "commit",
  "lint",
  "clear",
  "reset",
  "tokens",
  "undo",
  "diff",
  "add",
  "drop",
  "git",
  "test",
  "run",
  "exit",
  "quit",
  "ls",
  "help",
  "ask",
  "code",
  "architect",
  "context",
  "ok",
  "voice",
  "paste",
  "read-only",
  "map",
  "map-refresh",
  "settings",
  "load",
  "save",
  "multiline-mode",
  "copy",
  "report",
  "editor",
  "edit",
  "think-tokens",
  "reasoning-effort",
  "copy-context",
];

/** The commands whose text is a message to the model (`_generic_chat_command`). */
const CHAT_COMMANDS = new Set(["ask", "code", "architect", "context"]);

/** What `/ok` sends (`cmd_ok`), its arguments appended. */
const OK_MESSAGE = "Ok, please go ahead and make those changes.";

/** A y/n question of `confirm_ask` with its answer, as aider logs a group's choice. */
const CONFIRM = /\(Y\)es\/\(N\)o[^\n]*\[[^\]\n]*\]: ?\S*$/;

type Block = { kind: "user" | "tool" | "assistant"; lines: string[] };

export interface AiderContext {
  id: string;
  cwd: string;
  startedAt?: string;
  /** The `.aider.input.history` entries typed during this launch, in order. */
  typed?: readonly TypedEntry[];
}

/** One launch's text (from its start line) as a session; null when nothing was asked. */
export function parseAiderSection(text: string, context: AiderContext): ReadResult {
  const blocks = splitBlocks(text);
  const builder = new TurnBuilder();
  const typed = context.typed ?? [];
  let cursor = 0;
  /** The model's last answer since the last input, for the architect's echo. */
  let answer: string | undefined;
  /** The message a chat command will log again when it sends it. */
  let echo: { text: string; help: boolean } | undefined;
  let prompts = 0;
  let replies = 0;
  for (const block of blocks) {
    const body = trimBlank(block.lines).join("\n");
    if (block.kind === "assistant") {
      if (body.trim() === "") continue;
      answer = body;
      replies++;
      builder.add("assistant", [{ kind: "text", text: body }]);
      continue;
    }
    if (block.kind === "tool") {
      if (body.trim() === "") continue;
      builder.add("assistant", [{ kind: "tool_result", text: body, isError: isFailure(body) }]);
      continue;
    }
    const input = block.lines.join("\n");
    const previous = answer;
    answer = undefined;
    if (input.trim() === "" || input.trim() === "<blank>") continue;
    if (block.lines.length === 1 && CONFIRM.test(input)) {
      builder.add("assistant", [{ kind: "injected", label: "aider-confirm", text: input }]);
      continue;
    }
    // A chat command's message is logged again right after the command, when it is sent.
    const expected = echo;
    echo = undefined;
    if (expected?.help && input.startsWith("# Question: ")) {
      builder.add("assistant", [{ kind: "injected", label: "aider-help-docs", text: input }]);
      continue;
    }
    if (expected && same(input, expected.text)) continue;
    const match = findTyped(typed, cursor, input);
    if (match >= 0) cursor = match + 1;
    const at = match >= 0 ? typed[match]!.at : undefined;
    if (match < 0 && previous !== undefined && same(input, previous)) {
      continue; // The architect's answer handed to the editor model: not typed.
    }
    const command = slashCommand(input);
    if (command === undefined) {
      prompts++;
      builder.add("user", [{ kind: "text", text: input }], {
        ...(at ? { at } : {}),
        newTurn: true,
      });
      continue;
    }
    const message = command.name === "ok"
      ? `${OK_MESSAGE} ${command.args}`.trim()
      : CHAT_COMMANDS.has(command.name) || command.name === "help"
      ? command.args
      : "";
    if (message.trim() === "") {
      builder.add("user", [{ kind: "injected", label: "aider-command", text: input }], {
        ...(at ? { at } : {}),
        newTurn: true,
      });
      continue;
    }
    echo = { text: message, help: command.name === "help" };
    prompts++;
    builder.add("user", [{ kind: "text", text: message }], {
      ...(at ? { at } : {}),
      newTurn: true,
    });
  }
  if (prompts === 0 || replies === 0) {
    return { session: null, skipped: [], warnings: [] };
  }
  const started = context.startedAt ?? builder.started;
  return {
    session: {
      id: context.id,
      source: "aider",
      cwd: context.cwd,
      started,
      updated: later(builder.updated, started),
      turns: builder.turns,
    },
    skipped: [],
    warnings: [],
  };
}

/** Whether a launch's text holds a prompt and an answer (discovery skips the others). */
export function hasConversation(text: string): boolean {
  return parseAiderSection(text, { id: "-", cwd: "/" }).session !== null;
}

/**
 * The lines grouped as aider wrote them. A file whose `####`/`>` lines lost their two trailing
 * spaces (an editor stripped them) is read by the prefixes alone.
 */
function splitBlocks(text: string): Block[] {
  const lines = text.split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
  // The start line is not content.
  if (lines[0]?.startsWith("# aider chat started at ")) lines.shift();
  const strict = lines.some((l) => /^(?:####(?: .*)?|>(?: .*)?) {2}$/.test(l));
  const blocks: Block[] = [];
  let current: Block | undefined;
  const push = (kind: Block["kind"], line: string) => {
    if (current?.kind !== kind) {
      current = { kind, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  };
  for (const line of lines) {
    const user = strict ? /^####(?: (.*?))? {2}$/.exec(line) : /^####(?: (.*))?$/.exec(line);
    if (user) {
      push("user", user[1] ?? "");
      continue;
    }
    const tool = strict ? /^>(?: (.*?))? {2}$/.exec(line) : /^>(?: (.*))?$/.exec(line);
    if (tool) {
      push("tool", tool[1] ?? "");
      continue;
    }
    if (line.trim() === "") {
      // A blank line ends an input (the next input is a block of its own); it is part of an
      // answer's Markdown; between two `>` lines it changes nothing.
      if (current?.kind === "user") current = undefined;
      else if (current?.kind === "assistant") current.lines.push(line);
      continue;
    }
    push("assistant", line);
  }
  return blocks;
}

/** `/cmd args` resolved as aider resolves it (exact name, else a unique prefix). */
function slashCommand(input: string): { name: string; args: string } | undefined {
  if (input.startsWith("!")) return { name: "run", args: input.slice(1) };
  if (!input.startsWith("/")) return undefined;
  const word = /^\/(\S*)/.exec(input)![1]!;
  const args = input.slice(1 + word.length).trim();
  const name = COMMANDS.includes(word) ? word : (() => {
    const found = COMMANDS.filter((c) => c.startsWith(word));
    return found.length === 1 ? found[0]! : "";
  })();
  // An unknown or ambiguous command is refused by aider: not a message either way.
  return { name, args };
}

/** The first entry at or after `from` that holds exactly `input` (whitespace aside), or -1. */
function findTyped(typed: readonly TypedEntry[], from: number, input: string): number {
  for (let i = from; i < typed.length; i++) if (same(typed[i]!.text, input)) return i;
  return -1;
}

function same(a: string, b: string): boolean {
  return norm(a) === norm(b);
}

function norm(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** aider's own output that reports a failure (an API error, an edit that did not apply). */
function isFailure(text: string): boolean {
  return /\b(error|exception|traceback|failed|unable to|did not conform|not found)\b/i.test(text);
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === "") start++;
  while (end > start && lines[end - 1]!.trim() === "") end--;
  return lines.slice(start, end);
}

function later(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
