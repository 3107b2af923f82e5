/**
 * Corpus thirty-eight (written blind, see docs/redaction-corpus-thirtyeight.md: DNS, domains, CDN, edge and TLS certificates): its misses
 * at first sight, against main at 1a757f2 (no engineer who wrote those rules saw it): 87.8 % recall as
 * written and in a record, 83.7 % untouched (docs/redaction.md "Held-out corpus thirty-eight").
 * Label → the case's shape and family.
 */
export const THIRTYEIGHT_MISSED: Record<string, string> = {
  "tsig-keygen output — as printed": "output, in the family DNS servers",
  "nsupdate -y on the command line — Claude Code tool result": "command, in the family DNS servers",
  "nsupdate -y on the command line — Codex answer": "command, in the family DNS servers",
  "DNSSEC RSA K-private file — terminal scrollback": "block, in the family DNS servers",
  "DNSSEC RSA K-private file — user message": "block, in the family DNS servers",
  "kdig -y AXFR — Read tool view": "command, in the family DNS servers",
  "kdig -y AXFR — as printed": "command, in the family DNS servers",
  "TSIG secret in a dnscontrol creds.json — terminal scrollback":
    "assignment, in the family DNS servers",
  "TSIG secret in a dnscontrol creds.json — user message": "assignment, in the family DNS servers",
  "Sucuri WAF API key and secret in a URL — Claude Code tool result":
    "url, in the family CDNs and WAFs",
  "Sucuri WAF API key and secret in a URL — Codex answer": "url, in the family CDNs and WAFs",
  "Varnish admin secret — as printed": "output, in the family CDNs and WAFs",
  "Varnish admin secret — Read tool view": "output, in the family CDNs and WAFs",
  "dig -y echoing its arguments — Read tool view": "output, in the family printed output",
  "dig -y echoing its arguments — as printed": "output, in the family printed output",
  "ps showing nsupdate -y — user message": "output, in the family printed output",
  "ps showing nsupdate -y — terminal scrollback": "output, in the family printed output",
  "openssl rsa -text private numbers — user message": "wrapped, in the family printed output",
  "openssl rsa -text private numbers — terminal scrollback":
    "wrapped, in the family printed output",
  "openssl ec -text private scalar — Codex answer": "wrapped, in the family printed output",
  "openssl ec -text private scalar — Claude Code tool result":
    "wrapped, in the family printed output",
  "lego debug log with an NS1 key — Claude Code tool result":
    "output, in the family printed output",
  "Cloudflare token in a sentence — as printed": "vendor, in the family chat, wrapped and encoded",
  "Cloudflare token in a sentence — Read tool view":
    "vendor, in the family chat, wrapped and encoded",
  "assistant repeating a Global API key — terminal scrollback":
    "vendor, in the family chat, wrapped and encoded",
  "assistant repeating a Global API key — user message":
    "vendor, in the family chat, wrapped and encoded",
  "Porkbun keys from a Slack thread — Claude Code tool result":
    "vendor, in the family chat, wrapped and encoded",
  "Porkbun keys from a Slack thread — Codex answer":
    "vendor, in the family chat, wrapped and encoded",
  "password manager note pasted — Claude Code tool result":
    "assignment, in the family chat, wrapped and encoded",
  "hex of a TSIG key from xxd — as printed": "encoded, in the family chat, wrapped and encoded",
  "hex of a TSIG key from xxd — Read tool view": "encoded, in the family chat, wrapped and encoded",
};

/** Corpus thirty-eight's clean texts changed at first sight: label → family. */
export const THIRTYEIGHT_CHANGED: Record<string, string> = {};
