/**
 * End-to-end: what `ctx init` says when it cannot finish — no backend, nothing found, Ctrl-C —
 * with the real CLI against synthetic Claude Code sessions and a fake vendor on 127.0.0.1.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, spawnCtx, tempDir, waitFor } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { reportCounts as counts } from "./_report.ts";

interface Scene {
  home: string;
  project: string;
  env: Record<string, string>;
}

/** A HOME with `sessions` Claude Code sessions of one project, no key, no subscription CLI. */
async function scene(root: string, sessions: number): Promise<Scene> {
  const home = join(root, "home");
  const project = join(root, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (let i = 0; i < sessions; i++) {
    await writeClaudeSession(home, { sessionId: `sess-${i}`, cwd: project, marker: `M-${i}` });
  }
  return {
    home,
    project,
    env: {
      HOME: home,
      CTX_HOME: join(root, "ctx-home"),
      CTX_KEYCHAIN: "off",
      CTX_CLI_BACKEND: "ctx-test-no-such-cli",
    },
  };
}

Deno.test("ctx init without a backend prints the report, then every remedy", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, 3);
  const run = await runCtx(["init", "claude-code"], { env: s.env, cwd: s.project });
  assert.equal(run.code, 3, run.stderr);
  const c = counts(run.stdout);
  assert.equal(c["Sessions found"], 3);
  assert.equal(c["Distilled"], 0);
  assert.equal(c["Waiting for a backend"], 3);
  assert.equal(
    run.stderr,
    "error: No LLM backend available: 3 sessions to distill\n" +
      "hint: run ctx install --setup to choose one (saved for every run), or:\n" +
      "  export VENDORA_API_KEY=… (or VENDORB_API_KEY, VENDORC_API_KEY) to use a vendor API " +
      "with your key\n" +
      '  install the subscription CLI "ctx-test-no-such-cli" and log in: ctx uses it when it ' +
      "is on PATH (CTX_CLI_BACKEND names another program)\n",
  );
  // --json: the same report, with the sessions left for later counted.
  const json = await runCtx(["init", "claude-code", "--json"], { env: s.env, cwd: s.project });
  assert.equal(json.code, 3);
  const report = JSON.parse(json.stdout);
  assert.equal(report.found, 3);
  assert.equal(report.pending, 3);
});

Deno.test("ctx init that finds nothing says where it looked", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, 1);
  const elsewhere = join(dir.path, "work", "blog");
  await Deno.mkdir(elsewhere, { recursive: true });
  const run = await runCtx(["init", "claude-code"], { env: s.env, cwd: elsewhere });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(counts(run.stdout)["Sessions found"], 0);
  const claude = join(s.home, ".claude", "projects");
  const config = join(s.home, ".config", "claude", "projects");
  assert.match(
    run.stderr,
    new RegExp(
      `No Claude Code history for ${elsewhere}: looked in "${claude}", "${config}" \\(missing\\)`,
    ),
  );
  assert.match(
    run.stderr,
    /hint: run ctx inside the project \(or pass --project DIR\), or point ctx at the history with --claude-dir/,
  );

  // `--local` with nothing found makes no `.ctx/` and claims none.
  const local = await runCtx(["init", "claude-code", "--local"], { env: s.env, cwd: elsewhere });
  assert.equal(local.code, 0, local.stderr);
  assert.match(
    local.stdout,
    new RegExp(`^Store: ${join(elsewhere, ".ctx")} \\(not created: nothing kept yet\\)$`, "m"),
  );
  assert.equal(await Deno.stat(join(elsewhere, ".ctx")).catch(() => undefined), undefined);

  const codex = await runCtx(["init", "codex"], { env: s.env, cwd: s.project });
  assert.match(codex.stderr, new RegExp(`"${join(s.home, ".codex", "sessions")}" \\(missing\\)`));

  // A --<assistant>-dir that names a file: "looked in" names that file, not the default place.
  const saved = join(dir.path, "saved-sessions.db");
  await Deno.writeTextFile(saved, "not a database");
  const goose = await runCtx(["init", "goose", "--goose-dir", saved], {
    env: s.env,
    cwd: s.project,
  });
  assert.equal(goose.code, 0, goose.stderr);
  assert.match(goose.stderr, new RegExp(`^warning: Cannot read "${saved}"`, "m"));
  assert.match(goose.stderr, new RegExp(`^No Goose history for .*: looked in "${saved}"\n`, "m"));
  assert.ok(!goose.stderr.includes(join(s.home, ".local")), goose.stderr);
});

