/**
 * Corpus sixteen (written blind, see docs/redaction-corpus-sixteen.md: every case inside a long,
 * realistic chunk of a session): its misses and changed clean texts at first sight, against main
 * with every round of the tenth round merged (none of them saw it): 263/266 = 98.9 % recall and
 * 96/112 = 85.7 % untouched (docs/redaction.md "Held-out corpus sixteen"); against the rules at the
 * start of that round, 98.5 % and 86.6 %. Not yet read as shapes: label → the case's shape and
 * family.
 */
export const SIXTEEN_MISSED: Record<string, string> = {
  "urllib3 debug line posting to a Slack webhook — Codex exec output of a deploy":
    "url, in the family build and deploy logs",
  "urllib3 debug line posting to a Slack webhook — GitHub Actions log":
    "url, in the family build and deploy logs",
  "urllib3 debug line posting to a Slack webhook — BuildKit log":
    "url, in the family build and deploy logs",
};

/** Corpus sixteen's clean texts changed at first sight, label → the family. */
export const SIXTEEN_CHANGED: Record<string, string> = {
  "npm publish notices with shasum and integrity — terminal scrollback":
    "in the family clean logs and files",
  "1Password references — whole .env file": "in the family clean logs and files",
  "SOPS-encrypted dotenv values — whole .env file": "in the family clean logs and files",
  "cache keys and digests — diff of .env.staging": "in the family clean logs and files",
  "cache keys and digests — Cursor answer quoting .env": "in the family clean logs and files",
  "cache keys and digests — Copilot request pasting .env": "in the family clean logs and files",
  "Sentry DSN and public client ids — Cursor answer quoting .env":
    "in the family clean logs and files",
  "Sentry DSN and public client ids — Copilot request pasting .env":
    "in the family clean logs and files",
  "Sentry DSN and public client ids — whole .env file": "in the family clean logs and files",
  "checksums and pull secrets — Copilot request pasting config.yaml":
    "in the family clean logs and files",
  "checksums and pull secrets — whole values.yaml": "in the family clean logs and files",
  "checksums and pull secrets — Claude Code Read of config.yaml":
    "in the family clean logs and files",
  "caBundle of a public certificate — whole values.yaml": "in the family clean logs and files",
  "empty and placeholder keys — ps eww": "in the family clean environment dumps",
  "public VAPID key and a masked private one — Codex exec output of kubectl get -o yaml":
    "in the family clean environment dumps",
  "public VAPID key and a masked private one — ECS task definition":
    "in the family clean environment dumps",
};
