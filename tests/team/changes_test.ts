/**
 * `GET /api/changes` on both storages: incremental listings by cursor, tombstones of deleted
 * insights, insights pushed again after a deletion, and a cursor of another epoch. (The late
 * commit, which needs concurrent writers, is in postgres_test.ts.)
 */
import assert from "node:assert/strict";
import { allChanges, contract, push, summary } from "./_contract.ts";

contract("a listing by cursor returns only what changed after it, in pages", async (h) => {
  const { key } = await h.team("acme");
  await h.call("POST", "/api/insights", key, push("p1", ["a", "b", "c", "d", "e"]));
  const first = await allChanges(h, key, "p1", undefined, 2);
  assert.deepEqual(summary(first.changes), ["put:a", "put:b", "put:c", "put:d", "put:e"]);
  assert.equal(first.pages, 3);
  assert.equal(first.reset, false);
  assert.match(first.cursor, /^[0-9A-Za-z]+\.\d+$/);
  // Nothing new: no change, the same cursor back.
  const none = await h.call("GET", `/api/changes?project_id=p1&cursor=${first.cursor}`, key);
  assert.deepEqual(none.json, { reset: false, changes: [], cursor: first.cursor, more: false });
  await h.call("POST", "/api/insights", key, push("p1", ["c", "f"]));
  const next = await allChanges(h, key, "p1", first.cursor);
  assert.deepEqual(summary(next.changes), ["put:f"]);
  // Another project's changes never show, and its cursor is its own.
  await h.call("POST", "/api/insights", key, push("p2", ["x"]));
  assert.deepEqual(summary((await allChanges(h, key, "p1", next.cursor)).changes), []);
  assert.deepEqual(summary((await allChanges(h, key, "p2")).changes), ["put:x"]);
});

contract(
  "each listed insight carries its content hash and its poster, and the ids pushed",
  async (h) => {
    const { key, keyId } = await h.team("acme");
    const pushed = await h.call("POST", "/api/insights", key, push("p1", ["a"]));
    const [change] = (await allChanges(h, key, "p1")).changes;
    const insight = change!.insight as Record<string, unknown>;
    assert.equal(insight.id, pushed.json.ids[0]);
    assert.match(String(insight.content_hash), /^[0-9a-f]{64}$/);
    assert.deepEqual(insight.posted_by, { key_id: keyId, label: "first key" });
    assert.equal(insight.contributor, "Alice <alice@example.com>");
  },
);

contract(
  "deleting a project's or a member's insights lists tombstones after the cursor",
  async (h) => {
    const { key, teamId } = await h.team("acme");
    const bob = await h.storage.addKey("acme", { label: "bob" });
    await h.call("POST", "/api/insights", key, push("p1", ["alice 1", "alice 2"]));
    const bobs = await h.call("POST", "/api/insights", bob.key, push("p1", ["bob 1"]));
    await h.call("POST", "/api/insights", bob.key, push("p2", ["bob 2"]));
    const seen = await allChanges(h, key, "p1");
    const seen2 = await allChanges(h, key, "p2");
    // A member's insights, in every project.
    assert.deepEqual(await h.storage.deleteInsights({ teamId, keyId: bob.keyId }), {
      deleted: 2,
      projects: 2,
    });
    const after = await allChanges(h, key, "p1", seen.cursor);
    assert.deepEqual(summary(after.changes), [`delete:${bobs.json.ids[0]}`]);
    const tombstone = after.changes[0]!.tombstone as Record<string, unknown>;
    assert.deepEqual(Object.keys(tombstone).sort(), [
      "content_hash",
      "contributor",
      "deleted_at",
      "id",
      "posted_by",
      "project_id",
    ]);
    assert.deepEqual(tombstone.posted_by, { key_id: bob.keyId, label: "bob" });
    assert.equal((await allChanges(h, key, "p2", seen2.cursor)).changes.length, 1);
    // The text is gone from the server, and from the counts and the old listing.
    const projects = await h.call("GET", "/api/projects", key);
    assert.deepEqual(
      projects.json.projects.map((p: { insight_count: number }) => p.insight_count),
      [2, 0],
    );
    const old = await h.call("GET", "/api/insights?project_id=p1", key);
    assert.deepEqual(old.json.insights.map((i: { title: string }) => i.title), [
      "alice 1",
      "alice 2",
    ]);
    assert.equal((await h.call("GET", "/api/teams/me", key)).json.usage.insights, 2);
    // A whole project.
    assert.deepEqual(await h.storage.deleteInsights({ teamId, projectId: "p1" }), {
      deleted: 2,
      projects: 1,
    });
    const gone = await allChanges(h, key, "p1", after.cursor);
    assert.equal(gone.changes.length, 2);
    assert.ok(gone.changes.every((c) => c.op === "delete"));
    // Nothing left to delete: nothing changes.
    assert.deepEqual(await h.storage.deleteInsights({ teamId, projectId: "p1" }), {
      deleted: 0,
      projects: 0,
    });
    assert.deepEqual((await allChanges(h, key, "p1", gone.cursor)).changes, []);
    const audit = await h.storage.auditEvents({ teamId, action: "delete", limit: 10 });
    assert.deepEqual(audit.map((e) => e.detail.deleted), [0, 2, 2]);
  },
);

