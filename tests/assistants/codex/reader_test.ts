import assert from "node:assert/strict";
import { join } from "node:path";
import { createCodexSource, rolloutHead } from "../../../src/assistants/codex/reader.ts";
import { parseCodexRollout } from "../../../src/assistants/codex/_parse.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { kindCounts, turnLines, userTexts } from "../../sources/_shape.ts";

const INJECTED_HEAD = "user: injected(permissions instructions), injected(collaboration_mode), " +
  "injected(apps_instructions), injected(skills_instructions), injected(plugins_instructions), " +
  "injected(AGENTS.md), injected(environment_context), text";

function real(name: string) {
  return parseCodexRollout(Deno.readTextFileSync(realFixture(`codex/${name}`)));
}

Deno.test("parseCodexRollout() reads the real 0.123.0 rollout without event_msg duplicates", () => {
  const { session, skipped, warnings } = real(
    "entire-external-agents_c3b191fe1158_codex-0.123.0_rollout.jsonl",
  );
  assert.deepEqual([skipped, warnings], [[], []]);
  assert.ok(session);
  assert.deepEqual(
    [session.id, session.cwd, session.started, session.updated],
    [
      "019dbcc1-3812-72e1-9caa-f97edd88215b",
      "/Users/ninawork/entire/external-agents/agents/entire-agent-kiro",
      "2026-04-23T23:51:46.832Z",
      "2026-04-23T23:52:49.161Z",
    ],
  );
  assert.deepEqual(session.turns.map((t) => t.role), ["user", "assistant"]);
  assert.equal(turnLines(session)[0], INJECTED_HEAD);
  assert.deepEqual(userTexts(session).map((t) => t.slice(0, 60)), [
    "Following the guidelines in https://github.com/entireio/cli/",
  ]);
  // 4 agent messages (each also an event_msg), 18 calls, 14 outputs (one exited with code 2);
  // reasoning items carry no summary text in this file.
  assert.deepEqual(kindCounts(session), {
    injected: 7,
    text: 5,
    tool_call: 18,
    tool_result: 13,
    "tool_result!": 1,
  });
  const last = session.turns[1]?.parts.filter((p) => p.kind === "text").at(-1);
  assert.ok(
    last?.kind === "text" &&
      last.text.startsWith("The spec is clear: this agent needs a real `compact-transcript`"),
  );
});

Deno.test("parseCodexRollout() reads the real 0.125.0 rollout with custom apply_patch calls", () => {
  const { session, skipped } = real(
    "entire-external-agents_f590660a2345_codex-0.125.0_rollout-head-tail.jsonl",
  );
  assert.deepEqual(skipped, []);
  assert.ok(session);
  assert.equal(session.cwd, "/Users/ninawork/entire/external-agents");
  assert.equal(turnLines(session)[0], INJECTED_HEAD);
  assert.deepEqual(kindCounts(session), {
    injected: 7,
    text: 5,
    tool_call: 33,
    "tool_result!": 1,
    tool_result: 31,
  });
  const names = new Set(
    session.turns[1]?.parts.flatMap((p) => p.kind === "tool_call" ? [p.name] : []),
  );
  assert.deepEqual([...names], ["_fetch_pr", "exec_command", "apply_patch"]);
  const last = session.turns[1]?.parts.at(-1);
  assert.ok(
    last?.kind === "text" && last.text.startsWith("Implemented Pi compact transcript support"),
  );
});

const line = (
  type: string,
  payload: Record<string, unknown>,
  timestamp = "2026-01-01T00:00:00.000Z",
) => JSON.stringify({ timestamp, type, payload });

Deno.test("parseCodexRollout() keeps an event_msg message only when no response_item carries it", () => {
  const text = [
    line("session_meta", { id: "s1", cwd: "/p" }),
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "first" }],
    }),
    line("event_msg", { type: "user_message", message: "first" }),
    line("response_item", {
      type: "reasoning",
      summary: [{ type: "summary_text", text: "**Plan**" }],
      encrypted_content: "x",
    }),
    line("event_msg", { type: "agent_reasoning", text: "**Plan**" }),
    line("response_item", {
      type: "custom_tool_call",
      name: "apply_patch",
      input: "*** Begin Patch",
      call_id: "c",
    }),
    line("response_item", {
      type: "custom_tool_call_output",
      call_id: "c",
      output: JSON.stringify({ output: "failed", metadata: { exit_code: 1 } }),
    }),
    line("event_msg", { type: "agent_message", message: "only in the event" }),
    line("event_msg", { type: "user_message", message: "second" }),
    line("compacted", { message: "summary of earlier work" }),
    line("mystery", {}),
    '{"timestamp":"2026',
  ].join("\n");
  const { session, skipped, unknownRecords } = parseCodexRollout(text);
  // Malformed means unparseable (the cut last line is being written: not malformed); a valid
  // record of an unknown type is only counted.
  assert.deepEqual(skipped, []);
  assert.equal(unknownRecords, 1);
  assert.deepEqual(session?.turns.map((t) => [t.role, t.parts]), [
    ["user", [{ kind: "text", text: "first" }]],
    ["assistant", [
      { kind: "thinking", text: "**Plan**" },
      { kind: "tool_call", name: "apply_patch", input: "*** Begin Patch" },
      { kind: "tool_result", text: "failed", isError: true },
      { kind: "text", text: "only in the event" },
    ]],
    ["user", [{ kind: "text", text: "second" }]],
    ["user", [{ kind: "injected", label: "compact-summary", text: "summary of earlier work" }]],
  ]);
});

