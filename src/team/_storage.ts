/**
 * The team server's storage, one implementation over SQLite or PostgreSQL (`_sql.ts`). Every
 * query is scoped by team id, so one team's key can never read or write another's rows; the
 * writes of one request happen in one transaction: all of its insights or none.
 *
 * **The cursor never skips.** Every change of a project (an insight stored, stored again after a
 * deletion, or deleted) takes its change number from the project's `next_seq`, read and advanced
 * under the project row's lock (`FOR UPDATE` on PostgreSQL; SQLite has one writer at a time)
 * inside the transaction that makes the change. A second writer of the same project waits for
 * the first to commit before it gets its numbers, so numbers become visible in order: once a
 * reader sees change N, every change below N that will ever exist is already visible. A global
 * auto-increment or a timestamp would let a later number commit first, and a reader that moved
 * its cursor past it would never see the earlier one when it commits.
 */
import { TeamAdmin } from "./_storage_admin.ts";
import type { InsightInput, PushBody, PushResult } from "./_protocol.ts";
import { migrate } from "./_storage_schema.ts";
import {
  INSIGHT_COLUMNS,
  insightFromRow,
  nullableString,
  openTeamDatabase,
  teamFromRow,
  tombstoneFromRow,
} from "./_storage_rows.ts";
import { isPostgresUrl, type Sql, SqliteSql } from "./_sql.ts";
import { insertNew, insightId, lockProject, storeAgain } from "./_storage_push.ts";
import { tombstones } from "./_storage_delete.ts";
import {
  type Caller,
  type ChangeRow,
  type ChangesQuery,
  contentHash,
  type InsightRow,
  type ListQuery,
  type PushOptions,
  QuotaExceededError,
  type SearchQuery,
  type TeamStorage,
} from "./_storage_types.ts";
import type { InsightsPage, TeamInsight, TeamMe, TeamProject } from "./_protocol.ts";

/** The storage of `ctx serve`: the API (`TeamStorage`) and the admin commands (`TeamAdmin`). */
export class TeamStore extends TeamAdmin implements TeamStorage {
  /**
   * Open a database: a `postgres://` URL (the driver is loaded only then) or a SQLite file
   * (`:memory:` for tests), migrated to the current schema.
   */
  static async open(db: string): Promise<TeamStore> {
    if (isPostgresUrl(db)) {
      const { openPostgres } = await import("./_sql_pg.ts");
      return await TeamStore.over(await openPostgres(db));
    }
    return await TeamStore.over(new SqliteSql(openTeamDatabase(db)));
  }

  /** The storage over an open connection (migrated first; closed if that fails). */
  static async over(sql: Sql): Promise<TeamStore> {
    try {
      await migrate(sql);
    } catch (error) {
      await sql.close().catch(() => {});
      throw error;
    }
    return new TeamStore(sql);
  }

  // ── API ──────────────────────────────────────────────────────────────────

  async teamMe(caller: Caller, now: Date): Promise<TeamMe> {
    const team = await this.findTeam(caller.teamId);
    const rows = await this.sql.all(
      "SELECT insight_count, project_count FROM teams WHERE id = ?",
      [team.id],
    );
    const [key] = await this.sql.all("SELECT id, label FROM keys WHERE id = ? AND team_id = ?", [
      caller.keyId,
      team.id,
    ]);
    return {
      team_id: team.id,
      name: team.name,
      plan: "self-hosted",
      usage: {
        insights: Number(rows[0]?.insight_count ?? 0),
        projects: Number(rows[0]?.project_count ?? 0),
        members: await this.members(this.sql, team.id, now),
        limits: team.limits,
      },
      ...(key ? { key: { id: Number(key.id), label: nullableString(key.label) } } : {}),
    };
  }

  pushInsights(caller: Caller, body: PushBody, options: PushOptions): Promise<PushResult> {
    const { teamId } = caller;
    const hashes = body.insights.map((insight) => contentHash(insight));
    const unique = new Map<string, InsightInput>();
    body.insights.forEach((insight, i) =>
      unique.has(hashes[i]!) || unique.set(hashes[i]!, insight)
    );
    const ids = hashes.map((hash) => insightId(teamId, body.project_id, hash));
    return this.sql.transaction(async (tx) => {
      const teams = await tx.all("SELECT * FROM teams WHERE id = ?", [teamId]);
      if (!teams[0]) throw new Error(`No team "${teamId}"`);
      const team = teamFromRow(teams[0]);
      const base = await lockProject(tx, caller, body, team.name, options.now);
      const added = await insertNew(tx, caller, body, unique, base, options.now);
      const again = await storeAgain(tx, caller, body, unique, added, base + unique.size, options);
      const inserted = added.size + again;
      await tx.run(
        `UPDATE projects SET next_seq = ?, insight_count = insight_count + ?
         WHERE team_id = ? AND project_id = ?`,
        [base + unique.size + again, inserted, teamId, body.project_id],
      );
      const skipped = body.insights.length - inserted;
      // Withdrawn after the inserts: a hash also sent as an insight of this body ends withdrawn
      // (ctx push never sends both: a superseded insight is not pushed).
      const { deleted: withdrawn } = await tombstones(tx, {
        teamId,
        projectId: body.project_id,
        keyId: caller.keyId,
        hashes: [...new Set(body.withdraw ?? [])],
      }, options.now);
      await this.recordAudit(tx, {
        at: options.now.toISOString(),
        teamId,
        keyId: caller.keyId,
        action: "push",
        projectId: body.project_id,
        detail: { inserted, skipped, ...(withdrawn ? { withdrawn } : {}) },
        address: caller.address ?? null,
      });
      // Last: the team's row is locked from here to the commit (every push of the team needs it).
      const totals = await tx.all(
        "UPDATE teams SET insight_count = insight_count + ? WHERE id = ? RETURNING insight_count",
        [inserted - withdrawn, teamId],
      );
      const total = Number(totals[0]?.insight_count ?? 0);
      if (total > team.limits.insights) {
        // Thrown inside the transaction: nothing of this request is kept.
        throw new QuotaExceededError(
          `Team "${team.name}" would exceed its limit of ${team.limits.insights} insights`,
        );
      }
      await options.beforeCommit?.();
      // `withdrawn` answers a `withdraw`: a client sees that this server honours it.
      return { inserted, skipped, total, ids, ...(body.withdraw ? { withdrawn } : {}) };
    });
  }

