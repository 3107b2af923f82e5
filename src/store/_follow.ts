/**
 * A project's id changes with its git remote: `git remote add origin URL` in a folder that had
 * none (its id was its folder name and first commit, or path hash), or a remote moved elsewhere;
 * and with a repository's first commit (an id from the path, given before there was a commit or
 * by a ctx older than ids from commits). What ctx knows of the project then follows it, with no
 * model call, the first time the project is opened:
 *
 * - its `.ctx/` stays where it is: its ledger rows and registry entry take the new id;
 * - its per-user store moves from `projects/<old id>` to `projects/<new id>`: the summaries whose
 *   recorded folder belongs to this project (inside it, not in a repository of its own: clones
 *   may share a remote id's store), never one whose name is taken there, with their ledger rows;
 *   rows that need no file (`empty`, `short`, `ignored`) follow too, so nothing is paid again.
 *   The old folder goes when nothing is left in it.
 *
 * The former ids are those the registry knows for this folder, the id a folder without a
 * remote has (its store may never have been registered: it holds no file when every session
 * yielded nothing), and, for an id from a first commit, the per-user store of the same commit
 * whose folder is gone (the repository moved under another name). Says what it moved.
 */
import { existsSync, lstatSync } from "node:fs";
import { basename, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { plural } from "../text.ts";
import { transaction } from "./db.ts";
import { readStore, summaryFileNames } from "./files.ts";
import { ensureStoreDir } from "./guard.ts";
import { ledgerKey, toEntry } from "./ledger.ts";
import { folderId, isInsideProject, type ProjectInfo, samePath } from "./project.ts";
import { projectScope } from "./scope.ts";
import {
  forgetStore,
  hasTable,
  localStoreDir,
  registerStore,
  type StoreEntry,
  userStoreDir,
} from "./stores.ts";

/** Follow the project's former ids (see the module comment); returns what to tell the user. */
export async function followId(
  db: DatabaseSync,
  config: Pick<Config, "ctxHome">,
  project: ProjectInfo,
  stores: readonly StoreEntry[],
): Promise<string[]> {
  const notes: string[] = [];
  for (const former of formerStores(db, config, project, stores)) {
    const now = new Date().toISOString();
    if (former.kind === "local") {
      retagRows(db, former.dir, project.id);
      registerStore(db, { ...former, projectId: project.id, root: project.root, lastSeen: now });
      notes.push(changed(project, former, `its store "${former.dir}" follows it`));
      continue;
    }
    try {
      const moved = await moveUserStore(db, config, project, former);
      if (moved !== undefined) notes.push(changed(project, former, moved));
    } catch (error) {
      notes.push(
        `Cannot move the summaries of "${project.root}" from "${former.dir}" to ` +
          `"${userStoreDir(config, project.id)}": ${errorMessage(error)}`,
      );
    }
  }
  return notes;
}

function changed(project: ProjectInfo, former: StoreEntry, what: string): string {
  const from = former.projectId;
  const why = renamedFrom(project, former)
    ? `its folder was "${former.root}": the same repository, by its first commit`
    : project.idFrom === "commit"
    ? "it is now named by its first commit, so that it follows the folder when moved"
    : "its git remote changed";
  return `The id of project "${project.root}" is now "${project.id}" (it was "${from}": ` +
    `${why}): ${what}, with no model call`;
}

/** The stores (of the registry's `stores`) this folder had under other ids (never a team folder). */
function formerStores(
  db: DatabaseSync,
  config: Pick<Config, "ctxHome">,
  project: ProjectInfo,
  stores: readonly StoreEntry[],
): StoreEntry[] {
  const found = stores.filter((s) =>
    s.kind !== "team" && s.projectId !== project.id && s.root !== "" &&
    samePath(s.root, project.root) &&
    (s.kind === "user" || samePath(s.dir, localStoreDir(project.root)))
  );
  const pathId = folderId(project.root);
  if (pathId !== project.id && !found.some((s) => s.projectId === pathId)) {
    const dir = userStoreDir(config, pathId);
    if (existsSync(dir) || hasRows(db, pathId, dir)) {
      found.push({ dir, kind: "user", projectId: pathId, root: project.root, lastSeen: "" });
    }
  }
  // A repository moved under another folder name: the per-user store of the same first commit
  // whose folder is gone (a copy of the repository that is still there keeps its own).
  if (project.idFrom === "commit") {
    found.push(...stores.filter((s) => s.kind === "user" && renamedFrom(project, s)));
  }
  return found;
}

/** `former` is this repository's store under its former folder name (see `formerStores`). */
function renamedFrom(project: ProjectInfo, former: StoreEntry): boolean {
  const commit = project.id.slice(project.id.lastIndexOf("-"));
  return project.idFrom === "commit" && former.projectId !== project.id &&
    former.projectId.endsWith(commit) && former.root !== "" &&
    !samePath(former.root, project.root) && !existsSync(former.root);
}

/**
 * Move the project's part of a per-user store of a former id into its store now (see the
 * module comment); what was moved, or `undefined` when nothing was.
 */
async function moveUserStore(
  db: DatabaseSync,
  config: Pick<Config, "ctxHome">,
  project: ProjectInfo,
  former: StoreEntry,
): Promise<string | undefined> {
  const from = former.dir;
  const to = userStoreDir(config, project.id);
  if (samePath(from, to)) return undefined;
  // Named after this very folder's path: nothing else ever used it.
  const exclusive = former.projectId === folderId(project.root);
  const real = isRealDir(from);
  const summaries = real ? (await readStore(from)).summaries : [];
  // Where its sessions were recorded: the folder's former place when it was moved.
  const recordedIn = renamedFrom(project, former) ? former.root : project.root;
  const scope = projectScope(recordedIn);
  // Never over a file there (a summary of the same name, a README): that one stays.
  const takenNames = summaryFileNames(to) ?? new Set<string>();
  const ours = summaries.filter((s) =>
    s.doc.cwd !== undefined && isInsideProject(s.doc.cwd, recordedIn) &&
    scope.innerProject(s.doc.cwd) === undefined && !takenNames.has(basename(s.path))
  );
  const left = new Set(
    summaries.filter((s) => !ours.includes(s)).map((s) =>
      ledgerKey(s.doc.source, s.doc.sessionId, from)
    ),
  );
  // Refused before anything moves: a store that is (or sits under) a link, or a file.
  if (ours.length > 0) ensureStoreDir(to, { privateFrom: config.ctxHome });
  // The ledger first: a crash before the files move leaves them to the next opening.
  const rows = rehomeRows(db, { from, to, projectId: project.id, exclusive, left });
  for (const s of ours) {
    // Another ctx process opening the project at the same moment may have moved it already.
    await Deno.rename(s.path, join(to, basename(s.path))).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  }
  if (ours.length > 0 || existsSync(to)) {
    registerStore(db, {
      dir: to,
      kind: "user",
      projectId: project.id,
      root: project.root,
      lastSeen: new Date().toISOString(),
    });
  }
  // Not this folder's store any more (what is left in it is listed by its folder name).
  forgetStore(db, from);
  if (real && ours.length === summaries.length) await removeIfEmpty(from);
  if (ours.length === 0 && rows === 0) return undefined;
  const kept = summaries.length - ours.length;
  return `moved ${plural(ours.length, "summary", "summaries")} and ` +
    `${plural(rows, "ledger entry", "ledger entries")} from "${from}" to "${to}"` +
    (kept > 0 ? ` (${plural(kept, "summary", "summaries")} of other folders stay there)` : "");
}

/**
 * Give the ledger rows of a store the project's store now: every row of the sessions whose
 * summary moved (all but `left`) when the store was this folder's alone (`exclusive`), else
 * only the rows of moved summaries, plus copies of those that need no file (`empty`, `short`,
 * `ignored`), so neither folder pays for them again. Returns how many rows follow.
 */
function rehomeRows(
  db: DatabaseSync,
  move: { from: string; to: string; projectId: string; exclusive: boolean; left: Set<string> },
): number {
  if (!hasTable(db, "sessions")) return 0;
  return transaction(db, () => {
    const rows = (db.prepare("SELECT * FROM sessions WHERE store_dir = ?").all(move.from) as Array<
      Record<string, unknown>
    >).map(toEntry).filter((e) => e.status !== "running" && !move.left.has(e.key));
    const taken = db.prepare("SELECT 1 FROM sessions WHERE key = ?");
    const update = db.prepare(
      "UPDATE sessions SET key = ?, store_dir = ?, project_id = ? WHERE key = ?",
    );
    const drop = db.prepare("DELETE FROM sessions WHERE key = ?");
    const copy = db.prepare(
      `INSERT OR IGNORE INTO sessions (key, source, session_id, project_id, store_dir, location,
         fingerprint, content_hash, status, insights, error, belongs_to, attempts, updated_at,
         lease_owner, lease_until)
       SELECT ?, source, session_id, ?, ?, location, fingerprint, content_hash, status, insights,
         error, belongs_to, attempts, updated_at, NULL, 0 FROM sessions WHERE key = ?`,
    );
    let followed = 0;
    for (const e of rows) {
      const key = ledgerKey(e.source, e.sessionId, move.to);
      const noFile = e.status === "empty" || e.status === "short" || e.status === "ignored";
      if (!move.exclusive && !noFile && e.status !== "ok") continue;
      if (!move.exclusive && noFile) {
        followed += Number(copy.run(key, move.projectId, move.to, e.key).changes);
        continue;
      } else if (taken.get(key)) {
        drop.run(e.key); // The project's store has its own, newer row.
        continue;
      } else {
        update.run(key, move.to, move.projectId, e.key);
      }
      followed++;
    }
    return followed;
  });
}

/** Give the ledger rows of a `.ctx/` store the project's id now. */
function retagRows(db: DatabaseSync, dir: string, projectId: string): void {
  if (!hasTable(db, "sessions")) return;
  transaction(db, () => {
    db.prepare("UPDATE sessions SET project_id = ? WHERE store_dir = ? AND project_id <> ?")
      .run(projectId, dir, projectId);
  });
}

function hasRows(db: DatabaseSync, projectId: string, storeDir: string): boolean {
  return hasTable(db, "sessions") &&
    db.prepare("SELECT 1 FROM sessions WHERE project_id = ? AND store_dir = ? LIMIT 1")
        .get(projectId, storeDir) !== undefined;
}

function isRealDir(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Remove `dir` when nothing is left in it (a stale temp file does not count). */
async function removeIfEmpty(dir: string): Promise<void> {
  for await (const entry of Deno.readDir(dir)) {
    if (!/^\..+\.[0-9a-f]{8}\.tmp$/.test(entry.name)) return;
  }
  await Deno.remove(dir, { recursive: true }).catch(() => {});
}
