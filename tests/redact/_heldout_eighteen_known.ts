/**
 * Corpus eighteen (written blind, see docs/redaction-corpus-eighteen.md: secrets as the
 * assistants' own files store them, in eight formats, split across streamed deltas, cut short,
 * behind encoding layers): its misses and changed clean texts at first sight, against main at
 * a7ed7b0 (the tenth round's rules with the real-code false positives mended and the second pass's
 * window; none of their engineers saw it): 234/261 = 89.7 % recall and 123/124 = 99.2 % untouched
 * (docs/redaction.md "Held-out corpus eighteen"). Caught since ("Corpus eighteen after it was
 * seen"): the 19 secrets split across two streamed deltas or parts (`_string_pieces.ts` and
 * `cut-vendor-token`), the 4 in output cut short (`cut-vendor-token`, `cut-url-password`,
 * `cut-named-value`) and the 4 a terminal's colour codes hid (`colourView`, `_views.ts`). Still
 * missed: label → the case's shape and family (none).
 */
export const EIGHTEEN_MISSED: Record<string, string> = {};

/** Corpus eighteen's clean texts changed at first sight: label → family and the rule that took it. */
// (The one at first sight, `typed-password` taking a CSP `'nonce-…'` value, is mended: a nonce is
// sent to every browser.)
export const EIGHTEEN_CHANGED: Record<string, string> = {};
