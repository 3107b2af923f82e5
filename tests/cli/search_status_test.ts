import assert from "node:assert/strict";
import { join } from "node:path";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { folderId } from "../../src/store/project.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { addSession } from "../mcp/_fixtures.ts";
import { seededToken } from "../_mulberry32.ts";

interface Scene {
  env: Record<string, string>;
  project: string;
  /** The project's id (no git remote: folder name + hash of its path). */
  id: string;
  ctxHome: string;
}

/** A project folder `shop` with a committed `.ctx/` store, plus a pulled team store. */
async function scene(root: string): Promise<Scene> {
  const ctxHome = join(root, "ctx-home");
  const project = join(root, "shop");
  await Deno.mkdir(join(root, "home"), { recursive: true });
  await addSession(join(project, ".ctx"), "s1", [{
    title: "Checkout crashed with ERR_REQUIRE_ESM",
    summary: "node-fetch 3 is ESM-only; the CJS build required it. Switched to global fetch.",
    type: "bug",
    tags: ["esm"],
    file: "src/checkout.ts",
  }], { project: folderId(project), cwd: project, date: "2026-02-02T10:00:00.000Z" });
  await addSession(join(ctxHome, "team", "blog"), "b1", [{
    title: "Markdown renderer escapes twice",
    summary: "The ESM build of the renderer double-escaped HTML entities.",
    type: "gotcha",
    tags: ["markdown"],
  }], { project: "blog", cwd: "/src/blog", source: "team", contributor: "ana" });
  return {
    project,
    id: folderId(project),
    ctxHome,
    env: cliEnv(root, { CTX_CLI_BACKEND: NO_CLI }),
  };
}

Deno.test("ctx search prints ranked hits with snippets and labels", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  const scoped = await runCtx(["search", "ERR_REQUIRE_ESM", "--project", s.project], {
    env: s.env,
  });
  assert.equal(scoped.code, 0, scoped.stderr);
  const lines = scoped.stdout.split("\n");
  assert.match(lines[0]!, /^ins_[0-9a-f]{12} {2}bug {2}2026-02-02 {2}shop-[0-9a-f]{8} {2}Checkout/);
  assert.ok(lines[0]!.includes(`  ${s.id}  `));
  assert.match(lines[1]!, /«ERR_REQUIRE_ESM»|node-fetch/);
  assert.match(scoped.stdout, /file: src\/checkout\.ts · tags: esm · from claude-code/);
  assert.equal(lines.filter((l) => l.startsWith("ins_")).length, 1);

  // Searching from inside a project registers its committed .ctx/ store too.
  await using fresh = await tempDir();
  const f = await scene(fresh.path);
  const all = await runCtx(["search", "esm", "--json", "--limit", "5"], {
    env: f.env,
    cwd: f.project,
  });
  assert.equal(all.code, 0, all.stderr);
  const json = JSON.parse(all.stdout);
  assert.equal(json.project, null);
  const byProject = Object.fromEntries(
    json.hits.map((h: { projectId: string; kind: string; contributor?: string }) => [
      h.projectId,
      [h.kind, h.contributor ?? null],
    ]),
  );
  assert.deepEqual(byProject, { [f.id]: ["local", null], blog: ["team", "ana"] });
});

Deno.test("ctx search accepts any query and rejects a blank query and a bad --limit", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  for (const query of ['"(', "NOT", "*", "a::b OR", "title:"]) {
    const run = await runCtx(["search", query], { env: s.env });
    assert.equal(run.code, 0, `${query}: ${run.stderr}`);
  }
  for (const blank of ["", "   ", "\t"]) {
    const run = await runCtx(["search", blank], { env: s.env });
    assert.equal(run.code, 2, JSON.stringify(blank));
    assert.match(run.stderr, /error: Missing search words: the query is blank/);
    assert.match(run.stderr, /hint: pass words/);
  }
  const bad = await runCtx(["search", "x", "--limit", "lots"], { env: s.env });
  assert.equal(bad.code, 2);
  assert.match(
    bad.stderr,
    /error: Invalid --limit "lots": expected a whole number from 1 to 50\nhint: for example --limit 20 \(run ctx search --help for usage\)\n/,
  );
  const missing = await runCtx(["search", "x", "--project", "nope"], {
    env: s.env,
    cwd: s.project,
  });
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /Cannot use --project "nope": not a directory/);

  // The home folder and / are never projects: --project names one, as ctx brief refuses them.
  const home = join(dir.path, "home");
  const never: Array<[string, string]> = [[home, "your home folder"], ["/", "the root"]];
  for (const [folder, what] of never) {
    const run = await runCtx(["search", "esm", "--project", folder], { env: s.env });
    assert.equal(run.code, 2, run.stderr);
    assert.ok(run.stderr.includes(`error: No project here: "${folder}" is ${what}`), run.stderr);
    assert.doesNotMatch(run.stderr, /No insight matches/);
  }
  // Without --project, a search from the home folder searches every project (the team's too).
  const fromHome = await runCtx(["search", "esm"], { env: s.env, cwd: home });
  assert.equal(fromHome.code, 0, fromHome.stderr);
  assert.match(fromHome.stdout, /Markdown renderer escapes twice/);
});

