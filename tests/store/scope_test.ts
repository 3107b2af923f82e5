import assert from "node:assert/strict";
import { join } from "node:path";
import { projectScope } from "../../src/store/scope.ts";
import { tempDir } from "../_helpers.ts";
import { gitInit } from "./_git.ts";

Deno.test("projectScope() gives a session to the innermost repository between its cwd and the project", async () => {
  await using dir = await tempDir();
  const parent = join(dir.path, "work"); // not a repository
  const api = await gitInit(join(parent, "api"));
  const web = await gitInit(join(parent, "web"));
  const lib = await gitInit(join(web, "vendor", "lib")); // a repository inside a repository
  await Deno.mkdir(join(parent, "notes", "2026"), { recursive: true });
  await Deno.mkdir(join(api, "src"), { recursive: true });

  const scope = projectScope(parent);
  assert.equal(scope.innerProject(parent), undefined);
  assert.equal(scope.innerProject(join(parent, "notes", "2026")), undefined);
  assert.equal(scope.innerProject(api), api);
  assert.equal(scope.innerProject(join(api, "src")), api);
  assert.equal(scope.innerProject(join(web, "vendor")), web);
  assert.equal(scope.innerProject(join(lib, "src")), lib, "the innermost one");
  assert.equal(scope.innerProject(join(api, "deleted", "since")), api, "a folder gone since");
  assert.equal(scope.innerProject(join(dir.path, "elsewhere")), undefined, "outside: not asked");

  // From inside the outer repository, its own folders are its; a nested repository is not.
  const inWeb = projectScope(web);
  assert.equal(inWeb.innerProject(join(web, "vendor")), undefined);
  assert.equal(inWeb.innerProject(lib), lib);

  // A worktree or submodule has a `.git` file, not a folder: still a repository of its own.
  const sub = join(web, "modules", "sub");
  await Deno.mkdir(sub, { recursive: true });
  await Deno.writeTextFile(join(sub, ".git"), "gitdir: ../../.git/modules/sub\n");
  assert.equal(inWeb.innerProject(join(sub, "x")), sub);
});

Deno.test("projectScope() looks each folder up once per run (cached)", async () => {
  await using dir = await tempDir();
  const parent = join(dir.path, "work");
  const api = await gitInit(join(parent, "api"));
  const scope = projectScope(parent);
  assert.equal(scope.innerProject(join(api, "src")), api);
  // Removing the repository does not change an answer already given in this run.
  await Deno.remove(join(api, ".git"), { recursive: true });
  assert.equal(scope.innerProject(join(api, "src")), api);
  assert.equal(projectScope(parent).innerProject(join(api, "src")), undefined, "a new run sees it");
});
