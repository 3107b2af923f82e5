/**
 * Corpus forty-one (written blind, see docs/redaction-corpus-fortyone.md: hosting providers and the clouds beyond the big three): its misses
 * at first sight, against main at 1a757f2 (this list: what main at 8f34b44 still missed when the corpus was first read) (no engineer who wrote those rules saw it): 90.3 % recall as
 * written and in a record, 95.7 % untouched (docs/redaction.md "Held-out corpus forty-one").
 * Label → the case's shape and family.
 */
export const FORTYONE_MISSED: Record<string, string> = {
  "fly tokens create deploy output — Claude Code tool result":
    "output, in the family platform tokens",
  "fly tokens create deploy output — assistant answer": "output, in the family platform tokens",
  "Heroku API key from auth:token — assistant answer": "output, in the family platform tokens",
  "Heroku API key from auth:token — terminal": "output, in the family platform tokens",
  "Linode object storage keys created — Codex command output":
    "output, in the family compute clouds",
  "Linode object storage keys created — user paste": "output, in the family compute clouds",
  "OVH ovh.conf — assistant answer": "block, in the family compute clouds",
  "OVH ovh.conf — terminal": "block, in the family compute clouds",
  "OCI config with the key's pass phrase — terminal": "assignment, in the family enterprise clouds",
  "b2 key create output — Codex command output": "output, in the family object storage",
  "Plesk secret key created — assistant answer": "output, in the family shared hosting and panels",
  "Plesk secret key created — terminal": "output, in the family shared hosting and panels",
  "pveum token add output — Claude Code tool result":
    "output, in the family private clouds and virtualisation",
  "pveum token add output — assistant answer":
    "output, in the family private clouds and virtualisation",
  "ovh provider block — assistant answer": "assignment, in the family Terraform and cloud-init",
  "ovh provider block — terminal": "assignment, in the family Terraform and cloud-init",
  "deploy log echoing a registry login — user paste": "output, in the family printed output",
  "deploy log echoing a registry login — Claude Code tool result":
    "output, in the family printed output",
  "Linode API answer quoted with root_pass — Claude Code tool result":
    "output, in the family printed output",
  "Linode API answer quoted with root_pass — assistant answer":
    "output, in the family printed output",
  "B2 application key split across a table cell — Codex command output":
    "wrapped, in the family wrapped and encoded",
  "B2 application key split across a table cell — user paste":
    "wrapped, in the family wrapped and encoded",
  "Cloudinary URL folded in a log — user paste": "wrapped, in the family wrapped and encoded",
  "Cloudinary URL folded in a log — Claude Code tool result":
    "wrapped, in the family wrapped and encoded",
  "echo of a Scaleway secret — Claude Code tool result": "output, in the family bare values",
  "Vultr key read from a file — Codex command output": "output, in the family bare values",
  "Vultr key read from a file — user paste": "output, in the family bare values",
};

/** Corpus forty-one's clean texts changed at first sight: label → family. */
export const FORTYONE_CHANGED: Record<string, string> = {
  ".env.example with placeholders — user paste": "in the family clean configuration",
  ".env.example with placeholders — terminal": "in the family clean configuration",
  ".env.example with placeholders — Claude Code tool result": "in the family clean configuration",
  "vendors' documented masked keys — user paste": "in the family clean configuration",
  "vendors' documented masked keys — terminal": "in the family clean configuration",
  "vendors' documented masked keys — Claude Code tool result": "in the family clean configuration",
};
