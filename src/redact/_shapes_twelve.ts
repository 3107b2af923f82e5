/**
 * The rules added after held-out corpus twelve was seen (docs/redaction.md, "Corpus twelve after
 * it was seen"), by subject, in the order they run.
 */
import { MORE_CODE_RULES } from "./_code_more.ts";
import { MORE_COMMAND_RULES } from "./_commands_more.ts";
import { LATE_CONFIG_RULES, MORE_CONFIG_RULES } from "./_config_more.ts";
import { CONTINUATION_RULES } from "./_continuations.ts";
import { ESCAPED_RUN_RULES } from "./_escaped_runs.ts";
import { HOOK_URL_RULES } from "./_hook_urls.ts";
import { MORE_KEY_EARLY_RULES, MORE_KEY_RULES } from "./_keys_more.ts";
import { LABELLED_VALUE_RULES } from "./_labelled_values.ts";
import { NAME_PAIR_RULES } from "./_name_pairs.ts";
import { MORE_LANGUAGE_RULES } from "./_languages_more.ts";
import { PRINTED_VALUE_RULES } from "./_printed_values.ts";
import type { Rule } from "./_rule.ts";

/** The ones that run before the assignment rules (a form those would read only in part). */
export const TWELVE_EARLY_RULES: readonly Rule[] = [
  ...MORE_COMMAND_RULES,
  ...MORE_CONFIG_RULES,
  ...MORE_KEY_EARLY_RULES,
];

/** The ones that run last, with the prose rules. */
export const TWELVE_LATE_RULES: readonly Rule[] = [
  ...MORE_KEY_RULES,
  ...ESCAPED_RUN_RULES,
  ...PRINTED_VALUE_RULES,
  ...NAME_PAIR_RULES,
  ...MORE_CODE_RULES,
  ...LATE_CONFIG_RULES,
  ...HOOK_URL_RULES,
  ...LABELLED_VALUE_RULES,
  ...MORE_LANGUAGE_RULES,
  ...CONTINUATION_RULES,
];
