/**
 * Memory: what an insight means now (docs/memory.md). Above the store (the summaries, the index,
 * the ledger) and below the doors that serve insights (`src/mcp/`, `src/cli/`) and the pipeline
 * that writes them (`src/distill/`): repeats merged (`merge.ts`), supersession (`supersede.ts`,
 * and `related.ts` at distillation), provenance and neutralised text (`provenance.ts`), the brief
 * (`brief.ts`, and the managed block in the files assistants read first: `brief_files.ts`), all
 * served through `served.ts`; an insight's status against the code now (`status.ts`: `checkStatus`)
 * and the anchors it is given when a session is distilled (`_anchor_build.ts`). The rules live
 * here; git and files are reached through `Deps`.
 *
 * @example
 * using index = openIndex(config);
 * await index.sync();
 * using memory = openMemory(deps, index);
 * const brief = await memory.brief(project.id, config.briefTokens * 4);
 * const insights = await memory.serve(["ins_0123456789ab"]);
 */
import { redact } from "../redact/mod.ts";
import { type Memory, openMemory as openServed } from "./served.ts";

export {
  checkStatus,
  clearStatusCache,
  type InsightStatus,
  type Status,
  type StatusDetail,
  STATUSES,
  type StatusFields,
  statusFields,
  type StatusInput,
  statusOfInsights,
  statusText,
  withStatus,
} from "./status.ts";
export { anchorSession, projectPath } from "./_anchor_build.ts";
export { isShallow } from "./_git.ts";
export {
  type BriefItem,
  briefLine,
  briefScore,
  KIND_WEIGHT,
  rankBrief,
  renderBrief,
} from "./brief.ts";
export { type BlockOutcome, FILES_HINT, updateBlocks } from "./brief_files.ts";
export { memoryMarks, neutralizeSnippet, quoted } from "./describe.ts";
export { groupRepeats, type MergeMember, type RepeatGroup } from "./merge.ts";
export {
  describeProvenance,
  neutralize,
  NOTES_NOT_INSTRUCTIONS,
  type Provenance,
  provenanceOf,
} from "./provenance.ts";
export {
  type DistillMemory,
  openDistillMemory,
  RELATED_MAX,
  RELATED_MAX_CHARS,
} from "./related.ts";
export { type RelatedInsight, relatedLine } from "./offered.ts";
export {
  type Brief,
  type Memory,
  NO_STATUS,
  type ServedHit,
  type StatusCheck,
  type TeamSearchHit,
} from "./served.ts";
export {
  type SupersededBy,
  type Supersession,
  type UndoResult,
  undoSupersession,
} from "./supersede.ts";
export type { Evidence, ServedInsight } from "./types.ts";

/**
 * Memory as the doors serve it (`ctx search`, `ctx brief`, `ctx supersessions`, the MCP tools):
 * every text redacted last, so a secret a summary holds — written or committed by hand, or missed
 * when it was distilled — is never shown or sent to an assistant.
 */
export function openMemory(
  deps: Parameters<typeof openServed>[0],
  index: Parameters<typeof openServed>[1],
  options: Omit<NonNullable<Parameters<typeof openServed>[2]>, "clean"> = {},
): Memory {
  return openServed(deps, index, { ...options, clean: redactServed });
}

/** The last step of every text served, for what a door reads from the index itself. */
export function redactServed(text: string): string {
  return redact(text).text;
}
