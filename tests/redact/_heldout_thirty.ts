/**
 * Held-out corpus thirty, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files (_heldout.ts, _heldout_make.ts, the
 * _wellformed helpers, _fakes.ts), corpus sixteen's index, make file and well-formedness test (for
 * the structure) and its write-up. How it was written, the families and the counts:
 * docs/redaction-corpus-thirty.md.
 *
 * Its subject is websites: CMS configuration, storefronts, front-end env files and build output,
 * hosting and edge, auth backends, site services, and what a site prints (error pages, phpinfo(),
 * devtools, `.htpasswd`, cookies, a leaked `.git/config`). Its clean cases are keys meant to be
 * public, build artefacts full of hashes, and the same files with placeholders and references.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirty_make.ts):
 * `buildThirty(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTY_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTY_SEED,
} from "./_heldout_thirty_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildCms } from "./_heldout_thirty_cms.ts";
import { buildHeadless } from "./_heldout_thirty_headless.ts";
import { buildShop } from "./_heldout_thirty_shop.ts";
import { buildFrontend } from "./_heldout_thirty_frontend.ts";
import { buildHosting } from "./_heldout_thirty_hosting.ts";
import { buildAuth } from "./_heldout_thirty_auth.ts";
import { buildServices } from "./_heldout_thirty_services.ts";
import { buildPrinted } from "./_heldout_thirty_printed.ts";
import { buildBare } from "./_heldout_thirty_bare.ts";
import { buildCleanPublic } from "./_heldout_thirty_clean_public.ts";
import { buildCleanBuild } from "./_heldout_thirty_clean_build.ts";
import { buildCleanDocs } from "./_heldout_thirty_clean_docs.ts";

/** The secret families, in build order. */
export const THIRTY_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["CMS configuration", buildCms],
  ["headless CMS tokens", buildHeadless],
  ["storefronts", buildShop],
  ["front-end env and build output", buildFrontend],
  ["hosting and edge", buildHosting],
  ["auth and backends", buildAuth],
  ["site services", buildServices],
  ["what a site prints", buildPrinted],
  ["bare values", buildBare],
];

/** The clean families, built after the secrets. */
export const THIRTY_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean public keys", buildCleanPublic],
  ["clean build artefacts", buildCleanBuild],
  ["clean placeholders and references", buildCleanDocs],
];

/** A built corpus and its number of cases by family. */
export type ThirtyCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirty(seed: number = THIRTY_SEED): ThirtyCorpus {
  reset(seed);
  return buildFamilies(THIRTY_SECRET_FAMILIES, THIRTY_CLEAN_FAMILIES);
}

const CORPUS = buildThirty(THIRTY_SEED);
export const THIRTY_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTY_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
