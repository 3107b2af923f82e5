/**
 * Byte-level splices of JSONC text (pure): add a property to an object, remove one, replace a
 * property's value, and bring one object's fields to given values. Every byte outside what
 * changes stays, comments included: a comment after a property stays on its line, comments
 * inside an empty object stay inside it, and an update touches only the values that differ.
 * Inserted text follows the file's indentation and line endings.
 */
import { findNodeAtLocation, type FormattingOptions, type Node, parseTree } from "jsonc-parser";
import { nodeValue, sameValue } from "./_json_value.ts";

/**
 * Add `"key": value` to `object`: after its last property (comments that follow that property
 * on its line stay with it; an object written on one line stays on one line), or inside the
 * braces of an empty object, after any comment there.
 */
export function addProperty(
  text: string,
  object: Node,
  key: string,
  value: unknown,
  options: FormattingOptions,
): string {
  if ((object.children?.length ?? 0) === 0) return addToEmpty(text, object, key, value, options);
  const props = object.children!;
  const last = props[props.length - 1]!;
  const valueEnd = last.offset + last.length;
  if (!text.slice(object.offset, object.offset + object.length).includes("\n")) {
    return `${text.slice(0, valueEnd)}, ${JSON.stringify(key)}: ${inline(value)}${
      text.slice(valueEnd)
    }`;
  }
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
  const ours = `${eol}${indent}${member(key, value, indent, options)}${trailingComma ? "," : ""}`;
  const comma = trailingComma ? "" : ",";
  return text.slice(0, valueEnd) + comma + text.slice(valueEnd, lineEnd) + ours +
    text.slice(lineEnd);
}

/**
 * An empty object: `{}` (or only blanks inside) becomes the rendered object; comments inside
 * stay, and our property goes on the line after the last of them.
 */
function addToEmpty(
  text: string,
  object: Node,
  key: string,
  value: unknown,
  options: FormattingOptions,
): string {
  const open = object.offset + 1;
  const close = object.offset + object.length - 1;
  const inner = text.slice(open, close);
  const eol = options.eol ?? "\n";
  const base = lineIndent(text, object.offset);
  if (inner.trim() === "") {
    const rendered = JSON.stringify({ [key]: value }, null, unit(options))
      .replaceAll("\n", eol + base);
    return text.slice(0, object.offset) + rendered + text.slice(close + 1);
  }
  const indent = base + unit(options);
  const contentEnd = open + inner.trimEnd().length;
  const rest = text.slice(contentEnd, close);
  const tail = rest.includes("\n") ? rest : eol + base;
  return text.slice(0, contentEnd) + eol + indent + member(key, value, indent, options) + tail +
    text.slice(close);
}

/**
 * Remove `prop` from `object` and leave the neighbours' comments: the inverse of `addProperty`,
 * so adding then removing gives back the original bytes. A property alone on its line takes the
 * line with it; the object's other text (comments) stays.
 */
export function removeProperty(text: string, object: Node, prop: Node): string {
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

/** True when `object` holds nothing but `prop` (no other property, no comment). */
export function holdsOnly(text: string, object: Node, prop: Node): boolean {
  const before = text.slice(object.offset + 1, prop.offset);
  const after = text.slice(prop.offset + prop.length, object.offset + object.length - 1);
  return /^\s*$/.test(before) && /^\s*,?\s*$/.test(after);
}

/**
 * Bring the object `node` of `text` to `fields`: a value that differs is replaced where it
 * stands, a missing field is added, a field `fields` lacks is removed (only those in `drop`).
 * Nothing else changes: comments inside the object and the layout of untouched values stay.
 */
export function updateObject(
  text: string,
  node: Node,
  fields: Record<string, unknown>,
  drop: readonly string[],
  options: FormattingOptions,
): string {
  // Edit the object alone, padded to its column so that inserted lines indent like the file.
  const lineStart = text.lastIndexOf("\n", node.offset - 1) + 1;
  const pad = text.slice(lineStart, node.offset).replace(/[^\t]/g, " ");
  let doc = pad + text.slice(node.offset, node.offset + node.length);
  const root = () => parseTree(doc, [], { allowTrailingComma: true })!;
  for (const [key, value] of Object.entries(fields)) {
    const current = findNodeAtLocation(root(), [key]);
    if (current === undefined) {
      doc = addProperty(doc, root(), key, value, options);
    } else if (!sameValue(nodeValue(current), value)) {
      doc = replaceValue(doc, current, value, options);
    }
  }
  for (const key of drop) {
    const current = findNodeAtLocation(root(), [key]);
    if (current?.parent) doc = removeProperty(doc, root(), current.parent);
  }
  return text.slice(0, node.offset) + doc.slice(pad.length) + text.slice(node.offset + node.length);
}

/** Replace the value `node` with `value`, on one line where the old value was on one line. */
function replaceValue(
  text: string,
  node: Node,
  value: unknown,
  options: FormattingOptions,
): string {
  const old = text.slice(node.offset, node.offset + node.length);
  const rendered = old.includes("\n")
    ? render(value, lineIndent(text, node.offset), options)
    : inline(value);
  return text.slice(0, node.offset) + rendered + text.slice(node.offset + node.length);
}

/** `"key": value`, the value's later lines indented from `indent`. */
function member(key: string, value: unknown, indent: string, options: FormattingOptions): string {
  return `${JSON.stringify(key)}: ${render(value, indent, options)}`;
}

function render(value: unknown, indent: string, options: FormattingOptions): string {
  return JSON.stringify(value, null, unit(options)).replaceAll(
    "\n",
    (options.eol ?? "\n") + indent,
  );
}

/** `["run", "-A", "mcp"]`, `{"A": "1"}`: one line, spaced like people write it. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return `{${fields.join(", ")}}`;
  }
  return JSON.stringify(value);
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
  return lineIndent(text, object.offset) + unit(options);
}

/** The leading blanks of the line `offset` is on. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? "";
}

function unit(options: FormattingOptions): string {
  return options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t";
}

function skipBlanks(text: string, from: number): number {
  let i = from;
  while (text[i] === " " || text[i] === "\t") i++;
  return i;
}
