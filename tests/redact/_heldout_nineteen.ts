/**
 * Held-out corpus nineteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure), and vendors' public documentation of token formats.
 * How it was written, the families and the counts: docs/redaction-corpus-nineteen.md.
 *
 * Its subject is HTTP as a developer pastes it: curl and HTTPie, devtools copies, HAR files and
 * proxy captures, API client files (Postman, Insomnia, Bruno, `.http`), OAuth/OIDC/SAML flows,
 * presigned URLs and webhooks, server logs and sockets, cookies and basic auth, vendor API calls.
 * Its clean cases are the same traffic with request and trace ids, ETags, nonces, digests, public
 * client ids, browser keys, placeholders and masked values.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_nineteen_make.ts):
 * `buildNineteen(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under NINETEEN_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  NINETEEN_SEED,
  reset,
} from "./_heldout_nineteen_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildCleanCurl, buildCurl } from "./_heldout_nineteen_curl.ts";
import { buildCleanDevtools, buildDevtools } from "./_heldout_nineteen_devtools.ts";
import { buildCleanHar, buildHar } from "./_heldout_nineteen_har.ts";
import { buildCleanCollections, buildCollections } from "./_heldout_nineteen_collections.ts";
import { buildCleanOauth, buildOauth } from "./_heldout_nineteen_oauth.ts";
import { buildCleanSigned, buildSigned } from "./_heldout_nineteen_signed.ts";
import { buildCleanLogs, buildLogs } from "./_heldout_nineteen_logs.ts";
import { buildCleanCookies, buildCookies } from "./_heldout_nineteen_cookies.ts";
import { buildCleanVendors, buildVendors } from "./_heldout_nineteen_vendors.ts";

/** The secret families, in build order. */
export const NINETEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["curl and HTTPie", buildCurl],
  ["browser devtools copies", buildDevtools],
  ["HAR files and proxy captures", buildHar],
  ["API client files", buildCollections],
  ["OAuth, OIDC and SAML", buildOauth],
  ["presigned URLs and webhooks", buildSigned],
  ["server logs and sockets", buildLogs],
  ["cookies, forms and basic auth", buildCookies],
  ["vendor API calls", buildVendors],
];

/** The clean families, built after the secrets. */
export const NINETEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean curl and HTTPie", buildCleanCurl],
  ["clean devtools copies", buildCleanDevtools],
  ["clean HAR files and captures", buildCleanHar],
  ["clean API client files", buildCleanCollections],
  ["clean OAuth and OIDC", buildCleanOauth],
  ["clean signatures and signed URLs", buildCleanSigned],
  ["clean logs and sockets", buildCleanLogs],
  ["clean cookies and forms", buildCleanCookies],
  ["clean vendor calls and browser keys", buildCleanVendors],
];

/** A built corpus and its number of cases by family. */
export type NineteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildNineteen(seed: number = NINETEEN_SEED): NineteenCorpus {
  reset(seed);
  return buildFamilies(NINETEEN_SECRET_FAMILIES, NINETEEN_CLEAN_FAMILIES);
}

const CORPUS = buildNineteen(NINETEEN_SEED);
export const NINETEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const NINETEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
