/**
 * Held-out corpus thirty-seven, written blind: by an engineer who read none of the redaction
 * rules or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and
 * no other engineer's work in progress — only the shared format files, corpus sixteen's index,
 * make file and well-formedness test (for the structure) and vendors' public documentation. How
 * it was written, the families and the counts: docs/redaction-corpus-thirtyseven.md.
 *
 * Its subject is software for things that move — connected cars, EV charging, robots, drones,
 * positioning, simulation and maps, OTA updates — and what they print. Its clean cases are the
 * ids, hashes and hex around such secrets (VINs, CAN frames, MAVLink ids, NMEA, OCPP message ids),
 * documentation examples, placeholders and references to where a secret is kept.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtyseven_make.ts):
 * `buildThirtySeven(seed)` resets the stream and builds every family in order, so the corpus is
 * the same on every run under THIRTYSEVEN_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYSEVEN_SEED,
} from "./_heldout_thirtyseven_make.ts";
import { buildCars } from "./_heldout_thirtyseven_cars.ts";
import { buildCharging } from "./_heldout_thirtyseven_charging.ts";
import { buildRobots } from "./_heldout_thirtyseven_robots.ts";
import { buildTeleop } from "./_heldout_thirtyseven_teleop.ts";
import { buildDrones } from "./_heldout_thirtyseven_drones.ts";
import { buildGnss } from "./_heldout_thirtyseven_gnss.ts";
import { buildMaps } from "./_heldout_thirtyseven_maps.ts";
import { buildOta } from "./_heldout_thirtyseven_ota.ts";
import { buildBare } from "./_heldout_thirtyseven_bare.ts";
import { buildPrinted } from "./_heldout_thirtyseven_printed.ts";
import { buildCleanVehicles } from "./_heldout_thirtyseven_clean.ts";
import { buildCleanRobots } from "./_heldout_thirtyseven_quiet.ts";
import { buildPlaceholders } from "./_heldout_thirtyseven_placeholders.ts";

/** The secret families, in build order. */
export const THIRTYSEVEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["connected cars and telematics", buildCars],
  ["EV charging", buildCharging],
  ["robotics and ROS 2", buildRobots],
  ["teleoperation and industrial gateways", buildTeleop],
  ["drones and flight", buildDrones],
  ["positioning", buildGnss],
  ["simulation and mapping", buildMaps],
  ["OTA and signing", buildOta],
  ["what is printed", buildPrinted],
  ["bare values", buildBare],
];

/** The clean families, built after the secrets. */
export const THIRTYSEVEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean vehicles and charging", buildCleanVehicles],
  ["clean robots, drones and positioning", buildCleanRobots],
  ["clean documentation and references", buildPlaceholders],
];

/** A built corpus and its number of cases by family. */
export type ThirtySevenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtySeven(seed: number = THIRTYSEVEN_SEED): ThirtySevenCorpus {
  reset(seed);
  return buildFamilies(THIRTYSEVEN_SECRET_FAMILIES, THIRTYSEVEN_CLEAN_FAMILIES);
}

const CORPUS = buildThirtySeven(THIRTYSEVEN_SEED);
export const THIRTYSEVEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYSEVEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
