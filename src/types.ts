/**
 * Domain types shared across features: a normalized session (what every source produces),
 * an insight (what distillation produces), and the source interface.
 */

/**
 * The id of the assistant whose reader found a session (`claude-code`, `codex`, …): the registry
 * `src/assistants/mod.ts` lists them. A plain string here, so that this floor need not know the
 * assistants; the command line checks a name against the registry before it becomes one.
 */
export type SourceId = string;

/** One piece of a turn. Cleaning decides per kind what reaches the model. */
export type Part =
  /** Prose written by the human or the assistant. */
  | { kind: "text"; text: string }
  /** Model reasoning; always dropped when sanitizing. */
  | { kind: "thinking"; text: string }
  /** A tool invocation (name + compact input); dropped when sanitizing. */
  | { kind: "tool_call"; name: string; input: string }
  /**
   * A tool's output; dropped when sanitizing except short excerpts of failures. `excerpt`: the
   * text is already that excerpt (a reader in lean mode kept no more).
   */
  | { kind: "tool_result"; text: string; isError: boolean; excerpt?: true }
  /** Context the client injected (system reminders, command wrappers, IDE selections, rules). */
  | { kind: "injected"; text: string; label: string }
  /** File snapshots / attachments / code blocks captured by the client. */
  | { kind: "snapshot"; text: string };

export type Role = "user" | "assistant";

export interface Turn {
  role: Role;
  parts: Part[];
  /** ISO-8601 timestamp when known. */
  at?: string;
  /** The message id as the assistant records it (uuid, msg_…), when it has one. */
  id?: string;
  /**
   * Files this turn's tool calls read, edited or wrote, taken while reading (lean reading drops
   * the calls themselves): the evidence an insight's code anchors rest on.
   */
  touched?: FileTouch[];
}

/** A file a tool call read, edited or wrote, as the call named it. */
export interface FileTouch {
  /** As recorded: absolute, or relative to the session's (or the call's) working folder. */
  path: string;
  via: "read" | "edited" | "written";
  /** Lines read, 1-based and inclusive, when the call said which. */
  lines?: [number, number];
  /** The text the call left in the file (an edit's new text, a write's content), normalised. */
  snippet?: { hash: string; lines: number };
  /** The id and time of the record that made the call, when it is not its turn's own. */
  id?: string;
  at?: string;
}

/** A normalized conversation, independent of the assistant that wrote it. */
export interface Session {
  id: string;
  source: SourceId;
  /** Absolute project directory the session belongs to. */
  cwd: string;
  /** ISO-8601 of the first turn, when known. */
  started: string | null;
  /** ISO-8601 of the last turn, when known. */
  updated: string | null;
  title?: string;
  turns: Turn[];
}

/** A line or record a parser could not use; counted and reported, never fatal. */
export interface Skipped {
  line: number;
  reason: string;
}

/** What a pure parser returns. */
export interface ParseResult {
  sessions: Session[];
  skipped: Skipped[];
  /** Human-readable per-file warnings (unknown schema, truncated JSON, …). */
  warnings: string[];
}

/**
 * A session found on disk but not read yet. `fingerprint` is cheap to compute (size + mtime,
 * or a row's update time) and lets a rerun skip unchanged sessions without reading them.
 */
export interface SessionRef {
  source: SourceId;
  /** Session id as the assistant names it. */
  id: string;
  /** Where it lives (file, or database + key), for messages. */
  location: string;
  fingerprint: string;
  /** Size in bytes when known, for reports and budgeting. */
  size?: number;
  /** Source-private data needed by `read` (e.g. the composer id inside a database). */
  data?: Record<string, string>;
}

export interface DiscoverOptions {
  /** Absolute path of the project whose sessions are wanted. */
  projectPath: string;
  /** The user's home directory (tests pass a temp dir). */
  home: string;
  /** Explicit storage directory from `--<assistant>-dir`. */
  dir?: string;
  /** Absolute paths whose sessions must never be read (ctx's own scratch dir). */
  excludeCwds?: string[];
  signal?: AbortSignal;
  /**
   * Keep only what a sanitized transcript uses (SANITIZE_CHAT=1): sources may then skip the
   * text of thinking, tool inputs and successful tool output while parsing, which bounds the
   * memory of huge sessions. Failed tool output, prose and compaction summaries stay.
   */
  lean?: boolean;
  /**
   * What discovery read of a file before (its cwd, its first record), kept by the file's
   * fingerprint: a reader that finds it here need not read the file again. Absent: read.
   */
  heads?: HeadCache;
}

