/**
 * The real OpenCode (`opencode-ai`, pinned in `.ci/clients/`), offline against a fake
 * OpenAI-compatible model on 127.0.0.1: `ctx install` registers ctx in its config beside the
 * user's own entries, `opencode mcp list` connects to it, `opencode run` calls `search_context`
 * end to end, and the sessions OpenCode writes into its real `opencode.db` are what
 * `ctx init opencode` sends a model (the recording fake vendor).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { INSIGHT_TITLE, pinnedVersion, runClient, type Scene, scene } from "./_clients.ts";
import { sentTexts, startFakeVendor, userBlocks } from "../_fakes.ts";

/** OpenCode kept offline and quiet: no update check, no model list, no plugin install. */
const OFFLINE = {
  OPENCODE_DISABLE_AUTOUPDATE: "1",
  OPENCODE_DISABLE_MODELS_FETCH: "1",
  OPENCODE_DISABLE_DEFAULT_PLUGINS: "1",
  OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
  OPENCODE_DISABLE_CLAUDE_CODE: "1",
  // Anything OpenCode would fetch from npm fails at once: the run must not need it.
  npm_config_registry: "http://127.0.0.1:9/",
};

/** The user's global OpenCode config: a comment, the fake model as provider, a server of theirs. */
function userConfig(modelUrl: string): string {
  return `{
  // my OpenCode settings
  "$schema": "https://opencode.ai/config.json",
  "provider": {
    "fake": {
      "npm": "@ai-sdk/openai-compatible",
      "options": { "baseURL": "${modelUrl}/v1", "apiKey": "fake-key" },
      "models": { "m1": { "tool_call": true } }
    }
  },
  "model": "fake/m1",
  "small_model": "fake/m1",
  "share": "disabled",
  "autoupdate": false,
  "mcp": {
    /* mine, off for now */
    "mine": { "type": "local", "command": ["/bin/true"], "enabled": false }, // keep me
  },
}
`;
}

function configPath(s: Scene): string {
  return join(s.home, ".config", "opencode", "opencode.jsonc");
}

async function writeConfig(s: Scene, modelUrl: string): Promise<string> {
  const text = userConfig(modelUrl);
  await Deno.mkdir(join(configPath(s), ".."), { recursive: true });
  await Deno.writeTextFile(configPath(s), text);
  return text;
}

function opencode(s: Scene, args: string[]) {
  return runClient("opencode", args, { env: { ...s.env, ...OFFLINE }, cwd: s.project });
}

Deno.test(`OpenCode ${pinnedVersion("opencode")}: ctx install registers ctx beside the user's commented entries, opencode mcp list connects, opencode run calls search_context, and uninstall gives the file back`, async () => {
  await using s = await scene(OFFLINE);
  await using model = startFakeModel({
    tool: "search_context",
    args: { query: "token refresh" },
    finalText: "Done.",
  });
  const original = await writeConfig(s, model.url);

  const install = await s.ctx(["install"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^OpenCode \(~\/\.config\/opencode\/opencode\.jsonc\): added$/m);
  const edited = await Deno.readTextFile(configPath(s));
  assert.ok(edited.includes('"enabled": false }, // keep me'), edited);
  assert.ok(edited.startsWith(original.slice(0, original.indexOf('  "mcp"'))), edited);

  const list = await opencode(s, ["mcp", "list"]);
  assert.equal(list.code, 0, list.stderr);
  const listed = list.stdout + list.stderr;
  assert.match(listed, /ctx\s.*connected/i, listed);
  assert.match(listed, /mine\s.*disabled/i, listed);

  const status = await s.ctx(["status"]);
  assert.match(status.stdout, /OpenCode.*opencode\.jsonc/, status.stdout);

  const ask = await opencode(s, ["run", "What do we know about token refresh?"]);
  assert.equal(ask.code, 0, ask.stderr);
  assert.match(ask.stdout, /Done\./);
  assert.deepEqual(model.toolCalls, ["ctx_search_context"]);
  assert.ok(model.toolResults[0]?.includes(INSIGHT_TITLE), model.toolResults[0]);

  const gone = await s.ctx(["install", "--uninstall"]);
  assert.equal(gone.code, 0, gone.stderr);
  assert.match(gone.stdout, /^OpenCode \(~\/\.config\/opencode\/opencode\.jsonc\): removed$/m);
  assert.equal(await Deno.readTextFile(configPath(s)), original, "the user's bytes, exactly");
  const left = [...Deno.readDirSync(join(configPath(s), ".."))].map((e) => e.name).sort();
  assert.ok(!left.some((name) => name.endsWith(".ctx-backup")), left.join(", "));
});

Deno.test(`OpenCode ${pinnedVersion("opencode")}: the sessions it writes reach the model as ctx init opencode sends them: typed prompts as [user], an attached file's contents never, a failed tool's error kept`, async () => {
  await using s = await scene(OFFLINE);
  const notes = join(s.project, "notes.txt");
  await Deno.writeTextFile(notes, "ATTACHED-NOTES-4f1c: the upload retries forever on a 413\n");
  // A first session: the human attaches notes.txt and asks; the model reads the file.
  {
    await using model = startFakeModel({
      tool: "read",
      args: { filePath: notes },
      finalText: "The upload retries a 413 forever: cap it.",
    });
    await writeConfig(s, model.url);
    const run = await opencode(s, [
      "run",
      "Why does the upload keep retrying after a 413 error?",
      "--file",
      "notes.txt",
    ]);
    assert.equal(run.code, 0, run.stderr);
  }
  // The human goes on in the same session; the model's call fails (a missing argument).
  {
    await using model = startFakeModel({
      tool: "read",
      args: { path: "wrong-argument" },
      finalText: "That read failed; the cap is still the fix.",
    });
    await writeConfig(s, model.url);
    const run = await opencode(s, ["run", "--continue", "Then cap the retries at five please"]);
    assert.equal(run.code, 0, run.stderr);
  }

  await using vendor = await startFakeVendor("vendor-b");
  const init = await s.ctx(["init", "opencode", "--local"], vendor.env());
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /Sessions found: 1\n/, init.stdout);
  assert.match(init.stdout, /Distilled: 1\n/, init.stdout);
  const texts = sentTexts(vendor.requests);
  const user = userBlocks(texts);
  assert.deepEqual(user, [
    '"Why does the upload keep retrying after a 413 error?"',
    '"Then cap the retries at five please"',
  ], "each typed prompt as [user] (opencode run stores it quoted), and nothing else");
  assert.ok(!user.some((u) => u.includes("ATTACHED-NOTES")), "the attached file is not [user]");
  assert.match(texts.join("\n"), /\[tool\]\n\(error\) The read tool was called with invalid/);
});
