/**
 * Every environment variable ctx reads, validated once. Nothing else in ctx reads the
 * environment: `main.ts` passes `Deno.env.toObject()` here and hands the frozen result down.
 *
 * @example
 * const config = loadConfig({ CTX_CONCURRENCY: "4" }, { os: "linux", home: "/home/a" });
 * config.concurrency; // 4
 */
import { join, posix, win32 } from "node:path";
import { ConfigError } from "./errors.ts";

export type Os = "linux" | "darwin" | "windows" | (string & Record<never, never>);

export interface VendorConfig {
  apiKey: string | undefined;
  baseUrl: string;
}

export interface Config {
  os: Os;
  home: string;
  vendorA: VendorConfig;
  vendorB: VendorConfig;
  vendorC: VendorConfig;
  /** Team key (CI), endpoint (none by default), CTX_API_ALLOW_HTTP; `ctx serve`'s CTX_SERVE_DB. */
  team: { apiKey?: string; apiUrl?: string; allowHttp: boolean; serveDb?: string };
  /** Max concurrent model calls; `undefined` when unset (the CLI backend then uses 1). */
  concurrency: number | undefined;
  maxChars: number;
  model: string | undefined;
  repairModel: string | undefined;
  temperature: number;
  topP: number;
  maxCompletionTokens: number;
  sanitizeChat: boolean;
  userQueriesOnly: boolean;
  debugLlmOutput: boolean;
  /** Per-user store: index, ledger, non-local summaries, key file fallback. */
  ctxHome: string;
  /** Program the subscription CLI backend runs (`-p`, prompt on stdin). */
  cliBackend: string;
  keychain: "auto" | "off";
  /** Claude Code's config dir override (`CLAUDE_CONFIG_DIR`). */
  claudeConfigDir: string | undefined;
  /** Codex's home override (`CODEX_HOME`). */
  codexHome: string | undefined;
  /** XDG / Windows app-data roots, for finding editors' storage. */
  xdgConfigHome: string | undefined;
  appData: string | undefined;
  localAppData: string | undefined;
  /** D-Bus session bus, for the Linux keychain (`secret-tool`). */
  dbusSessionBusAddress: string | undefined;
  /** PATH, for finding programs (the subscription CLI, editors' CLIs). */
  path: string;
  /** The subscription CLI's environment: `cliEnvironment`'s allowlist (no key), and `CTX_HOME`. */
  cliEnv: Readonly<Record<string, string>>;
  /** True when `NO_COLOR` is set. */
  noColor: boolean;
  /** Which of `ENV_VARS` are set (non-empty) here: names only, never values. */
  envSet: readonly EnvVar[];
  /** Where `install.sh` and `deno task install` put the `ctx` command (`CTX_INSTALL_DIR`). */
  installDir: string;
  /**
   * The `ctx` launcher that started this process (`CTX_LAUNCHER`, set by the launcher that
   * `deno task install` writes): the stable command to register in editors.
   */
  launcher: string | undefined;
}

export const DEFAULTS = {
  vendorABaseUrl: "https://api.anthropic.com",
  vendorBBaseUrl: "https://api.openai.com/v1",
  vendorCBaseUrl: "https://integrate.api.nvidia.com/v1",
  maxChars: 20_000,
  temperature: 0,
  topP: 0.95,
  maxCompletionTokens: 4096,
  cliBackend: "claude",
  defaultConcurrency: 8,
} as const;

export type Env = Readonly<Record<string, string | undefined>>;

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
  "CTX_API_KEY",
  "CTX_API_URL",
  "CTX_API_ALLOW_HTTP",
  "CTX_SERVE_DB",
  "CTX_CONCURRENCY",
  "CTX_MAX_CHARS",
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
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
  "APPDATA",
  "LOCALAPPDATA",
  "DBUS_SESSION_BUS_ADDRESS",
  "NO_COLOR",
] as const;

export type EnvVar = typeof ENV_VARS[number];

/** The raw value of one of ctx's variables (the only way this module reads `env`). */
function envValue(env: Env, name: EnvVar): string | undefined {
  return env[name];
}

