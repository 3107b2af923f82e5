import assert from "node:assert/strict";
import { mcpClients, sourceNames } from "../../src/assistants/mod.ts";
import { cliEnv, runCtx, tempDir } from "../_helpers.ts";

Deno.test("ctx reports a mistyped command as unknown, with a suggestion, and exits 2", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["serch", "foo"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 2, run.stderr);
  assert.equal(
    run.stderr,
    'error: Unknown command "serch"\nhint: did you mean "search"? (run ctx --help for usage)\n',
  );
  assert.equal(run.stdout, "");
  const alone = await runCtx(["frobnicate"], { env: cliEnv(dir.path) });
  assert.equal(alone.code, 2);
  assert.equal(
    alone.stderr,
    'error: Unknown command "frobnicate"\nhint: run ctx --help for usage\n',
  );
  // A mistyped subcommand is one too, not "too many arguments".
  const sub = await runCtx(["serve", "lst-keys"], { env: cliEnv(dir.path) });
  assert.equal(sub.code, 2);
  assert.equal(
    sub.stderr,
    'error: Unknown command "lst-keys" for "ctx serve"\n' +
      'hint: did you mean "list-keys"? (run ctx serve --help for usage)\n',
  );
});

Deno.test("ctx subcommands still reject extra arguments", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["status", "extra"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 2);
  assert.equal(
    run.stderr,
    'error: Too many arguments for "ctx status": expected 0, got 1\n' +
      "hint: run ctx status --help for usage\n",
  );
});

Deno.test("every usage error is said in ctx's style, with a hint at the command's help, exit 2", async () => {
  await using dir = await tempDir();
  const cases: Array<[string[], string]> = [
    [["init"], 'error: Missing argument "assistant"\nhint: run ctx init --help for usage\n'],
    [
      ["search", "--limti", "3", "x"],
      'error: Unknown option "--limti"\n' +
      'hint: did you mean "--limit"? (run ctx search --help for usage)\n',
    ],
    [
      ["serve", "--port"],
      'error: Missing the value of option "--port <port>"\nhint: run ctx serve --help for usage\n',
    ],
    [
      ["serve", "add-key"],
      'error: Missing required option "--team <team>"\n' +
      "hint: run ctx serve add-key --help for usage\n",
    ],
    // A bad value found by the command itself gets the same pointer.
    [
      ["serve", "--port", "abc"],
      'error: Invalid --port "abc": expected a whole number from 0 to 65535\n' +
      "hint: run ctx serve --help for usage\n",
    ],
    [
      ["search", "--limit", "0", "x"],
      'error: Invalid --limit "0": expected a whole number from 1 to 50\n' +
      "hint: for example --limit 20 (run ctx search --help for usage)\n",
    ],
    [
      ["init", "chatgpt"],
      'error: Unknown assistant "chatgpt"\n' +
      `hint: use one of: ${sourceNames().join(", ")} (run ctx init --help for usage)\n`,
    ],
    [
      ["hook", "session-end", "--client", "bogus"],
      'error: Unknown --client "bogus"\n' +
      "hint: use claude-code, cursor, codex, gemini or copilot-cli (run ctx hook session-end " +
      "--help for usage)\n",
    ],
    [
      ["install", "--setup", "--uninstall"],
      "error: Cannot combine --setup with --uninstall, --dry-run or --hooks\n" +
      "hint: run ctx install --help for usage\n",
    ],
  ];
  for (const [args, stderr] of cases) {
    const run = await runCtx(args, { env: cliEnv(dir.path) });
    assert.equal(run.code, 2, args.join(" "));
    assert.equal(run.stderr, stderr, args.join(" "));
    assert.equal(run.stdout, "", args.join(" "));
  }
});

