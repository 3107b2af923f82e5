/**
 * A scripted team server on 127.0.0.1 for hostile-server tests: it answers what the test says
 * (traversal ids, escape sequences, huge or endless answers, echoed headers) and records every
 * request it receives, with its Authorization header, so a test can prove where a key went.
 */
import { join } from "node:path";

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
}

export interface ScriptedServer extends AsyncDisposable {
  url: string;
  requests: SeenRequest[];
}

export type Script = (request: Request, url: URL) => Response | Promise<Response>;

/** Serve `script` on a free port of 127.0.0.1, recording every request. */
export function startScripted(script: Script): ScriptedServer {
  const requests: SeenRequest[] = [];
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    async (request) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.get("authorization"),
      });
      return await script(request, url);
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    async [Symbol.asyncDispose]() {
      await server.shutdown();
    },
  };
}

/** What our server answers to `GET /api/teams/me`, with `extra` fields replaced. */
export function meBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    team_id: "tm_hostile",
    name: "acme",
    plan: "self-hosted",
    usage: {
      insights: 1,
      projects: 1,
      members: 2,
      limits: { insights: 100, projects: 10, members: 10 },
    },
    key: { id: 9, label: "me" },
    ...extra,
  };
}

/** What `GET /api/projects` answers for these project ids. */
export function projectsBody(ids: string[]): Response {
  return json({
    projects: ids.map((id) => ({
      project_id: id,
      display_name: null,
      insight_count: 1,
      created_at: "2025-03-01T00:00:00.000Z",
    })),
  });
}

/** One page of `GET /api/changes` putting these insights (`cursor` and `more` as given). */
export function changesBody(
  insights: Array<Record<string, unknown>>,
  page: { cursor?: string; more?: boolean; reset?: boolean; tombstones?: unknown[] } = {},
): Response {
  return json({
    reset: page.reset ?? false,
    changes: [
      ...insights.map((insight) => ({ op: "put", insight })),
      ...(page.tombstones ?? []).map((tombstone) => ({ op: "delete", tombstone })),
    ],
    cursor: page.cursor ?? "e1.1",
    more: page.more ?? false,
  });
}

/** One insight as `GET /api/changes` lists it. */
export function wireInsight(
  projectId: string,
  n: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: `ti_${String(n).padStart(24, "0")}`,
    project_id: projectId,
    type: "gotcha",
    title: `Insight ${n}`,
    summary: `Summary ${n}`,
    tags: ["t"],
    file: null,
    source_ide: "claude-code",
    contributor: "Mallory <m@example.com>",
    posted_by: { key_id: 2, label: "mallory" },
    created_at: "2025-03-01T00:00:00.000Z",
    ...extra,
  };
}

/** Environment of the teammate's CLI against `url`, with the team key in CTX_API_KEY. */
export function pullEnv(home: string, url: string, key: string): Record<string, string> {
  return {
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_API_URL: url,
    CTX_API_KEY: key,
    CTX_KEYCHAIN: "off",
    GIT_CONFIG_NOSYSTEM: "1",
  };
}

/** A home folder and a plain folder in it (no git, no .ctx/) to run the CLI from. */
export async function plainFolder(root: string): Promise<{ home: string; cwd: string }> {
  const home = join(root, "home");
  const cwd = join(home, "work", "plain-folder");
  await Deno.mkdir(cwd, { recursive: true });
  return { home, cwd };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** Every file under `dir` with its text, relative paths sorted (symlinks listed, not followed). */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (sub: string) => {
    for await (const entry of Deno.readDir(join(dir, sub))) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory) await walk(rel);
      else if (entry.isSymlink) out[rel] = `-> ${await Deno.readLink(join(dir, rel))}`;
      else out[rel] = await Deno.readTextFile(join(dir, rel));
    }
  };
  await walk("");
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
