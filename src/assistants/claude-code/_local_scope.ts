/**
 * Claude Code specifics: registering through its own CLI (`claude mcp add` / `add-json --scope
 * user`, which keeps `~/.claude.json` consistent while Claude Code runs), and finding local-scope
 * `ctx` entries (`projects[<folder>].mcpServers.ctx`), which win over the user-scope entry in
 * their project and so silently hide an update.
 */
import { findNodeAtLocation, type Node } from "jsonc-parser";
import { safeLine } from "../../safe_text.ts";
import { type Entry, SERVER_NAME, type ServerCommand } from "../../edit/clients.ts";
import { parseConfigTree, sameValue } from "../../edit/jsonc.ts";

/** Fields of an entry that may hold secrets (`env` values, HTTP `headers`). */
const SECRET_FIELDS = ["env", "headers"] as const;

/**
 * The `claude` arguments that (re)create our user-scope entry with every field of `entry`, or
 * `undefined` when the entry holds values that must not go on a command line (where `ps` and
 * `/proc` show them to every user of the machine): then the file is edited instead.
 */
export function claudeAddArgs(entry: Entry, server: ServerCommand): string[] | undefined {
  const holdsSecrets = SECRET_FIELDS.some((key) => {
    const value = entry[key];
    return typeof value === "object" && value !== null && Object.keys(value).length > 0;
  });
  if (holdsSecrets) return undefined;
  const own = new Set(["type", "command", "args"]);
  if (Object.keys(entry).every((k) => own.has(k)) && entry["type"] === "stdio") {
    return ["mcp", "add", "--scope", "user", SERVER_NAME, "--", server.command, ...server.args];
  }
  // Fields the user added (`timeout`, …) go through `add-json`, which keeps them.
  return ["mcp", "add-json", "--scope", "user", SERVER_NAME, JSON.stringify(entry)];
}

/** The same arguments for printing (the JSON quoted for a shell). */
export function describeClaudeArgs(args: string[]): string {
  const shown = args.map((arg, i) =>
    i === args.length - 1 && args[1] === "add-json" ? `'${arg}'` : arg
  );
  return `claude ${shown.join(" ")}`;
}

export interface StaleLocalEntry {
  /** The project folder the local-scope entry applies to. */
  project: string;
  /** Its command line, for the message. */
  command: string;
}

/**
 * Local-scope `ctx` entries in `~/.claude.json` that differ from `server`: in their project they
 * shadow the user-scope entry, so the assistant there keeps starting an old command.
 */
export function staleLocalEntries(text: string, server: ServerCommand): StaleLocalEntry[] {
  const root = parseConfigTree(text);
  const projects = root ? findNodeAtLocation(root, ["projects"]) : undefined;
  if (!projects || projects.type !== "object") return [];
  const found: StaleLocalEntry[] = [];
  for (const prop of projects.children ?? []) {
    const [key, value] = prop.children ?? [];
    if (!key || !value || value.type !== "object") continue;
    const entry = findNodeAtLocation(value, ["mcpServers", SERVER_NAME]);
    if (!entry || entry.type !== "object") continue;
    const command = stringAt(entry, "command");
    const args = findNodeAtLocation(entry, ["args"]);
    const argv = args?.type === "array"
      ? (args.children ?? []).map((a) => (typeof a.value === "string" ? a.value : ""))
      : [];
    if (command === server.command && sameValue(argv, server.args)) continue;
    found.push({
      project: clean(String(key.value)),
      command: clean([command ?? "(no command)", ...argv].join(" ")),
    });
  }
  return found;
}

/** Claude Code's stale local-scope entries in `text`, as warnings. */
export function staleWarnings(text: string, server: ServerCommand): string[] {
  return staleLocalWarnings(staleLocalEntries(text, server));
}

/** One warning per stale entry (at most `max`, then a count), with the command that fixes it. */
export function staleLocalWarnings(stale: StaleLocalEntry[], max = 5): string[] {
  const lines = stale.slice(0, max).map((s) =>
    `Claude Code: a local-scope "${SERVER_NAME}" entry for "${s.project}" runs "${s.command}" ` +
    `and hides the user-scope entry in that project; hint: in "${s.project}" run ` +
    `claude mcp remove ${SERVER_NAME} -s local`
  );
  if (stale.length > max) {
    lines.push(`Claude Code: ${stale.length - max} more local-scope "${SERVER_NAME}" entries`);
  }
  return lines;
}

function stringAt(node: Node, key: string): string | undefined {
  const value = findNodeAtLocation(node, [key])?.value;
  return typeof value === "string" ? value : undefined;
}

/** Paths and commands come from a file: one line each, no control characters. */
function clean(text: string): string {
  return safeLine(text).slice(0, 300);
}
