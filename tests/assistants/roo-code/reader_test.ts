/**
 * Roo Code's task folders, read by the shared Cline-family reader with Roo Code's store: UUID
 * task ids, `<user_message>`, native tool results with JSON approval feedback, `# Current
 * Workspace Directory`, the `tasks/_index.json` and `history_item.json` indexes, subtasks.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openSources } from "../../../src/assistants/mod.ts";
import { loadConfig } from "../../../src/config/mod.ts";
import { cleanSession } from "../../../src/distill/clean.ts";
import type { Session } from "../../../src/types.ts";
import { tempDir } from "../../_helpers.ts";
import { TaskBuilder, writeTask } from "../../fixtures/cline_tasks.ts";

const EXTENSION = "rooveterinaryinc.roo-cline";
const PROJECT = "c:/Users/dev/shop";

function said(session: Session | null): string[] {
  return (session?.turns ?? []).filter((t) => t.role === "user").flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "text" ? [p.text] : [])
  );
}

function rooTask(id: string, options: { parent?: string; indent?: number } = {}) {
  return new TaskBuilder({ id, cwd: PROJECT, dialect: "roo", ...options })
    .task("Add a discount field to the cart")
    .say("Reading the cart first.")
    .tool("read_file", "src/cart.ts", "export class Cart {}", {
      feedback: "Keep the public API unchanged",
    })
    .tool("execute_command", "npm test", "1 failing: discount rounding", { error: true })
    .ask("Percent or amount?", "Percent, capped at 50")
    .complete("Discounts work.", "Also update the README");
}

Deno.test("Roo Code: its tasks in any editor, found by their index; subtasks skipped; every prompt the human's", async () => {
  await using tmp = await tempDir();
  const home = tmp.path;
  const store = join(home, ".config", "VSCodium", "User", "globalStorage", EXTENSION);
  const root = rooTask("0b6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b", { indent: 4 }).build();
  const child = new TaskBuilder({
    id: "1c6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b",
    cwd: PROJECT,
    dialect: "roo",
    parent: root.id,
  }).task("Orchestrator: implement the discount rounding").say("Implemented.").build();
  const other = new TaskBuilder({
    id: "2d6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b",
    cwd: "c:/Users/dev/blog",
    dialect: "roo",
  })
    .task("Draft a post").build();
  for (const task of [root, child, other]) await writeTask(store, task);
  await Deno.writeTextFile(
    join(store, "tasks", "_index.json"),
    JSON.stringify({ version: 1, updatedAt: 1, entries: [root.item, child.item, other.item] }),
  );
  await Deno.writeTextFile(
    join(store, "tasks", root.id, "history_item.json"),
    JSON.stringify(root.item),
  );

  const config = loadConfig({ HOME: home }, { os: "linux" });
  const [source] = await openSources(config, ["roo-code"]);
  const options = { projectPath: "C:\\Users\\Dev\\Shop", home };
  const found = await source!.discover(options);
  assert.deepEqual([found.refs.map((r) => r.id), found.warnings], [[root.id], []]);
  const read = await source!.read(found.refs[0]!, options);
  assert.deepEqual(read.warnings, []);
  const session = read.session!;
  assert.equal(session.source, "roo-code");
  assert.equal(session.cwd, PROJECT);
  assert.equal(session.title, "Add a discount field to the cart");
  assert.deepEqual(said(session), root.prompts);
  // Dated by Roo Code's own message times; the failed command kept as a failure.
  assert.ok(session.turns.every((t) => t.at !== undefined));
  const cleaned = cleanSession(session, { sanitize: true, userOnly: false, maxChars: 20_000 }).text;
  assert.match(cleaned, /\(error\)[^[]*discount rounding/);
  assert.ok(!cleaned.includes("Orchestrator"));
});

Deno.test("Roo Code: without an index, the environment details' workspace folder places a task", async () => {
  await using tmp = await tempDir();
  const store = join(tmp.path, ".config", "Code", "User", "globalStorage", EXTENSION);
  const task = rooTask("3e6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b").build();
  await writeTask(store, task);
  const config = loadConfig({ HOME: tmp.path }, { os: "linux" });
  const [source] = await openSources(config, ["roo-code"]);
  const found = await source!.discover({ projectPath: "c:\\users\\dev\\shop", home: tmp.path });
  assert.deepEqual(found.refs.map((r) => r.id), [task.id]);
  assert.deepEqual(
    source!.locations!({ home: tmp.path, projectPath: "/p" })[0],
    join(store, "tasks"),
  );
});
