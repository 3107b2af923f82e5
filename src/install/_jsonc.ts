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
 * Set `[serversKey][name]` to `value` (the whole entry, already merged with what the user had),
 * or remove it when `value` is undefined. Unchanged when the entry already equals `value`.
 */
export function editJsonEntry(
  text: string,
  serversKey: string,
  name: string,
  value: Record<string, unknown> | undefined,
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

  if (value === undefined) {
    if (!servers || !entryNode) return { ok: true, text, changed: false, existing };
    if ((servers.children?.length ?? 0) === 1) {
      return done(replaceNode(source, servers, "{}"), existing);
    }
    return done(removeProperty(source, servers, entryNode.parent!), existing);
  }

  if (existing !== undefined && sameValue(existing, value)) {
    return { ok: true, text, changed: false, existing };
  }
  if (entryNode) {
    // Replace our own entry's value in place.
    return done(
      insertFormatted(source, modify(source, [serversKey, name], value, {}), options),
      existing,
    );
  }
  const [object, key, newValue] = servers
    ? [servers, name, value]
    : [rootNode, serversKey, { [name]: value }];
  if (isEmptyObject(object)) {
    const rendered = render({ [key]: newValue }, source, object, options);
    return done(replaceNode(source, object, rendered), existing);
  }
  return done(appendProperty(source, object, key, newValue, options), existing);
}

/**
 * Add `"key": value` after the last property of `object`. Comments that follow that property on
 * its line (`"docs": {…}, // keep me`) stay with it: our property starts on the next line.
 */
function appendProperty(
  text: string,
  object: Node,
  key: string,
  value: unknown,
  options: FormattingOptions,
): string {
  const props = object.children ?? [];
  const last = props[props.length - 1]!;
  const valueEnd = last.offset + last.length;
  let i = skipBlanks(text, valueEnd);
  const trailingComma = text[i] === ",";
  if (trailingComma) i = skipBlanks(text, i + 1);
  let lineEnd = trailingComma ? i : valueEnd;
  // Same-line comments after the last property belong to it.
  for (;;) {
    if (text.startsWith("//", i)) {
      const nl = text.indexOf("\n", i);
      lineEnd = nl < 0 ? text.length : text[nl - 1] === "\r" ? nl - 1 : nl;
      break;
    }
    if (text.startsWith("/*", i)) {
      const close = text.indexOf("*/", i + 2);
      if (close < 0 || text.slice(i, close).includes("\n")) break;
      lineEnd = close + 2;
      i = skipBlanks(text, lineEnd);
      continue;
    }
    break;
  }
  const eol = options.eol ?? "\n";
  const indent = propertyIndent(text, last, object, options);
  const unit = options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t";
  const rendered = `${JSON.stringify(key)}: ${
    JSON.stringify(value, null, unit).replaceAll("\n", eol + indent)
  }`;
  const ours = `${eol}${indent}${rendered}${trailingComma ? "," : ""}`;
  const comma = trailingComma ? "" : ",";
  return text.slice(0, valueEnd) + comma + text.slice(valueEnd, lineEnd) + ours +
    text.slice(lineEnd);
}

/**
 * Remove `prop` from `object` (which has other properties) and leave the neighbours' comments:
 * the inverse of `appendProperty`, so install + uninstall gives back the original bytes.
 */
function removeProperty(text: string, object: Node, prop: Node): string {
  const props = object.children ?? [];
  const index = props.indexOf(prop);
  let start = prop.offset;
  let end = skipBlanks(text, prop.offset + prop.length);
  let separator: number | undefined;
  if (text[end] === ",") end = skipBlanks(text, end + 1);
  else if (index > 0) {
    // The last property without a trailing comma: the comma after the previous one goes too.
    const prev = props[index - 1]!;
    const comma = skipBlanks(text, prev.offset + prev.length);
    if (text[comma] === ",") separator = comma;
  }
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const ownLine = /^[ \t]*$/.test(text.slice(lineStart, start)) &&
    (text[end] === "\n" || text.startsWith("\r\n", end)) && lineStart > 0;
  if (ownLine) {
    // The whole line goes, with the line break before it.
    start = lineStart - (text[lineStart - 2] === "\r" ? 2 : 1);
  } else if (separator !== undefined) {
    start = separator;
    separator = undefined;
  }
  let out = text.slice(0, start) + text.slice(end);
  if (separator !== undefined) out = out.slice(0, separator) + out.slice(separator + 1);
  return out;
}

/** The indentation of `last` when it starts its line, else its object's line plus one level. */
function propertyIndent(
  text: string,
  last: Node,
  object: Node,
  options: FormattingOptions,
): string {
  const lineStart = text.lastIndexOf("\n", last.offset - 1) + 1;
  const before = text.slice(lineStart, last.offset);
  if (/^[ \t]*$/.test(before)) return before;
  const objectLine = text.lastIndexOf("\n", object.offset - 1) + 1;
  const base = /^[ \t]*/.exec(text.slice(objectLine, object.offset))?.[0] ?? "";
  return base + (options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t");
}

function skipBlanks(text: string, from: number): number {
  let i = from;
  while (text[i] === " " || text[i] === "\t") i++;
  return i;
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
        // Defined, not assigned: a `"__proto__"` key in a config file stays a plain key.
        if (key && value) {
          Object.defineProperty(result, String(key.value), {
            value: nodeValue(value),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
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

/** True when `have` is an object holding every field of `want` with the same value. */
export function isSubset(want: Record<string, unknown>, have: unknown): boolean {
  return isRecord(have) && Object.entries(want).every(([k, v]) => sameValue(have[k], v));
}

/** Deep equality of two JSON values, ignoring the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) =>
      isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
