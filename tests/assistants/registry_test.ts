import assert from "node:assert/strict";
import { join } from "node:path";
import { loadConfig } from "../../src/config/mod.ts";
import {
  type Assistant,
  ASSISTANTS,
  hookAssistant,
  hookTargets,
  mcpClients,
  openSources,
  sourceByName,
  sourceNames,
  SOURCES,
  statusProbes,
} from "../../src/assistants/mod.ts";
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
    "cline",
    "roo-code",
    "kilo-code",
    "opencode",
    "crush",
    "aider",
    "continue",
    "copilot-cli",
    "qwen-code",
    "goose",
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
    "cline",
    "roo-code",
    "roo",
    "kilo-code",
    "kilo",
    "opencode",
    "crush",
    "aider",
    "continue",
    "copilot-cli",
    "qwen-code",
    "qwen",
    "goose",
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
      "hint: use one of: claude-code, claude, cursor, copilot, vscode, codex, gemini, gemini-cli, kiro, amazon-q, cline, roo-code, roo, kilo-code, kilo, opencode, crush, aider, continue, copilot-cli, qwen-code, qwen, goose (run ctx init --help for usage)\n",
  );
});

Deno.test("ctx init --help lists every assistant's --<assistant>-dir flag", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["init", "--help"], {
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" },
  });
  assert.equal(run.code, 0, run.stderr);
  const flags = [...run.stdout.matchAll(/--([a-z-]+-dir) </g)].map((m) => m[1]);
  assert.deepEqual(flags, [
    "claude-dir",
    "cursor-dir",
    "copilot-dir",
    "codex-dir",
    "gemini-dir",
    "kiro-dir",
    "cline-dir",
    "roo-code-dir",
    "kilo-code-dir",
    "opencode-dir",
    "crush-dir",
    "aider-dir",
    "continue-dir",
    "copilot-cli-dir",
    "qwen-code-dir",
    "goose-dir",
  ]);
});

Deno.test("the registry: ids are unique, every hook has its assistant's reader, and clients take their assistant's name unless they have their own", () => {
  const all: readonly Assistant[] = ASSISTANTS;
  const ids = all.map((a) => a.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const a of all) {
    if (a.hook) assert.ok(a.reader?.scanned, `${a.id}: a hook is read by its own reader`);
  }
  // One row per client (an assistant registered in several files has a row per file).
  const clients = [...new Set(mcpClients().map((c) => `${c.id}|${c.name}`))];
  assert.deepEqual(
    clients.map((c) => c.split("|")),
    [
      ["claude-code", "Claude Code"],
      ["cursor", "Cursor"],
      ["windsurf", "Windsurf"],
      ["vscode", "VS Code"],
      ["claude-desktop", "Claude Desktop"],
      ["codex", "Codex"],
      ["gemini", "Gemini CLI"],
      ["kiro", "Kiro"],
      ["zed", "Zed"],
      ["cline", "Cline"],
      ["roo-code", "Roo Code"],
      ["kilo-code", "Kilo Code"],
      ["opencode", "OpenCode"],
      ["crush", "Crush"],
      ["continue", "Continue"],
      ["copilot-cli", "GitHub Copilot CLI"],
      ["qwen-code", "Qwen Code"],
      ["goose", "Goose"],
    ],
  );
  assert.deepEqual(
    hookTargets().map((t) => [t.client, t.name, t.event]),
    [
      ["claude-code", "Claude Code", "SessionEnd"],
      ["cursor", "Cursor", "sessionEnd"],
      ["codex", "Codex", "SessionEnd"],
      ["gemini", "Gemini CLI", "SessionEnd"],
      ["copilot-cli", "GitHub Copilot CLI", "sessionEnd"],
    ],
  );
  assert.equal(hookAssistant("gemini")?.label, "Gemini CLI");
  assert.equal(hookAssistant("windsurf"), undefined, "an assistant without a hook");
  assert.deepEqual(statusProbes().map((p) => p.id), ["gemini"]);
});

Deno.test("ctx hook session-end defaults to the first assistant with a hook, Claude Code", async () => {
  await using dir = await tempDir();
  const run = await runCtx(["hook", "session-end", "--help"], {
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" },
  });
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout.replace(/\s+/g, " "),
    /--client <id> the assistant sending the hook: claude-code, cursor, codex, gemini or copilot-cli \(default: claude-code\)/,
  );
});
