/**
 * Held-out corpus thirty-nine, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for the structure) and its write-up. How it was written, the
 * families and the counts: docs/redaction-corpus-thirtynine.md.
 *
 * Its subject is databases and their administration: every engine's connection strings, client
 * commands, configuration files and statements that carry a password; managed services' tokens;
 * backup encryption keys; and what servers and tools print. Its clean cases are the look-alikes a
 * DBA's session is full of: LSNs, WAL names, query ids, plan hashes, digests, checksums, UUID keys,
 * placeholders and references to where a secret is kept.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtynine_make.ts):
 * `buildThirtyNine(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYNINE_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYNINE_SEED,
} from "./_heldout_thirtynine_make.ts";
import { buildUris } from "./_heldout_thirtynine_uris.ts";
import { buildCli } from "./_heldout_thirtynine_cli.ts";
import { buildFiles } from "./_heldout_thirtynine_files.ts";
import { buildSql } from "./_heldout_thirtynine_sql.ts";
import { buildManaged } from "./_heldout_thirtynine_managed.ts";
import { buildPrinted } from "./_heldout_thirtynine_printed.ts";
import { buildBackups } from "./_heldout_thirtynine_backups.ts";
import { buildWrapped } from "./_heldout_thirtynine_wrapped.ts";
import { buildCleanConfig } from "./_heldout_thirtynine_clean_config.ts";
import { buildCleanOutput } from "./_heldout_thirtynine_clean_output.ts";
import { buildCleanDocs } from "./_heldout_thirtynine_clean_docs.ts";
import { buildCleanSessions } from "./_heldout_thirtynine_clean_sessions.ts";

/** The secret families, in build order. */
export const THIRTYNINE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["connection strings", buildUris],
  ["client commands", buildCli],
  ["configuration files", buildFiles],
  ["statements", buildSql],
  ["managed services", buildManaged],
  ["printed output", buildPrinted],
  ["backups and their keys", buildBackups],
  ["cut, encoded and said in prose", buildWrapped],
];

/** The clean families, built after the secrets. */
export const THIRTYNINE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean connection strings and configuration", buildCleanConfig],
  ["clean printed output", buildCleanOutput],
  ["clean explanations", buildCleanDocs],
  ["clean administration sessions", buildCleanSessions],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyNine(seed: number = THIRTYNINE_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(THIRTYNINE_SECRET_FAMILIES, THIRTYNINE_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyNine(THIRTYNINE_SEED);
export const THIRTYNINE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYNINE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
