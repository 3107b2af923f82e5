/**
 * `ctx mcp` and `ctx hook session-end` start without commander (`quickCommand` in
 * src/cli/mod.ts): exactly the command lines `ctx install` registers take that path, every other
 * form of them goes through commander, and both paths answer alike — from source and from the
 * bundle, which is what editors and hooks run.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { quickCommand } from "../../src/cli/mod.ts";
import { runCtx, tempDir } from "../_helpers.ts";

function env(root: string): Record<string, string> {
  return { HOME: join(root, "home"), CTX_HOME: join(root, "ctx-home"), CTX_KEYCHAIN: "off" };
}

Deno.test("quickCommand() takes the registered forms of ctx mcp and the hook, and nothing else", () => {
  assert.equal(quickCommand(["mcp"])?.path, "ctx mcp");
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
      env: env(dir.path),
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
      env: env(dir.path),
      stdin: "not json",
      bundle,
    });
    assert.equal(notJson.code, 2);
    assert.match(notJson.stderr, /^error: Cannot read the Cursor hook input: not JSON\n/);
    // Not the quick path: commander's own answers.
    const help = await runCtx(["hook", "session-end", "--help"], { env: env(dir.path), bundle });
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /^Usage: ctx hook session-end \[options\]/);
    const extra = await runCtx(["mcp", "extra"], { env: env(dir.path), bundle });
    assert.equal(extra.code, 2);
    assert.match(extra.stderr, /^error: .*\nhint: .*run ctx mcp --help for usage/);
  });
}
