/**
 * The ctx entry in Crush's global `crush.json` (key `mcp`): `{ "type": "stdio", "command": "<ctx>",
 * "args": ["mcp"] }`. Crush runs `command` and `args` through shell expansion (`$VAR`, `$(…)`,
 * backslash escapes) before it starts the server, so a path holding one of those characters is
 * escaped to reach Crush as written.
 */
import { type Entry, mergeJson, type ServerCommand } from "../../edit/clients.ts";

/**
 * `text` as Crush's expansion gives it back: `$` and backquotes escaped, and a backslash where it
 * would escape (before another backslash, a `$`, a backquote, or at the end). A Windows path's
 * other backslashes (`C:\Users`) stay as they are, as Crush reads them.
 *
 * @example
 * crushLiteral("/opt/$HOME/ctx"); // "/opt/\\$HOME/ctx"
 */
export function crushLiteral(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "$" || c === "`") out += `\\${c}`;
    else if (c === "\\" && (next === undefined || "\\$`\n".includes(next))) out += "\\\\";
    else out += c;
  }
  return out;
}

/** Our entry: `type`, `command` and `args` are ctx's; the user's other fields are kept. */
export function crushEntry(existing: Entry | undefined, server: ServerCommand): Entry {
  return mergeJson(existing, {
    type: "stdio",
    command: crushLiteral(server.command),
    args: server.args.map(crushLiteral),
  });
}
