/**
 * Held-out corpus twenty-eight, written blind: by an engineer who read none of the redaction
 * rules or engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases
 * and no other engineer's work in progress — only the shared format files, corpus sixteen's index
 * and make file (for their structure) and its write-up. How it was written, the families and the
 * counts: docs/redaction-corpus-twentyeight.md.
 *
 * Its subject is building, testing, signing and publishing software with an assistant: CI
 * configs and job logs of many vendors, package registry clients, container registries, signing
 * keys and release tools, quality gates and build caches, what a pipeline prints, and the
 * conversation about it. Its clean cases are the same texts with look-alikes: commit SHAs, run
 * ids, digests, integrity hashes, signatures, public keys, masked values and variable references.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentyeight_make.ts):
 * `buildTwentyEight(seed)` resets the stream and builds every family in order, so the corpus is
 * the same on every run under TWENTYEIGHT_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYEIGHT_SEED,
} from "./_heldout_twentyeight_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildCi } from "./_heldout_twentyeight_ci.ts";
import { buildLogs } from "./_heldout_twentyeight_logs.ts";
import { buildRegistries } from "./_heldout_twentyeight_registries.ts";
import { buildContainers } from "./_heldout_twentyeight_containers.ts";
import { buildSigning } from "./_heldout_twentyeight_signing.ts";
import { buildQuality } from "./_heldout_twentyeight_quality.ts";
import { buildPrinted } from "./_heldout_twentyeight_printed.ts";
import { buildChat } from "./_heldout_twentyeight_chat.ts";
import { buildBare, buildCleanBare } from "./_heldout_twentyeight_bare.ts";
import { buildCleanCi } from "./_heldout_twentyeight_clean_ci.ts";
import { buildCleanPackages } from "./_heldout_twentyeight_clean_packages.ts";
import { buildCleanSupply } from "./_heldout_twentyeight_clean_supply.ts";

/** The secret families, in build order. */
export const TWENTYEIGHT_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["CI configuration", buildCi],
  ["CI job logs", buildLogs],
  ["package registries", buildRegistries],
  ["container registries", buildContainers],
  ["signing and release", buildSigning],
  ["quality gates and build caches", buildQuality],
  ["what a pipeline prints", buildPrinted],
  ["the build conversation", buildChat],
  ["values with no name beside them", buildBare],
];

/** The clean families, built after the secrets. */
export const TWENTYEIGHT_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean CI configs and logs", buildCleanCi],
  ["clean packages and registries", buildCleanPackages],
  ["clean signatures, provenance and references", buildCleanSupply],
  ["clean bare look-alikes", buildCleanBare],
];

/** A built corpus and its number of cases by family. */
export type TwentyEightCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyEight(seed: number = TWENTYEIGHT_SEED): TwentyEightCorpus {
  reset(seed);
  return buildFamilies(TWENTYEIGHT_SECRET_FAMILIES, TWENTYEIGHT_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyEight(TWENTYEIGHT_SEED);
export const TWENTYEIGHT_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYEIGHT_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
