/**
 * Held-out corpus thirty-two, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure) and vendors' public documentation. How it was written,
 * the families and the counts: docs/redaction-corpus-thirtytwo.md.
 *
 * Its subject is media, streaming and game live-ops: the secrets of video platforms, live
 * streaming, CDN delivery and DRM, audio services and game backends as a session shows them —
 * `.env` lines, SDK set-up, ffmpeg and OBS, packager command lines, server consoles and crash
 * reports — and, clean, the ids, hashes, segment names and public keys that look like them.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtytwo_make.ts):
 * `buildThirtyTwo(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under THIRTYTWO_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYTWO_SEED,
} from "./_heldout_thirtytwo_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildVideo } from "./_heldout_thirtytwo_video.ts";
import { buildLive } from "./_heldout_thirtytwo_live.ts";
import { buildCdn } from "./_heldout_thirtytwo_cdn.ts";
import { buildDrm } from "./_heldout_thirtytwo_drm.ts";
import { buildAudio } from "./_heldout_thirtytwo_audio.ts";
import { buildGames } from "./_heldout_thirtytwo_games.ts";
import { buildPrinted } from "./_heldout_thirtytwo_printed.ts";
import { buildForms } from "./_heldout_thirtytwo_forms.ts";
import { buildCleanMedia } from "./_heldout_thirtytwo_clean_media.ts";
import { buildCleanGames } from "./_heldout_thirtytwo_clean_games.ts";
import { buildCleanRefs } from "./_heldout_thirtytwo_clean_refs.ts";

/** The secret families, in build order. */
export const THIRTYTWO_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["video platforms", buildVideo],
  ["live streaming", buildLive],
  ["CDN delivery", buildCdn],
  ["DRM and content keys", buildDrm],
  ["audio services and radio", buildAudio],
  ["game backends and live-ops", buildGames],
  ["what tools print", buildPrinted],
  ["wrapped and encoded forms", buildForms],
];

/** The clean families, built after the secrets. */
export const THIRTYTWO_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean media ids and URLs", buildCleanMedia],
  ["clean game ids and logs", buildCleanGames],
  ["clean references and placeholders", buildCleanRefs],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyTwo(seed: number = THIRTYTWO_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(THIRTYTWO_SECRET_FAMILIES, THIRTYTWO_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyTwo(THIRTYTWO_SEED);
export const THIRTYTWO_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYTWO_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
