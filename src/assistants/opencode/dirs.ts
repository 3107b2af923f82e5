/**
 * OpenCode's folders. OpenCode follows the XDG layout on every OS (`xdg-basedir`), macOS and
 * Windows included: data in `$XDG_DATA_HOME/opencode`, else `~/.local/share/opencode`
 * (`%USERPROFILE%\.local\share\opencode`); config in `$XDG_CONFIG_HOME/opencode`, else
 * `~/.config/opencode`.
 */
import { join, posix, win32 } from "node:path";
import type { Config } from "../../config/mod.ts";

export type OpenCodePlatform = Partial<Pick<Config, "os" | "xdgDataHome" | "opencodeDb">>;

/** An absolute path on the platform `os` names. */
export function absoluteOn(path: string, os: string | undefined): boolean {
  return (os ?? Deno.build.os) === "windows" ? win32.isAbsolute(path) : posix.isAbsolute(path);
}

/** OpenCode's data folder (or its fork's, `app` = `kilo` for Kilo Code ≥ 7: the same layout). */
export function openCodeDataDir(
  home: string,
  platform: OpenCodePlatform,
  app = "opencode",
): string {
  const xdg = platform.xdgDataHome;
  return xdg && absoluteOn(xdg, platform.os) ? join(xdg, app) : join(home, ".local", "share", app);
}
