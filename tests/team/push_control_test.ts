/**
 * `ctx push` sends what `ctx push --dry-run` shows: a summary edited by hand with escape sequences
 * (and a secret split by one) reaches the team server with neither.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { writeSummary } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";
import { json, meBody, pullEnv, startScripted } from "./_hostile.ts";

const KEY = "ctxt_" + "P".repeat(40);
// deno-lint-ignore no-control-regex -- the test looks for control characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

Deno.test("ctx push sends no control character and no split secret from a hand-edited summary", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  const secret = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2";
  await writeSummary(join(project, ".ctx"), {
    source: "claude-code",
    sessionId: "edited",
    project: folderId(project),
    cwd: project,
    started: null,
    updated: null,
    distilled: "2026-05-01T00:00:00.000Z",
    model: "m",
    contentHash: "sha256:none",
    insights: [{
      id: "ins_000000000001",
      type: "gotcha",
      title: "Retitle\u001b]0;pwned\u0007 the terminal",
      summary: `Token ${secret.slice(0, 12)}\u001b[0m${secret.slice(12)} leaked\n\u009b2Jok`,
      tags: ["\u001b[1mbold"],
    }],
  });
  const bodies: string[] = [];
  await using server = startScripted(async (request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    bodies.push(await request.text());
    return json({ inserted: 1, skipped: 0, total: 1 });
  });
  const env = pullEnv(home, server.url, KEY);
  const dry = await runCtx(["push", "--dry-run", "--json"], { env, cwd: project });
  assert.equal(dry.code, 0, dry.stderr);
  const shown = JSON.parse(dry.stdout).requests.map((r: { body: unknown }) => r.body);

  const push = await runCtx(["push"], { env, cwd: project });
  assert.equal(push.code, 0, push.stderr);
  assert.equal(bodies.length, 1);
  const sent = JSON.parse(bodies[0]!);
  assert.ok(
    !CONTROL.test(JSON.stringify(sent).replace(/\\n/g, "")),
    "a control character was sent",
  );
  assert.ok(!bodies[0]!.includes(secret.slice(12)), "part of the split secret was sent");
  assert.deepEqual([sent], shown, "the dry run showed exactly what was sent");
  assert.equal(sent.insights[0].title, "Retitle the terminal");
});
