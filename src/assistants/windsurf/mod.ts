/**
 * Windsurf: the ctx entry in `~/.codeium/windsurf/mcp_config.json`. Its Cascade history is not
 * read (docs/sources.md says why).
 */
import { join } from "node:path";
import { plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const windsurf = {
  id: "windsurf",
  label: "Windsurf",
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".codeium", "windsurf")],
    file: (c) => join(c.home, ".codeium", "windsurf", "mcp_config.json"),
    merge: plainEntry,
  },
  docs: {
    mcpFile: "`~/.codeium/windsurf/mcp_config.json`",
  },
} as const satisfies Assistant;
