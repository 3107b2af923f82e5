/**
 * What the model reads from a Claude Code transcript is what happened, in the right voice:
 * queued prompts, generated notifications, edits, synthetic errors, titles, any JSON spacing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parseClaudeTranscript } from "../../../src/assistants/claude-code/_parse.ts";
import {
  createClaudeCodeSource,
  encodeClaudeProjectDir,
} from "../../../src/assistants/claude-code/reader.ts";
import type { Session } from "../../../src/types.ts";
import { ClaudeLog } from "../../fixtures/claude_records.ts";
import { tempDir, writeFile } from "../../_helpers.ts";

/** Every part as `role:kind[:label] text`, in order. */
function transcript(session: Session | null): string[] {
  return (session?.turns ?? []).flatMap((t) =>
    t.parts.map((p) => {
      const label = p.kind === "injected" ? `:${p.label}` : "";
      const text = "text" in p ? p.text : `${p.name} ${p.input}`;
      return `${t.role}:${p.kind}${label} ${text.slice(0, 60)}`;
    })
  );
}

function parse(log: ClaudeLog, options: { lean?: boolean } = {}) {
  return parseClaudeTranscript(log.toString(), "hint", options);
}

Deno.test("parseClaudeTranscript() keeps a prompt typed while the assistant was busy (queued_command attachment)", () => {
  const log = new ClaudeLog();
  log.prompt("Run the tests and fix what fails");
  log.tool("Bash", "1 failing");
  log.raw({
    type: "queue-operation",
    operation: "enqueue",
    timestamp: "2026-06-01T10:00:09.000Z",
    sessionId: log.sessionId,
    content: "also check the logs",
  });
  log.raw({
    type: "queue-operation",
    operation: "remove",
    timestamp: "2026-06-01T10:00:10.000Z",
    sessionId: log.sessionId,
  });
  log.record("attachment", {
    attachment: {
      type: "queued_command",
      prompt: "also check the logs",
      commandMode: "prompt",
      origin: { kind: "human" },
    },
  });
  log.say("The logs show a timeout in db.ts; fixed.");
  for (const lean of [false, true]) {
    assert.deepEqual(
      transcript(parse(log, { lean }).session).filter((l) => !/tool/.test(l)),
      [
        "user:text Run the tests and fix what fails",
        "user:text also check the logs",
        "assistant:text The logs show a timeout in db.ts; fixed.",
      ],
      `lean ${lean}`,
    );
  }
});

Deno.test("parseClaudeTranscript() labels task notifications and scheduled wake-ups as generated, not the human's", () => {
  const note = "<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n" +
    "<summary>Background command finished</summary>\n</task-notification>";
  const log = new ClaudeLog();
  log.prompt("Start the build in the background");
  log.say("Started.");
  log.record("user", {
    promptSource: "system",
    origin: { kind: "task-notification" },
    message: { role: "user", content: note },
  });
  log.say("The build finished.");
  log.record("user", {
    promptSource: "system",
    message: { role: "user", content: "Continue the plan; comment on #42" },
  });
  log.say("Commented.");
  // Delivered mid-turn through the queue, and an older build's record without `origin`.
  log.record("attachment", {
    attachment: {
      type: "queued_command",
      prompt: note,
      commandMode: "task-notification",
      origin: { kind: "task-notification" },
    },
  });
  log.record("user", { message: { role: "user", content: note } });
  const lines = transcript(parse(log).session);
  assert.deepEqual(lines.filter((l) => l.startsWith("user:text")), [
    "user:text Start the build in the background",
  ]);
  assert.deepEqual(lines.filter((l) => l.startsWith("user:injected")).map((l) => l.split(" ")[0]), [
    "user:injected:task-notification",
    "user:injected:system",
    "user:injected:task-notification",
    "user:injected:task-notification",
  ]);
});

Deno.test("parseClaudeTranscript() follows the final branch when a prompt was edited or rewound", () => {
  const log = new ClaudeLog();
  log.prompt("Add a cache to the API client");
  const answer = log.say("Added an LRU cache.");
  log.prompt("Make it expire after 5 minutes");
  log.tool("Edit", "Error: old_string not found", true);
  log.say("ABANDONED answer with a TTL of 5 minutes");
  // The human pressed Esc twice and edited the second prompt: same parent, new branch.
  log.from(answer);
  log.prompt("Make it expire after 10 minutes");
  log.say("Set the TTL to 10 minutes.");
  log.prompt("Thanks");
  log.say("You're welcome.");
  assert.deepEqual(transcript(parse(log).session), [
    "user:text Add a cache to the API client",
    "assistant:text Added an LRU cache.",
    "user:text Make it expire after 10 minutes",
    "assistant:text Set the TTL to 10 minutes.",
    "user:text Thanks",
    "assistant:text You're welcome.",
  ]);
});

