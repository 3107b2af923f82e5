/**
 * What an organisation's admin relies on, on both storages: key rotation (at once, or after a
 * grace period), expiry, the member count, failed authentication limited per address, stored
 * project counts, team limits kept all-or-none, and the audit log.
 */
import assert from "node:assert/strict";
import { contract, push } from "./_contract.ts";

contract("a rotated key stops at once; the new one works under the same label", async (h) => {
  const { key, teamId, keyId } = await h.team("acme");
  const rotated = await h.storage.rotateKey(String(keyId), { now: h.now.value });
  assert.notEqual(rotated.key, key);
  assert.equal((await h.call("GET", "/api/teams/me", key)).status, 401);
  const me = await h.call("GET", "/api/teams/me", rotated.key);
  assert.equal(me.status, 200);
  assert.deepEqual(me.json.key, { id: rotated.keyId, label: "first key" });
  assert.equal(me.json.usage.members, 1);
  const keys = await h.storage.listKeys(teamId);
  assert.deepEqual(keys.map((k) => [k.id, k.replacedBy, k.revokedAt !== null]), [
    [keyId, rotated.keyId, true],
    [rotated.keyId, null, false],
  ]);
  const audit = await h.storage.auditEvents({ teamId, action: "key.rotate", limit: 5 });
  assert.deepEqual(audit.map((e) => [e.keyId, e.detail]), [
    [keyId, { newKeyId: rotated.keyId, graceSeconds: 0 }],
  ]);
});

contract("with a grace period the old key works until it ends, then says it expired", async (h) => {
  const { key, keyId } = await h.team("acme");
  const rotated = await h.storage.rotateKey(String(keyId), {
    now: h.now.value,
    graceSeconds: 3600,
  });
  assert.equal((await h.call("GET", "/api/teams/me", key)).status, 200);
  assert.equal((await h.call("GET", "/api/teams/me", rotated.key)).status, 200);
  // Both work during the grace period; the old one no longer counts as a member slot after it.
  h.now.value = new Date(h.now.value.getTime() + 3600_000);
  const expired = await h.call("GET", "/api/teams/me", key);
  assert.equal(expired.status, 401);
  assert.equal(expired.json.error.message, "This team key expired at 2026-03-01T13:00:00.000Z");
  assert.equal((await h.call("GET", "/api/teams/me", rotated.key)).json.usage.members, 1);
  // An expired key cannot be rotated or revoked again: it no longer works.
  await assert.rejects(
    () => h.storage.rotateKey(String(keyId), { now: h.now.value }),
    /No active key/,
  );
});

contract("a key with an expiry stops then, and frees its member slot", async (h) => {
  const { teamId } = await h.team("acme");
  const temp = await h.storage.addKey("acme", {
    label: "contractor",
    now: h.now.value,
    expiresAt: "2026-03-02T00:00:00.000Z",
  });
  assert.equal((await h.call("GET", "/api/teams/me", temp.key)).json.usage.members, 2);
  h.now.value = new Date("2026-03-02T00:00:00.000Z");
  assert.equal((await h.call("GET", "/api/teams/me", temp.key)).status, 401);
  assert.equal(await h.storage.members(h.storage.sql, teamId, h.now.value), 1);
});

contract(
  "failed authentications are limited per address: 429 before any key is checked",
  async (h) => {
    const { key } = await h.team("acme");
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const wrong = `ctxt_${String(i).padStart(40, "Z")}`;
      statuses.push((await h.call("GET", "/api/teams/me", wrong)).status);
    }
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(401));
    assert.deepEqual(statuses.slice(30), Array(10).fill(429));
    // From that address even the right key waits (a guesser learns nothing from a 200 or 401).
    const blocked = await h.call("GET", "/api/teams/me", key);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get("retry-after"), "2");
    assert.match(blocked.json.error.message, /Too many failed authentications from this address/);
  },
  { authFailureLimit: { capacity: 30, refillPerSecond: 0.5 }, nowMs: () => 1_000_000 },
);

