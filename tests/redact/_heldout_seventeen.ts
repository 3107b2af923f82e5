/**
 * Held-out corpus seventeen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format and well-formedness files, corpus
 * sixteen's index, make file and well-formedness test (for their structure) and its write-up. How
 * it was written, the families and the counts: docs/redaction-corpus-seventeen.md.
 *
 * Its subject is source code and infrastructure files in many languages, as an assistant reads
 * and writes them: a file shown as itself, as a Read tool's numbered output, a git diff, an
 * `apply_patch`, a Read result or a Write call inside a JSONL record, or fenced in an answer. Its
 * secrets sit in code as they really do (constants, struct literals, builder calls, annotations,
 * byte arrays, raw strings, heredocs, credential files); its clean cases are the same kinds of
 * files full of digests, ids, public keys, encrypted values, placeholders and environment reads.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_seventeen_make.ts):
 * `buildSeventeen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under SEVENTEEN_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  SEVENTEEN_SEED,
} from "./_heldout_seventeen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildVendors } from "./_heldout_seventeen_vendors.ts";
import { buildSystems } from "./_heldout_seventeen_systems.ts";
import { buildJvm } from "./_heldout_seventeen_jvm.ts";
import { buildScripting } from "./_heldout_seventeen_scripting.ts";
import { buildShell } from "./_heldout_seventeen_shell.ts";
import { buildInfra } from "./_heldout_seventeen_infra.ts";
import { buildDotfiles } from "./_heldout_seventeen_dotfiles.ts";
import { buildKeys } from "./_heldout_seventeen_keys.ts";
import { buildLocks } from "./_heldout_seventeen_locks.ts";
import { buildQuiet } from "./_heldout_seventeen_quiet.ts";
import { buildPublic } from "./_heldout_seventeen_public.ts";

/** The secret families, in build order. */
export const SEVENTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["vendor tokens in sixteen languages", buildVendors],
  ["compiled languages", buildSystems],
  ["JVM and .NET", buildJvm],
  ["scripting languages and notebooks", buildScripting],
  ["shell, containers and CI", buildShell],
  ["infrastructure as code", buildInfra],
  ["credential files", buildDotfiles],
  ["keys and long values", buildKeys],
];

/** The clean families, built after the secrets. */
export const SEVENTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean lockfiles and checksums", buildLocks],
  ["clean secret references and placeholders", buildQuiet],
  ["clean public high-entropy data", buildPublic],
];

/** A built corpus and its number of cases by family. */
export type SeventeenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildSeventeen(seed: number = SEVENTEEN_SEED): SeventeenCorpus {
  reset(seed);
  return buildFamilies(SEVENTEEN_SECRET_FAMILIES, SEVENTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildSeventeen(SEVENTEEN_SEED);
export const SEVENTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const SEVENTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
