/**
 * Reading a Claude Code record by skimming its line (pure; `src/sources/skim.ts`): the envelope
 * fields the builder reads are taken from the text, and only the values it uses are parsed —
 * the message, an attachment. In lean mode a message whose content would be dropped whole
 * (successful tool output, thinking) is not even parsed (tool calls are: the files they touched
 * are what code anchors rest on, `Turn.touched`), and the large values no
 * record needs (`toolUseResult`, a progress mirror's `data`, a file-history snapshot) never are.
 * Most of a long transcript's bytes are such values.
 *
 * The result is the record `JSON.parse` would give, reduced to the envelope's fields, so the
 * session built is the same either way. A line the skim cannot read, or a record type ctx does
 * not know, returns undefined: the caller parses it whole, as before (and reports it when it is
 * malformed). A line garbled only inside a value that is never parsed — a control character, a
 * bad escape (`"toolUseResult":"…\x"`), a misspelled literal (`,"z":tru`) — is read by its
 * envelope instead of being counted malformed: Claude Code never writes one, and its content
 * would be dropped anyway. So whether such a line is reported depends on its length: under
 * `SKIM_FROM` it is parsed whole and reported, from `SKIM_FROM` on it is read (a deliberate
 * leniency: checking every value stepped over would cost the skim what it saves).
 */
import {
  afterElement,
  afterMember,
  END,
  firstElement,
  firstMember,
  keyIs,
  memberKey,
  nextMember,
  skipSpace,
  span,
  stringAt,
  valueEnd,
} from "../../sources/skim.ts";
import { SIDE_TYPES, TREE_TYPES } from "./_parts.ts";
import { emptyEnvelope, type Envelope, fieldOf, MESSAGE, NONE, same, store } from "./_envelope.ts";

export type { Envelope };

/**
 * Only long lines are skimmed: `JSON.parse` reads a shorter record faster than the skim (a line
 * handed over by the line reader is a slice of its chunk, which every `charCodeAt` of the skim
 * pays for), and what the skim saves is building a long record's large values. Measured per
 * line on tool results of compiler output, code and prose (docs/performance.md, "the skim's
 * threshold"): even at 2,500–5,000 characters for the first two, about 10,000 for prose.
 */
export const SKIM_FROM = 4000;

const top = span();
const inner = span();
const field = span();

/** What the content of the last message read holds that lean mode keeps (bits), or -1. */
const KEEPS_TEXT = 1;
const KEEPS_FAILURE = 2;
/** A tool call: parsed even in lean mode, the files it touched are anchors' evidence. */
const KEEPS_CALL = 4;
let content = -1;

/**
 * The record `line` holds, skimmed; undefined when the caller must parse the line whole (not one
 * object, a record type ctx does not know, a value that is not JSON). `lean`: a message whose
 * content lean mode drops whole comes back as `{ content: [] }`, unparsed.
 */
export function skimRecord(line: string, lean: boolean): Envelope | undefined {
  if (!lean || line.length < SKIM_FROM) return undefined;
  try {
    return skim(line, lean);
  } catch {
    return undefined; // A value that is not JSON: parsed whole, and reported.
  }
}

function skim(line: string, lean: boolean): Envelope | undefined {
  const record = emptyEnvelope();
  let message = -1;
  let messageEnd = -1;
  let keeps = -1;
  let end = -1;
  let p = firstMember(line, skipSpace(line, 0));
  if (p === END) return undefined;
  while (p >= 0) {
    const start = memberKey(line, p, top);
    if (start < 0) return undefined;
    const key = fieldOf(line, top);
    if (key === MESSAGE) {
      const object = line.charCodeAt(start) === 123;
      end = object ? readMessage(line, start) : valueEnd(line, start);
      message = start;
      messageEnd = end;
      keeps = object ? content : KEEPS_TEXT;
    } else {
      end = valueEnd(line, start);
      if (key !== NONE && end >= 0) store(record, key, line, start, end);
    }
    p = afterMember(line, end);
  }
  // One object, nothing after it, of a type ctx knows.
  if (p === -1 || skipSpace(line, skipSpace(line, end) + 1) !== line.length) return undefined;
  const type = record.type;
  if (typeof type !== "string" || !(TREE_TYPES.has(type) || SIDE_TYPES.has(type))) {
    return undefined;
  }
  if (message >= 0 && (type === "user" || type === "assistant")) {
    const drops = lean && keeps >= 0 && (keeps & (KEEPS_TEXT | KEEPS_CALL)) === 0 &&
      !(type === "user" && (keeps & KEEPS_FAILURE) !== 0);
    record.message = drops ? { content: [] } : JSON.parse(line.slice(message, messageEnd));
  }
  return record;
}

/**
 * Read the message object at `at` in one pass (each value scanned once), setting `content` to
 * what its content holds that lean mode keeps: text (a string, or a text block) or a failed
 * tool result; -1 when it has no content. Returns the index just past the message, or -1.
 */
function readMessage(line: string, at: number): number {
  content = -1;
  let p = firstMember(line, at);
  if (p === END) return skipSpace(line, at + 1) + 1;
  let end = -1;
  while (p >= 0) {
    const start = memberKey(line, p, inner);
    if (start < 0) return -1;
    if (keyIs(line, inner, "content")) {
      if (line.charCodeAt(start) === 91) end = readBlocks(line, start);
      else {
        end = valueEnd(line, start);
        content = KEEPS_TEXT; // a string is text; anything else: parsed, to be sure
      }
    } else end = valueEnd(line, start);
    p = afterMember(line, end);
  }
  return p === -1 ? -1 : skipSpace(line, end) + 1;
}

/** Read the array of content blocks at `at` into `content`; returns the index past it, or -1. */
function readBlocks(line: string, at: number): number {
  content = 0;
  let p = firstElement(line, at);
  if (p === END) return skipSpace(line, at + 1) + 1;
  let end = -1;
  while (p >= 0) {
    end = line.charCodeAt(p) === 123 ? readBlock(line, p) : valueEnd(line, p);
    p = afterElement(line, end);
  }
  return p === -1 ? -1 : skipSpace(line, end) + 1;
}

/** Read one content block at `at`: its type, whether it failed. Returns the index past it. */
function readBlock(line: string, at: number): number {
  let kind = "";
  let failed = false;
  let p = firstMember(line, at);
  if (p === END) return skipSpace(line, at + 1) + 1;
  while (p >= 0) {
    p = nextMember(line, p, field);
    if (field.end < 0) return -1;
    if (keyIs(line, field, "type")) {
      kind = line.charCodeAt(field.start) === 34 ? stringAt(line, field.start, field.end) : "";
    } else if (keyIs(line, field, "is_error")) {
      failed = field.end - field.start === 4 && same(line, "true", field.start);
    }
  }
  if (p === -1) return -1;
  if (kind === "text") content |= KEEPS_TEXT;
  else if (kind === "tool_result" && failed) content |= KEEPS_FAILURE;
  else if (kind === "tool_use") content |= KEEPS_CALL;
  return skipSpace(line, field.end) + 1;
}
