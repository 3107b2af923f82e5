import assert from "node:assert/strict";
import { join, posix, win32 } from "node:path";
import { StoreError } from "../../src/errors.ts";
import { runCommand } from "../../src/process.ts";
import {
  folderId,
  isInsideProject,
  neverProjectReason,
  normalizePath,
  normalizeRemote,
  projectIdProblem,
  resolveProject,
  samePath,
} from "../../src/store/project.ts";
import { projectStore, teamStoreDir, userStoreDir } from "../../src/store/stores.ts";
import { tempDir } from "../_helpers.ts";
import { git, gitInit } from "./_git.ts";
import { commitAll, git as repoGit, put, repoWith } from "../memory/_repo.ts";

Deno.test("isInsideProject() is path-component aware", () => {
  assert.equal(isInsideProject("/w/app", "/w/app"), true);
  assert.equal(isInsideProject("/w/app/sub", "/w/app"), true);
  assert.equal(isInsideProject("/w/app2", "/w/app"), false);
  assert.equal(isInsideProject("/w/app/", "/w/app"), true);
});

Deno.test("isInsideProject() ignores case on Windows, where the file systems do", () => {
  assert.equal(isInsideProject("c:\\proj", "C:\\proj", win32), true);
  assert.equal(isInsideProject("C:\\PROJ\\Sub", "c:\\proj", win32), true);
  assert.equal(isInsideProject("c:/proj/sub/", "C:\\Proj", win32), true, "slashes are separators");
  assert.equal(isInsideProject("C:\\proj2", "c:\\proj", win32), false);
  assert.equal(isInsideProject("D:\\proj", "C:\\proj", win32), false);
  assert.equal(isInsideProject("C:\\Users\\Émile\\app", "c:\\users\\émile", win32), true);
  // One character at a time, as NTFS compares: `ß` is not `ss`.
  assert.equal(isInsideProject("C:\\strasse\\x", "C:\\straße", win32), false);
  assert.equal(isInsideProject("c:\\x", "C:\\", win32), true, "a drive root contains its folders");
  assert.equal(samePath("c:\\Proj\\", "C:\\proj", win32), true);
  assert.equal(samePath("c:\\proj", "c:\\proj2", win32), false);
});

Deno.test("isInsideProject() keeps case on macOS and Linux", () => {
  assert.equal(isInsideProject("/w/App/src", "/w/app", posix), false);
  assert.equal(samePath("/w/App", "/w/app", posix), false);
  assert.equal(samePath("/w/app/", "/w/app", posix), true);
});

Deno.test("normalizePath() drops a trailing separator but keeps a root's", () => {
  assert.equal(normalizePath("/"), "/");
  assert.equal(normalizePath("/w/app/"), "/w/app");
});

Deno.test("neverProjectReason() knows a Windows home folder however it is spelled", () => {
  const home = "C:\\Users\\Me";
  assert.equal(neverProjectReason("c:\\users\\me", home, win32), "your home folder");
  assert.equal(neverProjectReason("c:\\users", home, win32), "a folder above your home folder");
  assert.equal(neverProjectReason("C:\\", home, win32), "the root of the file system");
  assert.equal(neverProjectReason("c:\\users\\me\\app", home, win32), undefined);
});

Deno.test("folderId() gives two folders of the same name two ids: name plus a hash of the path", () => {
  const a = folderId("/home/me/a/app");
  const b = folderId("/home/me/b/app");
  assert.match(a, /^app-[0-9a-f]{8}$/);
  assert.match(b, /^app-[0-9a-f]{8}$/);
  assert.notEqual(a, b);
  assert.equal(folderId("/home/me/a/app/"), a, "a trailing slash is the same folder");
  assert.match(folderId("/home/me/.dotfiles"), /^\.dotfiles-[0-9a-f]{8}$/);
  assert.match(folderId("/srv/My Project!"), /^my-project-[0-9a-f]{8}$/);
  assert.equal(projectIdProblem(folderId("/srv/..hidden")), undefined);
});

Deno.test("resolveProject() names a repository without a remote by its first commit, wherever it is", async () => {
  await using dir = await tempDir("ctx-commit-id-");
  const home = join(dir.path, "home");
  const repo = join(dir.path, "code", "beta");
  await repoWith(repo, { "README.md": "beta\n" }, "2026-10-01T09:00:00Z");
  const first = (await repoGit(repo, ["rev-list", "--max-parents=0", "HEAD"])).trim();
  await put(repo, "b.txt", "more\n");
  await commitAll(repo, "second", "2026-10-02T09:00:00Z");
  const here = await resolveProject(repo, runCommand, home);
  assert.deepEqual([here.id, here.idFrom], [`beta-${first.slice(0, 8)}`, "commit"]);
  const moved = join(dir.path, "work", "beta");
  await Deno.mkdir(join(dir.path, "work"));
  await Deno.rename(repo, moved);
  assert.equal((await resolveProject(moved, runCommand, home)).id, here.id, "moved: the same id");
  // No commit yet: the path's id.
  const fresh = await gitInit(join(dir.path, "code", "fresh"));
  const none = await resolveProject(fresh, runCommand, home);
  assert.deepEqual([none.id, none.idFrom], [folderId(fresh), "path"]);
});

