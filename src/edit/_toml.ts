/**
 * Editing Codex's `config.toml` with a real TOML parser and editor (`@decimalturn/toml-patch`,
 * TOML 1.0/1.1, keeps comments, whitespace and formatting): set or remove one entry
 * (`mcp_servers.ctx`) and leave every other value, comment and byte alone.
 *
 * A new entry is appended as its own `[mcp_servers.ctx]` table when that is valid for the file;
 * when it is not (the user wrote `mcp_servers = { … }` inline, or as dotted keys), the editor
 * adds it where the file defines the servers. Every result is parsed again and must mean exactly
 * the old document plus our change; otherwise the file is refused and left as it was.
 */
import { parse, patch } from "@decimalturn/toml-patch";
import { safeLine } from "../safe_text.ts";

export type TomlRecord = Record<string, unknown>;

export type TomlRead =
  | { ok: true; existing: TomlRecord | undefined }
  | { ok: false; error: string };

export type TomlEditResult =
  | { ok: true; text: string; changed: boolean; existing: TomlRecord | undefined }
  | { ok: false; error: string };

/** `[table, name]`, e.g. `["mcp_servers", "ctx"]`. */
export type TomlPath = readonly [string, string];

/** The entry at `path` (a table), or why the file cannot be read. */
export function readTomlEntry(text: string, path: TomlPath): TomlRead {
  const doc = parseToml(text);
  if (!doc.ok) return doc;
  return entryOf(doc.value, path);
}

/**
 * Set the entry at `path` to `value` (the whole entry, already merged with what the user had), or
 * remove it when `value` is undefined. Unchanged when the entry already equals `value`.
 */
export function editTomlEntry(
  text: string,
  path: TomlPath,
  value: TomlRecord | undefined,
): TomlEditResult {
  const doc = parseToml(text);
  if (!doc.ok) return doc;
  const read = entryOf(doc.value, path);
  if (!read.ok) return read;
  const { existing } = read;
  const [table, name] = path;
  const unchanged = { ok: true as const, text, changed: false, existing };
  if (value === undefined) {
    if (existing === undefined) return unchanged;
    const servers = { ...(doc.value[table] as TomlRecord) };
    delete servers[name];
    const without = { ...doc.value, [table]: servers };
    return verified(existing, without, [() => patch(text, without)]);
  }
  if (existing !== undefined && canonical(existing) === canonical(value)) return unchanged;
  const servers = (doc.value[table] ?? {}) as TomlRecord;
  const expected = { ...doc.value, [table]: { ...servers, [name]: value } };
  const attempts = existing === undefined
    ? [() => appendTable(text, path, value), () => patch(text, expected)]
    : [() => patch(text, expected)];
  return verified(existing, expected, attempts);

  // The first attempt whose text parses to exactly `want`.
  function verified(
    existing: TomlRecord | undefined,
    want: TomlRecord,
    tries: Array<() => string | undefined>,
  ): TomlEditResult {
    for (const attempt of tries) {
      let out: string | undefined;
      try {
        out = attempt();
      } catch {
        continue;
      }
      if (out === undefined) continue;
      const check = parseToml(out);
      if (check.ok && canonical(check.value) === canonical(want)) {
        return { ok: true, text: out, changed: true, existing };
      }
    }
    return {
      ok: false,
      error: `cannot ${value === undefined ? "remove" : "add"} [${path.join(".")}] without ` +
        "changing other settings; edit it by hand",
    };
  }
}

/** `[a.b]` with `key = value` lines; `undefined` when a value is not a string or string list. */
export function renderTomlTable(path: readonly string[], fields: TomlRecord): string | undefined {
  const lines = [`[${path.map(tomlKey).join(".")}]`];
  for (const [key, value] of Object.entries(fields)) {
    let rendered: string;
    if (typeof value === "string") rendered = tomlString(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
      rendered = `[${value.map(tomlString).join(", ")}]`;
    } else return undefined;
    lines.push(`${tomlKey(key)} = ${rendered}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Our table appended at the end, after a blank line, in the file's line endings. */
function appendTable(text: string, path: TomlPath, value: TomlRecord): string | undefined {
  const block = renderTomlTable(path, value);
  if (block === undefined) return undefined;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const ours = block.replaceAll("\n", eol);
  if (text.trim() === "") return ours;
  const base = text.endsWith("\n") ? text : `${text}${eol}`;
  return `${base}${eol}${ours}`;
}

function entryOf(doc: TomlRecord, [table, name]: TomlPath): TomlRead {
  const servers = doc[table];
  if (servers === undefined) return { ok: true, existing: undefined };
  if (!isRecord(servers)) return { ok: false, error: `"${table}" is not a table` };
  const entry = servers[name];
  if (entry === undefined) return { ok: true, existing: undefined };
  if (!isRecord(entry)) return { ok: false, error: `"${table}.${name}" is not a table` };
  return { ok: true, existing: entry };
}

function parseToml(text: string): { ok: true; value: TomlRecord } | { ok: false; error: string } {
  try {
    const value: unknown = parse(text, { integersAsBigInt: "asNeeded" });
    return isRecord(value) ? { ok: true, value } : { ok: false, error: "not a TOML document" };
  } catch (error) {
    return { ok: false, error: parseErrorText(error) };
  }
}

/**
 * `invalid TOML at line 3, column 1: Table already defined: x`. The parser's message also quotes
 * the offending line, which may hold a secret (an `env` value): only the reason is kept.
 */
function parseErrorText(error: unknown): string {
  const e = error as { message?: unknown; line?: unknown; column?: unknown };
  const message = typeof e.message === "string" ? e.message : "";
  const lines = message.split("\n");
  const last = lines.length >= 4 && lines[0]?.startsWith("Error parsing TOML")
    ? lines[lines.length - 1]!
    : "";
  const reason = safeLine(last).slice(0, 200);
  const where = typeof e.line === "number" && typeof e.column === "number"
    ? ` at line ${e.line}, column ${e.column + 1}`
    : "";
  return `invalid TOML${where}${reason ? `: ${reason}` : ""}`;
}

/** A stable text form for comparing parsed documents (key order ignored, big integers kept). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "bigint") return `${v}n`;
    if (isRecord(v)) {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]));
    }
    return v;
  });
}

function isRecord(value: unknown): value is TomlRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value) &&
    !(value instanceof Date);
}

function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key);
}

/** A TOML basic string: JSON's escapes are a subset TOML accepts. */
function tomlString(value: string): string {
  return JSON.stringify(value);
}
