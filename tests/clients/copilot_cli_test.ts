/**
 * The real GitHub Copilot CLI (`@github/copilot`, pinned in `.ci/clients/`), offline: its
 * `copilot mcp list` reads the entry `ctx install` wrote (and no longer after `--uninstall`), and
 * a real `copilot -p` session with its own key against the fake model service runs the
 * `sessionEnd` hook of ctx's `hooks/ctx.json`; the background ctx reads the `events.jsonl` the
 * CLI wrote and distills exactly that session with a fake vendor that records what it received:
 * the human's prompt as `[user]`, the failed shell command as tool output, nothing the CLI
 * generated (its system prompt, the `<current_datetime>` it wraps the prompt in) as the human's.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { pinnedVersion, runClient, type Scene, scene } from "./_clients.ts";
import { assertDistilledOnce, withOlderSession } from "./_session_end.ts";
import { startFakeVendor } from "../_fakes.ts";
import { createCopilotCliSource } from "../../src/assistants/copilot-cli/reader.ts";
import { userTexts } from "../sources/_shape.ts";

const VERSION = pinnedVersion("copilot");

/** Long enough to be worth distilling (ctx skips conversations under 100 characters). */
const PROMPT = "Why does the nightly export job fail after the storage migration? The bucket " +
  "path moved and the job still lists the old folder.";
/** The model runs a shell command that fails, then answers. */
const SCRIPT = {
  tool: "bash",
  args: { command: "ls /nonexistent-ctx-export-folder", description: "list the export folder" },
  finalText: "The job still lists the old folder: point EXPORT_ROOT at the new bucket path.",
};

/** Copilot CLI with its own key, offline, against the fake model. */
function copilotEnv(s: Scene, model: { url: string }, extra: Record<string, string> = {}) {
  return {
    ...s.env,
    COPILOT_OFFLINE: "true",
    COPILOT_PROVIDER_BASE_URL: `${model.url}/v1`,
    COPILOT_MODEL: "fake-model",
    COPILOT_PROVIDER_API_KEY: "copilot-fake-key-0123456789",
    COPILOT_AUTO_UPDATE: "false",
    ...extra,
  };
}

Deno.test(`GitHub Copilot CLI ${VERSION}: copilot mcp list shows the ctx server ctx install wrote beside the user's own, and not after ctx install --uninstall`, async () => {
  await using s = await scene();
  const config = join(s.home, ".copilot", "mcp-config.json");
  await Deno.mkdir(join(s.home, ".copilot"));
  await Deno.writeTextFile(
    config,
    `{
  // the team's docs server
  "mcpServers": {
    "docs": { "type": "http", "url": "https://docs.example.com/mcp", "tools": ["search"] }
  }
}
`,
  );
  const install = await s.ctx(["install", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /GitHub Copilot CLI/);
  const list = await runClient("copilot", ["mcp", "list", "--json"], {
    env: s.env,
    cwd: s.project,
  });
  assert.equal(list.code, 0, list.stderr);
  const servers = JSON.parse(list.stdout).mcpServers;
  assert.deepEqual(Object.keys(servers).sort(), ["ctx", "docs"]);
  assert.equal(servers.ctx.type, "local");
  assert.equal(servers.ctx.enabled, true);
  assert.deepEqual(servers.ctx.tools, ["*"]);
  assert.deepEqual(servers.ctx.args.slice(-1), ["mcp"]);
  assert.deepEqual(servers.docs.tools, ["search"], "the user's entry as it was");
  assert.match(await Deno.readTextFile(config), /\/\/ the team's docs server/);

  const uninstall = await s.ctx(["install", "--uninstall"]);
  assert.equal(uninstall.code, 0, uninstall.stderr);
  const after = await runClient("copilot", ["mcp", "list", "--json"], {
    env: s.env,
    cwd: s.project,
  });
  assert.deepEqual(Object.keys(JSON.parse(after.stdout).mcpServers), ["docs"]);
});

Deno.test(`GitHub Copilot CLI ${VERSION}: after ctx install --hooks, copilot -p runs ctx's sessionEnd hook and exactly that session is distilled in the background: the prompt as [user], the failed command as tool output`, async () => {
  await using s = await scene();
  await using model = startFakeModel(SCRIPT);
  await using vendor = await startFakeVendor("vendor-a");
  await Deno.mkdir(join(s.home, ".copilot"));
  await withOlderSession(s);
  const install = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(
    install.stdout,
    /^GitHub Copilot CLI session-end hook \(~\/\.copilot\/hooks\/ctx\.json\): added$/m,
  );

  const run = await runClient("copilot", ["-p", PROMPT, "--allow-all-tools"], {
    env: copilotEnv(s, model, vendor.env()),
    cwd: s.project,
  });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /point EXPORT_ROOT at the new bucket path/);
  assert.deepEqual(model.toolCalls, ["bash"], "the CLI ran the command");

  // The session the CLI wrote, read as ctx reads it.
  const source = createCopilotCliSource({ copilotHome: undefined });
  const found = await source.discover({ projectPath: s.project, home: s.home });
  assert.equal(found.refs.length, 1);
  const sessionId = found.refs[0]!.id;
  const read = await source.read(found.refs[0]!, { projectPath: s.project, home: s.home });
  assert.deepEqual(userTexts(read.session!), [PROMPT]);
  const events = await Deno.readTextFile(found.refs[0]!.location);
  // The hook ran, as the CLI records it, and succeeded.
  assert.match(events, /"type":"hook\.end","data":\{[^}]*"hookType":"sessionEnd","success":true/);

  await assertDistilledOnce(s, vendor, sessionId);
  const sent = JSON.stringify(vendor.requests.map((r) => r.body));
  assert.ok(sent.includes("[user]\\n" + PROMPT.slice(0, 40)), "the prompt, in the human's voice");
  assert.match(sent, /nonexistent-ctx-export-folder/, "the failed command's output");
  assert.doesNotMatch(sent, /current_datetime|You are the GitHub Copilot CLI/);
});
