/**
 * The per-user store of a project without a git remote used to be `projects/<folder name>`,
 * shared by every folder of that name. Its id now carries a hash of the folder's path; the
 * first time ctx meets such a project, it moves that project's summaries from the old folder:
 *
 * - only when the new folder does not exist yet (so it runs once, and never mixes into a store
 *   that is already in use), and the old one is a real folder (never a link);
 * - only the summaries whose recorded cwd belongs to this project (inside its folder and not in
 *   a repository of its own): a namesake's summaries stay where they are;
 * - with their ledger rows, so nothing is paid for again; the old folder is removed when empty.
 *
 * It says what it moved.
 */
import { basename, join } from "node:path";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { exists } from "../fsutil.ts";
import { ensureStoreDir } from "./guard.ts";
import { readStore, type StoredSummary } from "./files.ts";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "./db.ts";
import { ledgerKey, toEntry } from "./ledger.ts";
import {
  folderId,
  isInsideProject,
  legacyFolderId,
  projectIdProblem,
  type ProjectInfo,
} from "./project.ts";
import { projectScope } from "./scope.ts";
import { forgetStore, openLedgerDb, registerStore, userStoreDir } from "./stores.ts";

/**
 * Move this project's summaries out of the per-user store an older ctx used (see the module
 * comment). Returns what was done, to be said to the user, or `undefined` when nothing was to do.
 */
export async function migrateLegacyStore(
  config: Pick<Config, "ctxHome">,
  project: ProjectInfo,
): Promise<string | undefined> {
  if (project.id !== folderId(project.root)) return undefined; // an id from a git remote
  const legacyId = legacyFolderId(project.root);
  if (projectIdProblem(legacyId) !== undefined) return undefined; // never a store folder
  const from = userStoreDir(config, legacyId);
  const to = userStoreDir(config, project.id);
  if (await exists(to) || !(await isRealDir(from))) return undefined;
  let summaries;
  try {
    summaries = (await readStore(from)).summaries;
  } catch (error) {
    return `Cannot look for this project's summaries in "${from}": ${errorMessage(error)}`;
  }
  const scope = projectScope(project.root);
  const ours = summaries.filter((s) =>
    s.doc.cwd !== "" && isInsideProject(s.doc.cwd, project.root) &&
    scope.innerProject(s.doc.cwd) === undefined
  );
  if (ours.length === 0) return undefined;
  const moved = new Set(ours.map((s) => ledgerKey(s.doc.source, s.doc.sessionId, from)));
  const left = summaries.length - ours.length;
  try {
    await moveSummaries(config, project, { from, to, ours, moved, left });
  } catch (error) {
    return `Cannot move the summaries of "${project.root}" from "${from}" to "${to}": ` +
      errorMessage(error);
  }
  return `Moved ${countSummaries(ours.length)} of "${project.root}" from "${from}" to "${to}": ` +
    "per-user stores of projects without a git remote are now named by folder name and path" +
    (left > 0
      ? ` (${countSummaries(left)} of other folders named "${legacyId}" stay in "${from}")`
      : "");
}

function countSummaries(n: number): string {
  return `${n} summar${n === 1 ? "y" : "ies"}`;
}

async function moveSummaries(
  config: Pick<Config, "ctxHome">,
  project: ProjectInfo,
  move: { from: string; to: string; ours: StoredSummary[]; moved: Set<string>; left: number },
): Promise<void> {
  const { from, to, ours, moved, left } = move;
  const db = openLedgerDb(config);
  try {
    // The ledger first: a crash before the files move just makes the next run move them.
    rehomeLedgerRows(db, { from, to, projectId: project.id, moved });
    ensureStoreDir(to, { privateFrom: config.ctxHome });
    for (const summary of ours) await Deno.rename(summary.path, join(to, basename(summary.path)));
    const lastSeen = new Date().toISOString();
    registerStore(db, {
      dir: to,
      kind: "user",
      projectId: project.id,
      root: project.root,
      lastSeen,
    });
    if (left === 0 && await removeIfEmpty(from)) forgetStore(db, from);
  } finally {
    db.close();
  }
}

async function isRealDir(path: string): Promise<boolean> {
  try {
    return (await Deno.lstat(path)).isDirectory;
  } catch {
    return false;
  }
}

/** Remove `dir` when nothing is left in it (a stale temp file does not count). */
async function removeIfEmpty(dir: string): Promise<boolean> {
  for await (const entry of Deno.readDir(dir)) {
    if (!/^\..+\.[0-9a-f]{8}\.tmp$/.test(entry.name)) return false;
  }
  try {
    await Deno.remove(dir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Give the ledger rows of a store moved to another folder their new place (a per-user store
 * renamed by the id change, see `_migrate.ts`): rows of the `moved` sessions (`ledgerKey` of
 * the old folder) move; rows that need no summary (`empty`, `short`, `ignored`) are copied, so
 * neither folder's project pays for them again. Nothing when the ledger has no sessions yet.
 */
export function rehomeLedgerRows(
  db: DatabaseSync,
  move: { from: string; to: string; projectId: string; moved: ReadonlySet<string> },
): void {
  const table = db.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sessions'",
  ).get();
  if (!table) return;
  transaction(db, () => {
    const rows = db.prepare("SELECT * FROM sessions WHERE store_dir = ?").all(move.from) as Array<
      Record<string, unknown>
    >;
    const update = db.prepare(
      "UPDATE OR REPLACE sessions SET key = ?, store_dir = ?, project_id = ? WHERE key = ?",
    );
    const copy = db.prepare(
      `INSERT OR IGNORE INTO sessions (key, source, session_id, project_id, store_dir, location,
         fingerprint, content_hash, status, insights, error, attempts, updated_at, lease_owner,
         lease_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)`,
    );
    for (const row of rows) {
      const e = toEntry(row);
      const key = ledgerKey(e.source, e.sessionId, move.to);
      if (move.moved.has(e.key)) {
        update.run(key, move.to, move.projectId, e.key);
      } else if (e.status === "empty" || e.status === "short" || e.status === "ignored") {
        copy.run(
          key,
          e.source,
          e.sessionId,
          move.projectId,
          move.to,
          e.location,
          e.fingerprint,
          e.contentHash,
          e.status,
          e.insights,
          e.error,
          e.attempts,
          e.updatedAt,
        );
      }
    }
  });
}
