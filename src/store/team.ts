/**
 * The folders of pulled team insights, `$CTX_HOME/team/<project-id>/` (never a project's own
 * `.ctx/`): a copy of what the team server holds for a project, kept up to date page by page
 * through the store's one writer (`writeSummary` in `files.ts`, in its `rebuilt` mode), private
 * from `$CTX_HOME` down, never through a symbolic link.
 *
 * A pull applies one page of changes at a time (insights put, insights removed) and keeps the
 * cursor after it only once the page's files are written, so a pull that stops (a crash, Ctrl-C,
 * a lost connection) goes on from the last page applied, and nothing is lost or held twice: the
 * bookkeeping (`_team_state.ts`) says which file holds each insight, and when a pull stopped
 * while it wrote files, the next one reads the folder again before it goes on.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { ERROR_CODES, StoreError } from "../errors.ts";
import { transaction } from "./db.ts";
import { checkStoreDir, type StoreDirOptions } from "./guard.ts";
import { removeRebuiltSummary } from "./files.ts";
import { leaseHeld, leaseOwner } from "./owner.ts";
import { listStores, openLedgerDb, registerStore, teamStoreDir } from "./stores.ts";
import {
  dropLease,
  forgetMirrored,
  mirrorCounts,
  mirroredFiles,
  type MirrorRow,
  openTeamState,
  pushedAmong,
  readMirror,
  recordFiles,
  recordFoundFile,
  recordPushed,
  setApplying,
  takeLease,
  type TeamOrigin,
  teamStatePath,
  writeMirror,
} from "./_team_state.ts";
import { teamFileNames, teamFiles } from "./_team_files.ts";
import { type PageApplied, planPage, type TeamPage, writeEdit, writeEdits } from "./_team_page.ts";

export type { PageApplied, TeamPage, TeamPut } from "./_team_page.ts";

export type { MirrorRow as TeamMirror, TeamOrigin } from "./_team_state.ts";

/** A project's copy of a team's insights. */
export interface TeamStore extends Disposable {
  readonly projectId: string;
  readonly dir: string;
  /**
   * Take this project's pull (one pull of a project at a time on this machine: a `StoreError`
   * says another runs), and when the last pull stopped while it wrote files, read the folder
   * again so that the bookkeeping matches it.
   */
  hold(): Promise<void>;
  /**
   * Where the copy stands: the server and team it mirrors and the cursor to go on from
   * (`cursor` absent: start from the beginning, which is also the case when the folder or one
   * of its files was deleted). `undefined` when the project was never pulled.
   */
  mirror(): MirrorRow | undefined;
  /** Empty the copy (every pulled file of the project) to rebuild it from `origin`. */
  startOver(origin: TeamOrigin): Promise<number>;
  /** The same server and team through another key: the cursor stays. */
  follow(origin: TeamOrigin): void;
  /** Apply one page and keep its cursor. */
  applyPage(page: TeamPage): Promise<PageApplied>;
  /** Insights the copy holds and the posters they come from. */
  counts(): { insights: number; posters: number };
  /** Which of `hashes` this machine pushed to `server` for this project (its own insights). */
  pushedHere(server: string, hashes: Iterable<string>): Set<string>;
  /**
   * Record the folder in the registry, so search and the MCP tools show it; `root` is where
   * the project is on this machine (else the one the registry knows, if any).
   */
  register(root?: string): void;
  /** Give the pull back and close the bookkeeping. */
  close(): void;
}

type TeamStoreDeps = Pick<Deps, "now" | "host" | "pid"> & { config: Pick<Config, "ctxHome"> };

/** A pull holds its project this long unless it renews (every page does). */
const LEASE_MS = 10 * 60_000;

/**
 * The team folder of `projectId`. Throws the store's `StoreError` for an id that cannot name a
 * folder, and when `team/` or the folder is a symbolic link or a file. Creates nothing: the
 * first write makes the folder.
 */
