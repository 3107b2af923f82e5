/**
 * The team key and where it may go: `ctx auth` checks that a server is configured, and that the
 * key may travel to it, before it asks for the key; and `ctx auth`, `push` and `pull` never send
 * the key over plain HTTP to another machine unless `CTX_API_ALLOW_HTTP` says the user accepts
 * it. Each check is proven by a fetch that records: a refused command sends nothing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { authCommand } from "../../src/cli/auth.ts";
import { pullCommand } from "../../src/cli/pull.ts";
import { pushCommand } from "../../src/cli/push.ts";
import { loadConfig } from "../../src/config/mod.ts";
import type { Deps } from "../../src/deps.ts";
import { ConfigError, ERROR_CODES } from "../../src/errors.ts";
import { memoryOutput } from "../../src/output.ts";
import { runCommand } from "../../src/process.ts";
import { TeamStore } from "../../src/team/_storage.ts";
import { checkTransport } from "../../src/team/auth.ts";
import { createHandler } from "../../src/team/server.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { makeClone, memoryStore, writeInsights } from "./_setup.ts";

/** Deps whose fetch answers from a real team handler and records every URL it is asked for. */
async function setup(env: Record<string, string>, cwd = "/home/t") {
  const storage = await TeamStore.open(":memory:");
  const { key } = await storage.createTeam("acme");
  const handler = createHandler({ storage, rateLimit: null });
  const requested: string[] = [];
  const prompted: string[] = [];
  const output = memoryOutput({ stdinIsTty: true });
  const deps: Deps = {
    config: loadConfig({ HOME: "/home/t", CTX_KEYCHAIN: "off", ...env }, { os: "linux" }),
    cwd,
    output,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requested.push(request.url);
      return handler(request);
    },
    now: () => new Date("2025-01-01T00:00:00Z"),
    run: runCommand,
    self: { command: "ctx", args: [] },
    signal: new AbortController().signal,
    host: Deno.hostname(),
    pid: Deno.pid,
    readStdin: () => {
      prompted.push("stdin");
      return Promise.resolve(key);
    },
  };
  const store = memoryStore();
  const prompt = () => {
    prompted.push("prompt");
    return Promise.resolve(key);
  };
  return {
    storage,
    key,
    output,
    deps,
    store,
    requested,
    prompted,
    seams: { openStore: () => Promise.resolve(store), prompt },
  };
}

const insecure = (error: unknown) =>
  error instanceof ConfigError && error.code === ERROR_CODES.teamInsecure &&
  error.exitCode === 2 &&
  error.message ===
    'Refusing to send the team key to "http://team.example.com": it is plain HTTP to another ' +
      "machine, so anyone on the network could read the key" &&
  error.hint ===
    "use an https:// URL (put a reverse proxy with TLS in front of ctx serve, see " +
      "docs/team-server.md), or set CTX_API_ALLOW_HTTP=1 to accept the risk on a network you trust";

Deno.test("checkTransport() lets https and loopback through, and plain HTTP elsewhere only when allowed", () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ HOME: "/h", ...env }, { os: "linux" });
  checkTransport("https://team.example.com", config({}));
  checkTransport("http://127.0.0.1:8787", config({}));
  checkTransport("http://[::1]:8787/ctx", config({}));
  assert.throws(() => checkTransport("http://team.example.com/", config({})), insecure);
  checkTransport("http://team.example.com", config({ CTX_API_ALLOW_HTTP: "1" }));
  assert.throws(
    () => checkTransport("http://team.example.com", config({ CTX_API_ALLOW_HTTP: "off" })),
    insecure,
  );
});

Deno.test("ctx auth with no team server configured says so before asking for the key", async () => {
  const { deps, seams, prompted, requested, storage } = await setup({});
  await assert.rejects(
    () => authCommand(deps, {}, seams),
    (error: unknown) => error instanceof ConfigError && error.code === ERROR_CODES.teamNoServer,
  );
  await assert.rejects(() => authCommand(deps, { stdin: true }, seams), ConfigError);
  assert.deepEqual(prompted, [], "no key was asked for");
  assert.deepEqual(requested, []);
  await storage.close();
});

Deno.test("ctx auth refuses a plain-HTTP server on another machine before asking for the key", async () => {
  const { deps, seams, prompted, requested, store, storage } = await setup({
    CTX_API_URL: "http://team.example.com/",
  });
  await assert.rejects(() => authCommand(deps, {}, seams), insecure);
  await assert.rejects(() => authCommand(deps, { stdin: true }, seams), insecure);
  assert.deepEqual(prompted, []);
  assert.deepEqual(requested, [], "the key was sent nowhere");
  assert.equal(store.data.size, 0);
  await storage.close();
});

