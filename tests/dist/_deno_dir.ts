import { join } from "node:path";

/**
 * Deno's cache folder of this machine. Tests give child processes a temp HOME; passing DENO_DIR
 * keeps the npm cache (and downloaded runtimes) reachable without touching the real home.
 */
export function denoDir(): string {
  const home = Deno.env.get("HOME") ?? "/root";
  const fallback = Deno.build.os === "darwin"
    ? join(home, "Library", "Caches", "deno")
    : join(Deno.env.get("XDG_CACHE_HOME") ?? join(home, ".cache"), "deno");
  return Deno.env.get("DENO_DIR") ?? fallback;
}
