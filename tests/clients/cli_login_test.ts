/**
 * The real Claude Code (pinned in `.ci/clients/`) with no login: what `ctx install --setup` and
 * `ctx init` make of it. Its own `claude auth status --json` says it is logged out, so setup
 * refuses the choice; and `claude -p` prints "Not logged in · Please run /login", so a run stops at
 * its first process and says how to log in, instead of running one process per session.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pinnedVersion, recordingShim, scene } from "./_clients.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

Deno.test(`Claude Code ${pinnedVersion("claude")} not logged in: ctx install --setup --backend cli refuses it, and ctx init stops after one claude process, saying how to log in`, async () => {
  await using s = await scene();
  const shim = await recordingShim(s.home, "claude");
  const path = { PATH: `${shim.dir}:${s.env.PATH}` };
  for (let i = 0; i < 3; i++) {
    await writeClaudeSession(s.home, { sessionId: `s-${i}`, cwd: s.project, marker: `M-${i}` });
  }
  const runs = async () => (await shim.argv()).split("\n").filter(Boolean);

  const setup = await s.ctx(["install", "--setup", "--backend", "cli"], path);
  assert.equal(setup.code, 2, setup.stderr);
  assert.ok(
    setup.stderr.includes('error: Cannot use the subscription CLI: "claude" is not logged in'),
    setup.stderr,
  );
  assert.deepEqual(await runs(), ["auth\0status\0--json\0"], "its own check, no prompt");

  // No saved choice and no key: rule 4 picks the claude on PATH, as it would for a new user.
  const init = await s.ctx(["init", "claude-code"], { ...path, CTX_CONCURRENCY: "1" });
  assert.equal(init.code, 3, `${init.stdout}\n${init.stderr}`);
  assert.deepEqual(
    (await runs()).slice(1).map((run) => run.split("\0")[0]),
    ["--help", "-p"],
    "its --help (which flags it has), then one claude -p, not one per session",
  );
  assert.match(init.stdout, /^Left for the next run \(the backend refused ctx\): 3$/m);
  assert.equal(
    init.stderr,
    'error: The Subscription CLI "claude" is not logged in: Not logged in · Please run /login\n' +
      'hint: run "claude" in a terminal and log in (/login), or choose another backend with ' +
      "ctx install --setup\n",
  );
  assert.ok(!(await Deno.stat(join(s.ctxHome, "backend.json")).catch(() => undefined)));
});
