/**
 * The team server's admin operations (the `ctx serve` subcommands): teams, keys (issue, revoke,
 * rotate, expire), deleting a project's or a member's insights (as tombstones, so the deletion
 * reaches teammates), the audit log and the cursor epoch. `TeamStore` (`_storage.ts`) adds the
 * API on top.
 */
import { TeamError } from "../errors.ts";
import { generateKey, hashKey, randomBase62 } from "./_keys.ts";
import { deleteTombstones } from "./_storage_delete.ts";
import { findActiveKey, insertKey, keys } from "./_storage_keys.ts";
import { auditFromRow, teamFromRow } from "./_storage_rows.ts";
import { forUpdate, type Sql } from "./_sql.ts";
import {
  type AuditEvent,
  type AuditFilter,
  DEFAULT_TEAM_LIMITS,
  type DeleteTarget,
  type KeyRow,
  type TeamLimits,
  type TeamRow,
} from "./_storage_types.ts";

export interface IssuedKey {
  team: TeamRow;
  key: string;
  keyId: number;
}

export interface KeyOptions {
  label?: string;
  now?: Date;
  /** When the key stops working by itself (ISO-8601). */
  expiresAt?: string;
}

export class TeamAdmin {
  readonly sql: Sql;

  protected constructor(sql: Sql) {
    this.sql = sql;
  }

  close(): Promise<void> {
    return this.sql.close();
  }

  /** Create a team and its first key. The key is returned once and never stored. */
  async createTeam(
    name: string,
    options: KeyOptions & { limits?: Partial<TeamLimits> } = {},
  ): Promise<IssuedKey> {
    const trimmed = name.trim();
    const problem = teamNameProblem(name);
    if (problem) throw new TeamError(problem);
    const limits = { ...DEFAULT_TEAM_LIMITS, ...options.limits };
    const now = options.now ?? new Date();
    const id = `tm_${randomBase62(12)}`;
    const key = generateKey();
    const hash = await hashKey(key);
    const keyId = await this.sql.transaction(async (tx) => {
      const created = await tx.run(
        `INSERT INTO teams (id, name, created_at, max_insights, max_projects, max_members)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING`,
        [id, trimmed, now.toISOString(), limits.insights, limits.projects, limits.members],
      );
      if (created === 0) {
        throw new TeamError(`Cannot create team "${trimmed}": a team with that name exists`, {
          hint: "use ctx serve add-key --team NAME to give it a new key",
        });
      }
      const keyId = await insertKey(tx, id, key, hash, options.label ?? "first key", now, options);
      await this.recordAudit(tx, event(now, id, keyId, "team.create", { name: trimmed }));
      return keyId;
    });
    return { team: { id, name: trimmed, createdAt: now.toISOString(), limits }, key, keyId };
  }

  /** Issue a new member key for a team named by id or name, within its member limit. */
  async addKey(teamRef: string, options: KeyOptions = {}): Promise<IssuedKey> {
    const key = generateKey();
    const hash = await hashKey(key);
    const now = options.now ?? new Date();
    return await this.sql.transaction(async (tx) => {
      const team = await findTeamIn(tx, teamRef, true);
      const members = await this.members(tx, team.id, now);
      if (members >= team.limits.members) {
        throw new TeamError(
          `Cannot add a key to team "${team.name}": it has ${members} of ${team.limits.members} members`,
          { hint: "revoke an unused key with ctx serve revoke-key" },
        );
      }
      const keyId = await insertKey(tx, team.id, key, hash, options.label ?? null, now, options);
      await this.recordAudit(tx, event(now, team.id, keyId, "key.add", { label: options.label }));
      return { team, key, keyId };
    });
  }

  /** Revoke a key named by its numeric id or by a prefix of the key itself: it stops at once. */
  async revokeKey(ref: string, options: { now?: Date } = {}): Promise<KeyRow> {
    const now = options.now ?? new Date();
    return await this.sql.transaction(async (tx) => {
      const row = await findActiveKey(tx, ref, now);
      await tx.run("UPDATE keys SET revoked_at = ? WHERE id = ?", [now.toISOString(), row.id]);
      await this.recordAudit(tx, event(now, row.teamId, row.id, "key.revoke", {}));
      return { ...row, revokedAt: now.toISOString() };
    });
  }