Deno.test("ctx auth over plain HTTP to another machine works once CTX_API_ALLOW_HTTP is set", async () => {
  const { deps, seams, key, requested, store, storage } = await setup({
    CTX_API_URL: "http://team.example.com/",
    CTX_API_ALLOW_HTTP: "1",
  });
  assert.equal(await authCommand(deps, {}, seams), 0);
  assert.deepEqual(requested, ["http://team.example.com/api/teams/me"]);
  assert.equal(store.data.get("team-api-key"), `${key}@http://team.example.com`);
  await storage.close();
});

Deno.test("ctx auth --stdin rejects a malformed key before saying it checks it with the server", async () => {
  const { deps, seams, output, requested, storage } = await setup({
    CTX_API_URL: "https://team.example.com",
  });
  await assert.rejects(
    () =>
      authCommand({ ...deps, readStdin: () => Promise.resolve("bad\n") }, { stdin: true }, seams),
    (error: unknown) =>
      error instanceof ConfigError && /^That is not a team key/.test(error.message),
  );
  assert.deepEqual(output.stderr, []);
  assert.deepEqual(requested, []);
  await storage.close();
});

Deno.test("ctx push and ctx pull never send the key over plain HTTP to another machine", async () => {
  await using dir = await tempDir();
  const clone = await makeClone(join(dir.path, "widgets"), { name: "A", email: "a@x.org" });
  await writeInsights(join(clone, ".ctx"), "s1", [{
    id: "ins_000000000001",
    type: "note",
    title: "A note",
    summary: "Something worth sharing.",
    tags: [],
  }]);
  const env = {
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_API_URL: "http://team.example.com",
  };
  const refused = await setup(env, clone);
  const withKey = (d: Deps, key: string): Deps => ({
    ...d,
    config: loadConfig({ HOME: "/home/t", ...env, CTX_API_KEY: key }, { os: "linux" }),
  });
  const deps = withKey(refused.deps, refused.key);
  await assert.rejects(() => pushCommand(deps, {}, refused.seams), insecure);
  await assert.rejects(() => pullCommand(deps, {}, refused.seams), insecure);
  assert.deepEqual(refused.requested, []);
  // A dry run sends nothing and needs no key: it still works, and says a real push would stop.
  refused.output.stderr.length = 0;
  assert.equal(await pushCommand(deps, { dryRun: true }, refused.seams), 0);
  assert.deepEqual(refused.requested, []);
  assert.ok(
    refused.output.stderr.includes(
      'warning: ctx push would stop here: Refusing to send the team key to "http://team.example.com": ' +
        "it is plain HTTP to another machine, so anyone on the network could read the key",
    ),
    refused.output.stderr.join("\n"),
  );
  await refused.storage.close();

  const allowed = await setup({ ...env, CTX_API_ALLOW_HTTP: "yes" }, clone);
  const allowedDeps: Deps = {
    ...allowed.deps,
    config: loadConfig({
      HOME: "/home/t",
      ...env,
      CTX_API_ALLOW_HTTP: "yes",
      CTX_API_KEY: allowed.key,
    }, { os: "linux" }),
  };
  assert.equal(await pushCommand(allowedDeps, {}, allowed.seams), 0);
  assert.equal(await pullCommand(allowedDeps, {}, allowed.seams), 0);
  assert.ok(allowed.requested.length >= 3);
  assert.ok(allowed.requested.every((url) => url.startsWith("http://team.example.com/api/")));
  await allowed.storage.close();
});

Deno.test("ctx auth --stdin against a plain-HTTP remote server exits 2 with the hint, and ctx status says why the key is unusable", async () => {
  await using dir = await tempDir();
  const env = {
    HOME: dir.path,
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
    CTX_API_URL: "http://example.invalid",
  };
  const run = await runCtx(["auth", "--stdin"], { env, stdin: "ctxt_" + "a".repeat(40) });
  assert.equal(run.code, 2);
  assert.equal(
    run.stderr,
    'error: Refusing to send the team key to "http://example.invalid": it is plain HTTP to ' +
      "another machine, so anyone on the network could read the key\n" +
      "hint: use an https:// URL (put a reverse proxy with TLS in front of ctx serve, see " +
      "docs/team-server.md), or set CTX_API_ALLOW_HTTP=1 to accept the risk on a network you " +
      "trust\n",
  );
  const project = join(dir.path, "app");
  await Deno.mkdir(project);
  const status = await runCtx(["status", "--json"], {
    env: { ...env, CTX_API_KEY: "ctxt_" + "b".repeat(40) },
    cwd: project,
  });
  assert.equal(status.code, 0, status.stderr);
  assert.match(JSON.parse(status.stdout).team.error, /^Refusing to send the team key/);
});
