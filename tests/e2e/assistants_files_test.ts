/**
 * End to end for Aider, Continue and GitHub Copilot CLI: `ctx init <id> --local` (the real CLI)
 * on histories laid out where each assistant keeps them, against a recording fake vendor on
 * 127.0.0.1 — every prompt the human typed reaches the model in the human's voice (`[user]`),
 * nothing the client generated does, the summaries land in the project and a rerun sends nothing;
 * then `ctx install` / `ctx status` / `ctx install --uninstall` on the same temporary HOME.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { type RecordedRequest, startFakeVendor } from "../_fakes.ts";
import { aiderSample } from "../fixtures/aider_history.ts";
import { type ContinueChat, continueSample, writeContinue } from "../fixtures/continue_sessions.ts";
import { copilotSample } from "../fixtures/copilot_cli_events.ts";
import { readStore } from "../../src/store/files.ts";
import { exists } from "../../src/fsutil.ts";

/** Every string in a request body, joined: the transcript the model got is among them. */
function sentText(requests: RecordedRequest[]): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  requests.forEach((r) => walk(r.body));
  return out.join("\n");
}

/** The bodies of the `[user]` blocks sent, whitespace collapsed. */
function userBlocks(text: string): string[] {
  return text.split(/\n\n(?=\[(?:user|assistant|tool|generated)\]\n)/)
    .flatMap((b) => {
      const at = b.indexOf("[user]\n");
      return at >= 0 ? [b.slice(at + "[user]\n".length).replace(/\s+/g, " ").trim()] : [];
    });
}

const norm = (t: string) => t.replace(/\s+/g, " ").trim();

interface Case {
  id: string;
  /** Lay the history out; returns what the human typed and what they did not. */
  write(home: string, project: string): Promise<{ prompts: string[]; generated: string[] }>;
  sessions: number;
}

const CASES: Case[] = [
  {
    id: "aider",
    sessions: 3,
    async write(_home, project) {
      const log = aiderSample();
      await Deno.writeTextFile(join(project, ".aider.chat.history.md"), log.chat);
      await Deno.writeTextFile(join(project, ".aider.input.history"), log.input);
      // The launch cut short before any answer is not read: its prompt is never sent.
      return { prompts: log.prompts.slice(1), generated: log.generated };
    },
  },
  {
    id: "continue",
    sessions: 2,
    async write(home, project) {
      const [a, b] = continueSample(project) as [ContinueChat, ContinueChat];
      await writeContinue(join(home, ".continue"), [
        { chat: a, dateCreated: "1767225600000" },
        { chat: b, dateCreated: "1767225660000" },
      ]);
      return { prompts: [...a.prompts, ...b.prompts], generated: [...a.generated, ...b.generated] };
    },
  },
  {
    id: "copilot-cli",
    sessions: 1,
    async write(home, project) {
      const log = copilotSample("5b0e1c2d-3a4f-4b6c-8d7e-9f0a1b2c3d4e", project);
      await log.write(join(home, ".copilot"));
      return { prompts: log.prompts, generated: log.generated };
    },
  },
];

for (const c of CASES) {
  Deno.test(`ctx init ${c.id} --local: every typed prompt reaches the model as [user], nothing generated does, and a rerun sends nothing`, async () => {
    await using dir = await tempDir("ctx-e2e-files-");
    const home = join(dir.path, "home");
    const project = join(dir.path, "work", "app");
    await Deno.mkdir(project, { recursive: true });
    const { prompts, generated } = await c.write(home, project);
    await using vendor = await startFakeVendor("vendor-a");
    const env = {
      HOME: home,
      CTX_HOME: join(dir.path, "ctx-home"),
      CTX_KEYCHAIN: "off",
      ...vendor.env(),
    };
    const run = await runCtx(["init", c.id, "--local"], { env, cwd: project });
    assert.equal(run.code, 0, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
    assert.equal(vendor.requests.length, c.sessions, run.stdout);
    const sent = sentText(vendor.requests);
    const blocks = userBlocks(sent);
    for (const prompt of prompts) {
      assert.ok(
        blocks.some((b) => b.includes(norm(prompt).slice(0, 40))),
        `not sent as [user]: ${prompt}`,
      );
    }
    for (const block of blocks) {
      assert.ok(
        prompts.some((p) => block.includes(norm(p).slice(0, 40))),
        `[user] the human did not type: ${block}`,
      );
    }
    for (const text of generated) {
      assert.ok(
        !blocks.some((b) => b.includes(norm(text).slice(0, 30))),
        `generated text as [user]: ${text}`,
      );
    }
    const store = await readStore(join(project, ".ctx"));
    assert.equal(store.summaries.length, c.sessions);
    assert.ok(store.summaries.every((s) => s.doc.source === c.id));

    const again = await runCtx(["init", c.id, "--local"], { env, cwd: project });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(vendor.requests.length, c.sessions, "a rerun must not call the model");
  });
}

Deno.test("ctx install registers ctx in Continue and GitHub Copilot CLI (and Copilot CLI's hook with --hooks), ctx status shows both, ctx install --uninstall leaves no file ctx made", async () => {
  await using dir = await tempDir("ctx-e2e-files-");
  const home = join(dir.path, "home");
  await Deno.mkdir(join(home, ".continue"), { recursive: true });
  await Deno.mkdir(join(home, ".copilot"), { recursive: true });
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off", PATH: "" };
  const project = join(dir.path, "work", "app");
  await Deno.mkdir(project, { recursive: true });
  const install = await runCtx(["install", "--hooks", "--backend", "skip"], { env, cwd: project });
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /Continue.*added/);
  assert.match(install.stdout, /GitHub Copilot CLI.*added/);
  assert.match(
    install.stdout,
    /GitHub Copilot CLI session-end hook \(~\/\.copilot\/hooks\/ctx\.json\): added/,
  );
  const status = await runCtx(["status", "--json"], { env, cwd: project });
  assert.equal(status.code, 0, status.stderr);
  const json = JSON.parse(status.stdout);
  const text = JSON.stringify(json);
  for (const id of ["continue", "copilot-cli"]) {
    assert.match(text, new RegExp(`"id":"${id}"[^}]*"registered":true`), `${id} registered`);
  }

  const uninstall = await runCtx(["install", "--uninstall"], { env, cwd: project });
  assert.equal(uninstall.code, 0, uninstall.stderr);
  assert.deepEqual([...Deno.readDirSync(join(home, ".continue"))], []);
  assert.equal(await exists(join(home, ".copilot", "hooks", "ctx.json")), false);
  // ctx created Copilot CLI's mcp-config.json, and it holds nothing else: it is gone too.
  assert.equal(await exists(join(home, ".copilot", "mcp-config.json")), false);
});
