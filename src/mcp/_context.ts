/**
 * What every tool handler shares: the index (opened once per server, synced on each call) and the
 * project a call is about (argument, client root, or working directory). The result helpers are
 * `_results.ts`.
 */
import { isAbsolute, resolve } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Deps } from "../deps.ts";
import { CtxError } from "../errors.ts";
import {
  type Index,
  type MemoryLedger,
  openIndex,
  openMemoryLedger,
  openProject,
  type Project,
  type ProjectFrom,
} from "../store/mod.ts";
import { type ProjectSource, ToolInputError } from "./_results.ts";
import { clientRootPath } from "./_roots.ts";

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
