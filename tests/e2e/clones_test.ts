/**
 * End-to-end: clones of one origin share the project's id (and its per-user store). `ctx status`,
 * `fetch_project_context` and `list_context_projects` (the real server, driven by the SDK's
 * client) say the same counts, per folder and for the project; what teammates shared is said
 * apart, never as the user's own memory.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { git, gitInit } from "../store/_git.ts";
import { commitAll, git as repoGit, repoWith } from "../memory/_repo.ts";
import { addSession } from "../mcp/_fixtures.ts";
import { resultText, startServer } from "../mcp/_client.ts";

const ID = "github.com-acme-shop";
type Structured = Record<string, unknown>;

/** Three clones of acme/shop with 1, 2 and 3 sessions, the last one distilled `--local`. */
async function clones(root: string, env: Record<string, string>, home: string) {
  const folders = ["a", "b", "c"].map((n) => join(root, n, "shop"));
  let perSession = 0;
  for (const [i, folder] of folders.entries()) {
    await gitInit(folder);
    await git(folder, "remote", "add", "origin", "https://github.com/acme/shop.git");
    for (let j = 0; j <= i; j++) {
      await writeClaudeSession(home, {
        sessionId: `s-${i}-${j}`,
        cwd: folder,
        marker: `m${i}${j}`,
      });
    }
    const local = i === 2 ? ["--local"] : [];
    const run = await runCtx(["init", "claude-code", ...local], { env, cwd: folder });
    assert.equal(run.code, 0, run.stderr);
    perSession = Number(/^Insights written: (\d+)$/m.exec(run.stdout)![1]) / (i + 1);
  }
  return { folders, perSession };
}

