/**
 * Corpus twenty-six (written blind, see docs/redaction-corpus-twentysix.md: data and machine-learning work: notebooks, warehouses, pipelines, ML platforms): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 254/278 = 91.4 % recall as
 * written and in a record, 119/120 = 99.2 % untouched (docs/redaction.md "Held-out corpus twenty-six").
 * Label → the case's shape and family.
 */
export const TWENTYSIX_MISSED: Record<string, string> = {
  "df.head() of users with bcrypt hashes — a notebook cell's printed output":
    "by decision: a password hash in an application's database (bcrypt) stays, as the suite decided for hashes kept to check a password",
  "df.head() of users with bcrypt hashes — a script run in a terminal":
    "by decision: a password hash in an application's database (bcrypt) stays, as the suite decided for hashes kept to check a password",
  "psql result of Django users with pbkdf2 hashes — a training cell's output":
    "by decision: a password hash in an application's database (Django pbkdf2) stays, as the suite decided for hashes kept to check a password",
  "psql result of Django users with pbkdf2 hashes — a notebook cell's printed output":
    "by decision: a password hash in an application's database (Django pbkdf2) stays, as the suite decided for hashes kept to check a password",
};

/** Corpus twenty-six's clean texts changed at first sight: label → family. */
export const TWENTYSIX_CHANGED: Record<string, string> = {};