Deno.test("ctx init on Ctrl-C says Stopping once, prints no more progress, and accounts for every session", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, 6);
  await using vendor = await startFakeVendor("vendor-a", { latencyMs: 400 });
  const env = { ...s.env, ...vendor.env(), CTX_CONCURRENCY: "1" };
  const child = spawnCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  await waitFor(() => vendor.requests.length >= 2, "2 model requests", 60_000, 25);
  child.kill("SIGINT");
  const out = await child.output();
  const stdout = new TextDecoder().decode(out.stdout);
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 130, stderr + stdout);
  const lines = stderr.split("\n").filter((l) => l !== "");
  const stopping = lines.findIndex((l) => l.startsWith("Stopping"));
  assert.notEqual(stopping, -1, stderr);
  assert.equal(lines.filter((l) => l.startsWith("Stopping")).length, 1, stderr);
  assert.deepEqual(lines.slice(stopping + 1).filter((l) => l.startsWith("Distilling")), []);
  // One closing line, after the report: no "error:" for what the user asked for.
  assert.deepEqual(lines.filter((l) => /interrupt/i.test(l)), [
    "Interrupted: finished summaries were kept",
  ]);
  assert.equal(lines.at(-1), "hint: run the same command again to continue with the rest");
  const c = counts(stdout);
  assert.equal(c["Sessions found"], 6);
  // The session whose model call was under way is neither a failure nor "not started".
  assert.equal(c["Stopped before its summary was written (rerun to continue)"], 1, stdout);
  assert.equal(c["Failed (will retry on the next run)"], 0, stdout);
  assert.ok(c["Not started (rerun to continue)"]! >= 1, stdout);
  const accounted = c["Distilled"]! + c["Unchanged (already distilled)"]! + c["Skipped"]! +
    c["Failed (will retry on the next run)"]! + c["Not started (rerun to continue)"]! +
    c["Stopped before its summary was written (rerun to continue)"]!;
  assert.equal(accounted, 6, stdout);
  // Nothing was recorded as failed: ctx status lists no failure, and the stopped session is
  // pending like the ones not started.
  const status = await runCtx(["status", "--json"], { env, cwd: s.project });
  const r = JSON.parse(status.stdout);
  assert.equal(r.project.sessions.failed, 0, status.stdout);
  assert.equal(r.project.failures, undefined);
  assert.equal(r.background.pending, 6 - c["Distilled"]!);
});

Deno.test("ctx init --dry-run --json carries the report's counts and warnings", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  const gemini = join(home, ".gemini");
  await Deno.mkdir(join(gemini, "tmp", "shop", "chats"), { recursive: true });
  await Deno.writeTextFile(join(gemini, "projects.json"), "{ not json");
  await Deno.writeTextFile(join(gemini, "tmp", "shop", ".project_root"), project);
  const lines = [
    JSON.stringify({ sessionId: "g-1", startTime: "2026-03-01T10:00:00Z" }),
    JSON.stringify({
      id: "1",
      type: "user",
      timestamp: "2026-03-01T10:00:00Z",
      content: "Why does the checkout page render twice after a price update?",
    }),
    "{ not a record",
    JSON.stringify({ $future: "a record type this ctx does not know" }),
    JSON.stringify({
      id: "2",
      type: "gemini",
      timestamp: "2026-03-01T10:01:00Z",
      content: "The price store emitted twice: the update and its echo from the cache. " +
        "Dropping the echo when the value is unchanged fixed the double render.",
    }),
  ];
  await Deno.writeTextFile(
    join(gemini, "tmp", "shop", "chats", "session-2026-03-01T10-00-g1.jsonl"),
    lines.join("\n") + "\n",
  );
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off" };
  const run = await runCtx(["init", "gemini", "--dry-run", "--json"], { env, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  const doc = JSON.parse(run.stdout);
  const warning = `Cannot read "${join(gemini, "projects.json")}": invalid JSON`;
  // The malformed line: counted, and named once with its file (as every streaming reader does).
  const chat = join(gemini, "tmp", "shop", "chats", "session-2026-03-01T10-00-g1.jsonl");
  const skipped = `Skipped 1 malformed line in "${chat}" (first at line 3: invalid JSON)`;
  assert.deepEqual(
    [doc.found, doc.skippedLines, doc.unknownRecords, doc.warnings, doc.pending],
    [1, 1, 1, [warning, skipped], 0],
  );
  assert.deepEqual(doc.dryRun.map((i: { action: string }) => i.action), ["send"]);
  assert.match(doc.system, /^You distill coding-assistant chat transcripts/);
  assert.ok(run.stderr.includes(`warning: ${warning}`), run.stderr);
});

Deno.test("ctx init counts a session it cannot read as unreadable, not as too short", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, 1);
  // A /chat save cut short: the reader warns and reads nothing of it.
  const cut = join(dir.path, "cut.json");
  await Deno.writeTextFile(cut, '{"conversation_id": "kiro-cut", "history": [');
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const run = await runCtx(["init", "kiro", "--kiro-dir", cut], { env, cwd: s.project });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /^warning: Cannot read ".*cut\.json": truncated or invalid JSON/m);
  assert.equal(counts(run.stdout)["Sessions found"], 1);
  assert.match(run.stdout, /^Skipped: 1 \(no insights: 0, too short: 0, unreadable: 1\)$/m);
  assert.equal(vendor.requests.length, 0);
  await Deno.writeTextFile(cut, '{"conversation_id": "kiro-cut-2", "history": [');
  const dry = await runCtx(["init", "kiro", "--kiro-dir", cut, "--dry-run", "--json"], {
    env,
    cwd: s.project,
  });
  const doc = JSON.parse(dry.stdout);
  assert.deepEqual([doc.skippedShort, doc.skippedUnreadable], [0, 1]);
  assert.deepEqual(doc.dryRun.map((i: { action: string }) => i.action), ["unreadable"]);
  assert.match(doc.dryRun[0].reason, /^Cannot read ".*cut\.json": truncated or invalid JSON/);
});
