/**
 * Which store folders may have changed since the index last listed them, from the system's file
 * events (`Deno.watchFs`: inotify, FSEvents, ReadDirectoryChangesW). A long-lived process (`ctx
 * mcp`) then lists and stats only those on each call, instead of every summary file: an edit, a
 * new file, a rename or a deletion in a folder is an event that makes it listed again.
 *
 * Events arrive late (another thread reads them): before each sync, a file is created in a
 * folder of our own watched by the same watcher, and the sync waits for that file's event. The
 * system queues one watcher's events in order, so every change made before the sync began has
 * been seen by then.
 *
 * Nothing is trusted that the events cannot vouch for: a folder is clean only when it was
 * watched before it was last listed and no event came since; a folder that cannot be watched is
 * always listed; an event the watcher cannot place (an overflow, an error), or a barrier that
 * does not come back in time, makes every folder listed again; and every folder is listed anyway
 * every five minutes (file systems that send no events for changes made elsewhere, such as
 * network mounts).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** How often every folder is listed whatever the events say. */
export const FULL_SYNC_MS = 5 * 60_000;
/** How long a sync waits for its barrier's event before it trusts no folder. */
const BARRIER_MS = 2_000;

export class StoreWatch {
  #watcher: Deno.FsWatcher | undefined;
  /** The folders `#watcher` watches, sorted and joined, and as a set. */
  #watched = "";
  #watchedDirs = new Set<string>();
  /** Our own folder for barrier files. */
  #barrierDir: string | undefined;
  #barriers = 0;
  readonly #waiting = new Map<string, () => void>();
  /** Folders listed while watched, with no event since, and what the store was then. */
  readonly #clean = new Map<string, string>();
  /** The store folders of the last sync. */
  #stores = "";
  #fullAt = -Infinity;

  /**
   * Start a sync over `dirs`: watch them (anew when they are not the folders watched so far),
   * wait until every event of a change made before now is in, and say whether this sync must
   * list every folder.
   */
  async begin(dirs: readonly string[]): Promise<{ full: boolean }> {
    this.#watchAll(dirs);
    if (!(await this.#barrier())) this.#clean.clear();
    const full = performance.now() - this.#fullAt >= FULL_SYNC_MS;
    if (full) {
      this.#clean.clear();
      this.#fullAt = performance.now();
    }
    return { full };
  }

  /** True when `dir` has not changed since it was last listed, as the store `key`. */
  isClean(dir: string, key: string): boolean {
    return this.#clean.get(dir) === key;
  }

  /** True when the last sync looked at these very store folders (none gone, none new). */
  sameStores(dirs: readonly string[]): boolean {
    return this.#stores === [...dirs].sort().join("\u0000");
  }

  /** The store folders this sync looks at. */
  sawStores(dirs: readonly string[]): void {
    this.#stores = [...dirs].sort().join("\u0000");
  }

  /**
   * About to list `dir`: count it clean from now on (when it is watched), until an event says
   * otherwise. Call before listing, so a change during the listing is not lost.
   */
  listing(dir: string, key: string): void {
    this.#clean.delete(dir);
    if (this.#watcher && this.#watchedDirs.has(dir)) this.#clean.set(dir, key);
  }

  /** Listing `dir` failed: it is listed again next time. */
  failed(dir: string): void {
    this.#clean.delete(dir);
  }

  /** Trust nothing listed so far (the index was rebuilt, or a sync failed). */
  reset(): void {
    this.#clean.clear();
    this.#stores = "";
  }

  close(): void {
    this.#stop();
    if (this.#barrierDir) Deno.removeSync(this.#barrierDir, { recursive: true });
    this.#barrierDir = undefined;
  }

  /** One watcher over the barrier folder and every store folder that exists. */
  #watchAll(dirs: readonly string[]): void {
    const existing = dirs.filter((d) => existsSync(d)).sort();
    const key = existing.join("\u0000");
    if (this.#watcher && key === this.#watched) return;
    this.#stop();
    try {
      this.#barrierDir ??= Deno.makeTempDirSync({ prefix: "ctx-index-watch-" });
      const watcher = Deno.watchFs([this.#barrierDir, ...existing], { recursive: false });
      this.#watcher = watcher;
      this.#watched = key;
      this.#watchedDirs = new Set(existing);
      void this.#follow(watcher);
    } catch {
      // No watches left, or a folder went meanwhile: every folder is listed on every sync.
    }
  }

  #stop(): void {
    this.#clean.clear();
    try {
      this.#watcher?.close();
    } catch {
      // Closed already.
    }
    this.#watcher = undefined;
    this.#watched = "";
    this.#watchedDirs = new Set();
    for (const done of this.#waiting.values()) done();
    this.#waiting.clear();
  }

  /** Create a file in the barrier folder and wait for its event; false when it did not come. */
  async #barrier(): Promise<boolean> {
    if (!this.#watcher || !this.#barrierDir) return false;
    const path = join(this.#barrierDir, `b${++this.#barriers}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = false;
    const arrived = new Promise<void>((resolve) => {
      this.#waiting.set(path, () => {
        seen = true;
        resolve();
      });
      timer = setTimeout(resolve, BARRIER_MS);
    });
    try {
      Deno.writeFileSync(path, new Uint8Array(), { createNew: true });
      await arrived;
      Deno.removeSync(path);
    } catch {
      seen = false;
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(path);
    }
    return seen && this.#watcher !== undefined;
  }

  async #follow(watcher: Deno.FsWatcher): Promise<void> {
    try {
      for await (const event of watcher) {
        if (event.paths.some((p) => this.#waiting.has(p))) {
          for (const p of event.paths) this.#waiting.get(p)?.();
          continue;
        }
        if (event.paths.every((p) => dirname(p) === this.#barrierDir)) continue;
        // Reading a file is an `access`: not a change (a change is also a `modify`, `create`,
        // `remove` or `rename`).
        if (event.kind === "access") continue;
        if (event.kind === "other" || event.paths.length === 0) {
          this.#clean.clear(); // An overflow or a rescan: trust no folder.
          continue;
        }
        for (const path of event.paths) {
          this.#clean.delete(path);
          this.#clean.delete(dirname(path));
          // A watched folder itself went away: its watch went with it; watch anew next sync.
          if (this.#watchedDirs.has(path)) this.#watched = "";
        }
      }
    } catch {
      // The watch failed.
    }
    // Ended (closed, or a watched folder went away): watched anew on the next sync.
    if (this.#watcher === watcher) this.#stop();
  }
}
