/**
 * What the session-end hook must leave alone, with the real Claude Code (pinned in
 * `.ci/clients/`): ctx's own `claude -p` distillation calls (the subscription CLI backend, run
 * from `$CTX_HOME/scratch`) and `claude` commands that end a "session" without a conversation
 * (`claude mcp list`). Claude Code fires `SessionEnd` for both; a recorder hook registered next to
 * ctx's proves it did. ctx's hook must then start nothing and record nothing: no background run,
 * no "last failure", no request to the model, in the scene's `CTX_HOME` or any other.
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { pinnedVersion, runClient, type Scene, scene } from "./_clients.ts";
import { runCtx, waitFor } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { sentSessionIds } from "../mcp/_background.ts";
import { folderId } from "../../src/store/project.ts";
import { lastBackgroundEvent } from "../../src/store/activity.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { buildPrompt, CTX_PROMPT_MARKER } from "../../src/distill/prompt.ts";
import { cliPrompt } from "../../src/backends/subscription_cli.ts";
import { startFakeVendor } from "../_fakes.ts";
import { exists } from "../../src/fsutil.ts";

/** What the fake model answers ctx's distillation prompts with: one valid insight. */
const INSIGHTS = JSON.stringify([{
  type: "fix",
  title: "Payment pool exhausted by retries",
  summary: "Retries exhausted the payment gateway's connection pool: cap them.",
  tags: ["payments"],
}]);

/** The fake model's script: Claude Code offers it no such tool, so it answers INSIGHTS. */
const SCRIPT = { tool: "no-such-tool", args: {}, finalText: "Done.", plainText: INSIGHTS };

/** Claude Code's environment in the scene, talking to the fake model. */
function claudeEnv(s: Scene, modelUrl: string): Record<string, string> {
  return {
    ...s.env,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    ANTHROPIC_BASE_URL: modelUrl,
    ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
  };
}

/** The per-user store ctx would use in the scene's HOME without `CTX_HOME`. */
function defaultCtxHome(s: Scene): string {
  return join(s.home, ".local", "share", "ctx");
}

/**
 * `ctx install --hooks` (with `backend` saved), then a recorder `SessionEnd` hook after ctx's in
 * `~/.claude/settings.json`: it appends the JSON Claude Code sends to a log, one line each.
 */
async function installHooks(
  s: Pick<Scene, "home" | "ctx">,
  backend: string,
) {
  await Deno.mkdir(join(s.home, ".claude"), { recursive: true });
  const install = await s.ctx(["install", "--hooks", "--backend", backend]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(
    install.stdout,
    /^Claude Code session-end hook \(~\/\.claude\/settings\.json\): added$/m,
  );
  const path = join(s.home, ".claude", "settings.json");
  const settings = JSON.parse(await Deno.readTextFile(path));
  const log = join(s.home, "session-ends.jsonl");
  settings.hooks.SessionEnd.push({
    hooks: [{ type: "command", command: `sh -c 'cat >> "${log}"; echo >> "${log}"'` }],
  });
  await Deno.writeTextFile(path, JSON.stringify(settings, null, 2));
  return {
    async ended(): Promise<Array<{ cwd: string; transcript_path: string }>> {
      const text = await Deno.readTextFile(log).catch(() => "");
      return text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
    },
  };
}

/** Live processes whose command line holds every one of `parts` (Linux `/proc`). */
function processesWith(parts: string[]): number[] {
  const pids: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    let cmdline = "";
    try {
      cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
    } catch {
      continue; // Gone meanwhile.
    }
    if (parts.every((p) => cmdline.includes(p))) pids.push(Number(entry.name));
  }
  return pids;
}

/**
 * Wait until no background `ctx hook distill` of the scene (its arguments name the scene's
 * folders) is alive. Claude Code waits for its
 * hooks, and ctx's hook starts its background process before it returns, so once `claude` (or
 * `ctx init`, which waits for its `claude`) has exited, every such process has been started: when
 * none is left, everything a hook could have done is done.
 */
async function backgroundSettled(s: Scene): Promise<void> {
  await waitFor(
    () => processesWith(["hook\0distill", dirname(s.home)]).length === 0,
    "the background hook processes to end",
    120_000,
  );
}

/** The background events recorded in a ctx home (none when it has no ledger). */
async function recordedEvents(ctxHome: string): Promise<string[]> {
  if (!(await exists(join(ctxHome, "ledger.sqlite")))) return [];
  const db = openLedgerDb({ ctxHome });
  try {
    return (["finished", "failure"] as const).flatMap((kind) => {
      const event = lastBackgroundEvent(db, kind);
      return event ? [`${kind}: ${event.message}`] : [];
    });
  } finally {
    db.close();
  }
}

async function storeIds(ctxHome: string): Promise<string[]> {
  const ids: string[] = [];
  try {
    for await (const entry of Deno.readDir(join(ctxHome, "projects"))) ids.push(entry.name);
  } catch {
    // No store at all.
  }
  return ids.sort();
}

