/**
 * gitleaks' provider rules as ctx rules: the rule data (MIT licence; its notice, version and
 * commit are in `_gitleaks_data.json`, written by `scripts/gitleaks_import.ts`) run the way
 * `_gitleaks_match.ts` says. They cover the long tail of vendor tokens ctx has no rule of its own
 * for; a finding is reported as `gitleaks:<rule id>`.
 */
import data from "./_gitleaks_data.json" with { type: "json" };
import {
  compileAllowlist,
  type GitleaksAllowlist,
  gitleaksRule,
  type GitleaksRuleData,
} from "./_gitleaks_match.ts";
import type { Rule } from "./_rule.ts";

/** The bundled gitleaks version (a release tag). */
export const GITLEAKS_VERSION: string = data.version;

/** The bundled rule data, as read by `scripts/gitleaks_import.ts`. */
export const GITLEAKS_RULE_DATA: readonly GitleaksRuleData[] = data.rules;

let compiled: readonly Rule[] | undefined;

/**
 * gitleaks' rules, in its order. Compiled on first use (over 200 patterns): a process that never
 * redacts (`ctx mcp` until a tool needs it, the session-end hook) does not pay for them.
 */
export function gitleaksRules(): readonly Rule[] {
  if (compiled) return compiled;
  const global = (data.globalAllowlists satisfies readonly GitleaksAllowlist[])
    .map(compileAllowlist);
  compiled = GITLEAKS_RULE_DATA.map((d) => gitleaksRule(d, global));
  return compiled;
}
