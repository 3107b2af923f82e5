/**
 * A team server's keys in storage (`_storage_admin.ts`): a new key stored by its hash and lookup
 * prefix, keys selected, and the one working key an admin names by id or prefix.
 */
import { TeamError } from "../errors.ts";
import { KEY_LOOKUP_LENGTH } from "./_keys.ts";
import { keyFromRow } from "./_storage_rows.ts";
import type { Sql } from "./_sql.ts";
import { type KeyRow, keyState } from "./_storage_types.ts";

/** Store a new key of a team (its hash and lookup prefix, never the key); its id. */
export async function insertKey(
  tx: Sql,
  teamId: string,
  key: string,
  hash: string,
  label: string | null,
  now: Date,
  options: { expiresAt?: string },
): Promise<number> {
  const rows = await tx.all(
    `INSERT INTO keys (team_id, lookup, hash, label, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      teamId,
      key.slice(0, KEY_LOOKUP_LENGTH),
      hash,
      label,
      now.toISOString(),
      options.expiresAt ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

/** The keys a `WHERE …` clause selects. */
export async function keys(sql: Sql, clause: string, ...params: Array<string | number>) {
  return (await sql.all(`SELECT * FROM keys ${clause}`, params)).map(keyFromRow);
}

/** The one working key named by an id or a key prefix (at least `ctxt_` + 3). */
export async function findActiveKey(tx: Sql, ref: string, now: Date): Promise<KeyRow> {
  const text = ref.trim();
  let rows: KeyRow[];
  if (/^\d+$/.test(text)) {
    rows = await keys(tx, "WHERE id = ?", Number(text));
  } else if (text.startsWith("ctxt_") && text.length >= 8) {
    // A prefix shorter than the stored lookup matches by LIKE; a longer one (or the whole key)
    // by its first KEY_LOOKUP_LENGTH characters.
    const lookup = text.slice(0, KEY_LOOKUP_LENGTH);
    rows = lookup.length === KEY_LOOKUP_LENGTH
      ? await keys(tx, "WHERE lookup = ?", lookup)
      : await keys(tx, "WHERE lookup LIKE ? ESCAPE '\\'", `${lookup.replace(/[\\%_]/g, "\\$&")}%`);
  } else {
    throw new TeamError(`Invalid key reference "${text.slice(0, 20)}"`, {
      hint: "pass the key id (see ctx serve list-keys) or at least 8 characters of the key",
    });
  }
  rows = rows.filter((row) => keyState(row, now) === "active");
  if (rows.length === 0) {
    throw new TeamError(`No active key matches "${text.slice(0, KEY_LOOKUP_LENGTH)}"`, {
      hint: "ctx serve list-keys shows each key's id, prefix and state (revoked or expired ones " +
        "cannot be revoked or rotated again)",
    });
  }
  if (rows.length > 1) {
    throw new TeamError(`Several keys match "${text.slice(0, KEY_LOOKUP_LENGTH)}"`, {
      hint: "pass the key id instead (see ctx serve list-keys)",
    });
  }
  return rows[0]!;
}
