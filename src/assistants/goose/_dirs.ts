/**
 * Goose's folders, as its `etcetera` strategy places them: `$GOOSE_PATH_ROOT/<kind>` when that is
 * set (absolute), else the XDG folders on macOS and Linux (`$XDG_DATA_HOME/goose`, default
 * `~/.local/share/goose`; `$XDG_CONFIG_HOME/goose`, default `~/.config/goose`) and
 * `%APPDATA%\Block\goose\<kind>` on Windows. Light: the assistant's declaration uses it.
 */
import { join, posix, win32 } from "node:path";
import type { Config } from "../../config/mod.ts";

export type GooseConfig =
  & Pick<Config, "os" | "appData" | "goosePathRoot">
  & Partial<Pick<Config, "xdgDataHome" | "xdgConfigHome">>;

/** Goose's data folder (the one holding `sessions/`) or its config folder (`config.yaml`). */
export function gooseDir(home: string, config: GooseConfig, kind: "data" | "config"): string {
  const root = config.goosePathRoot;
  if (root && (posix.isAbsolute(root) || win32.isAbsolute(root))) return join(root, kind);
  if (config.os === "windows") {
    return win32.join(
      config.appData ?? win32.join(home, "AppData", "Roaming"),
      "Block",
      "goose",
      kind,
    );
  }
  const base = kind === "data" ? config.xdgDataHome : config.xdgConfigHome;
  const xdg = base?.startsWith("/")
    ? base
    : kind === "data"
    ? join(home, ".local", "share")
    : join(home, ".config");
  return join(xdg, "goose");
}