  /**
   * Replace a key by a new one for the same member (same team, same label unless given). The old
   * key stops at once, or after `graceSeconds` (the time to hand the new one over).
   */
  async rotateKey(
    ref: string,
    options: KeyOptions & { graceSeconds?: number } = {},
  ): Promise<IssuedKey & { old: KeyRow }> {
    const key = generateKey();
    const hash = await hashKey(key);
    const now = options.now ?? new Date();
    const grace = options.graceSeconds ?? 0;
    return await this.sql.transaction(async (tx) => {
      const old = await findActiveKey(tx, ref, now);
      const team = await findTeamIn(tx, old.teamId, false);
      const label = options.label ?? old.label;
      // A rotation replaces a member's key: it needs no free member slot.
      const keyId = await insertKey(tx, team.id, key, hash, label, now, options);
      const stop = new Date(now.getTime() + grace * 1000).toISOString();
      const updated = grace > 0
        ? {
          ...old,
          expiresAt: old.expiresAt !== null && old.expiresAt < stop ? old.expiresAt : stop,
        }
        : { ...old, revokedAt: now.toISOString() };
      await tx.run(
        "UPDATE keys SET revoked_at = ?, expires_at = ?, replaced_by = ? WHERE id = ?",
        [updated.revokedAt, updated.expiresAt, keyId, old.id],
      );
      await this.recordAudit(
        tx,
        event(now, team.id, old.id, "key.rotate", { newKeyId: keyId, graceSeconds: grace }),
      );
      return { team, key, keyId, old: { ...updated, replacedBy: keyId } };
    });
  }

  async listTeams(): Promise<TeamRow[]> {
    const rows = await this.sql.all("SELECT * FROM teams ORDER BY created_at, name");
    return rows.map(teamFromRow);
  }

  async listKeys(teamRef?: string): Promise<KeyRow[]> {
    if (teamRef === undefined) return keys(this.sql, "ORDER BY id");
    const team = await this.findTeam(teamRef);
    return await keys(this.sql, "WHERE team_id = ? ORDER BY id", team.id);
  }

  /** A team by id or by name; throws a `TeamError` naming it when there is none. */
  findTeam(ref: string): Promise<TeamRow> {
    return findTeamIn(this.sql, ref, false);
  }

  /** Keys (in any state) whose lookup prefix is `lookup`: the handler checks hash and state. */
  keysByLookup(lookup: string): Promise<KeyRow[]> {
    return keys(this.sql, "WHERE lookup = ?", lookup);
  }

