/**
 * The background section of `ctx status`: the project's sessions not distilled yet, what every
 * ctx process is distilling right now, the project's last background run and failure (of the MCP
 * servers' background work and the session-end hook) and whether other projects had failures,
 * which session-end hooks are on, and what the assistants' status probes find (Gemini CLI's trust
 * in the folder: it starts neither ctx's MCP server nor its hook in one it does not).
 */
import { statusProbes } from "../assistants/mod.ts";
import type { Deps } from "../deps.ts";
import type { BackgroundEvent } from "../store/mod.ts";
import { safeLine } from "../safe_text.ts";
import { plural } from "../text.ts";

export interface BackgroundStatus {
  /**
   * Sessions the sources found for the project, and how many are not yet in its store (the
   * `.ctx/` folder when it has one, else the per-user store): new, grown, failed, stopped, or
   * with their summary deleted.
   */
  found: number;
  pending: number;
  /**
   * Of the pending sessions, those distilled already in the project's other store, from this
   * very content: copied into its store with no model call.
   */
  elsewhere: number;
  /**
   * Of the pending sessions, those the ledger never saw (a new `CTX_HOME`, a lost ledger) whose
   * summary is in a store already: adopted with no model call when of the session's content now.
   */
  stored: number;
  /** Which store `pending` is about. */
  store: "local" | "per-user";
  /** Sessions being distilled right now, by any ctx process on this machine. */
  running: Array<{ source: string; sessionId: string; projectId: string; pid: string }>;
  /** Model calls under way (slots held), over every ctx process. */
  modelCalls: number;
  /** The project's (all of them when the folder is not a project). */
  lastRun?: BackgroundEvent;
  lastFailure?: BackgroundEvent;
  /** Failures of other projects (or of none), when the folder is a project: how many, latest. */
  otherFailures?: { count: number; latest: BackgroundEvent };
  /** The session-end hooks of the assistants found (`ctx install --hooks`). */
  hooks: Array<{ client: string; path: string; registered: boolean; error?: string }>;
  /** Set when the pending count could not be worked out. */
  error?: string;
}

/**
 * The section as `--json` prints it: plus, under an assistant's id, what its status probe found
 * (`gemini`: Gemini CLI's trust in the folder, when Gemini CLI is set up).
 */
export type BackgroundReport = BackgroundStatus & { [assistantId: string]: unknown };

/**
 * Gather the section (reads only; sends nothing), given the folder's project (`noProject` set
 * when it is none) and its plan: how many sessions were found and are not distilled yet, or why
 * that is not known. `notes` are the lines of the status probes, for the human form.
 */
export async function backgroundStatus(
  deps: Deps,
  planned:
    | { found: number; pending: number; elsewhere: number; stored: number; local: boolean }
    | { error: string },
  project: { id: string; root: string; noProject?: string },
): Promise<{ status: BackgroundReport; notes: string[] }> {
  const { registeredHooks } = await import("../install/mod.ts");
  const hooks = await registeredHooks(deps.config);
  const probed = project.noProject === undefined
    ? await probeFolder(deps.config, project.root, hooks)
    : { findings: {}, notes: [] };
  const status: BackgroundReport = {
    ...("error" in planned
      ? {
        found: 0,
        pending: 0,
        elsewhere: 0,
        stored: 0,
        store: "per-user" as const,
        error: planned.error,
      }
      : {
        found: planned.found,
        pending: planned.pending,
        elsewhere: planned.elsewhere,
        stored: planned.stored,
        store: planned.local ? "local" as const : "per-user" as const,
      }),
    running: [],
    modelCalls: 0,
    hooks,
    ...probed.findings,
  };
  const done = { status, notes: probed.notes };
  const { openLedgerView } = await import("../store/mod.ts");
  using view = openLedgerView(deps);
  if (!view) return done;
  status.running = view.running().map((l) => ({
    source: l.source,
    sessionId: l.sessionId,
    projectId: l.projectId,
    pid: /:(\d+):[^:]*$/.exec(l.owner)?.[1] ?? "?",
  }));
  status.modelCalls = view.modelCalls();
  // A project's status shows its own runs; other projects' failures are only counted.
  const own = project.noProject === undefined ? project.id : undefined;
  const lastRun = view.lastEvent("finished", own);
  const lastFailure = view.lastEvent("failure", own);
  const otherFailures = own === undefined ? undefined : view.otherFailures(own);
  if (lastRun) status.lastRun = lastRun;
  if (lastFailure) status.lastFailure = lastFailure;
  if (otherFailures) status.otherFailures = otherFailures;
  return done;
}

