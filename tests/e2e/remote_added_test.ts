/**
 * A git remote added after the first distillation changes the project's id (folder name and
 * path hash → the remote's): with the real CLI and real git, what ctx knew follows the new id,
 * nothing is paid for again, and `ctx status` still counts it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { git, gitInit } from "../store/_git.ts";
import { exists } from "../../src/fsutil.ts";
import { folderId } from "../../src/store/project.ts";

for (const local of [false, true]) {
  const flags = local ? ["--local"] : [];
  Deno.test(`ctx init${local ? " --local" : ""}, git remote add, ctx init: no session is sent again and status counts them`, async () => {
    await using dir = await tempDir("ctx-remote-");
    await using vendor = await startFakeVendor("vendor-a");
    const home = join(dir.path, "home");
    const app = await gitInit(join(home, "work", "app"));
    for (const id of ["s1", "s2"]) await writeClaudeSession(home, { sessionId: id, cwd: app });
    const ctxHome = join(dir.path, "ctx-home");
    const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };

    const first = await runCtx(["init", "claude-code", ...flags], { env, cwd: app });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /\nDistilled: 2\n/);
    assert.equal(vendor.requests.length, 2);

    await git(app, "remote", "add", "origin", "git@github.com:acme/app.git");
    const again = await runCtx(["init", "claude-code", ...flags], { env, cwd: app });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /^Project: github\.com-acme-app \(/);
    assert.match(again.stdout, /\nDistilled: 0\n/);
    assert.match(again.stdout, /\nUnchanged \(already distilled\): 2\n/);
    assert.equal(vendor.requests.length, 2, "no model call");
    const was = folderId(app);
    assert.ok(
      again.stderr.includes(
        `warning: The id of project "${app}" is now "github.com-acme-app" (it was "${was}": its ` +
          "git remote changed): ",
      ),
      again.stderr,
    );
    if (!local) assert.equal(await exists(join(ctxHome, "projects", was)), false);

    const status = await runCtx(["status", "--json"], { env, cwd: app });
    assert.equal(status.code, 0, status.stderr);
    const report = JSON.parse(status.stdout);
    assert.equal(report.project.id, "github.com-acme-app");
    assert.equal(report.project.stats.sessions, 2);
    assert.equal(report.project.stats.insights, 4);
    assert.equal(report.project.sessions.ok, 2);
  });
}
