/**
 * A real plan's standings kept in the ledger for the next run (`src/store/_plan_kept.ts`): read
 * back while nothing changed (no ledger row read, no folder listed), and sorted again — never
 * stale — when a session grows or is added, a ledger row is written by any process, a summary
 * is deleted or a temp file left, ten minutes pass, or the kept value is damaged; not kept when a
 * standing is not a shared one, a folder is not vouched for, or the run is a dry one.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { onLedger } from "./_ledger_db.ts";
import { runCommand } from "../../src/process.ts";
import { openProject, type Standing, type StoredSession } from "../../src/store/mod.ts";
import { summaryDoc } from "../mcp/_fixtures.ts";
import { tempDir } from "../_helpers.ts";

const HOUR = 3_600_000;

const session = (id: string, fingerprint = "10:1"): StoredSession => ({
  source: "codex",
  sessionId: id,
  location: `/h/${id}.jsonl`,
  fingerprint,
});

/** A project whose store holds s1 and s2 distilled, its folder last changed an hour ago. */
async function setup(root: string) {
  const home = join(root, "home");
  const app = join(home, "app");
  await Deno.mkdir(app, { recursive: true });
  let clock = Date.now();
  const deps = {
    config: { ctxHome: join(root, "ctx-home"), home },
    cwd: app,
    run: runCommand,
    now: () => new Date(clock),
    host: Deno.hostname(),
    pid: Deno.pid,
  };
  const project = await openProject(deps, app, { from: "cwd", local: true });
  const store = await project.openRun();
  const paths: string[] = [];
  try {
    for (const id of ["s1", "s2"]) {
      paths.push(
        await store.write(
          await summaryDoc(id, [{ title: "A fix", summary: "It." }], {
            source: "codex",
          }),
        ),
      );
      store.settle({ ...session(id), contentHash: `sha256:${id}` }, { status: "ok", insights: 1 });
    }
  } finally {
    store.close();
  }
  const age = () => {
    const past = new Date(Date.now() - HOUR);
    Deno.utimeSync(project.storeDir, past, past);
  };
  age();
  const plan = async (sessions = [session("s1"), session("s2")], dryRun = false) => {
    const run = await project.openRun({ dryRun });
    try {
      return (await run.plan(sessions)).map(said);
    } finally {
      run.close();
    }
  };
  const ledger = <T>(fn: (db: DatabaseSync) => T): T => onLedger(deps.config.ctxHome, fn);
  const kept = () =>
    ledger((db) => {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'kept_answers'").get();
      if (!table) return [];
      return db.prepare("SELECT value FROM kept_answers WHERE key LIKE '1:plan:%'").all()
        .map((r) => JSON.parse(String(r.value)).digits as string);
    });
  /** Rewrite the kept digits behind ctx's back: a plan that reads them shows it. */
  const tamper = (digits: string) =>
    ledger((db) =>
      db.prepare("UPDATE kept_answers SET value = json_set(value, '$.digits', ?)").run(digits)
    );
  return {
    project,
    paths,
    plan,
    kept,
    tamper,
    ledger,
    age,
    advance: (ms: number) => void (clock += ms),
  };
}

function said(s: Standing) {
  return s.unchanged ? `${s.record?.status}` : s.summaryGone ? "gone" : "pending";
}

Deno.test("A real plan's standings are kept and the next plan reads them", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.deepEqual(h.kept(), ["11"]);
  h.tamper("01");
  // Read back, not sorted (nothing else would call s1 pending).
  assert.deepEqual(await h.plan(), ["pending", "ok"]);
  // A damaged value is not trusted: sorted again and kept anew.
  for (const digits of ["19", "1", "x1"]) {
    h.tamper(digits);
    assert.deepEqual(await h.plan(), ["ok", "ok"], digits);
  }
  h.ledger((db) => db.exec("UPDATE kept_answers SET value = '{\"digits\": '"));
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.deepEqual(h.kept(), ["11"]);
});

Deno.test("A session grown or added is sorted again (the witness)", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.plan();
  h.tamper("11"); // what was kept, as kept: only the witness can tell it does not hold
  assert.deepEqual(await h.plan([session("s1", "12:2"), session("s2")]), ["pending", "ok"]);
  assert.deepEqual(await h.plan([session("s1"), session("s2"), session("s3")]), [
    "ok",
    "ok",
    "pending",
  ]);
  // Kept: a session the store does not know is a shared standing.
  assert.deepEqual(h.kept(), ["110"]);
});

Deno.test("A ledger row written by any process, or a summary deleted, is seen", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.plan();
  h.ledger((db) => db.exec("UPDATE sessions SET status = 'failed' WHERE session_id = 's1'"));
  assert.deepEqual(await h.plan(), ["pending", "ok"]);
  // A failed session's standing is its own: not kept.
  assert.deepEqual(h.kept(), []);
  h.ledger((db) => db.exec("UPDATE sessions SET status = 'ok' WHERE session_id = 's1'"));
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.deepEqual(h.kept(), ["11"]);
  await Deno.remove(h.paths[1]!);
  assert.deepEqual(await h.plan(), ["ok", "gone"]);
});

Deno.test("A temp file a killed ctx left is removed by the next plan, standings kept or not", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.plan();
  assert.deepEqual(h.kept(), ["11"]);
  const temp = join(h.project.storeDir, ".codex-s1.md.0123abcd.tmp");
  Deno.writeTextFileSync(temp, "half");
  const past = new Date(Date.now() - HOUR);
  Deno.utimeSync(temp, past, past);
  h.age();
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.throws(() => Deno.statSync(temp), Deno.errors.NotFound);
  // A young one (another ctx writing now) is left, and keeps the listing from being kept.
  Deno.writeTextFileSync(temp, "half");
  h.age();
  h.ledger((db) => db.exec("DELETE FROM kept_answers"));
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.deepEqual(h.kept(), []);
  assert.ok(Deno.statSync(temp).isFile);
});

Deno.test("Kept standings are trusted ten minutes at most, and a dry run neither reads nor keeps", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  assert.deepEqual(await h.plan(undefined, true), ["ok", "ok"]);
  assert.deepEqual(h.kept(), []);
  await h.plan();
  h.tamper("01");
  assert.deepEqual(await h.plan(undefined, true), ["ok", "ok"]);
  h.advance(9 * 60_000);
  assert.deepEqual(await h.plan(), ["pending", "ok"]);
  h.advance(2 * 60_000);
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
});

Deno.test("A store folder changed just before it was stamped is not vouched for", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  Deno.writeTextFileSync(join(h.project.storeDir, "notes.txt"), "n"); // the folder's mtime is now
  assert.deepEqual(await h.plan(), ["ok", "ok"]);
  assert.deepEqual(h.kept(), []);
});
