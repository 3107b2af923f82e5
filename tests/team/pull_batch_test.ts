/**
 * A pull writes the changes of several pages at once (`PageBatch`): each id's latest change, the
 * cursor after the last page, bounded by changes and characters; a listing that fails keeps the
 * pages listed before it, and the next pull goes on from there.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { redact } from "../../src/redact/mod.ts";
import { readStore } from "../../src/store/files.ts";
import type { TeamPut } from "../../src/store/mod.ts";
import type { TeamInsight } from "../../src/team/_protocol.ts";
import { BATCH_CHANGES, BATCH_CHARS, PageBatch } from "../../src/team/_pull_batch.ts";
import { TeamClient } from "../../src/team/client.ts";
import { keyTag, prepareTeamStore, pullProject } from "../../src/team/pull.ts";
import { tempDir } from "../_helpers.ts";
import { json, meBody, startScripted } from "./_hostile.ts";
import { PROJECT_ID } from "./_setup.ts";

const KEY = "ctxt_" + "B".repeat(40);

function put(n: number, poster = "Ana", summary = `Summary ${n}`): TeamPut {
  return {
    poster,
    insight: { id: `ti_${n}`, type: "fix", title: `Title ${n}`, summary, tags: ["t"] },
  };
}

Deno.test("PageBatch keeps each id's latest change and chains the cursors of its pages", () => {
  const batch = new PageBatch("e1.5");
  assert.equal(batch.pending, false);
  assert.throws(() => batch.take());
  batch.add("e1.6", [put(1), put(2), put(3)], []);
  // Page 2: 1 deleted, 2 replaced, 4 deleted before it was ever put here, 3 untouched.
  batch.add("e1.7", [put(2, "Bo", "changed")], ["ti_1", "ti_4"]);
  assert.equal(batch.pending, true);
  const page = batch.take();
  assert.deepEqual(page.after, "e1.5");
  assert.equal(page.cursor, "e1.7");
  assert.deepEqual(page.puts.map((p) => [p.insight.id, p.poster, p.insight.summary]), [
    ["ti_3", "Ana", "Summary 3"],
    ["ti_2", "Bo", "changed"],
  ]);
  assert.deepEqual(page.removals, ["ti_1", "ti_4"]);
  // The next batch goes on from the cursor the last one ended with.
  assert.equal(batch.pending, false);
  batch.add("e1.8", [], ["ti_3"]);
  assert.deepEqual(batch.take(), { after: "e1.7", cursor: "e1.8", puts: [], removals: ["ti_3"] });
  // From the beginning: no `after`.
  const first = new PageBatch();
  first.add("e1.1", [put(1)], []);
  assert.equal("after" in first.take(), false);
});

Deno.test("PageBatch is full at BATCH_CHANGES changes or BATCH_CHARS characters", () => {
  const byCount = new PageBatch();
  byCount.add("e1.1", Array.from({ length: BATCH_CHANGES - 1 }, (_, i) => put(i)), []);
  assert.equal(byCount.full, false);
  byCount.add("e1.2", [], ["ti_gone"]);
  assert.equal(byCount.full, true);
  const byText = new PageBatch();
  // Each insight: a title of 1, a summary of 3,999 characters, no tags: 4,000.
  const sized = (i: number): TeamPut => ({
    poster: "Ana",
    insight: { id: `ti_${i}`, type: "fix", title: "T", summary: "x".repeat(3_999), tags: [] },
  });
  const many = BATCH_CHARS / 4_000;
  byText.add("e1.1", Array.from({ length: many - 1 }, (_, i) => sized(i)), []);
  assert.equal(byText.full, false);
  byText.add("e1.2", [sized(many)], []);
  assert.equal(byText.full, true);
});

function wire(n: number): TeamInsight {
  return {
    id: `ti_${String(n).padStart(8, "0")}`,
    project_id: PROJECT_ID,
    type: "fix",
    title: `Team insight ${n}`,
    summary: `Team summary ${n}`,
    tags: ["team"],
    file: null,
    source_ide: "cursor",
    contributor: `Member ${n % 3}`,
    created_at: "2025-03-01T00:00:00.000Z",
    content_hash: (n.toString(16) + "a".repeat(64)).slice(0, 64),
    posted_by: { key_id: 1 + (n % 3), label: null },
  };
}

/** A server listing `pages` pages of `size` insights; page `failAt` answers 500 while `fail()`. */
function pagedServer(pages: number, size: number, failAt: number, fail: () => boolean) {
  return startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    const after = Number(url.searchParams.get("cursor")?.split(".")[1] ?? 0);
    const page = after + 1;
    if (page === failAt && fail()) return json({ error: { message: "database away" } }, 500);
    if (page > pages) {
      return json({ reset: false, changes: [], cursor: `e1.${after}`, more: false });
    }
    const changes = Array.from({ length: size }, (_, i) => ({
      op: "put",
      insight: wire(after * size + i + 1),
    }));
    return json({ reset: false, changes, cursor: `e1.${page}`, more: page < pages });
  });
}

async function pullFrom(ctxHome: string, url: string) {
  const client = new TeamClient({ apiUrl: url, apiKey: KEY, fetch });
  using store = prepareTeamStore(
    { config: { ctxHome }, now: () => new Date(0), host: "h", pid: 1 },
    PROJECT_ID,
  );
  return await pullProject({
    client,
    store,
    keyTag: keyTag(KEY),
    teamId: async () => (await client.me()).team_id,
    redact: (text) => redact(text).text,
  });
}

Deno.test("a pull that fails mid-listing keeps the pages listed before, and the next goes on from them", async () => {
  await using dir = await tempDir();
  const size = 1_000;
  const pages = Math.ceil(BATCH_CHANGES / size) + 3;
  let failing = true;
  // Fails after the first batch was written and the next one began.
  const failAt = Math.ceil(BATCH_CHANGES / size) + 2;
  await using server = pagedServer(pages, size, failAt, () => failing);
  await assert.rejects(() => pullFrom(dir.path, server.url), /answered 500: database away/);
  const held = async () =>
    (await readStore(join(dir.path, "team", PROJECT_ID))).summaries
      .flatMap((s) => s.doc.insights.map((i) => i.id));
  const kept = await held();
  assert.equal(kept.length, (failAt - 1) * size);
  assert.equal(new Set(kept).size, kept.length);

  failing = false;
  const again = await pullFrom(dir.path, server.url);
  assert.deepEqual([again.added, again.updated, again.insights], [
    (pages - failAt + 1) * size,
    0,
    pages * size,
  ]);
  const cursors = server.requests.filter((r) => r.path.startsWith("/api/changes"))
    .map((r) => new URL(r.path, "http://x").searchParams.get("cursor"));
  // The second pull asked from the last page the first listed, never from the beginning again.
  assert.equal(cursors.filter((c) => c === null).length, 1);
  assert.deepEqual(
    cursors.slice(failAt),
    Array.from(
      { length: pages - failAt + 1 },
      (_, i) => `e1.${failAt - 1 + i}`,
    ),
  );
  const all = await held();
  assert.equal(all.length, pages * size);
  assert.equal(new Set(all).size, all.length);
});
