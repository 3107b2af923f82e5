/**
 * End-to-end: the real CLI (`main.ts`, and the bundle where marked) distills synthetic Claude Code
 * sessions against fake vendor servers on 127.0.0.1, and we assert on what the servers received
 * and what was stored.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  type CtxRun,
  pathWith,
  runCtx,
  type RunCtxOptions,
  spawnCtx,
  tempDir,
  waitFor,
} from "../_helpers.ts";
import { FAKE_KEYS, type RecordedRequest, startFakeVendor, writeFakeClaude } from "../_fakes.ts";
import {
  growClaudeSession,
  MARKERS,
  SECRETS,
  type SessionSpec,
  writeClaudeSession,
} from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";
import { cliPrompt } from "../../src/backends/subscription_cli.ts";

interface World extends AsyncDisposable {
  home: string;
  ctxHome: string;
  project: string;
  env: Record<string, string>;
}

/** A temp HOME with a project (two sessions) and another project (one session). */
async function world(
  extraSessions = 0,
): Promise<World & { specs: SessionSpec[]; paths: string[] }> {
  const dir = await tempDir("ctx-e2e-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "my.app_v2");
  await Deno.mkdir(project, { recursive: true });
  const specs: SessionSpec[] = [
    { sessionId: "sess-one", cwd: project, marker: "SESSION-ONE" },
    {
      sessionId: "sess-two",
      cwd: join(project, "pkg"),
      marker: "SESSION-TWO",
      prompt: "Why is the build slow?",
    },
  ];
  for (let i = 0; i < extraSessions; i++) {
    specs.push({ sessionId: `sess-extra-${i}`, cwd: project, marker: `EXTRA-${i}` });
  }
  const paths: string[] = [];
  for (const spec of specs) paths.push(await writeClaudeSession(home, spec));
  await writeClaudeSession(home, {
    sessionId: "sess-other",
    cwd: join(dir.path, "work", "other"),
    marker: MARKERS.other,
  });
  const ctxHome = join(dir.path, "ctx-home");
  return {
    home,
    ctxHome,
    project,
    specs,
    paths,
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

function bodies(requests: RecordedRequest[]): string {
  return requests.map((r) => JSON.stringify(r.body)).join("\n");
}

function assertClean(sent: string) {
  for (const secret of Object.values(SECRETS)) {
    assert.ok(!sent.includes(secret), "a secret was sent");
  }
  for (
    const marker of [
      MARKERS.thinking,
      MARKERS.toolInput,
      MARKERS.toolOutput,
      MARKERS.reminder,
      MARKERS.other,
    ]
  ) {
    assert.ok(!sent.includes(marker), `"${marker}" was sent`);
  }
  assert.ok(sent.includes("[REDACTED]"), "redaction marker missing");
  assert.ok(
    sent.includes(MARKERS.error),
    "the failed tool result's excerpt should reach the model",
  );
}

/** A failed run shows its stdout last: the report's failure lines are what a log's tail keeps. */
function assertOk(run: CtxRun) {
  assert.equal(run.code, 0, `exit ${run.code}\nstderr:\n${run.stderr}\nstdout:\n${run.stdout}`);
}

/** Every test below runs twice: against `main.ts` and against the bundle `dist/ctx.js`. */
function suite(bundle: boolean) {
  const test = (name: string, fn: () => Promise<void>) =>
    Deno.test(bundle ? `${name} (bundle)` : name, fn);
  const ctx = (args: string[], options: RunCtxOptions) => runCtx(args, { ...options, bundle });
  const spawn = (args: string[], options: RunCtxOptions) => spawnCtx(args, { ...options, bundle });

  test(`ctx init claude-code --local distills the project's sessions, redacted, and a rerun sends nothing`, async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const env = { ...w.env, ...vendor.env() };
    const first = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(first);
    assert.equal(vendor.requests.length, 2);
    const sent = bodies(vendor.requests);
    assertClean(sent);
    assert.ok(sent.includes("SESSION-ONE") && sent.includes("SESSION-TWO"));
    assert.match(first.stdout, /Sessions found: 2\nDistilled: 2\n/);
    assert.match(first.stdout, /Insights written: 4\n/);
    const store = await readStore(join(w.project, ".ctx"));
    assert.deepEqual(store.warnings, []);
    assert.deepEqual(store.summaries.map((s) => s.doc.sessionId).sort(), ["sess-one", "sess-two"]);
    const doc = store.summaries[0]!.doc;
    assert.equal(doc.source, "claude-code");
    assert.equal(doc.model, "claude-haiku-4-5-20251001");
    assert.match(doc.contentHash, /^sha256:[0-9a-f]{64}$/);
    assert.deepEqual(doc.insights.map((i) => i.title), [
      "Token refresh raced with logout",
      "Use SQLite FTS5 for search",
    ]);
    assert.match(doc.insights[0]!.id, /^ins_[0-9a-f]{12}$/);

    const again = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(again);
    assert.equal(vendor.requests.length, 2, "a rerun must not call the model");
    assert.match(again.stdout, /Unchanged \(already distilled\): 2\n/);
  });

  test("ctx init re-distills a session that grew, and only that one", async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const env = { ...w.env, ...vendor.env() };
    assertOk(await ctx(["init", "claude-code", "--local"], { env, cwd: w.project }));
    await growClaudeSession(
      w.paths[0]!,
      w.specs[0]!,
      "GROWN-MARKER: and what about the migration scripts?",
    );
    const run = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(run);
    assert.equal(vendor.requests.length, 3);
    assert.ok(JSON.stringify(vendor.requests[2]!.body).includes("GROWN-MARKER"));
    assert.match(run.stdout, /Distilled: 1\nUnchanged \(already distilled\): 1\n/);
  });

  test("ctx init with Vendor B and C speaks chat completions with the right token field", async () => {
    for (const kind of ["vendor-b", "vendor-c"] as const) {
      await using w = await world();
      await using vendor = await startFakeVendor(kind);
      const run = await ctx(["init", "claude-code", "--local"], {
        env: { ...w.env, ...vendor.env(), MAX_COMPLETION_TOKENS: "1234", TEMPERATURE: "0.2" },
        cwd: w.project,
      });
      assertOk(run);
      assert.equal(vendor.requests.length, 2);
      const body = vendor.requests[0]!.body as Record<string, unknown>;
      assert.equal(vendor.requests[0]!.path, "/v1/chat/completions");
      assert.equal(vendor.requests[0]!.headers["authorization"], `Bearer ${FAKE_KEYS[kind]}`);
      assert.equal(body.temperature, 0.2);
      if (kind === "vendor-b") {
        assert.equal(body.model, "gpt-4o-mini");
        assert.equal(body.max_completion_tokens, 1234);
        assert.equal(body.max_tokens, undefined);
      } else {
        assert.equal(body.model, "qwen/qwen3.5-122b-a10b");
        assert.equal(body.max_tokens, 1234);
        assert.equal(body.max_completion_tokens, undefined);
      }
      assertClean(bodies(vendor.requests));
    }
  });

  test("ctx init with the subscription CLI sends the prompt on stdin, from a scratch directory, one at a time", async () => {
    await using w = await world();
    const fake = await writeFakeClaude(join(w.home, ".."));
    const run = await ctx(["init", "claude-code", "--local"], {
      env: { ...w.env, PATH: pathWith(fake.binDir) },
      cwd: w.project,
    });
    assertOk(run);
    assert.equal(await fake.calls(), 2);
    const argv = await fake.argv();
    assert.equal(argv[0], "-p");
    const argvText = argv.join(" ");
    assert.ok(!argvText.includes("SESSION-"), "the transcript must not be on argv");
    const stdin = await Deno.readTextFile(fake.stdinLog);
    assert.ok(stdin.includes("[ctx distillation request]"));
    assertClean(
      stdin + (await Deno.readTextFile(fake.stdinLog.replace("stdin.log", "stdin-1.log"))),
    );
    const cwd = (await Deno.readTextFile(fake.cwdLog)).trim();
    assert.equal(cwd, await Deno.realPath(join(w.ctxHome, "scratch")));
  });

  test("ctx init with the subscription CLI passes it no key: not the team key, not the vendor keys", async () => {
    await using w = await world();
    const fake = await writeFakeClaude(join(w.home, ".."));
    const env = {
      ...w.env,
      PATH: pathWith(fake.binDir),
      CTX_API_KEY: "ctx-team-key-LEAK",
      VENDORA_API_KEY: "sk-vendor-a-LEAK",
      VENDORB_API_KEY: "sk-vendor-b-LEAK",
      GITHUB_TOKEN: "gh-token-LEAK",
      CLAUDE_CONFIG_DIR: join(w.home, ".claude"),
      LANG: "C.UTF-8",
    };
    // The saved choice wins over the vendor keys in the environment.
    const setup = await ctx(["install", "--setup", "--backend", "cli"], { env, cwd: w.project });
    assertOk(setup);
    // Setup asked the CLI whether it is logged in (its own local check), with the same env.
    assert.deepEqual([await fake.calls(), await fake.argv()], [1, ["auth", "status", "--json"]]);
    assert.ok(!(await Deno.readTextFile(fake.envLog)).includes("LEAK"));
    assertOk(await ctx(["init", "claude-code", "--local"], { env, cwd: w.project }));
    assert.equal(await fake.calls(), 3);
    const seen = await fake.env();
    const recorded = await Deno.readTextFile(fake.envLog);
    assert.ok(!recorded.includes("LEAK"), "a key reached the subscription CLI");
    // Of ctx's variables only CTX_HOME, the store's path: the session-end hook the CLI runs
    // when the call ends must know the call is ctx's own.
    assert.deepEqual(Object.keys(seen).filter((n) => n.startsWith("CTX_")), ["CTX_HOME"]);
    assert.equal(seen["CTX_HOME"], w.ctxHome);
    assert.equal(seen["CLAUDE_CONFIG_DIR"], join(w.home, ".claude"));
    assert.equal(seen["LANG"], "C.UTF-8");
    assert.equal(seen["HOME"], w.home);
  });

  test("ctx init makes exactly one repair call when the answer is not JSON, and redacts it", async () => {
    await using w = await world();
    let calls = 0;
    await using vendor = await startFakeVendor("vendor-a", {
      respond: () => {
        calls++;
        // First answer echoes a secret and is not JSON; the repair answer is valid.
        if (calls === 1) {
          return { text: `Sure! The key ${SECRETS.github} was the problem. No JSON here.` };
        }
        if (calls === 2) {
          return {
            text:
              '[{"type":"gotcha","title":"Tests need DATABASE_URL","summary":"Set it.","tags":[]}]',
          };
        }
        return { text: "still not json" };
      },
    });
    const run = await ctx(["init", "claude-code", "--local", "--project", w.project], {
      env: { ...w.env, ...vendor.env(), REPAIR_MODEL: "repair-model-x", CTX_CONCURRENCY: "1" },
    });
    // Session one: answer + repair (ok). Session two: "still not json" + repair "still not json" → failed.
    assert.equal(run.code, 1, run.stderr);
    assert.equal(vendor.requests.length, 4);
    const repair = vendor.requests[1]!.body as {
      model: string;
      messages: Array<{ content: string }>;
    };
    assert.equal(repair.model, "repair-model-x");
    const repairText = JSON.stringify(repair);
    assert.ok(repairText.includes("previous answer was not a valid JSON array"));
    assert.ok(!repairText.includes(SECRETS.github), "the repair prompt must be redacted");
    assert.match(run.stdout, /Distilled: 1\n/);
    assert.match(run.stdout, /Failed \(will retry on the next run\): 1\n/);
    assert.match(run.stdout, /not valid JSON after one repair call/);
  });

  test("ctx init honours 429 + Retry-After, and retries a failed session on the next run", async () => {
    await using w = await world();
    let n = 0;
    let mode: "429" | "400" | "ok" = "429";
    await using vendor = await startFakeVendor("vendor-a", {
      respond: () => {
        n++;
        if (mode === "429" && n === 1) {
          return {
            status: 429,
            headers: { "retry-after": "1" },
            json: { type: "error", error: { type: "rate_limit_error", message: "slow down" } },
          };
        }
        if (mode === "400") {
          return {
            status: 400,
            json: { type: "error", error: { type: "invalid_request_error", message: "bad" } },
          };
        }
        return {
          text:
            '[{"type":"fix","title":"Point tests at db.internal","summary":"Use DATABASE_URL.","tags":["db"]}]',
        };
      },
    });
    const env = { ...w.env, ...vendor.env(), CTX_CONCURRENCY: "1" };
    const t0 = Date.now();
    const first = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(first);
    assert.equal(vendor.requests.length, 3, "one 429, its retry, and the second session");
    assert.ok(Date.now() - t0 >= 1000, "Retry-After: 1 must be waited for");

    // A new session fails with a non-retryable error: recorded as failed, exit 1.
    await writeClaudeSession(w.home, { sessionId: "sess-new", cwd: w.project, marker: "NEW" });
    mode = "400";
    const failed = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assert.equal(failed.code, 1);
    assert.match(failed.stdout, /Failed \(will retry on the next run\): 1\n/);
    const before = vendor.requests.length;
    mode = "ok";
    const retried = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(retried);
    assert.equal(vendor.requests.length, before + 1, "only the failed session is sent again");
    assert.match(retried.stdout, /Distilled: 1\n/);
  });

  test("ctx init fits each transcript into CTX_MAX_CHARS", async () => {
    await using w = await world();
    await writeClaudeSession(w.home, {
      sessionId: "sess-long",
      cwd: w.project,
      extraTurns: 200,
      marker: "LONG",
    });
    await using vendor = await startFakeVendor("vendor-a");
    assertOk(
      await ctx(["init", "claude-code", "--local"], {
        env: { ...w.env, ...vendor.env(), CTX_MAX_CHARS: "3000" },
        cwd: w.project,
      }),
    );
    for (const r of vendor.requests) {
      const content = (r.body as { messages: Array<{ content: string }> }).messages[0]!.content;
      const transcript = /<transcript>\n([\s\S]*)\n<\/transcript>/.exec(content)![1]!;
      assert.ok(transcript.length <= 3000, `transcript of ${transcript.length} chars`);
    }
    const long = vendor.requests.map((r) => JSON.stringify(r.body)).find((b) =>
      b.includes("LONG")
    )!;
    assert.ok(long.includes("left out"), "the cut is announced");
    assert.ok(long.includes("Answer 199"), "the final answer (resolution) survives");
    assert.ok(long.includes("Follow-up question number 199"), "the newest prompt survives");
    assert.ok(long.includes("The API tests fail since the DB move."), "the first prompt survives");
  });

  test("ctx init writes no file for a session without insights and reports it", async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a", { respond: () => ({ text: "[]" }) });
    const run = await ctx(["init", "claude-code", "--local"], {
      env: { ...w.env, ...vendor.env() },
      cwd: w.project,
    });
    assertOk(run);
    assert.match(run.stdout, /Skipped: 2 \(no insights: 2, too short: 0\)/);
    const entries = await Array.fromAsync(Deno.readDir(join(w.project, ".ctx"))).catch(() => []);
    assert.deepEqual(entries, []);
  });

  test("ctx init --dry-run prints the redacted prompts and sends nothing", async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const run = await ctx(["init", "claude-code", "--local", "--dry-run"], {
      env: { ...w.env, ...vendor.env() },
      cwd: w.project,
    });
    assertOk(run);
    assert.equal(vendor.requests.length, 0);
    assert.match(
      run.stdout,
      /=== claude-code session sess-one: send, \d+ transcript characters \(new or grown\) ===/,
    );
    assertClean(run.stdout);
    assert.match(run.stderr, /Dry run: 2 of 2 sessions would be sent/);
  });

  test("ctx init --dry-run after a run shows only what a real run would send, and writes nothing", async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const env = { ...w.env, ...vendor.env() };
    const fresh = await ctx(["init", "claude-code", "--local", "--dry-run"], {
      env,
      cwd: w.project,
    });
    assertOk(fresh);
    let exists = true;
    await Deno.stat(join(w.ctxHome, "ledger.sqlite")).catch(() => exists = false);
    assert.equal(exists, false, "a dry run creates no ledger");
    assertOk(await ctx(["init", "claude-code", "--local"], { env, cwd: w.project }));
    const again = await ctx(["init", "claude-code", "--local", "--dry-run"], {
      env,
      cwd: w.project,
    });
    assertOk(again);
    assert.match(again.stderr, /Dry run: 0 of 2 sessions would be sent/);
    assert.equal(vendor.requests.length, 2);
  });

  test("ctx init --dry-run lists every session with what a real run would do and why, and shows the system prompt", async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const env = { ...w.env, ...vendor.env() };
    assertOk(await ctx(["init", "claude-code", "--local"], { env, cwd: w.project }));
    await growClaudeSession(w.paths[1]!, w.specs[1]!, "And why is the cache cold after a deploy?");
    const line = (id: string, text: string) =>
      JSON.stringify({
        type: "user",
        uuid: `00000000-0000-4000-8000-${id.length.toString().padStart(12, "0")}`,
        sessionId: id,
        cwd: w.project,
        timestamp: "2026-11-03T10:00:00.000Z",
        message: { role: "user", content: text },
      }) + "\n";
    const dir = join(w.home, ".claude", "projects", w.project.replace(/[^a-zA-Z0-9]/g, "-"));
    await Deno.writeTextFile(join(dir, "sess-short.jsonl"), line("sess-short", "hi"));
    await Deno.writeTextFile(
      join(dir, "sess-own.jsonl"),
      line("sess-own", "[ctx distillation request]\nProject: app"),
    );
    // ctx's call through the subscription CLI, recorded by a ctx with another CTX_HOME.
    await Deno.writeTextFile(
      join(dir, "sess-own-cli.jsonl"),
      line(
        "sess-own-cli",
        cliPrompt({ system: "Distill.", prompt: "[ctx distillation request]\nP" }),
      ),
    );
    const run = await ctx(["init", "claude-code", "--local", "--dry-run"], { env, cwd: w.project });
    assertOk(run);
    assert.match(
      run.stdout,
      /^=== system prompt \(sent with every session\) ===\nYou distill coding-assistant/,
    );
    assert.match(
      run.stdout,
      /=== claude-code session sess-two: send, \d+ transcript characters \(new or grown\) ===/,
    );
    assert.match(run.stdout, /And why is the cache cold after a deploy\?/);
    assert.match(
      run.stdout,
      /claude-code session sess-one: unchanged \(already distilled; the file has not changed since\)/,
    );
    assert.match(
      run.stdout,
      /claude-code session sess-own: own session \(a ctx distillation call\)/,
    );
    assert.match(
      run.stdout,
      /claude-code session sess-own-cli: own session \(a ctx distillation call\)/,
    );
    assert.match(
      run.stdout,
      /claude-code session sess-short: too short \(2 characters typed by the human, 0 written by the assistant/,
    );
    assert.match(run.stderr, /Dry run: 1 of 5 sessions would be sent/);
    assert.equal(vendor.requests.length, 2, "the dry run sent nothing");

    const json = await ctx(["init", "claude-code", "--local", "--dry-run", "--json"], {
      env,
      cwd: w.project,
    });
    assertOk(json);
    const doc = JSON.parse(json.stdout);
    assert.match(doc.system, /^You distill coding-assistant chat transcripts/);
    assert.deepEqual(
      doc.dryRun.map((i: { sessionId: string; action: string }) => [i.sessionId, i.action]),
      [
        ["sess-one", "unchanged"],
        ["sess-own", "own session"],
        ["sess-own-cli", "own session"],
        ["sess-short", "too short"],
        ["sess-two", "send"],
      ],
    );
  });

  test("ctx init rejects a --project or --claude-dir that does not exist, and a --claude-dir that is a file", async () => {
    await using w = await world();
    const a = await ctx(["init", "claude-code", "--project", join(w.project, "nope")], {
      env: w.env,
    });
    assert.equal(a.code, 2);
    assert.match(a.stderr, /error: Cannot use --project ".*nope": not a directory/);
    const b = await ctx(["init", "claude-code", "--claude-dir", join(w.home, "nope")], {
      env: w.env,
      cwd: w.project,
    });
    assert.equal(b.code, 2);
    assert.match(
      b.stderr,
      /^error: Cannot read --claude-dir ".*nope": not found\nhint: pass the folder where the assistant keeps its history \(run ctx init --help for usage\)$/m,
    );
    // A file where a folder is wanted: a usage error naming the flag, not "looked in README.md".
    const readme = join(w.project, "README.md");
    await Deno.writeTextFile(readme, "# shop\n");
    const c = await ctx(["init", "claude-code", "--claude-dir", readme], {
      env: w.env,
      cwd: w.project,
    });
    assert.equal(c.code, 2, c.stderr);
    assert.match(
      c.stderr,
      /^error: Invalid --claude-dir ".*README\.md": a file, not a folder\nhint: pass the folder where the assistant keeps its history \(run ctx init --help for usage\)$/m,
    );
  });

  test("a ctx init killed mid-run leaves no lease behind and no temp file in .ctx", async () => {
    await using w = await world(4);
    await using vendor = await startFakeVendor("vendor-a", { latencyMs: 400 });
    const env = { ...w.env, ...vendor.env(), CTX_CONCURRENCY: "2" };
    const child = spawn(["init", "claude-code", "--local"], { env, cwd: w.project });
    await waitFor(() => vendor.requests.length >= 3, "3 model requests", 60_000, 25);
    child.kill("SIGKILL");
    await child.output();
    // Every summary on disk was paid for once: the rerun asks again only for the others.
    const written = (await readStore(join(w.project, ".ctx"))).summaries.map((s) =>
      s.doc.sessionId
    );
    const asked = vendor.requests.length;
    const rerun = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(rerun);
    assert.doesNotMatch(rerun.stdout, /being distilled by another ctx process/);
    assert.equal((await readStore(join(w.project, ".ctx"))).summaries.length, 6);
    const again = vendor.requests.slice(asked)
      .map((r) => /Session: (\S+)/.exec(JSON.stringify(r.body))![1]!)
      .filter((id) => written.includes(id));
    assert.deepEqual(again, [], "a session whose summary was on disk was asked again");
    assert.equal(vendor.requests.length - asked, 6 - written.length);
  });

  test("ctx init without any backend fails with the remedy", async () => {
    await using w = await world();
    const run = await ctx(["init", "claude-code", "--local"], {
      env: { ...w.env, PATH: "/nonexistent" },
      cwd: w.project,
    });
    assert.equal(run.code, 3);
    assert.match(run.stderr, /^error: No LLM backend available/m);
    assert.match(run.stderr, /^hint: run ctx install --setup/m);
  });

  test("ctx init rejects a bad CTX_CONCURRENCY naming the variable", async () => {
    await using w = await world();
    const run = await ctx(["init", "claude-code"], {
      env: { ...w.env, CTX_CONCURRENCY: "abc" },
      cwd: w.project,
    });
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /error: Invalid CTX_CONCURRENCY="abc": expected a whole number from 1 to 256/,
    );
  });

  test("two ctx init processes at once never distill the same session twice", async () => {
    await using w = await world(6);
    await using vendor = await startFakeVendor("vendor-a", { latencyMs: 300 });
    const env = { ...w.env, ...vendor.env(), CTX_CONCURRENCY: "2" };
    const [a, b] = await Promise.all([
      ctx(["init", "claude-code", "--local"], { env, cwd: w.project }),
      ctx(["init", "claude-code", "--local"], { env, cwd: w.project }),
    ]);
    assertOk(a);
    assertOk(b);
    const sessions = vendor.requests.map((r) => /Session: (\S+)/.exec(JSON.stringify(r.body))![1]);
    assert.equal(sessions.length, 8, `requests: ${sessions.join(", ")}`);
    assert.equal(new Set(sessions).size, 8);
  });

  test("ctx init stops cleanly on Ctrl-C: finished summaries stay, nothing half-written, the rest on rerun", async () => {
    await using w = await world(4);
    await using vendor = await startFakeVendor("vendor-a", { latencyMs: 400 });
    const env = { ...w.env, ...vendor.env(), CTX_CONCURRENCY: "1" };
    const child = spawn(["init", "claude-code", "--local"], { env, cwd: w.project });
    // Wait until two requests were made, then interrupt.
    await waitFor(() => vendor.requests.length >= 2, "2 model requests", 60_000, 25);
    child.kill("SIGINT");
    const out = await child.output();
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 130, stderr + new TextDecoder().decode(out.stdout));
    assert.ok(vendor.requests.length >= 2, stderr);
    const files = [...Deno.readDirSync(join(w.project, ".ctx"))].map((e) => e.name);
    assert.ok(files.every((f) => f.endsWith(".md")), `leftovers: ${files.join(", ")}`);
    const store = await readStore(join(w.project, ".ctx"));
    assert.deepEqual(store.warnings, []);
    const done = store.summaries.length;
    assert.ok(done >= 1 && done < 6, `${done} summaries after Ctrl-C`);
    const rerun = await ctx(["init", "claude-code", "--local"], { env, cwd: w.project });
    assertOk(rerun);
    assert.equal((await readStore(join(w.project, ".ctx"))).summaries.length, 6);
    assert.match(rerun.stdout, new RegExp(`Unchanged \\(already distilled\\): ${done}\\n`));
  });
}

suite(false);
suite(true);
