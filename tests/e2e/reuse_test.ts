/**
 * End-to-end: switching between `--local` and the per-user store does not pay twice — the
 * insights already distilled for the same session content are copied, with no model call.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { FAKE_INSIGHTS_TEXT, startFakeVendor } from "../_fakes.ts";
import {
  growClaudeSession,
  shopWithSessions,
  writeClaudeSession,
} from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";

Deno.test("a ledger that never saw the other store (a new CTX_HOME, a lost ledger) still reuses the summaries in it", async () => {
  await using dir = await tempDir();
  const { home, project } = await shopWithSessions(dir.path, ["sess-1", "sess-2"]);
  await using vendor = await startFakeVendor("vendor-a");
  const env = (ctxHome: string) => ({
    HOME: home,
    CTX_HOME: join(dir.path, ctxHome),
    CTX_KEYCHAIN: "off",
    ...vendor.env(),
  });
  const local = await runCtx(["init", "claude-code", "--local"], { env: env("a"), cwd: project });
  assert.equal(local.code, 0, local.stderr);
  assert.equal(vendor.requests.length, 2);
  // Another CTX_HOME: its ledger knows nothing, the project's .ctx/ holds both summaries.
  const dry = await runCtx(["init", "claude-code", "--dry-run"], { env: env("b"), cwd: project });
  assert.match(
    dry.stderr,
    /Dry run: 0 of 2 sessions would be sent \(2 reused from the other store\)/,
  );
  const user = await runCtx(["init", "claude-code"], { env: env("b"), cwd: project });
  assert.equal(user.code, 0, user.stderr);
  assert.match(user.stdout, /^Reused from the project's other store \(no model call\): 2$/m);
  assert.equal(vendor.requests.length, 2, "nothing paid for twice");
});

Deno.test("init in the other store reuses insights already distilled: zero model requests", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "shop");
  await Deno.mkdir(project, { recursive: true });
  const specs = ["sess-1", "sess-2", "sess-empty"].map((id) => ({
    sessionId: id,
    cwd: project,
    marker: id,
  }));
  const paths = [];
  for (const spec of specs) paths.push(await writeClaudeSession(home, spec));
  // The model finds nothing durable in one session: that outcome is reused too.
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (body) => ({
      text: JSON.stringify(body).includes("sess-empty") ? "[]" : FAKE_INSIGHTS_TEXT,
    }),
  });
  const ctxHome = join(dir.path, "ctx-home");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };

  const local = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.equal(local.code, 0, local.stderr);
  assert.match(local.stdout, /^Distilled: 2$/m);
  assert.equal(vendor.requests.length, 3);

  const user = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(user.code, 0, user.stderr);
  assert.equal(vendor.requests.length, 3, "no request: the per-user store reused the insights");
  assert.match(user.stdout, /^Distilled: 0$/m);
  assert.match(user.stdout, /^Reused from the project's other store \(no model call\): 2$/m);
  assert.match(user.stdout, /no insights: 1/);
  const localStore = await readStore(join(project, ".ctx"));
  const userStore = await readStore(join(ctxHome, "projects", folderId(project)));
  const ids = (s: typeof localStore) =>
    s.summaries.flatMap((x) => x.doc.insights.map((i) => i.id)).sort();
  assert.equal(userStore.summaries.length, 2);
  assert.deepEqual(ids(userStore), ids(localStore));

  // Back to --local: nothing new, nothing sent.
  const again = await runCtx(["init", "claude-code", "--local"], { env, cwd: project });
  assert.match(again.stdout, /^Unchanged \(already distilled\): 3$/m);
  assert.equal(vendor.requests.length, 3);

  // New content is not the same content: it is distilled (once).
  await growClaudeSession(paths[0]!, specs[0]!, "And the retry loop also needed a backoff cap.");
  const grown = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.match(grown.stdout, /^Distilled: 1$/m);
  assert.equal(vendor.requests.length, 4);
});
