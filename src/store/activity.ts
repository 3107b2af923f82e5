/**
 * What background distillation did (`ledger.sqlite`): the runs of the MCP server's background
 * work and of the session-end hook, and their failures, so `ctx status` can say what happened
 * while nobody was watching. Only the latest events are kept.
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction, withBusyRetry } from "./db.ts";

const KEEP = 50;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS background_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  origin TEXT NOT NULL,
  project_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  message TEXT NOT NULL
);
`;

/** Who ran the background work: a `ctx mcp` server, or the session-end hook. */
export type BackgroundOrigin = "mcp" | "hook";

export interface BackgroundEvent {
  /** ISO-8601. */
  at: string;
  origin: BackgroundOrigin;
  /** Empty when the project was not known yet (e.g. a rejected hook input). */
  projectId: string;
  /** `finished`: a run ended (its counts in `message`); `failure`: something failed. */
  kind: "finished" | "failure";
  message: string;
}

/** Record an event, dropping the oldest beyond the last 50. */
export function recordBackgroundEvent(db: DatabaseSync, event: BackgroundEvent): void {
  withBusyRetry(() => db.exec(SCHEMA));
  transaction(db, () => {
    db.prepare(
      "INSERT INTO background_events (at, origin, project_id, kind, message) VALUES (?, ?, ?, ?, ?)",
    ).run(event.at, event.origin, event.projectId, event.kind, event.message.slice(0, 1000));
    db.prepare(
      "DELETE FROM background_events WHERE id <= (SELECT MAX(id) FROM background_events) - ?",
    ).run(KEEP);
  });
}

/** The latest event of `kind` (of a project, when given). */
export function lastBackgroundEvent(
  db: DatabaseSync,
  kind: BackgroundEvent["kind"],
  projectId?: string,
): BackgroundEvent | undefined {
  if (!hasTable(db)) return undefined;
  const row = withBusyRetry(() =>
    projectId === undefined
      ? db.prepare("SELECT * FROM background_events WHERE kind = ? ORDER BY id DESC LIMIT 1")
        .get(kind)
      : db.prepare(
        "SELECT * FROM background_events WHERE kind = ? AND project_id = ? ORDER BY id DESC LIMIT 1",
      ).get(kind, projectId)
  ) as Record<string, unknown> | undefined;
  return row ? eventOf(row, kind) : undefined;
}

/**
 * The failures kept of every project but `projectId` (and of none: a hook input refused before
 * its project was known): how many, and the latest. `undefined` when there is none.
 */
export function otherProjectsFailures(
  db: DatabaseSync,
  projectId: string,
): { count: number; latest: BackgroundEvent } | undefined {
  if (!hasTable(db)) return undefined;
  const where = "FROM background_events WHERE kind = 'failure' AND project_id <> ?";
  const [count, row] = withBusyRetry(() => [
    Number((db.prepare(`SELECT COUNT(*) AS n ${where}`).get(projectId) as { n: number }).n),
    db.prepare(`SELECT * ${where} ORDER BY id DESC LIMIT 1`).get(projectId) as
      | Record<string, unknown>
      | undefined,
  ]);
  return row && count > 0 ? { count, latest: eventOf(row, "failure") } : undefined;
}

function hasTable(db: DatabaseSync): boolean {
  return db.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'background_events'",
  ).get() !== undefined;
}

function eventOf(row: Record<string, unknown>, kind: BackgroundEvent["kind"]): BackgroundEvent {
  return {
    at: String(row.at),
    origin: String(row.origin) === "hook" ? "hook" : "mcp",
    projectId: String(row.project_id),
    kind,
    message: String(row.message),
  };
}
