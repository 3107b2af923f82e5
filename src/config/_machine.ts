/**
 * This machine: where things are (home, `CTX_HOME`, PATH, the install folder, the assistants'
 * and the OS's folders), how to reach its services (keychain, D-Bus) and the terminal's
 * `NO_COLOR`.
 */
import { join, posix, resolve, win32 } from "../paths.ts";
import { ConfigError } from "../errors.ts";
import { absolutePath, oneOf } from "./_parse.ts";
import { type Env, envValue, type Getter, type Os } from "./_vars.ts";

export interface MachineConfig {
  /** Per-user store: index, ledger, non-local summaries, key file fallback. */
  ctxHome: string;
  keychain: "auto" | "off";
  /**
   * Claude Code's folder (`CLAUDE_CONFIG_DIR`), absolute (`claudeFolder`); undefined when unset.
   */
  claudeConfigDir: string | undefined;
  /** `CLAUDE_CONFIG_DIR` as it is set, when that is a relative path (`relativeClaudeDirNote`). */
  claudeConfigDirRelative?: string;
  /** Codex's home override (`CODEX_HOME`). */
  codexHome: string | undefined;
  /** Cline's data folder (`CLINE_DATA_DIR`, else `$CLINE_DIR/data`; default `~/.cline/data`). */
  clineDataDir: string | undefined;
  /** XDG / Windows app-data roots, for finding editors' storage. */
  xdgConfigHome: string | undefined;
  xdgDataHome: string | undefined;
  /** OpenCode's database override (`OPENCODE_DB`: a path, or a name in its data folder). */
  opencodeDb: string | undefined;
  /** Crush's global config and data folders (`CRUSH_GLOBAL_CONFIG`, `CRUSH_GLOBAL_DATA`). */
  crushGlobalConfig: string | undefined;
  crushGlobalData: string | undefined;
  /** Continue's folder override (`CONTINUE_GLOBAL_DIR`; a relative one as Continue resolves it). */
  continueGlobalDir: string | undefined;
  /** GitHub Copilot CLI's folder override (`COPILOT_HOME`). */
  copilotHome: string | undefined;
  /** Qwen Code's folders (`QWEN_HOME`, and `QWEN_RUNTIME_DIR` for its sessions). */
  qwenHome: string | undefined;
  qwenRuntimeDir: string | undefined;
  /** Goose's root for all its folders (`GOOSE_PATH_ROOT`, absolute). */
  goosePathRoot: string | undefined;
  appData: string | undefined;
  localAppData: string | undefined;
  /** D-Bus session bus, for the Linux keychain (`secret-tool`). */
  dbusSessionBusAddress: string | undefined;
  /** PATH, for finding programs (the subscription CLI, editors' CLIs). */
  path: string;
  /** True when `NO_COLOR` is set. */
  noColor: boolean;
  /** Where `install.sh` and `deno task install` put the `ctx` command (`CTX_INSTALL_DIR`). */
  installDir: string;
  /**
   * The `ctx` launcher that started this process (`CTX_LAUNCHER`, set by the launcher that
   * `deno task install` writes): the stable command to register in editors.
   */
  launcher: string | undefined;
}

/** The home folder: `home` when given, else `HOME` (or `USERPROFILE` on Windows). */
export function homeOf(env: Env, home: string | undefined): string {
  const found = home ?? envValue(env, "HOME") ?? envValue(env, "USERPROFILE");
  if (!found) {
    throw new ConfigError("Cannot find the home directory: HOME is not set", {
      hint: "set HOME (or USERPROFILE on Windows)",
    });
  }
  return found;
}

/** `CTX_HOME`, else the OS data dir + `/ctx`. */
export function ctxHomeOf(get: Getter, env: Env, os: Os, home: string): string {
  return absolutePath(get, "CTX_HOME", os) ?? defaultCtxHome(os, home, env);
}