export function openTeamStore(deps: TeamStoreDeps, projectId: string): TeamStore {
  const dir = teamStoreDir(deps.config, projectId);
  const guard: StoreDirOptions = { privateFrom: deps.config.ctxHome, rebuilt: true };
  checkStoreDir(dir, guard);
  const db = openTeamState(deps.config);
  const holder = leaseOwner(deps.host, deps.pid);
  let held = false;
  let closed = false;
  const take = () => {
    holdPull(db, projectId, holder, deps);
    held = true;
  };
  const store: TeamStore = {
    projectId,
    dir,
    async hold() {
      take();
      if (readMirror(db, projectId)?.applying) await repair(db, projectId, dir, guard);
    },
    mirror() {
      const row = readMirror(db, projectId);
      if (!row) return undefined;
      // The folder, or a file of it, was deleted (a user removing a damaged one): what the
      // bookkeeping says it holds is gone, so start over.
      if (mirroredFiles(db, projectId).some((file) => !existsSync(join(dir, file)))) {
        const { cursor: _gone, ...rest } = row;
        return rest;
      }
      return row;
    },
    async startOver(origin) {
      checkStoreDir(dir, guard);
      const { insights } = mirrorCounts(db, projectId);
      // The flag first: a pull stopped half-way through the removal repairs, then starts over.
      transaction(db, () => writeMirror(db, projectId, { ...origin, applying: true }, deps.now()));
      for (const name of await teamFileNames(dir)) await removeRebuiltSummary(dir, name);
      transaction(db, () => {
        forgetMirrored(db, projectId);
        writeMirror(db, projectId, { ...origin, applying: false }, deps.now());
      });
      return insights;
    },
    follow(origin) {
      const row = readMirror(db, projectId);
      if (!row) throw new Error("follow() needs a copy that mirrors a team");
      transaction(db, () => writeMirror(db, projectId, { ...row, ...origin }, deps.now()));
    },
    async applyPage(page) {
      checkStoreDir(dir, guard);
      const row = readMirror(db, projectId);
      if (!row || row.cursor !== page.after) {
        throw new StoreError(`The pulled copy of "${projectId}" changed while this pull ran`, {
          code: ERROR_CODES.storeBusy,
          hint: "rerun ctx pull",
        });
      }
      if (held) take();
      const plan = planPage(db, projectId, page);
      if (plan.edits.size > 0) setApplying(db, projectId, true);
      const states = await writeEdits(dir, projectId, [...plan.edits.values()], guard);
      transaction(db, () => {
        recordFiles(db, projectId, states);
        writeMirror(db, projectId, { ...row, cursor: page.cursor, applying: false }, deps.now());
      });
      return plan.applied;
    },
    counts: () => mirrorCounts(db, projectId),
    pushedHere: (server, hashes) => pushedAmong(db, server, projectId, hashes),
    register(root) {
      registerTeamStore(deps, { dir, projectId, root });
    },
    close() {
      if (closed) return;
      if (held) dropLease(db, projectId, holder);
      held = false;
      closed = true;
      db.close();
    },
    [Symbol.dispose]() {
      store.close();
    },
  };
  return store;
}

/**
 * Take (or renew) this process's lease on pulling `projectId`; throws the store's busy error
 * while another live ctx holds it.
 */
function holdPull(
  db: DatabaseSync,
  projectId: string,
  holder: string,
  deps: Pick<TeamStoreDeps, "now" | "host">,
): void {
  const other = takeLease(
    db,
    projectId,
    holder,
    deps.now().getTime() + LEASE_MS,
    (owner, heldUntil) => leaseHeld(owner, heldUntil, deps.now().getTime(), deps.host),
  );
  if (other === undefined) return;
  const pid = /:(\d+):[^:]*$/.exec(other)?.[1];
  throw new StoreError(
    `Another ctx pull of "${projectId}" is running${pid ? ` (process ${pid})` : ""}`,
    {
      code: ERROR_CODES.storeBusy,
      hint: "wait for it to finish (a pull goes on from where another stopped), then rerun",
    },
  );
}

/**
 * Register a team folder in the store registry, under `root` or else the root a store of the
 * same project already has.
 */
function registerTeamStore(
  deps: Pick<TeamStoreDeps, "now" | "config">,
  store: { dir: string; projectId: string; root: string | undefined },
): void {
  const ledger = openLedgerDb(deps.config);
  try {
    const known = store.root ||
      listStores(ledger).find((s) => s.projectId === store.projectId && s.root !== "")?.root ||
      "";
    registerStore(ledger, {
      dir: store.dir,
      kind: "team",
      projectId: store.projectId,
      root: known,
      lastSeen: deps.now().toISOString(),
    });
  } finally {
    ledger.close();
  }
}

/** Remember the content this machine pushed to `server` for `projectId` (its content hashes). */
export function rememberPushed(
  config: Pick<Config, "ctxHome">,
  server: string,
  projectId: string,
  hashes: readonly string[],
): void {
  const db = openTeamState(config);
  try {
    recordPushed(db, server, projectId, hashes);
  } finally {
    db.close();
  }
}

/** Which of the (project, content hash) pairs this machine pushed to `server`. */
export function pushedContent(
  config: Pick<Config, "ctxHome">,
  server: string,
  items: ReadonlyArray<{ projectId: string; hash: string }>,
): Set<string> {
  if (items.length === 0 || !existsSync(teamStatePath(config))) {
    return new Set();
  }
  const db = openTeamState(config);
  try {
    const found = new Set<string>();
    for (const { projectId, hash } of items) {
      if (pushedAmong(db, server, projectId, [hash]).size) found.add(`${projectId}\0${hash}`);
    }
    return found;
  } finally {
    db.close();
  }
}

/**
 * Make the bookkeeping match the folder after a pull stopped while it wrote files: every team
 * file is read (one at a time), and an insight found in two files (moved from one poster to
 * another when the pull stopped) is kept in the first only. The page that was being applied is
 * applied again by the next pull, which puts each insight where it belongs.
 */
async function repair(
  db: DatabaseSync,
  projectId: string,
  dir: string,
  guard: StoreDirOptions,
): Promise<void> {
  transaction(db, () => forgetMirrored(db, projectId));
  for await (const found of teamFiles(dir)) {
    const ids = found.insights.map((i) => i.id);
    const info = { file: found.file, poster: found.poster, part: found.part };
    const repeated = transaction(db, () => recordFoundFile(db, projectId, info, ids));
    if (repeated.length === 0) continue;
    await writeEdit(dir, projectId, {
      info: { ...info, insights: ids.length },
      known: true,
      drop: new Set(repeated),
      add: [],
    }, guard);
  }
  setApplying(db, projectId, false);
}
