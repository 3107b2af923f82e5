/**
 * Write the tables of assistants into the README and docs/setup.md from the registry
 * (`src/assistants/`): run it after adding or changing an assistant. `deno task test` fails while a
 * committed table differs from what this writes.
 *
 *     deno run -A scripts/assistant_tables.ts
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { assistantTables, missingRows, withTable } from "./_assistant_tables.ts";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));

const missing = missingRows();
if (missing.length > 0) {
  console.error(`Cannot write the tables: ${missing.join("; ")}`);
  Deno.exit(1);
}
for (const table of assistantTables()) {
  const path = join(ROOT, table.file);
  const text = await Deno.readTextFile(path);
  const next = withTable(text, table);
  if (next !== text) {
    await Deno.writeTextFile(path, next);
    console.error(`${table.file}: ${table.name} written`);
  }
}
