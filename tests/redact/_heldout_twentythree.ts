/**
 * Held-out corpus twenty-three, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file,
 * well-formedness test and write-up. How it was written, the families and the counts:
 * docs/redaction-corpus-twentythree.md.
 *
 * Its subject is what people write to each other, in twenty-one languages: a secret handed over in
 * their own words in a chat thread, a messenger's export, an email with quoted replies, a
 * helpdesk ticket, an issue or review comment, a wiki page, a handover note or meeting minutes, a
 * card or list — as an assistant sees it when a user pastes it into a session. Its clean cases
 * are the same kinds of text with look-alikes and no secret.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentythree_make.ts):
 * `buildTwentyThree(seed)` resets the stream and builds every family in order, so the corpus is
 * the same on every run under TWENTYTHREE_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYTHREE_SEED,
} from "./_heldout_twentythree_make.ts";
import { buildCards } from "./_heldout_twentythree_cards.ts";
import { buildChat } from "./_heldout_twentythree_chat.ts";
import { buildCode } from "./_heldout_twentythree_code.ts";
import { buildMail } from "./_heldout_twentythree_mail.ts";
import { buildMessengers } from "./_heldout_twentythree_messengers.ts";
import { buildNotes } from "./_heldout_twentythree_notes.ts";
import { buildQuietChat } from "./_heldout_twentythree_quiet_chat.ts";
import { buildQuietNotes } from "./_heldout_twentythree_quiet_notes.ts";
import { buildQuietTickets } from "./_heldout_twentythree_quiet_tickets.ts";
import { buildTickets } from "./_heldout_twentythree_tickets.ts";
import { buildWiki } from "./_heldout_twentythree_wiki.ts";

/** The secret families, in build order. */
export const TWENTYTHREE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["chat threads", buildChat],
  ["messenger exports", buildMessengers],
  ["emails", buildMail],
  ["helpdesk tickets", buildTickets],
  ["issues, reviews and commits", buildCode],
  ["wiki and onboarding pages", buildWiki],
  ["handover notes and minutes", buildNotes],
  ["cards and lists", buildCards],
];

/** The clean families, built after the secrets. */
export const TWENTYTHREE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean chat and mail", buildQuietChat],
  ["clean tickets and code", buildQuietTickets],
  ["clean wiki, notes and cards", buildQuietNotes],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyThree(seed: number = TWENTYTHREE_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(TWENTYTHREE_SECRET_FAMILIES, TWENTYTHREE_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyThree(TWENTYTHREE_SEED);
export const TWENTYTHREE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYTHREE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
