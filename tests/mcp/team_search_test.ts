/**
 * `search_context` with `team: true`, driven by the SDK's real client over stdio: nothing sent
 * unless the user set `CTX_MCP_TEAM_SEARCH=1` in the MCP server's environment; then a teammate's
 * insight found on the real team server (127.0.0.1) with no pull, its summary in the result;
 * without `team` the server is never asked; a team server that cannot answer is a note in the
 * result (the key never in it), and the local hits still come back.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { TeamClient } from "../../src/team/client.ts";
import {
  makeClone,
  PROJECT_ID,
  startRecordingProxy,
  startServer as startTeamServer,
  writeInsights,
} from "../team/_setup.ts";
import { resultText, startServer } from "./_client.ts";

type Hit = { source: string; title: string; summary?: string; contributor?: string };

Deno.test({
  name:
    "search_context team:true finds a teammate's insight on the team server, and only when asked",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    await using team = await startTeamServer(dir.path);
    await using proxy = startRecordingProxy(team.url);
    const { key } = await team.storage.createTeam("acme", { label: "alice" });
    // Alice pushed; Bob never pulled.
    await new TeamClient({ apiUrl: team.url, apiKey: key, fetch }).push({
      project_id: PROJECT_ID,
      contributor: "Alice Doe <alice@example.com>",
      insights: [{
        type: "gotcha",
        title: "Gatekeeper drops idle sockets",
        summary: "The gatekeeper closes sockets idle for 30 s; keep-alive every 20 s fixed it.",
        tags: ["network"],
      }],
    });
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    const bob = await makeClone(join(home, "widgets"), { name: "Bob", email: "b@x.org" });
    await writeInsights(join(bob, ".ctx"), "s1", [{
      id: "ins_000000000001",
      type: "fix",
      title: "Gatekeeper config reload",
      summary: "Reload on SIGHUP.",
      tags: [],
    }]);
    {
      // Not allowed in the MCP server's environment: a note, nothing sent.
      await using server = await startServer({
        home,
        ctxHome,
        cwd: bob,
        env: { CTX_API_URL: proxy.url, CTX_API_KEY: key },
      });
      const result = await server.client.callTool({
        name: "search_context",
        arguments: { query: "gatekeeper", project_path: bob, team: true },
      });
      const structured = result.structuredContent as { hits: Hit[]; note?: string };
      assert.deepEqual(structured.hits.map((h) => h.source), ["claude-code"]);
      assert.match(structured.note ?? "", /unless the user sets CTX_MCP_TEAM_SEARCH=1/);
      assert.equal(proxy.requests.length, 0);
    }
    const env = { CTX_API_URL: proxy.url, CTX_API_KEY: key, CTX_MCP_TEAM_SEARCH: "1" };
    {
      await using server = await startServer({ home, ctxHome, cwd: bob, env });
      const local = await server.client.callTool({
        name: "search_context",
        arguments: { query: "gatekeeper", project_path: bob },
      });
      const localHits = (local.structuredContent as { hits: Hit[] }).hits;
      assert.deepEqual(localHits.map((h) => h.source), ["claude-code"]);
      assert.equal(proxy.requests.length, 0, "the team server is asked only with team: true");

      const both = await server.client.callTool({
        name: "search_context",
        arguments: { query: "gatekeeper", project_path: bob, team: true },
      });
      assert.equal(both.isError, undefined, resultText(both));
      const hits = (both.structuredContent as { hits: Hit[] }).hits;
      assert.deepEqual(hits.map((h) => [h.source, h.title]), [
        ["claude-code", "Gatekeeper config reload"],
        ["team server", "Gatekeeper drops idle sockets"],
      ]);
      assert.match(hits[1]!.summary!, /keep-alive every 20 s/);
      assert.match(hits[1]!.contributor!, /^Alice Doe <alice@example\.com> \(key #1 "alice"\)$/);
      assert.match(resultText(both), /keep-alive every 20 s fixed it/);
      assert.deepEqual(proxy.requests.map((r) => r.path), [
        `/api/search?q=gatekeeper&project_id=${PROJECT_ID}&limit=10`,
      ]);
    }
    {
      // The team server is gone: a note, the local hit, and never the key.
      const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
      const port = (closed.addr as Deno.NetAddr).port;
      closed.close();
      await using server = await startServer({
        home,
        ctxHome,
        cwd: bob,
        env: {
          CTX_API_URL: `http://127.0.0.1:${port}`,
          CTX_API_KEY: key,
          CTX_MCP_TEAM_SEARCH: "1",
        },
      });
      const result = await server.client.callTool({
        name: "search_context",
        arguments: { query: "gatekeeper", project_path: bob, team: true },
      });
      assert.equal(result.isError, undefined, resultText(result));
      const structured = result.structuredContent as { hits: Hit[]; note?: string };
      assert.deepEqual(structured.hits.map((h) => h.source), ["claude-code"]);
      assert.match(structured.note ?? "", /^Team server not searched: /);
      assert.doesNotMatch(JSON.stringify(result) + server.stderr(), new RegExp(key.slice(5)));
    }
  },
});
