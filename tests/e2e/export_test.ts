/**
 * End-to-end: `ctx init cursor`, `ctx export vscdb` and `ctx export kiro` against a fake vendor,
 * over synthetic editor databases with the real table layout and over the real samples.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  realFixture,
  runCtx,
  type RunCtxOptions,
  spawnCtx,
  tempDir,
  writeFile,
} from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import {
  composerIndex,
  fileUri,
  modernComposer,
  writeVscdb,
  writeWorkspace,
} from "../fixtures/vscdb.ts";
import { SECRETS } from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";

function sent(vendor: { requests: Array<{ body: unknown }> }): string {
  return vendor.requests.map((r) => JSON.stringify(r.body)).join("\n");
}

/** Every test below runs twice: against `main.ts` and against the bundle `dist/ctx.js`. */
function suite(bundle: boolean) {
  const test = (name: string, fn: () => Promise<void>) =>
    Deno.test(bundle ? `${name} (bundle)` : name, fn);
  const ctx = (args: string[], options: RunCtxOptions) => runCtx(args, { ...options, bundle });
  const spawn = (args: string[], options: RunCtxOptions) => spawnCtx(args, { ...options, bundle });
  void spawn;

  test("ctx init cursor --local distills this project's composers only, without auth rows, thinking or secrets", async () => {
    await using dir = await tempDir();
    const project = join(dir.path, "code", "shop");
    const other = join(dir.path, "code", "other");
    await Deno.mkdir(project, { recursive: true });
    const userDir = join(dir.path, "Cursor", "User");
    const now = Date.UTC(2026, 10, 1);
    writeWorkspace(
      join(userDir, "workspaceStorage"),
      "ws-shop",
      { folder: fileUri(project) },
      composerIndex([{ composerId: "c-shop" }]),
    );
    writeWorkspace(
      join(userDir, "workspaceStorage"),
      "ws-other",
      { folder: fileUri(other) },
      composerIndex([{ composerId: "c-other" }]),
    );
    writeVscdb(join(userDir, "globalStorage", "state.vscdb"), {
      ItemTable: { "cursorAuth/accessToken": "AUTH-ROW-MARKER-never-read" },
      cursorDiskKV: {
        ...modernComposer("c-shop", "Checkout total is wrong", [
          {
            bubbleId: "b1",
            type: 1,
            text: `The checkout total ignores discounts. My key is ${SECRETS.github}`,
          },
          {
            bubbleId: "b2",
            type: 2,
            text: "",
            thinking: { text: "CURSOR-THINKING-MARKER", signature: "s" },
          },
          {
            bubbleId: "b3",
            type: 2,
            text: "",
            toolFormerData: {
              name: "run_terminal_cmd",
              status: "error",
              rawArgs: "{}",
              result: '{"output":"TypeError: discount is undefined"}',
            },
          },
          {
            bubbleId: "b4",
            type: 2,
            text: "applyDiscount() ran after the total was computed; I moved it before sumLines().",
          },
        ], { createdAt: now, lastUpdatedAt: now }),
        ...modernComposer("c-other", "Other project", [
          {
            bubbleId: "o1",
            type: 1,
            text: "OTHER-PROJECT-CURSOR-MARKER question about something else entirely",
          },
          {
            bubbleId: "o2",
            type: 2,
            text: "an answer long enough to be worth distilling for the other project",
          },
        ], { createdAt: now, lastUpdatedAt: now }),
      },
    });
    await using vendor = await startFakeVendor("vendor-a");
    const run = await ctx(
      ["init", "cursor", "--local", "--cursor-dir", join(dir.path, "Cursor")],
      {
        env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...vendor.env() },
        cwd: project,
      },
    );
    assert.equal(run.code, 0, run.stderr + run.stdout);
    assert.equal(vendor.requests.length, 1);
    const body = sent(vendor);
    assert.ok(body.includes("checkout total ignores discounts"));
    assert.ok(body.includes("discount is undefined"), "the failed tool's error excerpt is kept");
    for (
      const marker of [
        "AUTH-ROW-MARKER",
        "CURSOR-THINKING-MARKER",
        "OTHER-PROJECT-CURSOR-MARKER",
        SECRETS.github,
      ]
    ) {
      assert.ok(!body.includes(marker), `"${marker}" was sent`);
    }
    const store = await readStore(join(project, ".ctx"));
    assert.deepEqual(store.summaries.map((s) => [s.doc.source, s.doc.sessionId]), [[
      "cursor",
      "c-shop",
    ]]);
  });

  test("ctx export vscdb distills Copilot chat per workspace folder into the per-user store and reports each workspace", async () => {
    await using dir = await tempDir();
    const storage = join(dir.path, "Code", "User", "workspaceStorage");
    const projA = join(dir.path, "repos", "alpha");
    const projB = join(dir.path, "repos", "beta");
    await Deno.mkdir(projA, { recursive: true });
    await Deno.mkdir(projB, { recursive: true });
    const wsA = writeWorkspace(storage, "ws-a", { folder: fileUri(projA) });
    const wsB = writeWorkspace(storage, "ws-b", { folder: fileUri(projB) });
    writeWorkspace(storage, "ws-empty", { folder: fileUri(join(dir.path, "repos", "empty")) });
    // The real Copilot samples, placed where VS Code keeps them (read from shared/, not copied into the repo).
    await writeFile(
      join(wsA, "chatSessions", "v3.json"),
      await Deno.readTextFile(realFixture("vscode-copilot/git-ai_copilot_chatSessions_v3.json")),
    );
    await writeFile(
      join(wsB, "chatSessions", "log.jsonl"),
      await Deno.readTextFile(
        realFixture("vscode-copilot/git-ai_copilot_chatSessions_mutation-log.jsonl"),
      ),
    );
    await using vendor = await startFakeVendor("vendor-b");
    const ctxHome = join(dir.path, "ctx");
    const run = await ctx(
      ["export", "vscdb", "--product", "Code", "--workspace-storage", storage],
      {
        env: { HOME: join(dir.path, "home"), CTX_HOME: ctxHome, ...vendor.env() },
        cwd: dir.path,
      },
    );
    assert.equal(run.code, 0, run.stderr + run.stdout);
    assert.match(run.stderr, /Code: 3 workspaces/);
    assert.match(
      run.stderr,
      new RegExp(`- ${projA.replaceAll("/", "\\/")}: 1 session \\(copilot: 1\\)`),
    );
    assert.match(run.stderr, /empty: 0 sessions/);
    assert.equal(vendor.requests.length, 2);
    assert.ok(sent(vendor).includes("What can you help me with?"));
    const stores = [...Deno.readDirSync(join(ctxHome, "projects"))].map((e) => e.name).sort();
    assert.deepEqual(stores, [folderId(projA), folderId(projB)].sort());
    assert.match(stores[0]!, /^alpha-[0-9a-f]{8}$/);
    const alpha = await readStore(join(ctxHome, "projects", folderId(projA)));
    assert.equal(alpha.summaries[0]!.doc.source, "copilot");
    // Nothing was written into the projects themselves without --local.
    assert.deepEqual([...Deno.readDirSync(projA)], []);

    const again = await ctx([
      "export",
      "vscdb",
      "--product",
      "Code",
      "--workspace-storage",
      storage,
    ], {
      env: { HOME: join(dir.path, "home"), CTX_HOME: ctxHome, ...vendor.env() },
      cwd: dir.path,
    });
    assert.equal(again.code, 0);
    assert.equal(vendor.requests.length, 2, "a rerun sends nothing");
  });

  test("ctx export vscdb --json prints one JSON document for all workspaces", async () => {
    await using dir = await tempDir();
    const storage = join(dir.path, "Code", "User", "workspaceStorage");
    for (const name of ["one", "two"]) {
      const project = join(dir.path, "repos", name);
      await Deno.mkdir(project, { recursive: true });
      const ws = writeWorkspace(storage, `ws-${name}`, { folder: fileUri(project) });
      await writeFile(
        join(ws, "chatSessions", "v3.json"),
        await Deno.readTextFile(realFixture("vscode-copilot/git-ai_copilot_chatSessions_v3.json")),
      );
    }
    await using vendor = await startFakeVendor("vendor-a");
    const run = await ctx([
      "export",
      "vscdb",
      "--product",
      "Code",
      "--workspace-storage",
      storage,
      "--json",
    ], {
      env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...vendor.env() },
      cwd: dir.path,
    });
    assert.equal(run.code, 0, run.stderr);
    const parsed = JSON.parse(run.stdout) as {
      workspaces: Array<{ workspace: string; distilled: number }>;
    };
    assert.deepEqual(parsed.workspaces.map((w) => [w.workspace, w.distilled]).sort(), [[
      "ws-one",
      1,
    ], ["ws-two", 1]]);
  });

  test("ctx export vscdb names the folder and the flag when workspaceStorage is missing", async () => {
    await using dir = await tempDir();
    const run = await ctx([
      "export",
      "vscdb",
      "--product",
      "VSCodium",
      "--workspace-storage",
      join(dir.path, "nope"),
    ], {
      env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx") },
    });
    assert.equal(run.code, 4);
    assert.match(run.stderr, /error: Cannot read ".*nope": folder not found/);
    assert.match(run.stderr, /hint: pass --workspace-storage DIR/);
    // A file there is not "not found".
    await Deno.writeTextFile(join(dir.path, "notes.txt"), "x\n");
    const file = await ctx(
      [
        "export",
        "vscdb",
        "--product",
        "VSCodium",
        "--workspace-storage",
        join(dir.path, "notes.txt"),
      ],
      { env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx") } },
    );
    assert.equal(file.code, 4);
    assert.match(file.stderr, /error: Cannot read ".*notes\.txt": not a folder/);
  });

  test("ctx export kiro distills a real /chat save (compacted) into the current project", async () => {
    await using dir = await tempDir();
    const project = join(dir.path, "snapcast");
    await Deno.mkdir(project, { recursive: true });
    await using vendor = await startFakeVendor("vendor-c");
    const file = realFixture("kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json");
    const run = await ctx(["export", "kiro", "--chat-json", file, "--local"], {
      env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...vendor.env() },
      cwd: project,
    });
    assert.equal(run.code, 0, run.stderr + run.stdout);
    assert.equal(vendor.requests.length, 1);
    assert.ok(
      sent(vendor).includes("earlier conversation, summarized"),
      "the compaction summary is the history",
    );
    const store = await readStore(join(project, ".ctx"));
    assert.equal(store.summaries.length, 1);
    assert.equal(store.summaries[0]!.doc.source, "kiro");
  });

  test("ctx export kiro reports a missing, a folder or a truncated file clearly", async () => {
    await using dir = await tempDir();
    const env = { HOME: dir.path, CTX_HOME: join(dir.path, "ctx") };
    const missing = await ctx(["export", "kiro", "--chat-json", join(dir.path, "nope.json")], {
      env,
      cwd: dir.path,
    });
    // (A path typed on the command line that is not there, or a folder, is a usage error said as
    // ctx init's, with the flag's hint and the command's help: `flagPath`.)
    assert.equal(missing.code, 2);
    const hint =
      "hint: pass the file written by /chat save \\(run ctx export kiro --help for usage\\)";
    assert.match(
      missing.stderr,
      new RegExp(`Cannot read --chat-json ".*nope\\.json": not found\n${hint}`),
    );
    const folder = await ctx(["export", "kiro", "--chat-json", dir.path], { env, cwd: dir.path });
    assert.equal(folder.code, 2);
    assert.match(
      folder.stderr,
      new RegExp(`Invalid --chat-json ".*": a folder, not a file\n${hint}`),
    );
    await Deno.writeTextFile(join(dir.path, "cut.json"), '{"conversation_id": "x", "history": [');
    const cut = await ctx(["export", "kiro", "--chat-json", "cut.json"], { env, cwd: dir.path });
    assert.equal(cut.code, 4);
    assert.match(cut.stderr, /error: Cannot read ".*cut\.json": truncated or invalid JSON/);
  });
}

