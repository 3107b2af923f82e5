/**
 * Corpus thirty-six (written blind during the fifteenth round's last wave, see
 * docs/redaction-corpus-thirtysix.md: schools, universities, HR and payroll back offices): its misses at first sight, against main at
 * 1242f97 — every rule of the fifteenth round, none written by anyone who saw it: 256/285 = 89.8 % recall
 * as written and in a record, 120/120 = 100 % untouched (docs/redaction.md "Held-out corpora thirty-six and
 * thirty-seven: first sight after the fifteenth round"). Label → the case's shape and family.
 */
export const THIRTYSIX_MISSED: Record<string, string> = {};

/** Corpus thirty-six's clean texts changed at first sight: label → family. */
export const THIRTYSIX_CHANGED: Record<string, string> = {};
