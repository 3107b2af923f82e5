/**
 * A transcript that is one JSON document (Gemini CLI's legacy `session-*.json`, Codex's spring
 * 2025 `rollout-*.json`) read with bounded memory: the bytes are scanned as they arrive, and the
 * elements of the large array member (`messages`, `items`) are parsed and handed over one at a
 * time, never the whole document. The other members are parsed whole (each bounded).
 *
 * The scanner tracks only what ends a value — strings (escapes included), brackets — on bytes,
 * jumping over string contents with `indexOf`; each element's bytes are then decoded and given
 * to `JSON.parse`, which checks them. Memory: one element at a time, and the read buffer. A
 * document cut short (still being written) or garbled says so, with the elements read so far.
 */
import { openRegularFile } from "../fsutil.ts";
import { MAX_LINE_CHARS } from "./lines.ts";

const CHUNK = 1 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The largest element or member kept (bytes): as the longest JSONL line. */
export const MAX_VALUE_BYTES = MAX_LINE_CHARS;

export interface JsonDocumentOptions {
  /** Members whose value is an array, streamed: `onElement(value, index)` for each element. */
  arrays: Record<string, (value: unknown, index: number) => void>;
  /** Told each other member as soon as it is read (it is also in `members`). */
  onMember?: (key: string, value: unknown) => void;
  signal?: AbortSignal;
  /** Bytes read at a time (default 1 MiB; tests use small ones to cut values anywhere). */
  chunkBytes?: number;
}

/** What was wrong with a document that is not one whole JSON object. */
export type JsonDocumentError =
  | "binary or corrupt data"
  | "not a JSON object"
  | "invalid JSON"
  | "cut short (still being written?)";

export interface JsonDocument {
  /** The members other than the streamed arrays (a value over `MAX_VALUE_BYTES` is left out). */
  members: Record<string, unknown>;
  /** The streamed array members found (by name). */
  streamed: string[];
  /** Elements left out for their size. */
  tooLong: number;
  /** Set when the document is not one whole JSON object; `at` is the byte offset. */
  error?: { reason: JsonDocumentError; at: number };
}

/** Where a value being captured stands, across read chunks. */
interface Capture {
  pieces: Uint8Array[];
  size: number;
  /** Open brackets (0 for a string or a literal). */
  depth: number;
  inString: boolean;
  /** The byte before was a backslash that escapes the next one. */
  escaped: boolean;
  /** A string, a container, or a literal (number, true, false, null). */
  kind: "string" | "container" | "literal";
  /** Too long to keep: scanned, not stored. */
  dropped: boolean;
}

type State =
  | "start"
  | "key"
  | "colon"
  | "value"
  | "after-member"
  | "element"
  | "after-element"
  | "done";

/** Read the JSON object in `path`, streaming the members named in `options.arrays`. */
export async function readJsonDocument(
  path: string,
  options: JsonDocumentOptions,
): Promise<JsonDocument> {
  const file = await openRegularFile(path);
  const reader = new DocumentReader(options);
  const buffer = new Uint8Array(options.chunkBytes ?? CHUNK);
  try {
    for (let first = true; !reader.done; first = false) {
      options.signal?.throwIfAborted();
      const n = await file.read(buffer);
      if (n === null) break;
      if (first && looksBinary(buffer.subarray(0, n))) reader.fail("binary or corrupt data", 0);
      else reader.push(buffer.subarray(0, n));
    }
  } finally {
    file.close();
  }
  return reader.end();
}

/** The document's structure, fed chunk by chunk. */
class DocumentReader {
  readonly doc: JsonDocument = { members: {}, streamed: [], tooLong: 0 };
  readonly #options: JsonDocumentOptions;
  readonly #decoder = new TextDecoder();
  #state: State = "start";
  /** Bytes of the document before the current chunk. */
  #offset = 0;
  #key = "";
  #index = 0;
  #capture: Capture | undefined;
  #keyCapture = false;
  /** A member was read (`{}` closes at once; `{"a":1,}` does not). */
  #member = false;

  constructor(options: JsonDocumentOptions) {
    this.#options = options;
  }

  get done(): boolean {
    return this.#state === "done";
  }

  fail(reason: JsonDocumentError, at: number): void {
    this.doc.error = { reason, at };
    this.#state = "done";
  }

