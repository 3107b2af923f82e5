/**
 * Stores are never written through a symbolic link, never read through one, and the per-user
 * stores are private (folders 0700, files 0600), fixed when found looser.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { StoreError } from "../../src/errors.ts";
import { listSummaryFiles, readStore, writeSummary } from "../../src/store/files.ts";
import { openDatabase } from "../../src/store/db.ts";
import { checkStoreDir, tightenPrivateStore } from "../../src/store/guard.ts";
import { openIndex } from "../../src/store/index.ts";
import { openLedgerDb, registerStore } from "../../src/store/stores.ts";
import { openTeamStore } from "../../src/store/team.ts";
import { summaryDoc } from "../mcp/_fixtures.ts";
import { cliEnv, fileMode as mode, NO_CLI, runCtx, tempDir, writeFile } from "../_helpers.ts";
import { shopWithSessions } from "../fixtures/claude_sessions.ts";

const posix = Deno.build.os !== "windows";

function doc(sessionId = "s1") {
  return summaryDoc(sessionId, [{ title: "Retry on SQLITE_BUSY", summary: "It works." }]);
}

/** A per-user store `<root>/ctx-home/projects/<id>`, and the folders that make it private. */
function perUserStore(root: string, id: string) {
  const ctxHome = join(root, "ctx-home");
  const store = join(ctxHome, "projects", id);
  return { ctxHome, store, folders: [ctxHome, join(ctxHome, "projects"), store] };
}

async function assertModes(paths: string[], expected: number): Promise<void> {
  for (const path of paths) assert.equal(await mode(path), expected, path);
}

Deno.test({
  name: "writeSummary() refuses a store folder that is a symbolic link and writes nothing there",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const commands = join(dir.path, "home", ".claude", "commands");
    await Deno.mkdir(commands, { recursive: true });
    const project = join(dir.path, "app");
    await Deno.mkdir(project);
    await Deno.symlink(commands, join(project, ".ctx"));
    const error = await writeSummary(join(project, ".ctx"), doc()).catch((e) => e);
    assert.ok(error instanceof StoreError);
    assert.equal(
      error.message,
      `Cannot write to "${join(project, ".ctx")}": it is a symbolic link`,
    );
    assert.match(error.hint ?? "", /never writes through a symbolic link in a store/);
    assert.deepEqual([...Deno.readDirSync(commands)], [], "nothing written into the target");
  },
});

Deno.test({
  name: "writeSummary() refuses a summary file that is a symbolic link: its target is not copied",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const secret = join(dir.path, "id_rsa");
    await writeFile(secret, "PRIVATE KEY MATERIAL\n");
    const store = join(dir.path, "app", ".ctx");
    await Deno.mkdir(store, { recursive: true });
    const link = join(store, "claude-code_s1.md");
    await Deno.symlink(secret, link);
    const error = await writeSummary(store, doc()).catch((e) => e);
    assert.ok(error instanceof StoreError);
    assert.equal(error.message, `Cannot write to "${link}": it is a symbolic link`);
    assert.equal(await Deno.readTextFile(secret), "PRIVATE KEY MATERIAL\n");
    assert.ok((await Deno.lstat(link)).isSymlink, "the link is left as it was");
    const names = [...Deno.readDirSync(store)].map((e) => e.name);
    assert.deepEqual(names, ["claude-code_s1.md"], "no copy of the target was written");
  },
});

Deno.test({
  name: "writeSummary() with privateFrom makes a per-user store 0700 and its files 0600",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const { ctxHome, store, folders } = perUserStore(dir.path, "app-1a2b3c4d");
    const path = await writeSummary(store, doc(), { privateFrom: ctxHome });
    await assertModes(folders, 0o700);
    assert.equal(await mode(path), 0o600);
    // A project's own .ctx/ is meant to be committed: usual modes.
    const local = join(dir.path, "app", ".ctx");
    const committed = await writeSummary(local, doc());
    assert.equal(await mode(committed), 0o644);
    assert.equal(await mode(local), 0o755);

    // A folder below $CTX_HOME that is a link is refused too.
    const elsewhere = join(dir.path, "elsewhere");
    await Deno.mkdir(elsewhere);
    await Deno.symlink(elsewhere, join(ctxHome, "team"));
    const team = join(ctxHome, "team", "app-1a2b3c4d");
    assert.throws(
      () => checkStoreDir(team, { privateFrom: ctxHome }),
      (e: unknown) =>
        e instanceof StoreError &&
        e.message === `Cannot write to "${join(ctxHome, "team")}": it is a symbolic link`,
    );
    assert.deepEqual([...Deno.readDirSync(elsewhere)], []);
  },
});

Deno.test({
  name: "tightenPrivateStore() fixes a per-user store an older ctx left 0755/0644",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const { ctxHome, store, folders } = perUserStore(dir.path, "app");
    const file = join(store, "claude-code_s1.md");
    await writeFile(file, "---\n");
    for (const folder of folders) await Deno.chmod(folder, 0o755);
    await Deno.chmod(file, 0o644);
    const outside = join(dir.path, "outside.md");
    await writeFile(outside, "x");
    await Deno.chmod(outside, 0o644);
    await Deno.symlink(outside, join(store, "link.md"));
    await tightenPrivateStore(store, ctxHome);
    await assertModes(folders, 0o700);
    assert.equal(await mode(file), 0o600);
    assert.equal(await mode(outside), 0o644, "a link's target is never touched");
  },
});

