/**
 * Gemini CLI: its chats (`~/.gemini/tmp/<project>/chats/`).
 */
import type { Assistant } from "../types.ts";

export const gemini = {
  id: "gemini",
  label: "Gemini CLI",
  aliases: ["gemini-cli"],
  reader: {
    dirFlag: {
      name: "gemini-dir",
      value: "dir",
      help: "Gemini CLI folder (default ~/.gemini; its tmp/ folder works too)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createGeminiSource(c),
  },
  docs: { history: "`~/.gemini/tmp/*/chats/`" },
} as const satisfies Assistant;