export interface LoadConfigOptions {
  os: Os;
  /** Home directory; defaults to `HOME` (or `USERPROFILE` on Windows) from `env`. */
  home?: string;
}

/** Validate `env` and return the frozen configuration. Throws `ConfigError` naming the variable. */
export function loadConfig(env: Env, options: LoadConfigOptions): Readonly<Config> {
  const { os } = options;
  const home = options.home ?? envValue(env, "HOME") ?? envValue(env, "USERPROFILE");
  if (!home) {
    throw new ConfigError("Cannot find the home directory: HOME is not set", {
      hint: "set HOME (or USERPROFILE on Windows)",
    });
  }
  const get = (name: EnvVar): string | undefined => {
    const value = envValue(env, name);
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };
  const ctxHome = absolutePath(get, "CTX_HOME", os) ?? defaultCtxHome(os, home, env);
  const config: Config = {
    os,
    home,
    vendorA: vendor(get, "VENDORA", DEFAULTS.vendorABaseUrl),
    vendorB: vendor(get, "VENDORB", DEFAULTS.vendorBBaseUrl),
    vendorC: vendor(get, "VENDORC", DEFAULTS.vendorCBaseUrl),
    team: {
      apiKey: get("CTX_API_KEY"),
      apiUrl: get("CTX_API_URL") === undefined ? undefined : url(get, "CTX_API_URL", ""),
      allowHttp: bool(get, "CTX_API_ALLOW_HTTP", false),
      serveDb: get("CTX_SERVE_DB"),
    },
    concurrency: optionalInt(get, "CTX_CONCURRENCY", 1, 256),
    maxChars: int(get, "CTX_MAX_CHARS", DEFAULTS.maxChars, 500, 10_000_000),
    model: get("MODEL"),
    repairModel: get("REPAIR_MODEL"),
    temperature: num(get, "TEMPERATURE", DEFAULTS.temperature, 0, 2),
    topP: num(get, "TOP_P", DEFAULTS.topP, 0, 1),
    maxCompletionTokens: int(get, "MAX_COMPLETION_TOKENS", DEFAULTS.maxCompletionTokens, 16, 1e6),
    sanitizeChat: bool(get, "SANITIZE_CHAT", true),
    userQueriesOnly: bool(get, "EXTRACT_USER_QUERIES_ONLY", false),
    debugLlmOutput: bool(get, "DEBUG_LLM_OUTPUT", false),
    ctxHome,
    cliBackend: get("CTX_CLI_BACKEND") ?? DEFAULTS.cliBackend,
    keychain: oneOf(get, "CTX_KEYCHAIN", ["auto", "off"] as const, "auto"),
    claudeConfigDir: get("CLAUDE_CONFIG_DIR"),
    codexHome: get("CODEX_HOME"),
    xdgConfigHome: get("XDG_CONFIG_HOME"),
    appData: get("APPDATA"),
    localAppData: get("LOCALAPPDATA"),
    dbusSessionBusAddress: get("DBUS_SESSION_BUS_ADDRESS"),
    path: envValue(env, "PATH") ?? envValue(env, "Path") ?? "",
    cliEnv: Object.freeze(cliEnvironment(env, ctxHome)),
    noColor: (envValue(env, "NO_COLOR") ?? "") !== "",
    envSet: ENV_VARS.filter((name) => get(name) !== undefined),
    installDir: absolutePath(get, "CTX_INSTALL_DIR", os) ??
      (os === "windows" ? win32 : posix).join(home, ".local", "bin"),
    launcher: absolutePath(get, "CTX_LAUNCHER", os),
  };
  return Object.freeze(config);
}

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
 * hook it runs when ctx's call ends, so that the hook knows the call is ctx's own.
 */
export function cliEnvironment(env: Env, ctxHome: string): Record<string, string> {
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
  }
  return out;
}

