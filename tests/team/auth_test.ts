import assert from "node:assert/strict";
import { authCommand } from "../../src/cli/auth.ts";
import { memoryOutput } from "../../src/output.ts";
import { loadConfig } from "../../src/config/mod.ts";
import type { Deps } from "../../src/deps.ts";
import { ConfigError, ERROR_CODES, TeamError } from "../../src/errors.ts";
import { TeamStore } from "../../src/team/_storage.ts";
import { findCredentials, requireCredentials } from "../../src/team/auth.ts";
import { TeamClient } from "../../src/team/client.ts";
import { createHandler } from "../../src/team/server.ts";
import { memoryStore } from "./_setup.ts";

/** A fetch that hands requests straight to a team server handler (no socket). */
function handlerFetch(handler: (r: Request) => Promise<Response>): typeof fetch {
  return (input, init) => handler(new Request(input, init));
}

async function setup(env: Record<string, string> = {}, stdinIsTty = true) {
  const storage = await TeamStore.open(":memory:");
  const { key } = await storage.createTeam("acme");
  const output = memoryOutput({ stdinIsTty });
  const deps: Deps = {
    config: loadConfig({ HOME: "/home/t", CTX_API_URL: "https://team.test/", ...env }, {
      os: "linux",
    }),
    cwd: "/home/t",
    output,
    fetch: handlerFetch(createHandler({ storage, rateLimit: null })),
    now: () => new Date("2025-01-01T00:00:00Z"),
    run: () => Promise.reject(new Error("no programs in this test")),
    self: { command: "ctx", args: [] },
    signal: new AbortController().signal,
    host: Deno.hostname(),
    pid: Deno.pid,
    readStdin: () => Promise.resolve(""),
  };
  const store = memoryStore();
  return { storage, key, output, deps, store, openStore: () => Promise.resolve(store) };
}

Deno.test("authCommand() asks for the key, checks it, saves it, and shows it masked", async () => {
  const { key, output, deps, store, openStore, storage } = await setup();
  const code = await authCommand(deps, {}, { openStore, prompt: () => Promise.resolve(key) });
  assert.equal(code, 0);
  // Saved with the server it was checked against: it goes there only.
  assert.equal(store.data.get("team-api-key"), `${key}@https://team.test`);
  assert.match(
    output.stdout[0]!,
    /^Connected to team "acme" \(tm_\w+\); key saved in test store, for https:\/\/team\.test only$/,
  );

  output.stdout.length = 0;
  assert.equal(await authCommand(deps, { status: true }, { openStore }), 0);
  assert.deepEqual(output.stdout, [
    `team: acme (${(await storage.listTeams())[0]!.id})`,
    "server: https://team.test",
    "plan: self-hosted",
    "usage: 0/1000000 insights, 0/10000 projects, 1/1000 members",
    `key: ${key.slice(0, 9)}…${key.slice(-4)} (from test store, key #1 "first key")`,
  ]);
  assert.ok(!output.stderr.join("\n").includes(key));

  assert.equal(await authCommand(deps, { logout: true }, { openStore }), 0);
  assert.equal(store.data.size, 0);
  await storage.close();
});

Deno.test("authCommand() saves nothing when the server rejects the key", async () => {
  const { deps, store, openStore, storage } = await setup();
  await assert.rejects(
    () =>
      authCommand(deps, {}, { openStore, prompt: () => Promise.resolve("ctxt_" + "x".repeat(40)) }),
    (error: unknown) => error instanceof TeamError && /rejected the key/.test(error.message),
  );
  await assert.rejects(
    () => authCommand(deps, {}, { openStore, prompt: () => Promise.resolve("hunter2") }),
    ConfigError,
  );
  assert.equal(store.data.size, 0);
  await storage.close();
});

Deno.test("authCommand() refuses to prompt without a terminal (exit 2) and reads --stdin", async () => {
  const { deps, key, store, openStore, storage } = await setup({}, false);
  await assert.rejects(
    () => authCommand(deps, {}, { openStore }),
    (error: unknown) => error instanceof ConfigError && error.exitCode === 2,
  );
  const code = await authCommand(
    { ...deps, readStdin: () => Promise.resolve(`\n  ${key}  \n`) },
    { stdin: true },
    { openStore },
  );
  assert.equal(code, 0);
  assert.equal(store.data.get("team-api-key"), `${key}@https://team.test`);
  await storage.close();
});

Deno.test("findCredentials() prefers CTX_API_KEY and then never opens the secret store", async () => {
  const config = loadConfig({ HOME: "/h", CTX_API_KEY: "ctxt_env", CTX_API_URL: "https://t/" }, {
    os: "linux",
  });
  const found = await findCredentials(config, () => {
    throw new Error("the store must not be opened");
  });
  assert.deepEqual(found, { apiUrl: "https://t", apiKey: "ctxt_env", source: "CTX_API_KEY" });
  const none = await findCredentials(
    loadConfig({ HOME: "/h" }, { os: "linux" }),
    () => Promise.resolve(memoryStore()),
  );
  assert.equal(none, undefined);
});

const KEY = "ctxt_" + "K".repeat(40);
const linux = { os: "linux" } as const;

function storeWith(value: string) {
  const store = memoryStore();
  store.data.set("team-api-key", value);
  return { store, openStore: () => Promise.resolve(store) };
}

