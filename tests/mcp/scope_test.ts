/**
 * `ctx mcp` started in `/` or `$HOME` (what an editor does when no folder is open) has no
 * project: every tool that needs one answers "No project … pass project_path" instead of
 * sweeping every project's sessions into one store; search without a project still works.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir, waitFor } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { gitInit } from "../store/_git.ts";
import { resultText, startServer } from "./_client.ts";

type Structured = Record<string, unknown>;

Deno.test({
  name: "ctx mcp in $HOME or / with no client roots: tools needing a project say 'No project'",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    const api = await gitInit(join(home, "work", "api"));
    const web = await gitInit(join(home, "work", "web"));
    await writeClaudeSession(home, { sessionId: "s-api", cwd: api, marker: "MARK-API" });
    await writeClaudeSession(home, { sessionId: "s-web", cwd: web, marker: "MARK-WEB" });
    await writeClaudeSession(home, { sessionId: "s-home", cwd: home, marker: "MARK-HOME" });
    await using vendor = await startFakeVendor("vendor-a");

    const cases = [
      { cwd: home, where: `the server's working directory "${home}" is your home folder` },
      { cwd: "/", where: `the server's working directory "/" is the root of the file system` },
      {
        cwd: join(home, "work"),
        roots: [home],
        where: `the client's workspace root "${home}" is your home folder`,
      },
    ];
    for (const c of cases) {
      await using server = await startServer({
        home,
        ctxHome,
        cwd: c.cwd,
        env: vendor.env(),
        ...(c.roots ? { roots: c.roots } : {}),
      });
      for (const name of ["fetch_project_context", "get_project_context"]) {
        const result = await server.client.callTool({ name, arguments: {} });
        assert.equal(result.isError, true, `${name}: ${resultText(result)}`);
        assert.equal(
          resultText(result),
          `No project: ${c.where}, not a project\n` +
            "hint: pass project_path: the absolute path of the project folder",
        );
      }
      const project = await server.client.callTool({
        name: "fetch_project_context",
        arguments: { project_path: home },
      });
      assert.equal(project.isError, true);
      assert.match(resultText(project), /^No project: project_path ".*" is your home folder/);
      // Search without a project searches every project; listing needs none.
      const search = await server.client.callTool({
        name: "search_context",
        arguments: { query: "database" },
      });
      assert.equal(search.isError, undefined, resultText(search));
      const list = await server.client.callTool({ name: "list_context_projects", arguments: {} });
      assert.equal(list.isError, undefined, resultText(list));
    }
    assert.equal(vendor.requests.length, 0, "nothing was distilled");

    // Given a project, the server distills that project's sessions only.
    await using server = await startServer({ home, ctxHome, cwd: home, env: vendor.env() });
    const fetched = await server.client.callTool({
      name: "fetch_project_context",
      arguments: { project_path: api },
    });
    assert.equal(fetched.isError, undefined, resultText(fetched));
    const distill = (fetched.structuredContent as Structured).distill as Structured;
    // The project's one session is found and distilled in the background.
    assert.deepEqual([distill.found, distill.pending], [1, 1]);
    await waitFor(() => vendor.requests.length >= 1, "the api session to be sent");
    const sent = JSON.stringify(vendor.requests.map((r) => r.body));
    assert.ok(sent.includes("MARK-API") && !sent.includes("MARK-WEB"));
    assert.ok(!sent.includes("MARK-HOME"));
  },
});
