/**
 * `ctx serve` (the self-hosted team server) and its admin subcommands. New keys are printed
 * once, alone on stdout, so `KEY=$(ctx serve create-team acme)` works; everything else goes
 * to stderr.
 */
import type { Command } from "commander";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import { safeLine } from "../safe_text.ts";
import { alignColumns } from "../text.ts";
import type { SqliteTeamStorage, TeamLimits } from "../team/mod.ts";
import type { Cli, ExitCode } from "./_program.ts";
import { usageError } from "./_usage.ts";

/** `ctx serve` and its admin subcommands (`create-team`, `add-key`, `revoke-key`, `list-…`). */
export function defineServe(program: Command, cli: Cli): void {
  const serve = program.command("serve")
    .description("run the self-hosted team server (and manage its teams and keys)")
    .option("--port <port>", "port to listen on", "8787")
    .option("--host <host>", "address to listen on", "127.0.0.1")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--rate-limit <n>", "requests per minute per key (0 = off)", "120")
    .option("--burst <n>", "requests a key may make at once", "120")
    .option("--max-connections <n>", "open connections at most", "512")
    .option(
      "--max-connections-per-address <n>",
      "open connections from one address at most (IPv6: one /64)",
      "128",
    )
    .option("--quiet", "do not log each request on stderr")
    .action(cli.action((opts: Record<string, string>) => serveCommand(cli.deps(), opts)));
  const serveDb = (command: Command) => (command.optsWithGlobals() as { db?: string }).db;
  serve.command("create-team")
    .description("create a team and print its first key (once, alone on stdout)")
    .argument("<name>", "team name (unique)")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--label <label>", "label of the first key (e.g. the member's name)")
    .option("--max-insights <n>", "limit of insights")
    .option("--max-projects <n>", "limit of projects")
    .option("--max-members <n>", "limit of active keys")
    .action(
      cli.action((name: string, opts: Record<string, string>, command: Command) =>
        createTeamCommand(cli.deps(), name, { ...opts, db: serveDb(command) })
      ),
    );
  serve.command("add-key")
    .description("issue a member key and print it (once, alone on stdout)")
    .requiredOption("--team <team>", "team id or name")
    .option("--label <label>", "who the key is for")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .action(
      cli.action((opts: Record<string, string>, command: Command) =>
        addKeyCommand(cli.deps(), { ...opts, db: serveDb(command) })
      ),
    );
  serve.command("revoke-key")
    .description("revoke a key by id or by its first characters (ctxt_…)")
    .argument("<key>", "key id or key prefix")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .action(
      cli.action((ref: string, opts: Record<string, string>, command: Command) =>
        revokeKeyCommand(cli.deps(), ref, { ...opts, db: serveDb(command) })
      ),
    );
  serve.command("list-teams")
    .description("list the teams")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--json", "print as JSON")
    .action(
      cli.action((opts: Record<string, unknown>, command: Command) =>
        listCommand(cli.deps(), "teams", { ...opts, db: serveDb(command) })
      ),
    );
  serve.command("list-keys")
    .description("list key ids, prefixes and labels (never the keys)")
    .option("--team <team>", "only this team (id or name)")
    .option("--db <path>", "database file (default $CTX_HOME/team-server.sqlite)")
    .option("--json", "print as JSON")
    .action(
      cli.action((opts: Record<string, unknown>, command: Command) =>
        listCommand(cli.deps(), "keys", { ...opts, db: serveDb(command) })
      ),
    );
}

export interface ServeOptions {
  port?: string;
  host?: string;
  db?: string;
  rateLimit?: string;
  burst?: string;
  maxConnections?: string;
  maxConnectionsPerAddress?: string;
  quiet?: boolean;
}

/** Default database: `$CTX_HOME/team-server.sqlite`. */
export function serverDbPath(deps: Pick<Deps, "config">, db: string | undefined): string {
  return db ?? join(deps.config.ctxHome, "team-server.sqlite");
}

/**
 * The team server's storage (the team module loads with the command, not at startup). Only
 * `ctx serve` and `create-team` may create the database: the other admin commands need an
 * existing one, so a mistyped `--db` is an error instead of a new empty database.
 */
async function openStorage(
  deps: Deps,
  db: string | undefined,
  { create }: { create: boolean },
): Promise<SqliteTeamStorage> {
  const path = serverDbPath(deps, db);
  if (!create && !existsSync(path)) {
    throw new ConfigError(`Cannot open the team database "${path}": no such file`, {
      hint: db === undefined
        ? "create a team first (ctx serve create-team NAME), or pass the database with --db PATH"
        : "check the --db path (ctx serve create-team NAME --db PATH creates a database)",
    });
  }
  const { SqliteTeamStorage } = await import("../team/mod.ts");
  return SqliteTeamStorage.open(path);
}

/** Run the team server until Ctrl-C or SIGTERM. */
export async function serveCommand(deps: Deps, opts: ServeOptions): Promise<ExitCode> {
  const { DEFAULT_CONNECTION_LIMITS, DEFAULT_RATE_LIMIT, serveTeam, SqliteTeamStorage } =
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
  const dbPath = serverDbPath(deps, opts.db);
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
  let storage: SqliteTeamStorage | undefined;
  try {
    const server = await listen(() =>
      serveTeam({
        port,
        hostname,
        // Opened once the port is bound: a start that fails leaves no database behind.
        storage: () => storage = SqliteTeamStorage.open(dbPath),
        signal: controller.signal,
        // 0 turns the limiter off (a private network behind a proxy that limits already).
        rateLimit: perMinute === 0 ? null : { capacity: burst, refillPerSecond: perMinute / 60 },
        maxConnections,
        maxConnectionsPerAddress,
        log: (line) => deps.output.err(line),
        ...(opts.quiet ? {} : { requestLog: (line: string) => deps.output.err(line) }),
      }), { hostname, port });
    deps.output.err(`ctx team server listening on ${server.url} (database "${dbPath}")`);
    if (storage?.listTeams().length === 0) {
      deps.output.err("No team yet: create one with ctx serve create-team NAME");
    }
    await server.finished;
    deps.output.err("ctx team server stopped");
    return 0;
  } finally {
    deps.signal.removeEventListener("abort", stop);
    if (sigterm) Deno.removeSignalListener("SIGTERM", stop);
    storage?.close();
  }
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

export interface CreateTeamOptions {
  db?: string;
  label?: string;
  maxInsights?: string;
  maxProjects?: string;
  maxMembers?: string;
}

/** Create a team; print its first key alone on stdout. */
export async function createTeamCommand(
  deps: Deps,
  name: string,
  opts: CreateTeamOptions,
): Promise<ExitCode> {
  const limits: Partial<TeamLimits> = {};
  if (opts.maxInsights) limits.insights = intFlag("--max-insights", opts.maxInsights, 1, 1e12);
  if (opts.maxProjects) limits.projects = intFlag("--max-projects", opts.maxProjects, 1, 1e9);
  if (opts.maxMembers) limits.members = intFlag("--max-members", opts.maxMembers, 1, 1e9);
  const dbPath = serverDbPath(deps, opts.db);
  const storage = await openStorage(deps, opts.db, { create: true });
  try {
    const { team, key, keyId } = await storage.createTeam(name, {
      limits,
      label: opts.label,
      now: deps.now(),
    });
    deps.output.err(`Created team "${team.name}" (${team.id}) in "${dbPath}"`);
    deps.output.err(`Its first key (id ${keyId}) is printed once below; it is not stored`);
    deps.output.out(key);
    return 0;
  } finally {
    storage.close();
  }
}

/** Issue a member key; print it alone on stdout. */
export async function addKeyCommand(
  deps: Deps,
  opts: { team?: string; label?: string; db?: string },
): Promise<ExitCode> {
  if (!opts.team) {
    throw new ConfigError("Missing --team", { hint: "pass --team ID or --team NAME" });
  }
  const storage = await openStorage(deps, opts.db, { create: false });
  try {
    const { team, key, keyId } = await storage.addKey(opts.team, {
      label: opts.label,
      now: deps.now(),
    });
    deps.output.err(
      `New key (id ${keyId}${opts.label ? `, "${opts.label}"` : ""}) for team "${team.name}"; ` +
        "printed once below, not stored",
    );
    deps.output.out(key);
    return 0;
  } finally {
    storage.close();
  }
}

/** Revoke a key by id or key prefix. */
export async function revokeKeyCommand(
  deps: Deps,
  ref: string,
  opts: { db?: string },
): Promise<ExitCode> {
  const storage = await openStorage(deps, opts.db, { create: false });
  const { keyPrefixShown } = await import("../team/mod.ts");
  try {
    const row = storage.revokeKey(ref, { now: deps.now() });
    deps.output.out(
      `Revoked key ${row.id} (${keyPrefixShown(row.lookup)}${
        row.label ? `, "${safeLine(row.label)}"` : ""
      })`,
    );
    return 0;
  } finally {
    storage.close();
  }
}

/**
 * List teams, or the keys of one team (never the keys themselves: only id and prefix). Rows are
 * tab-separated for scripts; on a terminal they get a header and aligned columns.
 */
export async function listCommand(
  deps: Deps,
  what: "teams" | "keys",
  opts: { db?: string; team?: string; json?: boolean },
): Promise<ExitCode> {
  const storage = await openStorage(deps, opts.db, { create: false });
  const { keyPrefixShown } = await import("../team/mod.ts");
  try {
    if (what === "teams") {
      const teams = storage.listTeams();
      if (opts.json) deps.output.json({ teams });
      else if (teams.length === 0) {
        deps.output.err("No team yet: create one with ctx serve create-team NAME");
      } else {printRows(
          deps,
          ["ID", "NAME", "CREATED"],
          teams.map((t) => [String(t.id), safeLine(t.name), t.createdAt]),
        );}
    } else {
      // Never the hash, and of the key only the start every command shows (`ctxt_W2Ma…`).
      const keys = storage.listKeys(opts.team).map(({ hash: _hash, lookup, ...rest }) => ({
        ...rest,
        prefix: keyPrefixShown(lookup),
      }));
      if (opts.json) deps.output.json({ keys });
      else if (keys.length === 0) deps.output.err("No key yet");
      else {
        printRows(
          deps,
          ["ID", "TEAM", "PREFIX", "LABEL", "STATE"],
          keys.map((k) => [
            String(k.id),
            String(k.teamId),
            k.prefix,
            safeLine(k.label ?? ""),
            k.revokedAt ? `revoked ${k.revokedAt}` : "active",
          ]),
        );
      }
    }
    return 0;
  } finally {
    storage.close();
  }
}

/** Tab-separated rows for a pipe; a header and aligned columns on a terminal. */
function printRows(deps: Deps, header: string[], rows: string[][]): void {
  const lines = deps.output.stdoutIsTty
    ? alignColumns([header, ...rows])
    : rows.map((row) => row.join("\t"));
  for (const line of lines) deps.output.out(line);
}

function intFlag(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw usageError(`Invalid ${name} "${value}": expected a whole number from ${min} to ${max}`);
  }
  return Number(value);
}
