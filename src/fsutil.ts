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
  // node:crypto is loaded by the first hash, not with this module: compiling it took tens of
  // milliseconds from every process, `ctx mcp` before its first tool call and the hook included.
  // Node's `process` is the global, read here: importing `node:process` at the top would load
  // Node's compatibility layer with this module (docs/performance.md).
  const { createHash } = globalThis.process.getBuiltinModule("node:crypto");
  return createHash("sha256").update(data).digest("hex");
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
 * The text of a regular file of at most `maxBytes` (links followed); throws `NotFound` as
 * `Deno.readTextFile` does, and an error that says why for a FIFO, a device or a larger file.
 * Unlike `Deno.readTextFile`, it drops a leading byte-order mark (Windows editors and PowerShell
 * write one; JSON.parse refuses it). Invalid UTF-8 becomes U+FFFD.
 */
export async function readRegularTextFile(path: string, maxBytes: number): Promise<string> {
  const info = await statRegularFile(path);
  if (info.size > maxBytes) throw new Error(`the file is larger than ${sizeText(maxBytes)}`);
  using file = await Deno.open(path, { read: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  const buffer = new Uint8Array(Math.min(1 << 20, info.size + 1));
  for (;;) {
    const n = await file.read(buffer);
    if (n === null) break;
    total += n;
    // It grew since its size was read (a transcript being written): still bounded.
    if (total > maxBytes) throw new Error(`the file is larger than ${sizeText(maxBytes)}`);
    chunks.push(buffer.slice(0, n));
  }
  return decodeChunks(chunks);
}

/** `readRegularTextFile`, synchronously. */
export function readRegularTextFileSync(path: string, maxBytes: number): string {
  const info = Deno.statSync(path);
  if (!info.isFile) throw new Error(NOT_REGULAR_FILE);
  if (info.size > maxBytes) throw new Error(`the file is larger than ${sizeText(maxBytes)}`);
  return new TextDecoder().decode(Deno.readFileSync(path));
}

function sizeText(bytes: number): string {
  return bytes >= 1 << 20
    ? `${Math.round(bytes / (1 << 20))} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
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