suite(false);
suite(true);

Deno.test("ctx init kiro --kiro-dir distills only the saves recorded in this project", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "app");
  const other = join(dir.path, "other");
  await Deno.mkdir(project, { recursive: true });
  const save = (cwd: string, id: string, prompt: string) => ({
    conversation_id: id,
    history: [{
      user: {
        additional_context: "",
        env_context: { env_state: { operating_system: "linux", current_working_directory: cwd } },
        content: { Prompt: { prompt } },
        timestamp: "2025-09-01T10:00:00Z",
      },
      assistant: {
        Response: { message_id: "m1", content: `An answer about ${prompt} that is long enough.` },
      },
    }],
    transcript: [],
    latest_summary: null,
  });
  const saves = join(dir.path, "saves");
  await writeFile(
    join(saves, "mine.json"),
    JSON.stringify(save(project, "c-mine", "why does the release job fail on tags?")),
  );
  await writeFile(
    join(saves, "theirs.json"),
    JSON.stringify(save(other, "c-theirs", "OTHER-KIRO-PROJECT question")),
  );
  await using vendor = await startFakeVendor("vendor-a");
  const run = await runCtx(["init", "kiro", "--local", "--kiro-dir", saves], {
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...vendor.env() },
    cwd: project,
  });
  assert.equal(run.code, 0, run.stderr + run.stdout);
  assert.equal(vendor.requests.length, 1);
  assert.ok(sent(vendor).includes("release job fail on tags"));
  assert.ok(!sent(vendor).includes("OTHER-KIRO-PROJECT"));
  assert.match(
    run.stderr,
    /Skipped kiro session "c-theirs": it was recorded in ".*other", not in this project/,
  );
});
