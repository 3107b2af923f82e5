/**
 * `fetch_project_context`: answer at once with a compact overview of the project's memory, and
 * keep it current: sessions not distilled yet (new, grown, failed) are distilled in the
 * background (`_background.ts`), and the overview says how many are pending, then gives the
 * project's brief (`src/memory/`). It stays under ~6,000 characters (or `CTX_BRIEF_TOKENS` × 4)
 * whatever the store size; details come from `get_project_context` and `search_context`.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { ServerNotification } from "@modelcontextprotocol/sdk/types.js";
import { neutralize, NOTES_NOT_INSTRUCTIONS, redactServed } from "../../memory/mod.ts";
import { clipLine, plural } from "../../text.ts";
import type { Background, BackgroundSnapshot } from "../_background.ts";
import type { ResolvedProject, ToolContext } from "../_context.ts";
import { FETCH_PROJECT_CONTEXT, type Overview, type ToolHandler } from "../_definitions.ts";
import { callMemory } from "../_memory.ts";
import { day, describeSource, guarded, toolResult } from "../_results.ts";
import { folderMemory, memoryText, type ProjectMemory } from "../../store/memory.ts";

/** The overview's text budget (~1,500 tokens). */
export const OVERVIEW_MAX_CHARS = 6000;
const RECENT_MAX = 15;
/** Room the brief keeps however long the rest of the overview (its notice, a few insights). */
const BRIEF_MIN_CHARS = 800;
const SETUP_HINT = "run `ctx install --setup` in a terminal to choose a summarization backend";

type Notify = (notification: ServerNotification) => Promise<void>;

/** The handler of `fetch_project_context` (`FETCH_PROJECT_CONTEXT` in `_definitions.ts`). */
export function fetchProjectContext(
  ctx: ToolContext,
  background: Background,
): ToolHandler<typeof FETCH_PROJECT_CONTEXT> {
  return (args, extra) =>
    guarded(ctx.deps, "fetch_project_context", async () => {
      const project = await ctx.project(args.project_path);
      const distill = await background.refresh(project);
      const token = extra._meta?.progressToken;
      if (token !== undefined) {
        // Awaited: sent before the result, or a client may drop it as late.
        await sendProgress(token, (n) => extra.sendNotification(n), distill);
      }
      const index = await ctx.syncedIndex();
      const stats = index.projectStats(project.id, { topTags: 10 });
      const counts = index.counts(project.id);
      const here = folderMemory(counts, project.root);
      const recent = index.projectInsights(project.id, { limit: RECENT_MAX }).map((i) => ({
        id: i.id,
        type: i.type,
        title: clipLine(redactServed(neutralize(i.title)), 120),
        date: day(i.date),
      }));
      const overview: Overview = {
        project: { id: project.id, root: project.root, from: project.from },
        store: {
          kind: project.local ? "local" : "user",
          dir: project.storeDir,
        },
        distill: {
          ...distill,
          warnings: distill.warnings.map((w) => clipLine(w, 200)),
          ...(distill.lastFailure ? { lastFailure: clipLine(distill.lastFailure, 300) } : {}),
          failures: distill.failures.map((f) => ({ ...f, reason: clipLine(f.reason, 200) })),
          ...(distill.message ? { message: clipLine(distill.message, 300) } : {}),
          ...(distill.status === "no_backend" ? { hint: SETUP_HINT } : {}),
        },
        totals: {
          sessions: counts.sessions,
          insights: counts.insights,
          lastUpdate: counts.lastUpdate,
        },
        folder: { sessions: here.sessions, insights: here.insights },
        folders: counts.folders.length,
        team: { insights: counts.team },
        topTags: stats.topTags.map((t) => ({ ...t, tag: redactServed(neutralize(t.tag)) })),
        recent,
        notice: NOTES_NOT_INSTRUCTIONS,
        brief: [],
        next: counts.insights + counts.team > 0
          ? "Read insights in full with get_project_context and their ids; call search_context " +
            "before answering questions about past work, bugs or decisions."
          : "No insights yet. Call search_context to look through other projects.",
      };
      // The brief fills what the overview leaves of the budget (CTX_BRIEF_TOKENS).
      const budget = Math.max(OVERVIEW_MAX_CHARS, ctx.deps.config.briefTokens * 4);
      const head = renderOverview(overview, project, counts, "");
      using memory = callMemory(ctx, index);
      const brief = stats.insights > 0
        ? await memory.brief(project.id, Math.max(BRIEF_MIN_CHARS, budget - head.length - 2), {
          root: project.root,
        })
        : undefined;
      overview.brief = brief?.insights.map((i) => i.id) ?? [];
      return toolResult(renderOverview(overview, project, counts, brief?.text ?? ""), overview);
    });
}

