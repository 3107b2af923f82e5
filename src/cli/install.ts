/**
 * `ctx install` (register the MCP server, then the backend wizard), `ctx install --setup`
 * (wizard only), `ctx install --uninstall`, and `ctx --reset-nvidia-api-key`. Wiring only.
 */
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import { forgetKey } from "../keychain/mod.ts";
import {
  type ClientChange,
  describeSetup,
  registerClients,
  setupFromFlags,
} from "../install/mod.ts";

const InstallOptions = z.object({
  setup: z.boolean().optional(),
  backend: z.string().optional(),
  keyStdin: z.boolean().optional(),
  dryRun: z.boolean().optional(),
  uninstall: z.boolean().optional(),
  yes: z.boolean().optional(),
});
type InstallOptions = z.infer<typeof InstallOptions>;

/** Run `ctx install` with commander's options; returns the exit code. */
export async function installCommand(
  deps: Deps,
  raw: Record<string, unknown>,
): Promise<number> {
  const opts = InstallOptions.parse(raw);
  if (opts.setup && (opts.uninstall || opts.dryRun)) {
    throw new ConfigError("--setup cannot be combined with --uninstall or --dry-run");
  }
  if (opts.uninstall && (opts.backend || opts.keyStdin)) {
    throw new ConfigError("--uninstall cannot be combined with --backend or --key-stdin");
  }
  if (opts.keyStdin && !opts.backend) {
    throw new ConfigError("--key-stdin needs --backend", {
      hint: "ctx install --setup --backend vendor-a --key-stdin",
    });
  }
  if (opts.setup) {
    await setup(deps, opts, { refuseWithoutTty: true });
    return 0;
  }
  const changes = await registerClients(deps, {
    ...(opts.uninstall ? { uninstall: true } : {}),
    ...(opts.dryRun ? { dryRun: true } : {}),
  });
  printChanges(deps, changes, opts);
  const broken = changes.some((c) => c.action === "malformed" || c.action === "failed");
  if (opts.uninstall || opts.dryRun) return broken ? 1 : 0;
  await setup(deps, opts, { refuseWithoutTty: false });
  return broken ? 1 : 0;
}

async function setup(
  deps: Deps,
  opts: InstallOptions,
  { refuseWithoutTty }: { refuseWithoutTty: boolean },
): Promise<void> {
  if (opts.backend !== undefined) {
    const result = await setupFromFlags(deps, {
      backend: opts.backend,
      ...(opts.keyStdin ? { keyStdin: true } : {}),
      ...(opts.yes ? { yes: true } : {}),
    });
    deps.output.out(describeSetup(result));
    return;
  }
  if (!deps.output.stdinIsTty) {
    const hint = "pass --backend vendor-a|vendor-b|vendor-c|cli|skip " +
      "(with --key-stdin, or the vendor's key in VENDORA_API_KEY/VENDORB_API_KEY/VENDORC_API_KEY)";
    if (refuseWithoutTty) {
      throw new ConfigError("Cannot run the setup wizard: stdin is not a terminal", { hint });
    }
    deps.output.err(`Skipped the backend wizard: stdin is not a terminal; ${hint}`);
    return;
  }
  const [{ runWizard }, { inquirerPrompter }] = await Promise.all([
    import("../install/wizard.ts"),
    import("../install/_prompts.ts"),
  ]);
  const result = await runWizard(deps, inquirerPrompter(deps.signal));
  deps.output.out(describeSetup(result));
}

function printChanges(deps: Deps, changes: ClientChange[], opts: InstallOptions): void {
  const { output } = deps;
  if (changes.length === 0) {
    output.out(
      "No MCP client found (looked for Claude Code, Cursor, Windsurf, VS Code, " +
        "Claude Desktop, Kiro, Gemini CLI, Codex, Zed)",
    );
    return;
  }
  const would = opts.dryRun ? "would be " : "";
  let changed = false;
  for (const c of changes) {
    const where = `${c.client} (${tildify(c.path, deps.config.home)})`;
    switch (c.action) {
      case "added":
      case "updated":
      case "removed":
        changed = true;
        output.out(`${where}: ${would}${c.action}${c.via === "cli" ? " via the claude CLI" : ""}`);
        if (opts.dryRun && c.detail) output.out(indent(c.detail));
        if (c.backup) output.err(`  backup of the original: ${c.backup}`);
        break;
      case "unchanged":
        output.out(`${where}: already registered`);
        break;
      case "not registered":
        output.out(`${where}: not registered`);
        break;
      case "malformed":
        output.err(`Cannot edit "${c.path}": ${c.detail ?? "malformed"} (left untouched)`);
        break;
      case "failed":
        output.err(`Cannot update "${c.path}": ${c.detail ?? "unknown error"}`);
        break;
    }
  }
  if (opts.dryRun) output.err("Dry run: nothing was written");
  else if (changed) output.out("Restart your editors (or reload their MCP servers) to apply");
}

/** `ctx --reset-nvidia-api-key`: delete the saved Vendor C key and say from where. */
export async function resetVendorCKey(deps: Deps): Promise<void> {
  const removed = await forgetKey(deps, "vendor-c");
  if (removed.length === 0) deps.output.out("No saved Vendor C key to remove");
  for (const place of removed) deps.output.out(`Removed the saved Vendor C key from ${place}`);
  if (deps.config.vendorC.apiKey) {
    deps.output.err("VENDORC_API_KEY is still set in this environment and will be used");
  }
}

function indent(text: string): string {
  return text.split("\n").map((line) => `    ${line}`).join("\n");
}

function tildify(path: string, home: string): string {
  return home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
