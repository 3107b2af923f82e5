/**
 * `ctx install --hooks`: register `ctx hook session-end --client <id>` as the session-end hook of
 * every assistant found that has one (the registry's `hook` parts), so each session is distilled
 * in the background when it ends. Opt-in (it spends model calls without a prompt).
 * Merge, never clobber: our entry is appended after the user's own hooks, found again by its
 * command, updated in place, removed alone by `--uninstall`; backups and atomic writes as for
 * the MCP entries.
 */
import { hookTargets, mcpClients } from "../assistants/mod.ts";
import type { Deps } from "../deps.ts";
import {
  type ChangeAction,
  type ClientConfig,
  type HookTarget,
  refusalLines,
} from "../edit/clients.ts";
import { editHook, hasHook } from "../edit/hook_list.ts";
import { withoutEmptyMembers } from "../edit/jsonc.ts";
import { readText, withoutEntry } from "../edit/mcp_entry.ts";
import { removeOwnFile, writeConfigFile, writeUninstalled } from "../edit/write.ts";
import { errorMessage } from "../errors.ts";
import { exists } from "../fsutil.ts";
import { tildePath } from "../paths.ts";
import type { Prompter } from "./wizard.ts";

/** The same outcomes as for the MCP entries. */
export type HookAction = ChangeAction;

export interface HookChange {
  client: string;
  path: string;
  action: HookAction;
  /** What was (or would be) written, or why it failed. */
  detail?: string;
  backup?: string;
  note?: string;
}

/** The words of the hook: this ctx, plus the hook arguments. */
function hookArgv(self: Deps["self"], client: string): string[] {
  return [self.command, ...self.args, "hook", "session-end", "--client", client];
}

/** The shell command an assistant runs: this ctx, quoted for `sh`, plus the hook arguments. */
export function hookCommand(self: Deps["self"], client: string): string {
  return hookArgv(self, client).map(shellQuote).join(" ");
}

/** True for our hook of `client`, wherever the ctx binary was when it was registered. */
export function isOurHook(command: string, client: string): boolean {
  return command.trimEnd().endsWith(` hook session-end --client ${client}`);
}

/** Add (or with `uninstall`, remove) the session-end hook of every assistant found. */
export async function registerHooks(
  deps: Pick<Deps, "config" | "self">,
  options: { uninstall?: boolean; dryRun?: boolean } = {},
): Promise<HookChange[]> {
  const changes: HookChange[] = [];
  for (const target of await foundTargets(deps.config)) {
    const path = target.file(deps.config);
    try {
      changes.push(await editTarget(deps, target, path, options));
    } catch (error) {
      changes.push({ client: target.name, path, action: "failed", detail: errorMessage(error) });
    }
  }
  return changes;
}

/** Which assistants found have our hook (for `ctx status`). Reads only. */
export async function registeredHooks(
  config: ClientConfig,
): Promise<Array<{ client: string; path: string; registered: boolean; error?: string }>> {
  const out = [];
  for (const target of await foundTargets(config)) {
    const path = target.file(config);
    const text = await readText(path).catch((error) => new Error(errorMessage(error)));
    if (text instanceof Error) {
      out.push({ client: target.name, path, registered: false, error: text.message });
      continue;
    }
    const read = hasHook(text ?? "", target, (c) => isOurHook(c, target.client));
    out.push(
      read.ok
        ? { client: target.name, path, registered: read.present }
        : { client: target.name, path, registered: false, error: read.error },
    );
  }
  return out;
}

/**
 * The wizard's question: distill each session when it ends? Opt-in (default no), because it
 * spends model calls without asking each time. Registers the hooks on yes.
 */
export async function offerHooks(
  deps: Pick<Deps, "config" | "self">,
  prompter: Pick<Prompter, "confirm">,
): Promise<HookChange[] | undefined> {
  if ((await foundTargets(deps.config)).length === 0) return undefined;
  const yes = await prompter.confirm(
    "Distill each session in the background when it ends (session-end hooks; spends model " +
      "calls without asking)?",
    false,
  );
  return yes ? await registerHooks(deps) : undefined;
}

async function foundTargets(config: ClientConfig): Promise<HookTarget[]> {
  const found: HookTarget[] = [];
  for (const target of hookTargets()) {
    for (const marker of target.markers(config)) {
      if (await exists(marker)) {
        found.push(target);
        break;
      }
    }
  }
  return found;
}