  push(chunk: Uint8Array): void {
    const n = chunk.length;
    let p = 0;
    while (p < n && this.#state !== "done") {
      const capture = this.#capture;
      if (capture) {
        const end = scan(chunk, p, capture);
        keep(capture, chunk, p, end < 0 ? n : end);
        if (end < 0) break;
        p = end;
        if (!this.#finish()) this.fail("invalid JSON", this.#offset + p);
        continue;
      }
      const c = chunk[p]!;
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
      else p = this.#structure(c, p);
    }
    this.#offset += n;
  }

  end(): JsonDocument {
    if (this.#state !== "done") this.fail("cut short (still being written?)", this.#offset);
    return this.doc;
  }

  /** The byte `c` at `p` between values; returns where to go on. */
  #structure(c: number, p: number): number {
    const at = this.#offset + p;
    switch (this.#state) {
      case "start":
        // A byte-order mark (EF BB BF) may come first.
        if (at < 3 && c === [0xef, 0xbb, 0xbf][at]) return p + 1;
        if (c !== 0x7b) this.fail("not a JSON object", at);
        else this.#state = "key";
        return p + 1;
      case "key":
        if (c === 0x7d && !this.#member) this.#state = "done";
        else if (c !== QUOTE) this.fail("invalid JSON", at);
        else {
          this.#member = true;
          this.#keyCapture = true;
          this.#capture = open("string");
          this.#state = "colon";
          return p;
        }
        return p + 1;
      case "colon":
        if (c !== 0x3a) this.fail("invalid JSON", at);
        else this.#state = "value";
        return p + 1;
      case "value":
        if (c === 0x5b && Object.hasOwn(this.#options.arrays, this.#key)) {
          this.doc.streamed.push(this.#key);
          this.#state = "element";
          this.#index = 0;
          return p + 1;
        }
        this.#capture = open(kindOf(c));
        this.#state = "after-member";
        return p;
      case "element":
        if (c === 0x5d && this.#index === 0) {
          this.#state = "after-member";
          return p + 1;
        }
        this.#capture = open(kindOf(c));
        this.#state = "after-element";
        return p;
      case "after-element":
        if (c === 0x2c) this.#state = "element";
        else if (c === 0x5d) this.#state = "after-member";
        else this.fail("invalid JSON", at);
        return p + 1;
      case "after-member":
        if (c === 0x2c) this.#state = "key";
        else if (c === 0x7d) this.#state = "done";
        else this.fail("invalid JSON", at);
        return p + 1;
    }
    return p + 1;
  }

  /** A captured value is complete: store it or hand it over; false when it is not JSON. */
  #finish(): boolean {
    const done = this.#capture!;
    this.#capture = undefined;
    if (done.dropped) {
      if (this.#state === "after-element") this.doc.tooLong++;
      return true;
    }
    let value: unknown;
    try {
      value = JSON.parse(this.#decoder.decode(join(done.pieces, done.size)));
    } catch {
      return false;
    }
    if (this.#keyCapture) {
      this.#key = value as string;
      this.#keyCapture = false;
    } else if (this.#state === "after-element") {
      this.#options.arrays[this.#key]!(value, this.#index++);
    } else {
      this.doc.members[this.#key] = value;
      this.#options.onMember?.(this.#key, value);
    }
    return true;
  }
}

/** What a value opening with byte `c` is. */
function kindOf(c: number): Capture["kind"] {
  return c === QUOTE ? "string" : c === 0x7b || c === 0x5b ? "container" : "literal";
}

function open(kind: Capture["kind"]): Capture {
  return { pieces: [], size: 0, depth: 0, inString: false, escaped: false, kind, dropped: false };
}

/** Keep `chunk[from, to)` in the capture (copied: the read buffer is reused). */
function keep(capture: Capture, chunk: Uint8Array, from: number, to: number): void {
  if (capture.dropped || to <= from) return;
  if (capture.size + (to - from) > MAX_VALUE_BYTES) {
    capture.dropped = true;
    capture.pieces = [];
    return;
  }
  capture.pieces.push(chunk.slice(from, to));
  capture.size += to - from;
}

/** The pieces as one array. */
function join(pieces: Uint8Array[], size: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const all = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  return all;
}

/**
 * Scan the value being captured from `p`: the index just past its end in this chunk, or -1 when
 * it goes on in the next one (the capture's state then says where it stands).
 */
function scan(chunk: Uint8Array, p: number, capture: Capture): number {
  const n = chunk.length;
  if (capture.kind === "literal") {
    for (; p < n; p++) {
      const c = chunk[p]!;
      if (c === 0x2c || c === 0x7d || c === 0x5d || c <= 0x20) return p;
    }
    return -1;
  }
  if (capture.size === 0 && !capture.inString && capture.depth === 0) {
    // The first byte: a quote opens the string, a bracket the container.
    if (capture.kind === "string") capture.inString = true;
    else capture.depth = 1;
    p++;
  }
  while (p < n) {
    if (capture.inString) {
      if (capture.escaped) {
        // The byte after a backslash that ended the last chunk.
        capture.escaped = false;
        p++;
        continue;
      }
      const q = chunk.indexOf(QUOTE, p);
      // The backslashes just before the quote (or the chunk's end): an odd run escapes it.
      const end = q === -1 ? n : q;
      let k = end - 1;
      while (k >= p && chunk[k] === BACKSLASH) k--;
      const odd = (end - 1 - k) % 2 === 1;
      if (q === -1) {
        capture.escaped = odd;
        return -1;
      }
      p = q + 1;
      if (odd) continue;
      capture.inString = false;
      if (capture.kind === "string") return p;
      continue;
    }
    const c = chunk[p]!;
    if (c === QUOTE) capture.inString = true;
    else if (c === 0x7b || c === 0x5b) capture.depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (--capture.depth === 0) return p + 1;
    }
    p++;
  }
  return -1;
}

/** Garbage rather than text: a NUL byte, or many bytes no text file has, in the first bytes. */
function looksBinary(chunk: Uint8Array): boolean {
  const head = chunk.subarray(0, 4096);
  if (head.indexOf(0) !== -1) return true;
  let odd = 0;
  for (const c of head) if (c < 0x09 || (c > 0x0d && c < 0x20)) odd++;
  return odd > head.length / 20;
}
