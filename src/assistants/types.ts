/**
 * What ctx knows about one assistant, as its folder `src/assistants/<id>/mod.ts` declares it. An
 * assistant has any subset of four parts: a reader of its history, an MCP client registration, a
 * session-end hook and a status probe. Windsurf, Zed and Claude Desktop only take the MCP server;
 * the generic `vscdb` reader has nothing but a reader; Claude Code has all but a status probe.
 *
 * A declaration is light: data and small pure functions, with every heavy part (the reader, a
 * client's own CLI, a status probe) behind an `await import`, because the registry is loaded at
 * start-up (`ctx init --help` lists the flags) and `ctx --version` must stay instant.
 */
import type { Config } from "../config/mod.ts";
import type { HookRegistration, McpRegistration } from "../edit/clients.ts";
import type { Source } from "../types.ts";

/** One assistant: its names and the parts of it ctx uses. */
export interface Assistant {
  /**
   * Its name on the command line (`ctx init <id>`, `--client <id>`) and in what ctx records
   * (ledger keys, summary file names `<id>_<session>.md`): never change it once released.
   */
  readonly id: string;
  /** Human name, e.g. "Gemini CLI". */
  readonly label: string;
  /** Other names the command line accepts for it (`ctx init claude`). */
  readonly aliases?: readonly string[];
  /** Reads its history for `ctx init`, the scan of `fetch_project_context` and `ctx status`. */
  readonly reader?: Reader;
  /**
   * Takes the ctx MCP server in its config (`ctx install`, `--uninstall`, `ctx status`): one
   * registration per file it reads servers from, when it reads several (Cline: its shared
   * settings file and each editor's own; Kilo Code: the legacy extension's file and `kilo.json`).
   */
  readonly mcp?: McpRegistration | readonly McpRegistration[];
  /**
   * Runs `ctx hook session-end --client <id>` when a session ends (`ctx install --hooks`); the
   * session is then found and read by this assistant's own reader, so a hook needs a reader.
   */
  readonly hook?: HookRegistration;
  /** What `ctx status` checks beyond the registrations (Gemini CLI's folder trust). */
  readonly status?: StatusProbe;
  /** Its rows in the tables of assistants in the README and docs/setup.md (generated). */
  readonly docs?: AssistantDocs;
}

/** The `--<assistant>-dir` option of `ctx init` that points at an assistant's own storage. */
export interface DirFlag {
  /** Without the dashes: `claude-dir`. */
  readonly name: string;
  /** The value's name in the help: `dir`, `path`. */
  readonly value: string;
  readonly help: string;
}

/** How ctx reads an assistant's history. */
export interface Reader {
  readonly dirFlag?: DirFlag;
  /**
   * False for a reader that `ctx init` and a project scan do not use: the generic VS Code-family
   * reader serves `ctx export vscdb`, and its sessions are the ones Cursor's and Copilot's read.
   */
  readonly scanned: boolean;
  /** Build the source for this configuration (its module is loaded now, not at start-up). */
  readonly open: (config: Readonly<Config>) => Promise<Source>;
}

/**
 * Check the project's folder from this assistant's side; `undefined` when there is nothing to
 * say (the assistant is not set up here). Reads only, never throws; loads its module when called.
 */
export type StatusProbe = (
  config: Pick<Config, "home" | "os">,
  folder: string,
) => Promise<StatusFinding | undefined>;

/** What a status probe found. */
export interface StatusFinding {
  /** What `ctx status --json` shows under the assistant's id in `background`. */
  readonly data: unknown;
  /**
   * The lines `ctx status` prints under Background (none when all is well), given whether ctx's
   * session-end hook is on for this assistant.
   */
  lines(context: { hookOn: boolean }): string[];
}

/**
 * Its rows in the tables of assistants that `scripts/assistant_tables.ts` writes (Markdown cells;
 * defaults in parentheses), one per part it has: a test fails when a part has no row.
 */
export interface AssistantDocs {
  /** The README's table of the histories ctx reads. */
  readonly history?: {
    /** (the label) */
    readonly name?: string;
    /** (`ctx init <id> --local`) */
    readonly command?: string;
    /** Where its history is read from. */
    readonly where: string;
    /** (its `--<assistant>-dir` flag) */
    readonly other?: string;
  };
  /** docs/setup.md's table of MCP clients: the config file (the key comes from `mcp`). */
  readonly mcpFile?: string;
  /** docs/setup.md's table of session-end hooks: the file (the event comes from `hook`). */
  readonly hook?: { readonly file: string; readonly notes: string };
}