/** What each assistant's status probe finds for the project's folder: data and lines. */
async function probeFolder(
  config: Deps["config"],
  folder: string,
  hooks: BackgroundStatus["hooks"],
): Promise<{ findings: Record<string, unknown>; notes: string[] }> {
  const findings: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const { id, label, probe } of statusProbes()) {
    const found = await probe(config, folder);
    if (!found) continue;
    findings[id] = found.data;
    // The hook entries are named by the assistant's label.
    const hookOn = hooks.some((h) => h.client === label && h.registered);
    notes.push(...found.lines({ hookOn }));
  }
  return { findings, notes };
}

/** The human lines of the section; `notes` are the status probes' lines. */
export function renderBackground(b: BackgroundStatus, notes: readonly string[] = []): string[] {
  const lines = ["Background:"];
  if (b.error) lines.push(`  pending: unknown (${b.error})`);
  else lines.push(`  pending: ${pendingText(b)}`);
  if (b.running.length === 0) lines.push("  running: nothing");
  else {
    const shown = b.running.slice(0, 5).map((r) =>
      `${r.source} ${r.sessionId} of ${r.projectId} (pid ${r.pid})`
    );
    const more = b.running.length > 5 ? `, and ${b.running.length - 5} more` : "";
    lines.push(`  running: ${plural(b.running.length, "session")}: ${shown.join(", ")}${more}`);
  }
  if (b.modelCalls > 0) lines.push(`  model calls under way: ${b.modelCalls}`);
  const event = (e: BackgroundEvent) =>
    `${e.at.slice(0, 19).replace("T", " ")} (${
      e.origin === "hook" ? "session-end hook" : "ctx mcp"
    }` +
    `${e.projectId ? `, ${e.projectId}` : ""}): ${e.message}`;
  if (b.lastRun) lines.push(`  last run: ${event(b.lastRun)}`);
  lines.push(`  last failure: ${b.lastFailure ? event(b.lastFailure) : "none"}`);
  if (b.otherFailures) lines.push(`  ${otherFailuresLine(b.otherFailures)}`);
  const hooks = b.hooks.map((h) =>
    `${h.client} ${h.error ? `(unreadable: ${h.error})` : h.registered ? "(on)" : "(off)"}`
  );
  lines.push(
    `  session-end hooks: ${hooks.length ? hooks.join(", ") : "no assistant with hooks found"}` +
      (b.hooks.some((h) => !h.registered) ? " — ctx install --hooks turns them on" : ""),
  );
  lines.push(...notes.map((note) => `  ${note}`));
  // Session ids and error texts come from transcripts and servers: one line each.
  return lines.map(safeLine);
}

/**
 * What `pending` counts — sessions not yet in the project's store — and, when some are only in
 * its other store, that they are copied there with no model call (as `ctx init` says too).
 */
function pendingText(b: BackgroundStatus): string {
  const local = b.store === "local";
  if (b.found === 0) return "none (no session of this project found)";
  const count = `${b.pending} of ${plural(b.found, "session")} of this project not yet in its ` +
    `${local ? ".ctx/" : "per-user"} store`;
  if (b.pending === 0) return count;
  const stored = b.stored;
  const fresh = b.pending - b.elsewhere - stored;
  const parts = [
    ...(fresh > 0 ? [`${fresh} not distilled yet`] : []),
    ...(b.elsewhere > 0
      ? [`${b.elsewhere} distilled in ${local ? "the per-user store" : ".ctx/"} already`]
      : []),
    // A new CTX_HOME or a lost ledger: the summaries are there, the ledger does not know them.
    ...(stored > 0 ? [`${stored} with a summary stored already`] : []),
  ];
  // One kind alone is said without its count (the count is the pending one).
  const what = parts.length === 1 ? parts[0]!.replace(/^\d+ /, "") : parts.join(", ");
  const verbs = [...(b.elsewhere > 0 ? ["copies"] : []), ...(stored > 0 ? ["adopts"] : [])]
    .join(" or ");
  const does = fresh === b.pending
    ? "distills them"
    : fresh === 0
    ? `${verbs} them with no model call`
    : `distills or ${verbs} them (${verbs} with no model call)`;
  const command = `ctx init <assistant>${local ? " --local" : ""}`;
  return `${count} (${what}: ${command}, or the assistant's next fetch_project_context, ${does})`;
}

/**
 * Other projects' failures in one line: how many and where the latest was, said in full only
 * when it belongs to no project (no other status shows it).
 */
function otherFailuresLine(o: NonNullable<BackgroundStatus["otherFailures"]>): string {
  const at = o.latest.at.slice(0, 19).replace("T", " ");
  const head = `other projects: ${plural(o.count, "failure")}, the latest ${at}`;
  if (o.latest.projectId) return `${head} in ${o.latest.projectId} (ctx status there shows it)`;
  const origin = o.latest.origin === "hook" ? "session-end hook" : "ctx mcp";
  return `${head} outside any project (${origin}): ${o.latest.message}`;
}
