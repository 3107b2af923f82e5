/**
 * The `chatSessions/*.jsonl` mutation log of VS Code Copilot Chat, replayed into the session
 * object it builds (pure; `_parse.ts` reads that object).
 */
import type { Skipped } from "../../types.ts";
import { arr, num, obj } from "../../sources/build.ts";
import { splitJsonl } from "../../sources/jsonl.ts";

/**
 * Replay a `chatSessions/*.jsonl` mutation log: `kind` 0 = whole state, 1 = set the value at
 * key path `k`, 2 = splice into the array at `k` (truncate to `i` when given, then append
 * `v`), 3 = delete at `k`. Unknown kinds and bad paths are skipped and reported.
 */
export function replayMutationLog(text: string): {
  value: unknown;
  skipped: Skipped[];
  warnings: string[];
} {
  const { records, skipped } = splitJsonl(text);
  let state: unknown = undefined;
  for (const { line, value } of records) {
    const op = obj(value);
    const kind = op?.["kind"];
    if (!op || typeof kind !== "number") {
      skipped.push({ line, reason: "not a mutation record" });
      continue;
    }
    if (kind === 0) {
      state = structuredClone(op["v"]);
      continue;
    }
    const path = arr(op["k"]).filter((k) =>
      typeof k === "string" || typeof k === "number"
    ) as Array<string | number>;
    if (state === undefined || path.length === 0) {
      skipped.push({
        line,
        reason: state === undefined
          ? "mutation before the initial state"
          : "mutation without a key path",
      });
      continue;
    }
    const parent = walk(state, path.slice(0, -1), kind !== 3);
    const last = path[path.length - 1] as string | number;
    if (parent === undefined) {
      skipped.push({ line, reason: `key path ${JSON.stringify(path)} not found` });
      continue;
    }
    const container = parent as Record<string | number, unknown>;
    if (kind === 1) container[last] = op["v"];
    else if (kind === 2) {
      const target = container[last];
      if (!Array.isArray(target)) {
        // Seen in the wild: a push at a non-array path degrades to a set.
        container[last] = Array.isArray(op["v"]) ? [...op["v"]] : op["v"];
        continue;
      }
      const at = num(op["i"]);
      if (at !== undefined) target.length = Math.min(at, target.length);
      if (Array.isArray(op["v"])) target.push(...op["v"]);
    } else if (kind === 3) {
      if (Array.isArray(container) && typeof last === "number") container.splice(last, 1);
      else delete container[last];
    } else skipped.push({ line, reason: `unknown mutation kind ${kind}` });
  }
  const warnings = state === undefined ? ["the log has no initial state (kind 0)"] : [];
  skipped.sort((a, b) => a.line - b.line);
  return { value: state, skipped, warnings };
}

function walk(root: unknown, path: Array<string | number>, create: boolean): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    const container = node as Record<string | number, unknown>;
    if (container[key] === undefined || container[key] === null) {
      // Objects may gain missing intermediate keys; arrays never grow holes.
      if (!create || Array.isArray(node)) return undefined;
      container[key] = {};
    }
    node = container[key];
  }
  return node !== null && typeof node === "object" ? node : undefined;
}
