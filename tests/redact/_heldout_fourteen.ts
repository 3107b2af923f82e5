/**
 * Held-out corpus fourteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus thirteen's index (for
 * its structure) and the write-ups of corpora eleven to thirteen. Its emphasis is people and
 * pastes, wrapped and split values, encoded values and error messages; the rest is spread over
 * every other family. How it was written, the families and the counts:
 * docs/redaction-corpus-fourteen.md.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_fourteen_make.ts):
 * `buildFourteen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FOURTEEN_SEED and changes in every piece under another seed. A case's
 * pieces are its random parts only, never a fixed vendor prefix or a public id beside the secret.
 */
import {
  FOURTEEN_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  reset,
} from "./_heldout_fourteen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { peopleTyping } from "./_heldout_fourteen_chat.ts";
import { otherLanguages } from "./_heldout_fourteen_lang.ts";
import { markdownAndMail } from "./_heldout_fourteen_markdown.ts";
import { wrappedAndSplit } from "./_heldout_fourteen_wrapped.ts";
import { encodedForms } from "./_heldout_fourteen_encoded.ts";
import { errorsAndTraces } from "./_heldout_fourteen_errors.ts";
import { configAndCode } from "./_heldout_fourteen_spread.ts";
import { vendorsAndUrls } from "./_heldout_fourteen_vendors.ts";
import { keysAndLeftovers } from "./_heldout_fourteen_keys.ts";
import { cleanPeopleAndErrors } from "./_heldout_fourteen_clean.ts";
import { cleanIdsAndForms } from "./_heldout_fourteen_alike.ts";

/** The secret families, in build order. */
export const FOURTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["people typing and pasting", peopleTyping],
  ["other languages", otherLanguages],
  ["markdown, mail and chat exports", markdownAndMail],
  ["wrapped and split", wrappedAndSplit],
  ["encoded", encodedForms],
  ["errors and stack traces", errorsAndTraces],
  ["configuration, code and commands", configAndCode],
  ["vendors and URLs", vendorsAndUrls],
  ["keys and leftovers", keysAndLeftovers],
];

/** The clean families, built after the secrets. */
export const FOURTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["people, pastes and errors without a secret", cleanPeopleAndErrors],
  ["ids, public values, ciphertext and encoded look-alikes", cleanIdsAndForms],
];

/** A built corpus and its number of cases by family. */
export type FourteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildFourteen(seed: number = FOURTEEN_SEED): FourteenCorpus {
  reset(seed);
  return buildFamilies(FOURTEEN_SECRET_FAMILIES, FOURTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildFourteen(FOURTEEN_SEED);
export const FOURTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FOURTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