Deno.test("parseCodexRollout() reads the early bare-item JSONL and takes cwd from <environment_context>", () => {
  const text = [
    JSON.stringify({ id: "old-1", timestamp: "2025-05-01T00:00:00Z", instructions: "" }),
    JSON.stringify({ record_type: "state" }),
    JSON.stringify({
      type: "message",
      role: "user",
      content: [{
        type: "input_text",
        text: "<environment_context>\n<cwd>/old/proj</cwd>\n</environment_context>",
      }],
    }),
    JSON.stringify({
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "hello" }],
    }),
    JSON.stringify({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: "hi" }],
    }),
  ].join("\n");
  const { session } = parseCodexRollout(text);
  assert.deepEqual([session?.id, session?.cwd, turnLines(session!)], [
    "old-1",
    "/old/proj",
    ["user: injected(environment_context), text", "assistant: text"],
  ]);
});

Deno.test("rolloutHead() finds the cwd even when the first line is longer than the read limit", async () => {
  await using tmp = await tempDir();
  const path = join(tmp.path, "rollout-x.jsonl");
  await writeFile(
    path,
    line("session_meta", { id: "big", cwd: "/p/big", instructions: "x".repeat(400_000) }) + "\n",
  );
  assert.deepEqual(await rolloutHead(path), { id: "big", cwd: "/p/big", own: true, json: true });
});

Deno.test("codex discover() returns only rollouts whose session_meta cwd is the project", async () => {
  await using tmp = await tempDir();
  const sessions = join(tmp.path, ".codex", "sessions", "2026", "01", "02");
  const rollout = (id: string, cwd?: string) =>
    [
      line("session_meta", cwd ? { id, cwd } : { id }),
      line("event_msg", { type: "user_message", message: `hi from ${id}` }),
    ]
      .join("\n") + "\n";
  await writeFile(
    join(sessions, "rollout-2026-01-02T10-00-00-aaa.jsonl"),
    rollout("aaa", "/p/app"),
  );
  await writeFile(
    join(sessions, "rollout-2026-01-02T11-00-00-bbb.jsonl"),
    rollout("bbb", "/p/app/"),
  );
  await writeFile(
    join(sessions, "rollout-2026-01-02T12-00-00-ccc.jsonl"),
    rollout("ccc", "/p/app-2"),
  );
  await writeFile(join(sessions, "rollout-2026-01-02T13-00-00-ddd.jsonl"), rollout("ddd"));
  await writeFile(
    join(tmp.path, ".codex", "archived_sessions", "rollout-eee.jsonl"),
    rollout("eee", "/p/app"),
  );
  await writeFile(join(sessions, "notes.txt"), "not a rollout");

  const source = createCodexSource();
  const options = { projectPath: "/p/app", home: tmp.path };
  const { refs, warnings } = await source.discover(options);
  assert.deepEqual(refs.map((r) => r.id), ["aaa", "bbb", "eee"]);
  assert.deepEqual(warnings, [
    "1 Codex session file records no cwd on its first line (older format): skipped",
  ]);
  const { session } = await source.read(refs[0]!, options);
  assert.deepEqual(userTexts(session!), ["hi from aaa"]);

  const viaHome = await createCodexSource({ codexHome: join(tmp.path, ".codex") })
    .discover({ projectPath: "/p/app-2", home: "/nonexistent" });
  assert.deepEqual(viaHome.refs.map((r) => r.id), ["ccc"]);
  const viaDir = await source.discover({
    projectPath: "/p/app-2",
    home: "/nonexistent",
    dir: join(tmp.path, ".codex", "sessions"),
  });
  assert.deepEqual(viaDir.refs.map((r) => r.id), ["ccc"]);
});
