/**
 * The statuses an insight can have against the code now (docs/memory.md, "Statuses"); what each
 * means and how it is decided is `status.ts`. A file of its own, with no import but a type, so
 * that the MCP server's tool schemas name them without loading the store.
 */
import type { FileStatus } from "./_anchor_check.ts";

export const STATUSES = [
  "verified",
  "moved",
  "changed",
  "gone",
  "unanchored",
] as const satisfies readonly FileStatus[];
