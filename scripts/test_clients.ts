/**
 * Part of `deno task test`: make sure the real MCP clients that `tests/clients/` runs against
 * (pinned in `.ci/clients/package.json` and its lockfile) are installed in `.ci/clients/`, so the
 * README's one test command works on a fresh machine with only Node. Installs only when a client
 * is missing or not the pinned version; otherwise it costs a few file reads. `npm install
 * --no-save` rather than `npm ci`: it installs what the lockfile pins and leaves the lockfile as it
 * is, but does not refuse to run when a registry lacks another OS's optional binary (OpenCode's
 * darwin and windows packages), which `npm ci` counts as a lockfile out of sync.
 *
 * A failed install is reported and the suite still runs: only the real-client tests then fail,
 * each naming the command that installs the clients.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
const CLIENTS_DIR = join(ROOT, ".ci", "clients");

/** The pinned packages whose installed version differs from the pin (or that are absent). */
export function missingClients(dir: string): string[] {
  const manifest = JSON.parse(Deno.readTextFileSync(join(dir, "package.json")));
  const pins = manifest.dependencies as Record<string, string>;
  return Object.entries(pins).flatMap(([name, version]) => {
    try {
      const installed = JSON.parse(
        Deno.readTextFileSync(join(dir, "node_modules", ...name.split("/"), "package.json")),
      );
      return installed.version === version ? [] : [`${name}@${version}`];
    } catch {
      return [`${name}@${version}`];
    }
  });
}

async function main(): Promise<number> {
  const missing = missingClients(CLIENTS_DIR);
  if (missing.length === 0) return 0;
  console.error(`Installing the MCP clients under test into .ci/clients: ${missing.join(", ")}`);
  const npm = Deno.build.os === "windows" ? "npm.cmd" : "npm";
  try {
    const { code } = await new Deno.Command(npm, {
      args: [
        "install",
        "--no-save",
        "--prefix",
        CLIENTS_DIR,
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
      ],
      stdin: "null",
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (code === 0) return 0;
    console.error(
      `warning: npm install exited with ${code}; the tests in tests/clients/ will fail`,
    );
  } catch (error) {
    console.error(
      `warning: cannot run npm (${error instanceof Error ? error.message : error}); ` +
        "the tests in tests/clients/ will fail",
    );
  }
  return 0;
}

if (import.meta.main) Deno.exit(await main());
