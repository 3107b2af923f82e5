/**
 * `ctx status`'s pending count with its dry plan's tally kept in the ledger
 * (`src/store/_plan_tally.ts`), through the real CLI: the next `ctx status` reads the kept tally,
 * and a session added, grown, deleted or distilled, and a summary deleted, each change what it
 * shows — never the kept answer of before.
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { onLedger } from "../store/_ledger_db.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { growClaudeSession, writeClaudeSession } from "../fixtures/claude_sessions.ts";

const HOUR = 3_600_000;

/** A project with three Claude Code sessions distilled into its `.ctx/`. */
async function distilled(root: string) {
  const home = join(root, "home");
  const project = join(root, "shop");
  await Deno.mkdir(project, { recursive: true });
  const specs = ["s-1", "s-2", "s-3"].map((id) => ({ sessionId: id, cwd: project, marker: id }));
  const paths: string[] = [];
  for (const spec of specs) paths.push(await writeClaudeSession(home, spec));
  // The transcripts' folder last changed an hour ago: a run keeps its listing.
  const transcripts = dirname(paths[0]!);
  const ageTranscripts = () => {
    const past = new Date(Date.now() - HOUR);
    Deno.utimeSync(transcripts, past, past);
  };
  ageTranscripts();
  const vendor = await startFakeVendor("vendor-a");
  const ctxHome = join(root, "ctx-home");
  const env = cliEnv(root, { CTX_CLI_BACKEND: NO_CLI, ...vendor.env() });
  const init = async () => {
    const run = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
  };
  await init();
  const store = join(project, ".ctx");
  /** The store folders last changed an hour ago: their listings can be vouched for. */
  const age = () => {
    const past = new Date(Date.now() - HOUR);
    for (const dir of [store, join(ctxHome, "projects")]) {
      try {
        Deno.utimeSync(dir, past, past);
      } catch {
        // Not there.
      }
    }
  };
  age();
  const status = async () => {
    const run = await runCtx(["status", "--json"], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    const r = JSON.parse(run.stdout);
    return { found: r.background.found as number, pending: r.background.pending as number };
  };
  const ledger = <T>(fn: (db: DatabaseSync) => T): T => onLedger(ctxHome, fn);
  /** The tally kept for the next `ctx status`, when there is one. */
  const kept = () =>
    ledger((db) =>
      db.prepare("SELECT value FROM kept_answers WHERE key LIKE '1:dry-plan:%'").all()
        .map((row) => JSON.parse(String(row.value)) as { pending: number })
    );
  /** The transcripts' folder's listing kept by a run, when there is one. */
  const listing = () =>
    ledger((db) =>
      db.prepare("SELECT listing FROM folder_listings").all()
        .map((row) => JSON.parse(String(row.listing)).names as string[])
    );
  return {
    home,
    project,
    specs,
    paths,
    store,
    init,
    age,
    ageTranscripts,
    status,
    kept,
    listing,
    ledger,
    vendor,
  };
}

Deno.test("ctx status keeps its plan's tally, and the next ctx status reads it", async () => {
  await using dir = await tempDir();
  const h = await distilled(dir.path);
  await using _vendor = h.vendor;
  assert.deepEqual(await h.status(), { found: 3, pending: 0 });
  assert.deepEqual(h.kept().map((k) => k.pending), [0]);
  // Changed behind ctx's back: the next ctx status shows the kept value, not a count.
  h.ledger((db) => db.exec("UPDATE kept_answers SET value = json_set(value, '$.pending', 2)"));
  assert.deepEqual(await h.status(), { found: 3, pending: 2 });
  // A damaged value is not trusted: counted again.
  h.ledger((db) => db.exec("UPDATE kept_answers SET value = '{\"pending\": '"));
  assert.deepEqual(await h.status(), { found: 3, pending: 0 });
  assert.deepEqual(h.kept().map((k) => k.pending), [0]);
});

Deno.test("A session added, grown or deleted changes what ctx status shows", async () => {
  await using dir = await tempDir();
  const h = await distilled(dir.path);
  await using _vendor = h.vendor;
  assert.deepEqual(await h.status(), { found: 3, pending: 0 });
  assert.deepEqual(h.kept().map((k) => k.pending), [0]);
  // The run kept the transcripts' listing too: ctx status read it instead of listing.
  assert.deepEqual(h.listing(), [["s-1.jsonl", "s-2.jsonl", "s-3.jsonl"]]);

  // Added: a new transcript in the same folder.
  const added = await writeClaudeSession(h.home, {
    sessionId: "s-4",
    cwd: h.project,
    marker: "s-4",
  });
  assert.deepEqual(await h.status(), { found: 4, pending: 1 });
  assert.deepEqual(h.kept().map((k) => k.pending), [1]);

  // Deleted: the pending one is gone.
  await Deno.remove(added);
  assert.deepEqual(await h.status(), { found: 3, pending: 0 });
  assert.deepEqual(h.kept().map((k) => k.pending), [0]);

  // Grown: appended to in place (its folder's mtime does not change, the file's does).
  const folder = dirname(h.paths[0]!);
  const before = Deno.statSync(folder).mtime!.getTime();
  await growClaudeSession(h.paths[0]!, h.specs[0]!, "one more question");
  assert.equal(Deno.statSync(folder).mtime!.getTime(), before);
  assert.deepEqual(await h.status(), { found: 3, pending: 1 });
});

Deno.test("A session distilled, and a summary deleted, change what ctx status shows", async () => {
  await using dir = await tempDir();
  const h = await distilled(dir.path);
  await using _vendor = h.vendor;
  await growClaudeSession(h.paths[1]!, h.specs[1]!, "and another thing");
  assert.deepEqual(await h.status(), { found: 3, pending: 1 });
  assert.deepEqual(h.kept().map((k) => k.pending), [1]);

  // Distilled: the ledger's row changes (and the summary file is written again).
  await h.init();
  h.age();
  assert.deepEqual(await h.status(), { found: 3, pending: 0 });
  assert.deepEqual(h.kept().map((k) => k.pending), [0]);

  // A summary deleted: nothing discovery sees and no ledger row changed, only the store folder.
  const summary = [...Deno.readDirSync(h.store)].find((e) => e.name.endsWith(".md"))!;
  await Deno.remove(join(h.store, summary.name));
  assert.deepEqual(await h.status(), { found: 3, pending: 1 });
});