for (const home of ["a custom", "the default"] as const) {
  Deno.test(`Claude Code ${pinnedVersion("claude")}: with the subscription CLI backend (the real claude), the hooks on and ${home} CTX_HOME, ctx init distills the user's sessions and the hook ignores ctx's own claude -p calls: nothing distilled, recorded or sent for them, in any store`, async () => {
    await using s = await scene();
    await using model = startFakeModel(SCRIPT);
    const env = claudeEnv(s, model.url);
    // The store ctx uses, and the one it must never touch.
    let [used, other] = [s.ctxHome, defaultCtxHome(s)];
    if (home === "the default") {
      delete env.CTX_HOME;
      [used, other] = [other, used];
    }
    const inScene = {
      ...s,
      ctx: (args: string[]) => runCtx(args, { env, cwd: s.project, bundle: true }),
    };
    const hooks = await installHooks(inScene, "cli");
    for (const id of ["user-session-1", "user-session-2"]) {
      await writeClaudeSession(s.home, { sessionId: id, cwd: s.project, extraTurns: 2 });
    }

    const init = await inScene.ctx(["init", "claude-code"]);
    assert.equal(init.code, 0, init.stderr);
    assert.match(init.stdout, /^Distilled: 2$/m, init.stdout);

    // Claude Code ran the session-end hooks of ctx's own calls (in the store's scratch folder).
    const ended = await hooks.ended();
    assert.ok(ended.length >= 2, `SessionEnd fired for ctx's calls: ${JSON.stringify(ended)}`);
    assert.deepEqual([...new Set(ended.map((e) => e.cwd))], [join(used, "scratch")]);

    await backgroundSettled(s);
    assert.deepEqual(await recordedEvents(used), [], "no background run or failure recorded");
    assert.equal(await exists(join(other, "ledger.sqlite")), false, "the other store is untouched");
    const stores = [folderId(s.project), ...(home === "a custom" ? ["auth-service-0a1b2c3d"] : [])];
    assert.deepEqual(await storeIds(used), stores.sort());
    // Every distillation request the model saw was ctx init's, about the user's sessions.
    const prompts = model.requests.filter((r) =>
      JSON.stringify(r.body ?? null).includes(CTX_PROMPT_MARKER)
    );
    assert.deepEqual(sentSessionIds(prompts).sort(), ["user-session-1", "user-session-2"]);
    assert.doesNotMatch(JSON.stringify(prompts.map((r) => r.body)), /Project: scratch/);
  });
}

Deno.test(`Claude Code ${pinnedVersion("claude")}: a ctx distillation prompt recorded outside this store's scratch folder (another ctx's call) is still known by its marker: the hook's background ctx leaves it alone, sends and records nothing`, async () => {
  await using s = await scene();
  await using model = startFakeModel(SCRIPT);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...claudeEnv(s, model.url), ...vendor.env() };
  const hooks = await installHooks(
    { home: s.home, ctx: (args) => runCtx(args, { env, cwd: s.project, bundle: true }) },
    "vendor-a",
  );
  // The scratch folder of another store, where a ctx with another CTX_HOME ran its claude -p.
  const elsewhere = join(s.home, "other-ctx-home", "scratch");
  await Deno.mkdir(elsewhere, { recursive: true });
  const { system, prompt } = buildPrompt({
    transcript: "[user] Why does checkout time out?\n[assistant] The pool is exhausted.",
    source: "claude-code",
    sessionId: "some-user-session",
    projectName: "shop",
    truncated: false,
  });
  // Exactly what ctx's subscription CLI backend runs (its arguments, its stdin).
  const call = await runClient("claude", ["-p", "--model", "claude-haiku-4-5-20251001"], {
    env,
    cwd: elsewhere,
    stdin: cliPrompt({ system, prompt }),
  });
  assert.equal(call.code, 0, call.stderr);

  const ended = await hooks.ended();
  assert.deepEqual(ended.map((e) => e.cwd), [elsewhere], "Claude Code ran the hooks");
  assert.ok(await exists(ended[0]!.transcript_path), "with the call's transcript");
  await backgroundSettled(s);
  assert.deepEqual(await recordedEvents(s.ctxHome), []);
  assert.deepEqual(sentSessionIds(vendor.requests), [], "ctx's prompt was not sent again");
  assert.deepEqual(await storeIds(s.ctxHome), ["auth-service-0a1b2c3d"], "no store made for it");
});

Deno.test(`Claude Code ${pinnedVersion("claude")}: claude mcp list fires SessionEnd with a transcript that does not exist; ctx's hook skips it quietly: nothing started, no failure recorded`, async () => {
  await using s = await scene();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env(), CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" };
  const hooks = await installHooks(
    { home: s.home, ctx: (args) => runCtx(args, { env, cwd: s.project, bundle: true }) },
    "vendor-a",
  );
  const list = await runClient("claude", ["mcp", "list"], { env, cwd: s.project });
  assert.equal(list.code, 0, list.stderr);

  const ended = await hooks.ended();
  assert.equal(ended.length, 1, "Claude Code fired SessionEnd for claude mcp list");
  assert.equal(ended[0]!.cwd, s.project);
  assert.equal(await exists(ended[0]!.transcript_path), false, "naming no transcript");
  await backgroundSettled(s);
  assert.deepEqual(await recordedEvents(s.ctxHome), [], "no failure recorded");
  assert.deepEqual(sentSessionIds(vendor.requests), []);
  const status = await runCtx(["status"], { env, cwd: s.project, bundle: true });
  assert.match(status.stdout, /last failure: none/);
});
