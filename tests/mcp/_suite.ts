/**
 * The end-to-end MCP tests, written once and registered for `main.ts` (server_test.ts) and for
 * the bundle `dist/ctx.js` (bundle_test.ts).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { addSession, userStore } from "./_fixtures.ts";
import { folderId } from "../../src/store/project.ts";
import {
  RAW_HANDSHAKE,
  resultText,
  serverEnv,
  spawnMcp,
  startServer,
  toolCall,
} from "./_client.ts";
import { BUNDLE_JS, MAIN_TS, REPO_ROOT } from "../_helpers.ts";

interface Scene {
  home: string;
  ctxHome: string;
  /** A project folder (not a git repo) with a committed `.ctx/` store. */
  project: string;
  /** Its id: `acme-app-<hash of its path>`. */
  id: string;
}

async function scene(root: string): Promise<Scene> {
  const home = join(root, "home");
  const ctxHome = join(root, "ctx-home");
  const project = join(root, "acme-app");
  await Deno.mkdir(home, { recursive: true });
  await addSession(join(project, ".ctx"), "s1", [
    {
      title: "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
      summary: "chalk 5 is ESM-only; pinned chalk@4 until Jest runs ESM.",
      type: "bug",
      tags: ["esm", "jest"],
    },
    {
      title: "Ledger writes use BEGIN IMMEDIATE",
      summary: "Concurrent writers locked the database; retries on SQLITE_BUSY fixed it.",
      type: "fix",
      tags: ["sqlite"],
      file: "src/store/ledger.ts",
    },
  ], { project: folderId(project), cwd: project, date: "2026-03-01T09:00:00.000Z" });
  await addSession(join(project, ".ctx"), "s2", [{
    title: "Adopt ADR-0005 for error codes",
    summary: "Stable codes like store.failed in every CtxError.",
    type: "decision",
    tags: ["errors"],
  }], { project: folderId(project), cwd: project, date: "2026-03-05T09:00:00.000Z" });
  await addSession(userStore(ctxHome, "other-lib"), "o1", [{
    title: "Websocket reconnect storm",
    summary: "Exponential backoff with jitter.",
    type: "fix",
    tags: ["network"],
  }], { project: "other-lib", cwd: "/src/other-lib" });
  return { home, ctxHome, project, id: folderId(project) };
}

type Structured = Record<string, unknown>;

