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
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { ERROR_CODES, StoreError } from "../errors.ts";
import type { Insight } from "../types.ts";
import { transaction } from "./db.ts";
import { checkStoreDir, type StoreDirOptions } from "./guard.ts";
import { removeRebuiltSummary, writeSummary } from "./files.ts";
import { leaseOwner, ownerAlive } from "./owner.ts";
import { listStores, openLedgerDb, registerStore, teamStoreDir } from "./stores.ts";
import {
  dropLease,
  type FileState,
  forgetMirrored,
  locate,
  mirrorCounts,
  type MirrorFile,
  mirrorFiles,
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
import { PART_SIZE, partDoc, partFile, readPart, teamFileNames, teamFiles } from "./_team_files.ts";

export type { MirrorRow as TeamMirror, TeamOrigin } from "./_team_state.ts";

/** An insight a page puts: who posted it (the file it goes to) and the insight as shown. */
export interface TeamPut {
  poster: string;
  insight: Insight;
}

/** One page of a project's changes, in the store's words. */
export interface TeamPage {
  /** The cursor the page was asked with (none: from the beginning). */
  after?: string;
  /** Where the next page starts: kept once the page is applied. */
  cursor: string;
  /** Insights stored or stored again (replace what the copy holds under the same id). */
  puts: TeamPut[];
  /** Ids of insights deleted on the server (an id the copy does not hold is ignored). */
  removals: string[];
}

/** What a page changed in the copy. */
export interface PageApplied {
  added: number;
  updated: number;
  removed: number;
}

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
   * (`cursor` absent: start from the beginning, which is also the case when the folder was
   * deleted). `undefined` when the project was never pulled.
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
  const until = () => deps.now().getTime() + LEASE_MS;
  const take = () => {
    const other = takeLease(
      db,
      projectId,
      holder,
      until(),
      (owner, heldUntil) => heldUntil > deps.now().getTime() && ownerAlive(owner, deps.host),
    );
    if (other !== undefined) {
      const pid = /:(\d+):[^:]*$/.exec(other)?.[1];
      throw new StoreError(
        `Another ctx pull of "${projectId}" is running${pid ? ` (process ${pid})` : ""}`,
        {
          code: ERROR_CODES.storeBusy,
          hint: "wait for it to finish (a pull goes on from where another stopped), then rerun",
        },
      );
    }
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
      // The folder was deleted: what the bookkeeping says it holds is gone, so start over.
      if (!existsSync(dir) && mirrorCounts(db, projectId).insights > 0) {
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
      const states: FileState[] = [];
      for (const edit of plan.edits.values()) {
        states.push(await writeEdit(dir, projectId, edit, guard));
      }
      transaction(db, () => {
        recordFiles(db, projectId, states);
        writeMirror(db, projectId, { ...row, cursor: page.cursor, applying: false }, deps.now());
      });
      return plan.applied;
    },
    counts: () => mirrorCounts(db, projectId),
    pushedHere: (server, hashes) => pushedAmong(db, server, projectId, hashes),
    register(root) {
      const ledger = openLedgerDb(deps.config);
      try {
        const known = root ||
          listStores(ledger).find((s) => s.projectId === projectId && s.root !== "")?.root || "";
        registerStore(ledger, {
          dir,
          kind: "team",
          projectId,
          root: known,
          lastSeen: deps.now().toISOString(),
        });
      } finally {
        ledger.close();
      }
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

/** How a page changes one file: ids that leave it, insights that come (or replace). */
interface Edit {
  info: MirrorFile;
  /** The file exists (the bookkeeping knows it): read it before changing it. */
  known: boolean;
  drop: Set<string>;
  add: Insight[];
}

/** Which files a page changes, and how: puts go to their poster's last part, else new parts. */
function planPage(
  db: DatabaseSync,
  projectId: string,
  page: TeamPage,
): { edits: Map<string, Edit>; applied: PageApplied } {
  const files = mirrorFiles(db, projectId);
  const where = locate(db, projectId, [
    ...page.puts.map((p) => p.insight.id),
    ...page.removals,
  ]);
  const edits = new Map<string, Edit>();
  const edit = (info: MirrorFile, known = true): Edit => {
    let found = edits.get(info.file);
    if (!found) edits.set(info.file, found = { info, known, drop: new Set(), add: [] });
    return found;
  };
  const applied: PageApplied = { added: 0, updated: 0, removed: 0 };
  for (const id of page.removals) {
    const file = where.get(id);
    if (file === undefined) continue;
    edit(files.get(file) ?? lostFile(file)).drop.add(id);
    applied.removed++;
  }
  const placed = new Map<string, Insight[]>();
  for (const { poster, insight } of page.puts) {
    const file = where.get(insight.id);
    const info = file === undefined ? undefined : files.get(file) ?? lostFile(file);
    if (info) applied.updated++;
    else applied.added++;
    if (info?.poster === poster) {
      const same = edit(info);
      same.drop.add(insight.id);
      same.add.push(insight);
      continue;
    }
    if (info) edit(info).drop.add(insight.id);
    placed.set(poster, [...placed.get(poster) ?? [], insight]);
  }
  for (const [poster, insights] of placed) {
    const parts = [...files.values()].filter((f) => f.poster === poster);
    let last = parts.sort((a, b) => a.part - b.part).at(-1);
    let next = 0;
    while (next < insights.length) {
      const target = last ? edit(last) : undefined;
      const size = target ? target.info.insights - target.drop.size + target.add.length : 0;
      if (target && size < PART_SIZE) {
        target.add.push(...insights.slice(next, next + PART_SIZE - size));
        next += PART_SIZE - size;
        continue;
      }
      const part = (last?.part ?? 0) + 1;
      last = { file: partFile(poster, part), poster, part, insights: 0 };
      edit(last, false);
    }
  }
  return { edits, applied };
}

/** A file the bookkeeping maps an id to but does not list (it cannot happen; read as found). */
function lostFile(file: string): MirrorFile {
  return { file, poster: "", part: 1, insights: 0 };
}

/** Write one file's new content (or remove it when nothing is left). */
async function writeEdit(
  dir: string,
  projectId: string,
  edit: Edit,
  guard: StoreDirOptions,
): Promise<FileState> {
  const byId = new Map<string, Insight>();
  const found = edit.known ? await readPart(dir, edit.info.file) : { insights: [] };
  for (const insight of found.insights) {
    if (!edit.drop.has(insight.id)) byId.set(insight.id, insight);
  }
  // A file the bookkeeping lost track of keeps the poster it names.
  const poster = edit.info.poster || found.poster || "";
  for (const insight of edit.add) byId.set(insight.id, insight);
  const gone = [...edit.drop].filter((id) => !byId.has(id));
  if (byId.size === 0) {
    await removeRebuiltSummary(dir, edit.info.file);
    return { info: edit.info, gone };
  }
  const insights = [...byId.values()];
  await writeSummary(dir, partDoc(projectId, poster, edit.info.part, insights), guard);
  return {
    info: { ...edit.info, poster, insights: insights.length },
    ids: insights.map((i) => i.id),
    gone,
  };
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
