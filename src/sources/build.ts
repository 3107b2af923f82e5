/**
 * Small helpers the parsers share: defensive accessors for untyped JSON (the formats are
 * undocumented and drift, so every field is optional) and a builder that merges consecutive
 * records of one role into one turn.
 */
import type { FileTouch, Part, ReadResult, Role, Turn } from "../types.ts";
import { leanParts } from "./lean.ts";
import { dedupeTouches, touchesOfParts } from "./touches.ts";

export type Json = Record<string, unknown>;

/** The value as a plain object, or undefined. */
export function obj(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? value as Json
    : undefined;
}

/** The value as a string, or undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The value as a finite number, or undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The value as an array (empty when it is not one). */
export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A compact one-line rendering of a tool input or output: strings as-is, the rest as JSON. */
export function compact(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** ISO-8601 from epoch milliseconds (or an ISO string passed through); undefined when invalid. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value === "string" && value !== "") {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return undefined;
}

/**
 * ISO-8601 from an epoch number in whatever unit a format wrote it: seconds, milliseconds,
 * microseconds or nanoseconds, told apart by magnitude (a date between 1973 and 5138 in each);
 * ISO strings pass through as in `isoTime`. Undefined when invalid.
 *
 * @example
 * epochTime(1764000000);     // "2025-11-24T16:00:00.000Z" (seconds)
 * epochTime(1764000000000);  // the same instant (milliseconds)
 */
export function epochTime(value: unknown): string | undefined {
  if (typeof value !== "number") return isoTime(value);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const ms = value < 1e11
    ? value * 1000
    : value < 1e14
    ? value
    : value < 1e17
    ? value / 1e3
    : value / 1e6;
  return isoTime(Math.round(ms));
}

/**
 * The result of a session that cannot be read, and the one warning that says so: the file, then
 * why (`Cannot read "<path>": <why>`).
 */
export function cannotRead(path: string, why: string): ReadResult {
  return { session: null, skipped: [], warnings: [`Cannot read "${path}": ${why}`] };
}

/** Parse JSON without throwing. */
export function tryJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // V8 quotes the text where it stopped (`Unexpected token 'g', "ghp_Ab3dEf"... is not valid
    // JSON`): ten characters of a transcript, maybe of a secret, that no warning may print.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: message.replace(/, (?:\.\.\.)?"[\s\S]*$/, "") };
  }
}

/**
 * Collects parts into turns. Parts of the same role that follow each other land in one turn
 * (agent modes write one model turn as many records); empty text parts are dropped.
 *
 * Lean (`{ lean: true }`, see `DiscoverOptions.lean`): only the parts a sanitized transcript
 * renders are kept (`leanParts`), but the turns are those a full read makes — a record whose
 * parts were all dropped still starts or continues its turn — so cleaning gives the same text.
 */
export class TurnBuilder {
  readonly turns: Turn[] = [];
  readonly #lean: boolean;
  #first: string | undefined;
  #last: string | undefined;
  #pending: { role: Role; at: string } | undefined;

  constructor(options: { lean?: boolean } = {}) {
    this.#lean = options.lean === true;
  }

  /**
   * Append parts under `role`. A new turn starts when the role changes, or when `newTurn` is
   * set and the current turn already has prose (so injected context that precedes a prompt
   * stays in the prompt's turn). `id` (the record's message id) names a turn it starts.
   * `held`: `parts` were already reduced by lean reading and the record had parts (so it counts
   * as one that had, even when none is left); `touched`: then the files its dropped tool calls
   * touched (`touchesOfParts` of the parts before they were reduced).
   */
  add(
    role: Role,
    parts: Part[],
    options: {
      at?: string;
      newTurn?: boolean;
      id?: string;
      held?: boolean;
      touched?: FileTouch[];
    } = {},
  ): void {
    const kept = parts.filter((part) => !isEmptyPart(part));
    const shown = this.#lean ? leanParts(kept) : kept;
    const touched = options.touched ?? touchesOfParts(kept);
    if (options.at) {
      this.#first ??= options.at;
      if (!this.#last || options.at > this.#last) this.#last = options.at;
    }
    const last = this.turns[this.turns.length - 1];
    if (kept.length === 0 && options.held !== true) {
      // An empty record (e.g. signature-only thinking) still dates the turn it starts.
      if (options.at && (!last || last.role !== role) && this.#pending?.role !== role) {
        this.#pending = { role, at: options.at };
      }
      return;
    }
    const split = options.newTurn && last?.parts.some((p) => p.kind === "text");
    if (last && last.role === role && !split) {
      last.parts.push(...shown);
      if (touched.length) last.touched = dedupeTouches([...last.touched ?? [], ...touched]);
      return;
    }
    const turn: Turn = { role, parts: shown };
    const at = this.#pending?.role === role ? this.#pending.at : options.at;
    if (at) turn.at = at;
    if (options.id) turn.id = options.id;
    if (touched.length) turn.touched = touched;
    this.#pending = undefined;
    this.turns.push(turn);
  }

  /** Note a timestamp without adding a part (e.g. from a record that had none). */
  touch(at: string | undefined): void {
    if (!at) return;
    this.#first ??= at;
    if (!this.#last || at > this.#last) this.#last = at;
  }

  get started(): string | null {
    return this.#first ?? null;
  }

  get updated(): string | null {
    return this.#last ?? null;
  }
}

/** A part with nothing in it (dropped by `TurnBuilder`). */
export function isEmptyPart(part: Part): boolean {
  switch (part.kind) {
    case "text":
    case "thinking":
    case "snapshot":
    case "injected":
      return part.text.trim() === "";
    case "tool_call":
      return part.name === "" && part.input === "";
    case "tool_result":
      return false;
  }
}

/**
 * Split text into what the human typed and the XML-ish blocks a client wrapped around it
 * (`<environment_context>…</environment_context>`, `<attached_files>…`). Blocks named in
 * `unwrap` keep their inner text as typed text (e.g. Cursor's `<user_query>`).
 */
export function splitTaggedBlocks(
  text: string,
  options: { unwrap?: string[] } = {},
): Part[] {
  const parts: Part[] = [];
  const unwrap = new Set(options.unwrap ?? []);
  const pattern = /<([A-Za-z_][\w-]*)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, tag = "", inner = ""] = match;
    const start = match.index ?? 0;
    // Only blocks that start a line count as client wrappers; inline tags are prose.
    if (start > 0 && text[start - 1] !== "\n") continue;
    const before = text.slice(cursor, start);
    if (before.trim() !== "") parts.push({ kind: "text", text: before.trim() });
    if (unwrap.has(tag)) parts.push({ kind: "text", text: inner.trim() });
    else parts.push({ kind: "injected", text: whole, label: tag });
    cursor = start + whole.length;
  }
  const rest = text.slice(cursor);
  if (rest.trim() !== "") parts.push({ kind: "text", text: rest.trim() });
  return parts;
}

const REFERENCED =
  /\n?--- Content from referenced files ---\n([\s\S]*?)(?:\n--- End of content ---|$)/;

/**
 * A prompt of Gemini CLI or its forks (Qwen Code) split into what the human typed and the
 * contents of the `@file`s it referenced, which the CLI appended (`--- Content from referenced
 * files ---` … `--- End of content ---`) as injected context.
 */
export function splitReferencedFiles(text: string): Part[] {
  const match = REFERENCED.exec(text);
  if (!match) return [{ kind: "text", text }];
  return [
    { kind: "text", text: text.slice(0, match.index).trim() },
    { kind: "injected", label: "referenced_files", text: (match[1] ?? "").trim() },
  ];
}
