/**
 * The rules of round six of shapes that generalise (docs/redaction.md, "Shapes that generalise,
 * round six"), written without sight of the next held-out corpus, by subject, in the order they
 * run: with the late rules, after the assignment and nearby rules and before prose.
 */
import { DUMP_RULES } from "./_dumps.ts";
import { ECHO_RULES } from "./_echoes.ts";
import { FIELD_PAIR_RULES } from "./_field_pairs.ts";
import { INDIRECT_RULES } from "./_indirect.ts";
import { LANGUAGE_KEY_RULES } from "./_language_keys.ts";
import type { Rule } from "./_rule.ts";

/** The ones that run last, with the prose rules. */
export const ROUND6_LATE_RULES: readonly Rule[] = [
  ...ECHO_RULES,
  ...DUMP_RULES,
  ...INDIRECT_RULES,
  ...FIELD_PAIR_RULES,
  ...LANGUAGE_KEY_RULES,
];
