/**
 * `ctx export vscdb` (any VS Code-family editor's chat history, per workspace folder) and
 * `ctx export kiro` (a `/chat save` file).
 */
import type { Command } from "commander";
import { resolve } from "node:path";
import { kiro } from "../assistants/kiro/mod.ts";
import { PRODUCTS_HELP, vscdb } from "../assistants/vscdb/mod.ts";
import type { Deps } from "../deps.ts";
import { ConfigError, SourceError } from "../errors.ts";
import type { ReadResult, SessionRef, Source, SourceId } from "../types.ts";
import { runDistill } from "./_distill_run.ts";
import type { Cli, ExitCode } from "./_program.ts";
import { flagPath, usageError } from "./_usage.ts";
import { isDir, isDirSync } from "../fsutil.ts";
import { plural } from "../text.ts";

/** `ctx export vscdb` and `ctx export kiro`. */
export function defineExport(program: Command, cli: Cli): void {
  const exporter = program.command("export")
    .description(`distill chat history exported from an editor (${vscdb.id}, ${kiro.id})`);
  exporter.command(vscdb.id)
    .description("distill a VS Code-family editor's chat history, per workspace folder")
    .requiredOption("--product <name>", `editor: ${PRODUCTS_HELP}`)
    .option("--workspace-storage <dir>", "the editor's User/workspaceStorage folder")
    .option("--local", "write into each workspace folder's .ctx/ (else the per-user store)")
    .option(
      "--include-missing",
      "also distill workspaces whose folder is not on this machine (per-user store, by the recorded path)",
    )
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the reports as JSON")
    .action(cli.action((opts: Record<string, unknown>) => exportVscdbCommand(cli.deps(), opts)));
  exporter.command(kiro.id)
    .description("distill a conversation saved with Kiro / Amazon Q's /chat save")
    .requiredOption("--chat-json <file>", "the file written by /chat save")
    .option("--local", "write into the project's .ctx/ (else the per-user store)")
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(cli.action((opts: Record<string, unknown>) => exportKiroCommand(cli.deps(), opts)));
}

export interface ExportFlags {
  product?: string;
  workspaceStorage?: string;
  chatJson?: string;
  local?: boolean;
  includeMissing?: boolean;
  dryRun?: boolean;
  json?: boolean;
}

/** A source over refs someone else found: `export` scans first, then distills per project. */
function fixedSource(
  id: SourceId,
  label: string,
  refs: SessionRef[],
  read: (ref: SessionRef, projectPath: string) => Promise<ReadResult>,
): Source {
  return {
    id,
    label,
    discover: () => Promise.resolve({ refs, warnings: [] }),
    read: (ref, options) => read(ref, options.projectPath),
  };
}

