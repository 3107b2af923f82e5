import assert from "node:assert/strict";
import { join } from "node:path";
import { applyFormerIds, findFormerIds } from "../../src/store/_renamed.ts";
import { readStore, writeSummary } from "../../src/store/files.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import type { SummaryDoc } from "../../src/store/summary.ts";
import type { SessionRef } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";

async function setup() {
  const dir = await tempDir();
  const config = { ctxHome: join(dir.path, "ctx") };
  const store = join(dir.path, "app", ".ctx");
  const db = openLedgerDb(config);
  const ledger = new Ledger(db, "test");
  /** A session distilled (`ok`, with its summary) under `id` at `location`. */
  const distilled = async (id: string, location: string, status: "ok" | "short" = "ok") => {
    ledger.finish({
      key: ledgerKey("gemini", id, store),
      source: "gemini",
      sessionId: id,
      projectId: "app",
      storeDir: store,
      location,
      fingerprint: "10:1",
      contentHash: `sha256:${id}`,
      status,
      insights: 1,
      error: null,
    }, new Date("2025-01-01T00:00:00Z"));
    if (status === "ok") await writeSummary(store, summary(id));
  };
  return {
    config,
    store,
    ledger,
    distilled,
    [Symbol.asyncDispose]: async () => {
      db.close();
      await dir[Symbol.asyncDispose]();
    },
  };
}

function summary(sessionId: string): SummaryDoc {
  return {
    source: "gemini",
    sessionId,
    project: "app",
    cwd: "/w/app",
    started: null,
    updated: null,
    distilled: "2025-01-01T00:00:00Z",
    model: "m",
    contentHash: `sha256:${sessionId}`,
    insights: [{
      id: `ins_${sessionId}`,
      type: "fix",
      title: "Fixed it",
      summary: "Why.",
      tags: [],
    }],
  };
}

function ref(id: string, location: string, own = true): SessionRef {
  return {
    source: "gemini",
    id,
    location,
    fingerprint: "10:1",
    ...(own ? { ownLocations: [location] } : {}),
  };
}

async function ids(store: string): Promise<string[]> {
  return (await readStore(store)).summaries.map((s) => s.doc.sessionId).sort();
}

Deno.test("findFormerIds() finds a session only at a location of its own, under an id no session found has", async () => {
  await using s = await setup();
  await s.distilled("old-a", "/h/a.json");
  await s.distilled("old-b", "/h/shared.db");
  await s.distilled("still-here", "/h/c.json");
  const found = findFormerIds(s.ledger, s.store, [
    ref("new-a", "/h/a.json"),
    // A database row: its location holds several sessions, so it proves nothing.
    ref("new-b", "/h/shared.db", false),
    // The older id is still found: two sessions, not one renamed.
    ref("new-c", "/h/c.json"),
    ref("still-here", "/h/other.json"),
  ]);
  assert.deepEqual(
    found.map((f) => [f.ref.id, f.rename?.sessionId, f.drop.map((d) => d.sessionId)]),
    [["new-a", "old-a", []]],
  );
  assert.equal(findFormerIds(undefined, s.store, [ref("new-a", "/h/a.json")]).length, 0);
});

Deno.test("applyFormerIds() renames the ledger entry and the summary, keeping the insights", async () => {
  await using s = await setup();
  await s.distilled("old-a", "/h/a.json");
  const found = findFormerIds(s.ledger, s.store, [ref("new-a", "/h/a.json")]);
  const notes = await applyFormerIds(s.config, { dir: s.store, options: {} }, found);
  assert.deepEqual(notes, [
    'Renamed 1 distilled session to the id this version of ctx gives it, with no model call: gemini "old-a" is now "new-a"',
  ]);
  assert.equal(s.ledger.get(ledgerKey("gemini", "old-a", s.store)), undefined);
  const entry = s.ledger.get(ledgerKey("gemini", "new-a", s.store));
  assert.deepEqual([entry?.sessionId, entry?.status, entry?.location], [
    "new-a",
    "ok",
    "/h/a.json",
  ]);
  const docs = (await readStore(s.store)).summaries;
  assert.deepEqual(docs.map((d) => [d.doc.sessionId, d.doc.insights[0]?.id]), [[
    "new-a",
    "ins_old-a",
  ]]);
  // Done once: nothing is left to find.
  assert.deepEqual(findFormerIds(s.ledger, s.store, [ref("new-a", "/h/a.json")]), []);
});

Deno.test("applyFormerIds() removes the duplicate an older run left once the new id is settled", async () => {
  await using s = await setup();
  // What the version between the two left: the session distilled twice, one summary per id.
  await s.distilled("old-a", "/h/a.json");
  await s.distilled("new-a", "/h/a.json");
  await s.distilled("old-short", "/h/b.json", "short");
  const found = findFormerIds(s.ledger, s.store, [
    ref("new-a", "/h/a.json"),
    ref("new-b", "/h/b.json"),
  ]);
  const notes = await applyFormerIds(s.config, { dir: s.store, options: {} }, found);
  assert.deepEqual(await ids(s.store), ["new-a"]);
  assert.equal(s.ledger.get(ledgerKey("gemini", "old-a", s.store)), undefined);
  assert.equal(s.ledger.get(ledgerKey("gemini", "new-b", s.store))?.status, "short");
  assert.deepEqual(notes, [
    'Renamed 1 distilled session to the id this version of ctx gives it, with no model call: gemini "old-short" is now "new-b"',
    `Removed 1 duplicate summary of sessions already distilled under their new id in "${s.store}"`,
  ]);
});

Deno.test("applyFormerIds() waits while the new id's entry is not settled: the older summary is the only one", async () => {
  await using s = await setup();
  await s.distilled("old-a", "/h/a.json");
  s.ledger.finish({
    ...s.ledger.get(ledgerKey("gemini", "old-a", s.store))!,
    key: ledgerKey("gemini", "new-a", s.store),
    sessionId: "new-a",
    status: "failed",
    insights: 0,
    error: "HTTP 500",
  }, new Date());
  assert.deepEqual(findFormerIds(s.ledger, s.store, [ref("new-a", "/h/a.json")]), []);
  assert.deepEqual(await ids(s.store), ["old-a"]);
});
