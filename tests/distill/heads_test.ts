/**
 * A rerun finds the sessions it saw before without reading their transcripts again: what
 * discovery read at the start of each file (its cwd, its first record) is kept in the ledger by
 * the file's size and mtime, and read again only when those change.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { planProject } from "../../src/distill/mod.ts";
import { openProject } from "../../src/store/mod.ts";
import { fakeDeps } from "../_fakes.ts";
import { tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

Deno.test("a rerun trusts a transcript's head by its fingerprint, and reads it again when it changes", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  // Two project folders whose paths have the same length: one cwd can be swapped for the other
  // without changing a transcript's size.
  const app = join(dir.path, "app-one");
  const other = join(dir.path, "app-two");
  await Deno.mkdir(app, { recursive: true });
  await Deno.mkdir(other, { recursive: true });
  const path = await writeClaudeSession(home, { sessionId: "s1", cwd: app });
  const deps = fakeDeps({ env: { HOME: home, CTX_HOME: join(dir.path, "ctx") }, cwd: app });
  const plan = async (dryRun = false) => {
    const project = await openProject(deps, app, { from: "--project", local: true });
    return await planProject(deps, { project, sources: ["claude-code"], dryRun });
  };
  assert.equal((await plan()).found, 1);

  // The file now says another project, with the same size and mtime: the head kept for this
  // fingerprint stands (a stat, no read).
  const { mtime } = await Deno.stat(path);
  const text = await Deno.readTextFile(path);
  await Deno.writeTextFile(path, text.replaceAll(app, other));
  await Deno.utime(path, mtime!, mtime!);
  assert.equal((await plan()).found, 1);

  // Its mtime changes (as any write to it does): read again, and it is not this project's.
  await Deno.utime(path, new Date(), new Date(mtime!.getTime() + 5_000));
  assert.equal((await plan()).found, 0);
  // A dry run reads the ledger and keeps nothing: the same answer, nothing written.
  assert.equal((await plan(true)).found, 0);
});

Deno.test("what was kept of a deleted transcript is forgotten when its folder is listed again", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const app = join(dir.path, "app");
  await Deno.mkdir(app, { recursive: true });
  const kept = await writeClaudeSession(home, { sessionId: "s1", cwd: app });
  const deleted = await writeClaudeSession(home, { sessionId: "s2", cwd: app });
  const ctxHome = join(dir.path, "ctx");
  const deps = fakeDeps({ env: { HOME: home, CTX_HOME: ctxHome }, cwd: app });
  const plan = async (dryRun = false) => {
    const project = await openProject(deps, app, { from: "--project", local: true });
    return await planProject(deps, { project, sources: ["claude-code"], dryRun });
  };
  const heads = () => {
    const db = new DatabaseSync(join(ctxHome, "ledger.sqlite"), { readOnly: true });
    try {
      return db.prepare("SELECT folder, heads FROM folder_heads ORDER BY folder").all()
        .flatMap((r) =>
          (JSON.parse(String(r.heads)) as string[][]).map((e) => join(String(r.folder), e[0]!))
        )
        .sort();
    } finally {
      db.close();
    }
  };
  assert.equal((await plan()).found, 2);
  assert.deepEqual(heads(), [kept, deleted]);

  await Deno.remove(deleted);
  // A dry run writes nothing, not even that.
  assert.equal((await plan(true)).found, 1);
  assert.deepEqual(heads(), [kept, deleted]);
  assert.equal((await plan()).found, 1);
  assert.deepEqual(heads(), [kept]);
  // The transcript left is still found from what was kept of it.
  assert.equal((await plan()).found, 1);
  assert.deepEqual(heads(), [kept]);
});

/** One Claude Code session of the project `app` under `dir`, and a plan of the project. */
async function oneSession(dir: string, app: string) {
  const home = join(dir, "home");
  const root = join(dir, app);
  await Deno.mkdir(root, { recursive: true });
  const path = await writeClaudeSession(home, { sessionId: "s1", cwd: root });
  const ctxHome = join(dir, "ctx");
  const deps = fakeDeps({ env: { HOME: home, CTX_HOME: ctxHome }, cwd: root });
  const plan = async (dryRun = false) => {
    const project = await openProject(deps, root, { from: "--project", local: true });
    return await planProject(deps, { project, sources: ["claude-code"], dryRun });
  };
  return { root, path, ctxHome, plan };
}

