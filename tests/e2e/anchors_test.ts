/**
 * End-to-end: evidence anchors from a real Claude Code transcript's tool calls, through the real
 * CLI (`ctx init` against the recording fake vendor) into the summary file, and statuses that
 * follow the code as a real git repository changes after the session (`ctx search`).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type CtxRun, runCtx, tempDir, writeFile } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { resultText, startServer } from "../mcp/_client.ts";
import { encodeClaudeProjectDir } from "../../src/assistants/claude-code/reader.ts";
import { readStore } from "../../src/store/files.ts";
import { renderSummary, type SummaryDoc } from "../../src/store/summary.ts";
import { snippetOf } from "../../src/snippet.ts";
import { commitAll, git, put, repoWith } from "../memory/_repo.ts";

const REFRESH = [
  "export async function refresh(session: Session): Promise<void> {",
  "  if (session.loggedOut) return; // logout wins over a refresh in flight",
  "  session.token = await fetchToken(session.refreshToken);",
  "}",
].join("\n");

const ANSWER = [
  {
    type: "bug",
    title: "Token refresh raced with logout",
    summary: "A refresh in flight re-created the session after logout; refresh() now checks " +
      "loggedOut first.",
    tags: ["auth"],
    file: "src/auth/session.ts",
  },
  {
    type: "gotcha",
    title: "Tokens expire after 15 minutes",
    summary: "TOKEN_TTL in src/auth/tokens.ts is 15 minutes; tests that sleep longer must stub it.",
    tags: ["auth", "tests"],
  },
  {
    type: "decision",
    title: "Use SQLite FTS5 for search",
    summary: "No search server to run; bm25 ranking is good enough.",
    tags: ["search"],
  },
];

/** A Claude Code session in `project`: it reads, edits and writes files (and one outside). */
function sessionLines(project: string): string[] {
  let minute = 0;
  const record = (type: string, uuid: string, message: unknown) =>
    JSON.stringify({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd: project,
      sessionId: "sess-anchors",
      version: "2.1.33",
      type,
      uuid,
      timestamp: new Date(Date.UTC(2026, 9, 15, 10, minute++)).toISOString(),
      message,
    });
  const call = (id: string, name: string, input: unknown) => ({
    id: `msg_${id}`,
    role: "assistant",
    model: "claude-sonnet-4-6",
    content: [{ type: "tool_use", id: `toolu_${id}`, name, input }],
  });
  const result = (id: string) => ({
    role: "user",
    content: [{ type: "tool_result", tool_use_id: `toolu_${id}`, content: "ok" }],
  });
  return [
    record("user", "u-1", {
      role: "user",
      content: "Logging out during a token refresh logs me back in. Fix it, and tell me the TTL.",
    }),
    record(
      "assistant",
      "a-read",
      call("1", "Read", { file_path: `${project}/src/auth/session.ts` }),
    ),
    record("user", "r-1", result("1")),
    record("assistant", "a-passwd", call("2", "Read", { file_path: "/etc/passwd" })),
    record("user", "r-2", result("2")),
    record("assistant", "a-up", call("3", "Read", { file_path: "../elsewhere/x.ts" })),
    record("user", "r-3", result("3")),
    record(
      "assistant",
      "a-edit",
      call("4", "Edit", {
        file_path: `${project}/src/auth/session.ts`,
        old_string: "export async function refresh() {}",
        new_string: REFRESH,
      }),
    ),
    record("user", "r-4", result("4")),
    record("assistant", "a-tokens", call("5", "Read", { file_path: "src/auth/tokens.ts" })),
    record("user", "r-5", result("5")),
    record("assistant", "a-text", {
      id: "msg_6",
      role: "assistant",
      model: "claude-sonnet-4-6",
      content: [{
        type: "text",
        text: "Fixed: refresh() returns when the session logged out. TOKEN_TTL is 15 minutes.",
      }],
    }),
  ];
}

