/** `ctx init <assistant>`: distill every session of one assistant for this project. */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import type { SourceId } from "../types.ts";
import { SCANNED_SOURCES, sourceByName, sourceNames } from "../assistants/mod.ts";
import { type Cli, type ExitCode, projectArg, projectFlag } from "./_program.ts";
import { flagPath, usageError } from "./_usage.ts";
import { runDistill } from "./_distill_run.ts";

/** `ctx init <assistant>`: its `--<assistant>-dir` flags come from the sources registry. */
export function defineInit(program: Command, cli: Cli): void {
  const assistants = SCANNED_SOURCES.map((s) => s.id).join(", ");
  // Every name `init` accepts, aliases included: `claude-code (or claude)`.
  const names = SCANNED_SOURCES.map((s) =>
    s.aliases.length ? `${s.id} (or ${s.aliases.join(", ")})` : s.id
  ).join(", ");
  const init = projectFlag(
    program.command("init")
      .description(`distill all sessions of an assistant for this project (${assistants})`)
      .argument("<assistant>", `one of: ${names}`)
      .option("--local", "write summaries into <project>/.ctx/ (else the per-user store)"),
  );
  for (const { dirFlag } of SCANNED_SOURCES) {
    if (dirFlag) init.option(`--${dirFlag.name} <${dirFlag.value}>`, dirFlag.help);
  }
  init
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(
      cli.action((assistant: string, opts: Record<string, unknown>) =>
        initCommand(cli.deps(), assistant, opts)
      ),
    );
}

export interface InitFlags {
  local?: boolean;
  project?: string;
  dryRun?: boolean;
  json?: boolean;
  [dirFlag: string]: unknown;
}

export async function initCommand(
  deps: Deps,
  assistant: string,
  flags: InitFlags,
): Promise<ExitCode> {
  const source = sourceByName(assistant)?.id;
  if (!source) {
    throw usageError(`Unknown assistant "${assistant}"`, `use one of: ${sourceNames().join(", ")}`);
  }
  const sourceDirs: Partial<Record<SourceId, string>> = {};
  for (const { id, dirFlag } of SCANNED_SOURCES) {
    if (!dirFlag) continue;
    const value = flags[camel(dirFlag.name)];
    if (typeof value !== "string") continue;
    // A <dir> flag given a file would be "looked in" and find nothing: a mistyped command line.
    const { path } = await flagPath(deps.cwd, `--${dirFlag.name}`, value, {
      ...(dirFlag.value === "dir" ? { kind: "folder" } : {}),
      hint: "pass the folder where the assistant keeps its history",
    });
    sourceDirs[id] = path;
  }
  const { openProject } = await import("../store/mod.ts");
  const { path, from } = projectArg(deps, flags);
  const dryRun = flags.dryRun === true;
  const project = await openProject(deps, path, { from, local: flags.local === true, dryRun });
  return await runDistill(
    deps,
    { project, sources: [source], sourceDirs, dryRun },
    flags.json === true,
  );
}

/** Commander's key for a flag: `claude-dir` → `claudeDir`. */
function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
