/**
 * The admin subcommands of `ctx serve`: teams, keys (issue, revoke, rotate, expire), deleting a
 * project's or a member's insights, the audit log, and a new cursor epoch after a restore. New
 * keys are printed once, alone on stdout, so `KEY=$(ctx serve create-team acme)` works;
 * everything else goes to stderr. The database is `--db`, else `CTX_SERVE_DB`, else
 * `$CTX_HOME/team-server.sqlite` (a `postgres://` URL is shown without its password).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import { safeLine } from "../safe_text.ts";
import { alignColumns, plural } from "../text.ts";
import type { AuditAction, TeamLimits, TeamStore } from "../team/mod.ts";
import type { ExitCode } from "./_program.ts";
import { usageError } from "./_usage.ts";

/** The database of the server: `--db`, else `CTX_SERVE_DB`, else the default SQLite file. */
export function serverDb(deps: Pick<Deps, "config">, db: string | undefined): string {
  return db ?? deps.config.serveDb ?? join(deps.config.ctxHome, "team-server.sqlite");
}

/**
 * The team server's storage (the team module loads with the command, not at startup). Only
 * `ctx serve` and `create-team` may create a SQLite database: the other admin commands need an
 * existing one, so a mistyped `--db` is an error instead of a new empty database.
 */
export async function openStorage(
  deps: Deps,
  db: string | undefined,
  { create }: { create: boolean },
): Promise<TeamStore> {
  const target = serverDb(deps, db);
  const { isPostgresUrl, TeamStore } = await import("../team/mod.ts");
  if (!create && !isPostgresUrl(target) && !existsSync(target)) {
    throw new ConfigError(`Cannot open the team database "${target}": no such file`, {
      hint: db === undefined
        ? "create a team first (ctx serve create-team NAME), or pass the database with --db PATH"
        : "check the --db path (ctx serve create-team NAME --db PATH creates a database)",
    });
  }
  return await TeamStore.open(target);
}

