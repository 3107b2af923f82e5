/**
 * `ctx supersessions`: the project's supersessions (a later insight that replaces an earlier one,
 * docs/memory.md "Supersession"), newest first; `--undo ID` gives a superseded insight back its
 * place (the superseding summary loses the id, the undo is recorded so a re-distillation does not
 * bring it back). Nothing is ever deleted either way.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { safeLine } from "../safe_text.ts";
import { type Cli, type ExitCode, projectFlag, projectToRead } from "./_program.ts";
import { usageError } from "./_usage.ts";

export function defineSupersessions(program: Command, cli: Cli): void {
  const command = program.command("supersessions")
    .description(
      "list the insights later ones replaced (kept on disk, left out of the brief, last in " +
        "search); --undo ID gives one back its place",
    );
  projectFlag(command)
    .option("--undo <id>", "undo the supersession of this insight (ins_… or a team insight's ti_…)")
    .option("--by <id>", "with --undo: only the supersession by this insight")
    .option("--json", "print as JSON")
    .action(cli.action((opts: SupersessionsOptions) => supersessionsCommand(cli.deps(), opts)));
}

export interface SupersessionsOptions {
  project?: unknown;
  undo?: unknown;
  by?: unknown;
  json?: unknown;
}

export async function supersessionsCommand(
  deps: Deps,
  opts: SupersessionsOptions,
): Promise<ExitCode> {
  const { INSIGHT_ID, isSupersedableId, openIndex, openMemoryLedger } = await import(
    "../store/mod.ts"
  );
  // What is superseded may be a pulled team insight (ti_…); what supersedes it is this machine's.
  const shapes: Array<[string, unknown, (id: string) => boolean]> = [
    ["--undo", opts.undo, isSupersedableId],
    ["--by", opts.by, (id) => INSIGHT_ID.test(id)],
  ];
  for (const [flag, value, valid] of shapes) {
    if (value !== undefined && !valid(String(value))) {
      throw usageError(
        `Invalid ${flag} "${safeLine(String(value)).slice(0, 40)}": not an insight id`,
        "insight ids look like ins_0123456789ab (ctx supersessions lists them)",
      );
    }
  }
  if (opts.by !== undefined && opts.undo === undefined) {
    throw usageError("--by needs --undo", "for example ctx supersessions --undo ID --by ID");
  }
  const located = await projectToRead(deps, opts);
  using index = openIndex(deps.config);
  await index.sync();
  const { openMemory, undoSupersession } = await import("../memory/mod.ts");
  if (opts.undo !== undefined) {
    const supersededId = String(opts.undo);
    const ledger = openMemoryLedger(deps.config);
    try {
      const results = await undoSupersession(
        ledger,
        index.memory.supersedes({ ids: [supersededId] }),
        {
          projectId: located.id,
          supersededId,
          ...(opts.by !== undefined ? { byId: String(opts.by) } : {}),
          now: deps.now(),
        },
      );
      await index.sync();
      if (opts.json === true) deps.output.json({ project: located.id, undone: results });
      else {
        for (const r of results) {
          deps.output.out(
            `${r.supersededId} is no longer superseded by ${r.by}` +
              (r.rewritten.length ? "" : " (a team insight: recorded on this machine only)"),
          );
        }
      }
    } finally {
      ledger.close();
    }
    return 0;
  }
  using memory = openMemory(deps, index);
  const list = memory.supersessions(located.id);
  if (opts.json === true) {
    deps.output.json({ project: located.id, supersessions: list });
    return 0;
  }
  if (list.length === 0) {
    deps.output.out(`No supersessions in project ${located.id}.`);
    return 0;
  }
  for (const s of list) {
    deps.output.out(
      `${s.superseded.id} [${s.superseded.type}] ${safeLine(s.superseded.title)} (${
        s.superseded.date.slice(0, 10)
      })`,
    );
    deps.output.out(
      `  superseded by ${s.by.id} [${s.by.type}] ${safeLine(s.by.title)} (${
        s.by.date.slice(0, 10)
      }, ${s.by.source} session ${safeLine(s.by.sessionId)})`,
    );
  }
  deps.output.out("Undo one: ctx supersessions --undo ID (the insight becomes current again).");
  return 0;
}
