/**
 * The rules of round seven of shapes that generalise (docs/redaction.md, "Shapes that generalise,
 * round seven"), written without sight of the next held-out corpus, by subject, in the order they
 * run: with the late rules, after round six's and the rules added after corpus twelve.
 */
import { JOINED_VARIABLE_RULES } from "./_joined_variables.ts";
import { PLAIN_DUMP_RULES } from "./_plain_dumps.ts";
import { QUOTED_LINE_RULES } from "./_quoted_lines.ts";
import type { Rule } from "./_rule.ts";

/** The ones that run last, with the prose rules. */
export const ROUND7_LATE_RULES: readonly Rule[] = [
  ...PLAIN_DUMP_RULES,
  ...QUOTED_LINE_RULES,
  ...JOINED_VARIABLE_RULES,
];
