/**
 * Corpus thirty-seven (written blind during the fifteenth round's last wave, see
 * docs/redaction-corpus-thirtyseven.md: vehicles, robots and drones): its misses at first sight, against main at
 * 1242f97 — every rule of the fifteenth round, none written by anyone who saw it: 232/274 = 84.7 % recall
 * as written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpora thirty-six and
 * thirty-seven: first sight after the fifteenth round"). Label → the case's shape and family.
 */
export const THIRTYSEVEN_MISSED: Record<string, string> = {
  "Hubject OICP client secret (in an answer)": "assignment, in the family EV charging",
  "Hubject OICP client secret (in a Read result)": "assignment, in the family EV charging",
  "Swift Navigation Skylark credentials (in a terminal)": "assignment, in the family positioning",
  "Swift Navigation Skylark credentials (as written)": "assignment, in the family positioning",
};

/** Corpus thirty-seven's clean texts changed at first sight: label → family. */
export const THIRTYSEVEN_CHANGED: Record<string, string> = {};
