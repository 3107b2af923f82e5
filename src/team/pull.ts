/**
 * What `ctx pull` makes of teammates' insights: one summary per poster (the key that posted,
 * and the contributor name it claimed), with `source: "team"`, who shared it, and the server's
 * insight ids (stable across pulls), written into the project's team folder
 * (`$CTX_HOME/team/<project-id>/team_<slug>.md`, never the project's `.ctx/`) through the
 * store's team store (`openTeamStore`), which rebuilds the folder to match the server.
 *
 * The server may be hostile: a project id becomes a folder only when it is a safe name, the
 * store writes and deletes only inside `$CTX_HOME/team/<id>/` and never through a symlink, and
 * insights with unsafe ids are skipped and counted.
 */
import type { Config } from "../config/mod.ts";
import { ERROR_CODES, TeamError } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import { safeBlock, safeLine } from "../safe_text.ts";
import { openTeamStore, type SummaryDoc, type TeamStore } from "../store/mod.ts";
import type { Insight } from "../types.ts";
import { isSafeInsightId, projectIdRefusal } from "./_ids.ts";
import type { PostedBy, TeamInsight } from "./_protocol.ts";
import type { RedactText } from "./push.ts";

export const UNKNOWN_CONTRIBUTOR = "unknown contributor";

/**
 * The team folder of a project: `$CTX_HOME/team/<projectId>`. Throws a `TeamError` for an
 * unsafe id, and the store's `StoreError` when `team/` or the project's folder exists as a
 * symlink or a file (ctx never writes through a symlink out of its store). Creates nothing:
 * missing folders are created by the first write.
 */
export function prepareTeamStore(
  deps: { config: Pick<Config, "ctxHome">; now: () => Date },
  projectId: string,
): TeamStore {
  const refusal = projectIdRefusal(projectId);
  if (refusal) {
    throw new TeamError(
      `Refusing project id "${safeLine(projectId).slice(0, 100)}": it ${refusal}`,
      {
        code: ERROR_CODES.teamUnsafeId,
        hint: "check that CTX_API_URL points at a team server you trust",
      },
    );
  }
  return openTeamStore(deps, projectId);
}

/**
 * The project ids of a team listing that may become folders, in the server's order: unsafe ids
 * and repeats are left out, and so is an id that differs from an earlier one only in case (on a
 * disk that ignores case both would share one folder, and each pull would delete the other's
 * files). Each id left out comes with the reason, to follow "it ".
 */
export function teamProjectIds(
  ids: string[],
): { ids: string[]; skipped: Array<{ id: string; reason: string }> } {
  const kept = new Map<string, string>();
  const skipped: Array<{ id: string; reason: string }> = [];
  for (const id of ids) {
    const refusal = projectIdRefusal(id);
    if (refusal) {
      skipped.push({ id, reason: refusal });
      continue;
    }
    const folded = id.toLowerCase();
    const earlier = kept.get(folded);
    if (earlier === id) continue;
    if (earlier !== undefined) {
      skipped.push({
        id,
        reason: `differs from "${earlier}" only in case (both would share one folder)`,
      });
      continue;
    }
    kept.set(folded, id);
  }
  return { ids: [...kept.values()], skipped };
}

export interface WriteTeamOptions {
  insights: TeamInsight[];
  /** The id of your key: what it posted is already in your own stores, so skipped. */
  selfKeyId?: number;
  redact: RedactText;
}

export interface WriteTeamResult {
  /** Summary files written or already up to date. */
  files: string[];
  /** Insights now in the folder. */
  kept: number;
  /** Insights skipped because your key posted them. */
  own: number;
  /** Insights skipped because their id is not safe to store. */
  invalid: number;
  /** Stale files removed (a poster with nothing left on the server). */
  removed: number;
}

