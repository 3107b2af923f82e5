/**
 * What `ctx push` sends: a project's insights read from its stores, every field redacted again,
 * clamped to the server's bounds, deduplicated and cut into batches. Pure except for reading the
 * summary folders; the CLI does the sending.
 */
import { readStore } from "../store/mod.ts";
import type { Insight } from "../types.ts";
import { LIMITS, type PushBodyInput } from "./_protocol.ts";
import { contentHash } from "./_storage_types.ts";

/** Redacts one string (the CLI passes `(t) => redact(t).text`). */
export type RedactText = (text: string) => string;

export interface ProjectInsights {
  projectId: string;
  displayName: string;
  /** Insights grouped by the assistant that produced them (`source_ide`). */
  bySource: Map<string, Insight[]>;
  warnings: string[];
}

/**
 * Read the insights of a project from its own store folders (missing folders are fine): what
 * they hold is the project's, whatever id a summary recorded when it was distilled (the id
 * changes with the git remote, and the store follows it). Summaries pulled from a team
 * (`source: "team"`) are never read: push sends only your own knowledge.
 */
export async function readProjectInsights(
  projectId: string,
  displayName: string,
  dirs: string[],
): Promise<ProjectInsights> {
  const bySource = new Map<string, Insight[]>();
  const warnings: string[] = [];
  for (const dir of [...new Set(dirs)]) {
    const store = await readStore(dir);
    warnings.push(...store.warnings);
    for (const { doc } of store.summaries) {
      if (doc.source === "team") continue;
      const list = bySource.get(doc.source) ?? [];
      list.push(...doc.insights);
      bySource.set(doc.source, list);
    }
  }
  return { projectId, displayName, bySource, warnings };
}

export interface BuildOptions {
  redact: RedactText;
  /**
   * Ids of the project's insights superseded now (docs/memory.md "Supersession"): not sent, and
   * withdrawn from the server (`withdraw`: the server tombstones what this key posted of them).
   */
  superseded?: ReadonlySet<string>;
  contributor?: string;
  /** Batch bounds; defaults are the server's (500 insights, ~900 kB per body). */
  maxInsights?: number;
  maxBytes?: number;
}

/**
 * The request bodies that push a project: redacted, clamped, one source per body, each body at
 * most `maxInsights` insights and `maxBytes` bytes. Identical insights (same type, title,
 * summary and file after redaction) are sent once.
 */
export function buildPushBodies(project: ProjectInsights, options: BuildOptions): PushBodyInput[] {
  const maxInsights = options.maxInsights ?? LIMITS.maxInsightsPerRequest;
  // Leave room under the server's 1 MB for the envelope and JSON escaping differences.
  const maxBytes = options.maxBytes ?? LIMITS.maxBodyBytes - 100_000;
  const contributor = clampText(options.redact(options.contributor ?? ""), LIMITS.maxContributor);
  const displayName = clampText(options.redact(project.displayName), LIMITS.maxDisplayName);
  const seen = new Set<string>();
  const withdraw = new Set<string>();
  const bodies: PushBodyInput[] = [];
  const sources = [...project.bySource.keys()].sort();
  for (const source of sources) {
    const envelope = {
      project_id: project.projectId,
      ...(displayName ? { project_display_name: displayName } : {}),
      source_ide: clampText(source, LIMITS.maxSourceIde) || "unknown",
      ...(contributor ? { contributor } : {}),
    };
    const envelopeBytes = byteLength(JSON.stringify({ ...envelope, insights: [] }));
    let batch: PushBodyInput["insights"] = [];
    let batchBytes = envelopeBytes;
    const flush = () => {
      if (batch.length) bodies.push({ ...envelope, insights: batch });
      batch = [];
      batchBytes = envelopeBytes;
    };
    for (const insight of project.bySource.get(source) ?? []) {
      const wire = toWire(insight, options.redact);
      if (!wire) continue;
      const key = contentHash(wire);
      if (options.superseded?.has(insight.id)) {
        withdraw.add(key);
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      const size = byteLength(JSON.stringify(wire)) + 1;
      if (batch.length >= maxInsights || (batch.length > 0 && batchBytes + size > maxBytes)) {
        flush();
      }
      batch.push(wire);
      batchBytes += size;
    }
    flush();
  }
  // The same text also current (another insight's): it stays on the server.
  for (const key of seen) withdraw.delete(key);
  return withWithdrawals(bodies, [...withdraw].sort());
}

/**
 * The withdrawals spread over the bodies, `LIMITS.maxWithdraw` at most in each; more than the
 * bodies hold go in bodies of their own, each carrying the project's first insight again (a
 * push needs one; the server skips what it has).
 */
function withWithdrawals(bodies: PushBodyInput[], withdraw: string[]): PushBodyInput[] {
  const first = bodies[0];
  if (!first) return bodies;
  const out = [...bodies];
  for (let i = 0; i * LIMITS.maxWithdraw < withdraw.length; i++) {
    const chunk = withdraw.slice(i * LIMITS.maxWithdraw, (i + 1) * LIMITS.maxWithdraw);
    const body = out[i] ?? { ...first, insights: first.insights.slice(0, 1) };
    out[i] = { ...body, withdraw: chunk };
  }
  return out;
}

type WireInsight = PushBodyInput["insights"][number];

/** Exactly the fields the server stores: type, title, summary, tags, file. Nothing else. */
function toWire(insight: Insight, redact: RedactText): WireInsight | undefined {
  // Redact first, then clamp: cutting first could split a secret so the rule no longer matches.
  const title = clampText(redact(insight.title).replace(/\s+/g, " "), LIMITS.maxTitle);
  const summary = clampText(redact(insight.summary), LIMITS.maxSummary);
  if (!title || !summary) return undefined;
  const tags: string[] = [];
  for (const tag of insight.tags) {
    const clean = clampText(redact(tag), LIMITS.maxTag);
    if (clean && !tags.includes(clean) && tags.length < LIMITS.maxTags) tags.push(clean);
  }
  const wire: WireInsight = { type: insight.type, title, summary, tags };
  const file = insight.file ? clampText(redact(insight.file), LIMITS.maxFile) : "";
  if (file) wire.file = file;
  return wire;
}

/** Trim and cut to `max` UTF-16 units without leaving half a surrogate pair. */
export function clampText(text: string, max: number): string {
  let out = text.trim();
  if (out.length <= max) return out;
  out = out.slice(0, max);
  const last = out.charCodeAt(out.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) out = out.slice(0, -1);
  return out.trim();
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/** `Name <email>` from git, or whichever part is set; undefined when neither is. */
export function formatContributor(
  name: string | undefined,
  email: string | undefined,
): string | undefined {
  const n = name?.trim();
  const e = email?.trim();
  if (n && e) return `${n} <${e}>`;
  return n || e || undefined;
}
