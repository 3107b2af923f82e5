/**
 * What `ctx status` loads (docs/performance.md, "`ctx status` at 20,000 sessions, seventh
 * round"): the command's module and the modules it imports when it runs, with everything they
 * import statically. The dry plan is `distill/plan.ts`, not `distill/mod.ts`: the pipeline's
 * cleaning and its redaction rules are not loaded to count sessions.
 */
import assert from "node:assert/strict";
import { type Edge, importGraph, sourceFiles } from "../_architecture.ts";

/** Every repository file `entry` loads when it runs: its static imports, and one level of its own `import()`s. */
function loadedBy(edges: Edge[], entry: string): Set<string> {
  const eager = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || e.dynamic) continue;
    eager.set(e.from, [...(eager.get(e.from) ?? []), e.to]);
  }
  const seen = new Set<string>();
  const visit = (node: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const to of eager.get(node) ?? []) visit(to);
  };
  visit(entry);
  for (const e of edges) if (e.from === entry && e.dynamic && !e.typeOnly) visit(e.to);
  return seen;
}

Deno.test("ctx status loads no redaction rule and no part of the distillation pipeline", async () => {
  const edges = await importGraph(["main.ts", ...await sourceFiles("src")]);
  const loaded = loadedBy(edges, "src/cli/status.ts");
  assert.ok(loaded.has("src/distill/plan.ts"), "the dry plan is loaded");
  assert.ok(loaded.has("src/assistants/mod.ts"), "the sources are loaded");
  const heavy = [...loaded].filter((path) =>
    path.startsWith("src/redact/") ||
    ["src/distill/mod.ts", "src/distill/_session.ts", "src/distill/clean.ts"].includes(path)
  );
  assert.deepEqual(heavy.sort(), []);
});
