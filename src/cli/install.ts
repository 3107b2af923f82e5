/**
 * `ctx install` (register the MCP server, then the backend wizard, then offer the session-end
 * hooks), `ctx install --hooks`, `ctx install --setup` (wizard only), `ctx install --uninstall`,
 * and `ctx --reset-nvidia-api-key`. Wiring only.
 */
import type { Command } from "commander";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import type { ClientChange } from "../install/mod.ts";
import { tildePath } from "../paths.ts";
import type { Cli, ExitCode } from "./_program.ts";
import { usageError } from "./_usage.ts";

export function defineInstall(program: Command, cli: Cli): void {
  program.command("install")
    .description("register the ctx MCP server in every editor found, then choose a backend")
    .option("--setup", "only the backend wizard (no editor changes)")
    .option("--backend <kind>", "no questions: cli, vendor-a, vendor-b, vendor-c or skip")
    .option("--key-stdin", "read the vendor key from stdin (else from its env variable)")
    .option("--dry-run", "show the editor config changes without writing")
    .option("--uninstall", "remove only the ctx entry (and ctx's hooks) from every editor config")
    .option("--hooks", "also distill each session when it ends (session-end hooks; opt-in)")
    .option("--yes", "save even when the key check fails or the CLI is missing")
    .action(cli.action((opts: Record<string, unknown>) => installCommand(cli.deps(), opts)));
}

/** The flags of `ctx install` (zod is loaded with the command, not at startup). */
function installOptions(zod: typeof z) {
  return zod.object({
    setup: zod.boolean().optional(),
    backend: zod.string().optional(),
    keyStdin: zod.boolean().optional(),
    dryRun: zod.boolean().optional(),
    uninstall: zod.boolean().optional(),
    hooks: zod.boolean().optional(),
    yes: zod.boolean().optional(),
  });
}
type InstallOptions = z.infer<ReturnType<typeof installOptions>>;

/** Run `ctx install` with commander's options; returns the exit code. */
export async function installCommand(
  deps: Deps,
  raw: Record<string, unknown>,
): Promise<ExitCode> {
  const opts = installOptions((await import("zod")).z).parse(raw);
  if (opts.setup && (opts.uninstall || opts.dryRun || opts.hooks)) {
    throw usageError("Cannot combine --setup with --uninstall, --dry-run or --hooks");
  }
  if (opts.uninstall && (opts.backend || opts.keyStdin)) {
    throw usageError("Cannot combine --uninstall with --backend or --key-stdin");
  }
  if (opts.keyStdin && !opts.backend) {
    throw usageError(
      "Cannot use --key-stdin without --backend",
      "ctx install --setup --backend vendor-a --key-stdin",
    );
  }
  if (opts.setup) {
    await setup(deps, opts, { refuseWithoutTty: true });
    return 0;
  }
  if (!opts.uninstall && deps.self.unstable) {
    // An editor would keep a command that stops working when npm cleans its cache.
    throw new ConfigError(`Cannot register ctx in your editors: ${deps.self.unstable}`, {
      hint: "run npx -y deno@2.9.6 task install in the ctx clone first (it writes a stable ctx " +
        `command to "${deps.config.installDir}"), then run ctx install again`,
    });
  }
  const { mcpClients, refusalLines, registerClients } = await import("../install/mod.ts");
  const changes = await registerClients(deps, {
    ...(opts.uninstall ? { uninstall: true } : {}),
    ...(opts.dryRun ? { dryRun: true } : {}),
  });
  const known = [...new Set(mcpClients().map((c) => c.name))];
  printChanges(deps, changes, opts, known, refusalLines);
  let broken = changes.some((c) => c.action === "malformed" || c.action === "failed");
  if (opts.uninstall || opts.dryRun) {
    if (opts.uninstall || opts.hooks) broken = await hooks(deps, opts) || broken;
    // Last, after the hooks too: a terminal shows stdout and stderr as one.
    if (opts.dryRun) deps.output.err("Dry run: nothing was written");
    return broken ? 1 : 0;
  }
  await setup(deps, opts, { refuseWithoutTty: false });
  if (opts.hooks || (deps.output.stdinIsTty && opts.backend === undefined)) {
    broken = await hooks(deps, opts) || broken;
  }
  return broken ? 1 : 0;
}

