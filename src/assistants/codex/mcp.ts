/**
 * Codex's ctx entry (`[mcp_servers.ctx]` in `~/.codex/config.toml`): Codex starts MCP servers with
 * a filtered environment, so the entry forwards, by name, the ctx variables set where
 * `ctx install` ran (`env_vars`), and `ctx status` says which are missing.
 */
import type { EnvVar } from "../../config/mod.ts";
import type { ClientConfig, Entry, ServerCommand } from "../../edit/clients.ts";

/**
 * Variables not listed for Codex: the ones it passes to every MCP server anyway (its default
 * allow-list, checked with Codex 0.169.0), NO_COLOR (`ctx mcp` prints no colours), and
 * CTX_LAUNCHER (the launcher Codex starts sets it itself; listed, Codex's own environment would
 * lack it and `codex doctor` would warn).
 */
const CODEX_PASSES = new Set<string>([
  "NO_COLOR",
  "CTX_LAUNCHER",
  "HOME",
  "PATH",
  "Path",
  "USERPROFILE",
  "LOGNAME",
  "USER",
  "SHELL",
  "LANG",
  "LC_ALL",
  "TERM",
  "TMPDIR",
  "TZ",
]);

/** Names earlier ctx versions put in Codex's `env_vars` although ctx does not read them. */
const RETIRED_ENV_VARS = new Set(["XDG_RUNTIME_DIR"]);

/**
 * The variables Codex must forward to ctx (names only, never values): it starts MCP servers with
 * a filtered environment, so without them a Codex-started ctx would use another `CTX_HOME`,
 * another backend or no key. Only the ones set now are listed, because `codex doctor` warns
 * about every listed variable that is not set.
 */
export function codexEnvVars(envSet: readonly EnvVar[]): string[] {
  return envSet.filter((name) => !CODEX_PASSES.has(name));
}

/**
 * Codex's `env_vars` after install: every name already listed stays (the user may list a ctx
 * variable that is set only where Codex runs, e.g. a key kept elsewhere), except the names
 * earlier ctx versions wrote although ctx does not read them; ctx's names set now are added.
 */
function mergeEnvVars(existing: unknown, ours: string[]): unknown[] {
  const nameOf = (v: unknown) =>
    typeof v === "string"
      ? v
      : typeof v === "object" && v !== null && "name" in v
      ? String((v as { name: unknown }).name)
      : undefined;
  const kept = (Array.isArray(existing) ? existing : []).filter((v) =>
    typeof v !== "string" || !RETIRED_ENV_VARS.has(v)
  );
  const keptNames = new Set(kept.map(nameOf));
  return [...kept, ...ours.filter((name) => !keptNames.has(name))];
}

/** Our table: `command`, `args` and `env_vars`; every other key the user set stays. */
export function codexEntry(
  existing: Entry | undefined,
  s: ServerCommand,
  c: ClientConfig,
): Entry {
  const { env_vars: had, ...rest } = existing ?? {};
  const envVars = mergeEnvVars(had, codexEnvVars(c.envSet));
  return {
    ...rest,
    command: s.command,
    args: s.args,
    ...(envVars.length > 0 || had !== undefined ? { env_vars: envVars } : {}),
  };
}

/** The ctx variables set here that our entry does not forward, as a warning for `ctx status`. */
export function codexEntryCheck(existing: Entry, c: ClientConfig): string[] {
  const listed = new Set(
    (Array.isArray(existing["env_vars"]) ? existing["env_vars"] : []).map((v: unknown) =>
      typeof v === "object" && v !== null ? (v as { name?: unknown }).name : v
    ),
  );
  const missing = codexEnvVars(c.envSet).filter((name) => !listed.has(name));
  if (missing.length === 0) return [];
  return [
    `Codex: ${missing.map((n) => `"${n}"`).join(", ")} ${missing.length === 1 ? "is" : "are"} ` +
    "set here but not forwarded to ctx (env_vars), so a Codex-started ctx does not see " +
    `${missing.length === 1 ? "it" : "them"}; hint: run ctx install again`,
  ];
}