/** Concurrency actually used for a backend kind: the CLI runs one process unless told. */
export function effectiveConcurrency(config: Config, backendKind: string): number {
  if (config.concurrency !== undefined) return config.concurrency;
  return backendKind === "cli" ? 1 : DEFAULTS.defaultConcurrency;
}

/** The OS data dir + `/ctx`: XDG on Linux, Application Support on macOS, LOCALAPPDATA on Windows. */
export function defaultCtxHome(os: Os, home: string, env: Env): string {
  if (os === "darwin") return join(home, "Library", "Application Support", "ctx");
  if (os === "windows") {
    return join(envValue(env, "LOCALAPPDATA") || join(home, "AppData", "Local"), "ctx");
  }
  const xdg = envValue(env, "XDG_DATA_HOME");
  return join(xdg && xdg.startsWith("/") ? xdg : join(home, ".local", "share"), "ctx");
}

type Getter = (name: EnvVar) => string | undefined;

function vendor(
  get: Getter,
  prefix: "VENDORA" | "VENDORB" | "VENDORC",
  defaultUrl: string,
): VendorConfig {
  return {
    apiKey: get(`${prefix}_API_KEY`),
    baseUrl: url(get, `${prefix}_BASE_URL`, defaultUrl).replace(/\/+$/, ""),
  };
}

function invalid(name: string, value: string, expected: string): ConfigError {
  return new ConfigError(`Invalid ${name}="${value}": expected ${expected}`, {
    hint: `fix or unset ${name}`,
  });
}

function int(get: Getter, name: EnvVar, fallback: number, min: number, max: number): number {
  return optionalInt(get, name, min, max) ?? fallback;
}

function optionalInt(get: Getter, name: EnvVar, min: number, max: number): number | undefined {
  const raw = get(name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw invalid(name, raw, `a whole number from ${min} to ${max}`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw invalid(name, raw, `a whole number from ${min} to ${max}`);
  }
  return value;
}

function num(get: Getter, name: EnvVar, fallback: number, min: number, max: number): number {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) || value < min || value > max) {
    throw invalid(name, raw, `a number from ${min} to ${max}`);
  }
  return value;
}

function bool(get: Getter, name: EnvVar, fallback: boolean): boolean {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (["1", "true", "yes", "on"].includes(lower)) return true;
  if (["0", "false", "no", "off"].includes(lower)) return false;
  throw invalid(
    name,
    raw,
    "1, true, yes or on (to turn it on), 0, false, no or off (to turn it off)",
  );
}

function oneOf<const T extends readonly string[]>(
  get: Getter,
  name: EnvVar,
  allowed: T,
  fallback: T[number],
): T[number] {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const found = allowed.find((a) => a === raw.toLowerCase());
  if (found === undefined) throw invalid(name, raw, `one of ${allowed.join(", ")}`);
  return found;
}

function url(get: Getter, name: EnvVar, fallback: string): string {
  const raw = get(name);
  if (raw === undefined) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw invalid(name, "…", "an http(s) URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw invalid(name, "…", "an http(s) URL");
  }
  if (parsed.username !== "" || parsed.password !== "") {
    // A key in the URL would end up in logs and error messages; the value is never echoed.
    const keyVar = name === "CTX_API_URL" ? "CTX_API_KEY" : name.replace(/_BASE_URL$/, "_API_KEY");
    throw new ConfigError(
      `Invalid ${name}="…": expected an http(s) URL without a user name or password`,
      { hint: `remove the credentials from ${name}; pass the key in ${keyVar}` },
    );
  }
  return raw;
}

/** An absolute path (for the OS ctx runs on): a relative one would depend on the cwd. */
function absolutePath(get: Getter, name: EnvVar, os: Os): string | undefined {
  const raw = get(name);
  if (raw === undefined) return undefined;
  const isAbsolute = os === "windows" ? win32.isAbsolute(raw) : posix.isAbsolute(raw);
  if (!isAbsolute) {
    throw new ConfigError(`Invalid ${name}="${raw}": expected an absolute path`, {
      hint: `set ${name} to a full path, e.g. ${name}="$HOME/.ctx", or unset it`,
    });
  }
  return raw;
}