function assertOk(run: CtxRun) {
  assert.equal(run.code, 0, `exit ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
}

Deno.test("ctx init anchors insights to the files the session touched and its commit; ctx search shows each status as the code changes", async () => {
  await using dir = await tempDir("ctx-e2e-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "app");
  // The code as it was during the session (Oct 15), committed the day before.
  await repoWith(project, {
    "src/auth/session.ts": `import { fetchToken } from "./tokens.ts";\n\n${REFRESH}\n`,
    "src/auth/tokens.ts": "export const TOKEN_TTL = 15 * 60;\n",
  }, "2026-10-14T09:00:00Z");
  const atSession = (await git(project, ["rev-parse", "HEAD"])).trim();
  // A commit after the session: not the session's commit.
  await put(project, "README.md", "# app\n");
  await commitAll(project, "readme", "2026-10-20T09:00:00Z");
  await writeFile(
    join(home, ".claude", "projects", encodeClaudeProjectDir(project), "sess-anchors.jsonl"),
    sessionLines(project).join("\n") + "\n",
  );
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({ text: JSON.stringify(ANSWER) }),
  });
  const env = {
    HOME: home,
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    ...vendor.env(),
  };
  assertOk(await runCtx(["init", "claude-code", "--local"], { env, cwd: project }));

  // The summary file: anchors relative to the project, the session's commit, no machine path.
  const files = [...Deno.readDirSync(join(project, ".ctx"))].filter((f) => f.name.endsWith(".md"));
  assert.equal(files.length, 1);
  const text = Deno.readTextFileSync(join(project, ".ctx", files[0]!.name));
  assert.ok(!text.includes(project), "no absolute path of this machine in a committed file");
  assert.ok(!text.includes("passwd") && !text.includes("elsewhere"), "paths outside are dropped");
  assert.match(text, /^commit: "[0-9a-f]{40}"$/m);
  const store = await readStore(join(project, ".ctx"));
  const doc = store.summaries[0]!.doc;
  assert.equal(doc.commit, atSession, "HEAD at the session's time, not at distillation");
  assert.equal(doc.cwd, undefined);
  const [bug, gotcha, decision] = doc.insights;
  assert.equal(bug!.file, "src/auth/session.ts");
  assert.deepEqual(bug!.anchors?.files, [{
    path: "src/auth/session.ts",
    via: "edited",
    lines: [3, 6],
    snippet: bug!.anchors!.files[0]!.snippet,
  }]);
  assert.match(bug!.anchors!.files[0]!.snippet ?? "", /^sha256:[0-9a-f]{64}$/);
  assert.deepEqual(bug!.anchors?.turns.map((t) => t.id), ["a-read", "a-edit"]);
  assert.match(bug!.anchors!.turns[0]!.at ?? "", /^2026-10-15T10:01:00/);
  // Named in the summary only: anchored through the session's read of it.
  assert.deepEqual(gotcha!.anchors?.files, [{ path: "src/auth/tokens.ts", via: "read" }]);
  assert.equal(decision!.anchors, undefined);

  const statuses = async () => {
    const run = await runCtx(["search", "--json", "--project", project, "auth", "OR", "search"], {
      env,
      cwd: project,
    });
    assertOk(run);
    const hits = JSON.parse(run.stdout).hits as Array<
      { title: string; status: string; statusDetail?: Record<string, unknown>; anchors?: unknown }
    >;
    return Object.fromEntries(hits.map((h) => [h.title.split(" ")[0]!, h]));
  };
  let now = await statuses();
  assert.equal(now.Token?.status, "verified");
  assert.deepEqual(now.Token?.anchors, { ...bug!.anchors, commit: atSession });
  assert.equal(now.Tokens?.status, "verified");
  assert.equal(now.Use?.status, "unanchored");

  // Renamed after the session: followed through git.
  await git(project, ["mv", "src/auth/session.ts", "src/auth/auth_session.ts"]);
  // Edited after the session, twice.
  await put(project, "src/auth/tokens.ts", "export const TOKEN_TTL = 30 * 60;\n");
  await commitAll(project, "rename, longer TTL", "2026-10-21T09:00:00Z");
  await put(project, "src/auth/tokens.ts", "export const TOKEN_TTL = 60 * 60;\n");
  await commitAll(project, "even longer", "2026-10-22T09:00:00Z");
  now = await statuses();
  assert.equal(now.Token?.status, "moved");
  assert.equal(now.Token?.statusDetail?.movedTo, "src/auth/auth_session.ts");
  assert.equal(now.Tokens?.status, "changed");
  assert.equal(now.Tokens?.statusDetail?.commits, 2);

  // The same statuses reach an assistant: MCP structured results and text (the SDK's client).
  {
    await using server = await startServer({
      home,
      ctxHome: env.CTX_HOME,
      cwd: project,
      env: { GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
    });
    const got = await server.client.callTool({ name: "get_project_context", arguments: {} });
    const insights = (got.structuredContent as {
      insights: Array<{ title: string; status: string; statusDetail?: { movedTo?: string } }>;
    }).insights;
    const by = Object.fromEntries(insights.map((i) => [i.title.split(" ")[0]!, i]));
    assert.equal(by.Token?.status, "moved");
    assert.equal(by.Token?.statusDetail?.movedTo, "src/auth/auth_session.ts");
    assert.equal(by.Tokens?.status, "changed");
    assert.equal(by.Use?.status, "unanchored");
    assert.match(
      resultText(got),
      /CHANGED \(src\/auth\/tokens\.ts, 2 commits since\): check the code/,
    );
    const found = await server.client.callTool({
      name: "search_context",
      arguments: { query: "refresh", project_path: project },
    });
    const hits = (found.structuredContent as { hits: Array<{ status: string }> }).hits;
    assert.deepEqual(hits.map((h) => h.status), ["moved"]);
    assert.match(resultText(found), /moved \(now src\/auth\/auth_session\.ts\)/);
  }

  // Deleted: gone. The human output says so too.
  await git(project, ["rm", "-q", "src/auth/auth_session.ts"]);
  await commitAll(project, "drop the session module", "2026-10-23T09:00:00Z");
  now = await statuses();
  assert.equal(now.Token?.status, "gone");
  const human = await runCtx(["search", "--project", project, "refresh"], { env, cwd: project });
  assertOk(human);
  assert.match(human.stdout, /gone \(src\/auth\/session\.ts, deleted\)/);
});

Deno.test("a committed summary with hostile anchors: dropped or never read, with a warning; ctx search still answers", async () => {
  await using dir = await tempDir("ctx-e2e-");
  const project = join(dir.path, "work", "app");
  const outside = join(dir.path, "outside.ts");
  // Were the link followed, this snippet would be found and the anchor verified.
  await Deno.writeTextFile(outside, `${REFRESH}\n`);
  await repoWith(project, { "src/ok.ts": `${REFRESH}\n` }, "2026-10-14T09:00:00Z");
  await Deno.symlink(outside, join(project, "src", "link.ts"));
  const snippet = snippetOf(REFRESH)!.hash;
  const doc: SummaryDoc = {
    source: "claude-code",
    sessionId: "hostile",
    project: "p",
    started: "2026-10-15T10:00:00.000Z",
    updated: "2026-10-15T11:00:00.000Z",
    distilled: "2026-10-16T09:00:00.000Z",
    model: "m",
    contentHash: "sha256:abc",
    insights: [{
      id: "ins_00000000beef",
      type: "gotcha",
      title: "Hostile anchors refresh",
      summary: "Anchored where it should not be.",
      tags: [],
      anchors: {
        turns: [],
        files: [
          { path: "src/ok.ts", via: "edited", lines: [1, 4], snippet },
          { path: "src/link.ts", via: "edited", lines: [1, 4], snippet },
        ],
      },
    }],
  };
  // Hand-edited after it was written: anchors no writer of ctx would keep.
  const text = renderSummary(doc).replace(
    '"files":[',
    '"files":[{"path":"../../etc/passwd","via":"read"},{"path":"/etc/shadow","via":"read"},',
  );
  await writeFile(join(project, ".ctx", "claude-code_hostile.md"), text);
  const env = {
    HOME: join(dir.path, "home"),
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
  };
  const run = await runCtx(["search", "--json", "--project", project, "hostile"], {
    env,
    cwd: project,
  });
  assertOk(run);
  const [hit] = JSON.parse(run.stdout).hits;
  // The link out is never read: it counts as no anchor, so the file inside decides.
  assert.equal(hit.status, "verified");
  assert.deepEqual(hit.anchors.files.map((f: { path: string }) => f.path), [
    "src/ok.ts",
    "src/link.ts",
  ]);
  assert.match(run.stderr, /anchor "\.\.\/\.\.\/etc\/passwd" dropped: path leaves the project/);
  assert.match(run.stderr, /anchor "\/etc\/shadow" dropped: absolute path/);
  assert.match(run.stderr, /anchor "src\/link\.ts": a link leads out of the project: never read/);
  assert.ok(!run.stderr.includes(outside), "where the link leads is never printed");
});
