/**
 * Any VS Code-family editor's chat history (`ctx export vscdb --product NAME`): a reader of every
 * workspace's `state.vscdb`, which hands each session to the Cursor or the Copilot reader. Not
 * scanned by `ctx init`: those two read the same sessions.
 */
import type { Assistant } from "../types.ts";

/** The editors `--product` knows, with the aliases it accepts (`productFolder`). */
export const PRODUCTS_HELP = 'Cursor, Code (or vscode), "Code - Insiders" (or insiders), ' +
  "VSCodium (or codium), Windsurf, Kiro";

export const vscdb = {
  id: "vscdb",
  label: "VS Code-family history",
  reader: {
    scanned: false,
    open: async (c) => (await import("./reader.ts")).createVscdbSource("Code", c),
  },
  docs: {
    history: {
      name: "any VS Code-family editor",
      command:
        '`ctx export vscdb --product Cursor\\|Code\\|"Code - Insiders"\\|VSCodium\\|Windsurf\\|Kiro`',
      where: "`<Product>/User/workspaceStorage`",
      other: "`--workspace-storage DIR`",
    },
  },
} as const satisfies Assistant;
