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

/**
 * Corpus sixteen's clean texts still changed after its false positives were read as shapes
 * (docs/redaction.md, "Corpus sixteen after it was seen"): 107/112 untouched. Each one left is a
 * decision of an earlier round, kept: label → why.
 */
export const SIXTEEN_CHANGED: Record<string, string> = {
  "Sentry DSN and public client ids — Cursor answer quoting .env":
    "a Sentry DSN's key is redacted by decision (it lets anyone post events to the project)",
  "Sentry DSN and public client ids — Copilot request pasting .env":
    "a Sentry DSN's key is redacted by decision (it lets anyone post events to the project)",
  "Sentry DSN and public client ids — whole .env file":
    "a Sentry DSN's key is redacted by decision (it lets anyone post events to the project)",
  "public VAPID key and a masked private one — Codex exec output of kubectl get -o yaml":
    "a VAPID public key is redacted by decision: shaped as the private one, told from it only by the name beside it",
  "public VAPID key and a masked private one — ECS task definition":
    "a VAPID public key is redacted by decision: shaped as the private one, told from it only by the name beside it",
};
