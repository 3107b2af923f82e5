import assert from "node:assert/strict";
import { BackendError, ERROR_CODES } from "../../src/errors.ts";
import { cliPrompt, createSubscriptionCliBackend } from "../../src/backends/subscription_cli.ts";
import { cliScratchDir } from "../../src/backends/scratch.ts";
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
      stderr: "Error: ENOSPC: no space left on device\n",
    });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });

    const error = await createSubscriptionCliBackend(deps)
      .complete({ system: "SYSTEM-SECRET", prompt: "PROMPT-SECRET" })
      .then(() => undefined, (e: unknown) => e);

    assert.ok(error instanceof BackendError);
    assert.equal(
      error.message,
      'The Subscription CLI "claude" exited with code 1: Error: ENOSPC: no space left on device',
    );
    assert.equal(error.code, ERROR_CODES.backendFailed);
    assert.equal(
      error.hint,
      'run "claude" once yourself to check it is logged in, or choose another backend with ctx install --setup',
    );
    assert.ok(!String(error).includes("PROMPT-SECRET"));
    assert.ok(!String(error).includes("SYSTEM-SECRET"));
  },
});

Deno.test({
  name:
    "createSubscriptionCliBackend() calls a CLI that is not logged in backend.auth, with what to do",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    // What Claude Code 2.1 prints without a login: on stdout, exit code 1.
    const claude = await writeFakeClaude(home.path, {
      exitCode: 1,
      answer: "Not logged in · Please run /login\n",
    });
    const deps = fakeDeps({ env: { ...home.env, PATH: claude.binDir } });
    const error = await createSubscriptionCliBackend(deps)
      .complete({ system: "s", prompt: "p" })
      .then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof BackendError);
    assert.equal(
      error.message,
      'The Subscription CLI "claude" is not logged in: Not logged in · Please run /login',
    );
    assert.equal(error.code, ERROR_CODES.backendAuth);
    assert.equal(
      error.hint,
      'run "claude" in a terminal and log in (/login), or choose another backend with ctx install --setup',
    );
    // A refused API key in its environment says the same, on either stream.
    for (
      const [answer, stderr] of [["", "Invalid API key · Please run /login"], [
        "Invalid API key · Please run /login",
        "",
      ]]
    ) {
      const other = await writeFakeClaude(home.path, { exitCode: 1, answer, stderr });
      const e = await createSubscriptionCliBackend(
        fakeDeps({ env: { ...home.env, PATH: other.binDir } }),
      ).complete({ system: "s", prompt: "p" }).then(() => undefined, (x: unknown) => x);
      assert.equal((e as BackendError).code, ERROR_CODES.backendAuth, `${answer}|${stderr}`);
    }
    // The same words inside a real answer are only an answer.
    const fine = await writeFakeClaude(home.path, {
      answer: JSON.stringify([{
        type: "gotcha",
        title: "Not logged in errors",
        summary: "Please run /login first",
        tags: [],
      }]),
    });
    const ok = await createSubscriptionCliBackend(
      fakeDeps({ env: { ...home.env, PATH: fine.binDir } }),
    ).complete({ system: "s", prompt: "p" });
    assert.match(ok.text, /Not logged in errors/);
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
    // First its --help (which flags it has: the runner's answer says none), then the call.
    assert.deepEqual(calls.map((c) => c.args), [
      ["--help"],
      ["-p", "--model", "claude-haiku-4-5-20251001"],
    ]);
    const call = calls[1]!;
    assert.equal(call.command, claude.program);
    assert.equal(call.options.stdin, cliPrompt({ system: "S", prompt: "P" }));
    assert.equal(call.options.cwd, cliScratchDir(deps.config));
    assert.equal(call.options.timeoutMs, 300_000);
  },
});

Deno.test({
  name:
    "createSubscriptionCliBackend() passes the CLI only its allowlisted environment, never ctx's or vendor keys",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const secrets = {
      CTX_API_KEY: "ctx-team-key-SECRET",
      CTX_API_URL: "https://team.example.com",
      VENDORA_API_KEY: "vendor-a-SECRET",
      VENDORB_API_KEY: "vendor-b-SECRET",
      VENDORC_API_KEY: "vendor-c-SECRET",
      GITHUB_TOKEN: "gh-SECRET",
      AWS_SECRET_ACCESS_KEY: "aws-SECRET",
      DATABASE_URL: "postgres://u:SECRET@db/x",
    };
    const allowed = {
      PATH: claude.binDir,
      LANG: "de_DE.UTF-8",
      LC_ALL: "de_DE.UTF-8",
      TZ: "Europe/Berlin",
      HTTPS_PROXY: "http://proxy.internal:3128",
      no_proxy: "localhost",
      NODE_EXTRA_CA_CERTS: "/etc/ssl/corp.pem",
      CLAUDE_CONFIG_DIR: `${home.path}/.claude-work`,
      CLAUDE_CODE_OAUTH_TOKEN: "the-cli-own-login",
      ANTHROPIC_BASE_URL: "https://gateway.internal",
      DISABLE_TELEMETRY: "1",
      XDG_CONFIG_HOME: `${home.path}/.config`,
    };
    const deps = fakeDeps({ env: { ...home.env, ...secrets, ...allowed } });

    await createSubscriptionCliBackend(deps).complete({ system: "s", prompt: "p" });

    const seen = await claude.env();
    for (const name of Object.keys(secrets)) assert.equal(seen[name], undefined, name);
    for (const [name, value] of Object.entries(allowed)) assert.equal(seen[name], value, name);
    assert.equal(seen["HOME"], home.env["HOME"]);
    // The one ctx variable it gets: the store this ctx uses, so the session-end hook that the
    // CLI runs when the call ends knows the call is ctx's own (its scratch folder).
    assert.equal(seen["CTX_HOME"], deps.config.ctxHome);
    const text = await Deno.readTextFile(claude.envLog);
    assert.ok(!text.includes("SECRET"), "no secret reaches the CLI");
    // Only the allowlist, plus what the shell itself sets.
    const extra = Object.keys(seen).filter((n) =>
      !(n in allowed) && !["HOME", "CTX_HOME", "PWD", "OLDPWD", "SHLVL", "_"].includes(n)
    );
    assert.deepEqual(extra, []);
  },
});

Deno.test({
  name:
    "createSubscriptionCliBackend() passes cloud credentials only when the CLI is set to use them",
  ignore: !posix,
  async fn() {
    await using home = await testHome();
    const claude = await writeFakeClaude(home.path);
    const cloud = { AWS_PROFILE: "corp", AWS_REGION: "eu-west-1", GOOGLE_CLOUD_PROJECT: "p1" };
    const run = (extra: Record<string, string>) =>
      createSubscriptionCliBackend(
        fakeDeps({ env: { ...home.env, PATH: claude.binDir, ...cloud, ...extra } }),
      ).complete({ system: "s", prompt: "p" });

    await run({});
    let seen = await claude.env();
    assert.deepEqual([seen["AWS_PROFILE"], seen["GOOGLE_CLOUD_PROJECT"]], [undefined, undefined]);

    await run({ CLAUDE_CODE_USE_BEDROCK: "1" });
    seen = await claude.env();
    assert.deepEqual([seen["AWS_PROFILE"], seen["AWS_REGION"]], ["corp", "eu-west-1"]);
    assert.equal(seen["GOOGLE_CLOUD_PROJECT"], undefined);

    await run({ CLAUDE_CODE_USE_VERTEX: "1" });
    seen = await claude.env();
    assert.deepEqual([seen["GOOGLE_CLOUD_PROJECT"], seen["AWS_PROFILE"]], ["p1", undefined]);
  },
});
