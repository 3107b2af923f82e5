/**
 * Gemini CLI: text the CLI generated in the human's place is not the human's, and a session is
 * known by its own `sessionId`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  leadingSessionId,
  parseGeminiJsonl,
  replayGeminiLog,
} from "../../../src/assistants/gemini/_parse.ts";
import { createGeminiSource } from "../../../src/assistants/gemini/reader.ts";
import { tempDir, writeFile } from "../../_helpers.ts";
import { userTexts } from "../../sources/_shape.ts";

/** The opening of the prompt gemini-cli's `/init` submits (packages/core commands/init.ts). */
const INIT = "You are an AI agent that brings the power of Gemini directly into the terminal. " +
  "Your task is to analyze the current directory and generate a comprehensive GEMINI.md file " +
  "to be used as instructional context for future interactions.\n\n**Analysis Process:**\n…";

function jsonl(messages: Array<Record<string, unknown>>): string {
  const meta = {
    sessionId: "5d1c0a8e-4f7b-4c1e-9a51-2b8f0c9e7d11",
    projectHash: "h",
    startTime: "2026-02-01T10:00:00Z",
    lastUpdated: "2026-02-01T10:10:00Z",
    kind: "main",
  };
  return [
    meta,
    ...messages.map((m, i) => ({ id: `m${i}`, timestamp: "2026-02-01T10:00:01Z", ...m })),
  ]
    .map((l) => JSON.stringify(l)).join("\n") + "\n";
}

Deno.test("parseGeminiJsonl() reads /init as the human's command and its built-in prompt as generated", () => {
  const r = parseGeminiJsonl(
    jsonl([
      { type: "user", content: [{ text: INIT }] },
      { type: "gemini", content: "I created GEMINI.md." },
      { type: "user", content: [{ text: "System: Please continue." }] },
      { type: "gemini", content: "Done: GEMINI.md lists the build commands." },
      { type: "user", content: [{ text: "Please continue." }] },
      { type: "gemini", content: "Nothing left to do." },
      { type: "user", content: [{ text: "add the test command too" }] },
    ]),
    { cwd: "/w" },
  );
  assert.deepEqual(userTexts(r.session!), ["/init", "add the test command too"]);
  const labels = r.session!.turns.flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "injected" ? [p.label] : [])
  );
  assert.deepEqual(labels, ["gemini-init", "gemini-auto-continue", "gemini-auto-continue"]);
});

Deno.test("parseGeminiJsonl() reads what the human saw (displayContent) and labels the expansion", () => {
  const r = parseGeminiJsonl(
    jsonl([{
      type: "user",
      displayContent: "/review src/api.ts",
      content: [{ text: "Review the file src/api.ts for bugs. Steps: …" }],
    }]),
    { cwd: "/w" },
  );
  assert.deepEqual(userTexts(r.session!), ["/review src/api.ts"]);
});

Deno.test("parseGeminiJsonl() counts records of unknown kinds, never as malformed", () => {
  const r = parseGeminiJsonl(
    jsonl([{ type: "user", content: "hello" }, { type: "hologram", content: "?" }]) +
      JSON.stringify({ $mystery: 1 }) + "\n",
    { cwd: "/w" },
  );
  assert.deepEqual(r.skipped, []);
  assert.equal(r.unknownRecords, 2);
});

Deno.test("leadingSessionId() reads the id from a JSONL metadata line or a pretty-printed legacy file", () => {
  assert.equal(leadingSessionId('{"sessionId":"abc","startTime":"t"}\n{"id":"1"}'), "abc");
  assert.equal(leadingSessionId('{\n  "sessionId": "def",\n  "projectHash": "h",'), "def");
  assert.equal(leadingSessionId('{"id":"1","type":"user","content":"hi"}\n'), undefined);
  assert.equal(
    leadingSessionId('{"sessionId": "cut-after-this", "messages": [{"id'),
    "cut-after-this",
  );
});

Deno.test("gemini discover() names a session by its sessionId and keeps one file per session", async () => {
  await using tmp = await tempDir();
  const chats = join(tmp.path, ".gemini", "tmp", "app", "chats");
  await writeFile(join(tmp.path, ".gemini", "tmp", "app", ".project_root"), "/work/app");
  const legacy = {
    sessionId: "5d1c0a8e-4f7b-4c1e-9a51-2b8f0c9e7d11",
    projectHash: "h",
    startTime: "2026-02-01T10:00:00Z",
    messages: [{ id: "1", type: "user", timestamp: "2026-02-01T10:00:00Z", content: "hi" }],
  };
  // Gemini CLI writes legacy sessions pretty-printed.
  await writeFile(
    join(chats, "session-2026-02-01T10-00-5d1c0a8e.json"),
    JSON.stringify(legacy, null, 2),
  );
  // A copy under another name, shorter: the same session, read once (the longer file).
  await writeFile(
    join(chats, "session-copy.json"),
    JSON.stringify({ ...legacy, messages: [] }, null, 2),
  );
  const { refs } = await createGeminiSource().discover({
    projectPath: "/work/app",
    home: tmp.path,
  });
  assert.deepEqual(refs.map((r) => [r.id, r.location.endsWith("5d1c0a8e.json")]), [
    ["5d1c0a8e-4f7b-4c1e-9a51-2b8f0c9e7d11", true],
  ]);
});

Deno.test("replayGeminiLog() works per record, not per record times log length (ids are read a bounded number of times)", () => {
  const n = 6000;
  let idReads = 0;
  /** Message `i` as Gemini CLI appends it, its `id` counting how often the replay reads it. */
  const message = (i: number, text: string): Record<string, unknown> => {
    const m: Record<string, unknown> = {
      type: i % 2 === 0 ? "user" : "gemini",
      timestamp: "2026-02-01T10:00:00Z",
      content: text,
    };
    Object.defineProperty(m, "id", {
      enumerable: true,
      get: () => {
        idReads++;
        return `m${i}`;
      },
    });
    return m;
  };
  const records = [{ line: 1, value: { sessionId: "big", startTime: "2026-02-01T10:00:00Z" } }];
  const add = (value: unknown) => records.push({ line: records.length + 1, value: value as never });
  for (let i = 0; i < n; i++) add(message(i, `draft ${i}`));
  // Every message changes once more: Gemini CLI re-appends it whole; the last copy wins.
  for (let i = 0; i < n; i++) add(message(i, `final ${i}`));
  add({ $rewindTo: `m${n - 2}` });

  const { session, skipped } = replayGeminiLog(records, [], { cwd: "/p" });
  assert.deepEqual(skipped, []);
  const texts = userTexts(session!);
  assert.equal(texts.length, n / 2 - 1, "the rewind dropped the last exchange");
  assert.deepEqual([texts[0], texts.at(-1)], ["final 0", `final ${n - 4}`]);
  // A scan per record would read ids about n² / 2 times (18 million here).
  assert.ok(idReads <= 2 * records.length, `${idReads} id reads for ${records.length} records`);
});