export function readMachine(
  get: Getter,
  env: Env,
  where: { os: Os; home: string; ctxHome: string },
): MachineConfig {
  const { os, home, ctxHome } = where;
  return {
    ctxHome,
    keychain: oneOf(get, "CTX_KEYCHAIN", ["auto", "off"] as const, "auto"),
    ...claudeFolder(get, os),
    codexHome: get("CODEX_HOME"),
    clineDataDir: clineDataDir(get, os),
    xdgConfigHome: get("XDG_CONFIG_HOME"),
    xdgDataHome: get("XDG_DATA_HOME"),
    opencodeDb: get("OPENCODE_DB"),
    crushGlobalConfig: get("CRUSH_GLOBAL_CONFIG"),
    crushGlobalData: get("CRUSH_GLOBAL_DATA"),
    continueGlobalDir: get("CONTINUE_GLOBAL_DIR"),
    copilotHome: get("COPILOT_HOME"),
    qwenHome: get("QWEN_HOME"),
    qwenRuntimeDir: get("QWEN_RUNTIME_DIR"),
    goosePathRoot: get("GOOSE_PATH_ROOT"),
    appData: get("APPDATA"),
    localAppData: get("LOCALAPPDATA"),
    dbusSessionBusAddress: get("DBUS_SESSION_BUS_ADDRESS"),
    path: envValue(env, "PATH") ?? envValue(env, "Path") ?? "",
    noColor: (envValue(env, "NO_COLOR") ?? "") !== "",
    installDir: absolutePath(get, "CTX_INSTALL_DIR", os) ??
      (os === "windows" ? win32 : posix).join(home, ".local", "bin"),
    launcher: absolutePath(get, "CTX_LAUNCHER", os),
  };
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

/**
 * `CLAUDE_CONFIG_DIR` as Claude Code reads it. Claude Code uses the value as it is set (2.1:
 * `process.env.CLAUDE_CONFIG_DIR ?? join(homedir(), ".claude")`), so a relative one names a
 * folder under the folder Claude Code runs in; a `~/…` that no shell expanded is one too. ctx
 * resolves it against its own current folder, the same folder when both start in one (Claude
 * Code starts `ctx mcp` and its hooks in its own), and keeps the value: a project's sessions are
 * also looked for under its root (`claudeConfigDirs`), and said where none is found
 * (`relativeClaudeDirNote`).
 */
export function claudeFolder(
  get: Getter,
  os: Os,
): Pick<MachineConfig, "claudeConfigDir" | "claudeConfigDirRelative"> {
  const value = get("CLAUDE_CONFIG_DIR");
  const rules = os === "windows" ? win32 : posix;
  if (value === undefined || rules.isAbsolute(value)) return { claudeConfigDir: value };
  let folder = value;
  try {
    folder = rules.resolve(value);
  } catch {
    // The current folder was removed: nothing can be found under it either way.
  }
  return { claudeConfigDir: folder, claudeConfigDirRelative: value };
}

/**
 * The folders `CLAUDE_CONFIG_DIR` may name for the sessions of the project at `root`: the one
 * the configuration resolved and, when the value is relative, the same value under the project's
 * root, where Claude Code is most often started for it (ctx may run in a folder below).
 */
export function claudeConfigDirs(
  config: Pick<MachineConfig, "claudeConfigDir" | "claudeConfigDirRelative">,
  root: string,
): string[] {
  const dirs = config.claudeConfigDir === undefined ? [] : [config.claudeConfigDir];
  const value = config.claudeConfigDirRelative;
  if (value !== undefined) dirs.push(resolve(root, value));
  return [...new Set(dirs)];
}

/**
 * What to say when `CLAUDE_CONFIG_DIR` is relative and none of the folders it was taken for
 * (`claudeConfigDirs`) has a `projects/` (`missing`): where ctx looked, and why Claude Code may
 * have used another folder.
 */
export function relativeClaudeDirNote(
  config: Pick<MachineConfig, "claudeConfigDirRelative">,
  missing: readonly string[],
): string | undefined {
  const value = config.claudeConfigDirRelative;
  if (value === undefined || missing.length === 0) return undefined;
  const tilde = /^~([\\/]|$)/.test(value) ? " (no shell expanded its ~)" : "";
  const quoted = missing.map((m) => `"${m}"`);
  const where = quoted.length === 1 ? `no ${quoted[0]}` : `neither ${quoted.join(" nor ")}`;
  return `CLAUDE_CONFIG_DIR="${value}" is a relative path${tilde}: Claude Code reads it from ` +
    `the folder it starts in, and ctx found ${where} — start ctx where you start claude, or ` +
    `set CLAUDE_CONFIG_DIR to a full path`;
}

/**
 * Cline's data folder as Cline resolves it: `CLINE_DATA_DIR`, else `$CLINE_DIR/data`. A relative
 * value (which Cline would resolve against a working folder ctx cannot know) counts as unset:
 * it must not stop every command of ctx.
 */
function clineDataDir(get: Getter, os: Os): string | undefined {
  const path = os === "windows" ? win32 : posix;
  const absolute = (name: "CLINE_DATA_DIR" | "CLINE_DIR") => {
    const value = get(name);
    return value !== undefined && path.isAbsolute(value) ? value : undefined;
  };
  const dir = absolute("CLINE_DIR");
  return absolute("CLINE_DATA_DIR") ?? (dir === undefined ? undefined : path.join(dir, "data"));
}
