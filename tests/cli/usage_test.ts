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

Deno.test("ctx help <command> prints that command's help, down to subcommands", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["help", "init"], { env: env(dir.path) });
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /^Usage: ctx init \[options\] <assistant>/);
  const addKey = await runCtx(["help", "serve", "add-key"], { env: env(dir.path) });
  assert.equal(addKey.code, 0, addKey.stderr);
  assert.match(addKey.stdout, /^Usage: ctx serve add-key \[options\]/);
  const root = await runCtx(["help"], { env: env(dir.path) });
  assert.match(root.stdout, /^Usage: ctx \[options\] \[command\]/);
  assert.match(root.stdout, /\n {2}help \[command\.\.\.\] +show the help of a command/);
  const unknown = await runCtx(["help", "frobnicate"], { env: env(dir.path) });
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^error: unknown command 'frobnicate'/);
});

Deno.test("a usage error of a subcommand points at that subcommand's help", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["init", "--bogus"], { env: env(dir.path) });
  assert.equal(init.code, 2);
  assert.equal(init.stderr, "error: unknown option '--bogus'\n(run ctx init --help for usage)\n");
  const vscdb = await runCtx(["export", "vscdb"], { env: env(dir.path) });
  assert.equal(vscdb.code, 2);
  assert.match(vscdb.stderr, /\(run ctx export vscdb --help for usage\)\n$/);
  const listKeys = await runCtx(["serve", "list-keys", "--bogus"], { env: env(dir.path) });
  assert.match(listKeys.stderr, /\(run ctx serve list-keys --help for usage\)\n$/);
});

Deno.test("help lists the assistants' aliases and shows defaults unquoted", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["init", "--help"], { env: env(dir.path) });
  const text = init.stdout.replace(/\s+/g, " ");
  for (const name of ["claude-code (or claude)", "copilot (or vscode)", "kiro (or amazon-q)"]) {
    assert.ok(text.includes(name), `${name} in: ${text}`);
  }
  for (const args of [["serve", "--help"], ["search", "--help"]]) {
    const run = await runCtx(args, { env: env(dir.path) });
    assert.doesNotMatch(run.stdout, /default: "/, args.join(" "));
  }
  const serve = await runCtx(["serve", "--help"], { env: env(dir.path) });
  assert.match(serve.stdout, /port to listen on \(default: 8787\)/);
  assert.match(serve.stdout, /address to listen on \(default: 127\.0\.0\.1\)/);
});

Deno.test("ctx export vscdb rejects an unknown --product by name", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["export", "vscdb", "--product", "Cursr"], { env: env(dir.path) });
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /^error: Unknown --product "Cursr"\nhint: use one of: Cursor, Code/);
  assert.equal(run.stdout, "");
  // An alias is a known product (its folder simply does not exist in this empty home).
  const alias = await runCtx(["export", "vscdb", "--product", "vscode"], { env: env(dir.path) });
  assert.doesNotMatch(alias.stderr, /Unknown --product/);
});