Deno.test("ctx with no arguments prints the help on stdout and exits 0", async () => {
  await using dir = await tempDir();
  const run = await runCtx([], { env: cliEnv(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^Usage: ctx \[options\] \[command\]/);
  assert.match(run.stdout, /--reset-nvidia-api-key/);
});

Deno.test("ctx --reset-nvidia-api-key still runs at the root", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["--reset-nvidia-api-key"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "No saved Vendor C key to remove\n");
  // Given with a command it would be ignored: a usage error, and the command does not run.
  for (
    const args of [["--reset-nvidia-api-key", "search", "x"], [
      "search",
      "x",
      "--reset-nvidia-api-key",
    ]]
  ) {
    const both = await runCtx(args, { env: cliEnv(dir.path) });
    assert.equal(both.code, 2, both.stderr);
    assert.equal(both.stdout, "");
    assert.match(
      both.stderr,
      /^error: Option "--reset-nvidia-api-key" cannot be given with a command \("search"\)\nhint: run ctx --reset-nvidia-api-key on its own/,
    );
  }
});

Deno.test("ctx install with no MCP client in the home directory names every client it looked for", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["install", "--dry-run"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  // Every client ctx knows how to register, in its order, once each (a new client shows up
  // here too; one that takes servers from several files is named once).
  const names = [...new Set(mcpClients().map((c) => c.name))].join(", ");
  assert.equal(run.stdout, `No MCP client found (looked for ${names})\n`);
  assert.match(names, /^Claude Code, Cursor, Windsurf, VS Code, Claude Desktop, Codex, /);
});

Deno.test("ctx help <command> prints that command's help, down to subcommands", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["help", "init"], { env: cliEnv(dir.path) });
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /^Usage: ctx init \[options\] <assistant>/);
  const addKey = await runCtx(["help", "serve", "add-key"], { env: cliEnv(dir.path) });
  assert.equal(addKey.code, 0, addKey.stderr);
  assert.match(addKey.stdout, /^Usage: ctx serve add-key \[options\]/);
  const root = await runCtx(["help"], { env: cliEnv(dir.path) });
  assert.match(root.stdout, /^Usage: ctx \[options\] \[command\]/);
  assert.match(root.stdout, /\n {2}help \[command\.\.\.\] +show the help of a command/);
  const unknown = await runCtx(["help", "frobnicate"], { env: cliEnv(dir.path) });
  assert.equal(unknown.code, 2);
  assert.equal(
    unknown.stderr,
    'error: Unknown command "frobnicate"\nhint: run ctx --help for usage\n',
  );
  const unknownSub = await runCtx(["help", "serve", "lst"], { env: cliEnv(dir.path) });
  assert.equal(unknownSub.code, 2);
  assert.equal(
    unknownSub.stderr,
    'error: Unknown command "lst" for "ctx serve"\nhint: run ctx serve --help for usage\n',
  );
});

Deno.test("a usage error of a subcommand points at that subcommand's help", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["init", "--bogus"], { env: cliEnv(dir.path) });
  assert.equal(init.code, 2);
  assert.equal(
    init.stderr,
    'error: Unknown option "--bogus"\nhint: run ctx init --help for usage\n',
  );
  const vscdb = await runCtx(["export", "vscdb"], { env: cliEnv(dir.path) });
  assert.equal(vscdb.code, 2);
  assert.match(vscdb.stderr, /\nhint: run ctx export vscdb --help for usage\n$/);
  const listKeys = await runCtx(["serve", "list-keys", "--bogus"], { env: cliEnv(dir.path) });
  assert.match(listKeys.stderr, /\nhint: run ctx serve list-keys --help for usage\n$/);
});

Deno.test("help lists the assistants' aliases and shows defaults unquoted", async () => {
  await using dir = await tempDir();
  const init = await runCtx(["init", "--help"], { env: cliEnv(dir.path) });
  const text = init.stdout.replace(/\s+/g, " ");
  for (const name of ["claude-code (or claude)", "copilot (or vscode)", "kiro (or amazon-q)"]) {
    assert.ok(text.includes(name), `${name} in: ${text}`);
  }
  for (const args of [["serve", "--help"], ["search", "--help"]]) {
    const run = await runCtx(args, { env: cliEnv(dir.path) });
    assert.doesNotMatch(run.stdout, /default: "/, args.join(" "));
  }
  const serve = await runCtx(["serve", "--help"], { env: cliEnv(dir.path) });
  assert.match(serve.stdout, /port to listen on \(default: 8787\)/);
  assert.match(serve.stdout, /address to listen on \(default: 127\.0\.0\.1\)/);
});

Deno.test("ctx export vscdb rejects an unknown --product by name", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["export", "vscdb", "--product", "Cursr"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /^error: Unknown --product "Cursr"\nhint: use one of: Cursor, Code/);
  assert.match(run.stderr, /\(run ctx export vscdb --help for usage\)\n$/);
  assert.equal(run.stdout, "");
  // An alias is a known product (its folder simply does not exist in this empty home).
  const alias = await runCtx(["export", "vscdb", "--product", "vscode"], { env: cliEnv(dir.path) });
  assert.doesNotMatch(alias.stderr, /Unknown --product/);
});

Deno.test("ctx search --help says plainly that it searches every project unless --project", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["search", "--help"], { env: cliEnv(dir.path) });
  assert.equal(run.code, 0, run.stderr);
  const text = run.stdout.replace(/\s+/g, " ");
  assert.ok(text.includes("search the distilled insights of every project"), text);
  assert.ok(text.includes("only this project's insights (default: every project)"), text);
  assert.ok(text.includes("max results (1 to 50)"), text);
});

Deno.test("a command that needs a subcommand, given none, prints its help and a usage error (exit 2)", async () => {
  await using dir = await tempDir();
  for (
    const [command, names] of [["export", "vscdb, kiro"], ["hook", "session-end"]] as const
  ) {
    const run = await runCtx([command], { env: cliEnv(dir.path) });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    assert.match(run.stderr, new RegExp(`^Usage: ctx ${command} \\[options\\] \\[command\\]\\n`));
    assert.doesNotMatch(run.stderr, /outputHelp/);
    assert.ok(
      run.stderr.endsWith(
        `\nerror: Missing the command of "ctx ${command}": one of ${names}\n` +
          `hint: run ctx ${command} --help for usage\n`,
      ),
      run.stderr,
    );
  }
});
