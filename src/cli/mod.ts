/**
 * The command line: the program, its dependencies and its exit code. Each command lives in its
 * own file, which declares its flags (`define…`) and loads the heavy modules it needs only when
 * it runs, so that `ctx --version` starts fast. The two command lines assistants start on their
 * own, at every session (`ctx mcp`) and at its end (`ctx hook session-end`), start faster still:
 * they run without commander and the other commands' modules (`quickCommand`), and so does
 * `ctx status`, which a heavy user runs to see where things stand.
 */
import denoJson from "../../deno.json" with { type: "json" };
import { loadConfig } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { stdinChunks } from "../fsutil.ts";
import { runCommand } from "../process.ts";
import { terminalOutput } from "../output.ts";
import type { ExitCode, GetDeps } from "./_program.ts";
import { withHelpPointer } from "./_usage.ts";
import { selfCommand } from "./launcher.ts";

export const VERSION: string = denoJson.version;

export interface RunCliOptions {
  signal: AbortSignal;
  /** Override pieces of the dependencies (tests). */
  deps?: Partial<Deps>;
}

/** Parse argv, run the command, return its exit code. Errors propagate to `main.ts`. */
export async function runCli(argv: string[], options: RunCliOptions): Promise<ExitCode> {
  const output = options.deps?.output ?? terminalOutput();
  let cached: Deps | undefined;
  // Config is loaded on first use so `--help` works even with a bad environment.
  const deps: GetDeps = () => {
    if (cached) return cached;
    // Lenient: a bad variable stops only the command that reads it (its fields throw when read).
    const config = options.deps?.config ??
      loadConfig(Deno.env.toObject(), { os: Deno.build.os, lenient: true });
    let self: Deps["self"] | undefined;
    cached = {
      config,
      cwd: Deno.cwd(),
      output,
      fetch: globalThis.fetch,
      now: () => new Date(),
      run: runCommand,
      // Worked out when used: it reads CTX_LAUNCHER and CTX_INSTALL_DIR.
      get self() {
        return self ??= selfCommand(config, {
          execPath: Deno.execPath(),
          mainModule: Deno.mainModule,
        });
      },
      signal: options.signal,
      host: Deno.hostname(),
      pid: Deno.pid,
      // UTF-8 with a byte-order mark kept: `ctx redact` gives its input back byte for byte
      // (a key read from stdin is trimmed, which removes a BOM).
      readStdin: async () =>
        new TextDecoder("utf-8", { ignoreBOM: true }).decode(
          await new Response(Deno.stdin.readable).arrayBuffer(),
        ),
      ...options.deps,
    };
    return cached;
  };
  const quick = quickCommand(argv);
  if (quick) {
    try {
      return await quick.run(deps, { output, signal: options.deps?.signal ?? options.signal });
    } catch (error) {
      throw withHelpPointer(error, quick.path);
    }
  }
  const { runProgram } = await import("./_commands.ts");
  return await runProgram(argv, deps, output);
}

/** A command line run without commander: the words naming it (for errors) and how it runs. */
interface QuickCommand {
  path: string;
  /** `early`: what a command may use without `deps()`, which reads the configuration. */
  run(deps: GetDeps, early: Pick<Deps, "output" | "signal">): Promise<ExitCode>;
}

/**
 * `ctx mcp` and `ctx hook session-end [--client <id>]` exactly as `ctx install` registers them,
 * and `ctx status` and `ctx status --json` (a heavy user's `ctx status` should not pay for loading
 * the whole command line: commander and Node's event emitter are about a tenth of it); any other
 * form of them (`--help`, an unknown flag, an extra word, `--project`) goes through commander,
 * whose answer (help, a usage error) is the same as ever.
 */
export function quickCommand(argv: readonly string[]): QuickCommand | undefined {
  if (argv.length === 1 && argv[0] === "mcp") {
    return {
      path: "ctx mcp",
      run: async (deps, early) => (await import("./mcp.ts")).mcpCommand(deps, early),
    };
  }
  if (argv[0] === "status" && (argv.length === 1 || (argv.length === 2 && argv[1] === "--json"))) {
    // The options commander hands the action for these two forms.
    const opts = argv.length === 2 ? { json: true } : {};
    return {
      path: "ctx status",
      run: async (deps) => (await import("./status.ts")).statusCommand(deps(), opts),
    };
  }
  if (argv[0] !== "hook" || argv[1] !== "session-end") return undefined;
  const rest = argv.slice(2);
  let client: string | undefined;
  if (rest.length === 2 && rest[0] === "--client") client = rest[1];
  else if (rest.length === 1 && rest[0]!.startsWith("--client=")) client = rest[0]!.slice(9);
  else if (rest.length !== 0) return undefined;
  // A value commander would read as a flag (`--client --help`) is left to commander.
  if (client !== undefined && client.startsWith("-")) return undefined;
  return {
    path: "ctx hook session-end",
    run: async (deps) => {
      const hook = await import("./hook.ts");
      return hook.sessionEndCommand(deps(), client ?? hook.defaultHookClient(), stdinChunks());
    },
  };
}
