/**
 * `ctx serve` logs one line per request on stderr (method, path with query names only, status,
 * duration), never a key, a query value or a body; `--quiet` turns it off. The keys an admin
 * sees are masked like everywhere else.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { requestLogLine } from "../../src/team/server.ts";
import { cliEnv, runCtx, spawnCtx, tempDir } from "../_helpers.ts";

/** Start `ctx serve` on a free port; returns its URL, and its stderr once stopped. */
async function serve(root: string, db: string, extra: string[] = []) {
  const child = spawnCtx(["serve", "--port", "0", "--db", db, ...extra], {
    env: cliEnv(root),
  });
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let url: string | undefined;
  while (!url) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
  }
  assert.ok(url, text);
  return {
    url,
    async stop(): Promise<string> {
      child.kill("SIGTERM");
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        text += next.value;
      }
      await child.stdout.cancel();
      assert.equal((await child.status).code, 0, text);
      return text;
    },
  };
}

Deno.test("ctx serve logs each request on stderr without keys, query values or bodies", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server.sqlite");
  const created = await runCtx(["serve", "create-team", "acme", "--db", db], {
    env: cliEnv(dir.path),
  });
  const key = created.stdout.trim();
  const server = await serve(dir.path, db);
  const auth = { authorization: `Bearer ${key}` };
  assert.equal(await fetch(`${server.url}/healthz`).then((r) => r.body?.cancel()), undefined);
  const me = await fetch(`${server.url}/api/teams/me`, { headers: auth });
  assert.equal(me.status, 200);
  await me.body?.cancel();
  const list = await fetch(
    `${server.url}/api/insights?project_id=secret-project&since=2025-01-01T00:00:00Z`,
    { headers: auth },
  );
  assert.equal(list.status, 200);
  await list.body?.cancel();
  const push = await fetch(`${server.url}/api/insights`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ project_id: "p", insights: [{ type: "note", title: "BODY-TEXT" }] }),
  });
  assert.equal(push.status, 400);
  await push.body?.cancel();
  const wrong = await fetch(`${server.url}/api/teams/me`, {
    headers: { authorization: `Bearer ctxt_${"W".repeat(40)}` },
  });
  assert.equal(wrong.status, 401);
  await wrong.body?.cancel();
  const stderr = await server.stop();

  const lines = stderr.split("\n").filter((l) => /^\d{4}-\d\d-\d\dT/.test(l));
  const shapes = lines.map((l) => l.replace(/^\S+ /, "").replace(/ \d+ ms$/, " N ms"));
  assert.deepEqual(shapes, [
    "GET /healthz 200 N ms",
    "GET /api/teams/me 200 N ms",
    "GET /api/insights?project_id=…&since=… 200 N ms",
    "POST /api/insights 400 N ms",
    "GET /api/teams/me 401 N ms",
  ]);
  for (const secret of [key, key.slice(5, 20), "W".repeat(40), "secret-project", "BODY-TEXT"]) {
    assert.ok(!stderr.includes(secret), "the log shows a secret, a query value or a body");
  }
});

Deno.test("ctx serve --quiet logs no request", async () => {
  await using dir = await tempDir();
  const server = await serve(dir.path, join(dir.path, "server.sqlite"), ["--quiet"]);
  await (await fetch(`${server.url}/healthz`)).body?.cancel();
  const stderr = await server.stop();
  assert.doesNotMatch(stderr, /GET \/healthz/);
  assert.match(stderr, /ctx team server stopped/);
});

Deno.test("requestLogLine() keeps query names, drops values, cuts keys and unprintable bytes", () => {
  const at = new Date("2026-03-05T09:00:00.000Z");
  assert.equal(
    requestLogLine({
      at,
      method: "GET",
      url: "/api/insights?project_id=x&after=y&after=z",
      status: 200,
      ms: 12.4,
      finished: true,
    }),
    "2026-03-05T09:00:00.000Z GET /api/insights?project_id=…&after=… 200 12 ms",
  );
  assert.equal(
    requestLogLine({
      at,
      method: "GET",
      url: `/api/ctxt_${"A".repeat(40)}/\x1b[2Jx y`,
      status: 404,
      ms: 0.2,
      finished: false,
    }),
    "2026-03-05T09:00:00.000Z GET /api/ctxt_…/%1B[2Jx%20y 404 0 ms " +
      "(connection closed before the answer was sent)",
  );
  assert.ok(
    requestLogLine({
      at,
      method: "GET",
      url: `/${"a".repeat(5000)}`,
      status: 404,
      ms: 1,
      finished: true,
    }).length < 300,
  );
});

Deno.test("ctx serve list-keys and revoke-key show a key as its start only, as ctx auth --status does", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server.sqlite");
  const created = await runCtx(["serve", "create-team", "acme", "--db", db], {
    env: cliEnv(dir.path),
  });
  const key = created.stdout.trim();
  const keys = await runCtx(["serve", "list-keys", "--db", db], { env: cliEnv(dir.path) });
  assert.equal(keys.code, 0, keys.stderr);
  assert.equal(keys.stdout.split("\t")[2], `${key.slice(0, 9)}…`);
  const json = JSON.parse(
    (await runCtx(["serve", "list-keys", "--json", "--db", db], {
      env: cliEnv(dir.path),
    })).stdout,
  );
  assert.deepEqual(Object.keys(json.keys[0]).sort(), [
    "createdAt",
    "expiresAt",
    "id",
    "label",
    "prefix",
    "replacedBy",
    "revokedAt",
    "state",
    "teamId",
  ]);
  assert.equal(json.keys[0].prefix, `${key.slice(0, 9)}…`);
  const revoked = await runCtx(["serve", "revoke-key", key.slice(0, 9), "--db", db], {
    env: cliEnv(dir.path),
  });
  assert.equal(revoked.code, 0, revoked.stderr);
  assert.equal(revoked.stdout, `Revoked key 1 (${key.slice(0, 9)}…, "first key")\n`);
});
