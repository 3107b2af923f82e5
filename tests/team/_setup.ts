/**
 * Shared pieces of the team tests: a real team server on 127.0.0.1 (port 0), a recording proxy
 * in front of it, and teammates' project clones with summaries in them.
 */
import { join } from "node:path";
import { TeamStore } from "../../src/team/_storage.ts";
import { serveTeam, type ServeTeamOptions } from "../../src/team/server.ts";
import { writeSummary } from "../../src/store/files.ts";
import type { SummaryDoc } from "../../src/store/summary.ts";
import type { Insight } from "../../src/types.ts";
import type { SecretName, SecretStore } from "../../src/keychain/types.ts";

export interface TestServer extends AsyncDisposable {
  url: string;
  storage: TeamStore;
  dbPath: string;
}

/** A real team server over a database file in `dir`. */
export async function startServer(
  dir: string,
  options: Omit<ServeTeamOptions, "storage" | "port" | "hostname"> = {},
): Promise<TestServer> {
  const dbPath = join(dir, "team-server.sqlite");
  const storage = await TeamStore.open(dbPath);
  const server = await serveTeam({
    port: 0,
    hostname: "127.0.0.1",
    storage,
    rateLimit: null,
    ...options,
  });
  return {
    url: server.url,
    storage,
    dbPath,
    async [Symbol.asyncDispose]() {
      await server.shutdown();
      await storage.close();
    },
  };
}

export interface Recorded {
  method: string;
  path: string;
  hasAuthorization: boolean;
  body: string;
}

export interface RecordingProxy extends AsyncDisposable {
  url: string;
  requests: Recorded[];
}

/** A proxy that records every request (method, path, body) and forwards it to `target`. */
export function startRecordingProxy(target: string): RecordingProxy {
  const requests: Recorded[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const body = await req.text();
    requests.push({
      method: req.method,
      path: url.pathname + url.search,
      hasAuthorization: req.headers.has("authorization"),
      body,
    });
    const headers = new Headers(req.headers);
    headers.delete("host");
    headers.delete("content-length");
    const upstream = await fetch(`${target}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      body: req.method === "GET" ? undefined : body,
    });
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: upstream.headers,
    });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    async [Symbol.asyncDispose]() {
      await server.shutdown();
    },
  };
}

/** Run git in `dir`; throws with its stderr when it fails. */
export async function git(dir: string, ...args: string[]): Promise<string> {
  const out = await new Deno.Command("git", {
    args: ["-C", dir, ...args],
    env: { GIT_CONFIG_NOSYSTEM: "1", HOME: dir },
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (out.code !== 0) {
    throw new Error(`git ${args.join(" ")}: ${new TextDecoder().decode(out.stderr)}`);
  }
  return new TextDecoder().decode(out.stdout).trim();
}

/** A clone of the shared project: a git repo with the team's origin and the teammate's name. */
export async function makeClone(
  dir: string,
  user: { name: string; email: string },
): Promise<string> {
  await Deno.mkdir(dir, { recursive: true });
  await git(dir, "init", "-q");
  await git(dir, "remote", "add", "origin", "git@github.com:Acme/Widgets.git");
  await git(dir, "config", "user.name", user.name);
  await git(dir, "config", "user.email", user.email);
  return dir;
}

export const PROJECT_ID = "github.com-acme-widgets";

/** Write a summary with these insights into a store folder. */
export async function writeInsights(
  dir: string,
  sessionId: string,
  insights: Insight[],
  extra: Partial<SummaryDoc> = {},
): Promise<string> {
  return await writeSummary(dir, {
    source: "claude-code",
    sessionId,
    project: PROJECT_ID,
    cwd: "/home/alice/secret-path/widgets",
    started: "2025-01-01T10:00:00.000Z",
    updated: "2025-01-01T11:00:00.000Z",
    distilled: "2025-01-02T00:00:00.000Z",
    model: "claude-haiku-4-5-20251001",
    contentHash: "sha256:abc",
    title: "Session about widgets",
    insights,
    ...extra,
  });
}

/** Environment of one teammate for `runCtx`. */
export function teammateEnv(home: string, apiUrl: string, apiKey?: string): Record<string, string> {
  const env: Record<string, string> = {
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_API_URL: apiUrl,
    CTX_KEYCHAIN: "off",
    GIT_CONFIG_NOSYSTEM: "1",
  };
  if (apiKey) env.CTX_API_KEY = apiKey;
  return env;
}

/**
 * Alice and Bob on team "acme" of `server` (`teamId`): each a key, a home under `root` and a
 * clone of the shared project (`<home>/widgets`), and the environment `runCtx` needs for each.
 */
export async function twoTeammates(root: string, server: { url: string; storage: TeamStore }) {
  const { key: aliceKey, team } = await server.storage.createTeam("acme", { label: "alice" });
  const { key: bobKey } = await server.storage.addKey("acme", { label: "bob" });
  const aliceHome = join(root, "alice");
  const bobHome = join(root, "bob");
  return {
    teamId: team.id,
    aliceHome,
    bobHome,
    alice: await makeClone(join(aliceHome, "widgets"), { name: "Alice", email: "a@x.org" }),
    bob: await makeClone(join(bobHome, "widgets"), { name: "Bob", email: "b@x.org" }),
    aliceEnv: teammateEnv(aliceHome, server.url, aliceKey),
    bobEnv: teammateEnv(bobHome, server.url, bobKey),
  };
}

/** A secret store in memory (label "test store"), its contents in `data`. */
export function memoryStore(): SecretStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    kind: "file",
    label: "test store",
    data,
    get: (name: SecretName) => Promise.resolve(data.get(name)),
    set: (name: SecretName, value: string) => Promise.resolve(void data.set(name, value)),
    delete: (name: SecretName) => Promise.resolve(data.delete(name)),
  };
}
