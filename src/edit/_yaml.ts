/**
 * Editing Goose's `config.yaml`: set or remove one entry of a top-level block mapping
 * (`extensions.ctx`) and leave every other byte alone. The text is parsed with `yaml` for the
 * places of things only; the edit is a splice of whole lines: our entry's lines are cut out, or
 * appended as the mapping's last entry at its entries' indentation (with the mapping itself
 * appended at the end of the file when there is none). Every result is parsed again and must mean
 * exactly the old document plus our change; otherwise the file is refused and left as it was. A
 * file it cannot read that way (flow style `{…}`, a mapping that is not at the top, anchors that
 * our entry holds) is refused too: the user adds the entry by hand.
 */
import { isMap, isScalar, type Pair, parseDocument, stringify, type YAMLMap } from "yaml";

export type YamlRecord = Record<string, unknown>;

/** `[mapping, name]`, e.g. `["extensions", "ctx"]`. */
export type YamlPath = readonly [string, string];

export type YamlRead = { ok: true; existing: YamlRecord | undefined } | {
  ok: false;
  error: string;
};

export type YamlEditResult =
  | { ok: true; text: string; changed: boolean; existing: YamlRecord | undefined }
  | { ok: false; error: string };

/** The entry at `path` (a mapping), or why the file cannot be read. */
export function readYamlEntry(text: string, path: YamlPath): YamlRead {
  const found = locate(text, path);
  return found.ok ? { ok: true, existing: found.existing } : found;
}

/**
 * Set the entry at `path` to `value` (the whole entry, already merged with what the user had), or
 * remove it when `value` is undefined. Unchanged when the entry already equals `value`.
 */
export function editYamlEntry(
  text: string,
  path: YamlPath,
  value: YamlRecord | undefined,
): YamlEditResult {
  const found = locate(text, path);
  if (!found.ok) return found;
  const { existing, data } = found;
  const unchanged = { ok: true as const, text, changed: false, existing };
  if (value === undefined && existing === undefined) return unchanged;
  if (value !== undefined && existing !== undefined && same(existing, value)) return unchanged;
  const [table, name] = path;
  const { servers, tablePair, pair } = found;
  const expected = structuredClone(data);
  const entries = { ...(expected[table] as YamlRecord | undefined) };
  let next: string;
  if (value === undefined) {
    // Our entry's lines cut, or the whole mapping's when ours was its only entry.
    const cut = servers!.items.length === 1 ? tablePair! : pair!;
    next = text.slice(0, lineStart(text, start(cut))) + text.slice(end(text, cut));
    delete entries[name];
  } else if (pair) {
    // Our entry's lines replaced in place, at its indentation.
    const from = lineStart(text, start(pair));
    next = text.slice(0, from) + render(name, value, " ".repeat(start(pair) - from), eolOf(text)) +
      text.slice(end(text, pair));
    entries[name] = value;
  } else if (servers) {
    next = insertEntry(text, servers, name, value);
    entries[name] = value;
  } else if (tablePair) {
    // `extensions:` with no value, or `{}`: the line becomes the mapping holding our entry.
    const from = lineStart(text, start(tablePair));
    const indent = " ".repeat(start(tablePair) - from);
    next = text.slice(0, from) + `${indent}${table}:${eolOf(text)}` +
      render(name, value, `${indent}  `, eolOf(text)) + text.slice(end(text, tablePair));
    entries[name] = value;
  } else {
    next = appendTable(text, table, name, value);
    entries[name] = value;
  }
  if (Object.keys(entries).length === 0) delete expected[table];
  else expected[table] = entries;
  const check = parseDocument(next, { uniqueKeys: true });
  if (check.errors.length > 0 || !same(check.toJS() ?? {}, expected)) return refused();
  return { ok: true, text: next, changed: next !== text, existing };
}

type Located =
  | {
    ok: true;
    data: YamlRecord;
    existing: YamlRecord | undefined;
    /** The mapping of entries (`extensions`), its pair at the top, and our entry's pair in it. */
    servers?: YAMLMap;
    tablePair?: Pair;
    pair?: Pair;
  }
  | { ok: false; error: string };

