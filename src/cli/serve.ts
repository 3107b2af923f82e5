/**
 * `ctx serve` (the self-hosted team server, on SQLite or PostgreSQL) and its admin subcommands
 * (in `_serve_admin.ts` and `_serve_list.ts`).
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import type { TeamStore } from "../team/mod.ts";
import type { Cli, ExitCode } from "./_program.ts";
import {
  addKeyCommand,
  createTeamCommand,
  deleteCommand,
  intFlag,
  resetCursorsCommand,
  revokeKeyCommand,
  rotateKeyCommand,
  serverDb,
} from "./_serve_admin.ts";
import { auditCommand, listCommand } from "./_serve_list.ts";
import { usageError } from "./_usage.ts";

/** `ctx serve` and its admin subcommands (teams, keys, deletions, the audit log). */
export function defineServe(program: Command, cli: Cli): void {
  const serve = program.command("serve")
    .description("run the self-hosted team server (and manage its teams and keys)")
    .option("--port <port>", "port to listen on", "8787")
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .option("--db <db>", DB_HELP)
    .option("--rate-limit <n>", "requests per minute per key (0 = off)", "120")
    .option("--burst <n>", "requests a key may make at once", "120")
    .option("--max-connections <n>", "open connections at most", "512")
    .option(
      "--max-connections-per-address <n>",
      "open connections from one address at most (IPv6: one /64)",
      "128",
    )
    .option(
      "--trusted-proxy <addresses>",
      "load balancers whose X-Forwarded-For is believed (comma-separated addresses)",
    )
    .option("--quiet", "do not log each request on stderr")
    .action(cli.action((opts: Record<string, string>) => serveCommand(cli.deps(), opts)));
  defineServeAdmin(serve, cli);
}

const EXPIRES = "the (new) key stops working then: 90d, or a date (2026-12-31)";
const DB_HELP = "database: a SQLite file or postgres://… (default $CTX_SERVE_DB, else " +
  "$CTX_HOME/team-server.sqlite)";

/** The admin subcommands of `ctx serve`, each with its own `--db`. */
function defineServeAdmin(serve: Command, cli: Cli): void {
  const db = (command: Command) => (command.optsWithGlobals() as { db?: string }).db;
  const admin = (
    name: string,
    description: string,
    run: (opts: Record<string, unknown>, args: string[]) => Promise<ExitCode>,
  ) =>
    serve.command(name).description(description).option("--db <db>", DB_HELP)
      .action(cli.action((...args: unknown[]) => {
        const command = args.at(-1) as Command;
        const opts = { ...(args.at(-2) as Record<string, unknown>), db: db(command) };
        return run(opts, args.slice(0, -2) as string[]);
      }));
  admin(
    "create-team",
    "create a team and print its first key (once, alone on stdout)",
    (o, a) => createTeamCommand(cli.deps(), a[0]!, o),
  )
    .argument("<name>", "team name (unique)")
    .option("--label <label>", "label of the first key (e.g. the member's name)")
    .option("--max-insights <n>", "limit of insights")
    .option("--max-projects <n>", "limit of projects")
    .option("--max-members <n>", "limit of active keys")
    .option("--expires <when>", EXPIRES);
  admin(
    "add-key",
    "issue a member key and print it (once, alone on stdout)",
    (o) => addKeyCommand(cli.deps(), o),
  )
    .requiredOption("--team <team>", "team id or name")
    .option("--label <label>", "who the key is for")
    .option("--expires <when>", EXPIRES);
  admin(
    "revoke-key",
    "revoke a key by id or by its first characters (ctxt_…)",
    (o, a) => revokeKeyCommand(cli.deps(), a[0]!, o),
  )
    .argument("<key>", "key id or key prefix");
  admin(
    "rotate-key",
    "replace a key by a new one, printed once (the old stops now)",
    (o, a) => rotateKeyCommand(cli.deps(), a[0]!, o),
  )
    .argument("<key>", "key id or key prefix")
    .option("--grace <duration>", "the old key keeps working this long: 30m, 24h, 7d")
    .option("--label <label>", "label of the new key (default: the old key's)")
    .option("--expires <when>", EXPIRES);
  admin("list-teams", "list the teams", (o) => listCommand(cli.deps(), "teams", o))
    .option("--json", "print as JSON");
  admin(
    "list-keys",
    "list key ids, prefixes, labels and states (never the keys)",
    (o) => listCommand(cli.deps(), "keys", o),
  )
    .option("--team <team>", "only this team (id or name)")
    .option("--json", "print as JSON");
  admin(
    "delete",
    "delete a project's or a member's insights (teammates' pull removes them)",
    (o) => deleteCommand(cli.deps(), o),
  )
    .requiredOption("--team <team>", "team id or name")
    .option("--project <id>", "the project's insights")
    .option("--key <id>", "the insights this key posted (a member's)")
    .option("--yes", "delete (without it: say what would be deleted)");
  admin(
    "audit",
    "print the audit log (pushes, pulls, searches, deletions, key events)",
    (o) => auditCommand(cli.deps(), o),
  )
    .option("--team <team>", "only this team (id or name)")
    .option("--action <action>", "only this action (push, pull, search, delete, key.rotate, …)")
    .option("--key <id>", "only this key")
    .option("--project <id>", "only this project")
    .option("--since <when>", "from then: 24h (ago), or a date (2026-06-30)")
    .option("--until <when>", "before then: 1h (ago), or a date")
    .option("--limit <n>", "events at most, newest first", "100")
    .option("--json", "print as JSON");
  admin(
    "reset-cursors",
    "make every member's next pull start over (after a restore)",
    (o) => resetCursorsCommand(cli.deps(), o),
  )
    .option("--yes", "do it");
}

