/**
 * Held-out corpus thirty-four, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file
 * and well-formedness test (for the structure) and its write-up. How it was written, the families
 * and the counts: docs/redaction-corpus-thirtyfour.md.
 *
 * Its subject is building with models and agents: keys of model vendors, GPU and inference clouds,
 * vector stores, agent frameworks, observability and eval tools, MCP server configs of every
 * client, the tools agents call, and what all of them print. Its clean cases are the ids, digests,
 * numbers, placeholders and references to secrets that fill the same sessions.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtyfour_make.ts):
 * `buildThirtyFour(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYFOUR_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYFOUR_SEED,
} from "./_heldout_thirtyfour_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildModels } from "./_heldout_thirtyfour_models.ts";
import { buildGpu } from "./_heldout_thirtyfour_gpu.ts";
import { buildVectors } from "./_heldout_thirtyfour_vectors.ts";
import { buildFrameworks } from "./_heldout_thirtyfour_frameworks.ts";
import { buildObserve } from "./_heldout_thirtyfour_observe.ts";
import { buildMcp } from "./_heldout_thirtyfour_mcp.ts";
import { buildMcpMore } from "./_heldout_thirtyfour_mcpmore.ts";
import { buildTools } from "./_heldout_thirtyfour_tools.ts";
import { buildPrinted } from "./_heldout_thirtyfour_printed.ts";
import { buildDumps } from "./_heldout_thirtyfour_dumps.ts";
import { buildCleanIds } from "./_heldout_thirtyfour_ids.ts";
import { buildCleanRefs } from "./_heldout_thirtyfour_refs.ts";

/** The secret families, in build order. */
export const THIRTYFOUR_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["model APIs", buildModels],
  ["GPU and inference clouds", buildGpu],
  ["vector and memory stores", buildVectors],
  ["agent frameworks", buildFrameworks],
  ["observability and evals", buildObserve],
  ["MCP server configs", buildMcp],
  ["MCP commands, OAuth and logs", buildMcpMore],
  ["agent tools", buildTools],
  ["printed traces, logs and crashes", buildPrinted],
  ["environment and secret-store dumps", buildDumps],
];

/** The clean families, built after the secrets. */
export const THIRTYFOUR_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean ids, digests and numbers", buildCleanIds],
  ["clean placeholders and references", buildCleanRefs],
];

/** A built corpus and its number of cases by family. */
export type ThirtyFourCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyFour(seed: number = THIRTYFOUR_SEED): ThirtyFourCorpus {
  reset(seed);
  return buildFamilies(THIRTYFOUR_SECRET_FAMILIES, THIRTYFOUR_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyFour(THIRTYFOUR_SEED);
export const THIRTYFOUR_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYFOUR_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
