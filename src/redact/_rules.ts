/**
 * The redaction rules, in the order they run: secrets with their own shape first (a PEM block, a
 * JWT, a vendor token), then secrets known by their context (headers, command lines, client
 * files, connection strings), then generic `name = value` assignments. Later rules find
 * `[REDACTED]` where an earlier one fired and leave it alone, so each finding carries the most
 * precise name. docs/redaction.md lists every rule with an example.
 */
import { ASSIGNMENT_RULES } from "./_assignments.ts";
import { CONTEXT_RULES } from "./_contexts.ts";
import type { Rule } from "./_rule.ts";
import { TOKEN_RULES } from "./_tokens.ts";

export type { Rule } from "./_rule.ts";

/** Every rule, in the order they run. */
export const RULES: readonly Rule[] = [...TOKEN_RULES, ...CONTEXT_RULES, ...ASSIGNMENT_RULES];

/** The id reported for a base64 value that decodes to `user:password`. */
export const BASE64_CREDENTIAL = "base64-credential";