/** Write a project's team insights into its team folder, one file per poster. */
export async function writeTeamInsights(
  store: TeamStore,
  options: WriteTeamOptions,
): Promise<WriteTeamResult> {
  const groups = new Map<string, { sharedBy: string; list: TeamInsight[] }>();
  let own = 0;
  let invalid = 0;
  for (const insight of options.insights) {
    if (insight.project_id !== store.projectId) continue;
    if (!isSafeInsightId(insight.id)) {
      invalid++;
      continue;
    }
    const keyId = insight.posted_by?.key_id;
    if (options.selfKeyId !== undefined && keyId === options.selfKeyId) {
      own++;
      continue;
    }
    const sharedBy = sharedByLabel(insight.contributor, insight.posted_by);
    const group = groups.get(sharedBy) ?? { sharedBy, list: [] };
    group.list.push(insight);
    groups.set(sharedBy, group);
  }
  const docs = await Promise.all(
    [...groups.values()].map(({ sharedBy, list }) =>
      teamSummaryDoc(store.projectId, sharedBy, list, options.redact)
    ),
  );
  const { files, removed } = await store.replace("team", docs);
  const kept = docs.reduce((n, doc) => n + doc.insights.length, 0);
  return { files, kept, own, invalid, removed };
}

/**
 * Who shared an insight, as shown by search and the MCP tools: the contributor name the client
 * claimed, and the key that posted it as the server recorded it. A name alone proves nothing.
 *
 * @example
 * sharedByLabel("Alice <a@x.org>", { key_id: 3, label: "alice" }); // 'Alice <a@x.org> (key #3 "alice")'
 */
export function sharedByLabel(contributor: string | null, postedBy?: PostedBy | null): string {
  const name = safeLine(contributor ?? "").trim() || UNKNOWN_CONTRIBUTOR;
  if (!postedBy) return name;
  const label = postedBy.label ? ` "${safeLine(postedBy.label).trim()}"` : "";
  return `${name} (key #${postedBy.key_id}${label})`;
}

/** The summary document of one poster's insights on one project. */
export async function teamSummaryDoc(
  projectId: string,
  sharedBy: string,
  insights: TeamInsight[],
  redact: RedactText,
): Promise<SummaryDoc> {
  const sorted = [...insights].sort((a, b) =>
    a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)
  );
  const times = sorted.map((i) => safeLine(i.created_at));
  const ids = sorted.map((i) => i.id);
  // Teammates' text is redacted again on arrival (summaries are redacted before they are
  // written) and kept free of control characters (search prints it).
  const line = (text: string) => safeLine(redact(text));
  return {
    source: "team",
    sessionId: await contributorSlug(sharedBy),
    project: projectId,
    cwd: "",
    started: times[0] ?? null,
    updated: times.at(-1) ?? null,
    // The newest share time, not the pull time: an unchanged team keeps byte-identical files.
    distilled: times.at(-1) ?? "",
    model: "team",
    contentHash: `sha256:${await sha256Hex(ids.join("\n"))}`,
    title: `Team insights shared by ${line(sharedBy)}`,
    contributor: line(sharedBy),
    insights: sorted.map((i): Insight => {
      const insight: Insight = {
        id: i.id,
        type: i.type,
        title: line(i.title),
        summary: safeBlock(redact(i.summary)),
        tags: i.tags.map(line),
      };
      if (i.file) insight.file = line(i.file);
      // The server's date of this insight: when it was first pushed (the server is never told
      // when it was distilled). Without it, every insight of a poster would show the newest.
      if (isIsoTime(i.created_at)) insight.date = i.created_at;
      return insight;
    }),
  };
}

/** True for an ISO-8601 date and time such as the server's `created_at`. */
function isIsoTime(text: string): boolean {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:\d\d)$/.test(text) &&
    !Number.isNaN(Date.parse(text));
}

/** A file-safe, collision-free name for a poster: readable part + short hash. */
export async function contributorSlug(contributor: string): Promise<string> {
  const readable = contributor.toLowerCase().replace(/<[^>]*>/g, "").replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "").slice(0, 40) || "contributor";
  return `${readable}-${(await sha256Hex(contributor)).slice(0, 8)}`;
}
