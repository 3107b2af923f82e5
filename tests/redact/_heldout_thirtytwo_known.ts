/**
 * Corpus thirty-two (written blind, see docs/redaction-corpus-thirtytwo.md: media, streaming and game live-ops): its misses
 * at first sight, against main at eee839c (no engineer who wrote those rules saw it): 77.9 % recall as
 * written and in a record, 98.3 % untouched (docs/redaction.md "Held-out corpus thirty-two").
 * Label → the case's shape and family.
 */
export const THIRTYTWO_MISSED: Record<string, string> = {
  "Vimeo tokens #2": "assignment, in the family video platforms",
  "stream key percent-encoded in a query #1": "encoded, in the family wrapped and encoded forms",
  "stream key percent-encoded in a query #2": "encoded, in the family wrapped and encoded forms",
};

/** Corpus thirty-two's clean texts changed at first sight: label → family. */
export const THIRTYTWO_CHANGED: Record<string, string> = {};
