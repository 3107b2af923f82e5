/**
 * `ctx push` and `ctx pull` in the home folder or at `/`: neither is ever a project (as for
 * `ctx init`), so both stop with the "No project" error instead of pushing or pulling a project
 * made of the whole home folder. `--all` needs no project and still works there.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startServer, teammateEnv } from "./_setup.ts";

Deno.test("ctx push and ctx pull in the home folder or at / say there is no project there, and send nothing", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key, team } = await server.storage.createTeam("acme");
  const home = join(dir.path, "me");
  await Deno.mkdir(home, { recursive: true });
  const env = teammateEnv(home, server.url, key);
  for (
    const [cwd, why] of [
      [home, `"${home}" is your home folder`],
      ["/", '"/" is the root of the file system'],
    ]
  ) {
    for (const args of [["push"], ["push", "--dry-run"], ["pull"]]) {
      const run = await runCtx(args, { env, cwd });
      assert.equal(run.code, 2, `${args.join(" ")} in ${cwd}: ${run.stderr}`);
      assert.equal(run.stdout, "");
      assert.ok(
        run.stderr.endsWith(
          `error: No project: ${why}, not a project\n` +
            "hint: run ctx inside a project folder, or pass the project's folder with --project\n",
        ),
        run.stderr,
      );
    }
  }
  assert.equal((await server.storage.countInsights(team.id)).rows, 0);
  // Nothing was pulled into a team store of the home folder.
  const teamDir = await Deno.stat(join(home, "ctx-home", "team")).then(() => true, () => false);
  assert.equal(teamDir, false);

  // --all acts on every known project, not on the folder it runs in.
  const pushAll = await runCtx(["push", "--all"], { env, cwd: home });
  assert.equal(pushAll.code, 0, pushAll.stderr);
  assert.match(pushAll.stderr, /Nothing to push: no insights in any known project/);
  const pullAll = await runCtx(["pull", "--all"], { env, cwd: home });
  assert.equal(pullAll.code, 0, pullAll.stderr);
  assert.match(pullAll.stderr, /The team has no projects yet/);
});
