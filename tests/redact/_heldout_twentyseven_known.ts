/**
 * Corpus twenty-seven (written blind, see docs/redaction-corpus-twentyseven.md: business software and office automation: CRM, ERP, e-commerce, marketing, no-code): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 227/270 = 84.1 % recall as
 * written and in a record, 128/138 = 92.8 % untouched (docs/redaction.md "Held-out corpus twenty-seven").
 * Label → the case's shape and family.
 */
export const TWENTYSEVEN_MISSED: Record<string, string> = {
  "Freshdesk API key in an Apps Script with :X — quoted in an answer":
    "assignment, in the family CRM and support",
  "NetSuite token-based auth's four values in a .env — as it stands":
    "assignment, in the family ERP and finance",
  "NetSuite token-based auth's four values in a .env — quoted in an answer":
    "assignment, in the family ERP and finance",
  "Odoo JSON-RPC login in curl with the admin password — quoted in an answer":
    "command, in the family ERP and finance",
  "Workday report in Power Query with the ISU password in the M code — quoted in an answer":
    "assignment, in the family ERP and finance",
  "Workday report in Power Query with the ISU password in the M code — as it stands":
    "assignment, in the family ERP and finance",
  "Odoo API key shown once after it was made — quoted in an answer":
    "output, in the family ERP and finance",
  "Odoo API key shown once after it was made — as it stands":
    "output, in the family ERP and finance",
  "Magento integration activated: four values on screen — read by a tool":
    "output, in the family e-commerce",
  "Magento integration activated: four values on screen — pasted by a user":
    "output, in the family e-commerce",
  "Postmark server token in a PHP mailer — read by a tool":
    "assignment, in the family marketing and email",
  "Postmark server token in a PHP mailer — pasted by a user":
    "assignment, in the family marketing and email",
  "Klaviyo private key in an API call — as it stands": "command, in the family marketing and email",
  "Klaviyo private key in an API call — quoted in an answer":
    "command, in the family marketing and email",
  "Mailchimp key wrapped in a pasted support ticket — pasted by a user":
    "wrapped, in the family marketing and email",
  "Mailchimp key wrapped in a pasted support ticket — read by a tool":
    "wrapped, in the family marketing and email",
  "VBA line continuation splitting an API token — quoted in an answer":
    "wrapped, in the family office automation",
  "VBA line continuation splitting an API token — as it stands":
    "wrapped, in the family office automation",
  "Outlook VBA sending through CDO with the mailbox password — as it stands":
    "block, in the family office automation",
  "Outlook VBA sending through CDO with the mailbox password — quoted in an answer":
    "block, in the family office automation",
  "Zapier catch hook URL in a form's action — read by a tool": "url, in the family no-code flows",
  "Zapier catch hook URL in a form's action — pasted by a user": "url, in the family no-code flows",
  "Make webhook URL wrapped in a forwarded email — pasted by a user":
    "wrapped, in the family no-code flows",
  "Make webhook URL wrapped in a forwarded email — read by a tool":
    "wrapped, in the family no-code flows",
  "CSV export of users with a password column — read by a tool":
    "output, in the family pasted exports, emails and OCR",
  "OCR of a screenshot of Shopify's API credentials page — read by a tool":
    "vendor, in the family pasted exports, emails and OCR",
  "OCR of a NetSuite access token screen — quoted in an answer":
    "output, in the family pasted exports, emails and OCR",
  "OCR of a NetSuite access token screen — as it stands":
    "output, in the family pasted exports, emails and OCR",
  "OCR of a screenshot that broke a token over two lines — read by a tool":
    "wrapped, in the family pasted exports, emails and OCR",
  "OCR of a screenshot that broke a token over two lines — pasted by a user":
    "wrapped, in the family pasted exports, emails and OCR",
  "chat message telling the team a shared mailbox password — as it stands":
    "assignment, in the family pasted exports, emails and OCR",
  "OCR of a photo of a sticky note on a monitor — as it stands":
    "output, in the family pasted exports, emails and OCR",
  "OCR of a photo of a sticky note on a monitor — quoted in an answer":
    "output, in the family pasted exports, emails and OCR",
  "quoted email whose password line wrapped at 72 columns — pasted by a user":
    "wrapped, in the family pasted exports, emails and OCR",
  "quoted email whose password line wrapped at 72 columns — read by a tool":
    "wrapped, in the family pasted exports, emails and OCR",
  "unnamed shipping API key pasted after a question — read by a tool":
    "output, in the family pasted exports, emails and OCR",
  "user import file for a support tool with initial passwords — as it stands":
    "block, in the family pasted exports, emails and OCR",
  "user import file for a support tool with initial passwords — quoted in an answer":
    "block, in the family pasted exports, emails and OCR",
  "Zapier MCP server URL with its key in the path — as it stands":
    "url, in the family assistant records and MCP configs",
  "Zapier MCP server URL with its key in the path — read by a tool":
    "url, in the family assistant records and MCP configs",
  "Codex exec_command_end listing a NetSuite token secret — as it stands":
    "output, in the family assistant records and MCP configs",
  "Codex exec_command_end listing a NetSuite token secret — read by a tool":
    "output, in the family assistant records and MCP configs",
  "terminal tool output wrapped at 80 columns with a Pipedrive token — read by a tool":
    "wrapped, in the family assistant records and MCP configs",
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
  "masked values copied from admin screens — read by a tool":
    "in the family clean scripts and settings",
  "OCR of a credential page after the token was hidden — as it stands":
    "in the family clean pasted text",
  "OCR of a credential page after the token was hidden — pasted by a user":
    "in the family clean pasted text",
  "OCR of a credential page after the token was hidden — quoted in an answer":
    "in the family clean pasted text",
};