  /** Active keys of a team at `now` (its members). */
  async members(sql: Sql, teamId: string, now: Date): Promise<number> {
    const rows = await sql.all(
      `SELECT COUNT(*) AS n FROM keys WHERE team_id = ? AND revoked_at IS NULL
       AND (expires_at IS NULL OR expires_at > ?)`,
      [teamId, now.toISOString()],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Delete a project's insights, a member's (every insight their key posted), or a member's in
   * one project. Each becomes a tombstone with a new change number, under its project's lock,
   * so teammates' next pull removes it; its text is cleared at once.
   */
  async deleteInsights(
    target: DeleteTarget,
    options: { now?: Date; address?: string } = {},
  ): Promise<{ deleted: number; projects: number }> {
    if (target.projectId === undefined && target.keyId === undefined) {
      throw new TeamError("Nothing to delete: name a project, a key, or both");
    }
    const now = options.now ?? new Date();
    return await this.sql.transaction(async (tx) => {
      const result = await deleteTombstones(tx, target, now);
      await this.recordAudit(tx, {
        ...event(now, target.teamId, target.keyId ?? null, "delete", result),
        projectId: target.projectId ?? null,
        address: options.address ?? null,
      });
      return result;
    });
  }

  /** Live insights a deletion of `target` would remove. */
  async countMatching(target: DeleteTarget): Promise<number> {
    const rows = await this.sql.all(
      `SELECT COUNT(*) AS n FROM insights WHERE team_id = ? AND deleted_at IS NULL${
        target.projectId === undefined ? "" : " AND project_id = ?"
      }${target.keyId === undefined ? "" : " AND key_id = ?"}`,
      [
        target.teamId,
        ...(target.projectId === undefined ? [] : [target.projectId]),
        ...(target.keyId === undefined ? [] : [target.keyId]),
      ],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Audit events, newest first. */
  async auditEvents(filter: AuditFilter): Promise<Array<AuditEvent & { id: number }>> {
    const where: string[] = [];
    const params: Array<string | number> = [];
    const add = (clause: string, value: string | number | undefined) => {
      if (value === undefined) return;
      where.push(clause);
      params.push(value);
    };
    add("team_id = ?", filter.teamId);
    add("key_id = ?", filter.keyId);
    add("action = ?", filter.action);
    add("project_id = ?", filter.projectId);
    add("at >= ?", filter.since);
    add("at < ?", filter.until);
    const rows = await this.sql.all(
      `SELECT * FROM audit ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY at DESC, id DESC LIMIT ?`,
      [...params, filter.limit],
    );
    return rows.map(auditFromRow);
  }

  /** Record an event, inside `tx` when it belongs to a change. */
  async recordAudit(tx: Sql, entry: AuditEvent): Promise<void> {
    await tx.run(
      `INSERT INTO audit (at, team_id, key_id, action, project_id, detail, address)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        entry.at,
        entry.teamId,
        entry.keyId,
        entry.action,
        entry.projectId,
        JSON.stringify(entry.detail),
        entry.address,
      ],
    );
  }

  /** Record an event on its own (pulls, searches). */
  audit(entry: AuditEvent): Promise<void> {
    return this.recordAudit(this.sql, entry);
  }

  /**
   * A new cursor epoch: every client's next pull starts over and rebuilds its copy. For after a
   * restore from a backup, whose change numbers are behind what clients have seen.
   */
  async resetCursors(options: { now?: Date } = {}): Promise<string> {
    const now = options.now ?? new Date();
    const epoch = randomBase62(8);
    await this.sql.transaction(async (tx) => {
      await tx.run("UPDATE meta SET value = ? WHERE key = 'epoch'", [epoch]);
      await this.recordAudit(tx, event(now, null, null, "cursors.reset", { epoch }));
    });
    return epoch;
  }

  /** Live insights of a team, and how many distinct contents (tests and the load check). */
  async countInsights(teamId: string): Promise<{ rows: number; distinct: number }> {
    const rows = await this.sql.all(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT project_id || ':' || content_hash) AS d
       FROM insights WHERE team_id = ? AND deleted_at IS NULL`,
      [teamId],
    );
    return { rows: Number(rows[0]?.n ?? 0), distinct: Number(rows[0]?.d ?? 0) };
  }
}

function event(
  now: Date,
  teamId: string | null,
  keyId: number | null,
  action: AuditEvent["action"],
  detail: Record<string, unknown>,
): AuditEvent {
  return { at: now.toISOString(), teamId, keyId, action, projectId: null, detail, address: null };
}

async function findTeamIn(sql: Sql, ref: string, lock: boolean): Promise<TeamRow> {
  const rows = await sql.all(
    `SELECT * FROM teams WHERE id = ? OR name = ? ORDER BY id LIMIT 1${lock ? forUpdate(sql) : ""}`,
    [ref, ref],
  );
  if (!rows[0]) {
    throw new TeamError(`No team "${ref}"`, { hint: "list teams with ctx serve list-teams" });
  }
  return teamFromRow(rows[0]);
}

/** What is wrong with a team's name (blank, or over 100 characters), or `undefined`. */
export function teamNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed && trimmed.length <= 100) return undefined;
  return `Invalid team name "${trimmed.slice(0, 100)}": expected 1 to 100 characters`;
}
