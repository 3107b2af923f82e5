/**
 * Searching the team server (`GET /api/search`) on explicit request: `ctx search --team` and the
 * MCP tool `search_context` with `team: true`. Nothing else sends a query: the MCP server never
 * contacts the team server on its own.
 *
 * The query leaves the machine: it is cleaned of control characters and redacted first (a
 * secret pasted into a search is not sent), then cut to the server's 200 characters. What comes
 * back is the server's word: cleaned at the boundary like every answer, redacted again, and
 * what this machine pushed itself is left out (it is in its own stores, and the local search
 * finds it there).
 */
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { safeLine } from "../safe_text.ts";
import { pushedContent } from "../store/mod.ts";
import type { InsightType } from "../types.ts";
import { isSafeInsightId } from "./_ids.ts";
import { LIMITS, queryWords, type TeamInsight } from "./_protocol.ts";
import type { OpenStore } from "./auth.ts";
import { requireCredentials } from "./auth.ts";
import { type ClientLimits, TeamClient } from "./client.ts";
import { sharedByLabel, storedInsight } from "./pull.ts";
import { clampText, type RedactText } from "./push.ts";

/** A team server's result, shaped like a local search hit (`kind: "team"`). */
export interface TeamHit {
  id: string;
  projectId: string;
  type: InsightType;
  title: string;
  /** The whole summary: it is in no local index, so no other tool can give it later. */
  summary: string;
  /** Part of the summary around the matches, marked `«…»` as the local search marks them. */
  snippet: string;
  tags: string[];
  file?: string;
  date: string;
  source: "team server";
  kind: "team";
  /** Who shared it: the name the pushing client claimed and the key that posted it. */
  contributor: string;
}

export interface TeamSearchOptions {
  /** Only this project's insights (its id). */
  projectId?: string;
  limit: number;
  redact: RedactText;
  /** Snippets of the summaries (the local index's `snippets`, so both mark alike). */
  snippets: (summaries: string[]) => string[];
  /** Tighter bounds (the MCP server answers a model that waits). */
  limits?: Partial<ClientLimits>;
  maxRetries?: number;
}

/** What a team search found, and where it asked. */
export interface TeamSearch {
  apiUrl: string;
  hits: TeamHit[];
}

/**
 * Search the team server this machine is connected to. Throws what connecting throws (no
 * server, no key, a key that may not travel there) and what the server answers (`TeamError`,
 * never with the key in its message).
 */
export async function searchTeam(
  deps: Pick<Deps, "fetch" | "signal"> & { config: Pick<Config, "team" | "ctxHome"> },
  openStore: OpenStore,
  query: string,
  options: TeamSearchOptions,
): Promise<TeamSearch> {
  const credentials = await requireCredentials(deps.config, openStore);
  const client = new TeamClient({
    ...credentials,
    fetch: deps.fetch,
    signal: deps.signal,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  });
  const words = teamQuery(query, options.redact);
  if (queryWords(words).length === 0) return { apiUrl: client.origin, hits: [] };
  const results = await client.search(words, {
    ...(options.projectId ? { projectId: options.projectId } : {}),
    limit: Math.min(options.limit, LIMITS.maxSearchResults),
  });
  // Never more than asked, whatever the server sends.
  const safe = results.slice(0, options.limit).filter((r) => isSafeInsightId(r.id));
  const mine = pushedContent(
    deps.config,
    client.origin,
    safe.map((r) => ({ projectId: r.project_id, hash: r.content_hash ?? "" })),
  );
  const hits = safe
    .filter((r) => !mine.has(`${r.project_id}\0${r.content_hash ?? ""}`))
    .map((r) => teamHit(r, options.redact));
  const snippets = options.snippets(hits.map((hit) => hit.summary));
  return { apiUrl: client.origin, hits: hits.map((hit, i) => ({ ...hit, snippet: snippets[i]! })) };
}

/**
 * The query as sent: the words of the redacted query that the user typed (a secret's words are
 * gone, and so is the placeholder that replaced it, which would match nothing: the server wants
 * every word), at most the server's 16 words and 200 characters.
 */
export function teamQuery(query: string, redact: RedactText): string {
  const clean = safeLine(query);
  const typed = new Set(queryWords(clean));
  const kept = queryWords(redact(clean)).filter((word) => typed.has(word));
  return clampText(kept.join(" "), LIMITS.maxQuery);
}

function teamHit(insight: TeamInsight, redact: RedactText): Omit<TeamHit, "snippet"> {
  const { id, type, title, summary, tags, file, date } = storedInsight(insight, redact);
  return {
    id,
    projectId: clampText(safeLine(insight.project_id.slice(0, 1000)), LIMITS.maxProjectId),
    type,
    title,
    summary,
    tags,
    ...(file ? { file } : {}),
    date: date ?? "",
    source: "team server",
    kind: "team",
    contributor: safeLine(redact(sharedByLabel(insight.contributor, insight.posted_by))),
  };
}
