/**
 * What every tool handler shares: the index (opened once per server, synced on each call), the
 * project a call is about (argument, client root, or working directory), and result helpers.
 */
import { isAbsolute, resolve } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../deps.ts";
import { CtxError, ERROR_CODES, errorMessage } from "../errors.ts";
import { stripControlDeep } from "../safe_text.ts";
import {
  type Index,
  type MemoryLedger,
  openIndex,
  openMemoryLedger,
  openProject,
  type Project,
  type ProjectFrom,
} from "../store/mod.ts";
import { clientRootPath } from "./_roots.ts";

/** How the project of a call was chosen; said in every result so the assistant can correct it. */
export type ProjectSource = "argument" | "client root" | "working directory";

export interface ResolvedProject
  extends Pick<Project, "id" | "root" | "name" | "local" | "storeDir"> {
  from: ProjectSource;
  /** The open project, for its background distillation. */
  handle: Project;
}

export interface ToolContext {
  deps: Deps;
  server: McpServer;
  /** The index, brought up to date with the summary files. */
  syncedIndex(): Promise<Index>;
  /**
   * This machine's memory ledger, read-only, one connection for the server's life (opened again
   * while there is no ledger file yet): the context closes it.
   */
  memoryLedger(): MemoryLedger;
  /** The project of `projectPath`, else of the client's first root, else of the cwd. */
  project(projectPath: string | undefined): Promise<ResolvedProject>;
  close(): void;
}

/** A tool error the model reads: what failed and what to do next. */
export class ToolInputError extends CtxError {
  constructor(message: string, hint?: string) {
    super(message, { code: ERROR_CODES.mcpInput, exitCode: 2, ...(hint ? { hint } : {}) });
  }
}

export interface ContextOptions {
  /** Index to use instead of `$CTX_HOME/index.sqlite` (tests). */
  index?: Index;
}

export function createToolContext(
  deps: Deps,
  server: McpServer,
  options: ContextOptions = {},
): ToolContext {
  let index = options.index;
  let ledger: MemoryLedger | undefined;
  return {
    deps,
    server,
    async syncedIndex() {
      // A long-lived server: the index follows the stores' file events instead of statting
      // every summary file on every call.
      index ??= openIndex(deps.config, { watch: true });
      const report = await index.sync();
      for (const warning of report.warnings.slice(0, 5)) deps.output.err(`warning: ${warning}`);
      return index;
    },
    memoryLedger() {
      // Kept open: a connection opened and closed per call costs memory never given back. Opened
      // again only while there is no ledger file (the connection sees tables made later).
      if (!ledger?.connected) {
        ledger?.close();
        ledger = openMemoryLedger(deps.config, { readOnly: true });
      }
      return ledger;
    },
    async project(projectPath) {
      let path: string;
      let from: ProjectSource;
      if (projectPath !== undefined && projectPath.trim() !== "") {
        // Relative to what? The server's working directory is wherever the client started it,
        // not the model's idea of "here": a relative path is refused, never guessed.
        if (!isAbsolute(projectPath.trim())) {
          throw new ToolInputError(
            `Cannot use project_path "${projectPath.trim()}": not an absolute path`,
            "pass the absolute path of the project folder (e.g. /home/me/app), or omit " +
              "project_path to use the client's workspace",
          );
        }
        path = resolve(projectPath.trim());
        from = "argument";
      } else {
        const root = await clientRootPath(server, deps.output);
        path = root ?? deps.cwd;
        from = root ? "client root" : "working directory";
      }
      let handle: Project;
      try {
        // Not a folder, or `/` or the home folder: taking it would sweep every project's
        // sessions into one.
        handle = await openProject(deps, path, { from: OPENED_FROM[from] });
      } catch (error) {
        if (error instanceof CtxError) throw new ToolInputError(error.message, error.hint);
        throw error;
      }
      for (const warning of handle.warnings) deps.output.err(`warning: ${warning}`);
      const { id, root, name, local, storeDir } = handle;
      return { id, root, name, local, storeDir, from, handle };
    },
    close() {
      index?.close();
      ledger?.close();
      ledger = undefined;
    },
  };
}

/** Each way of choosing the project, as the store names it in what it says. */
const OPENED_FROM: Record<ProjectSource, ProjectFrom> = {
  "argument": "project_path",
  "client root": "client root",
  "working directory": "server cwd",
};

/** A successful result: compact text for the model plus the same data as structured content. */
export function toolResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/** An error result (`isError: true`) with the message and its hint. */
export function toolError(error: unknown): CallToolResult {
  const text = error instanceof CtxError
    ? `${error.message}${error.hint ? `\nhint: ${error.hint}` : ""}`
    : `Unexpected failure: ${errorMessage(error)}`;
  return { content: [{ type: "text", text }], isError: true };
}

/**
 * Run a handler, turning any thrown error into a tool error result (never a crash). Every
 * result leaves here with control characters removed from its text and structured content:
 * titles, snippets, paths and session ids come from transcripts and models, and clients show
 * the text to people and hand it to models.
 */
export async function guarded(
  deps: Deps,
  tool: string,
  fn: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return stripControlDeep(await fn());
  } catch (error) {
    if (!(error instanceof ToolInputError)) {
      deps.output.err(`error: ${tool}: ${errorMessage(error)}`);
    }
    return stripControlDeep(toolError(error));
  }
}

/** `2026-03-05T09:00:00.000Z` → `2026-03-05`. */
export function day(date: string | null | undefined): string {
  return date ? date.slice(0, 10) : "unknown date";
}

/** How the project was chosen, for the model: it can pass `project_path` when it was wrong. */
export function describeSource(from: ProjectSource): string {
  switch (from) {
    case "argument":
      return "chosen by project_path";
    case "client root":
      return "chosen from the client's workspace root";
    case "working directory":
      return "chosen from the server's working directory; pass project_path to choose another";
  }
}
