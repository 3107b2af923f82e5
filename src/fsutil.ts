/**
 * Small file-system and hashing helpers shared by every feature: the one home of `sha256Hex` and
 * of "is this a folder" (`isDir`, `isDirSync`); `tests/architecture_test.ts` refuses a private
 * copy elsewhere.
 */

/** `true` when something exists at `path` (links are not followed). */
export async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** `true` when the path exists and is a directory. */
export async function isDir(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch {
    return false;
  }
}

/** `isDir`, synchronously. */
export function isDirSync(path: string): boolean {
  try {
    return Deno.statSync(path).isDirectory;
  } catch {
    return false;
  }
}

/** `true` when the path exists and is a file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

/** SHA-256 of a string (as UTF-8) or of bytes, as lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  // A short text (a project's path, an id) is hashed here: loading node:crypto for it cost
  // about 30 ms of every `ctx status` (docs/performance.md, seventh round).
  if (typeof data === "string" && data.length <= SHORT_TEXT) {
    return sha256Short(new TextEncoder().encode(data));
  }
  // node:crypto is loaded by the first hash, not with this module: compiling it took tens of
  // milliseconds from every process, `ctx mcp` before its first tool call and the hook included.
  // Node's `process` is the global, read here: importing `node:process` at the top would load
  // Node's compatibility layer with this module (docs/performance.md).
  const { createHash } = globalThis.process.getBuiltinModule("node:crypto");
  return createHash("sha256").update(data).digest("hex");
}

/**
 * `sha256Hex` of a text of any length with the runtime's own digest (WebCrypto): the same answer,
 * without loading node:crypto (tens of milliseconds) into a process that hashes one long text.
 */
export async function sha256HexAsync(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The longest text `sha256Hex` hashes without node:crypto. */
const SHORT_TEXT = 1024;

/** SHA-256's round constants (FIPS 180-4, 4.2.2). */
const K = new Uint32Array([
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256 of a few bytes (FIPS 180-4), as lowercase hex: for `sha256Hex`'s short texts. */
export function sha256Short(bytes: Uint8Array): string {
  return [...sha256Words(bytes)].map((x) => x.toString(16).padStart(8, "0")).join("");
}

/**
 * SHA-256 of a few bytes, as its 32 bytes: synchronous, without node:crypto (a checksum read in a
 * redaction rule: a BIP-39 mnemonic's, a base58check key's).
 */
export function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  sha256Words(bytes).forEach((x, i) => view.setUint32(i * 4, x));
  return out;
}

/** SHA-256's eight 32-bit words (FIPS 180-4). */
function sha256Words(bytes: Uint8Array): Uint32Array {
  // The message, a 1 bit, zeros, and its length in bits (64 bits, big-endian): whole blocks.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(padded.length - 4, (bytes.length * 8) >>> 0);
  const h = new Uint32Array([
    0x6a09e667,
    0xbb67ae85,
    0x3c6ef372,
    0xa54ff53a,
    0x510e527f,
    0x9b05688c,
    0x1f83d9ab,
    0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t++) {
      const a = w[t - 15]!, b = w[t - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[t] = w[t - 16]! + s0 + w[t - 7]! + s1;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let t = 0; t < 64; t++) {
      const t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! +
        w[t]!;
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    // A Uint32Array keeps each sum modulo 2^32.
    [a, b, c, d, e, f, g, hh].forEach((x, i) => h[i] = h[i]! + x);
  }
  return h;
}

/** Byte chunks, read one after the other, decoded as one UTF-8 text (a BOM is dropped). */
export function decodeChunks(chunks: readonly Uint8Array[]): string {
  return new TextDecoder().decode(concatBytes(chunks));
}

/** Byte chunks as one array (the chunk itself when there is one). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/**
 * Why a file outside ctx's stores is not read: it is not a regular file. A FIFO would block the
 * read until some other program writes to it (forever, in practice) and a device such as
 * `/dev/zero` never ends; both can sit where a transcript or a config file is expected.
 */
export const NOT_REGULAR_FILE = "not a regular file (a FIFO, a device, a socket or a folder)";

/** Throws unless `path` (links followed) is a regular file; its `stat` otherwise. */
export async function statRegularFile(path: string): Promise<Deno.FileInfo> {
  const info = await Deno.stat(path);
  if (!info.isFile) throw new Error(NOT_REGULAR_FILE);
  return info;
}

/** `Deno.open` for reading, refusing anything but a regular file (see `NOT_REGULAR_FILE`). */
export async function openRegularFile(path: string): Promise<Deno.FsFile> {
  await statRegularFile(path);
  return await Deno.open(path, { read: true });
}

/**
 * A file larger than what a read takes: refused, not read whole. The one message every bounded
 * file read gives (config files, transcripts, summaries): the limit, in KiB or MiB.
 */
export class TooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`the file is larger than ${sizeText(maxBytes)}`);
  }
}

/**
 * The text of a regular file of at most `maxBytes` (links followed); throws `NotFound` as
 * `Deno.readTextFile` does, an error that says why for a FIFO or a device, and `TooLargeError`
 * for a larger file. The limit holds while reading, not only by the size seen first: a file
 * another program writes (a transcript, `~/.claude.json`) can grow in between, and some files
 * (`/proc`) say size 0. Unlike `Deno.readTextFile`, it drops a leading byte-order mark (Windows
 * editors and PowerShell write one; JSON.parse refuses it) unless `keepBom` (a config file ctx
 * writes back keeps its bytes). Invalid UTF-8 becomes U+FFFD.
 */
export async function readRegularTextFile(
  path: string,
  maxBytes: number,
  { keepBom = false } = {},
): Promise<string> {
  const info = await statRegularFile(path);
  if (info.size > maxBytes) throw new TooLargeError(maxBytes);
  using file = await Deno.open(path, { read: true });
  // One buffer of the size seen, a byte more to notice growth: no chunks to join afterwards.
  let buffer = new Uint8Array(Math.max(info.size + 1, 4096));
  let total = 0;
  for (;;) {
    // It grew since its size was read (a transcript being written): still bounded.
    if (total === buffer.length) buffer = grown(buffer, maxBytes);
    const n = await file.read(buffer.subarray(total));
    if (n === null) break;
    total += n;
    if (total > maxBytes) throw new TooLargeError(maxBytes);
  }
  const bytes = buffer.subarray(0, total);
  return keepBom
    ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)
    : decodeChunks([bytes]);
}