export async function exportVscdbCommand(deps: Deps, flags: ExportFlags): Promise<ExitCode> {
  if (!flags.product) {
    throw new ConfigError("Missing --product", {
      hint: 'name the editor, e.g. --product Cursor, --product Code, --product "Code - Insiders"',
    });
  }
  const { defaultWorkspaceStorage, isKnownProduct, productFolder, readVscdbRef, scanWorkspaces } =
    await import("../assistants/vscdb/reader.ts");
  // A fork not listed is fine when its folder is given; otherwise a typo must not silently
  // look in a folder that does not exist.
  if (!flags.workspaceStorage && !isKnownProduct(flags.product)) {
    throw usageError(
      `Unknown --product "${flags.product}"`,
      `use one of: ${PRODUCTS_HELP}; for another VS Code-family editor, pass its ` +
        "User/workspaceStorage folder with --workspace-storage DIR",
    );
  }
  const elsewhere = flags.includeMissing === true;
  if (elsewhere && flags.local === true) {
    throw usageError(
      "--include-missing cannot be used with --local",
      "a folder that is not on this machine has no .ctx/ to write into: drop --local",
    );
  }
  const out = deps.output;
  const storage = flags.workspaceStorage
    ? resolve(deps.cwd, flags.workspaceStorage)
    : defaultWorkspaceStorage(flags.product, deps.config.home, deps.config);
  const { openProject } = await import("../store/mod.ts");
  const scans = await scanWorkspaces({ workspaceStorage: storage });
  out.err(`${productFolder(flags.product)}: ${plural(scans.length, "workspace")} in "${storage}"`);
  let code = 0;
  let distilledAny = false;
  const json = flags.json === true;
  const reports: unknown[] = [];
  // A workspace whose folder is not here (state copied from another machine, a project moved or
  // deleted) is not distilled, as no session whose folder is gone is: said once, below.
  const missing: NotHere[] = [];
  for (const scan of scans) {
    if (scan.folder !== null && scan.sessions.length > 0 && !elsewhere && !isDirSync(scan.folder)) {
      missing.push({
        workspace: scan.workspaceId,
        folder: scan.folder,
        sessions: scan.sessions.length,
      });
      continue;
    }
    const where = scan.folder ?? `(workspace ${scan.workspaceId}: no local folder)`;
    for (const w of scan.warnings) out.err(`warning: ${w}`);
    const counts = countBySource(scan.sessions);
    out.err(
      `- ${where}: ${plural(scan.sessions.length, "session")}${counts ? ` (${counts})` : ""}`,
    );
    if (scan.folder === null || scan.sessions.length === 0) continue;
    let project;
    try {
      // The folder an editor recorded: it may be on another machine (not for --local).
      project = await openProject(deps, scan.folder, {
        from: "workspace",
        local: flags.local === true,
        elsewhere,
        dryRun: flags.dryRun === true,
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      out.err(`  skipped: ${error.message}`);
      continue;
    }
    distilledAny = true;
    const source = fixedSource(
      vscdb.id,
      `${productFolder(flags.product)} workspace ${scan.workspaceId}`,
      scan.sessions,
      (ref, projectPath) => readVscdbRef(ref, { projectPath }),
    );
    const result = await runDistill(
      deps,
      { project, sources: [], extraSources: [source], dryRun: flags.dryRun === true },
      json,
      json ? (r) => reports.push({ workspace: scan.workspaceId, ...r }) : undefined,
    );
    code = Math.max(code, result);
  }
  for (const line of notHereLines(missing)) out.err(line);
  if (!distilledAny) {
    out.err("Nothing to distill: no workspace with chat sessions and a folder on this machine");
  }
  // One JSON document for every workspace, even when there was nothing to distill.
  if (json) out.json({ workspaces: reports, notOnThisMachine: missing });
  return code;
}

/** A workspace whose recorded folder is not on this machine. */
interface NotHere {
  workspace: string;
  folder: string;
  sessions: number;
}

/** What `ctx export vscdb` says, once, of the workspaces it left out (none: nothing). */
function notHereLines(missing: NotHere[]): string[] {
  if (missing.length === 0) return [];
  const sessions = missing.reduce((n, m) => n + m.sessions, 0);
  return [
    `Not distilled: ${plural(missing.length, "workspace")} (${
      plural(sessions, "session")
    }) whose folder is not on this machine${missing.length > 1 ? ", e.g." : ":"} "${
      missing[0]!.folder
    }"`,
    "  put the project back in its folder to distill them into it, or pass --include-missing " +
    "to distill them into the per-user store by the recorded path",
  ];
}

export async function exportKiroCommand(deps: Deps, flags: ExportFlags): Promise<ExitCode> {
  if (!flags.chatJson) {
    throw new ConfigError("Missing --chat-json FILE", {
      hint: "save the conversation in Kiro / Amazon Q with /chat save FILE, then pass that FILE",
    });
  }
  // (Not there, or a folder: a usage error, as a `<dir>` flag's in `ctx init`, exit 2. A file
  // there that cannot be read as a conversation is the assistant's history not read: exit 4.)
  const { path, info: st } = await flagPath(deps.cwd, "--chat-json", flags.chatJson, {
    kind: "file",
    hint: "pass the file written by /chat save",
  });
  const { readKiroChatFile } = await import("../assistants/kiro/reader.ts");
  const read = await readKiroChatFile(path, { fallbackCwd: deps.cwd });
  if (!read.session) {
    throw new SourceError(read.warnings[0] ?? `Cannot read "${path}": no conversation in it`, {
      hint: "pass a file written by /chat save",
    });
  }
  // Project = the folder recorded in the export when it exists here, else the current folder.
  const recorded = read.session.cwd;
  const projectPath = recorded && (await isDir(recorded)) ? recorded : deps.cwd;
  if (recorded && projectPath !== recorded) {
    deps.output.err(
      `note: the recorded folder "${recorded}" is not on this machine; using "${projectPath}"`,
    );
  }
  const ref: SessionRef = {
    source: kiro.id,
    id: read.session.id,
    location: path,
    fingerprint: `${st.size}:${st.mtime?.getTime() ?? 0}`,
    size: st.size,
  };
  const source = fixedSource(
    kiro.id,
    "Kiro /chat save",
    [ref],
    () => Promise.resolve({ ...read, session: { ...read.session!, cwd: projectPath } }),
  );
  const { openProject } = await import("../store/mod.ts");
  const dryRun = flags.dryRun === true;
  const project = await openProject(deps, projectPath, {
    from: "cwd",
    local: flags.local === true,
    dryRun,
  });
  return await runDistill(
    deps,
    { project, sources: [], extraSources: [source], dryRun },
    flags.json === true,
  );
}

function countBySource(refs: SessionRef[]): string {
  const counts = new Map<string, number>();
  for (const r of refs) counts.set(r.source, (counts.get(r.source) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}: ${n}`).join(", ");
}
