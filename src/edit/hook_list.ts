/**
 * Adding and removing ctx's session-end hook in an assistant's JSON(C) settings (pure). Every
 * other byte stays: the hook is appended after the user's own, found again by its command, and
 * removing it takes out exactly what adding it put in, so install + uninstall gives back the
 * original file.
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
} from "jsonc-parser";
import {
  bomAsSpace,
  detectFormatting,
  isSubset,
  nodeValue,
  parseConfigTree,
  syntaxError,
} from "./jsonc.ts";
import { updateObject } from "./_jsonc_splice.ts";
import type { HookShape } from "./clients.ts";

export type HookEditResult =
  | { ok: true; text: string; changed: boolean; present: boolean }
  | { ok: false; error: string };

type Path = Array<string | number>;

interface Found {
  /** The entry (a `{type, command}` object). */
  path: Path;
  value: unknown;
  /** The entry's group, when the entry is its only hook (then the group goes too). */
  groupPath?: Path;
}

/**
 * Set our entry (`entry`, found again by `isOurs(command)`), or remove it when `entry` is
 * undefined.
 */
export function editHook(
  text: string,
  shape: HookShape,
  entry: Record<string, unknown> | undefined,
  isOurs: (command: string) => boolean,
): HookEditResult {
  const parsed = parse(text.trim() === "" ? "{}" : text);
  if (!parsed.ok) return parsed;
  const found = findOurs(parsed.root, shape, isOurs);
  if (!found.ok) return found;
  const present = found.entries.length > 0;
  if (entry === undefined) {
    if (!present) return { ok: true, text, changed: false, present };
    return { ok: true, text: removeAll(text, shape, isOurs), changed: true, present };
  }
  const first = found.entries[0];
  if (first && isSubset(entry, first.value)) return { ok: true, text, changed: false, present };
  const options = detectFormatting(text);
  if (first) {
    // Only the fields that differ change; the user's own fields and comments stay.
    const node = findNodeAtLocation(parsed.root, first.path)!;
    return { ok: true, text: updateObject(text, node, entry, [], options), changed: true, present };
  }
  const item = shape.layout === "grouped" ? { hooks: [entry] } : entry;
  if (text.trim() === "" || (parsed.root.children?.length ?? 0) === 0) {
    const doc = { ...shape.newFile, hooks: { [shape.event]: [item] } };
    return { ok: true, text: `${JSON.stringify(doc, null, 2)}\n`, changed: true, present };
  }
  const list = findNodeAtLocation(parsed.root, ["hooks", shape.event]);
  const hooks = findNodeAtLocation(parsed.root, ["hooks"]);
  // The edits' offsets hold in `text` too (`bomAsSpace`).
  const source = bomAsSpace(text);
  const edits = list
    ? modify(source, ["hooks", shape.event, -1], item, { isArrayInsertion: true })
    : hooks
    ? modify(source, ["hooks", shape.event], [item], {})
    : modify(source, ["hooks"], { [shape.event]: [item] }, {});
  return { ok: true, text: insertFormatted(text, edits, options), changed: true, present };
}

/** Whether the file has our entry (for `ctx status`); an error when it cannot be read. */
export function hasHook(
  text: string,
  shape: HookShape,
  isOurs: (command: string) => boolean,
): { ok: true; present: boolean } | { ok: false; error: string } {
  const parsed = parse(text.trim() === "" ? "{}" : text);
  if (!parsed.ok) return parsed;
  const found = findOurs(parsed.root, shape, isOurs);
  return found.ok ? { ok: true, present: found.entries.length > 0 } : found;
}

function parse(text: string): { ok: true; root: Node } | { ok: false; error: string } {
  const errors: ParseError[] = [];
  const root = parseConfigTree(text, errors);
  if (errors.length > 0) return { ok: false, error: syntaxError(text, errors[0]!) };
  if (!root || root.type !== "object") {
    return { ok: false, error: "the top level is not an object" };
  }
  return { ok: true, root };
}