/** `readRegularTextFile`, synchronously (the limit also holds while reading; a BOM is dropped). */
export function readRegularTextFileSync(path: string, maxBytes: number): string {
  const info = Deno.statSync(path);
  if (!info.isFile) throw new Error(NOT_REGULAR_FILE);
  if (info.size > maxBytes) throw new TooLargeError(maxBytes);
  using file = Deno.openSync(path, { read: true });
  let buffer = new Uint8Array(Math.max(info.size + 1, 4096));
  let total = 0;
  for (;;) {
    if (total === buffer.length) buffer = grown(buffer, maxBytes);
    const n = file.readSync(buffer.subarray(total));
    if (n === null) break;
    total += n;
    if (total > maxBytes) throw new TooLargeError(maxBytes);
  }
  return decodeChunks([buffer.subarray(0, total)]);
}

/** A full read buffer, twice as large but no larger than a read of `maxBytes` needs to notice. */
function grown(buffer: Uint8Array, maxBytes: number): Uint8Array<ArrayBuffer> {
  const larger = new Uint8Array(Math.min(buffer.length * 2, maxBytes + 1));
  larger.set(buffer);
  return larger;
}

function sizeText(bytes: number): string {
  if (bytes >= 1 << 20) return `${Math.round(bytes / (1 << 20))} MiB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`;
}

/** The bytes of the input, chunk by chunk; `cancel` stops a read still waiting, if it can. */
export interface ByteChunks {
  read(): Promise<{ value: Uint8Array; done: false } | { value?: undefined; done: true }>;
  cancel(): Promise<void>;
}

export function streamChunks(stream: ReadableStream<Uint8Array>): ByteChunks {
  const reader = stream.getReader();
  return {
    read: () => reader.read() as ReturnType<ByteChunks["read"]>,
    cancel: () => reader.cancel(),
  };
}

/**
 * Stdin read with `Deno.stdin.read`, not through `Deno.stdin.readable`: Deno loads its web
 * streams when a program first asks for one, which `ctx mcp` and the session-end hook would pay
 * before they answer (docs/performance.md). A read still waiting at `cancel` ends with the
 * process.
 */
export function stdinChunks(): ByteChunks {
  let stopped = false;
  return {
    async read() {
      if (stopped) return { done: true };
      const buffer = new Uint8Array(64 * 1024);
      const n = await Deno.stdin.read(buffer);
      if (n === null || stopped) return { done: true };
      return { value: buffer.subarray(0, n), done: false };
    },
    cancel() {
      stopped = true;
      return Promise.resolve();
    },
  };
}
