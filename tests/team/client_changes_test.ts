/**
 * `TeamClient.changes()` and `TeamClient.search()` against a real server on 127.0.0.1: the pages
 * and results validated by the protocol's schemas, cleaned of control characters like every
 * answer.
 */
import assert from "node:assert/strict";
import { tempDir } from "../_helpers.ts";
import { contentHash } from "../../src/team/_protocol.ts";
import { TeamClient } from "../../src/team/client.ts";
import { startServer } from "./_setup.ts";

Deno.test("TeamClient.changes() follows a project by cursor, deletions included", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key, team } = await server.storage.createTeam("acme");
  const client = new TeamClient({ apiUrl: server.url, apiKey: key, fetch });
  const insight = (title: string) => ({
    type: "gotcha" as const,
    title,
    summary: `Summary of ${title}\u001b[31m in red`,
    tags: ["pool"],
  });
  const pushed = await client.push({ project_id: "p1", insights: [insight("a"), insight("b")] });
  const first = await client.changes("p1");
  assert.equal(first.reset, false);
  assert.equal(first.more, false);
  assert.deepEqual(first.changes.map((c) => c.op), ["put", "put"]);
  const put = first.changes[0]!;
  assert.ok(put.op === "put");
  assert.equal(put.insight.id, pushed.ids![0]);
  // Cleaned at the boundary like every answer: no escape sequence reaches the caller.
  assert.equal(put.insight.summary, "Summary of a in red");
  // The hash a client computes of what it pushed matches the server's.
  assert.equal(
    put.insight.content_hash,
    contentHash({ type: "gotcha", title: "a", summary: "Summary of a\u001b[31m in red" }),
  );
  assert.deepEqual(await client.changes("p1", first.cursor), {
    reset: false,
    changes: [],
    cursor: first.cursor,
    more: false,
  });
  await server.storage.deleteInsights({ teamId: team.id, projectId: "p1" });
  const after = await client.changes("p1", first.cursor);
  assert.deepEqual(
    after.changes.map((c) => c.op === "delete" ? c.tombstone.id : ""),
    pushed.ids,
  );
  const results = await client.search("summary pool", { projectId: "p1" });
  assert.deepEqual(results, []);
  await client.push({ project_id: "p1", insights: [insight("c")] });
  const found = await client.search("summary");
  assert.deepEqual(found.map((r) => r.title), ["c"]);
});
