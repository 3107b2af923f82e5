/**
 * Issue 21 item 3, end to end: `ctx init` on Codex rollouts and an Amazon Q save, with the
 * recording fake vendor. The model receives every prompt the human typed as `[user]`, and
 * nothing the client generated in their place: not `/review`'s instructions to its reviewer, not
 * a subagent's instructions from its parent (subagent threads are no sessions of their own), not
 * Amazon Q's "The user interrupted the tool execution.".
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir, writeFile } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { CodexLog } from "../fixtures/codex_records.ts";

const PARENT = "019dc400-0000-7000-8000-000000000001";

function prompts(body: unknown): string {
  return (body as { messages: Array<{ content: string }> }).messages.map((m) => m.content).join(
    "\n",
  );
}

/** The `[user]` blocks of a sent prompt. */
function userBlocks(prompt: string): string[] {
  const text = /<transcript>\n([\s\S]*)\n<\/transcript>/.exec(prompt)?.[1] ?? "";
  return text.split(/\n\n(?=\[(?:user|assistant|tool|generated)\]\n)/)
    .filter((b) => b.startsWith("[user]\n")).map((b) => b.slice("[user]\n".length).trim());
}

Deno.test("ctx init sends the human's prompts as [user] and nothing Codex or Amazon Q generated", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "app");
  await Deno.mkdir(project, { recursive: true });
  const day = join(home, ".codex", "sessions", "2026", "05", "02");

  const parent = new CodexLog();
  parent.meta({ id: PARENT, cwd: project });
  parent.turn("019dc400-1111-7000-8000-000000000002", "Make the upload retry on a 503 answer");
  parent.answer("Added a retry with exponential backoff to upload.ts, capped at five tries.");
  parent.event({ type: "task_started", turn_id: "019dc400-2222-7000-8000-000000000003" });
  parent.event({
    type: "entered_review_mode",
    target: { type: "uncommittedChanges" },
    user_facing_hint: "current changes",
  });
  parent.event({
    type: "user_message",
    message: "Review the current code changes (staged, unstaged, and untracked files) and " +
      "provide prioritized findings.",
  });
  parent.event({ type: "exited_review_mode" });
  parent.answer("Review: the retry loop never gives up when the server keeps answering 503.");
  parent.event({ type: "thread_name_updated", thread_id: PARENT, thread_name: "Upload retries" });
  await writeFile(join(day, `rollout-2026-05-02T10-00-00-${PARENT}.jsonl`), parent.toString());

  for (
    const [n, source] of [["b", { subagent: "review" }], ["c", {
      subagent: { thread_spawn: { parent_thread_id: PARENT, depth: 1 } },
    }]] as const
  ) {
    const child = new CodexLog();
    child.meta({ id: `019dc400-0000-7000-8000-00000000000${n}`, cwd: project, source });
    child.turn(undefined, `PARENT-INSTRUCTIONS-${n}: list every caller of upload()`);
    child.answer("Three callers: the CLI, the worker and the web handler, all in src/.");
    await writeFile(
      join(day, `rollout-2026-05-02T10-0${n === "b" ? 1 : 2}-00-x${n}.jsonl`),
      child.toString(),
    );
  }

  const saves = join(dir.path, "q-saves");
  const at = (s: number) => new Date(Date.UTC(2026, 4, 2, 11, 0, s)).toISOString();
  await writeFile(
    join(saves, "q.json"),
    JSON.stringify({
      conversation_id: "q-conv-1",
      history: [
        {
          user: {
            timestamp: at(0),
            content: { Prompt: { prompt: "Why does the nightly export job crash at midnight?" } },
            env_context: { env_state: { current_working_directory: project } },
          },
          assistant: {
            ToolUse: {
              message_id: "m1",
              content: "Let me look at the job's log.",
              tool_uses: [{ id: "t1", name: "execute_bash", args: { command: "tail log" } }],
            },
          },
        },
        {
          user: {
            timestamp: at(5),
            content: {
              CancelledToolUses: {
                prompt: "The user interrupted the tool execution.",
                tool_use_results: [],
              },
            },
          },
          assistant: { Response: { message_id: "m2", content: "Tool uses were interrupted." } },
        },
        {
          user: { timestamp: at(9), content: { Prompt: { prompt: "read export.log instead" } } },
          assistant: {
            Response: {
              message_id: "m3",
              content:
                "The job crashes because the date rolls over while it runs: fixed in export.py.",
            },
          },
        },
      ],
    }),
  );

  await using vendor = await startFakeVendor("vendor-a");
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off", ...vendor.env() };
  const codexRun = await runCtx(["init", "codex", "--local"], { env, cwd: project });
  assert.equal(codexRun.code, 0, codexRun.stderr);
  assert.match(codexRun.stderr, /note: 2 subagent threads left out/);
  const qRun = await runCtx(["init", "kiro", "--local", "--kiro-dir", saves], {
    env,
    cwd: project,
  });
  assert.equal(qRun.code, 0, qRun.stderr);
  assert.equal(vendor.requests.length, 2, "the Codex parent and the Amazon Q save, nothing else");

  const sent = vendor.requests.map((r) => prompts(r.body));
  const codex = sent.find((t) => t.includes("Assistant: codex"))!;
  assert.deepEqual(userBlocks(codex), [
    "Make the upload retry on a 503 answer",
    "/review current changes",
  ]);
  assert.doesNotMatch(codex, /Review the current code changes/);
  const q = sent.find((t) => t.includes("Assistant: kiro"))!;
  assert.deepEqual(userBlocks(q), [
    "Why does the nightly export job crash at midnight?",
    "read export.log instead",
  ]);
  for (const text of sent) assert.doesNotMatch(text, /PARENT-INSTRUCTIONS|interrupted the tool/);

  // The thread's name is the summary's title.
  const summaries = [...Deno.readDirSync(join(project, ".ctx"))].map((e) => e.name);
  const codexSummary = summaries.find((n) => n.includes(PARENT))!;
  assert.match(await Deno.readTextFile(join(project, ".ctx", codexSummary)), /Upload retries/);
});
