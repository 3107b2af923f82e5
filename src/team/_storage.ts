/**
 * The team server's database (`node:sqlite`): teams, hashed member keys, projects and insights.
 * Every query is scoped by team id, so one team's key can never read or write another's rows.
 * Writes of one request happen in one transaction: all of its insights or none.
 */
import type { DatabaseSync } from "node:sqlite";
import { TeamError } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import { transaction } from "../store/db.ts";
import { generateKey, hashKey, KEY_LOOKUP_LENGTH, randomBase62 } from "./_keys.ts";
import type { InsightsPage, PushBody, PushResult, TeamMe, TeamProject } from "./_protocol.ts";
import {
  insightFromRow,
  keyFromRow,
  migrate,
  openTeamDatabase,
  teamFromRow,
} from "./_storage_schema.ts";
import {
  type Caller,
  contentHash,
  DEFAULT_TEAM_LIMITS,
  type InsightRow,
  type KeyRow,
  type ListQuery,
  QuotaExceededError,
  type TeamLimits,
  type TeamRow,
  type TeamStorage,
} from "./_storage_types.ts";

/** The SQLite-backed storage, plus the admin operations the `ctx serve` subcommands use. */
export class SqliteTeamStorage implements TeamStorage {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    migrate(db);
  }

  /** Open (creating, private to its owner) the database file; `:memory:` for tests. */
  static open(path: string): SqliteTeamStorage {
    return new SqliteTeamStorage(openTeamDatabase(path));
  }

  close(): void {
    this.#db.close();
  }

  // ── admin ────────────────────────────────────────────────────────────────

  /** Create a team and its first key. The key is returned once and never stored. */
  async createTeam(
    name: string,
    options: { limits?: Partial<TeamLimits>; label?: string; now?: Date } = {},
  ): Promise<{ team: TeamRow; key: string; keyId: number }> {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 100) {
      throw new TeamError(
        `Invalid team name "${trimmed.slice(0, 100)}": expected 1 to 100 characters`,
      );
    }
    const limits = { ...DEFAULT_TEAM_LIMITS, ...options.limits };
    const createdAt = (options.now ?? new Date()).toISOString();
    const id = `tm_${randomBase62(12)}`;
    const key = generateKey();
    const hash = await hashKey(key);
    const keyId = transaction(this.#db, () => {
      const existing = this.#db.prepare("SELECT id FROM teams WHERE name = ?").get(trimmed);
      if (existing) {
        throw new TeamError(`Cannot create team "${trimmed}": a team with that name exists`, {
          hint: "use ctx serve add-key --team NAME to give it a new key",
        });
      }
      this.#db.prepare(
        `INSERT INTO teams (id, name, created_at, max_insights, max_projects, max_members)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(id, trimmed, createdAt, limits.insights, limits.projects, limits.members);
      return this.#insertKey(id, key, hash, options.label ?? "first key", createdAt);
    });
    return { team: { id, name: trimmed, createdAt, limits }, key, keyId };
  }

  /** Issue a new member key for a team named by id or name. */
  async addKey(
    teamRef: string,
    options: { label?: string; now?: Date } = {},
  ): Promise<{ team: TeamRow; key: string; keyId: number }> {
    const key = generateKey();
    const hash = await hashKey(key);
    const createdAt = (options.now ?? new Date()).toISOString();
    return transaction(this.#db, () => {
      const team = this.findTeam(teamRef);
      const members = this.#members(team.id);
      if (members >= team.limits.members) {
        throw new TeamError(
          `Cannot add a key to team "${team.name}": it has ${members} of ${team.limits.members} members`,
          { hint: "revoke an unused key with ctx serve revoke-key" },
        );
      }
      const keyId = this.#insertKey(team.id, key, hash, options.label ?? null, createdAt);
      return { team, key, keyId };
    });
  }

  /** Revoke a key named by its numeric id or by a prefix of the key itself. */
  revokeKey(ref: string, options: { now?: Date } = {}): KeyRow {
    const text = ref.trim();
    return transaction(this.#db, () => {
      let rows: KeyRow[];
      if (/^\d+$/.test(text)) {
        rows = this.#keys("WHERE id = ?", Number(text));
      } else if (text.startsWith("ctxt_") && text.length >= 8) {
        // A prefix shorter than the stored lookup matches by LIKE; a longer one (or the whole
        // key) by its first KEY_LOOKUP_LENGTH characters.
        const lookup = text.slice(0, KEY_LOOKUP_LENGTH);
        rows = lookup.length === KEY_LOOKUP_LENGTH
          ? this.#keys("WHERE lookup = ?", lookup)
          : this.#keys("WHERE lookup LIKE ? ESCAPE '\\'", `${lookup.replace(/[\\%_]/g, "\\$&")}%`);
      } else {
        throw new TeamError(`Invalid key reference "${text.slice(0, 20)}"`, {
          hint: "pass the key id (see ctx serve list-keys) or at least 8 characters of the key",
        });
      }
      rows = rows.filter((r) => r.revokedAt === null);
      if (rows.length === 0) {
        throw new TeamError(`No active key matches "${text.slice(0, KEY_LOOKUP_LENGTH)}"`);
      }
      if (rows.length > 1) {
        throw new TeamError(`Several keys match "${text.slice(0, KEY_LOOKUP_LENGTH)}"`, {
          hint: "pass the key id instead (see ctx serve list-keys)",
        });
      }
      const row = rows[0]!;
      const revokedAt = (options.now ?? new Date()).toISOString();
      this.#db.prepare("UPDATE keys SET revoked_at = ? WHERE id = ?").run(revokedAt, row.id);
      return { ...row, revokedAt };
    });
  }

  listTeams(): TeamRow[] {
    const rows = this.#db.prepare("SELECT * FROM teams ORDER BY created_at, name").all();
    return rows.map((r) => teamFromRow(r));
  }

  listKeys(teamRef?: string): KeyRow[] {
    if (teamRef === undefined) return this.#keys("ORDER BY id");
    const team = this.findTeam(teamRef);
    return this.#keys("WHERE team_id = ? ORDER BY id", team.id);
  }

  /** A team by id or by name; throws a `TeamError` naming it when there is none. */
  findTeam(ref: string): TeamRow {
    const row = this.#db.prepare("SELECT * FROM teams WHERE id = ? OR name = ? LIMIT 1").get(
      ref,
      ref,
    );
    if (!row) {
      throw new TeamError(`No team "${ref}"`, { hint: "list teams with ctx serve list-teams" });
    }
    return teamFromRow(row);
  }

  // ── API ──────────────────────────────────────────────────────────────────

  activeKeys(lookup: string): KeyRow[] {
    return this.#keys("WHERE lookup = ? AND revoked_at IS NULL", lookup);
  }

  teamMe(caller: Caller): TeamMe {
    const team = this.findTeam(caller.teamId);
    const key = this.#keys("WHERE id = ? AND team_id = ?", caller.keyId, team.id)[0];
    return {
      team_id: team.id,
      name: team.name,
      plan: "self-hosted",
      usage: {
        insights: this.#count("SELECT insight_count AS n FROM teams WHERE id = ?", team.id),
        projects: this.#count("SELECT COUNT(*) AS n FROM projects WHERE team_id = ?", team.id),
        members: this.#members(team.id),
        limits: team.limits,
      },
      ...(key ? { key: { id: key.id, label: key.label } } : {}),
    };
  }

  pushInsights(caller: Caller, body: PushBody, options: { now: Date }): PushResult {
    const { teamId, keyId } = caller;
    const createdAt = options.now.toISOString();
    return transaction(this.#db, () => {
      const team = this.findTeam(teamId);
      const project = this.#db.prepare(
        "SELECT project_id FROM projects WHERE team_id = ? AND project_id = ?",
      ).get(teamId, body.project_id);
      if (!project) {
        const projects = this.#count(
          "SELECT COUNT(*) AS n FROM projects WHERE team_id = ?",
          teamId,
        );
        if (projects >= team.limits.projects) {
          throw new QuotaExceededError(
            `Team "${team.name}" has reached its limit of ${team.limits.projects} projects`,
          );
        }
        this.#db.prepare(
          "INSERT INTO projects (team_id, project_id, display_name, created_at) VALUES (?, ?, ?, ?)",
        ).run(teamId, body.project_id, body.project_display_name ?? null, createdAt);
      } else if (body.project_display_name) {
        this.#db.prepare(
          "UPDATE projects SET display_name = ? WHERE team_id = ? AND project_id = ?",
        ).run(body.project_display_name, teamId, body.project_id);
      }
      const insert = this.#db.prepare(
        `INSERT INTO insights (id, team_id, project_id, content_hash, type, title, summary, tags,
           file, source_ide, contributor, created_at, key_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (team_id, project_id, content_hash) DO NOTHING`,
      );
      let inserted = 0;
      for (const insight of body.insights) {
        const hash = contentHash(insight);
        // Stable across pulls and machines; unique per team + project + content.
        const id = `ti_${sha256Hex(`${teamId}\u0000${body.project_id}\u0000${hash}`).slice(0, 24)}`;
        const result = insert.run(
          id,
          teamId,
          body.project_id,
          hash,
          insight.type,
          insight.title,
          insight.summary,
          JSON.stringify(insight.tags),
          insight.file ?? null,
          body.source_ide ?? null,
          body.contributor ?? null,
          createdAt,
          keyId,
        );
        inserted += Number(result.changes);
      }
      this.#db.prepare("UPDATE teams SET insight_count = insight_count + ? WHERE id = ?").run(
        inserted,
        teamId,
      );
      const total = this.#count("SELECT insight_count AS n FROM teams WHERE id = ?", teamId);
      if (total > team.limits.insights) {
        // Thrown inside the transaction: nothing of this request is kept.
        throw new QuotaExceededError(
          `Team "${team.name}" would exceed its limit of ${team.limits.insights} insights`,
        );
      }
      return { inserted, skipped: body.insights.length - inserted, total };
    });
  }

  /** One page of a project's insights, in push order (admin and tests; the server streams). */
  listInsights(teamId: string, query: ListQuery): InsightsPage {
    const rows = this.insightRows(teamId, { ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return {
      insights: page.map((row) => row.insight),
      next_cursor: rows.length > query.limit ? page.at(-1)?.cursor ?? null : null,
    };
  }

  insightRows(teamId: string, query: ListQuery): InsightRow[] {
    const where = ["i.team_id = ?", "i.project_id = ?"];
    const params: Array<string | number> = [teamId, query.projectId];
    if (query.since !== undefined) {
      where.push("i.created_at >= ?");
      params.push(new Date(query.since).toISOString());
    }
    if (query.after !== undefined) {
      where.push("i.seq > ?");
      params.push(Number(query.after));
    }
    const rows = this.#db.prepare(
      `SELECT i.*, k.label AS key_label FROM insights i LEFT JOIN keys k ON k.id = i.key_id
       WHERE ${where.join(" AND ")} ORDER BY i.seq LIMIT ?`,
    ).all(...params, query.limit);
    return rows.map((row) => ({ cursor: String(row.seq), insight: insightFromRow(row) }));
  }

  listProjects(teamId: string): TeamProject[] {
    const rows = this.#db.prepare(
      `SELECT p.project_id, p.display_name, p.created_at,
         (SELECT COUNT(*) FROM insights i WHERE i.team_id = p.team_id
            AND i.project_id = p.project_id) AS insight_count
       FROM projects p WHERE p.team_id = ? ORDER BY p.project_id`,
    ).all(teamId);
    return rows.map((r) => ({
      project_id: String(r.project_id),
      display_name: r.display_name === null ? null : String(r.display_name),
      insight_count: Number(r.insight_count),
      created_at: String(r.created_at),
    }));
  }

  /** Count of insights, all teams (the load check uses it). */
  countInsights(teamId: string): { rows: number; distinct: number } {
    const row = this.#db.prepare(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT project_id || ':' || content_hash) AS d FROM insights WHERE team_id = ?",
    ).get(teamId);
    return { rows: Number(row?.n ?? 0), distinct: Number(row?.d ?? 0) };
  }

  #insertKey(
    teamId: string,
    key: string,
    hash: string,
    label: string | null,
    createdAt: string,
  ): number {
    const result = this.#db.prepare(
      "INSERT INTO keys (team_id, lookup, hash, label, created_at) VALUES (?, ?, ?, ?, ?)",
    ).run(teamId, key.slice(0, KEY_LOOKUP_LENGTH), hash, label, createdAt);
    return Number(result.lastInsertRowid);
  }

  #members(teamId: string): number {
    return this.#count(
      "SELECT COUNT(*) AS n FROM keys WHERE team_id = ? AND revoked_at IS NULL",
      teamId,
    );
  }

  #count(sql: string, ...params: string[]): number {
    return Number(this.#db.prepare(sql).get(...params)?.n ?? 0);
  }

  #keys(clause: string, ...params: Array<string | number>): KeyRow[] {
    const rows = this.#db.prepare(`SELECT * FROM keys ${clause}`).all(...params);
    return rows.map(keyFromRow);
  }
}
