/**
 * A project's run store (`Project.openRun`): what it knows of a session without reading it,
 * what it settles, the summary it copies from the project's other store, and a dry run that
 * writes nothing, not even the ledger.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { exists } from "../../src/fsutil.ts";
import { runCommand } from "../../src/process.ts";
import { readStore } from "../../src/store/files.ts";
import {
  openProject,
  type Project,
  type Standing,
  type StoredSession,
} from "../../src/store/mod.ts";
import { ledgerPath } from "../../src/store/stores.ts";
import { summaryDoc } from "../mcp/_fixtures.ts";
import { tempDir } from "../_helpers.ts";

const SESSION: StoredSession = {
  source: "codex",
  sessionId: "s1",
  location: "/h/s1.jsonl",
  fingerprint: "10:1",
};
const READ = { ...SESSION, contentHash: "sha256:a" };

async function setup(options: { local?: boolean } = {}) {
  const dir = await tempDir("ctx-run-");
  const home = join(dir.path, "home");
  const app = join(home, "app");
  await Deno.mkdir(app, { recursive: true });
  const deps = {
    config: { ctxHome: join(dir.path, "ctx-home"), home },
    cwd: app,
    run: runCommand,
    now: () => new Date("2025-01-15T12:00:00Z"),
    host: Deno.hostname(),
    pid: Deno.pid,
  };
  const open = (local = options.local ?? true) => openProject(deps, app, { from: "cwd", local });
  return { dir, app, deps, open, project: await open() };
}

/** The standing of `SESSION` (or `session`) in a fresh run store of `project`. */
async function standing(project: Project, session: StoredSession = SESSION) {
  const store = await project.openRun();
  try {
    const [planned] = await store.plan([session]);
    const looked = await store.look(session);
    // A plan says how a session was settled (its record may be shared with others settled the
    // same way); a look gives the whole entry. The other store is the plan's business (a run
    // copies with `copyFromOther`).
    const said = (s: Standing) => ({
      unchanged: s.unchanged,
      summaryGone: s.summaryGone,
      status: s.record?.status,
      error: s.record?.error,
      belongsTo: s.record?.belongsTo,
    });
    assert.deepEqual(said(planned!), said(looked), "one look agrees with the plan's listing");
    return { ...looked, inOtherStore: planned!.inOtherStore };
  } finally {
    store.close();
  }
}

Deno.test("RunStore.plan() calls a session unchanged only when settled with this very fingerprint", async () => {
  const t = await setup();
  await using _ = t.dir;
  assert.deepEqual(await standing(t.project), {
    unchanged: false,
    summaryGone: false,
    inOtherStore: false,
  });
  const store = await t.project.openRun();
  try {
    assert.equal(await store.whileLeased(READ, () => Promise.resolve("worked")), "worked");
    for (const status of ["empty", "short", "ignored"] as const) {
      store.settle(READ, { status });
      assert.equal((await standing(t.project)).unchanged, true, status);
      assert.equal((await standing(t.project)).settledContent, "sha256:a", status);
    }
    const grown = { ...SESSION, fingerprint: "11:2" };
    const again = await standing(t.project, grown);
    assert.deepEqual([again.unchanged, again.settledContent], [false, "sha256:a"]);
    store.settle(READ, { status: "failed", error: "HTTP 500" });
    const failed = await standing(t.project);
    assert.deepEqual([failed.unchanged, failed.record?.error, failed.settledContent], [
      false,
      "HTTP 500",
      undefined,
    ]);
  } finally {
    store.close();
  }
  // Another store of the project does not know it.
  assert.equal((await standing(await t.open(false))).unchanged, false);
});

Deno.test("RunStore.plan() does not call a session unchanged when its summary file is gone", async () => {
  const t = await setup();
  await using _ = t.dir;
  const store = await t.project.openRun();
  try {
    const doc = await summaryDoc("s1", [{ title: "A fix", summary: "What it was." }], {
      source: "codex",
    });
    const path = await store.write(doc);
    store.settle(READ, { status: "ok", insights: 1 });
    assert.deepEqual([
      (await standing(t.project)).unchanged,
      (await standing(t.project)).summaryGone,
    ], [
      true,
      false,
    ]);
    await Deno.remove(path);
    const gone = await standing(t.project);
    assert.deepEqual([gone.unchanged, gone.summaryGone], [false, true]);
    // Reopened: the content it was distilled from is forgotten, the session is new again.
    store.reopen(SESSION);
    assert.equal((await standing(t.project)).settledContent, "");
  } finally {
    store.close();
  }
});

Deno.test("RunStore keeps the project a session belongs to as a field of its own", async () => {
  const t = await setup();
  await using _ = t.dir;
  const store = await t.project.openRun();
  try {
    store.settle(READ, { status: "ignored", belongsTo: join(t.app, "lib") });
    const { record } = await standing(t.project);
    assert.deepEqual([record?.status, record?.error, record?.belongsTo], [
      "ignored",
      null,
      join(t.app, "lib"),
    ]);
    store.settle(READ, { status: "ignored", reason: "recorded in /tmp/x" });
    const { record: other } = await standing(t.project);
    assert.deepEqual([other?.error, other?.belongsTo], ["recorded in /tmp/x", undefined]);
  } finally {
    store.close();
  }
});