export function registerMcpTests(label: string, options: { bundle: boolean }): void {
  const entry = options.bundle ? BUNDLE_JS : MAIN_TS;
  const test = (name: string, fn: () => Promise<void>) =>
    Deno.test({ name: `${label}: ${name}`, fn, sanitizeResources: false, sanitizeOps: false });

  test("ctx mcp lists exactly the four tools with schemas and instructions", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({ ...s, bundle: options.bundle });
    const { tools } = await server.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      "fetch_project_context",
      "get_project_context",
      "list_context_projects",
      "search_context",
    ]);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, "object", tool.name);
      assert.equal(tool.outputSchema?.type, "object", tool.name);
      assert.equal(tool.annotations?.readOnlyHint, tool.name !== "fetch_project_context");
    }
    const search = tools.find((t) => t.name === "search_context")!;
    assert.deepEqual(search.inputSchema.required, ["query"]);
    const instructions = server.client.getInstructions() ?? "";
    assert.match(instructions, /start of every conversation, call fetch_project_context/);
    assert.match(instructions, /call search_context/);
  });

  test("search_context ranks hits across projects and within one", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({ ...s, bundle: options.bundle });
    // The local store is unknown until a call names its project: register it through one.
    const all = await server.client.callTool({
      name: "search_context",
      arguments: { query: "ERR_REQUIRE_ESM", project_path: s.project },
    });
    assert.equal(all.isError, undefined);
    const structured = all.structuredContent as Structured;
    const hits = structured.hits as Array<Structured>;
    assert.equal(hits[0]?.title, "Jest fails with ERR_REQUIRE_ESM after upgrading chalk");
    assert.equal(hits[0]?.projectId, s.id);
    assert.equal(hits[0]?.kind, "local");
    assert.match(resultText(all), /ERR_REQUIRE_ESM/);
    assert.deepEqual(structured.project, { id: s.id, root: s.project, from: "argument" });

    const everywhere = await server.client.callTool({
      name: "search_context",
      arguments: { query: "websocket", limit: 5 },
    });
    const other = (everywhere.structuredContent as Structured).hits as Array<Structured>;
    assert.deepEqual(other.map((h) => h.projectId), ["other-lib"]);

    const none = await server.client.callTool({
      name: "search_context",
      arguments: { query: '"unbalanced ( NEAR AND *' },
    });
    assert.equal(none.isError, undefined);
  });

  test("get_project_context returns full insights by id and the newest without ids", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({ ...s, bundle: options.bundle });
    const newest = await server.client.callTool({
      name: "get_project_context",
      arguments: { project_path: s.project },
    });
    const data = newest.structuredContent as Structured;
    const insights = data.insights as Array<Structured>;
    assert.equal(data.total, 3);
    assert.equal(insights[0]?.title, "Adopt ADR-0005 for error codes");
    assert.equal(insights.length, 3);
    assert.match(resultText(newest), /chosen by project_path/);

    const ids = [insights[2]!.id as string, "ins_ffffffffffff"];
    const byId = await server.client.callTool({ name: "get_project_context", arguments: { ids } });
    const found = byId.structuredContent as Structured;
    assert.deepEqual((found.insights as Array<Structured>).map((i) => i.id), [ids[0]]);
    assert.deepEqual(found.notFound, ["ins_ffffffffffff"]);
    assert.match(resultText(byId), /chalk 5 is ESM-only|Concurrent writers/);
  });

  test("list_context_projects lists every project with counts", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({ ...s, bundle: options.bundle, cwd: s.project });
    // A first call in the project registers its committed .ctx/ store.
    await server.client.callTool({ name: "get_project_context", arguments: {} });
    const result = await server.client.callTool({ name: "list_context_projects", arguments: {} });
    const projects = (result.structuredContent as Structured).projects as Array<Structured>;
    assert.deepEqual(
      projects.map((p) => [p.id, p.insights, p.sessions]),
      [[s.id, 3, 2], ["other-lib", 1, 1]],
    );
    assert.match(resultText(result), /acme-app-[0-9a-f]{8} .*3 insights/);
  });

  test("bad arguments give tool errors, never a crash", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({ ...s, bundle: options.bundle });
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["search_context", {}, /query/],
      ["search_context", { query: 42 }, /query/],
      ["search_context", { query: "x", limit: 0 }, /limit/],
      ["get_project_context", { ids: "ins_1" }, /ids/],
      [
        "get_project_context",
        { project_path: join(s.project, "missing") },
        /Cannot use project_path/,
      ],
      ["fetch_project_context", { project_path: join(s.project, "nope") }, /not a directory/],
    ];
    for (const [name, args, message] of cases) {
      const result = await server.client.callTool({ name, arguments: args });
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}`);
      assert.match(resultText(result), message);
    }
    // Still serving after all that.
    const ok = await server.client.callTool({ name: "list_context_projects", arguments: {} });
    assert.equal(ok.isError, undefined);
  });

  test("fetch_project_context without a backend returns the overview and the setup hint", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    // A session not distilled yet: it waits for a backend.
    await writeClaudeSession(s.home, { sessionId: "waiting", cwd: s.project });
    await using server = await startServer({ ...s, bundle: options.bundle, roots: [s.project] });
    const progress: number[] = [];
    const result = await server.client.callTool(
      { name: "fetch_project_context", arguments: {} },
      undefined,
      { onprogress: (p: { progress: number }) => void progress.push(p.progress) },
    );
    assert.equal(result.isError, undefined, resultText(result));
    const o = result.structuredContent as Structured;
    assert.deepEqual(o.project, { id: s.id, root: s.project, from: "client root" });
    assert.deepEqual(o.store, { kind: "local", dir: join(s.project, ".ctx") });
    assert.deepEqual(o.totals, {
      sessions: 2,
      insights: 3,
      lastUpdate: "2026-03-05T09:00:00.000Z",
    });
    const d = o.distill as Structured;
    assert.deepEqual([d.status, d.found, d.pending, d.distilled], ["no_backend", 1, 1, 0]);
    assert.deepEqual((o.recent as Array<Structured>).map((r) => r.title), [
      "Adopt ADR-0005 for error codes",
      "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
      "Ledger writes use BEGIN IMMEDIATE",
    ]);
    const text = resultText(result);
    assert.match(text, /ctx install --setup/);
    assert.match(text, /chosen from the client's workspace root/);
    assert.match(text, /Main topics: .*esm \(1\)/);
    assert.ok(text.length <= 6000);
    assert.ok(progress.length >= 1, "a progress notification for the progress token");
    assert.deepEqual(server.clientErrors, []);
  });

  test("ctx mcp writes only JSON-RPC on stdout and exits when stdin closes", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    const child = spawnMcp(entry, { cwd: s.project, env: serverEnv(s) });
    const messages = [
      ...RAW_HANDSHAKE,
      toolCall(2, "fetch_project_context"),
      toolCall(3, "search_context", { query: "chalk" }),
    ];
    const writer = child.stdin.getWriter();
    const encoder = new TextEncoder();
    for (const m of messages) await writer.write(encoder.encode(`${JSON.stringify(m)}\n`));
    // Read until both tool answers arrived, then close stdin: the server must exit by itself.
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let stdout = "";
    while (!/"id":3/.test(stdout) || !/"id":2/.test(stdout)) {
      const { value, done } = await reader.read();
      if (done) break;
      stdout += value;
    }
    await writer.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      stdout += value;
    }
    const status = await child.status;
    const stderr = await new Response(child.stderr).text();
    assert.equal(status.code, 0, stderr);
    const lines = stdout.split("\n").filter((l) => l !== "");
    assert.ok(lines.length >= 3);
    for (const line of lines) assert.equal(JSON.parse(line).jsonrpc, "2.0", line);
    assert.match(stdout, /ERR_REQUIRE_ESM/);
  });

  test("a bad environment: the server starts and lists its tools, a call that reads it says what to fix", async () => {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using server = await startServer({
      ...s,
      bundle: options.bundle,
      env: { CTX_BRIEF_TOKENS: "lots" },
    });
    const { tools } = await server.client.listTools();
    assert.equal(tools.length, 4);
    // The brief's budget is read by fetch_project_context only: the other tools answer.
    const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
    assert.equal(result.isError, true);
    assert.equal(
      resultText(result),
      'Invalid CTX_BRIEF_TOKENS="lots": expected a whole number from 200 to 100000\n' +
        "hint: fix or unset CTX_BRIEF_TOKENS",
    );
    const other = await server.client.callTool({ name: "list_context_projects", arguments: {} });
    assert.notEqual(other.isError, true, resultText(other));
    assert.match(server.stderr(), /error: fetch_project_context: Invalid CTX_BRIEF_TOKENS/);
    assert.deepEqual(server.clientErrors, []);
  });
}

/** True when `dist/ctx.js` exists. */
export function bundleExists(): boolean {
  try {
    return Deno.statSync(join(REPO_ROOT, "dist", "ctx.js")).isFile;
  } catch {
    return false;
  }
}
