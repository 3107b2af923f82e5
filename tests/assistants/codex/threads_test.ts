/**
 * Codex threads, as Codex writes them (codex-rs: `SessionSource`, `review_prompts.rs`, the
 * review task): `/review`'s instructions for its reviewer are generated, what the human asked
 * for is theirs; a thread Codex started itself (a subagent, the reviewer, a memory consolidation)
 * is no session of its own — found, counted, never read; a thread's name is its title; a garbled
 * file is called that, not "an older format"; a rollout read from its file, streamed, is the
 * one read whole.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parseCodexRollout } from "../../../src/assistants/codex/_parse.ts";
import { createCodexSource } from "../../../src/assistants/codex/reader.ts";
import { cleanSession } from "../../../src/distill/clean.ts";
import { CodexLog } from "../../fixtures/codex_records.ts";
import { bigSessionText } from "../../fixtures/big_sessions.ts";
import { tempDir, writeFile } from "../../_helpers.ts";
import { userTexts } from "../../sources/_shape.ts";

const ID = "019dc300-0000-7000-8000-000000000001";
const GENERATED =
  "Review the current code changes (staged, unstaged, and untracked files) and provide prioritized findings.";

/** A parent session that ran `/review` (records as codex-rs writes them for the parent). */
function reviewed(target: Record<string, unknown>, hint: string | undefined, prompt: string) {
  const log = new CodexLog();
  log.meta({ id: ID, cwd: "/w/app" });
  log.turn("019dc300-1111-7000-8000-000000000002", "Make the upload retry on 503");
  log.answer("Added a retry with backoff in upload.ts.");
  log.event({ type: "task_started", turn_id: "019dc300-2222-7000-8000-000000000003" });
  log.event({ type: "entered_review_mode", target, ...(hint ? { user_facing_hint: hint } : {}) });
  // The reviewer's events, forwarded to the parent: its instructions, its interim notes.
  log.event({ type: "user_message", message: prompt });
  log.event({ type: "agent_message", message: "Looking at upload.ts and its tests." });
  log.event({ type: "exited_review_mode", review_output: { overall_explanation: "One bug." } });
  log.record("response_item", {
    type: "message",
    role: "user",
    content: [{
      type: "input_text",
      text: "<user_action>\n  <context>User initiated a review task.</context>\n  <action>review" +
        "</action>\n  <results>\n  One bug: the retry never stops.\n  </results>\n  </user_action>\n",
    }],
  });
  log.answer("Review: the retry loop never stops on a persistent 503.");
  return log;
}

Deno.test("/review: the human's request is theirs, the reviewer's instructions are generated", () => {
  const preset = parseCodexRollout(
    reviewed({ type: "uncommittedChanges" }, "current changes", GENERATED).toString(),
  );
  assert.deepEqual(userTexts(preset.session!), [
    "Make the upload retry on 503",
    "/review current changes",
  ]);
  const sent = cleanSession(preset.session!, { sanitize: true, userOnly: false, maxChars: 20_000 })
    .text;
  assert.doesNotMatch(sent, /Review the current code changes/);
  assert.match(sent, /\[user\]\n\/review current changes/);
  assert.match(sent, /the retry loop never stops/);
  const labels = preset.session!.turns.flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "injected" ? [p.label] : [])
  );
  assert.ok(labels.includes("review-request") && labels.includes("user_action"), `${labels}`);

  // Codex's hint comes from the target when the event carries none.
  const branch = parseCodexRollout(
    reviewed(
      { type: "baseBranch", branch: "main" },
      undefined,
      "Review the code changes against the base branch 'main'. The merge base commit for this " +
        "comparison is 1a2b3c. Run `git diff 1a2b3c` to inspect the changes relative to main.",
    ).toString(),
  );
  assert.deepEqual(userTexts(branch.session!).at(-1), "/review changes against 'main'");

  // A custom review: the instructions are what the human typed, read once.
  const custom = parseCodexRollout(
    reviewed(
      { type: "custom", instructions: "focus on the retry logic" },
      "focus on the retry logic",
      "focus on the retry logic",
    ).toString(),
  );
  assert.deepEqual(userTexts(custom.session!), [
    "Make the upload retry on 503",
    "focus on the retry logic",
  ]);
});

Deno.test("a /review instruction recorded without the review events is generated too", () => {
  const log = new CodexLog();
  log.meta({ id: ID, cwd: "/w/app" });
  log.turn("019dc300-1111-7000-8000-000000000002", GENERATED);
  log.answer("No findings.");
  log.turn(
    "019dc300-2222-7000-8000-000000000003",
    'Review the code changes introduced by commit 1a2b3c4 ("Retry uploads"). Provide ' +
      "prioritized, actionable findings.",
  );
  log.answer("One finding.");
  assert.deepEqual(userTexts(parseCodexRollout(log.toString()).session!), []);
});