function locate(text: string, [table, name]: YamlPath): Located {
  const doc = parseDocument(text, { uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const at = error.linePos?.[0];
    return { ok: false, error: `invalid YAML${at ? ` at line ${at.line}, column ${at.col}` : ""}` };
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) {
    return { ok: true, data: {}, existing: undefined };
  }
  if (!isMap(root) || root.flow) return { ok: false, error: "the file is not a block mapping" };
  const data = (doc.toJS() ?? {}) as YamlRecord;
  const tablePair = root.items.find((p) => keyOf(p) === table);
  if (!tablePair) return { ok: true, data, existing: undefined };
  const servers = tablePair.value;
  const empty = servers === null || (isScalar(servers) && servers.value === null) ||
    (isMap(servers) && servers.items.length === 0);
  if (empty) return { ok: true, data, existing: undefined, tablePair };
  if (!isMap(servers) || servers.flow) {
    return { ok: false, error: `"${table}" is not a block mapping` };
  }
  const pair = servers.items.find((p) => keyOf(p) === name);
  if (!pair) return { ok: true, data, existing: undefined, servers, tablePair };
  const value = (data[table] as YamlRecord)[name];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: `"${table}.${name}" is not a mapping` };
  }
  return { ok: true, data, existing: value as YamlRecord, servers, tablePair, pair };
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

/** Where a pair's key starts. */
function start(pair: Pair): number {
  return (pair.key as { range?: [number, number, number] }).range?.[0] ?? 0;
}

/** Where the line after a pair's value starts (the end of the text when it has no newline). */
function end(text: string, pair: Pair): number {
  const range = (pair.value as { range?: [number, number, number] } | null)?.range;
  const at = range?.[1] ?? start(pair);
  if (at > 0 && text[at - 1] === "\n") return at;
  const newline = text.indexOf("\n", at);
  return newline === -1 ? text.length : newline + 1;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf("\n", at - 1) + 1;
}

/** Our entry as ctx writes it under its mapping (what `ctx install --dry-run` shows). */
export function renderYamlEntry([table, name]: YamlPath, value: YamlRecord): string {
  return `${table}:\n${render(name, value, "  ", "\n")}`;
}

/** The file's line ending: CRLF when it has one, else LF. */
function eolOf(text: string): string {
  return text.includes("\r\n") ? "\r\n" : "\n";
}

/** Our entry as block lines, each prefixed by `indent`. */
function render(name: string, value: YamlRecord, indent: string, eol: string): string {
  const block = stringify({ [name]: value }, { indent: 2, lineWidth: 0 });
  return block.split("\n").filter((l) => l !== "").map((l) => `${indent}${l}${eol}`).join("");
}

/**
 * Append our entry as the mapping's last, at the indentation of its first entry: after the last
 * entry and the comments indented under it (they are that entry's).
 */
function insertEntry(text: string, servers: YAMLMap, name: string, value: YamlRecord): string {
  const first = servers.items[0]!;
  const indent = " ".repeat(start(first) - lineStart(text, start(first)));
  let at = end(text, servers.items.at(-1)!);
  const under = new RegExp(`^${indent} +#[^\n]*(\n|$)`);
  for (let m = under.exec(text.slice(at)); m; m = under.exec(text.slice(at))) at += m[0].length;
  const before = text.slice(0, at);
  const eol = eolOf(text);
  const glue = before.endsWith("\n") || before === "" ? "" : eol;
  return before + glue + render(name, value, indent, eol) + text.slice(at);
}

/** Append the whole mapping, holding our entry alone, at the end of the file. */
function appendTable(text: string, table: string, name: string, value: YamlRecord): string {
  const eol = eolOf(text);
  const glue = text === "" || text.endsWith("\n") ? "" : eol;
  return `${text}${glue}${table}:${eol}${render(name, value, "  ", eol)}`;
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v) =>
      typeof v === "object" && v !== null && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : v,
  );
}

function refused(): { ok: false; error: string } {
  return {
    ok: false,
    error: "ctx cannot add its entry there without changing something else (anchors, flow style?)",
  };
}