Deno.test({
  name: "listSummaryFiles() never follows a link: a linked store is refused, a linked file skipped",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const target = join(dir.path, "secrets");
    await writeFile(join(target, "notes.md"), "---\nsecret\n");
    const store = join(dir.path, "app", ".ctx");
    await Deno.mkdir(store, { recursive: true });
    await writeSummary(store, doc());
    await Deno.symlink(join(target, "notes.md"), join(store, "claude-code_linked.md"));
    const files = await listSummaryFiles(store);
    assert.deepEqual(files.map((f) => f.path), [join(store, "claude-code_s1.md")]);
    assert.equal((await readStore(store)).summaries.length, 1);

    const linked = join(dir.path, "other", ".ctx");
    await Deno.mkdir(join(dir.path, "other"));
    await Deno.symlink(target, linked);
    await assert.rejects(
      () => listSummaryFiles(linked),
      (e: unknown) =>
        e instanceof StoreError &&
        e.message === `Cannot read the store "${linked}": it is a symbolic link`,
    );
  },
});

Deno.test({
  name:
    "ledger.sqlite and index.sqlite (and -wal/-shm) are 0600 in a 0700 $CTX_HOME, fixed when looser",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const ctxHome = join(dir.path, "ctx-home");
    openLedgerDb({ ctxHome }).close();
    const index = openIndex({ ctxHome });
    await index.sync();
    index.close();
    assert.equal(await mode(ctxHome), 0o700);
    const databases = [join(ctxHome, "ledger.sqlite"), join(ctxHome, "index.sqlite")];
    await assertModes(databases, 0o600);

    // What an older ctx left: everything readable by others.
    await Deno.chmod(ctxHome, 0o755);
    for (const path of databases) await Deno.chmod(path, 0o644);
    const db = openLedgerDb({ ctxHome });
    db.exec("CREATE TABLE IF NOT EXISTS t (x)");
    db.exec("INSERT INTO t VALUES (1)");
    assert.equal(await mode(ctxHome), 0o700);
    const wal = ["ledger.sqlite", "ledger.sqlite-wal", "ledger.sqlite-shm"];
    await assertModes(wal.map((name) => join(ctxHome, name)), 0o600);
    db.close();
    openIndex({ ctxHome }).close();
    assert.equal(await mode(join(ctxHome, "index.sqlite")), 0o600);

    // Other databases (e.g. a project's own) keep the usual modes.
    const other = join(dir.path, "plain.sqlite");
    openDatabase(other).close();
    assert.equal(await mode(other), 0o644);
  },
});

Deno.test({
  name: "a team store refuses a team folder that is a symbolic link and deletes nothing",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const ctxHome = join(dir.path, "ctx-home");
    const commands = join(dir.path, "home", ".claude", "commands");
    await writeFile(join(commands, "team_mine.md"), "my slash command\n");
    await Deno.mkdir(join(ctxHome, "team"), { recursive: true });
    const teamDir = join(ctxHome, "team", "app");
    const deps = { config: { ctxHome }, now: () => new Date(0), host: "h", pid: 1 };
    // Opened before the link is planted: every write looks again.
    using store = openTeamStore(deps, "app");
    const origin = { server: "http://127.0.0.1:1", teamId: "tm_1", keyTag: "k" };
    await store.startOver(origin);
    await Deno.symlink(commands, teamDir);
    const insight = {
      id: "ti_1",
      type: "note" as const,
      title: "Hello",
      summary: "World",
      tags: [],
    };
    const pages = [
      { cursor: "e.1", puts: [{ poster: "ana", insight }], removals: [] },
      { cursor: "e.1", puts: [], removals: ["ti_1"] },
    ];
    for (const page of pages) {
      await assert.rejects(
        () => store.applyPage(page),
        (e: unknown) => e instanceof StoreError && /is a symbolic link/.test(e.message),
      );
    }
    await assert.rejects(
      () => store.startOver(origin),
      (e: unknown) => e instanceof StoreError && /is a symbolic link/.test(e.message),
    );
    assert.throws(
      () => openTeamStore(deps, "app"),
      (e: unknown) => e instanceof StoreError && /is a symbolic link/.test(e.message),
    );
    assert.deepEqual([...Deno.readDirSync(commands)].map((e) => e.name), ["team_mine.md"]);
  },
});

