import assert from "node:assert/strict";
import { join } from "node:path";
import { checkStatus, clearStatusCache, type StatusInput } from "../../src/memory/mod.ts";
import { memoryOutput } from "../../src/output.ts";
import { runCommand } from "../../src/process.ts";
import { snippetOf } from "../../src/snippet.ts";
import type { FileAnchor } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";
import { commitAll, git, put, repoWith } from "./_repo.ts";

const BEFORE = "2026-01-01T10:00:00Z";
const SESSION = "2026-01-02T10:00:00.000Z";
const AFTER = "2026-01-03T10:00:00Z";

const FN =
  "export function total(items: number[]): number {\n  return items.reduce((a, b) => a + b, 0);\n}";
const OTHER = "export const LIMIT = 10;\n";

function deps() {
  const output = memoryOutput();
  return { deps: { run: runCommand, output }, warnings: output.stderr };
}

function insight(id: string, ...files: FileAnchor[]): StatusInput {
  return { id, date: SESSION, anchors: { turns: [], files } };
}

/** An anchor on `FN` as it sits at lines 3-5 of a file. */
function snippetAnchor(path: string): FileAnchor {
  return { path, via: "edited", lines: [3, 5], snippet: snippetOf(FN)!.hash };
}

Deno.test("checkStatus() against a real repository: verified, changed (with commits), moved, gone, unanchored; the worst file wins", async () => {
  clearStatusCache();
  await using dir = await tempDir();
  const root = join(dir.path, "project");
  await repoWith(root, {
    "src/keep.ts": OTHER,
    "src/edit.ts": OTHER,
    "src/move.ts": "export const MOVED = 'a file renamed after the session';\n",
    "src/del.ts": "export const DELETED = 'a file deleted after the session';\n",
    "src/snip.ts": `// a\n\n${FN}\n`,
  }, BEFORE);
  await put(root, "src/edit.ts", OTHER + "export const MORE = 1;\n");
  await put(root, "src/snip.ts", `// a, then many new lines\n\n\n\n${FN}\n// more\n`);
  await git(root, ["mv", "src/move.ts", "src/moved.ts"]);
  await git(root, ["rm", "-q", "src/del.ts"]);
  await commitAll(root, "after the session", AFTER);
  const { deps: d, warnings } = deps();
  const statuses = await checkStatus(d, { root }, [
    insight("keep", { path: "src/keep.ts", via: "named" }),
    insight("edit", { path: "src/edit.ts", via: "edited" }),
    insight("move", { path: "src/move.ts", via: "read" }),
    insight("del", { path: "src/del.ts", via: "written" }),
    insight("snip", snippetAnchor("src/snip.ts")),
    insight("none"),
    insight("worst", { path: "src/keep.ts", via: "read" }, { path: "src/del.ts", via: "read" }),
  ]);
  assert.deepEqual(Object.fromEntries(statuses), {
    keep: { status: "verified", detail: { file: "src/keep.ts" } },
    edit: { status: "changed", detail: { file: "src/edit.ts", commits: 1 } },
    move: { status: "moved", detail: { file: "src/move.ts", movedTo: "src/moved.ts" } },
    del: { status: "gone", detail: { file: "src/del.ts", note: "deleted" } },
    // The file changed, but the anchored code is still in it (a few lines further down).
    snip: { status: "verified", detail: { file: "src/snip.ts" } },
    none: { status: "unanchored" },
    worst: { status: "gone", detail: { file: "src/del.ts", note: "deleted" } },
  });
  assert.deepEqual(warnings, []);
});

Deno.test("checkStatus() sees the working tree now: an uncommitted edit, then the cache does not hide it", async () => {
  clearStatusCache();
  await using dir = await tempDir();
  const root = join(dir.path, "project");
  await repoWith(root, { "a.ts": OTHER, "b.ts": `${FN}\n` }, BEFORE);
  const { deps: d } = deps();
  const ask = async () =>
    Object.fromEntries(
      await checkStatus(d, { root }, [
        insight("a", { path: "a.ts", via: "edited" }),
        insight("b", { path: "b.ts", via: "edited", lines: [1, 3], snippet: snippetOf(FN)!.hash }),
      ]),
    );
  assert.equal((await ask()).a?.status, "verified");
  assert.equal((await ask()).a?.status, "verified"); // from the cache
  await put(root, "a.ts", OTHER + "// edited by hand\n");
  await put(root, "b.ts", "export function total() { return 0; }\n");
  const now = await ask();
  assert.deepEqual(now.a, {
    status: "changed",
    detail: { file: "a.ts", commits: 0, note: "uncommitted changes" },
  });
  assert.equal(now.b?.status, "changed");
  assert.match(now.b?.detail?.note ?? "", /anchored code is no longer in it/);
  // Committed: still changed, now one commit since the session.
  await commitAll(root, "edit", AFTER);
  assert.equal((await ask()).a?.detail?.commits, 1);
});

