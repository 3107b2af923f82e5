/**
 * What every tool result is made of: the text and structured content, an error the model reads
 * (`ToolInputError`, `toolError`), and `guarded`, which every handler runs in (control
 * characters removed, a thrown error turned into an error result). Light, like the tools' schemas
 * (`_definitions.ts`): the server answers a call with an error result even when the tools'
 * modules cannot be loaded.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../deps.ts";
import { CtxError, ERROR_CODES, errorMessage } from "../errors.ts";
import { stripControlDeep } from "../safe_text.ts";

/** How the project of a call was chosen; said in every result so the assistant can correct it. */
export type ProjectSource = "argument" | "client root" | "working directory";

/** A tool error the model reads: what failed and what to do next. */
export class ToolInputError extends CtxError {
  constructor(message: string, hint?: string) {
    super(message, { code: ERROR_CODES.mcpInput, exitCode: 2, ...(hint ? { hint } : {}) });
  }
}

/** A successful result: compact text for the model plus the same data as structured content. */
export function toolResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/** An error result (`isError: true`) with the message and its hint. */
export function toolError(error: unknown): CallToolResult {
  const text = error instanceof CtxError
    ? `${error.message}${error.hint ? `\nhint: ${error.hint}` : ""}`
    : `Unexpected failure: ${errorMessage(error)}`;
  return { content: [{ type: "text", text }], isError: true };
}

/**
 * Run a handler, turning any thrown error into a tool error result (never a crash). Every
 * result leaves here with control characters removed from its text and structured content:
 * titles, snippets, paths and session ids come from transcripts and models, and clients show
 * the text to people and hand it to models.
 */
export async function guarded(
  deps: Pick<Deps, "output">,
  tool: string,
  fn: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return stripControlDeep(await fn());
  } catch (error) {
    if (!(error instanceof ToolInputError)) {
      deps.output.err(`error: ${tool}: ${errorMessage(error)}`);
    }
    return stripControlDeep(toolError(error));
  }
}

/** `2026-03-05T09:00:00.000Z` → `2026-03-05`. */
export function day(date: string | null | undefined): string {
  return date ? date.slice(0, 10) : "unknown date";
}

/** How the project was chosen, for the model: it can pass `project_path` when it was wrong. */
export function describeSource(from: ProjectSource): string {
  switch (from) {
    case "argument":
      return "chosen by project_path";
    case "client root":
      return "chosen from the client's workspace root";
    case "working directory":
      return "chosen from the server's working directory; pass project_path to choose another";
  }
}