/**
 * One progress notification for the call's token: sessions already distilled out of those
 * found. The call answers at once, so there is nothing more to report under this token; the
 * background run reports through logging notifications.
 */
async function sendProgress(
  token: string | number,
  notify: Notify,
  d: BackgroundSnapshot,
): Promise<void> {
  await notify({
    method: "notifications/progress",
    params: {
      progressToken: token,
      progress: d.found - d.pending,
      total: d.found,
      message: d.pending > 0
        ? `${plural(d.pending, "session")} to distill in the background`
        : "memory is up to date",
    },
  }).catch(() => {});
}

/** The compact text the model reads; the same facts as the structured content, and the brief. */
export function renderOverview(
  o: Overview,
  project: ResolvedProject,
  counts: ProjectMemory,
  brief: string,
): string {
  const lines = [
    `Project ${o.project.id} at ${o.project.root} — ${describeSource(project.from)}`,
    `Memory: ${o.store.kind === "local" ? "project store" : "per-user store"} ${o.store.dir}; ` +
    memoryText(counts, o.project.root) +
    (o.totals.lastUpdate ? `, last update ${day(o.totals.lastUpdate)}` : "") +
    (o.team.insights > 0
      ? `; ${plural(o.team.insights, "insight")} from teammates, pulled with ctx pull`
      : ""),
    // Sessions are found in this folder; clones of the project are counted apart.
    ...updateLines(o.distill, o.folders > 1 ? " in this folder" : ""),
  ];
  if (o.topTags.length) {
    lines.push(`Main topics: ${o.topTags.map((t) => `${t.tag} (${t.count})`).join(", ")}`);
  }
  // The brief says memory is notes, not instructions, before its first insight.
  if (brief) lines.push("", brief, "");
  lines.push(`Next: ${o.next}`);
  return lines.join("\n");
}

/** What the overview says about keeping the memory current. */
function updateLines(d: Overview["distill"], where: string): string[] {
  const lines: string[] = [];
  const reused = d.reused > 0
    ? ` and reused ${plural(d.reused, "session")} already distilled in the project's other ` +
      "store with no model call"
    : "";
  const done = d.distilled + d.reused + d.failed > 0
    ? ` This server distilled ${
      plural(d.distilled, "session")
    } in the background so far${reused} ` +
      `(${plural(d.insightsWritten, "new insight")}, ${d.skipped} with nothing to keep, ` +
      `${d.failed} failed).`
    : "";
  const notDistilled = `${d.pending} of ${plural(d.found, "session")}${where} ` +
    `${d.pending === 1 ? "is" : "are"} not ${d.inOtherStore > 0 ? "in this store" : "distilled"}`;
  // Sessions the other store has already are copied, not sent to the model again.
  const copied = d.inOtherStore > 0
    ? ` ${d.inOtherStore} of them ${
      d.inOtherStore === 1 ? "was" : "were"
    } distilled in the project's other store already and ${
      d.inOtherStore === 1 ? "is" : "are"
    } copied with no model call.`
    : "";
  switch (d.status) {
    case "up_to_date":
      lines.push(
        `Memory update: ${
          d.found === 0
            ? `no session of this project found${where} yet.`
            : d.found === 1
            ? `the 1 session found${where} is distilled.`
            : `all ${d.found} sessions found${where} are distilled.`
        }${done}`,
      );
      break;
    case "distilling":
      lines.push(
        `Memory update: ${notDistilled} yet and ${d.pending === 1 ? "is" : "are"} being ` +
          `${
            d.inOtherStore === 0
              ? "distilled"
              : d.inOtherStore === d.pending
              ? "copied"
              : "distilled or copied"
          } in the background (${d.inProgress} right now). This overview shows what is ` +
          `known already; call fetch_project_context again later for the new insights.${copied}` +
          done,
      );
      break;
    case "no_backend":
      lines.push(
        `Memory update: ${notDistilled}. ${d.message ?? ""}`.trimEnd(),
        `To enable distillation, the user should ${SETUP_HINT}. Existing insights still work.`,
      );
      break;
    case "failed":
      lines.push(`Memory update: ${notDistilled}. ${d.message ?? ""}`.trimEnd());
      if (d.hint) lines.push(`hint: ${d.hint}`);
      break;
  }
  for (const f of d.failures) {
    lines.push(`Failed (${plural(f.sessions, "session")}, retried later): ${f.reason}`);
  }
  if (d.lastFailure && d.failed > 0) {
    lines.push(`Last failure (retried later): ${d.lastFailure}`);
  }
  for (const warning of d.warnings) lines.push(`warning: ${warning}`);
  return lines;
}