Deno.test("findCredentials() sends a saved key only to the server it was verified against", async () => {
  const { openStore } = storeWith(`${KEY}@https://team-a.example/ctx`);
  // No CTX_API_URL: the key's own server.
  assert.deepEqual(await findCredentials(loadConfig({ HOME: "/h" }, linux), openStore), {
    apiUrl: "https://team-a.example/ctx",
    apiKey: KEY,
    source: "test store",
  });
  // The same server written differently is the same server.
  const same = loadConfig({ HOME: "/h", CTX_API_URL: "HTTPS://Team-A.example:443/ctx/" }, linux);
  assert.equal((await findCredentials(same, openStore))?.apiKey, KEY);
  // Another server: refused before anything is sent, with the way out.
  const other = loadConfig({ HOME: "/h", CTX_API_URL: "https://team-b.example" }, linux);
  await assert.rejects(
    () => findCredentials(other, openStore),
    (error: unknown) =>
      error instanceof TeamError && error.code === ERROR_CODES.teamOtherServer &&
      error.message ===
        'The saved team key belongs to "https://team-a.example/ctx", not to CTX_API_URL ' +
          '"https://team-b.example": ctx sends a key only to the server it was checked with' &&
      error.hint === "run ctx auth to connect to the new server, or unset CTX_API_URL",
  );
});

Deno.test("findCredentials() sends CTX_API_KEY only to CTX_API_URL, never to a saved key's server", async () => {
  const { openStore } = storeWith(`${KEY}@https://team-a.example`);
  const config = loadConfig({ HOME: "/h", CTX_API_KEY: "ctxt_env" }, linux);
  await assert.rejects(
    () => findCredentials(config, openStore),
    (error: unknown) =>
      error instanceof ConfigError &&
      /^CTX_API_KEY is set but CTX_API_URL is not/.test(error.message),
  );
});

Deno.test("findCredentials() refuses a key saved without its server by an older ctx", async () => {
  const { openStore } = storeWith(KEY);
  const config = loadConfig({ HOME: "/h", CTX_API_URL: "https://team-a.example" }, linux);
  await assert.rejects(
    () => findCredentials(config, openStore),
    (error: unknown) =>
      error instanceof TeamError && /is not bound to a server/.test(error.message) &&
      /run ctx auth again/.test(error.hint ?? ""),
  );
});

Deno.test("requireCredentials() without CTX_API_URL or a saved key says how to configure a server", async () => {
  await assert.rejects(
    () =>
      requireCredentials(loadConfig({ HOME: "/h" }, linux), () => Promise.resolve(memoryStore())),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.message === "No team server configured: CTX_API_URL is not set" &&
      /set CTX_API_URL to your team's server/.test(error.hint ?? ""),
  );
});

Deno.test("authCommand() re-checks a new key with the saved key's server when CTX_API_URL is unset", async () => {
  const { deps, key, store, openStore, storage } = await setup();
  store.data.set("team-api-key", `ctxt_${"O".repeat(40)}@https://team.test`);
  const unset = { ...deps, config: loadConfig({ HOME: "/home/t" }, linux) };
  assert.equal(await authCommand(unset, {}, { openStore, prompt: () => Promise.resolve(key) }), 0);
  assert.equal(store.data.get("team-api-key"), `${key}@https://team.test`);
  store.data.clear();
  await assert.rejects(
    () => authCommand(unset, {}, { openStore, prompt: () => Promise.resolve(key) }),
    /No team server configured/,
  );
  await storage.close();
});

Deno.test("TeamClient retries a 429 (waiting Retry-After, capped), then says it is rate limited", async () => {
  let calls = 0;
  const limited = () =>
    new Response(JSON.stringify({ error: { message: "Too many requests" } }), {
      status: 429,
      headers: { "retry-after": "7" },
    });
  const me = {
    team_id: "tm_1",
    name: "acme",
    plan: "self-hosted",
    usage: {
      insights: 0,
      projects: 0,
      members: 1,
      limits: { insights: 1, projects: 1, members: 1 },
    },
  };
  const flaky: typeof fetch = () => {
    calls++;
    return Promise.resolve(calls === 1 ? limited() : new Response(JSON.stringify(me)));
  };
  const client = new TeamClient({
    apiUrl: "http://t",
    apiKey: "k",
    fetch: flaky,
    maxWaitSeconds: 0,
  });
  assert.deepEqual(await client.me(), me);
  assert.equal(calls, 2);
  const always = new TeamClient({
    apiUrl: "http://t",
    apiKey: "k",
    fetch: () => Promise.resolve(limited()),
    maxWaitSeconds: 0,
    maxRetries: 2,
  });
  await assert.rejects(() => always.me(), /rate limiting this key: Too many requests/);
});

Deno.test("TeamClient names the server but never the key when it cannot reach it", async () => {
  const client = new TeamClient({
    apiUrl: "http://127.0.0.1:9/base",
    apiKey: "ctxt_SECRETSECRETSECRET",
    fetch: () => Promise.reject(new TypeError("connection refused")),
  });
  await assert.rejects(
    () => client.projects(),
    (error: unknown) =>
      error instanceof TeamError &&
      error.message === 'Cannot reach the team server "http://127.0.0.1:9/base/api/projects": ' +
          "connection refused" &&
      !JSON.stringify(error).includes("SECRET"),
  );
});
