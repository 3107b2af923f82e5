/**
 * Held-out corpus forty-three, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md and no other corpus's cases — only the shared
 * format files, corpus sixteen's index, make file and well-formedness test (for their structure)
 * and vendors' public documentation of token formats. How it was written, the families and the
 * counts: docs/redaction-corpus-fortythree.md.
 *
 * Its subject is energy, utilities and buildings: solar and storage monitoring, suppliers' and
 * markets' APIs, meters (DLMS/COSEM, wM-Bus, P1, LoRaWAN), building automation (Niagara, KNX,
 * BACnet, Modbus, Desigo, Metasys), SCADA and historians (PI, Ignition, InfluxDB, OPC UA, Node-RED,
 * MQTT), and what their tools print. Its clean cases are the look-alikes of that world: meter
 * serials, OBIS codes, meter point numbers, BACnet and OPC UA ids, register maps in hex,
 * thumbprints, firmware hashes, published test keys, placeholders and references to secrets.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_fortythree_make.ts):
 * `buildFortyThree(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FORTYTHREE_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  FORTYTHREE_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  reset,
} from "./_heldout_fortythree_make.ts";
import { buildSolar } from "./_heldout_fortythree_solar.ts";
import { buildUtilities } from "./_heldout_fortythree_utilities.ts";
import { buildMeters } from "./_heldout_fortythree_meters.ts";
import { buildBuildings } from "./_heldout_fortythree_buildings.ts";
import { buildScada } from "./_heldout_fortythree_scada.ts";
import { buildPrinted } from "./_heldout_fortythree_printed.ts";
import { buildForms } from "./_heldout_fortythree_forms.ts";
import { buildChat } from "./_heldout_fortythree_chat.ts";
import { buildCleanIds } from "./_heldout_fortythree_clean_ids.ts";
import { buildCleanScada } from "./_heldout_fortythree_clean_scada.ts";
import { buildCleanDocs } from "./_heldout_fortythree_clean_docs.ts";

/** The secret families, in build order. */
export const FORTYTHREE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["solar and storage", buildSolar],
  ["utilities and markets", buildUtilities],
  ["meters", buildMeters],
  ["buildings", buildBuildings],
  ["SCADA and historians", buildScada],
  ["printed output", buildPrinted],
  ["wrapped and encoded", buildForms],
  ["chat", buildChat],
];

/** The clean families, built after the secrets. */
export const FORTYTHREE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean meter and building ids", buildCleanIds],
  ["clean SCADA and telemetry", buildCleanScada],
  ["clean references and examples", buildCleanDocs],
];

/** A built corpus and its number of cases by family. */
export type FortyThreeCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildFortyThree(seed: number = FORTYTHREE_SEED): FortyThreeCorpus {
  reset(seed);
  return buildFamilies(FORTYTHREE_SECRET_FAMILIES, FORTYTHREE_CLEAN_FAMILIES);
}

const CORPUS = buildFortyThree(FORTYTHREE_SEED);
export const FORTYTHREE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FORTYTHREE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
