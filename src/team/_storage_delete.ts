/**
 * Deleting insights on the team server: each becomes a tombstone (its text cleared, its id,
 * content hash and poster kept) with a new change number from its project's sequence, taken
 * under the project's lock like a push's. So the deletion is a change like any other: a
 * teammate's next pull after their cursor gets it and removes the insight from their copy. An
 * admin's `ctx serve delete` and a push's `withdraw` (a member's superseded insights) both do it.
 */
import { forUpdate, type Sql } from "./_sql.ts";
import type { DeleteTarget } from "./_storage_types.ts";

/** Turn the target's live insights into tombstones; how many, in how many projects. */
export async function deleteTombstones(
  tx: Sql,
  target: DeleteTarget,
  now: Date,
): Promise<{ deleted: number; projects: number }> {
  const result = await tombstones(tx, target, now);
  if (result.deleted > 0) {
    await tx.run("UPDATE teams SET insight_count = insight_count - ? WHERE id = ?", [
      result.deleted,
      target.teamId,
    ]);
  }
  return result;
}

/**
 * `deleteTombstones` but the team's count: a push withdrawing insights counts them in its own
 * last update of the team's row (the row it locks last).
 */
export async function tombstones(
  tx: Sql,
  target: DeleteTarget,
  now: Date,
): Promise<{ deleted: number; projects: number }> {
  const { teamId, projectId, keyId, hashes } = target;
  if (hashes?.length === 0) return { deleted: 0, projects: 0 };
  const byKey = (keyId === undefined ? "" : " AND key_id = ?") +
    (hashes === undefined ? "" : ` AND content_hash IN (${hashes.map(() => "?").join(", ")})`);
  const keyParam: Array<string | number> = [
    ...(keyId === undefined ? [] : [keyId]),
    ...(hashes ?? []),
  ];
  // Projects are locked in one order (by id) in every transaction that locks several.
  const projects = projectId !== undefined ? [projectId] : (await tx.all(
    `SELECT DISTINCT project_id FROM insights WHERE team_id = ? AND deleted_at IS NULL${byKey}
     ORDER BY project_id`,
    [teamId, ...keyParam],
  )).map((row) => String(row.project_id));
  let deleted = 0;
  let touched = 0;
  for (const project of projects) {
    const rows = await tx.all(
      `SELECT next_seq FROM projects WHERE team_id = ? AND project_id = ?${forUpdate(tx)}`,
      [teamId, project],
    );
    if (!rows[0]) continue;
    const base = Number(rows[0].next_seq);
    const count = await tx.run(
      `UPDATE insights SET deleted_at = ?, change_seq = CAST(? AS BIGINT) + r.n, title = '',
         summary = '', tags = '[]', file = NULL, source_ide = NULL
       FROM (SELECT seq AS s, row_number() OVER (ORDER BY seq) AS n FROM insights
             WHERE team_id = ? AND project_id = ? AND deleted_at IS NULL${byKey}) r
       WHERE insights.seq = r.s`,
      [now.toISOString(), base - 1, teamId, project, ...keyParam],
    );
    if (count === 0) continue;
    await tx.run(
      `UPDATE projects SET next_seq = next_seq + ?, insight_count = insight_count - ?
       WHERE team_id = ? AND project_id = ?`,
      [count, count, teamId, project],
    );
    deleted += count;
    touched++;
  }
  return { deleted, projects: touched };
}
