/**
 * Held-out corpus thirty-one, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for their structure) and vendors' public documentation. How it
 * was written, the families and the counts: docs/redaction-corpus-thirtyone.md.
 *
 * Its subject is mail, phone and chat systems run with an assistant: mail servers and sending
 * services, PBX configuration and SIP on the wire, SMS and voice APIs, chat bots, support desks
 * and push services, and what their tools print. Its clean cases are the look-alikes those systems
 * are full of: Message-IDs, DKIM public keys, SIP Call-IDs and nonces, queue ids, chat ids,
 * phone numbers, placeholders and documentation examples.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtyone_make.ts):
 * `buildThirtyOne(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYONE_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYONE_SEED,
} from "./_heldout_thirtyone_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildMailServer } from "./_heldout_thirtyone_mailserver.ts";
import { buildSmtp } from "./_heldout_thirtyone_smtp.ts";
import { buildPbx } from "./_heldout_thirtyone_pbx.ts";
import { buildSip } from "./_heldout_thirtyone_sip.ts";
import { buildCpaas } from "./_heldout_thirtyone_cpaas.ts";
import { buildBots } from "./_heldout_thirtyone_bots.ts";
import { buildPush } from "./_heldout_thirtyone_push.ts";
import { buildPrinted } from "./_heldout_thirtyone_printed.ts";
import { buildCleanMail } from "./_heldout_thirtyone_clean_mail.ts";
import { buildCleanVoice } from "./_heldout_thirtyone_clean_voice.ts";
import { buildCleanChat } from "./_heldout_thirtyone_clean_chat.ts";

/** The secret families, in build order. */
export const THIRTYONE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["mail servers", buildMailServer],
  ["SMTP sessions and sending services", buildSmtp],
  ["PBX configuration", buildPbx],
  ["SIP on the wire and at the console", buildSip],
  ["SMS and voice APIs", buildCpaas],
  ["chat bots", buildBots],
  ["support desks and push", buildPush],
  ["what tools print", buildPrinted],
];

/** The clean families, built after the secrets. */
export const THIRTYONE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean mail", buildCleanMail],
  ["clean telephony", buildCleanVoice],
  ["clean chat, support and push", buildCleanChat],
];

/** A built corpus and its number of cases by family. */
export type ThirtyOneCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyOne(seed: number = THIRTYONE_SEED): ThirtyOneCorpus {
  reset(seed);
  return buildFamilies(THIRTYONE_SECRET_FAMILIES, THIRTYONE_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyOne(THIRTYONE_SEED);
export const THIRTYONE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYONE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
