/**
 * Corpus thirty (written blind, see docs/redaction-corpus-thirty.md: websites, CMS, storefronts and
 * their front ends), kept blind to every branch of the fourteenth round as its end figure: its
 * misses at the round's end, main at ec235ef — 256/282 = 90.8 % recall as written and in a record,
 * 108/122 = 88.5 % untouched (at the round's start, d62764a: 254/282 = 90.1 %, 108/122 = 88.5 %;
 * docs/redaction.md "Held-out corpus thirty: first sight and the round's end"). Since it was seen
 * (t-red35, docs/redaction.md "Corpus thirty after it was seen"): the lists below.
 * Label → the case's shape and family (or why it stays).
 */
export const THIRTY_MISSED: Record<string, string> = {
  "a list of keys to rotate — the file": "assignment, in the family bare values",
  "two passwords on one line of notes — a pasted question": "output, in the family bare values",
  "a CSV export of API keys — a terminal": "output, in the family bare values",
  "a reset password in a host's email — a terminal": "output, in the family bare values",
  "a dashboard's key list copied as text — the file": "output, in the family bare values",
};

/** Corpus thirty's clean texts changed at the round's end: label → family. */
export const THIRTY_CHANGED: Record<string, string> = {};