/** Run `fn` with the storage open, and close it after. */
export async function withStorage<T>(
  deps: Deps,
  db: string | undefined,
  create: boolean,
  fn: (storage: TeamStore) => Promise<T>,
): Promise<T> {
  const storage = await openStorage(deps, db, { create });
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

export interface CreateTeamOptions {
  db?: string;
  label?: string;
  maxInsights?: string;
  maxProjects?: string;
  maxMembers?: string;
  expires?: string;
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
  const expiresAt = expiryFlag(deps, opts.expires);
  const { shownDatabase, teamNameProblem } = await import("../team/mod.ts");
  // Said before any database is opened: a command-line mistake (ctx serve create-team "").
  const problem = teamNameProblem(name);
  if (problem) throw usageError(problem, 'give the team a name, e.g. ctx serve create-team "acme"');
  return await withStorage(deps, opts.db, true, async (storage) => {
    const { team, key, keyId } = await storage.createTeam(name, {
      limits,
      label: opts.label,
      now: deps.now(),
      expiresAt,
    });
    deps.output.err(
      `Created team "${team.name}" (${team.id}) in "${shownDatabase(serverDb(deps, opts.db))}"`,
    );
    deps.output.err(`Its first key (id ${keyId}) is printed once below; it is not stored`);
    deps.output.out(key);
    return 0;
  });
}

/** Issue a member key; print it alone on stdout. */
export async function addKeyCommand(
  deps: Deps,
  opts: { team?: string; label?: string; db?: string; expires?: string },
): Promise<ExitCode> {
  if (!opts.team) {
    throw new ConfigError("Missing --team", { hint: "pass --team ID or --team NAME" });
  }
  const expiresAt = expiryFlag(deps, opts.expires);
  return await withStorage(deps, opts.db, false, async (storage) => {
    const { team, key, keyId } = await storage.addKey(opts.team!, {
      label: opts.label,
      now: deps.now(),
      expiresAt,
    });
    deps.output.err(
      `New key (id ${keyId}${opts.label ? `, "${safeLine(opts.label)}"` : ""}) for team "${
        safeLine(team.name)
      }"${expiresAt ? `, expires ${expiresAt}` : ""}; printed once below, not stored`,
    );
    deps.output.out(key);
    return 0;
  });
}

/** Revoke a key by id or key prefix: it stops working at once. */
export async function revokeKeyCommand(
  deps: Deps,
  ref: string,
  opts: { db?: string },
): Promise<ExitCode> {
  const { keyPrefixShown } = await import("../team/mod.ts");
  return await withStorage(deps, opts.db, false, async (storage) => {
    const row = await storage.revokeKey(ref, { now: deps.now() });
    deps.output.out(
      `Revoked key ${row.id} (${keyPrefixShown(row.lookup)}${
        row.label ? `, "${safeLine(row.label)}"` : ""
      })`,
    );
    return 0;
  });
}

/** Replace a key by a new one (printed alone on stdout); the old one stops now or after --grace. */
export async function rotateKeyCommand(
  deps: Deps,
  ref: string,
  opts: { db?: string; grace?: string; label?: string; expires?: string },
): Promise<ExitCode> {
  const graceSeconds = opts.grace === undefined ? 0 : durationFlag("--grace", opts.grace);
  const expiresAt = expiryFlag(deps, opts.expires);
  const { keyPrefixShown } = await import("../team/mod.ts");
  return await withStorage(deps, opts.db, false, async (storage) => {
    const { key, keyId, old } = await storage.rotateKey(ref, {
      now: deps.now(),
      graceSeconds,
      label: opts.label,
      expiresAt,
    });
    const stops = graceSeconds > 0 ? `works until ${old.expiresAt}` : "stopped working now";
    deps.output.err(
      `Key ${old.id} (${keyPrefixShown(old.lookup)}) ${stops}; its replacement, key ${keyId}, ` +
        "is printed once below, not stored",
    );
    deps.output.out(key);
    return 0;
  });
}

/** Delete a project's or a member's insights; without --yes, only say what would go. */
export async function deleteCommand(
  deps: Deps,
  opts: { db?: string; team?: string; project?: string; key?: string; yes?: boolean },
): Promise<ExitCode> {
  if (!opts.team) throw usageError("Missing --team", "pass --team ID or --team NAME");
  if (opts.project === undefined && opts.key === undefined) {
    throw usageError(
      "Nothing to delete: pass --project ID, --key ID, or both",
      "--project deletes a project's insights, --key a member's (the insights their key posted)",
    );
  }
  const keyId = opts.key === undefined ? undefined : intFlag("--key", opts.key, 1, 1e15);
  const { projectIdRefusal } = await import("../team/mod.ts");
  if (opts.project !== undefined && projectIdRefusal(opts.project)) {
    throw usageError(`Invalid --project "${safeLine(opts.project).slice(0, 100)}"`);
  }
  return await withStorage(deps, opts.db, false, async (storage) => {
    const team = await storage.findTeam(opts.team!);
    const what = [
      opts.project === undefined ? "" : `of project "${opts.project}"`,
      keyId === undefined ? "" : `posted by key ${keyId}`,
    ].filter(Boolean).join(" ");
    if (!opts.yes) {
      const count = await storage.countMatching({
        teamId: team.id,
        projectId: opts.project,
        keyId,
      });
      deps.output.err(
        `Would delete ${plural(count, "insight")} ${what} from team "${safeLine(team.name)}"; ` +
          "run again with --yes to delete them (teammates' next pull removes them)",
      );
      return count === 0 ? 0 : 1;
    }
    const result = await storage.deleteInsights(
      { teamId: team.id, projectId: opts.project, keyId },
      { now: deps.now() },
    );
    deps.output.out(
      `Deleted ${plural(result.deleted, "insight")} ${what} in ${
        plural(result.projects, "project")
      } of team "${safeLine(team.name)}"`,
    );
    return 0;
  });
}

/** A new cursor epoch: after restoring a backup, every client's next pull starts over. */
export async function resetCursorsCommand(
  deps: Deps,
  opts: { db?: string; yes?: boolean },
): Promise<ExitCode> {
  if (!opts.yes) {
    throw usageError(
      "Resetting the cursors makes every member's next pull start over: pass --yes",
      "do this after restoring the database from a backup",
    );
  }
  return await withStorage(deps, opts.db, false, async (storage) => {
    const epoch = await storage.resetCursors({ now: deps.now() });
    deps.output.out(`New cursor epoch ${epoch}: every member's next pull starts over`);
    return 0;
  });
}

/** Tab-separated rows for a pipe; a header and aligned columns on a terminal. */
export function printRows(deps: Deps, header: string[], rows: string[][]): void {
  const lines = deps.output.stdoutIsTty
    ? alignColumns([header, ...rows])
    : rows.map((row) => row.join("\t"));
  for (const line of lines) deps.output.out(line);
}

export function intFlag(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw usageError(`Invalid ${name} "${value}": expected a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `90s`, `30m`, `24h`, `7d` in seconds. */
export function durationFlag(name: string, value: string): number {
  const match = /^(\d{1,7})([smhd])$/.exec(value.trim());
  if (!match) {
    throw usageError(
      `Invalid ${name} "${
        safeLine(value).slice(0, 40)
      }": expected a duration such as 30m, 24h or 7d`,
    );
  }
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

/**
 * A moment given as a duration from now (`90d`) or an ISO-8601 date (`2026-06-30`,
 * `2026-06-30T12:00:00Z`); `ago` counts the duration back (for `--since`).
 */
export function momentFlag(deps: Deps, name: string, value: string, ago = false): string {
  const text = value.trim();
  if (/^\d+[smhd]$/.test(text)) {
    const seconds = durationFlag(name, text);
    return new Date(deps.now().getTime() + (ago ? -1 : 1) * seconds * 1000).toISOString();
  }
  const date = /^\d{4}-\d\d-\d\d$/.test(text) ? `${text}T00:00:00Z` : text;
  const ms = /^\d{4}-\d\d-\d\dT/.test(date) ? Date.parse(date) : NaN;
  if (!Number.isFinite(ms)) {
    throw usageError(
      `Invalid ${name} "${
        safeLine(value).slice(0, 40)
      }": expected a duration (30m, 24h, 7d) or a date (2026-06-30)`,
    );
  }
  return new Date(ms).toISOString();
}

function expiryFlag(deps: Deps, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const at = momentFlag(deps, "--expires", value);
  if (at <= deps.now().toISOString()) {
    throw usageError(`Invalid --expires "${safeLine(value)}": it is in the past`);
  }
  return at;
}

export type { AuditAction };