Deno.test("ctx status reports backend, project store, index, stores and sessions", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  const db = openLedgerDb({ ctxHome: s.ctxHome });
  const ledger = new Ledger(db, "test");
  const store = join(s.project, ".ctx");
  for (const [id, status] of [["s1", "ok"], ["s2", "failed"], ["s3", "empty"]] as const) {
    ledger.finish({
      key: ledgerKey("claude-code", id, store),
      source: "claude-code",
      sessionId: id,
      projectId: s.id,
      storeDir: store,
      location: `/x/${id}.jsonl`,
      fingerprint: "f",
      contentHash: "h",
      status,
      insights: status === "ok" ? 1 : 0,
      error: status === "failed" ? "timeout" : null,
    }, new Date("2026-02-02T10:00:00.000Z"));
  }
  db.close();

  const run = await runCtx(["status", "--json"], { env: s.env, cwd: s.project });
  assert.equal(run.code, 0, run.stderr);
  const r = JSON.parse(run.stdout);
  assert.equal(r.backend.error, "No LLM backend available");
  assert.match(r.backend.hint, /ctx install --setup/);
  assert.equal(r.project.id, s.id);
  assert.equal(r.project.local, true);
  assert.equal(r.project.storeDir, store);
  assert.equal(r.project.stats.insights, 1);
  assert.deepEqual(r.project.sessions, {
    ok: 1,
    empty: 1,
    short: 0,
    ignored: 0,
    failed: 1,
    running: 0,
    stopped: 0,
  });
  assert.deepEqual(r.project.failures, [{ reason: "timeout", sessions: 1 }], "why it failed");
  assert.equal(r.index.insights, 2);
  assert.equal(r.index.path, join(s.ctxHome, "index.sqlite"));
  assert.deepEqual(
    r.stores.map((x: { kind: string; projectId: string; insights: number }) => [
      x.kind,
      x.projectId,
      x.insights,
    ]).sort(),
    [["local", s.id, 1], ["team", "blog", 1]],
  );
  assert.deepEqual(r.projects.map((p: { id: string }) => p.id).sort(), ["blog", s.id]);

  const text = await runCtx(["status"], { env: s.env, cwd: s.project });
  assert.equal(text.code, 0, text.stderr);
  // Labelled rows share one value column.
  const rows = text.stdout.split("\n");
  const column = rows[0]!.indexOf("none");
  assert.match(rows[0]!, /^Backend: +none — No LLM backend available$/);
  for (const label of ["Project:", "  store:", "  memory:", "  sessions:", "Index:", "Home:"]) {
    const row = rows.find((l) => l.startsWith(label));
    assert.ok(row, `${label} in ${text.stdout}`);
    assert.equal(row.length - row.slice(label.length).trimStart().length, column, row);
  }
  assert.equal(/\nProject: +(\S+) at /.exec(text.stdout)?.[1], s.id, text.stdout);
  assert.match(text.stdout, /\n {2}memory: +1 session, 1 insight, last update 2026-02-02\n/);
  assert.match(text.stdout, /\n {2}sessions: +1 distilled, 1 with nothing to keep, 1 failed\n/);
  assert.match(text.stdout, /\n {2}failed: +1 session: timeout\n/);
  assert.match(
    text.stdout,
    /\nIndex: +.*index\.sqlite \(\d+ KiB; 2 insights, 2 summaries, 2 projects\)/,
  );
});

