import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { makeClone, PROJECT_ID, startServer, teammateEnv, writeInsights } from "../team/_setup.ts";

/** Every key of a JSON value, with where it is, except inside `skip(path)` subtrees. */
function keysOf(value: unknown, path = "$", skip = (_: string) => false): string[] {
  if (skip(path)) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${path}[${i}]`, skip));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    `${path}.${k}`,
    ...keysOf(v, `${path}.${k}`, skip),
  ]);
}

/** Keys of a `--json` output that are not camelCase (`project_id`, `Dry-Run`, …). */
function notCamel(stdout: string, skip?: (path: string) => boolean): string[] {
  return keysOf(JSON.parse(stdout), "$", skip).filter((p) =>
    !/^[a-z][a-zA-Z0-9]*$/.test(p.slice(p.lastIndexOf(".") + 1))
  );
}

Deno.test("every --json output uses camelCase keys (push and pull included)", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key } = await server.storage.createTeam("acme");
  const home = join(dir.path, "alice");
  const clone = await makeClone(join(dir.path, "widgets"), {
    name: "Alice",
    email: "alice@example.com",
  });
  await writeInsights(join(clone, ".ctx"), "s1", [{
    id: "ins_000000000001",
    type: "bug",
    title: "Flaky lock in the job queue",
    summary: "Two workers took the same job; the lock was released before the commit.",
    tags: ["queue"],
  }]);
  await writeClaudeSession(home, { sessionId: "sess-json", cwd: clone });
  const env = teammateEnv(home, server.url, key);
  // Run from elsewhere: push and pull take --project like init.
  const elsewhere = dir.path;
  const runs: Array<[string[], ((path: string) => boolean)?]> = [
    [["status", "--json", "--project", clone]],
    [["search", "lock", "--json"]],
    [["init", "claude-code", "--dry-run", "--json", "--project", clone]],
    [["export", "vscdb", "--product", "Code", "--workspace-storage", elsewhere, "--json"]],
    // The request bodies are printed exactly as the team API receives them.
    [["push", "--dry-run", "--json", "--project", clone], (p) => /\.body$/.test(p)],
    [["push", "--json", "--project", clone]],
    [["pull", "--json", "--project", clone]],
    [["auth", "--status", "--json"]],
    [["serve", "list-teams", "--json", "--db", server.dbPath]],
    [["serve", "list-keys", "--json", "--db", server.dbPath]],
  ];
  const stdout = new Map<string, string>();
  for (const [args, skip] of runs) {
    const run = await runCtx(args, { env, cwd: elsewhere });
    assert.equal(run.code, 0, `${args.join(" ")}: ${run.stderr}`);
    assert.deepEqual(notCamel(run.stdout, skip), [], `ctx ${args.join(" ")}`);
    stdout.set(args[0]!, run.stdout);
  }
  // The first pull skipped the insight this machine had just pushed.
  const first = JSON.parse(stdout.get("pull")!).projects[0];
  assert.equal(first.projectId, PROJECT_ID);
  assert.equal(first.ownSkipped, 1);
  assert.equal(first.insights, 0);

  const pushed = await runCtx(["push", "--json", "--project", clone], { env, cwd: elsewhere });
  assert.deepEqual(JSON.parse(pushed.stdout).projects, [
    { projectId: PROJECT_ID, sent: 1, inserted: 0, skipped: 1, withdrawn: 0, requests: 1 },
  ]);
  const pulled = JSON.parse(
    (await runCtx(["pull", "--json", "--project", clone], { env, cwd: elsewhere })).stdout,
  );
  // The next pull goes on from the kept cursor: nothing new, nothing skipped again.
  assert.equal(pulled.projects[0].projectId, PROJECT_ID);
  assert.equal(pulled.projects[0].ownSkipped, 0);
  assert.equal(pulled.projects[0].added, 0);
  assert.equal(pulled.projects[0].pages, 1);
});
