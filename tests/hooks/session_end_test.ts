/**
 * What `handleSessionEnd` starts, and what it leaves alone without starting or recording anything:
 * ctx's own subscription-CLI calls (its scratch folder, also reached through a link) and sessions
 * whose transcript does not exist. The detached spawn is the seam: a recorder takes its place.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { handleSessionEnd, type HookInput } from "../../src/hooks/mod.ts";
import { fakeDeps } from "../_fakes.ts";
import { tempDir } from "../_helpers.ts";

async function setup(root: string) {
  const home = join(root, "home");
  const ctxHome = join(root, "ctx-home");
  const project = join(root, "work", "shop");
  const transcript = join(home, ".claude", "projects", "-work-shop", "s1.jsonl");
  await Deno.mkdir(join(ctxHome, "scratch"), { recursive: true });
  await Deno.mkdir(project, { recursive: true });
  await Deno.mkdir(join(transcript, ".."), { recursive: true });
  await Deno.writeTextFile(transcript, "{}\n");
  const deps = fakeDeps({ env: { HOME: home, CTX_HOME: ctxHome } });
  const spawned: string[][] = [];
  const end = (input: Partial<HookInput>) =>
    handleSessionEnd(
      deps,
      {
        client: "claude-code",
        sessionId: "s1",
        cwd: project,
        transcriptPath: transcript,
        ...input,
      },
      (_command, args) => spawned.push(args),
    );
  return { home, ctxHome, project, transcript, spawned, end };
}

Deno.test("handleSessionEnd() starts the distillation of a session with a transcript in a project", async () => {
  await using dir = await tempDir();
  const s = await setup(dir.path);
  assert.equal(s.end({}), "started");
  assert.equal(s.spawned.length, 1);
  assert.deepEqual(s.spawned[0]!.slice(-10), [
    "hook",
    "distill",
    "--client",
    "claude-code",
    "--session-id",
    "s1",
    "--cwd",
    s.project,
    "--transcript",
    s.transcript,
  ]);
  // Cursor's CLI sends no transcript path: the session is found by its id.
  assert.equal(s.end({ transcriptPath: undefined }), "started");
  assert.equal(s.spawned.length, 2);
});

Deno.test("handleSessionEnd() leaves ctx's own subscription-CLI calls alone: its scratch folder, by path or through a link, starts nothing and throws nothing", async () => {
  await using dir = await tempDir();
  const s = await setup(dir.path);
  const scratch = join(s.ctxHome, "scratch");
  assert.equal(s.end({ cwd: scratch }), "own call");
  assert.equal(s.end({ cwd: join(scratch, "sub") }), "own call");
  // The CLI records the real path; CTX_HOME may name the store through a symbolic link.
  const link = join(dir.path, "ctx-link");
  await Deno.symlink(s.ctxHome, link);
  const viaLink = handleSessionEnd(
    fakeDeps({ env: { HOME: s.home, CTX_HOME: link } }),
    { client: "claude-code", sessionId: "s1", cwd: scratch, transcriptPath: s.transcript },
    (_command, args) => s.spawned.push(args),
  );
  assert.equal(viaLink, "own call");
  // A folder that merely starts like it is not it.
  await Deno.mkdir(`${scratch}-notes`);
  assert.equal(s.end({ cwd: `${scratch}-notes` }), "started");
  assert.equal(s.spawned.length, 1);
});

Deno.test("handleSessionEnd() skips a session whose transcript does not exist (claude mcp list ends one) without starting anything", async () => {
  await using dir = await tempDir();
  const s = await setup(dir.path);
  assert.equal(s.end({ transcriptPath: join(s.transcript, "..", "gone.jsonl") }), "no transcript");
  assert.equal(
    s.end({ transcriptPath: join(s.transcript, "below-a-file.jsonl") }),
    "no transcript",
  );
  assert.deepEqual(s.spawned, []);
});
