/**
 * The steps of a push inside its transaction (`TeamStore.pushInsights`): lock the project (its
 * change numbers), insert what is new, store again what was deleted.
 */
import { forUpdate, type Sql } from "./_sql.ts";
import { sha256Hex } from "../fsutil.ts";
import type { InsightInput, PushBody } from "./_protocol.ts";
import { type Caller, type PushOptions, QuotaExceededError } from "./_storage_types.ts";

/** Stable across pulls and machines; unique per team + project + content. */
export function insightId(teamId: string, projectId: string, hash: string): string {
  return `ti_${sha256Hex(`${teamId}\u0000${projectId}\u0000${hash}`).slice(0, 24)}`;
}

/**
 * Lock the project's row (creating it, within the team's project limit) and return its next
 * change number. Projects are locked before the team row, in every transaction.
 */
export async function lockProject(
  tx: Sql,
  caller: Caller,
  body: PushBody,
  teamName: string,
  now: Date,
): Promise<number> {
  const { teamId } = caller;
  const created = await tx.run(
    `INSERT INTO projects (team_id, project_id, display_name, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team_id, project_id) DO NOTHING`,
    [teamId, body.project_id, body.project_display_name ?? null, now.toISOString()],
  );
  if (created > 0) {
    const counted = await tx.run(
      `UPDATE teams SET project_count = project_count + 1
       WHERE id = ? AND project_count < max_projects`,
      [teamId],
    );
    if (counted === 0) {
      throw new QuotaExceededError(`Team "${teamName}" has reached its limit of projects`);
    }
  }
  const rows = await tx.all(
    `SELECT next_seq, display_name FROM projects WHERE team_id = ? AND project_id = ?${
      forUpdate(tx)
    }`,
    [teamId, body.project_id],
  );
  const row = rows[0]!;
  if (body.project_display_name && row.display_name !== body.project_display_name) {
    await tx.run(
      "UPDATE projects SET display_name = ? WHERE team_id = ? AND project_id = ?",
      [body.project_display_name, teamId, body.project_id],
    );
  }
  return Number(row.next_seq);
}

const INSERT_COLUMNS = "id, team_id, project_id, content_hash, change_seq, type, title, " +
  "summary, tags, file, source_ide, contributor, created_at, key_id";

/** What a push stores of an insight, in the order of the last nine of `INSERT_COLUMNS`. */
function contentValues(
  caller: Caller,
  body: PushBody,
  insight: InsightInput,
  now: Date,
): Array<string | number | null> {
  return [
    insight.type,
    insight.title,
    insight.summary,
    JSON.stringify(insight.tags),
    insight.file ?? null,
    body.source_ide ?? null,
    body.contributor ?? null,
    now.toISOString(),
    caller.keyId,
  ];
}

/** Insert the insights not stored yet, numbered from `base`; the hashes that were new. */
export async function insertNew(
  tx: Sql,
  caller: Caller,
  body: PushBody,
  unique: Map<string, InsightInput>,
  base: number,
  now: Date,
): Promise<Set<string>> {
  const params: Array<string | number | null> = [];
  let seq = base;
  for (const [hash, insight] of unique) {
    params.push(
      insightId(caller.teamId, body.project_id, hash),
      caller.teamId,
      body.project_id,
      hash,
      seq++,
      ...contentValues(caller, body, insight, now),
    );
  }
  const row = `(${Array(14).fill("?").join(", ")})`;
  const rows = await tx.all(
    `INSERT INTO insights (${INSERT_COLUMNS}) VALUES ${Array(unique.size).fill(row).join(", ")}
     ON CONFLICT (team_id, project_id, content_hash) DO NOTHING RETURNING content_hash`,
    params,
  );
  return new Set(rows.map((r) => String(r.content_hash)));
}

/**
 * Insights pushed again after they were deleted are stored again: new content, poster and date,
 * and a new change number from `next` (so teammates get them back). Returns how many.
 */
export async function storeAgain(
  tx: Sql,
  caller: Caller,
  body: PushBody,
  unique: Map<string, InsightInput>,
  added: Set<string>,
  next: number,
  options: PushOptions,
): Promise<number> {
  const rest = [...unique.keys()].filter((hash) => !added.has(hash));
  if (rest.length === 0) return 0;
  const deleted = await tx.all(
    `SELECT content_hash FROM insights WHERE team_id = ? AND project_id = ?
     AND deleted_at IS NOT NULL AND content_hash IN (${rest.map(() => "?").join(", ")})`,
    [caller.teamId, body.project_id, ...rest],
  );
  let seq = next;
  for (const { content_hash: hash } of deleted) {
    const insight = unique.get(String(hash))!;
    await tx.run(
      `UPDATE insights SET deleted_at = NULL, change_seq = ?, type = ?, title = ?, summary = ?,
         tags = ?, file = ?, source_ide = ?, contributor = ?, created_at = ?, key_id = ?
       WHERE team_id = ? AND project_id = ? AND content_hash = ?`,
      [
        seq++,
        ...contentValues(caller, body, insight, options.now),
        caller.teamId,
        body.project_id,
        String(hash),
      ],
    );
  }
  return deleted.length;
}
