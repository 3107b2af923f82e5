import assert from "node:assert/strict";
import { join } from "node:path";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { shopWithSessions } from "../fixtures/claude_sessions.ts";

const TEAM_KEY = "ctxt_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0";

Deno.test("ctx status counts a session once across stores, as init does, and says where it looked", async () => {
  await using dir = await tempDir();
  const { home, project } = await shopWithSessions(dir.path, ["sess-1", "sess-2"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = cliEnv(dir.path, {
    CTX_CLI_BACKEND: NO_CLI,
    CTX_API_URL: "https://ctx.example.com",
    CTX_API_KEY: TEAM_KEY,
    ...vendor.env(),
  });
  // The same two sessions distilled into the project's .ctx/ and into the per-user store.
  const local = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.match(local.stdout, /^Sessions found: 2$/m);
  const user = await runCtx(["init", "claude-code", "--project", project], {
    env,
    cwd: dir.path,
  });
  assert.match(user.stdout, /^Sessions found: 2$/m);

  const run = await runCtx(["status", "--json"], { env, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  const r = JSON.parse(run.stdout);
  assert.equal(r.project.stats.sessions, 2);
  assert.equal(r.project.sessions.ok, 2);
  assert.equal(r.sessions.ok, 2);
  assert.deepEqual(r.projects.map((p: { sessions: number }) => p.sessions), [2]);
  const claude = r.sources.find((s: { source: string }) => s.source === "claude-code");
  assert.deepEqual(claude.locations, [
    { path: join(home, ".claude", "projects"), exists: true },
    { path: join(home, ".config", "claude", "projects"), exists: false },
  ]);
  assert.equal(claude.found, 2);
  assert.ok(r.sources.filter((s: { found: number }) => s.found === 0).length >= 5);
  assert.deepEqual(r.team, {
    apiUrl: "https://ctx.example.com",
    apiUrlFrom: "CTX_API_URL",
    key: "CTX_API_KEY ctxt_A1b2…S9t0",
  });

  const text = await runCtx(["status"], { env, cwd: project });
  assert.match(text.stdout, /\n {2}memory: +2 sessions, \d+ insights/);
  assert.match(
    text.stdout,
    /\n {2}Claude Code +2 sessions {2}~\/\.claude\/projects, ~\/\.config\/claude\/projects \(missing\)\n/,
  );
  assert.match(text.stdout, /\n {2}Codex CLI +none +~\/\.codex\/sessions \(missing\)/);
  assert.match(
    text.stdout,
    /\nTeam:\n {2}server: +https:\/\/ctx\.example\.com \(CTX_API_URL\)\n {2}key: +CTX_API_KEY ctxt_A1b2…S9t0\n/,
  );
  assert.ok(!text.stdout.includes(TEAM_KEY), "the team key is masked");
});

Deno.test("ctx status in the home folder or at / says there is no project here, and what to do", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  await Deno.mkdir(home, { recursive: true });
  const env = cliEnv(dir.path);
  const hint =
    "  hint:    run ctx inside a project folder, or pass the project's folder with --project";
  for (
    const [cwd, why] of [
      [home, '"~" is your home folder'],
      ["/", '"/" is the root of the file system'],
    ]
  ) {
    const run = await runCtx(["status"], { env, cwd });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(
      run.stdout.includes(`\nProject:   No project here: ${why}, not a project\n${hint}\n`),
      run.stdout,
    );
    assert.doesNotMatch(run.stdout, /^ {2}(store|memory):/m);
    assert.doesNotMatch(run.stdout, /^History of this project/m);
  }
  const json = JSON.parse((await runCtx(["status", "--json"], { env, cwd: home })).stdout);
  assert.deepEqual([json.project.noProject, json.project.hint], [
    "your home folder",
    "run ctx inside a project folder, or pass the project's folder with --project",
  ]);
});

Deno.test("ctx status on a new machine says what is empty instead of printing bare headers", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  const env = cliEnv(dir.path);
  const run = await runCtx(["status"], { env, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^ {2}pending: none \(no session of this project found\)$/m);
  assert.match(
    run.stdout,
    /\nProjects \(0\):\n {2}none yet: run ctx init <assistant> in a project\n/,
  );
  assert.match(
    run.stdout,
    /\nMCP clients \(0\):\n {2}none found: ctx install registers ctx in those it finds\n/,
  );
});

Deno.test("a summary ctx cannot parse is warned about by every command that reads the store, ctx status included", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(home, "shop");
  await Deno.mkdir(join(project, ".git"), { recursive: true });
  await Deno.mkdir(join(project, ".ctx"));
  const broken = join(project, ".ctx", "claude-code_x.md");
  await Deno.writeTextFile(broken, "---\nbroken: [\n---\n");
  // Settled files and folder: a later sync trusts a folder that has not changed since it was listed.
  const past = new Date(Date.now() - 3_600_000);
  await Deno.utime(broken, past, past);
  await Deno.utime(join(project, ".ctx"), past, past);
  const env = cliEnv(dir.path);
  for (const args of [["brief"], ["search", "x"], ["status"], ["status"], ["brief"]]) {
    const run = await runCtx(args, { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stderr,
      /^warning: Summary ".*claude-code_x\.md" is not readable: /m,
      `ctx ${args.join(" ")}`,
    );
  }
  // Mended, it is read and the warning goes.
  await Deno.writeTextFile(broken, "");
  const mended = await runCtx(["status"], { env, cwd: project });
  assert.doesNotMatch(mended.stderr, /claude-code_x\.md/);
});

Deno.test("ctx status with a new CTX_HOME says the stored summaries will be adopted, not distilled", async () => {
  await using dir = await tempDir();
  const { home, project } = await shopWithSessions(dir.path, ["sess-1", "sess-2"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = {
    HOME: home,
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
    CTX_CLI_BACKEND: "ctx-test-no-such-cli",
    ...vendor.env(),
  };
  const init = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  const calls = vendor.requests.length;
  // A new CTX_HOME: no ledger knows the two summaries in .ctx/.
  const fresh = { ...env, CTX_HOME: join(dir.path, "new-home") };
  const run = await runCtx(["status"], { env: fresh, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout,
    /pending: 2 of 2 sessions of this project not yet in its \.ctx\/ store \(with a summary stored already: .*adopts them with no model call\)/,
  );
  const json = JSON.parse(
    (await runCtx(["status", "--json"], { env: fresh, cwd: project })).stdout,
  );
  assert.equal(json.background.stored, 2);
  // And so ctx init does.
  const again = await runCtx(["init", "claude-code", "--local"], { env: fresh, cwd: project });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, calls, "no model call");
});

Deno.test("ctx status with a bad CTX_API_URL or CTX_MCP_TEAM_SEARCH shows the problem under Team and goes on, as for a bad backend URL", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (
    const [name, value, problem] of [
      ["CTX_API_URL", "team.example.com", /Invalid CTX_API_URL="…": expected an http\(s\) URL/],
      ["CTX_MCP_TEAM_SEARCH", "maybe", /Invalid CTX_MCP_TEAM_SEARCH="maybe": expected 1, true/],
    ] as const
  ) {
    const env = { ...cliEnv(dir.path), [name]: value };
    const run = await runCtx(["status"], { env, cwd: project });
    assert.equal(run.code, 0, `${name}: ${run.stderr}`);
    const team = run.stdout.slice(run.stdout.indexOf("\nTeam:\n"), run.stdout.indexOf("\nHome:"));
    assert.match(team, new RegExp(`\n {2}server: +unknown — ${problem.source}`), team);
    assert.match(team, new RegExp(`\n {2}hint: +fix or unset ${name}\n?$`), team);
    assert.match(run.stdout, /^MCP clients \(0\):$/m, "the rest of the report is there");
    const json = await runCtx(["status", "--json"], { env, cwd: project });
    assert.equal(json.code, 0, json.stderr);
    const report = JSON.parse(json.stdout);
    assert.match(report.team.error, problem);
    assert.equal(report.team.hint, `fix or unset ${name}`);
  }
});

Deno.test("ctx status marks a project whose folder was moved or deleted '(folder missing)' in its Projects table, as its Stores table does", async () => {
  await using dir = await tempDir();
  const { project } = await shopWithSessions(dir.path, ["sess-1"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI, ...vendor.env() });
  const init = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  const elsewhere = join(dir.path, "elsewhere");
  await Deno.mkdir(elsewhere);

  const here = await runCtx(["status"], { env, cwd: elsewhere });
  assert.match(here.stdout, /\n {2}shop-[0-9a-f]{8} +1 session, 2 insights, last \S+ +\S*shop\n/);
  await Deno.rename(project, join(dir.path, "shop-moved"));
  const gone = await runCtx(["status"], { env, cwd: elsewhere });
  assert.match(
    gone.stdout,
    /\n {2}shop-[0-9a-f]{8} +1 session, 2 insights, last \S+ +\S*shop \(folder missing\)\n/,
  );
  const json = await runCtx(["status", "--json"], { env, cwd: elsewhere });
  const [entry] = JSON.parse(json.stdout).projects;
  assert.deepEqual([entry.root, entry.missing, entry.folders[0].missing], [project, true, true]);
});

Deno.test("ctx status says once that a project's id followed its new git remote", async () => {
  await using dir = await tempDir();
  const { project } = await shopWithSessions(dir.path, ["sess-1"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI, ...vendor.env() });
  const git = (...args: string[]) => new Deno.Command("git", { args, cwd: project }).output();
  await git("init", "-q");
  const init = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  await git("remote", "add", "origin", "https://github.com/acme/shop.git");

  const run = await runCtx(["status"], { env, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr.match(/is now "github\.com-acme-shop"/g)?.length, 1, run.stderr);
  assert.match(run.stdout, /\n {2}memory: +1 session, 2 insights/);
});
