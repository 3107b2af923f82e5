/**
 * Held-out corpus fifteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus thirteen's index (for
 * its structure) and the write-ups of corpora eleven to thirteen, read to reach for shapes none
 * had. Its emphasis is code in many languages, connection strings and tool output. How it was
 * written, the families and the counts: docs/redaction-corpus-fifteen.md.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_fifteen_make.ts):
 * `buildFifteen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FIFTEEN_SEED and changes in every piece under another seed. A case's
 * pieces are its random parts only, never a fixed vendor prefix or a public id beside the secret.
 */
import {
  FIFTEEN_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  reset,
} from "./_heldout_fifteen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { languageCode } from "./_heldout_fifteen_langs.ts";
import { functionalAndScriptCode } from "./_heldout_fifteen_langs2.ts";
import { shellsAndQueries } from "./_heldout_fifteen_scripts.ts";
import { buildAndFrameworks } from "./_heldout_fifteen_build.ts";
import { connectionStrings } from "./_heldout_fifteen_conn.ts";
import { networkUris } from "./_heldout_fifteen_remotes.ts";
import { toolOutput } from "./_heldout_fifteen_output.ts";
import { cloudAndCiOutput } from "./_heldout_fifteen_cloudout.ts";
import { vendorTokens } from "./_heldout_fifteen_vendors.ts";
import { keysAndForms } from "./_heldout_fifteen_forms.ts";
import { cleanCode } from "./_heldout_fifteen_clean.ts";
import { cleanConnections } from "./_heldout_fifteen_noauth.ts";
import { cleanOutput } from "./_heldout_fifteen_printed.ts";

/** The secret families, in build order. */
export const FIFTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["code: Go, Rust, JVM, .NET, Apple, PHP, Ruby, BEAM", languageCode],
  ["code: functional, scripting and systems languages", functionalAndScriptCode],
  ["shells and query languages", shellsAndQueries],
  ["build files and framework config", buildAndFrameworks],
  ["database and broker connection strings", connectionStrings],
  ["network URIs, remotes and proxies", networkUris],
  ["framework, debugger and environment output", toolOutput],
  ["cloud, IaC, Kubernetes and CI output", cloudAndCiOutput],
  ["vendor tokens", vendorTokens],
  ["keys, encoded, wrapped, people and transcripts", keysAndForms],
];

/** The clean families, built after the secrets. */
export const FIFTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["code and build look-alikes", cleanCode],
  ["connection strings without secrets", cleanConnections],
  ["tool output look-alikes", cleanOutput],
];

/** A built corpus and its number of cases by family. */
export type FifteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildFifteen(seed: number = FIFTEEN_SEED): FifteenCorpus {
  reset(seed);
  return buildFamilies(FIFTEEN_SECRET_FAMILIES, FIFTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildFifteen(FIFTEEN_SEED);
export const FIFTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FIFTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
