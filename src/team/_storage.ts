/**
 * The team server's database (`node:sqlite`): teams, hashed member keys, projects and insights.
 * Every query is scoped by team id, so one team's key can never read or write another's rows.
 * Writes of one request happen in one transaction: all of its insights or none.
 */
import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { TeamError } from "../errors.ts";
import { openDatabase, transaction } from "../store/db.ts";
import { generateKey, hashKey, KEY_LOOKUP_LENGTH, randomBase62 } from "./_keys.ts";
import type { InsightsPage, PushBody, PushResult, TeamMe, TeamProject } from "./_protocol.ts";

/** Per-team limits; large by default (self-hosted), lowered per team with `create-team` flags. */
export interface TeamLimits {
  insights: number;
  projects: number;
  members: number;
}

export const DEFAULT_TEAM_LIMITS: TeamLimits = {
  insights: 1_000_000,
  projects: 10_000,
  members: 1_000,
};

export interface TeamRow {
  id: string;
  name: string;
  createdAt: string;
  limits: TeamLimits;
}

export interface KeyRow {
  id: number;
  teamId: string;
  /** The first characters of the key (`ctxt_` + 7), kept to find and name it. */
  lookup: string;
  /** SHA-256 hex of the whole key. */
  hash: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface ListQuery {
  projectId: string;
  since?: string;
  after?: string;
  limit: number;
}

/** A push would take the team over one of its limits. The server answers 403. */
export class QuotaExceededError extends Error {}

/** What the HTTP handler needs from storage (tests inject a failing one to check 500s). */
export interface TeamStorage {
  /** Active (not revoked) keys whose lookup prefix is `lookup`. */
  activeKeys(lookup: string): KeyRow[];
  teamMe(teamId: string): TeamMe;
  pushInsights(teamId: string, body: PushBody, now: Date): PushResult;
  listInsights(teamId: string, query: ListQuery): InsightsPage;
  listProjects(teamId: string): TeamProject[];
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS teams (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  max_insights INTEGER NOT NULL,
  max_projects INTEGER NOT NULL,
  max_members INTEGER NOT NULL,
  -- Kept in step with the insights table inside each push's transaction: counting rows on
  -- every push would grow with the team.
  insight_count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id TEXT NOT NULL REFERENCES teams(id),
  lookup TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  label TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS keys_lookup ON keys(lookup);
CREATE TABLE IF NOT EXISTS projects (
  team_id TEXT NOT NULL REFERENCES teams(id),
  project_id TEXT NOT NULL,
  display_name TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (team_id, project_id)
);
CREATE TABLE IF NOT EXISTS insights (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  team_id TEXT NOT NULL REFERENCES teams(id),
  project_id TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  tags TEXT NOT NULL,
  file TEXT,
  source_ide TEXT,
  contributor TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (team_id, project_id, content_hash)
);
CREATE INDEX IF NOT EXISTS insights_list ON insights(team_id, project_id, seq);
`;

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The identity of an insight: its type, title, summary and file (tags are not part of it). */
export function contentHash(
  insight: { type: string; title: string; summary: string; file?: string },
): string {
  return sha256(
    JSON.stringify([insight.type, insight.title, insight.summary, insight.file ?? null]),
  );
}

/** The SQLite-backed storage, plus the admin operations the `ctx serve` subcommands use. */
export class SqliteTeamStorage implements TeamStorage {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    db.exec("PRAGMA foreign_keys = ON");
    db.exec(SCHEMA);
  }

  /** Open (creating) the database file; `:memory:` for tests. */
  static open(path: string): SqliteTeamStorage {
    return new SqliteTeamStorage(openDatabase(path));
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

  teamMe(teamId: string): TeamMe {
    const team = this.findTeam(teamId);
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
    };
  }

  pushInsights(teamId: string, body: PushBody, now: Date): PushResult {
    const createdAt = now.toISOString();
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
           file, source_ide, contributor, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (team_id, project_id, content_hash) DO NOTHING`,
      );
      let inserted = 0;
      for (const insight of body.insights) {
        const hash = contentHash(insight);
        // Stable across pulls and machines; unique per team + project + content.
        const id = `ti_${sha256(`${teamId}\u0000${body.project_id}\u0000${hash}`).slice(0, 24)}`;
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

  listInsights(teamId: string, query: ListQuery): InsightsPage {
    const where = ["team_id = ?", "project_id = ?"];
    const params: Array<string | number> = [teamId, query.projectId];
    if (query.since !== undefined) {
      where.push("created_at >= ?");
      params.push(new Date(query.since).toISOString());
    }
    if (query.after !== undefined) {
      where.push("seq > ?");
      params.push(Number(query.after));
    }
    const rows = this.#db.prepare(
      `SELECT * FROM insights WHERE ${where.join(" AND ")} ORDER BY seq LIMIT ?`,
    ).all(...params, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      insights: page.map((r) => ({
        id: String(r.id),
        project_id: String(r.project_id),
        type: r.type as InsightsPage["insights"][number]["type"],
        title: String(r.title),
        summary: String(r.summary),
        tags: JSON.parse(String(r.tags)) as string[],
        file: r.file === null ? null : String(r.file),
        source_ide: r.source_ide === null ? null : String(r.source_ide),
        contributor: r.contributor === null ? null : String(r.contributor),
        created_at: String(r.created_at),
      })),
      next_cursor: rows.length > query.limit && last ? String(last.seq) : null,
    };
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
    return rows.map((r) => ({
      id: Number(r.id),
      teamId: String(r.team_id),
      lookup: String(r.lookup),
      hash: String(r.hash),
      label: r.label === null ? null : String(r.label),
      createdAt: String(r.created_at),
      revokedAt: r.revoked_at === null ? null : String(r.revoked_at),
    }));
  }
}

function teamFromRow(r: Record<string, unknown>): TeamRow {
  return {
    id: String(r.id),
    name: String(r.name),
    createdAt: String(r.created_at),
    limits: {
      insights: Number(r.max_insights),
      projects: Number(r.max_projects),
      members: Number(r.max_members),
    },
  };
}
