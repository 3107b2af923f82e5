/**
 * The command line: wiring only. Each command lives in its own file, loaded lazily so that
 * `ctx --version` and `ctx mcp` start fast.
 */
import { Command, CommanderError } from "commander";
import { fileURLToPath } from "node:url";
import denoJson from "../../deno.json" with { type: "json" };
import { loadConfig } from "../config.ts";
import type { Deps } from "../deps.ts";
import { runCommand } from "../process.ts";
import { SCANNED_SOURCES } from "../sources/mod.ts";
import { type Output, terminalOutput } from "../output.ts";

export const VERSION: string = denoJson.version;

export interface RunCliOptions {
  signal: AbortSignal;
  /** Override pieces of the dependencies (tests). */
  deps?: Partial<Deps>;
}

/** Parse argv, run the command, return the exit code. Errors propagate to `main.ts`. */
export async function runCli(argv: string[], options: RunCliOptions): Promise<number> {
  const output = options.deps?.output ?? terminalOutput();
  let cached: Deps | undefined;
  // Config is loaded on first use so `--help` works even with a bad environment.
  const deps = (): Deps => {
    cached ??= {
      config: loadConfig(Deno.env.toObject(), { os: Deno.build.os }),
      cwd: Deno.cwd(),
      output,
      fetch: globalThis.fetch,
      now: () => new Date(),
      run: runCommand,
      self: selfCommand(),
      signal: options.signal,
      readStdin: () => new Response(Deno.stdin.readable).text(),
      ...options.deps,
    };
    return cached;
  };
  const program = buildProgram(deps, output);
  let exitCode = 0;
  program.hook("postAction", (_this, action) => {
    const code = (action as Command & { _ctxExitCode?: number })._ctxExitCode;
    if (code !== undefined) exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
        error.code === "commander.help"
      ) return 0;
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return exitCode;
}

/** Let an action report a non-zero exit code without throwing. */
export function setExitCode(command: Command, code: number): void {
  (command as Command & { _ctxExitCode?: number })._ctxExitCode = code;
}

function buildProgram(deps: () => Deps, output: Output): Command {
  const program = new Command("ctx")
    .description(
      "Distill coding-assistant chat history into project knowledge and serve it over MCP",
    )
    .version(VERSION, "-V, --version", "print the version")
    .option("--reset-nvidia-api-key", "delete the saved Vendor C (inference service) key")
    .showHelpAfterError("(run ctx --help for usage)")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text.replace(/\n$/, "")),
      writeErr: (text) => output.err(text.replace(/\n$/, "")),
    })
    .action(async (opts: { resetNvidiaApiKey?: boolean }) => {
      // The root has an action (for --reset-nvidia-api-key), so commander hands a mistyped
      // command to it as an operand: report it the way commander does without an action.
      if (program.args.length > 0) unknownCommand(program);
      if (opts.resetNvidiaApiKey) {
        const { resetVendorCKey } = await import("./install.ts");
        await resetVendorCKey(deps());
        return;
      }
      program.help();
    });

  const assistants = SCANNED_SOURCES.map((s) => s.id).join(", ");
  const init = program.command("init")
    .description(`distill all sessions of an assistant for this project (${assistants})`)
    .argument("<assistant>", `one of: ${assistants}`)
    .option("--local", "write summaries into <project>/.ctx/ (else the per-user store)")
    .option("--project <dir>", "project directory (default: the current directory)");
  for (const { dirFlag } of SCANNED_SOURCES) {
    if (dirFlag) init.option(`--${dirFlag.name} <${dirFlag.value}>`, dirFlag.help);
  }
  init
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(async (assistant: string, opts: Record<string, unknown>, command: Command) => {
      const { initCommand } = await import("./init.ts");
      setExitCode(command, await initCommand(deps(), assistant, opts));
    });

  program.command("search")
    .description("search the distilled insights (the same search as the MCP tool)")
    .argument("<query...>", "words, identifiers, file paths")
    .option("--project <dir>", "only this project")
    .option("--limit <n>", "max results", "10")
    .option("--json", "print results as JSON")
    .action(async (query: string[], opts: Record<string, unknown>, command: Command) => {
      const { searchCommand } = await import("./search.ts");
      setExitCode(command, await searchCommand(deps(), query.join(" "), opts));
    });

  program.command("status")
    .description("show the backend in use and why, stores, projects, sessions and MCP clients")
    .option("--project <dir>", "project directory (default: the current directory)")
    .option("--json", "print as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { statusCommand } = await import("./status.ts");
      setExitCode(command, await statusCommand(deps(), opts));
    });

  program.command("redact")
    .description("read text on stdin, write it redacted to stdout (see what redaction does)")
    .option("--report", "also list on stderr which rules fired")
    .action(async (opts: { report?: boolean }) => {
      const { redactCommand } = await import("./redact.ts");
      await redactCommand(deps(), opts);
    });

  program.command("mcp")
    .description("run the MCP stdio server (stdout carries the protocol only)")
    .action(async () => {
      const { mcpCommand } = await import("./mcp.ts");
      await mcpCommand(deps());
    });

  // ctx:commands — other features register their commands below this line.
  const exporter = program.command("export")
    .description("distill chat history exported from an editor (vscdb, kiro)");
  exporter.command("vscdb")
    .description("distill a VS Code-family editor's chat history, per workspace folder")
    .requiredOption(
      "--product <name>",
      'editor: Cursor, Code, "Code - Insiders", VSCodium, Windsurf, Kiro',
    )
    .option("--workspace-storage <dir>", "the editor's User/workspaceStorage folder")
    .option("--local", "write into each workspace folder's .ctx/ (else the per-user store)")
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the reports as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { exportVscdbCommand } = await import("./export.ts");
      setExitCode(command, await exportVscdbCommand(deps(), opts));
    });
  exporter.command("kiro")
    .description("distill a conversation saved with Kiro / Amazon Q's /chat save")
    .requiredOption("--chat-json <file>", "the file written by /chat save")
    .option("--local", "write into the project's .ctx/ (else the per-user store)")
    .option("--dry-run", "print what would be sent (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { exportKiroCommand } = await import("./export.ts");
      setExitCode(command, await exportKiroCommand(deps(), opts));
    });

  program.command("install")
    .description("register the ctx MCP server in every editor found, then choose a backend")
    .option("--setup", "only the backend wizard (no editor changes)")
    .option("--backend <kind>", "no questions: cli, vendor-a, vendor-b, vendor-c or skip")
    .option("--key-stdin", "read the vendor key from stdin (else from its env variable)")
    .option("--dry-run", "show the editor config changes without writing")
    .option("--uninstall", "remove only the ctx entry from every editor config")
    .option("--yes", "save even when the key check fails or the CLI is missing")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { installCommand } = await import("./install.ts");
      setExitCode(command, await installCommand(deps(), opts));
    });

  // Team sharing: push/pull/auth (client) and serve (self-hosted server + admin subcommands).
  program.command("push")
    .description("send this project's insights to the team server (the only way they leave)")
    .option("--all", "every known project (never pulled team insights)")
    .option("--dry-run", "print the exact requests (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { pushCommand } = await import("./push.ts");
      setExitCode(command, await pushCommand(deps(), opts));
    });

  program.command("pull")
    .description("fetch teammates' insights of this project into the per-user team store")
    .option("--all", "every project of the team")
    .option("--json", "print the report as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { pullCommand } = await import("./pull.ts");
      setExitCode(command, await pullCommand(deps(), opts));
    });

  program.command("auth")
    .description("connect to a team server: check the team key, then save it in the keychain")
    .option("--stdin", "read the key from stdin instead of asking")
    .option("--status", "show the team, plan, usage and the masked key")
    .option("--logout", "delete the saved team key")
    .option("--json", "print --status as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { authCommand } = await import("./auth.ts");
      setExitCode(command, await authCommand(deps(), opts));
    });

  const serve = program.command("serve")
    .description("run the self-hosted team server (and manage its teams and keys)")
    .option("--port <port>", "port to listen on", "8787")
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--rate-limit <n>", "requests per minute per key (0 = off)", "120")
    .option("--burst <n>", "requests a key may make at once", "120")
    .action(async (opts: Record<string, string>, command: Command) => {
      const { serveCommand } = await import("./serve.ts");
      setExitCode(command, await serveCommand(deps(), opts));
    });
  const serveDb = (command: Command) => (command.optsWithGlobals() as { db?: string }).db;
  serve.command("create-team")
    .description("create a team and print its first key (once, alone on stdout)")
    .argument("<name>", "team name (unique)")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--label <label>", "label of the first key (e.g. the member's name)")
    .option("--max-insights <n>", "limit of insights")
    .option("--max-projects <n>", "limit of projects")
    .option("--max-members <n>", "limit of active keys")
    .action(async (name: string, opts: Record<string, string>, command: Command) => {
      const { createTeamCommand } = await import("./serve.ts");
      setExitCode(
        command,
        await createTeamCommand(deps(), name, { ...opts, db: serveDb(command) }),
      );
    });
  serve.command("add-key")
    .description("issue a member key and print it (once, alone on stdout)")
    .requiredOption("--team <team>", "team id or name")
    .option("--label <label>", "who the key is for")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .action(async (opts: Record<string, string>, command: Command) => {
      const { addKeyCommand } = await import("./serve.ts");
      setExitCode(command, await addKeyCommand(deps(), { ...opts, db: serveDb(command) }));
    });
  serve.command("revoke-key")
    .description("revoke a key by id or by its first characters (ctxt_…)")
    .argument("<key>", "key id or key prefix")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .action(async (ref: string, opts: Record<string, string>, command: Command) => {
      const { revokeKeyCommand } = await import("./serve.ts");
      setExitCode(command, await revokeKeyCommand(deps(), ref, { ...opts, db: serveDb(command) }));
    });
  serve.command("list-teams")
    .description("list the teams")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--json", "print as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { listCommand } = await import("./serve.ts");
      setExitCode(command, await listCommand(deps(), "teams", { ...opts, db: serveDb(command) }));
    });
  serve.command("list-keys")
    .description("list key ids, prefixes and labels (never the keys)")
    .option("--team <team>", "only this team (id or name)")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--json", "print as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      const { listCommand } = await import("./serve.ts");
      setExitCode(command, await listCommand(deps(), "keys", { ...opts, db: serveDb(command) }));
    });

  // Root only (subcommands copy settings when created, so this comes last): operands reach
  // the root action, which reports them as an unknown command instead of "too many arguments".
  program.allowExcessArguments(true);
  return program;
}

/** Commander's own "unknown command 'x'" error, with its "Did you mean …?" suggestion. */
function unknownCommand(program: Command): never {
  // `unknownCommand` is commander's (untyped) method behind the same error for a program
  // without an action; the fallback keeps the message if it ever goes away.
  const builtIn = (program as unknown as { unknownCommand?: () => void }).unknownCommand;
  if (typeof builtIn === "function") builtIn.call(program);
  return program.error(`error: unknown command '${program.args[0]}'`, {
    code: "commander.unknownCommand",
  });
}

function selfCommand(): { command: string; args: string[] } {
  const exec = Deno.execPath();
  const isDeno = /(^|[\\/])deno(\.exe)?$/.test(exec);
  if (!isDeno) return { command: exec, args: [] };
  const mainUrl = Deno.mainModule;
  const script = mainUrl.startsWith("file:") ? fileURLToPath(mainUrl) : mainUrl;
  return { command: exec, args: ["run", "-A", script] };
}
