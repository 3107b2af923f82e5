/**
 * Corpus twenty-five (written blind, see docs/redaction-corpus-twentyfive.md: security work: scanners, pentests, forensics, bug bounties): its misses
 * at first sight, against main at abf6e2b (every rule of the twelfth round but t-red29's: the round's end figure) (no engineer who wrote those rules saw it): 208/279 = 74.6 % recall as
 * written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpus twenty-five").
 * t-red30, after seeing it: hashes that log in or crack offline (pwdump lines, Mimikatz, secretsdump's
 * keys and LSA secrets, `$krb5tgs$`/`$krb5asrep$`/`$DCC2$`/`$keepass$`, NetNTLMv2, pot lines, a
 * kirbi in base64): 245/279 = 87.8 %, 120/120 untouched (`.pgpass` no longer reads a pwdump
 * line's `:::` as a password).
 * Label → the case's shape and family.
 */
export const TWENTYFIVE_MISSED: Record<string, string> = {
  "trufflehog JSON line, AWS RawV2 with the secret — Codex function output":
    "output, in the family secret scanners' output",
  "trufflehog JSON line, AWS RawV2 with the secret — as printed":
    "output, in the family secret scanners' output",
  "trufflehog JSON line, AWS RawV2 with the secret — Claude Code tool result":
    "output, in the family secret scanners' output",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — assistant quoting it":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — Codex function output":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — as printed":
    "wrapped, in the family Windows and Active Directory credentials",
  "Impacket psexec with a cleartext password — Claude Code tool result":
    "command, in the family Windows and Active Directory credentials",
  "Impacket psexec with a cleartext password — assistant quoting it":
    "command, in the family Windows and Active Directory credentials",
  "Impacket psexec with a cleartext password — Codex function output":
    "command, in the family Windows and Active Directory credentials",
  "pass-the-hash with wmiexec and evil-winrm — assistant quoting it":
    "command, in the family Windows and Active Directory credentials",
  "pass-the-hash with wmiexec and evil-winrm — Codex function output":
    "command, in the family Windows and Active Directory credentials",
  "pass-the-hash with wmiexec and evil-winrm — as printed":
    "command, in the family Windows and Active Directory credentials",
  "NetExec password spray, the working login — Codex function output":
    "output, in the family cracked and looted credentials",
  "NetExec password spray, the working login — as printed":
    "output, in the family cracked and looted credentials",
  "NetExec password spray, the working login — Claude Code tool result":
    "output, in the family cracked and looted credentials",
  "CrackMapExec --sam, local hashes — as printed":
    "output, in the family cracked and looted credentials",
  "CrackMapExec --sam, local hashes — Claude Code tool result":
    "output, in the family cracked and looted credentials",
  "CrackMapExec --sam, local hashes — assistant quoting it":
    "output, in the family cracked and looted credentials",
  "NetExec winrm spray, the command with the password — Claude Code tool result":
    "command, in the family cracked and looted credentials",
  "NetExec winrm spray, the command with the password — assistant quoting it":
    "command, in the family cracked and looted credentials",
  "NetExec winrm spray, the command with the password — Codex function output":
    "command, in the family cracked and looted credentials",
  "auditd EXECVE and PROCTITLE, a mysql password and its hex — assistant quoting it":
    "encoded, in the family incident forensics",
  "auditd EXECVE and PROCTITLE, a mysql password and its hex — Codex function output":
    "encoded, in the family incident forensics",
  "auditd EXECVE and PROCTITLE, a mysql password and its hex — as printed":
    "encoded, in the family incident forensics",
  "Sysmon registry event, the Winlogon DefaultPassword — assistant quoting it":
    "output, in the family incident forensics",
  "Sysmon registry event, the Winlogon DefaultPassword — Codex function output":
    "output, in the family incident forensics",
  "Sysmon registry event, the Winlogon DefaultPassword — as printed":
    "output, in the family incident forensics",
  "SIEM console, a bearer token wrapped by the column — as printed":
    "wrapped, in the family incident forensics",
  "CyberArk CCP REST, the account's Content — Claude Code tool result":
    "output, in the family vault and PAM tools",
  "CyberArk CCP REST, the account's Content — assistant quoting it":
    "output, in the family vault and PAM tools",
  "Delinea Secret Server REST, the password item — assistant quoting it":
    "output, in the family vault and PAM tools",
  "Delinea Secret Server REST, the password item — Codex function output":
    "output, in the family vault and PAM tools",
  "Delinea Secret Server REST, the password item — as printed":
    "output, in the family vault and PAM tools",
  "Delinea CSV export — Claude Code tool result": "output, in the family vault and PAM tools",
};

/** Corpus twenty-five's clean texts changed (three at first sight, none since t-red30): label → family. */
export const TWENTYFIVE_CHANGED: Record<string, string> = {};
