/**
 * The real Qwen Code (`@qwen-code/qwen-code`, pinned in `.ci/clients/`): `ctx install`
 * writes ctx into `mcpServers` of `~/.qwen/settings.json` next to a commented server of the
 * user's, keeps that server byte for byte and the field the user added to ctx's own entry,
 * `qwen mcp list` starts `ctx mcp` and reports it connected, and `qwen -p` with an
 * OpenAI-compatible key against the fake model service calls `search_context` and gets the
 * insight back.
 *
 * Qwen Code puts MCP tools behind its `tool_search` bridge unless the server's entry says
 * `alwaysLoadTools`: ctx's entry says so (the one-step fake cannot search first, so the call below
 * fails without it), and keeps the field the user added (`timeout`).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { assertSearched, pinnedVersion, PROMPT, runClient, scene, SEARCH } from "./_clients.ts";

const OTHER = `"other": { "command": "/bin/true" }, // mine`;

Deno.test(`Qwen Code ${pinnedVersion("qwen")}: ctx install registers ctx next to a commented server, qwen mcp list connects, and qwen -p calls search_context`, async () => {
  await using s = await scene({ QWEN_CODE_SUPPRESS_YOLO_WARNING: "1" });
  await using model = startFakeModel(SEARCH);
  const settings = join(s.home, ".qwen", "settings.json");
  await Deno.mkdir(join(s.home, ".qwen"));
  await Deno.writeTextFile(
    settings,
    `{
  "general": { "enableAutoUpdate": false },
  "privacy": { "usageStatisticsEnabled": false },
  "memory": { "enableManagedAutoMemory": false },
  "mcpServers": {
    ${OTHER}
    "ctx": { "command": "/opt/old/ctx", "args": ["mcp"], "timeout": 30000 }
  }
}
`,
  );
  const install = await s.ctx(["install", "--yes"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^Qwen Code \(~\/\.qwen\/settings\.json\): updated$/m);
  const written = await Deno.readTextFile(settings);
  assert.ok(written.includes(`\n    ${OTHER}\n`), written);
  const ctx = JSON.parse(written.replace(/ \/\/ mine/, "")).mcpServers.ctx;
  assert.match(ctx.command, /ctx-test-launcher-[^/]+\/ctx$/);
  assert.deepEqual(ctx.args, ["mcp"]);
  assert.equal(ctx.alwaysLoadTools, true, "ctx's tools are shown to the model up front");
  assert.equal(ctx.timeout, 30000, "the user's field survived the re-install");

  const qwen = (args: string[], extra: Record<string, string> = {}) =>
    runClient("qwen", args, { env: { ...s.env, ...extra }, cwd: s.project });
  const list = await qwen(["mcp", "list"]);
  assert.equal(list.code, 0, list.stderr);
  // Qwen Code colours the mark even with NO_COLOR: `\S*` takes the escape that ends the colour.
  const listed = list.stdout + list.stderr;
  assert.match(
    listed,
    /✓\S* ctx: .*ctx-test-launcher-[^/]+\/ctx mcp \(stdio\) - Connected/,
    listed,
  );
  assert.match(listed, /other: \/bin\/true/, listed);

  const ask = await qwen(["-p", PROMPT, "--yolo"], {
    OPENAI_BASE_URL: `${model.url}/v1`,
    OPENAI_API_KEY: "sk-qwen-fake-0123456789",
    OPENAI_MODEL: "fake-model",
  });
  assertSearched(ask, model, "mcp__ctx__search_context");
  assert.equal(model.toolResults.length, 1);
});
