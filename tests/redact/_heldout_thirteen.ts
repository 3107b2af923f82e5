/**
 * Held-out corpus thirteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus twelve's index (for its
 * structure) and the write-ups of corpora eleven and twelve, read to reach for shapes neither had.
 * How it was written, the families and the counts: docs/redaction-corpus-thirteen.md.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirteen_make.ts):
 * `buildThirteen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTEEN_SEED and changes in every piece under another seed. A case's
 * pieces are its random parts only, never a fixed vendor prefix or a public id beside the secret.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTEEN_SEED,
} from "./_heldout_thirteen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { transcriptWraps } from "./_heldout_thirteen_wraps.ts";
import { configFormats } from "./_heldout_thirteen_config.ts";
import { commandsAndOutput } from "./_heldout_thirteen_cmd.ts";
import { codeIdioms } from "./_heldout_thirteen_code.ts";
import { vendorTokens } from "./_heldout_thirteen_vendors.ts";
import { encodedForms, keyMaterial, secretUrls, wrappedForms } from "./_heldout_thirteen_forms.ts";
import { splitAndArmoured } from "./_heldout_thirteen_split.ts";
import { logsAndReveals } from "./_heldout_thirteen_logs.ts";
import { peopleAndPaste } from "./_heldout_thirteen_prose.ts";
import { cleanIdsAndDigests } from "./_heldout_thirteen_clean.ts";
import { cleanAlikes } from "./_heldout_thirteen_alike.ts";
import { toolOutput } from "./_heldout_thirteen_printed.ts";

/** The secret families, in build order. */
export const THIRTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["transcript wrappers", transcriptWraps],
  ["configuration formats", configFormats],
  ["commands", commandsAndOutput],
  ["tool output", toolOutput],
  ["logs and reveals", logsAndReveals],
  ["code idioms", codeIdioms],
  ["vendor tokens", vendorTokens],
  ["encoded", encodedForms],
  ["wrapped", wrappedForms],
  ["URLs", secretUrls],
  ["keys", keyMaterial],
  ["split and armoured", splitAndArmoured],
  ["people and pastes", peopleAndPaste],
];

/** The clean families, built after the secrets. */
export const THIRTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["ids, digests and public values", cleanIdsAndDigests],
  ["references, ciphertext and look-alikes", cleanAlikes],
];

/** A built corpus and its number of cases by family. */
export type ThirteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirteen(seed: number = THIRTEEN_SEED): ThirteenCorpus {
  reset(seed);
  return buildFamilies(THIRTEEN_SECRET_FAMILIES, THIRTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildThirteen(THIRTEEN_SEED);
export const THIRTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
