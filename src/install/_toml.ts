/**
 * Textual, minimal edits of a TOML file (Codex's `config.toml`): append, replace or remove
 * exactly one table (`[mcp_servers.ctx]` and its sub-tables) and leave every other line as is.
 * We do not parse TOML; we recognise table headers line by line, which is enough for the files
 * these tools write, and refuse what we cannot edit safely.
 */

export type TomlEditResult =
  | { ok: true; text: string; changed: boolean; present: boolean }
  | { ok: false; error: string };

type Value = string | string[];

/** Render `[a.b]` with `key = value` lines (strings and arrays of strings only). */
export function renderTomlTable(path: readonly string[], fields: Record<string, Value>): string {
  const lines = [`[${path.map(tomlKey).join(".")}]`];
  for (const [key, value] of Object.entries(fields)) {
    const rendered = Array.isArray(value)
      ? `[${value.map(tomlString).join(", ")}]`
      : tomlString(value);
    lines.push(`${tomlKey(key)} = ${rendered}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Whether the table at `path` is defined (as a `[header]`), or why the file cannot be read. */
export function readTomlTable(
  text: string,
  path: readonly string[],
): { ok: true; present: boolean } | { ok: false; error: string } {
  const found = locate(text.split("\n"), path);
  if (!found.ok) return found;
  return { ok: true, present: found.start >= 0 };
}

/**
 * Put `block` (from `renderTomlTable`) in place of the table at `path`, appending it when
 * absent; remove the table when `block` is undefined. Unchanged when the text already matches.
 */
export function editTomlTable(
  text: string,
  path: readonly string[],
  block: string | undefined,
): TomlEditResult {
  const lines = text.split("\n");
  const found = locate(lines, path);
  if (!found.ok) return found;
  const { start, end } = found;
  const present = start >= 0;
  if (block === undefined) {
    if (!present) return { ok: true, text, changed: false, present };
    lines.splice(start, end - start);
    // Drop the blank line that separated our table, so install + uninstall is a no-op.
    if (start > 0 && lines[start - 1]?.trim() === "" && (lines[start] ?? "").trim() === "") {
      lines.splice(start - 1, 1);
    }
    return { ok: true, text: lines.join("\n"), changed: true, present };
  }
  const blockLines = block.replace(/\n$/, "").split("\n");
  if (present) {
    const current = lines.slice(start, end).map((l) => l.replace(/\r$/, ""));
    if (current.join("\n") === blockLines.join("\n")) {
      return { ok: true, text, changed: false, present };
    }
    lines.splice(start, end - start, ...blockLines);
    return { ok: true, text: lines.join("\n"), changed: true, present };
  }
  if (text === "") return { ok: true, text: block, changed: true, present };
  const base = text.endsWith("\n") ? text : `${text}\n`;
  return { ok: true, text: `${base}\n${block}`, changed: true, present };
}

const HEADER = /^\s*\[\[?\s*([^\[\]#]+?)\s*\]\]?\s*(?:#.*)?\r?$/;
const UNCLOSED_HEADER = /^\s*\[[A-Za-z0-9_."' -]*\r?$/;

/** Lines [start, end) of our table and its sub-tables; start -1 when absent. */
function locate(
  lines: string[],
  path: readonly string[],
): { ok: true; start: number; end: number } | { ok: false; error: string } {
  const ours = path.join(".");
  const parent = path.slice(0, -1).join(".");
  const leaf = path[path.length - 1] ?? "";
  let start = -1;
  let end = -1;
  let table = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (UNCLOSED_HEADER.test(line)) {
      return { ok: false, error: `unclosed table header at line ${i + 1}` };
    }
    const header = HEADER.exec(line);
    if (header) {
      table = normalizeKey(header[1] ?? "");
      if (table === ours) {
        if (start >= 0) return { ok: false, error: `[${ours}] is defined twice` };
        start = i;
      } else if (start >= 0 && end < 0 && !table.startsWith(`${ours}.`)) {
        end = i;
      }
      continue;
    }
    const key = /^\s*([A-Za-z0-9_."' -]+?)\s*=/.exec(line)?.[1];
    if (key === undefined) continue;
    const full = normalizeKey(table ? `${table}.${key}` : key);
    if (full === ours || full.startsWith(`${ours}.`) && start < 0) {
      return {
        ok: false,
        error: `"${leaf}" is defined inline under [${parent}]; edit it by hand`,
      };
    }
  }
  if (start < 0) return { ok: true, start, end: -1 };
  if (end < 0) end = lines.length;
  // Blank lines and comments just before the next table belong to it, not to us.
  while (end > start + 1 && /^\s*(#.*)?\r?$/.test(lines[end - 1] ?? "")) end--;
  return { ok: true, start, end };
}

/** `a . "b"` → `a.b` (quotes dropped; enough to compare simple keys). */
function normalizeKey(key: string): string {
  return key.split(".").map((part) => part.trim().replace(/^["']|["']$/g, "")).join(".");
}

function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key);
}

/** A TOML basic string: JSON's escapes are a subset TOML accepts. */
function tomlString(value: string): string {
  return JSON.stringify(value);
}