Deno.test("parseClaudeTranscript() keeps parallel tool results and everything across a compaction (no false branches)", () => {
  const log = new ClaudeLog();
  log.prompt("Check both services");
  const call = log.record("assistant", {
    message: {
      id: "msg_a",
      role: "assistant",
      content: [{ type: "tool_use", id: "t1", name: "Bash", input: {} }],
    },
  });
  const call2 = log.record("assistant", {
    message: {
      id: "msg_a",
      role: "assistant",
      content: [{ type: "tool_use", id: "t2", name: "Bash", input: {} }],
    },
  });
  // Parallel calls: each result hangs off its own call record (siblings of the next call).
  log.from(call).record("user", {
    message: {
      role: "user",
      content: [{
        type: "tool_result",
        tool_use_id: "t1",
        content: "ECONNREFUSED",
        is_error: true,
      }],
    },
  });
  log.from(call2).record("user", {
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "t2", content: "ok", is_error: false }],
    },
  });
  const leaf = log.say("The API is down.");
  log.from(null).record("system", {
    subtype: "compact_boundary",
    logicalParentUuid: leaf,
    content: "Conversation compacted",
  });
  log.record("user", {
    isCompactSummary: true,
    message: { role: "user", content: "This session is being continued…" },
  });
  log.prompt("Restart it");
  log.say("Restarted.");
  const lines = transcript(parse(log, { lean: true }).session);
  assert.deepEqual(lines, [
    "user:text Check both services",
    "user:tool_result ECONNREFUSED",
    "assistant:text The API is down.",
    "user:injected:compact-summary This session is being continued…",
    "user:text Restart it",
    "assistant:text Restarted.",
  ]);
});

Deno.test("parseClaudeTranscript() drops errors Claude Code wrote in the assistant's place", () => {
  const log = new ClaudeLog();
  log.prompt("Refactor the parser");
  log.record("assistant", {
    isApiErrorMessage: true,
    error: "authentication_failed",
    apiErrorStatus: 401,
    message: {
      id: "x1",
      model: "<synthetic>",
      role: "assistant",
      content: [{ type: "text", text: "Please run /login · API Error: 401 OAuth token expired" }],
    },
  });
  log.record("assistant", {
    message: {
      id: "x2",
      model: "<synthetic>",
      role: "assistant",
      content: [{ type: "text", text: "No response requested." }],
    },
  });
  log.record("assistant", {
    isApiErrorMessage: true,
    message: { role: "assistant", content: [{ type: "text", text: "API Error: 529 Overloaded" }] },
  });
  log.prompt("retry");
  log.say("Done: the parser is split in two.");
  assert.deepEqual(transcript(parse(log).session), [
    "user:text Refactor the parser",
    "user:text retry",
    "assistant:text Done: the parser is split in two.",
  ]);
});

Deno.test("parseClaudeTranscript() takes a summary title only when its leaf is in the session", () => {
  const other = new ClaudeLog();
  other.raw({ type: "summary", summary: "Another session's title", leafUuid: "elsewhere-1" });
  other.prompt("Fix the login page");
  other.say("Fixed.");
  assert.equal(parse(other).session!.title, undefined);

  const own = new ClaudeLog();
  own.prompt("Fix the login page");
  const leaf = own.say("Fixed.");
  // Claude Code writes the summaries of a file at its top; only the second names a leaf here.
  own.lines.unshift(
    JSON.stringify({
      type: "summary",
      summary: "Another session's title",
      leafUuid: "elsewhere-1",
    }),
    JSON.stringify({ type: "summary", summary: "Login page fix", leafUuid: leaf }),
  );
  assert.equal(parse(own).session!.title, "Login page fix");
});

Deno.test("parseClaudeTranscript() keeps a prompt command as typed and relabels a local one", () => {
  const log = new ClaudeLog();
  log.record("user", {
    isMeta: true,
    message: { role: "user", content: "<local-command-caveat>Caveat: …</local-command-caveat>" },
  });
  log.prompt(
    "<command-name>/model</command-name>\n<command-message>model</command-message>\n<command-args></command-args>",
  );
  log.prompt("<local-command-stdout>Set model to Opus</local-command-stdout>");
  log.prompt(
    "<command-message>review</command-message>\n<command-name>/review</command-name>\n<command-args>36</command-args>",
  );
  log.record("user", { isMeta: true, message: { role: "user", content: "Review PR 36 …" } });
  log.say("The PR looks good.");
  assert.deepEqual(
    transcript(parse(log).session).filter((l) => /:(text|injected:local-command) /.test(l)),
    [
      "user:injected:local-command /model",
      "user:text /review 36",
      "assistant:text The PR looks good.",
    ],
  );
  assert.deepEqual(
    transcript(parse(log, { lean: true }).session),
    ["user:text /review 36", "assistant:text The PR looks good."],
  );
});

Deno.test("claude-code discover() and read() accept JSONL written with spaces after colons", async () => {
  await using home = await tempDir();
  const project = "/w/spaced";
  const dir = join(home.path, ".claude", "projects", encodeClaudeProjectDir(project));
  const first = new ClaudeLog({ cwd: project, sessionId: "first", space: 1 });
  first.prompt("Why does the build fail?");
  first.say("A missing env var.");
  await writeFile(join(dir, "first.jsonl"), first.toString());
  // A resume copies the history, then goes on.
  const second = new ClaudeLog({ cwd: project, sessionId: "second", space: 1 });
  second.lines.push(...first.lines);
  second.from(first.last).prompt("And the deploy?");
  await writeFile(join(dir, "second.jsonl"), second.toString());
  assert.match(first.lines[0]!, /"cwd": "\/w\/spaced"/);

  const source = createClaudeCodeSource();
  const options = { projectPath: project, home: home.path };
  const { refs } = await source.discover(options);
  assert.deepEqual(refs.map((r) => r.id).sort(), ["first", "second"]);
  const read = await source.read(refs.find((r) => r.id === "second")!, options);
  assert.deepEqual(transcript(read.session), ["user:text And the deploy?"]);
});
