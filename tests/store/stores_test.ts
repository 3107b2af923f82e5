import assert from "node:assert/strict";
import { join } from "node:path";
import { removeStaleTempFiles } from "../../src/store/atomic.ts";
import { projectStore } from "../../src/store/stores.ts";
import { tempDir, writeFile } from "../_helpers.ts";

Deno.test("projectStore() picks .ctx/ when asked or when it exists, else the per-user store", async () => {
  await using dir = await tempDir();
  const config = { ctxHome: join(dir.path, "ctx-home") };
  const project = { id: "github.com-org-app", root: join(dir.path, "app") };
  const user = { local: false, dir: join(dir.path, "ctx-home", "projects", "github.com-org-app") };
  const local = { local: true, dir: join(dir.path, "app", ".ctx") };
  assert.deepEqual(projectStore(config, project), user);
  assert.deepEqual(projectStore(config, project, true), local);
  await Deno.mkdir(join(dir.path, "app", ".ctx"), { recursive: true });
  assert.deepEqual(projectStore(config, project), local);
  assert.deepEqual(projectStore(config, project, false), user);
});

Deno.test("removeStaleTempFiles() removes only temp files older than a minute", async () => {
  await using dir = await tempDir();
  const old = join(dir.path, ".claude-code_s1.md.0a1b2c3d.tmp");
  const fresh = join(dir.path, ".claude-code_s2.md.4e5f6a7b.tmp");
  const summary = join(dir.path, "claude-code_s1.md");
  const other = join(dir.path, ".notes.tmp");
  for (const path of [old, fresh, summary, other]) await writeFile(path, "x");
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  for (const path of [old, summary, other]) await Deno.utime(path, twoMinutesAgo, twoMinutesAgo);
  await removeStaleTempFiles(dir.path);
  const left = [];
  for await (const entry of Deno.readDir(dir.path)) left.push(entry.name);
  assert.deepEqual(left.sort(), [
    ".claude-code_s2.md.4e5f6a7b.tmp",
    ".notes.tmp",
    "claude-code_s1.md",
  ]);
  // A store that does not exist yet is not an error.
  await removeStaleTempFiles(join(dir.path, "missing"));
});