Deno.test("normalizeRemote() never gives an id that walks out of a folder", () => {
  assert.equal(normalizeRemote("git@github.com:Org/Repo.git"), "github.com-org-repo");
  assert.equal(normalizeRemote("https://gitlab.com/a/b/"), "gitlab.com-a-b");
  for (const remote of ["..", ".", "../", "/..", "..\\..", "-", ". .", "./.."]) {
    assert.equal(normalizeRemote(remote), undefined, remote);
  }
  for (const remote of ["../../.claude/commands", "../x", "..//..//etc"]) {
    const id = normalizeRemote(remote);
    assert.ok(id !== undefined && projectIdProblem(id) === undefined, `${remote} → ${id}`);
    assert.ok(!id.startsWith("."), `${remote} → ${id}`);
  }
  const long = normalizeRemote(`https://example.com/${"x".repeat(400)}`)!;
  assert.equal(long.length, 200);
  assert.notEqual(long, normalizeRemote(`https://example.com/${"x".repeat(401)}`));
});

Deno.test("projectIdProblem() accepts store-safe ids only; store paths refuse the others", () => {
  for (const id of ["github.com-org-repo", "app-1a2b3c4d", "A_b.c", "a..b"]) {
    assert.equal(projectIdProblem(id), undefined, id);
  }
  const config = { ctxHome: "/h/ctx" };
  for (const id of ["", ".", "..", "../x", "a/b", "a\\b", "x y", "\u001b]52;c;x\u0007", "é"]) {
    assert.notEqual(projectIdProblem(id), undefined, JSON.stringify(id));
    assert.throws(() => userStoreDir(config, id), StoreError, JSON.stringify(id));
    assert.throws(() => teamStoreDir(config, id), StoreError, JSON.stringify(id));
  }
  assert.throws(
    () => teamStoreDir(config, "../../../../.claude/commands"),
    (e: unknown) =>
      e instanceof StoreError &&
      e.message ===
        'Invalid project id "../../../../.claude/commands" from the team server: only letters, ' +
          "digits, '.', '_' and '-' are allowed",
  );
  assert.throws(
    () => userStoreDir(config, "bad\u001b[2Jid"),
    (e: unknown) => e instanceof StoreError && e.message.includes('"bad?id"'),
    "control characters are never printed",
  );
  assert.throws(() => projectStore(config, { id: "..", root: "/w/app" }, false), StoreError);
  assert.equal(userStoreDir(config, "app-1a2b3c4d"), "/h/ctx/projects/app-1a2b3c4d");
});

Deno.test("neverProjectReason() refuses /, the home folder and the folders above it", () => {
  const home = "/home/me";
  assert.equal(neverProjectReason("/", home), "the root of the file system");
  assert.equal(neverProjectReason("/home/me", home), "your home folder");
  assert.equal(neverProjectReason("/home/me/", home), "your home folder");
  assert.equal(neverProjectReason("/home", home), "a folder above your home folder");
  assert.equal(neverProjectReason("/home/me/work", home), undefined);
  assert.equal(neverProjectReason("/home/meow", home), undefined);
  assert.equal(neverProjectReason("/srv/app", home), undefined);
});

Deno.test("resolveProject() with real git: top level and remote, a remote of '..', a home kept in git", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const repo = join(home, "work", "shop");
  await Deno.mkdir(join(repo, "src"), { recursive: true });
  await gitInit(repo);
  await git(repo, "remote", "add", "origin", "git@github.com:Acme/Shop.git");
  const inRepo = await resolveProject(join(repo, "src"), runCommand, home);
  assert.equal(inRepo.id, "github.com-acme-shop");
  assert.equal(await Deno.realPath(inRepo.root), await Deno.realPath(repo));

  await git(repo, "remote", "set-url", "origin", "..");
  const dots = await resolveProject(repo, runCommand, home);
  assert.equal(dots.id, folderId(dots.root), "a remote of '..' falls back to the path id");
  assert.ok(userStoreDir({ ctxHome: "/c" }, dots.id).startsWith("/c/projects/"));

  // A home folder kept in git (dotfiles) is never the project of a folder inside it.
  await gitInit(home);
  const notes = join(home, "notes");
  await Deno.mkdir(notes);
  const inHome = await resolveProject(notes, runCommand, home);
  assert.equal(inHome.root, notes);
  assert.equal(inHome.id, folderId(notes));
  const homeItself = await resolveProject(home, runCommand, home);
  assert.equal(neverProjectReason(homeItself.root, home), "your home folder");
});

Deno.test({
  name: "neverProjectReason() knows the home folder and / reached through a symbolic link",
  ignore: Deno.build.os === "windows",
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    await Deno.mkdir(join(home, "app"), { recursive: true });
    const link = join(dir.path, "home-link");
    await Deno.symlink(home, link);
    await Deno.symlink("/", join(dir.path, "root-link"));
    // HOME spelled through a link (HOME=/home/me, a link to /data/me), the real path as cwd.
    assert.equal(neverProjectReason(home, link), "your home folder");
    assert.equal(neverProjectReason(dir.path, link), "a folder above your home folder");
    // A link to the home folder, or to /, as the project (an editor's root, --project).
    assert.equal(neverProjectReason(link, home), "your home folder");
    assert.equal(
      neverProjectReason(join(dir.path, "root-link"), home),
      "the root of the file system",
    );
    assert.equal(neverProjectReason(join(link, "app"), home), undefined);
  },
});
