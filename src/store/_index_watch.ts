/**
 * Which store folders may have changed since the index last listed them, from the system's file
 * events (`Deno.watchFs`: inotify, FSEvents, ReadDirectoryChangesW). A long-lived process (`ctx
 * mcp`) then lists and stats only those on each call, instead of every summary file: an edit, a
 * new file, a rename or a deletion in a folder is an event that makes it listed again.
 *
 * Nothing is trusted that the events cannot vouch for: a folder is clean only when it was
 * watched before it was last listed and no event came since; a folder that cannot be watched is
 * always listed; an event the watcher cannot place (an overflow, an error) makes every folder
 * listed again; and every folder is listed anyway every five minutes (file systems that send no
 * events for changes made elsewhere, such as network mounts).
 */
import { dirname } from "node:path";

/** How often every folder is listed whatever the events say. */
export const FULL_SYNC_MS = 5 * 60_000;

export class StoreWatch {
  readonly #watchers = new Map<string, Deno.FsWatcher>();
  /** Folders listed while watched, with no event since, and what the store was then. */
  readonly #clean = new Map<string, string>();
  /** The store folders of the last sync. */
  #stores = "";
  readonly #now: () => number;
  #fullAt = -Infinity;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /**
   * Start a sync: wait for events already raised to be delivered, and say whether this one must
   * list every folder (the periodic full listing).
   */
  async begin(): Promise<{ full: boolean }> {
    // Events of changes made before this call are queued by the system already: one turn of
    // the event loop delivers them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const full = this.#now() - this.#fullAt >= FULL_SYNC_MS;
    if (full) {
      this.#clean.clear();
      this.#fullAt = this.#now();
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
   * About to list `dir`: watch it (when it can be) and count it clean from now on, until an
   * event says otherwise. Call before listing, so a change during the listing is not lost.
   */
  listing(dir: string, key: string): void {
    this.#clean.delete(dir);
    if (!this.#watchers.has(dir) && !this.#watch(dir)) return;
    this.#clean.set(dir, key);
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
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
    this.#clean.clear();
  }

  #watch(dir: string): boolean {
    let watcher: Deno.FsWatcher;
    try {
      watcher = Deno.watchFs(dir, { recursive: false });
    } catch {
      return false; // Missing, not a folder, or no watches left: listed on every sync.
    }
    this.#watchers.set(dir, watcher);
    void this.#follow(dir, watcher);
    return true;
  }

  async #follow(dir: string, watcher: Deno.FsWatcher): Promise<void> {
    try {
      for await (const event of watcher) {
        // Reading a file is an `access`: not a change (every change is also a `modify`,
        // `create`, `remove` or `rename`).
        if (event.kind === "access") continue;
        if (event.kind === "other" || event.paths.length === 0) {
          this.#clean.clear(); // An overflow or a rescan: trust no folder.
          continue;
        }
        for (const path of event.paths) {
          this.#clean.delete(path === dir ? dir : dirname(path));
          // The folder itself went away: its watch is gone with it; watch it anew when listed.
          if (path === dir) this.#forget(dir, watcher);
        }
      }
    } catch {
      // The watch failed: the folder is listed again, and watched anew.
    }
    this.#forget(dir, watcher);
  }

  #forget(dir: string, watcher: Deno.FsWatcher): void {
    this.#clean.delete(dir);
    if (this.#watchers.get(dir) !== watcher) return;
    this.#watchers.delete(dir);
    try {
      watcher.close();
    } catch {
      // Closed already.
    }
  }
}
