/**
 * Corpus twenty-seven (written blind, see docs/redaction-corpus-twentyseven.md: business software and office automation: CRM, ERP, e-commerce, marketing, no-code): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 227/270 = 84.1 % recall as
 * written and in a record, 128/138 = 92.8 % untouched (docs/redaction.md "Held-out corpus twenty-seven").
 * Label → the case's shape and family.
 */
export const TWENTYSEVEN_MISSED: Record<string, string> = {
  "Freshdesk API key in an Apps Script with :X — quoted in an answer":
    "assignment, in the family CRM and support",
  "Odoo JSON-RPC login in curl with the admin password — quoted in an answer":
    "command, in the family ERP and finance",
  "Workday report in Power Query with the ISU password in the M code — quoted in an answer":
    "assignment, in the family ERP and finance",
  "Workday report in Power Query with the ISU password in the M code — as it stands":
    "assignment, in the family ERP and finance",
  "Outlook VBA sending through CDO with the mailbox password — as it stands":
    "block, in the family office automation",
  "Outlook VBA sending through CDO with the mailbox password — quoted in an answer":
    "block, in the family office automation",
  "CSV export of users with a password column — read by a tool":
    "output, in the family pasted exports, emails and OCR",
  "chat message telling the team a shared mailbox password — as it stands":
    "assignment, in the family pasted exports, emails and OCR",
  "OCR of a photo of a sticky note on a monitor — as it stands":
    "output, in the family pasted exports, emails and OCR",
  "OCR of a photo of a sticky note on a monitor — quoted in an answer":
    "output, in the family pasted exports, emails and OCR",
  "unnamed shipping API key pasted after a question — read by a tool":
    "output, in the family pasted exports, emails and OCR",
  "user import file for a support tool with initial passwords — as it stands":
    "block, in the family pasted exports, emails and OCR",
  "user import file for a support tool with initial passwords — quoted in an answer":
    "block, in the family pasted exports, emails and OCR",
};

/** Corpus twenty-seven's clean texts changed at first sight: label → family. */
export const TWENTYSEVEN_CHANGED: Record<string, string> = {
  "Shopify order webhook payload with gids — read by a tool":
    "in the family clean record ids and numbers",
  "Shopify order webhook payload with gids — as it stands":
    "in the family clean record ids and numbers",
  "Shopify order webhook payload with gids — pasted by a user":
    "in the family clean record ids and numbers",
  "VBA taking the password from an input box and a cell — read by a tool":
    "in the family clean scripts and settings",
  "VBA taking the password from an input box and a cell — as it stands":
    "in the family clean scripts and settings",
  "VBA taking the password from an input box and a cell — pasted by a user":
    "in the family clean scripts and settings",
};