async function editTarget(
  deps: Pick<Deps, "config" | "self">,
  target: HookTarget,
  path: string,
  options: { uninstall?: boolean; dryRun?: boolean },
): Promise<HookChange> {
  const base = { client: target.name, path };
  const text = await readText(path);
  if (text === undefined && options.uninstall) return { ...base, action: "not registered" };
  const entry = options.uninstall
    ? undefined
    : target.entry(hookCommand(deps.self, target.client), hookArgv(deps.self, target.client));
  const edit = editHook(text ?? "", target, entry, (c) => isOurHook(c, target.client));
  if (!edit.ok) return { ...base, action: "malformed", detail: edit.error };
  if (!edit.changed) {
    return { ...base, action: options.uninstall ? "not registered" : "unchanged" };
  }
  const action = options.uninstall ? "removed" : edit.present ? "updated" : "added";
  const detail = entry ? JSON.stringify(entry) : undefined;
  const note = !options.uninstall && target.note ? { note: target.note } : {};
  if (options.dryRun) return { ...base, action, ...(detail ? { detail } : {}), ...note };
  const empty = options.uninstall === true && nothingLeft(deps.config, path, edit.text);
  if (target.owned && empty) {
    // ctx's own file, with nothing of anyone else's in it: gone (and the folder made for it), as
    // before ctx install.
    await removeOwnFile(path);
    return { ...base, action };
  }
  if (options.uninstall && !target.owned) {
    // Back to the original: its backup goes; a file ctx created and left empty goes too.
    const containers = ["hooks", ...sameFileServers(deps.config, path)];
    await writeUninstalled(path, edit.text, empty, withoutEmptyMembers(edit.text, containers));
    return { ...base, action };
  }
  const original = text !== undefined && !target.owned && !holdsOnlyCtx(deps.config, path, text);
  const backup = await writeConfigFile(path, edit.text, original);
  return { ...base, action, ...(detail ? { detail } : {}), ...(backup ? { backup } : {}), ...note };
}

/**
 * True when a config file holds ctx's entries (its MCP entry, its session-end hook) and nothing
 * of anyone else's: ctx made it (a Gemini CLI settings.json that `ctx install` created, then
 * `--hooks` edits), so it has no original to back up, and `--uninstall` deletes it. A file with
 * no entry of ctx's is the user's, even an empty one.
 */
export function holdsOnlyCtx(config: ClientConfig, path: string, text: string): boolean {
  let rest = text;
  for (const client of mcpClients()) {
    if (client.format === "owned" || client.file(config) !== path) continue;
    const left = withoutEntry(client, rest);
    if (left === undefined) return false;
    rest = left;
  }
  for (const target of hookTargets()) {
    if (target.file(config) !== path) continue;
    const edit = editHook(rest, target, undefined, (c) => isOurHook(c, target.client));
    if (!edit.ok) return false;
    rest = edit.text;
  }
  return rest !== text && nothingLeft(config, path, rest);
}

/**
 * True when `text` holds nothing but what ctx writes into a new file: the keys of a new hooks
 * file, and empty `hooks` or MCP servers objects (or TOML tables) of the assistants using it.
 */
function nothingLeft(config: ClientConfig, path: string, text: string): boolean {
  const clients = mcpClients().filter((c) => c.format !== "owned" && c.file(config) === path);
  const targets = hookTargets().filter((t) => t.file(config) === path);
  const bare = text.replace(/\s+/g, "");
  if (bare === "") return true;
  if (clients.some((c) => c.format === "toml" && bare === `[${c.table[0]}]`)) return true;
  const containers = new Set<string>(["hooks", ...sameFileServers(config, path)]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false; // Comments or other edits by hand: the file stays.
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, v]) =>
    containers.has(key) && typeof v === "object" && v !== null && !Array.isArray(v) &&
      Object.keys(v).length === 0 ||
    targets.some((t) => JSON.stringify(t.newFile?.[key]) === JSON.stringify(v))
  );
}

/** The servers keys of the JSON MCP clients whose config file is `path` (Gemini CLI's). */
function sameFileServers(config: ClientConfig, path: string): string[] {
  return mcpClients().flatMap((c) =>
    c.format === "json" && c.file(config) === path ? [c.serversKey] : []
  );
}

/** `sh` quoting: bare when safe, else single quotes. */
function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The lines that report a change: results for stdout, backups and refusals for stderr. */
export function describeHookChange(
  c: HookChange,
  options: { home: string; dryRun?: boolean },
): { out: string[]; err: string[] } {
  const where = `${c.client} session-end hook (${tildePath(c.path, options.home)})`;
  const would = options.dryRun ? "would be " : "";
  switch (c.action) {
    case "added":
    case "updated":
    case "removed":
      return {
        out: [
          `${where}: ${would}${c.action}`,
          ...(options.dryRun && c.detail ? [`    ${c.detail}`] : []),
          ...(c.note ? [`  ${c.note}`] : []),
        ],
        err: c.backup ? [`  backup of the original: ${c.backup}`] : [],
      };
    case "unchanged":
      return { out: [`${where}: already registered`], err: [] };
    case "not registered":
      return { out: [`${where}: not registered`], err: [] };
    case "malformed":
    case "failed":
      return { out: [], err: refusalLines(c.path, c.action, c.detail) };
  }
}
