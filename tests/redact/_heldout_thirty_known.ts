/**
 * Corpus thirty (written blind, see docs/redaction-corpus-thirty.md: websites, CMS, storefronts and
 * their front ends), kept blind to every branch of the fourteenth round as its end figure: its
 * misses at the round's end, main at ec235ef — 256/282 = 90.8 % recall as written and in a record,
 * 108/122 = 88.5 % untouched (at the round's start, d62764a: 254/282 = 90.1 %, 108/122 = 88.5 %;
 * docs/redaction.md "Held-out corpus thirty: first sight and the round's end"). Since it was seen
 * (t-red35, docs/redaction.md "Corpus thirty after it was seen"; t-red36, "Corpus thirty's rest
 * (t-red36)"): the lists below.
 * Label → the case's shape and family (or why it stays).
 */
export const THIRTY_MISSED: Record<string, string> = {
  "two passwords on one line of notes — a pasted question":
    "output, in the family bare values: `ftp user pass   db user pass` with no word for either; the second goes (a password's symbol), the first, letters and a dot, does not",
  "a dashboard's key list copied as text — the file":
    "output, in the family bare values: an aligned `Key` column whose value starts with `_` (base64url): the column and token rules read a value that starts with a letter or digit",
};

/** Corpus thirty's clean texts changed at the round's end: label → family. */
export const THIRTY_CHANGED: Record<string, string> = {};
