/**
 * Corpus twenty-three (written blind, see docs/redaction-corpus-twentythree.md: what people write to each other, in twenty-one languages): its misses
 * at first sight, against main at 78a8a1d (the rules of the end of the eleventh round; no engineer
 * who wrote them saw it): 187/256 = 73.0 % recall as written and in a record, 121/124 = 97.6 % untouched
 * (docs/redaction.md "Held-out corpus twenty-three"). Label → the case's shape and family.
 * g-announce's generic shapes (values no name announces), written without seeing it, caught three
 * more (logins in a plain-text table, in Hebrew, Chinese and Korean, by `printed-table-secret`'s
 * header words in other languages): 190/256 = 74.2 %. t-red28: a value on the line of the sentence
 * that hands it over (`here it is: …`, a typo corrected, reset to in quotation marks), 211/256;
 * a passphrase of words under its word and a value under a chat head of its own line, 217/256;
 * a one-time-secret link's key and a Bitwarden Send link's key, 225/256; printed backup codes and an
 * authenticator key in lower-case groups of four, 233/256; a SIM card's PUK, 237/256; a Confluence
 * table and a header in Thai, Hindi or Vietnamese, 242/256; a LINE export's long token under its word,
 * 246/256; a passphrase in the message after a sentence that ends its line (`… yang baru`), 250/256;
 * the password of a `WIFI:` string (a Wi-Fi card's QR payload), 254/256.
 */
export const TWENTYTHREE_MISSED: Record<string, string> = {
  "Slack: a typo corrected in the next message (it)":
    "assignment, in the family chat threads — by decision: the mistyped half, `password NAS (admin): …` in English; reading the English words as the other languages' (the word, a few words, a colon, a value) changed clean texts of corpora seventeen and twenty-one when tried",
  "Onboarding doc: a VPN pre-shared key (es)":
    "assignment, in the family wiki and onboarding pages — by decision: `Pre-shared key:` read as a password's name is corpus twenty-two's device syntax (t-red27), read in one place",
};

/**
 * Corpus twenty-three's clean texts changed: label → family. (At first sight three: a
 * `1Password'de` reference and a request id read past an escaped line break in a record; none
 * since t-red28.)
 */
export const TWENTYTHREE_CHANGED: Record<string, string> = {};