contract("/api/projects and usage come from stored counts, kept in step with pushes", async (h) => {
  const { key, teamId } = await h.team("acme");
  await h.call("POST", "/api/insights", key, push("p1", ["a", "b", "c"]));
  await h.call("POST", "/api/insights", key, push("p2", ["a"], { project_display_name: "Two" }));
  await h.call("POST", "/api/insights", key, push("p1", ["a", "d"]));
  const projects = await h.call("GET", "/api/projects", key);
  assert.deepEqual(
    projects.json.projects.map((
      p: Record<string, unknown>,
    ) => [p.project_id, p.display_name, p.insight_count]),
    [["p1", null, 4], ["p2", "Two", 1]],
  );
  const me = await h.call("GET", "/api/teams/me", key);
  assert.deepEqual([me.json.usage.insights, me.json.usage.projects], [5, 2]);
  // The stored counts match the rows.
  assert.deepEqual(await h.storage.countInsights(teamId), { rows: 5, distinct: 5 });
});

contract(
  "a push over a team limit is refused whole (403) and leaves the counts as they were",
  async (h) => {
    const { key } = await h.storage.createTeam("small", { limits: { insights: 3, projects: 1 } });
    assert.equal((await h.call("POST", "/api/insights", key, push("p1", ["a", "b"]))).status, 200);
    const over = await h.call("POST", "/api/insights", key, push("p1", ["c", "d"]));
    assert.equal(over.status, 403);
    assert.match(over.json.error.message, /limit of 3 insights/);
    const project = await h.call("POST", "/api/insights", key, push("p2", ["e"]));
    assert.equal(project.status, 403);
    assert.match(project.json.error.message, /limit of projects/);
    const me = await h.call("GET", "/api/teams/me", key);
    assert.deepEqual([me.json.usage.insights, me.json.usage.projects], [2, 1]);
    assert.deepEqual((await h.call("GET", "/api/projects", key)).json.projects.length, 1);
  },
);

contract("the audit log records pushes, pulls, searches and key events, filtered", async (h) => {
  const { key, teamId, keyId } = await h.team("acme");
  const bob = await h.storage.addKey("acme", { label: "bob", now: h.now.value });
  await h.call("POST", "/api/insights", key, push("p1", ["a", "b"]));
  await h.call("POST", "/api/insights", bob.key, push("p1", ["a"]));
  await h.call("GET", "/api/changes?project_id=p1", bob.key);
  await h.call("GET", "/api/search?q=about", key);
  await h.storage.revokeKey(String(bob.keyId), { now: h.now.value });
  const all = await h.storage.auditEvents({ teamId, limit: 100 });
  assert.deepEqual(all.map((e) => e.action).reverse(), [
    "team.create",
    "key.add",
    "push",
    "push",
    "pull",
    "search",
    "key.revoke",
  ]);
  const pushes = await h.storage.auditEvents({ teamId, action: "push", limit: 100 });
  assert.deepEqual(pushes.map((e) => [e.keyId, e.projectId, e.detail, e.address]), [
    [bob.keyId, "p1", { inserted: 0, skipped: 1 }, "192.0.2.7"],
    [keyId, "p1", { inserted: 2, skipped: 0 }, "192.0.2.7"],
  ]);
  const bobs = await h.storage.auditEvents({ teamId, keyId: bob.keyId, limit: 100 });
  assert.deepEqual(bobs.map((e) => e.action), ["key.revoke", "pull", "push", "key.add"]);
  assert.equal((await h.storage.auditEvents({ teamId, limit: 2 })).length, 2);
  assert.equal(
    (await h.storage.auditEvents({ teamId, since: "2026-03-02T00:00:00.000Z", limit: 100 })).length,
    0,
  );
  // Never a key, never an insight's text.
  const text = JSON.stringify(all);
  assert.ok(!text.includes(key) && !text.includes(bob.key) && !text.includes("About a"));
});
