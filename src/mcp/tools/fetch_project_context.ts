/**
 * `fetch_project_context`: bring the project's memory up to date (distill new and grown
 * sessions) and return a compact overview. The overview stays under ~6,000 characters whatever
 * the store size; details come from `get_project_context` and `search_context`.
 */
import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { ServerNotification } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../../deps.ts";
import {
  BackendError,
  ERROR_CODES,
  errorMessage,
  failureReasons,
  InterruptedError,
} from "../../errors.ts";
import { INSIGHT_TYPES } from "../../types.ts";
import {
  clip,
  day,
  describeSource,
  guarded,
  type ResolvedProject,
  type ToolContext,
  toolResult,
} from "../_context.ts";
import { projectPathInput, projectRef } from "../_schemas.ts";

/** The overview's text budget (~1,500 tokens). */
export const OVERVIEW_MAX_CHARS = 6000;
const RECENT_MAX = 15;
const SETUP_HINT = "run `ctx install --setup` in a terminal to choose a summarization backend";

const distillOutput = z.object({
  status: z.enum(["ok", "no_backend", "failed", "interrupted"]),
  found: z.number().int(),
  distilled: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Why sessions failed this run (they are retried on the next call), most frequent first. */
  failures: z.array(z.object({ reason: z.string(), sessions: z.number().int() })),
  insightsWritten: z.number().int(),
  message: z.string().optional(),
  hint: z.string().optional(),
  warnings: z.array(z.string()),
});
type DistillOutput = z.infer<typeof distillOutput>;

const outputSchema = {
  project: projectRef,
  store: z.object({ kind: z.enum(["local", "user"]), dir: z.string() }),
  distill: distillOutput,
  totals: z.object({
    sessions: z.number().int(),
    insights: z.number().int(),
    lastUpdate: z.string().nullable(),
  }),
  topTags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  recent: z.array(z.object({
    id: z.string(),
    type: z.enum(INSIGHT_TYPES),
    title: z.string(),
    date: z.string(),
  })),
  next: z.string(),
};

type Overview = z.infer<z.ZodObject<typeof outputSchema>>;

type Notify = (notification: ServerNotification) => Promise<void>;

