import assert from "node:assert/strict";
import { BackendError } from "../../src/errors.ts";
import {
  cliPrompt,
  cliScratchDir,
  createSubscriptionCliBackend,
} from "../../src/backends/subscription_cli.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps, recordingRunner, writeFakeClaude } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

const posix = Deno.build.os !== "windows";

Deno.test({
  name:
    "createSubscriptionCliBackend() runs claude -p with the prompt on stdin, in the scratch dir",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    const backend = createSubscriptionCliBackend(deps);
    const request = { system: "You distill sessions.", prompt: "USER-PROMPT: fix the login bug" };

    const result = await backend.complete(request);

    assert.deepEqual(result, { text: FAKE_INSIGHTS_TEXT, model: "claude-haiku-4-5-20251001" });
    assert.deepEqual(await claude.argv(), ["-p", "--model", "claude-haiku-4-5-20251001"]);
    assert.equal(
      await Deno.readTextFile(claude.stdinLog),
      "<instructions>\nYou distill sessions.\n</instructions>\n\nUSER-PROMPT: fix the login bug\n",
    );
    const scratch = cliScratchDir(deps.config);
    assert.equal(scratch, `${home.env["CTX_HOME"]}/scratch`);
    assert.equal((await Deno.readTextFile(claude.cwdLog)).trim(), await Deno.realPath(scratch));
    assert.equal(await claude.calls(), 1);
    assert.equal(backend.label, "Subscription CLI (claude, claude-haiku-4-5-20251001)");
  },
});

Deno.test({
  name:
    "createSubscriptionCliBackend() fails with the stderr excerpt, never the prompt, on a non-zero exit",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path, {
      exitCode: 1,
      answer: "",
      stderr: "Invalid API key · Please run /login\n",
    });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });

    const error = await createSubscriptionCliBackend(deps)
      .complete({ system: "SYSTEM-SECRET", prompt: "PROMPT-SECRET" })
      .then(() => undefined, (e: unknown) => e);

    assert.ok(error instanceof BackendError);
    assert.equal(
      error.message,
      'The Subscription CLI "claude" exited with code 1: Invalid API key · Please run /login',
    );
    assert.equal(
      error.hint,
      'run "claude" once yourself to check it is logged in, or choose another backend with ctx install --setup',
    );
    assert.ok(!String(error).includes("PROMPT-SECRET"));
    assert.ok(!String(error).includes("SYSTEM-SECRET"));
  },
});

Deno.test({
  name: "createSubscriptionCliBackend() passes MODEL, and the request's model for the repair call",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path, { answers: ["first", "second"] });
    const deps = fakeDeps({
      env: { ...home.env, PATH: claude.binDir, MODEL: "claude-sonnet-4-5" },
    });
    const backend = createSubscriptionCliBackend(deps);

    const first = await backend.complete({ system: "s", prompt: "p" });
    const firstArgv = await claude.argv();
    const second = await backend.complete({ system: "s", prompt: "p", model: "claude-opus-4-1" });

    assert.deepEqual(first, { text: "first", model: "claude-sonnet-4-5" });
    assert.deepEqual(firstArgv, ["-p", "--model", "claude-sonnet-4-5"]);
    assert.deepEqual(second, { text: "second", model: "claude-opus-4-1" });
    assert.deepEqual(await claude.argv(), ["-p", "--model", "claude-opus-4-1"]);
    assert.equal(await claude.calls(), 2);
  },
});

Deno.test({
  name: "createSubscriptionCliBackend() runs CTX_CLI_BACKEND when it names another program",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const cli = await writeFakeClaude(home.path, { name: "my-claude", answer: "[]" });
    const deps = fakeDeps({
      env: { ...home.env, PATH: cli.binDir, CTX_CLI_BACKEND: "my-claude" },
    });

    const result = await createSubscriptionCliBackend(deps).complete({ system: "s", prompt: "p" });

    assert.equal(result.text, "[]");
    assert.equal(await cli.calls(), 1);
  },
});

Deno.test("createSubscriptionCliBackend() says so when the program is not on PATH", async () => {
  await using home = await testHome();
  const { run, calls } = recordingRunner();
  const deps = fakeDeps({ env: { ...home.env, PATH: home.path }, run });

  const error = await createSubscriptionCliBackend(deps)
    .complete({ system: "s", prompt: "p" })
    .then(() => undefined, (e: unknown) => e);

  assert.ok(error instanceof BackendError);
  assert.equal(error.message, 'Cannot run the Subscription CLI "claude": not found on PATH');
  assert.equal(calls.length, 0);
});

Deno.test({
  name:
    "createSubscriptionCliBackend() hands the runner a timeout and reports a timed-out call as retryable",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const { run, calls } = recordingRunner({ code: 143, timedOut: true });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir }, run });

    const error = await createSubscriptionCliBackend(deps)
      .complete({ system: "S", prompt: "P" })
      .then(() => undefined, (e: unknown) => e);

    assert.ok(error instanceof BackendError);
    assert.equal(error.message, 'The Subscription CLI "claude" did not answer within 300 s');
    assert.equal(error.retryable, true);
    assert.equal(calls.length, 1);
    const call = calls[0]!;
    assert.equal(call.command, claude.program);
    assert.deepEqual(call.args, ["-p", "--model", "claude-haiku-4-5-20251001"]);
    assert.equal(call.options.stdin, cliPrompt({ system: "S", prompt: "P" }));
    assert.equal(call.options.cwd, cliScratchDir(deps.config));
    assert.equal(call.options.timeoutMs, 300_000);
  },
});
