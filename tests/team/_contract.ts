/**
 * The storage contract's harness: each test runs once per storage (SQLite, PostgreSQL) through
 * the real request handler, so both storages answer the same protocol.
 */
import { tempDir } from "../_helpers.ts";
import type { TeamStore } from "../../src/team/_storage.ts";
import { createHandler, type HandlerDeps } from "../../src/team/server.ts";
import { STORAGES } from "./_pg.ts";

export interface Harness {
  kind: "sqlite" | "postgres";
  storage: TeamStore;
  /** The database (a SQLite path or a postgres:// URL): more connections to the same data. */
  url: string;
  call(method: string, path: string, key: string, body?: unknown): Promise<Answer>;
  /** A team and its first key. */
  team(name: string): Promise<{ key: string; teamId: string; keyId: number }>;
  now: { value: Date };
}

export interface Answer {
  status: number;
  headers: Headers;
  // deno-lint-ignore no-explicit-any
  json: any;
}

/** Register `fn` as one test per storage, named `<storage>: <name>`. */
export function contract(
  name: string,
  fn: (h: Harness) => Promise<void>,
  deps: Omit<HandlerDeps, "storage"> = {},
): void {
  for (const kind of STORAGES) {
    Deno.test({
      name: `${kind.name}: ${name}`,
      ignore: kind.ignore,
      // The postgres driver keeps timers for idle connections until the pool ends.
      sanitizeOps: kind.name === "sqlite",
      sanitizeResources: kind.name === "sqlite",
      fn: async () => {
        await using dir = await tempDir();
        await using opened = await kind.open(dir.path);
        const now = { value: new Date("2026-03-01T12:00:00.000Z") };
        const handler = createHandler({
          storage: opened.storage,
          now: () => now.value,
          rateLimit: null,
          ...deps,
        });
        await fn({
          kind: kind.name,
          storage: opened.storage,
          url: opened.url,
          now,
          async call(method, path, key, body) {
            const response = await handler(
              new Request(`http://team.test${path}`, {
                method,
                headers: { authorization: `Bearer ${key}` },
                body: body === undefined ? undefined : JSON.stringify(body),
              }),
              { address: "192.0.2.7" },
            );
            return {
              status: response.status,
              headers: response.headers,
              json: await response.json(),
            };
          },
          async team(teamName) {
            const { key, team, keyId } = await opened.storage.createTeam(teamName, {
              now: now.value,
            });
            return { key, teamId: team.id, keyId };
          },
        });
      },
    });
  }
}

/** A push body of insights with these titles (type note, summary from the title). */
export function push(projectId: string, titles: string[], extra: Record<string, unknown> = {}) {
  return {
    project_id: projectId,
    contributor: "Alice <alice@example.com>",
    source_ide: "claude-code",
    insights: titles.map((title) => ({
      type: "note" as const,
      title,
      summary: `About ${title}`,
      tags: ["t"],
    })),
    ...extra,
  };
}

/** Follow `/api/changes` from `cursor` until `more` is false; every change, and the last cursor. */
export async function allChanges(
  h: Harness,
  key: string,
  projectId: string,
  cursor?: string,
  limit?: number,
): Promise<
  { changes: Array<Record<string, unknown>>; cursor: string; pages: number; reset: boolean }
> {
  const changes: Array<Record<string, unknown>> = [];
  let reset = false;
  for (let pages = 1;; pages++) {
    const query = new URLSearchParams({ project_id: projectId });
    if (cursor) query.set("cursor", cursor);
    if (limit) query.set("limit", String(limit));
    const answer = await h.call("GET", `/api/changes?${query}`, key);
    if (answer.status !== 200) {
      throw new Error(`changes: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    if (pages === 1) reset = answer.json.reset;
    changes.push(...answer.json.changes);
    cursor = answer.json.cursor;
    if (!answer.json.more) return { changes, cursor: cursor!, pages, reset };
  }
}

/** `put:<title>` / `delete:<id>` of each change, for short assertions. */
export function summary(changes: Array<Record<string, unknown>>): string[] {
  return changes.map((c) =>
    c.op === "put"
      ? `put:${(c.insight as { title: string }).title}`
      : `delete:${(c.tombstone as { id: string }).id}`
  );
}
