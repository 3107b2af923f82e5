/**
 * The listing subcommands of `ctx serve`: `list-teams`, `list-keys` (never the keys: an id, the
 * start every command shows, `ctxt_W2Ma…`, the label and the state) and `audit` (the log of
 * pushes, pulls, searches, deletions and key events). Rows are tab-separated in a pipe, aligned
 * under a header on a terminal; `--json` prints objects with camelCase keys.
 */
import type { Deps } from "../deps.ts";
import { safeLine } from "../safe_text.ts";
import type { KeyRow } from "../team/mod.ts";
import { intFlag, momentFlag, printRows, withStorage } from "./_serve_admin.ts";
import type { ExitCode } from "./_program.ts";
import { usageError } from "./_usage.ts";

/** List teams, or keys (of one team). */
export async function listCommand(
  deps: Deps,
  what: "teams" | "keys",
  opts: { db?: string; team?: string; json?: boolean },
): Promise<ExitCode> {
  const { keyPrefixShown, keyState } = await import("../team/mod.ts");
  return await withStorage(deps, opts.db, false, async (storage) => {
    if (what === "teams") {
      const teams = await storage.listTeams();
      if (opts.json) deps.output.json({ teams });
      else if (teams.length === 0) {
        deps.output.err("No team yet: create one with ctx serve create-team NAME");
      } else {
        printRows(
          deps,
          ["ID", "NAME", "CREATED"],
          teams.map((t) => [String(t.id), safeLine(t.name), t.createdAt]),
        );
      }
      return 0;
    }
    const now = deps.now();
    // Never the hash, and of the key only the start every command shows (`ctxt_W2Ma…`).
    const keys = (await storage.listKeys(opts.team)).map(({ hash: _hash, lookup, ...rest }) => ({
      ...rest,
      prefix: keyPrefixShown(lookup),
      state: keyState({ ...rest, hash: "", lookup }, now),
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
          stateText(k, k.state),
        ]),
      );
    }
    return 0;
  });
}

function stateText(key: Omit<KeyRow, "hash" | "lookup">, state: string): string {
  const rotated = key.replacedBy === null ? "" : ` (replaced by key ${key.replacedBy})`;
  if (state === "revoked") return `revoked ${key.revokedAt}${rotated}`;
  if (state === "expired") return `expired ${key.expiresAt}${rotated}`;
  return `${key.expiresAt ? `active until ${key.expiresAt}` : "active"}${rotated}`;
}

export interface AuditOptions {
  db?: string;
  team?: string;
  action?: string;
  key?: string;
  project?: string;
  since?: string;
  until?: string;
  limit?: string;
  json?: boolean;
}

/** Print audit events, newest first, filtered. */
export async function auditCommand(deps: Deps, opts: AuditOptions): Promise<ExitCode> {
  const { AUDIT_ACTIONS } = await import("../team/mod.ts");
  const action = opts.action === undefined
    ? undefined
    : AUDIT_ACTIONS.find((a) => a === opts.action);
  if (opts.action !== undefined && action === undefined) {
    throw usageError(
      `Invalid --action "${safeLine(opts.action).slice(0, 40)}"`,
      `expected one of ${AUDIT_ACTIONS.join(", ")}`,
    );
  }
  const filter = {
    action,
    keyId: opts.key === undefined ? undefined : intFlag("--key", opts.key, 1, 1e15),
    projectId: opts.project,
    since: opts.since === undefined ? undefined : momentFlag(deps, "--since", opts.since, true),
    until: opts.until === undefined ? undefined : momentFlag(deps, "--until", opts.until, true),
    limit: intFlag("--limit", opts.limit ?? "100", 1, 100_000),
  };
  return await withStorage(deps, opts.db, false, async (storage) => {
    const teamId = opts.team === undefined ? undefined : (await storage.findTeam(opts.team)).id;
    const events = await storage.auditEvents({ ...filter, teamId });
    if (opts.json) {
      deps.output.json({ events });
      return 0;
    }
    if (events.length === 0) {
      deps.output.err("No audit event matches");
      return 0;
    }
    printRows(
      deps,
      ["AT", "ACTION", "TEAM", "KEY", "PROJECT", "DETAIL", "ADDRESS"],
      events.map((e) => [
        e.at,
        e.action,
        e.teamId ?? "",
        e.keyId === null ? "" : String(e.keyId),
        safeLine(e.projectId ?? ""),
        safeLine(
          Object.entries(e.detail).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(" "),
        ),
        safeLine(e.address ?? ""),
      ]),
    );
    return 0;
  });
}
