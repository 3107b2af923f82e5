/** Where GitHub Copilot CLI keeps its files (pure): asked by its reader and its registration. */
import { join } from "node:path";
import type { ClientConfig } from "../../edit/clients.ts";

/** `COPILOT_HOME`, else `~/.copilot` (`%USERPROFILE%\.copilot` on Windows). */
export function copilotHome(c: Pick<ClientConfig, "home" | "copilotHome">): string {
  return c.copilotHome ?? join(c.home, ".copilot");
}
