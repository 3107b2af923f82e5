/**
 * The registry of transcript sources: one line per assistant. Every source has the same shape:
 * `<id>.ts` finds and reads its sessions (I/O), `_<id>_parse.ts` turns their text into a
 * `Session` (pure). Adding an assistant = those two files, its id in `SOURCE_IDS`
 * (`src/types.ts`; the compiler then asks for its line here) and one line below. The command
 * line (`ctx init` names, aliases and `--<assistant>-dir` flags) and the pipeline read this
 * list.
 *
 * Nothing here imports a source module: each is loaded when opened, so `ctx --version` and
 * `ctx mcp` do not load the parsers.
 *
 * @example
 * const sources = await openSources(config, ["codex"]);
 * const { refs } = await sources[0]!.discover({ projectPath: "/work/app", home: "/home/me" });
 */
import type { Config } from "../config/mod.ts";
import type { Source, SourceId } from "../types.ts";

/** One assistant: the names the command line accepts for it, and how to open its source. */
export interface SourceEntry {
  readonly id: SourceId;
  /** Other names `ctx init` accepts. */
  readonly aliases: readonly string[];
  /** The `ctx init` option that points at the assistant's own storage. */
  readonly dirFlag?: { readonly name: string; readonly value: string; readonly help: string };
  /** False for a reader that `ctx init` and `fetch_project_context` do not scan. */
  readonly scanned: boolean;
  /** Build the source for this configuration (its module is loaded now, not at startup). */
  readonly open: (config: Readonly<Config>) => Promise<Source>;
}

/** Every source, in the order a project is scanned. */
export const SOURCES = [
  {
    id: "claude-code",
    aliases: ["claude"],
    dirFlag: {
      name: "claude-dir",
      value: "dir",
      help: "Claude Code projects directory (default ~/.claude/projects)",
    },
    scanned: true,
    open: async (c) => (await import("./claude_code.ts")).createClaudeCodeSource(c.claudeConfigDir),
  },
  {
    id: "cursor",
    aliases: [],
    dirFlag: { name: "cursor-dir", value: "dir", help: "Cursor user data directory" },
    scanned: true,
    open: async (c) => (await import("./cursor.ts")).createCursorSource(c),
  },
  {
    id: "copilot",
    aliases: ["vscode"],
    dirFlag: { name: "copilot-dir", value: "dir", help: "VS Code workspaceStorage directory" },
    scanned: true,
    open: async (c) => (await import("./copilot.ts")).createCopilotSource(c),
  },
  {
    id: "codex",
    aliases: [],
    dirFlag: {
      name: "codex-dir",
      value: "dir",
      help: "Codex sessions directory (default ~/.codex/sessions)",
    },
    scanned: true,
    open: async (c) => (await import("./codex.ts")).createCodexSource(c),
  },
  {
    id: "gemini",
    aliases: ["gemini-cli"],
    dirFlag: {
      name: "gemini-dir",
      value: "dir",
      help: "Gemini CLI folder (default ~/.gemini; its tmp/ folder works too)",
    },
    scanned: true,
    open: async (c) => (await import("./gemini.ts")).createGeminiSource(c),
  },
  {
    id: "kiro",
    aliases: ["amazon-q"],
    dirFlag: {
      name: "kiro-dir",
      value: "path",
      help: "a /chat save file or a folder of them (default: the Kiro / Amazon Q CLI database)",
    },
    scanned: true,
    open: async (c) => (await import("./kiro.ts")).createKiroSource(c),
  },
  // The generic VS Code-family reader serves `ctx export vscdb`; its Cursor and Copilot
  // sessions are the ones the `cursor` and `copilot` sources already read.
  {
    id: "vscdb",
    aliases: [],
    scanned: false,
    open: async (c) => (await import("./vscdb.ts")).createVscdbSource("Code", c),
  },
] as const satisfies readonly SourceEntry[];

/** Compile-time check: every id in `SOURCE_IDS` has its line above. */
type Unlisted = Exclude<SourceId, typeof SOURCES[number]["id"]>;
const _everyIdListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The sources `ctx init` accepts and a project scan reads, in scan order. */
export const SCANNED_SOURCES: readonly SourceEntry[] = SOURCES.filter((s) => s.scanned);

/** The source a name typed on the command line means (id or alias, any case), if any. */
export function sourceByName(name: string): SourceEntry | undefined {
  const wanted = name.toLowerCase();
  return SCANNED_SOURCES.find((s) => s.id === wanted || s.aliases.includes(wanted));
}

/** Every name `ctx init` accepts: each id followed by its aliases. */
export function sourceNames(): string[] {
  return SCANNED_SOURCES.flatMap((s) => [s.id, ...s.aliases]);
}

/** Open the sources `ids` names (`"all"` = every scanned one), in scan order. */
export function openSources(
  config: Readonly<Config>,
  ids: "all" | readonly SourceId[],
): Promise<Source[]> {
  const chosen = ids === "all"
    ? SCANNED_SOURCES
    : SCANNED_SOURCES.filter((s) => ids.includes(s.id));
  return Promise.all(chosen.map((s) => s.open(config)));
}
