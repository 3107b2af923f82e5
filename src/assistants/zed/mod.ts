/**
 * Zed: the ctx entry in its `settings.json` (`context_servers`). Its agent threads are not read.
 */
import { join } from "node:path";
import { type ClientConfig, mergeJson, plain, xdgConfig } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

function zedDir(c: ClientConfig): string {
  if (c.os === "windows") return join(c.appData ?? join(c.home, "AppData", "Roaming"), "Zed");
  // Zed uses ~/.config/zed on macOS too.
  return join(c.os === "linux" ? xdgConfig(c) : join(c.home, ".config"), "zed");
}

export const zed = {
  id: "zed",
  label: "Zed",
  mcp: {
    format: "json",
    serversKey: "context_servers",
    markers: (c) => [zedDir(c)],
    file: (c) => join(zedDir(c), "settings.json"),
    // Zed's current schema (untagged): `command`, `args`, optional `env`. Its settings migration
    // removes the `"source": "custom"` earlier ctx versions wrote, so we drop it too.
    merge: (existing, s) => mergeJson(existing, plain(s), { source: "custom" }),
  },
  docs: {
    mcpFile: "`~/.config/zed/settings.json` (`%APPDATA%\\Zed` on Windows)",
  },
} as const satisfies Assistant;