  /** One page of a project's live insights, in change order (admin and tests; the server streams). */
  async listInsights(teamId: string, query: ListQuery): Promise<InsightsPage> {
    const rows = await this.insightRows(teamId, { ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return {
      insights: page.map((row) => row.insight),
      next_cursor: rows.length > query.limit ? page.at(-1)?.cursor ?? null : null,
    };
  }

  async insightRows(teamId: string, query: ListQuery): Promise<InsightRow[]> {
    const where = ["i.team_id = ?", "i.project_id = ?", "i.deleted_at IS NULL"];
    const params: Array<string | number> = [teamId, query.projectId];
    if (query.since !== undefined) {
      where.push("i.created_at >= ?");
      params.push(new Date(query.since).toISOString());
    }
    if (query.after !== undefined) {
      where.push("i.change_seq > ?");
      params.push(Number(query.after));
    }
    const rows = await this.sql.all(
      `SELECT ${INSIGHT_COLUMNS} FROM insights i LEFT JOIN keys k ON k.id = i.key_id
       WHERE ${where.join(" AND ")} ORDER BY i.change_seq LIMIT ?`,
      [...params, query.limit],
    );
    return rows.map((row) => ({ cursor: String(row.change_seq), insight: insightFromRow(row) }));
  }

  async changeRows(teamId: string, query: ChangesQuery): Promise<ChangeRow[]> {
    const rows = await this.sql.all(
      `SELECT ${INSIGHT_COLUMNS} FROM insights i LEFT JOIN keys k ON k.id = i.key_id
       WHERE i.team_id = ? AND i.project_id = ? AND i.change_seq > ?
       ORDER BY i.change_seq LIMIT ?`,
      [teamId, query.projectId, query.after, query.limit],
    );
    return rows.map((row): ChangeRow => ({
      seq: Number(row.change_seq),
      change: row.deleted_at === null || row.deleted_at === undefined
        ? { op: "put", insight: insightFromRow(row) }
        : { op: "delete", tombstone: tombstoneFromRow(row) },
    }));
  }

  async cursorEpoch(): Promise<string> {
    const rows = await this.sql.all("SELECT value FROM meta WHERE key = 'epoch'");
    return String(rows[0]?.value ?? "0");
  }

  async listProjects(teamId: string): Promise<TeamProject[]> {
    const rows = await this.sql.all(
      `SELECT project_id, display_name, created_at, insight_count FROM projects
       WHERE team_id = ? ORDER BY project_id`,
      [teamId],
    );
    return rows.map((r) => ({
      project_id: String(r.project_id),
      display_name: r.display_name === null ? null : String(r.display_name),
      insight_count: Number(r.insight_count),
      created_at: String(r.created_at),
    }));
  }

  /**
   * The best matches of every word. Ranking costs per match: only the newest `MAX_RANKED`
   * matches are ranked, so a common word costs the same in a team of a million insights.
   */
  async search(teamId: string, query: SearchQuery): Promise<TeamInsight[]> {
    const scope = query.projectId === undefined ? "" : " AND i.project_id = ?";
    const project = query.projectId === undefined ? [] : [query.projectId];
    let rows;
    if (this.sql.dialect === "sqlite") {
      // Our words are letters and digits only: quoted, each is a plain term (all required).
      const match = query.words.map((word) => `"${word}"`).join(" ");
      rows = await this.sql.all(
        `SELECT ${INSIGHT_COLUMNS} FROM (
           SELECT f.rowid AS hit, bm25(insights_fts) AS score FROM insights_fts f
           JOIN insights i ON i.seq = f.rowid
           WHERE insights_fts MATCH ? AND i.team_id = ? AND i.deleted_at IS NULL${scope}
           ORDER BY f.rowid DESC LIMIT ${MAX_RANKED}
         ) c JOIN insights i ON i.seq = c.hit LEFT JOIN keys k ON k.id = i.key_id
         ORDER BY c.score, i.seq DESC LIMIT ?`,
        [match, teamId, ...project, query.limit],
      );
    } else {
      const words = query.words.join(" ");
      rows = await this.sql.all(
        `SELECT ${INSIGHT_COLUMNS} FROM (
           SELECT i.seq AS hit FROM insights i
           WHERE i.team_id = ? AND i.search @@ plainto_tsquery('english', ?)
             AND i.deleted_at IS NULL${scope}
           ORDER BY i.seq DESC LIMIT ${MAX_RANKED}
         ) c JOIN insights i ON i.seq = c.hit LEFT JOIN keys k ON k.id = i.key_id
         ORDER BY ts_rank_cd(i.search, plainto_tsquery('english', ?)) DESC, i.seq DESC
         LIMIT ?`,
        [teamId, words, ...project, words, query.limit],
      );
    }
    return rows.map(insightFromRow);
  }
}

/** Matches of a search that are ranked: the newest this many (see `search`). */
const MAX_RANKED = 2000;
