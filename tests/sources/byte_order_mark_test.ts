/**
 * Files saved with a UTF-8 byte-order mark (Windows editors, PowerShell 5's `Set-Content
 * -Encoding utf8`, a copied `/chat save` export) are read like the same file without one. The
 * samples are the real ones, prefixed with the mark.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createCopilotSource } from "../../src/assistants/copilot/reader.ts";
import { createGeminiSource } from "../../src/assistants/gemini/reader.ts";
import { createKiroSource } from "../../src/assistants/kiro/reader.ts";
import type { Source } from "../../src/types.ts";
import { realFixture, tempDir, writeFile } from "../_helpers.ts";
import { userTexts } from "./_shape.ts";

const BOM = "\uFEFF";

function real(relative: string): string {
  return Deno.readTextFileSync(realFixture(relative));
}

/** The human prompts of every session `source` finds. */
async function prompts(source: Source, options: Parameters<Source["discover"]>[0]) {
  const { refs, warnings } = await source.discover(options);
  const read = await Promise.all(refs.map((r) => source.read(r, options)));
  return {
    ids: refs.map((r) => r.id),
    warnings: [...warnings, ...read.flatMap((r) => r.warnings)],
    prompts: read.flatMap((r) => (r.session ? userTexts(r.session) : [])),
  };
}

Deno.test("a Gemini CLI session JSON that starts with a byte-order mark is read like one without", async () => {
  const text = real("gemini-cli/git-ai_gemini-session_legacy.json");
  const results = [];
  for (const prefix of ["", BOM]) {
    await using tmp = await tempDir();
    const dir = join(tmp.path, ".gemini", "tmp", "app");
    await writeFile(join(dir, ".project_root"), `${prefix}/work/app`);
    await writeFile(join(dir, "chats", "session-2025-12-06T18-25-18f475c0.json"), prefix + text);
    results.push(await prompts(createGeminiSource(), { projectPath: "/work/app", home: tmp.path }));
  }
  assert.deepEqual(results[1], results[0]);
  assert.deepEqual(results[1]!.prompts, ["add another hello bob console log to @index.ts"]);
});

Deno.test("a Kiro / Amazon Q /chat save that starts with a byte-order mark is found and read", async () => {
  const text = real("kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json");
  const results = [];
  for (const prefix of ["", BOM]) {
    await using tmp = await tempDir();
    await writeFile(join(tmp.path, "q"), prefix + text);
    results.push(
      await prompts(createKiroSource(), { projectPath: "/x", home: tmp.path, dir: tmp.path }),
    );
  }
  assert.deepEqual(results[1], results[0]);
  assert.equal(results[1]!.ids.length, 1);
  assert.equal(results[1]!.prompts.length, 25);
});

Deno.test("a VS Code chat session and workspace.json that start with a byte-order mark are read", async () => {
  const text = real("vscode-copilot/git-ai_copilot_chatSessions_v3.json");
  const results = [];
  for (const prefix of ["", BOM]) {
    await using tmp = await tempDir();
    const ws = join(tmp.path, "workspaceStorage", "w1");
    await writeFile(
      join(ws, "workspace.json"),
      prefix + JSON.stringify({ folder: "file:///p/app" }),
    );
    await writeFile(join(ws, "chatSessions", "s.json"), prefix + text);
    results.push(
      await prompts(createCopilotSource(), {
        projectPath: "/p/app",
        home: tmp.path,
        dir: join(tmp.path, "workspaceStorage"),
      }),
    );
  }
  assert.deepEqual(results[1], results[0]);
  assert.deepEqual(results[1]!.warnings, []);
  assert.ok(results[1]!.prompts.length > 0);
});
