/**
 * Minimal, comment-preserving edits of JSON/JSONC config files: set or remove one entry in one
 * servers object and leave every other byte alone. `jsonc-parser`'s own formatting pass
 * reformats whole lines around an edit (a neighbour's one-line object would be expanded), so
 * we apply raw edits and format only the text we inserted.
 */
import {
  applyEdits,
  type Edit,
  findNodeAtLocation,
  format,
  type FormattingOptions,
  modify,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from "jsonc-parser";

export type JsonEditResult =
  | { ok: true; text: string; changed: boolean; existing: unknown }
  | { ok: false; error: string };

/** The value at `[serversKey][name]` in `text`, or an error when the file is not valid JSONC. */
export function readJsonEntry(
  text: string,
  serversKey: string,
  name: string,
): { ok: true; existing: unknown } | { ok: false; error: string } {
  const root = parseRoot(text);
  if (!root.ok) return root;
  const servers = root.node ? findNodeAtLocation(root.node, [serversKey]) : undefined;
  if (servers && servers.type !== "object") {
    return { ok: false, error: `"${serversKey}" is not an object` };
  }
  const entry = servers ? findNodeAtLocation(servers, [name]) : undefined;
  return { ok: true, existing: entry ? nodeValue(entry) : undefined };
}

/**
 * Set `[serversKey][name]` to `entry` (or remove it when `entry` is undefined). Unchanged when
 * the existing entry already has every field of `entry` with the same value.
 */
export function editJsonEntry(
  text: string,
  serversKey: string,
  name: string,
  entry: Record<string, unknown> | undefined,
): JsonEditResult {
  const source = text.trim() === "" ? "{}\n" : text;
  const root = parseRoot(source);
  if (!root.ok) return root;
  const rootNode = root.node;
  if (!rootNode) return { ok: false, error: "empty document" };
  const servers = findNodeAtLocation(rootNode, [serversKey]);
  if (servers && servers.type !== "object") {
    return { ok: false, error: `"${serversKey}" is not an object` };
  }
  const entryNode = servers ? findNodeAtLocation(servers, [name]) : undefined;
  const existing = entryNode ? nodeValue(entryNode) : undefined;
  const options = detectFormatting(source);

  if (entry === undefined) {
    if (!servers || !entryNode) return { ok: true, text, changed: false, existing };
    if ((servers.children?.length ?? 0) === 1) {
      return done(replaceNode(source, servers, "{}"), existing);
    }
    return done(applyEdits(source, modify(source, [serversKey, name], undefined, {})), existing);
  }

  if (isSubset(entry, existing)) return { ok: true, text, changed: false, existing };
  // Keep fields the user added to our entry (e.g. an `env` they set by hand).
  const value = isRecord(existing) ? { ...existing, ...entry } : entry;
  if (!servers && isEmptyObject(rootNode)) {
    return done(
      replaceNode(
        source,
        rootNode,
        render({ [serversKey]: { [name]: value } }, source, rootNode, options),
      ),
      existing,
    );
  }
  if (servers && isEmptyObject(servers)) {
    return done(
      replaceNode(source, servers, render({ [name]: value }, source, servers, options)),
      existing,
    );
  }
  const path = servers ? [serversKey, name] : [serversKey];
  const newValue = servers ? value : { [name]: value };
  return done(insertFormatted(source, modify(source, path, newValue, {}), options), existing);
}

function done(text: string, existing: unknown): JsonEditResult {
  return { ok: true, text, changed: true, existing };
}

function parseRoot(
  text: string,
): { ok: true; node: Node | undefined } | { ok: false; error: string } {
  const errors: ParseError[] = [];
  const node = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const first = errors[0]!;
    const { line, column } = position(text, first.offset);
    return {
      ok: false,
      error: `invalid JSON at line ${line}, column ${column}: ${printParseErrorCode(first.error)}`,
    };
  }
  if (node && node.type !== "object") return { ok: false, error: "the top level is not an object" };
  return { ok: true, node };
}

/** Apply raw edits, then format only the inserted text (never a neighbour's). */
export function insertFormatted(text: string, edits: Edit[], options: FormattingOptions): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, edit.offset) + edit.content + out.slice(edit.offset + edit.length);
    const start = edit.offset;
    const end = start + edit.content.length;
    const formatting = format(out, { offset: start, length: edit.content.length }, options)
      .filter((f) => f.offset >= start && f.offset + f.length <= end);
    out = applyEdits(out, formatting);
  }
  return out;
}

function replaceNode(text: string, node: Node, replacement: string): string {
  return text.slice(0, node.offset) + replacement + text.slice(node.offset + node.length);
}

/** `value` as indented JSON, continuing the indentation of the line where `node` starts. */
function render(value: unknown, text: string, node: Node, options: FormattingOptions): string {
  const lineStart = text.lastIndexOf("\n", node.offset - 1) + 1;
  const base = /^[ \t]*/.exec(text.slice(lineStart, node.offset))?.[0] ?? "";
  const unit = options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t";
  const eol = options.eol ?? "\n";
  return JSON.stringify(value, null, unit).replaceAll("\n", eol + base);
}

/** Indentation and line ending of the file, so our lines look like the user's. */
export function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const indented = /^([ \t]+)\S/m.exec(text)?.[1];
  if (indented?.startsWith("\t")) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indented ? Math.min(indented.length, 8) : 2, eol };
}

export function nodeValue(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const result: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (key && value) result[String(key.value)] = nodeValue(value);
      }
      return result;
    }
    case "array":
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}

function isEmptyObject(node: Node): boolean {
  return node.type === "object" && (node.children?.length ?? 0) === 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when every field of `want` is deep-equal in `have`. */
export function isSubset(want: Record<string, unknown>, have: unknown): boolean {
  if (!isRecord(have)) return false;
  return Object.entries(want).every(([k, v]) => JSON.stringify(have[k]) === JSON.stringify(v));
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
