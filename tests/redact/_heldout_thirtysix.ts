/**
 * Held-out corpus thirty-six, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure) and vendors' public documentation. How it was written,
 * the families and the counts: docs/redaction-corpus-thirtysix.md.
 *
 * Its subject is the software of schools, universities and people management: learning platforms,
 * LTI tools, student information systems, university IT, HR platforms, payroll and bank files, and
 * what their admins type and their jobs print. Its clean cases are the look-alikes of that world:
 * student and employee ids, course codes, LTI deployment ids and `kid`s, public JWKS, grade hashes,
 * batch numbers, routing and masked account numbers, placeholders and references to a vault.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtysix_make.ts):
 * `buildThirtySix(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYSIX_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYSIX_SEED,
} from "./_heldout_thirtysix_make.ts";
import { buildLms } from "./_heldout_thirtysix_lms.ts";
import { buildLti } from "./_heldout_thirtysix_lti.ts";
import { buildSis } from "./_heldout_thirtysix_sis.ts";
import { buildCampus } from "./_heldout_thirtysix_campus.ts";
import { buildHr } from "./_heldout_thirtysix_hr.ts";
import { buildPayroll } from "./_heldout_thirtysix_payroll.ts";
import { buildCli } from "./_heldout_thirtysix_cli.ts";
import { buildLogs } from "./_heldout_thirtysix_logs.ts";
import { buildCleanSchool } from "./_heldout_thirtysix_clean_school.ts";
import { buildCleanPeople } from "./_heldout_thirtysix_clean_people.ts";

/** The secret families, in build order. */
export const THIRTYSIX_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["learning platforms", buildLms],
  ["LTI and classroom keys", buildLti],
  ["student information systems", buildSis],
  ["university IT", buildCampus],
  ["HR platforms", buildHr],
  ["payroll and bank files", buildPayroll],
  ["admin commands", buildCli],
  ["logs and exports", buildLogs],
];

/** The clean families, built after the secrets. */
export const THIRTYSIX_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean school texts", buildCleanSchool],
  ["clean HR, payroll and logs", buildCleanPeople],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtySix(seed: number = THIRTYSIX_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(THIRTYSIX_SECRET_FAMILIES, THIRTYSIX_CLEAN_FAMILIES);
}

const CORPUS = buildThirtySix(THIRTYSIX_SEED);
export const THIRTYSIX_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYSIX_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
