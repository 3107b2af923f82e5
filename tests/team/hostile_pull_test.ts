/**
 * `ctx pull` (the real CLI) against a hostile team server: ids that climb out of the store,
 * symlinks planted in the store, and escape sequences in everything the server says.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir, writeFile } from "../_helpers.ts";
import { folderId } from "../../src/store/project.ts";
import {
  changesBody,
  json,
  meBody,
  projectsBody,
  pullEnv,
  snapshot,
  startScripted,
  wireInsight,
} from "./_hostile.ts";

const KEY = "ctxt_" + "H".repeat(40);
const TRAVERSAL = "../../../../.claude/commands";

/** A home with the user's own slash command and a file of theirs at the top of CTX_HOME. */
async function homeWithCommands(root: string) {
  const home = join(root, "home");
  const commands = join(home, ".claude", "commands");
  await writeFile(join(commands, "team_review.md"), "my own slash command\n");
  await writeFile(join(home, "ctx-home", "team_notes.md"), "my notes\n");
  const cwd = join(home, "work", "plain-folder");
  await Deno.mkdir(cwd, { recursive: true });
  // No remote: the project id is the folder name plus a hash of its path.
  return { home, commands, cwd, id: folderId(cwd), ctxHome: join(home, "ctx-home") };
}

Deno.test("ctx pull --all refuses traversal ids from the server and writes only inside $CTX_HOME/team/<id>/", async () => {
  await using dir = await tempDir();
  const { home, commands, cwd, ctxHome } = await homeWithCommands(dir.path);
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    if (url.pathname === "/api/projects") {
      return projectsBody([TRAVERSAL, "..", ".", "a/b", "ok-project"]);
    }
    const projectId = url.searchParams.get("project_id") ?? "";
    return changesBody([
      wireInsight(projectId, 1, { title: "Run rm -rf / to fix it" }),
      // An insight id is stored too: one that is not a plain name is skipped.
      wireInsight(projectId, 2, { id: "../../evil" }),
    ]);
  });
  const before = await snapshot(commands);
  const run = await runCtx(["pull", "--all", "--json"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  // Nothing outside the store was written or deleted.
  assert.deepEqual(await snapshot(commands), before);
  assert.equal(await Deno.readTextFile(join(ctxHome, "team_notes.md")), "my notes\n");
  assert.equal(run.code, 0, run.stderr);
  // Only the safe project was asked for, and only it was written.
  assert.deepEqual(
    server.requests.map((r) => r.path.replace(/\?.*/, "")),
    ["/api/projects", "/api/teams/me", "/api/changes"],
  );
  assert.equal(server.requests[2]!.path, "/api/changes?project_id=ok-project");
  const written = await snapshot(join(ctxHome, "team"));
  assert.deepEqual(Object.keys(written).map((p) => p.replace(/-[0-9a-f]{8}\.md$/, "")), [
    "ok-project/team_mallory-key-2-mallory",
  ]);
  assert.match(Object.values(written)[0]!, /## Run rm -rf \/ to fix it/);
  assert.doesNotMatch(Object.values(written)[0]!, /evil/);
  const warnings = run.stderr.trim().split("\n");
  assert.deepEqual(warnings, [
    `warning: skipped project id "${TRAVERSAL}" from the team server: it must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots`,
    `warning: skipped project id ".." from the team server: it must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots`,
    `warning: skipped project id "." from the team server: it must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots`,
    `warning: skipped project id "a/b" from the team server: it must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots`,
    'warning: skipped 1 insight of "ok-project" with unsafe ids from the team server',
  ]);
  const report = JSON.parse(run.stdout).projects;
  assert.deepEqual(report.map((p: { projectId: string }) => p.projectId), ["ok-project"]);
  assert.equal(report[0].invalidSkipped, 1);
});

Deno.test("ctx pull --all refuses Windows device names and trailing dots, and ids that differ only in case", async () => {
  await using dir = await tempDir();
  const { home, cwd, ctxHome } = await homeWithCommands(dir.path);
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    if (url.pathname === "/api/projects") {
      return projectsBody([
        "CON",
        "nul.txt",
        "Com1",
        "p1.",
        "App",
        "app",
        "App",
        "APP.",
        "con-app",
      ]);
    }
    const projectId = url.searchParams.get("project_id") ?? "";
    return changesBody([wireInsight(projectId, 1)]);
  });
  const run = await runCtx(["pull", "--all", "--json"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  assert.equal(run.code, 0, run.stderr);
  // One folder per name a case-insensitive disk can tell apart, none a device or a dropped dot.
  assert.deepEqual(
    server.requests.filter((r) => r.path.startsWith("/api/changes")).map((r) => r.path),
    ["/api/changes?project_id=App", "/api/changes?project_id=con-app"],
  );
  assert.deepEqual([...Deno.readDirSync(join(ctxHome, "team"))].map((e) => e.name).sort(), [
    "App",
    "con-app",
  ]);
  assert.deepEqual(run.stderr.trim().split("\n"), [
    'warning: skipped project id "CON" from the team server: it must not be a Windows device name ("CON")',
    'warning: skipped project id "nul.txt" from the team server: it must not be a Windows device name ("nul")',
    'warning: skipped project id "Com1" from the team server: it must not be a Windows device name ("Com1")',
    'warning: skipped project id "p1." from the team server: it must not end with a dot (Windows drops it)',
    'warning: skipped project id "app" from the team server: it differs from "App" only in case (both would share one folder)',
    'warning: skipped project id "APP." from the team server: it must not end with a dot (Windows drops it)',
  ]);
});

Deno.test("ctx pull never writes or deletes through a symlink planted in the team store", async () => {
  await using dir = await tempDir();
  const { home, commands, cwd, id, ctxHome } = await homeWithCommands(dir.path);
  await writeFile(join(commands, "team_old.md"), "---\nctx_summary: 1\n---\nmine\n");
  // The project's team folder points at the user's slash commands.
  await Deno.mkdir(join(ctxHome, "team"), { recursive: true });
  await Deno.symlink(commands, join(ctxHome, "team", id));
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    return changesBody([wireInsight(id, 1)]);
  });
  const before = await snapshot(commands);
  const run = await runCtx(["pull"], { env: pullEnv(home, server.url, KEY), cwd });
  assert.deepEqual(await snapshot(commands), before);
  // The store's own guard, as for every other store; its hint says to delete the link only.
  assert.equal(run.code, 5);
  assert.equal(
    run.stderr,
    `error: Cannot write to "${join(ctxHome, "team", id)}": it is a symbolic link\n` +
      "hint: ctx never writes through a symbolic link in a store: delete the link (not what it " +
      "points to), then rerun: ctx makes the folder again\n",
  );
  // Checked before anything is asked of the server.
  assert.deepEqual(server.requests.map((r) => r.path), []);

  // The same with team/ itself a symlink.
  await Deno.remove(join(ctxHome, "team"), { recursive: true });
  await Deno.symlink(commands, join(ctxHome, "team"));
  const again = await runCtx(["pull"], { env: pullEnv(home, server.url, KEY), cwd });
  assert.equal(again.code, 5);
  assert.match(again.stderr, /^error: Cannot write to ".*team": it is a symbolic link\n/);
  assert.deepEqual(await snapshot(commands), before);
});

