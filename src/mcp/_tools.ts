/**
 * What runs the tools, loaded with the first `tools/call` (`createMcpServer`): the context every
 * handler shares (the index, the ledger, the project of a call), the background distillation and
 * the four handlers. Everything heavy `ctx mcp` uses — the store, SQLite, memory, the redaction
 * rules — is imported from here down, never by `mod.ts`.
 */
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Deps } from "../deps.ts";
import { safeBlock } from "../safe_text.ts";
import { createBackground } from "./_background.ts";
import { type ContextOptions, createToolContext } from "./_context.ts";
import type {
  FETCH_PROJECT_CONTEXT,
  GET_PROJECT_CONTEXT,
  LIST_CONTEXT_PROJECTS,
  SEARCH_CONTEXT,
  ToolHandler,
} from "./_definitions.ts";
import { fetchProjectContext } from "./tools/fetch_project_context.ts";
import { getProjectContext } from "./tools/get_project_context.ts";
import { listContextProjects } from "./tools/list_context_projects.ts";
import { searchContext } from "./tools/search_context.ts";

export interface Tools {
  fetchProjectContext: ToolHandler<typeof FETCH_PROJECT_CONTEXT>;
  getProjectContext: ToolHandler<typeof GET_PROJECT_CONTEXT>;
  searchContext: ToolHandler<typeof SEARCH_CONTEXT>;
  listContextProjects: ToolHandler<typeof LIST_CONTEXT_PROJECTS>;
  /** Stop background distillation cleanly (see `Background.stop`), then close; idempotent. */
  stop(): Promise<void>;
}

export function createTools(deps: Deps, server: McpServer, options: ContextOptions = {}): Tools {
  const ctx = createToolContext(deps, server, options);
  const background = createBackground(deps, (level, data) => {
    if (!server.isConnected()) return;
    // Session ids and failure reasons come from transcripts and servers: cleaned like results.
    server.sendLoggingMessage({ level, logger: "ctx", data: safeBlock(data) }).catch(() => {});
  });
  let stopping: Promise<void> | undefined;
  return {
    fetchProjectContext: fetchProjectContext(ctx, background),
    getProjectContext: getProjectContext(ctx),
    searchContext: searchContext(ctx, background),
    listContextProjects: listContextProjects(ctx),
    stop: () => stopping ??= background.stop().finally(() => ctx.close()),
  };
}
