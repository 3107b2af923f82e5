/**
 * A transcript folder's listing kept with the heads (`LedgerHeads.list`, `src/store/_heads.ts`):
 * a run that listed an unchanged folder reads its names instead of listing it again, and a
 * transcript added, removed or renamed (the folder's mtime), a folder put in its place (its
 * inode), ten minutes, or a damaged kept value makes it list again; a folder changed just before
 * its listing is not kept, and a dry run reads what a run kept but keeps nothing.
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { onLedger } from "../store/_ledger_db.ts";
import { planProject } from "../../src/distill/mod.ts";
import { openProject } from "../../src/store/mod.ts";
import { fakeDeps } from "../_fakes.ts";
import { tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

const HOUR = 3_600_000;

async function setup(root: string) {
  const home = join(root, "home");
  const app = join(root, "app");
  await Deno.mkdir(app, { recursive: true });
  const paths = [];
  for (const id of ["s1", "s2"]) {
    paths.push(await writeClaudeSession(home, { sessionId: id, cwd: app, marker: id }));
  }
  const folder = dirname(paths[0]!);
  const age = () => {
    const past = new Date(Date.now() - HOUR);
    Deno.utimeSync(folder, past, past);
  };
  age();
  const ctxHome = join(root, "ctx");
  let clock = Date.now();
  const deps = fakeDeps({
    env: { HOME: home, CTX_HOME: ctxHome },
    cwd: app,
    now: () => new Date(clock),
  });
  /** The ids a plan finds. */
  const found = async (dryRun = false) => {
    const project = await openProject(deps, app, { from: "--project", local: true });
    const plan = await planProject(deps, { project, sources: ["claude-code"], dryRun });
    return [...plan.pending, ...plan.settled.map((s) => ({ ref: s.ref }))]
      .map((w) => w.ref.id).sort();
  };
  const ledger = <T>(fn: (db: DatabaseSync) => T): T => onLedger(ctxHome, fn);
  const kept = () =>
    ledger((db) =>
      db.prepare("SELECT listing FROM folder_listings").all()
        .map((r) => JSON.parse(String(r.listing)).names as string[])
    );
  /** Rewrite the kept names behind ctx's back: a plan that reads them shows it. */
  const tamper = (names: string[]) =>
    ledger((db) =>
      db.prepare("UPDATE folder_listings SET listing = json_set(listing, '$.names', json(?))")
        .run(JSON.stringify(names))
    );
  return {
    home,
    app,
    paths,
    folder,
    age,
    found,
    kept,
    tamper,
    ledger,
    advance: (ms: number) => void (clock += ms),
  };
}

Deno.test("a run keeps an unchanged folder's listing, and the next plan reads it", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  assert.deepEqual(await h.found(), ["s1", "s2"]);
  assert.deepEqual(h.kept(), [["s1.jsonl", "s2.jsonl"]]);
  h.tamper(["s1.jsonl"]);
  // Read back, not listed: s2 is not found (nothing else would leave it out).
  assert.deepEqual(await h.found(), ["s1"]);
  assert.deepEqual(await h.found(true), ["s1"]);
  // Damaged: listed again, and kept anew.
  const damages = [
    "'{'",
    "json_set(listing, '$.names', json('[1]'))",
    "json_remove(listing, '$.at')",
    // A name that would lead out of the folder.
    `json_set(listing, '$.names', json('["s1.jsonl", "../../../outside.jsonl"]'))`,
    `json_set(listing, '$.names', json('["s1.jsonl", "sub/s2.jsonl"]'))`,
  ];
  for (const damage of damages) {
    h.tamper(["s1.jsonl"]);
    h.ledger((db) => db.exec(`UPDATE folder_listings SET listing = ${damage}`));
    assert.deepEqual(await h.found(), ["s1", "s2"], damage);
  }
  assert.deepEqual(h.kept(), [["s1.jsonl", "s2.jsonl"]]);
});

Deno.test("a transcript added, removed or renamed is seen by the next plan", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.found();
  await writeClaudeSession(h.home, { sessionId: "s3", cwd: h.app, marker: "s3" });
  assert.deepEqual(await h.found(), ["s1", "s2", "s3"]);
  h.age();
  assert.deepEqual(await h.found(), ["s1", "s2", "s3"]);
  assert.deepEqual(h.kept(), [["s1.jsonl", "s2.jsonl", "s3.jsonl"]]);
  await Deno.remove(h.paths[1]!);
  assert.deepEqual(await h.found(), ["s1", "s3"]);
  h.age();
  await h.found();
  await Deno.rename(h.paths[0]!, join(h.folder, "s9.jsonl"));
  assert.deepEqual(await h.found(), ["s3", "s9"]);
});

Deno.test("a folder put in place of the transcript folder, with the same mtime, is listed (its inode)", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.found();
  const mtime = Deno.statSync(h.folder).mtime!;
  const moved = join(dir.path, "moved");
  await Deno.rename(h.folder, moved);
  await Deno.mkdir(h.folder);
  await Deno.copyFile(join(moved, "s1.jsonl"), join(h.folder, "s1.jsonl"));
  await Deno.copyFile(join(moved, "s2.jsonl"), join(h.folder, "s5.jsonl"));
  Deno.utimeSync(h.folder, mtime, mtime);
  assert.deepEqual(await h.found(), ["s1", "s5"]);
});

Deno.test("a kept listing is trusted ten minutes at most; a folder changed just before is not kept", async () => {
  await using dir = await tempDir();
  const h = await setup(dir.path);
  await h.found();
  h.tamper(["s1.jsonl"]);
  h.advance(9 * 60_000);
  assert.deepEqual(await h.found(), ["s1"]);
  h.advance(2 * 60_000);
  assert.deepEqual(await h.found(), ["s1", "s2"]);
  // Changed now: listed, and not kept (a change in the same clock tick could follow unseen).
  h.advance(-11 * 60_000);
  h.ledger((db) => db.exec("DELETE FROM folder_listings"));
  Deno.writeTextFileSync(join(h.folder, "notes.txt"), "n");
  await h.found();
  assert.deepEqual(h.kept(), []);
});
