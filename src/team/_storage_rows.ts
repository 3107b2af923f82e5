/**
 * How the team server's rows become records (the same on SQLite and PostgreSQL), and how its
 * SQLite file is created (private to its owner: the folder 0700, the file 0600).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { errorMessage, StoreError } from "../errors.ts";
import { openDatabase } from "../store/db.ts";
import type { TeamInsight, Tombstone } from "./_protocol.ts";
import type { Row } from "./_sql.ts";
import type { AuditEvent, KeyRow, TeamRow } from "./_storage_types.ts";

/**
 * Open the SQLite database at `path`. A folder or file ctx creates is private to its owner
 * (0700, 0600): the database holds every team's insights. SQLite gives its `-wal` and `-shm`
 * files the mode of the database file. Existing folders and files keep their modes.
 */
export function openTeamDatabase(path: string): ReturnType<typeof openDatabase> {
  if (path !== ":memory:" && !existsSync(path)) {
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      // Created empty here, with its mode, before SQLite opens it: SQLite would use 0644.
      closeSync(openSync(path, "wx", 0o600));
      // The umask can only take bits away; set the mode exactly (no-op on Windows).
      if (Deno.build.os !== "windows") chmodSync(path, 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") {
        throw new StoreError(`Cannot create "${path}": ${errorMessage(error)}`, {
          hint: "check that the folder is writable, or pass --db PATH",
        });
      }
    }
  }
  return openDatabase(path);
}

export function teamFromRow(r: Row): TeamRow {
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

export function keyFromRow(r: Row): KeyRow {
  return {
    id: Number(r.id),
    teamId: String(r.team_id),
    lookup: String(r.lookup),
    hash: String(r.hash),
    label: nullableString(r.label),
    createdAt: String(r.created_at),
    revokedAt: nullableString(r.revoked_at),
    expiresAt: nullableString(r.expires_at),
    replacedBy: r.replaced_by === null || r.replaced_by === undefined
      ? null
      : Number(r.replaced_by),
  };
}

/** The columns an insight is read with: `insights i LEFT JOIN keys k` (the key's label). */
export const INSIGHT_COLUMNS = "i.seq, i.id, i.project_id, i.content_hash, i.type, i.title, " +
  "i.summary, i.tags, i.file, i.source_ide, i.contributor, i.created_at, i.key_id, " +
  "i.change_seq, i.deleted_at, k.label AS key_label";

/** A row read with `INSIGHT_COLUMNS`, as the API sends it. */
export function insightFromRow(r: Row): TeamInsight {
  return {
    id: String(r.id),
    project_id: String(r.project_id),
    type: r.type as TeamInsight["type"],
    title: String(r.title),
    summary: String(r.summary),
    tags: JSON.parse(String(r.tags)) as string[],
    file: nullableString(r.file),
    source_ide: nullableString(r.source_ide),
    contributor: nullableString(r.contributor),
    posted_by: postedBy(r),
    created_at: String(r.created_at),
    content_hash: String(r.content_hash),
  };
}

/** A deleted row read with `INSIGHT_COLUMNS`, as the API sends it. */
export function tombstoneFromRow(r: Row): Tombstone {
  return {
    id: String(r.id),
    project_id: String(r.project_id),
    content_hash: String(r.content_hash),
    contributor: nullableString(r.contributor),
    posted_by: postedBy(r),
    deleted_at: String(r.deleted_at),
  };
}

export function auditFromRow(r: Row): AuditEvent & { id: number } {
  let detail: Record<string, unknown> = {};
  try {
    detail = JSON.parse(String(r.detail));
  } catch {
    // Written by us as JSON; a damaged row shows no detail.
  }
  return {
    id: Number(r.id),
    at: String(r.at),
    teamId: nullableString(r.team_id),
    keyId: r.key_id === null || r.key_id === undefined ? null : Number(r.key_id),
    action: String(r.action) as AuditEvent["action"],
    projectId: nullableString(r.project_id),
    detail,
    address: nullableString(r.address),
  };
}

function postedBy(r: Row): Tombstone["posted_by"] {
  return r.key_id === null || r.key_id === undefined
    ? null
    : { key_id: Number(r.key_id), label: nullableString(r.key_label) };
}

export function nullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
