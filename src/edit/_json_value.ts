/** JSON values read from a JSONC syntax tree, and comparing them (pure). */
import type { Node } from "jsonc-parser";
import { isRecord } from "../types.ts";

/** The value of `node`; a `"__proto__"` key stays a plain key. */
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
