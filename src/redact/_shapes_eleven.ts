/**
 * The rules added after held-out corpus eleven was seen (docs/redaction.md, "Corpus eleven after
 * it was seen"), by subject, in the order they run.
 */
import { CHAT_RULES } from "./_chat.ts";
import { CONFIG_FORM_RULES } from "./_config_forms.ts";
import { LANGUAGE_RULES } from "./_languages.ts";
import { DECODER_RULES, PIECE_RULES } from "./_pieces.ts";
import type { Rule } from "./_rule.ts";
import { SESSION_RULES } from "./_sessions.ts";
import { SQL_ROW_RULES } from "./_sql_rows.ts";
import { TERMINAL_TABLE_RULES } from "./_terminal_tables.ts";
import { TOOL_OUTPUT_RULES } from "./_tool_outputs.ts";
import { WEB_FORM_RULES } from "./_web_forms.ts";

/** The ones that run before the assignment rules (a form those would read only in part). */
export const ELEVEN_EARLY_RULES: readonly Rule[] = [
  ...SESSION_RULES,
  ...TERMINAL_TABLE_RULES,
  ...SQL_ROW_RULES,
  ...CONFIG_FORM_RULES,
  ...PIECE_RULES,
];

/** The ones that run last, with the prose rules. */
export const ELEVEN_LATE_RULES: readonly Rule[] = [
  ...DECODER_RULES,
  ...TOOL_OUTPUT_RULES,
  ...WEB_FORM_RULES,
  ...LANGUAGE_RULES,
  ...CHAT_RULES,
];
