/**
 * A repository's first commit, remembered (d-cache16): the id of a project without a remote is
 * the same with the memory as without it, whatever the memory holds, and the history is walked
 * only when the memory cannot answer.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type CommandRunner, runCommand } from "../../src/process.ts";
import { resolveProject } from "../../src/store/project.ts";
import { rootsPath } from "../../src/store/_roots.ts";
import { tempDir } from "../_helpers.ts";
import { exists } from "../../src/fsutil.ts";
import { commitAll, git, put, repoWith } from "../memory/_repo.ts";

/** `runCommand`, counting the walks of the whole history. */
function counting(): { run: CommandRunner; walks: () => number } {
  let walks = 0;
  const run: CommandRunner = (command, args, options) => {
    if (args.slice(2).join(" ") === "rev-list --max-parents=0 HEAD") walks++;
    return runCommand(command, args, options);
  };
  return { run, walks: () => walks };
}

async function idOf(dir: string, home: string, roots?: string, run = runCommand) {
  return (await resolveProject(dir, run, home, roots)).id;
}

Deno.test("a remembered first commit: the same id, walked once, after commits, moves and merges", async () => {
  await using dir = await tempDir("ctx-roots-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctxhome");
  const roots = rootsPath(ctxHome);
  const repo = join(dir.path, "code", "alpha");
  await repoWith(repo, { "a.txt": "a\n" }, "2026-10-01T09:00:00Z");
  const before = await idOf(repo, home);
  const { run, walks } = counting();
  assert.equal(await idOf(repo, home, roots, run), before);
  assert.equal(await exists(ctxHome), false, "ctx's home is never made just to remember");
  assert.equal(walks(), 1);
  await Deno.mkdir(ctxHome);
  assert.equal(await idOf(repo, home, roots, run), before, "first open: the id of today");
  assert.equal(walks(), 2);
  assert.equal(await idOf(repo, home, roots, run), before);
  await put(repo, "b.txt", "b\n");
  await commitAll(repo, "second", "2026-10-02T09:00:00Z");
  assert.equal(await idOf(repo, home, roots, run), before, "a commit since: the same id");
  const moved = join(dir.path, "work", "alpha");
  await Deno.mkdir(join(dir.path, "work"));
  await Deno.rename(repo, moved);
  assert.equal(await idOf(moved, home, roots, run), before, "moved: the same id");
  assert.equal(walks(), 2, "the history was walked once since the home exists");
  // An unrelated history merged in: its root counts (the smallest root names the project).
  const other = join(dir.path, "code", "other");
  await repoWith(other, { "o.txt": "o\n" }, "2026-09-01T09:00:00Z");
  await git(moved, ["fetch", "-q", other, "main:other"]);
  await git(moved, ["merge", "-q", "--allow-unrelated-histories", "-m", "m", "other"]);
  assert.equal(await idOf(moved, home, roots, run), await idOf(moved, home), "after the merge");
  assert.equal(walks(), 2, "the merged roots came from the commits since, not a walk");
});

Deno.test("a remembered first commit: a history rewritten so its root changes is walked again", async () => {
  await using dir = await tempDir("ctx-roots-");
  const home = join(dir.path, "home");
  const roots = rootsPath(join(dir.path, "ctxhome"));
  await Deno.mkdir(join(dir.path, "ctxhome"));
  const repo = join(dir.path, "beta");
  await repoWith(repo, { "a.txt": "a\n" }, "2026-10-01T09:00:00Z");
  let before = await idOf(repo, home, roots);
  // Rewritten, several times: the same files committed anew on an orphan branch that replaces
  // main (the old root stays in the object store, parentless: only its history is gone).
  for (const day of ["01", "02", "03", "04"]) {
    await git(repo, ["checkout", "-q", "--orphan", "fresh"]);
    await git(repo, ["commit", "-qm", "anew"], `2026-11-${day}T09:00:00Z`);
    await git(repo, ["branch", "-q", "-M", "main"]);
    const rewritten = await idOf(repo, home);
    assert.notEqual(rewritten, before, "the root changed");
    assert.equal(await idOf(repo, home, roots), rewritten, day);
    before = rewritten;
  }
});

Deno.test("a remembered first commit that is garbage or points elsewhere is not believed", async () => {
  await using dir = await tempDir("ctx-roots-");
  const home = join(dir.path, "home");
  const roots = rootsPath(join(dir.path, "ctxhome"));
  await Deno.mkdir(join(dir.path, "ctxhome"));
  const repo = join(dir.path, "gamma");
  await repoWith(repo, { "a.txt": "a\n" }, "2026-10-01T09:00:00Z");
  await put(repo, "b.txt", "b\n");
  await commitAll(repo, "second", "2026-10-02T09:00:00Z");
  const head = (await git(repo, ["rev-parse", "HEAD"])).trim();
  const elsewhere = join(dir.path, "delta");
  await repoWith(elsewhere, { "d.txt": "d\n" }, "2026-08-01T09:00:00Z");
  const foreign = (await git(elsewhere, ["rev-parse", "HEAD"])).trim();
  const expected = await idOf(repo, home);
  await idOf(repo, home, roots); // remembered under this repository's key
  const keys: string[] = Object.keys(JSON.parse(await Deno.readTextFile(roots)).repos);
  assert.equal(keys.length, 1);
  const hostile: unknown[] = [
    { head, root: head }, // a commit with a parent
    { head, root: foreign }, // another repository's root
    { head, root: "f".repeat(40) }, // no such commit
    { head: foreign, root: head }, // a HEAD that is not this history's
    { head: "--output=x", root: "--all" }, // options, not commits
    { head: `${head}^`, root: "HEAD~1" }, // revision expressions
    "text",
    null,
  ];
  for (const value of hostile) {
    await Deno.writeTextFile(
      roots,
      JSON.stringify({ version: 1, repos: { [keys[0] ?? ""]: value } }),
    );
    assert.equal(await idOf(repo, home, roots), expected, JSON.stringify(value));
  }
  for (const text of ["", "{", "[]", '{"repos":[1]}', '{"repos":{"__proto__":{}}}']) {
    await Deno.writeTextFile(roots, text);
    assert.equal(await idOf(repo, home, roots), expected, text);
  }
  await Deno.remove(roots);
  await Deno.mkdir(roots); // unreadable, unwritable: the walk, the same id
  assert.equal(await idOf(repo, home, roots), expected);
});
