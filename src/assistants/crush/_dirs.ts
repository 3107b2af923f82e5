/**
 * Crush's global folders (`internal/config/load.go`): its config in `$CRUSH_GLOBAL_CONFIG`, else
 * `$XDG_CONFIG_HOME/crush`, else `~/.config/crush` (on every OS, Windows included); its data (and
 * the `projects.json` index of the projects it ran in) in `$CRUSH_GLOBAL_DATA`, else
 * `$XDG_DATA_HOME/crush`, else `%LOCALAPPDATA%\crush` on Windows and `~/.local/share/crush`
 * elsewhere.
 */
import { join } from "node:path";
import type { Config } from "../../config/mod.ts";

export type CrushPlatform = Partial<
  Pick<
    Config,
    | "os"
    | "xdgConfigHome"
    | "xdgDataHome"
    | "localAppData"
    | "crushGlobalData"
    | "crushGlobalConfig"
  >
>;

/** Crush's global config folder (it holds `crush.json`). */
export function crushConfigDir(home: string, platform: CrushPlatform): string {
  if (platform.crushGlobalConfig) return platform.crushGlobalConfig;
  return join(platform.xdgConfigHome || join(home, ".config"), "crush");
}

/** Crush's global data folder (it holds `projects.json`). */
export function crushDataDir(home: string, platform: CrushPlatform): string {
  if (platform.crushGlobalData) return platform.crushGlobalData;
  if (platform.xdgDataHome) return join(platform.xdgDataHome, "crush");
  if ((platform.os ?? Deno.build.os) === "windows") {
    return join(platform.localAppData || join(home, "AppData", "Local"), "crush");
  }
  return join(home, ".local", "share", "crush");
}
