import assert from "node:assert/strict";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openSources, sourceByName, sourceNames, SOURCES } from "../../src/assistants/mod.ts";
import { runCtx, tempDir } from "../_helpers.ts";

Deno.test("openSources() opens every scanned source under its own id, in scan order", async () => {
  const config = loadConfig({ HOME: "/home/u" }, { os: "linux" });
  const all = await openSources(config, "all");
  assert.deepEqual(all.map((s) => s.id), [
    "claude-code",
    "cursor",
    "copilot",
    "codex",
    "gemini",
    "kiro",
  ]);
  const some = await openSources(config, ["kiro", "codex"]);
  assert.deepEqual(some.map((s) => s.id), ["codex", "kiro"]);
  // Each registry line opens the module of its own id (a swapped loader would show here).
  for (const entry of SOURCES) {
    assert.equal((await entry.open(config)).id, entry.id);
  }
});

Deno.test("sourceByName() accepts every id and alias in any case, and nothing else", () => {
  assert.deepEqual(sourceNames(), [
    "claude-code",
    "claude",
    "cursor",
    "copilot",
    "vscode",
    "codex",
    "gemini",
    "gemini-cli",
    "kiro",
    "amazon-q",
  ]);
  assert.equal(sourceByName("Amazon-Q")?.id, "kiro");
  assert.equal(sourceByName("claude")?.id, "claude-code");
  assert.equal(sourceByName("vscdb"), undefined);
  assert.equal(sourceByName("chatgpt"), undefined);
});

Deno.test("ctx init names every accepted assistant when given an unknown one", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["init", "chatgpt"], {
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" },
  });
  assert.equal(run.code, 2, run.stderr);
  assert.equal(run.stdout, "");
  assert.equal(
    run.stderr,
    'error: Unknown assistant "chatgpt"\n' +
      "hint: use one of: claude-code, claude, cursor, copilot, vscode, codex, gemini, gemini-cli, kiro, amazon-q (run ctx init --help for usage)\n",
  );
});

Deno.test("ctx init --help lists every assistant's --<assistant>-dir flag", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["init", "--help"], {
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" },
  });
  assert.equal(run.code, 0, run.stderr);
  const flags = [...run.stdout.matchAll(/--([a-z]+-dir) </g)].map((m) => m[1]);
  assert.deepEqual(flags, [
    "claude-dir",
    "cursor-dir",
    "copilot-dir",
    "codex-dir",
    "gemini-dir",
    "kiro-dir",
  ]);
});
