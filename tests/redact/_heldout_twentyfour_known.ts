/**
 * Corpus twenty-four (written blind, see docs/redaction-corpus-twentyfour.md: blockchain, payments and fintech): its misses
 * at first sight, against main at 7e970aa (every rule of the twelfth round but t-red28's and f-mend12's) (no engineer who wrote those rules saw it): 147/252 = 58.3 % recall as
 * written and in a record, 110/124 = 88.7 % untouched (docs/redaction.md "Held-out corpus twenty-four").
 * Label → the case's shape and family.
 */
export const TWENTYFOUR_MISSED: Record<string, string> = {
  "a 0x hex key on its own line": "vendor, in the family wallets and keys",
  "a mnemonic in a build-args query, URL-encoded": "encoded, in the family chain dev tooling",
  "a Thales HSM command echoing a clear key":
    "output, in the family open banking, cards and key material",
  "a Deribit client secret in an auth request": "command, in the family exchange API keys",
  "a seed typed as BIP39 indexes": "vendor, in the family pasted alone and in chat",
  "a hex key among transaction hashes": "vendor, in the family pasted alone and in chat",
  "a mnemonic in a URL fragment": "url, in the family pasted alone and in chat",
};

/** Corpus twenty-four's clean texts changed at first sight: label → family. */
export const TWENTYFOUR_CHANGED: Record<string, string> = {};