export function registerFetchProjectContext(ctx: ToolContext): void {
  ctx.server.registerTool("fetch_project_context", {
    title: "Load project memory",
    description:
      "Call at the start of every conversation. Updates this project's memory from past " +
      "coding-assistant sessions (new sessions are distilled locally) and returns an overview: " +
      "counts, main topics and the most recent insights with ids.",
    inputSchema: { project_path: projectPathInput },
    outputSchema,
    // Writes summary files into the project's store; never deletes anything.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  }, (args, extra) =>
    guarded(ctx.deps, "fetch_project_context", async () => {
      const project = await ctx.project(args.project_path);
      const token = extra._meta?.progressToken;
      const notify: Notify = (n) => extra.sendNotification(n);
      const signal = AbortSignal.any([ctx.deps.signal, extra.signal]);
      const distill = await runDistill(ctx.deps, project, {
        signal,
        ...(token !== undefined ? { onProgress: progressSender(token, notify) } : {}),
      });
      const index = await ctx.syncedIndex();
      const stats = index.projectStats(project.id, { topTags: 10 });
      const recent = index.projectInsights(project.id, { limit: RECENT_MAX }).map((i) => ({
        id: i.id,
        type: i.type,
        title: clip(i.title, 120),
        date: day(i.date),
      }));
      const overview: Overview = {
        project: { id: project.id, root: project.root, from: project.from },
        store: {
          kind: project.local ? "local" : "user",
          dir: project.storeDir,
        },
        distill,
        totals: {
          sessions: stats.sessions,
          insights: stats.insights,
          lastUpdate: stats.lastUpdate,
        },
        topTags: stats.topTags,
        recent,
        next: stats.insights > 0
          ? "Read insights in full with get_project_context and their ids; call search_context " +
            "before answering questions about past work, bugs or decisions."
          : "No insights yet. Call search_context to look through other projects.",
      };
      return toolResult(renderOverview(overview, project), overview);
    }));
}

function progressSender(token: string | number, notify: Notify) {
  let last = -1;
  return (p: { done: number; total: number; message?: string }) => {
    // Progress must increase with every notification.
    if (p.done <= last) return;
    last = p.done;
    notify({
      method: "notifications/progress",
      params: {
        progressToken: token,
        progress: p.done,
        total: p.total,
        ...(p.message ? { message: p.message } : {}),
      },
    }).catch(() => {});
  };
}

async function runDistill(
  deps: Deps,
  project: ResolvedProject,
  options: {
    signal: AbortSignal;
    onProgress?: (p: { done: number; total: number; message?: string }) => void;
  },
): Promise<DistillOutput> {
  const out: DistillOutput = {
    status: "ok",
    found: 0,
    distilled: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
    failures: [],
    insightsWritten: 0,
    warnings: [],
  };
  try {
    // Loaded on first use: the pipeline (sources, backends) is only needed by this tool.
    const { distillProject } = await import("../../distill/mod.ts");
    const report = await distillProject(deps, {
      projectPath: project.root,
      sources: "all",
      local: project.local,
      signal: options.signal,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    Object.assign(out, {
      found: report.found,
      distilled: report.distilled,
      unchanged: report.unchanged,
      skipped: report.skipped,
      failed: report.failed,
      failures: failureReasons(report.failures.map((f) => f.error), 3),
      insightsWritten: report.insightsWritten,
      warnings: report.warnings.slice(0, 3).map((w) => clip(w, 200)),
    });
    // Nothing needed a model this time; still tell the user when none could be used.
    const missing = await missingBackend(deps);
    if (missing) setNoBackend(out, missing);
  } catch (error) {
    if (error instanceof BackendError && error.code === ERROR_CODES.backendNone) {
      setNoBackend(out, error);
    } else if (error instanceof InterruptedError || options.signal.aborted) {
      out.status = "interrupted";
      out.message = "Distillation was stopped; summaries already written were kept";
    } else {
      out.status = "failed";
      out.message = `Distillation failed: ${clip(errorMessage(error), 300)}`;
      if (error instanceof BackendError && error.hint) out.hint = error.hint;
      deps.output.err(`error: ${out.message}`);
    }
  }
  return out;
}

function setNoBackend(out: DistillOutput, error: BackendError): void {
  out.status = "no_backend";
  out.message = `${error.message}: new sessions are not distilled`;
  out.hint = SETUP_HINT;
}

async function missingBackend(deps: Deps): Promise<BackendError | undefined> {
  try {
    const { openBackend } = await import("../../backends/mod.ts");
    await openBackend(deps);
    return undefined;
  } catch (error) {
    return error instanceof BackendError && error.code === ERROR_CODES.backendNone
      ? error
      : undefined;
  }
}

/** The compact text the model reads; the same facts as the structured content. */
export function renderOverview(o: Overview, project: ResolvedProject): string {
  const d = o.distill;
  const lines = [
    `Project ${o.project.id} at ${o.project.root} — ${describeSource(project.from)}`,
    `Memory: ${o.store.kind === "local" ? "project store" : "per-user store"} ${o.store.dir}; ` +
    `${o.totals.sessions} sessions, ${o.totals.insights} insights` +
    (o.totals.lastUpdate ? `, last update ${day(o.totals.lastUpdate)}` : ""),
  ];
  if (d.status === "ok" || d.status === "no_backend") {
    lines.push(
      `This run: ${d.found} sessions found, ${d.distilled} distilled (${d.insightsWritten} ` +
        `new insights), ${d.unchanged} unchanged, ${d.skipped} skipped, ${d.failed} failed`,
    );
  }
  for (const f of d.failures) {
    lines.push(
      `Failed (${f.sessions} session${
        f.sessions === 1 ? "" : "s"
      }, retried next call): ${f.reason}`,
    );
  }
  if (d.message) lines.push(d.message);
  if (d.status === "no_backend") {
    lines.push(
      `To enable distillation, the user should ${SETUP_HINT}. Existing insights still work.`,
    );
  } else if (d.hint) {
    lines.push(`hint: ${d.hint}`);
  }
  for (const warning of d.warnings) lines.push(`warning: ${warning}`);
  if (o.topTags.length) {
    lines.push(`Main topics: ${o.topTags.map((t) => `${t.tag} (${t.count})`).join(", ")}`);
  }
  const tail = `Next: ${o.next}`;
  if (o.recent.length) {
    lines.push("Recent insights (newest first):");
    let size = lines.join("\n").length + tail.length + 2;
    for (const r of o.recent) {
      const line = `- ${r.id} [${r.type}] ${r.date} ${r.title}`;
      if (size + line.length + 1 > OVERVIEW_MAX_CHARS) break;
      lines.push(line);
      size += line.length + 1;
    }
  }
  lines.push(tail);
  return lines.join("\n");
}