export interface ServeOptions {
  port?: string;
  host?: string;
  db?: string;
  rateLimit?: string;
  burst?: string;
  maxConnections?: string;
  maxConnectionsPerAddress?: string;
  trustedProxy?: string;
  quiet?: boolean;
}

/** Run the team server until Ctrl-C or SIGTERM. */
export async function serveCommand(deps: Deps, opts: ServeOptions): Promise<ExitCode> {
  const { DEFAULT_CONNECTION_LIMITS, DEFAULT_RATE_LIMIT, serveTeam, shownDatabase, TeamStore } =
    await import("../team/mod.ts");
  const port = intFlag("--port", opts.port ?? "8787", 0, 65535);
  const perMinute = intFlag(
    "--rate-limit",
    opts.rateLimit ?? String(DEFAULT_RATE_LIMIT.refillPerSecond * 60),
    0,
    1_000_000,
  );
  const burst = intFlag("--burst", opts.burst ?? String(DEFAULT_RATE_LIMIT.capacity), 1, 1_000_000);
  const maxConnections = intFlag(
    "--max-connections",
    opts.maxConnections ?? String(DEFAULT_CONNECTION_LIMITS.maxConnections),
    1,
    1_000_000,
  );
  const maxConnectionsPerAddress = intFlag(
    "--max-connections-per-address",
    opts.maxConnectionsPerAddress ?? String(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress),
    1,
    maxConnections,
  );
  const hostname = opts.host ?? "127.0.0.1";
  const trustedProxies = proxiesFlag(opts.trustedProxy);
  const db = serverDb(deps, opts.db);
  const controller = new AbortController();
  const stop = () => controller.abort();
  deps.signal.addEventListener("abort", stop, { once: true });
  let sigterm = false;
  try {
    Deno.addSignalListener("SIGTERM", stop);
    sigterm = true;
  } catch {
    // No SIGTERM on Windows.
  }
  let storage: TeamStore | undefined;
  try {
    const server = await listen(() =>
      serveTeam({
        port,
        hostname,
        // Opened once the port is bound: a start that fails leaves no database behind.
        storage: async () => storage = await TeamStore.open(db),
        trustedProxies,
        signal: controller.signal,
        // 0 turns the limiter off (a private network behind a proxy that limits already).
        rateLimit: perMinute === 0 ? null : { capacity: burst, refillPerSecond: perMinute / 60 },
        maxConnections,
        maxConnectionsPerAddress,
        log: (line) => deps.output.err(line),
        ...(opts.quiet ? {} : { requestLog: (line: string) => deps.output.err(line) }),
      }), { hostname, port });
    deps.output.err(
      `ctx team server listening on ${server.url} (database "${shownDatabase(db)}")`,
    );
    if ((await storage?.listTeams())?.length === 0) {
      deps.output.err("No team yet: create one with ctx serve create-team NAME");
    }
    await server.finished;
    deps.output.err("ctx team server stopped");
    return 0;
  } finally {
    deps.signal.removeEventListener("abort", stop);
    if (sigterm) Deno.removeSignalListener("SIGTERM", stop);
    await storage?.close();
  }
}

/** `--trusted-proxy 10.0.0.2,10.0.0.3`: IP addresses only (a name would need a lookup). */
function proxiesFlag(value: string | undefined): string[] {
  if (value === undefined) return [];
  const list = value.split(",").map((item) => item.trim()).filter(Boolean);
  const bad = list.find((item) => !/^[0-9a-fA-F.:]{2,45}$/.test(item));
  if (bad !== undefined || list.length === 0) {
    throw usageError(
      `Invalid --trusted-proxy "${value.slice(0, 60)}": expected IP addresses separated by commas`,
    );
  }
  return list;
}

/** Start listening; a taken port or a foreign address is a usage error, not a bug. */
async function listen<T>(
  start: () => Promise<T>,
  where: { hostname: string; port: number },
): Promise<T> {
  const address = `${
    where.hostname.includes(":") ? `[${where.hostname}]` : where.hostname
  }:${where.port}`;
  try {
    return await start();
  } catch (error) {
    // The server runs on node:http: its listen errors carry Node's codes.
    const code = (error as { code?: unknown } | null)?.code;
    if (error instanceof Deno.errors.AddrInUse || code === "EADDRINUSE") {
      throw new ConfigError(`Cannot listen on ${address}: the port is taken`, {
        hint: `stop the program using port ${where.port}, or pass another one: ctx serve --port ${
          where.port === 8787 ? 8788 : 8787
        }`,
        cause: error,
      });
    }
    if (
      error instanceof Deno.errors.AddrNotAvailable || code === "EADDRNOTAVAIL" ||
      code === "EINVAL"
    ) {
      throw new ConfigError(`Cannot listen on ${address}: no such address on this machine`, {
        hint: "pass an address of this machine, e.g. --host 127.0.0.1",
        cause: error,
      });
    }
    if (error instanceof Deno.errors.PermissionDenied || code === "EACCES") {
      throw new ConfigError(`Cannot listen on ${address}: permission denied`, {
        hint: "use a port above 1023 (put a reverse proxy on 443), e.g. --port 8787",
        cause: error,
      });
    }
    throw error;
  }
}
