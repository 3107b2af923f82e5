/**
 * Minimal, comment-preserving edits of JSON/JSONC config files: set or remove one entry in one
 * servers object and leave every other byte alone (the splices are in `_jsonc_splice.ts`).
 * Updating our own entry changes only the values that differ, so comments inside it and the
 * layout of the fields the user added stay as they were.
 */
import {
  findNodeAtLocation,
  type FormattingOptions,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from "jsonc-parser";
import { nodeValue, sameValue } from "./_json_value.ts";
import { addProperty, holdsOnly, removeProperty, updateObject } from "./_jsonc_splice.ts";

export { isSubset, nodeValue, sameValue } from "./_json_value.ts";

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
 * Fields of the existing entry that `value` lacks are removed (the merge dropped them).
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
    const prop = entryNode.parent!;
    // `{"ctx": …}` alone becomes `{}`; comments next to it stay.
    if (holdsOnly(source, servers, prop)) return done(replaceNode(source, servers, "{}"), existing);
    return done(removeProperty(source, servers, prop), existing);
  }

  if (existing !== undefined && sameValue(existing, value)) {
    return { ok: true, text, changed: false, existing };
  }
  if (entryNode) {
    // A value that is not an object (a placeholder) is emptied first, then filled.
    const base = entryNode.type === "object" ? source : replaceNode(source, entryNode, "{}");
    const object = entryNode.type === "object"
      ? entryNode
      : findNodeAtLocation(parseConfigTree(base)!, [serversKey, name])!;
    const drop = Object.keys(asRecord(existing)).filter((k) => !Object.hasOwn(value, k));
    return done(updateObject(base, object, value, drop, options), existing);
  }
  const [object, key, newValue] = servers
    ? [servers, name, value]
    : [rootNode, serversKey, { [name]: value }];
  return done(addProperty(source, object, key, newValue, options), existing);
}

/**
 * `text` without those of its top-level `keys` that hold an empty object (the servers object or
 * `hooks` that ctx's install added around its entry and its uninstall emptied), or `undefined`
 * when there is none or the text is not JSON(C). Only compared with an original, never written
 * unless it equals one.
 */
export function withoutEmptyMembers(text: string, keys: readonly string[]): string | undefined {
  let out = text;
  for (const key of keys) {
    const root = parseRoot(out);
    if (!root.ok || !root.node) return undefined;
    const node = findNodeAtLocation(root.node, [key]);
    if (node?.type !== "object" || (node.children?.length ?? 0) > 0) continue;
    out = removeProperty(out, root.node, node.parent!);
  }
  return out === text ? undefined : out;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? value as Record<string, unknown>
    : {};
}

function done(text: string, existing: unknown): JsonEditResult {
  return { ok: true, text, changed: true, existing };
}

/**
 * A JSON(C) config file's text as the parser takes it: a leading byte-order mark (Windows editors
 * and PowerShell write one; `readText` keeps it, as the file is written back) becomes a space. The
 * parser refuses the mark; a space keeps every offset, so an edit spliced at them keeps the mark.
 */
export function bomAsSpace(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
}

/** The syntax tree of a JSON(C) config file's text (`bomAsSpace`). */
export function parseConfigTree(text: string, errors: ParseError[] = []): Node | undefined {
  return parseTree(bomAsSpace(text), errors, { allowTrailingComma: true, disallowComments: false });
}

function parseRoot(
  text: string,
): { ok: true; node: Node | undefined } | { ok: false; error: string } {
  const errors: ParseError[] = [];
  const node = parseConfigTree(text, errors);
  if (errors.length > 0) return { ok: false, error: syntaxError(text, errors[0]!) };
  if (node && node.type !== "object") return { ok: false, error: "the top level is not an object" };
  return { ok: true, node };
}

function replaceNode(text: string, node: Node, replacement: string): string {
  return text.slice(0, node.offset) + replacement + text.slice(node.offset + node.length);
}

/** Indentation and line ending of the file, so our lines look like the user's. */
export function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const indented = /^([ \t]+)\S/m.exec(text)?.[1];
  if (indented?.startsWith("\t")) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indented ? Math.min(indented.length, 8) : 2, eol };
}

/**
 * Where a config file stops being JSON(C), and what was expected there, in words: `invalid JSON
 * at line 2, column 1: value expected` (the parser's own names, `ValueExpected`, mean nothing to
 * a user).
 */
export function syntaxError(text: string, error: ParseError): string {
  const before = text.slice(0, error.offset);
  const line = before.split("\n").length;
  const column = error.offset - before.lastIndexOf("\n");
  const what = printParseErrorCode(error.error).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return `invalid JSON at line ${line}, column ${column}: ${what}`;
}
