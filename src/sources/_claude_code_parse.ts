/**
 * Pure parser of Claude Code JSONL transcripts (`~/.claude/projects/<enc-cwd>/<session>.jsonl`).
 * Fed one line at a time so huge files stream; returns a normalized `Session` plus diagnostics.
 *
 * What it does with the format's quirks (see shared/docs/transcript-formats.md §1):
 * - one `assistant` line per content block of a message: merged by `message.id`;
 * - resumed sessions copy earlier lines: de-duplicated by `uuid`;
 * - sidechains / subagent progress mirrors: skipped (they are another agent's work);
 * - injected user text (meta records, command wrappers, system reminders, caveats, compaction
 *   summaries): kept, labelled `injected`, so cleaning can drop it.
 */
import type { Part, Session, Skipped, Turn } from "../types.ts";

interface Envelope {
  type?: unknown;
  uuid?: unknown;
  sessionId?: unknown;
  cwd?: unknown;
  timestamp?: unknown;
  isSidechain?: unknown;
  isMeta?: unknown;
  isCompactSummary?: unknown;
  message?: unknown;
  summary?: unknown;
  aiTitle?: unknown;
  customTitle?: unknown;
}

/** Tags whose whole content is injected context rather than something the human typed. */
const INJECTED_TAGS = [
  "system-reminder",
  "local-command-caveat",
  "local-command-stdout",
  "local-command-stderr",
  "command-message",
  "ide_selection",
  "ide_opened_file",
  "ide_diagnostics",
  "user-prompt-submit-hook",
  "persisted-output",
  "bash-stdout",
  "bash-stderr",
  "bash-input",
] as const;

const INJECTED_RE = new RegExp(
  `<(${INJECTED_TAGS.join("|")})>[\\s\\S]*?</\\1>`,
  "g",
);
const INTERRUPT_RE = /^\[Request interrupted by user[^\]]*\]$/;

/** Accumulates one session from its lines. */
export interface BuilderOptions {
  /** Drop the text of parts cleaning would drop anyway (see `DiscoverOptions.lean`). */
  lean?: boolean;
}

export class ClaudeSessionBuilder {
  readonly #sessionIdHint: string;
  readonly #lean: boolean;
  /** Record uuids seen, as 53-bit hashes: a 200 MB session has ~250k of them. */
  readonly #seen = new Set<number>();
  readonly #turns: Turn[] = [];
  readonly #skipped: Skipped[] = [];
  readonly #cwds = new Map<string, number>();
  #lastCwd: string | undefined;
  #lastMessageId: string | undefined;
  #sessionId: string | undefined;
  #started: string | null = null;
  #updated: string | null = null;
  #title: string | undefined;
  #firstCwd: string | undefined;

  constructor(sessionIdHint: string, options: BuilderOptions = {}) {
    this.#sessionIdHint = sessionIdHint;
    this.#lean = options.lean === true;
  }

  /** Treat these record uuids as already seen (the copied history of a resumed session). */
  skipRecords(uuids: Iterable<string>): void {
    for (const uuid of uuids) this.#seen.add(hash53(uuid));
  }