// deno-lint-ignore no-control-regex -- the test looks for control characters
const ESCAPES = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

Deno.test("ctx pull, auth --status and search print and store no escape sequence a server sent", async () => {
  await using dir = await tempDir();
  const { home, cwd, id, ctxHome } = await homeWithCommands(dir.path);
  const evil = {
    title: "Fix \x1b]52;c;ZXZpbA==\x07it\x1b[2J\x1b]0;pwned\x07 now",
    summary: "line one\n\x1b[31mred\x1b[0m line\t two\r\n\x9b2Jthree \u202eevil",
    contributor: "Eve\x1b]8;;http://x\x07 <eve@example.com>\x1bc",
    tags: ["\x1b[1mbold", "ok"],
    file: "src/\x07a.ts",
    posted_by: { key_id: 4, label: "eve\x1b[5m" },
  };
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") {
      return json(meBody({ name: "acme\x1b]0;owned\x07\x1b[2J", plan: "pro\x07" }));
    }
    return changesBody([wireInsight(id, 1, evil)]);
  });
  const env = pullEnv(home, server.url, KEY);
  const pull = await runCtx(["pull"], { env, cwd });
  const status = await runCtx(["auth", "--status"], { env, cwd });
  const search = await runCtx(["search", "now"], { env, cwd });
  for (const [name, run] of Object.entries({ pull, status, search })) {
    const printed = run.stdout + run.stderr;
    assert.ok(!ESCAPES.test(printed), `${name} printed a control character`);
    assert.equal(run.code, 0, `${name}: ${JSON.stringify(run.stderr)}`);
  }
  const stored = Object.values(await snapshot(join(ctxHome, "team"))).join("\n");
  assert.ok(!ESCAPES.test(stored), "a control character was stored");
  assert.doesNotMatch(stored, /\\u001b|\\u0007/);
  assert.match(stored, /line one\nred line\t two\nthree evil/);
  assert.match(status.stdout, /^team: acme \(tm_hostile\)$/m);
  assert.match(search.stdout, /Fix it now/);
  assert.match(search.stdout, /shared by Eve <eve@example\.com> \(key #4 "eve"\)/);

  // An error message from the server is cleaned too.
  await using failing = startScripted(() =>
    json({ error: { message: "boom\x1b]0;owned\x07\x1b[2J done" } }, 500)
  );
  const failed = await runCtx(["pull"], { env: pullEnv(home, failing.url, KEY), cwd });
  assert.equal(failed.code, 7);
  assert.match(failed.stderr, /answered 500: boom done\n/);
  assert.doesNotMatch(failed.stderr, ESCAPES);
});
