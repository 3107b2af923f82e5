/**
 * What a project's memory holds, counted in one place (`Index.counts`, `Index.projects`) and
 * said in the same words by every door (`ctx status`, `fetch_project_context`,
 * `list_context_projects`): for the whole project and per folder of it on this machine (clones
 * of one origin share the project's id and its per-user store), the project's own insights apart
 * from those pulled from the team server. Pure: no I/O.
 */
import { plural } from "../text.ts";
import { samePath } from "./project.ts";
import type { StoreKind } from "./stores.ts";

/** What one folder of a project distilled: the sessions recorded in it. */
export interface FolderMemory {
  root: string;
  sessions: number;
  insights: number;
}

/** A project's memory, its own (distilled on this machine or committed in its `.ctx/`). */
export interface ProjectMemory {
  /** Sessions and insights of its own stores, every folder together, each counted once. */
  sessions: number;
  insights: number;
  /** ISO-8601 of its newest own insight. */
  lastUpdate: string | null;
  /** Every folder of the project known here (even with nothing distilled yet), by path. */
  folders: FolderMemory[];
  /** Insights pulled from the team server (`ctx pull`) that are not also its own. */
  team: number;
}

export interface ProjectEntry extends ProjectMemory {
  id: string;
  /** Project root on this machine (empty when only team insights are known). */
  root: string;
  /** ISO-8601 of the newest insight, team insights included. */
  lastUpdate: string;
  kinds: StoreKind[];
}

/**
 * A project entry as the doors that list every project show it: `missing` on the project and on
 * each folder of it no longer on this machine (moved or deleted since it was distilled).
 */
export type ListedProject = Omit<ProjectEntry, "folders"> & {
  missing?: true;
  folders: Array<FolderMemory & { missing?: true }>;
};

/** "1 session, 2 insights": how every door counts a memory. */
export function countText(m: { sessions: number; insights: number }): string {
  return `${plural(m.sessions, "session")}, ${plural(m.insights, "insight")}`;
}

/**
 * A project's own count and what its team shared, apart: "3 sessions, 6 insights and 2 insights
 * from teammates"; a project known only from `ctx pull` has no session of its own here.
 */
export function projectCountText(p: ProjectMemory): string {
  const team = p.team > 0 ? `${plural(p.team, "insight")} from teammates` : "";
  if (p.sessions === 0 && team) return team;
  return team ? `${countText(p)} and ${team}` : countText(p);
}

/**
 * What the folder `root` and its project hold, in the words every door uses: the folder's
 * count, and when the project has other folders here (clones of one origin), the project's too.
 * Team insights are left to the caller (each door says where they are).
 */
export function memoryText(memory: ProjectMemory, root: string): string {
  const here = folderMemory(memory, root);
  const others = memory.folders.filter((f) => !samePath(f.root, root)).length;
  if (others === 0 && here.sessions === memory.sessions) return countText(memory);
  const project = others === 0
    ? "in the whole project"
    : `in the project's ${plural(others + 1, "folder")} on this machine`;
  return `${countText(here)} in this folder; ${countText(memory)} ${project}`;
}

/** What the folder `root` of a project distilled (nothing, when ctx never ran there). */
export function folderMemory(memory: ProjectMemory, root: string): FolderMemory {
  return memory.folders.find((f) => samePath(f.root, root)) ?? { root, sessions: 0, insights: 0 };
}
