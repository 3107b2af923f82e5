/**
 * `ctx brief --write … --check` against git as a team meets it: a block kept by a pre-commit hook
 * stays current after the commit, a shallow clone (CI's default checkout) says why it differs,
 * and two clones of one origin each get the statuses of their own code.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { writeSummary } from "../../src/store/files.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { summaryDoc } from "../mcp/_fixtures.ts";
import { commitAll, git, put, repoWith } from "../memory/_repo.ts";
import { brief, scene } from "./_brief_scene.ts";

Deno.test("a block checked in a pre-commit hook is still current after the commit: it says CHANGED, not how many commits", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await repoWith(s.project, { "src/db.ts": "export const POOL = 10;\n" }, "2026-01-05T10:00:00Z");
  const doc = summaryDoc("s1", [{
    title: "Keep the pool size at 10",
    summary: "The database allows 20 connections per app, so the pool stays at 10.",
    type: "decision",
    file: "src/db.ts",
  }], s.at(1));
  doc.insights[0]!.anchors = { turns: [], files: [{ path: "src/db.ts", via: "named" }] };
  await writeSummary(s.store, doc);
  const files = ["--write", "AGENTS.md", "CLAUDE.md"];
  assert.equal((await brief(s, files)).code, 0);
  await commitAll(s.project, "memory and brief", "2026-01-06T10:00:00Z");

  // The code changes: the hook's `--check` asks for a new block, which is written and committed
  // with the change. Committing it must not make it out of date again.
  await put(s.project, "src/db.ts", "export const POOL = 20;\n");
  assert.equal((await brief(s, ["--check", ...files])).code, 0, "the status is CHANGED already");
  await commitAll(s.project, "pool 20", "2026-01-07T10:00:00Z");
  const check = await brief(s, ["--check", ...files]);
  assert.equal(check.code, 0, check.stdout);
  const block = await Deno.readTextFile(join(s.project, "AGENTS.md"));
  assert.match(block, /`ins_[0-9a-f]{12}` · CHANGED \(src\/db\.ts\): check the code\)/);
  assert.match(
    (await brief(s)).stdout,
    /CHANGED \(src\/db\.ts, 2 commits since\)/,
    "ctx brief counts",
  );
});

Deno.test("--check in a shallow clone (CI's default checkout) that finds a block out of date says the statuses need the history", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await repoWith(s.project, { "src/db.ts": "export const POOL = 10;\n" }, "2026-01-01T10:00:00Z");
  const doc = summaryDoc("s1", [{
    title: "Keep the pool size at 10",
    summary: "The database allows 20 connections per app, so the pool stays at 10.",
    type: "decision",
    file: "src/db.ts",
  }], s.at(1));
  doc.insights[0]!.anchors = { turns: [], files: [{ path: "src/db.ts", via: "named" }] };
  await writeSummary(s.store, doc);
  await git(s.project, ["mv", "src/db.ts", "src/database.ts"]);
  await commitAll(s.project, "rename", "2026-01-05T10:00:00Z");
  assert.equal((await brief(s, ["--write", "AGENTS.md"])).code, 0);
  assert.match(await Deno.readTextFile(join(s.project, "AGENTS.md")), /· moved\)/);
  await commitAll(s.project, "brief", "2026-01-06T10:00:00Z");

  const full = join(dir.path, "ci-full");
  const shallow = join(dir.path, "ci-shallow");
  await git(dir.path, ["clone", "-q", `file://${s.project}`, full]);
  await git(dir.path, ["clone", "-q", "--depth", "1", `file://${s.project}`, shallow]);
  // Each CI run starts with an empty home.
  const check = async (cwd: string) =>
    runCtx(["brief", "--check", "--write", "AGENTS.md"], {
      env: cliEnv(await Deno.makeTempDir({ dir: dir.path }), { CTX_CLI_BACKEND: NO_CLI }),
      cwd,
    });
  const ok = await check(full);
  assert.equal(ok.code, 0, ok.stdout);
  const cut = await check(shallow);
  assert.equal(cut.code, 1, cut.stdout);
  assert.match(cut.stderr, /shallow clone.*fetch-depth: 0/);
  assert.doesNotMatch(ok.stderr, /shallow/);
});

Deno.test("two clones of one origin: each one's brief says the status of the code in that clone", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await repoWith(s.project, { "src/db.ts": "export const POOL = 10;\n" }, "2026-01-01T10:00:00Z");
  await git(s.project, ["remote", "add", "origin", "git@github.com:Acme/Shop.git"]);
  const doc = summaryDoc("s1", [{
    title: "Keep the pool size at 10",
    summary: "The database allows 20 connections per app, so the pool stays at 10.",
    type: "decision",
    file: "src/db.ts",
  }], { ...s.at(1), project: "github.com-acme-shop" });
  doc.insights[0]!.anchors = { turns: [], files: [{ path: "src/db.ts", via: "named" }] };
  await writeSummary(s.store, doc);
  await commitAll(s.project, "memory", "2026-01-01T11:00:00Z");
  const other = join(dir.path, "shop-2");
  await git(dir.path, ["clone", "-q", s.project, other]);
  await git(other, ["remote", "set-url", "origin", "git@github.com:Acme/Shop.git"]);
  // Only the second clone renames the file (staged, not committed).
  await git(other, ["mv", "src/db.ts", "src/database.ts"]);

  const line = async (cwd: string) => {
    const out = await runCtx(["brief"], { env: s.env, cwd });
    assert.equal(out.code, 0, out.stderr);
    return out.stdout.split("\n").find((l) => l.includes("Keep the pool size")) ?? "";
  };
  for (let round = 0; round < 2; round++) {
    assert.doesNotMatch(await line(s.project), /moved/, "the first clone still has src/db.ts");
    assert.match(await line(other), /· moved/, "the second clone moved it");
  }
});
