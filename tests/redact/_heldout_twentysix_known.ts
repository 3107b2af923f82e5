/**
 * Corpus twenty-six (written blind, see docs/redaction-corpus-twentysix.md: data and machine-learning work: notebooks, warehouses, pipelines, ML platforms): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 254/278 = 91.4 % recall as
 * written and in a record, 119/120 = 99.2 % untouched (docs/redaction.md "Held-out corpus twenty-six").
 * Label → the case's shape and family.
 */
export const TWENTYSIX_MISSED: Record<string, string> = {
  "airflow connections get table — a Codex command and its output":
    "output: the password cell (`WejiATTm.EEtWs`, two runs of letters and a dot) reads as a dotted name, which the table rules keep even under a `password` column",
  "df.head() of users with bcrypt hashes — a notebook cell's printed output":
    "by decision: a password hash in an application's database (bcrypt) stays, as the suite decided for hashes kept to check a password",
  "df.head() of users with bcrypt hashes — a script run in a terminal":
    "by decision: a password hash in an application's database (bcrypt) stays, as the suite decided for hashes kept to check a password",
  "psql result of Django users with pbkdf2 hashes — a training cell's output":
    "by decision: a password hash in an application's database (Django pbkdf2) stays, as the suite decided for hashes kept to check a password",
  "psql result of Django users with pbkdf2 hashes — a notebook cell's printed output":
    "by decision: a password hash in an application's database (Django pbkdf2) stays, as the suite decided for hashes kept to check a password",
  "the assistant listing the keys it found in a notebook — a Claude Code user message":
    "vendor: a W&B key (40 hex) after `a W&B key` in a list: `key` alone is a weak word beside 40 hex, a digest's length; the list's Hugging Face and Replicate tokens go",
  "the assistant listing the keys it found in a notebook — a Claude Code assistant message":
    "vendor: a W&B key (40 hex) after `a W&B key` in a list: `key` alone is a weak word beside 40 hex, a digest's length; the list's Hugging Face and Replicate tokens go",
};

/** Corpus twenty-six's clean texts changed at first sight: label → family. */
export const TWENTYSIX_CHANGED: Record<string, string> = {};
