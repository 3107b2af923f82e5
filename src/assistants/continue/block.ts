/**
 * Continue's `mcpServers/ctx.yaml`: a config block of ctx's own (pure). Continue loads every
 * `*.yaml` of `<global>/mcpServers/` (and of a workspace's `.continue/mcpServers/`) as a block: a
 * `name`, a `version`, `schema: v1` and a one-item `mcpServers` list (`blockSchema` of
 * `@continuedev/config-yaml`). The file is small and always the same shape, so it is written
 * without a YAML library: the values are JSON strings, which are YAML double-quoted scalars, with
 * everything outside printable ASCII escaped. It is read back the same way, only in the shape ctx
 * writes; a file in any other shape was changed by hand and is left alone.
 */
import type { Entry } from "../../edit/clients.ts";

const HEADER = "# Written by `ctx install` (the ctx MCP server); `ctx install --uninstall` " +
  "removes it.";

/** A YAML double-quoted scalar: JSON's quoting, non-ASCII and controls as `\uXXXX`. */
function quoted(text: string): string {
  return JSON.stringify(text).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The block for our entry (`command` and `args`). */
export function renderBlock(entry: Entry): string {
  const command = typeof entry["command"] === "string" ? entry["command"] : "";
  const args = Array.isArray(entry["args"]) ? entry["args"].map(String) : [];
  return [
    HEADER,
    "name: ctx",
    "version: 0.0.1",
    "schema: v1",
    "mcpServers:",
    "  - name: ctx",
    `    command: ${quoted(command)}`,
    `    args: [${args.map(quoted).join(", ")}]`,
    "",
  ].join("\n");
}

/** Our entry in a block as `renderBlock` writes it; undefined for any other text. */
export function parseBlock(text: string): Entry | undefined {
  const lines = text.replaceAll("\r\n", "\n").split("\n");
  const command = /^ {4}command: ("(?:[^"\\]|\\.)*")$/.exec(lines[6] ?? "")?.[1];
  const args = /^ {4}args: (\[.*\])$/.exec(lines[7] ?? "")?.[1];
  if (command === undefined || args === undefined) return undefined;
  let entry: Entry;
  try {
    entry = { command: JSON.parse(command), args: JSON.parse(args) };
  } catch {
    return undefined;
  }
  if (!Array.isArray(entry["args"]) || !entry["args"].every((a) => typeof a === "string")) {
    return undefined;
  }
  // Exactly what ctx writes for that entry, or not ours.
  return renderBlock(entry) === lines.join("\n") ? entry : undefined;
}
