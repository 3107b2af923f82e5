import assert from "node:assert/strict";
import { join } from "node:path";
import { CLIENTS } from "../../src/install/mod.ts";
import { runCtx, tempDir } from "../_helpers.ts";

/** A fresh HOME and CTX_HOME, no keychain: nothing real is read or changed. */
function env(root: string): Record<string, string> {
  return {
    HOME: join(root, "home"),
    CTX_HOME: join(root, "ctx-home"),
    CTX_KEYCHAIN: "off",
  };
}

Deno.test("ctx reports a mistyped command as unknown, with a suggestion, and exits 2", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["serch", "foo"], { env: env(dir.path) });
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /error: unknown command 'serch'/);
  assert.match(run.stderr, /Did you mean search\?/);
  assert.doesNotMatch(run.stderr, /too many arguments/);
  assert.equal(run.stdout, "");
  const alone = await runCtx(["frobnicate"], { env: env(dir.path) });
  assert.equal(alone.code, 2);
  assert.match(alone.stderr, /error: unknown command 'frobnicate'/);
});

Deno.test("ctx subcommands still reject extra arguments", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["status", "extra"], { env: env(dir.path) });
  assert.equal(run.code, 2);
  assert.match(run.stderr, /error: too many arguments for 'status'/);
});

Deno.test("ctx with no arguments prints the help on stdout and exits 0", async () => {
  await using dir = await tempDir();
  const run = await runCtx([], { env: env(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^Usage: ctx \[options\] \[command\]/);
  assert.match(run.stdout, /--reset-nvidia-api-key/);
});

Deno.test("ctx --reset-nvidia-api-key still runs at the root", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["--reset-nvidia-api-key"], { env: env(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "No saved Vendor C key to remove\n");
});

Deno.test("ctx install with no MCP client in the home directory names every client it looked for", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["install", "--dry-run"], { env: env(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  // Every client ctx knows how to register, in its order (a new client shows up here too).
  const names = CLIENTS.map((c) => c.name).join(", ");
  assert.equal(run.stdout, `No MCP client found (looked for ${names})\n`);
  assert.match(names, /^Claude Code, Cursor, Windsurf, VS Code, Claude Desktop, Kiro, /);
});