Deno.test("ctx search marks other forms of the words searched, never punctuation", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  const run = await runCtx(["search", "requiring"], { env: s.env, cwd: s.project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /the CJS build «required» it\./);
  const esm = await runCtx(["search", "esm"], { env: s.env, cwd: s.project });
  const marked = [...esm.stdout.matchAll(/«([^»]*)»/g)].map((m) => m[1]!);
  assert.ok(marked.length > 0, esm.stdout);
  for (const word of marked) assert.match(word, /^[\p{L}\p{N}]([^\s]*[\p{L}\p{N}])?$/u, word);
  assert.match(esm.stdout, /is «ESM»-only;/);
});

Deno.test("ctx search and ctx brief show a merged insight by the same id: its newest member's", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  // A repeat learned later: same title key, near summary; the older one matches "verbatim" best.
  await addSession(join(s.project, ".ctx"), "s2", [{
    title: "Checkout crashed with ERR_REQUIRE_ESM",
    summary: "node-fetch 3 is ESM-only; the CJS build required it. Use global fetch instead.",
    type: "bug",
  }], { project: s.id, cwd: s.project, date: "2026-03-03T10:00:00.000Z" });
  const search = await runCtx(["search", "Switched global fetch", "--json"], {
    env: s.env,
    cwd: s.project,
  });
  assert.equal(search.code, 0, search.stderr);
  const hits = JSON.parse(search.stdout).hits;
  assert.equal(hits.length, 1, "the repeats are one insight");
  assert.equal(hits[0].confirmations, 2);
  const brief = await runCtx(["brief", "--json"], { env: s.env, cwd: s.project });
  assert.equal(brief.code, 0, brief.stderr);
  const shown = JSON.parse(brief.stdout).insights.map((i: { id: string }) => i.id);
  assert.deepEqual(shown, [hits[0].id]);
  assert.equal(hits[0].date.slice(0, 10), "2026-03-03", "the newest member");
});

Deno.test("ctx search, brief and supersessions leave no ledger.sqlite-wal or -shm behind", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  for (const args of [["search", "fetch"], ["brief"], ["supersessions"]]) {
    const run = await runCtx(args, { env: s.env, cwd: s.project });
    assert.equal(run.code, 0, run.stderr);
    const left = [...Deno.readDirSync(s.ctxHome)].map((e) => e.name)
      .filter((name) => /^ledger\.sqlite-(wal|shm)$/.test(name));
    assert.deepEqual(left, [], `ctx ${args.join(" ")}`);
  }
});

Deno.test("ctx search never shows half a secret: the snippet is cut from the summary as redacted whole", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  // A summary written by hand: the index's snippet starts three words before the match, which
  // here leaves the password without the word that announces it.
  const password = seededToken(16, "", 12);
  await addSession(join(s.project, ".ctx"), "s2", [{
    title: "Staging deploys stopped",
    summary: `The staging db password is ${password} for zebracorn deploys.`,
    type: "gotcha",
  }], { project: s.id, cwd: s.project, date: "2026-02-03T10:00:00.000Z" });
  for (
    const args of [["search", "zebracorn", "--project", s.project], [
      "search",
      "zebracorn",
      "--json",
    ]]
  ) {
    const r = await runCtx(args, { env: s.env, cwd: s.project });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /zebracorn/);
    assert.ok(!r.stdout.includes(password), r.stdout);
  }
});

Deno.test("ctx search never shows half a secret from a repeat's snippet when the repeat it serves has none", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  const password = seededToken(15, "", 12);
  const title = "Staging deploys stopped";
  // Two repeats (one title, near summaries): the older, shorter one ranks first; the group is
  // served as its newer member, whose summary redaction leaves as it is.
  await addSession(join(s.project, ".ctx"), "s2", [{
    title,
    summary: `The staging db password is ${password} for zebracorn deploys.`,
    type: "gotcha",
  }], { project: s.id, cwd: s.project, date: "2026-02-03T10:00:00.000Z" });
  await addSession(join(s.project, ".ctx"), "s3", [{
    title,
    summary: "The staging db password now lives in the team vault, read at deploy time, " +
      "for zebracorn deploys and every other staging job that needs it.",
    type: "gotcha",
  }], { project: s.id, cwd: s.project, date: "2026-02-04T10:00:00.000Z" });
  const r = await runCtx(["search", "zebracorn", "--json"], { env: s.env, cwd: s.project });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /zebracorn/);
  assert.ok(!r.stdout.includes(password), r.stdout);
});
