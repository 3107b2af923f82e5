/**
 * End-to-end: a session an older ctx distilled under another id is the same session. ctx before
 * this version (9c7ad44) named Gemini CLI sessions by their file (`session-2025-…-18f475c0`); they
 * are now named by their own `sessionId`. Upgrading must not pay for them again nor leave two
 * summaries: the ledger entry and the summary are renamed, with no model call.
 */
import assert from "node:assert/strict";
import { basename, join } from "node:path";
import { distillProject } from "../../src/distill/mod.ts";
import { createGeminiSource } from "../../src/assistants/gemini/reader.ts";
import { readStore } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";
import type { Source } from "../../src/types.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps, startFakeVendor } from "../_fakes.ts";
import { realFixture, runCtx, tempDir } from "../_helpers.ts";

const FILE_ID = "session-2025-12-06T18-25-18f475c0";
const SESSION_ID = "18f475c0-690f-4bc9-b84e-88a0a1e9518f";

/** A HOME whose Gemini CLI history holds the real legacy session of the project. */
async function world() {
  const dir = await tempDir("ctx-renamed-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "testing-git");
  const ctxHome = join(dir.path, "ctx-home");
  await Deno.mkdir(project, { recursive: true });
  const tmp = join(home, ".gemini", "tmp", "28be4f5f");
  await Deno.mkdir(join(tmp, "chats"), { recursive: true });
  await Deno.writeTextFile(join(tmp, ".project_root"), project);
  const file = join(tmp, "chats", `${FILE_ID}.json`);
  await Deno.copyFile(realFixture("gemini-cli/git-ai_gemini-session_legacy.json"), file);
  return {
    home,
    project,
    ctxHome,
    file,
    store: join(ctxHome, "projects", folderId(project)),
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

type World = Awaited<ReturnType<typeof world>>;

/**
 * The Gemini source as ctx 9c7ad44 named its sessions: by file name (without `.json`/`.jsonl`).
 * Everything else (reading, cleaning, the ledger, the summary) is the pipeline's own.
 */
function fileNamedGemini(): Source {
  const gemini = createGeminiSource();
  return {
    ...gemini,
    async discover(options) {
      const found = await gemini.discover(options);
      return {
        ...found,
        refs: found.refs.map(({ ownLocations: _, ...ref }) => ({
          ...ref,
          id: basename(ref.location).replace(/\.jsonl?$/, ""),
        })),
      };
    },
  };
}

/** What an older ctx left: the session distilled into the per-user store under its file name. */
async function distillAsOlderCtx(w: World): Promise<void> {
  const deps = fakeDeps({ env: w.env, cwd: w.project });
  const report = await distillProject(deps, {
    projectPath: w.project,
    sources: [],
    extraSources: [fileNamedGemini()],
    local: false,
    backend: {
      kind: "vendor-a",
      model: "older-model",
      label: "Older ctx",
      complete: () => Promise.resolve({ text: FAKE_INSIGHTS_TEXT, model: "older-model" }),
    },
  });
  assert.equal(report.distilled, 1, JSON.stringify(report.failures));
  assert.deepEqual(await fileNames(w.store), [`gemini_${FILE_ID}.md`]);
}

async function fileNames(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

/** How many search hits carry each title. */
async function hitsByTitle(w: World, query: string): Promise<Record<string, number>> {
  const run = await runCtx(["search", query, "--json"], { env: w.env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  const counts: Record<string, number> = {};
  for (const hit of JSON.parse(run.stdout).hits as Array<{ title: string }>) {
    counts[hit.title] = (counts[hit.title] ?? 0) + 1;
  }
  return counts;
}

Deno.test("upgrading renames a Gemini session distilled under its file name: no model call, one summary, no duplicate in search", async () => {
  await using w = await world();
  await distillAsOlderCtx(w);
  const before = (await readStore(w.store)).summaries[0]!.doc;
  // The older summary is in the index already (searched before the upgrade).
  assert.deepEqual(await hitsByTitle(w, "token refresh"), { "Token refresh raced with logout": 1 });
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };

  const run = await runCtx(["init", "gemini"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(vendor.requests.length, 0, "the session was distilled already");
  assert.match(run.stdout, /^Distilled: 0$/m);
  assert.match(run.stdout, /^Unchanged \(already distilled\): 1$/m);
  assert.ok(
    run.stderr.includes(
      "warning: Renamed 1 distilled session to the id this version of ctx gives it, with no " +
        `model call: gemini "${FILE_ID}" is now "${SESSION_ID}"`,
    ),
    run.stderr,
  );
  assert.deepEqual(await fileNames(w.store), [`gemini_${SESSION_ID}.md`]);
  const after = (await readStore(w.store)).summaries[0]!.doc;
  assert.equal(after.sessionId, SESSION_ID);
  assert.deepEqual(after.insights, before.insights, "the same insights, ids included");
  assert.equal(after.contentHash, before.contentHash);
  assert.deepEqual(await hitsByTitle(w, "token refresh"), { "Token refresh raced with logout": 1 });

  const again = await runCtx(["init", "gemini"], { env, cwd: w.project });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, 0);
  assert.doesNotMatch(again.stderr, /Renamed/);
  assert.deepEqual(await fileNames(w.store), [`gemini_${SESSION_ID}.md`]);
});

Deno.test("a renamed Gemini session that grew is distilled once, and its old summary is replaced", async () => {
  await using w = await world();
  await distillAsOlderCtx(w);
  const session = JSON.parse(await Deno.readTextFile(w.file));
  session.messages.push({
    id: "grown-1",
    timestamp: "2025-12-07T09:00:00.000Z",
    type: "user",
    content: "Also log hello alice after the bob line, and explain why the replace failed first.",
  });
  await Deno.writeTextFile(w.file, JSON.stringify(session, null, 2));
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };

  const run = await runCtx(["init", "gemini"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(vendor.requests.length, 1, "the grown session is sent once");
  assert.match(JSON.stringify(vendor.requests[0]!.body), /hello alice/);
  assert.match(run.stdout, /^Distilled: 1$/m);
  assert.deepEqual(await fileNames(w.store), [`gemini_${SESSION_ID}.md`]);
  assert.deepEqual(await hitsByTitle(w, "token refresh"), { "Token refresh raced with logout": 1 });

  const again = await runCtx(["init", "gemini"], { env, cwd: w.project });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("a summary the user edited is never renamed nor removed: it is kept, and the user is told", async () => {
  await using w = await world();
  await distillAsOlderCtx(w);
  const old = join(w.store, `gemini_${FILE_ID}.md`);
  const edited = `${await Deno.readTextFile(old)}\nMy own note: check the replace tool first.\n`;
  await Deno.writeTextFile(old, edited);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };

  const run = await runCtx(["init", "gemini"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(vendor.requests.length, 0);
  assert.ok(
    run.stderr.includes(
      `warning: Kept "${old}" as it is (edited by hand): ctx now names its gemini session ` +
        `"${SESSION_ID}" and no longer updates this file`,
    ),
    run.stderr,
  );
  assert.equal(await Deno.readTextFile(old), edited);
  assert.deepEqual(await fileNames(w.store), [`gemini_${FILE_ID}.md`]);
  assert.deepEqual(await hitsByTitle(w, "token refresh"), { "Token refresh raced with logout": 1 });
});

Deno.test("a dry run before the upgrade's first run says the session is unchanged and renames nothing", async () => {
  await using w = await world();
  await distillAsOlderCtx(w);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...w.env, ...vendor.env() };

  const run = await runCtx(["init", "gemini", "--dry-run"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.ok(
    run.stdout.includes(
      `gemini session ${SESSION_ID}: unchanged (already distilled; the file has not changed ` +
        `since; known as "${FILE_ID}" until now)`,
    ),
    run.stdout,
  );
  assert.deepEqual(await fileNames(w.store), [`gemini_${FILE_ID}.md`]);
  assert.equal(vendor.requests.length, 0);
});
