/**
 * A project without a git remote, moved (`mv`): its id comes from its repository's first commit,
 * so what ctx knows of it follows the folder, with no model call (u-mend16). With the real CLI
 * and real git.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { gitInit } from "../store/_git.ts";
import { commitAll, repoWith } from "../memory/_repo.ts";
import { exists } from "../../src/fsutil.ts";
import { folderId } from "../../src/store/project.ts";

async function setup(prefix: string) {
  const dir = await tempDir(prefix);
  const vendor = await startFakeVendor("vendor-a");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };
  return { dir, vendor, home, ctxHome, env };
}

Deno.test("a git project without a remote, moved with mv: ctx status there still has its memory", async () => {
  const t = await setup("ctx-moved-");
  await using _dir = t.dir;
  await using _vendor = t.vendor;
  const beta = join(t.home, "code", "beta");
  await repoWith(beta, { "README.md": "beta\n" }, "2026-10-01T09:00:00Z");
  for (const id of ["s1", "s2"]) await writeClaudeSession(t.home, { sessionId: id, cwd: beta });
  const init = await runCtx(["init", "claude-code"], { env: t.env, cwd: beta });
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /\nDistilled: 2\n/);
  const before = JSON.parse((await runCtx(["status", "--json"], { env: t.env, cwd: beta })).stdout);
  assert.ok(before.project.stats.insights > 0);

  const moved = join(t.home, "work", "beta");
  await Deno.mkdir(join(t.home, "work"));
  await Deno.rename(beta, moved);
  const status = await runCtx(["status", "--json"], { env: t.env, cwd: moved });
  assert.equal(status.code, 0, status.stderr);
  const report = JSON.parse(status.stdout);
  assert.equal(report.project.id, before.project.id, "the id follows the folder");
  assert.equal(report.project.stats.sessions, 2);
  assert.equal(report.project.stats.insights, before.project.stats.insights);
  const again = await runCtx(["init", "claude-code"], { env: t.env, cwd: moved });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(t.vendor.requests.length, 2, "no model call after the move");
  const served = await runCtx(["brief"], { env: t.env, cwd: moved });
  assert.equal(served.code, 0, served.stderr);
  assert.notEqual(served.stdout.trim(), "", "the brief serves what was learnt before the move");
});

Deno.test("a project ctx named by its path (no commit yet, or an older ctx) follows its first commit's id, with no model call", async () => {
  const t = await setup("ctx-first-commit-");
  await using _dir = t.dir;
  await using _vendor = t.vendor;
  const app = await gitInit(join(t.home, "code", "app"));
  for (const id of ["s1", "s2"]) await writeClaudeSession(t.home, { sessionId: id, cwd: app });
  const first = await runCtx(["init", "claude-code"], { env: t.env, cwd: app });
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, new RegExp(`^Project: ${folderId(app)} \\(`));

  await Deno.writeTextFile(join(app, "README.md"), "app\n");
  await commitAll(app, "first", "2026-10-01T09:00:00Z");
  const again = await runCtx(["init", "claude-code"], { env: t.env, cwd: app });
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /^Project: app-[0-9a-f]{8} \(/);
  assert.match(again.stdout, /\nUnchanged \(already distilled\): 2\n/);
  assert.equal(t.vendor.requests.length, 2, "no model call");
  assert.match(again.stderr, /it is now named by its first commit, so that it follows the folder/);
  assert.equal(await exists(join(t.ctxHome, "projects", folderId(app))), false);
});

Deno.test("a git project without a remote, moved under another name: its memory follows it, with no model call", async () => {
  const t = await setup("ctx-renamed-");
  await using _dir = t.dir;
  await using _vendor = t.vendor;
  const beta = join(t.home, "code", "beta");
  await repoWith(beta, { "README.md": "beta\n" }, "2026-10-01T09:00:00Z");
  for (const id of ["s1", "s2"]) await writeClaudeSession(t.home, { sessionId: id, cwd: beta });
  const init = await runCtx(["init", "claude-code"], { env: t.env, cwd: beta });
  assert.equal(init.code, 0, init.stderr);
  const before = JSON.parse((await runCtx(["status", "--json"], { env: t.env, cwd: beta })).stdout);
  await Deno.rename(beta, join(t.home, "code", "beta-app"));
  const renamed = join(t.home, "code", "beta-app");
  const status = await runCtx(["status", "--json"], { env: t.env, cwd: renamed });
  assert.equal(status.code, 0, status.stderr);
  const report = JSON.parse(status.stdout);
  assert.match(report.project.id, /^beta-app-[0-9a-f]{8}$/);
  assert.equal(report.project.id.slice(-8), before.project.id.slice(-8), "the same first commit");
  assert.equal(report.project.stats.sessions, 2);
  assert.equal(report.project.stats.insights, before.project.stats.insights);
  assert.ok(
    status.stderr.includes(`its folder was "${beta}": the same repository, by its first commit`),
    status.stderr,
  );
  assert.equal(await exists(join(t.ctxHome, "projects", before.project.id)), false);
  const again = await runCtx(["init", "claude-code"], { env: t.env, cwd: renamed });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(t.vendor.requests.length, 2, "no model call after the rename");
  assert.ok(!again.stderr.includes("is now"), "said once");
});
