/**
 * Atomic file writes: a temp file in the same directory, fsync, then rename over the target.
 * A crash or Ctrl-C at any moment leaves the target either old or new, never half-written.
 */
import { basename, dirname, join } from "node:path";
import { danglingLinkError } from "./guard.ts";

export interface AtomicWriteOptions {
  /** File mode for a new file (e.g. 0o600 for secrets). An existing file keeps its own mode. */
  mode?: number;
  /** Keep the existing file's mode (default true). */
  keepMode?: boolean;
}

export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const dir = dirname(path);
  // The missing folders of a private file (no group or other access) are private too.
  const secret = options.mode !== undefined && (options.mode & 0o077) === 0;
  try {
    await Deno.mkdir(dir, { recursive: true, ...(secret ? { mode: 0o700 } : {}) });
  } catch (error) {
    throw danglingLinkError(dir) ?? error;
  }
  let mode = options.mode;
  if (options.keepMode !== false) {
    try {
      const st = await Deno.stat(path);
      if (st.mode !== null) mode = st.mode & 0o777;
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  const tmp = join(dir, `.${basename(path)}.${crypto.randomUUID().slice(0, 8)}.tmp`);
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  try {
    const file = await Deno.open(tmp, {
      write: true,
      createNew: true,
      mode: mode ?? 0o644,
    });
    try {
      let written = 0;
      while (written < bytes.length) written += await file.write(bytes.subarray(written));
      await file.sync();
    } finally {
      file.close();
    }
    // `mode` on open is filtered by the umask; set it exactly for secrets.
    if (mode !== undefined && Deno.build.os !== "windows") await Deno.chmod(tmp, mode);
    await Deno.rename(tmp, path);
  } catch (error) {
    await Deno.remove(tmp).catch(() => {});
    throw error;
  }
}

/**
 * Remove temp files a killed ctx left in a store (`.<name>.<8 hex>.tmp`, as `writeFileAtomic`
 * names them, older than a minute): they would otherwise be committed with `.ctx/`.
 */
export async function removeStaleTempFiles(dir: string): Promise<void> {
  const names: string[] = [];
  try {
    // Sync: one call for a folder of thousands of summaries, instead of a round trip each.
    for (const entry of Deno.readDirSync(dir)) {
      if (entry.isFile && isTempFileName(entry.name)) names.push(entry.name);
    }
  } catch {
    return; // No store yet.
  }
  await removeStaleTemps(dir, names);
}

/** Whether `name` is one `writeFileAtomic` gives its temp files. */
export function isTempFileName(name: string): boolean {
  return name.endsWith(".tmp") && /^\..+\.[0-9a-f]{8}\.tmp$/.test(name);
}

/** Of the temp files `names` of the store `dir` (`isTempFileName`), remove those over a minute old. */
export async function removeStaleTemps(dir: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const path = join(dir, name);
    const st = await Deno.lstat(path).catch(() => undefined);
    if (st?.isFile && st.mtime && Date.now() - st.mtime.getTime() > 60_000) {
      await Deno.remove(path).catch(() => {});
    }
  }
}
