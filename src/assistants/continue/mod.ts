/**
 * Continue (VS Code and JetBrains extensions, `cn` CLI): its sessions
 * (`~/.continue/sessions/*.json`, `$CONTINUE_GLOBAL_DIR`), and the ctx server as a config block
 * of ctx's own, `~/.continue/mcpServers/ctx.yaml`. Continue has no session-end hook: the
 * extensions have none, and `cn` fires only its tool hooks.
 */
import { join } from "node:path";
import { plain } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { parseBlock, renderBlock } from "./block.ts";
import { continueDir } from "./paths.ts";

export const continueDev = {
  id: "continue",
  label: "Continue",
  reader: {
    dirFlag: {
      name: "continue-dir",
      value: "dir",
      help: "Continue folder (default ~/.continue, $CONTINUE_GLOBAL_DIR; its sessions/ works too)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createContinueSource(c),
  },
  mcp: {
    format: "owned",
    markers: (c) => [continueDir(c)],
    file: (c) => join(continueDir(c), "mcpServers", "ctx.yaml"),
    // ctx's own file: nothing of the user's to keep.
    merge: (_existing, server) => plain(server),
    render: renderBlock,
    parse: parseBlock,
    describe: "a block of its own",
  },
  docs: {
    history: {
      where: "`~/.continue/sessions/*.json` with `sessions.json` (`$CONTINUE_GLOBAL_DIR`)",
    },
    mcpFile: "`~/.continue/mcpServers/ctx.yaml` (or `$CONTINUE_GLOBAL_DIR/mcpServers/`)",
  },
} as const satisfies Assistant;