/**
 * Small facts a reader took from the start of a file, remembered by the file's fingerprint
 * (size and mtime): `get` answers only for this very fingerprint.
 */
export interface HeadCache {
  /** What was kept of the file `name` directly in `folder`, when its fingerprint is this one. */
  get(folder: string, name: string, fingerprint: string): Record<string, string> | undefined;
  set(folder: string, name: string, fingerprint: string, head: Record<string, string>): void;
  /**
   * `folder` was listed in full and holds these entries (names): what is kept of its files no
   * longer there is forgotten. Never called for a listing that failed.
   */
  listed?(folder: string, names: readonly string[]): void;
  /**
   * The files of `folder` (names): as a run listed them last, while the folder keeps the mtime and
   * inode it had then (a file added, removed or renamed changes its folder's mtime; a file that
   * grows does not change the names), else `list()`'s, then `listed`. `undefined`: it cannot be
   * listed.
   */
  list?(folder: string, list: () => string[] | undefined): string[] | undefined;
}

export interface ReadResult {
  session: Session | null;
  /** Lines or records that could not be parsed (malformed): the first ones, when many. */
  skipped: Skipped[];
  /** How many were skipped in all, when that is more than `skipped` lists. */
  skippedCount?: number;
  warnings: string[];
  /** Valid records of a type the parser does not know: skipped quietly, counted. */
  unknownRecords?: number;
}

/** What a source found for a project. */
export interface Discovered {
  refs: SessionRef[];
  warnings: string[];
  /**
   * Threads the assistant started itself (subagents, reviews) found and skipped: not sessions of
   * their own, their work reaches the model through the parent session's tool output.
   */
  threads?: number;
}

/** One module per assistant implements this. */
export interface Source {
  readonly id: SourceId;
  /** Human name, e.g. "Claude Code". */
  readonly label: string;
  discover(options: DiscoverOptions): Promise<Discovered>;
  /**
   * Where `discover` looks for history (folders or database files, existing or not), so
   * `ctx status` and an empty `ctx init` can say where they looked.
   */
  locations?(options: Pick<DiscoverOptions, "home" | "dir" | "projectPath">): string[];
  read(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult>;
}

export const INSIGHT_TYPES = [
  "bug",
  "fix",
  "decision",
  "gotcha",
  "pattern",
  "howto",
  "note",
] as const;
export type InsightType = typeof INSIGHT_TYPES[number];

/** One durable piece of project knowledge distilled from a session. */
export interface Insight {
  /** Stable id (`ins_` + 12 hex), derived from source, session id and title. */
  id: string;
  type: InsightType;
  title: string;
  summary: string;
  tags: string[];
  file?: string;
  /**
   * ISO-8601 date of this insight when it is not its file's (a teammate's insight pulled from a
   * team server: when it was first shared). The index files it under this date.
   */
  date?: string;
  /**
   * Ids of earlier insights of the same project this one replaces (a reversed decision, a fix
   * that replaced a workaround): the source of truth of supersession (docs/memory.md).
   */
  supersedes?: string[];
  /** What it rests on: the session's turns and the code it points at (summary format 2). */
  anchors?: Anchors;
}

/** How an anchored file came into an insight's evidence. */
export const ANCHOR_VIAS = ["edited", "written", "read", "named"] as const;
export type AnchorVia = typeof ANCHOR_VIAS[number];

/** A transcript turn an insight rests on: its message id, else its time. */
export interface TurnAnchor {
  id?: string;
  at?: string;
}

/** A file an insight points at. */
export interface FileAnchor {
  /** POSIX path relative to the project root: never absolute, never through `..`. */
  path: string;
  /** 1-based inclusive line range (of the snippet, when there is one). */
  lines?: [number, number];
  /** `sha256:<hex>` of the normalised snippet at `lines` (see `src/snippet.ts`). */
  snippet?: string;
  via: AnchorVia;
}

/** Where an insight came from in the session, and where it points in the code. */
export interface Anchors {
  turns: TurnAnchor[];
  files: FileAnchor[];
  /** The commit HEAD was at when the session happened (40 hex), when it is the insight's own. */
  commit?: string;
}

/** True for a plain object (a JSON object read from outside): not `null`, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
