/**
 * The ctx entry in OpenCode's config (`~/.config/opencode/opencode.json(c)`, key `mcp`), shared
 * with Kilo Code ≥ 7, an OpenCode fork whose `~/.config/kilo/kilo.json(c)` has the same shape:
 * `{ "type": "local", "command": ["<ctx>", "mcp"], "enabled": true }`.
 *
 * ctx edits the file itself (comments and the user's entries kept byte for byte) rather than
 * through `opencode mcp add`, which reformats the other entries of the file and has no remove.
 *
 * @example
 * // Kilo Code's declaration:
 * mcp: openCodeStyleMcp((c) => join(xdgConfig(c), "kilo"), "kilo"),
 */
import { join } from "node:path";
import {
  type ClientConfig,
  type Entry,
  type JsonRegistration,
  mergeJson,
  type ServerCommand,
} from "../../edit/clients.ts";

/** True when something is at `path` (a light check: declarations run it in `file()`). */
function present(path: string): boolean {
  try {
    Deno.lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The config file ctx edits in `folder`: `<base>.jsonc` or `<base>.json`, whichever exists (the
 * first when both do), else `<base>.jsonc`, the file OpenCode creates itself. OpenCode merges
 * both (and a `config.json`), so an entry in either one is loaded.
 */
export function openCodeConfigFile(
  folder: string,
  base: string,
  exists: (path: string) => boolean = present,
): string {
  const jsonc = join(folder, `${base}.jsonc`);
  const json = join(folder, `${base}.json`);
  return exists(jsonc) || !exists(json) ? jsonc : json;
}

/**
 * Our entry: `type` and `command` are ctx's; `enabled: true` in a new entry, while one the user
 * set (`false` turns ctx off) is kept, as every other field they added.
 */
export function openCodeEntry(existing: Entry | undefined, server: ServerCommand): Entry {
  const entry = mergeJson(existing, {
    type: "local",
    command: [server.command, ...server.args],
  });
  return "enabled" in entry ? entry : { ...entry, enabled: true };
}

/** The MCP registration of an OpenCode-style client whose config files are in `folder(c)`. */
export function openCodeStyleMcp(
  folder: (c: ClientConfig) => string,
  base: string,
): JsonRegistration {
  return {
    format: "json",
    serversKey: "mcp",
    markers: (c) => [folder(c)],
    file: (c) => openCodeConfigFile(folder(c), base),
    merge: openCodeEntry,
  };
}
