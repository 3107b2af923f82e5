/**
 * Held-out corpus twenty-nine, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file
 * and well-formedness test (for the structure) and its write-up. How it was written, the families
 * and the counts: docs/redaction-corpus-twentynine.md.
 *
 * Its subject is science, health and the public sector: secrets as they surface when researchers,
 * hospitals' IT teams and public-sector developers work with an assistant — Slurm scripts and lab
 * storage, REDCap and Entrez keys, SMART on FHIR client secrets and JWT assertions, Mirth channels
 * and PACS configs, login.gov and eIDAS keys, tax portals' certificates — in English and in the
 * languages of those places, in mails, tickets, wiki pages, configs, logs and scripts. Its clean
 * cases are the same texts holding look-alikes: DOIs, ORCID iDs, accessions, sequences, OIDs,
 * DICOM UIDs, FHIR ids and ETags, checksums, JWKS documents, placeholders and masked values.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentynine_make.ts):
 * `buildTwentyNine(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYNINE_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYNINE_SEED,
} from "./_heldout_twentynine_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildHpc } from "./_heldout_twentynine_hpc.ts";
import { buildServices } from "./_heldout_twentynine_services.ts";
import { buildGeo } from "./_heldout_twentynine_geo.ts";
import { buildFhir } from "./_heldout_twentynine_fhir.ts";
import { buildInterfaces } from "./_heldout_twentynine_interfaces.ts";
import { buildIdentity } from "./_heldout_twentynine_identity.ts";
import { buildTax } from "./_heldout_twentynine_tax.ts";
import { buildNameless } from "./_heldout_twentynine_nameless.ts";
import { buildStorage } from "./_heldout_twentynine_storage.ts";
import { buildCleanResearch } from "./_heldout_twentynine_clean_research.ts";
import { buildCleanHealth } from "./_heldout_twentynine_clean_health.ts";
import { buildCleanPublic } from "./_heldout_twentynine_clean_public.ts";

/** The secret families, in build order. */
export const TWENTYNINE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["research computing", buildHpc],
  ["research services", buildServices],
  ["surveys and earth observation", buildGeo],
  ["FHIR and EHR vendors", buildFhir],
  ["hospital interfaces", buildInterfaces],
  ["public identity and open data", buildIdentity],
  ["tax, e-invoicing and municipal portals", buildTax],
  ["values with no name, in the places' languages", buildNameless],
  ["research software and storage", buildStorage],
];

/** The clean families, built after the secrets. */
export const TWENTYNINE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean research texts", buildCleanResearch],
  ["clean health texts", buildCleanHealth],
  ["clean public-sector texts and mails", buildCleanPublic],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyNine(seed: number = TWENTYNINE_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(TWENTYNINE_SECRET_FAMILIES, TWENTYNINE_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyNine(TWENTYNINE_SEED);
export const TWENTYNINE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYNINE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
