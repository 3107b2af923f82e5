/**
 * Corpus twenty-five (written blind, see docs/redaction-corpus-twentyfive.md: security work: scanners, pentests, forensics, bug bounties): its misses
 * at first sight, against main at abf6e2b (every rule of the twelfth round but t-red29's: the round's end figure) (no engineer who wrote those rules saw it): 208/279 = 74.6 % recall as
 * written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpus twenty-five").
 * t-red30, after seeing it: hashes that log in or crack offline (pwdump lines, Mimikatz, secretsdump's
 * keys and LSA secrets, `$krb5tgs$`/`$krb5asrep$`/`$DCC2$`/`$keepass$`, NetNTLMv2, pot lines, a
 * kirbi in base64): 245/279 = 87.8 %, 120/120 untouched (`.pgpass` no longer reads a pwdump
 * line's `:::` as a password); attack tools' passwords and hashes (Impacket, NetExec, evil-winrm,
 * Rubeus), scanners' JSON findings, PAM vaults' answers, a registry password and auditd's hex:
 * 277/279 = 99.3 %; a CSV export's last row where a record's string ends, 278/279 = 99.6 %; a
 * token's tail of letters wrapped into a box-drawn table's next row, 279/279.
 * Label → the case's shape and family.
 */
export const TWENTYFIVE_MISSED: Record<string, string> = {};

/** Corpus twenty-five's clean texts changed (three at first sight, none since t-red30): label → family. */
export const TWENTYFIVE_CHANGED: Record<string, string> = {};
