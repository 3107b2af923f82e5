/**
 * The tables of assistants in the README and docs/setup.md are made from the registry: a
 * committed table that differs from what `scripts/assistant_tables.ts` writes fails here, and so
 * does an assistant part without its row.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type Assistant, hookTargets } from "../../src/assistants/mod.ts";
import {
  assistantTables,
  markdownTable,
  missingRows,
  withTable,
} from "../../scripts/_assistant_tables.ts";
import { REPO_ROOT } from "../_helpers.ts";

Deno.test("the README's and docs/setup.md's tables of assistants are the registry's (run deno run -A scripts/assistant_tables.ts after changing an assistant)", async () => {
  assert.deepEqual(missingRows(), []);
  for (const table of assistantTables()) {
    const text = await Deno.readTextFile(join(REPO_ROOT, table.file));
    assert.equal(
      withTable(text, table),
      text,
      `${table.file}: the ${table.name} table is stale; run deno run -A scripts/assistant_tables.ts`,
    );
    assert.ok(table.rows.length > 0, table.name);
  }
});

Deno.test("the tables: a row per part, defaults from the registry, a stale or missing table is seen", () => {
  const aider = {
    id: "aider",
    label: "Aider",
    reader: {
      dirFlag: { name: "aider-dir", value: "dir", help: "" },
      scanned: true,
      open: () => Promise.reject(new Error("not opened")),
    },
    docs: { history: { where: "`.aider.chat.history.md`" } },
  } satisfies Assistant;
  const crush = {
    id: "crush",
    label: "Crush",
    hook: {
      markers: () => [],
      file: () => "",
      entry: (command: string) => ({ command }),
      event: "Stop",
      layout: "flat",
    },
  } satisfies Assistant;
  assert.deepEqual(missingRows([aider, crush]), ["crush: a hook without docs.hook"]);
  const [history] = assistantTables([aider, crush]);
  assert.deepEqual(history!.rows, [
    ["Aider", "`ctx init aider --local`", "`.aider.chat.history.md`", "`--aider-dir DIR`"],
  ]);
  assert.deepEqual(markdownTable(["a", "bb"], [["ccc", "d"]]), [
    "| a   | bb |",
    "| --- | -- |",
    "| ccc | d  |",
  ]);
  const doc =
    "intro\n  <!-- begin assistants-history: x -->\n  | old |\n  <!-- end assistants-history -->\n";
  const written = withTable(doc, history!);
  assert.notEqual(written, doc);
  assert.equal(withTable(written, history!), written, "writing twice changes nothing");
  assert.match(written, /\n {2}\| Aider +\| `ctx init aider --local` +\|/);
  assert.throws(() => withTable("no markers\n", history!), /README\.md has no "<!-- begin/);
});

Deno.test("the README's row of ctx hook session-end names every assistant --client accepts", async () => {
  const readme = await Deno.readTextFile(join(REPO_ROOT, "README.md"));
  const row = readme.split("\n").find((line) => line.startsWith("| `ctx hook session-end"));
  assert.ok(row, "README.md has no row for ctx hook session-end");
  const listed = /--client ([^\]`]+)\]/.exec(row)?.[1]?.split("\\|") ?? [];
  assert.deepEqual(listed, hookTargets().map((t) => t.client));
});