/**
 * The session-end hooks: registered with `--hooks`, removed with `--uninstall`, else offered
 * by the wizard. Returns true when a file could not be changed.
 */
async function hooks(deps: Deps, opts: InstallOptions): Promise<boolean> {
  const install = await import("../install/mod.ts");
  const changes = opts.hooks || opts.uninstall
    ? await install.registerHooks(deps, {
      ...(opts.uninstall ? { uninstall: true } : {}),
      ...(opts.dryRun ? { dryRun: true } : {}),
    })
    : await install.offerHooks(deps, await install.terminalPrompter(deps.signal));
  for (const change of changes ?? []) {
    const lines = install.describeHookChange(change, {
      home: deps.config.home,
      ...(opts.dryRun ? { dryRun: true } : {}),
    });
    for (const line of lines.out) deps.output.out(line);
    for (const line of lines.err) deps.output.err(line);
  }
  return (changes ?? []).some((c) => c.action === "malformed" || c.action === "failed");
}

async function setup(
  deps: Deps,
  opts: InstallOptions,
  { refuseWithoutTty }: { refuseWithoutTty: boolean },
): Promise<void> {
  const { describeSetup, setupFromFlags } = await import("../install/mod.ts");
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
    // A rerun (say for --hooks) keeps the backend saved earlier: say so, not that one is missing.
    const { readSavedChoice } = await import("../keychain/mod.ts");
    const saved = await readSavedChoice(deps);
    if (saved !== undefined) {
      const { BACKEND_NAMES } = await import("../backends/mod.ts");
      const name = saved === "skip" ? "none (skipped)" : BACKEND_NAMES[saved];
      deps.output.err(`Kept the saved backend: ${name} (to change it without a terminal, ${hint})`);
      return;
    }
    deps.output.err(`Skipped the backend wizard: stdin is not a terminal; ${hint}`);
    return;
  }
  const { runWizard, terminalPrompter } = await import("../install/mod.ts");
  const result = await runWizard(deps, await terminalPrompter(deps.signal));
  deps.output.out(describeSetup(result));
}

function printChanges(
  deps: Deps,
  changes: ClientChange[],
  opts: InstallOptions,
  known: string[],
  refusalLines: (path: string, action: "malformed" | "failed", detail?: string) => string[],
): void {
  const { output } = deps;
  if (changes.length === 0) {
    output.out(`No MCP client found (looked for ${known.join(", ")})`);
    return;
  }
  const would = opts.dryRun ? "would be " : "";
  let changed = false;
  for (const c of changes) {
    const where = `${c.client} (${tildePath(c.path, deps.config.home)})`;
    switch (c.action) {
      case "added":
      case "updated":
      case "removed":
        changed = true;
        output.out(`${where}: ${would}${c.action}${c.via === "cli" ? " via the claude CLI" : ""}`);
        if ((opts.dryRun || c.action === "removed") && c.detail) output.out(indent(c.detail));
        if (c.backup) output.err(`  backup of the original: ${c.backup}`);
        break;
      case "unchanged":
        output.out(`${where}: already registered`);
        break;
      case "not registered":
        output.out(`${where}: not registered`);
        break;
      case "malformed":
      case "failed":
        for (const line of refusalLines(c.path, c.action, c.detail)) output.err(line);
        break;
    }
    for (const warning of c.warnings ?? []) output.err(`warning: ${warning}`);
  }
  if (changed && !opts.dryRun) {
    output.out("Restart your editors (or reload their MCP servers) to apply");
  }
}

/** `ctx --reset-nvidia-api-key`: delete the saved Vendor C key and say from where. */
export async function resetVendorCKey(deps: Deps): Promise<void> {
  const { forgetKey } = await import("../keychain/mod.ts");
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
