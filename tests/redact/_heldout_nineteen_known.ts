/**
 * Corpus nineteen (written blind, see docs/redaction-corpus-nineteen.md: HTTP and the web as a
 * developer pastes it): its misses and changed clean texts at first sight, against main at 05f9916
 * (before corpus seventeen's and eighteen's shapes; none of their engineers saw it): 262/276 =
 * 94.9 % recall and 103/121 = 85.1 % untouched (docs/redaction.md "Held-out corpus nineteen").
 * Every first-sight miss is caught since, as shapes (`oauth-code`, `pkce-verifier`,
 * `saml-response`, `cookie-wrapped`): none is left.
 */
export const NINETEEN_MISSED: Record<string, string> = {};

/**
 * Corpus nineteen's clean texts still changed after its shapes were read (docs/redaction.md,
 * "Corpus nineteen after it was seen"), each by decision: label → family and the rule that takes
 * it. Caught since, as shapes: a W3C `traceparent` (`nearby-secret`: 5), a token masked as
 * `eyJhbGciOi…(redacted)` (`secret-assignment`: 2), analytics, consent, preference and
 * stickiness cookies by their name (`cookie`: 6).
 */
export const NINETEEN_CHANGED: Record<string, string> = {
  "Copy as cURL of a public form post with its CSRF token 1":
    "in the family clean devtools copies: taken by `secret-assignment`, by decision (a CSRF token)",
  "Copy as cURL of a public form post with its CSRF token 2":
    "in the family clean devtools copies: taken by `secret-assignment`, by decision (a CSRF token)",
  "Copy as cURL of a public form post with its CSRF token 3":
    "in the family clean devtools copies: taken by `secret-assignment`, by decision (a CSRF token)",
  "Sentry DSN in a browser bundle":
    "in the family clean vendor calls and browser keys: taken by `sentry-credential`, by decision",
};
