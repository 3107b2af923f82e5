/**
 * The environment of the subscription CLI child (`claude -p`): an allowlist of the user's
 * variables, never ctx's own or a key.
 */
import type { Env } from "./_vars.ts";

/**
 * Variables the subscription CLI (`claude -p`) gets, by exact name (case-insensitive, as on
 * Windows): where programs and the user's files are, temp folders, locale and time zone,
 * proxies and TLS roots.
 */
const CLI_ENV_NAMES = new Set([
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "TMPDIR",
  "TMP",
  "TEMP",
  "LANG",
  "LANGUAGE",
  "TZ",
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
  "XDG_STATE_HOME",
  "XDG_CACHE_HOME",
  "XDG_RUNTIME_DIR",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "ALL_PROXY",
  "NO_PROXY",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "DO_NOT_TRACK",
  // Windows: what a program needs to start and find the user's folders.
  "USERPROFILE",
  "USERNAME",
  "APPDATA",
  "LOCALAPPDATA",
  "HOMEDRIVE",
  "HOMEPATH",
  "SYSTEMROOT",
  "SYSTEMDRIVE",
  "WINDIR",
  "COMSPEC",
  "PATHEXT",
  "PROGRAMDATA",
  "PROGRAMFILES",
  "PROGRAMFILES(X86)",
]);

/**
 * Prefixes of the CLI's own settings: `CLAUDE_*` (e.g. `CLAUDE_CONFIG_DIR`,
 * `CLAUDE_CODE_OAUTH_TOKEN`), `ANTHROPIC_*` (its login and endpoint), `DISABLE_*` (its telemetry
 * and update switches) and the locale's `LC_*`.
 */
const CLI_ENV_PREFIXES = ["CLAUDE_", "ANTHROPIC_", "DISABLE_", "LC_"];

/**
 * The environment of the subscription CLI child: only the allowlist above, plus the cloud
 * credentials `claude` needs when it is set to use them (`AWS_*` with
 * `CLAUDE_CODE_USE_BEDROCK`, `GOOGLE_*`/`CLOUD_ML_REGION` with `CLAUDE_CODE_USE_VERTEX`).
 * ctx's own variables (`CTX_*`, the team key) and the vendor keys are never passed, but for
 * `CTX_HOME` = `ctxHome` (resolved; a path, not a secret): the CLI hands it to the session-end
 * hook it runs when ctx's call ends, so that the hook knows the call is ctx's own. A relative
 * `CLAUDE_CONFIG_DIR` is passed as `claudeConfigDir`, the folder the configuration resolved it
 * to: the child runs in ctx's scratch folder, where the relative one would name another folder.
 */
export function cliEnvironment(
  env: Env,
  ctxHome: string,
  claudeConfigDir?: string,
): Record<string, string> {
  // Walks the entries instead of reading names: these variables are forwarded, never used by
  // ctx itself, so they stay out of ENV_VARS (the list Codex is told to forward).
  const entries = Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined);
  const set = (name: string) => entries.some(([n, v]) => n === name && v.trim() !== "");
  const prefixes = [
    ...CLI_ENV_PREFIXES,
    ...(set("CLAUDE_CODE_USE_BEDROCK") ? ["AWS_"] : []),
    ...(set("CLAUDE_CODE_USE_VERTEX") ? ["GOOGLE_", "CLOUD_ML_"] : []),
  ];
  const out: Record<string, string> = { CTX_HOME: ctxHome };
  for (const [name, value] of entries) {
    const upper = name.toUpperCase();
    if (/^(CTX_|VENDOR[ABC]_)/.test(upper)) continue;
    if (CLI_ENV_NAMES.has(upper) || prefixes.some((p) => upper.startsWith(p))) out[name] = value;
    if (upper === "CLAUDE_CONFIG_DIR" && claudeConfigDir !== undefined) out[name] = claudeConfigDir;
  }
  return out;
}