/** The transcript rewritten with `to` for `from`, its mtime put back as it was. */
async function rewriteKeepingMtime(path: string, from: string, to: string): Promise<void> {
  const { mtime } = await Deno.stat(path);
  await Deno.writeTextFile(path, (await Deno.readTextFile(path)).replaceAll(from, to));
  await Deno.utime(path, mtime!, mtime!);
}

Deno.test("a transcript whose size changed under the same mtime is read again", async () => {
  await using dir = await tempDir();
  const { root, path, plan } = await oneSession(dir.path, "app");
  assert.equal((await plan()).found, 1);
  // Rewritten for another project (a longer path: a new size) under the same mtime.
  await rewriteKeepingMtime(path, root, join(dir.path, "elsewhere-entirely"));
  assert.equal((await plan()).found, 0);
});

Deno.test("heads an earlier ctx kept one row per transcript are used, then kept as the folder's", async () => {
  await using dir = await tempDir();
  const { root, path, ctxHome, plan } = await oneSession(dir.path, "app-one");
  assert.equal((await plan()).found, 1);
  // The ledger as an earlier ctx left it: a row per transcript, no folder text.
  const ledger = (readOnly = false) =>
    new DatabaseSync(join(ctxHome, "ledger.sqlite"), { readOnly });
  const db = ledger();
  for (const row of db.prepare("SELECT folder, heads FROM folder_heads").all()) {
    for (const [name, fingerprint, head] of JSON.parse(String(row.heads))) {
      db.prepare("INSERT INTO heads (location, fingerprint, data) VALUES (?, ?, ?)")
        .run(join(String(row.folder), name), fingerprint, JSON.stringify(head));
    }
  }
  db.exec("DELETE FROM folder_heads");
  db.close();
  // Its head now says another project, same size and mtime: the kept row stands (no read).
  await rewriteKeepingMtime(path, root, join(dir.path, "app-two"));
  assert.equal((await plan(true)).found, 1);
  assert.equal((await plan()).found, 1);
  const after = ledger(true);
  try {
    const count = (sql: string) => Number((after.prepare(sql).get() as { n: number }).n);
    assert.equal(count("SELECT COUNT(*) AS n FROM heads"), 0);
    assert.equal(count("SELECT COUNT(*) AS n FROM folder_heads"), 1);
  } finally {
    after.close();
  }
  assert.equal((await plan()).found, 1);
});

Deno.test("a real plan removes the temp files a killed ctx left in the store, a dry one leaves them", async () => {
  await using dir = await tempDir();
  const { root, plan } = await oneSession(dir.path, "app");
  await Deno.mkdir(join(root, ".ctx"));
  const old = join(root, ".ctx", ".claude-code_s1.md.0a1b2c3d.tmp");
  const fresh = join(root, ".ctx", ".claude-code_s2.md.4e5f6a7b.tmp");
  const notOurs = join(root, ".ctx", ".notes.tmp");
  for (const path of [old, fresh, notOurs]) await Deno.writeTextFile(path, "x");
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  for (const path of [old, notOurs]) await Deno.utime(path, twoMinutesAgo, twoMinutesAgo);
  const left = async () => {
    const names = [];
    for await (const entry of Deno.readDir(join(root, ".ctx"))) names.push(entry.name);
    return names.sort();
  };
  assert.equal((await plan(true)).found, 1);
  assert.equal((await left()).length, 3);
  assert.equal((await plan(false)).found, 1);
  assert.deepEqual(await left(), [".claude-code_s2.md.4e5f6a7b.tmp", ".notes.tmp"]);
});