  /** Feed one line (1-based `lineNo` for diagnostics). */
  addLine(line: string, lineNo: number): void {
    const trimmed = line.trim();
    if (!trimmed) return;
    let record: Envelope;
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        this.#skipped.push({ line: lineNo, reason: "not a JSON object" });
        return;
      }
      record = parsed as Envelope;
    } catch {
      this.#skipped.push({ line: lineNo, reason: "invalid JSON" });
      return;
    }
    this.addRecord(record, lineNo);
  }

  addRecord(record: Envelope, lineNo: number): void {
    const type = record.type;
    if (type === "summary" && typeof record.summary === "string") {
      this.#title ??= record.summary;
      return;
    }
    if (type === "ai-title" && typeof record.aiTitle === "string") {
      this.#title ??= record.aiTitle;
      return;
    }
    if (type === "custom-title" && typeof record.customTitle === "string") {
      this.#title = record.customTitle; // The user's own title wins.
      return;
    }
    if (type !== "user" && type !== "assistant") return; // progress, system, snapshots, …
    if (record.isSidechain === true) return; // Subagent work: another agent's transcript.
    if (typeof record.uuid === "string") {
      const key = hash53(record.uuid);
      if (this.#seen.has(key)) return; // Copied by a resume.
      this.#seen.add(key);
    }
    const message = record.message;
    if (!message || typeof message !== "object") {
      this.#skipped.push({ line: lineNo, reason: `${type} record without message` });
      return;
    }
    if (typeof record.sessionId === "string") this.#sessionId ??= record.sessionId;
    if (typeof record.cwd === "string" && record.cwd) {
      // The cwd rarely changes: only look it up in the map when it differs from the last one.
      if (record.cwd !== this.#lastCwd) {
        this.#firstCwd ??= record.cwd;
        if (!this.#cwds.has(record.cwd)) this.#cwds.set(record.cwd, 1);
        this.#lastCwd = record.cwd;
      }
    }
    const at = typeof record.timestamp === "string" ? record.timestamp : undefined;
    if (at) {
      this.#started ??= at;
      this.#updated = at;
    }
    const content = (message as { content?: unknown }).content;
    if (type === "assistant") {
      const id = (message as { id?: unknown }).id;
      const parts = this.#keep(assistantParts(content, this.#lean));
      if (parts.length === 0) return;
      const last = this.#turns.at(-1);
      if (typeof id === "string" && id === this.#lastMessageId && last?.role === "assistant") {
        for (const part of parts) {
          if (!last.parts.some((p) => samePart(p, part))) last.parts.push(part);
        }
        return;
      }
      this.#lastMessageId = typeof id === "string" ? id : undefined;
      this.#turns.push(turn("assistant", parts, at));
      return;
    }
    this.#lastMessageId = undefined;
    const injectedLabel = record.isCompactSummary === true
      ? "compact-summary"
      : record.isMeta === true
      ? "meta"
      : undefined;
    const parts = this.#keep(userParts(content, injectedLabel, this.#lean));
    if (parts.length === 0) return;
    this.#turns.push(turn("user", parts, at));
  }

  /** In lean mode, only the parts a sanitized transcript renders (fewer objects kept alive). */
  #keep(parts: Part[]): Part[] {
    if (!this.#lean || parts.every(keptWhenLean)) return parts;
    return parts.filter(keptWhenLean);
  }

  /** The session, or null when the file held no conversation. */
  finish(): { session: Session | null; skipped: Skipped[] } {
    if (this.#turns.length === 0) return { session: null, skipped: this.#skipped };
    const session: Session = {
      id: this.#sessionId ?? this.#sessionIdHint,
      source: "claude-code",
      cwd: this.#firstCwd ?? "",
      started: this.#started,
      updated: this.#updated,
      turns: this.#turns,
    };
    if (this.#title) session.title = this.#title;
    return { session, skipped: this.#skipped };
  }

  /** Every cwd recorded in the session (it changes after `cd`). */
  get cwds(): string[] {
    return [...this.#cwds.keys()];
  }
}

/** Parse a whole transcript held in memory (tests, small files). */
export function parseClaudeTranscript(
  text: string,
  sessionIdHint = "unknown",
  options: BuilderOptions = {},
): { session: Session | null; skipped: Skipped[]; cwds: string[] } {
  const builder = new ClaudeSessionBuilder(sessionIdHint, options);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) builder.addLine(lines[i]!, i + 1);
  return { ...builder.finish(), cwds: builder.cwds };
}

function assistantParts(content: unknown, lean: boolean): Part[] {
  if (typeof content === "string") return content.trim() ? [{ kind: "text", text: content }] : [];
  if (!Array.isArray(content)) return [];
  const parts: Part[] = [];
  for (const block of content) {
    if (!block || typeof block !== "object") continue;
    const b = block as Record<string, unknown>;
    switch (b.type) {
      case "text":
        if (typeof b.text === "string" && b.text.trim()) parts.push({ kind: "text", text: b.text });
        break;
      case "thinking":
        if (!lean) {
          parts.push({ kind: "thinking", text: typeof b.thinking === "string" ? b.thinking : "" });
        }
        break;
      case "redacted_thinking":
        if (!lean) parts.push({ kind: "thinking", text: "" });
        break;
      case "tool_use":
      case "server_tool_use":
        if (lean) break;
        parts.push({
          kind: "tool_call",
          name: typeof b.name === "string" ? b.name : "tool",
          input: compactJson(b.input),
        });
        break;
      default:
        if (!lean && typeof b.type === "string" && b.type.endsWith("_tool_result")) {
          parts.push({
            kind: "tool_result",
            text: compactJson(b.content),
            isError: false,
          });
        }
    }
  }
  return parts;
}

function userParts(content: unknown, injectedLabel: string | undefined, lean: boolean): Part[] {
  if (typeof content === "string") return textParts(content, injectedLabel);
  if (!Array.isArray(content)) return [];
  const parts: Part[] = [];
  for (const block of content) {
    if (!block || typeof block !== "object") continue;
    const b = block as Record<string, unknown>;
    if (b.type === "text" && typeof b.text === "string") {
      parts.push(...textParts(b.text, injectedLabel));
    } else if (b.type === "tool_result") {
      const isError = b.is_error === true;
      // Successful tool output is the bulk of big sessions and never reaches a sanitized prompt.
      if (lean && !isError) continue;
      parts.push({ kind: "tool_result", text: toolResultText(b.content), isError });
    } else if (b.type === "image" || b.type === "document") {
      parts.push({ kind: "snapshot", text: `[${b.type}]` });
    }
  }
  return parts;
}

/** Split typed text from the wrappers Claude Code injects around or inside it. */
function keptWhenLean(p: Part): boolean {
  return p.kind === "text" || (p.kind === "tool_result" && p.isError) ||
    (p.kind === "injected" && p.label === "compact-summary");
}

/**
 * A 53-bit hash of a string (two 32-bit FNV-1a lanes). Far smaller than the string in a Set;
 * with 250k uuids the chance of any collision is about 1 in 300,000.
 */
export function hash53(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) >>> 11);
}

function turn(role: Turn["role"], parts: Part[], at: string | undefined): Turn {
  const t: Turn = { role, parts };
  if (at) t.at = at;
  return t;
}

function textParts(text: string, injectedLabel: string | undefined): Part[] {
  if (!text.trim()) return [];
  if (injectedLabel) return [{ kind: "injected", label: injectedLabel, text }];
  // Fast path: no tag, no interruption marker: plain typed text.
  if (text.indexOf("<") === -1 && text.indexOf("[Request interrupted") === -1) {
    const trimmed = text.trim();
    return [{ kind: "text", text: trimmed === text ? text : own(trimmed) }];
  }
  if (INTERRUPT_RE.test(text.trim())) return [];
  const parts: Part[] = [];
  let rest = text;
  // Slash commands: `<command-name>/x</command-name> … <command-args>ARGS</command-args>`.
  const command = /<command-name>([\s\S]*?)<\/command-name>/.exec(rest);
  if (command) {
    const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(rest)?.[1]?.trim() ?? "";
    parts.push({ kind: "injected", label: "command", text: rest });
    if (args) parts.push({ kind: "text", text: `${command[1]!.trim()} ${args}` });
    return parts;
  }
  rest = rest.replace(INJECTED_RE, (match, tag: string) => {
    parts.push({ kind: "injected", label: tag, text: match });
    return "";
  });
  if (rest.trim()) parts.push({ kind: "text", text: own(rest.trim()) });
  return parts;
}

function toolResultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return compactJson(content);
  return content
    .map((b) =>
      b && typeof b === "object" && typeof (b as { text?: unknown }).text === "string"
        ? (b as { text: string }).text
        : ""
    )
    .filter(Boolean)
    .join("\n");
}

/** Tool inputs are noise for distillation; keep a short, single-line form. */
function compactJson(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  let text: string;
  try {
    text = JSON.stringify(value) ?? "";
  } catch {
    text = "";
  }
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * A trimmed string that owns its characters. V8 makes `trim()`/`slice()` results views into
 * the original string, so keeping a trimmed copy would keep the untrimmed one alive as well.
 * (Strings from `JSON.parse` are already their own.) Prepending a character and slicing it off
 * forces a flat copy.
 */
function own(text: string): string {
  return text.length < 13 ? text : (" " + text).slice(1);
}

function samePart(a: Part, b: Part): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "tool_call":
      return b.kind === "tool_call" && a.name === b.name && a.input === b.input;
    case "tool_result":
      return b.kind === "tool_result" && a.text === b.text && a.isError === b.isError;
    case "injected":
      return b.kind === "injected" && a.label === b.label && a.text === b.text;
    default:
      return a.text === (b as { text: string }).text;
  }
}
