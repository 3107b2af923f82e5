/**
 * Corpus thirty-one (written blind, see docs/redaction-corpus-thirtyone.md: telecom, VoIP, email delivery and messaging bots): its misses
 * at first sight, against main at eee839c (no engineer who wrote those rules saw it): 88.3 % recall as
 * written and in a record, 93.3 % untouched (docs/redaction.md "Held-out corpus thirty-one").
 * Label → the case's shape and family.
 */
export const THIRTYONE_MISSED: Record<string, string> = {
  "postfix sasl_passwd with two relays (as read)": "assignment, in the family mail servers",
  "postfix sasl_passwd with two relays (in an answer)": "assignment, in the family mail servers",
  "main.cf relay with an inline smtp_sasl_password_maps (as read)":
    "assignment, in the family mail servers",
  "main.cf relay with an inline smtp_sasl_password_maps (in a diff)":
    "assignment, in the family mail servers",
  "dovecot passwd-file with plain passwords (as read)": "assignment, in the family mail servers",
  "dovecot passwd-file with plain passwords (numbered Read result)":
    "assignment, in the family mail servers",
  "dovecot passwd-file with plain passwords (pasted by the user)":
    "assignment, in the family mail servers",
  "dovecot passwd-file with SHA512-CRYPT hashes (as read)":
    "assignment, in the family mail servers",
  "dovecot passwd-file with SHA512-CRYPT hashes (in an answer)":
    "assignment, in the family mail servers",
  "exim client authenticator (as read)": "assignment, in the family mail servers",
  "exim client authenticator (in an answer)": "assignment, in the family mail servers",
  "exim client authenticator (pasted by the user)": "assignment, in the family mail servers",
  "exim passwd.client (numbered Read result)": "assignment, in the family mail servers",
  "swaks session with AUTH LOGIN 1": "encoded, in the family SMTP sessions and sending services",
  "swaks session with AUTH LOGIN 2": "encoded, in the family SMTP sessions and sending services",
  "swaks session with AUTH LOGIN 3": "encoded, in the family SMTP sessions and sending services",
  "IMAP app password in a mail client config 1":
    "assignment, in the family SMTP sessions and sending services",
  "IMAP app password in a mail client config 2":
    "assignment, in the family SMTP sessions and sending services",
  "kamctlrc database passwords 1": "assignment, in the family PBX configuration",
  "kamctlrc database passwords 2": "assignment, in the family PBX configuration",
  "sipp with -au and -ap 1": "command, in the family SIP on the wire and at the console",
  "sipp with -au and -ap 2": "command, in the family SIP on the wire and at the console",
  "fs_cli with a password 1": "command, in the family SIP on the wire and at the console",
  "fs_cli with a password 2": "command, in the family SIP on the wire and at the console",
  "SIP URI with a password in a dial string 1":
    "url, in the family SIP on the wire and at the console",
  "SIP URI with a password in a dial string 2":
    "url, in the family SIP on the wire and at the console",
  "zuliprc (numbered Read result)": "assignment, in the family chat bots",
  "postconf -n with a static SASL map 1": "output, in the family what tools print",
  "postconf -n with a static SASL map 3": "output, in the family what tools print",
};

/** Corpus thirty-one's clean texts changed at first sight: label → family. */
export const THIRTYONE_CHANGED: Record<string, string> = {
  "sasl_passwd with a placeholder 3": "in the family clean mail",
  "dovecot passdb pointing at a file (as read)": "in the family clean mail",
  "dovecot passdb pointing at a file (pasted by the user)": "in the family clean mail",
  "FreeSWITCH user using the global default password variable (as read)":
    "in the family clean telephony",
  "FreeSWITCH user using the global default password variable (pasted by the user)":
    "in the family clean telephony",
  "Slack docs example token 2": "in the family clean chat, support and push",
  "Telegram docs example token 1": "in the family clean chat, support and push",
  "Telegram docs example token 2": "in the family clean chat, support and push",
};
