/**
 * Corpus thirty-four (written blind, see docs/redaction-corpus-thirtyfour.md: AI agents, LLM applications and MCP servers), kept out of main
 * and blind to every branch of the fifteenth round as one of its end figures: its misses at the
 * round's end, main at e05287a — 279/289 = 96.5 % recall as written and in a record, 119/120 = 99.2 % untouched
 * (at the round's start, eee839c: 279/289 = 96.5 %, 119/120 = 99.2 %; docs/redaction.md "Held-out corpora thirty-three,
 * thirty-four and thirty-five: first sight and the round's end"). Label → the case's shape and
 * family.
 */
export const THIRTYFOUR_MISSED: Record<string, string> = {};

/** Corpus thirty-four's clean texts changed at first sight: label → family. */
export const THIRTYFOUR_CHANGED: Record<string, string> = {};
