/**
 * Held-out corpus twenty-seven, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file,
 * well-formedness test and write-up (for the structure), and the shared transcript formats. How it
 * was written, the families and the counts: docs/redaction-corpus-twentyseven.md.
 *
 * Its subject is business software and office automation: secrets as they surface when people —
 * many of them not programmers — automate a CRM, an ERP, a shop, a marketing tool or an office
 * suite with an assistant's help, and what they paste (user exports, forwarded emails, OCR text).
 * Its clean cases are the same kinds of text with record ids, order numbers, placeholders, masks
 * and references where the secrets were.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentyseven_make.ts):
 * `buildTwentySeven(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYSEVEN_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYSEVEN_SEED,
} from "./_heldout_twentyseven_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildCrm } from "./_heldout_twentyseven_crm.ts";
import { buildErp } from "./_heldout_twentyseven_erp.ts";
import { buildShop } from "./_heldout_twentyseven_shop.ts";
import { buildMail } from "./_heldout_twentyseven_mail.ts";
import { buildOffice } from "./_heldout_twentyseven_office.ts";
import { buildNocode } from "./_heldout_twentyseven_nocode.ts";
import { buildPasted } from "./_heldout_twentyseven_pasted.ts";
import { buildSession } from "./_heldout_twentyseven_session.ts";
import { buildCleanIds } from "./_heldout_twentyseven_clean_ids.ts";
import { buildCleanCode } from "./_heldout_twentyseven_clean_code.ts";
import { buildCleanPasted } from "./_heldout_twentyseven_clean_pasted.ts";

/** The secret families, in build order. */
export const TWENTYSEVEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["CRM and support", buildCrm],
  ["ERP and finance", buildErp],
  ["e-commerce", buildShop],
  ["marketing and email", buildMail],
  ["office automation", buildOffice],
  ["no-code flows", buildNocode],
  ["pasted exports, emails and OCR", buildPasted],
  ["assistant records and MCP configs", buildSession],
];

/** The clean families, built after the secrets. */
export const TWENTYSEVEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean record ids and numbers", buildCleanIds],
  ["clean scripts and settings", buildCleanCode],
  ["clean pasted text", buildCleanPasted],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentySeven(seed: number = TWENTYSEVEN_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(TWENTYSEVEN_SECRET_FAMILIES, TWENTYSEVEN_CLEAN_FAMILIES);
}

const CORPUS = buildTwentySeven(TWENTYSEVEN_SEED);
export const TWENTYSEVEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYSEVEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
