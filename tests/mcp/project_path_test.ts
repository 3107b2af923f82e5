/**
 * MCP arguments as a model sends them: `project_path` must be absolute (a relative one would
 * be resolved against wherever the client started the server), and `limit` has the same bound
 * as `ctx search --limit`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { MAX_SEARCH_LIMIT } from "../../src/cli/search.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { shopWithSessions } from "../fixtures/claude_sessions.ts";
import { gitInit } from "../store/_git.ts";
import { resultText, serverEnv, startServer } from "./_client.ts";

Deno.test({
  name: "MCP tools refuse a relative project_path with a hint instead of resolving it",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    const api = await gitInit(join(home, "work", "api"));
    await gitInit(join(home, "work", "web"));
    await using server = await startServer({ home, ctxHome, cwd: api });
    for (const name of ["fetch_project_context", "get_project_context", "search_context"]) {
      for (const path of ["../web", "web", "./"]) {
        const result = await server.client.callTool({
          name,
          arguments: { project_path: path, ...(name === "search_context" ? { query: "x" } : {}) },
        });
        assert.equal(result.isError, true, `${name} ${path}: ${resultText(result)}`);
        assert.equal(
          resultText(result),
          `Cannot use project_path "${path}": not an absolute path\n` +
            "hint: pass the absolute path of the project folder (e.g. /home/me/app), or omit " +
            "project_path to use the client's workspace",
        );
      }
    }
    // An absolute path is still fine.
    const ok = await server.client.callTool({
      name: "search_context",
      arguments: { query: "x", project_path: join(home, "work", "web") },
    });
    assert.equal(ok.isError, undefined, resultText(ok));
    // Started with pipes, as editors do: no word about terminals on stderr.
    assert.doesNotMatch(server.stderr(), /ctx mcp is the MCP server/);
  },
});

Deno.test({
  name: "search_context and ctx search --limit have the same bound",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    await Deno.mkdir(home, { recursive: true });
    await using server = await startServer({ home, ctxHome, cwd: home });
    const { tools } = await server.client.listTools();
    const search = tools.find((t) => t.name === "search_context")!;
    const limit = (search.inputSchema.properties as Record<string, { maximum?: number }>).limit!;
    assert.equal(limit.maximum, MAX_SEARCH_LIMIT);
    const over = await server.client.callTool({
      name: "search_context",
      arguments: { query: "x", limit: MAX_SEARCH_LIMIT + 1 },
    });
    assert.equal(over.isError, true);

    const env = serverEnv({ home, ctxHome });
    const most = await runCtx(["search", "x", "--limit", String(MAX_SEARCH_LIMIT)], { env });
    assert.equal(most.code, 0, most.stderr);
    const more = await runCtx(["search", "x", "--limit", String(MAX_SEARCH_LIMIT + 1)], { env });
    assert.equal(more.code, 2);
    assert.match(
      more.stderr,
      new RegExp(
        `^error: Invalid --limit "${MAX_SEARCH_LIMIT + 1}": expected a whole number ` +
          `from 1 to ${MAX_SEARCH_LIMIT}\\n`,
      ),
    );
  },
});

Deno.test({
  name:
    "MCP tools without project_path name the server's working directory when it was moved away, not project_path",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    const api = await gitInit(join(home, "work", "api"));
    await using server = await startServer({ home, ctxHome, cwd: api });
    const first = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
    assert.equal(first.isError, undefined, resultText(first));
    // The user renames the project folder while the editor keeps the server running.
    await Deno.rename(api, join(home, "work", "api-renamed"));
    const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
    assert.equal(result.isError, true, resultText(result));
    assert.match(
      resultText(result),
      /^Cannot use the (server's working directory|client's workspace root) ".*api": it is no longer a folder \(moved or deleted since the server started\)\nhint: pass project_path/,
    );
  },
});

Deno.test({
  name:
    "list_context_projects says which project folder is no longer on this machine, as ctx status does",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const { home, project } = await shopWithSessions(dir.path, ["sess-1"]);
    const ctxHome = join(dir.path, "ctx-home");
    await using vendor = await startFakeVendor("vendor-a");
    const env = { ...cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI }), ...vendor.env() };
    assert.equal((await runCtx(["init", "claude-code"], { env, cwd: project })).code, 0);
    await Deno.remove(project, { recursive: true });

    await using server = await startServer({ home, ctxHome, cwd: dir.path });
    const list = await server.client.callTool({ name: "list_context_projects", arguments: {} });
    assert.equal(list.isError, undefined, resultText(list));
    assert.match(resultText(list), /^- shop-[0-9a-f]{8} \(.*shop, folder missing\): 1 session/m);
    const [entry] = (list.structuredContent as { projects: Array<Record<string, unknown>> })
      .projects;
    assert.equal(entry?.missing, true);
  },
});
