import assert from "node:assert/strict";
import { join } from "node:path";
import {
  ledgerKey,
  openRunLedger,
  projectStore,
  removeStaleTempFiles,
} from "../../src/store/mod.ts";
import { exists } from "../../src/fsutil.ts";
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

Deno.test("openRunLedger() for a dry run creates nothing, and reads an existing ledger read-only", async () => {
  await using dir = await tempDir();
  const config = { ctxHome: join(dir.path, "ctx-home") };
  const who = { host: "box", pid: 42 };
  assert.equal(await openRunLedger(config, { dryRun: true, ...who }), undefined);
  assert.equal(await exists(config.ctxHome), false);
  const real = await openRunLedger(config, { dryRun: false, ...who });
  assert.ok(real);
  const entry = {
    key: ledgerKey("codex", "s1", "/w/.ctx"),
    source: "codex",
    sessionId: "s1",
    projectId: "p",
    storeDir: "/w/.ctx",
    location: "/h/s1.jsonl",
    fingerprint: "1:1",
    contentHash: "sha256:a",
  };
  real.ledger.finish({ ...entry, status: "ok", insights: 1, error: null }, new Date(0));
  real.db.close();
  const dry = await openRunLedger(config, { dryRun: true, ...who });
  assert.ok(dry);
  assert.equal(dry.ledger.get(entry.key)?.status, "ok");
  assert.throws(() =>
    dry.ledger.finish({ ...entry, status: "failed", insights: 0, error: "x" }, new Date(0))
  );
  dry.db.close();
});
