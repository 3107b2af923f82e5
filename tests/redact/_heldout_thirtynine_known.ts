/**
 * Corpus thirty-nine (written blind, see docs/redaction-corpus-thirtynine.md: databases and their administration): its misses
 * at first sight, against main at 1a757f2 (no engineer who wrote those rules saw it): 90.0 % recall as
 * written and in a record, 97.5 % untouched (docs/redaction.md "Held-out corpus thirty-nine").
 * Label → the case's shape and family.
 */
export const THIRTYNINE_MISSED: Record<string, string> = {
  "redis.conf requirepass and masterauth — in a file read":
    "assignment, in the family configuration files",
  "redis.conf requirepass and masterauth — in a diff":
    "assignment, in the family configuration files",
  "pgBouncer userlist.txt with a password and a verifier — in a user's message":
    "block, in the family configuration files",
  "ClickHouse users.xml plain password and sha256 — in a diff":
    "block, in the family configuration files",
  "ClickHouse users.xml plain password and sha256 — in a terminal":
    "block, in the family configuration files",
  "Oracle wallet credential created with mkstore — as printed":
    "command, in the family configuration files",
  "Oracle wallet credential created with mkstore — in an assistant's answer":
    "command, in the family configuration files",
  "pgAdmin password stored in a pgpass referenced by servers.json — in a file read":
    "block, in the family configuration files",
  "Redis AUTH and CONFIG SET requirepass — in a file read": "command, in the family statements",
  "Redis ACL SETUSER — in a user's message": "command, in the family statements",
  "Redis ACL SETUSER — as printed": "command, in the family statements",
  "MongoDB changeUserPassword — as printed": "assignment, in the family statements",
  "Neo4j ALTER CURRENT USER SET PASSWORD — in a terminal": "assignment, in the family statements",
  "Supabase secret API key — in a terminal": "vendor, in the family managed services",
  "Supabase secret API key — in a file read": "vendor, in the family managed services",
  "pg_authid with SCRAM verifiers — in a file read": "output, in the family printed output",
  "mysql.user with native password hashes — in a user's message":
    "output, in the family printed output",
  "mysql.user with native password hashes — as printed": "output, in the family printed output",
  "elasticsearch-reset-password prints the new value — in a user's message":
    "output, in the family printed output",
  "a new sa password said in chat, with no name — as printed":
    "output, in the family printed output",
  "the password typed at the shell by mistake — in a terminal":
    "output, in the family printed output",
  "the password typed at the shell by mistake — in a file read":
    "output, in the family printed output",
  "Neon API key split by a shell line continuation — in a file read":
    "wrapped, in the family cut, encoded and said in prose",
  "a MySQL login path file shown as hex — in a file read":
    "encoded, in the family cut, encoded and said in prose",
  "a MySQL login path file shown as hex — in a diff":
    "encoded, in the family cut, encoded and said in prose",
  "a password manager CSV export — in a diff":
    "output, in the family cut, encoded and said in prose",
  "a handover note listing credentials — as printed":
    "output, in the family cut, encoded and said in prose",
  "a handover note listing credentials — in an assistant's answer":
    "output, in the family cut, encoded and said in prose",
  "a Redis password in a Sentinel config rewrite — in a diff":
    "assignment, in the family cut, encoded and said in prose",
};

/** Corpus thirty-nine's clean texts changed at first sight: label → family. */
export const THIRTYNINE_CHANGED: Record<string, string> = {
  "vault and secrets manager references — in an assistant's answer":
    "in the family clean connection strings and configuration",
  "vault and secrets manager references — in a user's message":
    "in the family clean connection strings and configuration",
  "vault and secrets manager references — as printed":
    "in the family clean connection strings and configuration",
};
