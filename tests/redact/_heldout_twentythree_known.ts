/**
 * Corpus twenty-three (written blind, see docs/redaction-corpus-twentythree.md: what people write to each other, in twenty-one languages): its misses
 * at first sight, against main at 78a8a1d (the rules of the end of the eleventh round; no engineer
 * who wrote them saw it): 187/256 = 73.0 % recall as written and in a record, 121/124 = 97.6 % untouched
 * (docs/redaction.md "Held-out corpus twenty-three"). Label → the case's shape and family. Four
 * Wi-Fi cards left this list with corpus twenty-two's `wifi-qr-password`, and three tables of logins
 * (Hebrew, Chinese, Korean) with g-announce's header words in other languages, both written without
 * seeing it (194/256 = 75.8 %).
 */
export const TWENTYTHREE_MISSED: Record<string, string> = {
  "Slack: a chosen password after 'here it is' (de)": "assignment, in the family chat threads",
  "Slack: a chosen password after 'here it is' (pt-BR)": "assignment, in the family chat threads",
  "Slack: a chosen password after 'here it is' (pl)": "assignment, in the family chat threads",
  "Slack: a chosen password after 'here it is' (uk)": "assignment, in the family chat threads",
  "Teams: the value alone in the next message (it)": "assignment, in the family chat threads",
  "Teams: the value alone in the next message (hi-Latn)": "assignment, in the family chat threads",
  "Slack: a typo corrected in the next message (ja)": "assignment, in the family chat threads",
  "Slack: a typo corrected in the next message (id)": "assignment, in the family chat threads",
  "Slack: a typo corrected in the next message (fr)": "assignment, in the family chat threads",
  "Slack: a typo corrected in the next message (it)": "assignment, in the family chat threads",
  "Telegram result.json: a password in a message's text (tr)":
    "assignment, in the family messenger exports",
  "Telegram result.json: a password in a message's text (ja)":
    "assignment, in the family messenger exports",
  "LINE chat history: a channel access token and secret (es)":
    "vendor, in the family messenger exports",
  "LINE chat history: a channel access token and secret (nl)":
    "vendor, in the family messenger exports",
  "LINE chat history: a channel access token and secret (ru)":
    "vendor, in the family messenger exports",
  "LINE chat history: a channel access token and secret (he)":
    "vendor, in the family messenger exports",
  "KakaoTalk export: a passphrase for the backup disk (ar)":
    "assignment, in the family messenger exports",
  "KakaoTalk export: a passphrase for the backup disk (hi-Latn)":
    "assignment, in the family messenger exports",
  "KakaoTalk export: a passphrase for the backup disk (ja)":
    "assignment, in the family messenger exports",
  "KakaoTalk export: a passphrase for the backup disk (id)":
    "assignment, in the family messenger exports",
  "Mail: logins in a plain-text table (th)": "assignment, in the family emails",
  "Service desk's automatic mail with a temporary password (zh-Hant)":
    "output, in the family emails",
  "Service desk's automatic mail with a temporary password (vi)": "output, in the family emails",
  "Service desk's automatic mail with a temporary password (de)": "output, in the family emails",
  "Service desk's automatic mail with a temporary password (pt-BR)": "output, in the family emails",
  "Mail: a Bitwarden Send link, its password in a postscript (pl)": "url, in the family emails",
  "Mail: a Bitwarden Send link, its password in a postscript (uk)": "url, in the family emails",
  "Mail: a Bitwarden Send link, its password in a postscript (hi)": "url, in the family emails",
  "Mail: a Bitwarden Send link, its password in a postscript (zh-Hant)":
    "url, in the family emails",
  "ServiceNow work note: a temporary password set for the caller (he)":
    "output, in the family helpdesk tickets",
  "ServiceNow work note: a temporary password set for the caller (zh-Hans)":
    "output, in the family helpdesk tickets",
  "ServiceNow work note: a temporary password set for the caller (ko)":
    "output, in the family helpdesk tickets",
  "ServiceNow work note: a temporary password set for the caller (th)":
    "output, in the family helpdesk tickets",
  "Zendesk public reply: a new password in quotation marks (zh-Hant)":
    "assignment, in the family helpdesk tickets",
  "Zendesk public reply: a new password in quotation marks (vi)":
    "assignment, in the family helpdesk tickets",
  "Zendesk public reply: a new password in quotation marks (de)":
    "assignment, in the family helpdesk tickets",
  "Zendesk public reply: a new password in quotation marks (pt-BR)":
    "assignment, in the family helpdesk tickets",
  "Confluence page: a table of environments with passwords (uk)":
    "assignment, in the family wiki and onboarding pages",
  "Confluence page: a table of environments with passwords (hi)":
    "assignment, in the family wiki and onboarding pages",
  "Confluence page: a table of environments with passwords (zh-Hant)":
    "assignment, in the family wiki and onboarding pages",
  "Confluence page: a table of environments with passwords (vi)":
    "assignment, in the family wiki and onboarding pages",
  "Onboarding doc: a VPN pre-shared key (es)":
    "assignment, in the family wiki and onboarding pages",
  "Handover: the backup passphrase of several words (ru)":
    "assignment, in the family handover notes and minutes",
  "Handover: the backup passphrase of several words (he)":
    "assignment, in the family handover notes and minutes",
  "Handover: the backup passphrase of several words (zh-Hans)":
    "assignment, in the family handover notes and minutes",
  "Handover: the backup passphrase of several words (ko)":
    "assignment, in the family handover notes and minutes",
  "Minutes: a SIM card's PUK for the on-call phone (ja)":
    "assignment, in the family handover notes and minutes",
  "Minutes: a SIM card's PUK for the on-call phone (id)":
    "assignment, in the family handover notes and minutes",
  "Minutes: a SIM card's PUK for the on-call phone (fr)":
    "assignment, in the family handover notes and minutes",
  "Minutes: a SIM card's PUK for the on-call phone (it)":
    "assignment, in the family handover notes and minutes",
  "Printed backup codes for a Google account (de)": "output, in the family cards and lists",
  "Printed backup codes for a Google account (pt-BR)": "output, in the family cards and lists",
  "Printed backup codes for a Google account (pl)": "output, in the family cards and lists",
  "Printed backup codes for a Google account (uk)": "output, in the family cards and lists",
  "Authenticator key in groups of four (ja)": "assignment, in the family cards and lists",
  "Authenticator key in groups of four (id)": "assignment, in the family cards and lists",
  "Authenticator key in groups of four (fr)": "assignment, in the family cards and lists",
  "Authenticator key in groups of four (it)": "assignment, in the family cards and lists",
  "One-time-secret link with its passphrase (pt-BR)": "url, in the family cards and lists",
  "One-time-secret link with its passphrase (pl)": "url, in the family cards and lists",
  "One-time-secret link with its passphrase (uk)": "url, in the family cards and lists",
  "One-time-secret link with its passphrase (hi)": "url, in the family cards and lists",
};

/** Corpus twenty-three's clean texts changed at first sight: label → family. */
export const TWENTYTHREE_CHANGED: Record<string, string> = {
  "Review: code that reads the password from the environment (tr)":
    "in the family clean tickets and code",
  "Jira: a login error with its request id (pt-BR)": "in the family clean tickets and code",
  "Jira: a login error with its request id (uk)": "in the family clean tickets and code",
};
