/**
 * What `tools/list` says of each tool: its title, description, input and output schemas and
 * annotations. Light (zod and the shapes of `_schemas.ts`): `ctx mcp` registers its tools with
 * these and loads what runs them (`_tools.ts`, the store, SQLite, memory) on the first call, so
 * that it answers `initialize` and `tools/list` without them (docs/performance.md). Each tool's
 * handler is its file in `tools/`.
 */
import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import { INSIGHT_TYPES } from "../types.ts";
import {
  insightOutput,
  noticeOutput,
  projectPathInput,
  projectRef,
  storeKind,
  toolInput,
} from "./_schemas.ts";

/** The handler of a tool defined here: its arguments are those its input schema parsed. */
export type ToolHandler<D extends { inputSchema: z.ZodTypeAny }> = ToolCallback<
  D["inputSchema"]
>;

const distillOutput = z.object({
  status: z.enum(["up_to_date", "distilling", "no_backend", "failed"]),
  found: z.number().int(),
  pending: z.number().int(),
  /** Of `pending`, those distilled in the project's other store already: copied, no model call. */
  inOtherStore: z.number().int(),
  inProgress: z.number().int(),
  distilled: z.number().int(),
  /** Copied from the project's other store, where the same content was distilled: no model call. */
  reused: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  insightsWritten: z.number().int(),
  lastFailure: z.string().optional(),
  /** Why sessions failed when last tried (retried in the background), most frequent first. */
  failures: z.array(z.object({ reason: z.string(), sessions: z.number().int() })),
  message: z.string().optional(),
  hint: z.string().optional(),
  warnings: z.array(z.string()),
});

const fetchProjectContextOutput = {
  project: projectRef,
  store: z.object({ kind: z.enum(["local", "user"]), dir: z.string() }),
  distill: distillOutput,
  /** The project's own memory, every folder of it on this machine together. */
  totals: z.object({
    sessions: z.number().int(),
    insights: z.number().int(),
    lastUpdate: z.string().nullable(),
  }),
  /** What was recorded in this folder (clones of one origin share the project's memory). */
  folder: z.object({ sessions: z.number().int(), insights: z.number().int() }),
  /** How many folders of the project ctx knows on this machine. */
  folders: z.number().int(),
  /** Insights pulled from the team server (`ctx pull`), apart from the project's own. */
  team: z.object({ insights: z.number().int() }),
  topTags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  recent: z.array(z.object({
    id: z.string(),
    type: z.enum(INSIGHT_TYPES),
    title: z.string(),
    date: z.string(),
  })),
  notice: noticeOutput,
  /** The ids the text's brief shows, best first (docs/memory.md, "The brief"). */
  brief: z.array(z.string()),
  next: z.string(),
};

/** The overview `fetch_project_context` answers with, as structured content. */
export type Overview = z.infer<z.ZodObject<typeof fetchProjectContextOutput>>;

export const FETCH_PROJECT_CONTEXT = {
  title: "Load project memory",
  description: "Call at the start of every conversation. Returns this project's memory from past " +
    "coding-assistant sessions at once (counts, main topics and a brief of its most useful " +
    "current insights with ids) and keeps it current: sessions not yet distilled are distilled in the " +
    "background, and a later call shows their insights.",
  inputSchema: toolInput({ project_path: projectPathInput }),
  outputSchema: fetchProjectContextOutput,
  // Starts writing summary files into the project's store; never deletes anything.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
};

export const GET_PROJECT_CONTEXT = {
  title: "Read insights",
  description:
    "Read distilled insights in full (with their evidence, status and provenance): the ones " +
    "whose ids you pass, or without ids the project's brief (its most useful current " +
    "insights). Use after fetch_project_context or search_context.",
  inputSchema: toolInput({
    project_path: projectPathInput,
    ids: z.array(z.string().min(1).max(100)).min(1).max(50).optional().describe(
      "Insight ids (`ins_…`) from fetch_project_context or search_context. Omit to get the " +
        "project's brief: its most useful current insights within a budget.",
    ),
  }),
  outputSchema: {
    project: projectRef.nullable(),
    notice: noticeOutput,
    insights: z.array(insightOutput),
    total: z.number().int().optional(),
    notFound: z.array(z.string()).optional(),
    brief: z.object({
      budgetTokens: z.number().int(),
      tokens: z.number().int(),
      current: z.number().int(),
      stored: z.number().int(),
    }).optional(),
    note: z.string().optional(),
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export const SEARCH_CONTEXT = {
  title: "Search past work",
  description:
    "Search the knowledge distilled from past coding sessions (bugs and root causes, fixes, " +
    "decisions, gotchas) before answering questions about earlier work, errors or why " +
    "something was done. Every project unless project_path is given. Matches in «…».",
  inputSchema: toolInput({
    query: z.string().min(1).max(1000).describe(
      "Words, identifiers, error codes or file paths, e.g. `ERR_REQUIRE_ESM`, " +
        "`src/store/ledger.ts`, `database locked`",
    ),
    project_path: projectPathInput.describe(
      "Only this project's insights (absolute folder path). Omit to search every project.",
    ),
    limit: z.number().int().min(1).max(50).optional().describe("Max results (default 10)"),
    team: z.boolean().optional().describe(
      "Also search the team server (sends the query to it): teammates' insights not pulled to " +
        "this machine. Only when the user asks for the team's knowledge; works only where the " +
        "user allowed it (CTX_MCP_TEAM_SEARCH=1), else the result says so.",
    ),
  }),
  outputSchema: {
    query: z.string(),
    project: projectRef.nullable(),
    notice: noticeOutput,
    // A hit is an insight whose summary is replaced by a snippet with the matches in «…»; a team
    // server's hit (`source: "team server"`) keeps its summary: no other tool can give it.
    hits: z.array(
      insightOutput.omit({ summary: true }).extend({
        snippet: z.string(),
        summary: z.string().optional(),
      }),
    ),
    note: z.string().optional(),
  },
  // With `team: true` it asks the team server: an open world, though only when asked.
  annotations: { readOnlyHint: true, openWorldHint: true },
};

const count = { sessions: z.number().int(), insights: z.number().int() };
/** Present (true) when the folder is no longer on this machine: moved or deleted. */
const gone = z.literal(true).optional();

export const LIST_CONTEXT_PROJECTS = {
  title: "List projects with memory",
  description:
    "List every project ctx holds distilled knowledge for: id, folders, session and insight " +
    "counts, last update. Use a folder as project_path in the other tools.",
  inputSchema: toolInput({}),
  outputSchema: {
    projects: z.array(z.object({
      id: z.string(),
      root: z.string(),
      /** The project's own memory, every folder together. */
      ...count,
      /** Each folder of the project on this machine (clones of one origin share the id). */
      folders: z.array(z.object({ root: z.string(), ...count, missing: gone })),
      /** Insights pulled from the team server, apart from the project's own. */
      team: z.number().int(),
      lastUpdate: z.string(),
      kinds: z.array(storeKind),
      missing: gone,
    })),
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};
