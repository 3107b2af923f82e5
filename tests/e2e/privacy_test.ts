/**
 * Promise 1 of the design: only two things leave the machine — redacted transcript text to the
 * chosen backend, and insights on an explicit `ctx push`. With a team server configured and a
 * team key set, everything else (init, search, status, the MCP server's tools) sends it nothing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { startRecordingProxy, startServer as startTeamServer } from "../team/_setup.ts";
import { startServer as startMcp } from "../mcp/_client.ts";

Deno.test("init, search, status and every MCP tool send nothing to a configured team server", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx");
  const project = join(dir.path, "work", "app");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "s-priv", cwd: project, marker: "PRIVACY" });
  await using team = await startTeamServer(dir.path);
  const { key } = await team.storage.createTeam("acme");
  await using proxy = startRecordingProxy(team.url);
  await using vendor = await startFakeVendor("vendor-a");
  const env = {
    HOME: home,
    CTX_HOME: ctxHome,
    CTX_KEYCHAIN: "off",
    CTX_API_URL: proxy.url,
    CTX_API_KEY: key,
    ...vendor.env(),
  };

  const init = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  assert.equal((await runCtx(["search", "token refresh"], { env, cwd: project })).code, 0);
  assert.equal((await runCtx(["status"], { env, cwd: project })).code, 0);

  await using mcp = await startMcp({ home, ctxHome, cwd: project, env });
  for (
    const [name, args] of [
      ["fetch_project_context", { project_path: project }],
      ["search_context", { query: "token" }],
      ["get_project_context", { project_path: project }],
      ["list_context_projects", {}],
    ] as const
  ) {
    const result = await mcp.client.callTool({ name, arguments: args });
    assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
  }

  assert.equal(
    proxy.requests.length,
    0,
    `nothing may reach the team server without ctx push; got ${
      proxy.requests.map((r) => `${r.method} ${r.path}`).join(", ")
    }`,
  );
  assert.equal(vendor.requests.length, 1, "the backend got the one session, once");

  // The explicit push is the one way out, and it is seen by the same proxy.
  const push = await runCtx(["push"], { env, cwd: project });
  assert.equal(push.code, 0, push.stderr);
  assert.ok(proxy.requests.some((r) => r.method === "POST" && r.path === "/api/insights"));
});
