/**
 * With the real Claude Code (pinned in `.ci/clients/`) as the subscription CLI backend, ctx's own
 * `claude -p` calls stay out of the user's history: the CLI lists `--no-session-persistence` and
 * `--session-id` in its `--help`, ctx passes both, and nothing of its calls is left in Claude
 * Code's projects folder, while the user's own sessions stay as they were.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { pinnedVersion, recordingShim, runClient, scene } from "./_clients.ts";
import { runCtx } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { encodeClaudeProjectDir } from "../../src/assistants/claude-code/reader.ts";

const INSIGHTS = JSON.stringify([{
  type: "fix",
  title: "Payment pool exhausted by retries",
  summary: "Retries exhausted the payment gateway's connection pool: cap them.",
  tags: ["payments"],
}]);

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) if (entry.isFile) out.push(entry.name);
  } catch {
    // No folder.
  }
  return out.sort();
}

Deno.test(`Claude Code ${pinnedVersion("claude")} lists --no-session-persistence and --session-id in its --help`, async () => {
  await using s = await scene();
  const help = await runClient("claude", ["--help"], { env: s.env, cwd: s.project });
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /^\s+--no-session-persistence\s/m);
  assert.match(help.stdout, /^\s+--session-id <uuid>\s/m);
});

Deno.test(`Claude Code ${pinnedVersion("claude")}: ctx init with the subscription CLI backend leaves no session of its own calls in ~/.claude/projects`, async () => {
  await using s = await scene();
  await using model = startFakeModel({
    tool: "no-such-tool",
    args: {},
    finalText: "Done.",
    plainText: INSIGHTS,
  });
  const shim = await recordingShim(s.home, "claude");
  const env = {
    ...s.env,
    PATH: `${shim.dir}:${s.env.PATH}`,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    ANTHROPIC_BASE_URL: model.url,
    ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
  };
  for (const id of ["user-session-1", "user-session-2"]) {
    await writeClaudeSession(s.home, { sessionId: id, cwd: s.project });
  }
  const projects = join(s.home, ".claude", "projects");
  const userFolder = join(projects, encodeClaudeProjectDir(s.project));
  const userFiles = await files(userFolder);

  const init = await runCtx(["init", "claude-code"], { env, cwd: s.project, bundle: true });
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /^Distilled: 2$/m);

  // Every call ctx made: --help once, then two distillations with both flags.
  const runs = (await shim.argv()).split("\n").filter((l) => l !== "")
    .map((l) => l.split("\0").filter((a) => a !== ""));
  const calls = runs.filter((args) => args[0] === "-p");
  assert.equal(runs.filter((args) => args[0] === "--help").length, 1);
  assert.equal(calls.length, 2, JSON.stringify(runs));
  for (const args of calls) {
    assert.ok(args.includes("--no-session-persistence"), args.join(" "));
    assert.ok(args.includes("--session-id"), args.join(" "));
  }
  // Nothing of ctx's calls under any project folder of the scratch folder; the user's intact.
  const scratch = await Deno.realPath(join(s.ctxHome, "scratch"));
  assert.deepEqual(await files(join(projects, encodeClaudeProjectDir(scratch))), []);
  let jsonl = 0;
  for await (const dir of Deno.readDir(projects)) {
    if (dir.name === encodeClaudeProjectDir(s.project)) continue;
    for (const name of await files(join(projects, dir.name))) if (name.endsWith(".jsonl")) jsonl++;
  }
  assert.equal(jsonl, 0, "no session file of ctx's calls anywhere");
  assert.deepEqual(await files(userFolder), userFiles);
});
