/**
 * End-to-end: `ctx init cline|roo-code|kilo-code` with the real CLI, task folders written where
 * each extension keeps them, and the recording fake vendor on 127.0.0.1: what the model receives
 * has every prompt the human typed as `[user]` and nothing the client generated as `[user]`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { clineTask, type TaskFolder, writeTask } from "../fixtures/cline_tasks.ts";

/** The bodies of the transcript's blocks in the human's voice. */
function userBlocks(transcript: string): string[] {
  return transcript.split(/\n\n(?=\[(?:user|assistant|tool|generated)\]\n)/)
    .filter((b) => b.startsWith("[user]\n"))
    .map((b) => b.slice("[user]\n".length).trim());
}

/** The transcript inside the one distillation request the fake vendor received. */
function transcriptOf(body: unknown): string {
  const messages = (body as { messages: Array<{ content: unknown }> }).messages;
  const text = messages.map((m) =>
    typeof m.content === "string" ? m.content : JSON.stringify(m.content)
  ).join("\n");
  const match = /<transcript>\n([\s\S]*)\n<\/transcript>/.exec(text);
  assert.ok(match, "the request carries a transcript");
  return match[1]!;
}

const CASES: Array<
  { id: string; extension: string; product: string; dialect: "cline" | "roo"; taskId: string }
> = [
  {
    id: "cline",
    extension: "saoudrizwan.claude-dev",
    product: "Code",
    dialect: "cline",
    taskId: "1760000000000",
  },
  {
    id: "roo-code",
    extension: "rooveterinaryinc.roo-cline",
    product: "Cursor",
    dialect: "roo",
    taskId: "0b6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b",
  },
  {
    id: "kilo-code",
    extension: "kilocode.kilo-code",
    product: "VSCodium",
    dialect: "roo",
    taskId: "7a6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b",
  },
];

for (const c of CASES) {
  Deno.test(`ctx init ${c.id}: every typed prompt reaches the model as [user], nothing generated does`, async () => {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const project = join(dir.path, "work", "shop");
    await Deno.mkdir(project, { recursive: true });
    const store = join(home, ".config", c.product, "User", "globalStorage", c.extension);
    const task: TaskFolder = clineTask(c.taskId, project, {
      dialect: c.dialect,
      indent: c.id === "roo-code" ? 4 : 0,
    })
      .build();
    await writeTask(store, task);
    await using vendor = await startFakeVendor("vendor-a");
    const env = {
      HOME: home,
      CTX_HOME: join(dir.path, "ctx"),
      CTX_KEYCHAIN: "off",
      ...vendor.env(),
    };

    const run = await runCtx(["init", c.id, "--local"], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Distilled: 1\n/);
    assert.equal(vendor.requests.length, 1);
    const blocks = userBlocks(transcriptOf(vendor.requests[0]!.body));
    const typed = task.prompts.map((p) => p.trim());
    assert.deepEqual(blocks, typed, "the human's prompts, each once, in order, and nothing else");
    for (const generated of task.generated) {
      assert.ok(!blocks.some((b) => b.includes(generated.trim().slice(0, 30))), generated);
    }
    // The summary is the project's, named after the assistant and the task.
    const summaries = [...Deno.readDirSync(join(project, ".ctx"))].map((e) => e.name);
    assert.ok(summaries.some((n) => n.startsWith(`${c.id}_`)), summaries.join(", "));
  });
}
