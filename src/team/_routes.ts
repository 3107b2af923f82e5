/**
 * The team server's API routes (`/api/…`), each behind the key check of `_handler.ts`. Every
 * query is scoped by the team of the calling key. The wire protocol is described in
 * docs/team-server.md.
 */
import type { z } from "zod";
import { HttpError, json, JSON_HEADERS, readJson, type Route, zodMessage } from "./_http.ts";
import { pageBody, type PageItem } from "./_listing.ts";
import {
  changesQuerySchema,
  CURSOR_PATTERN,
  listQuerySchema,
  pushBodySchema,
  queryWords,
  searchQuerySchema,
} from "./_protocol.ts";
import type { Caller, TeamStorage } from "./_storage_types.ts";

export interface RouteDeps {
  storage: TeamStorage;
  now: () => Date;
  log: (line: string) => void;
  maxBodyBytes: number;
  maxPageBytes: number;
}

/** Record a read in the audit log (who, which project; never a query's text). */
type Audit = (
  auth: Caller,
  action: "pull" | "search",
  project: string | null,
  detail?: Record<string, unknown>,
) => Promise<void>;

export function apiRoutes(deps: RouteDeps): Record<string, Route> {
  const { storage, now } = deps;
  const audit: Audit = (auth, action, project, detail = {}) =>
    storage.audit({
      at: now().toISOString(),
      teamId: auth.teamId,
      keyId: auth.keyId,
      action,
      projectId: project,
      detail,
      address: auth.address ?? null,
    });
  return {
    "/api/teams/me": {
      methods: ["GET"],
      auth: true,
      run: async ({ auth }) => json(200, await storage.teamMe(auth, now())),
    },
    "/api/projects": {
      methods: ["GET"],
      auth: true,
      run: async ({ auth }) => json(200, { projects: await storage.listProjects(auth.teamId) }),
    },
    "/api/insights": {
      methods: ["GET", "POST"],
      auth: true,
      run: async ({ request, url, auth }) => {
        if (request.method === "POST") {
          const body = pushBodySchema.safeParse(await readJson(request, deps.maxBodyBytes));
          if (!body.success) throw new HttpError(400, `Invalid request: ${zodMessage(body.error)}`);
          return json(200, await storage.pushInsights(auth, body.data, { now: now() }));
        }
        const query = parse(listQuerySchema, url);
        const { project_id: projectId, since, after, limit } = query;
        await audit(auth, "pull", projectId, { listing: "insights", after: after ?? null });
        return stream(
          await pageBody({
            head: '{"insights":[',
            read: async (from, want) =>
              (await storage.insightRows(auth.teamId, {
                projectId,
                since,
                after: from,
                limit: want,
              }))
                .map((row): PageItem => ({ cursor: row.cursor, value: row.insight })),
            tail: (last, more) => `],"next_cursor":${more ? JSON.stringify(last) : "null"}}`,
            after,
            limit,
            maxBytes: deps.maxPageBytes,
            log: deps.log,
          }),
        );
      },
    },
    "/api/changes": {
      methods: ["GET"],
      auth: true,
      run: ({ url, auth }) => changes({ ...deps, audit }, { url, auth }),
    },
    "/api/search": {
      methods: ["GET"],
      auth: true,
      run: async ({ url, auth }) => {
        const { q, project_id: projectId, limit } = parse(searchQuerySchema, url);
        const results = await storage.search(auth.teamId, {
          words: queryWords(q),
          ...(projectId === undefined ? {} : { projectId }),
          limit,
        });
        // The query's text is not kept: the log says who searched, not for what.
        await audit(auth, "search", projectId ?? null, { results: results.length });
        return json(200, { results });
      },
    },
  };
}

/**
 * A page of the team's changes after a cursor (`/api/changes`): a cursor of another epoch (another
 * server, a restored backup) starts over, and says so.
 */
async function changes(
  deps: RouteDeps & { audit: Audit },
  { url, auth }: { url: URL; auth: Caller },
): Promise<Response> {
  const { storage, audit } = deps;
  const { project_id: projectId, cursor, limit } = parse(changesQuerySchema, url);
  const epoch = await storage.cursorEpoch();
  const [, cursorEpoch, cursorSeq] = cursor ? CURSOR_PATTERN.exec(cursor)! : [];
  // A cursor of another epoch (another server, a restored backup) starts over.
  const reset = cursor !== undefined && cursorEpoch !== epoch;
  const start = reset || cursorSeq === undefined ? 0 : Number(cursorSeq);
  await audit(auth, "pull", projectId, { cursor: cursor ?? null, reset });
  return stream(
    await pageBody({
      head: `{"reset":${reset},"changes":[`,
      read: async (from, want) =>
        (await storage.changeRows(auth.teamId, {
          projectId,
          after: Number(from ?? start),
          limit: want,
        })).map((row): PageItem => ({ cursor: String(row.seq), value: row.change })),
      tail: (last, more) =>
        `],"cursor":${JSON.stringify(`${epoch}.${last ?? start}`)},"more":${more}}`,
      after: undefined,
      limit,
      maxBytes: deps.maxPageBytes,
      log: deps.log,
    }),
  );
}

function parse<S extends z.ZodTypeAny>(schema: S, url: URL): z.infer<S> {
  const query = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw new HttpError(400, `Invalid query: ${zodMessage(query.error)}`);
  return query.data;
}

function stream(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, { status: 200, headers: JSON_HEADERS });
}
