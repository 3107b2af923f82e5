/**
 * Corpus twenty-nine (written blind, see docs/redaction-corpus-twentynine.md: science, health and the public sector): its misses
 * at first sight, against main at d62764a (no engineer who wrote those rules saw it): 219/260 = 84.2 % recall as
 * written and in a record, 113/119 = 95.0 % untouched (docs/redaction.md "Held-out corpus twenty-nine").
 * Label → the case's shape and family.
 */
export const TWENTYNINE_MISSED: Record<string, string> = {
  "iinit with the iRODS password on the command line — ticket":
    "command, in the family research computing",
  "sshpass password cut by a narrow terminal — as written":
    "wrapped, in the family research computing",
  "Dataverse API token as a header — mail (de)": "command, in the family research services",
  "Dataverse API token as a header — mail (fi)": "command, in the family research services",
  "ArcGIS Enterprise portal login in a Python notebook — Codex output":
    "assignment, in the family surveys and earth observation",
  "ArcGIS Enterprise portal login in a Python notebook — ticket":
    "assignment, in the family surveys and earth observation",
  "Copernicus CDS ~/.cdsapirc with key — ticket":
    "assignment, in the family surveys and earth observation",
  "Copernicus CDS ~/.cdsapirc with key — Codex output":
    "assignment, in the family surveys and earth observation",
  "Epic interconnect log echoing the Epic-Client-ID and a password — ticket":
    "output, in the family FHIR and EHR vendors",
  "Epic interconnect log echoing the Epic-Client-ID and a password — Codex output":
    "output, in the family FHIR and EHR vendors",
  "Mirth channel XML with a database reader's password — wiki page":
    "assignment, in the family hospital interfaces",
  "HL7 v2 message whose MSH carries a security field — Codex output":
    "output, in the family hospital interfaces",
  "Mirth CLI login with a password — assistant's answer":
    "command, in the family hospital interfaces",
  "Orthanc configuration with registered users — Codex output":
    "assignment, in the family hospital interfaces",
  "Orthanc configuration with registered users — ticket":
    "assignment, in the family hospital interfaces",
  "insurance eligibility 270/271 response logged with the submitter's password — mail (es)":
    "output, in the family hospital interfaces",
  "insurance eligibility 270/271 response logged with the submitter's password — mail (fi)":
    "output, in the family hospital interfaces",
  "PACS admin password spelled over two lines of a handover note — mail (nl)":
    "wrapped, in the family hospital interfaces",
  "PACS admin password spelled over two lines of a handover note — ticket":
    "wrapped, in the family hospital interfaces",
  "Socrata app token and secret in sodapy — Codex output":
    "assignment, in the family public identity and open data",
  "Socrata app token and secret in sodapy — ticket":
    "assignment, in the family public identity and open data",
  "ELSTER certificate PIN in an ERiC config (German) — mail (de)":
    "assignment, in the family tax, e-invoicing and municipal portals",
  "ELSTER certificate PIN in an ERiC config (German) — mail (fi)":
    "assignment, in the family tax, e-invoicing and municipal portals",
  "PKCS#12 certificate itself pasted as base64 with its password — Codex output":
    "encoded, in the family tax, e-invoicing and municipal portals",
  "tax portal password split over two lines of a note (Spanish) — assistant's answer":
    "wrapped, in the family tax, e-invoicing and municipal portals",
  "tax portal password split over two lines of a note (Spanish) — as written":
    "wrapped, in the family tax, e-invoicing and municipal portals",
  "Spanish sentence with user and password — mail (es)":
    "assignment, in the family values with no name, in the places' languages",
  "Spanish sentence with user and password — mail (en)":
    "assignment, in the family values with no name, in the places' languages",
  "an unlabelled secret in a Danish handover — mail (en)":
    "vendor, in the family values with no name, in the places' languages",
  "an unlabelled secret in a Danish handover — mail (es)":
    "vendor, in the family values with no name, in the places' languages",
  "French clinician's message with a PIN and a password in parentheses — pasted to Claude Code":
    "assignment, in the family values with no name, in the places' languages",
  "English note with a password in quotes and no label — Codex output":
    "assignment, in the family values with no name, in the places' languages",
  "English note with a password in quotes and no label — mail (no)":
    "assignment, in the family values with no name, in the places' languages",
  "a bare hex key sent as a correction — mail (de)":
    "vendor, in the family values with no name, in the places' languages",
  "a bare hex key sent as a correction — mail (da)":
    "vendor, in the family values with no name, in the places' languages",
  "a share link with its secret in the fragment, in Dutch — mail (fr)":
    "url, in the family values with no name, in the places' languages",
  "a share link with its secret in the fragment, in Dutch — mail (fi)":
    "url, in the family values with no name, in the places' languages",
  "a password split by a mail client's line length — mail (es)":
    "wrapped, in the family values with no name, in the places' languages",
  "a password split by a mail client's line length — mail (en)":
    "wrapped, in the family values with no name, in the places' languages",
  "davfs2 secrets line — assistant's answer":
    "assignment, in the family research software and storage",
  "davfs2 secrets line — as written": "assignment, in the family research software and storage",
};

/** Corpus twenty-nine's clean texts changed at first sight: label → family. */
export const TWENTYNINE_CHANGED: Record<string, string> = {
  "audit log with request and trace ids — mail (no)": "in the family clean health texts",
  "FHIR Provenance with a signature's public parts — Codex output":
    "in the family clean health texts",
  "api.data.gov call with DEMO_KEY — ticket": "in the family clean public-sector texts and mails",
  "api.data.gov call with DEMO_KEY — mail (da)":
    "in the family clean public-sector texts and mails",
  "eIDAS metadata with a public signing certificate — wiki page":
    "in the family clean public-sector texts and mails",
  "eIDAS metadata with a public signing certificate — mail (en)":
    "in the family clean public-sector texts and mails",
};
