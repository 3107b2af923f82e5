/**
 * The envelope of a Claude Code record as the skim reads it (`_skim.ts`): the fields the builder
 * reads, each known by a number, found by its key's length and text, and stored as `JSON.parse`
 * would give its value.
 */
import { type Span, stringAt } from "../../sources/skim.ts";
import { ownText } from "../../text.ts";

/** The fields of a record the builder reads (as `JSON.parse` gives them; absent: undefined). */
export interface Envelope {
  type?: unknown;
  uuid?: unknown;
  parentUuid?: unknown;
  logicalParentUuid?: unknown;
  sessionId?: unknown;
  cwd?: unknown;
  timestamp?: unknown;
  isSidechain?: unknown;
  isMeta?: unknown;
  isCompactSummary?: unknown;
  isApiErrorMessage?: unknown;
  origin?: unknown;
  promptSource?: unknown;
  message?: unknown;
  attachment?: unknown;
  summary?: unknown;
  leafUuid?: unknown;
  aiTitle?: unknown;
  customTitle?: unknown;
}

/** An envelope with every field absent (one assignment per field: the record keeps one shape). */
export function emptyEnvelope(): Envelope {
  return {
    type: undefined,
    uuid: undefined,
    parentUuid: undefined,
    logicalParentUuid: undefined,
    sessionId: undefined,
    cwd: undefined,
    timestamp: undefined,
    isSidechain: undefined,
    isMeta: undefined,
    isCompactSummary: undefined,
    isApiErrorMessage: undefined,
    origin: undefined,
    promptSource: undefined,
    message: undefined,
    attachment: undefined,
    summary: undefined,
    leafUuid: undefined,
    aiTitle: undefined,
    customTitle: undefined,
  };
}

/** What a record's `origin` says made it (`human`, `task-notification`, …). */
export function originKind(origin: unknown): string | undefined {
  if (!origin || typeof origin !== "object") return undefined;
  const kind = (origin as { kind?: unknown }).kind;
  return typeof kind === "string" ? kind : undefined;
}

/**
 * How a user record's text is labelled when nobody typed it: a compaction summary, a meta
 * expansion, or text the client generated (its own `origin`/`promptSource` say so).
 */
export function userLabel(record: Envelope): string | undefined {
  if (record.isCompactSummary === true) return "compact-summary";
  if (record.isMeta === true) return "meta";
  const kind = originKind(record.origin);
  if (kind !== undefined && kind !== "human") return kind;
  if (record.promptSource === "system") return "system";
  return undefined;
}

/** The envelope's fields, by number (`fieldOf`); `NONE`: a member the builder does not read. */
export const NONE = 0;
const TYPE = 1;
const UUID = 2;
const PARENT = 3;
const LOGICAL_PARENT = 4;
const SESSION = 5;
const CWD = 6;
const TIMESTAMP = 7;
const SIDECHAIN = 8;
const META = 9;
const COMPACT_SUMMARY = 10;
const API_ERROR = 11;
const ORIGIN = 12;
const PROMPT_SOURCE = 13;
export const MESSAGE = 14;
const ATTACHMENT = 15;
const SUMMARY = 16;
const LEAF = 17;
const AI_TITLE = 18;
const CUSTOM_TITLE = 19;

/** Store the value of field `key` (one assignment per field: the record keeps one shape). */
export function store(
  record: Envelope,
  key: number,
  line: string,
  start: number,
  end: number,
): void {
  switch (key) {
    case TYPE:
      record.type = plain(line, start, end);
      break;
    case UUID:
      record.uuid = kept(line, start, end); // a turn keeps it (`Turn.id`, touches' anchors)
      break;
    case PARENT:
      record.parentUuid = plain(line, start, end);
      break;
    case LOGICAL_PARENT:
      record.logicalParentUuid = plain(line, start, end);
      break;
    case SESSION:
      record.sessionId = kept(line, start, end);
      break;
    case CWD:
      record.cwd = kept(line, start, end);
      break;
    case TIMESTAMP:
      record.timestamp = kept(line, start, end);
      break;
    case SIDECHAIN:
      record.isSidechain = plain(line, start, end);
      break;
    case META:
      record.isMeta = plain(line, start, end);
      break;
    case COMPACT_SUMMARY:
      record.isCompactSummary = plain(line, start, end);
      break;
    case API_ERROR:
      record.isApiErrorMessage = plain(line, start, end);
      break;
    case ORIGIN:
      record.origin = plain(line, start, end);
      break;
    case PROMPT_SOURCE:
      record.promptSource = plain(line, start, end);
      break;
    case ATTACHMENT:
      record.attachment = plain(line, start, end);
      break;
    case SUMMARY:
      record.summary = kept(line, start, end);
      break;
    case LEAF:
      record.leafUuid = kept(line, start, end);
      break;
    case AI_TITLE:
      record.aiTitle = kept(line, start, end);
      break;
    case CUSTOM_TITLE:
      record.customTitle = kept(line, start, end);
      break;
  }
}

/** A value as `JSON.parse` gives it: literals and plain strings read off the text. */
function plain(line: string, start: number, end: number): unknown {
  const first = line.charCodeAt(start);
  if (first === 34) return stringAt(line, start, end);
  if (first === 116 && end - start === 4) return true;
  if (first === 102 && end - start === 5) return false;
  return JSON.parse(line.slice(start, end));
}

/**
 * A value the builder keeps: a string is copied out of the line (a slice of it would keep the
 * whole line, and the read chunk it was cut from, alive).
 */
function kept(line: string, start: number, end: number): unknown {
  const value = plain(line, start, end);
  return typeof value === "string" ? ownText(value) : value;
}

/** True when `line` holds `name` at `k` (character by character: cheaper than `startsWith`). */
export function same(line: string, name: string, k: number): boolean {
  for (let i = 0; i < name.length; i++) {
    if (line.charCodeAt(k + i) !== name.charCodeAt(i)) return false;
  }
  return true;
}

/** The envelope field the member just read is (a number above), by its length, then its text. */
export function fieldOf(line: string, top: Span): number {
  const k = top.keyStart + 1;
  switch (top.keyEnd - k - 1) {
    case 3:
      return same(line, "cwd", k) ? CWD : NONE;
    case 4:
      return same(line, "type", k) ? TYPE : same(line, "uuid", k) ? UUID : NONE;
    case 6:
      return same(line, "isMeta", k) ? META : same(line, "origin", k) ? ORIGIN : NONE;
    case 7:
      return same(line, "message", k)
        ? MESSAGE
        : same(line, "summary", k)
        ? SUMMARY
        : same(line, "aiTitle", k)
        ? AI_TITLE
        : NONE;
    case 8:
      return same(line, "leafUuid", k) ? LEAF : NONE;
    case 9:
      return same(line, "sessionId", k) ? SESSION : same(line, "timestamp", k) ? TIMESTAMP : NONE;
    case 10:
      return same(line, "parentUuid", k) ? PARENT : same(line, "attachment", k) ? ATTACHMENT : NONE;
    case 11:
      return same(line, "isSidechain", k)
        ? SIDECHAIN
        : same(line, "customTitle", k)
        ? CUSTOM_TITLE
        : NONE;
    case 12:
      return same(line, "promptSource", k) ? PROMPT_SOURCE : NONE;
    case 16:
      return same(line, "isCompactSummary", k) ? COMPACT_SUMMARY : NONE;
    case 17:
      return same(line, "logicalParentUuid", k)
        ? LOGICAL_PARENT
        : same(line, "isApiErrorMessage", k)
        ? API_ERROR
        : NONE;
  }
  return NONE;
}
