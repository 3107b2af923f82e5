/**
 * `openProject()`: what a project is, decided once for every door — the folder, its git top
 * level and id, its store, what is never a project (also through a link), the registry, and an
 * id that changed when a git remote was added later.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { CtxError } from "../../src/errors.ts";
import { exists } from "../../src/fsutil.ts";
import { runCommand } from "../../src/process.ts";
import { readStore } from "../../src/store/files.ts";
import { knownStores } from "../../src/store/index.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import {
  checkProjectFolder,
  lookAtProject,
  openProject,
  type Project,
  type ProjectFrom,
} from "../../src/store/mod.ts";
import { folderId } from "../../src/store/project.ts";
import { ledgerPath, openLedgerDb } from "../../src/store/stores.ts";
import { summaryDoc } from "../mcp/_fixtures.ts";
import { tempDir } from "../_helpers.ts";
import { git, gitInit } from "./_git.ts";

/** A temp HOME and CTX_HOME, and the deps `openProject` takes. */
async function setup() {
  const dir = await tempDir("ctx-open-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  await Deno.mkdir(home, { recursive: true });
  const deps = {
    config: { ctxHome, home },
    cwd: home,
    run: runCommand,
    now: () => new Date("2025-01-15T12:00:00Z"),
    host: Deno.hostname(),
    pid: Deno.pid,
  };
  return { dir, home, ctxHome, deps };
}

/** The error `fn` rejects with, as code, message and hint. */
async function refusal(fn: () => Promise<unknown>) {
  const error = await fn().then(() => undefined, (e) => e);
  assert.ok(error instanceof CtxError, String(error));
  return { code: error.code, message: error.message, hint: error.hint };
}

Deno.test("openProject() takes the git top level and its remote's id, and .ctx/ when it exists", async () => {
  const s = await setup();
  await using _ = s.dir;
  const repo = await gitInit(join(s.home, "work", "shop"));
  await git(repo, "remote", "add", "origin", "git@github.com:Acme/Shop.git");
  await Deno.mkdir(join(repo, "src"), { recursive: true });
  const perUser = join(s.ctxHome, "projects", "github.com-acme-shop");
  const opened = await openProject(s.deps, "work/shop/src", { from: "--project" });
  assert.deepEqual(
    [opened.id, opened.root, opened.name, opened.local, opened.storeDir, opened.shared],
    ["github.com-acme-shop", repo, "shop", false, perUser, true],
  );
  assert.equal(opened.otherStoreDir, join(repo, ".ctx"));
  await Deno.mkdir(join(repo, ".ctx"));
  const local = await openProject(s.deps, repo, { from: "cwd" });
  assert.deepEqual([local.local, local.storeDir, local.otherStoreDir], [
    true,
    join(repo, ".ctx"),
    perUser,
  ]);
  const chosen = await openProject(s.deps, repo, { from: "cwd", local: false });
  assert.deepEqual([chosen.local, chosen.storeDir], [false, perUser], "--local not given");
  // Without a remote: the folder's name and a hash of its path, shared with nobody.
  const notes = join(s.home, "notes");
  await Deno.mkdir(notes);
  const plain = await openProject(s.deps, notes, { from: "cwd" });
  assert.deepEqual([plain.id, plain.root, plain.shared], [folderId(notes), notes, false]);
});

Deno.test("openProject() refuses what is not a folder and what is never a project, in the words of its door", async () => {
  const s = await setup();
  await using _ = s.dir;
  const open = (path: string, from: ProjectFrom) => () => openProject(s.deps, path, { from });
  const commands = "run ctx inside a project folder, or pass the project's folder with --project";
  assert.deepEqual(await refusal(open("nope", "--project")), {
    code: "config.invalid",
    message: 'Cannot use --project "nope": not a directory',
    hint: "pass the project folder",
  });
  assert.deepEqual(await refusal(open(s.home, "cwd")), {
    code: "project.none",
    message: `No project: "${s.home}" is your home folder, not a project`,
    hint: commands,
  });
  assert.deepEqual(await refusal(open("/", "--project")), {
    code: "project.none",
    message: 'No project: "/" is the root of the file system, not a project',
    hint: commands,
  });
  // The home folder reached through a link is still the home folder.
  const link = join(s.dir.path, "link-to-home");
  await Deno.symlink(s.home, link);
  assert.equal(
    (await refusal(open(link, "--project"))).message,
    `No project: "${link}" is your home folder, not a project`,
  );
  const tool = "pass project_path: the absolute path of the project folder";
  assert.deepEqual(await refusal(open(s.home, "client root")), {
    code: "project.none",
    message:
      `No project: the client's workspace root "${s.home}" is your home folder, not a project`,
    hint: tool,
  });
  assert.deepEqual(await refusal(open(join(s.home, "gone"), "project_path")), {
    code: "config.invalid",
    message: `Cannot use project_path "${join(s.home, "gone")}": not a directory`,
    hint: "pass the absolute path of the project folder, or omit project_path",
  });
  assert.deepEqual(await refusal(open(s.home, "session")), {
    code: "project.none",
    message: `Cannot distill the session: "${s.home}" is not a project: it is your home folder`,
    hint: "start the assistant in a project folder",
  });
  // The folder an editor recorded must be here too, unless the user takes it from elsewhere
  // (never for a .ctx/ to be written).
  const elsewhere = join(s.dir.path, "other-machine", "app");
  const gone = {
    code: "config.invalid",
    message: `"${elsewhere}" is not on this machine`,
    hint: "put the project back in that folder to distill its chats here",
  };
  assert.deepEqual(await refusal(open(elsewhere, "workspace")), gone);
  const far = await openProject(s.deps, elsewhere, { from: "workspace", elsewhere: true });
  assert.deepEqual([far.root, far.local, far.id], [elsewhere, false, folderId(elsewhere)]);
  assert.deepEqual(
    await refusal(() =>
      openProject(s.deps, elsewhere, { from: "workspace", elsewhere: true, local: true })
    ),
    gone,
  );
  // The same rule without running git (the session-end hook answers with it at once).
  assert.throws(
    () => checkProjectFolder(s.deps, s.home, { from: "session" }),
    /Cannot distill the session: ".*" is not a project: it is your home folder/,
  );
  await Deno.mkdir(join(s.home, "app"));
  assert.equal(checkProjectFolder(s.deps, "app/", { from: "cwd" }), join(s.home, "app"));
});

Deno.test("lookAtProject() says what a folder that is no project is, and records nothing", async () => {
  const s = await setup();
  await using _ = s.dir;
  const looked = await lookAtProject(s.deps, s.home, { from: "cwd" });
  assert.ok("noProject" in looked);
  assert.deepEqual([looked.noProject, looked.root, looked.local, looked.hint], [
    "your home folder",
    s.home,
    false,
    "run ctx inside a project folder, or pass the project's folder with --project",
  ]);
  assert.equal(looked.message, `No project: "${s.home}" is your home folder, not a project`);
  assert.equal(await exists(s.ctxHome), false);
});

Deno.test("openProject() records a committed .ctx/ in the registry; a dry run records nothing", async () => {
  const s = await setup();
  await using _ = s.dir;
  const app = join(s.home, "app");
  await Deno.mkdir(join(app, ".ctx"), { recursive: true });
  const dry = await openProject(s.deps, app, { from: "cwd", dryRun: true });
  assert.deepEqual([dry.local, dry.dryRun], [true, true]);
  assert.equal(await exists(ledgerPath(s.deps.config)), false, "a dry run writes no ledger");
  await openProject(s.deps, app, { from: "cwd" });
  const stores = (await knownStores(s.deps.config)).map((
    e,
  ) => [e.dir, e.kind, e.projectId, e.root]);
  assert.deepEqual(stores, [[join(app, ".ctx"), "local", folderId(app), app]]);
});

Deno.test("openProject() tells a session of this project from one outside it or in a repository inside it", async () => {
  const s = await setup();
  await using _ = s.dir;
  const work = join(s.home, "work");
  const lib = await gitInit(join(work, "lib"));
  const project = await openProject(s.deps, work, { from: "cwd" });
  assert.deepEqual(project.scope(join(work, "notes")), { of: "this" });
  assert.deepEqual(project.scope(work), { of: "this" });
  assert.deepEqual(project.scope(join(lib, "src")), { of: "inner", root: lib });
  assert.deepEqual(project.scope(join(s.home, "elsewhere")), { of: "outside" });
});

/** Distill `ids` into the project's store as a run would: one summary each, the ledger `ok`. */
async function distilled(project: Project, ids: string[], empty: string[] = []): Promise<void> {
  const store = await project.openRun();
  try {
    for (const id of [...ids, ...empty]) {
      const session = {
        source: "claude-code",
        sessionId: id,
        location: `/h/${id}.jsonl`,
        fingerprint: "1:1",
        contentHash: `sha256:${id}`,
      };
      if (empty.includes(id)) {
        store.settle(session, { status: "empty" });
        continue;
      }
      const insight = { title: `Fix of ${id}`, summary: `What ${id} taught us.` };
      await store.write(
        await summaryDoc(id, [insight], { project: project.id, cwd: project.root }),
      );
      store.settle(session, { status: "ok", insights: 1 });
    }
    await store.register();
  } finally {
    store.close();
  }
}

/** What the project's store knows of `ids` now: unchanged ones need no model call. */
async function unchanged(project: Project, ids: string[]): Promise<boolean[]> {
  const store = await project.openRun({ dryRun: true });
  try {
    const standings = await store.plan(ids.map((id) => ({
      source: "claude-code",
      sessionId: id,
      location: `/h/${id}.jsonl`,
      fingerprint: "1:1",
    })));
    return standings.map((s) => s.unchanged);
  } finally {
    store.close();
  }
}

Deno.test("A git remote added later: the per-user store and its ledger follow the new id, with no model call", async () => {
  const s = await setup();
  await using _ = s.dir;
  const app = await gitInit(join(s.home, "app"));
  const before = await openProject(s.deps, app, { from: "cwd" });
  assert.equal(before.id, folderId(app));
  await distilled(before, ["s1", "s2"], ["s3"]);
  assert.deepEqual(await unchanged(before, ["s1", "s2", "s3"]), [true, true, true]);

  await git(app, "remote", "add", "origin", "https://github.com/acme/app.git");
  const after = await openProject(s.deps, app, { from: "cwd" });
  const newStore = join(s.ctxHome, "projects", "github.com-acme-app");
  assert.deepEqual([after.id, after.storeDir], ["github.com-acme-app", newStore]);
  assert.deepEqual(after.warnings, [
    `The id of project "${app}" is now "github.com-acme-app" (it was "${folderId(app)}": its ` +
    `git remote changed): moved 2 summaries and 3 ledger entries from ` +
    `"${before.storeDir}" to "${newStore}", with no model call`,
  ]);
  assert.deepEqual(await unchanged(after, ["s1", "s2", "s3"]), [true, true, true]);
  const moved = await readStore(newStore);
  assert.deepEqual(moved.summaries.map((m) => m.doc.sessionId).sort(), ["s1", "s2"]);
  assert.equal(await exists(before.storeDir), false, "the emptied old store is gone");
  const stores = (await knownStores(s.deps.config)).map((e) => [e.dir, e.projectId]);
  assert.deepEqual(stores, [[newStore, "github.com-acme-app"]]);
  // Said once: the next opening has nothing to follow.
  assert.deepEqual((await openProject(s.deps, app, { from: "cwd" })).warnings, []);
});

Deno.test("A git remote added later: a .ctx/ store keeps its files, its ledger rows take the new id", async () => {
  const s = await setup();
  await using _ = s.dir;
  const app = await gitInit(join(s.home, "app"));
  await Deno.mkdir(join(app, ".ctx"));
  const before = await openProject(s.deps, app, { from: "cwd" });
  await distilled(before, ["s1"]);
  await git(app, "remote", "add", "origin", "git@github.com:acme/app.git");
  const after = await openProject(s.deps, app, { from: "cwd" });
  assert.deepEqual([after.id, after.storeDir], ["github.com-acme-app", join(app, ".ctx")]);
  assert.equal(after.warnings.length, 1);
  assert.match(after.warnings[0]!, /its store ".*\.ctx" follows it, with no model call$/);
  assert.deepEqual(await unchanged(after, ["s1"]), [true]);
  const db = openLedgerDb(s.deps.config);
  try {
    const entry = new Ledger(db, "t").get(ledgerKey("claude-code", "s1", join(app, ".ctx")));
    assert.equal(entry?.projectId, "github.com-acme-app");
  } finally {
    db.close();
  }
  const stores = (await knownStores(s.deps.config)).map((e) => [e.kind, e.projectId]);
  assert.deepEqual(stores, [["local", "github.com-acme-app"]]);
});

Deno.test("A remote moved elsewhere: only this folder's summaries leave a store its clones share", async () => {
  const s = await setup();
  await using _ = s.dir;
  const [a, b] = [join(s.home, "a", "app"), join(s.home, "b", "app")];
  for (const clone of [a, b]) {
    await gitInit(clone);
    await git(clone, "remote", "add", "origin", "https://github.com/acme/app.git");
  }
  await distilled(await openProject(s.deps, b, { from: "cwd" }), ["b1"]);
  const before = await openProject(s.deps, a, { from: "cwd" });
  await distilled(before, ["a1"]);
  await git(a, "remote", "set-url", "origin", "https://github.com/acme/app-v2.git");
  const after = await openProject(s.deps, a, { from: "cwd" });
  assert.equal(after.id, "github.com-acme-app-v2");
  assert.match(
    after.warnings[0] ?? "",
    /moved 1 summary and 1 ledger entry .* \(1 summary of other folders stay there\)/,
  );
  assert.deepEqual((await readStore(after.storeDir)).summaries.map((m) => m.doc.sessionId), [
    "a1",
  ]);
  assert.deepEqual((await readStore(before.storeDir)).summaries.map((m) => m.doc.sessionId), [
    "b1",
  ]);
  assert.deepEqual(await unchanged(after, ["a1"]), [true]);
});

Deno.test("A git remote added later, but the new per-user store is a link: nothing moves, and ctx says why", async () => {
  const s = await setup();
  await using _ = s.dir;
  const app = await gitInit(join(s.home, "app"));
  const before = await openProject(s.deps, app, { from: "cwd" });
  await distilled(before, ["s1"]);
  const elsewhere = join(s.dir.path, "elsewhere");
  await Deno.mkdir(elsewhere);
  await Deno.symlink(elsewhere, join(s.ctxHome, "projects", "github.com-acme-app"));
  await git(app, "remote", "add", "origin", "https://github.com/acme/app.git");
  const after = await openProject(s.deps, app, { from: "cwd" });
  assert.equal(after.warnings.length, 1);
  assert.match(
    after.warnings[0]!,
    /^Cannot move the summaries of ".*" from ".*" to ".*": .*symbolic link/,
  );
  assert.deepEqual((await readStore(before.storeDir)).summaries.map((m) => m.doc.sessionId), [
    "s1",
  ]);
  assert.deepEqual([...Deno.readDirSync(elsewhere)], [], "nothing written through the link");
  assert.deepEqual(await unchanged(before, ["s1"]), [true], "the ledger did not move either");
});