function findOurs(
  root: Node,
  shape: HookShape,
  isOurs: (command: string) => boolean,
): { ok: true; entries: Found[] } | { ok: false; error: string } {
  const hooks = findNodeAtLocation(root, ["hooks"]);
  if (hooks && hooks.type !== "object") return { ok: false, error: `"hooks" is not an object` };
  const list = hooks ? findNodeAtLocation(hooks, [shape.event]) : undefined;
  if (!list) return { ok: true, entries: [] };
  if (list.type !== "array") return { ok: false, error: `"hooks.${shape.event}" is not a list` };
  const entries: Found[] = [];
  const base: Path = ["hooks", shape.event];
  (list.children ?? []).forEach((item, i) => {
    if (shape.layout === "flat") {
      if (commandOf(item, shape, isOurs)) {
        entries.push({ path: [...base, i], value: nodeValue(item) });
      }
      return;
    }
    const inner = item.type === "object" ? findNodeAtLocation(item, ["hooks"]) : undefined;
    if (inner?.type !== "array") return;
    const children = inner.children ?? [];
    children.forEach((hook, j) => {
      if (!commandOf(hook, shape, isOurs)) return;
      entries.push({
        path: [...base, i, "hooks", j],
        value: nodeValue(hook),
        ...(children.length === 1 ? { groupPath: [...base, i] } : {}),
      });
    });
  });
  return { ok: true, entries };
}

function commandOf(
  node: Node,
  shape: HookShape,
  isOurs: (command: string) => boolean,
): boolean {
  if (node.type !== "object") return false;
  const command = findNodeAtLocation(node, [shape.commandKey ?? "command"]);
  return command?.type === "string" && isOurs(String(command.value));
}

/** Remove every entry of ours, then the event list and `hooks` when that left them empty. */
function removeAll(text: string, shape: HookShape, isOurs: (command: string) => boolean): string {
  let out = text;
  for (;;) {
    const parsed = parse(out);
    if (!parsed.ok) return out;
    const found = findOurs(parsed.root, shape, isOurs);
    const last = found.ok ? found.entries.at(-1) : undefined;
    if (!last) break;
    out = removeNode(out, findNodeAtLocation(parsed.root, last.groupPath ?? last.path)!);
  }
  for (const path of [["hooks", shape.event], ["hooks"]]) {
    const parsed = parse(out);
    if (!parsed.ok) return out;
    const node = findNodeAtLocation(parsed.root, path);
    if (node && (node.children?.length ?? 0) === 0) out = removeNode(out, node);
  }
  return out;
}

/**
 * Cut a value out of its array or object with its separator: from the end of the previous
 * sibling (so `, {…}` appended after it goes exactly), else up to the next sibling.
 */
function removeNode(text: string, node: Node): string {
  // A property's value: remove the whole `"key": value` member.
  const member = node.parent?.type === "property" ? node.parent : node;
  const container = member.parent!;
  const siblings = container.children ?? [];
  const i = siblings.indexOf(member);
  const end = member.offset + member.length;
  if (i > 0) {
    const previous = siblings[i - 1]!;
    return text.slice(0, previous.offset + previous.length) + text.slice(end);
  }
  const next = siblings[i + 1];
  if (next) return text.slice(0, member.offset) + text.slice(next.offset);
  return text.slice(0, container.offset + 1) + text.slice(container.offset + container.length - 1);
}

/** Apply raw edits, then format only the inserted text (never a neighbour's). */
function insertFormatted(text: string, edits: Edit[], options: FormattingOptions): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, edit.offset) + edit.content + out.slice(edit.offset + edit.length);
    const start = edit.offset;
    const end = start + edit.content.length;
    const formatting = format(
      bomAsSpace(out),
      { offset: start, length: edit.content.length },
      options,
    )
      .filter((f) => f.offset >= start && f.offset + f.length <= end);
    out = applyEdits(out, formatting);
  }
  return out;
}
