/**
 * The names of every environment variable ctx reads, and the one way the readers of this folder
 * get a value: a `Getter` takes only these names, so `ENV_VARS` is complete by construction.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The OS ctx runs on, as `Deno.build.os` names it. */
export type Os = "linux" | "darwin" | "windows" | (string & Record<never, never>);

/**
 * Every environment variable ctx reads, by name. `loadConfig` reads no other (its getter only
 * takes these names), so this list is also what an MCP client that starts ctx with a filtered
 * environment must forward (`ctx install` writes it into Codex's `env_vars`, names only).
 */
export const ENV_VARS = [
  "HOME",
  "USERPROFILE",
  "PATH",
  "Path",
  "VENDORA_API_KEY",
  "VENDORA_BASE_URL",
  "VENDORB_API_KEY",
  "VENDORB_BASE_URL",
  "VENDORC_API_KEY",
  "VENDORC_BASE_URL",
  "CTX_BACKEND_ALLOW_HTTP",
  "CTX_API_KEY",
  "CTX_API_URL",
  "CTX_API_ALLOW_HTTP",
  "CTX_SERVE_DB",
  "CTX_MCP_TEAM_SEARCH",
  "CTX_CONCURRENCY",
  "CTX_MAX_CHARS",
  "CTX_BRIEF_TOKENS",
  "MODEL",
  "REPAIR_MODEL",
  "TEMPERATURE",
  "TOP_P",
  "MAX_COMPLETION_TOKENS",
  "SANITIZE_CHAT",
  "EXTRACT_USER_QUERIES_ONLY",
  "DEBUG_LLM_OUTPUT",
  "CTX_HOME",
  "CTX_INSTALL_DIR",
  "CTX_LAUNCHER",
  "CTX_CLI_BACKEND",
  "CTX_KEYCHAIN",
  "CLAUDE_CONFIG_DIR",
  "CODEX_HOME",
  "CLINE_DIR",
  "CLINE_DATA_DIR",
  "CONTINUE_GLOBAL_DIR",
  "COPILOT_HOME",
  "QWEN_HOME",
  "QWEN_RUNTIME_DIR",
  "GOOSE_PATH_ROOT",
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
  "OPENCODE_DB",
  "CRUSH_GLOBAL_CONFIG",
  "CRUSH_GLOBAL_DATA",
  "APPDATA",
  "LOCALAPPDATA",
  "DBUS_SESSION_BUS_ADDRESS",
  "NO_COLOR",
] as const;

export type EnvVar = typeof ENV_VARS[number];

/** A variable's value, trimmed; `undefined` when unset or blank. */
export type Getter = (name: EnvVar) => string | undefined;

/** The raw value of one of ctx's variables (the only way this folder reads `env`). */
export function envValue(env: Env, name: EnvVar): string | undefined {
  return env[name];
}

/** The getter over `env`: trimmed values, blank counted as unset. */
export function getter(env: Env): Getter {
  return (name) => {
    const value = envValue(env, name);
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };
}
