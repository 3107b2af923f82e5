/**
 * End-to-end: a project with its own `.ctx/` store and sessions distilled into the per-user store
 * too. `ctx init` without `--local` says once where the insights went and how to have them in
 * `.ctx/`; `ctx status` says what its pending count counts, in the same words, so it agrees with
 * "sessions: N distilled". And what `ctx init` prints while it works says what it does.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

async function scene(root: string, sessions: string[]) {
  const home = join(root, "home");
  const project = join(root, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of sessions) await writeClaudeSession(home, { sessionId: id, cwd: project });
  const ctxHome = join(root, "ctx-home");
  return { home, project, ctxHome, env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" } };
}

const NOTE = "note: This project has its own store";

Deno.test("ctx init without --local in a project with .ctx/ says once where the insights went; status agrees", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, ["s-1", "s-2"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const local = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(local.code, 0, local.stderr);
  assert.ok(!local.stderr.includes(NOTE));

  await writeClaudeSession(s.home, { sessionId: "s-3", cwd: s.project });
  const user = await runCtx(["init", "claude-code"], { env, cwd: s.project });
  assert.equal(user.code, 0, user.stderr);
  const userStore = join(s.ctxHome, "projects");
  const storeDir = /^Store: (.+)$/m.exec(user.stdout)![1]!;
  assert.ok(storeDir.startsWith(userStore), user.stdout);
  assert.equal(
    user.stderr.replace(/^Distilling: .*\n/gm, ""),
    `note: This project has its own store "${join(s.project, ".ctx")}", but these insights ` +
      `went to the per-user store "${storeDir}"\n` +
      "hint: pass --local to put them in .ctx/ (what is distilled already is copied, with no " +
      "model call)\n",
  );

  // 3 sessions distilled in all; 1 of them (s-3) only in the per-user store.
  const text = await runCtx(["status"], { env, cwd: s.project });
  assert.match(text.stdout, /^ {2}sessions: +3 distilled, 0 with nothing to keep, 0 failed$/m);
  assert.match(
    text.stdout,
    /^ {2}pending: 1 of 3 sessions of this project not yet in its \.ctx\/ store \(distilled in the per-user store already: ctx init <assistant> --local, or the assistant's next fetch_project_context, copies them with no model call\)$/m,
  );
  const json = JSON.parse((await runCtx(["status", "--json"], { env, cwd: s.project })).stdout);
  assert.deepEqual(
    [
      json.background.store,
      json.background.found,
      json.background.pending,
      json.background.elsewhere,
    ],
    ["local", 3, 1, 1],
  );

  // As both said: --local copies it, with no model call.
  const requests = vendor.requests.length;
  const copy = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.match(copy.stdout, /^Reused from the project's other store \(no model call\): 1$/m);
  assert.equal(vendor.requests.length, requests);
  const after = JSON.parse((await runCtx(["status", "--json"], { env, cwd: s.project })).stdout);
  assert.equal(after.background.pending, 0);
});

Deno.test("ctx init without --local that writes nothing does not say insights went to the per-user store", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, ["s-1"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const local = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(local.code, 0, local.stderr);
  const first = await runCtx(["init", "claude-code"], { env, cwd: s.project });
  assert.match(first.stderr, /but these insights went to the per-user store/);
  // Everything unchanged now: nothing went anywhere.
  for (const args of [[], ["--dry-run"]]) {
    const again = await runCtx(["init", "claude-code", ...args], { env, cwd: s.project });
    assert.equal(again.code, 0, again.stderr);
    assert.doesNotMatch(again.stderr, /these insights/);
    assert.match(
      again.stderr,
      new RegExp(
        `^${NOTE} ".*", but ctx init without --local uses the per-user store ".*" ` +
          `\\(nothing ${args.length ? "would be" : "was"} written this run\\)$`,
        "m",
      ),
    );
  }
});

Deno.test("ctx init without --local in a project with no .ctx/ says nothing about stores", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, ["s-1"]);
  await using vendor = await startFakeVendor("vendor-a");
  const run = await runCtx(["init", "claude-code"], {
    env: { ...s.env, ...vendor.env() },
    cwd: s.project,
  });
  assert.equal(run.code, 0, run.stderr);
  assert.ok(!run.stderr.includes("note:"), run.stderr);
});

Deno.test("ctx init without --local of an assistant with no session here says only where it looked, not where insights went", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, ["s-1"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const local = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(local.code, 0, local.stderr);
  const codex = await runCtx(["init", "codex"], { env, cwd: s.project });
  assert.equal(codex.code, 0, codex.stderr);
  assert.match(codex.stdout, /^Sessions found: 0$/m);
  assert.match(codex.stderr, /^No Codex CLI history for /m);
  assert.ok(!codex.stderr.includes(NOTE), codex.stderr);
});

Deno.test("ctx init's progress says what it does: Reading in a dry run, nothing when all is unchanged", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, ["s-1", "s-2", "s-3"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const progress = (stderr: string) =>
    stderr.split("\n").filter((l) => /^(Distilling|Reading|Checking)\b/.test(l));

  const dry = await runCtx(["init", "claude-code", "--local", "--dry-run"], {
    env,
    cwd: s.project,
  });
  assert.equal(dry.code, 0, dry.stderr);
  const dryLines = progress(dry.stderr);
  assert.ok(dryLines.length > 0, dry.stderr);
  assert.ok(dryLines.every((l) => /^Reading: \d\/3 sessions$/.test(l)), dryLines.join("\n"));

  const first = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.ok(progress(first.stderr).includes("Distilling: 3/3 sessions"), first.stderr);

  const again = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.match(again.stdout, /^Unchanged \(already distilled\): 3$/m);
  assert.deepEqual(progress(again.stderr), [], "no progress when there is nothing to do");
  // A new ledger (another machine with the committed .ctx/, or a damaged ledger moved away): the
  // summaries are taken back with no model call, and nothing claims to be distilling.
  const sent = vendor.requests.length;
  const fresh = await runCtx(["init", "claude-code", "--local"], {
    env: { ...env, CTX_HOME: join(dir.path, "new-ctx-home") },
    cwd: s.project,
  });
  assert.equal(fresh.code, 0, fresh.stderr);
  assert.match(fresh.stdout, /^Unchanged \(already distilled\): 3$/m);
  assert.equal(vendor.requests.length, sent, "no model call");
  assert.deepEqual(progress(fresh.stderr), [], fresh.stderr);
  const dryAgain = await runCtx(["init", "claude-code", "--local", "--dry-run"], {
    env,
    cwd: s.project,
  });
  assert.deepEqual(progress(dryAgain.stderr), []);
});
