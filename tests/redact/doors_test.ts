/**
 * The doors through which text leaves ctx or comes back to disk, each redacting (see
 * docs/architecture.md, "Where redaction runs"), driven through the real CLI. The prompt, the
 * summary written and `ctx push` are proven by tests/e2e/redaction_test.ts; here: the repair call
 * (its prompt quotes the model's first answer, which may echo a secret), and a team file written
 * by `ctx pull` from a server that holds raw secrets (an older client, a hostile server).
 * Failures name the door, never a secret.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { folderId } from "../../src/store/project.ts";
import {
  changesBody,
  json,
  meBody,
  pullEnv,
  snapshot,
  startScripted,
  wireInsight,
} from "../team/_hostile.ts";
import { ALNUM, fake } from "./_fakes.ts";

const GITHUB = "gh" + "p_" + fake(36, ALNUM, 9001);
const PASSWORD = "Pw-" + fake(12, ALNUM, 9002) + "!";
const R = "[REDACTED]";

Deno.test("the repair call quotes the model's first answer redacted", async () => {
  await using dir = await tempDir("ctx-doors-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-repair", cwd: project });
  const valid = JSON.stringify([{
    type: "gotcha",
    title: "Rotate the CI token",
    summary: "The deploy used a personal token; a fine-grained one replaced it.",
    tags: ["ci"],
  }]);
  await using vendor = await startFakeVendor("vendor-a", {
    // The first answer is not JSON and echoes secrets: ctx asks once more, quoting it.
    respond: (_body, n) =>
      n === 1
        ? { text: `Sure! The token was ${GITHUB} and DB_PASSWORD=${PASSWORD}, see above` }
        : { text: valid },
  });
  const env = {
    HOME: home,
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
    CTX_API_URL: "http://127.0.0.1:9",
    ...vendor.env(),
  };
  const init = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  assert.equal(vendor.requests.length, 2, "one call, then exactly one repair call");
  const repair = JSON.stringify(vendor.requests[1]!.body);
  assert.ok(repair.includes("The token was " + R), "the repair prompt quotes the answer");
  assert.ok(!repair.includes(GITHUB), "a token reached the repair call");
  assert.ok(!repair.includes(PASSWORD), "a password reached the repair call");
  assert.ok(repair.includes("DB_PASSWORD=" + R));
});

Deno.test("ctx pull writes teammates' insights redacted, whatever the server holds", async () => {
  await using dir = await tempDir("ctx-doors-");
  const home = join(dir.path, "home");
  const cwd = join(home, "work", "plain-folder");
  await Deno.mkdir(cwd, { recursive: true });
  const id = folderId(cwd);
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    return changesBody([
      wireInsight(id, 1, {
        title: `Deploy with ${GITHUB}`,
        summary: `Set DB_PASSWORD=${PASSWORD} in the deploy job, then rerun.`,
        tags: ["ci", GITHUB],
        file: `.env.${GITHUB}`,
        contributor: `Mallory ${GITHUB}`,
      }),
    ]);
  });
  const run = await runCtx(["pull"], {
    env: pullEnv(home, server.url, "ctxt_" + "K".repeat(40)),
    cwd,
  });
  assert.equal(run.code, 0, run.stderr);
  const written = Object.values(await snapshot(join(home, "ctx-home", "team"))).join("\n");
  assert.ok(written.includes("Set DB_PASSWORD=" + R), "the summary was written, redacted");
  assert.ok(written.includes("Deploy with " + R), "the title was written, redacted");
  assert.ok(!written.includes(GITHUB), "a token reached the team file");
  assert.ok(!written.includes(PASSWORD), "a password reached the team file");
  assert.ok(!(run.stdout + run.stderr).includes(GITHUB), "a token was printed");
});