Deno.test("checkStatus() runs no git on a call where HEAD and the anchored files are unchanged", async () => {
  clearStatusCache();
  await using dir = await tempDir();
  const root = join(dir.path, "project");
  await repoWith(root, { "a.ts": OTHER, "b.ts": `${FN}\n` }, BEFORE);
  const runs: string[] = [];
  const output = memoryOutput();
  const counting = {
    output,
    run: ((command, args, options) => {
      runs.push([command, ...args].join(" "));
      return runCommand(command, args, options);
    }) as typeof runCommand,
  };
  const insights = [
    insight("a", { path: "a.ts", via: "edited" }),
    insight("b", { path: "b.ts", via: "edited", lines: [1, 3], snippet: snippetOf(FN)!.hash }),
    insight("gone", { path: "c.ts", via: "edited" }),
  ];
  const ask = async () => Object.fromEntries(await checkStatus(counting, { root }, insights));
  const first = await ask();
  assert.ok(runs.length > 0, "the first call asks git");
  runs.length = 0;
  // A long-lived server asks again on every call: with nothing changed, git is not run.
  for (let i = 0; i < 3; i++) assert.deepEqual(await ask(), first);
  assert.deepEqual(runs, []);
  // One file edited: git is asked again (about what changed), and the answer says so.
  await put(root, "a.ts", OTHER + "// edited by hand\n");
  assert.equal((await ask()).a?.status, "changed");
  assert.ok(runs.length > 0);
  runs.length = 0;
  // A commit moves HEAD: nothing cached holds.
  await commitAll(root, "edit", AFTER);
  assert.equal((await ask()).a?.detail?.commits, 1);
  assert.ok(runs.length > 0);
});

Deno.test("checkStatus() never reads a hostile anchor: absolute, `..`, .git, a link out of the project, a FIFO, a huge file", async () => {
  clearStatusCache();
  await using dir = await tempDir();
  const root = join(dir.path, "project");
  const outside = join(dir.path, "outside");
  await Deno.mkdir(outside);
  // Outside the project, the anchored code itself: were it read, the anchor would be verified.
  await Deno.writeTextFile(join(outside, "secret.ts"), `// x\n\n${FN}\n`);
  await repoWith(root, { "in.ts": `// x\n\n${FN}\n`, "huge.txt": "x\n" }, BEFORE);
  await Deno.symlink(outside, join(root, "linkdir"));
  await Deno.symlink(join(outside, "secret.ts"), join(root, "link.ts"));
  await Deno.symlink("in.ts", join(root, "inside-link.ts"));
  await git(root, ["add", "-A"]);
  await git(root, ["commit", "-qm", "links"], BEFORE);
  const fifo = await new Deno.Command("mkfifo", { args: [join(root, "pipe")] }).output();
  assert.ok(fifo.success, "mkfifo");
  // Larger than what is ever read for a snippet, with the snippet in it, changed since.
  await Deno.writeTextFile(join(root, "huge.txt"), `// x\n\n${FN}\n${"y".repeat(3 << 20)}\n`);
  const { deps: d, warnings } = deps();
  const statuses = await checkStatus(d, { root }, [
    insight("abs", snippetAnchor(join(outside, "secret.ts"))),
    insight("dots", snippetAnchor("../outside/secret.ts")),
    insight("passwd", { path: "../../etc/passwd", via: "named" }),
    insight("git", { path: ".git/config", via: "named" }),
    insight("linkdir", snippetAnchor("linkdir/secret.ts")),
    insight("link", snippetAnchor("link.ts")),
    insight("fifo", { path: "pipe", via: "read" }),
    insight("huge", snippetAnchor("huge.txt")),
    insight("inside", snippetAnchor("inside-link.ts")),
  ]);
  const status = (id: string) => statuses.get(id)?.status;
  for (const id of ["abs", "dots", "passwd", "git", "linkdir", "link", "fifo"]) {
    assert.equal(status(id), "unanchored", id);
  }
  assert.match(statuses.get("link")?.detail?.note ?? "", /link leads out of the project/);
  assert.match(statuses.get("fifo")?.detail?.note ?? "", /not a regular file/);
  // Too large to read: its status rests on git alone (an uncommitted change).
  assert.equal(status("huge"), "changed");
  // A link that stays inside the project is followed.
  assert.equal(status("inside"), "verified");
  const said = warnings.join("\n");
  for (
    const what of [
      "absolute path",
      "leaves the project",
      "inside .git",
      "link leads out",
      "not a regular file",
    ]
  ) {
    assert.match(said, new RegExp(what), what);
  }
  // The anchor is named as given, never where its link led.
  assert.ok(
    warnings.includes('warning: anchor "link.ts": a link leads out of the project: never read'),
  );
});

Deno.test("checkStatus() outside git: present files are verified with a note, missing ones gone; no root, all unanchored", async () => {
  clearStatusCache();
  await using dir = await tempDir();
  await put(dir.path, "a.ts", OTHER);
  const { deps: d } = deps();
  const statuses = await checkStatus(d, { root: dir.path }, [
    insight("a", { path: "a.ts", via: "read" }),
    insight("b", { path: "b.ts", via: "read" }),
  ]);
  assert.equal(statuses.get("a")?.status, "verified");
  assert.match(statuses.get("a")?.detail?.note ?? "", /not in git/);
  assert.equal(statuses.get("b")?.status, "gone");
  const none = await checkStatus(d, { root: join(dir.path, "missing") }, [
    insight("a", { path: "a.ts", via: "read" }),
  ]);
  assert.equal(none.get("a")?.status, "unanchored");
});