contract("an insight pushed again after its deletion comes back as a new change", async (h) => {
  const { key, teamId } = await h.team("acme");
  await h.call("POST", "/api/insights", key, push("p1", ["a", "b"]));
  await h.storage.deleteInsights({ teamId, projectId: "p1" });
  const seen = await allChanges(h, key, "p1");
  assert.deepEqual(seen.changes.map((c) => c.op), ["delete", "delete"]);
  const again = await h.call("POST", "/api/insights", key, push("p1", ["a"]));
  assert.deepEqual({ ...again.json, ids: undefined }, {
    inserted: 1,
    skipped: 0,
    total: 1,
    ids: undefined,
  });
  assert.deepEqual(summary((await allChanges(h, key, "p1", seen.cursor)).changes), ["put:a"]);
  // From the start: b's tombstone, then a, stored again (one row each, at its last change).
  const b = seen.changes[1]!.tombstone as { id: string };
  assert.deepEqual(summary((await allChanges(h, key, "p1")).changes), [`delete:${b.id}`, "put:a"]);
});

contract("a cursor of another epoch (another server, a restored backup) starts over", async (h) => {
  const { key } = await h.team("acme");
  await h.call("POST", "/api/insights", key, push("p1", ["a", "b"]));
  const seen = await allChanges(h, key, "p1");
  const foreign = await h.call("GET", "/api/changes?project_id=p1&cursor=other.1", key);
  assert.equal(foreign.json.reset, true);
  assert.deepEqual(summary(foreign.json.changes), ["put:a", "put:b"]);
  await h.storage.resetCursors();
  const after = await allChanges(h, key, "p1", seen.cursor);
  assert.equal(after.reset, true);
  assert.deepEqual(summary(after.changes), ["put:a", "put:b"]);
  assert.notEqual(after.cursor.split(".")[0], seen.cursor.split(".")[0]);
  assert.equal((await allChanges(h, key, "p1", after.cursor)).reset, false);
});

contract("a bad cursor, project or limit is a 400 naming it", async (h) => {
  const { key } = await h.team("acme");
  for (
    const [query, field] of [
      ["project_id=p1&cursor=12", "cursor"],
      ["project_id=p1&cursor=a.b", "cursor"],
      ["project_id=..", "project_id"],
      ["cursor=a.1", "project_id"],
      ["project_id=p1&limit=1001", "limit"],
    ]
  ) {
    const answer = await h.call("GET", `/api/changes?${query}`, key);
    assert.equal(answer.status, 400, query);
    assert.match(answer.json.error.message, new RegExp(`^Invalid query: ${field}: `), query);
  }
});
