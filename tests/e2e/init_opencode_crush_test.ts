/**
 * End-to-end: `ctx init opencode` and `ctx init crush` (the real CLI) on stores with each
 * assistant's own schema, against the recording fake vendor: every prompt the human typed reaches
 * the model as `[user]`, nothing the client wrote does, a failed tool's error is kept, subagent
 * and title sessions are not sent, nothing from the credential tables leaves, and a rerun sends
 * nothing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { sentTexts, startFakeVendor, userBlocks } from "../_fakes.ts";
import {
  OC_MARKERS,
  openCodeScenario,
  SECRET_IN_DB,
  writeOpenCodeDb,
} from "../fixtures/opencode.ts";
import { CRUSH_MARKERS, crushScenario, writeCrushDb } from "../fixtures/crush.ts";
import { readStore } from "../../src/store/files.ts";

async function world() {
  const dir = await tempDir("ctx-e2e-db-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(join(project, ".crush"), { recursive: true });
  await Deno.mkdir(join(home, ".local", "share", "opencode"), { recursive: true });
  return {
    home,
    project,
    env: { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: dir[Symbol.asyncDispose],
  };
}

Deno.test("ctx init opencode --local sends each typed prompt as [user] and nothing OpenCode wrote; a rerun sends nothing", async () => {
  await using w = await world();
  writeOpenCodeDb(
    join(w.home, ".local", "share", "opencode", "opencode.db"),
    openCodeScenario(w.project, join(w.project, "..", "other")),
  );
  await using vendor = await startFakeVendor("vendor-b");
  const env = { ...w.env, ...vendor.env() };
  const run = await runCtx(["init", "opencode", "--local"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Sessions found: 2\n/, run.stdout);
  assert.match(run.stderr, /1 subagent session in ".*opencode\.db" skipped/, run.stderr);
  const texts = sentTexts(vendor.requests);
  assert.deepEqual(
    userBlocks(texts).sort(),
    [OC_MARKERS.prompt1, OC_MARKERS.prompt2, OC_MARKERS.sub].sort(),
  );
  const sent = texts.join("\n");
  for (
    const never of [
      OC_MARKERS.readCall,
      OC_MARKERS.fileContent,
      OC_MARKERS.thinking,
      OC_MARKERS.toolOutput,
      OC_MARKERS.ignored,
      OC_MARKERS.child,
      OC_MARKERS.other,
      SECRET_IN_DB,
    ]
  ) {
    assert.ok(!sent.includes(never), `"${never}" was sent`);
  }
  assert.ok(
    sent.includes(`[tool]\n(error) ${OC_MARKERS.toolError}`),
    "the failure, as tool output",
  );
  const store = await readStore(join(w.project, ".ctx"));
  const titles = store.summaries.map((s) => [s.doc.source, s.doc.sessionId]).sort();
  assert.deepEqual(titles, [["opencode", "ses_main01"], ["opencode", "ses_sub01"]]);

  const again = await runCtx(["init", "opencode", "--local"], { env, cwd: w.project });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, 2, "nothing changed: nothing sent again");
});

Deno.test("ctx init crush --local sends the typed prompts (and the human's shell command) as [user], never the title or agent prompts; a rerun sends nothing", async () => {
  await using w = await world();
  writeCrushDb(join(w.project, ".crush", "crush.db"), crushScenario());
  await using vendor = await startFakeVendor("vendor-b");
  const env = { ...w.env, ...vendor.env() };
  const run = await runCtx(["init", "crush", "--local"], { env, cwd: w.project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Sessions found: 1\n/, run.stdout);
  const texts = sentTexts(vendor.requests);
  assert.deepEqual(userBlocks(texts), [
    CRUSH_MARKERS.prompt1,
    CRUSH_MARKERS.prompt2,
    "!go test ./...",
  ]);
  const sent = texts.join("\n");
  for (
    const never of [
      CRUSH_MARKERS.titlePrompt,
      CRUSH_MARKERS.agentPrompt,
      CRUSH_MARKERS.summary,
      CRUSH_MARKERS.thinking,
      CRUSH_MARKERS.toolOutput,
    ]
  ) {
    assert.ok(!sent.includes(never), `"${never}" was sent`);
  }
  assert.ok(sent.includes(`(error) ${CRUSH_MARKERS.toolError}`));
  const again = await runCtx(["init", "crush", "--local"], { env, cwd: w.project });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("--opencode-dir, --kilo-code-dir and --crush-dir take a database file, as their help says", async () => {
  await using w = await world();
  // Databases kept elsewhere (a backup, another machine's copy), each passed by its file.
  const saved = join(w.home, "saved");
  await Deno.mkdir(saved);
  writeOpenCodeDb(join(saved, "opencode.db"), openCodeScenario(w.project, join(w.project, "..")));
  writeOpenCodeDb(join(saved, "kilo.db"), openCodeScenario(w.project, join(w.project, "..")));
  writeCrushDb(join(saved, "crush.db"), crushScenario());
  const runs: Array<[string, string, number]> = [
    ["opencode", "opencode.db", 2],
    ["kilo-code", "kilo.db", 2],
    ["crush", "crush.db", 1],
  ];
  for (const [assistant, file, sessions] of runs) {
    const args = ["init", assistant, `--${assistant}-dir`, join(saved, file), "--dry-run"];
    const run = await runCtx(args, { env: w.env, cwd: w.project });
    assert.equal(run.code, 0, `${assistant}: ${run.stderr}`);
    assert.doesNotMatch(run.stderr, /a file, not a folder/);
    const sent = run.stdout.match(new RegExp(`^=== ${assistant} session .*: send,`, "gm"));
    assert.equal(sent?.length, sessions, `${assistant}: ${run.stdout}`);
  }
});
