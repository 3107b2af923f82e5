/**
 * `ctx export vscdb` over workspaces whose folder is not on this machine (editor state copied
 * from another machine, a project moved or deleted): not distilled unless asked for, said once.
 * Real `state.vscdb` files (Copilot's `interactive.sessions` key), a fake vendor.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { fileUri, writeWorkspace } from "../fixtures/vscdb.ts";
import { folderId } from "../../src/store/project.ts";

const ANSWER = "The release job ran on every tag because its filter matched v* and the v-prefixed ";

/** A workspace of `folder` holding one Copilot chat in its `state.vscdb`. */
function chatIn(storage: string, id: string, folder: string, prompt: string): void {
  writeWorkspace(storage, id, { folder: fileUri(folder) }, {
    "interactive.sessions": [{
      sessionId: `s-${id}`,
      requests: [{ message: { text: prompt }, response: [{ value: `${ANSWER}${id} branches.` }] }],
    }],
  });
}

async function setup(dir: string) {
  const storage = join(dir, "Code", "User", "workspaceStorage");
  const here = join(dir, "repos", "here");
  await Deno.mkdir(here, { recursive: true });
  chatIn(storage, "ws-here", here, "why does the release job run on every tag?");
  chatIn(storage, "ws-moved", join(dir, "repos", "moved"), "MOVED-MARKER why is the cache stale?");
  chatIn(storage, "ws-other", "/nowhere/else/api", "OTHER-MACHINE-MARKER why is the lock held?");
  const env = (vendor: { env(): Record<string, string> }) => ({
    HOME: join(dir, "home"),
    CTX_HOME: join(dir, "ctx"),
    ...vendor.env(),
  });
  const args = ["export", "vscdb", "--product", "Code", "--workspace-storage", storage];
  return { here, env, args, projects: join(dir, "ctx", "projects") };
}

const sent = (vendor: { requests: Array<{ body: unknown }> }) =>
  vendor.requests.map((r) => JSON.stringify(r.body)).join("\n");

const storesIn = (dir: string) => [...Deno.readDirSync(dir)].map((e) => e.name).sort();

const SAID =
  /Not distilled: 2 workspaces \(2 sessions\) whose folder is not on this machine, e\.g\. "/;

Deno.test("ctx export vscdb distills no workspace whose folder is not here, and says so once", async () => {
  await using dir = await tempDir();
  const s = await setup(dir.path);
  await using vendor = await startFakeVendor("vendor-b");

  const dry = await runCtx([...s.args, "--dry-run"], { env: s.env(vendor), cwd: dir.path });
  assert.equal(dry.code, 0, dry.stderr);
  assert.equal(dry.stderr.match(/Not distilled/g)?.length, 1, dry.stderr);
  assert.match(dry.stderr, SAID);
  assert.match(dry.stderr, /pass --include-missing/);
  const shown = dry.stdout + dry.stderr;
  assert.ok(shown.includes("release job run on every tag"));
  assert.ok(!/MOVED-MARKER|OTHER-MACHINE-MARKER/.test(shown), "a missing folder's chat is shown");

  const run = await runCtx([...s.args, "--json"], { env: s.env(vendor), cwd: dir.path });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, SAID);
  assert.equal(vendor.requests.length, 1);
  assert.ok(!/MOVED-MARKER|OTHER-MACHINE-MARKER/.test(sent(vendor)));
  assert.deepEqual(storesIn(s.projects), [folderId(s.here)]);
  const parsed = JSON.parse(run.stdout) as {
    workspaces: Array<{ workspace: string }>;
    notOnThisMachine: Array<{ workspace: string; folder: string; sessions: number }>;
  };
  assert.deepEqual(parsed.workspaces.map((w) => w.workspace), ["ws-here"]);
  assert.deepEqual(parsed.notOnThisMachine.map((m) => [m.workspace, m.folder, m.sessions]), [
    ["ws-moved", join(dir.path, "repos", "moved"), 1],
    ["ws-other", "/nowhere/else/api", 1],
  ]);
});

Deno.test("ctx export vscdb --include-missing distills them into the per-user store of the recorded path", async () => {
  await using dir = await tempDir();
  const s = await setup(dir.path);
  await using vendor = await startFakeVendor("vendor-b");
  const local = await runCtx([...s.args, "--include-missing", "--local"], {
    env: s.env(vendor),
    cwd: dir.path,
  });
  assert.equal(local.code, 2, local.stderr);
  assert.match(local.stderr, /error: --include-missing cannot be used with --local/);
  assert.equal(vendor.requests.length, 0);

  const run = await runCtx([...s.args, "--include-missing"], { env: s.env(vendor), cwd: dir.path });
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /Not distilled/);
  assert.equal(vendor.requests.length, 3);
  assert.deepEqual(
    storesIn(s.projects),
    [s.here, join(dir.path, "repos", "moved"), "/nowhere/else/api"].map(folderId).sort(),
  );
});