Deno.test("clones of one origin: status, fetch_project_context and list_context_projects agree, per folder and per project", async () => {
  await using dir = await tempDir("ctx-clones-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  await using vendor = await startFakeVendor("vendor-a");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };
  const { folders, perSession } = await clones(dir.path, env, home);
  const [a, b, c] = folders as [string, string, string];
  assert.ok(perSession >= 1);
  // A teammate's insight pulled for the project: counted apart.
  await addSession(join(ctxHome, "team", ID), "mate-1", [{
    title: "Checkout retries are idempotent",
    summary: "The payment call carries an idempotency key.",
  }], { project: ID, cwd: "/home/mate/shop", contributor: "mate@example.com" });

  const status = await runCtx(["status", "--json"], { env, cwd: a });
  assert.equal(status.code, 0, status.stderr);
  const report = JSON.parse(status.stdout);
  assert.equal(report.project.stats.sessions, 6);
  assert.equal(report.project.stats.insights, 6 * perSession);
  assert.deepEqual(report.project.folders, [
    { root: a, sessions: 1, insights: perSession },
    { root: b, sessions: 2, insights: 2 * perSession },
    { root: c, sessions: 3, insights: 3 * perSession },
  ]);
  assert.equal(report.project.team.insights, 1);
  const [listed] = report.projects;
  assert.equal(report.projects.length, 1);
  assert.deepEqual([listed.sessions, listed.insights, listed.team], [6, 6 * perSession, 1]);
  assert.deepEqual(listed.folders, report.project.folders);

  const text = await runCtx(["status"], { env, cwd: a });
  const here = `1 session, ${perSession} insight${perSession === 1 ? "" : "s"} in this folder`;
  const whole = `6 sessions, ${6 * perSession} insights in the project's 3 folders on this machine`;
  assert.match(text.stdout, new RegExp(`\\n {2}memory: +${here}; ${whole}, last update`));
  assert.match(text.stdout, /\n {2}team: +1 insight from teammates \(ctx pull\)/);
  for (const folder of folders) assert.ok(text.stdout.includes(folder), `${folder} in Projects`);

  await using server = await startServer({ home, ctxHome, cwd: a, roots: [a] });
  const fetched = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  assert.equal(fetched.isError, undefined, resultText(fetched));
  const o = fetched.structuredContent as Structured;
  assert.deepEqual(
    [o.totals, o.folder, o.folders, o.team],
    [
      { sessions: 6, insights: 6 * perSession, lastUpdate: report.project.stats.lastUpdate },
      { sessions: 1, insights: perSession },
      3,
      { insights: 1 },
    ],
  );
  const overview = resultText(fetched);
  assert.ok(overview.includes(`${here}; ${whole}`), overview);
  assert.ok(overview.includes("1 insight from teammates, pulled with ctx pull"), overview);
  assert.ok(overview.includes("the 1 session found in this folder is distilled"), overview);

  const list = await server.client.callTool({ name: "list_context_projects", arguments: {} });
  const projects = (list.structuredContent as Structured).projects as Structured[];
  assert.equal(projects.length, 1);
  assert.deepEqual(projects[0]!.folders, report.project.folders);
  assert.deepEqual([projects[0]!.sessions, projects[0]!.insights], [6, 6 * perSession]);
  const lines = resultText(list).split("\n");
  assert.match(
    lines[0]!,
    new RegExp(`^- ${ID}: 6 sessions, ${6 * perSession} insights and 1 insight from teammates`),
  );
  assert.deepEqual(lines.slice(1), [
    `  - folder ${a}: 1 session, ${perSession} insight${perSession === 1 ? "" : "s"}`,
    `  - folder ${b}: 2 sessions, ${2 * perSession} insights`,
    `  - folder ${c}: 3 sessions, ${3 * perSession} insights`,
  ]);
});

Deno.test("a git clone's copy of committed summaries is counted where they were recorded, not in the clone", async () => {
  // u-trial16: the clone (its path sorting after the original's) got all six sessions, the
  // folder where they were recorded none.
  await using dir = await tempDir("ctx-clone-copy-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  await using vendor = await startFakeVendor("vendor-a");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };
  const original = join(dir.path, "a", "shop");
  await repoWith(original, { "README.md": "shop\n" }, "2026-10-01T09:00:00Z");
  await repoGit(original, ["remote", "add", "origin", "https://github.com/acme/shop.git"]);
  for (let i = 0; i < 3; i++) {
    await writeClaudeSession(home, { sessionId: `s-${i}`, cwd: original, marker: `m${i}` });
  }
  const init = await runCtx(["init", "claude-code", "--local"], { env, cwd: original });
  assert.equal(init.code, 0, init.stderr);
  const insights = Number(/^Insights written: (\d+)$/m.exec(init.stdout)![1]);
  await commitAll(original, "ctx memory", "2026-10-02T09:00:00Z");
  const clone = join(dir.path, "z", "shop-clone");
  await repoGit(dir.path, ["clone", "-q", original, clone]);
  await repoGit(clone, ["remote", "set-url", "origin", "https://github.com/acme/shop.git"]);
  // One session of its own, distilled into the clone's `.ctx/` (which holds the three copies).
  await writeClaudeSession(home, { sessionId: "s-clone", cwd: clone, marker: "mc" });
  const inClone = await runCtx(["init", "claude-code", "--local"], { env, cwd: clone });
  assert.equal(inClone.code, 0, inClone.stderr);
  const own = Number(/^Insights written: (\d+)$/m.exec(inClone.stdout)![1]);

  const expected = [
    { root: original, sessions: 3, insights },
    { root: clone, sessions: 1, insights: own },
  ];
  for (const cwd of [original, clone]) {
    const status = await runCtx(["status", "--json"], { env, cwd });
    assert.equal(status.code, 0, status.stderr);
    const report = JSON.parse(status.stdout);
    assert.equal(report.project.stats.sessions, 4, "each session once for the project");
    assert.deepEqual(report.project.folders, expected, cwd);
    assert.deepEqual(report.projects[0].folders, expected, cwd);
  }
  await using server = await startServer({ home, ctxHome, cwd: original, roots: [original] });
  const fetched = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const o = fetched.structuredContent as Structured;
  assert.deepEqual([o.folder, o.folders], [{ sessions: 3, insights }, 2], resultText(fetched));
  const list = await server.client.callTool({ name: "list_context_projects", arguments: {} });
  const projects = (list.structuredContent as Structured).projects as Structured[];
  assert.deepEqual(projects[0]!.folders, expected);
});

Deno.test("a pull-only user is not told the personal store holds a teammate's insight", async () => {
  await using dir = await tempDir("ctx-pull-only-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const shop = join(dir.path, "shop");
  await gitInit(shop);
  await git(shop, "remote", "add", "origin", "https://github.com/acme/shop.git");
  await Deno.mkdir(home, { recursive: true });
  await addSession(join(ctxHome, "team", ID), "mate-1", [{
    title: "Checkout retries are idempotent",
    summary: "The payment call carries an idempotency key.",
  }], { project: ID, cwd: "/home/mate/shop", contributor: "mate@example.com" });
  await using server = await startServer({ home, ctxHome, cwd: shop, roots: [shop] });
  const fetched = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const o = fetched.structuredContent as Structured;
  assert.deepEqual([o.totals, o.folder, o.team], [
    { sessions: 0, insights: 0, lastUpdate: null },
    { sessions: 0, insights: 0 },
    { insights: 1 },
  ]);
  const memory = resultText(fetched).split("\n")[1]!;
  assert.match(
    memory,
    /^Memory: per-user store .*; 0 sessions, 0 insights; 1 insight from teammates, pulled with ctx pull$/,
  );
  // The teammate's insight is still served, for what it is.
  assert.ok(resultText(fetched).includes("Checkout retries are idempotent"));

  const list = await server.client.callTool({ name: "list_context_projects", arguments: {} });
  assert.match(resultText(list), new RegExp(`^- ${ID}: 1 insight from teammates, last `));
});

Deno.test("list_context_projects refuses an unknown argument, like every tool", async () => {
  await using dir = await tempDir("ctx-strict-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "p");
  await Deno.mkdir(project, { recursive: true });
  await Deno.mkdir(home, { recursive: true });
  await using server = await startServer({ home, ctxHome: join(dir.path, "c"), cwd: project });
  for (
    const [name, args] of [
      ["list_context_projects", { project: project }],
      ["fetch_project_context", { projectPath: project }],
      ["get_project_context", { id: ["ins_1"] }],
      ["search_context", { query: "x", projects: "all" }],
    ] as const
  ) {
    const result = await server.client.callTool({ name, arguments: { ...args } });
    assert.equal(result.isError, true, `${name}: ${resultText(result)}`);
    assert.match(resultText(result), /nrecognized key/, name);
  }
});
