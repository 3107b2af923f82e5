/**
 * Gemini CLI files are streamed: a `.jsonl` event log line by line and a legacy `.json`
 * document message by message read as the same session as the whole file parsed at once, and
 * in lean mode clean to the same text. Subagent sessions (`chats/<parent>/<id>.jsonl`) are
 * threads Gemini CLI started itself: counted, not read.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createGeminiSource } from "../../../src/assistants/gemini/reader.ts";
import { parseGeminiJsonl, parseGeminiSession } from "../../../src/assistants/gemini/_parse.ts";
import { cleanSession } from "../../../src/distill/clean.ts";
import { bigSessionText } from "../../fixtures/big_sessions.ts";
import { tempDir, writeFile } from "../../_helpers.ts";

const ID = "5d1c0a8e-4f7b-4c1e-9a51-2b8f0c9e7d11";

Deno.test("a Gemini session streamed from its file is the one parsed whole, .jsonl and legacy .json", async () => {
  await using tmp = await tempDir();
  const dir = join(tmp.path, ".gemini", "tmp", "app");
  await writeFile(join(dir, ".project_root"), "/w/app");
  const source = createGeminiSource();
  for (const format of ["gemini-jsonl", "gemini-json"] as const) {
    const text = bigSessionText(format, 90, { sessionId: ID });
    const ext = format === "gemini-json" ? "json" : "jsonl";
    const path = join(dir, "chats", `session-2026-06-01T10-00-5d1c0a8e.${ext}`);
    await writeFile(path, text);
    const whole = format === "gemini-json"
      ? parseGeminiSession(JSON.parse(text), { id: ID, cwd: "/w/app" })
      : parseGeminiJsonl(text, { id: ID, cwd: "/w/app" });
    const ref = { source: "gemini", id: ID, location: path, fingerprint: "1", data: { path } };
    const options = { projectPath: "/w/app", home: tmp.path };
    const streamed = await source.read(ref, options);
    assert.deepEqual(streamed.session, whole.session, format);
    assert.deepEqual(streamed.warnings, []);
    const lean = await source.read(ref, { ...options, lean: true });
    for (const maxChars of [3_000, 20_000, 1_000_000]) {
      const clean = { sanitize: true, userOnly: false, maxChars };
      assert.equal(
        cleanSession(lean.session!, clean).text,
        cleanSession(whole.session!, clean).text,
        `${format} at ${maxChars}`,
      );
    }
    await Deno.remove(path);
  }
});

Deno.test("gemini discover() counts subagent sessions and reads none of them", async () => {
  await using tmp = await tempDir();
  const chats = join(tmp.path, ".gemini", "tmp", "app", "chats");
  await writeFile(join(chats, "..", ".project_root"), "/w/app");
  await writeFile(
    join(chats, "session-2026-06-01T10-00-5d1c0a8e.jsonl"),
    bigSessionText("gemini-jsonl", 2, { sessionId: ID }),
  );
  for (const n of [1, 2]) {
    await writeFile(
      join(chats, ID, `sub-${n}.jsonl`),
      bigSessionText("gemini-jsonl", 1, { sessionId: `sub-${n}` }),
    );
  }
  const found = await createGeminiSource().discover({ projectPath: "/w/app", home: tmp.path });
  assert.deepEqual(found.refs.map((r) => r.id), [ID]);
  assert.equal(found.threads, 2);
});
