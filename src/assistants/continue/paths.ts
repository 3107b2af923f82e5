/** Where Continue keeps its files (pure): the one place both its reader and its registration ask. */
import { join, resolve } from "node:path";
import type { ClientConfig } from "../../edit/clients.ts";

/**
 * Continue's folder: `CONTINUE_GLOBAL_DIR` (a relative one resolved against the current folder,
 * as Continue does), else `~/.continue` (`%USERPROFILE%\.continue` on Windows).
 */
export function continueDir(c: Pick<ClientConfig, "home" | "continueGlobalDir">): string {
  return c.continueGlobalDir ? resolve(c.continueGlobalDir) : join(c.home, ".continue");
}
