/**
 * Corpus twenty-five (written blind, see docs/redaction-corpus-twentyfive.md: security work: scanners, pentests, forensics, bug bounties): its misses
 * at first sight, against main at abf6e2b (every rule of the twelfth round but t-red29's: the round's end figure) (no engineer who wrote those rules saw it): 208/279 = 74.6 % recall as
 * written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpus twenty-five").
 * Label → the case's shape and family.
 */
export const TWENTYFIVE_MISSED: Record<string, string> = {
  "trufflehog JSON line, AWS RawV2 with the secret — Codex function output":
    "output, in the family secret scanners' output",
  "trufflehog JSON line, AWS RawV2 with the secret — as printed":
    "output, in the family secret scanners' output",
  "trufflehog JSON line, AWS RawV2 with the secret — Claude Code tool result":
    "output, in the family secret scanners' output",
  "Mimikatz sekurlsa::logonpasswords, wdigest password and msv hashes — as printed":
    "output, in the family Windows and Active Directory credentials",
  "Mimikatz sekurlsa::logonpasswords, wdigest password and msv hashes — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "Mimikatz sekurlsa::logonpasswords, wdigest password and msv hashes — assistant quoting it":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump NTDS, NT hashes and the krbtgt AES key — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump NTDS, NT hashes and the krbtgt AES key — assistant quoting it":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump NTDS, NT hashes and the krbtgt AES key — Codex function output":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump LSA secrets, a service password and DPAPI_SYSTEM — assistant quoting it":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump LSA secrets, a service password and DPAPI_SYSTEM — Codex function output":
    "output, in the family Windows and Active Directory credentials",
  "secretsdump LSA secrets, a service password and DPAPI_SYSTEM — as printed":
    "output, in the family Windows and Active Directory credentials",
  "Mimikatz dpapi::masterkey, the decrypted master key — Codex function output":
    "output, in the family Windows and Active Directory credentials",
  "Mimikatz dpapi::masterkey, the decrypted master key — as printed":
    "output, in the family Windows and Active Directory credentials",
  "Mimikatz dpapi::masterkey, the decrypted master key — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "Kerberoast hash for hashcat mode 13100 — as printed":
    "output, in the family Windows and Active Directory credentials",
  "Kerberoast hash for hashcat mode 13100 — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "Kerberoast hash for hashcat mode 13100 — assistant quoting it":
    "output, in the family Windows and Active Directory credentials",
  "Rubeus kerberoast, the hash wrapped over lines — Claude Code tool result":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus kerberoast, the hash wrapped over lines — assistant quoting it":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus kerberoast, the hash wrapped over lines — Codex function output":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — assistant quoting it":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — Codex function output":
    "wrapped, in the family Windows and Active Directory credentials",
  "Rubeus asktgt, the TGT as base64(ticket.kirbi) — as printed":
    "wrapped, in the family Windows and Active Directory credentials",
  "Responder NetNTLMv2 capture — Codex function output":
    "output, in the family Windows and Active Directory credentials",
  "Responder NetNTLMv2 capture — as printed":
    "output, in the family Windows and Active Directory credentials",
  "Responder NetNTLMv2 capture — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "AS-REP roast hash for hashcat mode 18200 — as printed":
    "output, in the family Windows and Active Directory credentials",
  "AS-REP roast hash for hashcat mode 18200 — Claude Code tool result":
    "output, in the family Windows and Active Directory credentials",
  "AS-REP roast hash for hashcat mode 18200 — assistant quoting it":
    "output, in the family Windows and Active Directory credentials",
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
  "hashcat potfile, NT hashes and their passwords — as printed":
    "output, in the family cracked and looted credentials",
  "hashcat potfile, NT hashes and their passwords — Claude Code tool result":
    "output, in the family cracked and looted credentials",
  "hashcat potfile, NT hashes and their passwords — assistant quoting it":
    "output, in the family cracked and looted credentials",
  "john --show on a pwdump, cracked accounts — Claude Code tool result":
    "output, in the family cracked and looted credentials",
  "john --show on a pwdump, cracked accounts — assistant quoting it":
    "output, in the family cracked and looted credentials",
  "john --show on a pwdump, cracked accounts — Codex function output":
    "output, in the family cracked and looted credentials",
  "hashcat --show, a cracked Kerberoast hash — assistant quoting it":
    "output, in the family cracked and looted credentials",
  "hashcat --show, a cracked Kerberoast hash — Codex function output":
    "output, in the family cracked and looted credentials",
  "hashcat --show, a cracked Kerberoast hash — as printed":
    "output, in the family cracked and looted credentials",
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
  "keepass2john hash of a vault found on a share — Claude Code tool result":
    "output, in the family cracked and looted credentials",
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
  "CTF write-up, a JWT's HMAC secret cracked — as printed":
    "output, in the family honeytokens and CTF write-ups",
  "CTF write-up, a JWT's HMAC secret cracked — Claude Code tool result":
    "output, in the family honeytokens and CTF write-ups",
  "CTF write-up, a JWT's HMAC secret cracked — assistant quoting it":
    "output, in the family honeytokens and CTF write-ups",
};

/** Corpus twenty-five's clean texts changed at first sight: label → family. */
export const TWENTYFIVE_CHANGED: Record<string, string> = {
  "secretsdump, disabled accounts with the empty hashes — as printed":
    "in the family clean pentest notes and tool output",
  "secretsdump, disabled accounts with the empty hashes — Claude Code tool result":
    "in the family clean pentest notes and tool output",
  "secretsdump, disabled accounts with the empty hashes — assistant quoting it":
    "in the family clean pentest notes and tool output",
};
