/**
 * End-to-end: a summary on disk is never paid for twice. A run killed after a model answer was
 * written as a summary but before the ledger recorded it (or a ledger lost since) leaves the
 * summary with no settled row: the next run adopts it, with no model call, and counts its
 * insights once.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { leaseOwner, Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { ledgerPath, openLedgerDb } from "../../src/store/stores.ts";
import { folderId } from "../../src/store/project.ts";
import { readStore } from "../../src/store/files.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

async function world() {
  const dir = await tempDir("ctx-paid-once-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of ["sess-a", "sess-b"]) {
    await writeClaudeSession(home, { sessionId: id, cwd: project, marker: id });
  }
  const ctxHome = join(dir.path, "ctx-home");
  return {
    project,
    ctxHome,
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

/** The project's numbers as `ctx status --json` gives them. */
async function status(env: Record<string, string>, cwd: string) {
  const run = await runCtx(["status", "--json"], { env, cwd });
  assert.equal(run.code, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  return { insights: report.project.stats.insights, ok: report.project.sessions?.ok };
}

/** A pid no process has any more: one that ran and exited. */
async function deadPid(): Promise<number> {
  const child = new Deno.Command("true").spawn();
  await child.status;
  return child.pid;
}

Deno.test("a summary written by a run killed before its ledger row is adopted: no request, counted once", async () => {
  await using w = await world();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };
  const first = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.equal(first.code, 0, first.stderr);
  assert.equal(vendor.requests.length, 2);
  const before = await status(env, w.project);
  const store = join(w.project, ".ctx");
  const files = (await readStore(store)).summaries;

  // What `kill -9` between the summary's write and the ledger's record leaves: the rows as the
  // lease made them (running, owned by a process that is gone), the summaries on disk.
  await Deno.remove(ledgerPath({ ctxHome: w.ctxHome }));
  const db = openLedgerDb({ ctxHome: w.ctxHome });
  const host = Deno.hostname();
  const ledger = new Ledger(db, leaseOwner(host, await deadPid()), { host });
  for (const { doc } of files) {
    const claimed = ledger.claim({
      key: ledgerKey(doc.source, doc.sessionId, store),
      source: doc.source,
      sessionId: doc.sessionId,
      projectId: folderId(w.project),
      storeDir: store,
      location: "",
      fingerprint: "",
      contentHash: doc.contentHash,
    }, { now: Date.now(), leaseMs: 60_000 });
    assert.equal(claimed, "claimed");
  }
  db.close();

  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.equal(vendor.requests.length, 2, "no model request: the summaries were adopted");
  assert.match(rerun.stdout, /^Distilled: 0$/m);
  assert.match(rerun.stdout, /^Unchanged \(already distilled\): 2$/m);
  assert.match(rerun.stdout, /^Insights written: 0$/m);
  assert.doesNotMatch(rerun.stdout, /another ctx process/);
  const after = (await readStore(store)).summaries;
  assert.deepEqual(
    after.map((s) => s.doc),
    files.map((s) => s.doc),
    "the summaries are as written",
  );
  assert.deepEqual(await status(env, w.project), before, "every insight counted once");

  // Settled now: the next run does not even read the sessions again.
  const third = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.match(third.stdout, /^Unchanged \(already distilled\): 2$/m);
  assert.equal(vendor.requests.length, 2);
});

Deno.test("a lost ledger costs no model call for sessions whose summaries are in the store; a dry run says so", async () => {
  await using w = await world();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };
  const first = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.equal(first.code, 0, first.stderr);
  const before = await status(env, w.project);
  assert.equal(before.ok, 2);
  await Deno.remove(ledgerPath({ ctxHome: w.ctxHome }));

  const dry = await runCtx(["init", "claude-code", "--local", "--dry-run"], {
    env,
    cwd: w.project,
  });
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stderr, /Dry run: 0 of 2 sessions would be sent/);
  assert.match(
    dry.stdout,
    /sess-a: unchanged \(its summary of this very conversation \(\d+ insights?\) was already in the store/,
  );

  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.equal(vendor.requests.length, 2, "no model request after the ledger was lost");
  assert.deepEqual(await status(env, w.project), before);
});

Deno.test("a summary of other content is not adopted: the grown conversation is distilled", async () => {
  await using w = await world();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };
  await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  const store = join(w.project, ".ctx");
  const [one] = (await readStore(store)).summaries;
  // The summary says it was distilled from other content (an older state of the session).
  const text = await Deno.readTextFile(one!.path);
  await Deno.writeTextFile(
    one!.path,
    text.replace(one!.doc.contentHash, `sha256:${"0".repeat(64)}`),
  );
  await Deno.remove(ledgerPath({ ctxHome: w.ctxHome }));
  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: w.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.equal(vendor.requests.length, 3, "only the summary of other content is asked again");
  assert.match(rerun.stdout, /^Unchanged \(already distilled\): 1$/m);
});
