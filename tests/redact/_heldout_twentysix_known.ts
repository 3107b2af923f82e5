/**
 * Corpus twenty-six (written blind, see docs/redaction-corpus-twentysix.md: data and machine-learning work: notebooks, warehouses, pipelines, ML platforms): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 254/278 = 91.4 % recall as
 * written and in a record, 119/120 = 99.2 % untouched (docs/redaction.md "Held-out corpus twenty-six").
 * Label → the case's shape and family.
 */
export const TWENTYSIX_MISSED: Record<string, string> = {
  "df.head() of users with bcrypt hashes — a notebook cell's printed output":
    "output: a login's hash goes by decision since t-red36, and the same table goes as plain text, but a notebook cell's output keeps each printed line as its own JSON string: the table rules read no table across those strings",
  "psql result of Django users with pbkdf2 hashes — a training cell's output":
    "output: a login's hash goes by decision since t-red36, and the same table goes as plain text, but a notebook cell's output keeps each printed line as its own JSON string: the table rules read no table across those strings",
  "psql result of Django users with pbkdf2 hashes — a notebook cell's printed output":
    "output: a login's hash goes by decision since t-red36, and the same table goes as plain text, but a notebook cell's output keeps each printed line as its own JSON string: the table rules read no table across those strings",
};

/** Corpus twenty-six's clean texts changed at first sight: label → family. */
export const TWENTYSIX_CHANGED: Record<string, string> = {};
