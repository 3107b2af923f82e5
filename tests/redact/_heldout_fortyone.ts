/**
 * Held-out corpus forty-one, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file
 * and well-formedness test (for the structure) and its write-up. How it was written, the families
 * and the counts: docs/redaction-corpus-fortyone.md.
 *
 * Its subject is hosting providers and the clouds beyond the big three: DigitalOcean, Linode,
 * Vultr, Hetzner, OVHcloud, Scaleway, UpCloud, Exoscale, Oracle, IBM, Alibaba, Tencent and Yandex
 * Cloud, object storage (Spaces, B2, Wasabi, Cloudinary), platforms (Render, Railway, Fly.io,
 * Heroku, Netlify, Vercel, Koyeb), shared hosting (cPanel, Plesk, FileZilla, WinSCP), private
 * clouds (Proxmox, vCenter, OpenStack), Terraform and cloud-init, and what their tools print. Its
 * clean cases are the ids, OCIDs, regions, fingerprints, public keys, request ids, placeholders and
 * references to a secret's place that surround those secrets.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_fortyone_make.ts):
 * `buildFortyOne(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FORTYONE_SEED and changes in every piece under another seed.
 */
import {
  FORTYONE_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  reset,
} from "./_heldout_fortyone_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildPaas } from "./_heldout_fortyone_paas.ts";
import { buildClouds } from "./_heldout_fortyone_clouds.ts";
import { buildEnterprise } from "./_heldout_fortyone_enterprise.ts";
import { buildStorage } from "./_heldout_fortyone_storage.ts";
import { buildPanels } from "./_heldout_fortyone_panels.ts";
import { buildPrivate } from "./_heldout_fortyone_private.ts";
import { buildIac } from "./_heldout_fortyone_iac.ts";
import { buildPrinted } from "./_heldout_fortyone_printed.ts";
import { buildWrapped } from "./_heldout_fortyone_wrapped.ts";
import { buildBare, buildQuietBare } from "./_heldout_fortyone_bare.ts";
import { buildQuietIds } from "./_heldout_fortyone_quiet_ids.ts";
import { buildQuietConfig } from "./_heldout_fortyone_quiet_config.ts";
import { buildQuietPrinted } from "./_heldout_fortyone_quiet_printed.ts";

/** The secret families, in build order. */
export const FORTYONE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["platform tokens", buildPaas],
  ["compute clouds", buildClouds],
  ["enterprise clouds", buildEnterprise],
  ["object storage", buildStorage],
  ["shared hosting and panels", buildPanels],
  ["private clouds and virtualisation", buildPrivate],
  ["Terraform and cloud-init", buildIac],
  ["printed output", buildPrinted],
  ["wrapped and encoded", buildWrapped],
  ["bare values", buildBare],
];

/** The clean families, built after the secrets. */
export const FORTYONE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean listings and ids", buildQuietIds],
  ["clean configuration", buildQuietConfig],
  ["clean output", buildQuietPrinted],
  ["clean bare values", buildQuietBare],
];

/** A built corpus and its number of cases by family. */
export type FortyOneCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildFortyOne(seed: number = FORTYONE_SEED): FortyOneCorpus {
  reset(seed);
  return buildFamilies(FORTYONE_SECRET_FAMILIES, FORTYONE_CLEAN_FAMILIES);
}

const CORPUS = buildFortyOne(FORTYONE_SEED);
export const FORTYONE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FORTYONE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
