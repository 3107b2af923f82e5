/**
 * Pure parsing of OpenAI Codex CLI rollouts, record by record (`RolloutParser`; the reader
 * streams the file into it, so a rollout of any size is read with bounded memory).
 *
 * `response_item` records are the conversation; `event_msg` `user_message`/`agent_message`
 * repeat the same text and count only when no item carries it (see `_thread.ts`). A fork
 * (`forked_from_id`) starts with a copy of its parent's history: only what the fork added is
 * read. A thread Codex started itself — a subagent (`source: {subagent: …}`), a `/review`
 * reviewer, a memory consolidation — is not a session of its own (`isOwnThread`). Record types
 * ctx does not know are skipped quietly and counted.
 */
import type { ReadResult, Skipped } from "../../types.ts";
import { isoTime, type Json, obj, str, tryJson } from "../../sources/build.ts";
import { splitJsonl } from "../../sources/jsonl.ts";
import { opensObject, parseRecord, withoutLead } from "../../sources/lead.ts";
import { Thread } from "./_thread.ts";

/** A UUIDv7 (time-ordered: its hex text sorts in creation order). */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a fork's copy of its parent's history is told apart (it comes right after the fork's own
 * `session_meta`), in this order of trust: the records before the one whose `ordinal` reaches
 * `subagent_history_start_ordinal`; the turns (`task_started`, `turn_context`) whose UUIDv7
 * `turn_id` is older than the fork's own id (a copied turn started before the fork was made).
 * When neither can be told, the whole file is read.
 */
type Fork =
  | { by: "ordinal"; from: number }
  | { by: "turns"; own: string; sawCopiedTurn: boolean; started: boolean };

export class RolloutParser {
  readonly #context: { id?: string };
  readonly #lean: boolean;
  readonly #skipped: Skipped[] = [];
  #id: string | undefined;
  #metaCwd: string | undefined;
  #metaAt: string | undefined;
  #metaSeen = false;
  #first = true;
  #fork: Fork | undefined;
  /** The thread being read: the fork's own once it starts (until then, maybe the copy). */
  #thread: Thread;
  /** Set when the records before the fork's own turn are all its parent's copy. */
  #skipping = false;
  /** A thread Codex started itself (`isOwnThread`). */
  #notOwn = false;

  constructor(context: { id?: string } = {}, options: { lean?: boolean } = {}) {
    this.#context = context;
    this.#lean = options.lean === true;
    this.#id = context.id;
    this.#thread = new Thread(options);
  }

