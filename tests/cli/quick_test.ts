/**
 * `ctx mcp`, `ctx hook session-end` and `ctx status` start without commander (`quickCommand` in
 * src/cli/mod.ts): exactly the command lines `ctx install` registers (and `ctx status`,
 * `ctx status --json`) take that path, every other form of them goes through commander, and both
 * paths answer alike — from source and from the bundle, which is what editors and hooks run.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { quickCommand } from "../../src/cli/mod.ts";
import { cliEnv, runCtx, tempDir } from "../_helpers.ts";

Deno.test("quickCommand() takes the registered forms of ctx mcp and the hook, and nothing else", () => {
  assert.equal(quickCommand(["mcp"])?.path, "ctx mcp");
  assert.equal(quickCommand(["status"])?.path, "ctx status");
  assert.equal(quickCommand(["status", "--json"])?.path, "ctx status");
  for (
    const argv of [
      ["hook", "session-end"],
      ["hook", "session-end", "--client", "cursor"],
      ["hook", "session-end", "--client=gemini"],
    ]
  ) {
    assert.equal(quickCommand(argv)?.path, "ctx hook session-end", argv.join(" "));
  }
  for (
    const argv of [
      [],
      ["mcp", "--help"],
      ["mcp", "extra"],
      ["--help", "mcp"],
      ["search", "mcp"],
      ["hook"],
      ["hook", "distill", "--client", "cursor"],
      ["hook", "session-end", "--help"],
      ["hook", "session-end", "--client"],
      ["hook", "session-end", "--client", "--help"],
      ["hook", "session-end", "--client", "cursor", "extra"],
      ["hook", "session-end", "--bogus"],
      ["status", "--help"],
      ["status", "--project", "."],
      ["status", "--json", "--json"],
      ["status", "--bogus"],
      ["status", "extra"],
      ["--json", "status"],
    ]
  ) {
    assert.equal(quickCommand(argv), undefined, argv.join(" "));
  }
});

for (const bundle of [false, true]) {
  const from = bundle ? "the bundle" : "main.ts";
  Deno.test(`ctx hook session-end (${from}): the quick path says a bad client and bad input as commander did`, async () => {
    await using dir = await tempDir();
    const unknown = await runCtx(["hook", "session-end", "--client", "nope"], {
      env: cliEnv(dir.path),
      stdin: "{}",
      bundle,
    });
    assert.equal(unknown.code, 2);
    assert.equal(unknown.stdout, "");
    assert.match(
      unknown.stderr,
      /^error: Unknown --client "nope"\nhint: use claude-code, .+ \(run ctx hook session-end --help for usage\)\n$/,
    );
    const notJson = await runCtx(["hook", "session-end", "--client=cursor"], {
      env: cliEnv(dir.path),
      stdin: "not json",
      bundle,
    });
    assert.equal(notJson.code, 2);
    assert.match(notJson.stderr, /^error: Cannot read the Cursor hook input: not JSON\n/);
    // Not the quick path: commander's own answers.
    const help = await runCtx(["hook", "session-end", "--help"], { env: cliEnv(dir.path), bundle });
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /^Usage: ctx hook session-end \[options\]/);
    const extra = await runCtx(["mcp", "extra"], { env: cliEnv(dir.path), bundle });
    assert.equal(extra.code, 2);
    assert.match(extra.stderr, /^error: .*\nhint: .*run ctx mcp --help for usage/);
  });
}

for (const bundle of [false, true]) {
  const from = bundle ? "the bundle" : "main.ts";
  Deno.test(`ctx status (${from}): the quick path prints what commander's path prints`, async () => {
    await using dir = await tempDir();
    const project = join(dir.path, "project");
    await Deno.mkdir(project);
    // The first run makes the index (its size is then said the same by every run after).
    const first = await runCtx(["status"], { env: cliEnv(dir.path), cwd: project, bundle });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^Backend:/);
    for (const json of [[], ["--json"]]) {
      // From the project's folder: the quick path; with --project: through commander.
      const quick = await runCtx(["status", ...json], {
        env: cliEnv(dir.path),
        cwd: project,
        bundle,
      });
      const commander = await runCtx(["status", ...json, "--project", project], {
        env: cliEnv(dir.path),
        cwd: dir.path,
        bundle,
      });
      assert.equal(quick.code, 0, quick.stderr);
      assert.equal(quick.stdout, commander.stdout);
      assert.equal(quick.stderr, commander.stderr);
      assert.equal(quick.code, commander.code);
    }
    // Not the quick path: commander's own answers.
    const help = await runCtx(["status", "--help"], { env: cliEnv(dir.path), bundle });
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /^Usage: ctx status \[options\]/);
    const bogus = await runCtx(["status", "--bogus"], { env: cliEnv(dir.path), bundle });
    assert.equal(bogus.code, 2);
    assert.match(
      bogus.stderr,
      /^error: Unknown option "--bogus"\nhint: run ctx status --help for usage/,
    );
  });
}
