/**
 * Held-out corpus twenty-six, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases or known lists and
 * no other engineer's work in progress — only the shared format files, corpus sixteen's index,
 * make file and well-formedness test (for the structure) and its write-up. How it was written,
 * the families and the counts: docs/redaction-corpus-twentysix.md.
 *
 * Its subject is data and machine-learning work with an assistant: Jupyter notebooks (the
 * `.ipynb` JSON with its outputs), warehouse and lake connections, pipeline and orchestration
 * configs, ML platforms and model APIs, data apps, and what such work prints (DataFrames of users
 * tables, training logs echoing their config, tracebacks). Its clean cases are the same texts with
 * look-alikes: model and dataset ids, run ids, checkpoint SHAs, tensors and embeddings, masked
 * columns, placeholders, references to where a secret is kept.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentysix_make.ts):
 * `buildTwentySix(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYSIX_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYSIX_SEED,
} from "./_heldout_twentysix_make.ts";
import { buildNotebooks } from "./_heldout_twentysix_notebooks.ts";
import { buildWarehouses } from "./_heldout_twentysix_warehouses.ts";
import { buildPipelines } from "./_heldout_twentysix_pipelines.ts";
import { buildPlatforms } from "./_heldout_twentysix_platforms.ts";
import { buildApps } from "./_heldout_twentysix_apps.ts";
import { buildPrinted } from "./_heldout_twentysix_printed.ts";
import { buildKeys } from "./_heldout_twentysix_keys.ts";
import { buildChat } from "./_heldout_twentysix_chat.ts";
import { buildCleanNotebooks } from "./_heldout_twentysix_cleannb.ts";
import { buildCleanConfig } from "./_heldout_twentysix_cleancfg.ts";
import { buildCleanMl } from "./_heldout_twentysix_cleanml.ts";

/** The secret families, in build order. */
export const TWENTYSIX_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["notebooks", buildNotebooks],
  ["warehouses and lakes", buildWarehouses],
  ["pipelines and orchestration", buildPipelines],
  ["ML platforms and model APIs", buildPlatforms],
  ["data apps", buildApps],
  ["printed output", buildPrinted],
  ["key blocks, wrapped and encoded", buildKeys],
  ["chat and tool calls", buildChat],
];

/** The clean families, built after the secrets. */
export const TWENTYSIX_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean notebooks and printed output", buildCleanNotebooks],
  ["clean configs and references", buildCleanConfig],
  ["clean ML platform text", buildCleanMl],
];

/** A built corpus and its number of cases by family. */
export type TwentySixCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentySix(seed: number = TWENTYSIX_SEED): TwentySixCorpus {
  reset(seed);
  return buildFamilies(TWENTYSIX_SECRET_FAMILIES, TWENTYSIX_CLEAN_FAMILIES);
}

const CORPUS = buildTwentySix(TWENTYSIX_SEED);
export const TWENTYSIX_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYSIX_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
