/**
 * Where `ctx pull` puts teammates' insights: one summary file per contributor in the project's
 * team folder (`$CTX_HOME/team/<project-id>/team_<contributor>.md`, never the project's `.ctx/`),
 * with `source: "team"`, the contributor, and the server's insight ids (stable across pulls).
 * The folder belongs to pull: each pull rewrites it to match the server.
 */
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { writeFileAtomic } from "../store/atomic.ts";
import { checkStoreDir, ensureStoreDir, PRIVATE_FILE_MODE, refuseSymlink } from "../store/guard.ts";
import { listSummaryFiles } from "../store/files.ts";
import { renderSummary, type SummaryDoc, summaryFileName } from "../store/summary.ts";
import type { Insight } from "../types.ts";
import type { TeamInsight } from "./_protocol.ts";
import type { RedactText } from "./push.ts";

export const UNKNOWN_CONTRIBUTOR = "unknown contributor";

export interface WriteTeamOptions {
  /** The team folder of the project (`teamStoreDir(config, projectId)`). */
  dir: string;
  projectId: string;
  insights: TeamInsight[];
  /** Your own contributor identity: your pushes are already in your own stores, so skipped. */
  self?: string;
  redact: RedactText;
}

export interface WriteTeamResult {
  /** Summary files written or already up to date. */
  files: string[];
  /** Insights now in the folder. */
  kept: number;
  /** Insights skipped because you pushed them. */
  own: number;
  /** Stale files removed (a contributor with nothing left on the server). */
  removed: number;
}

/** Write a project's team insights into its team folder, one file per contributor. */
export async function writeTeamInsights(options: WriteTeamOptions): Promise<WriteTeamResult> {
  const groups = new Map<string, TeamInsight[]>();
  let own = 0;
  for (const insight of options.insights) {
    if (insight.project_id !== options.projectId) continue;
    const contributor = insight.contributor?.trim() || UNKNOWN_CONTRIBUTOR;
    if (options.self && contributor === options.self) {
      own++;
      continue;
    }
    const list = groups.get(contributor) ?? [];
    list.push(insight);
    groups.set(contributor, list);
  }
  const files: string[] = [];
  let kept = 0;
  // `$CTX_HOME/team/<id>`: private from `$CTX_HOME` down, never a symbolic link.
  const privateFrom = dirname(dirname(options.dir));
  if (groups.size > 0) ensureStoreDir(options.dir, { privateFrom });
  else checkStoreDir(options.dir, { privateFrom });
  for (const [contributor, list] of groups) {
    const doc = teamSummaryDoc(options.projectId, contributor, list, options.redact);
    const path = join(options.dir, summaryFileName(doc.source, doc.sessionId));
    const text = renderSummary(doc);
    refuseSymlink(path);
    // Unchanged files are left alone so the index does not re-read them.
    if (await readText(path) !== text) {
      await writeFileAtomic(path, text, { mode: PRIVATE_FILE_MODE, keepMode: false });
    }
    files.push(path);
    kept += doc.insights.length;
  }
  let removed = 0;
  const keep = new Set(files);
  for (const file of await listSummaryFiles(options.dir)) {
    if (keep.has(file.path) || !/[\\/]team_[^\\/]*\.md$/.test(file.path)) continue;
    await Deno.remove(file.path).catch(() => {});
    removed++;
  }
  return { files, kept, own, removed };
}

/** The summary document of one contributor's insights on one project. */
export function teamSummaryDoc(
  projectId: string,
  contributor: string,
  insights: TeamInsight[],
  redact: RedactText,
): SummaryDoc {
  const sorted = [...insights].sort((a, b) =>
    a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)
  );
  const times = sorted.map((i) => i.created_at);
  const ids = sorted.map((i) => i.id);
  const clean = (text: string) => redact(text);
  return {
    source: "team",
    sessionId: contributorSlug(contributor),
    project: projectId,
    cwd: "",
    started: times[0] ?? null,
    updated: times.at(-1) ?? null,
    // The newest share time, not the pull time: an unchanged team keeps byte-identical files.
    distilled: times.at(-1) ?? "",
    model: "team",
    contentHash: `sha256:${sha256(ids.join("\n"))}`,
    title: `Team insights shared by ${clean(contributor)}`,
    contributor: clean(contributor),
    insights: sorted.map((i): Insight => {
      // Teammates' text is redacted again on arrival (defence in depth: summaries are redacted
      // before they are written).
      const insight: Insight = {
        id: i.id,
        type: i.type,
        title: clean(i.title),
        summary: clean(i.summary),
        tags: i.tags.map(clean),
      };
      if (i.file) insight.file = clean(i.file);
      return insight;
    }),
  };
}

/** A file-safe, collision-free name for a contributor: readable part + short hash. */
export function contributorSlug(contributor: string): string {
  const readable = contributor.toLowerCase().replace(/<[^>]*>/g, "").replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "").slice(0, 40) || "contributor";
  return `${readable}-${sha256(contributor).slice(0, 8)}`;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await Deno.readTextFile(path);
  } catch {
    return undefined;
  }
}
