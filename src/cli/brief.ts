/**
 * `ctx brief`: the project's brief (docs/memory.md, "The brief"), the same one the MCP tools
 * answer with; `--write FILE…` keeps it as a managed block in the files assistants read first,
 * `--check` says (exit 1) when one of those blocks is out of date, for CI.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { safeLine } from "../safe_text.ts";
import { type Cli, type ExitCode, projectFlag, projectToRead } from "./_program.ts";
import { usageError } from "./_usage.ts";

export function defineBrief(program: Command, cli: Cli): void {
  const brief = program.command("brief")
    .description(
      "print the project's brief: its most useful current insights within CTX_BRIEF_TOKENS " +
        "(what fetch_project_context serves); --write FILE… keeps it between <!-- ctx:begin --> " +
        "and <!-- ctx:end --> in AGENTS.md, CLAUDE.md and the like",
    );
  projectFlag(brief)
    .option("--write <file...>", "keep the brief as a managed block in these Markdown files")
    .option("--check", "with --write: change nothing, exit 1 when a block is out of date")
    .option("--json", "print the brief and its insights (or what --write did) as JSON")
    // Files named without --write (`ctx brief --check AGENTS.md`) are said so, not "too many".
    .allowExcessArguments(true)
    .action(
      cli.action((opts: BriefOptions, command: Command) =>
        briefCommand(cli.deps(), { ...opts, extra: command.args })
      ),
    );
}

export interface BriefOptions {
  project?: unknown;
  write?: unknown;
  check?: unknown;
  json?: unknown;
  /** Words after the options (none is taken). */
  extra?: readonly string[];
}

export async function briefCommand(deps: Deps, opts: BriefOptions): Promise<ExitCode> {
  const files = Array.isArray(opts.write) ? opts.write.map(String) : [];
  const extra = opts.extra ?? [];
  if (extra.length > 0) {
    throw usageError(
      `Unexpected "${extra[0]}": ctx brief takes files after --write`,
      `ctx brief ${opts.check === true ? "--check " : ""}--write ${[...files, ...extra].join(" ")}`,
    );
  }
  if (opts.check === true && files.length === 0) {
    throw usageError(
      "--check needs the files to check: --write FILE…",
      "for example ctx brief --check --write AGENTS.md CLAUDE.md",
    );
  }
  const located = await projectToRead(deps, opts);
  const { openIndex } = await import("../store/mod.ts");
  const { openMemory } = await import("../memory/mod.ts");
  using index = openIndex(deps.config);
  const report = await index.sync();
  for (const warning of report.warnings.slice(0, 10)) deps.output.err(`warning: ${warning}`);
  using memory = openMemory(deps, index);
  const budgetChars = deps.config.briefTokens * 4;
  const brief = await memory.brief(located.id, budgetChars, {
    markdown: files.length > 0,
    root: located.root,
  });
  // Redacted by memory: a brief never shows a secret, even one a hand-written summary carries.
  const { text } = brief;
  if (files.length === 0) {
    if (opts.json === true) {
      deps.output.json({
        project: { id: located.id, root: located.root },
        budgetTokens: deps.config.briefTokens,
        counts: brief.counts,
        text,
        insights: brief.insights,
      });
    } else deps.output.out(text);
    return 0;
  }
  const { updateBlocks } = await import("../memory/mod.ts");
  const check = opts.check === true;
  const outcomes = await updateBlocks(located.root, deps.cwd, files, text, { check });
  if (opts.json === true) deps.output.json({ project: located.id, check, files: outcomes });
  else {
    for (const o of outcomes) {
      const file = safeLine(o.file);
      if (o.state === "refused") {
        deps.output.err(`error: ${file} not changed: ${o.problem}`);
        deps.output.err(`hint: ${o.hint}`);
      } else deps.output.out(`${file}: ${STATE_TEXT[o.state]}`);
    }
  }
  const { isShallow } = await import("../memory/mod.ts");
  if (
    check && outcomes.some((o) => o.state === "stale") && await isShallow(deps.run, located.root)
  ) {
    deps.output.err(
      "hint: this is a shallow clone: the statuses in the block (moved, changed, gone) follow " +
        "git history it does not have; check out the whole history (actions/checkout: " +
        "fetch-depth: 0)",
    );
  }
  const failed = outcomes.some((o) =>
    o.state === "refused" || (check && (o.state === "stale" || o.state === "missing"))
  );
  return failed ? 1 : 0;
}

const STATE_TEXT = {
  created: "created with the brief",
  updated: "brief updated",
  current: "brief current (not written)",
  stale: "brief out of date (run ctx brief --write to update it)",
  missing: "no such file (run ctx brief --write to create it)",
} as const;