  /** One record (1-based `line` for diagnostics). */
  record(value: unknown, line: number): void {
    const first = this.#first;
    this.#first = false;
    const record = obj(value);
    if (!record) {
      this.#skipped.push({ line, reason: "not an object" });
      return;
    }
    const type = str(record["type"]);
    const payload = obj(record["payload"]);
    if (type === "session_meta" || (!type && !payload && record["id"] && line === 1)) {
      // The first is the session's own; a fork copies its parent's after it.
      if (!this.#metaSeen) this.#meta(payload ?? record, isoTime(record["timestamp"]), first);
      return;
    }
    if (this.#fork && !this.#own(record)) return;
    this.#thread.record(record);
  }

  /** Records of a thread Codex started itself: not a session of its own. */
  get notOwn(): boolean {
    return this.#notOwn;
  }

  finish(): ReadResult {
    const fork = this.#fork;
    // Only copied turns: the fork added nothing yet.
    if (fork?.by === "turns" && !fork.started && fork.sawCopiedTurn) this.#restart();
    if (fork?.by === "ordinal" && this.#skipping) this.#restart();
    const thread = this.#thread;
    thread.finish();
    const skipped = this.#skipped.sort((a, b) => a.line - b.line);
    const warnings: string[] = [];
    const id = this.#id;
    if (!id) warnings.push("no session id (no session_meta line)");
    return {
      session: id
        ? {
          id,
          source: "codex",
          cwd: this.#metaCwd ?? thread.cwd ?? "",
          started: thread.builder.started,
          updated: thread.builder.updated,
          ...(thread.title ? { title: thread.title } : {}),
          turns: thread.builder.turns,
        }
        : null,
      skipped,
      warnings,
      unknownRecords: thread.unknown,
    };
  }

  #meta(meta: Json, at: string | undefined, first: boolean): void {
    this.#metaSeen = true;
    this.#id = str(meta["id"]) ?? this.#id;
    this.#metaCwd = str(meta["cwd"]);
    this.#metaAt = at ?? isoTime(meta["timestamp"]);
    this.#notOwn = !isOwnThread(meta);
    this.#thread.builder.touch(this.#metaAt);
    if (!first || str(meta["forked_from_id"]) === undefined) return;
    const from = meta["subagent_history_start_ordinal"];
    if (typeof from === "number" && Number.isInteger(from) && from >= 0) {
      this.#fork = { by: "ordinal", from };
      this.#skipping = true;
      return;
    }
    const own = str(meta["id"]) ?? "";
    if (UUID_V7.test(own)) {
      this.#fork = { by: "turns", own: own.toLowerCase(), sawCopiedTurn: false, started: false };
    }
  }

  /** Whether a record after a fork's meta is the fork's own (false: its parent's copy). */
  #own(record: Json): boolean {
    const fork = this.#fork!;
    if (fork.by === "ordinal") {
      if (!this.#skipping) return true;
      const ordinal = record["ordinal"];
      if (typeof ordinal !== "number" || ordinal < fork.from) return false;
      this.#skipping = false;
      this.#restart();
      return true;
    }
    if (fork.started) return true;
    const turn = turnId(record);
    if (turn === undefined || !UUID_V7.test(turn)) return true; // copy or own: read, in case
    if (turn.toLowerCase() >= fork.own) {
      fork.started = true;
      this.#restart();
    } else fork.sawCopiedTurn = true;
    return true;
  }

  /** Start the thread afresh (what was read so far was the parent's copy). */
  #restart(): void {
    this.#thread = new Thread({ lean: this.#lean });
    this.#thread.builder.touch(this.#metaAt);
  }
}

/**
 * A thread the human started (false: one Codex started itself — a subagent or `/review`'s
 * reviewer, `source: {"subagent": …}`, `thread_source: "subagent"`; a memory consolidation,
 * `source: {"internal": …}`), from its `session_meta`.
 */
export function isOwnThread(meta: Json): boolean {
  const source = meta["source"];
  if (typeof source === "string" && /^(sub_?agent|internal)/i.test(source)) return false;
  const kinds = obj(source);
  if (kinds && ("subagent" in kinds || "sub_agent" in kinds || "internal" in kinds)) return false;
  return meta["thread_source"] !== "subagent";
}

/** The `turn_id` of a record that starts or describes a turn. */
function turnId(record: Json): string | undefined {
  const payload = obj(record["payload"]);
  if (record["type"] === "turn_context") return str(payload?.["turn_id"]);
  if (record["type"] === "event_msg" && payload?.["type"] === "task_started") {
    return str(payload["turn_id"]);
  }
  return undefined;
}

/**
 * Parse a rollout held in memory (tests, small files): the current envelope, the early bare-item
 * JSONL, or the single-JSON form of spring 2025 (`{session: {…}, items: […]}`).
 */
export function parseCodexRollout(
  text: string,
  context: { id?: string } = {},
  options: { lean?: boolean } = {},
): ReadResult & { notOwn?: boolean } {
  const parser = new RolloutParser(context, options);
  const trimmed = withoutLead(text);
  const whole = trimmed.startsWith("{") && !trimmed.includes("\n{") ? tryJson(trimmed) : null;
  const doc = whole?.ok ? obj(whole.value) : undefined;
  if (doc && Array.isArray(doc["items"])) {
    parser.record({ type: "session_meta", payload: obj(doc["session"]) ?? {} }, 1);
    doc["items"].forEach((item, i) => parser.record(item, i + 2));
  } else {
    const { records, skipped } = splitJsonl(text);
    for (const { line, value } of records) parser.record(value, line);
    const result = parser.finish();
    result.skipped = [...skipped, ...result.skipped].sort((a, b) => a.line - b.line);
    return { ...result, ...(parser.notOwn ? { notOwn: true } : {}) };
  }
  return { ...parser.finish(), ...(parser.notOwn ? { notOwn: true } : {}) };
}

/** What a rollout's first line says: its id and cwd, and whether it is a session of its own. */
export interface RolloutHead {
  id?: string;
  cwd?: string;
  /** False for a thread Codex started itself (a subagent, a reviewer). */
  own: boolean;
  /** False when the line is not JSON (and no field could be found in it): not a rollout. */
  json: boolean;
}

/** The head of a rollout from its first line (`text` may be cut short by the read limit). */
export function parseRolloutHead(text: string): RolloutHead {
  const parsed = parseRecord(text);
  if (parsed.ok) {
    const record = obj(parsed.value);
    const meta = obj(record?.["payload"]) ?? record;
    const session = obj(record?.["session"]);
    const id = str(meta?.["id"]) ?? str(session?.["id"]);
    const cwd = str(meta?.["cwd"]);
    return {
      ...(id ? { id } : {}),
      ...(cwd ? { cwd } : {}),
      own: !meta || isOwnThread(meta),
      json: !!record,
    };
  }
  // A first line longer than the read limit (huge instructions): pick the fields by pattern.
  const field = (name: string) => {
    const m = new RegExp(`"${name}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(text);
    const v = m?.[1] ? tryJson(m[1]) : null;
    return v?.ok ? str(v.value) : undefined;
  };
  const id = field("id");
  const cwd = field("cwd");
  const subagent = /"source"\s*:\s*\{\s*"(?:sub_?agent|internal)"/.test(text) ||
    /"source"\s*:\s*"(?:sub_?agent|internal)/.test(text) ||
    /"thread_source"\s*:\s*"subagent"/.test(text);
  return {
    ...(id ? { id } : {}),
    ...(cwd ? { cwd } : {}),
    own: !subagent,
    json: opensObject(text),
  };
}