Deno.test("a Codex thread's name is its title; the latest name wins", () => {
  const log = new CodexLog();
  log.meta({ id: ID, cwd: "/w/app" });
  log.turn("019dc300-1111-7000-8000-000000000002", "Why do uploads time out?");
  log.event({ type: "thread_name_updated", thread_id: ID, thread_name: "Upload timeouts" });
  log.answer("The S3 client has no timeout.");
  log.event({ type: "thread_name_updated", thread_id: ID, thread_name: "  Fix upload timeouts  " });
  assert.equal(parseCodexRollout(log.toString()).session!.title, "Fix upload timeouts");
  const unnamed = new CodexLog();
  unnamed.meta({ id: ID, cwd: "/w/app" });
  unnamed.turn(undefined, "hello");
  assert.equal(parseCodexRollout(unnamed.toString()).session!.title, undefined);
});

/** A rollout Codex wrote for a thread it started itself. */
function thread(id: string, source: unknown, prompt: string, extra: Record<string, unknown> = {}) {
  const log = new CodexLog();
  log.meta({ id, cwd: "/w/app", source, ...extra });
  log.turn(undefined, prompt);
  log.answer("done");
  return log.toString();
}

Deno.test("codex discover() leaves out the threads Codex started itself, counted, and names a garbled file", async () => {
  await using tmp = await tempDir();
  const day = join(tmp.path, ".codex", "sessions", "2026", "05", "01");
  const put = (name: string, text: string | Uint8Array) =>
    typeof text === "string"
      ? writeFile(join(day, name), text)
      : Deno.mkdir(day, { recursive: true }).then(() => Deno.writeFile(join(day, name), text));
  await put(
    `rollout-a-${ID}.jsonl`,
    reviewed({ type: "uncommittedChanges" }, "current changes", GENERATED).toString(),
  );
  await put(
    "rollout-b.jsonl",
    thread("019dc300-0000-7000-8000-00000000000b", { subagent: "review" }, GENERATED),
  );
  await put(
    "rollout-c.jsonl",
    thread(
      "019dc300-0000-7000-8000-00000000000c",
      {
        subagent: { thread_spawn: { parent_thread_id: ID, depth: 1, agent_role: "explorer" } },
      },
      "PARENT-INSTRUCTIONS: map every caller of upload()",
      { thread_source: "subagent" },
    ),
  );
  await put(
    "rollout-d.jsonl",
    thread("019dc300-0000-7000-8000-00000000000d", { internal: "memory_consolidation" }, "x"),
  );
  await put("rollout-e.jsonl", new Uint8Array(300).map((_, i) => (i * 97) % 256));
  await put("rollout-f.jsonl", JSON.stringify({ id: "old", timestamp: "t" }) + "\n");
  const source = createCodexSource();
  const options = { projectPath: "/w/app", home: tmp.path };
  const found = await source.discover(options);
  assert.deepEqual(found.refs.map((r) => r.id), [ID]);
  assert.equal(found.threads, 3);
  assert.equal(found.warnings.length, 2, found.warnings.join("\n"));
  assert.match(
    found.warnings[0]!,
    /^Cannot read ".*rollout-e\.jsonl": not a Codex session \(its first line is not JSON: binary or corrupt data\)$/,
  );
  assert.match(
    found.warnings[1]!,
    /^1 Codex session file records no cwd on its first line \(older format\)/,
  );
});

Deno.test("a rollout streamed from its file reads as the one parsed whole, in lean mode too", async () => {
  await using tmp = await tempDir();
  const text = bigSessionText("codex", 120, { sessionId: ID, cwd: "/w/app" });
  const path = join(tmp.path, "rollout-x.jsonl");
  await writeFile(path, text);
  const ref = { source: "codex", id: ID, location: path, fingerprint: "1", data: { path } };
  const source = createCodexSource();
  const whole = parseCodexRollout(text);
  const streamed = await source.read(ref, { projectPath: "/w/app", home: tmp.path });
  assert.deepEqual(streamed.session, whole.session);
  const lean = await source.read(ref, { projectPath: "/w/app", home: tmp.path, lean: true });
  for (const maxChars of [3_000, 20_000, 1_000_000]) {
    const options = { sanitize: true, userOnly: false, maxChars };
    assert.equal(
      cleanSession(lean.session!, options).text,
      cleanSession(whole.session!, options).text,
    );
  }
});
