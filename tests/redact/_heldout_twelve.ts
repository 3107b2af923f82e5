/**
 * Held-out corpus twelve, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only corpus nine's format files, the shared well-formedness
 * helpers and corpus eleven's write-up (docs/redaction-corpus-eleven.md), read to reach for shapes
 * it did not have. How it was written, the families and the counts: docs/redaction-corpus-twelve.md.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twelve_make.ts):
 * `buildTwelve(seed)` resets the stream and builds every family in order, so the corpus is the same
 * on every run under TWELVE_SEED and changes in every piece under another seed. A case's pieces are
 * its random parts only, never a fixed vendor prefix or a public id beside the secret.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWELVE_SEED,
} from "./_heldout_twelve_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { toolOutput } from "./_heldout_twelve_tools.ts";
import { shellCommands } from "./_heldout_twelve_shell.ts";
import { appConfigs } from "./_heldout_twelve_apps.ts";
import { opsConfigs } from "./_heldout_twelve_ops.ts";
import { codeLanguages } from "./_heldout_twelve_code.ts";
import { namedPairs } from "./_heldout_twelve_pairs.ts";
import { encodedForms, wrappedForms } from "./_heldout_twelve_forms.ts";
import { devVendors } from "./_heldout_twelve_vendors.ts";
import { saasVendors } from "./_heldout_twelve_services.ts";
import { secretUrls } from "./_heldout_twelve_urls.ts";
import { keyMaterial } from "./_heldout_twelve_keys.ts";
import { cliCommands } from "./_heldout_twelve_cli.ts";
import { printedOnce } from "./_heldout_twelve_printed.ts";
import { buildCode } from "./_heldout_twelve_build.ts";
import { hookUrls } from "./_heldout_twelve_hooks.ts";
import { linkUrls } from "./_heldout_twelve_links.ts";
import { frameworkConfigs } from "./_heldout_twelve_frameworks.ts";
import { peopleAndEchoes } from "./_heldout_twelve_prose.ts";
import { cleanIds } from "./_heldout_twelve_ids.ts";
import { cloudOutput } from "./_heldout_twelve_cloudout.ts";
import { cleanAlikes } from "./_heldout_twelve_alike.ts";

/** The secret families, in build order. */
export const TWELVE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["tool output", toolOutput],
  ["printed once", printedOnce],
  ["cloud and inspection output", cloudOutput],
  ["commands", shellCommands],
  ["platform commands", cliCommands],
  ["application config", appConfigs],
  ["framework config", frameworkConfigs],
  ["operations config", opsConfigs],
  ["code", codeLanguages],
  ["scripts and infrastructure code", buildCode],
  ["names apart from values", namedPairs],
  ["encoded", encodedForms],
  ["wrapped", wrappedForms],
  ["developer and cloud vendors", devVendors],
  ["SaaS vendors", saasVendors],
  ["URLs", secretUrls],
  ["hooks", hookUrls],
  ["links", linkUrls],
  ["keys", keyMaterial],
  ["people and echoes", peopleAndEchoes],
];

/** The clean families, built after the secrets. */
export const TWELVE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["ids, digests and encodings", cleanIds],
  ["look-alikes", cleanAlikes],
];

/** A built corpus and its number of cases by family. */
export type TwelveCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwelve(seed: number = TWELVE_SEED): TwelveCorpus {
  reset(seed);
  return buildFamilies(TWELVE_SECRET_FAMILIES, TWELVE_CLEAN_FAMILIES);
}

const CORPUS = buildTwelve(TWELVE_SEED);
export const TWELVE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWELVE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