Deno.test({
  name: "the index never reads through a link: a linked .ctx or a linked $CTX_HOME/projects",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const ctxHome = join(dir.path, "ctx-home");
    const elsewhere = join(dir.path, "elsewhere");
    await writeSummary(join(elsewhere, "p1"), doc("far"));
    await Deno.mkdir(ctxHome, { recursive: true });
    await Deno.symlink(elsewhere, join(ctxHome, "projects"));
    const linkedCtx = join(dir.path, "app", ".ctx");
    await Deno.mkdir(join(dir.path, "app"));
    await Deno.symlink(join(elsewhere, "p1"), linkedCtx);
    const db = openLedgerDb({ ctxHome });
    registerStore(db, {
      dir: linkedCtx,
      kind: "local",
      projectId: "app",
      root: join(dir.path, "app"),
      lastSeen: "2026-01-01T00:00:00.000Z",
    });
    registerStore(db, {
      dir: join(ctxHome, "projects", "p1"),
      kind: "user",
      projectId: "p1",
      root: "",
      lastSeen: "2026-01-01T00:00:00.000Z",
    });
    db.close();
    using index = openIndex({ ctxHome });
    const report = await index.sync();
    assert.equal(index.stats().insights, 0, "nothing behind a link is indexed");
    assert.ok(
      report.warnings.some((w) => w.includes(`Cannot read the store "${linkedCtx}"`)),
      report.warnings.join("\n"),
    );
    assert.ok(
      report.warnings.some((w) => w.includes(`"${join(ctxHome, "projects")}" is a symbolic link`)),
      report.warnings.join("\n"),
    );
  },
});

Deno.test({
  name:
    "ledger.sqlite, index.sqlite or their -wal that is a symbolic link is refused: nothing is written through it",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const ctxHome = join(dir.path, "ctx-home");
    const elsewhere = join(dir.path, "elsewhere.sqlite");
    for (const name of ["index.sqlite", "index.sqlite-wal", "ledger.sqlite"]) {
      await Deno.remove(ctxHome, { recursive: true }).catch(() => {});
      await Deno.mkdir(ctxHome, { recursive: true });
      await Deno.writeTextFile(elsewhere, "");
      await Deno.chmod(elsewhere, 0o644);
      await Deno.symlink(elsewhere, join(ctxHome, name));
      const open = () =>
        name.startsWith("ledger") ? openLedgerDb({ ctxHome }) : openIndex({ ctxHome }).sync();
      await assert.rejects(async () => await open(), (error: unknown) => {
        assert.ok(error instanceof StoreError, String(error));
        assert.equal(
          error.message,
          `Cannot write to "${join(ctxHome, name)}": it is a symbolic link`,
        );
        return true;
      });
      // Every insight and project path would have gone there, readable by everyone (0644).
      assert.equal(await Deno.readTextFile(elsewhere), "", name);
    }
  },
});

/** A project with one Claude Code session, and the environment of `ctx` run there (no backend). */
async function shopWithCtxHome(
  root: string,
): Promise<{ project: string; env: ReturnType<typeof cliEnv> }> {
  const { project } = await shopWithSessions(root, ["s-1"]);
  return { project, env: cliEnv(root, { CTX_CLI_BACKEND: NO_CLI }) };
}

Deno.test("a CTX_HOME that is a file: ctx init names it and what to do, exit 5, no stack trace", async () => {
  await using dir = await tempDir();
  const { project, env } = await shopWithCtxHome(dir.path);
  const ctxHome = env.CTX_HOME;
  await Deno.writeTextFile(ctxHome, "not a folder\n");
  const run = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(run.code, 5, run.stderr);
  assert.doesNotMatch(run.stderr, /bug in ctx|\n\s+at /);
  assert.match(run.stderr, new RegExp(`^error: Cannot write to "${ctxHome}/projects/`, "m"));
  assert.match(run.stderr, /^hint: .*CTX_HOME/m);
  assert.equal(await Deno.readTextFile(ctxHome), "not a folder\n");
  // ctx status and ctx search say the same, not "delete the file" of a missing index.
  for (const args of [["status"], ["search", "anything"]]) {
    const other = await runCtx(args, { env, cwd: project });
    assert.equal(other.code, 5, other.stderr);
    assert.match(other.stderr, /^hint: CTX_HOME \(or a folder above it\) is a file/m, args[0]);
    assert.doesNotMatch(other.stderr, /delete the file/);
  }
});

Deno.test("a CTX_HOME that is a link to a missing folder: every command says so, no stack trace", async () => {
  await using dir = await tempDir();
  const { project, env } = await shopWithCtxHome(dir.path);
  // A dotfiles manager's link, made before the folder it points to.
  const ctxHome = env.CTX_HOME;
  await Deno.symlink(join(dir.path, "synced", "ctx"), ctxHome);
  const runs = [
    ["init", "claude-code"],
    ["status"],
    ["search", "anything"],
    ["install", "--setup", "--backend", "skip"],
  ];
  for (const args of runs) {
    const run = await runCtx(args, { env, cwd: project });
    assert.equal(run.code, 5, `${args[0]}: ${run.stderr}`);
    assert.doesNotMatch(run.stderr, /bug in ctx|\n\s+at |delete the file|is a file/, args[0]);
    assert.ok(
      run.stderr.includes(`"${ctxHome}" is a symbolic link to a folder that does not exist`),
      `${args[0]}: ${run.stderr}`,
    );
    assert.match(run.stderr, /^hint: create the folder it points to/m, args[0]);
  }
});
