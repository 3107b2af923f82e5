/**
 * The registry of assistants: one line per assistant, each a folder `src/assistants/<id>/` whose
 * `mod.ts` declares what ctx knows about it (`Assistant`: its reader, MCP registration,
 * session-end hook, status probe, any of them). Adding an assistant = its folder and its line
 * below. `ctx init` (names, aliases, `--<assistant>-dir` flags), the project scan of the pipeline
 * and `fetch_project_context`, `ctx install` (clients and hooks), `ctx hook`, `ctx status` and the
 * tables of assistants in the docs read this list, through the functions below.
 *
 * The declarations are light; each heavy part is loaded when it is used, so `ctx --version` and
 * `ctx mcp` do not load the parsers.
 *
 * @example
 * const sources = await openSources(config, ["codex"]);
 * const { refs } = await sources[0]!.discover({ projectPath: "/work/app", home: "/home/me" });
 */
import type { Config } from "../config/mod.ts";
import type { Client, HookTarget, McpRegistration } from "../edit/clients.ts";
import type { Source } from "../types.ts";
import type { Assistant, Reader, StatusProbe } from "./types.ts";
import { claudeCode } from "./claude-code/mod.ts";
import { claudeDesktop } from "./claude-desktop/mod.ts";
import { codex } from "./codex/mod.ts";
import { copilot } from "./copilot/mod.ts";
import { cursor } from "./cursor/mod.ts";
import { gemini } from "./gemini/mod.ts";
import { kiro } from "./kiro/mod.ts";
import { vscdb } from "./vscdb/mod.ts";
import { windsurf } from "./windsurf/mod.ts";
import { zed } from "./zed/mod.ts";
import { cline } from "./cline/mod.ts";
import { rooCode } from "./roo-code/mod.ts";
import { kiloCode } from "./kilo-code/mod.ts";
import { opencode } from "./opencode/mod.ts";
import { crush } from "./crush/mod.ts";
import { aider } from "./aider/mod.ts";
import { continueDev } from "./continue/mod.ts";
import { copilotCli } from "./copilot-cli/mod.ts";
import { qwenCode } from "./qwen-code/mod.ts";
import { goose } from "./goose/mod.ts";

export type {
  Assistant,
  AssistantDocs,
  DirFlag,
  Reader,
  StatusFinding,
  StatusProbe,
} from "./types.ts";

/**
 * Every assistant, in the order ctx lists them: a project is scanned in this order, and
 * `ctx install` and `ctx status` list the clients and hooks in it.
 */
export const ASSISTANTS = [
  claudeCode,
  cursor,
  windsurf,
  copilot,
  vscdb,
  claudeDesktop,
  codex,
  gemini,
  kiro,
  zed,
  cline,
  rooCode,
  kiloCode,
  opencode,
  crush,
  aider,
  continueDev,
  copilotCli,
  qwenCode,
  goose,
] as const satisfies readonly Assistant[];

/** An assistant whose history ctx reads: its names, and how to open its reader. */
export interface SourceEntry extends Reader {
  readonly id: string;
  readonly label: string;
  readonly aliases: readonly string[];
}

/** The registry as plain `Assistant`s (each part optional), for the lists below. */
const ALL: readonly Assistant[] = ASSISTANTS;

/** Every assistant with a reader, in scan order. */
export const SOURCES: readonly SourceEntry[] = ALL.flatMap((a) =>
  a.reader ? [{ id: a.id, label: a.label, aliases: a.aliases ?? [], ...a.reader }] : []
);

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
  ids: "all" | readonly string[],
): Promise<Source[]> {
  const chosen = ids === "all"
    ? SCANNED_SOURCES
    : SCANNED_SOURCES.filter((s) => ids.includes(s.id));
  return Promise.all(chosen.map((s) => s.open(config)));
}

/** The MCP clients `ctx install` registers ctx in, in registry order. */
export function mcpClients(): Client[] {
  return ALL.flatMap((a): Client[] =>
    registrations(a).map((r) => ({ ...r, id: r.id ?? a.id, name: r.name ?? a.label }))
  );
}

/** An assistant's MCP registrations (none, one, or one per file it reads servers from). */
export function registrations(a: Assistant): readonly McpRegistration[] {
  return a.mcp === undefined ? [] : "format" in a.mcp ? [a.mcp] : a.mcp;
}

/** The session-end hooks `ctx install --hooks` registers, in registry order. */
export function hookTargets(): HookTarget[] {
  return ALL.flatMap((a) => a.hook ? [{ ...a.hook, client: a.id, name: a.label }] : []);
}

/** The assistant that `ctx hook session-end --client <id>` names, when it has a hook. */
export function hookAssistant(id: string): { id: string; label: string } | undefined {
  return ALL.find((a) => a.id === id && a.hook !== undefined);
}

/** What `ctx status` checks beyond the registrations, per assistant, in registry order. */
export function statusProbes(): Array<{ id: string; label: string; probe: StatusProbe }> {
  return ALL.flatMap((a) => a.status ? [{ id: a.id, label: a.label, probe: a.status }] : []);
}
