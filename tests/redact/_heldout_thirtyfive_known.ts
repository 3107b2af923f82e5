/**
 * Corpus thirty-five (written blind, see docs/redaction-corpus-thirtyfive.md: maps, logistics, shipping and travel), kept out of main
 * and blind to every branch of the fifteenth round as one of its end figures: its misses at the
 * round's end, main at e05287a — 238/282 = 84.4 % recall as written and in a record, 130/133 = 97.7 % untouched
 * (at the round's start, eee839c: 238/282 = 84.4 %, 130/133 = 97.7 %; docs/redaction.md "Held-out corpora thirty-three,
 * thirty-four and thirty-five: first sight and the round's end"). Read as shapes after it was seen
 * (t-red40, docs/redaction.md "Corpus thirty-five after it was seen"): 277/282 = 98.2 %, 133/133 =
 * 100 % untouched; what is left below. Label → the case's shape and family.
 */
export const THIRTYFIVE_MISSED: Record<string, string> = {
  "tracker password with no name in a chat message":
    "vendor, in the family GPS trackers and devices",
  "SFTP password wrapped in a runbook": "wrapped, in the family warehouse, EDI and ERP",
  "Sabre sign-in in a terminal emulator": "output, in the family travel and booking",
  "GDS PCC password in chat": "vendor, in the family travel and booking",
  "DHL XML-PI service header": "block, in the family printed responses and envelopes",
};

/** Corpus thirty-five's clean texts changed at first sight: label → family. */
export const THIRTYFIVE_CHANGED: Record<string, string> = {};
