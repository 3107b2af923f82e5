/**
 * Corpus thirty-eight (written blind, see docs/redaction-corpus-thirtyeight.md: DNS, domains, CDN, edge and TLS certificates): its misses
 * at first sight, against main at 1a757f2 (no engineer who wrote those rules saw it): 87.8 % recall as
 * written and in a record, 83.7 % untouched (docs/redaction.md "Held-out corpus thirty-eight").
 * Label → the case's shape and family.
 */
export const THIRTYEIGHT_MISSED: Record<string, string> = {
  "Varnish admin secret — Read tool view": "output, in the family CDNs and WAFs",
};

/** Corpus thirty-eight's clean texts changed at first sight: label → family. */
export const THIRTYEIGHT_CHANGED: Record<string, string> = {};
