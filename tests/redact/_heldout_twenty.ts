/**
 * Held-out corpus twenty, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for their structure) and vendors' public token formats. How it
 * was written, the families and the counts: docs/redaction-corpus-twenty.md.
 *
 * Its subject is the toolchains of app and data work: Android, iOS/macOS, Electron and Windows
 * desktop, Expo/Flutter/Unity/Steam, notebooks, machine-learning platforms, data pipelines and
 * warehouses, R and analysis apps — each secret in the file, command or log it lives in, seen as
 * an assistant sees it (a Read tool's numbered lines, `cat`, a terminal, a CI log, a Bash call).
 * Its clean cases are the same files and logs with look-alikes: fingerprints, bundle and team ids,
 * checksums, run ids, revision SHAs, placeholders and masked values.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twenty_make.ts):
 * `buildTwenty(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTY_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTY_SEED,
} from "./_heldout_twenty_make.ts";
import { buildAndroid, buildCleanAndroid } from "./_heldout_twenty_android.ts";
import { buildApple, buildCleanApple } from "./_heldout_twenty_apple.ts";
import { buildCleanDesktop, buildDesktop } from "./_heldout_twenty_desktop.ts";
import { buildCleanCross, buildCross } from "./_heldout_twenty_cross.ts";
import { buildCleanNotebooks, buildNotebooks } from "./_heldout_twenty_notebooks.ts";
import { buildCleanMl, buildMl } from "./_heldout_twenty_ml.ts";
import { buildCleanPipelines, buildPipelines } from "./_heldout_twenty_pipelines.ts";
import { buildCleanRlang, buildRlang } from "./_heldout_twenty_rlang.ts";

/** The secret families, in build order: one per toolchain. */
export const TWENTY_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["Android", buildAndroid],
  ["iOS and macOS", buildApple],
  ["Electron and Windows desktop", buildDesktop],
  ["Expo, Flutter, Unity and Steam", buildCross],
  ["notebooks", buildNotebooks],
  ["machine-learning platforms", buildMl],
  ["data pipelines and warehouses", buildPipelines],
  ["R and analysis apps", buildRlang],
];

/** The clean families, built after the secrets. */
export const TWENTY_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean Android", buildCleanAndroid],
  ["clean iOS and macOS", buildCleanApple],
  ["clean Electron and Windows desktop", buildCleanDesktop],
  ["clean Expo, Flutter, Unity and Steam", buildCleanCross],
  ["clean notebooks", buildCleanNotebooks],
  ["clean machine-learning platforms", buildCleanMl],
  ["clean data pipelines and warehouses", buildCleanPipelines],
  ["clean R and analysis apps", buildCleanRlang],
];

/** A built corpus and its number of cases by family. */
export type TwentyCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwenty(seed: number = TWENTY_SEED): TwentyCorpus {
  reset(seed);
  return buildFamilies(TWENTY_SECRET_FAMILIES, TWENTY_CLEAN_FAMILIES);
}

const CORPUS = buildTwenty(TWENTY_SEED);
export const TWENTY_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTY_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
