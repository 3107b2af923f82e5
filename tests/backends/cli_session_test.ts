/**
 * ctx's own `claude -p` calls stay out of the user's Claude Code history, whatever the installed
 * CLI supports: a fake `claude` first on PATH that records each call the way Claude Code does
 * (`~/.claude/projects/<encoded cwd>/<session id>.jsonl`) and whose `--help` lists the session
 * flags or not. (`tests/clients/cli_history_test.ts` runs the real Claude Code.)
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createSubscriptionCliBackend } from "../../src/backends/subscription_cli.ts";
import { cliScratchDir } from "../../src/backends/scratch.ts";
import { removeCallSession, sessionFiles } from "../../src/backends/_cli_session.ts";
import { encodeClaudeProjectDir } from "../../src/assistants/claude-code/reader.ts";
import { fakeDeps, writeFakeClaude } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

const posix = Deno.build.os !== "windows";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REQUEST = { system: "You distill sessions.", prompt: "USER-PROMPT: fix the login bug" };

/** Claude Code's projects folder for `cwd`, in `home`. */
function projectsDir(home: string, cwd: string): string {
  return join(home, ".claude", "projects", encodeClaudeProjectDir(cwd));
}

async function names(dir: string): Promise<string[]> {
  const out: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) out.push(entry.name);
  } catch {
    // No folder: nothing in it.
  }
  return out.sort();
}

/** A session of the user's own, in ctx's scratch project folder, that ctx must not touch. */
async function userSessionBeside(home: string, scratch: string): Promise<string> {
  const path = join(projectsDir(home, scratch), "0d1e2f30-user-session.jsonl");
  await Deno.mkdir(join(projectsDir(home, scratch)), { recursive: true });
  await Deno.writeTextFile(path, `{"type":"user","message":{"content":"my own question"}}\n`);
  return path;
}

Deno.test({
  name:
    "claude -p gets --no-session-persistence and --session-id when its --help lists them, asked once, and leaves no session behind",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path, {
      flags: ["--no-session-persistence", "--session-id"],
      records: true,
    });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    const backend = createSubscriptionCliBackend(deps);

    await backend.complete(REQUEST);
    const [p, m, model, flag, idFlag, id] = await claude.argv();
    assert.deepEqual([p, m, model, flag, idFlag], [
      "-p",
      "--model",
      "claude-haiku-4-5-20251001",
      "--no-session-persistence",
      "--session-id",
    ]);
    assert.match(id ?? "", UUID);
    await backend.complete(REQUEST);
    assert.equal(await claude.calls(), 2);
    assert.equal(await claude.helps(), 1, "--help is asked once per backend");
    const scratch = await Deno.realPath(cliScratchDir(deps.config));
    assert.deepEqual(await names(projectsDir(home.path, scratch)), []);
  },
});

Deno.test({
  name:
    "a CLI without --no-session-persistence: ctx names the call's session with --session-id and removes exactly that file",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path, { flags: ["--session-id"], records: true });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    await Deno.mkdir(cliScratchDir(deps.config), { recursive: true });
    const scratch = await Deno.realPath(cliScratchDir(deps.config));
    const mine = await userSessionBeside(home.path, scratch);

    await createSubscriptionCliBackend(deps).complete(REQUEST);

    const argv = await claude.argv();
    assert.deepEqual(argv.slice(0, 4), [
      "-p",
      "--model",
      "claude-haiku-4-5-20251001",
      "--session-id",
    ]);
    assert.ok(!argv.includes("--no-session-persistence"), "never a flag the CLI does not list");
    assert.deepEqual(await names(projectsDir(home.path, scratch)), ["0d1e2f30-user-session.jsonl"]);
    assert.equal(
      await Deno.readTextFile(mine),
      `{"type":"user","message":{"content":"my own question"}}\n`,
    );
  },
});

Deno.test({
  name:
    "a CLI with neither flag gets neither; the session file the call left, known by its prompt, is removed",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path, { records: true });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    await Deno.mkdir(cliScratchDir(deps.config), { recursive: true });
    const scratch = await Deno.realPath(cliScratchDir(deps.config));
    await userSessionBeside(home.path, scratch);

    await createSubscriptionCliBackend(deps).complete(REQUEST);

    assert.deepEqual(await claude.argv(), ["-p", "--model", "claude-haiku-4-5-20251001"]);
    assert.deepEqual(await names(projectsDir(home.path, scratch)), ["0d1e2f30-user-session.jsonl"]);
  },
});

Deno.test({
  name:
    "a CLI that refuses an unknown option is never given one (the fake fails as Claude Code does)",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    const run = await deps.run(claude.program, ["-p", "--no-session-persistence"], {
      stdin: "x",
      env: { PATH: "/usr/bin:/bin", HOME: home.path },
      clearEnv: true,
    });
    assert.equal(run.code, 1);
    assert.equal(run.stderr, "error: unknown option '--no-session-persistence'\n");
    await createSubscriptionCliBackend(deps).complete(REQUEST);
    assert.deepEqual(await claude.argv(), ["-p", "--model", "claude-haiku-4-5-20251001"]);
  },
});

Deno.test("removeCallSession() without a session id removes only new files holding the whole prompt", async () => {
  await using home = await testHome();
  const config = fakeDeps({ env: home.env }).config;
  const scratch = join(home.path, "scratch");
  await Deno.mkdir(scratch);
  const dir = projectsDir(home.path, scratch);
  await Deno.mkdir(dir, { recursive: true });
  const prompt = '<instructions>\nDistill.\n</instructions>\nSession: s-1 "quoted"\n';
  const record = (content: string) => `${JSON.stringify({ type: "user", message: { content } })}\n`;
  await Deno.writeTextFile(join(dir, "old.jsonl"), record(prompt.trim())); // before the call
  const before = await sessionFiles(config, scratch);
  await Deno.writeTextFile(join(dir, "ours.jsonl"), record(prompt.trim()));
  await Deno.writeTextFile(join(dir, "another-call.jsonl"), record("Session: s-2"));
  await Deno.writeTextFile(join(dir, "a-prefix.jsonl"), record(prompt.slice(0, 20)));
  // The same file name in another project's folder is not ctx's.
  const other = projectsDir(home.path, join(home.path, "work", "app"));
  await Deno.mkdir(other, { recursive: true });
  await Deno.writeTextFile(join(other, "elsewhere.jsonl"), record(prompt.trim()));

  await removeCallSession(config, scratch, { before, prompt });

  assert.deepEqual(await names(dir), ["a-prefix.jsonl", "another-call.jsonl", "old.jsonl"]);
  assert.deepEqual(await names(other), ["elsewhere.jsonl"]);
});