Deno.test("RunStore.copyFromOther() copies a summary of this content from the project's other store, with no model call", async () => {
  const t = await setup({ local: false });
  await using _ = t.dir;
  const perUser = await t.project.openRun();
  const doc = await summaryDoc("s1", [{ title: "A fix", summary: "What it was." }], {
    source: "codex",
    project: "old-id",
    cwd: "/elsewhere",
  });
  try {
    await perUser.write({ ...doc, contentHash: READ.contentHash });
    perUser.settle(READ, { status: "ok", insights: 1 });
  } finally {
    perUser.close();
  }
  const local = await t.open(true);
  assert.equal((await standing(local)).inOtherStore, true);
  const dry = await local.openRun({ dryRun: true });
  try {
    assert.deepEqual(await dry.copyFromOther(READ, t.app), { status: "ok", insights: 1 });
  } finally {
    dry.close();
  }
  assert.equal(await exists(join(t.app, ".ctx")), false, "a dry run copies nothing");
  const store = await local.openRun();
  try {
    // Another content (a transcript changed since: another fingerprint) is not copied.
    const grown = { ...READ, fingerprint: "20:2", contentHash: "sha256:b" };
    assert.equal(await store.copyFromOther(grown, t.app), undefined);
    const copied = await store.copyFromOther(READ, t.app);
    const path = join(t.app, ".ctx", "codex_s1.md");
    assert.deepEqual(copied, { status: "ok", insights: 1, path });
    await store.register();
  } finally {
    store.close();
  }
  const [summary] = (await readStore(join(t.app, ".ctx"))).summaries;
  // A project's committed `.ctx/` never gets this machine's path (summary format 2).
  assert.deepEqual([summary?.doc.project, summary?.doc.cwd], [local.id, undefined]);
  assert.equal((await standing(local)).unchanged, true, "settled in .ctx/ too");
});

Deno.test("RunStore.copyFromOther() takes a summary an older reader hashed otherwise when the transcript is unchanged", async () => {
  // u-trial16: a ctx whose reader gave the same conversation another hash (a flag on a part)
  // distilled it into `.ctx/`; the per-user store's run paid the model for it again.
  const t = await setup({ local: true });
  await using _ = t.dir;
  const older = await t.project.openRun();
  const doc = await summaryDoc("s1", [{ title: "A fix", summary: "What it was." }], {
    source: "codex",
  });
  try {
    await older.write({ ...doc, contentHash: "sha256:older-reader" });
    older.settle({ ...READ, contentHash: "sha256:older-reader" }, { status: "ok", insights: 1 });
  } finally {
    older.close();
  }
  const perUser = await t.open(false);
  const store = await perUser.openRun();
  try {
    const moved = { ...READ, fingerprint: "20:2" };
    assert.equal(await store.copyFromOther(moved, t.app), undefined, "an edited file is new");
    const copied = await store.copyFromOther(READ, t.app);
    assert.equal(copied?.status, "ok", "the same file, unchanged: no model call");
    const [summary] = (await readStore(perUser.storeDir)).summaries;
    assert.equal(summary?.doc.contentHash, READ.contentHash, "the copy carries today's hash");
  } finally {
    store.close();
  }
  assert.equal((await standing(perUser)).unchanged, true, "settled in the per-user store");
});

Deno.test("A dry run's store creates nothing, and reads an existing ledger without writing to it", async () => {
  const t = await setup();
  await using _ = t.dir;
  const first = await t.project.openRun({ dryRun: true });
  assert.deepEqual([first.dryRun, first.slots], [true, undefined]);
  assert.equal((await first.plan([SESSION]))[0]?.unchanged, false);
  first.settle(READ, { status: "empty" });
  first.close();
  assert.equal(await exists(t.deps.config.ctxHome), false, "no ledger, no $CTX_HOME");
  const real = await t.project.openRun();
  real.settle(READ, { status: "empty" });
  real.close();
  const dry = await t.project.openRun({ dryRun: true });
  try {
    assert.equal((await dry.look(SESSION)).unchanged, true, "it reads the ledger");
    const before = await Deno.readFile(ledgerPath(t.deps.config));
    dry.settle(READ, { status: "failed", error: "x" });
    dry.touch({ ...SESSION, fingerprint: "99:9" });
    dry.reopen(SESSION);
    assert.equal(await dry.whileLeased(READ, () => Promise.resolve("ran")), "ran");
    assert.deepEqual(await Deno.readFile(ledgerPath(t.deps.config)), before);
  } finally {
    dry.close();
  }
  assert.equal((await standing(t.project)).record?.status, "empty", "still as it was");
  // A project opened for a dry run gives only dry run stores.
  const opened = await openProject(t.deps, t.app, { from: "cwd", dryRun: true });
  const store = await opened.openRun();
  assert.equal(store.dryRun, true);
  store.close();
});
