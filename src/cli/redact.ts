/**
 * `ctx redact`: stdin → redacted stdout, to see exactly what redaction does before anything is
 * sent. Everything but the secrets passes through unchanged, byte for byte (the one output of ctx
 * that is not cleaned of control characters). `--report` lists on stderr which rules fired and
 * how often (never the values).
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import type { Cli, ExitCode } from "./_program.ts";

export function defineRedact(program: Command, cli: Cli): void {
  program.command("redact")
    .description("read text on stdin, write it redacted to stdout (see what redaction does)")
    .option("--report", "also list on stderr which rules fired")
    .action(cli.action((opts: RedactOptions) => redactCommand(cli.deps(), opts)));
}

export interface RedactOptions {
  report?: boolean;
}

/** Read all of stdin, write it redacted to stdout, optionally report the rules that fired. */
export async function redactCommand(
  deps: Pick<Deps, "output" | "readStdin">,
  opts: RedactOptions,
): Promise<ExitCode> {
  const { redact } = await import("../redact/mod.ts");
  const input = await deps.readStdin();
  const { text, findings } = redact(input);
  // The text is the user's own input: it goes out exactly as redaction left it, control
  // characters included (a file redirected to, a pipe), not cleaned like everything else printed.
  deps.output.raw(text);
  if (!opts.report) return 0;
  if (findings.length === 0) deps.output.err("No secrets found");
  for (const { rule, count } of findings) deps.output.err(`${rule}: ${count}`);
  return 0;
}
