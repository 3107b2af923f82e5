/**
 * Held-out corpus thirty-five, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure) and vendors' public documentation. How it was written,
 * the families and the counts: docs/redaction-corpus-thirtyfive.md.
 *
 * Its subject is the software of maps, logistics, shipping and travel: map and geocoder keys,
 * fleet and tracker logins, carriers' client secrets and legacy passwords, warehouse and EDI
 * links, GDS and booking credentials, delivery platforms' signing secrets, and what their APIs
 * print. Its clean cases are the look-alikes of that world: tracking numbers, coordinates and
 * cells, VINs and IMEIs, container numbers, PNRs, public map tokens, placeholders.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtyfive_make.ts):
 * `buildThirtyFive(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYFIVE_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYFIVE_SEED,
} from "./_heldout_thirtyfive_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildMaps } from "./_heldout_thirtyfive_maps.ts";
import { buildFleet } from "./_heldout_thirtyfive_fleet.ts";
import { buildTrackers } from "./_heldout_thirtyfive_trackers.ts";
import { buildCarriers } from "./_heldout_thirtyfive_carriers.ts";
import { buildWarehouse } from "./_heldout_thirtyfive_warehouse.ts";
import { buildTravel } from "./_heldout_thirtyfive_travel.ts";
import { buildDelivery } from "./_heldout_thirtyfive_delivery.ts";
import { buildPrinted } from "./_heldout_thirtyfive_printed.ts";
import { buildCleanIds } from "./_heldout_thirtyfive_clean_ids.ts";
import { buildCleanPlaces } from "./_heldout_thirtyfive_clean_places.ts";
import { buildCleanRefs } from "./_heldout_thirtyfive_clean_refs.ts";

/** The secret families, in build order. */
export const THIRTYFIVE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["maps and geodata", buildMaps],
  ["fleet and telematics", buildFleet],
  ["GPS trackers and devices", buildTrackers],
  ["carriers and shipping APIs", buildCarriers],
  ["warehouse, EDI and ERP", buildWarehouse],
  ["travel and booking", buildTravel],
  ["ride and delivery platforms", buildDelivery],
  ["printed responses and envelopes", buildPrinted],
];

/** The clean families, built after the secrets. */
export const THIRTYFIVE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean shipping ids, EDI and devices", buildCleanIds],
  ["clean places and trips", buildCleanPlaces],
  ["clean placeholders and references", buildCleanRefs],
];

/** A built corpus and its number of cases by family. */
export type ThirtyFiveCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyFive(seed: number = THIRTYFIVE_SEED): ThirtyFiveCorpus {
  reset(seed);
  return buildFamilies(THIRTYFIVE_SECRET_FAMILIES, THIRTYFIVE_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyFive(THIRTYFIVE_SEED);
export const THIRTYFIVE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYFIVE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
