/**
 * The ledger read for `ctx status` (`openLedgerView`): sessions counted once each with their best
 * outcome over the stores they went to, per project and over every project, an `ok` whose summary
 * file is gone left out.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { Ledger, type Outcome } from "../../src/store/ledger.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { openLedgerView } from "../../src/store/mod.ts";
import { summaryFileName } from "../../src/store/summary.ts";
import { tempDir } from "../_helpers.ts";
import { settleSession } from "./_settle.ts";

Deno.test("The ledger view counts each session once, with its best outcome over its stores, and leaves out an ok whose summary is gone", async () => {
  await using dir = await tempDir();
  const config = { ctxHome: join(dir.path, "ctx-home") };
  const deps = { config, host: "h", pid: 1, now: () => new Date(0) };
  const local = join(dir.path, "app", ".ctx");
  const perUser = join(dir.path, "ctx-home", "projects", "app");
  const other = join(dir.path, "lib", ".ctx");
  for (const folder of [local, perUser, other]) await Deno.mkdir(folder, { recursive: true });
  await Deno.mkdir(config.ctxHome, { recursive: true });
  const db = openLedgerDb(config);
  const ledger = new Ledger(db, "A");
  const settle = (project: string, storeDir: string, id: string, status: Outcome) =>
    settleSession(ledger, project, storeDir, id, status);
  // s1 in both stores of app (ok in one, failed in the other): one ok.
  settle("app", local, "s1", "ok");
  settle("app", perUser, "s1", "failed");
  // s2: ok in both stores, its summary deleted from one of them: still one ok.
  settle("app", local, "s2", "ok");
  settle("app", perUser, "s2", "ok");
  Deno.removeSync(join(local, summaryFileName("claude-code", "s2")));
  // s3: ok, its only summary deleted, failed elsewhere: counted as failed.
  settle("app", local, "s3", "ok");
  settle("app", perUser, "s3", "failed");
  Deno.removeSync(join(local, summaryFileName("claude-code", "s3")));
  // s4: ok, its only summary deleted: pending again, not counted.
  settle("app", local, "s4", "ok");
  Deno.removeSync(join(local, summaryFileName("claude-code", "s4")));
  settle("app", local, "s5", "empty");
  // The same session id in another project is another session.
  settle("lib", other, "s1", "ok");
  settle("lib", other, "s6", "short");
  db.close();

  using view = openLedgerView(deps)!;
  const some = (counts: Record<Outcome, number>) =>
    Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  assert.deepEqual(some(view.counts("app")), { ok: 2, empty: 1, failed: 1 });
  assert.deepEqual(some(view.counts("lib")), { ok: 1, short: 1 });
  assert.deepEqual(some(view.counts()), { ok: 3, empty: 1, short: 1, failed: 1 });
  assert.deepEqual(some(view.counts("none")), {});
  // Every outcome is said, counted or not; an answer is the caller's to change.
  const counts = view.counts("app");
  assert.equal(counts.running, 0);
  counts.ok = 99;
  assert.equal(view.counts("app").ok, 2);
});
