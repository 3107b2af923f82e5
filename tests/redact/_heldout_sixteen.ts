/**
 * Held-out corpus sixteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus thirteen's index (for
 * its structure), the export lines of its make file, and the write-ups of corpora eleven to
 * thirteen. How it was written, the families and the counts: docs/redaction-corpus-sixteen.md.
 *
 * Its subject is the secret as ctx really meets it: inside a long chunk of a session — a CI log, a
 * whole `.env` or YAML file, a `docker inspect` or `kubectl get -o yaml` dump, a stack trace, a
 * chat message of several paragraphs, an assistant's answer quoting code — often inside an
 * assistant's JSONL record. Its clean cases are the same long chunks with no secret at all.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_sixteen_make.ts):
 * `buildSixteen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under SIXTEEN_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  SIXTEEN_SEED,
} from "./_heldout_sixteen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildLogs } from "./_heldout_sixteen_logs.ts";
import { buildConfig } from "./_heldout_sixteen_config.ts";
import { buildTraces } from "./_heldout_sixteen_traces.ts";
import { buildCleanEnvs, buildEnvs } from "./_heldout_sixteen_envs.ts";
import { buildChat } from "./_heldout_sixteen_chat.ts";
import { buildBlocks } from "./_heldout_sixteen_blocks.ts";
import { buildCleanChunks } from "./_heldout_sixteen_clean.ts";
import { buildQuiet } from "./_heldout_sixteen_quiet.ts";

/** The secret families, in build order. */
export const SIXTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["build and deploy logs", buildLogs],
  ["whole configuration files", buildConfig],
  ["environment dumps", buildEnvs],
  ["stack traces", buildTraces],
  ["chat and answers", buildChat],
  ["key blocks and wrapped values", buildBlocks],
];

/** The clean families, built after the secrets. */
export const SIXTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean logs and files", buildCleanChunks],
  ["clean environment dumps", buildCleanEnvs],
  ["clean chat and answers", buildQuiet],
];

/** A built corpus and its number of cases by family. */
export type SixteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildSixteen(seed: number = SIXTEEN_SEED): SixteenCorpus {
  reset(seed);
  return buildFamilies(SIXTEEN_SECRET_FAMILIES, SIXTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildSixteen(SIXTEEN_SEED);
export const SIXTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const SIXTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
